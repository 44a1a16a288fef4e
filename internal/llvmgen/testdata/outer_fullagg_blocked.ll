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
	%44 = phi i64 [ %rl, %entry ], [ %78, %row36.exit ]
	%45 = phi double [ 0.0, %entry ], [ %266, %row36.exit ]
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
	store double %69, double* %70
	ret void

chunk1.body:
	%71 = getelementptr inbounds i64, i64* %4, i64 %44
	%72 = load i64, i64* %71
	%73 = add i64 %72, %28
	%74 = add i64 %44, %30
	%75 = icmp slt i64 %74, %ru
	%76 = select i1 %75, i64 %74, i64 %ru
	%77 = add i64 %44, 1
	br label %chunkend4.head

chunkend4.head:
	%78 = phi i64 [ %77, %chunk1.body ], [ %80, %chunkend4.head ]
	%79 = icmp slt i64 %78, %76
	%80 = add i64 %78, 1
	%81 = select i1 %79, i64 %80, i64 %44
	%82 = getelementptr inbounds i64, i64* %4, i64 %81
	%83 = load i64, i64* %82
	%84 = icmp sle i64 %83, %73
	%85 = and i1 %79, %84
	br i1 %85, label %chunkend4.head, label %chunkend4.exit

chunkend4.exit:
	%86 = getelementptr inbounds i64, i64* %4, i64 %78
	%87 = load i64, i64* %86
	%88 = sub i64 %87, %72
	%89 = sub i64 %78, %44
	%90 = mul i64 %89, %43
	%91 = mul i64 %88, %32
	%92 = icmp sge i64 %91, %90
	%93 = select i1 %92, i64 %26, i64 %m
	%94 = xor i1 %92, true
	%95 = icmp sgt i64 %88, 4
	%96 = and i1 %94, %95
	%97 = sub i64 %87, 4
	br label %cursors6.head

cursors6.head:
	%98 = phi i64 [ %44, %chunkend4.exit ], [ %104, %cursors6.body ]
	%99 = icmp slt i64 %98, %78
	br i1 %99, label %cursors6.body, label %cursors6.exit

cursors6.body:
	%100 = getelementptr inbounds i64, i64* %4, i64 %98
	%101 = load i64, i64* %100
	%102 = sub i64 %98, %44
	%103 = getelementptr inbounds i64, i64* %40, i64 %102
	store i64 %101, i64* %103
	%104 = add i64 %98, 1
	br label %cursors6.head

cursors6.exit:
	br label %block9.head

block9.head:
	%105 = phi i64 [ 0, %cursors6.exit ], [ %116, %brow12.exit ]
	%106 = icmp slt i64 %105, %m
	br i1 %106, label %block9.body, label %block9.exit

block9.body:
	%107 = add i64 %105, %93
	br label %brow12.head

block9.exit:
	br label %row36.head

brow12.head:
	%108 = phi i64 [ %44, %block9.body ], [ %128, %bcell15.exit ]
	%109 = icmp slt i64 %108, %78
	br i1 %109, label %brow12.body, label %brow12.exit

brow12.body:
	%110 = sub i64 %108, %44
	%111 = add i64 %108, 1
	%112 = getelementptr inbounds i64, i64* %4, i64 %111
	%113 = load i64, i64* %112
	%114 = getelementptr inbounds i64, i64* %40, i64 %110
	%115 = load i64, i64* %114
	br label %bcell15.head

brow12.exit:
	%116 = add i64 %105, %93
	br label %block9.head

bcell15.head:
	%117 = phi i64 [ %115, %brow12.body ], [ %215, %dotn25.exit ], [ %251, %dotn30.exit ], [ %265, %dot33.exit ]
	%118 = icmp slt i64 %117, %113
	%119 = select i1 %118, i64 %117, i64 0
	%120 = getelementptr inbounds i32, i32* %6, i64 %119
	%121 = load i32, i32* %120
	%122 = sext i32 %121 to i64
	%123 = icmp slt i64 %122, %107
	%124 = and i1 %118, %123
	br i1 %124, label %bcell15.body, label %bcell15.exit

bcell15.body:
	%125 = icmp slt i64 %117, %97
	%126 = and i1 %96, %125
	br i1 %126, label %prefetch18.body, label %prefetch18.done

bcell15.exit:
	%127 = getelementptr inbounds i64, i64* %40, i64 %110
	store i64 %117, i64* %127
	%128 = add i64 %108, 1
	br label %brow12.head

