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
	%55 = phi double [ 0.0, %entry ], [ %607, %row80.exit ]
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
	br i1 %106, label %walk6.sorted, label %walk6.rows

walk6.sorted:
	%107 = add i64 %m, 1
	br label %cntzero38.head

walk6.rows:
	%108 = icmp sgt i64 %102, 4
	%109 = sub i64 %101, 4
	br label %cursors8.head

cursors8.head:
	%110 = phi i64 [ %54, %walk6.rows ], [ %116, %cursors8.body ]
	%111 = icmp slt i64 %110, %92
	br i1 %111, label %cursors8.body, label %cursors8.exit

cursors8.body:
	%112 = getelementptr inbounds i64, i64* %4, i64 %110
	%113 = load i64, i64* %112
	%114 = sub i64 %110, %54
	%115 = getelementptr inbounds i64, i64* %40, i64 %114
	store i64 %113, i64* %115
	%116 = add i64 %110, 1
	br label %cursors8.head

cursors8.exit:
	br label %block11.head

block11.head:
	%117 = phi i64 [ 0, %cursors8.exit ], [ %130, %brow14.exit ]
	%118 = icmp slt i64 %117, %m
	br i1 %118, label %block11.body, label %block11.exit

block11.body:
	%119 = add i64 %117, %m
	br label %brow14.head

block11.exit:
	%120 = getelementptr inbounds i64, i64* %4, i64 %92
	%121 = load i64, i64* %120
	br label %preeval77.head

brow14.head:
	%122 = phi i64 [ %54, %block11.body ], [ %142, %bcell17.exit ]
	%123 = icmp slt i64 %122, %92
	br i1 %123, label %brow14.body, label %brow14.exit

brow14.body:
	%124 = sub i64 %122, %54
	%125 = add i64 %122, 1
	%126 = getelementptr inbounds i64, i64* %4, i64 %125
	%127 = load i64, i64* %126
	%128 = getelementptr inbounds i64, i64* %40, i64 %124
	%129 = load i64, i64* %128
	br label %bcell17.head

brow14.exit:
	%130 = add i64 %117, %m
	br label %block11.head

bcell17.head:
	%131 = phi i64 [ %129, %brow14.body ], [ %245, %dotn27.exit ], [ %289, %dotn32.exit ], [ %307, %dot35.exit ]
	%132 = icmp slt i64 %131, %127
	%133 = select i1 %132, i64 %131, i64 0
	%134 = getelementptr inbounds i32, i32* %6, i64 %133
	%135 = load i32, i32* %134
	%136 = sext i32 %135 to i64
	%137 = icmp slt i64 %136, %119
	%138 = and i1 %132, %137
	br i1 %138, label %bcell17.body, label %bcell17.exit

bcell17.body:
	%139 = icmp slt i64 %131, %109
	%140 = and i1 %108, %139
	br i1 %140, label %prefetch20.body, label %prefetch20.done

bcell17.exit:
	%141 = getelementptr inbounds i64, i64* %40, i64 %124
	store i64 %131, i64* %141
	%142 = add i64 %122, 1
	br label %brow14.head

prefetch20.body:
	%143 = add i64 %131, 4
	%144 = getelementptr inbounds i32, i32* %6, i64 %143
	%145 = load i32, i32* %144
	%146 = sext i32 %145 to i64
	%147 = mul i64 %146, %14
	%148 = getelementptr double, double* %10, i64 %147
	%149 = add i64 %14, 7
	%150 = sdiv i64 %149, 8
	br label %pfline22.head

prefetch20.done:
	%151 = add i64 %131, 3
	%152 = icmp slt i64 %151, %127
	%153 = select i1 %152, i64 %151, i64 0
	%154 = getelementptr inbounds i32, i32* %6, i64 %153
	%155 = load i32, i32* %154
	%156 = sext i32 %155 to i64
	%157 = icmp slt i64 %156, %119
	%158 = and i1 %152, %157
	br i1 %158, label %group25.body, label %group25.fewer

pfline22.head:
	%159 = phi i64 [ 0, %prefetch20.body ], [ %164, %pfline22.body ]
	%160 = icmp slt i64 %159, %150
	br i1 %160, label %pfline22.body, label %pfline22.exit

