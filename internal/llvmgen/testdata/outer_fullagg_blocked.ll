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
	%41 = mul i64 %30, 8
	%42 = add i64 %39, %41
	%43 = add i64 %m, 1
	%44 = mul i64 %43, 8
	%45 = add i64 %42, %44
	%46 = mul i64 %28, 4
	%47 = add i64 %45, %46
	%48 = inttoptr i64 %42 to i64*
	%49 = inttoptr i64 %45 to i32*
	%50 = inttoptr i64 %47 to i32*
	%51 = sub i64 %26, 1
	%52 = add i64 %m, %51
	%53 = sdiv i64 %52, %26
	br label %chunk1.head

chunk1.head:
	%54 = phi i64 [ %rl, %entry ], [ %92, %row80.exit ]
	%55 = phi double [ 0.0, %entry ], [ %612, %row80.exit ]
	%56 = icmp slt i64 %54, %ru
	br i1 %56, label %chunk1.body, label %chunk1.exit

chunk1.exit:
	%57 = getelementptr inbounds double, double* %0, i64 0
	%58 = load double, double* %57
	%59 = getelementptr inbounds double, double* %0, i64 1
	%60 = load double, double* %59
	%61 = getelementptr inbounds double, double* %0, i64 2
	%62 = load double, double* %61
	%63 = getelementptr inbounds double, double* %0, i64 3
	%64 = load double, double* %63
	%65 = getelementptr inbounds double, double* %0, i64 4
	%66 = load double, double* %65
	%67 = getelementptr inbounds double, double* %0, i64 5
	%68 = load double, double* %67
	%69 = getelementptr inbounds double, double* %0, i64 6
	%70 = load double, double* %69
	%71 = getelementptr inbounds double, double* %0, i64 7
	%72 = load double, double* %71
	%73 = fadd double %58, %66
	%74 = fadd double %60, %68
	%75 = fadd double %62, %70
	%76 = fadd double %64, %72
	%77 = fadd double %73, %75
	%78 = fadd double %74, %76
	%79 = fadd double %77, %78
	%80 = getelementptr inbounds double, double* %out, i64 0
	%81 = fcmp uno double %79, %79
	%82 = bitcast double %79 to i64
	%83 = select i1 %81, i64 u0x7FF8000000000000, i64 %82
	%84 = bitcast double* %80 to i64*
	store i64 %83, i64* %84
	ret void

chunk1.body:
	%85 = getelementptr inbounds i64, i64* %4, i64 %54
	%86 = load i64, i64* %85
	%87 = add i64 %86, %28
	%88 = add i64 %54, %30
	%89 = icmp slt i64 %88, %ru
	%90 = select i1 %89, i64 %88, i64 %ru
	%91 = add i64 %54, 1
	br label %chunkend4.head

chunkend4.head:
	%92 = phi i64 [ %91, %chunk1.body ], [ %94, %chunkend4.head ]
	%93 = icmp slt i64 %92, %90
	%94 = add i64 %92, 1
	%95 = select i1 %93, i64 %94, i64 %54
	%96 = getelementptr inbounds i64, i64* %4, i64 %95
	%97 = load i64, i64* %96
	%98 = icmp sle i64 %97, %87
	%99 = and i1 %93, %98
	br i1 %99, label %chunkend4.head, label %chunkend4.exit

chunkend4.exit:
	%100 = getelementptr inbounds i64, i64* %4, i64 %92
	%101 = load i64, i64* %100
	%102 = sub i64 %101, %86
	%103 = sub i64 %92, %54
	%104 = mul i64 %103, %53
	%105 = mul i64 %102, %32
	%106 = icmp sge i64 %105, %104
	%107 = icmp sle i64 %102, u0x20000
	%108 = and i1 %106, %107
	br i1 %108, label %walk6.sorted, label %walk6.rows

walk6.sorted:
	%109 = add i64 %m, 1
	br label %cntzero38.head

walk6.rows:
	%110 = select i1 %106, i64 %26, i64 %m
	%111 = xor i1 %106, true
	%112 = icmp sgt i64 %102, 4
	%113 = and i1 %111, %112
	%114 = sub i64 %101, 4
	br label %cursors8.head

cursors8.head:
	%115 = phi i64 [ %54, %walk6.rows ], [ %121, %cursors8.body ]
	%116 = icmp slt i64 %115, %92
	br i1 %116, label %cursors8.body, label %cursors8.exit

cursors8.body:
	%117 = getelementptr inbounds i64, i64* %4, i64 %115
	%118 = load i64, i64* %117
	%119 = sub i64 %115, %54
	%120 = getelementptr inbounds i64, i64* %40, i64 %119
	store i64 %118, i64* %120
	%121 = add i64 %115, 1
	br label %cursors8.head

cursors8.exit:
	br label %block11.head