prefetch18.body:
	%129 = add i64 %117, 4
	%130 = getelementptr inbounds i32, i32* %6, i64 %129
	%131 = load i32, i32* %130
	%132 = sext i32 %131 to i64
	%133 = mul i64 %132, %14
	%134 = getelementptr double, double* %10, i64 %133
	%135 = add i64 %14, 7
	%136 = sdiv i64 %135, 8
	br label %pfline20.head

prefetch18.done:
	%137 = add i64 %117, 3
	%138 = icmp slt i64 %137, %113
	%139 = select i1 %138, i64 %137, i64 0
	%140 = getelementptr inbounds i32, i32* %6, i64 %139
	%141 = load i32, i32* %140
	%142 = sext i32 %141 to i64
	%143 = icmp slt i64 %142, %107
	%144 = and i1 %138, %143
	br i1 %144, label %group23.body, label %group23.fewer

pfline20.head:
	%145 = phi i64 [ 0, %prefetch18.body ], [ %150, %pfline20.body ]
	%146 = icmp slt i64 %145, %136
	br i1 %146, label %pfline20.body, label %pfline20.exit

pfline20.body:
	%147 = mul i64 %145, 8
	%148 = getelementptr double, double* %134, i64 %147
	%149 = bitcast double* %148 to i8*
	call void @llvm.prefetch.p0i8(i8* %149, i32 0, i32 3, i32 1)
	%150 = add i64 %145, 1
	br label %pfline20.head

pfline20.exit:
	br label %prefetch18.done

group23.body:
	%151 = mul i64 %108, %14
	%152 = getelementptr double, double* %8, i64 %151
	%153 = mul i64 %122, %14
	%154 = getelementptr double, double* %10, i64 %153
	%155 = add i64 %117, 1
	%156 = getelementptr inbounds i32, i32* %6, i64 %155
	%157 = load i32, i32* %156
	%158 = sext i32 %157 to i64
	%159 = mul i64 %158, %14
	%160 = getelementptr double, double* %10, i64 %159
	%161 = add i64 %117, 2
	%162 = getelementptr inbounds i32, i32* %6, i64 %161
	%163 = load i32, i32* %162
	%164 = sext i32 %163 to i64
	%165 = mul i64 %164, %14
	%166 = getelementptr double, double* %10, i64 %165
	%167 = add i64 %117, 3
	%168 = getelementptr inbounds i32, i32* %6, i64 %167
	%169 = load i32, i32* %168
	%170 = sext i32 %169 to i64
	%171 = mul i64 %170, %14
	%172 = getelementptr double, double* %10, i64 %171
	br label %dotn25.head

group23.fewer:
	%173 = add i64 %117, 1
	%174 = icmp slt i64 %173, %113
	%175 = select i1 %174, i64 %173, i64 0
	%176 = getelementptr inbounds i32, i32* %6, i64 %175
	%177 = load i32, i32* %176
	%178 = sext i32 %177 to i64
	%179 = icmp slt i64 %178, %107
	%180 = and i1 %174, %179
	br i1 %180, label %group28.body, label %group28.fewer

dotn25.head:
	%181 = phi double [ 0.0, %group23.body ], [ %204, %dotn25.body ]
	%182 = phi double [ 0.0, %group23.body ], [ %200, %dotn25.body ]
	%183 = phi double [ 0.0, %group23.body ], [ %196, %dotn25.body ]
	%184 = phi double [ 0.0, %group23.body ], [ %192, %dotn25.body ]
	%185 = phi i64 [ 0, %group23.body ], [ %205, %dotn25.body ]
	%186 = icmp slt i64 %185, %14
	br i1 %186, label %dotn25.body, label %dotn25.exit

dotn25.body:
	%187 = getelementptr inbounds double, double* %152, i64 %185
	%188 = load double, double* %187
	%189 = getelementptr inbounds double, double* %154, i64 %185
	%190 = load double, double* %189
	%191 = fmul double %188, %190
	%192 = fadd reassoc double %184, %191
	%193 = getelementptr inbounds double, double* %160, i64 %185
	%194 = load double, double* %193
	%195 = fmul double %188, %194
	%196 = fadd reassoc double %183, %195
	%197 = getelementptr inbounds double, double* %166, i64 %185
	%198 = load double, double* %197
	%199 = fmul double %188, %198
	%200 = fadd reassoc double %182, %199
	%201 = getelementptr inbounds double, double* %172, i64 %185
	%202 = load double, double* %201
	%203 = fmul double %188, %202
	%204 = fadd reassoc double %181, %203
	%205 = add i64 %185, 1
	br label %dotn25.head

