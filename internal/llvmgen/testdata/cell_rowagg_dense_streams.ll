; Golden IR of llvmgen test case cell_rowagg_dense_streams (cell row_agg, dense driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan cell row_agg(sum) sparse_safe=false hash=8c15ad3cde121029279627539e111de5
;     in0 main dense matrix <- hop 0
;     in1 side dense matrix <- hop 1
;     in2 side dense matrix <- hop 3
;     t2 = in0 * in1
;     t4 = t2 * in2
;     out0 = rowsum(t4)

define void @fj_8c15ad3cde121029279627539e111de5(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
entry:
	%0 = alloca double, i64 8
	%1 = getelementptr inbounds double*, double** %vals, i64 0
	%2 = load double*, double** %1
	%3 = getelementptr inbounds double*, double** %vals, i64 1
	%4 = load double*, double** %3
	%5 = getelementptr inbounds double*, double** %vals, i64 2
	%6 = load double*, double** %5
	br label %row1.head

row1.head:
	%7 = phi i64 [ %rl, %entry ], [ %184, %coltail7.exit ]
	%8 = icmp slt i64 %7, %ru
	br i1 %8, label %row1.body, label %row1.exit

row1.body:
	%9 = mul i64 %7, %m
	%10 = sub i64 %7, %rl
	%11 = mul i64 %10, %m
	%12 = getelementptr inbounds double, double* %0, i64 0
	store double 0.0, double* %12
	%13 = getelementptr inbounds double, double* %0, i64 1
	store double 0.0, double* %13
	%14 = getelementptr inbounds double, double* %0, i64 2
	store double 0.0, double* %14
	%15 = getelementptr inbounds double, double* %0, i64 3
	store double 0.0, double* %15
	%16 = getelementptr inbounds double, double* %0, i64 4
	store double 0.0, double* %16
	%17 = getelementptr inbounds double, double* %0, i64 5
	store double 0.0, double* %17
	%18 = getelementptr inbounds double, double* %0, i64 6
	store double 0.0, double* %18
	%19 = getelementptr inbounds double, double* %0, i64 7
	store double 0.0, double* %19
	%20 = lshr i64 %m, 3
	br label %colblk4.head

row1.exit:
	ret void

colblk4.head:
	%21 = phi double [ 0.0, %row1.body ], [ %143, %colblk4.body ]
	%22 = phi double [ 0.0, %row1.body ], [ %130, %colblk4.body ]
	%23 = phi double [ 0.0, %row1.body ], [ %117, %colblk4.body ]
	%24 = phi double [ 0.0, %row1.body ], [ %104, %colblk4.body ]
	%25 = phi double [ 0.0, %row1.body ], [ %91, %colblk4.body ]
	%26 = phi double [ 0.0, %row1.body ], [ %78, %colblk4.body ]
	%27 = phi double [ 0.0, %row1.body ], [ %65, %colblk4.body ]
	%28 = phi double [ 0.0, %row1.body ], [ %52, %colblk4.body ]
	%29 = phi i64 [ 0, %row1.body ], [ %144, %colblk4.body ]
	%30 = icmp slt i64 %29, %20
	br i1 %30, label %colblk4.body, label %colblk4.exit

colblk4.body:
	%31 = mul i64 %29, 8
	%32 = add i64 %9, %31
	%33 = add i64 %32, 256
	%34 = getelementptr double, double* %2, i64 %33
	%35 = bitcast double* %34 to i8*
	call void @llvm.prefetch.p0i8(i8* %35, i32 0, i32 2, i32 1)
	%36 = getelementptr double, double* %4, i64 %33
	%37 = bitcast double* %36 to i8*
	call void @llvm.prefetch.p0i8(i8* %37, i32 0, i32 2, i32 1)
	%38 = getelementptr double, double* %6, i64 %33
	%39 = bitcast double* %38 to i8*
	call void @llvm.prefetch.p0i8(i8* %39, i32 0, i32 2, i32 1)
	%40 = add i64 %31, 0
	%41 = add i64 %9, %40
	%42 = getelementptr inbounds double, double* %2, i64 %41
	%43 = load double, double* %42
	%44 = add i64 %9, %40
	%45 = getelementptr inbounds double, double* %4, i64 %44
	%46 = load double, double* %45
	%47 = add i64 %9, %40
	%48 = getelementptr inbounds double, double* %6, i64 %47
	%49 = load double, double* %48
	%50 = fmul double %43, %46
	%51 = fmul double %50, %49
	%52 = fadd double %28, %51
	%53 = add i64 %31, 1
	%54 = add i64 %9, %53
	%55 = getelementptr inbounds double, double* %2, i64 %54
	%56 = load double, double* %55
	%57 = add i64 %9, %53
	%58 = getelementptr inbounds double, double* %4, i64 %57
	%59 = load double, double* %58
	%60 = add i64 %9, %53
	%61 = getelementptr inbounds double, double* %6, i64 %60
	%62 = load double, double* %61
	%63 = fmul double %56, %59
	%64 = fmul double %63, %62
	%65 = fadd double %27, %64
	%66 = add i64 %31, 2
	%67 = add i64 %9, %66
	%68 = getelementptr inbounds double, double* %2, i64 %67
	%69 = load double, double* %68
	%70 = add i64 %9, %66
	%71 = getelementptr inbounds double, double* %4, i64 %70
	%72 = load double, double* %71
	%73 = add i64 %9, %66
	%74 = getelementptr inbounds double, double* %6, i64 %73
	%75 = load double, double* %74
	%76 = fmul double %69, %72
	%77 = fmul double %76, %75
	%78 = fadd double %26, %77
	%79 = add i64 %31, 3
	%80 = add i64 %9, %79
	%81 = getelementptr inbounds double, double* %2, i64 %80
	%82 = load double, double* %81
	%83 = add i64 %9, %79
	%84 = getelementptr inbounds double, double* %4, i64 %83
	%85 = load double, double* %84
	%86 = add i64 %9, %79
	%87 = getelementptr inbounds double, double* %6, i64 %86
	%88 = load double, double* %87
	%89 = fmul double %82, %85
	%90 = fmul double %89, %88
	%91 = fadd double %25, %90
	%92 = add i64 %31, 4
	%93 = add i64 %9, %92
	%94 = getelementptr inbounds double, double* %2, i64 %93
	%95 = load double, double* %94
	%96 = add i64 %9, %92
	%97 = getelementptr inbounds double, double* %4, i64 %96
	%98 = load double, double* %97
	%99 = add i64 %9, %92
	%100 = getelementptr inbounds double, double* %6, i64 %99
	%101 = load double, double* %100
	%102 = fmul double %95, %98
	%103 = fmul double %102, %101
	%104 = fadd double %24, %103
	%105 = add i64 %31, 5
	%106 = add i64 %9, %105
	%107 = getelementptr inbounds double, double* %2, i64 %106
	%108 = load double, double* %107
	%109 = add i64 %9, %105
	%110 = getelementptr inbounds double, double* %4, i64 %109
	%111 = load double, double* %110
	%112 = add i64 %9, %105
	%113 = getelementptr inbounds double, double* %6, i64 %112
	%114 = load double, double* %113
	%115 = fmul double %108, %111
	%116 = fmul double %115, %114
	%117 = fadd double %23, %116
	%118 = add i64 %31, 6
	%119 = add i64 %9, %118
	%120 = getelementptr inbounds double, double* %2, i64 %119
	%121 = load double, double* %120
	%122 = add i64 %9, %118
	%123 = getelementptr inbounds double, double* %4, i64 %122
	%124 = load double, double* %123
	%125 = add i64 %9, %118
	%126 = getelementptr inbounds double, double* %6, i64 %125
	%127 = load double, double* %126
	%128 = fmul double %121, %124
	%129 = fmul double %128, %127
	%130 = fadd double %22, %129
	%131 = add i64 %31, 7
	%132 = add i64 %9, %131
	%133 = getelementptr inbounds double, double* %2, i64 %132
	%134 = load double, double* %133
	%135 = add i64 %9, %131
	%136 = getelementptr inbounds double, double* %4, i64 %135
	%137 = load double, double* %136
	%138 = add i64 %9, %131
	%139 = getelementptr inbounds double, double* %6, i64 %138
	%140 = load double, double* %139
	%141 = fmul double %134, %137
	%142 = fmul double %141, %140
	%143 = fadd double %21, %142
	%144 = add i64 %29, 1
	br label %colblk4.head

colblk4.exit:
	%145 = getelementptr inbounds double, double* %0, i64 0
	store double %28, double* %145
	%146 = getelementptr inbounds double, double* %0, i64 1
	store double %27, double* %146
	%147 = getelementptr inbounds double, double* %0, i64 2
	store double %26, double* %147
	%148 = getelementptr inbounds double, double* %0, i64 3
	store double %25, double* %148
	%149 = getelementptr inbounds double, double* %0, i64 4
	store double %24, double* %149
	%150 = getelementptr inbounds double, double* %0, i64 5
	store double %23, double* %150
	%151 = getelementptr inbounds double, double* %0, i64 6
	store double %22, double* %151
	%152 = getelementptr inbounds double, double* %0, i64 7
	store double %21, double* %152
	%153 = mul i64 %20, 8
	%154 = add i64 %153, 0
	%155 = icmp slt i64 %154, %m
	br i1 %155, label %coltail8, label %coltail7.exit

coltail7.exit:
	%156 = getelementptr inbounds double, double* %0, i64 0
	%157 = load double, double* %156
	%158 = getelementptr inbounds double, double* %0, i64 1
	%159 = load double, double* %158
	%160 = getelementptr inbounds double, double* %0, i64 2
	%161 = load double, double* %160
	%162 = getelementptr inbounds double, double* %0, i64 3
	%163 = load double, double* %162
	%164 = getelementptr inbounds double, double* %0, i64 4
	%165 = load double, double* %164
	%166 = getelementptr inbounds double, double* %0, i64 5
	%167 = load double, double* %166
	%168 = getelementptr inbounds double, double* %0, i64 6
	%169 = load double, double* %168
	%170 = getelementptr inbounds double, double* %0, i64 7
	%171 = load double, double* %170
	%172 = fadd double %157, %165
	%173 = fadd double %159, %167
	%174 = fadd double %161, %169
	%175 = fadd double %163, %171
	%176 = fadd double %172, %174
	%177 = fadd double %173, %175
	%178 = fadd double %176, %177
	%179 = getelementptr inbounds double, double* %out, i64 %7
	%180 = fcmp uno double %178, %178
	%181 = bitcast double %178 to i64
	%182 = select i1 %180, i64 u0x7FF8000000000000, i64 %181
	%183 = bitcast double* %179 to i64*
	store i64 %182, i64* %183
	%184 = add i64 %7, 1
	br label %row1.head

coltail8:
	%185 = add i64 %9, %154
	%186 = getelementptr inbounds double, double* %2, i64 %185
	%187 = load double, double* %186
	%188 = add i64 %9, %154
	%189 = getelementptr inbounds double, double* %4, i64 %188
	%190 = load double, double* %189
	%191 = add i64 %9, %154
	%192 = getelementptr inbounds double, double* %6, i64 %191
	%193 = load double, double* %192
	%194 = fmul double %187, %190
	%195 = fmul double %194, %193
	%196 = and i64 0, 7
	%197 = getelementptr inbounds double, double* %0, i64 %196
	%198 = load double, double* %197
	%199 = fadd double %198, %195
	%200 = getelementptr inbounds double, double* %0, i64 %196
	store double %199, double* %200
	%201 = add i64 %153, 1
	%202 = icmp slt i64 %201, %m
	br i1 %202, label %coltail9, label %coltail7.exit

coltail9:
	%203 = add i64 %9, %201
	%204 = getelementptr inbounds double, double* %2, i64 %203
	%205 = load double, double* %204
	%206 = add i64 %9, %201
	%207 = getelementptr inbounds double, double* %4, i64 %206
	%208 = load double, double* %207
	%209 = add i64 %9, %201
	%210 = getelementptr inbounds double, double* %6, i64 %209
	%211 = load double, double* %210
	%212 = fmul double %205, %208
	%213 = fmul double %212, %211
	%214 = and i64 1, 7
	%215 = getelementptr inbounds double, double* %0, i64 %214
	%216 = load double, double* %215
	%217 = fadd double %216, %213
	%218 = getelementptr inbounds double, double* %0, i64 %214
	store double %217, double* %218
	%219 = add i64 %153, 2
	%220 = icmp slt i64 %219, %m
	br i1 %220, label %coltail10, label %coltail7.exit

coltail10:
	%221 = add i64 %9, %219
	%222 = getelementptr inbounds double, double* %2, i64 %221
	%223 = load double, double* %222
	%224 = add i64 %9, %219
	%225 = getelementptr inbounds double, double* %4, i64 %224
	%226 = load double, double* %225
	%227 = add i64 %9, %219
	%228 = getelementptr inbounds double, double* %6, i64 %227
	%229 = load double, double* %228
	%230 = fmul double %223, %226
	%231 = fmul double %230, %229
	%232 = and i64 2, 7
	%233 = getelementptr inbounds double, double* %0, i64 %232
	%234 = load double, double* %233
	%235 = fadd double %234, %231
	%236 = getelementptr inbounds double, double* %0, i64 %232
	store double %235, double* %236
	%237 = add i64 %153, 3
	%238 = icmp slt i64 %237, %m
	br i1 %238, label %coltail11, label %coltail7.exit

coltail11:
	%239 = add i64 %9, %237
	%240 = getelementptr inbounds double, double* %2, i64 %239
	%241 = load double, double* %240
	%242 = add i64 %9, %237
	%243 = getelementptr inbounds double, double* %4, i64 %242
	%244 = load double, double* %243
	%245 = add i64 %9, %237
	%246 = getelementptr inbounds double, double* %6, i64 %245
	%247 = load double, double* %246
	%248 = fmul double %241, %244
	%249 = fmul double %248, %247
	%250 = and i64 3, 7
	%251 = getelementptr inbounds double, double* %0, i64 %250
	%252 = load double, double* %251
	%253 = fadd double %252, %249
	%254 = getelementptr inbounds double, double* %0, i64 %250
	store double %253, double* %254
	%255 = add i64 %153, 4
	%256 = icmp slt i64 %255, %m
	br i1 %256, label %coltail12, label %coltail7.exit

coltail12:
	%257 = add i64 %9, %255
	%258 = getelementptr inbounds double, double* %2, i64 %257
	%259 = load double, double* %258
	%260 = add i64 %9, %255
	%261 = getelementptr inbounds double, double* %4, i64 %260
	%262 = load double, double* %261
	%263 = add i64 %9, %255
	%264 = getelementptr inbounds double, double* %6, i64 %263
	%265 = load double, double* %264
	%266 = fmul double %259, %262
	%267 = fmul double %266, %265
	%268 = and i64 4, 7
	%269 = getelementptr inbounds double, double* %0, i64 %268
	%270 = load double, double* %269
	%271 = fadd double %270, %267
	%272 = getelementptr inbounds double, double* %0, i64 %268
	store double %271, double* %272
	%273 = add i64 %153, 5
	%274 = icmp slt i64 %273, %m
	br i1 %274, label %coltail13, label %coltail7.exit

coltail13:
	%275 = add i64 %9, %273
	%276 = getelementptr inbounds double, double* %2, i64 %275
	%277 = load double, double* %276
	%278 = add i64 %9, %273
	%279 = getelementptr inbounds double, double* %4, i64 %278
	%280 = load double, double* %279
	%281 = add i64 %9, %273
	%282 = getelementptr inbounds double, double* %6, i64 %281
	%283 = load double, double* %282
	%284 = fmul double %277, %280
	%285 = fmul double %284, %283
	%286 = and i64 5, 7
	%287 = getelementptr inbounds double, double* %0, i64 %286
	%288 = load double, double* %287
	%289 = fadd double %288, %285
	%290 = getelementptr inbounds double, double* %0, i64 %286
	store double %289, double* %290
	%291 = add i64 %153, 6
	%292 = icmp slt i64 %291, %m
	br i1 %292, label %coltail14, label %coltail7.exit

coltail14:
	%293 = add i64 %9, %291
	%294 = getelementptr inbounds double, double* %2, i64 %293
	%295 = load double, double* %294
	%296 = add i64 %9, %291
	%297 = getelementptr inbounds double, double* %4, i64 %296
	%298 = load double, double* %297
	%299 = add i64 %9, %291
	%300 = getelementptr inbounds double, double* %6, i64 %299
	%301 = load double, double* %300
	%302 = fmul double %295, %298
	%303 = fmul double %302, %301
	%304 = and i64 6, 7
	%305 = getelementptr inbounds double, double* %0, i64 %304
	%306 = load double, double* %305
	%307 = fadd double %306, %303
	%308 = getelementptr inbounds double, double* %0, i64 %304
	store double %307, double* %308
	br label %coltail7.exit
}

declare void @llvm.prefetch.p0i8(i8* %0, i32 %1, i32 %2, i32 %3) nounwind
