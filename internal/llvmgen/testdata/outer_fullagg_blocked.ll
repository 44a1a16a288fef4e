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
	%58 = phi i64 [ %rl, %entry ], [ %96, %row87.exit ]
	%59 = phi double [ 0.0, %entry ], [ %646, %row87.exit ]
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
	br label %row87.head

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
	%117 = icmp sle i64 %116, %106
	%118 = and i1 %112, %117
	br i1 %118, label %chunkend6.head, label %chunkend6.exit

chunkend6.exit:
	%119 = getelementptr inbounds i64, i64* %4, i64 %111
	%120 = load i64, i64* %119
	%121 = sub i64 %120, %105
	%122 = sub i64 %111, %58
	%123 = mul i64 %122, %57
	%124 = mul i64 %121, %32
	%125 = icmp sge i64 %124, %123
	%126 = icmp sle i64 %121, u0x40000
	%127 = and i1 %125, %126
	br i1 %127, label %walk8.sorted, label %walk8.rows

walk8.sorted:
	%128 = add i64 %m, 1
	br label %cntzero45.head

walk8.rows:
	%129 = select i1 %125, i64 %26, i64 %m
	%130 = xor i1 %125, true
	%131 = icmp sgt i64 %121, 4
	%132 = and i1 %130, %131
	%133 = sub i64 %120, 4
	br label %cursors10.head

cursors10.head:
	%134 = phi i64 [ %58, %walk8.rows ], [ %140, %cursors10.body ]
	%135 = icmp slt i64 %134, %111
	br i1 %135, label %cursors10.body, label %cursors10.exit

cursors10.body:
	%136 = getelementptr inbounds i64, i64* %4, i64 %134
	%137 = load i64, i64* %136
	%138 = sub i64 %134, %58
	%139 = getelementptr inbounds i64, i64* %44, i64 %138
	store i64 %137, i64* %139
	%140 = add i64 %134, 1
	br label %cursors10.head

cursors10.exit:
	br label %block13.head

block13.head:
	%141 = phi i64 [ 0, %cursors10.exit ], [ %155, %brow16.exit ]
	%142 = icmp slt i64 %141, %m
	br i1 %142, label %block13.body, label %block13.exit

block13.body:
	%143 = add i64 %141, %129
	br label %brow16.head

block13.exit:
	%144 = getelementptr inbounds i64, i64* %4, i64 %111
	%145 = load i64, i64* %144
	br label %preeval84.head

brow16.head:
	%146 = phi i64 [ %58, %block13.body ], [ %179, %bcell24.exit ]
	%147 = icmp slt i64 %146, %111
	br i1 %147, label %brow16.body, label %brow16.exit

brow16.body:
	%148 = sub i64 %146, %58
	%149 = add i64 %146, 1
	%150 = getelementptr inbounds i64, i64* %4, i64 %149
	%151 = load i64, i64* %150
	%152 = add i64 %146, 2
	%153 = icmp slt i64 %152, %111
	%154 = and i1 %132, %153
	br i1 %154, label %prefetchu19.body, label %prefetchu19.done

brow16.exit:
	%155 = add i64 %141, %129
	br label %block13.head

prefetchu19.body:
	%156 = mul i64 %152, %14
	%157 = getelementptr double, double* %8, i64 %156
	%158 = add i64 %14, 7
	%159 = sdiv i64 %158, 8
	br label %pfu21.head

prefetchu19.done:
	%160 = getelementptr inbounds i64, i64* %44, i64 %148
	%161 = load i64, i64* %160
	br label %bcell24.head

pfu21.head:
	%162 = phi i64 [ 0, %prefetchu19.body ], [ %167, %pfu21.body ]
	%163 = icmp slt i64 %162, %159
	br i1 %163, label %pfu21.body, label %pfu21.exit

pfu21.body:
	%164 = mul i64 %162, 8
	%165 = getelementptr double, double* %157, i64 %164
	%166 = bitcast double* %165 to i8*
	call void @llvm.prefetch.p0i8(i8* %166, i32 0, i32 3, i32 1)
	%167 = add i64 %162, 1
	br label %pfu21.head

pfu21.exit:
	br label %prefetchu19.done

bcell24.head:
	%168 = phi i64 [ %161, %prefetchu19.done ], [ %282, %dotn34.exit ], [ %326, %dotn39.exit ], [ %344, %dot42.exit ]
	%169 = icmp slt i64 %168, %151
	%170 = select i1 %169, i64 %168, i64 0
	%171 = getelementptr inbounds i32, i32* %6, i64 %170
	%172 = load i32, i32* %171
	%173 = sext i32 %172 to i64
	%174 = icmp slt i64 %173, %143
	%175 = and i1 %169, %174
	br i1 %175, label %bcell24.body, label %bcell24.exit