dotn25.exit:
	%206 = sub i64 %117, %72
	%207 = add i64 %206, 0
	%208 = getelementptr inbounds double, double* %37, i64 %207
	store double %184, double* %208
	%209 = add i64 %206, 1
	%210 = getelementptr inbounds double, double* %37, i64 %209
	store double %183, double* %210
	%211 = add i64 %206, 2
	%212 = getelementptr inbounds double, double* %37, i64 %211
	store double %182, double* %212
	%213 = add i64 %206, 3
	%214 = getelementptr inbounds double, double* %37, i64 %213
	store double %181, double* %214
	%215 = add i64 %117, 4
	br label %bcell15.head

group28.body:
	%216 = mul i64 %108, %14
	%217 = getelementptr double, double* %8, i64 %216
	%218 = mul i64 %122, %14
	%219 = getelementptr double, double* %10, i64 %218
	%220 = add i64 %117, 1
	%221 = getelementptr inbounds i32, i32* %6, i64 %220
	%222 = load i32, i32* %221
	%223 = sext i32 %222 to i64
	%224 = mul i64 %223, %14
	%225 = getelementptr double, double* %10, i64 %224
	br label %dotn30.head

group28.fewer:
	%226 = sub i64 %117, %72
	%227 = mul i64 %108, %14
	%228 = getelementptr double, double* %8, i64 %227
	%229 = mul i64 %122, %14
	%230 = getelementptr double, double* %10, i64 %229
	br label %dot33.head

dotn30.head:
	%231 = phi double [ 0.0, %group28.body ], [ %244, %dotn30.body ]
	%232 = phi double [ 0.0, %group28.body ], [ %240, %dotn30.body ]
	%233 = phi i64 [ 0, %group28.body ], [ %245, %dotn30.body ]
	%234 = icmp slt i64 %233, %14
	br i1 %234, label %dotn30.body, label %dotn30.exit

dotn30.body:
	%235 = getelementptr inbounds double, double* %217, i64 %233
	%236 = load double, double* %235
	%237 = getelementptr inbounds double, double* %219, i64 %233
	%238 = load double, double* %237
	%239 = fmul double %236, %238
	%240 = fadd reassoc double %232, %239
	%241 = getelementptr inbounds double, double* %225, i64 %233
	%242 = load double, double* %241
	%243 = fmul double %236, %242
	%244 = fadd reassoc double %231, %243
	%245 = add i64 %233, 1
	br label %dotn30.head

dotn30.exit:
	%246 = sub i64 %117, %72
	%247 = add i64 %246, 0
	%248 = getelementptr inbounds double, double* %37, i64 %247
	store double %232, double* %248
	%249 = add i64 %246, 1
	%250 = getelementptr inbounds double, double* %37, i64 %249
	store double %231, double* %250
	%251 = add i64 %117, 2
	br label %bcell15.head

dot33.head:
	%252 = phi double [ 0.0, %group28.fewer ], [ %260, %dot33.body ]
	%253 = phi i64 [ 0, %group28.fewer ], [ %261, %dot33.body ]
	%254 = icmp slt i64 %253, %14
	br i1 %254, label %dot33.body, label %dot33.exit

dot33.body:
	%255 = getelementptr inbounds double, double* %228, i64 %253
	%256 = load double, double* %255
	%257 = getelementptr inbounds double, double* %230, i64 %253
	%258 = load double, double* %257
	%259 = fmul double %256, %258
	%260 = fadd reassoc double %252, %259
	%261 = add i64 %253, 1
	br label %dot33.head

dot33.exit:
	%262 = mul i64 %28, 0
	%263 = add i64 %262, %226
	%264 = getelementptr inbounds double, double* %37, i64 %263
	store double %252, double* %264
	%265 = add i64 %117, 1
	br label %bcell15.head

row36.head:
	%266 = phi double [ %45, %block9.exit ], [ %277, %nz39.exit ]
	%267 = phi i64 [ %44, %block9.exit ], [ %345, %nz39.exit ]
	%268 = icmp slt i64 %267, %78
	br i1 %268, label %row36.body, label %row36.exit

