; Golden IR of llvmgen test case cell_fullagg_sparse_safe (cell full_agg, sparse_safe driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan cell full_agg(sum) sparse_safe=true hash=4246c0018030b141d67c4c0776b70208
;     in0 main sparse matrix <- hop 0
;     in1 side dense matrix <- hop 1
;     in2 side dense scalar <- hop 2
;     t3 = in1 + in2
;     t4 = log(t3)
;     t5 = in0 * t4
;     out0 = fulsum(t5)

define void @fj_4246c0018030b141d67c4c0776b70208(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
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
	%9 = getelementptr inbounds double, double* %scalars, i64 2
	%10 = load double, double* %9
	%11 = getelementptr inbounds double, double* %0, i64 0
	store double 0.0, double* %11
	%12 = getelementptr inbounds double, double* %0, i64 1
	store double 0.0, double* %12
	%13 = getelementptr inbounds double, double* %0, i64 2
	store double 0.0, double* %13
	%14 = getelementptr inbounds double, double* %0, i64 3
	store double 0.0, double* %14
	%15 = getelementptr inbounds double, double* %0, i64 4
	store double 0.0, double* %15
	%16 = getelementptr inbounds double, double* %0, i64 5
	store double 0.0, double* %16
	%17 = getelementptr inbounds double, double* %0, i64 6
	store double 0.0, double* %17
	%18 = getelementptr inbounds double, double* %0, i64 7
	store double 0.0, double* %18
	br label %row1.head

row1.head:
	%19 = phi double [ 0.0, %entry ], [ %58, %nz4.exit ]
	%20 = phi i64 [ %rl, %entry ], [ %124, %nz4.exit ]
	%21 = icmp slt i64 %20, %ru
	br i1 %21, label %row1.body, label %row1.exit

row1.body:
	%22 = mul i64 %20, %m
	%23 = getelementptr inbounds i64, i64* %4, i64 %20
	%24 = load i64, i64* %23
	%25 = add i64 %20, 1
	%26 = getelementptr inbounds i64, i64* %4, i64 %25
	%27 = load i64, i64* %26
	%28 = sub i64 %20, %rl
	%29 = mul i64 %28, %m
	br label %nz4.head

row1.exit:
	%30 = getelementptr inbounds double, double* %0, i64 0
	%31 = load double, double* %30
	%32 = getelementptr inbounds double, double* %0, i64 1
	%33 = load double, double* %32
	%34 = getelementptr inbounds double, double* %0, i64 2
	%35 = load double, double* %34
	%36 = getelementptr inbounds double, double* %0, i64 3
	%37 = load double, double* %36
	%38 = getelementptr inbounds double, double* %0, i64 4
	%39 = load double, double* %38
	%40 = getelementptr inbounds double, double* %0, i64 5
	%41 = load double, double* %40
	%42 = getelementptr inbounds double, double* %0, i64 6
	%43 = load double, double* %42
	%44 = getelementptr inbounds double, double* %0, i64 7
	%45 = load double, double* %44
	%46 = fadd double %31, %39
	%47 = fadd double %33, %41
	%48 = fadd double %35, %43
	%49 = fadd double %37, %45
	%50 = fadd double %46, %48
	%51 = fadd double %47, %49
	%52 = fadd double %50, %51
	%53 = getelementptr inbounds double, double* %out, i64 0
	%54 = fcmp uno double %52, %52
	%55 = bitcast double %52 to i64
	%56 = select i1 %54, i64 u0x7FF8000000000000, i64 %55
	%57 = bitcast double* %53 to i64*
	store i64 %56, i64* %57
	ret void

nz4.head:
	%58 = phi double [ %19, %row1.body ], [ %58, %nz4.body ]
	%59 = phi i64 [ %24, %row1.body ], [ %121, %nz4.body ]
	%60 = icmp slt i64 %59, %27
	br i1 %60, label %nz4.body, label %nz4.exit

nz4.body:
	%61 = getelementptr inbounds i32, i32* %6, i64 %59
	%62 = load i32, i32* %61
	%63 = sext i32 %62 to i64
	%64 = getelementptr inbounds double, double* %2, i64 %59
	%65 = load double, double* %64
	%66 = add i64 %22, %63
	%67 = getelementptr inbounds double, double* %8, i64 %66
	%68 = load double, double* %67
	%69 = fadd double %68, %10
	%70 = fcmp olt double %69, 0x10000000000000
	%71 = fmul double %69, 1.8014398509481984e+16
	%72 = select i1 %70, double %71, double %69
	%73 = bitcast double %72 to i64
	%74 = add i64 %73, 2638149301829632
	%75 = lshr i64 %74, 52
	%76 = sub i64 %75, 1023
	%77 = sub i64 %76, 54
	%78 = select i1 %70, i64 %77, i64 %76
	%79 = and i64 %74, u0xFFFFFFFFFFFFF
	%80 = add i64 %79, 4604544269498187776
	%81 = bitcast i64 %80 to double
	%82 = sitofp i64 %78 to double
	%83 = fsub double %81, 1.0
	%84 = fadd double 2.0, %83
	%85 = fdiv double %83, %84
	%86 = fmul double 0.5, %83
	%87 = fmul double %86, %83
	%88 = fmul double %85, %85
	%89 = fmul double %88, %88
	%90 = call double @llvm.fma.f64(double 0x3FC2F112DF3E5244, double %89, double 0x3FC7466496CB03DE)
	%91 = call double @llvm.fma.f64(double %90, double %89, double 0x3FD2492494229359)
	%92 = call double @llvm.fma.f64(double %91, double %89, double 0x3FE5555555555593)
	%93 = fmul double %88, %92
	%94 = call double @llvm.fma.f64(double 0x3FC39A09D078C69F, double %89, double 0x3FCC71C51D8E78AF)
	%95 = call double @llvm.fma.f64(double %94, double %89, double 0x3FD999999997FA04)
	%96 = fmul double %89, %95
	%97 = fadd double %93, %96
	%98 = fadd double %87, %97
	%99 = fmul double %85, %98
	%100 = fmul double %82, 0x3DEA39EF35793C76
	%101 = fadd double %99, %100
	%102 = fmul double %82, 0x3FE62E42FEE00000
	%103 = fsub double %87, %101
	%104 = fsub double %103, %83
	%105 = fsub double %102, %104
	%106 = fcmp ogt double %69, 0x7FEFFFFFFFFFFFFF
	%107 = select i1 %106, double %69, double %105
	%108 = fcmp oeq double %69, 0.0
	%109 = select i1 %108, double 0xFFF0000000000000, double %107
	%110 = fcmp olt double %69, 0.0
	%111 = select i1 %110, double 0x7FF8000000000000, double %109
	%112 = fcmp uno double %69, %69
	%113 = select i1 %112, double %69, double %111
	%114 = fmul double %65, %113
	%115 = add i64 %29, %63
	%116 = and i64 %115, 7
	%117 = getelementptr inbounds double, double* %0, i64 %116
	%118 = load double, double* %117
	%119 = fadd double %118, %114
	%120 = getelementptr inbounds double, double* %0, i64 %116
	store double %119, double* %120
	%121 = add i64 %59, 1
	br label %nz4.head

nz4.exit:
	%122 = sub i64 %27, %24
	%123 = icmp slt i64 %122, %m
	%124 = add i64 %20, 1
	br label %row1.head
}

declare double @llvm.fma.f64(double %0, double %1, double %2) nounwind