bcell24.body:
	%176 = icmp slt i64 %168, %133
	%177 = and i1 %132, %176
	br i1 %177, label %prefetch27.body, label %prefetch27.done

bcell24.exit:
	%178 = getelementptr inbounds i64, i64* %44, i64 %148
	store i64 %168, i64* %178
	%179 = add i64 %146, 1
	br label %brow16.head

prefetch27.body:
	%180 = add i64 %168, 4
	%181 = getelementptr inbounds i32, i32* %6, i64 %180
	%182 = load i32, i32* %181
	%183 = sext i32 %182 to i64
	%184 = mul i64 %183, %14
	%185 = getelementptr double, double* %10, i64 %184
	%186 = add i64 %14, 7
	%187 = sdiv i64 %186, 8
	br label %pfline29.head

prefetch27.done:
	%188 = add i64 %168, 3
	%189 = icmp slt i64 %188, %151
	%190 = select i1 %189, i64 %188, i64 0
	%191 = getelementptr inbounds i32, i32* %6, i64 %190
	%192 = load i32, i32* %191
	%193 = sext i32 %192 to i64
	%194 = icmp slt i64 %193, %143
	%195 = and i1 %189, %194
	br i1 %195, label %group32.body, label %group32.fewer

pfline29.head:
	%196 = phi i64 [ 0, %prefetch27.body ], [ %201, %pfline29.body ]
	%197 = icmp slt i64 %196, %187
	br i1 %197, label %pfline29.body, label %pfline29.exit

pfline29.body:
	%198 = mul i64 %196, 8
	%199 = getelementptr double, double* %185, i64 %198
	%200 = bitcast double* %199 to i8*
	call void @llvm.prefetch.p0i8(i8* %200, i32 0, i32 3, i32 1)
	%201 = add i64 %196, 1
	br label %pfline29.head

pfline29.exit:
	br label %prefetch27.done

group32.body:
	%202 = mul i64 %146, %14
	%203 = getelementptr double, double* %8, i64 %202
	%204 = mul i64 %173, %14
	%205 = getelementptr double, double* %10, i64 %204
	%206 = add i64 %168, 1
	%207 = getelementptr inbounds i32, i32* %6, i64 %206
	%208 = load i32, i32* %207
	%209 = sext i32 %208 to i64
	%210 = mul i64 %209, %14
	%211 = getelementptr double, double* %10, i64 %210
	%212 = add i64 %168, 2
	%213 = getelementptr inbounds i32, i32* %6, i64 %212
	%214 = load i32, i32* %213
	%215 = sext i32 %214 to i64
	%216 = mul i64 %215, %14
	%217 = getelementptr double, double* %10, i64 %216
	%218 = add i64 %168, 3
	%219 = getelementptr inbounds i32, i32* %6, i64 %218
	%220 = load i32, i32* %219
	%221 = sext i32 %220 to i64
	%222 = mul i64 %221, %14
	%223 = getelementptr double, double* %10, i64 %222
	br label %dotn34.head

group32.fewer:
	%224 = add i64 %168, 1
	%225 = icmp slt i64 %224, %151
	%226 = select i1 %225, i64 %224, i64 0
	%227 = getelementptr inbounds i32, i32* %6, i64 %226
	%228 = load i32, i32* %227
	%229 = sext i32 %228 to i64
	%230 = icmp slt i64 %229, %143
	%231 = and i1 %225, %230
	br i1 %231, label %group37.body, label %group37.fewer

dotn34.head:
	%232 = phi double [ 0.0, %group32.body ], [ %255, %dotn34.body ]
	%233 = phi double [ 0.0, %group32.body ], [ %251, %dotn34.body ]
	%234 = phi double [ 0.0, %group32.body ], [ %247, %dotn34.body ]
	%235 = phi double [ 0.0, %group32.body ], [ %243, %dotn34.body ]
	%236 = phi i64 [ 0, %group32.body ], [ %256, %dotn34.body ]
	%237 = icmp slt i64 %236, %14
	br i1 %237, label %dotn34.body, label %dotn34.exit

dotn34.body:
	%238 = getelementptr inbounds double, double* %203, i64 %236
	%239 = load double, double* %238
	%240 = getelementptr inbounds double, double* %205, i64 %236
	%241 = load double, double* %240
	%242 = fmul double %239, %241
	%243 = fadd reassoc double %235, %242
	%244 = getelementptr inbounds double, double* %211, i64 %236
	%245 = load double, double* %244
	%246 = fmul double %239, %245
	%247 = fadd reassoc double %234, %246
	%248 = getelementptr inbounds double, double* %217, i64 %236
	%249 = load double, double* %248
	%250 = fmul double %239, %249
	%251 = fadd reassoc double %233, %250
	%252 = getelementptr inbounds double, double* %223, i64 %236
	%253 = load double, double* %252
	%254 = fmul double %239, %253
	%255 = fadd reassoc double %232, %254
	%256 = add i64 %236, 1
	br label %dotn34.head

