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
	%44 = phi i64 [ %rl, %entry ], [ %80, %row39.exit ]
	%45 = phi double [ 0.0, %entry ], [ %344, %row39.exit ]
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
	%72 = select i1 %71, double 0x7FF8000000000000, double %69
	store double %72, double* %70
	ret void

chunk1.body:
	%73 = getelementptr inbounds i64, i64* %4, i64 %44
	%74 = load i64, i64* %73
	%75 = add i64 %74, %28
	%76 = add i64 %44, %30
	%77 = icmp slt i64 %76, %ru
	%78 = select i1 %77, i64 %76, i64 %ru
	%79 = add i64 %44, 1
	br label %chunkend4.head

chunkend4.head:
	%80 = phi i64 [ %79, %chunk1.body ], [ %82, %chunkend4.head ]
	%81 = icmp slt i64 %80, %78
	%82 = add i64 %80, 1
	%83 = select i1 %81, i64 %82, i64 %44
	%84 = getelementptr inbounds i64, i64* %4, i64 %83
	%85 = load i64, i64* %84
	%86 = icmp sle i64 %85, %75
	%87 = and i1 %81, %86
	br i1 %87, label %chunkend4.head, label %chunkend4.exit

chunkend4.exit:
	%88 = getelementptr inbounds i64, i64* %4, i64 %80
	%89 = load i64, i64* %88
	%90 = sub i64 %89, %74
	%91 = sub i64 %80, %44
	%92 = mul i64 %91, %43
	%93 = mul i64 %90, %32
	%94 = icmp sge i64 %93, %92
	%95 = select i1 %94, i64 %26, i64 %m
	%96 = xor i1 %94, true
	%97 = icmp sgt i64 %90, 4
	%98 = and i1 %96, %97
	%99 = sub i64 %89, 4
	br label %cursors6.head

cursors6.head:
	%100 = phi i64 [ %44, %chunkend4.exit ], [ %106, %cursors6.body ]
	%101 = icmp slt i64 %100, %80
	br i1 %101, label %cursors6.body, label %cursors6.exit

cursors6.body:
	%102 = getelementptr inbounds i64, i64* %4, i64 %100
	%103 = load i64, i64* %102
	%104 = sub i64 %100, %44
	%105 = getelementptr inbounds i64, i64* %40, i64 %104
	store i64 %103, i64* %105
	%106 = add i64 %100, 1
	br label %cursors6.head

cursors6.exit:
	br label %block9.head

block9.head:
	%107 = phi i64 [ 0, %cursors6.exit ], [ %120, %brow12.exit ]
	%108 = icmp slt i64 %107, %m
	br i1 %108, label %block9.body, label %block9.exit

block9.body:
	%109 = add i64 %107, %95
	br label %brow12.head

block9.exit:
	%110 = getelementptr inbounds i64, i64* %4, i64 %80
	%111 = load i64, i64* %110
	br label %preeval36.head

brow12.head:
	%112 = phi i64 [ %44, %block9.body ], [ %132, %bcell15.exit ]
	%113 = icmp slt i64 %112, %80
	br i1 %113, label %brow12.body, label %brow12.exit

brow12.body:
	%114 = sub i64 %112, %44
	%115 = add i64 %112, 1
	%116 = getelementptr inbounds i64, i64* %4, i64 %115
	%117 = load i64, i64* %116
	%118 = getelementptr inbounds i64, i64* %40, i64 %114
	%119 = load i64, i64* %118
	br label %bcell15.head

brow12.exit:
	%120 = add i64 %107, %95
	br label %block9.head

bcell15.head:
	%121 = phi i64 [ %119, %brow12.body ], [ %227, %dotn25.exit ], [ %267, %dotn30.exit ], [ %283, %dot33.exit ]
	%122 = icmp slt i64 %121, %117
	%123 = select i1 %122, i64 %121, i64 0
	%124 = getelementptr inbounds i32, i32* %6, i64 %123
	%125 = load i32, i32* %124
	%126 = sext i32 %125 to i64
	%127 = icmp slt i64 %126, %109
	%128 = and i1 %122, %127
	br i1 %128, label %bcell15.body, label %bcell15.exit