block11.head:
	%122 = phi i64 [ 0, %cursors8.exit ], [ %135, %brow14.exit ]
	%123 = icmp slt i64 %122, %m
	br i1 %123, label %block11.body, label %block11.exit

block11.body:
	%124 = add i64 %122, %110
	br label %brow14.head

block11.exit:
	%125 = getelementptr inbounds i64, i64* %4, i64 %92
	%126 = load i64, i64* %125
	br label %preeval77.head

brow14.head:
	%127 = phi i64 [ %54, %block11.body ], [ %147, %bcell17.exit ]
	%128 = icmp slt i64 %127, %92
	br i1 %128, label %brow14.body, label %brow14.exit

brow14.body:
	%129 = sub i64 %127, %54
	%130 = add i64 %127, 1
	%131 = getelementptr inbounds i64, i64* %4, i64 %130
	%132 = load i64, i64* %131
	%133 = getelementptr inbounds i64, i64* %40, i64 %129
	%134 = load i64, i64* %133
	br label %bcell17.head

brow14.exit:
	%135 = add i64 %122, %110
	br label %block11.head

bcell17.head:
	%136 = phi i64 [ %134, %brow14.body ], [ %250, %dotn27.exit ], [ %294, %dotn32.exit ], [ %312, %dot35.exit ]
	%137 = icmp slt i64 %136, %132
	%138 = select i1 %137, i64 %136, i64 0
	%139 = getelementptr inbounds i32, i32* %6, i64 %138
	%140 = load i32, i32* %139
	%141 = sext i32 %140 to i64
	%142 = icmp slt i64 %141, %124
	%143 = and i1 %137, %142
	br i1 %143, label %bcell17.body, label %bcell17.exit

bcell17.body:
	%144 = icmp slt i64 %136, %114
	%145 = and i1 %113, %144
	br i1 %145, label %prefetch20.body, label %prefetch20.done

bcell17.exit:
	%146 = getelementptr inbounds i64, i64* %40, i64 %129
	store i64 %136, i64* %146
	%147 = add i64 %127, 1
	br label %brow14.head

prefetch20.body:
	%148 = add i64 %136, 4
	%149 = getelementptr inbounds i32, i32* %6, i64 %148
	%150 = load i32, i32* %149
	%151 = sext i32 %150 to i64
	%152 = mul i64 %151, %14
	%153 = getelementptr double, double* %10, i64 %152
	%154 = add i64 %14, 7
	%155 = sdiv i64 %154, 8
	br label %pfline22.head

prefetch20.done:
	%156 = add i64 %136, 3
	%157 = icmp slt i64 %156, %132
	%158 = select i1 %157, i64 %156, i64 0
	%159 = getelementptr inbounds i32, i32* %6, i64 %158
	%160 = load i32, i32* %159
	%161 = sext i32 %160 to i64
	%162 = icmp slt i64 %161, %124
	%163 = and i1 %157, %162
	br i1 %163, label %group25.body, label %group25.fewer

pfline22.head:
	%164 = phi i64 [ 0, %prefetch20.body ], [ %169, %pfline22.body ]
	%165 = icmp slt i64 %164, %155
	br i1 %165, label %pfline22.body, label %pfline22.exit

pfline22.body:
	%166 = mul i64 %164, 8
	%167 = getelementptr double, double* %153, i64 %166
	%168 = bitcast double* %167 to i8*
	call void @llvm.prefetch.p0i8(i8* %168, i32 0, i32 3, i32 1)
	%169 = add i64 %164, 1
	br label %pfline22.head

pfline22.exit:
	br label %prefetch20.done

group25.body:
	%170 = mul i64 %127, %14
	%171 = getelementptr double, double* %8, i64 %170
	%172 = mul i64 %141, %14
	%173 = getelementptr double, double* %10, i64 %172
	%174 = add i64 %136, 1
	%175 = getelementptr inbounds i32, i32* %6, i64 %174
	%176 = load i32, i32* %175
	%177 = sext i32 %176 to i64
	%178 = mul i64 %177, %14
	%179 = getelementptr double, double* %10, i64 %178
	%180 = add i64 %136, 2
	%181 = getelementptr inbounds i32, i32* %6, i64 %180
	%182 = load i32, i32* %181
	%183 = sext i32 %182 to i64
	%184 = mul i64 %183, %14
	%185 = getelementptr double, double* %10, i64 %184
	%186 = add i64 %136, 3
	%187 = getelementptr inbounds i32, i32* %6, i64 %186
	%188 = load i32, i32* %187
	%189 = sext i32 %188 to i64
	%190 = mul i64 %189, %14
	%191 = getelementptr double, double* %10, i64 %190
	br label %dotn27.head