dotn34.exit:
	%257 = sub i64 %168, %105
	%258 = add i64 %257, 0
	%259 = getelementptr inbounds double, double* %41, i64 %258
	%260 = fcmp uno double %235, %235
	%261 = bitcast double %235 to i64
	%262 = select i1 %260, i64 u0x7FF8000000000000, i64 %261
	%263 = bitcast double* %259 to i64*
	store i64 %262, i64* %263
	%264 = add i64 %257, 1
	%265 = getelementptr inbounds double, double* %41, i64 %264
	%266 = fcmp uno double %234, %234
	%267 = bitcast double %234 to i64
	%268 = select i1 %266, i64 u0x7FF8000000000000, i64 %267
	%269 = bitcast double* %265 to i64*
	store i64 %268, i64* %269
	%270 = add i64 %257, 2
	%271 = getelementptr inbounds double, double* %41, i64 %270
	%272 = fcmp uno double %233, %233
	%273 = bitcast double %233 to i64
	%274 = select i1 %272, i64 u0x7FF8000000000000, i64 %273
	%275 = bitcast double* %271 to i64*
	store i64 %274, i64* %275
	%276 = add i64 %257, 3
	%277 = getelementptr inbounds double, double* %41, i64 %276
	%278 = fcmp uno double %232, %232
	%279 = bitcast double %232 to i64
	%280 = select i1 %278, i64 u0x7FF8000000000000, i64 %279
	%281 = bitcast double* %277 to i64*
	store i64 %280, i64* %281
	%282 = add i64 %168, 4
	br label %bcell24.head

group37.body:
	%283 = mul i64 %146, %14
	%284 = getelementptr double, double* %8, i64 %283
	%285 = mul i64 %173, %14
	%286 = getelementptr double, double* %10, i64 %285
	%287 = add i64 %168, 1
	%288 = getelementptr inbounds i32, i32* %6, i64 %287
	%289 = load i32, i32* %288
	%290 = sext i32 %289 to i64
	%291 = mul i64 %290, %14
	%292 = getelementptr double, double* %10, i64 %291
	br label %dotn39.head

group37.fewer:
	%293 = sub i64 %168, %105
	%294 = mul i64 %146, %14
	%295 = getelementptr double, double* %8, i64 %294
	%296 = mul i64 %173, %14
	%297 = getelementptr double, double* %10, i64 %296
	br label %dot42.head

dotn39.head:
	%298 = phi double [ 0.0, %group37.body ], [ %311, %dotn39.body ]
	%299 = phi double [ 0.0, %group37.body ], [ %307, %dotn39.body ]
	%300 = phi i64 [ 0, %group37.body ], [ %312, %dotn39.body ]
	%301 = icmp slt i64 %300, %14
	br i1 %301, label %dotn39.body, label %dotn39.exit

dotn39.body:
	%302 = getelementptr inbounds double, double* %284, i64 %300
	%303 = load double, double* %302
	%304 = getelementptr inbounds double, double* %286, i64 %300
	%305 = load double, double* %304
	%306 = fmul double %303, %305
	%307 = fadd reassoc double %299, %306
	%308 = getelementptr inbounds double, double* %292, i64 %300
	%309 = load double, double* %308
	%310 = fmul double %303, %309
	%311 = fadd reassoc double %298, %310
	%312 = add i64 %300, 1
	br label %dotn39.head

dotn39.exit:
	%313 = sub i64 %168, %105
	%314 = add i64 %313, 0
	%315 = getelementptr inbounds double, double* %41, i64 %314
	%316 = fcmp uno double %299, %299
	%317 = bitcast double %299 to i64
	%318 = select i1 %316, i64 u0x7FF8000000000000, i64 %317
	%319 = bitcast double* %315 to i64*
	store i64 %318, i64* %319
	%320 = add i64 %313, 1
	%321 = getelementptr inbounds double, double* %41, i64 %320
	%322 = fcmp uno double %298, %298
	%323 = bitcast double %298 to i64
	%324 = select i1 %322, i64 u0x7FF8000000000000, i64 %323
	%325 = bitcast double* %321 to i64*
	store i64 %324, i64* %325
	%326 = add i64 %168, 2
	br label %bcell24.head

