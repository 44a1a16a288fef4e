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
	%44 = phi i64 [ %rl, %entry ], [ %78, %row39.exit ]
	%45 = phi double [ 0.0, %entry ], [ %326, %row39.exit ]
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
	%105 = phi i64 [ 0, %cursors6.exit ], [ %118, %brow12.exit ]
	%106 = icmp slt i64 %105, %m
	br i1 %106, label %block9.body, label %block9.exit

block9.body:
	%107 = add i64 %105, %93
	br label %brow12.head

block9.exit:
	%108 = getelementptr inbounds i64, i64* %4, i64 %78
	%109 = load i64, i64* %108
	br label %preeval36.head

brow12.head:
	%110 = phi i64 [ %44, %block9.body ], [ %130, %bcell15.exit ]
	%111 = icmp slt i64 %110, %78
	br i1 %111, label %brow12.body, label %brow12.exit

brow12.body:
	%112 = sub i64 %110, %44
	%113 = add i64 %110, 1
	%114 = getelementptr inbounds i64, i64* %4, i64 %113
	%115 = load i64, i64* %114
	%116 = getelementptr inbounds i64, i64* %40, i64 %112
	%117 = load i64, i64* %116
	br label %bcell15.head

brow12.exit:
	%118 = add i64 %105, %93
	br label %block9.head

bcell15.head:
	%119 = phi i64 [ %117, %brow12.body ], [ %217, %dotn25.exit ], [ %253, %dotn30.exit ], [ %267, %dot33.exit ]
	%120 = icmp slt i64 %119, %115
	%121 = select i1 %120, i64 %119, i64 0
	%122 = getelementptr inbounds i32, i32* %6, i64 %121
	%123 = load i32, i32* %122
	%124 = sext i32 %123 to i64
	%125 = icmp slt i64 %124, %107
	%126 = and i1 %120, %125
	br i1 %126, label %bcell15.body, label %bcell15.exit

bcell15.body:
	%127 = icmp slt i64 %119, %97
	%128 = and i1 %96, %127
	br i1 %128, label %prefetch18.body, label %prefetch18.done

bcell15.exit:
	%129 = getelementptr inbounds i64, i64* %40, i64 %112
	store i64 %119, i64* %129
	%130 = add i64 %110, 1
	br label %brow12.head

prefetch18.body:
	%131 = add i64 %119, 4
	%132 = getelementptr inbounds i32, i32* %6, i64 %131
	%133 = load i32, i32* %132
	%134 = sext i32 %133 to i64
	%135 = mul i64 %134, %14
	%136 = getelementptr double, double* %10, i64 %135
	%137 = add i64 %14, 7
	%138 = sdiv i64 %137, 8
	br label %pfline20.head

prefetch18.done:
	%139 = add i64 %119, 3
	%140 = icmp slt i64 %139, %115
	%141 = select i1 %140, i64 %139, i64 0
	%142 = getelementptr inbounds i32, i32* %6, i64 %141
	%143 = load i32, i32* %142
	%144 = sext i32 %143 to i64
	%145 = icmp slt i64 %144, %107
	%146 = and i1 %140, %145
	br i1 %146, label %group23.body, label %group23.fewer

pfline20.head:
	%147 = phi i64 [ 0, %prefetch18.body ], [ %152, %pfline20.body ]
	%148 = icmp slt i64 %147, %138
	br i1 %148, label %pfline20.body, label %pfline20.exit

pfline20.body:
	%149 = mul i64 %147, 8
	%150 = getelementptr double, double* %136, i64 %149
	%151 = bitcast double* %150 to i8*
	call void @llvm.prefetch.p0i8(i8* %151, i32 0, i32 3, i32 1)
	%152 = add i64 %147, 1
	br label %pfline20.head

pfline20.exit:
	br label %prefetch18.done