group25.fewer:
	%192 = add i64 %136, 1
	%193 = icmp slt i64 %192, %132
	%194 = select i1 %193, i64 %192, i64 0
	%195 = getelementptr inbounds i32, i32* %6, i64 %194
	%196 = load i32, i32* %195
	%197 = sext i32 %196 to i64
	%198 = icmp slt i64 %197, %124
	%199 = and i1 %193, %198
	br i1 %199, label %group30.body, label %group30.fewer

dotn27.head:
	%200 = phi double [ 0.0, %group25.body ], [ %223, %dotn27.body ]
	%201 = phi double [ 0.0, %group25.body ], [ %219, %dotn27.body ]
	%202 = phi double [ 0.0, %group25.body ], [ %215, %dotn27.body ]
	%203 = phi double [ 0.0, %group25.body ], [ %211, %dotn27.body ]
	%204 = phi i64 [ 0, %group25.body ], [ %224, %dotn27.body ]
	%205 = icmp slt i64 %204, %14
	br i1 %205, label %dotn27.body, label %dotn27.exit

dotn27.body:
	%206 = getelementptr inbounds double, double* %171, i64 %204
	%207 = load double, double* %206
	%208 = getelementptr inbounds double, double* %173, i64 %204
	%209 = load double, double* %208
	%210 = fmul double %207, %209
	%211 = fadd reassoc double %203, %210
	%212 = getelementptr inbounds double, double* %179, i64 %204
	%213 = load double, double* %212
	%214 = fmul double %207, %213
	%215 = fadd reassoc double %202, %214
	%216 = getelementptr inbounds double, double* %185, i64 %204
	%217 = load double, double* %216
	%218 = fmul double %207, %217
	%219 = fadd reassoc double %201, %218
	%220 = getelementptr inbounds double, double* %191, i64 %204
	%221 = load double, double* %220
	%222 = fmul double %207, %221
	%223 = fadd reassoc double %200, %222
	%224 = add i64 %204, 1
	br label %dotn27.head

dotn27.exit:
	%225 = sub i64 %136, %86
	%226 = add i64 %225, 0
	%227 = getelementptr inbounds double, double* %37, i64 %226
	%228 = fcmp uno double %203, %203
	%229 = bitcast double %203 to i64
	%230 = select i1 %228, i64 u0x7FF8000000000000, i64 %229
	%231 = bitcast double* %227 to i64*
	store i64 %230, i64* %231
	%232 = add i64 %225, 1
	%233 = getelementptr inbounds double, double* %37, i64 %232
	%234 = fcmp uno double %202, %202
	%235 = bitcast double %202 to i64
	%236 = select i1 %234, i64 u0x7FF8000000000000, i64 %235
	%237 = bitcast double* %233 to i64*
	store i64 %236, i64* %237
	%238 = add i64 %225, 2
	%239 = getelementptr inbounds double, double* %37, i64 %238
	%240 = fcmp uno double %201, %201
	%241 = bitcast double %201 to i64
	%242 = select i1 %240, i64 u0x7FF8000000000000, i64 %241
	%243 = bitcast double* %239 to i64*
	store i64 %242, i64* %243
	%244 = add i64 %225, 3
	%245 = getelementptr inbounds double, double* %37, i64 %244
	%246 = fcmp uno double %200, %200
	%247 = bitcast double %200 to i64
	%248 = select i1 %246, i64 u0x7FF8000000000000, i64 %247
	%249 = bitcast double* %245 to i64*
	store i64 %248, i64* %249
	%250 = add i64 %136, 4
	br label %bcell17.head

group30.body:
	%251 = mul i64 %127, %14
	%252 = getelementptr double, double* %8, i64 %251
	%253 = mul i64 %141, %14
	%254 = getelementptr double, double* %10, i64 %253
	%255 = add i64 %136, 1
	%256 = getelementptr inbounds i32, i32* %6, i64 %255
	%257 = load i32, i32* %256
	%258 = sext i32 %257 to i64
	%259 = mul i64 %258, %14
	%260 = getelementptr double, double* %10, i64 %259
	br label %dotn32.head

group30.fewer:
	%261 = sub i64 %136, %86
	%262 = mul i64 %127, %14
	%263 = getelementptr double, double* %8, i64 %262
	%264 = mul i64 %141, %14
	%265 = getelementptr double, double* %10, i64 %264
	br label %dot35.head

dotn32.head:
	%266 = phi double [ 0.0, %group30.body ], [ %279, %dotn32.body ]
	%267 = phi double [ 0.0, %group30.body ], [ %275, %dotn32.body ]
	%268 = phi i64 [ 0, %group30.body ], [ %280, %dotn32.body ]
	%269 = icmp slt i64 %268, %14
	br i1 %269, label %dotn32.body, label %dotn32.exit

dotn32.body:
	%270 = getelementptr inbounds double, double* %252, i64 %268
	%271 = load double, double* %270
	%272 = getelementptr inbounds double, double* %254, i64 %268
	%273 = load double, double* %272
	%274 = fmul double %271, %273
	%275 = fadd reassoc double %267, %274
	%276 = getelementptr inbounds double, double* %260, i64 %268
	%277 = load double, double* %276
	%278 = fmul double %271, %277
	%279 = fadd reassoc double %266, %278
	%280 = add i64 %268, 1
	br label %dotn32.head

