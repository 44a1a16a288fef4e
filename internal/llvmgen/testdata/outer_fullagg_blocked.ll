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
	%33 = mul i64 0, %m
	%34 = getelementptr inbounds i64, i64* %aux, i64 0
	%35 = load i64, i64* %34
	%36 = add i64 %35, %33
	%37 = inttoptr i64 %36 to double*
	%38 = mul i64 %28, 8
	%39 = add i64 %36, %38
	%40 = inttoptr i64 %39 to i64*
	%41 = sub i64 %26, 1
	%42 = add i64 %m, %41
	%43 = sdiv i64 %42, %26
	br label %chunk1.head

chunk1.head:
	%44 = phi i64 [ %rl, %entry ], [ %82, %row39.exit ]
	%45 = phi double [ 0.0, %entry ], [ %362, %row39.exit ]
	%46 = icmp slt i64 %44, %ru
	br i1 %46, label %chunk1.body, label %chunk1.exit

chunk1.exit:
	%47 = getelementptr inbounds double, double* %0, i64 0
	%48 = load double, double* %47
	%49 = getelementptr inbounds double, double* %0, i64 1
	%50 = load double, double* %49
	%51 = getelementptr inbounds double, double* %0, i64 2
	%52 = load double, double* %51
	%53 = getelementptr inbounds double, double* %0, i64 3
	%54 = load double, double* %53
	%55 = getelementptr inbounds double, double* %0, i64 4
	%56 = load double, double* %55
	%57 = getelementptr inbounds double, double* %0, i64 5
	%58 = load double, double* %57
	%59 = getelementptr inbounds double, double* %0, i64 6
	%60 = load double, double* %59
	%61 = getelementptr inbounds double, double* %0, i64 7
	%62 = load double, double* %61
	%63 = fadd double %48, %56
	%64 = fadd double %50, %58
	%65 = fadd double %52, %60
	%66 = fadd double %54, %62
	%67 = fadd double %63, %65
	%68 = fadd double %64, %66
	%69 = fadd double %67, %68
	%70 = getelementptr inbounds double, double* %out, i64 0
	%71 = fcmp uno double %69, %69
	%72 = bitcast double %69 to i64
	%73 = select i1 %71, i64 u0x7FF8000000000000, i64 %72
	%74 = bitcast double* %70 to i64*
	store i64 %73, i64* %74
	ret void

chunk1.body:
	%75 = getelementptr inbounds i64, i64* %4, i64 %44
	%76 = load i64, i64* %75
	%77 = add i64 %76, %28
	%78 = add i64 %44, %30
	%79 = icmp slt i64 %78, %ru
	%80 = select i1 %79, i64 %78, i64 %ru
	%81 = add i64 %44, 1
	br label %chunkend4.head

chunkend4.head:
	%82 = phi i64 [ %81, %chunk1.body ], [ %84, %chunkend4.head ]
	%83 = icmp slt i64 %82, %80
	%84 = add i64 %82, 1
	%85 = select i1 %83, i64 %84, i64 %44
	%86 = getelementptr inbounds i64, i64* %4, i64 %85
	%87 = load i64, i64* %86
	%88 = icmp sle i64 %87, %77
	%89 = and i1 %83, %88
	br i1 %89, label %chunkend4.head, label %chunkend4.exit

chunkend4.exit:
	%90 = getelementptr inbounds i64, i64* %4, i64 %82
	%91 = load i64, i64* %90
	%92 = sub i64 %91, %76
	%93 = sub i64 %82, %44
	%94 = mul i64 %93, %43
	%95 = mul i64 %92, %32
	%96 = icmp sge i64 %95, %94
	%97 = select i1 %96, i64 %26, i64 %m
	%98 = xor i1 %96, true
	%99 = icmp sgt i64 %92, 4
	%100 = and i1 %98, %99
	%101 = sub i64 %91, 4
	br label %cursors6.head

cursors6.head:
	%102 = phi i64 [ %44, %chunkend4.exit ], [ %108, %cursors6.body ]
	%103 = icmp slt i64 %102, %82
	br i1 %103, label %cursors6.body, label %cursors6.exit

cursors6.body:
	%104 = getelementptr inbounds i64, i64* %4, i64 %102
	%105 = load i64, i64* %104
	%106 = sub i64 %102, %44
	%107 = getelementptr inbounds i64, i64* %40, i64 %106
	store i64 %105, i64* %107
	%108 = add i64 %102, 1
	br label %cursors6.head

cursors6.exit:
	br label %block9.head