bcell15.body:
	%129 = icmp slt i64 %121, %99
	%130 = and i1 %98, %129
	br i1 %130, label %prefetch18.body, label %prefetch18.done

bcell15.exit:
	%131 = getelementptr inbounds i64, i64* %40, i64 %114
	store i64 %121, i64* %131
	%132 = add i64 %112, 1
	br label %brow12.head

prefetch18.body:
	%133 = add i64 %121, 4
	%134 = getelementptr inbounds i32, i32* %6, i64 %133
	%135 = load i32, i32* %134
	%136 = sext i32 %135 to i64
	%137 = mul i64 %136, %14
	%138 = getelementptr double, double* %10, i64 %137
	%139 = add i64 %14, 7
	%140 = sdiv i64 %139, 8
	br label %pfline20.head

prefetch18.done:
	%141 = add i64 %121, 3
	%142 = icmp slt i64 %141, %117
	%143 = select i1 %142, i64 %141, i64 0
	%144 = getelementptr inbounds i32, i32* %6, i64 %143
	%145 = load i32, i32* %144
	%146 = sext i32 %145 to i64
	%147 = icmp slt i64 %146, %109
	%148 = and i1 %142, %147
	br i1 %148, label %group23.body, label %group23.fewer

pfline20.head:
	%149 = phi i64 [ 0, %prefetch18.body ], [ %154, %pfline20.body ]
	%150 = icmp slt i64 %149, %140
	br i1 %150, label %pfline20.body, label %pfline20.exit

pfline20.body:
	%151 = mul i64 %149, 8
	%152 = getelementptr double, double* %138, i64 %151
	%153 = bitcast double* %152 to i8*
	call void @llvm.prefetch.p0i8(i8* %153, i32 0, i32 3, i32 1)
	%154 = add i64 %149, 1
	br label %pfline20.head

pfline20.exit:
	br label %prefetch18.done

group23.body:
	%155 = mul i64 %112, %14
	%156 = getelementptr double, double* %8, i64 %155
	%157 = mul i64 %126, %14
	%158 = getelementptr double, double* %10, i64 %157
	%159 = add i64 %121, 1
	%160 = getelementptr inbounds i32, i32* %6, i64 %159
	%161 = load i32, i32* %160
	%162 = sext i32 %161 to i64
	%163 = mul i64 %162, %14
	%164 = getelementptr double, double* %10, i64 %163
	%165 = add i64 %121, 2
	%166 = getelementptr inbounds i32, i32* %6, i64 %165
	%167 = load i32, i32* %166
	%168 = sext i32 %167 to i64
	%169 = mul i64 %168, %14
	%170 = getelementptr double, double* %10, i64 %169
	%171 = add i64 %121, 3
	%172 = getelementptr inbounds i32, i32* %6, i64 %171
	%173 = load i32, i32* %172
	%174 = sext i32 %173 to i64
	%175 = mul i64 %174, %14
	%176 = getelementptr double, double* %10, i64 %175
	br label %dotn25.head

group23.fewer:
	%177 = add i64 %121, 1
	%178 = icmp slt i64 %177, %117
	%179 = select i1 %178, i64 %177, i64 0
	%180 = getelementptr inbounds i32, i32* %6, i64 %179
	%181 = load i32, i32* %180
	%182 = sext i32 %181 to i64
	%183 = icmp slt i64 %182, %109
	%184 = and i1 %178, %183
	br i1 %184, label %group28.body, label %group28.fewer

