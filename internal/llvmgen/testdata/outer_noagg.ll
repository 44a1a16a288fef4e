; Golden IR of llvmgen test case outer_noagg (outer no_agg, sparse_safe driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan outer no_agg sparse_safe=true hash=abdc57fe25011275de0e7faf31f61283
;     in0 main sparse matrix <- hop 0
;     in1 side dense rows-i <- hop 1
;     in2 side dense rows-j <- hop 2
;     t1 = dot(in1[i,], in2[j,])
;     t2 = sigmoid(t1)
;     t3 = in0 * t2
;     out = t3

define void @fj_abdc57fe25011275de0e7faf31f61283(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
entry:
	%0 = getelementptr inbounds double*, double** %vals, i64 0
	%1 = load double*, double** %0
	%2 = getelementptr inbounds i64*, i64** %rowptr, i64 0
	%3 = load i64*, i64** %2
	%4 = getelementptr inbounds i32*, i32** %colidx, i64 0
	%5 = load i32*, i32** %4
	%6 = getelementptr inbounds double*, double** %vals, i64 1
	%7 = load double*, double** %6
	%8 = getelementptr inbounds double*, double** %vals, i64 2
	%9 = load double*, double** %8
	%10 = getelementptr inbounds i64, i64* %aux, i64 2
	%11 = load i64, i64* %10
	%12 = getelementptr inbounds i64, i64* %aux, i64 3
	%13 = load i64, i64* %12
	%14 = getelementptr inbounds i64, i64* %aux, i64 1
	%15 = load i64, i64* %14
	%16 = inttoptr i64 %15 to i8*
	%17 = getelementptr inbounds i64, i64* %aux, i64 5
	%18 = load i64, i64* %17
	%19 = getelementptr inbounds i64, i64* %aux, i64 6
	%20 = load i64, i64* %19
	%21 = getelementptr inbounds i64, i64* %aux, i64 7
	%22 = load i64, i64* %21
	%23 = getelementptr inbounds i64, i64* %aux, i64 8
	%24 = load i64, i64* %23
	%25 = mul i64 0, %m
	%26 = getelementptr inbounds i64, i64* %aux, i64 0
	%27 = load i64, i64* %26
	%28 = add i64 %27, %25
	%29 = inttoptr i64 %28 to double*
	%30 = mul i64 %20, 8
	%31 = add i64 %28, %30
	%32 = inttoptr i64 %31 to i64*
	%33 = sub i64 %18, 1
	%34 = add i64 %m, %33
	%35 = sdiv i64 %34, %18
	br label %chunk1.head

chunk1.head:
	%36 = phi i64 [ %rl, %entry ], [ %45, %row26.exit ]
	%37 = icmp slt i64 %36, %ru
	br i1 %37, label %chunk1.body, label %chunk1.exit

chunk1.exit:
	ret void

chunk1.body:
	%38 = getelementptr inbounds i64, i64* %3, i64 %36
	%39 = load i64, i64* %38
	%40 = add i64 %39, %20
	%41 = add i64 %36, %22
	%42 = icmp slt i64 %41, %ru
	%43 = select i1 %42, i64 %41, i64 %ru
	%44 = add i64 %36, 1
	br label %chunkend4.head

chunkend4.head:
	%45 = phi i64 [ %44, %chunk1.body ], [ %47, %chunkend4.head ]
	%46 = icmp slt i64 %45, %43
	%47 = add i64 %45, 1
	%48 = select i1 %46, i64 %47, i64 %36
	%49 = getelementptr inbounds i64, i64* %3, i64 %48
	%50 = load i64, i64* %49
	%51 = icmp sle i64 %50, %40
	%52 = and i1 %46, %51
	br i1 %52, label %chunkend4.head, label %chunkend4.exit

chunkend4.exit:
	%53 = getelementptr inbounds i64, i64* %3, i64 %45
	%54 = load i64, i64* %53
	%55 = sub i64 %54, %39
	%56 = sub i64 %45, %36
	%57 = mul i64 %56, %35
	%58 = mul i64 %55, %24
	%59 = icmp sge i64 %58, %57
	%60 = select i1 %59, i64 %18, i64 %m
	br label %cursors6.head

cursors6.head:
	%61 = phi i64 [ %36, %chunkend4.exit ], [ %67, %cursors6.body ]
	%62 = icmp slt i64 %61, %45
	br i1 %62, label %cursors6.body, label %cursors6.exit

cursors6.body:
	%63 = getelementptr inbounds i64, i64* %3, i64 %61
	%64 = load i64, i64* %63
	%65 = sub i64 %61, %36
	%66 = getelementptr inbounds i64, i64* %32, i64 %65
	store i64 %64, i64* %66
	%67 = add i64 %61, 1
	br label %cursors6.head

cursors6.exit:
	br label %block9.head

block9.head:
	%68 = phi i64 [ 0, %cursors6.exit ], [ %79, %brow12.exit ]
	%69 = icmp slt i64 %68, %m
	br i1 %69, label %block9.body, label %block9.exit

block9.body:
	%70 = add i64 %68, %60
	br label %brow12.head

block9.exit:
	br label %row26.head

brow12.head:
	%71 = phi i64 [ %36, %block9.body ], [ %97, %bcell15.exit ]
	%72 = icmp slt i64 %71, %45
	br i1 %72, label %brow12.body, label %brow12.exit

brow12.body:
	%73 = sub i64 %71, %36
	%74 = add i64 %71, 1
	%75 = getelementptr inbounds i64, i64* %3, i64 %74
	%76 = load i64, i64* %75
	%77 = getelementptr inbounds i64, i64* %32, i64 %73
	%78 = load i64, i64* %77
	br label %bcell15.head

brow12.exit:
	%79 = add i64 %68, %60
	br label %block9.head

bcell15.head:
	%80 = phi i64 [ %78, %brow12.body ], [ %128, %dot220.exit ], [ %142, %dot23.exit ]
	%81 = icmp slt i64 %80, %76
	%82 = select i1 %81, i64 %80, i64 0
	%83 = getelementptr inbounds i32, i32* %5, i64 %82
	%84 = load i32, i32* %83
	%85 = sext i32 %84 to i64
	%86 = icmp slt i64 %85, %70
	%87 = and i1 %81, %86
	br i1 %87, label %bcell15.body, label %bcell15.exit

bcell15.body:
	%88 = add i64 %80, 1
	%89 = icmp slt i64 %88, %76
	%90 = select i1 %89, i64 %88, i64 0
	%91 = getelementptr inbounds i32, i32* %5, i64 %90
	%92 = load i32, i32* %91
	%93 = sext i32 %92 to i64
	%94 = icmp slt i64 %93, %70
	%95 = and i1 %89, %94
	br i1 %95, label %pair18.body, label %pair18.single

bcell15.exit:
	%96 = getelementptr inbounds i64, i64* %32, i64 %73
	store i64 %80, i64* %96
	%97 = add i64 %71, 1
	br label %brow12.head

pair18.body:
	%98 = mul i64 %71, %11
	%99 = getelementptr double, double* %7, i64 %98
	%100 = mul i64 %85, %11
	%101 = getelementptr double, double* %9, i64 %100
	%102 = mul i64 %93, %11
	%103 = getelementptr double, double* %9, i64 %102
	br label %dot220.head

pair18.single:
	%104 = sub i64 %80, %39
	%105 = mul i64 %71, %11
	%106 = getelementptr double, double* %7, i64 %105
	%107 = mul i64 %85, %11
	%108 = getelementptr double, double* %9, i64 %107
	br label %dot23.head

dot220.head:
	%109 = phi double [ 0.0, %pair18.body ], [ %122, %dot220.body ]
	%110 = phi double [ 0.0, %pair18.body ], [ %120, %dot220.body ]
	%111 = phi i64 [ 0, %pair18.body ], [ %123, %dot220.body ]
	%112 = icmp slt i64 %111, %11
	br i1 %112, label %dot220.body, label %dot220.exit

dot220.body:
	%113 = getelementptr inbounds double, double* %99, i64 %111
	%114 = load double, double* %113
	%115 = getelementptr inbounds double, double* %101, i64 %111
	%116 = load double, double* %115
	%117 = getelementptr inbounds double, double* %103, i64 %111
	%118 = load double, double* %117
	%119 = fmul double %114, %116
	%120 = fadd reassoc double %110, %119
	%121 = fmul double %114, %118
	%122 = fadd reassoc double %109, %121
	%123 = add i64 %111, 1
	br label %dot220.head

dot220.exit:
	%124 = sub i64 %80, %39
	%125 = getelementptr inbounds double, double* %29, i64 %124
	store double %110, double* %125
	%126 = add i64 %124, 1
	%127 = getelementptr inbounds double, double* %29, i64 %126
	store double %109, double* %127
	%128 = add i64 %80, 2
	br label %bcell15.head

dot23.head:
	%129 = phi double [ 0.0, %pair18.single ], [ %137, %dot23.body ]
	%130 = phi i64 [ 0, %pair18.single ], [ %138, %dot23.body ]
	%131 = icmp slt i64 %130, %11
	br i1 %131, label %dot23.body, label %dot23.exit

dot23.body:
	%132 = getelementptr inbounds double, double* %106, i64 %130
	%133 = load double, double* %132
	%134 = getelementptr inbounds double, double* %108, i64 %130
	%135 = load double, double* %134
	%136 = fmul double %133, %135
	%137 = fadd reassoc double %129, %136
	%138 = add i64 %130, 1
	br label %dot23.head

dot23.exit:
	%139 = mul i64 %20, 0
	%140 = add i64 %139, %104
	%141 = getelementptr inbounds double, double* %29, i64 %140
	store double %129, double* %141
	%142 = add i64 %80, 1
	br label %bcell15.head

row26.head:
	%143 = phi i64 [ %36, %block9.exit ], [ %210, %nz29.exit ]
	%144 = icmp slt i64 %143, %45
	br i1 %144, label %row26.body, label %row26.exit

row26.body:
	%145 = mul i64 %143, %m
	%146 = getelementptr inbounds i64, i64* %3, i64 %143
	%147 = load i64, i64* %146
	%148 = add i64 %143, 1
	%149 = getelementptr inbounds i64, i64* %3, i64 %148
	%150 = load i64, i64* %149
	%151 = sub i64 %143, %rl
	%152 = mul i64 %151, %m
	br label %nz29.head

row26.exit:
	br label %chunk1.head

nz29.head:
	%153 = phi i64 [ %147, %row26.body ], [ %207, %nz29.body ]
	%154 = icmp slt i64 %153, %150
	br i1 %154, label %nz29.body, label %nz29.exit

nz29.body:
	%155 = getelementptr inbounds i32, i32* %5, i64 %153
	%156 = load i32, i32* %155
	%157 = sext i32 %156 to i64
	%158 = getelementptr inbounds double, double* %1, i64 %153
	%159 = load double, double* %158
	%160 = mul i64 %20, 0
	%161 = sub i64 %153, %39
	%162 = add i64 %160, %161
	%163 = getelementptr inbounds double, double* %29, i64 %162
	%164 = load double, double* %163
	%165 = fneg double %164
	%166 = fcmp ogt double %165, 710.0
	%167 = select i1 %166, double 710.0, double %165
	%168 = fcmp olt double %167, -746.0
	%169 = select i1 %168, double -746.0, double %167
	%170 = fmul double %169, 0x3FF71547652B82FE
	%171 = fadd double %170, 6.755399441055744e+15
	%172 = fsub double %171, 6.755399441055744e+15
	%173 = bitcast double %171 to i64
	%174 = sub i64 %173, u0x4338000000000000
	%175 = fneg double %172
	%176 = call double @llvm.fma.f64(double %175, double 0x3FE62E42FEE00000, double %169)
	%177 = call double @llvm.fma.f64(double %175, double 0x3DEA39EF35793C76, double %176)
	%178 = call double @llvm.fma.f64(double 0x3DE6124613A86D09, double %177, double 0x3E21EED8EFF8D898)
	%179 = call double @llvm.fma.f64(double %178, double %177, double 0x3E5AE64567F544E4)
	%180 = call double @llvm.fma.f64(double %179, double %177, double 0x3E927E4FB7789F5C)
	%181 = call double @llvm.fma.f64(double %180, double %177, double 0x3EC71DE3A556C734)
	%182 = call double @llvm.fma.f64(double %181, double %177, double 0x3EFA01A01A01A01A)
	%183 = call double @llvm.fma.f64(double %182, double %177, double 0x3F2A01A01A01A01A)
	%184 = call double @llvm.fma.f64(double %183, double %177, double 0x3F56C16C16C16C17)
	%185 = call double @llvm.fma.f64(double %184, double %177, double 0x3F81111111111111)
	%186 = call double @llvm.fma.f64(double %185, double %177, double 0x3FA5555555555555)
	%187 = call double @llvm.fma.f64(double %186, double %177, double 0x3FC5555555555555)
	%188 = call double @llvm.fma.f64(double %187, double %177, double 0.5)
	%189 = fmul double %177, %177
	%190 = call double @llvm.fma.f64(double %189, double %188, double %177)
	%191 = fadd double 1.0, %190
	%192 = ashr i64 %174, 1
	%193 = add i64 %192, 1023
	%194 = shl i64 %193, 52
	%195 = bitcast i64 %194 to double
	%196 = fmul double %191, %195
	%197 = sub i64 %174, %192
	%198 = add i64 %197, 1023
	%199 = shl i64 %198, 52
	%200 = bitcast i64 %199 to double
	%201 = fmul double %196, %200
	%202 = fadd double 1.0, %201
	%203 = fdiv double 1.0, %202
	%204 = fmul double %159, %203
	%205 = getelementptr inbounds double, double* %out, i64 %153
	store double %204, double* %205
	%206 = getelementptr inbounds i8, i8* %16, i64 %153
	store i8 0, i8* %206
	%207 = add i64 %153, 1
	br label %nz29.head

nz29.exit:
	%208 = sub i64 %150, %147
	%209 = icmp slt i64 %208, %m
	%210 = add i64 %143, 1
	br label %row26.head
}

declare double @llvm.fma.f64(double %0, double %1, double %2) nounwind
