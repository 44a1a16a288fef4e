; Golden IR of llvmgen test case outer_fullagg (outer full_agg, sparse_safe driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan outer full_agg(sum) sparse_safe=true hash=fad887583dd34c3b7c7628140d56e951
;     in0 main sparse matrix <- hop 0
;     in1 side dense rows-i <- hop 1
;     in2 side dense rows-j <- hop 2
;     in3 side dense scalar <- hop 5
;     t1 = dot(in1[i,], in2[j,])
;     t3 = t1 + in3
;     t4 = log(t3)
;     t5 = in0 * t4
;     out0 = fulsum(t5)

define void @fj_fad887583dd34c3b7c7628140d56e951(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
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
	br label %row1.head

row1.head:
	%25 = phi double [ 0.0, %entry ], [ %64, %nz4.exit ]
	%26 = phi i64 [ %rl, %entry ], [ %78, %nz4.exit ]
	%27 = icmp slt i64 %26, %ru
	br i1 %27, label %row1.body, label %row1.exit

row1.body:
	%28 = mul i64 %26, %m
	%29 = getelementptr inbounds i64, i64* %4, i64 %26
	%30 = load i64, i64* %29
	%31 = add i64 %26, 1
	%32 = getelementptr inbounds i64, i64* %4, i64 %31
	%33 = load i64, i64* %32
	%34 = sub i64 %26, %rl
	%35 = mul i64 %34, %m
	br label %nz4.head

row1.exit:
	%36 = getelementptr inbounds double, double* %0, i64 0
	%37 = load double, double* %36
	%38 = getelementptr inbounds double, double* %0, i64 1
	%39 = load double, double* %38
	%40 = getelementptr inbounds double, double* %0, i64 2
	%41 = load double, double* %40
	%42 = getelementptr inbounds double, double* %0, i64 3
	%43 = load double, double* %42
	%44 = getelementptr inbounds double, double* %0, i64 4
	%45 = load double, double* %44
	%46 = getelementptr inbounds double, double* %0, i64 5
	%47 = load double, double* %46
	%48 = getelementptr inbounds double, double* %0, i64 6
	%49 = load double, double* %48
	%50 = getelementptr inbounds double, double* %0, i64 7
	%51 = load double, double* %50
	%52 = fadd double %37, %45
	%53 = fadd double %39, %47
	%54 = fadd double %41, %49
	%55 = fadd double %43, %51
	%56 = fadd double %52, %54
	%57 = fadd double %53, %55
	%58 = fadd double %56, %57
	%59 = getelementptr inbounds double, double* %out, i64 0
	%60 = fcmp uno double %58, %58
	%61 = bitcast double %58 to i64
	%62 = select i1 %60, i64 u0x7FF8000000000000, i64 %61
	%63 = bitcast double* %59 to i64*
	store i64 %62, i64* %63
	ret void

nz4.head:
	%64 = phi double [ %25, %row1.body ], [ %64, %dot7.exit ]
	%65 = phi i64 [ %30, %row1.body ], [ %141, %dot7.exit ]
	%66 = icmp slt i64 %65, %33
	br i1 %66, label %nz4.body, label %nz4.exit

nz4.body:
	%67 = getelementptr inbounds i32, i32* %6, i64 %65
	%68 = load i32, i32* %67
	%69 = sext i32 %68 to i64
	%70 = getelementptr inbounds double, double* %2, i64 %65
	%71 = load double, double* %70
	%72 = mul i64 %26, %14
	%73 = getelementptr double, double* %8, i64 %72
	%74 = mul i64 %69, %14
	%75 = getelementptr double, double* %10, i64 %74
	br label %dot7.head

nz4.exit:
	%76 = sub i64 %33, %30
	%77 = icmp slt i64 %76, %m
	%78 = add i64 %26, 1
	br label %row1.head

dot7.head:
	%79 = phi double [ 0.0, %nz4.body ], [ %87, %dot7.body ]
	%80 = phi i64 [ 0, %nz4.body ], [ %88, %dot7.body ]
	%81 = icmp slt i64 %80, %14
	br i1 %81, label %dot7.body, label %dot7.exit

dot7.body:
	%82 = getelementptr inbounds double, double* %73, i64 %80
	%83 = load double, double* %82
	%84 = getelementptr inbounds double, double* %75, i64 %80
	%85 = load double, double* %84
	%86 = fmul double %83, %85
	%87 = fadd reassoc double %79, %86
	%88 = add i64 %80, 1
	br label %dot7.head

dot7.exit:
	%89 = fadd double %79, %12
	%90 = fcmp olt double %89, 0x10000000000000
	%91 = fmul double %89, 1.8014398509481984e+16
	%92 = select i1 %90, double %91, double %89
	%93 = bitcast double %92 to i64
	%94 = add i64 %93, 2638149301829632
	%95 = lshr i64 %94, 52
	%96 = sub i64 %95, 1023
	%97 = sub i64 %96, 54
	%98 = select i1 %90, i64 %97, i64 %96
	%99 = and i64 %94, u0xFFFFFFFFFFFFF
	%100 = add i64 %99, 4604544269498187776
	%101 = bitcast i64 %100 to double
	%102 = sitofp i64 %98 to double
	%103 = fsub double %101, 1.0
	%104 = fadd double 2.0, %103
	%105 = fdiv double %103, %104
	%106 = fmul double 0.5, %103
	%107 = fmul double %106, %103
	%108 = fmul double %105, %105
	%109 = fmul double %108, %108
	%110 = call double @llvm.fma.f64(double 0x3FC2F112DF3E5244, double %109, double 0x3FC7466496CB03DE)
	%111 = call double @llvm.fma.f64(double %110, double %109, double 0x3FD2492494229359)
	%112 = call double @llvm.fma.f64(double %111, double %109, double 0x3FE5555555555593)
	%113 = fmul double %108, %112
	%114 = call double @llvm.fma.f64(double 0x3FC39A09D078C69F, double %109, double 0x3FCC71C51D8E78AF)
	%115 = call double @llvm.fma.f64(double %114, double %109, double 0x3FD999999997FA04)
	%116 = fmul double %109, %115
	%117 = fadd double %113, %116
	%118 = fadd double %107, %117
	%119 = fmul double %105, %118
	%120 = fmul double %102, 0x3DEA39EF35793C76
	%121 = fadd double %119, %120
	%122 = fmul double %102, 0x3FE62E42FEE00000
	%123 = fsub double %107, %121
	%124 = fsub double %123, %103
	%125 = fsub double %122, %124
	%126 = fcmp ogt double %89, 0x7FEFFFFFFFFFFFFF
	%127 = select i1 %126, double %89, double %125
	%128 = fcmp oeq double %89, 0.0
	%129 = select i1 %128, double 0xFFF0000000000000, double %127
	%130 = fcmp olt double %89, 0.0
	%131 = select i1 %130, double 0x7FF8000000000000, double %129
	%132 = fcmp uno double %89, %89
	%133 = select i1 %132, double %89, double %131
	%134 = fmul double %71, %133
	%135 = add i64 %35, %69
	%136 = and i64 %135, 7
	%137 = getelementptr inbounds double, double* %0, i64 %136
	%138 = load double, double* %137
	%139 = fadd double %138, %134
	%140 = getelementptr inbounds double, double* %0, i64 %136
	store double %139, double* %140
	%141 = add i64 %65, 1
	br label %nz4.head
}

declare double @llvm.fma.f64(double %0, double %1, double %2) nounwind