pfline22.body:
	%161 = mul i64 %159, 8
	%162 = getelementptr double, double* %148, i64 %161
	%163 = bitcast double* %162 to i8*
	call void @llvm.prefetch.p0i8(i8* %163, i32 0, i32 3, i32 1)
	%164 = add i64 %159, 1
	br label %pfline22.head

pfline22.exit:
	br label %prefetch20.done

group25.body:
	%165 = mul i64 %122, %14
	%166 = getelementptr double, double* %8, i64 %165
	%167 = mul i64 %136, %14
	%168 = getelementptr double, double* %10, i64 %167
	%169 = add i64 %131, 1
	%170 = getelementptr inbounds i32, i32* %6, i64 %169
	%171 = load i32, i32* %170
	%172 = sext i32 %171 to i64
	%173 = mul i64 %172, %14
	%174 = getelementptr double, double* %10, i64 %173
	%175 = add i64 %131, 2
	%176 = getelementptr inbounds i32, i32* %6, i64 %175
	%177 = load i32, i32* %176
	%178 = sext i32 %177 to i64
	%179 = mul i64 %178, %14
	%180 = getelementptr double, double* %10, i64 %179
	%181 = add i64 %131, 3
	%182 = getelementptr inbounds i32, i32* %6, i64 %181
	%183 = load i32, i32* %182
	%184 = sext i32 %183 to i64
	%185 = mul i64 %184, %14
	%186 = getelementptr double, double* %10, i64 %185
	br label %dotn27.head

group25.fewer:
	%187 = add i64 %131, 1
	%188 = icmp slt i64 %187, %127
	%189 = select i1 %188, i64 %187, i64 0
	%190 = getelementptr inbounds i32, i32* %6, i64 %189
	%191 = load i32, i32* %190
	%192 = sext i32 %191 to i64
	%193 = icmp slt i64 %192, %119
	%194 = and i1 %188, %193
	br i1 %194, label %group30.body, label %group30.fewer

dotn27.head:
	%195 = phi double [ 0.0, %group25.body ], [ %218, %dotn27.body ]
	%196 = phi double [ 0.0, %group25.body ], [ %214, %dotn27.body ]
	%197 = phi double [ 0.0, %group25.body ], [ %210, %dotn27.body ]
	%198 = phi double [ 0.0, %group25.body ], [ %206, %dotn27.body ]
	%199 = phi i64 [ 0, %group25.body ], [ %219, %dotn27.body ]
	%200 = icmp slt i64 %199, %14
	br i1 %200, label %dotn27.body, label %dotn27.exit

dotn27.body:
	%201 = getelementptr inbounds double, double* %166, i64 %199
	%202 = load double, double* %201
	%203 = getelementptr inbounds double, double* %168, i64 %199
	%204 = load double, double* %203
	%205 = fmul double %202, %204
	%206 = fadd reassoc double %198, %205
	%207 = getelementptr inbounds double, double* %174, i64 %199
	%208 = load double, double* %207
	%209 = fmul double %202, %208
	%210 = fadd reassoc double %197, %209
	%211 = getelementptr inbounds double, double* %180, i64 %199
	%212 = load double, double* %211
	%213 = fmul double %202, %212
	%214 = fadd reassoc double %196, %213
	%215 = getelementptr inbounds double, double* %186, i64 %199
	%216 = load double, double* %215
	%217 = fmul double %202, %216
	%218 = fadd reassoc double %195, %217
	%219 = add i64 %199, 1
	br label %dotn27.head

dotn27.exit:
	%220 = sub i64 %131, %86
	%221 = add i64 %220, 0
	%222 = getelementptr inbounds double, double* %37, i64 %221
	%223 = fcmp uno double %198, %198
	%224 = bitcast double %198 to i64
	%225 = select i1 %223, i64 u0x7FF8000000000000, i64 %224
	%226 = bitcast double* %222 to i64*
	store i64 %225, i64* %226
	%227 = add i64 %220, 1
	%228 = getelementptr inbounds double, double* %37, i64 %227
	%229 = fcmp uno double %197, %197
	%230 = bitcast double %197 to i64
	%231 = select i1 %229, i64 u0x7FF8000000000000, i64 %230
	%232 = bitcast double* %228 to i64*
	store i64 %231, i64* %232
	%233 = add i64 %220, 2
	%234 = getelementptr inbounds double, double* %37, i64 %233
	%235 = fcmp uno double %196, %196
	%236 = bitcast double %196 to i64
	%237 = select i1 %235, i64 u0x7FF8000000000000, i64 %236
	%238 = bitcast double* %234 to i64*
	store i64 %237, i64* %238
	%239 = add i64 %220, 3
	%240 = getelementptr inbounds double, double* %37, i64 %239
	%241 = fcmp uno double %195, %195
	%242 = bitcast double %195 to i64
	%243 = select i1 %241, i64 u0x7FF8000000000000, i64 %242
	%244 = bitcast double* %240 to i64*
	store i64 %243, i64* %244
	%245 = add i64 %131, 4
	br label %bcell17.head