group23.body:
	%153 = mul i64 %110, %14
	%154 = getelementptr double, double* %8, i64 %153
	%155 = mul i64 %124, %14
	%156 = getelementptr double, double* %10, i64 %155
	%157 = add i64 %119, 1
	%158 = getelementptr inbounds i32, i32* %6, i64 %157
	%159 = load i32, i32* %158
	%160 = sext i32 %159 to i64
	%161 = mul i64 %160, %14
	%162 = getelementptr double, double* %10, i64 %161
	%163 = add i64 %119, 2
	%164 = getelementptr inbounds i32, i32* %6, i64 %163
	%165 = load i32, i32* %164
	%166 = sext i32 %165 to i64
	%167 = mul i64 %166, %14
	%168 = getelementptr double, double* %10, i64 %167
	%169 = add i64 %119, 3
	%170 = getelementptr inbounds i32, i32* %6, i64 %169
	%171 = load i32, i32* %170
	%172 = sext i32 %171 to i64
	%173 = mul i64 %172, %14
	%174 = getelementptr double, double* %10, i64 %173
	br label %dotn25.head

group23.fewer:
	%175 = add i64 %119, 1
	%176 = icmp slt i64 %175, %115
	%177 = select i1 %176, i64 %175, i64 0
	%178 = getelementptr inbounds i32, i32* %6, i64 %177
	%179 = load i32, i32* %178
	%180 = sext i32 %179 to i64
	%181 = icmp slt i64 %180, %107
	%182 = and i1 %176, %181
	br i1 %182, label %group28.body, label %group28.fewer

dotn25.head:
	%183 = phi double [ 0.0, %group23.body ], [ %206, %dotn25.body ]
	%184 = phi double [ 0.0, %group23.body ], [ %202, %dotn25.body ]
	%185 = phi double [ 0.0, %group23.body ], [ %198, %dotn25.body ]
	%186 = phi double [ 0.0, %group23.body ], [ %194, %dotn25.body ]
	%187 = phi i64 [ 0, %group23.body ], [ %207, %dotn25.body ]
	%188 = icmp slt i64 %187, %14
	br i1 %188, label %dotn25.body, label %dotn25.exit

dotn25.body:
	%189 = getelementptr inbounds double, double* %154, i64 %187
	%190 = load double, double* %189
	%191 = getelementptr inbounds double, double* %156, i64 %187
	%192 = load double, double* %191
	%193 = fmul double %190, %192
	%194 = fadd reassoc double %186, %193
	%195 = getelementptr inbounds double, double* %162, i64 %187
	%196 = load double, double* %195
	%197 = fmul double %190, %196
	%198 = fadd reassoc double %185, %197
	%199 = getelementptr inbounds double, double* %168, i64 %187
	%200 = load double, double* %199
	%201 = fmul double %190, %200
	%202 = fadd reassoc double %184, %201
	%203 = getelementptr inbounds double, double* %174, i64 %187
	%204 = load double, double* %203
	%205 = fmul double %190, %204
	%206 = fadd reassoc double %183, %205
	%207 = add i64 %187, 1
	br label %dotn25.head

dotn25.exit:
	%208 = sub i64 %119, %72
	%209 = add i64 %208, 0
	%210 = getelementptr inbounds double, double* %37, i64 %209
	store double %186, double* %210
	%211 = add i64 %208, 1
	%212 = getelementptr inbounds double, double* %37, i64 %211
	store double %185, double* %212
	%213 = add i64 %208, 2
	%214 = getelementptr inbounds double, double* %37, i64 %213
	store double %184, double* %214
	%215 = add i64 %208, 3
	%216 = getelementptr inbounds double, double* %37, i64 %215
	store double %183, double* %216
	%217 = add i64 %119, 4
	br label %bcell15.head

group28.body:
	%218 = mul i64 %110, %14
	%219 = getelementptr double, double* %8, i64 %218
	%220 = mul i64 %124, %14
	%221 = getelementptr double, double* %10, i64 %220
	%222 = add i64 %119, 1
	%223 = getelementptr inbounds i32, i32* %6, i64 %222
	%224 = load i32, i32* %223
	%225 = sext i32 %224 to i64
	%226 = mul i64 %225, %14
	%227 = getelementptr double, double* %10, i64 %226
	br label %dotn30.head

