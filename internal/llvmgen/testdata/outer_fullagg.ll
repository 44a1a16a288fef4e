; Golden IR of llvmgen test case outer_fullagg (outer full_agg, sparse_safe driver).
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
	%44 = phi i64 [ %rl, %entry ], [ %78, %row26.exit ]
	%45 = phi double [ 0.0, %entry ], [ %176, %row26.exit ]
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
	br label %cursors6.head

cursors6.head:
	%94 = phi i64 [ %44, %chunkend4.exit ], [ %100, %cursors6.body ]
	%95 = icmp slt i64 %94, %78
	br i1 %95, label %cursors6.body, label %cursors6.exit

cursors6.body:
	%96 = getelementptr inbounds i64, i64* %4, i64 %94
	%97 = load i64, i64* %96
	%98 = sub i64 %94, %44
	%99 = getelementptr inbounds i64, i64* %40, i64 %98
	store i64 %97, i64* %99
	%100 = add i64 %94, 1
	br label %cursors6.head

cursors6.exit:
	br label %block9.head

block9.head:
	%101 = phi i64 [ 0, %cursors6.exit ], [ %112, %brow12.exit ]
	%102 = icmp slt i64 %101, %m
	br i1 %102, label %block9.body, label %block9.exit

block9.body:
	%103 = add i64 %101, %93
	br label %brow12.head

block9.exit:
	br label %row26.head

brow12.head:
	%104 = phi i64 [ %44, %block9.body ], [ %130, %bcell15.exit ]
	%105 = icmp slt i64 %104, %78
	br i1 %105, label %brow12.body, label %brow12.exit

brow12.body:
	%106 = sub i64 %104, %44
	%107 = add i64 %104, 1
	%108 = getelementptr inbounds i64, i64* %4, i64 %107
	%109 = load i64, i64* %108
	%110 = getelementptr inbounds i64, i64* %40, i64 %106
	%111 = load i64, i64* %110
	br label %bcell15.head

brow12.exit:
	%112 = add i64 %101, %93
	br label %block9.head

bcell15.head:
	%113 = phi i64 [ %111, %brow12.body ], [ %161, %dot220.exit ], [ %175, %dot23.exit ]
	%114 = icmp slt i64 %113, %109
	%115 = select i1 %114, i64 %113, i64 0
	%116 = getelementptr inbounds i32, i32* %6, i64 %115
	%117 = load i32, i32* %116
	%118 = sext i32 %117 to i64
	%119 = icmp slt i64 %118, %103
	%120 = and i1 %114, %119
	br i1 %120, label %bcell15.body, label %bcell15.exit

bcell15.body:
	%121 = add i64 %113, 1
	%122 = icmp slt i64 %121, %109
	%123 = select i1 %122, i64 %121, i64 0
	%124 = getelementptr inbounds i32, i32* %6, i64 %123
	%125 = load i32, i32* %124
	%126 = sext i32 %125 to i64
	%127 = icmp slt i64 %126, %103
	%128 = and i1 %122, %127
	br i1 %128, label %pair18.body, label %pair18.single

bcell15.exit:
	%129 = getelementptr inbounds i64, i64* %40, i64 %106
	store i64 %113, i64* %129
	%130 = add i64 %104, 1
	br label %brow12.head

pair18.body:
	%131 = mul i64 %104, %14
	%132 = getelementptr double, double* %8, i64 %131
	%133 = mul i64 %118, %14
	%134 = getelementptr double, double* %10, i64 %133
	%135 = mul i64 %126, %14
	%136 = getelementptr double, double* %10, i64 %135
	br label %dot220.head

pair18.single:
	%137 = sub i64 %113, %72
	%138 = mul i64 %104, %14
	%139 = getelementptr double, double* %8, i64 %138
	%140 = mul i64 %118, %14
	%141 = getelementptr double, double* %10, i64 %140
	br label %dot23.head

dot220.head:
	%142 = phi double [ 0.0, %pair18.body ], [ %155, %dot220.body ]
	%143 = phi double [ 0.0, %pair18.body ], [ %153, %dot220.body ]
	%144 = phi i64 [ 0, %pair18.body ], [ %156, %dot220.body ]
	%145 = icmp slt i64 %144, %14
	br i1 %145, label %dot220.body, label %dot220.exit

dot220.body:
	%146 = getelementptr inbounds double, double* %132, i64 %144
	%147 = load double, double* %146
	%148 = getelementptr inbounds double, double* %134, i64 %144
	%149 = load double, double* %148
	%150 = getelementptr inbounds double, double* %136, i64 %144
	%151 = load double, double* %150
	%152 = fmul double %147, %149
	%153 = fadd reassoc double %143, %152
	%154 = fmul double %147, %151
	%155 = fadd reassoc double %142, %154
	%156 = add i64 %144, 1
	br label %dot220.head

dot220.exit:
	%157 = sub i64 %113, %72
	%158 = getelementptr inbounds double, double* %37, i64 %157
	store double %143, double* %158
	%159 = add i64 %157, 1
	%160 = getelementptr inbounds double, double* %37, i64 %159
	store double %142, double* %160
	%161 = add i64 %113, 2
	br label %bcell15.head

dot23.head:
	%162 = phi double [ 0.0, %pair18.single ], [ %170, %dot23.body ]
	%163 = phi i64 [ 0, %pair18.single ], [ %171, %dot23.body ]
	%164 = icmp slt i64 %163, %14
	br i1 %164, label %dot23.body, label %dot23.exit