group30.body:
	%246 = mul i64 %122, %14
	%247 = getelementptr double, double* %8, i64 %246
	%248 = mul i64 %136, %14
	%249 = getelementptr double, double* %10, i64 %248
	%250 = add i64 %131, 1
	%251 = getelementptr inbounds i32, i32* %6, i64 %250
	%252 = load i32, i32* %251
	%253 = sext i32 %252 to i64
	%254 = mul i64 %253, %14
	%255 = getelementptr double, double* %10, i64 %254
	br label %dotn32.head

group30.fewer:
	%256 = sub i64 %131, %86
	%257 = mul i64 %122, %14
	%258 = getelementptr double, double* %8, i64 %257
	%259 = mul i64 %136, %14
	%260 = getelementptr double, double* %10, i64 %259
	br label %dot35.head

dotn32.head:
	%261 = phi double [ 0.0, %group30.body ], [ %274, %dotn32.body ]
	%262 = phi double [ 0.0, %group30.body ], [ %270, %dotn32.body ]
	%263 = phi i64 [ 0, %group30.body ], [ %275, %dotn32.body ]
	%264 = icmp slt i64 %263, %14
	br i1 %264, label %dotn32.body, label %dotn32.exit

dotn32.body:
	%265 = getelementptr inbounds double, double* %247, i64 %263
	%266 = load double, double* %265
	%267 = getelementptr inbounds double, double* %249, i64 %263
	%268 = load double, double* %267
	%269 = fmul double %266, %268
	%270 = fadd reassoc double %262, %269
	%271 = getelementptr inbounds double, double* %255, i64 %263
	%272 = load double, double* %271
	%273 = fmul double %266, %272
	%274 = fadd reassoc double %261, %273
	%275 = add i64 %263, 1
	br label %dotn32.head

dotn32.exit:
	%276 = sub i64 %131, %86
	%277 = add i64 %276, 0
	%278 = getelementptr inbounds double, double* %37, i64 %277
	%279 = fcmp uno double %262, %262
	%280 = bitcast double %262 to i64
	%281 = select i1 %279, i64 u0x7FF8000000000000, i64 %280
	%282 = bitcast double* %278 to i64*
	store i64 %281, i64* %282
	%283 = add i64 %276, 1
	%284 = getelementptr inbounds double, double* %37, i64 %283
	%285 = fcmp uno double %261, %261
	%286 = bitcast double %261 to i64
	%287 = select i1 %285, i64 u0x7FF8000000000000, i64 %286
	%288 = bitcast double* %284 to i64*
	store i64 %287, i64* %288
	%289 = add i64 %131, 2
	br label %bcell17.head

dot35.head:
	%290 = phi double [ 0.0, %group30.fewer ], [ %298, %dot35.body ]
	%291 = phi i64 [ 0, %group30.fewer ], [ %299, %dot35.body ]
	%292 = icmp slt i64 %291, %14
	br i1 %292, label %dot35.body, label %dot35.exit

dot35.body:
	%293 = getelementptr inbounds double, double* %258, i64 %291
	%294 = load double, double* %293
	%295 = getelementptr inbounds double, double* %260, i64 %291
	%296 = load double, double* %295
	%297 = fmul double %294, %296
	%298 = fadd reassoc double %290, %297
	%299 = add i64 %291, 1
	br label %dot35.head

dot35.exit:
	%300 = mul i64 %28, 0
	%301 = add i64 %300, %256
	%302 = getelementptr inbounds double, double* %37, i64 %301
	%303 = fcmp uno double %290, %290
	%304 = bitcast double %290 to i64
	%305 = select i1 %303, i64 u0x7FF8000000000000, i64 %304
	%306 = bitcast double* %302 to i64*
	store i64 %305, i64* %306
	%307 = add i64 %131, 1
	br label %bcell17.head