dotn32.exit:
	%281 = sub i64 %136, %86
	%282 = add i64 %281, 0
	%283 = getelementptr inbounds double, double* %37, i64 %282
	%284 = fcmp uno double %267, %267
	%285 = bitcast double %267 to i64
	%286 = select i1 %284, i64 u0x7FF8000000000000, i64 %285
	%287 = bitcast double* %283 to i64*
	store i64 %286, i64* %287
	%288 = add i64 %281, 1
	%289 = getelementptr inbounds double, double* %37, i64 %288
	%290 = fcmp uno double %266, %266
	%291 = bitcast double %266 to i64
	%292 = select i1 %290, i64 u0x7FF8000000000000, i64 %291
	%293 = bitcast double* %289 to i64*
	store i64 %292, i64* %293
	%294 = add i64 %136, 2
	br label %bcell17.head

dot35.head:
	%295 = phi double [ 0.0, %group30.fewer ], [ %303, %dot35.body ]
	%296 = phi i64 [ 0, %group30.fewer ], [ %304, %dot35.body ]
	%297 = icmp slt i64 %296, %14
	br i1 %297, label %dot35.body, label %dot35.exit

dot35.body:
	%298 = getelementptr inbounds double, double* %263, i64 %296
	%299 = load double, double* %298
	%300 = getelementptr inbounds double, double* %265, i64 %296
	%301 = load double, double* %300
	%302 = fmul double %299, %301
	%303 = fadd reassoc double %295, %302
	%304 = add i64 %296, 1
	br label %dot35.head

dot35.exit:
	%305 = mul i64 %28, 0
	%306 = add i64 %305, %261
	%307 = getelementptr inbounds double, double* %37, i64 %306
	%308 = fcmp uno double %295, %295
	%309 = bitcast double %295 to i64
	%310 = select i1 %308, i64 u0x7FF8000000000000, i64 %309
	%311 = bitcast double* %307 to i64*
	store i64 %310, i64* %311
	%312 = add i64 %136, 1
	br label %bcell17.head

cntzero38.head:
	%313 = phi i64 [ 0, %walk6.sorted ], [ %316, %cntzero38.body ]
	%314 = icmp slt i64 %313, %109
	br i1 %314, label %cntzero38.body, label %cntzero38.exit

cntzero38.body:
	%315 = getelementptr inbounds i64, i64* %48, i64 %313
	store i64 0, i64* %315
	%316 = add i64 %313, 1
	br label %cntzero38.head

cntzero38.exit:
	br label %cntcount41.head

cntcount41.head:
	%317 = phi i64 [ %86, %cntzero38.exit ], [ %327, %cntcount41.body ]
	%318 = icmp slt i64 %317, %101
	br i1 %318, label %cntcount41.body, label %cntcount41.exit

cntcount41.body:
	%319 = getelementptr inbounds i32, i32* %6, i64 %317
	%320 = load i32, i32* %319
	%321 = sext i32 %320 to i64
	%322 = add i64 %321, 1
	%323 = getelementptr inbounds i64, i64* %48, i64 %322
	%324 = load i64, i64* %323
	%325 = add i64 %324, 1
	%326 = getelementptr inbounds i64, i64* %48, i64 %322
	store i64 %325, i64* %326
	%327 = add i64 %317, 1
	br label %cntcount41.head

cntcount41.exit:
	%328 = add i64 %m, 1
	br label %cntprefix44.head

cntprefix44.head:
	%329 = phi i64 [ 0, %cntcount41.exit ], [ %334, %cntprefix44.body ]
	%330 = phi i64 [ 0, %cntcount41.exit ], [ %336, %cntprefix44.body ]
	%331 = icmp slt i64 %330, %328
	br i1 %331, label %cntprefix44.body, label %cntprefix44.exit

cntprefix44.body:
	%332 = getelementptr inbounds i64, i64* %48, i64 %330
	%333 = load i64, i64* %332
	%334 = add i64 %329, %333
	%335 = getelementptr inbounds i64, i64* %48, i64 %330
	store i64 %334, i64* %335
	%336 = add i64 %330, 1
	br label %cntprefix44.head

cntprefix44.exit:
	br label %sortrow47.head

sortrow47.head:
	%337 = phi i64 [ %54, %cntprefix44.exit ], [ %360, %sortcell50.exit ]
	%338 = icmp slt i64 %337, %92
	br i1 %338, label %sortrow47.body, label %sortrow47.exit