dotn25.head:
	%185 = phi double [ 0.0, %group23.body ], [ %208, %dotn25.body ]
	%186 = phi double [ 0.0, %group23.body ], [ %204, %dotn25.body ]
	%187 = phi double [ 0.0, %group23.body ], [ %200, %dotn25.body ]
	%188 = phi double [ 0.0, %group23.body ], [ %196, %dotn25.body ]
	%189 = phi i64 [ 0, %group23.body ], [ %209, %dotn25.body ]
	%190 = icmp slt i64 %189, %14
	br i1 %190, label %dotn25.body, label %dotn25.exit

dotn25.body:
	%191 = getelementptr inbounds double, double* %156, i64 %189
	%192 = load double, double* %191
	%193 = getelementptr inbounds double, double* %158, i64 %189
	%194 = load double, double* %193
	%195 = fmul double %192, %194
	%196 = fadd reassoc double %188, %195
	%197 = getelementptr inbounds double, double* %164, i64 %189
	%198 = load double, double* %197
	%199 = fmul double %192, %198
	%200 = fadd reassoc double %187, %199
	%201 = getelementptr inbounds double, double* %170, i64 %189
	%202 = load double, double* %201
	%203 = fmul double %192, %202
	%204 = fadd reassoc double %186, %203
	%205 = getelementptr inbounds double, double* %176, i64 %189
	%206 = load double, double* %205
	%207 = fmul double %192, %206
	%208 = fadd reassoc double %185, %207
	%209 = add i64 %189, 1
	br label %dotn25.head

dotn25.exit:
	%210 = sub i64 %121, %74
	%211 = add i64 %210, 0
	%212 = getelementptr inbounds double, double* %37, i64 %211
	%213 = fcmp uno double %188, %188
	%214 = select i1 %213, double 0x7FF8000000000000, double %188
	store double %214, double* %212
	%215 = add i64 %210, 1
	%216 = getelementptr inbounds double, double* %37, i64 %215
	%217 = fcmp uno double %187, %187
	%218 = select i1 %217, double 0x7FF8000000000000, double %187
	store double %218, double* %216
	%219 = add i64 %210, 2
	%220 = getelementptr inbounds double, double* %37, i64 %219
	%221 = fcmp uno double %186, %186
	%222 = select i1 %221, double 0x7FF8000000000000, double %186
	store double %222, double* %220
	%223 = add i64 %210, 3
	%224 = getelementptr inbounds double, double* %37, i64 %223
	%225 = fcmp uno double %185, %185
	%226 = select i1 %225, double 0x7FF8000000000000, double %185
	store double %226, double* %224
	%227 = add i64 %121, 4
	br label %bcell15.head

group28.body:
	%228 = mul i64 %112, %14
	%229 = getelementptr double, double* %8, i64 %228
	%230 = mul i64 %126, %14
	%231 = getelementptr double, double* %10, i64 %230
	%232 = add i64 %121, 1
	%233 = getelementptr inbounds i32, i32* %6, i64 %232
	%234 = load i32, i32* %233
	%235 = sext i32 %234 to i64
	%236 = mul i64 %235, %14
	%237 = getelementptr double, double* %10, i64 %236
	br label %dotn30.head

group28.fewer:
	%238 = sub i64 %121, %74
	%239 = mul i64 %112, %14
	%240 = getelementptr double, double* %8, i64 %239
	%241 = mul i64 %126, %14
	%242 = getelementptr double, double* %10, i64 %241
	br label %dot33.head

dotn30.head:
	%243 = phi double [ 0.0, %group28.body ], [ %256, %dotn30.body ]
	%244 = phi double [ 0.0, %group28.body ], [ %252, %dotn30.body ]
	%245 = phi i64 [ 0, %group28.body ], [ %257, %dotn30.body ]
	%246 = icmp slt i64 %245, %14
	br i1 %246, label %dotn30.body, label %dotn30.exit

