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
	%44 = phi i64 [ %rl, %entry ], [ %78, %row21.exit ]
	%45 = phi double [ 0.0, %entry ], [ %142, %row21.exit ]
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
	br label %row21.head

brow12.head:
	%104 = phi i64 [ %44, %block9.body ], [ %127, %bcell15.exit ]
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
	%113 = phi i64 [ %111, %brow12.body ], [ %141, %dot18.exit ]
	%114 = icmp slt i64 %113, %109
	%115 = select i1 %114, i64 %113, i64 0
	%116 = getelementptr inbounds i32, i32* %6, i64 %115
	%117 = load i32, i32* %116
	%118 = sext i32 %117 to i64
	%119 = icmp slt i64 %118, %103
	%120 = and i1 %114, %119
	br i1 %120, label %bcell15.body, label %bcell15.exit

bcell15.body:
	%121 = sub i64 %113, %72
	%122 = mul i64 %104, %14
	%123 = getelementptr double, double* %8, i64 %122
	%124 = mul i64 %118, %14
	%125 = getelementptr double, double* %10, i64 %124
	br label %dot18.head

bcell15.exit:
	%126 = getelementptr inbounds i64, i64* %40, i64 %106
	store i64 %113, i64* %126
	%127 = add i64 %104, 1
	br label %brow12.head

dot18.head:
	%128 = phi double [ 0.0, %bcell15.body ], [ %136, %dot18.body ]
	%129 = phi i64 [ 0, %bcell15.body ], [ %137, %dot18.body ]
	%130 = icmp slt i64 %129, %14
	br i1 %130, label %dot18.body, label %dot18.exit

dot18.body:
	%131 = getelementptr inbounds double, double* %123, i64 %129
	%132 = load double, double* %131
	%133 = getelementptr inbounds double, double* %125, i64 %129
	%134 = load double, double* %133
	%135 = fmul double %132, %134
	%136 = fadd reassoc double %128, %135
	%137 = add i64 %129, 1
	br label %dot18.head

dot18.exit:
	%138 = mul i64 %28, 0
	%139 = add i64 %138, %121
	%140 = getelementptr inbounds double, double* %37, i64 %139
	store double %128, double* %140
	%141 = add i64 %113, 1
	br label %bcell15.head

row21.head:
	%142 = phi double [ %45, %block9.exit ], [ %153, %nz24.exit ]
	%143 = phi i64 [ %44, %block9.exit ], [ %221, %nz24.exit ]
	%144 = icmp slt i64 %143, %78
	br i1 %144, label %row21.body, label %row21.exit

row21.body:
	%145 = mul i64 %143, %m
	%146 = getelementptr inbounds i64, i64* %4, i64 %143
	%147 = load i64, i64* %146
	%148 = add i64 %143, 1
	%149 = getelementptr inbounds i64, i64* %4, i64 %148
	%150 = load i64, i64* %149
	%151 = sub i64 %143, %rl
	%152 = mul i64 %151, %m
	br label %nz24.head

row21.exit:
	br label %chunk1.head

nz24.head:
	%153 = phi double [ %142, %row21.body ], [ %153, %nz24.body ]
	%154 = phi i64 [ %147, %row21.body ], [ %218, %nz24.body ]
	%155 = icmp slt i64 %154, %150
	br i1 %155, label %nz24.body, label %nz24.exit

nz24.body:
	%156 = getelementptr inbounds i32, i32* %6, i64 %154
	%157 = load i32, i32* %156
	%158 = sext i32 %157 to i64
	%159 = getelementptr inbounds double, double* %2, i64 %154
	%160 = load double, double* %159
	%161 = mul i64 %28, 0
	%162 = sub i64 %154, %72
	%163 = add i64 %161, %162
	%164 = getelementptr inbounds double, double* %37, i64 %163
	%165 = load double, double* %164
	%166 = fadd double %165, %12
	%167 = fcmp olt double %166, 0x10000000000000
	%168 = fmul double %166, 1.8014398509481984e+16
	%169 = select i1 %167, double %168, double %166
	%170 = bitcast double %169 to i64
	%171 = add i64 %170, 2638149301829632
	%172 = lshr i64 %171, 52
	%173 = sub i64 %172, 1023
	%174 = sub i64 %173, 54
	%175 = select i1 %167, i64 %174, i64 %173
	%176 = and i64 %171, u0xFFFFFFFFFFFFF
	%177 = add i64 %176, 4604544269498187776
	%178 = bitcast i64 %177 to double
	%179 = sitofp i64 %175 to double
	%180 = fsub double %178, 1.0
	%181 = fadd double 2.0, %180
	%182 = fdiv double %180, %181
	%183 = fmul double 0.5, %180
	%184 = fmul double %183, %180
	%185 = fmul double %182, %182
	%186 = fmul double %185, %185
	%187 = call double @llvm.fma.f64(double 0x3FC2F112DF3E5244, double %186, double 0x3FC7466496CB03DE)
	%188 = call double @llvm.fma.f64(double %187, double %186, double 0x3FD2492494229359)
	%189 = call double @llvm.fma.f64(double %188, double %186, double 0x3FE5555555555593)
	%190 = fmul double %185, %189
	%191 = call double @llvm.fma.f64(double 0x3FC39A09D078C69F, double %186, double 0x3FCC71C51D8E78AF)
	%192 = call double @llvm.fma.f64(double %191, double %186, double 0x3FD999999997FA04)
	%193 = fmul double %186, %192
	%194 = fadd double %190, %193
	%195 = fadd double %184, %194
	%196 = fmul double %182, %195
	%197 = fmul double %179, 0x3DEA39EF35793C76
	%198 = fadd double %196, %197
	%199 = fmul double %179, 0x3FE62E42FEE00000
	%200 = fsub double %184, %198
	%201 = fsub double %200, %180
	%202 = fsub double %199, %201
	%203 = fcmp ogt double %166, 0x7FEFFFFFFFFFFFFF
	%204 = select i1 %203, double %166, double %202
	%205 = fcmp oeq double %166, 0.0
	%206 = select i1 %205, double 0xFFF0000000000000, double %204
	%207 = fcmp olt double %166, 0.0
	%208 = select i1 %207, double 0x7FF8000000000000, double %206
	%209 = fcmp uno double %166, %166
	%210 = select i1 %209, double %166, double %208
	%211 = fmul double %160, %210
	%212 = add i64 %152, %158
	%213 = and i64 %212, 7
	%214 = getelementptr inbounds double, double* %0, i64 %213
	%215 = load double, double* %214
	%216 = fadd double %215, %211
	%217 = getelementptr inbounds double, double* %0, i64 %213
	store double %216, double* %217
	%218 = add i64 %154, 1
	br label %nz24.head

nz24.exit:
	%219 = sub i64 %150, %147
	%220 = icmp slt i64 %219, %m
	%221 = add i64 %143, 1
	br label %row21.head
}

declare double @llvm.fma.f64(double %0, double %1, double %2) nounwind