block9.head:
	%109 = phi i64 [ 0, %cursors6.exit ], [ %122, %brow12.exit ]
	%110 = icmp slt i64 %109, %m
	br i1 %110, label %block9.body, label %block9.exit

block9.body:
	%111 = add i64 %109, %97
	br label %brow12.head

block9.exit:
	%112 = getelementptr inbounds i64, i64* %4, i64 %82
	%113 = load i64, i64* %112
	br label %preeval36.head

brow12.head:
	%114 = phi i64 [ %44, %block9.body ], [ %134, %bcell15.exit ]
	%115 = icmp slt i64 %114, %82
	br i1 %115, label %brow12.body, label %brow12.exit

brow12.body:
	%116 = sub i64 %114, %44
	%117 = add i64 %114, 1
	%118 = getelementptr inbounds i64, i64* %4, i64 %117
	%119 = load i64, i64* %118
	%120 = getelementptr inbounds i64, i64* %40, i64 %116
	%121 = load i64, i64* %120
	br label %bcell15.head

brow12.exit:
	%122 = add i64 %109, %97
	br label %block9.head

bcell15.head:
	%123 = phi i64 [ %121, %brow12.body ], [ %237, %dotn25.exit ], [ %281, %dotn30.exit ], [ %299, %dot33.exit ]
	%124 = icmp slt i64 %123, %119
	%125 = select i1 %124, i64 %123, i64 0
	%126 = getelementptr inbounds i32, i32* %6, i64 %125
	%127 = load i32, i32* %126
	%128 = sext i32 %127 to i64
	%129 = icmp slt i64 %128, %111
	%130 = and i1 %124, %129
	br i1 %130, label %bcell15.body, label %bcell15.exit

bcell15.body:
	%131 = icmp slt i64 %123, %101
	%132 = and i1 %100, %131
	br i1 %132, label %prefetch18.body, label %prefetch18.done

bcell15.exit:
	%133 = getelementptr inbounds i64, i64* %40, i64 %116
	store i64 %123, i64* %133
	%134 = add i64 %114, 1
	br label %brow12.head

prefetch18.body:
	%135 = add i64 %123, 4
	%136 = getelementptr inbounds i32, i32* %6, i64 %135
	%137 = load i32, i32* %136
	%138 = sext i32 %137 to i64
	%139 = mul i64 %138, %14
	%140 = getelementptr double, double* %10, i64 %139
	%141 = add i64 %14, 7
	%142 = sdiv i64 %141, 8
	br label %pfline20.head

prefetch18.done:
	%143 = add i64 %123, 3
	%144 = icmp slt i64 %143, %119
	%145 = select i1 %144, i64 %143, i64 0
	%146 = getelementptr inbounds i32, i32* %6, i64 %145
	%147 = load i32, i32* %146
	%148 = sext i32 %147 to i64
	%149 = icmp slt i64 %148, %111
	%150 = and i1 %144, %149
	br i1 %150, label %group23.body, label %group23.fewer

pfline20.head:
	%151 = phi i64 [ 0, %prefetch18.body ], [ %156, %pfline20.body ]
	%152 = icmp slt i64 %151, %142
	br i1 %152, label %pfline20.body, label %pfline20.exit

pfline20.body:
	%153 = mul i64 %151, 8
	%154 = getelementptr double, double* %140, i64 %153
	%155 = bitcast double* %154 to i8*
	call void @llvm.prefetch.p0i8(i8* %155, i32 0, i32 3, i32 1)
	%156 = add i64 %151, 1
	br label %pfline20.head

pfline20.exit:
	br label %prefetch18.done

group23.body:
	%157 = mul i64 %114, %14
	%158 = getelementptr double, double* %8, i64 %157
	%159 = mul i64 %128, %14
	%160 = getelementptr double, double* %10, i64 %159
	%161 = add i64 %123, 1
	%162 = getelementptr inbounds i32, i32* %6, i64 %161
	%163 = load i32, i32* %162
	%164 = sext i32 %163 to i64
	%165 = mul i64 %164, %14
	%166 = getelementptr double, double* %10, i64 %165
	%167 = add i64 %123, 2
	%168 = getelementptr inbounds i32, i32* %6, i64 %167
	%169 = load i32, i32* %168
	%170 = sext i32 %169 to i64
	%171 = mul i64 %170, %14
	%172 = getelementptr double, double* %10, i64 %171
	%173 = add i64 %123, 3
	%174 = getelementptr inbounds i32, i32* %6, i64 %173
	%175 = load i32, i32* %174
	%176 = sext i32 %175 to i64
	%177 = mul i64 %176, %14
	%178 = getelementptr double, double* %10, i64 %177
	br label %dotn25.head