dot42.head:
	%327 = phi double [ 0.0, %group37.fewer ], [ %335, %dot42.body ]
	%328 = phi i64 [ 0, %group37.fewer ], [ %336, %dot42.body ]
	%329 = icmp slt i64 %328, %14
	br i1 %329, label %dot42.body, label %dot42.exit

dot42.body:
	%330 = getelementptr inbounds double, double* %295, i64 %328
	%331 = load double, double* %330
	%332 = getelementptr inbounds double, double* %297, i64 %328
	%333 = load double, double* %332
	%334 = fmul double %331, %333
	%335 = fadd reassoc double %327, %334
	%336 = add i64 %328, 1
	br label %dot42.head

dot42.exit:
	%337 = mul i64 %28, 0
	%338 = add i64 %337, %293
	%339 = getelementptr inbounds double, double* %41, i64 %338
	%340 = fcmp uno double %327, %327
	%341 = bitcast double %327 to i64
	%342 = select i1 %340, i64 u0x7FF8000000000000, i64 %341
	%343 = bitcast double* %339 to i64*
	store i64 %342, i64* %343
	%344 = add i64 %168, 1
	br label %bcell24.head

cntzero45.head:
	%345 = phi i64 [ 0, %walk8.sorted ], [ %348, %cntzero45.body ]
	%346 = icmp slt i64 %345, %128
	br i1 %346, label %cntzero45.body, label %cntzero45.exit

cntzero45.body:
	%347 = getelementptr inbounds i64, i64* %52, i64 %345
	store i64 0, i64* %347
	%348 = add i64 %345, 1
	br label %cntzero45.head

cntzero45.exit:
	br label %cntcount48.head

cntcount48.head:
	%349 = phi i64 [ %105, %cntzero45.exit ], [ %359, %cntcount48.body ]
	%350 = icmp slt i64 %349, %120
	br i1 %350, label %cntcount48.body, label %cntcount48.exit

cntcount48.body:
	%351 = getelementptr inbounds i32, i32* %6, i64 %349
	%352 = load i32, i32* %351
	%353 = sext i32 %352 to i64
	%354 = add i64 %353, 1
	%355 = getelementptr inbounds i64, i64* %52, i64 %354
	%356 = load i64, i64* %355
	%357 = add i64 %356, 1
	%358 = getelementptr inbounds i64, i64* %52, i64 %354
	store i64 %357, i64* %358
	%359 = add i64 %349, 1
	br label %cntcount48.head

cntcount48.exit:
	%360 = add i64 %m, 1
	br label %cntprefix51.head

cntprefix51.head:
	%361 = phi i64 [ 0, %cntcount48.exit ], [ %366, %cntprefix51.body ]
	%362 = phi i64 [ 0, %cntcount48.exit ], [ %368, %cntprefix51.body ]
	%363 = icmp slt i64 %362, %360
	br i1 %363, label %cntprefix51.body, label %cntprefix51.exit

cntprefix51.body:
	%364 = getelementptr inbounds i64, i64* %52, i64 %362
	%365 = load i64, i64* %364
	%366 = add i64 %361, %365
	%367 = getelementptr inbounds i64, i64* %52, i64 %362
	store i64 %366, i64* %367
	%368 = add i64 %362, 1
	br label %cntprefix51.head

cntprefix51.exit:
	br label %sortrow54.head

sortrow54.head:
	%369 = phi i64 [ %58, %cntprefix51.exit ], [ %392, %sortcell57.exit ]
	%370 = icmp slt i64 %369, %111
	br i1 %370, label %sortrow54.body, label %sortrow54.exit

sortrow54.body:
	%371 = getelementptr inbounds i64, i64* %4, i64 %369
	%372 = load i64, i64* %371
	%373 = add i64 %369, 1
	%374 = getelementptr inbounds i64, i64* %4, i64 %373
	%375 = load i64, i64* %374
	br label %sortcell57.head

sortrow54.exit:
	br label %sortcol60.head

sortcell57.head:
	%376 = phi i64 [ %372, %sortrow54.body ], [ %391, %sortcell57.body ]
	%377 = icmp slt i64 %376, %375
	br i1 %377, label %sortcell57.body, label %sortcell57.exit

sortcell57.body:
	%378 = getelementptr inbounds i32, i32* %6, i64 %376
	%379 = load i32, i32* %378
	%380 = sext i32 %379 to i64
	%381 = getelementptr inbounds i64, i64* %52, i64 %380
	%382 = load i64, i64* %381
	%383 = add i64 %382, 1
	%384 = getelementptr inbounds i64, i64* %52, i64 %380
	store i64 %383, i64* %384
	%385 = sub i64 %376, %105
	%386 = trunc i64 %385 to i32
	%387 = getelementptr inbounds i32, i32* %53, i64 %382
	store i32 %386, i32* %387
	%388 = sub i64 %369, %58
	%389 = trunc i64 %388 to i32
	%390 = getelementptr inbounds i32, i32* %54, i64 %382
	store i32 %389, i32* %390
	%391 = add i64 %376, 1
	br label %sortcell57.head