cntzero38.head:
	%308 = phi i64 [ 0, %walk6.sorted ], [ %311, %cntzero38.body ]
	%309 = icmp slt i64 %308, %107
	br i1 %309, label %cntzero38.body, label %cntzero38.exit

cntzero38.body:
	%310 = getelementptr inbounds i64, i64* %48, i64 %308
	store i64 0, i64* %310
	%311 = add i64 %308, 1
	br label %cntzero38.head

cntzero38.exit:
	br label %cntcount41.head

cntcount41.head:
	%312 = phi i64 [ %86, %cntzero38.exit ], [ %322, %cntcount41.body ]
	%313 = icmp slt i64 %312, %101
	br i1 %313, label %cntcount41.body, label %cntcount41.exit

cntcount41.body:
	%314 = getelementptr inbounds i32, i32* %6, i64 %312
	%315 = load i32, i32* %314
	%316 = sext i32 %315 to i64
	%317 = add i64 %316, 1
	%318 = getelementptr inbounds i64, i64* %48, i64 %317
	%319 = load i64, i64* %318
	%320 = add i64 %319, 1
	%321 = getelementptr inbounds i64, i64* %48, i64 %317
	store i64 %320, i64* %321
	%322 = add i64 %312, 1
	br label %cntcount41.head

cntcount41.exit:
	%323 = add i64 %m, 1
	br label %cntprefix44.head

cntprefix44.head:
	%324 = phi i64 [ 0, %cntcount41.exit ], [ %329, %cntprefix44.body ]
	%325 = phi i64 [ 0, %cntcount41.exit ], [ %331, %cntprefix44.body ]
	%326 = icmp slt i64 %325, %323
	br i1 %326, label %cntprefix44.body, label %cntprefix44.exit

cntprefix44.body:
	%327 = getelementptr inbounds i64, i64* %48, i64 %325
	%328 = load i64, i64* %327
	%329 = add i64 %324, %328
	%330 = getelementptr inbounds i64, i64* %48, i64 %325
	store i64 %329, i64* %330
	%331 = add i64 %325, 1
	br label %cntprefix44.head

cntprefix44.exit:
	br label %sortrow47.head

sortrow47.head:
	%332 = phi i64 [ %54, %cntprefix44.exit ], [ %355, %sortcell50.exit ]
	%333 = icmp slt i64 %332, %92
	br i1 %333, label %sortrow47.body, label %sortrow47.exit

sortrow47.body:
	%334 = getelementptr inbounds i64, i64* %4, i64 %332
	%335 = load i64, i64* %334
	%336 = add i64 %332, 1
	%337 = getelementptr inbounds i64, i64* %4, i64 %336
	%338 = load i64, i64* %337
	br label %sortcell50.head

sortrow47.exit:
	br label %sortcol53.head

sortcell50.head:
	%339 = phi i64 [ %335, %sortrow47.body ], [ %354, %sortcell50.body ]
	%340 = icmp slt i64 %339, %338
	br i1 %340, label %sortcell50.body, label %sortcell50.exit

sortcell50.body:
	%341 = getelementptr inbounds i32, i32* %6, i64 %339
	%342 = load i32, i32* %341
	%343 = sext i32 %342 to i64
	%344 = getelementptr inbounds i64, i64* %48, i64 %343
	%345 = load i64, i64* %344
	%346 = add i64 %345, 1
	%347 = getelementptr inbounds i64, i64* %48, i64 %343
	store i64 %346, i64* %347
	%348 = sub i64 %339, %86
	%349 = trunc i64 %348 to i32
	%350 = getelementptr inbounds i32, i32* %49, i64 %345
	store i32 %349, i32* %350
	%351 = sub i64 %332, %54
	%352 = trunc i64 %351 to i32
	%353 = getelementptr inbounds i32, i32* %50, i64 %345
	store i32 %352, i32* %353
	%354 = add i64 %339, 1
	br label %sortcell50.head

sortcell50.exit:
	%355 = add i64 %332, 1
	br label %sortrow47.head

sortcol53.head:
	%356 = phi i64 [ 0, %sortrow47.exit ], [ %373, %colcell61.exit ]
	%357 = phi i64 [ 0, %sortrow47.exit ], [ %377, %colcell61.exit ]
	%358 = icmp slt i64 %357, %m
	br i1 %358, label %sortcol53.body, label %sortcol53.exit

