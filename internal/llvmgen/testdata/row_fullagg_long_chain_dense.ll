; Golden IR of llvmgen test case row_fullagg_long_chain_dense (row full_agg, dense driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan row full_agg(sum) sparse_safe=false hash=98f13300e4acc1d4caeac483fa1f07c4
;     in0 main dense matrix <- hop 0
;     in1 side dense scalar <- hop 3
;     in2 side dense scalar <- hop 6
;     in3 side dense scalar <- hop 9
;     in4 side dense scalar <- hop 12
;     in5 side dense scalar <- hop 15
;     in6 side dense scalar <- hop 18
;     in7 side dense scalar <- hop 21
;     in8 side dense scalar <- hop 24
;     in9 side dense scalar <- hop 27
;     in10 side dense scalar <- hop 30
;     in11 side dense scalar <- hop 33
;     in12 side dense scalar <- hop 36
;     in13 side dense scalar <- hop 39
;     in14 side dense scalar <- hop 42
;     t1 = rowsum(in0)
;     t2 = in0 / t1
;     t4 = t2 * in1
;     t5 = sqrt(t4)
;     t7 = t5 * in2
;     t8 = sqrt(t7)
;     t10 = t8 * in3
;     t11 = sqrt(t10)
;     t13 = t11 * in4
;     t14 = sqrt(t13)
;     t16 = t14 * in5
;     t17 = sqrt(t16)
;     t19 = t17 * in6
;     t20 = sqrt(t19)
;     t22 = t20 * in7
;     t23 = sqrt(t22)
;     t25 = t23 * in8
;     t26 = sqrt(t25)
;     t28 = t26 * in9
;     t29 = sqrt(t28)
;     t31 = t29 * in10
;     t32 = sqrt(t31)
;     t34 = t32 * in11
;     t35 = sqrt(t34)
;     t37 = t35 * in12
;     t38 = sqrt(t37)
;     t40 = t38 * in13
;     t41 = sqrt(t40)
;     t43 = t41 * in14
;     t44 = sqrt(t43)
;     out0 = fulsum(t44)

define void @fj_98f13300e4acc1d4caeac483fa1f07c4(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
entry:
	%0 = alloca double, i64 8
	%1 = alloca double, i64 8
	%2 = getelementptr inbounds double*, double** %vals, i64 0
	%3 = load double*, double** %2
	%4 = getelementptr inbounds double, double* %scalars, i64 1
	%5 = load double, double* %4
	%6 = getelementptr inbounds double, double* %scalars, i64 2
	%7 = load double, double* %6
	%8 = getelementptr inbounds double, double* %scalars, i64 3
	%9 = load double, double* %8
	%10 = getelementptr inbounds double, double* %scalars, i64 4
	%11 = load double, double* %10
	%12 = getelementptr inbounds double, double* %scalars, i64 5
	%13 = load double, double* %12
	%14 = getelementptr inbounds double, double* %scalars, i64 6
	%15 = load double, double* %14
	%16 = getelementptr inbounds double, double* %scalars, i64 7
	%17 = load double, double* %16
	%18 = getelementptr inbounds double, double* %scalars, i64 8
	%19 = load double, double* %18
	%20 = getelementptr inbounds double, double* %scalars, i64 9
	%21 = load double, double* %20
	%22 = getelementptr inbounds double, double* %scalars, i64 10
	%23 = load double, double* %22
	%24 = getelementptr inbounds double, double* %scalars, i64 11
	%25 = load double, double* %24
	%26 = getelementptr inbounds double, double* %scalars, i64 12
	%27 = load double, double* %26
	%28 = getelementptr inbounds double, double* %scalars, i64 13
	%29 = load double, double* %28
	%30 = getelementptr inbounds double, double* %scalars, i64 14
	%31 = load double, double* %30
	%32 = getelementptr inbounds i64, i64* %aux, i64 0
	%33 = load i64, i64* %32
	%34 = inttoptr i64 %33 to double*
	%35 = getelementptr inbounds i64, i64* %aux, i64 5
	%36 = load i64, i64* %35
	%37 = getelementptr inbounds i64, i64* %aux, i64 6
	%38 = load i64, i64* %37
	%39 = getelementptr double, double* %34, i64 %36
	%40 = getelementptr inbounds i64, i64* %aux, i64 8
	%41 = load i64, i64* %40
	%42 = getelementptr inbounds i64, i64* %aux, i64 9
	%43 = load i64, i64* %42
	%44 = getelementptr double, double* %34, i64 %41
	%45 = getelementptr inbounds i64, i64* %aux, i64 11
	%46 = load i64, i64* %45
	%47 = getelementptr inbounds i64, i64* %aux, i64 12
	%48 = load i64, i64* %47
	%49 = getelementptr double, double* %34, i64 %46
	%50 = getelementptr inbounds i64, i64* %aux, i64 14
	%51 = load i64, i64* %50
	%52 = getelementptr inbounds i64, i64* %aux, i64 15
	%53 = load i64, i64* %52
	%54 = getelementptr double, double* %34, i64 %51
	%55 = getelementptr inbounds i64, i64* %aux, i64 17
	%56 = load i64, i64* %55
	%57 = getelementptr inbounds i64, i64* %aux, i64 18
	%58 = load i64, i64* %57
	%59 = getelementptr double, double* %34, i64 %56
	%60 = getelementptr inbounds i64, i64* %aux, i64 20
	%61 = load i64, i64* %60
	%62 = getelementptr inbounds i64, i64* %aux, i64 21
	%63 = load i64, i64* %62
	%64 = getelementptr double, double* %34, i64 %61
	%65 = getelementptr inbounds i64, i64* %aux, i64 23
	%66 = load i64, i64* %65
	%67 = getelementptr inbounds i64, i64* %aux, i64 24
	%68 = load i64, i64* %67
	%69 = getelementptr double, double* %34, i64 %66
	%70 = getelementptr inbounds i64, i64* %aux, i64 26
	%71 = load i64, i64* %70
	%72 = getelementptr inbounds i64, i64* %aux, i64 27
	%73 = load i64, i64* %72
	%74 = getelementptr double, double* %34, i64 %71
	%75 = getelementptr inbounds i64, i64* %aux, i64 29
	%76 = load i64, i64* %75
	%77 = getelementptr inbounds i64, i64* %aux, i64 30
	%78 = load i64, i64* %77
	%79 = getelementptr double, double* %34, i64 %76
	%80 = getelementptr inbounds i64, i64* %aux, i64 32
	%81 = load i64, i64* %80
	%82 = getelementptr inbounds i64, i64* %aux, i64 33
	%83 = load i64, i64* %82
	%84 = getelementptr double, double* %34, i64 %81
	%85 = getelementptr inbounds i64, i64* %aux, i64 35
	%86 = load i64, i64* %85
	%87 = getelementptr inbounds i64, i64* %aux, i64 36
	%88 = load i64, i64* %87
	%89 = getelementptr double, double* %34, i64 %86
	%90 = getelementptr inbounds i64, i64* %aux, i64 38
	%91 = load i64, i64* %90
	%92 = getelementptr inbounds i64, i64* %aux, i64 39
	%93 = load i64, i64* %92
	%94 = getelementptr double, double* %34, i64 %91
	%95 = getelementptr inbounds i64, i64* %aux, i64 41
	%96 = load i64, i64* %95
	%97 = getelementptr inbounds i64, i64* %aux, i64 42
	%98 = load i64, i64* %97
	%99 = getelementptr double, double* %34, i64 %96
	%100 = getelementptr inbounds i64, i64* %aux, i64 44
	%101 = load i64, i64* %100
	%102 = getelementptr inbounds i64, i64* %aux, i64 45
	%103 = load i64, i64* %102
	%104 = getelementptr double, double* %34, i64 %101
	%105 = getelementptr inbounds i64, i64* %aux, i64 47
	%106 = load i64, i64* %105
	%107 = getelementptr inbounds i64, i64* %aux, i64 48
	%108 = load i64, i64* %107
	%109 = getelementptr double, double* %34, i64 %106
	%110 = getelementptr inbounds i64, i64* %aux, i64 50
	%111 = load i64, i64* %110
	%112 = getelementptr inbounds i64, i64* %aux, i64 51
	%113 = load i64, i64* %112
	%114 = getelementptr double, double* %34, i64 %111
	%115 = getelementptr inbounds i64, i64* %aux, i64 53
	%116 = load i64, i64* %115
	%117 = getelementptr inbounds i64, i64* %aux, i64 54
	%118 = load i64, i64* %117
	%119 = getelementptr double, double* %34, i64 %116
	%120 = getelementptr inbounds i64, i64* %aux, i64 56
	%121 = load i64, i64* %120
	%122 = getelementptr inbounds i64, i64* %aux, i64 57
	%123 = load i64, i64* %122
	%124 = getelementptr double, double* %34, i64 %121
	%125 = getelementptr inbounds i64, i64* %aux, i64 59
	%126 = load i64, i64* %125
	%127 = getelementptr inbounds i64, i64* %aux, i64 60
	%128 = load i64, i64* %127
	%129 = getelementptr double, double* %34, i64 %126
	%130 = getelementptr inbounds i64, i64* %aux, i64 62
	%131 = load i64, i64* %130
	%132 = getelementptr inbounds i64, i64* %aux, i64 63
	%133 = load i64, i64* %132
	%134 = getelementptr double, double* %34, i64 %131
	%135 = getelementptr inbounds i64, i64* %aux, i64 65
	%136 = load i64, i64* %135
	%137 = getelementptr inbounds i64, i64* %aux, i64 66
	%138 = load i64, i64* %137
	%139 = getelementptr double, double* %34, i64 %136
	%140 = getelementptr inbounds i64, i64* %aux, i64 68
	%141 = load i64, i64* %140
	%142 = getelementptr inbounds i64, i64* %aux, i64 69
	%143 = load i64, i64* %142
	%144 = getelementptr double, double* %34, i64 %141
	%145 = getelementptr inbounds i64, i64* %aux, i64 71
	%146 = load i64, i64* %145
	%147 = getelementptr inbounds i64, i64* %aux, i64 72
	%148 = load i64, i64* %147
	%149 = getelementptr double, double* %34, i64 %146
	%150 = getelementptr inbounds i64, i64* %aux, i64 74
	%151 = load i64, i64* %150
	%152 = getelementptr inbounds i64, i64* %aux, i64 75
	%153 = load i64, i64* %152
	%154 = getelementptr double, double* %34, i64 %151
	%155 = getelementptr inbounds i64, i64* %aux, i64 77
	%156 = load i64, i64* %155
	%157 = getelementptr inbounds i64, i64* %aux, i64 78
	%158 = load i64, i64* %157
	%159 = getelementptr double, double* %34, i64 %156
	%160 = getelementptr inbounds i64, i64* %aux, i64 80
	%161 = load i64, i64* %160
	%162 = getelementptr inbounds i64, i64* %aux, i64 81
	%163 = load i64, i64* %162
	%164 = getelementptr double, double* %34, i64 %161
	%165 = getelementptr inbounds i64, i64* %aux, i64 83
	%166 = load i64, i64* %165
	%167 = getelementptr inbounds i64, i64* %aux, i64 84
	%168 = load i64, i64* %167
	%169 = getelementptr double, double* %34, i64 %166
	%170 = getelementptr inbounds i64, i64* %aux, i64 86
	%171 = load i64, i64* %170
	%172 = getelementptr inbounds i64, i64* %aux, i64 87
	%173 = load i64, i64* %172
	%174 = getelementptr double, double* %34, i64 %171
	%175 = getelementptr inbounds i64, i64* %aux, i64 89
	%176 = load i64, i64* %175
	%177 = getelementptr inbounds i64, i64* %aux, i64 90
	%178 = load i64, i64* %177
	%179 = getelementptr double, double* %34, i64 %176
	%180 = getelementptr inbounds i64, i64* %aux, i64 92
	%181 = load i64, i64* %180
	%182 = getelementptr inbounds i64, i64* %aux, i64 93
	%183 = load i64, i64* %182
	%184 = getelementptr double, double* %34, i64 %181
	%185 = getelementptr inbounds i64, i64* %aux, i64 95
	%186 = load i64, i64* %185
	%187 = getelementptr inbounds i64, i64* %aux, i64 96
	%188 = load i64, i64* %187
	%189 = getelementptr double, double* %34, i64 %186
	%190 = getelementptr inbounds i64, i64* %aux, i64 98
	%191 = load i64, i64* %190
	%192 = getelementptr inbounds i64, i64* %aux, i64 99
	%193 = load i64, i64* %192
	%194 = getelementptr double, double* %34, i64 %191
	%195 = getelementptr inbounds i64, i64* %aux, i64 101
	%196 = load i64, i64* %195
	%197 = getelementptr inbounds i64, i64* %aux, i64 102
	%198 = load i64, i64* %197
	%199 = getelementptr double, double* %34, i64 %196
	%200 = getelementptr inbounds i64, i64* %aux, i64 104
	%201 = load i64, i64* %200
	%202 = getelementptr inbounds i64, i64* %aux, i64 105
	%203 = load i64, i64* %202
	%204 = getelementptr double, double* %34, i64 %201
	%205 = getelementptr inbounds i64, i64* %aux, i64 107
	%206 = load i64, i64* %205
	%207 = getelementptr inbounds i64, i64* %aux, i64 108
	%208 = load i64, i64* %207
	%209 = getelementptr double, double* %34, i64 %206
	%210 = getelementptr inbounds i64, i64* %aux, i64 110
	%211 = load i64, i64* %210
	%212 = getelementptr inbounds i64, i64* %aux, i64 111
	%213 = load i64, i64* %212
	%214 = getelementptr double, double* %34, i64 %211
	%215 = getelementptr inbounds i64, i64* %aux, i64 113
	%216 = load i64, i64* %215
	%217 = getelementptr inbounds i64, i64* %aux, i64 114
	%218 = load i64, i64* %217
	%219 = getelementptr double, double* %34, i64 %216
	%220 = getelementptr inbounds i64, i64* %aux, i64 116
	%221 = load i64, i64* %220
	%222 = getelementptr inbounds i64, i64* %aux, i64 117
	%223 = load i64, i64* %222
	%224 = getelementptr double, double* %34, i64 %221
	%225 = getelementptr inbounds i64, i64* %aux, i64 119
	%226 = load i64, i64* %225
	%227 = getelementptr inbounds i64, i64* %aux, i64 120
	%228 = load i64, i64* %227
	%229 = getelementptr double, double* %34, i64 %226
	%230 = getelementptr inbounds i64, i64* %aux, i64 122
	%231 = load i64, i64* %230
	%232 = getelementptr inbounds i64, i64* %aux, i64 123
	%233 = load i64, i64* %232
	%234 = getelementptr double, double* %34, i64 %231
	%235 = getelementptr inbounds i64, i64* %aux, i64 125
	%236 = load i64, i64* %235
	%237 = getelementptr inbounds i64, i64* %aux, i64 126
	%238 = load i64, i64* %237
	%239 = getelementptr double, double* %34, i64 %236
	%240 = getelementptr inbounds i64, i64* %aux, i64 128
	%241 = load i64, i64* %240
	%242 = getelementptr inbounds i64, i64* %aux, i64 129
	%243 = load i64, i64* %242
	%244 = getelementptr double, double* %34, i64 %241
	%245 = getelementptr inbounds i64, i64* %aux, i64 131
	%246 = load i64, i64* %245
	%247 = getelementptr inbounds i64, i64* %aux, i64 132
	%248 = load i64, i64* %247
	%249 = getelementptr double, double* %34, i64 %246
	%250 = getelementptr inbounds i64, i64* %aux, i64 134
	%251 = load i64, i64* %250
	%252 = getelementptr inbounds i64, i64* %aux, i64 135
	%253 = load i64, i64* %252
	%254 = getelementptr double, double* %34, i64 %251
	%255 = getelementptr inbounds i64, i64* %aux, i64 137
	%256 = load i64, i64* %255
	%257 = getelementptr inbounds i64, i64* %aux, i64 138
	%258 = load i64, i64* %257
	%259 = getelementptr double, double* %34, i64 %256
	%260 = getelementptr inbounds double, double* %1, i64 0
	store double 0.0, double* %260
	%261 = getelementptr inbounds double, double* %1, i64 1
	store double 0.0, double* %261
	%262 = getelementptr inbounds double, double* %1, i64 2
	store double 0.0, double* %262
	%263 = getelementptr inbounds double, double* %1, i64 3
	store double 0.0, double* %263
	%264 = getelementptr inbounds double, double* %1, i64 4
	store double 0.0, double* %264
	%265 = getelementptr inbounds double, double* %1, i64 5
	store double 0.0, double* %265
	%266 = getelementptr inbounds double, double* %1, i64 6
	store double 0.0, double* %266
	%267 = getelementptr inbounds double, double* %1, i64 7
	store double 0.0, double* %267
	br label %row1.head

row1.head:
	%268 = phi double [ 0.0, %entry ], [ %268, %row1.body ]
	%269 = phi i64 [ %rl, %entry ], [ %298, %row1.body ]
	%270 = icmp slt i64 %269, %ru
	br i1 %270, label %row1.body, label %row1.exit

row1.body:
	%271 = mul i64 %269, %38
	%272 = getelementptr double, double* %3, i64 %271
	call void @fjv_rowlanes_v(double* %0, double* %272, i64 %38) noinline
	%273 = getelementptr inbounds double, double* %0, i64 0
	%274 = load double, double* %273
	%275 = getelementptr inbounds double, double* %0, i64 1
	%276 = load double, double* %275
	%277 = getelementptr inbounds double, double* %0, i64 2
	%278 = load double, double* %277
	%279 = getelementptr inbounds double, double* %0, i64 3
	%280 = load double, double* %279
	%281 = getelementptr inbounds double, double* %0, i64 4
	%282 = load double, double* %281
	%283 = getelementptr inbounds double, double* %0, i64 5
	%284 = load double, double* %283
	%285 = getelementptr inbounds double, double* %0, i64 6
	%286 = load double, double* %285
	%287 = getelementptr inbounds double, double* %0, i64 7
	%288 = load double, double* %287
	%289 = fadd double %274, %282
	%290 = fadd double %276, %284
	%291 = fadd double %278, %286
	%292 = fadd double %280, %288
	%293 = fadd double %289, %291
	%294 = fadd double %290, %292
	%295 = fadd double %293, %294
	call void @fjv_op7_vs(double* %272, double %295, double* %49, i64 %38) noinline
	call void @fjv_op6_vs(double* %49, double %5, double* %59, i64 %38) noinline
	call void @fjv_op22_v(double* %59, double* %64, i64 %38) noinline
	call void @fjv_op6_vs(double* %64, double %7, double* %74, i64 %38) noinline
	call void @fjv_op22_v(double* %74, double* %79, i64 %38) noinline
	call void @fjv_op6_vs(double* %79, double %9, double* %89, i64 %38) noinline
	call void @fjv_op22_v(double* %89, double* %94, i64 %38) noinline
	call void @fjv_op6_vs(double* %94, double %11, double* %104, i64 %38) noinline
	call void @fjv_op22_v(double* %104, double* %109, i64 %38) noinline
	call void @fjv_op6_vs(double* %109, double %13, double* %119, i64 %38) noinline
	call void @fjv_op22_v(double* %119, double* %124, i64 %38) noinline
	call void @fjv_op6_vs(double* %124, double %15, double* %134, i64 %38) noinline
	call void @fjv_op22_v(double* %134, double* %139, i64 %38) noinline
	call void @fjv_op6_vs(double* %139, double %17, double* %149, i64 %38) noinline
	call void @fjv_op22_v(double* %149, double* %154, i64 %38) noinline
	call void @fjv_op6_vs(double* %154, double %19, double* %164, i64 %38) noinline
	call void @fjv_op22_v(double* %164, double* %169, i64 %38) noinline
	call void @fjv_op6_vs(double* %169, double %21, double* %179, i64 %38) noinline
	call void @fjv_op22_v(double* %179, double* %184, i64 %38) noinline
	call void @fjv_op6_vs(double* %184, double %23, double* %194, i64 %38) noinline
	call void @fjv_op22_v(double* %194, double* %199, i64 %38) noinline
	call void @fjv_op6_vs(double* %199, double %25, double* %209, i64 %38) noinline
	call void @fjv_op22_v(double* %209, double* %214, i64 %38) noinline
	call void @fjv_op6_vs(double* %214, double %27, double* %224, i64 %38) noinline
	call void @fjv_op22_v(double* %224, double* %229, i64 %38) noinline
	call void @fjv_op6_vs(double* %229, double %29, double* %239, i64 %38) noinline
	call void @fjv_op22_v(double* %239, double* %244, i64 %38) noinline
	call void @fjv_op6_vs(double* %244, double %31, double* %254, i64 %38) noinline
	call void @fjv_op22_v(double* %254, double* %259, i64 %38) noinline
	%296 = sub i64 %269, %rl
	%297 = mul i64 %296, %38
	call void @fjv_lanes_v(double* %1, double* %259, i64 %38, i64 %297) noinline
	%298 = add i64 %269, 1
	br label %row1.head

row1.exit:
	%299 = getelementptr inbounds double, double* %1, i64 0
	%300 = load double, double* %299
	%301 = getelementptr inbounds double, double* %1, i64 1
	%302 = load double, double* %301
	%303 = getelementptr inbounds double, double* %1, i64 2
	%304 = load double, double* %303
	%305 = getelementptr inbounds double, double* %1, i64 3
	%306 = load double, double* %305
	%307 = getelementptr inbounds double, double* %1, i64 4
	%308 = load double, double* %307
	%309 = getelementptr inbounds double, double* %1, i64 5
	%310 = load double, double* %309
	%311 = getelementptr inbounds double, double* %1, i64 6
	%312 = load double, double* %311
	%313 = getelementptr inbounds double, double* %1, i64 7
	%314 = load double, double* %313
	%315 = fadd double %300, %308
	%316 = fadd double %302, %310
	%317 = fadd double %304, %312
	%318 = fadd double %306, %314
	%319 = fadd double %315, %317
	%320 = fadd double %316, %318
	%321 = fadd double %319, %320
	%322 = getelementptr inbounds double, double* %out, i64 0
	%323 = fcmp uno double %321, %321
	%324 = bitcast double %321 to i64
	%325 = select i1 %323, i64 u0x7FF8000000000000, i64 %324
	%326 = bitcast double* %322 to i64*
	store i64 %325, i64* %326
	ret void
}

define internal void @fjv_rowlanes_v(double* nocapture %lanes, double* nocapture %a, i64 %n) nounwind {
entry:
	%0 = lshr i64 %n, 3
	br label %blk1.head

blk1.head:
	%1 = phi <8 x double> [ zeroinitializer, %entry ], [ %8, %blk1.body ]
	%2 = phi i64 [ 0, %entry ], [ %9, %blk1.body ]
	%3 = icmp slt i64 %2, %0
	br i1 %3, label %blk1.body, label %blk1.exit

blk1.body:
	%4 = shl i64 %2, 3
	%5 = getelementptr inbounds double, double* %a, i64 %4
	%6 = bitcast double* %5 to <8 x double>*
	%7 = load <8 x double>, <8 x double>* %6, align 8
	%8 = fadd <8 x double> %1, %7
	%9 = add i64 %2, 1
	br label %blk1.head

blk1.exit:
	%10 = shl i64 %0, 3
	%11 = sub i64 %n, %10
	%12 = shl i64 1, %11
	%13 = sub i64 %12, 1
	%14 = trunc i64 %13 to i8
	%15 = bitcast i8 %14 to <8 x i1>
	%16 = getelementptr inbounds double, double* %a, i64 %10
	%17 = bitcast double* %16 to <8 x double>*
	%18 = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %17, i32 8, <8 x i1> %15, <8 x double> zeroinitializer)
	%19 = fadd <8 x double> %1, %18
	%20 = getelementptr inbounds double, double* %lanes, i64 0
	%21 = bitcast double* %20 to <8 x double>*
	%22 = fcmp uno <8 x double> %19, %19
	%23 = bitcast <8 x double> %19 to <8 x i64>
	%24 = select <8 x i1> %22, <8 x i64> <i64 u0x7FF8000000000000, i64 u0x7FF8000000000000, i64 u0x7FF8000000000000, i64 u0x7FF8000000000000, i64 u0x7FF8000000000000, i64 u0x7FF8000000000000, i64 u0x7FF8000000000000, i64 u0x7FF8000000000000>, <8 x i64> %23
	%25 = bitcast <8 x double>* %21 to <8 x i64>*
	store <8 x i64> %24, <8 x i64>* %25, align 8
	ret void
}

