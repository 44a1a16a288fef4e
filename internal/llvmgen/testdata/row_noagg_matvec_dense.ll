; Golden IR of llvmgen test case row_noagg_matvec_dense (row no_agg, dense driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan row no_agg sparse_safe=false hash=413a3d270305fe356983bf3b1c3b1c75
;     in0 main dense matrix <- hop 0
;     in1 side dense whole <- hop 1
;     in2 side dense scalar <- hop 3
;     t1 = in0 %*% in1
;     t3 = t1 * in2
;     out = t3

define void @fj_413a3d270305fe356983bf3b1c3b1c75(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
entry:
	%0 = getelementptr inbounds double*, double** %vals, i64 0
	%1 = load double*, double** %0
	%2 = getelementptr inbounds double*, double** %vals, i64 1
	%3 = load double*, double** %2
	%4 = getelementptr inbounds double, double* %scalars, i64 2
	%5 = load double, double* %4
	%6 = getelementptr inbounds i64, i64* %aux, i64 0
	%7 = load i64, i64* %6
	%8 = inttoptr i64 %7 to double*
	%9 = getelementptr inbounds i64, i64* %aux, i64 5
	%10 = load i64, i64* %9
	%11 = getelementptr inbounds i64, i64* %aux, i64 6
	%12 = load i64, i64* %11
	%13 = getelementptr double, double* %8, i64 %10
	%14 = getelementptr inbounds i64, i64* %aux, i64 8
	%15 = load i64, i64* %14
	%16 = getelementptr inbounds i64, i64* %aux, i64 9
	%17 = load i64, i64* %16
	%18 = getelementptr double, double* %8, i64 %15
	%19 = getelementptr inbounds i64, i64* %aux, i64 11
	%20 = load i64, i64* %19
	%21 = getelementptr inbounds i64, i64* %aux, i64 12
	%22 = load i64, i64* %21
	%23 = getelementptr double, double* %8, i64 %20
	%24 = getelementptr inbounds i64, i64* %aux, i64 14
	%25 = load i64, i64* %24
	%26 = getelementptr inbounds i64, i64* %aux, i64 15
	%27 = load i64, i64* %26
	%28 = getelementptr double, double* %8, i64 %25
	br label %row1.head

row1.head:
	%29 = phi i64 [ %rl, %entry ], [ %35, %row1.body ]
	%30 = icmp slt i64 %29, %ru
	br i1 %30, label %row1.body, label %row1.exit

row1.body:
	%31 = mul i64 %29, %12
	%32 = getelementptr double, double* %1, i64 %31
	call void @fjv_matvec_p_k3(double* %32, double* %3, double* %18, i64 %12)
	%33 = mul i64 %29, %17
	%34 = getelementptr double, double* %out, i64 %33
	call void @fjv_op6_vs(double* %18, double %5, double* %34, i64 %17)
	%35 = add i64 %29, 1
	br label %row1.head

row1.exit:
	ret void
}

define internal void @fjv_matvec_p_k3(double* nocapture %x, double* nocapture %Bt, double* noalias nocapture %c, i64 %n) nounwind {
entry:
	%0 = alloca double, i64 24
	%1 = mul i64 0, %n
	%2 = getelementptr double, double* %Bt, i64 %1
	%3 = mul i64 1, %n
	%4 = getelementptr double, double* %Bt, i64 %3
	%5 = mul i64 2, %n
	%6 = getelementptr double, double* %Bt, i64 %5
	%7 = lshr i64 %n, 3
	br label %dotblk1.head

dotblk1.head:
	%8 = phi double [ 0.0, %entry ], [ %178, %dotblk1.body ]
	%9 = phi double [ 0.0, %entry ], [ %173, %dotblk1.body ]
	%10 = phi double [ 0.0, %entry ], [ %168, %dotblk1.body ]
	%11 = phi double [ 0.0, %entry ], [ %163, %dotblk1.body ]
	%12 = phi double [ 0.0, %entry ], [ %158, %dotblk1.body ]
	%13 = phi double [ 0.0, %entry ], [ %153, %dotblk1.body ]
	%14 = phi double [ 0.0, %entry ], [ %148, %dotblk1.body ]
	%15 = phi double [ 0.0, %entry ], [ %143, %dotblk1.body ]
	%16 = phi double [ 0.0, %entry ], [ %138, %dotblk1.body ]
	%17 = phi double [ 0.0, %entry ], [ %133, %dotblk1.body ]
	%18 = phi double [ 0.0, %entry ], [ %128, %dotblk1.body ]
	%19 = phi double [ 0.0, %entry ], [ %123, %dotblk1.body ]
	%20 = phi double [ 0.0, %entry ], [ %118, %dotblk1.body ]
	%21 = phi double [ 0.0, %entry ], [ %113, %dotblk1.body ]
	%22 = phi double [ 0.0, %entry ], [ %108, %dotblk1.body ]
	%23 = phi double [ 0.0, %entry ], [ %103, %dotblk1.body ]
	%24 = phi double [ 0.0, %entry ], [ %98, %dotblk1.body ]
	%25 = phi double [ 0.0, %entry ], [ %90, %dotblk1.body ]
	%26 = phi double [ 0.0, %entry ], [ %82, %dotblk1.body ]
	%27 = phi double [ 0.0, %entry ], [ %74, %dotblk1.body ]
	%28 = phi double [ 0.0, %entry ], [ %66, %dotblk1.body ]
	%29 = phi double [ 0.0, %entry ], [ %58, %dotblk1.body ]
	%30 = phi double [ 0.0, %entry ], [ %50, %dotblk1.body ]
	%31 = phi double [ 0.0, %entry ], [ %42, %dotblk1.body ]
	%32 = phi i64 [ 0, %entry ], [ %179, %dotblk1.body ]
	%33 = icmp slt i64 %32, %7
	br i1 %33, label %dotblk1.body, label %dotblk1.exit

dotblk1.body:
	%34 = mul i64 %32, 8
	%35 = add i64 %34, 0
	%36 = getelementptr inbounds double, double* %x, i64 %35
	%37 = load double, double* %36
	%38 = add i64 %34, 0
	%39 = getelementptr inbounds double, double* %2, i64 %38
	%40 = load double, double* %39
	%41 = fmul double %37, %40
	%42 = fadd double %31, %41
	%43 = add i64 %34, 1
	%44 = getelementptr inbounds double, double* %x, i64 %43
	%45 = load double, double* %44
	%46 = add i64 %34, 1
	%47 = getelementptr inbounds double, double* %2, i64 %46
	%48 = load double, double* %47
	%49 = fmul double %45, %48
	%50 = fadd double %30, %49
	%51 = add i64 %34, 2
	%52 = getelementptr inbounds double, double* %x, i64 %51
	%53 = load double, double* %52
	%54 = add i64 %34, 2
	%55 = getelementptr inbounds double, double* %2, i64 %54
	%56 = load double, double* %55
	%57 = fmul double %53, %56
	%58 = fadd double %29, %57
	%59 = add i64 %34, 3
	%60 = getelementptr inbounds double, double* %x, i64 %59
	%61 = load double, double* %60
	%62 = add i64 %34, 3
	%63 = getelementptr inbounds double, double* %2, i64 %62
	%64 = load double, double* %63
	%65 = fmul double %61, %64
	%66 = fadd double %28, %65
	%67 = add i64 %34, 4
	%68 = getelementptr inbounds double, double* %x, i64 %67
	%69 = load double, double* %68
	%70 = add i64 %34, 4
	%71 = getelementptr inbounds double, double* %2, i64 %70
	%72 = load double, double* %71
	%73 = fmul double %69, %72
	%74 = fadd double %27, %73
	%75 = add i64 %34, 5
	%76 = getelementptr inbounds double, double* %x, i64 %75
	%77 = load double, double* %76
	%78 = add i64 %34, 5
	%79 = getelementptr inbounds double, double* %2, i64 %78
	%80 = load double, double* %79
	%81 = fmul double %77, %80
	%82 = fadd double %26, %81
	%83 = add i64 %34, 6
	%84 = getelementptr inbounds double, double* %x, i64 %83
	%85 = load double, double* %84
	%86 = add i64 %34, 6
	%87 = getelementptr inbounds double, double* %2, i64 %86
	%88 = load double, double* %87
	%89 = fmul double %85, %88
	%90 = fadd double %25, %89
	%91 = add i64 %34, 7
	%92 = getelementptr inbounds double, double* %x, i64 %91
	%93 = load double, double* %92
	%94 = add i64 %34, 7
	%95 = getelementptr inbounds double, double* %2, i64 %94
	%96 = load double, double* %95
	%97 = fmul double %93, %96
	%98 = fadd double %24, %97
	%99 = add i64 %34, 0
	%100 = getelementptr inbounds double, double* %4, i64 %99
	%101 = load double, double* %100
	%102 = fmul double %37, %101
	%103 = fadd double %23, %102
	%104 = add i64 %34, 1
	%105 = getelementptr inbounds double, double* %4, i64 %104
	%106 = load double, double* %105
	%107 = fmul double %45, %106
	%108 = fadd double %22, %107
	%109 = add i64 %34, 2
	%110 = getelementptr inbounds double, double* %4, i64 %109
	%111 = load double, double* %110
	%112 = fmul double %53, %111
	%113 = fadd double %21, %112
	%114 = add i64 %34, 3
	%115 = getelementptr inbounds double, double* %4, i64 %114
	%116 = load double, double* %115
	%117 = fmul double %61, %116
	%118 = fadd double %20, %117
	%119 = add i64 %34, 4
	%120 = getelementptr inbounds double, double* %4, i64 %119
	%121 = load double, double* %120
	%122 = fmul double %69, %121
	%123 = fadd double %19, %122
	%124 = add i64 %34, 5
	%125 = getelementptr inbounds double, double* %4, i64 %124
	%126 = load double, double* %125
	%127 = fmul double %77, %126
	%128 = fadd double %18, %127
	%129 = add i64 %34, 6
	%130 = getelementptr inbounds double, double* %4, i64 %129
	%131 = load double, double* %130
	%132 = fmul double %85, %131
	%133 = fadd double %17, %132
	%134 = add i64 %34, 7
	%135 = getelementptr inbounds double, double* %4, i64 %134
	%136 = load double, double* %135
	%137 = fmul double %93, %136
	%138 = fadd double %16, %137
	%139 = add i64 %34, 0
	%140 = getelementptr inbounds double, double* %6, i64 %139
	%141 = load double, double* %140
	%142 = fmul double %37, %141
	%143 = fadd double %15, %142
	%144 = add i64 %34, 1
	%145 = getelementptr inbounds double, double* %6, i64 %144
	%146 = load double, double* %145
	%147 = fmul double %45, %146
	%148 = fadd double %14, %147
	%149 = add i64 %34, 2
	%150 = getelementptr inbounds double, double* %6, i64 %149
	%151 = load double, double* %150
	%152 = fmul double %53, %151
	%153 = fadd double %13, %152
	%154 = add i64 %34, 3
	%155 = getelementptr inbounds double, double* %6, i64 %154
	%156 = load double, double* %155
	%157 = fmul double %61, %156
	%158 = fadd double %12, %157
	%159 = add i64 %34, 4
	%160 = getelementptr inbounds double, double* %6, i64 %159
	%161 = load double, double* %160
	%162 = fmul double %69, %161
	%163 = fadd double %11, %162
	%164 = add i64 %34, 5
	%165 = getelementptr inbounds double, double* %6, i64 %164
	%166 = load double, double* %165
	%167 = fmul double %77, %166
	%168 = fadd double %10, %167
	%169 = add i64 %34, 6
	%170 = getelementptr inbounds double, double* %6, i64 %169
	%171 = load double, double* %170
	%172 = fmul double %85, %171
	%173 = fadd double %9, %172
	%174 = add i64 %34, 7
	%175 = getelementptr inbounds double, double* %6, i64 %174
	%176 = load double, double* %175
	%177 = fmul double %93, %176
	%178 = fadd double %8, %177
	%179 = add i64 %32, 1
	br label %dotblk1.head

dotblk1.exit:
	%180 = getelementptr inbounds double, double* %0, i64 0
	store double %31, double* %180
	%181 = getelementptr inbounds double, double* %0, i64 1
	store double %30, double* %181
	%182 = getelementptr inbounds double, double* %0, i64 2
	store double %29, double* %182
	%183 = getelementptr inbounds double, double* %0, i64 3
	store double %28, double* %183
	%184 = getelementptr inbounds double, double* %0, i64 4
	store double %27, double* %184
	%185 = getelementptr inbounds double, double* %0, i64 5
	store double %26, double* %185
	%186 = getelementptr inbounds double, double* %0, i64 6
	store double %25, double* %186
	%187 = getelementptr inbounds double, double* %0, i64 7
	store double %24, double* %187
	%188 = getelementptr inbounds double, double* %0, i64 8
	store double %23, double* %188
	%189 = getelementptr inbounds double, double* %0, i64 9
	store double %22, double* %189
	%190 = getelementptr inbounds double, double* %0, i64 10
	store double %21, double* %190
	%191 = getelementptr inbounds double, double* %0, i64 11
	store double %20, double* %191
	%192 = getelementptr inbounds double, double* %0, i64 12
	store double %19, double* %192
	%193 = getelementptr inbounds double, double* %0, i64 13
	store double %18, double* %193
	%194 = getelementptr inbounds double, double* %0, i64 14
	store double %17, double* %194
	%195 = getelementptr inbounds double, double* %0, i64 15
	store double %16, double* %195
	%196 = getelementptr inbounds double, double* %0, i64 16
	store double %15, double* %196
	%197 = getelementptr inbounds double, double* %0, i64 17
	store double %14, double* %197
	%198 = getelementptr inbounds double, double* %0, i64 18
	store double %13, double* %198
	%199 = getelementptr inbounds double, double* %0, i64 19
	store double %12, double* %199
	%200 = getelementptr inbounds double, double* %0, i64 20
	store double %11, double* %200
	%201 = getelementptr inbounds double, double* %0, i64 21
	store double %10, double* %201
	%202 = getelementptr inbounds double, double* %0, i64 22
	store double %9, double* %202
	%203 = getelementptr inbounds double, double* %0, i64 23
	store double %8, double* %203
	%204 = mul i64 %7, 8
	br label %dottail4.head

dottail4.head:
	%205 = phi i64 [ %204, %dotblk1.exit ], [ %240, %dottail4.body ]
	%206 = icmp slt i64 %205, %n
	br i1 %206, label %dottail4.body, label %dottail4.exit

dottail4.body:
	%207 = getelementptr inbounds double, double* %x, i64 %205
	%208 = load double, double* %207
	%209 = getelementptr inbounds double, double* %2, i64 %205
	%210 = load double, double* %209
	%211 = fmul double %208, %210
	%212 = getelementptr double, double* %0, i64 0
	%213 = and i64 %205, 7
	%214 = getelementptr inbounds double, double* %212, i64 %213
	%215 = load double, double* %214
	%216 = fadd double %215, %211
	%217 = getelementptr inbounds double, double* %212, i64 %213
	store double %216, double* %217
	%218 = getelementptr inbounds double, double* %x, i64 %205
	%219 = load double, double* %218
	%220 = getelementptr inbounds double, double* %4, i64 %205
	%221 = load double, double* %220
	%222 = fmul double %219, %221
	%223 = getelementptr double, double* %0, i64 8
	%224 = and i64 %205, 7
	%225 = getelementptr inbounds double, double* %223, i64 %224
	%226 = load double, double* %225
	%227 = fadd double %226, %222
	%228 = getelementptr inbounds double, double* %223, i64 %224
	store double %227, double* %228
	%229 = getelementptr inbounds double, double* %x, i64 %205
	%230 = load double, double* %229
	%231 = getelementptr inbounds double, double* %6, i64 %205
	%232 = load double, double* %231
	%233 = fmul double %230, %232
	%234 = getelementptr double, double* %0, i64 16
	%235 = and i64 %205, 7
	%236 = getelementptr inbounds double, double* %234, i64 %235
	%237 = load double, double* %236
	%238 = fadd double %237, %233
	%239 = getelementptr inbounds double, double* %234, i64 %235
	store double %238, double* %239
	%240 = add i64 %205, 1
	br label %dottail4.head

dottail4.exit:
	%241 = getelementptr double, double* %0, i64 0
	%242 = getelementptr inbounds double, double* %241, i64 0
	%243 = load double, double* %242
	%244 = getelementptr inbounds double, double* %241, i64 1
	%245 = load double, double* %244
	%246 = getelementptr inbounds double, double* %241, i64 2
	%247 = load double, double* %246
	%248 = getelementptr inbounds double, double* %241, i64 3
	%249 = load double, double* %248
	%250 = getelementptr inbounds double, double* %241, i64 4
	%251 = load double, double* %250
	%252 = getelementptr inbounds double, double* %241, i64 5
	%253 = load double, double* %252
	%254 = getelementptr inbounds double, double* %241, i64 6
	%255 = load double, double* %254
	%256 = getelementptr inbounds double, double* %241, i64 7
	%257 = load double, double* %256
	%258 = fadd double %243, %251
	%259 = fadd double %245, %253
	%260 = fadd double %247, %255
	%261 = fadd double %249, %257
	%262 = fadd double %258, %260
	%263 = fadd double %259, %261
	%264 = fadd double %262, %263
	%265 = getelementptr double, double* %0, i64 8
	%266 = getelementptr inbounds double, double* %265, i64 0
	%267 = load double, double* %266
	%268 = getelementptr inbounds double, double* %265, i64 1
	%269 = load double, double* %268
	%270 = getelementptr inbounds double, double* %265, i64 2
	%271 = load double, double* %270
	%272 = getelementptr inbounds double, double* %265, i64 3
	%273 = load double, double* %272
	%274 = getelementptr inbounds double, double* %265, i64 4
	%275 = load double, double* %274
	%276 = getelementptr inbounds double, double* %265, i64 5
	%277 = load double, double* %276
	%278 = getelementptr inbounds double, double* %265, i64 6
	%279 = load double, double* %278
	%280 = getelementptr inbounds double, double* %265, i64 7
	%281 = load double, double* %280
	%282 = fadd double %267, %275
	%283 = fadd double %269, %277
	%284 = fadd double %271, %279
	%285 = fadd double %273, %281
	%286 = fadd double %282, %284
	%287 = fadd double %283, %285
	%288 = fadd double %286, %287
	%289 = getelementptr double, double* %0, i64 16
	%290 = getelementptr inbounds double, double* %289, i64 0
	%291 = load double, double* %290
	%292 = getelementptr inbounds double, double* %289, i64 1
	%293 = load double, double* %292
	%294 = getelementptr inbounds double, double* %289, i64 2
	%295 = load double, double* %294
	%296 = getelementptr inbounds double, double* %289, i64 3
	%297 = load double, double* %296
	%298 = getelementptr inbounds double, double* %289, i64 4
	%299 = load double, double* %298
	%300 = getelementptr inbounds double, double* %289, i64 5
	%301 = load double, double* %300
	%302 = getelementptr inbounds double, double* %289, i64 6
	%303 = load double, double* %302
	%304 = getelementptr inbounds double, double* %289, i64 7
	%305 = load double, double* %304
	%306 = fadd double %291, %299
	%307 = fadd double %293, %301
	%308 = fadd double %295, %303
	%309 = fadd double %297, %305
	%310 = fadd double %306, %308
	%311 = fadd double %307, %309
	%312 = fadd double %310, %311
	%313 = getelementptr inbounds double, double* %c, i64 0
	%314 = fcmp uno double %264, %264
	%315 = bitcast double %264 to i64
	%316 = select i1 %314, i64 u0x7FF8000000000000, i64 %315
	%317 = bitcast double* %313 to i64*
	store i64 %316, i64* %317
	%318 = getelementptr inbounds double, double* %c, i64 1
	%319 = fcmp uno double %288, %288
	%320 = bitcast double %288 to i64
	%321 = select i1 %319, i64 u0x7FF8000000000000, i64 %320
	%322 = bitcast double* %318 to i64*
	store i64 %321, i64* %322
	%323 = getelementptr inbounds double, double* %c, i64 2
	%324 = fcmp uno double %312, %312
	%325 = bitcast double %312 to i64
	%326 = select i1 %324, i64 u0x7FF8000000000000, i64 %325
	%327 = bitcast double* %323 to i64*
	store i64 %326, i64* %327
	ret void
}

define internal void @fjv_op6_vs(double* nocapture %x0, double %x1, double* noalias nocapture %c, i64 %n) nounwind {
entry:
	br label %k1.head

k1.head:
	%0 = phi i64 [ 0, %entry ], [ %10, %k1.body ]
	%1 = icmp slt i64 %0, %n
	br i1 %1, label %k1.body, label %k1.exit

k1.body:
	%2 = getelementptr inbounds double, double* %x0, i64 %0
	%3 = load double, double* %2
	%4 = fmul double %3, %x1
	%5 = getelementptr inbounds double, double* %c, i64 %0
	%6 = fcmp uno double %4, %4
	%7 = bitcast double %4 to i64
	%8 = select i1 %6, i64 u0x7FF8000000000000, i64 %7
	%9 = bitcast double* %5 to i64*
	store i64 %8, i64* %9
	%10 = add i64 %0, 1
	br label %k1.head

k1.exit:
	ret void
}