group23.fewer:
	%179 = add i64 %123, 1
	%180 = icmp slt i64 %179, %119
	%181 = select i1 %180, i64 %179, i64 0
	%182 = getelementptr inbounds i32, i32* %6, i64 %181
	%183 = load i32, i32* %182
	%184 = sext i32 %183 to i64
	%185 = icmp slt i64 %184, %111
	%186 = and i1 %180, %185
	br i1 %186, label %group28.body, label %group28.fewer

dotn25.head:
	%187 = phi double [ 0.0, %group23.body ], [ %210, %dotn25.body ]
	%188 = phi double [ 0.0, %group23.body ], [ %206, %dotn25.body ]
	%189 = phi double [ 0.0, %group23.body ], [ %202, %dotn25.body ]
	%190 = phi double [ 0.0, %group23.body ], [ %198, %dotn25.body ]
	%191 = phi i64 [ 0, %group23.body ], [ %211, %dotn25.body ]
	%192 = icmp slt i64 %191, %14
	br i1 %192, label %dotn25.body, label %dotn25.exit

dotn25.body:
	%193 = getelementptr inbounds double, double* %158, i64 %191
	%194 = load double, double* %193
	%195 = getelementptr inbounds double, double* %160, i64 %191
	%196 = load double, double* %195
	%197 = fmul double %194, %196
	%198 = fadd reassoc double %190, %197
	%199 = getelementptr inbounds double, double* %166, i64 %191
	%200 = load double, double* %199
	%201 = fmul double %194, %200
	%202 = fadd reassoc double %189, %201
	%203 = getelementptr inbounds double, double* %172, i64 %191
	%204 = load double, double* %203
	%205 = fmul double %194, %204
	%206 = fadd reassoc double %188, %205
	%207 = getelementptr inbounds double, double* %178, i64 %191
	%208 = load double, double* %207
	%209 = fmul double %194, %208
	%210 = fadd reassoc double %187, %209
	%211 = add i64 %191, 1
	br label %dotn25.head

dotn25.exit:
	%212 = sub i64 %123, %76
	%213 = add i64 %212, 0
	%214 = getelementptr inbounds double, double* %37, i64 %213
	%215 = fcmp uno double %190, %190
	%216 = bitcast double %190 to i64
	%217 = select i1 %215, i64 u0x7FF8000000000000, i64 %216
	%218 = bitcast double* %214 to i64*
	store i64 %217, i64* %218
	%219 = add i64 %212, 1
	%220 = getelementptr inbounds double, double* %37, i64 %219
	%221 = fcmp uno double %189, %189
	%222 = bitcast double %189 to i64
	%223 = select i1 %221, i64 u0x7FF8000000000000, i64 %222
	%224 = bitcast double* %220 to i64*
	store i64 %223, i64* %224
	%225 = add i64 %212, 2
	%226 = getelementptr inbounds double, double* %37, i64 %225
	%227 = fcmp uno double %188, %188
	%228 = bitcast double %188 to i64
	%229 = select i1 %227, i64 u0x7FF8000000000000, i64 %228
	%230 = bitcast double* %226 to i64*
	store i64 %229, i64* %230
	%231 = add i64 %212, 3
	%232 = getelementptr inbounds double, double* %37, i64 %231
	%233 = fcmp uno double %187, %187
	%234 = bitcast double %187 to i64
	%235 = select i1 %233, i64 u0x7FF8000000000000, i64 %234
	%236 = bitcast double* %232 to i64*
	store i64 %235, i64* %236
	%237 = add i64 %123, 4
	br label %bcell15.head

group28.body:
	%238 = mul i64 %114, %14
	%239 = getelementptr double, double* %8, i64 %238
	%240 = mul i64 %128, %14
	%241 = getelementptr double, double* %10, i64 %240
	%242 = add i64 %123, 1
	%243 = getelementptr inbounds i32, i32* %6, i64 %242
	%244 = load i32, i32* %243
	%245 = sext i32 %244 to i64
	%246 = mul i64 %245, %14
	%247 = getelementptr double, double* %10, i64 %246
	br label %dotn30.head

group28.fewer:
	%248 = sub i64 %123, %76
	%249 = mul i64 %114, %14
	%250 = getelementptr double, double* %8, i64 %249
	%251 = mul i64 %128, %14
	%252 = getelementptr double, double* %10, i64 %251
	br label %dot33.head