sortcell57.exit:
	%392 = add i64 %369, 1
	br label %sortrow54.head

sortcol60.head:
	%393 = phi i64 [ 0, %sortrow54.exit ], [ %410, %colcell68.exit ]
	%394 = phi i64 [ 0, %sortrow54.exit ], [ %414, %colcell68.exit ]
	%395 = icmp slt i64 %394, %m
	br i1 %395, label %sortcol60.body, label %sortcol60.exit

sortcol60.body:
	%396 = getelementptr inbounds i64, i64* %52, i64 %394
	%397 = load i64, i64* %396
	%398 = add i64 %394, 8
	%399 = icmp slt i64 %398, %m
	br i1 %399, label %prefetchrow63.body, label %prefetchrow63.done

sortcol60.exit:
	br label %block13.exit

prefetchrow63.body:
	%400 = mul i64 %398, %14
	%401 = getelementptr double, double* %10, i64 %400
	%402 = add i64 %14, 7
	%403 = sdiv i64 %402, 8
	br label %pfrow65.head

prefetchrow63.done:
	br label %colcell68.head

pfrow65.head:
	%404 = phi i64 [ 0, %prefetchrow63.body ], [ %409, %pfrow65.body ]
	%405 = icmp slt i64 %404, %403
	br i1 %405, label %pfrow65.body, label %pfrow65.exit

pfrow65.body:
	%406 = mul i64 %404, 8
	%407 = getelementptr double, double* %401, i64 %406
	%408 = bitcast double* %407 to i8*
	call void @llvm.prefetch.p0i8(i8* %408, i32 0, i32 3, i32 1)
	%409 = add i64 %404, 1
	br label %pfrow65.head

pfrow65.exit:
	br label %prefetchrow63.done

colcell68.head:
	%410 = phi i64 [ %393, %prefetchrow63.done ], [ %504, %cdotn73.exit ], [ %563, %cdotn78.exit ], [ %581, %dot81.exit ]
	%411 = icmp slt i64 %410, %397
	br i1 %411, label %colcell68.body, label %colcell68.exit

colcell68.body:
	%412 = add i64 %410, 3
	%413 = icmp slt i64 %412, %397
	br i1 %413, label %cgroup71.body, label %cgroup71.fewer

colcell68.exit:
	%414 = add i64 %394, 1
	br label %sortcol60.head

cgroup71.body:
	%415 = mul i64 %394, %14
	%416 = getelementptr double, double* %10, i64 %415
	%417 = add i64 %410, 0
	%418 = getelementptr inbounds i32, i32* %54, i64 %417
	%419 = load i32, i32* %418
	%420 = sext i32 %419 to i64
	%421 = add i64 %58, %420
	%422 = mul i64 %421, %14
	%423 = getelementptr double, double* %8, i64 %422
	%424 = getelementptr inbounds i32, i32* %53, i64 %417
	%425 = load i32, i32* %424
	%426 = sext i32 %425 to i64
	%427 = add i64 %410, 1
	%428 = getelementptr inbounds i32, i32* %54, i64 %427
	%429 = load i32, i32* %428
	%430 = sext i32 %429 to i64
	%431 = add i64 %58, %430
	%432 = mul i64 %431, %14
	%433 = getelementptr double, double* %8, i64 %432
	%434 = getelementptr inbounds i32, i32* %53, i64 %427
	%435 = load i32, i32* %434
	%436 = sext i32 %435 to i64
	%437 = add i64 %410, 2
	%438 = getelementptr inbounds i32, i32* %54, i64 %437
	%439 = load i32, i32* %438
	%440 = sext i32 %439 to i64
	%441 = add i64 %58, %440
	%442 = mul i64 %441, %14
	%443 = getelementptr double, double* %8, i64 %442
	%444 = getelementptr inbounds i32, i32* %53, i64 %437
	%445 = load i32, i32* %444
	%446 = sext i32 %445 to i64
	%447 = add i64 %410, 3
	%448 = getelementptr inbounds i32, i32* %54, i64 %447
	%449 = load i32, i32* %448
	%450 = sext i32 %449 to i64
	%451 = add i64 %58, %450
	%452 = mul i64 %451, %14
	%453 = getelementptr double, double* %8, i64 %452
	%454 = getelementptr inbounds i32, i32* %53, i64 %447
	%455 = load i32, i32* %454
	%456 = sext i32 %455 to i64
	br label %cdotn73.head