sortcol53.body:
	%359 = getelementptr inbounds i64, i64* %48, i64 %357
	%360 = load i64, i64* %359
	%361 = add i64 %357, 8
	%362 = icmp slt i64 %361, %m
	br i1 %362, label %prefetchrow56.body, label %prefetchrow56.done

sortcol53.exit:
	br label %block11.exit

prefetchrow56.body:
	%363 = mul i64 %361, %14
	%364 = getelementptr double, double* %10, i64 %363
	%365 = add i64 %14, 7
	%366 = sdiv i64 %365, 8
	br label %pfrow58.head

prefetchrow56.done:
	br label %colcell61.head

pfrow58.head:
	%367 = phi i64 [ 0, %prefetchrow56.body ], [ %372, %pfrow58.body ]
	%368 = icmp slt i64 %367, %366
	br i1 %368, label %pfrow58.body, label %pfrow58.exit

pfrow58.body:
	%369 = mul i64 %367, 8
	%370 = getelementptr double, double* %364, i64 %369
	%371 = bitcast double* %370 to i8*
	call void @llvm.prefetch.p0i8(i8* %371, i32 0, i32 3, i32 1)
	%372 = add i64 %367, 1
	br label %pfrow58.head

pfrow58.exit:
	br label %prefetchrow56.done

colcell61.head:
	%373 = phi i64 [ %356, %prefetchrow56.done ], [ %467, %cdotn66.exit ], [ %526, %cdotn71.exit ], [ %544, %dot74.exit ]
	%374 = icmp slt i64 %373, %360
	br i1 %374, label %colcell61.body, label %colcell61.exit

colcell61.body:
	%375 = add i64 %373, 3
	%376 = icmp slt i64 %375, %360
	br i1 %376, label %cgroup64.body, label %cgroup64.fewer

colcell61.exit:
	%377 = add i64 %357, 1
	br label %sortcol53.head

cgroup64.body:
	%378 = mul i64 %357, %14
	%379 = getelementptr double, double* %10, i64 %378
	%380 = add i64 %373, 0
	%381 = getelementptr inbounds i32, i32* %50, i64 %380
	%382 = load i32, i32* %381
	%383 = sext i32 %382 to i64
	%384 = add i64 %54, %383
	%385 = mul i64 %384, %14
	%386 = getelementptr double, double* %8, i64 %385
	%387 = getelementptr inbounds i32, i32* %49, i64 %380
	%388 = load i32, i32* %387
	%389 = sext i32 %388 to i64
	%390 = add i64 %373, 1
	%391 = getelementptr inbounds i32, i32* %50, i64 %390
	%392 = load i32, i32* %391
	%393 = sext i32 %392 to i64
	%394 = add i64 %54, %393
	%395 = mul i64 %394, %14
	%396 = getelementptr double, double* %8, i64 %395
	%397 = getelementptr inbounds i32, i32* %49, i64 %390
	%398 = load i32, i32* %397
	%399 = sext i32 %398 to i64
	%400 = add i64 %373, 2
	%401 = getelementptr inbounds i32, i32* %50, i64 %400
	%402 = load i32, i32* %401
	%403 = sext i32 %402 to i64
	%404 = add i64 %54, %403
	%405 = mul i64 %404, %14
	%406 = getelementptr double, double* %8, i64 %405
	%407 = getelementptr inbounds i32, i32* %49, i64 %400
	%408 = load i32, i32* %407
	%409 = sext i32 %408 to i64
	%410 = add i64 %373, 3
	%411 = getelementptr inbounds i32, i32* %50, i64 %410
	%412 = load i32, i32* %411
	%413 = sext i32 %412 to i64
	%414 = add i64 %54, %413
	%415 = mul i64 %414, %14
	%416 = getelementptr double, double* %8, i64 %415
	%417 = getelementptr inbounds i32, i32* %49, i64 %410
	%418 = load i32, i32* %417
	%419 = sext i32 %418 to i64
	br label %cdotn66.head

cgroup64.fewer:
	%420 = add i64 %373, 1
	%421 = icmp slt i64 %420, %360
	br i1 %421, label %cgroup69.body, label %cgroup69.fewer

cdotn66.head:
	%422 = phi double [ 0.0, %cgroup64.body ], [ %445, %cdotn66.body ]
	%423 = phi double [ 0.0, %cgroup64.body ], [ %441, %cdotn66.body ]
	%424 = phi double [ 0.0, %cgroup64.body ], [ %437, %cdotn66.body ]
	%425 = phi double [ 0.0, %cgroup64.body ], [ %433, %cdotn66.body ]
	%426 = phi i64 [ 0, %cgroup64.body ], [ %446, %cdotn66.body ]
	%427 = icmp slt i64 %426, %14
	br i1 %427, label %cdotn66.body, label %cdotn66.exit