dot23.body:
	%165 = getelementptr inbounds double, double* %139, i64 %163
	%166 = load double, double* %165
	%167 = getelementptr inbounds double, double* %141, i64 %163
	%168 = load double, double* %167
	%169 = fmul double %166, %168
	%170 = fadd reassoc double %162, %169
	%171 = add i64 %163, 1
	br label %dot23.head

dot23.exit:
	%172 = mul i64 %28, 0
	%173 = add i64 %172, %137
	%174 = getelementptr inbounds double, double* %37, i64 %173
	store double %162, double* %174
	%175 = add i64 %113, 1
	br label %bcell15.head

row26.head:
	%176 = phi double [ %45, %block9.exit ], [ %187, %nz29.exit ]
	%177 = phi i64 [ %44, %block9.exit ], [ %255, %nz29.exit ]
	%178 = icmp slt i64 %177, %78
	br i1 %178, label %row26.body, label %row26.exit

row26.body:
	%179 = mul i64 %177, %m
	%180 = getelementptr inbounds i64, i64* %4, i64 %177
	%181 = load i64, i64* %180
	%182 = add i64 %177, 1
	%183 = getelementptr inbounds i64, i64* %4, i64 %182
	%184 = load i64, i64* %183
	%185 = sub i64 %177, %rl
	%186 = mul i64 %185, %m
	br label %nz29.head

row26.exit:
	br label %chunk1.head

nz29.head:
	%187 = phi double [ %176, %row26.body ], [ %187, %nz29.body ]
	%188 = phi i64 [ %181, %row26.body ], [ %252, %nz29.body ]
	%189 = icmp slt i64 %188, %184
	br i1 %189, label %nz29.body, label %nz29.exit

nz29.body:
	%190 = getelementptr inbounds i32, i32* %6, i64 %188
	%191 = load i32, i32* %190
	%192 = sext i32 %191 to i64
	%193 = getelementptr inbounds double, double* %2, i64 %188
	%194 = load double, double* %193
	%195 = mul i64 %28, 0
	%196 = sub i64 %188, %72
	%197 = add i64 %195, %196
	%198 = getelementptr inbounds double, double* %37, i64 %197
	%199 = load double, double* %198
	%200 = fadd double %199, %12
	%201 = fcmp olt double %200, 0x10000000000000
	%202 = fmul double %200, 1.8014398509481984e+16
	%203 = select i1 %201, double %202, double %200
	%204 = bitcast double %203 to i64
	%205 = add i64 %204, 2638149301829632
	%206 = lshr i64 %205, 52
	%207 = sub i64 %206, 1023
	%208 = sub i64 %207, 54
	%209 = select i1 %201, i64 %208, i64 %207
	%210 = and i64 %205, u0xFFFFFFFFFFFFF
	%211 = add i64 %210, 4604544269498187776
	%212 = bitcast i64 %211 to double
	%213 = sitofp i64 %209 to double
	%214 = fsub double %212, 1.0
	%215 = fadd double 2.0, %214
	%216 = fdiv double %214, %215
	%217 = fmul double 0.5, %214
	%218 = fmul double %217, %214
	%219 = fmul double %216, %216
	%220 = fmul double %219, %219
	%221 = call double @llvm.fma.f64(double 0x3FC2F112DF3E5244, double %220, double 0x3FC7466496CB03DE)
	%222 = call double @llvm.fma.f64(double %221, double %220, double 0x3FD2492494229359)
	%223 = call double @llvm.fma.f64(double %222, double %220, double 0x3FE5555555555593)
	%224 = fmul double %219, %223
	%225 = call double @llvm.fma.f64(double 0x3FC39A09D078C69F, double %220, double 0x3FCC71C51D8E78AF)
	%226 = call double @llvm.fma.f64(double %225, double %220, double 0x3FD999999997FA04)
	%227 = fmul double %220, %226
	%228 = fadd double %224, %227
	%229 = fadd double %218, %228
	%230 = fmul double %216, %229
	%231 = fmul double %213, 0x3DEA39EF35793C76
	%232 = fadd double %230, %231
	%233 = fmul double %213, 0x3FE62E42FEE00000
	%234 = fsub double %218, %232
	%235 = fsub double %234, %214
	%236 = fsub double %233, %235
	%237 = fcmp ogt double %200, 0x7FEFFFFFFFFFFFFF
	%238 = select i1 %237, double %200, double %236
	%239 = fcmp oeq double %200, 0.0
	%240 = select i1 %239, double 0xFFF0000000000000, double %238
	%241 = fcmp olt double %200, 0.0
	%242 = select i1 %241, double 0x7FF8000000000000, double %240
	%243 = fcmp uno double %200, %200
	%244 = select i1 %243, double %200, double %242
	%245 = fmul double %194, %244
	%246 = add i64 %186, %192
	%247 = and i64 %246, 7
	%248 = getelementptr inbounds double, double* %0, i64 %247
	%249 = load double, double* %248
	%250 = fadd double %249, %245
	%251 = getelementptr inbounds double, double* %0, i64 %247
	store double %250, double* %251
	%252 = add i64 %188, 1
	br label %nz29.head

nz29.exit:
	%253 = sub i64 %184, %181
	%254 = icmp slt i64 %253, %m
	%255 = add i64 %177, 1
	br label %row26.head
}

declare double @llvm.fma.f64(double %0, double %1, double %2) nounwind