sortrow47.body:
	%339 = getelementptr inbounds i64, i64* %4, i64 %337
	%340 = load i64, i64* %339
	%341 = add i64 %337, 1
	%342 = getelementptr inbounds i64, i64* %4, i64 %341
	%343 = load i64, i64* %342
	br label %sortcell50.head

sortrow47.exit:
	br label %sortcol53.head

sortcell50.head:
	%344 = phi i64 [ %340, %sortrow47.body ], [ %359, %sortcell50.body ]
	%345 = icmp slt i64 %344, %343
	br i1 %345, label %sortcell50.body, label %sortcell50.exit

sortcell50.body:
	%346 = getelementptr inbounds i32, i32* %6, i64 %344
	%347 = load i32, i32* %346
	%348 = sext i32 %347 to i64
	%349 = getelementptr inbounds i64, i64* %48, i64 %348
	%350 = load i64, i64* %349
	%351 = add i64 %350, 1
	%352 = getelementptr inbounds i64, i64* %48, i64 %348
	store i64 %351, i64* %352
	%353 = sub i64 %344, %86
	%354 = trunc i64 %353 to i32
	%355 = getelementptr inbounds i32, i32* %49, i64 %350
	store i32 %354, i32* %355
	%356 = sub i64 %337, %54
	%357 = trunc i64 %356 to i32
	%358 = getelementptr inbounds i32, i32* %50, i64 %350
	store i32 %357, i32* %358
	%359 = add i64 %344, 1
	br label %sortcell50.head

sortcell50.exit:
	%360 = add i64 %337, 1
	br label %sortrow47.head

sortcol53.head:
	%361 = phi i64 [ 0, %sortrow47.exit ], [ %378, %colcell61.exit ]
	%362 = phi i64 [ 0, %sortrow47.exit ], [ %382, %colcell61.exit ]
	%363 = icmp slt i64 %362, %m
	br i1 %363, label %sortcol53.body, label %sortcol53.exit

sortcol53.body:
	%364 = getelementptr inbounds i64, i64* %48, i64 %362
	%365 = load i64, i64* %364
	%366 = add i64 %362, 8
	%367 = icmp slt i64 %366, %m
	br i1 %367, label %prefetchrow56.body, label %prefetchrow56.done

sortcol53.exit:
	br label %block11.exit

prefetchrow56.body:
	%368 = mul i64 %366, %14
	%369 = getelementptr double, double* %10, i64 %368
	%370 = add i64 %14, 7
	%371 = sdiv i64 %370, 8
	br label %pfrow58.head

prefetchrow56.done:
	br label %colcell61.head

pfrow58.head:
	%372 = phi i64 [ 0, %prefetchrow56.body ], [ %377, %pfrow58.body ]
	%373 = icmp slt i64 %372, %371
	br i1 %373, label %pfrow58.body, label %pfrow58.exit

pfrow58.body:
	%374 = mul i64 %372, 8
	%375 = getelementptr double, double* %369, i64 %374
	%376 = bitcast double* %375 to i8*
	call void @llvm.prefetch.p0i8(i8* %376, i32 0, i32 3, i32 1)
	%377 = add i64 %372, 1
	br label %pfrow58.head

pfrow58.exit:
	br label %prefetchrow56.done

colcell61.head:
	%378 = phi i64 [ %361, %prefetchrow56.done ], [ %472, %cdotn66.exit ], [ %531, %cdotn71.exit ], [ %549, %dot74.exit ]
	%379 = icmp slt i64 %378, %365
	br i1 %379, label %colcell61.body, label %colcell61.exit

colcell61.body:
	%380 = add i64 %378, 3
	%381 = icmp slt i64 %380, %365
	br i1 %381, label %cgroup64.body, label %cgroup64.fewer

colcell61.exit:
	%382 = add i64 %362, 1
	br label %sortcol53.head

cgroup64.body:
	%383 = mul i64 %362, %14
	%384 = getelementptr double, double* %10, i64 %383
	%385 = add i64 %378, 0
	%386 = getelementptr inbounds i32, i32* %50, i64 %385
	%387 = load i32, i32* %386
	%388 = sext i32 %387 to i64
	%389 = add i64 %54, %388
	%390 = mul i64 %389, %14
	%391 = getelementptr double, double* %8, i64 %390
	%392 = getelementptr inbounds i32, i32* %49, i64 %385
	%393 = load i32, i32* %392
	%394 = sext i32 %393 to i64
	%395 = add i64 %378, 1
	%396 = getelementptr inbounds i32, i32* %50, i64 %395
	%397 = load i32, i32* %396
	%398 = sext i32 %397 to i64
	%399 = add i64 %54, %398
	%400 = mul i64 %399, %14
	%401 = getelementptr double, double* %8, i64 %400
	%402 = getelementptr inbounds i32, i32* %49, i64 %395
	%403 = load i32, i32* %402
	%404 = sext i32 %403 to i64
	%405 = add i64 %378, 2
	%406 = getelementptr inbounds i32, i32* %50, i64 %405
	%407 = load i32, i32* %406
	%408 = sext i32 %407 to i64
	%409 = add i64 %54, %408
	%410 = mul i64 %409, %14
	%411 = getelementptr double, double* %8, i64 %410
	%412 = getelementptr inbounds i32, i32* %49, i64 %405
	%413 = load i32, i32* %412
	%414 = sext i32 %413 to i64
	%415 = add i64 %378, 3
	%416 = getelementptr inbounds i32, i32* %50, i64 %415
	%417 = load i32, i32* %416
	%418 = sext i32 %417 to i64
	%419 = add i64 %54, %418
	%420 = mul i64 %419, %14
	%421 = getelementptr double, double* %8, i64 %420
	%422 = getelementptr inbounds i32, i32* %49, i64 %415
	%423 = load i32, i32* %422
	%424 = sext i32 %423 to i64
	br label %cdotn66.head

