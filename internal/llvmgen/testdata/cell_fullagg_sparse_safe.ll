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
	%19 = phi double [ 0.0, %entry ], [ %54, %nz4.exit ]
	%20 = phi i64 [ %rl, %entry ], [ %120, %nz4.exit ]
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
	store double %52, double* %53
	ret void

nz4.head:
	%54 = phi double [ %19, %row1.body ], [ %54, %nz4.body ]
	%55 = phi i64 [ %24, %row1.body ], [ %117, %nz4.body ]
	%56 = icmp slt i64 %55, %27
	br i1 %56, label %nz4.body, label %nz4.exit

nz4.body:
	%57 = getelementptr inbounds i32, i32* %6, i64 %55
	%58 = load i32, i32* %57
	%59 = sext i32 %58 to i64
	%60 = getelementptr inbounds double, double* %2, i64 %55
	%61 = load double, double* %60
	%62 = add i64 %22, %59
	%63 = getelementptr inbounds double, double* %8, i64 %62
	%64 = load double, double* %63
	%65 = fadd double %64, %10
	%66 = fcmp olt double %65, 0x10000000000000
	%67 = fmul double %65, 1.8014398509481984e+16
	%68 = select i1 %66, double %67, double %65
	%69 = bitcast double %68 to i64
	%70 = add i64 %69, 2638149301829632
	%71 = lshr i64 %70, 52
	%72 = sub i64 %71, 1023
	%73 = sub i64 %72, 54
	%74 = select i1 %66, i64 %73, i64 %72
	%75 = and i64 %70, u0xFFFFFFFFFFFFF
	%76 = add i64 %75, 4604544269498187776
	%77 = bitcast i64 %76 to double
	%78 = sitofp i64 %74 to double
	%79 = fsub double %77, 1.0
	%80 = fadd double 2.0, %79
	%81 = fdiv double %79, %80
	%82 = fmul double 0.5, %79
	%83 = fmul double %82, %79
	%84 = fmul double %81, %81
	%85 = fmul double %84, %84
	%86 = call double @llvm.fma.f64(double 0x3FC2F112DF3E5244, double %85, double 0x3FC7466496CB03DE)
	%87 = call double @llvm.fma.f64(double %86, double %85, double 0x3FD2492494229359)
	%88 = call double @llvm.fma.f64(double %87, double %85, double 0x3FE5555555555593)
	%89 = fmul double %84, %88
	%90 = call double @llvm.fma.f64(double 0x3FC39A09D078C69F, double %85, double 0x3FCC71C51D8E78AF)
	%91 = call double @llvm.fma.f64(double %90, double %85, double 0x3FD999999997FA04)
	%92 = fmul double %85, %91
	%93 = fadd double %89, %92
	%94 = fadd double %83, %93
	%95 = fmul double %81, %94
	%96 = fmul double %78, 0x3DEA39EF35793C76
	%97 = fadd double %95, %96
	%98 = fmul double %78, 0x3FE62E42FEE00000
	%99 = fsub double %83, %97
	%100 = fsub double %99, %79
	%101 = fsub double %98, %100
	%102 = fcmp ogt double %65, 0x7FEFFFFFFFFFFFFF
	%103 = select i1 %102, double %65, double %101
	%104 = fcmp oeq double %65, 0.0
	%105 = select i1 %104, double 0xFFF0000000000000, double %103
	%106 = fcmp olt double %65, 0.0
	%107 = select i1 %106, double 0x7FF8000000000000, double %105
	%108 = fcmp uno double %65, %65
	%109 = select i1 %108, double %65, double %107
	%110 = fmul double %61, %109
	%111 = add i64 %29, %59
	%112 = and i64 %111, 7
	%113 = getelementptr inbounds double, double* %0, i64 %112
	%114 = load double, double* %113
	%115 = fadd double %114, %110
	%116 = getelementptr inbounds double, double* %0, i64 %112
	store double %115, double* %116
	%117 = add i64 %55, 1
	br label %nz4.head

nz4.exit:
	%118 = sub i64 %27, %24
	%119 = icmp slt i64 %118, %m
	%120 = add i64 %20, 1
	br label %row1.head
}

declare double @llvm.fma.f64(double %0, double %1, double %2) nounwind