dotn30.head:
	%253 = phi double [ 0.0, %group28.body ], [ %266, %dotn30.body ]
	%254 = phi double [ 0.0, %group28.body ], [ %262, %dotn30.body ]
	%255 = phi i64 [ 0, %group28.body ], [ %267, %dotn30.body ]
	%256 = icmp slt i64 %255, %14
	br i1 %256, label %dotn30.body, label %dotn30.exit

dotn30.body:
	%257 = getelementptr inbounds double, double* %239, i64 %255
	%258 = load double, double* %257
	%259 = getelementptr inbounds double, double* %241, i64 %255
	%260 = load double, double* %259
	%261 = fmul double %258, %260
	%262 = fadd reassoc double %254, %261
	%263 = getelementptr inbounds double, double* %247, i64 %255
	%264 = load double, double* %263
	%265 = fmul double %258, %264
	%266 = fadd reassoc double %253, %265
	%267 = add i64 %255, 1
	br label %dotn30.head

dotn30.exit:
	%268 = sub i64 %123, %76
	%269 = add i64 %268, 0
	%270 = getelementptr inbounds double, double* %37, i64 %269
	%271 = fcmp uno double %254, %254
	%272 = bitcast double %254 to i64
	%273 = select i1 %271, i64 u0x7FF8000000000000, i64 %272
	%274 = bitcast double* %270 to i64*
	store i64 %273, i64* %274
	%275 = add i64 %268, 1
	%276 = getelementptr inbounds double, double* %37, i64 %275
	%277 = fcmp uno double %253, %253
	%278 = bitcast double %253 to i64
	%279 = select i1 %277, i64 u0x7FF8000000000000, i64 %278
	%280 = bitcast double* %276 to i64*
	store i64 %279, i64* %280
	%281 = add i64 %123, 2
	br label %bcell15.head

dot33.head:
	%282 = phi double [ 0.0, %group28.fewer ], [ %290, %dot33.body ]
	%283 = phi i64 [ 0, %group28.fewer ], [ %291, %dot33.body ]
	%284 = icmp slt i64 %283, %14
	br i1 %284, label %dot33.body, label %dot33.exit

dot33.body:
	%285 = getelementptr inbounds double, double* %250, i64 %283
	%286 = load double, double* %285
	%287 = getelementptr inbounds double, double* %252, i64 %283
	%288 = load double, double* %287
	%289 = fmul double %286, %288
	%290 = fadd reassoc double %282, %289
	%291 = add i64 %283, 1
	br label %dot33.head

dot33.exit:
	%292 = mul i64 %28, 0
	%293 = add i64 %292, %248
	%294 = getelementptr inbounds double, double* %37, i64 %293
	%295 = fcmp uno double %282, %282
	%296 = bitcast double %282 to i64
	%297 = select i1 %295, i64 u0x7FF8000000000000, i64 %296
	%298 = bitcast double* %294 to i64*
	store i64 %297, i64* %298
	%299 = add i64 %123, 1
	br label %bcell15.head

preeval36.head:
	%300 = phi i64 [ %76, %block9.exit ], [ %361, %preeval36.body ]
	%301 = icmp slt i64 %300, %113
	br i1 %301, label %preeval36.body, label %preeval36.exit