cdotn66.body:
	%428 = getelementptr inbounds double, double* %379, i64 %426
	%429 = load double, double* %428
	%430 = getelementptr inbounds double, double* %386, i64 %426
	%431 = load double, double* %430
	%432 = fmul double %431, %429
	%433 = fadd reassoc double %425, %432
	%434 = getelementptr inbounds double, double* %396, i64 %426
	%435 = load double, double* %434
	%436 = fmul double %435, %429
	%437 = fadd reassoc double %424, %436
	%438 = getelementptr inbounds double, double* %406, i64 %426
	%439 = load double, double* %438
	%440 = fmul double %439, %429
	%441 = fadd reassoc double %423, %440
	%442 = getelementptr inbounds double, double* %416, i64 %426
	%443 = load double, double* %442
	%444 = fmul double %443, %429
	%445 = fadd reassoc double %422, %444
	%446 = add i64 %426, 1
	br label %cdotn66.head

cdotn66.exit:
	%447 = getelementptr inbounds double, double* %37, i64 %389
	%448 = fcmp uno double %425, %425
	%449 = bitcast double %425 to i64
	%450 = select i1 %448, i64 u0x7FF8000000000000, i64 %449
	%451 = bitcast double* %447 to i64*
	store i64 %450, i64* %451
	%452 = getelementptr inbounds double, double* %37, i64 %399
	%453 = fcmp uno double %424, %424
	%454 = bitcast double %424 to i64
	%455 = select i1 %453, i64 u0x7FF8000000000000, i64 %454
	%456 = bitcast double* %452 to i64*
	store i64 %455, i64* %456
	%457 = getelementptr inbounds double, double* %37, i64 %409
	%458 = fcmp uno double %423, %423
	%459 = bitcast double %423 to i64
	%460 = select i1 %458, i64 u0x7FF8000000000000, i64 %459
	%461 = bitcast double* %457 to i64*
	store i64 %460, i64* %461
	%462 = getelementptr inbounds double, double* %37, i64 %419
	%463 = fcmp uno double %422, %422
	%464 = bitcast double %422 to i64
	%465 = select i1 %463, i64 u0x7FF8000000000000, i64 %464
	%466 = bitcast double* %462 to i64*
	store i64 %465, i64* %466
	%467 = add i64 %373, 4
	br label %colcell61.head

cgroup69.body:
	%468 = mul i64 %357, %14
	%469 = getelementptr double, double* %10, i64 %468
	%470 = add i64 %373, 0
	%471 = getelementptr inbounds i32, i32* %50, i64 %470
	%472 = load i32, i32* %471
	%473 = sext i32 %472 to i64
	%474 = add i64 %54, %473
	%475 = mul i64 %474, %14
	%476 = getelementptr double, double* %8, i64 %475
	%477 = getelementptr inbounds i32, i32* %49, i64 %470
	%478 = load i32, i32* %477
	%479 = sext i32 %478 to i64
	%480 = add i64 %373, 1
	%481 = getelementptr inbounds i32, i32* %50, i64 %480
	%482 = load i32, i32* %481
	%483 = sext i32 %482 to i64
	%484 = add i64 %54, %483
	%485 = mul i64 %484, %14
	%486 = getelementptr double, double* %8, i64 %485
	%487 = getelementptr inbounds i32, i32* %49, i64 %480
	%488 = load i32, i32* %487
	%489 = sext i32 %488 to i64
	br label %cdotn71.head

cgroup69.fewer:
	%490 = getelementptr inbounds i32, i32* %50, i64 %373
	%491 = load i32, i32* %490
	%492 = sext i32 %491 to i64
	%493 = add i64 %54, %492
	%494 = getelementptr inbounds i32, i32* %49, i64 %373
	%495 = load i32, i32* %494
	%496 = sext i32 %495 to i64
	%497 = mul i64 %493, %14
	%498 = getelementptr double, double* %8, i64 %497
	%499 = mul i64 %357, %14
	%500 = getelementptr double, double* %10, i64 %499
	br label %dot74.head

