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
	%44 = phi i64 [ %rl, %entry ], [ %78, %row31.exit ]
	%45 = phi double [ 0.0, %entry ], [ %196, %row31.exit ]
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
	br label %row31.head

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
	%117 = phi i64 [ %115, %brow12.body ], [ %181, %dot225.exit ], [ %195, %dot28.exit ]
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
	%137 = add i64 %117, 1
	%138 = icmp slt i64 %137, %113
	%139 = select i1 %138, i64 %137, i64 0
	%140 = getelementptr inbounds i32, i32* %6, i64 %139
	%141 = load i32, i32* %140
	%142 = sext i32 %141 to i64
	%143 = icmp slt i64 %142, %107
	%144 = and i1 %138, %143
	br i1 %144, label %pair23.body, label %pair23.single

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

pair23.body:
	%151 = mul i64 %108, %14
	%152 = getelementptr double, double* %8, i64 %151
	%153 = mul i64 %122, %14
	%154 = getelementptr double, double* %10, i64 %153
	%155 = mul i64 %142, %14
	%156 = getelementptr double, double* %10, i64 %155
	br label %dot225.head

pair23.single:
	%157 = sub i64 %117, %72
	%158 = mul i64 %108, %14
	%159 = getelementptr double, double* %8, i64 %158
	%160 = mul i64 %122, %14
	%161 = getelementptr double, double* %10, i64 %160
	br label %dot28.head

dot225.head:
	%162 = phi double [ 0.0, %pair23.body ], [ %175, %dot225.body ]
	%163 = phi double [ 0.0, %pair23.body ], [ %173, %dot225.body ]
	%164 = phi i64 [ 0, %pair23.body ], [ %176, %dot225.body ]
	%165 = icmp slt i64 %164, %14
	br i1 %165, label %dot225.body, label %dot225.exit

dot225.body:
	%166 = getelementptr inbounds double, double* %152, i64 %164
	%167 = load double, double* %166
	%168 = getelementptr inbounds double, double* %154, i64 %164
	%169 = load double, double* %168
	%170 = getelementptr inbounds double, double* %156, i64 %164
	%171 = load double, double* %170
	%172 = fmul double %167, %169
	%173 = fadd reassoc double %163, %172
	%174 = fmul double %167, %171
	%175 = fadd reassoc double %162, %174
	%176 = add i64 %164, 1
	br label %dot225.head

dot225.exit:
	%177 = sub i64 %117, %72
	%178 = getelementptr inbounds double, double* %37, i64 %177
	store double %163, double* %178
	%179 = add i64 %177, 1
	%180 = getelementptr inbounds double, double* %37, i64 %179
	store double %162, double* %180
	%181 = add i64 %117, 2
	br label %bcell15.head

dot28.head:
	%182 = phi double [ 0.0, %pair23.single ], [ %190, %dot28.body ]
	%183 = phi i64 [ 0, %pair23.single ], [ %191, %dot28.body ]
	%184 = icmp slt i64 %183, %14
	br i1 %184, label %dot28.body, label %dot28.exit

dot28.body:
	%185 = getelementptr inbounds double, double* %159, i64 %183
	%186 = load double, double* %185
	%187 = getelementptr inbounds double, double* %161, i64 %183
	%188 = load double, double* %187
	%189 = fmul double %186, %188
	%190 = fadd reassoc double %182, %189
	%191 = add i64 %183, 1
	br label %dot28.head

dot28.exit:
	%192 = mul i64 %28, 0
	%193 = add i64 %192, %157
	%194 = getelementptr inbounds double, double* %37, i64 %193
	store double %182, double* %194
	%195 = add i64 %117, 1
	br label %bcell15.head

row31.head:
	%196 = phi double [ %45, %block9.exit ], [ %207, %nz34.exit ]
	%197 = phi i64 [ %44, %block9.exit ], [ %275, %nz34.exit ]
	%198 = icmp slt i64 %197, %78
	br i1 %198, label %row31.body, label %row31.exit

row31.body:
	%199 = mul i64 %197, %m
	%200 = getelementptr inbounds i64, i64* %4, i64 %197
	%201 = load i64, i64* %200
	%202 = add i64 %197, 1
	%203 = getelementptr inbounds i64, i64* %4, i64 %202
	%204 = load i64, i64* %203
	%205 = sub i64 %197, %rl
	%206 = mul i64 %205, %m
	br label %nz34.head