row36.body:
	%269 = mul i64 %267, %m
	%270 = getelementptr inbounds i64, i64* %4, i64 %267
	%271 = load i64, i64* %270
	%272 = add i64 %267, 1
	%273 = getelementptr inbounds i64, i64* %4, i64 %272
	%274 = load i64, i64* %273
	%275 = sub i64 %267, %rl
	%276 = mul i64 %275, %m
	br label %nz39.head

row36.exit:
	br label %chunk1.head

nz39.head:
	%277 = phi double [ %266, %row36.body ], [ %277, %nz39.body ]
	%278 = phi i64 [ %271, %row36.body ], [ %342, %nz39.body ]
	%279 = icmp slt i64 %278, %274
	br i1 %279, label %nz39.body, label %nz39.exit

nz39.body:
	%280 = getelementptr inbounds i32, i32* %6, i64 %278
	%281 = load i32, i32* %280
	%282 = sext i32 %281 to i64
	%283 = getelementptr inbounds double, double* %2, i64 %278
	%284 = load double, double* %283
	%285 = mul i64 %28, 0
	%286 = sub i64 %278, %72
	%287 = add i64 %285, %286
	%288 = getelementptr inbounds double, double* %37, i64 %287
	%289 = load double, double* %288
	%290 = fadd double %289, %12
	%291 = fcmp olt double %290, 0x10000000000000
	%292 = fmul double %290, 1.8014398509481984e+16
	%293 = select i1 %291, double %292, double %290
	%294 = bitcast double %293 to i64
	%295 = add i64 %294, 2638149301829632
	%296 = lshr i64 %295, 52
	%297 = sub i64 %296, 1023
	%298 = sub i64 %297, 54
	%299 = select i1 %291, i64 %298, i64 %297
	%300 = and i64 %295, u0xFFFFFFFFFFFFF
	%301 = add i64 %300, 4604544269498187776
	%302 = bitcast i64 %301 to double
	%303 = sitofp i64 %299 to double
	%304 = fsub double %302, 1.0
	%305 = fadd double 2.0, %304
	%306 = fdiv double %304, %305
	%307 = fmul double 0.5, %304
	%308 = fmul double %307, %304
	%309 = fmul double %306, %306
	%310 = fmul double %309, %309
	%311 = call double @llvm.fma.f64(double 0x3FC2F112DF3E5244, double %310, double 0x3FC7466496CB03DE)
	%312 = call double @llvm.fma.f64(double %311, double %310, double 0x3FD2492494229359)
	%313 = call double @llvm.fma.f64(double %312, double %310, double 0x3FE5555555555593)
	%314 = fmul double %309, %313
	%315 = call double @llvm.fma.f64(double 0x3FC39A09D078C69F, double %310, double 0x3FCC71C51D8E78AF)
	%316 = call double @llvm.fma.f64(double %315, double %310, double 0x3FD999999997FA04)
	%317 = fmul double %310, %316
	%318 = fadd double %314, %317
	%319 = fadd double %308, %318
	%320 = fmul double %306, %319
	%321 = fmul double %303, 0x3DEA39EF35793C76
	%322 = fadd double %320, %321
	%323 = fmul double %303, 0x3FE62E42FEE00000
	%324 = fsub double %308, %322
	%325 = fsub double %324, %304
	%326 = fsub double %323, %325
	%327 = fcmp ogt double %290, 0x7FEFFFFFFFFFFFFF
	%328 = select i1 %327, double %290, double %326
	%329 = fcmp oeq double %290, 0.0
	%330 = select i1 %329, double 0xFFF0000000000000, double %328
	%331 = fcmp olt double %290, 0.0
	%332 = select i1 %331, double 0x7FF8000000000000, double %330
	%333 = fcmp uno double %290, %290
	%334 = select i1 %333, double %290, double %332
	%335 = fmul double %284, %334
	%336 = add i64 %276, %282
	%337 = and i64 %336, 7
	%338 = getelementptr inbounds double, double* %0, i64 %337
	%339 = load double, double* %338
	%340 = fadd double %339, %335
	%341 = getelementptr inbounds double, double* %0, i64 %337
	store double %340, double* %341
	%342 = add i64 %278, 1
	br label %nz39.head

nz39.exit:
	%343 = sub i64 %274, %271
	%344 = icmp slt i64 %343, %m
	%345 = add i64 %267, 1
	br label %row36.head
}

declare void @llvm.prefetch.p0i8(i8* %0, i32 %1, i32 %2, i32 %3) nounwind

declare double @llvm.fma.f64(double %0, double %1, double %2) nounwind