cgroup64.fewer:
	%425 = add i64 %378, 1
	%426 = icmp slt i64 %425, %365
	br i1 %426, label %cgroup69.body, label %cgroup69.fewer

cdotn66.head:
	%427 = phi double [ 0.0, %cgroup64.body ], [ %450, %cdotn66.body ]
	%428 = phi double [ 0.0, %cgroup64.body ], [ %446, %cdotn66.body ]
	%429 = phi double [ 0.0, %cgroup64.body ], [ %442, %cdotn66.body ]
	%430 = phi double [ 0.0, %cgroup64.body ], [ %438, %cdotn66.body ]
	%431 = phi i64 [ 0, %cgroup64.body ], [ %451, %cdotn66.body ]
	%432 = icmp slt i64 %431, %14
	br i1 %432, label %cdotn66.body, label %cdotn66.exit

cdotn66.body:
	%433 = getelementptr inbounds double, double* %384, i64 %431
	%434 = load double, double* %433
	%435 = getelementptr inbounds double, double* %391, i64 %431
	%436 = load double, double* %435
	%437 = fmul double %436, %434
	%438 = fadd reassoc double %430, %437
	%439 = getelementptr inbounds double, double* %401, i64 %431
	%440 = load double, double* %439
	%441 = fmul double %440, %434
	%442 = fadd reassoc double %429, %441
	%443 = getelementptr inbounds double, double* %411, i64 %431
	%444 = load double, double* %443
	%445 = fmul double %444, %434
	%446 = fadd reassoc double %428, %445
	%447 = getelementptr inbounds double, double* %421, i64 %431
	%448 = load double, double* %447
	%449 = fmul double %448, %434
	%450 = fadd reassoc double %427, %449
	%451 = add i64 %431, 1
	br label %cdotn66.head

cdotn66.exit:
	%452 = getelementptr inbounds double, double* %37, i64 %394
	%453 = fcmp uno double %430, %430
	%454 = bitcast double %430 to i64
	%455 = select i1 %453, i64 u0x7FF8000000000000, i64 %454
	%456 = bitcast double* %452 to i64*
	store i64 %455, i64* %456
	%457 = getelementptr inbounds double, double* %37, i64 %404
	%458 = fcmp uno double %429, %429
	%459 = bitcast double %429 to i64
	%460 = select i1 %458, i64 u0x7FF8000000000000, i64 %459
	%461 = bitcast double* %457 to i64*
	store i64 %460, i64* %461
	%462 = getelementptr inbounds double, double* %37, i64 %414
	%463 = fcmp uno double %428, %428
	%464 = bitcast double %428 to i64
	%465 = select i1 %463, i64 u0x7FF8000000000000, i64 %464
	%466 = bitcast double* %462 to i64*
	store i64 %465, i64* %466
	%467 = getelementptr inbounds double, double* %37, i64 %424
	%468 = fcmp uno double %427, %427
	%469 = bitcast double %427 to i64
	%470 = select i1 %468, i64 u0x7FF8000000000000, i64 %469
	%471 = bitcast double* %467 to i64*
	store i64 %470, i64* %471
	%472 = add i64 %378, 4
	br label %colcell61.head

cgroup69.body:
	%473 = mul i64 %362, %14
	%474 = getelementptr double, double* %10, i64 %473
	%475 = add i64 %378, 0
	%476 = getelementptr inbounds i32, i32* %50, i64 %475
	%477 = load i32, i32* %476
	%478 = sext i32 %477 to i64
	%479 = add i64 %54, %478
	%480 = mul i64 %479, %14
	%481 = getelementptr double, double* %8, i64 %480
	%482 = getelementptr inbounds i32, i32* %49, i64 %475
	%483 = load i32, i32* %482
	%484 = sext i32 %483 to i64
	%485 = add i64 %378, 1
	%486 = getelementptr inbounds i32, i32* %50, i64 %485
	%487 = load i32, i32* %486
	%488 = sext i32 %487 to i64
	%489 = add i64 %54, %488
	%490 = mul i64 %489, %14
	%491 = getelementptr double, double* %8, i64 %490
	%492 = getelementptr inbounds i32, i32* %49, i64 %485
	%493 = load i32, i32* %492
	%494 = sext i32 %493 to i64
	br label %cdotn71.head