declare <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %0, i32 %1, <8 x i1> %2, <8 x double> %3) nounwind

define internal void @fjv_op7_vs(double* nocapture %x0, double %x1, double* noalias nocapture %c, i64 %n) nounwind {
entry:
	br label %k1.head

k1.head:
	%0 = phi i64 [ 0, %entry ], [ %10, %k1.body ]
	%1 = icmp slt i64 %0, %n
	br i1 %1, label %k1.body, label %k1.exit

k1.body:
	%2 = getelementptr inbounds double, double* %x0, i64 %0
	%3 = load double, double* %2
	%4 = fdiv double %3, %x1
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

define internal void @fjv_op22_v(double* nocapture %x0, double* noalias nocapture %c, i64 %n) nounwind {
entry:
	br label %k1.head

k1.head:
	%0 = phi i64 [ 0, %entry ], [ %10, %k1.body ]
	%1 = icmp slt i64 %0, %n
	br i1 %1, label %k1.body, label %k1.exit

k1.body:
	%2 = getelementptr inbounds double, double* %x0, i64 %0
	%3 = load double, double* %2
	%4 = call double @llvm.sqrt.f64(double %3)
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

declare double @llvm.sqrt.f64(double %0) nounwind

define internal void @fjv_lanes_v(double* nocapture %lanes, double* nocapture %a, i64 %n, i64 %off) nounwind {
entry:
	%0 = sub i64 0, %off
	%1 = and i64 %0, 7
	%2 = icmp slt i64 %1, %n
	%3 = select i1 %2, i64 %1, i64 %n
	br label %head1.head

head1.head:
	%4 = phi i64 [ 0, %entry ], [ %18, %head1.body ]
	%5 = icmp slt i64 %4, %3
	br i1 %5, label %head1.body, label %head1.exit

head1.body:
	%6 = add i64 %off, %4
	%7 = getelementptr inbounds double, double* %a, i64 %4
	%8 = load double, double* %7
	%9 = and i64 %6, 7
	%10 = getelementptr inbounds double, double* %lanes, i64 %9
	%11 = load double, double* %10
	%12 = fadd double %11, %8
	%13 = getelementptr inbounds double, double* %lanes, i64 %9
	%14 = fcmp uno double %12, %12
	%15 = bitcast double %12 to i64
	%16 = select i1 %14, i64 u0x7FF8000000000000, i64 %15
	%17 = bitcast double* %13 to i64*
	store i64 %16, i64* %17
	%18 = add i64 %4, 1
	br label %head1.head

head1.exit:
	%19 = sub i64 %n, %3
	%20 = lshr i64 %19, 3
	%21 = getelementptr inbounds double, double* %lanes, i64 0
	%22 = load double, double* %21
	%23 = getelementptr inbounds double, double* %lanes, i64 1
	%24 = load double, double* %23
	%25 = getelementptr inbounds double, double* %lanes, i64 2
	%26 = load double, double* %25
	%27 = getelementptr inbounds double, double* %lanes, i64 3
	%28 = load double, double* %27
	%29 = getelementptr inbounds double, double* %lanes, i64 4
	%30 = load double, double* %29
	%31 = getelementptr inbounds double, double* %lanes, i64 5
	%32 = load double, double* %31
	%33 = getelementptr inbounds double, double* %lanes, i64 6
	%34 = load double, double* %33
	%35 = getelementptr inbounds double, double* %lanes, i64 7
	%36 = load double, double* %35
	br label %blk4.head

blk4.head:
	%37 = phi double [ %36, %head1.exit ], [ %80, %blk4.body ]
	%38 = phi double [ %34, %head1.exit ], [ %76, %blk4.body ]
	%39 = phi double [ %32, %head1.exit ], [ %72, %blk4.body ]
	%40 = phi double [ %30, %head1.exit ], [ %68, %blk4.body ]
	%41 = phi double [ %28, %head1.exit ], [ %64, %blk4.body ]
	%42 = phi double [ %26, %head1.exit ], [ %60, %blk4.body ]
	%43 = phi double [ %24, %head1.exit ], [ %56, %blk4.body ]
	%44 = phi double [ %22, %head1.exit ], [ %52, %blk4.body ]
	%45 = phi i64 [ 0, %head1.exit ], [ %81, %blk4.body ]
	%46 = icmp slt i64 %45, %20
	br i1 %46, label %blk4.body, label %blk4.exit

blk4.body:
	%47 = mul i64 %45, 8
	%48 = add i64 %3, %47
	%49 = add i64 %48, 0
	%50 = getelementptr inbounds double, double* %a, i64 %49
	%51 = load double, double* %50
	%52 = fadd double %44, %51
	%53 = add i64 %48, 1
	%54 = getelementptr inbounds double, double* %a, i64 %53
	%55 = load double, double* %54
	%56 = fadd double %43, %55
	%57 = add i64 %48, 2
	%58 = getelementptr inbounds double, double* %a, i64 %57
	%59 = load double, double* %58
	%60 = fadd double %42, %59
	%61 = add i64 %48, 3
	%62 = getelementptr inbounds double, double* %a, i64 %61
	%63 = load double, double* %62
	%64 = fadd double %41, %63
	%65 = add i64 %48, 4
	%66 = getelementptr inbounds double, double* %a, i64 %65
	%67 = load double, double* %66
	%68 = fadd double %40, %67
	%69 = add i64 %48, 5
	%70 = getelementptr inbounds double, double* %a, i64 %69
	%71 = load double, double* %70
	%72 = fadd double %39, %71
	%73 = add i64 %48, 6
	%74 = getelementptr inbounds double, double* %a, i64 %73
	%75 = load double, double* %74
	%76 = fadd double %38, %75
	%77 = add i64 %48, 7
	%78 = getelementptr inbounds double, double* %a, i64 %77
	%79 = load double, double* %78
	%80 = fadd double %37, %79
	%81 = add i64 %45, 1
	br label %blk4.head

blk4.exit:
	%82 = getelementptr inbounds double, double* %lanes, i64 0
	%83 = fcmp uno double %44, %44
	%84 = bitcast double %44 to i64
	%85 = select i1 %83, i64 u0x7FF8000000000000, i64 %84
	%86 = bitcast double* %82 to i64*
	store i64 %85, i64* %86
	%87 = getelementptr inbounds double, double* %lanes, i64 1
	%88 = fcmp uno double %43, %43
	%89 = bitcast double %43 to i64
	%90 = select i1 %88, i64 u0x7FF8000000000000, i64 %89
	%91 = bitcast double* %87 to i64*
	store i64 %90, i64* %91
	%92 = getelementptr inbounds double, double* %lanes, i64 2
	%93 = fcmp uno double %42, %42
	%94 = bitcast double %42 to i64
	%95 = select i1 %93, i64 u0x7FF8000000000000, i64 %94
	%96 = bitcast double* %92 to i64*
	store i64 %95, i64* %96
	%97 = getelementptr inbounds double, double* %lanes, i64 3
	%98 = fcmp uno double %41, %41
	%99 = bitcast double %41 to i64
	%100 = select i1 %98, i64 u0x7FF8000000000000, i64 %99
	%101 = bitcast double* %97 to i64*
	store i64 %100, i64* %101
	%102 = getelementptr inbounds double, double* %lanes, i64 4
	%103 = fcmp uno double %40, %40
	%104 = bitcast double %40 to i64
	%105 = select i1 %103, i64 u0x7FF8000000000000, i64 %104
	%106 = bitcast double* %102 to i64*
	store i64 %105, i64* %106
	%107 = getelementptr inbounds double, double* %lanes, i64 5
	%108 = fcmp uno double %39, %39
	%109 = bitcast double %39 to i64
	%110 = select i1 %108, i64 u0x7FF8000000000000, i64 %109
	%111 = bitcast double* %107 to i64*
	store i64 %110, i64* %111
	%112 = getelementptr inbounds double, double* %lanes, i64 6
	%113 = fcmp uno double %38, %38
	%114 = bitcast double %38 to i64
	%115 = select i1 %113, i64 u0x7FF8000000000000, i64 %114
	%116 = bitcast double* %112 to i64*
	store i64 %115, i64* %116
	%117 = getelementptr inbounds double, double* %lanes, i64 7
	%118 = fcmp uno double %37, %37
	%119 = bitcast double %37 to i64
	%120 = select i1 %118, i64 u0x7FF8000000000000, i64 %119
	%121 = bitcast double* %117 to i64*
	store i64 %120, i64* %121
	%122 = mul i64 %20, 8
	%123 = add i64 %3, %122
	br label %tail7.head

tail7.head:
	%124 = phi i64 [ %123, %blk4.exit ], [ %138, %tail7.body ]
	%125 = icmp slt i64 %124, %n
	br i1 %125, label %tail7.body, label %tail7.exit

tail7.body:
	%126 = add i64 %off, %124
	%127 = getelementptr inbounds double, double* %a, i64 %124
	%128 = load double, double* %127
	%129 = and i64 %126, 7
	%130 = getelementptr inbounds double, double* %lanes, i64 %129
	%131 = load double, double* %130
	%132 = fadd double %131, %128
	%133 = getelementptr inbounds double, double* %lanes, i64 %129
	%134 = fcmp uno double %132, %132
	%135 = bitcast double %132 to i64
	%136 = select i1 %134, i64 u0x7FF8000000000000, i64 %135
	%137 = bitcast double* %133 to i64*
	store i64 %136, i64* %137
	%138 = add i64 %124, 1
	br label %tail7.head

tail7.exit:
	ret void
}