cdotn71.head:
	%501 = phi double [ 0.0, %cgroup69.body ], [ %514, %cdotn71.body ]
	%502 = phi double [ 0.0, %cgroup69.body ], [ %510, %cdotn71.body ]
	%503 = phi i64 [ 0, %cgroup69.body ], [ %515, %cdotn71.body ]
	%504 = icmp slt i64 %503, %14
	br i1 %504, label %cdotn71.body, label %cdotn71.exit

cdotn71.body:
	%505 = getelementptr inbounds double, double* %469, i64 %503
	%506 = load double, double* %505
	%507 = getelementptr inbounds double, double* %476, i64 %503
	%508 = load double, double* %507
	%509 = fmul double %508, %506
	%510 = fadd reassoc double %502, %509
	%511 = getelementptr inbounds double, double* %486, i64 %503
	%512 = load double, double* %511
	%513 = fmul double %512, %506
	%514 = fadd reassoc double %501, %513
	%515 = add i64 %503, 1
	br label %cdotn71.head

cdotn71.exit:
	%516 = getelementptr inbounds double, double* %37, i64 %479
	%517 = fcmp uno double %502, %502
	%518 = bitcast double %502 to i64
	%519 = select i1 %517, i64 u0x7FF8000000000000, i64 %518
	%520 = bitcast double* %516 to i64*
	store i64 %519, i64* %520
	%521 = getelementptr inbounds double, double* %37, i64 %489
	%522 = fcmp uno double %501, %501
	%523 = bitcast double %501 to i64
	%524 = select i1 %522, i64 u0x7FF8000000000000, i64 %523
	%525 = bitcast double* %521 to i64*
	store i64 %524, i64* %525
	%526 = add i64 %373, 2
	br label %colcell61.head

dot74.head:
	%527 = phi double [ 0.0, %cgroup69.fewer ], [ %535, %dot74.body ]
	%528 = phi i64 [ 0, %cgroup69.fewer ], [ %536, %dot74.body ]
	%529 = icmp slt i64 %528, %14
	br i1 %529, label %dot74.body, label %dot74.exit

dot74.body:
	%530 = getelementptr inbounds double, double* %498, i64 %528
	%531 = load double, double* %530
	%532 = getelementptr inbounds double, double* %500, i64 %528
	%533 = load double, double* %532
	%534 = fmul double %531, %533
	%535 = fadd reassoc double %527, %534
	%536 = add i64 %528, 1
	br label %dot74.head

dot74.exit:
	%537 = mul i64 %28, 0
	%538 = add i64 %537, %496
	%539 = getelementptr inbounds double, double* %37, i64 %538
	%540 = fcmp uno double %527, %527
	%541 = bitcast double %527 to i64
	%542 = select i1 %540, i64 u0x7FF8000000000000, i64 %541
	%543 = bitcast double* %539 to i64*
	store i64 %542, i64* %543
	%544 = add i64 %373, 1
	br label %colcell61.head

preeval77.head:
	%545 = phi i64 [ %86, %block11.exit ], [ %606, %preeval77.body ]
	%546 = icmp slt i64 %545, %121
	br i1 %546, label %preeval77.body, label %preeval77.exit