dotn30.body:
	%247 = getelementptr inbounds double, double* %229, i64 %245
	%248 = load double, double* %247
	%249 = getelementptr inbounds double, double* %231, i64 %245
	%250 = load double, double* %249
	%251 = fmul double %248, %250
	%252 = fadd reassoc double %244, %251
	%253 = getelementptr inbounds double, double* %237, i64 %245
	%254 = load double, double* %253
	%255 = fmul double %248, %254
	%256 = fadd reassoc double %243, %255
	%257 = add i64 %245, 1
	br label %dotn30.head

dotn30.exit:
	%258 = sub i64 %121, %74
	%259 = add i64 %258, 0
	%260 = getelementptr inbounds double, double* %37, i64 %259
	%261 = fcmp uno double %244, %244
	%262 = select i1 %261, double 0x7FF8000000000000, double %244
	store double %262, double* %260
	%263 = add i64 %258, 1
	%264 = getelementptr inbounds double, double* %37, i64 %263
	%265 = fcmp uno double %243, %243
	%266 = select i1 %265, double 0x7FF8000000000000, double %243
	store double %266, double* %264
	%267 = add i64 %121, 2
	br label %bcell15.head

dot33.head:
	%268 = phi double [ 0.0, %group28.fewer ], [ %276, %dot33.body ]
	%269 = phi i64 [ 0, %group28.fewer ], [ %277, %dot33.body ]
	%270 = icmp slt i64 %269, %14
	br i1 %270, label %dot33.body, label %dot33.exit

dot33.body:
	%271 = getelementptr inbounds double, double* %240, i64 %269
	%272 = load double, double* %271
	%273 = getelementptr inbounds double, double* %242, i64 %269
	%274 = load double, double* %273
	%275 = fmul double %272, %274
	%276 = fadd reassoc double %268, %275
	%277 = add i64 %269, 1
	br label %dot33.head

dot33.exit:
	%278 = mul i64 %28, 0
	%279 = add i64 %278, %238
	%280 = getelementptr inbounds double, double* %37, i64 %279
	%281 = fcmp uno double %268, %268
	%282 = select i1 %281, double 0x7FF8000000000000, double %268
	store double %282, double* %280
	%283 = add i64 %121, 1
	br label %bcell15.head

preeval36.head:
	%284 = phi i64 [ %74, %block9.exit ], [ %343, %preeval36.body ]
	%285 = icmp slt i64 %284, %111
	br i1 %285, label %preeval36.body, label %preeval36.exit

preeval36.body:
	%286 = getelementptr inbounds double, double* %2, i64 %284
	%287 = load double, double* %286
	%288 = mul i64 %28, 0
	%289 = sub i64 %284, %74
	%290 = add i64 %288, %289
	%291 = getelementptr inbounds double, double* %37, i64 %290
	%292 = load double, double* %291
	%293 = fadd double %292, %12
	%294 = fcmp olt double %293, 0x10000000000000
	%295 = fmul double %293, 1.8014398509481984e+16
	%296 = select i1 %294, double %295, double %293
	%297 = bitcast double %296 to i64
	%298 = add i64 %297, 2638149301829632
	%299 = lshr i64 %298, 52
	%300 = sub i64 %299, 1023
	%301 = sub i64 %300, 54
	%302 = select i1 %294, i64 %301, i64 %300
	%303 = and i64 %298, u0xFFFFFFFFFFFFF
	%304 = add i64 %303, 4604544269498187776
	%305 = bitcast i64 %304 to double
	%306 = sitofp i64 %302 to double
	%307 = fsub double %305, 1.0
	%308 = fadd double 2.0, %307
	%309 = fdiv double %307, %308
	%310 = fmul double 0.5, %307
	%311 = fmul double %310, %307
	%312 = fmul double %309, %309
	%313 = fmul double %312, %312
	%314 = call double @llvm.fma.f64(double 0x3FC2F112DF3E5244, double %313, double 0x3FC7466496CB03DE)
	%315 = call double @llvm.fma.f64(double %314, double %313, double 0x3FD2492494229359)
	%316 = call double @llvm.fma.f64(double %315, double %313, double 0x3FE5555555555593)
	%317 = fmul double %312, %316
	%318 = call double @llvm.fma.f64(double 0x3FC39A09D078C69F, double %313, double 0x3FCC71C51D8E78AF)
	%319 = call double @llvm.fma.f64(double %318, double %313, double 0x3FD999999997FA04)
	%320 = fmul double %313, %319
	%321 = fadd double %317, %320
	%322 = fadd double %311, %321
	%323 = fmul double %309, %322
	%324 = fmul double %306, 0x3DEA39EF35793C76
	%325 = fadd double %323, %324
	%326 = fmul double %306, 0x3FE62E42FEE00000
	%327 = fsub double %311, %325
	%328 = fsub double %327, %307
	%329 = fsub double %326, %328
	%330 = fcmp ogt double %293, 0x7FEFFFFFFFFFFFFF
	%331 = select i1 %330, double %293, double %329
	%332 = fcmp oeq double %293, 0.0
	%333 = select i1 %332, double 0xFFF0000000000000, double %331
	%334 = fcmp olt double %293, 0.0
	%335 = select i1 %334, double 0x7FF8000000000000, double %333
	%336 = fcmp uno double %293, %293
	%337 = select i1 %336, double %293, double %335
	%338 = fmul double %287, %337
	%339 = sub i64 %284, %74
	%340 = getelementptr inbounds double, double* %37, i64 %339
	%341 = fcmp uno double %338, %338
	%342 = select i1 %341, double 0x7FF8000000000000, double %338
	store double %342, double* %340
	%343 = add i64 %284, 1
	br label %preeval36.head