group28.fewer:
	%228 = sub i64 %119, %72
	%229 = mul i64 %110, %14
	%230 = getelementptr double, double* %8, i64 %229
	%231 = mul i64 %124, %14
	%232 = getelementptr double, double* %10, i64 %231
	br label %dot33.head

dotn30.head:
	%233 = phi double [ 0.0, %group28.body ], [ %246, %dotn30.body ]
	%234 = phi double [ 0.0, %group28.body ], [ %242, %dotn30.body ]
	%235 = phi i64 [ 0, %group28.body ], [ %247, %dotn30.body ]
	%236 = icmp slt i64 %235, %14
	br i1 %236, label %dotn30.body, label %dotn30.exit

dotn30.body:
	%237 = getelementptr inbounds double, double* %219, i64 %235
	%238 = load double, double* %237
	%239 = getelementptr inbounds double, double* %221, i64 %235
	%240 = load double, double* %239
	%241 = fmul double %238, %240
	%242 = fadd reassoc double %234, %241
	%243 = getelementptr inbounds double, double* %227, i64 %235
	%244 = load double, double* %243
	%245 = fmul double %238, %244
	%246 = fadd reassoc double %233, %245
	%247 = add i64 %235, 1
	br label %dotn30.head

dotn30.exit:
	%248 = sub i64 %119, %72
	%249 = add i64 %248, 0
	%250 = getelementptr inbounds double, double* %37, i64 %249
	store double %234, double* %250
	%251 = add i64 %248, 1
	%252 = getelementptr inbounds double, double* %37, i64 %251
	store double %233, double* %252
	%253 = add i64 %119, 2
	br label %bcell15.head

dot33.head:
	%254 = phi double [ 0.0, %group28.fewer ], [ %262, %dot33.body ]
	%255 = phi i64 [ 0, %group28.fewer ], [ %263, %dot33.body ]
	%256 = icmp slt i64 %255, %14
	br i1 %256, label %dot33.body, label %dot33.exit

dot33.body:
	%257 = getelementptr inbounds double, double* %230, i64 %255
	%258 = load double, double* %257
	%259 = getelementptr inbounds double, double* %232, i64 %255
	%260 = load double, double* %259
	%261 = fmul double %258, %260
	%262 = fadd reassoc double %254, %261
	%263 = add i64 %255, 1
	br label %dot33.head

dot33.exit:
	%264 = mul i64 %28, 0
	%265 = add i64 %264, %228
	%266 = getelementptr inbounds double, double* %37, i64 %265
	store double %254, double* %266
	%267 = add i64 %119, 1
	br label %bcell15.head

preeval36.head:
	%268 = phi i64 [ %72, %block9.exit ], [ %325, %preeval36.body ]
	%269 = icmp slt i64 %268, %109
	br i1 %269, label %preeval36.body, label %preeval36.exit