cgroup69.fewer:
	%495 = getelementptr inbounds i32, i32* %50, i64 %378
	%496 = load i32, i32* %495
	%497 = sext i32 %496 to i64
	%498 = add i64 %54, %497
	%499 = getelementptr inbounds i32, i32* %49, i64 %378
	%500 = load i32, i32* %499
	%501 = sext i32 %500 to i64
	%502 = mul i64 %498, %14
	%503 = getelementptr double, double* %8, i64 %502
	%504 = mul i64 %362, %14
	%505 = getelementptr double, double* %10, i64 %504
	br label %dot74.head

cdotn71.head:
	%506 = phi double [ 0.0, %cgroup69.body ], [ %519, %cdotn71.body ]
	%507 = phi double [ 0.0, %cgroup69.body ], [ %515, %cdotn71.body ]
	%508 = phi i64 [ 0, %cgroup69.body ], [ %520, %cdotn71.body ]
	%509 = icmp slt i64 %508, %14
	br i1 %509, label %cdotn71.body, label %cdotn71.exit

cdotn71.body:
	%510 = getelementptr inbounds double, double* %474, i64 %508
	%511 = load double, double* %510
	%512 = getelementptr inbounds double, double* %481, i64 %508
	%513 = load double, double* %512
	%514 = fmul double %513, %511
	%515 = fadd reassoc double %507, %514
	%516 = getelementptr inbounds double, double* %491, i64 %508
	%517 = load double, double* %516
	%518 = fmul double %517, %511
	%519 = fadd reassoc double %506, %518
	%520 = add i64 %508, 1
	br label %cdotn71.head

cdotn71.exit:
	%521 = getelementptr inbounds double, double* %37, i64 %484
	%522 = fcmp uno double %507, %507
	%523 = bitcast double %507 to i64
	%524 = select i1 %522, i64 u0x7FF8000000000000, i64 %523
	%525 = bitcast double* %521 to i64*
	store i64 %524, i64* %525
	%526 = getelementptr inbounds double, double* %37, i64 %494
	%527 = fcmp uno double %506, %506
	%528 = bitcast double %506 to i64
	%529 = select i1 %527, i64 u0x7FF8000000000000, i64 %528
	%530 = bitcast double* %526 to i64*
	store i64 %529, i64* %530
	%531 = add i64 %378, 2
	br label %colcell61.head

dot74.head:
	%532 = phi double [ 0.0, %cgroup69.fewer ], [ %540, %dot74.body ]
	%533 = phi i64 [ 0, %cgroup69.fewer ], [ %541, %dot74.body ]
	%534 = icmp slt i64 %533, %14
	br i1 %534, label %dot74.body, label %dot74.exit

dot74.body:
	%535 = getelementptr inbounds double, double* %503, i64 %533
	%536 = load double, double* %535
	%537 = getelementptr inbounds double, double* %505, i64 %533
	%538 = load double, double* %537
	%539 = fmul double %536, %538
	%540 = fadd reassoc double %532, %539
	%541 = add i64 %533, 1
	br label %dot74.head

dot74.exit:
	%542 = mul i64 %28, 0
	%543 = add i64 %542, %501
	%544 = getelementptr inbounds double, double* %37, i64 %543
	%545 = fcmp uno double %532, %532
	%546 = bitcast double %532 to i64
	%547 = select i1 %545, i64 u0x7FF8000000000000, i64 %546
	%548 = bitcast double* %544 to i64*
	store i64 %547, i64* %548
	%549 = add i64 %378, 1
	br label %colcell61.head

preeval77.head:
	%550 = phi i64 [ %86, %block11.exit ], [ %611, %preeval77.body ]
	%551 = icmp slt i64 %550, %126
	br i1 %551, label %preeval77.body, label %preeval77.exit

