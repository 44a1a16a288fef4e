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
	%36 = phi i64 [ %rl, %entry ], [ %45, %row21.exit ]
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
	br label %row21.head

brow12.head:
	%71 = phi i64 [ %36, %block9.body ], [ %94, %bcell15.exit ]
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
	%80 = phi i64 [ %78, %brow12.body ], [ %108, %dot18.exit ]
	%81 = icmp slt i64 %80, %76
	%82 = select i1 %81, i64 %80, i64 0
	%83 = getelementptr inbounds i32, i32* %5, i64 %82
	%84 = load i32, i32* %83
	%85 = sext i32 %84 to i64
	%86 = icmp slt i64 %85, %70
	%87 = and i1 %81, %86
	br i1 %87, label %bcell15.body, label %bcell15.exit

bcell15.body:
	%88 = sub i64 %80, %39
	%89 = mul i64 %71, %11
	%90 = getelementptr double, double* %7, i64 %89
	%91 = mul i64 %85, %11
	%92 = getelementptr double, double* %9, i64 %91
	br label %dot18.head

bcell15.exit:
	%93 = getelementptr inbounds i64, i64* %32, i64 %73
	store i64 %80, i64* %93
	%94 = add i64 %71, 1
	br label %brow12.head

dot18.head:
	%95 = phi double [ 0.0, %bcell15.body ], [ %103, %dot18.body ]
	%96 = phi i64 [ 0, %bcell15.body ], [ %104, %dot18.body ]
	%97 = icmp slt i64 %96, %11
	br i1 %97, label %dot18.body, label %dot18.exit

dot18.body:
	%98 = getelementptr inbounds double, double* %90, i64 %96
	%99 = load double, double* %98
	%100 = getelementptr inbounds double, double* %92, i64 %96
	%101 = load double, double* %100
	%102 = fmul double %99, %101
	%103 = fadd reassoc double %95, %102
	%104 = add i64 %96, 1
	br label %dot18.head

dot18.exit:
	%105 = mul i64 %20, 0
	%106 = add i64 %105, %88
	%107 = getelementptr inbounds double, double* %29, i64 %106
	store double %95, double* %107
	%108 = add i64 %80, 1
	br label %bcell15.head

row21.head:
	%109 = phi i64 [ %36, %block9.exit ], [ %176, %nz24.exit ]
	%110 = icmp slt i64 %109, %45
	br i1 %110, label %row21.body, label %row21.exit

row21.body:
	%111 = mul i64 %109, %m
	%112 = getelementptr inbounds i64, i64* %3, i64 %109
	%113 = load i64, i64* %112
	%114 = add i64 %109, 1
	%115 = getelementptr inbounds i64, i64* %3, i64 %114
	%116 = load i64, i64* %115
	%117 = sub i64 %109, %rl
	%118 = mul i64 %117, %m
	br label %nz24.head

row21.exit:
	br label %chunk1.head

nz24.head:
	%119 = phi i64 [ %113, %row21.body ], [ %173, %nz24.body ]
	%120 = icmp slt i64 %119, %116
	br i1 %120, label %nz24.body, label %nz24.exit

nz24.body:
	%121 = getelementptr inbounds i32, i32* %5, i64 %119
	%122 = load i32, i32* %121
	%123 = sext i32 %122 to i64
	%124 = getelementptr inbounds double, double* %1, i64 %119
	%125 = load double, double* %124
	%126 = mul i64 %20, 0
	%127 = sub i64 %119, %39
	%128 = add i64 %126, %127
	%129 = getelementptr inbounds double, double* %29, i64 %128
	%130 = load double, double* %129
	%131 = fneg double %130
	%132 = fcmp ogt double %131, 710.0
	%133 = select i1 %132, double 710.0, double %131
	%134 = fcmp olt double %133, -746.0
	%135 = select i1 %134, double -746.0, double %133
	%136 = fmul double %135, 0x3FF71547652B82FE
	%137 = fadd double %136, 6.755399441055744e+15
	%138 = fsub double %137, 6.755399441055744e+15
	%139 = bitcast double %137 to i64
	%140 = sub i64 %139, u0x4338000000000000
	%141 = fneg double %138
	%142 = call double @llvm.fma.f64(double %141, double 0x3FE62E42FEE00000, double %135)
	%143 = call double @llvm.fma.f64(double %141, double 0x3DEA39EF35793C76, double %142)
	%144 = call double @llvm.fma.f64(double 0x3DE6124613A86D09, double %143, double 0x3E21EED8EFF8D898)
	%145 = call double @llvm.fma.f64(double %144, double %143, double 0x3E5AE64567F544E4)
	%146 = call double @llvm.fma.f64(double %145, double %143, double 0x3E927E4FB7789F5C)
	%147 = call double @llvm.fma.f64(double %146, double %143, double 0x3EC71DE3A556C734)
	%148 = call double @llvm.fma.f64(double %147, double %143, double 0x3EFA01A01A01A01A)
	%149 = call double @llvm.fma.f64(double %148, double %143, double 0x3F2A01A01A01A01A)
	%150 = call double @llvm.fma.f64(double %149, double %143, double 0x3F56C16C16C16C17)
	%151 = call double @llvm.fma.f64(double %150, double %143, double 0x3F81111111111111)
	%152 = call double @llvm.fma.f64(double %151, double %143, double 0x3FA5555555555555)
	%153 = call double @llvm.fma.f64(double %152, double %143, double 0x3FC5555555555555)
	%154 = call double @llvm.fma.f64(double %153, double %143, double 0.5)
	%155 = fmul double %143, %143
	%156 = call double @llvm.fma.f64(double %155, double %154, double %143)
	%157 = fadd double 1.0, %156
	%158 = ashr i64 %140, 1
	%159 = add i64 %158, 1023
	%160 = shl i64 %159, 52
	%161 = bitcast i64 %160 to double
	%162 = fmul double %157, %161
	%163 = sub i64 %140, %158
	%164 = add i64 %163, 1023
	%165 = shl i64 %164, 52
	%166 = bitcast i64 %165 to double
	%167 = fmul double %162, %166
	%168 = fadd double 1.0, %167
	%169 = fdiv double 1.0, %168
	%170 = fmul double %125, %169
	%171 = getelementptr inbounds double, double* %out, i64 %119
	store double %170, double* %171
	%172 = getelementptr inbounds i8, i8* %16, i64 %119
	store i8 0, i8* %172
	%173 = add i64 %119, 1
	br label %nz24.head

nz24.exit:
	%174 = sub i64 %116, %113
	%175 = icmp slt i64 %174, %m
	%176 = add i64 %109, 1
	br label %row21.head
}

declare double @llvm.fma.f64(double %0, double %1, double %2) nounwind
