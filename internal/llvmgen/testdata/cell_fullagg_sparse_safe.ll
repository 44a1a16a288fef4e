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
	%19 = phi double [ 0.0, %entry ], [ %56, %nz4.exit ]
	%20 = phi i64 [ %rl, %entry ], [ %122, %nz4.exit ]
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
	%55 = select i1 %54, double 0x7FF8000000000000, double %52
	store double %55, double* %53
	ret void

nz4.head:
	%56 = phi double [ %19, %row1.body ], [ %56, %nz4.body ]
	%57 = phi i64 [ %24, %row1.body ], [ %119, %nz4.body ]
	%58 = icmp slt i64 %57, %27
	br i1 %58, label %nz4.body, label %nz4.exit

nz4.body:
	%59 = getelementptr inbounds i32, i32* %6, i64 %57
	%60 = load i32, i32* %59
	%61 = sext i32 %60 to i64
	%62 = getelementptr inbounds double, double* %2, i64 %57
	%63 = load double, double* %62
	%64 = add i64 %22, %61
	%65 = getelementptr inbounds double, double* %8, i64 %64
	%66 = load double, double* %65
	%67 = fadd double %66, %10
	%68 = fcmp olt double %67, 0x10000000000000
	%69 = fmul double %67, 1.8014398509481984e+16
	%70 = select i1 %68, double %69, double %67
	%71 = bitcast double %70 to i64
	%72 = add i64 %71, 2638149301829632
	%73 = lshr i64 %72, 52
	%74 = sub i64 %73, 1023
	%75 = sub i64 %74, 54
	%76 = select i1 %68, i64 %75, i64 %74
	%77 = and i64 %72, u0xFFFFFFFFFFFFF
	%78 = add i64 %77, 4604544269498187776
	%79 = bitcast i64 %78 to double
	%80 = sitofp i64 %76 to double
	%81 = fsub double %79, 1.0
	%82 = fadd double 2.0, %81
	%83 = fdiv double %81, %82
	%84 = fmul double 0.5, %81
	%85 = fmul double %84, %81
	%86 = fmul double %83, %83
	%87 = fmul double %86, %86
	%88 = call double @llvm.fma.f64(double 0x3FC2F112DF3E5244, double %87, double 0x3FC7466496CB03DE)
	%89 = call double @llvm.fma.f64(double %88, double %87, double 0x3FD2492494229359)
	%90 = call double @llvm.fma.f64(double %89, double %87, double 0x3FE5555555555593)
	%91 = fmul double %86, %90
	%92 = call double @llvm.fma.f64(double 0x3FC39A09D078C69F, double %87, double 0x3FCC71C51D8E78AF)
	%93 = call double @llvm.fma.f64(double %92, double %87, double 0x3FD999999997FA04)
	%94 = fmul double %87, %93
	%95 = fadd double %91, %94
	%96 = fadd double %85, %95
	%97 = fmul double %83, %96
	%98 = fmul double %80, 0x3DEA39EF35793C76
	%99 = fadd double %97, %98
	%100 = fmul double %80, 0x3FE62E42FEE00000
	%101 = fsub double %85, %99
	%102 = fsub double %101, %81
	%103 = fsub double %100, %102
	%104 = fcmp ogt double %67, 0x7FEFFFFFFFFFFFFF
	%105 = select i1 %104, double %67, double %103
	%106 = fcmp oeq double %67, 0.0
	%107 = select i1 %106, double 0xFFF0000000000000, double %105
	%108 = fcmp olt double %67, 0.0
	%109 = select i1 %108, double 0x7FF8000000000000, double %107
	%110 = fcmp uno double %67, %67
	%111 = select i1 %110, double %67, double %109
	%112 = fmul double %63, %111
	%113 = add i64 %29, %61
	%114 = and i64 %113, 7
	%115 = getelementptr inbounds double, double* %0, i64 %114
	%116 = load double, double* %115
	%117 = fadd double %116, %112
	%118 = getelementptr inbounds double, double* %0, i64 %114
	store double %117, double* %118
	%119 = add i64 %57, 1
	br label %nz4.head

nz4.exit:
	%120 = sub i64 %27, %24
	%121 = icmp slt i64 %120, %m
	%122 = add i64 %20, 1
	br label %row1.head
}

declare double @llvm.fma.f64(double %0, double %1, double %2) nounwind