cgroup71.fewer:
	%457 = add i64 %410, 1
	%458 = icmp slt i64 %457, %397
	br i1 %458, label %cgroup76.body, label %cgroup76.fewer

cdotn73.head:
	%459 = phi double [ 0.0, %cgroup71.body ], [ %482, %cdotn73.body ]
	%460 = phi double [ 0.0, %cgroup71.body ], [ %478, %cdotn73.body ]
	%461 = phi double [ 0.0, %cgroup71.body ], [ %474, %cdotn73.body ]
	%462 = phi double [ 0.0, %cgroup71.body ], [ %470, %cdotn73.body ]
	%463 = phi i64 [ 0, %cgroup71.body ], [ %483, %cdotn73.body ]
	%464 = icmp slt i64 %463, %14
	br i1 %464, label %cdotn73.body, label %cdotn73.exit

cdotn73.body:
	%465 = getelementptr inbounds double, double* %416, i64 %463
	%466 = load double, double* %465
	%467 = getelementptr inbounds double, double* %423, i64 %463
	%468 = load double, double* %467
	%469 = fmul double %468, %466
	%470 = fadd reassoc double %462, %469
	%471 = getelementptr inbounds double, double* %433, i64 %463
	%472 = load double, double* %471
	%473 = fmul double %472, %466
	%474 = fadd reassoc double %461, %473
	%475 = getelementptr inbounds double, double* %443, i64 %463
	%476 = load double, double* %475
	%477 = fmul double %476, %466
	%478 = fadd reassoc double %460, %477
	%479 = getelementptr inbounds double, double* %453, i64 %463
	%480 = load double, double* %479
	%481 = fmul double %480, %466
	%482 = fadd reassoc double %459, %481
	%483 = add i64 %463, 1
	br label %cdotn73.head

cdotn73.exit:
	%484 = getelementptr inbounds double, double* %41, i64 %426
	%485 = fcmp uno double %462, %462
	%486 = bitcast double %462 to i64
	%487 = select i1 %485, i64 u0x7FF8000000000000, i64 %486
	%488 = bitcast double* %484 to i64*
	store i64 %487, i64* %488
	%489 = getelementptr inbounds double, double* %41, i64 %436
	%490 = fcmp uno double %461, %461
	%491 = bitcast double %461 to i64
	%492 = select i1 %490, i64 u0x7FF8000000000000, i64 %491
	%493 = bitcast double* %489 to i64*
	store i64 %492, i64* %493
	%494 = getelementptr inbounds double, double* %41, i64 %446
	%495 = fcmp uno double %460, %460
	%496 = bitcast double %460 to i64
	%497 = select i1 %495, i64 u0x7FF8000000000000, i64 %496
	%498 = bitcast double* %494 to i64*
	store i64 %497, i64* %498
	%499 = getelementptr inbounds double, double* %41, i64 %456
	%500 = fcmp uno double %459, %459
	%501 = bitcast double %459 to i64
	%502 = select i1 %500, i64 u0x7FF8000000000000, i64 %501
	%503 = bitcast double* %499 to i64*
	store i64 %502, i64* %503
	%504 = add i64 %410, 4
	br label %colcell68.head

cgroup76.body:
	%505 = mul i64 %394, %14
	%506 = getelementptr double, double* %10, i64 %505
	%507 = add i64 %410, 0
	%508 = getelementptr inbounds i32, i32* %54, i64 %507
	%509 = load i32, i32* %508
	%510 = sext i32 %509 to i64
	%511 = add i64 %58, %510
	%512 = mul i64 %511, %14
	%513 = getelementptr double, double* %8, i64 %512
	%514 = getelementptr inbounds i32, i32* %53, i64 %507
	%515 = load i32, i32* %514
	%516 = sext i32 %515 to i64
	%517 = add i64 %410, 1
	%518 = getelementptr inbounds i32, i32* %54, i64 %517
	%519 = load i32, i32* %518
	%520 = sext i32 %519 to i64
	%521 = add i64 %58, %520
	%522 = mul i64 %521, %14
	%523 = getelementptr double, double* %8, i64 %522
	%524 = getelementptr inbounds i32, i32* %53, i64 %517
	%525 = load i32, i32* %524
	%526 = sext i32 %525 to i64
	br label %cdotn78.head