preeval36.body:
	%270 = getelementptr inbounds double, double* %2, i64 %268
	%271 = load double, double* %270
	%272 = mul i64 %28, 0
	%273 = sub i64 %268, %72
	%274 = add i64 %272, %273
	%275 = getelementptr inbounds double, double* %37, i64 %274
	%276 = load double, double* %275
	%277 = fadd double %276, %12
	%278 = fcmp olt double %277, 0x10000000000000
	%279 = fmul double %277, 1.8014398509481984e+16
	%280 = select i1 %278, double %279, double %277
	%281 = bitcast double %280 to i64
	%282 = add i64 %281, 2638149301829632
	%283 = lshr i64 %282, 52
	%284 = sub i64 %283, 1023
	%285 = sub i64 %284, 54
	%286 = select i1 %278, i64 %285, i64 %284
	%287 = and i64 %282, u0xFFFFFFFFFFFFF
	%288 = add i64 %287, 4604544269498187776
	%289 = bitcast i64 %288 to double
	%290 = sitofp i64 %286 to double
	%291 = fsub double %289, 1.0
	%292 = fadd double 2.0, %291
	%293 = fdiv double %291, %292
	%294 = fmul double 0.5, %291
	%295 = fmul double %294, %291
	%296 = fmul double %293, %293
	%297 = fmul double %296, %296
	%298 = call double @llvm.fma.f64(double 0x3FC2F112DF3E5244, double %297, double 0x3FC7466496CB03DE)
	%299 = call double @llvm.fma.f64(double %298, double %297, double 0x3FD2492494229359)
	%300 = call double @llvm.fma.f64(double %299, double %297, double 0x3FE5555555555593)
	%301 = fmul double %296, %300
	%302 = call double @llvm.fma.f64(double 0x3FC39A09D078C69F, double %297, double 0x3FCC71C51D8E78AF)
	%303 = call double @llvm.fma.f64(double %302, double %297, double 0x3FD999999997FA04)
	%304 = fmul double %297, %303
	%305 = fadd double %301, %304
	%306 = fadd double %295, %305
	%307 = fmul double %293, %306
	%308 = fmul double %290, 0x3DEA39EF35793C76
	%309 = fadd double %307, %308
	%310 = fmul double %290, 0x3FE62E42FEE00000
	%311 = fsub double %295, %309
	%312 = fsub double %311, %291
	%313 = fsub double %310, %312
	%314 = fcmp ogt double %277, 0x7FEFFFFFFFFFFFFF
	%315 = select i1 %314, double %277, double %313
	%316 = fcmp oeq double %277, 0.0
	%317 = select i1 %316, double 0xFFF0000000000000, double %315
	%318 = fcmp olt double %277, 0.0
	%319 = select i1 %318, double 0x7FF8000000000000, double %317
	%320 = fcmp uno double %277, %277
	%321 = select i1 %320, double %277, double %319
	%322 = fmul double %271, %321
	%323 = sub i64 %268, %72
	%324 = getelementptr inbounds double, double* %37, i64 %323
	store double %322, double* %324
	%325 = add i64 %268, 1
	br label %preeval36.head

preeval36.exit:
	br label %row39.head

row39.head:
	%326 = phi double [ %45, %preeval36.exit ], [ %337, %nz42.exit ]
	%327 = phi i64 [ %44, %preeval36.exit ], [ %357, %nz42.exit ]
	%328 = icmp slt i64 %327, %78
	br i1 %328, label %row39.body, label %row39.exit

row39.body:
	%329 = mul i64 %327, %m
	%330 = getelementptr inbounds i64, i64* %4, i64 %327
	%331 = load i64, i64* %330
	%332 = add i64 %327, 1
	%333 = getelementptr inbounds i64, i64* %4, i64 %332
	%334 = load i64, i64* %333
	%335 = sub i64 %327, %rl
	%336 = mul i64 %335, %m
	br label %nz42.head

row39.exit:
	br label %chunk1.head

nz42.head:
	%337 = phi double [ %326, %row39.body ], [ %337, %nz42.body ]
	%338 = phi i64 [ %331, %row39.body ], [ %354, %nz42.body ]
	%339 = icmp slt i64 %338, %334
	br i1 %339, label %nz42.body, label %nz42.exit

nz42.body:
	%340 = getelementptr inbounds i32, i32* %6, i64 %338
	%341 = load i32, i32* %340
	%342 = sext i32 %341 to i64
	%343 = getelementptr inbounds double, double* %2, i64 %338
	%344 = load double, double* %343
	%345 = sub i64 %338, %72
	%346 = getelementptr inbounds double, double* %37, i64 %345
	%347 = load double, double* %346
	%348 = add i64 %336, %342
	%349 = and i64 %348, 7
	%350 = getelementptr inbounds double, double* %0, i64 %349
	%351 = load double, double* %350
	%352 = fadd double %351, %347
	%353 = getelementptr inbounds double, double* %0, i64 %349
	store double %352, double* %353
	%354 = add i64 %338, 1
	br label %nz42.head

nz42.exit:
	%355 = sub i64 %334, %331
	%356 = icmp slt i64 %355, %m
	%357 = add i64 %327, 1
	br label %row39.head
}

declare void @llvm.prefetch.p0i8(i8* %0, i32 %1, i32 %2, i32 %3) nounwind

declare double @llvm.fma.f64(double %0, double %1, double %2) nounwind