preeval36.body:
	%302 = getelementptr inbounds double, double* %2, i64 %300
	%303 = load double, double* %302
	%304 = mul i64 %28, 0
	%305 = sub i64 %300, %76
	%306 = add i64 %304, %305
	%307 = getelementptr inbounds double, double* %37, i64 %306
	%308 = load double, double* %307
	%309 = fadd double %308, %12
	%310 = fcmp olt double %309, 0x10000000000000
	%311 = fmul double %309, 1.8014398509481984e+16
	%312 = select i1 %310, double %311, double %309
	%313 = bitcast double %312 to i64
	%314 = add i64 %313, 2638149301829632
	%315 = lshr i64 %314, 52
	%316 = sub i64 %315, 1023
	%317 = sub i64 %316, 54
	%318 = select i1 %310, i64 %317, i64 %316
	%319 = and i64 %314, u0xFFFFFFFFFFFFF
	%320 = add i64 %319, 4604544269498187776
	%321 = bitcast i64 %320 to double
	%322 = sitofp i64 %318 to double
	%323 = fsub double %321, 1.0
	%324 = fadd double 2.0, %323
	%325 = fdiv double %323, %324
	%326 = fmul double 0.5, %323
	%327 = fmul double %326, %323
	%328 = fmul double %325, %325
	%329 = fmul double %328, %328
	%330 = call double @llvm.fma.f64(double 0x3FC2F112DF3E5244, double %329, double 0x3FC7466496CB03DE)
	%331 = call double @llvm.fma.f64(double %330, double %329, double 0x3FD2492494229359)
	%332 = call double @llvm.fma.f64(double %331, double %329, double 0x3FE5555555555593)
	%333 = fmul double %328, %332
	%334 = call double @llvm.fma.f64(double 0x3FC39A09D078C69F, double %329, double 0x3FCC71C51D8E78AF)
	%335 = call double @llvm.fma.f64(double %334, double %329, double 0x3FD999999997FA04)
	%336 = fmul double %329, %335
	%337 = fadd double %333, %336
	%338 = fadd double %327, %337
	%339 = fmul double %325, %338
	%340 = fmul double %322, 0x3DEA39EF35793C76
	%341 = fadd double %339, %340
	%342 = fmul double %322, 0x3FE62E42FEE00000
	%343 = fsub double %327, %341
	%344 = fsub double %343, %323
	%345 = fsub double %342, %344
	%346 = fcmp ogt double %309, 0x7FEFFFFFFFFFFFFF
	%347 = select i1 %346, double %309, double %345
	%348 = fcmp oeq double %309, 0.0
	%349 = select i1 %348, double 0xFFF0000000000000, double %347
	%350 = fcmp olt double %309, 0.0
	%351 = select i1 %350, double 0x7FF8000000000000, double %349
	%352 = fcmp uno double %309, %309
	%353 = select i1 %352, double %309, double %351
	%354 = fmul double %303, %353
	%355 = sub i64 %300, %76
	%356 = getelementptr inbounds double, double* %37, i64 %355
	%357 = fcmp uno double %354, %354
	%358 = bitcast double %354 to i64
	%359 = select i1 %357, i64 u0x7FF8000000000000, i64 %358
	%360 = bitcast double* %356 to i64*
	store i64 %359, i64* %360
	%361 = add i64 %300, 1
	br label %preeval36.head

preeval36.exit:
	br label %row39.head

row39.head:
	%362 = phi double [ %45, %preeval36.exit ], [ %373, %nz42.exit ]
	%363 = phi i64 [ %44, %preeval36.exit ], [ %393, %nz42.exit ]
	%364 = icmp slt i64 %363, %82
	br i1 %364, label %row39.body, label %row39.exit

row39.body:
	%365 = mul i64 %363, %m
	%366 = getelementptr inbounds i64, i64* %4, i64 %363
	%367 = load i64, i64* %366
	%368 = add i64 %363, 1
	%369 = getelementptr inbounds i64, i64* %4, i64 %368
	%370 = load i64, i64* %369
	%371 = sub i64 %363, %rl
	%372 = mul i64 %371, %m
	br label %nz42.head

row39.exit:
	br label %chunk1.head

nz42.head:
	%373 = phi double [ %362, %row39.body ], [ %373, %nz42.body ]
	%374 = phi i64 [ %367, %row39.body ], [ %390, %nz42.body ]
	%375 = icmp slt i64 %374, %370
	br i1 %375, label %nz42.body, label %nz42.exit

nz42.body:
	%376 = getelementptr inbounds i32, i32* %6, i64 %374
	%377 = load i32, i32* %376
	%378 = sext i32 %377 to i64
	%379 = getelementptr inbounds double, double* %2, i64 %374
	%380 = load double, double* %379
	%381 = sub i64 %374, %76
	%382 = getelementptr inbounds double, double* %37, i64 %381
	%383 = load double, double* %382
	%384 = add i64 %372, %378
	%385 = and i64 %384, 7
	%386 = getelementptr inbounds double, double* %0, i64 %385
	%387 = load double, double* %386
	%388 = fadd double %387, %383
	%389 = getelementptr inbounds double, double* %0, i64 %385
	store double %388, double* %389
	%390 = add i64 %374, 1
	br label %nz42.head

nz42.exit:
	%391 = sub i64 %370, %367
	%392 = icmp slt i64 %391, %m
	%393 = add i64 %363, 1
	br label %row39.head
}

declare void @llvm.prefetch.p0i8(i8* %0, i32 %1, i32 %2, i32 %3) nounwind

declare double @llvm.fma.f64(double %0, double %1, double %2) nounwind