cgroup76.fewer:
	%527 = getelementptr inbounds i32, i32* %54, i64 %410
	%528 = load i32, i32* %527
	%529 = sext i32 %528 to i64
	%530 = add i64 %58, %529
	%531 = getelementptr inbounds i32, i32* %53, i64 %410
	%532 = load i32, i32* %531
	%533 = sext i32 %532 to i64
	%534 = mul i64 %530, %14
	%535 = getelementptr double, double* %8, i64 %534
	%536 = mul i64 %394, %14
	%537 = getelementptr double, double* %10, i64 %536
	br label %dot81.head

cdotn78.head:
	%538 = phi double [ 0.0, %cgroup76.body ], [ %551, %cdotn78.body ]
	%539 = phi double [ 0.0, %cgroup76.body ], [ %547, %cdotn78.body ]
	%540 = phi i64 [ 0, %cgroup76.body ], [ %552, %cdotn78.body ]
	%541 = icmp slt i64 %540, %14
	br i1 %541, label %cdotn78.body, label %cdotn78.exit

cdotn78.body:
	%542 = getelementptr inbounds double, double* %506, i64 %540
	%543 = load double, double* %542
	%544 = getelementptr inbounds double, double* %513, i64 %540
	%545 = load double, double* %544
	%546 = fmul double %545, %543
	%547 = fadd reassoc double %539, %546
	%548 = getelementptr inbounds double, double* %523, i64 %540
	%549 = load double, double* %548
	%550 = fmul double %549, %543
	%551 = fadd reassoc double %538, %550
	%552 = add i64 %540, 1
	br label %cdotn78.head

cdotn78.exit:
	%553 = getelementptr inbounds double, double* %41, i64 %516
	%554 = fcmp uno double %539, %539
	%555 = bitcast double %539 to i64
	%556 = select i1 %554, i64 u0x7FF8000000000000, i64 %555
	%557 = bitcast double* %553 to i64*
	store i64 %556, i64* %557
	%558 = getelementptr inbounds double, double* %41, i64 %526
	%559 = fcmp uno double %538, %538
	%560 = bitcast double %538 to i64
	%561 = select i1 %559, i64 u0x7FF8000000000000, i64 %560
	%562 = bitcast double* %558 to i64*
	store i64 %561, i64* %562
	%563 = add i64 %410, 2
	br label %colcell68.head

dot81.head:
	%564 = phi double [ 0.0, %cgroup76.fewer ], [ %572, %dot81.body ]
	%565 = phi i64 [ 0, %cgroup76.fewer ], [ %573, %dot81.body ]
	%566 = icmp slt i64 %565, %14
	br i1 %566, label %dot81.body, label %dot81.exit

dot81.body:
	%567 = getelementptr inbounds double, double* %535, i64 %565
	%568 = load double, double* %567
	%569 = getelementptr inbounds double, double* %537, i64 %565
	%570 = load double, double* %569
	%571 = fmul double %568, %570
	%572 = fadd reassoc double %564, %571
	%573 = add i64 %565, 1
	br label %dot81.head

dot81.exit:
	%574 = mul i64 %28, 0
	%575 = add i64 %574, %533
	%576 = getelementptr inbounds double, double* %41, i64 %575
	%577 = fcmp uno double %564, %564
	%578 = bitcast double %564 to i64
	%579 = select i1 %577, i64 u0x7FF8000000000000, i64 %578
	%580 = bitcast double* %576 to i64*
	store i64 %579, i64* %580
	%581 = add i64 %410, 1
	br label %colcell68.head

preeval84.head:
	%582 = phi i64 [ %105, %block13.exit ], [ %643, %preeval84.body ]
	%583 = icmp slt i64 %582, %145
	br i1 %583, label %preeval84.body, label %preeval84.exit