preeval77.body:
	%547 = getelementptr inbounds double, double* %2, i64 %545
	%548 = load double, double* %547
	%549 = mul i64 %28, 0
	%550 = sub i64 %545, %86
	%551 = add i64 %549, %550
	%552 = getelementptr inbounds double, double* %37, i64 %551
	%553 = load double, double* %552
	%554 = fadd double %553, %12
	%555 = fcmp olt double %554, 0x10000000000000
	%556 = fmul double %554, 1.8014398509481984e+16
	%557 = select i1 %555, double %556, double %554
	%558 = bitcast double %557 to i64
	%559 = add i64 %558, 2638149301829632
	%560 = lshr i64 %559, 52
	%561 = sub i64 %560, 1023
	%562 = sub i64 %561, 54
	%563 = select i1 %555, i64 %562, i64 %561
	%564 = and i64 %559, u0xFFFFFFFFFFFFF
	%565 = add i64 %564, 4604544269498187776
	%566 = bitcast i64 %565 to double
	%567 = sitofp i64 %563 to double
	%568 = fsub double %566, 1.0
	%569 = fadd double 2.0, %568
	%570 = fdiv double %568, %569
	%571 = fmul double 0.5, %568
	%572 = fmul double %571, %568
	%573 = fmul double %570, %570
	%574 = fmul double %573, %573
	%575 = call double @llvm.fma.f64(double 0x3FC2F112DF3E5244, double %574, double 0x3FC7466496CB03DE)
	%576 = call double @llvm.fma.f64(double %575, double %574, double 0x3FD2492494229359)
	%577 = call double @llvm.fma.f64(double %576, double %574, double 0x3FE5555555555593)
	%578 = fmul double %573, %577
	%579 = call double @llvm.fma.f64(double 0x3FC39A09D078C69F, double %574, double 0x3FCC71C51D8E78AF)
	%580 = call double @llvm.fma.f64(double %579, double %574, double 0x3FD999999997FA04)
	%581 = fmul double %574, %580
	%582 = fadd double %578, %581
	%583 = fadd double %572, %582
	%584 = fmul double %570, %583
	%585 = fmul double %567, 0x3DEA39EF35793C76
	%586 = fadd double %584, %585
	%587 = fmul double %567, 0x3FE62E42FEE00000
	%588 = fsub double %572, %586
	%589 = fsub double %588, %568
	%590 = fsub double %587, %589
	%591 = fcmp ogt double %554, 0x7FEFFFFFFFFFFFFF
	%592 = select i1 %591, double %554, double %590
	%593 = fcmp oeq double %554, 0.0
	%594 = select i1 %593, double 0xFFF0000000000000, double %592
	%595 = fcmp olt double %554, 0.0
	%596 = select i1 %595, double 0x7FF8000000000000, double %594
	%597 = fcmp uno double %554, %554
	%598 = select i1 %597, double %554, double %596
	%599 = fmul double %548, %598
	%600 = sub i64 %545, %86
	%601 = getelementptr inbounds double, double* %37, i64 %600
	%602 = fcmp uno double %599, %599
	%603 = bitcast double %599 to i64
	%604 = select i1 %602, i64 u0x7FF8000000000000, i64 %603
	%605 = bitcast double* %601 to i64*
	store i64 %604, i64* %605
	%606 = add i64 %545, 1
	br label %preeval77.head

preeval77.exit:
	br label %row80.head

row80.head:
	%607 = phi double [ %55, %preeval77.exit ], [ %618, %nz83.exit ]
	%608 = phi i64 [ %54, %preeval77.exit ], [ %638, %nz83.exit ]
	%609 = icmp slt i64 %608, %92
	br i1 %609, label %row80.body, label %row80.exit

row80.body:
	%610 = mul i64 %608, %m
	%611 = getelementptr inbounds i64, i64* %4, i64 %608
	%612 = load i64, i64* %611
	%613 = add i64 %608, 1
	%614 = getelementptr inbounds i64, i64* %4, i64 %613
	%615 = load i64, i64* %614
	%616 = sub i64 %608, %rl
	%617 = mul i64 %616, %m
	br label %nz83.head

row80.exit:
	br label %chunk1.head

nz83.head:
	%618 = phi double [ %607, %row80.body ], [ %618, %nz83.body ]
	%619 = phi i64 [ %612, %row80.body ], [ %635, %nz83.body ]
	%620 = icmp slt i64 %619, %615
	br i1 %620, label %nz83.body, label %nz83.exit

nz83.body:
	%621 = getelementptr inbounds i32, i32* %6, i64 %619
	%622 = load i32, i32* %621
	%623 = sext i32 %622 to i64
	%624 = getelementptr inbounds double, double* %2, i64 %619
	%625 = load double, double* %624
	%626 = sub i64 %619, %86
	%627 = getelementptr inbounds double, double* %37, i64 %626
	%628 = load double, double* %627
	%629 = add i64 %617, %623
	%630 = and i64 %629, 7
	%631 = getelementptr inbounds double, double* %0, i64 %630
	%632 = load double, double* %631
	%633 = fadd double %632, %628
	%634 = getelementptr inbounds double, double* %0, i64 %630
	store double %633, double* %634
	%635 = add i64 %619, 1
	br label %nz83.head

nz83.exit:
	%636 = sub i64 %615, %612
	%637 = icmp slt i64 %636, %m
	%638 = add i64 %608, 1
	br label %row80.head
}

declare void @llvm.prefetch.p0i8(i8* %0, i32 %1, i32 %2, i32 %3) nounwind

declare double @llvm.fma.f64(double %0, double %1, double %2) nounwind