preeval36.exit:
	br label %row39.head

row39.head:
	%344 = phi double [ %45, %preeval36.exit ], [ %355, %nz42.exit ]
	%345 = phi i64 [ %44, %preeval36.exit ], [ %375, %nz42.exit ]
	%346 = icmp slt i64 %345, %80
	br i1 %346, label %row39.body, label %row39.exit

row39.body:
	%347 = mul i64 %345, %m
	%348 = getelementptr inbounds i64, i64* %4, i64 %345
	%349 = load i64, i64* %348
	%350 = add i64 %345, 1
	%351 = getelementptr inbounds i64, i64* %4, i64 %350
	%352 = load i64, i64* %351
	%353 = sub i64 %345, %rl
	%354 = mul i64 %353, %m
	br label %nz42.head

row39.exit:
	br label %chunk1.head

nz42.head:
	%355 = phi double [ %344, %row39.body ], [ %355, %nz42.body ]
	%356 = phi i64 [ %349, %row39.body ], [ %372, %nz42.body ]
	%357 = icmp slt i64 %356, %352
	br i1 %357, label %nz42.body, label %nz42.exit

nz42.body:
	%358 = getelementptr inbounds i32, i32* %6, i64 %356
	%359 = load i32, i32* %358
	%360 = sext i32 %359 to i64
	%361 = getelementptr inbounds double, double* %2, i64 %356
	%362 = load double, double* %361
	%363 = sub i64 %356, %74
	%364 = getelementptr inbounds double, double* %37, i64 %363
	%365 = load double, double* %364
	%366 = add i64 %354, %360
	%367 = and i64 %366, 7
	%368 = getelementptr inbounds double, double* %0, i64 %367
	%369 = load double, double* %368
	%370 = fadd double %369, %365
	%371 = getelementptr inbounds double, double* %0, i64 %367
	store double %370, double* %371
	%372 = add i64 %356, 1
	br label %nz42.head

nz42.exit:
	%373 = sub i64 %352, %349
	%374 = icmp slt i64 %373, %m
	%375 = add i64 %345, 1
	br label %row39.head
}

declare void @llvm.prefetch.p0i8(i8* %0, i32 %1, i32 %2, i32 %3) nounwind

declare double @llvm.fma.f64(double %0, double %1, double %2) nounwind