preeval84.body:
	%584 = getelementptr inbounds double, double* %2, i64 %582
	%585 = load double, double* %584
	%586 = mul i64 %28, 0
	%587 = sub i64 %582, %105
	%588 = add i64 %586, %587
	%589 = getelementptr inbounds double, double* %41, i64 %588
	%590 = load double, double* %589
	%591 = fadd double %590, %12
	%592 = fcmp olt double %591, 0x10000000000000
	%593 = fmul double %591, 1.8014398509481984e+16
	%594 = select i1 %592, double %593, double %591
	%595 = bitcast double %594 to i64
	%596 = add i64 %595, 2638149301829632
	%597 = lshr i64 %596, 52
	%598 = sub i64 %597, 1023
	%599 = sub i64 %598, 54
	%600 = select i1 %592, i64 %599, i64 %598
	%601 = and i64 %596, u0xFFFFFFFFFFFFF
	%602 = add i64 %601, 4604544269498187776
	%603 = bitcast i64 %602 to double
	%604 = sitofp i64 %600 to double
	%605 = fsub double %603, 1.0
	%606 = fadd double 2.0, %605
	%607 = fdiv double %605, %606
	%608 = fmul double 0.5, %605
	%609 = fmul double %608, %605
	%610 = fmul double %607, %607
	%611 = fmul double %610, %610
	%612 = call double @llvm.fma.f64(double 0x3FC2F112DF3E5244, double %611, double 0x3FC7466496CB03DE)
	%613 = call double @llvm.fma.f64(double %612, double %611, double 0x3FD2492494229359)
	%614 = call double @llvm.fma.f64(double %613, double %611, double 0x3FE5555555555593)
	%615 = fmul double %610, %614
	%616 = call double @llvm.fma.f64(double 0x3FC39A09D078C69F, double %611, double 0x3FCC71C51D8E78AF)
	%617 = call double @llvm.fma.f64(double %616, double %611, double 0x3FD999999997FA04)
	%618 = fmul double %611, %617
	%619 = fadd double %615, %618
	%620 = fadd double %609, %619
	%621 = fmul double %607, %620
	%622 = fmul double %604, 0x3DEA39EF35793C76
	%623 = fadd double %621, %622
	%624 = fmul double %604, 0x3FE62E42FEE00000
	%625 = fsub double %609, %623
	%626 = fsub double %625, %605
	%627 = fsub double %624, %626
	%628 = fcmp ogt double %591, 0x7FEFFFFFFFFFFFFF
	%629 = select i1 %628, double %591, double %627
	%630 = fcmp oeq double %591, 0.0
	%631 = select i1 %630, double 0xFFF0000000000000, double %629
	%632 = fcmp olt double %591, 0.0
	%633 = select i1 %632, double 0x7FF8000000000000, double %631
	%634 = fcmp uno double %591, %591
	%635 = select i1 %634, double %591, double %633
	%636 = fmul double %585, %635
	%637 = sub i64 %582, %105
	%638 = getelementptr inbounds double, double* %41, i64 %637
	%639 = fcmp uno double %636, %636
	%640 = bitcast double %636 to i64
	%641 = select i1 %639, i64 u0x7FF8000000000000, i64 %640
	%642 = bitcast double* %638 to i64*
	store i64 %641, i64* %642
	%643 = add i64 %582, 1
	br label %preeval84.head

preeval84.exit:
	%644 = getelementptr inbounds i64, i64* %aux, i64 10
	store i64 %58, i64* %644
	%645 = getelementptr inbounds i64, i64* %aux, i64 11
	store i64 %111, i64* %645
	br label %chunk1.join

row87.head:
	%646 = phi double [ %59, %chunk1.join ], [ %657, %nz90.exit ]
	%647 = phi i64 [ %58, %chunk1.join ], [ %677, %nz90.exit ]
	%648 = icmp slt i64 %647, %96
	br i1 %648, label %row87.body, label %row87.exit

row87.body:
	%649 = mul i64 %647, %m
	%650 = getelementptr inbounds i64, i64* %4, i64 %647
	%651 = load i64, i64* %650
	%652 = add i64 %647, 1
	%653 = getelementptr inbounds i64, i64* %4, i64 %652
	%654 = load i64, i64* %653
	%655 = sub i64 %647, %rl
	%656 = mul i64 %655, %m
	br label %nz90.head

row87.exit:
	br label %chunk1.head

nz90.head:
	%657 = phi double [ %646, %row87.body ], [ %657, %nz90.body ]
	%658 = phi i64 [ %651, %row87.body ], [ %674, %nz90.body ]
	%659 = icmp slt i64 %658, %654
	br i1 %659, label %nz90.body, label %nz90.exit

nz90.body:
	%660 = getelementptr inbounds i32, i32* %6, i64 %658
	%661 = load i32, i32* %660
	%662 = sext i32 %661 to i64
	%663 = getelementptr inbounds double, double* %2, i64 %658
	%664 = load double, double* %663
	%665 = sub i64 %658, %92
	%666 = getelementptr inbounds double, double* %41, i64 %665
	%667 = load double, double* %666
	%668 = add i64 %656, %662
	%669 = and i64 %668, 7
	%670 = getelementptr inbounds double, double* %0, i64 %669
	%671 = load double, double* %670
	%672 = fadd double %671, %667
	%673 = getelementptr inbounds double, double* %0, i64 %669
	store double %672, double* %673
	%674 = add i64 %658, 1
	br label %nz90.head

nz90.exit:
	%675 = sub i64 %654, %651
	%676 = icmp slt i64 %675, %m
	%677 = add i64 %647, 1
	br label %row87.head
}

declare void @llvm.prefetch.p0i8(i8* %0, i32 %1, i32 %2, i32 %3) nounwind

declare double @llvm.fma.f64(double %0, double %1, double %2) nounwind