row31.exit:
	br label %chunk1.head

nz34.head:
	%207 = phi double [ %196, %row31.body ], [ %207, %nz34.body ]
	%208 = phi i64 [ %201, %row31.body ], [ %272, %nz34.body ]
	%209 = icmp slt i64 %208, %204
	br i1 %209, label %nz34.body, label %nz34.exit

nz34.body:
	%210 = getelementptr inbounds i32, i32* %6, i64 %208
	%211 = load i32, i32* %210
	%212 = sext i32 %211 to i64
	%213 = getelementptr inbounds double, double* %2, i64 %208
	%214 = load double, double* %213
	%215 = mul i64 %28, 0
	%216 = sub i64 %208, %72
	%217 = add i64 %215, %216
	%218 = getelementptr inbounds double, double* %37, i64 %217
	%219 = load double, double* %218
	%220 = fadd double %219, %12
	%221 = fcmp olt double %220, 0x10000000000000
	%222 = fmul double %220, 1.8014398509481984e+16
	%223 = select i1 %221, double %222, double %220
	%224 = bitcast double %223 to i64
	%225 = add i64 %224, 2638149301829632
	%226 = lshr i64 %225, 52
	%227 = sub i64 %226, 1023
	%228 = sub i64 %227, 54
	%229 = select i1 %221, i64 %228, i64 %227
	%230 = and i64 %225, u0xFFFFFFFFFFFFF
	%231 = add i64 %230, 4604544269498187776
	%232 = bitcast i64 %231 to double
	%233 = sitofp i64 %229 to double
	%234 = fsub double %232, 1.0
	%235 = fadd double 2.0, %234
	%236 = fdiv double %234, %235
	%237 = fmul double 0.5, %234
	%238 = fmul double %237, %234
	%239 = fmul double %236, %236
	%240 = fmul double %239, %239
	%241 = call double @llvm.fma.f64(double 0x3FC2F112DF3E5244, double %240, double 0x3FC7466496CB03DE)
	%242 = call double @llvm.fma.f64(double %241, double %240, double 0x3FD2492494229359)
	%243 = call double @llvm.fma.f64(double %242, double %240, double 0x3FE5555555555593)
	%244 = fmul double %239, %243
	%245 = call double @llvm.fma.f64(double 0x3FC39A09D078C69F, double %240, double 0x3FCC71C51D8E78AF)
	%246 = call double @llvm.fma.f64(double %245, double %240, double 0x3FD999999997FA04)
	%247 = fmul double %240, %246
	%248 = fadd double %244, %247
	%249 = fadd double %238, %248
	%250 = fmul double %236, %249
	%251 = fmul double %233, 0x3DEA39EF35793C76
	%252 = fadd double %250, %251
	%253 = fmul double %233, 0x3FE62E42FEE00000
	%254 = fsub double %238, %252
	%255 = fsub double %254, %234
	%256 = fsub double %253, %255
	%257 = fcmp ogt double %220, 0x7FEFFFFFFFFFFFFF
	%258 = select i1 %257, double %220, double %256
	%259 = fcmp oeq double %220, 0.0
	%260 = select i1 %259, double 0xFFF0000000000000, double %258
	%261 = fcmp olt double %220, 0.0
	%262 = select i1 %261, double 0x7FF8000000000000, double %260
	%263 = fcmp uno double %220, %220
	%264 = select i1 %263, double %220, double %262
	%265 = fmul double %214, %264
	%266 = add i64 %206, %212
	%267 = and i64 %266, 7
	%268 = getelementptr inbounds double, double* %0, i64 %267
	%269 = load double, double* %268
	%270 = fadd double %269, %265
	%271 = getelementptr inbounds double, double* %0, i64 %267
	store double %270, double* %271
	%272 = add i64 %208, 1
	br label %nz34.head

nz34.exit:
	%273 = sub i64 %204, %201
	%274 = icmp slt i64 %273, %m
	%275 = add i64 %197, 1
	br label %row31.head
}

declare void @llvm.prefetch.p0i8(i8* %0, i32 %1, i32 %2, i32 %3) nounwind

declare double @llvm.fma.f64(double %0, double %1, double %2) nounwind
