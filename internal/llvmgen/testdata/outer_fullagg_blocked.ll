; Golden IR of llvmgen test case outer_fullagg_blocked (outer full_agg, sparse_safe driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan outer full_agg(sum) sparse_safe=true hash=b80bedf4bf561d54116378128fe1f82b
;     in0 main sparse matrix <- hop 0
;     in1 side dense rows-i <- hop 1
;     in2 side dense rows-j <- hop 2
;     in3 side dense scalar <- hop 5
;     t1 = dot(in1[i,], in2[j,])
;     t3 = t1 + in3
;     t4 = log(t3)
;     t5 = in0 * t4
;     out0 = fulsum(t5)

define void @fj_b80bedf4bf561d54116378128fe1f82b(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
entry:
	%0 = alloca double, i64 8
	%1 = getelementptr inbounds double*, double** %vals, i64 0
	%2 = load double*, double** %1
	%3 = getelementptr inbounds i64*, i64** %rowptr, i64 0
	%4 = load i64*, i64** %3
	%5 = getelementptr inbounds i32*, i32** %colidx, i64 0
	%6 = load i32*, i32** %5
	%7 = getelementptr inbounds double*, double** %vals, i64 1
	%8 = load double*, double** %7
	%9 = getelementptr inbounds double*, double** %vals, i64 2
	%10 = load double*, double** %9
	%11 = getelementptr inbounds double, double* %scalars, i64 3
	%12 = load double, double* %11
	%13 = getelementptr inbounds i64, i64* %aux, i64 2
	%14 = load i64, i64* %13
	%15 = getelementptr inbounds i64, i64* %aux, i64 3
	%16 = load i64, i64* %15
	%17 = getelementptr inbounds double, double* %0, i64 0
	store double 0.0, double* %17
	%18 = getelementptr inbounds double, double* %0, i64 1
	store double 0.0, double* %18
	%19 = getelementptr inbounds double, double* %0, i64 2
	store double 0.0, double* %19
	%20 = getelementptr inbounds double, double* %0, i64 3
	store double 0.0, double* %20
	%21 = getelementptr inbounds double, double* %0, i64 4
	store double 0.0, double* %21
	%22 = getelementptr inbounds double, double* %0, i64 5
	store double 0.0, double* %22
	%23 = getelementptr inbounds double, double* %0, i64 6
	store double 0.0, double* %23
	%24 = getelementptr inbounds double, double* %0, i64 7
	store double 0.0, double* %24
	%25 = getelementptr inbounds i64, i64* %aux, i64 5
	%26 = load i64, i64* %25
	%27 = getelementptr inbounds i64, i64* %aux, i64 6
	%28 = load i64, i64* %27
	%29 = getelementptr inbounds i64, i64* %aux, i64 7
	%30 = load i64, i64* %29
	%31 = getelementptr inbounds i64, i64* %aux, i64 8
	%32 = load i64, i64* %31
	%33 = getelementptr inbounds i64, i64* %aux, i64 9
	%34 = load i64, i64* %33
	%35 = icmp sgt i64 %34, %ru
	%36 = select i1 %35, i64 %34, i64 %ru
	%37 = mul i64 0, %m
	%38 = getelementptr inbounds i64, i64* %aux, i64 0
	%39 = load i64, i64* %38
	%40 = add i64 %39, %37
	%41 = inttoptr i64 %40 to double*
	%42 = mul i64 %28, 8
	%43 = add i64 %40, %42
	%44 = inttoptr i64 %43 to i64*
	%45 = mul i64 %30, 8
	%46 = add i64 %43, %45
	%47 = add i64 %m, 1
	%48 = mul i64 %47, 8
	%49 = add i64 %46, %48
	%50 = mul i64 %28, 4
	%51 = add i64 %49, %50
	%52 = inttoptr i64 %46 to i64*
	%53 = inttoptr i64 %49 to i32*
	%54 = inttoptr i64 %51 to i32*
	%55 = sub i64 %26, 1
	%56 = add i64 %m, %55
	%57 = sdiv i64 %56, %26
	br label %chunk1.head

chunk1.head:
	%58 = phi i64 [ %rl, %entry ], [ %96, %row88.exit ]
	%59 = phi double [ 0.0, %entry ], [ %657, %row88.exit ]
	%60 = icmp slt i64 %58, %ru
	br i1 %60, label %chunk1.check, label %chunk1.exit

chunk1.exit:
	%61 = getelementptr inbounds double, double* %0, i64 0
	%62 = load double, double* %61
	%63 = getelementptr inbounds double, double* %0, i64 1
	%64 = load double, double* %63
	%65 = getelementptr inbounds double, double* %0, i64 2
	%66 = load double, double* %65
	%67 = getelementptr inbounds double, double* %0, i64 3
	%68 = load double, double* %67
	%69 = getelementptr inbounds double, double* %0, i64 4
	%70 = load double, double* %69
	%71 = getelementptr inbounds double, double* %0, i64 5
	%72 = load double, double* %71
	%73 = getelementptr inbounds double, double* %0, i64 6
	%74 = load double, double* %73
	%75 = getelementptr inbounds double, double* %0, i64 7
	%76 = load double, double* %75
	%77 = fadd double %62, %70
	%78 = fadd double %64, %72
	%79 = fadd double %66, %74
	%80 = fadd double %68, %76
	%81 = fadd double %77, %79
	%82 = fadd double %78, %80
	%83 = fadd double %81, %82
	%84 = getelementptr inbounds double, double* %out, i64 0
	%85 = fcmp uno double %83, %83
	%86 = bitcast double %83 to i64
	%87 = select i1 %85, i64 u0x7FF8000000000000, i64 %86
	%88 = bitcast double* %84 to i64*
	store i64 %87, i64* %88
	ret void

chunk1.join:
	%89 = getelementptr inbounds i64, i64* %aux, i64 10
	%90 = load i64, i64* %89
	%91 = getelementptr inbounds i64, i64* %4, i64 %90
	%92 = load i64, i64* %91
	%93 = getelementptr inbounds i64, i64* %aux, i64 11
	%94 = load i64, i64* %93
	%95 = icmp slt i64 %94, %ru
	%96 = select i1 %95, i64 %94, i64 %ru
	br label %row88.head

chunk1.check:
	%97 = getelementptr inbounds i64, i64* %aux, i64 10
	%98 = load i64, i64* %97
	%99 = getelementptr inbounds i64, i64* %aux, i64 11
	%100 = load i64, i64* %99
	%101 = icmp sge i64 %58, %98
	%102 = icmp slt i64 %58, %100
	%103 = and i1 %101, %102
	br i1 %103, label %chunk1.join, label %chunk1.body

chunk1.body:
	%104 = getelementptr inbounds i64, i64* %4, i64 %58
	%105 = load i64, i64* %104
	%106 = add i64 %105, %28
	%107 = add i64 %58, %30
	%108 = icmp slt i64 %107, %36
	%109 = select i1 %108, i64 %107, i64 %36
	%110 = add i64 %58, 1
	br label %chunkend6.head

chunkend6.head:
	%111 = phi i64 [ %110, %chunk1.body ], [ %113, %chunkend6.head ]
	%112 = icmp slt i64 %111, %109
	%113 = add i64 %111, 1
	%114 = select i1 %112, i64 %113, i64 %58
	%115 = getelementptr inbounds i64, i64* %4, i64 %114
	%116 = load i64, i64* %115
	%117 = sub i64 %116, %105
	%118 = icmp sle i64 %117, u0x40000
	%119 = icmp sle i64 %116, %106
	%120 = icmp sle i64 %113, %ru
	%121 = or i1 %120, %118
	%122 = and i1 %119, %121
	%123 = and i1 %112, %122
	br i1 %123, label %chunkend6.head, label %chunkend6.exit

chunkend6.exit:
	%124 = getelementptr inbounds i64, i64* %4, i64 %111
	%125 = load i64, i64* %124
	%126 = sub i64 %125, %105
	%127 = sub i64 %111, %58
	%128 = mul i64 %127, %57
	%129 = mul i64 %126, %32
	%130 = icmp sge i64 %129, %128
	%131 = icmp sle i64 %126, u0x40000
	%132 = and i1 %130, %131
	br i1 %132, label %walk8.sorted, label %walk8.rows

walk8.sorted:
	%133 = add i64 %m, 1
	br label %cntzero46.head

walk8.rows:
	%134 = select i1 %130, i64 %26, i64 %m
	%135 = xor i1 %130, true
	%136 = icmp sgt i64 %126, 4
	%137 = and i1 %135, %136
	%138 = sub i64 %125, 4
	br label %cursors10.head

cursors10.head:
	%139 = phi i64 [ %58, %walk8.rows ], [ %145, %cursors10.body ]
	%140 = icmp slt i64 %139, %111
	br i1 %140, label %cursors10.body, label %cursors10.exit

cursors10.body:
	%141 = getelementptr inbounds i64, i64* %4, i64 %139
	%142 = load i64, i64* %141
	%143 = sub i64 %139, %58
	%144 = getelementptr inbounds i64, i64* %44, i64 %143
	store i64 %142, i64* %144
	%145 = add i64 %139, 1
	br label %cursors10.head

cursors10.exit:
	br label %block13.head

block13.head:
	%146 = phi i64 [ 0, %cursors10.exit ], [ %160, %brow16.exit ]
	%147 = icmp slt i64 %146, %m
	br i1 %147, label %block13.body, label %block13.exit

block13.body:
	%148 = add i64 %146, %134
	br label %brow16.head

block13.exit:
	%149 = getelementptr inbounds i64, i64* %4, i64 %111
	%150 = load i64, i64* %149
	br label %preeval85.head

brow16.head:
	%151 = phi i64 [ %58, %block13.body ], [ %190, %bcell25.exit ]
	%152 = icmp slt i64 %151, %111
	br i1 %152, label %brow16.body, label %brow16.exit

brow16.body:
	%153 = sub i64 %151, %58
	%154 = add i64 %151, 1
	%155 = getelementptr inbounds i64, i64* %4, i64 %154
	%156 = load i64, i64* %155
	%157 = add i64 %151, 2
	%158 = icmp slt i64 %157, %111
	%159 = and i1 %137, %158
	br i1 %159, label %prefetchu19.check, label %prefetchu19.done

brow16.exit:
	%160 = add i64 %146, %134
	br label %block13.head

prefetchu19.body:
	%161 = mul i64 %157, %14
	%162 = getelementptr double, double* %8, i64 %161
	%163 = add i64 %14, 7
	%164 = sdiv i64 %163, 8
	br label %pfu22.head

prefetchu19.done:
	%165 = getelementptr inbounds i64, i64* %44, i64 %153
	%166 = load i64, i64* %165
	br label %bcell25.head

prefetchu19.check:
	%167 = getelementptr inbounds i64, i64* %4, i64 %157
	%168 = load i64, i64* %167
	%169 = add i64 %157, 1
	%170 = getelementptr inbounds i64, i64* %4, i64 %169
	%171 = load i64, i64* %170
	%172 = icmp slt i64 %168, %171
	br i1 %172, label %prefetchu19.body, label %prefetchu19.done

pfu22.head:
	%173 = phi i64 [ 0, %prefetchu19.body ], [ %178, %pfu22.body ]
	%174 = icmp slt i64 %173, %164
	br i1 %174, label %pfu22.body, label %pfu22.exit

pfu22.body:
	%175 = mul i64 %173, 8
	%176 = getelementptr double, double* %162, i64 %175
	%177 = bitcast double* %176 to i8*
	call void @llvm.prefetch.p0i8(i8* %177, i32 0, i32 3, i32 1)
	%178 = add i64 %173, 1
	br label %pfu22.head

pfu22.exit:
	br label %prefetchu19.done

bcell25.head:
	%179 = phi i64 [ %166, %prefetchu19.done ], [ %293, %dotn35.exit ], [ %337, %dotn40.exit ], [ %355, %dot43.exit ]
	%180 = icmp slt i64 %179, %156
	%181 = select i1 %180, i64 %179, i64 0
	%182 = getelementptr inbounds i32, i32* %6, i64 %181
	%183 = load i32, i32* %182
	%184 = sext i32 %183 to i64
	%185 = icmp slt i64 %184, %148
	%186 = and i1 %180, %185
	br i1 %186, label %bcell25.body, label %bcell25.exit

bcell25.body:
	%187 = icmp slt i64 %179, %138
	%188 = and i1 %137, %187
	br i1 %188, label %prefetch28.body, label %prefetch28.done

bcell25.exit:
	%189 = getelementptr inbounds i64, i64* %44, i64 %153
	store i64 %179, i64* %189
	%190 = add i64 %151, 1
	br label %brow16.head

prefetch28.body:
	%191 = add i64 %179, 4
	%192 = getelementptr inbounds i32, i32* %6, i64 %191
	%193 = load i32, i32* %192
	%194 = sext i32 %193 to i64
	%195 = mul i64 %194, %14
	%196 = getelementptr double, double* %10, i64 %195
	%197 = add i64 %14, 7
	%198 = sdiv i64 %197, 8
	br label %pfline30.head

prefetch28.done:
	%199 = add i64 %179, 3
	%200 = icmp slt i64 %199, %156
	%201 = select i1 %200, i64 %199, i64 0
	%202 = getelementptr inbounds i32, i32* %6, i64 %201
	%203 = load i32, i32* %202
	%204 = sext i32 %203 to i64
	%205 = icmp slt i64 %204, %148
	%206 = and i1 %200, %205
	br i1 %206, label %group33.body, label %group33.fewer

pfline30.head:
	%207 = phi i64 [ 0, %prefetch28.body ], [ %212, %pfline30.body ]
	%208 = icmp slt i64 %207, %198
	br i1 %208, label %pfline30.body, label %pfline30.exit

pfline30.body:
	%209 = mul i64 %207, 8
	%210 = getelementptr double, double* %196, i64 %209
	%211 = bitcast double* %210 to i8*
	call void @llvm.prefetch.p0i8(i8* %211, i32 0, i32 3, i32 1)
	%212 = add i64 %207, 1
	br label %pfline30.head

pfline30.exit:
	br label %prefetch28.done

group33.body:
	%213 = mul i64 %151, %14
	%214 = getelementptr double, double* %8, i64 %213
	%215 = mul i64 %184, %14
	%216 = getelementptr double, double* %10, i64 %215
	%217 = add i64 %179, 1
	%218 = getelementptr inbounds i32, i32* %6, i64 %217
	%219 = load i32, i32* %218
	%220 = sext i32 %219 to i64
	%221 = mul i64 %220, %14
	%222 = getelementptr double, double* %10, i64 %221
	%223 = add i64 %179, 2
	%224 = getelementptr inbounds i32, i32* %6, i64 %223
	%225 = load i32, i32* %224
	%226 = sext i32 %225 to i64
	%227 = mul i64 %226, %14
	%228 = getelementptr double, double* %10, i64 %227
	%229 = add i64 %179, 3
	%230 = getelementptr inbounds i32, i32* %6, i64 %229
	%231 = load i32, i32* %230
	%232 = sext i32 %231 to i64
	%233 = mul i64 %232, %14
	%234 = getelementptr double, double* %10, i64 %233
	br label %dotn35.head

group33.fewer:
	%235 = add i64 %179, 1
	%236 = icmp slt i64 %235, %156
	%237 = select i1 %236, i64 %235, i64 0
	%238 = getelementptr inbounds i32, i32* %6, i64 %237
	%239 = load i32, i32* %238
	%240 = sext i32 %239 to i64
	%241 = icmp slt i64 %240, %148
	%242 = and i1 %236, %241
	br i1 %242, label %group38.body, label %group38.fewer

dotn35.head:
	%243 = phi double [ 0.0, %group33.body ], [ %266, %dotn35.body ]
	%244 = phi double [ 0.0, %group33.body ], [ %262, %dotn35.body ]
	%245 = phi double [ 0.0, %group33.body ], [ %258, %dotn35.body ]
	%246 = phi double [ 0.0, %group33.body ], [ %254, %dotn35.body ]
	%247 = phi i64 [ 0, %group33.body ], [ %267, %dotn35.body ]
	%248 = icmp slt i64 %247, %14
	br i1 %248, label %dotn35.body, label %dotn35.exit

dotn35.body:
	%249 = getelementptr inbounds double, double* %214, i64 %247
	%250 = load double, double* %249
	%251 = getelementptr inbounds double, double* %216, i64 %247
	%252 = load double, double* %251
	%253 = fmul double %250, %252
	%254 = fadd reassoc double %246, %253
	%255 = getelementptr inbounds double, double* %222, i64 %247
	%256 = load double, double* %255
	%257 = fmul double %250, %256
	%258 = fadd reassoc double %245, %257
	%259 = getelementptr inbounds double, double* %228, i64 %247
	%260 = load double, double* %259
	%261 = fmul double %250, %260
	%262 = fadd reassoc double %244, %261
	%263 = getelementptr inbounds double, double* %234, i64 %247
	%264 = load double, double* %263
	%265 = fmul double %250, %264
	%266 = fadd reassoc double %243, %265
	%267 = add i64 %247, 1
	br label %dotn35.head

dotn35.exit:
	%268 = sub i64 %179, %105
	%269 = add i64 %268, 0
	%270 = getelementptr inbounds double, double* %41, i64 %269
	%271 = fcmp uno double %246, %246
	%272 = bitcast double %246 to i64
	%273 = select i1 %271, i64 u0x7FF8000000000000, i64 %272
	%274 = bitcast double* %270 to i64*
	store i64 %273, i64* %274
	%275 = add i64 %268, 1
	%276 = getelementptr inbounds double, double* %41, i64 %275
	%277 = fcmp uno double %245, %245
	%278 = bitcast double %245 to i64
	%279 = select i1 %277, i64 u0x7FF8000000000000, i64 %278
	%280 = bitcast double* %276 to i64*
	store i64 %279, i64* %280
	%281 = add i64 %268, 2
	%282 = getelementptr inbounds double, double* %41, i64 %281
	%283 = fcmp uno double %244, %244
	%284 = bitcast double %244 to i64
	%285 = select i1 %283, i64 u0x7FF8000000000000, i64 %284
	%286 = bitcast double* %282 to i64*
	store i64 %285, i64* %286
	%287 = add i64 %268, 3
	%288 = getelementptr inbounds double, double* %41, i64 %287
	%289 = fcmp uno double %243, %243
	%290 = bitcast double %243 to i64
	%291 = select i1 %289, i64 u0x7FF8000000000000, i64 %290
	%292 = bitcast double* %288 to i64*
	store i64 %291, i64* %292
	%293 = add i64 %179, 4
	br label %bcell25.head

group38.body:
	%294 = mul i64 %151, %14
	%295 = getelementptr double, double* %8, i64 %294
	%296 = mul i64 %184, %14
	%297 = getelementptr double, double* %10, i64 %296
	%298 = add i64 %179, 1
	%299 = getelementptr inbounds i32, i32* %6, i64 %298
	%300 = load i32, i32* %299
	%301 = sext i32 %300 to i64
	%302 = mul i64 %301, %14
	%303 = getelementptr double, double* %10, i64 %302
	br label %dotn40.head

group38.fewer:
	%304 = sub i64 %179, %105
	%305 = mul i64 %151, %14
	%306 = getelementptr double, double* %8, i64 %305
	%307 = mul i64 %184, %14
	%308 = getelementptr double, double* %10, i64 %307
	br label %dot43.head

dotn40.head:
	%309 = phi double [ 0.0, %group38.body ], [ %322, %dotn40.body ]
	%310 = phi double [ 0.0, %group38.body ], [ %318, %dotn40.body ]
	%311 = phi i64 [ 0, %group38.body ], [ %323, %dotn40.body ]
	%312 = icmp slt i64 %311, %14
	br i1 %312, label %dotn40.body, label %dotn40.exit

dotn40.body:
	%313 = getelementptr inbounds double, double* %295, i64 %311
	%314 = load double, double* %313
	%315 = getelementptr inbounds double, double* %297, i64 %311
	%316 = load double, double* %315
	%317 = fmul double %314, %316
	%318 = fadd reassoc double %310, %317
	%319 = getelementptr inbounds double, double* %303, i64 %311
	%320 = load double, double* %319
	%321 = fmul double %314, %320
	%322 = fadd reassoc double %309, %321
	%323 = add i64 %311, 1
	br label %dotn40.head

dotn40.exit:
	%324 = sub i64 %179, %105
	%325 = add i64 %324, 0
	%326 = getelementptr inbounds double, double* %41, i64 %325
	%327 = fcmp uno double %310, %310
	%328 = bitcast double %310 to i64
	%329 = select i1 %327, i64 u0x7FF8000000000000, i64 %328
	%330 = bitcast double* %326 to i64*
	store i64 %329, i64* %330
	%331 = add i64 %324, 1
	%332 = getelementptr inbounds double, double* %41, i64 %331
	%333 = fcmp uno double %309, %309
	%334 = bitcast double %309 to i64
	%335 = select i1 %333, i64 u0x7FF8000000000000, i64 %334
	%336 = bitcast double* %332 to i64*
	store i64 %335, i64* %336
	%337 = add i64 %179, 2
	br label %bcell25.head

dot43.head:
	%338 = phi double [ 0.0, %group38.fewer ], [ %346, %dot43.body ]
	%339 = phi i64 [ 0, %group38.fewer ], [ %347, %dot43.body ]
	%340 = icmp slt i64 %339, %14
	br i1 %340, label %dot43.body, label %dot43.exit

dot43.body:
	%341 = getelementptr inbounds double, double* %306, i64 %339
	%342 = load double, double* %341
	%343 = getelementptr inbounds double, double* %308, i64 %339
	%344 = load double, double* %343
	%345 = fmul double %342, %344
	%346 = fadd reassoc double %338, %345
	%347 = add i64 %339, 1
	br label %dot43.head

dot43.exit:
	%348 = mul i64 %28, 0
	%349 = add i64 %348, %304
	%350 = getelementptr inbounds double, double* %41, i64 %349
	%351 = fcmp uno double %338, %338
	%352 = bitcast double %338 to i64
	%353 = select i1 %351, i64 u0x7FF8000000000000, i64 %352
	%354 = bitcast double* %350 to i64*
	store i64 %353, i64* %354
	%355 = add i64 %179, 1
	br label %bcell25.head

cntzero46.head:
	%356 = phi i64 [ 0, %walk8.sorted ], [ %359, %cntzero46.body ]
	%357 = icmp slt i64 %356, %133
	br i1 %357, label %cntzero46.body, label %cntzero46.exit

cntzero46.body:
	%358 = getelementptr inbounds i64, i64* %52, i64 %356
	store i64 0, i64* %358
	%359 = add i64 %356, 1
	br label %cntzero46.head

cntzero46.exit:
	br label %cntcount49.head

cntcount49.head:
	%360 = phi i64 [ %105, %cntzero46.exit ], [ %370, %cntcount49.body ]
	%361 = icmp slt i64 %360, %125
	br i1 %361, label %cntcount49.body, label %cntcount49.exit

cntcount49.body:
	%362 = getelementptr inbounds i32, i32* %6, i64 %360
	%363 = load i32, i32* %362
	%364 = sext i32 %363 to i64
	%365 = add i64 %364, 1
	%366 = getelementptr inbounds i64, i64* %52, i64 %365
	%367 = load i64, i64* %366
	%368 = add i64 %367, 1
	%369 = getelementptr inbounds i64, i64* %52, i64 %365
	store i64 %368, i64* %369
	%370 = add i64 %360, 1
	br label %cntcount49.head

cntcount49.exit:
	%371 = add i64 %m, 1
	br label %cntprefix52.head

cntprefix52.head:
	%372 = phi i64 [ 0, %cntcount49.exit ], [ %377, %cntprefix52.body ]
	%373 = phi i64 [ 0, %cntcount49.exit ], [ %379, %cntprefix52.body ]
	%374 = icmp slt i64 %373, %371
	br i1 %374, label %cntprefix52.body, label %cntprefix52.exit

cntprefix52.body:
	%375 = getelementptr inbounds i64, i64* %52, i64 %373
	%376 = load i64, i64* %375
	%377 = add i64 %372, %376
	%378 = getelementptr inbounds i64, i64* %52, i64 %373
	store i64 %377, i64* %378
	%379 = add i64 %373, 1
	br label %cntprefix52.head

cntprefix52.exit:
	br label %sortrow55.head

sortrow55.head:
	%380 = phi i64 [ %58, %cntprefix52.exit ], [ %403, %sortcell58.exit ]
	%381 = icmp slt i64 %380, %111
	br i1 %381, label %sortrow55.body, label %sortrow55.exit

sortrow55.body:
	%382 = getelementptr inbounds i64, i64* %4, i64 %380
	%383 = load i64, i64* %382
	%384 = add i64 %380, 1
	%385 = getelementptr inbounds i64, i64* %4, i64 %384
	%386 = load i64, i64* %385
	br label %sortcell58.head

sortrow55.exit:
	br label %sortcol61.head

sortcell58.head:
	%387 = phi i64 [ %383, %sortrow55.body ], [ %402, %sortcell58.body ]
	%388 = icmp slt i64 %387, %386
	br i1 %388, label %sortcell58.body, label %sortcell58.exit

sortcell58.body:
	%389 = getelementptr inbounds i32, i32* %6, i64 %387
	%390 = load i32, i32* %389
	%391 = sext i32 %390 to i64
	%392 = getelementptr inbounds i64, i64* %52, i64 %391
	%393 = load i64, i64* %392
	%394 = add i64 %393, 1
	%395 = getelementptr inbounds i64, i64* %52, i64 %391
	store i64 %394, i64* %395
	%396 = sub i64 %387, %105
	%397 = trunc i64 %396 to i32
	%398 = getelementptr inbounds i32, i32* %53, i64 %393
	store i32 %397, i32* %398
	%399 = sub i64 %380, %58
	%400 = trunc i64 %399 to i32
	%401 = getelementptr inbounds i32, i32* %54, i64 %393
	store i32 %400, i32* %401
	%402 = add i64 %387, 1
	br label %sortcell58.head

sortcell58.exit:
	%403 = add i64 %380, 1
	br label %sortrow55.head

sortcol61.head:
	%404 = phi i64 [ 0, %sortrow55.exit ], [ %421, %colcell69.exit ]
	%405 = phi i64 [ 0, %sortrow55.exit ], [ %425, %colcell69.exit ]
	%406 = icmp slt i64 %405, %m
	br i1 %406, label %sortcol61.body, label %sortcol61.exit

sortcol61.body:
	%407 = getelementptr inbounds i64, i64* %52, i64 %405
	%408 = load i64, i64* %407
	%409 = add i64 %405, 8
	%410 = icmp slt i64 %409, %m
	br i1 %410, label %prefetchrow64.body, label %prefetchrow64.done

sortcol61.exit:
	br label %block13.exit

prefetchrow64.body:
	%411 = mul i64 %409, %14
	%412 = getelementptr double, double* %10, i64 %411
	%413 = add i64 %14, 7
	%414 = sdiv i64 %413, 8
	br label %pfrow66.head

prefetchrow64.done:
	br label %colcell69.head

pfrow66.head:
	%415 = phi i64 [ 0, %prefetchrow64.body ], [ %420, %pfrow66.body ]
	%416 = icmp slt i64 %415, %414
	br i1 %416, label %pfrow66.body, label %pfrow66.exit

pfrow66.body:
	%417 = mul i64 %415, 8
	%418 = getelementptr double, double* %412, i64 %417
	%419 = bitcast double* %418 to i8*
	call void @llvm.prefetch.p0i8(i8* %419, i32 0, i32 3, i32 1)
	%420 = add i64 %415, 1
	br label %pfrow66.head

pfrow66.exit:
	br label %prefetchrow64.done

colcell69.head:
	%421 = phi i64 [ %404, %prefetchrow64.done ], [ %515, %cdotn74.exit ], [ %574, %cdotn79.exit ], [ %592, %dot82.exit ]
	%422 = icmp slt i64 %421, %408
	br i1 %422, label %colcell69.body, label %colcell69.exit

colcell69.body:
	%423 = add i64 %421, 3
	%424 = icmp slt i64 %423, %408
	br i1 %424, label %cgroup72.body, label %cgroup72.fewer

colcell69.exit:
	%425 = add i64 %405, 1
	br label %sortcol61.head

cgroup72.body:
	%426 = mul i64 %405, %14
	%427 = getelementptr double, double* %10, i64 %426
	%428 = add i64 %421, 0
	%429 = getelementptr inbounds i32, i32* %54, i64 %428
	%430 = load i32, i32* %429
	%431 = sext i32 %430 to i64
	%432 = add i64 %58, %431
	%433 = mul i64 %432, %14
	%434 = getelementptr double, double* %8, i64 %433
	%435 = getelementptr inbounds i32, i32* %53, i64 %428
	%436 = load i32, i32* %435
	%437 = sext i32 %436 to i64
	%438 = add i64 %421, 1
	%439 = getelementptr inbounds i32, i32* %54, i64 %438
	%440 = load i32, i32* %439
	%441 = sext i32 %440 to i64
	%442 = add i64 %58, %441
	%443 = mul i64 %442, %14
	%444 = getelementptr double, double* %8, i64 %443
	%445 = getelementptr inbounds i32, i32* %53, i64 %438
	%446 = load i32, i32* %445
	%447 = sext i32 %446 to i64
	%448 = add i64 %421, 2
	%449 = getelementptr inbounds i32, i32* %54, i64 %448
	%450 = load i32, i32* %449
	%451 = sext i32 %450 to i64
	%452 = add i64 %58, %451
	%453 = mul i64 %452, %14
	%454 = getelementptr double, double* %8, i64 %453
	%455 = getelementptr inbounds i32, i32* %53, i64 %448
	%456 = load i32, i32* %455
	%457 = sext i32 %456 to i64
	%458 = add i64 %421, 3
	%459 = getelementptr inbounds i32, i32* %54, i64 %458
	%460 = load i32, i32* %459
	%461 = sext i32 %460 to i64
	%462 = add i64 %58, %461
	%463 = mul i64 %462, %14
	%464 = getelementptr double, double* %8, i64 %463
	%465 = getelementptr inbounds i32, i32* %53, i64 %458
	%466 = load i32, i32* %465
	%467 = sext i32 %466 to i64
	br label %cdotn74.head

cgroup72.fewer:
	%468 = add i64 %421, 1
	%469 = icmp slt i64 %468, %408
	br i1 %469, label %cgroup77.body, label %cgroup77.fewer

cdotn74.head:
	%470 = phi double [ 0.0, %cgroup72.body ], [ %493, %cdotn74.body ]
	%471 = phi double [ 0.0, %cgroup72.body ], [ %489, %cdotn74.body ]
	%472 = phi double [ 0.0, %cgroup72.body ], [ %485, %cdotn74.body ]
	%473 = phi double [ 0.0, %cgroup72.body ], [ %481, %cdotn74.body ]
	%474 = phi i64 [ 0, %cgroup72.body ], [ %494, %cdotn74.body ]
	%475 = icmp slt i64 %474, %14
	br i1 %475, label %cdotn74.body, label %cdotn74.exit

cdotn74.body:
	%476 = getelementptr inbounds double, double* %427, i64 %474
	%477 = load double, double* %476
	%478 = getelementptr inbounds double, double* %434, i64 %474
	%479 = load double, double* %478
	%480 = fmul double %479, %477
	%481 = fadd reassoc double %473, %480
	%482 = getelementptr inbounds double, double* %444, i64 %474
	%483 = load double, double* %482
	%484 = fmul double %483, %477
	%485 = fadd reassoc double %472, %484
	%486 = getelementptr inbounds double, double* %454, i64 %474
	%487 = load double, double* %486
	%488 = fmul double %487, %477
	%489 = fadd reassoc double %471, %488
	%490 = getelementptr inbounds double, double* %464, i64 %474
	%491 = load double, double* %490
	%492 = fmul double %491, %477
	%493 = fadd reassoc double %470, %492
	%494 = add i64 %474, 1
	br label %cdotn74.head

cdotn74.exit:
	%495 = getelementptr inbounds double, double* %41, i64 %437
	%496 = fcmp uno double %473, %473
	%497 = bitcast double %473 to i64
	%498 = select i1 %496, i64 u0x7FF8000000000000, i64 %497
	%499 = bitcast double* %495 to i64*
	store i64 %498, i64* %499
	%500 = getelementptr inbounds double, double* %41, i64 %447
	%501 = fcmp uno double %472, %472
	%502 = bitcast double %472 to i64
	%503 = select i1 %501, i64 u0x7FF8000000000000, i64 %502
	%504 = bitcast double* %500 to i64*
	store i64 %503, i64* %504
	%505 = getelementptr inbounds double, double* %41, i64 %457
	%506 = fcmp uno double %471, %471
	%507 = bitcast double %471 to i64
	%508 = select i1 %506, i64 u0x7FF8000000000000, i64 %507
	%509 = bitcast double* %505 to i64*
	store i64 %508, i64* %509
	%510 = getelementptr inbounds double, double* %41, i64 %467
	%511 = fcmp uno double %470, %470
	%512 = bitcast double %470 to i64
	%513 = select i1 %511, i64 u0x7FF8000000000000, i64 %512
	%514 = bitcast double* %510 to i64*
	store i64 %513, i64* %514
	%515 = add i64 %421, 4
	br label %colcell69.head

cgroup77.body:
	%516 = mul i64 %405, %14
	%517 = getelementptr double, double* %10, i64 %516
	%518 = add i64 %421, 0
	%519 = getelementptr inbounds i32, i32* %54, i64 %518
	%520 = load i32, i32* %519
	%521 = sext i32 %520 to i64
	%522 = add i64 %58, %521
	%523 = mul i64 %522, %14
	%524 = getelementptr double, double* %8, i64 %523
	%525 = getelementptr inbounds i32, i32* %53, i64 %518
	%526 = load i32, i32* %525
	%527 = sext i32 %526 to i64
	%528 = add i64 %421, 1
	%529 = getelementptr inbounds i32, i32* %54, i64 %528
	%530 = load i32, i32* %529
	%531 = sext i32 %530 to i64
	%532 = add i64 %58, %531
	%533 = mul i64 %532, %14
	%534 = getelementptr double, double* %8, i64 %533
	%535 = getelementptr inbounds i32, i32* %53, i64 %528
	%536 = load i32, i32* %535
	%537 = sext i32 %536 to i64
	br label %cdotn79.head

cgroup77.fewer:
	%538 = getelementptr inbounds i32, i32* %54, i64 %421
	%539 = load i32, i32* %538
	%540 = sext i32 %539 to i64
	%541 = add i64 %58, %540
	%542 = getelementptr inbounds i32, i32* %53, i64 %421
	%543 = load i32, i32* %542
	%544 = sext i32 %543 to i64
	%545 = mul i64 %541, %14
	%546 = getelementptr double, double* %8, i64 %545
	%547 = mul i64 %405, %14
	%548 = getelementptr double, double* %10, i64 %547
	br label %dot82.head

cdotn79.head:
	%549 = phi double [ 0.0, %cgroup77.body ], [ %562, %cdotn79.body ]
	%550 = phi double [ 0.0, %cgroup77.body ], [ %558, %cdotn79.body ]
	%551 = phi i64 [ 0, %cgroup77.body ], [ %563, %cdotn79.body ]
	%552 = icmp slt i64 %551, %14
	br i1 %552, label %cdotn79.body, label %cdotn79.exit

cdotn79.body:
	%553 = getelementptr inbounds double, double* %517, i64 %551
	%554 = load double, double* %553
	%555 = getelementptr inbounds double, double* %524, i64 %551
	%556 = load double, double* %555
	%557 = fmul double %556, %554
	%558 = fadd reassoc double %550, %557
	%559 = getelementptr inbounds double, double* %534, i64 %551
	%560 = load double, double* %559
	%561 = fmul double %560, %554
	%562 = fadd reassoc double %549, %561
	%563 = add i64 %551, 1
	br label %cdotn79.head

cdotn79.exit:
	%564 = getelementptr inbounds double, double* %41, i64 %527
	%565 = fcmp uno double %550, %550
	%566 = bitcast double %550 to i64
	%567 = select i1 %565, i64 u0x7FF8000000000000, i64 %566
	%568 = bitcast double* %564 to i64*
	store i64 %567, i64* %568
	%569 = getelementptr inbounds double, double* %41, i64 %537
	%570 = fcmp uno double %549, %549
	%571 = bitcast double %549 to i64
	%572 = select i1 %570, i64 u0x7FF8000000000000, i64 %571
	%573 = bitcast double* %569 to i64*
	store i64 %572, i64* %573
	%574 = add i64 %421, 2
	br label %colcell69.head

dot82.head:
	%575 = phi double [ 0.0, %cgroup77.fewer ], [ %583, %dot82.body ]
	%576 = phi i64 [ 0, %cgroup77.fewer ], [ %584, %dot82.body ]
	%577 = icmp slt i64 %576, %14
	br i1 %577, label %dot82.body, label %dot82.exit

dot82.body:
	%578 = getelementptr inbounds double, double* %546, i64 %576
	%579 = load double, double* %578
	%580 = getelementptr inbounds double, double* %548, i64 %576
	%581 = load double, double* %580
	%582 = fmul double %579, %581
	%583 = fadd reassoc double %575, %582
	%584 = add i64 %576, 1
	br label %dot82.head

dot82.exit:
	%585 = mul i64 %28, 0
	%586 = add i64 %585, %544
	%587 = getelementptr inbounds double, double* %41, i64 %586
	%588 = fcmp uno double %575, %575
	%589 = bitcast double %575 to i64
	%590 = select i1 %588, i64 u0x7FF8000000000000, i64 %589
	%591 = bitcast double* %587 to i64*
	store i64 %590, i64* %591
	%592 = add i64 %421, 1
	br label %colcell69.head

preeval85.head:
	%593 = phi i64 [ %105, %block13.exit ], [ %654, %preeval85.body ]
	%594 = icmp slt i64 %593, %150
	br i1 %594, label %preeval85.body, label %preeval85.exit

preeval85.body:
	%595 = getelementptr inbounds double, double* %2, i64 %593
	%596 = load double, double* %595
	%597 = mul i64 %28, 0
	%598 = sub i64 %593, %105
	%599 = add i64 %597, %598
	%600 = getelementptr inbounds double, double* %41, i64 %599
	%601 = load double, double* %600
	%602 = fadd double %601, %12
	%603 = fcmp olt double %602, 0x10000000000000
	%604 = fmul double %602, 1.8014398509481984e+16
	%605 = select i1 %603, double %604, double %602
	%606 = bitcast double %605 to i64
	%607 = add i64 %606, 2638149301829632
	%608 = lshr i64 %607, 52
	%609 = sub i64 %608, 1023
	%610 = sub i64 %609, 54
	%611 = select i1 %603, i64 %610, i64 %609
	%612 = and i64 %607, u0xFFFFFFFFFFFFF
	%613 = add i64 %612, 4604544269498187776
	%614 = bitcast i64 %613 to double
	%615 = sitofp i64 %611 to double
	%616 = fsub double %614, 1.0
	%617 = fadd double 2.0, %616
	%618 = fdiv double %616, %617
	%619 = fmul double 0.5, %616
	%620 = fmul double %619, %616
	%621 = fmul double %618, %618
	%622 = fmul double %621, %621
	%623 = call double @llvm.fma.f64(double 0x3FC2F112DF3E5244, double %622, double 0x3FC7466496CB03DE)
	%624 = call double @llvm.fma.f64(double %623, double %622, double 0x3FD2492494229359)
	%625 = call double @llvm.fma.f64(double %624, double %622, double 0x3FE5555555555593)
	%626 = fmul double %621, %625
	%627 = call double @llvm.fma.f64(double 0x3FC39A09D078C69F, double %622, double 0x3FCC71C51D8E78AF)
	%628 = call double @llvm.fma.f64(double %627, double %622, double 0x3FD999999997FA04)
	%629 = fmul double %622, %628
	%630 = fadd double %626, %629
	%631 = fadd double %620, %630
	%632 = fmul double %618, %631
	%633 = fmul double %615, 0x3DEA39EF35793C76
	%634 = fadd double %632, %633
	%635 = fmul double %615, 0x3FE62E42FEE00000
	%636 = fsub double %620, %634
	%637 = fsub double %636, %616
	%638 = fsub double %635, %637
	%639 = fcmp ogt double %602, 0x7FEFFFFFFFFFFFFF
	%640 = select i1 %639, double %602, double %638
	%641 = fcmp oeq double %602, 0.0
	%642 = select i1 %641, double 0xFFF0000000000000, double %640
	%643 = fcmp olt double %602, 0.0
	%644 = select i1 %643, double 0x7FF8000000000000, double %642
	%645 = fcmp uno double %602, %602
	%646 = select i1 %645, double %602, double %644
	%647 = fmul double %596, %646
	%648 = sub i64 %593, %105
	%649 = getelementptr inbounds double, double* %41, i64 %648
	%650 = fcmp uno double %647, %647
	%651 = bitcast double %647 to i64
	%652 = select i1 %650, i64 u0x7FF8000000000000, i64 %651
	%653 = bitcast double* %649 to i64*
	store i64 %652, i64* %653
	%654 = add i64 %593, 1
	br label %preeval85.head

preeval85.exit:
	%655 = getelementptr inbounds i64, i64* %aux, i64 10
	store i64 %58, i64* %655
	%656 = getelementptr inbounds i64, i64* %aux, i64 11
	store i64 %111, i64* %656
	br label %chunk1.join

row88.head:
	%657 = phi double [ %59, %chunk1.join ], [ %668, %nz91.exit ]
	%658 = phi i64 [ %58, %chunk1.join ], [ %688, %nz91.exit ]
	%659 = icmp slt i64 %658, %96
	br i1 %659, label %row88.body, label %row88.exit

row88.body:
	%660 = mul i64 %658, %m
	%661 = getelementptr inbounds i64, i64* %4, i64 %658
	%662 = load i64, i64* %661
	%663 = add i64 %658, 1
	%664 = getelementptr inbounds i64, i64* %4, i64 %663
	%665 = load i64, i64* %664
	%666 = sub i64 %658, %rl
	%667 = mul i64 %666, %m
	br label %nz91.head

row88.exit:
	br label %chunk1.head

nz91.head:
	%668 = phi double [ %657, %row88.body ], [ %668, %nz91.body ]
	%669 = phi i64 [ %662, %row88.body ], [ %685, %nz91.body ]
	%670 = icmp slt i64 %669, %665
	br i1 %670, label %nz91.body, label %nz91.exit

nz91.body:
	%671 = getelementptr inbounds i32, i32* %6, i64 %669
	%672 = load i32, i32* %671
	%673 = sext i32 %672 to i64
	%674 = getelementptr inbounds double, double* %2, i64 %669
	%675 = load double, double* %674
	%676 = sub i64 %669, %92
	%677 = getelementptr inbounds double, double* %41, i64 %676
	%678 = load double, double* %677
	%679 = add i64 %667, %673
	%680 = and i64 %679, 7
	%681 = getelementptr inbounds double, double* %0, i64 %680
	%682 = load double, double* %681
	%683 = fadd double %682, %678
	%684 = getelementptr inbounds double, double* %0, i64 %680
	store double %683, double* %684
	%685 = add i64 %669, 1
	br label %nz91.head

nz91.exit:
	%686 = sub i64 %665, %662
	%687 = icmp slt i64 %686, %m
	%688 = add i64 %658, 1
	br label %row88.head
}

declare void @llvm.prefetch.p0i8(i8* %0, i32 %1, i32 %2, i32 %3) nounwind

declare double @llvm.fma.f64(double %0, double %1, double %2) nounwind