preeval77.body:
	%552 = getelementptr inbounds double, double* %2, i64 %550
	%553 = load double, double* %552
	%554 = mul i64 %28, 0
	%555 = sub i64 %550, %86
	%556 = add i64 %554, %555
	%557 = getelementptr inbounds double, double* %37, i64 %556
	%558 = load double, double* %557
	%559 = fadd double %558, %12
	%560 = fcmp olt double %559, 0x10000000000000
	%561 = fmul double %559, 1.8014398509481984e+16
	%562 = select i1 %560, double %561, double %559
	%563 = bitcast double %562 to i64
	%564 = add i64 %563, 2638149301829632
	%565 = lshr i64 %564, 52
	%566 = sub i64 %565, 1023
	%567 = sub i64 %566, 54
	%568 = select i1 %560, i64 %567, i64 %566
	%569 = and i64 %564, u0xFFFFFFFFFFFFF
	%570 = add i64 %569, 4604544269498187776
	%571 = bitcast i64 %570 to double
	%572 = sitofp i64 %568 to double
	%573 = fsub double %571, 1.0
	%574 = fadd double 2.0, %573
	%575 = fdiv double %573, %574
	%576 = fmul double 0.5, %573
	%577 = fmul double %576, %573
	%578 = fmul double %575, %575
	%579 = fmul double %578, %578
	%580 = call double @llvm.fma.f64(double 0x3FC2F112DF3E5244, double %579, double 0x3FC7466496CB03DE)
	%581 = call double @llvm.fma.f64(double %580, double %579, double 0x3FD2492494229359)
	%582 = call double @llvm.fma.f64(double %581, double %579, double 0x3FE5555555555593)
	%583 = fmul double %578, %582
	%584 = call double @llvm.fma.f64(double 0x3FC39A09D078C69F, double %579, double 0x3FCC71C51D8E78AF)
	%585 = call double @llvm.fma.f64(double %584, double %579, double 0x3FD999999997FA04)
	%586 = fmul double %579, %585
	%587 = fadd double %583, %586
	%588 = fadd double %577, %587
	%589 = fmul double %575, %588
	%590 = fmul double %572, 0x3DEA39EF35793C76
	%591 = fadd double %589, %590
	%592 = fmul double %572, 0x3FE62E42FEE00000
	%593 = fsub double %577, %591
	%594 = fsub double %593, %573
	%595 = fsub double %592, %594
	%596 = fcmp ogt double %559, 0x7FEFFFFFFFFFFFFF
	%597 = select i1 %596, double %559, double %595
	%598 = fcmp oeq double %559, 0.0
	%599 = select i1 %598, double 0xFFF0000000000000, double %597
	%600 = fcmp olt double %559, 0.0
	%601 = select i1 %600, double 0x7FF8000000000000, double %599
	%602 = fcmp uno double %559, %559
	%603 = select i1 %602, double %559, double %601
	%604 = fmul double %553, %603
	%605 = sub i64 %550, %86
	%606 = getelementptr inbounds double, double* %37, i64 %605
	%607 = fcmp uno double %604, %604
	%608 = bitcast double %604 to i64
	%609 = select i1 %607, i64 u0x7FF8000000000000, i64 %608
	%610 = bitcast double* %606 to i64*
	store i64 %609, i64* %610
	%611 = add i64 %550, 1
	br label %preeval77.head

preeval77.exit:
	br label %row80.head

row80.head:
	%612 = phi double [ %55, %preeval77.exit ], [ %623, %nz83.exit ]
	%613 = phi i64 [ %54, %preeval77.exit ], [ %643, %nz83.exit ]
	%614 = icmp slt i64 %613, %92
	br i1 %614, label %row80.body, label %row80.exit

row80.body:
	%615 = mul i64 %613, %m
	%616 = getelementptr inbounds i64, i64* %4, i64 %613
	%617 = load i64, i64* %616
	%618 = add i64 %613, 1
	%619 = getelementptr inbounds i64, i64* %4, i64 %618
	%620 = load i64, i64* %619
	%621 = sub i64 %613, %rl
	%622 = mul i64 %621, %m
	br label %nz83.head

row80.exit:
	br label %chunk1.head

nz83.head:
	%623 = phi double [ %612, %row80.body ], [ %623, %nz83.body ]
	%624 = phi i64 [ %617, %row80.body ], [ %640, %nz83.body ]
	%625 = icmp slt i64 %624, %620
	br i1 %625, label %nz83.body, label %nz83.exit

nz83.body:
	%626 = getelementptr inbounds i32, i32* %6, i64 %624
	%627 = load i32, i32* %626
	%628 = sext i32 %627 to i64
	%629 = getelementptr inbounds double, double* %2, i64 %624
	%630 = load double, double* %629
	%631 = sub i64 %624, %86
	%632 = getelementptr inbounds double, double* %37, i64 %631
	%633 = load double, double* %632
	%634 = add i64 %622, %628
	%635 = and i64 %634, 7
	%636 = getelementptr inbounds double, double* %0, i64 %635
	%637 = load double, double* %636
	%638 = fadd double %637, %633
	%639 = getelementptr inbounds double, double* %0, i64 %635
	store double %638, double* %639
	%640 = add i64 %624, 1
	br label %nz83.head

nz83.exit:
	%641 = sub i64 %620, %617
	%642 = icmp slt i64 %641, %m
	%643 = add i64 %613, 1
	br label %row80.head
}

declare void @llvm.prefetch.p0i8(i8* %0, i32 %1, i32 %2, i32 %3) nounwind

declare double @llvm.fma.f64(double %0, double %1, double %2) nounwind
