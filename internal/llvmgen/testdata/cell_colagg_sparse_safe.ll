; Golden IR of llvmgen test case cell_colagg_sparse_safe (cell col_agg, sparse_safe driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan cell col_agg(sum) sparse_safe=true hash=c10bacef623b0c19d946867b8d65187d
;     in0 main sparse matrix <- hop 0
;     in1 side dense matrix <- hop 1
;     t2 = log(in1)
;     t3 = in0 * t2
;     out0 = colsum(t3)

define void @fj_c10bacef623b0c19d946867b8d65187d(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
entry:
	%0 = getelementptr inbounds double*, double** %vals, i64 0
	%1 = load double*, double** %0
	%2 = getelementptr inbounds i64*, i64** %rowptr, i64 0
	%3 = load i64*, i64** %2
	%4 = getelementptr inbounds i32*, i32** %colidx, i64 0
	%5 = load i32*, i32** %4
	%6 = getelementptr inbounds double*, double** %vals, i64 1
	%7 = load double*, double** %6
	br label %row1.head

row1.head:
	%8 = phi i64 [ %rl, %entry ], [ %84, %nz4.exit ]
	%9 = icmp slt i64 %8, %ru
	br i1 %9, label %row1.body, label %row1.exit

row1.body:
	%10 = mul i64 %8, %m
	%11 = getelementptr inbounds i64, i64* %3, i64 %8
	%12 = load i64, i64* %11
	%13 = add i64 %8, 1
	%14 = getelementptr inbounds i64, i64* %3, i64 %13
	%15 = load i64, i64* %14
	%16 = sub i64 %8, %rl
	%17 = mul i64 %16, %m
	br label %nz4.head

row1.exit:
	ret void

nz4.head:
	%18 = phi i64 [ %12, %row1.body ], [ %81, %nz4.body ]
	%19 = icmp slt i64 %18, %15
	br i1 %19, label %nz4.body, label %nz4.exit

nz4.body:
	%20 = getelementptr inbounds i32, i32* %5, i64 %18
	%21 = load i32, i32* %20
	%22 = sext i32 %21 to i64
	%23 = getelementptr inbounds double, double* %1, i64 %18
	%24 = load double, double* %23
	%25 = add i64 %10, %22
	%26 = getelementptr inbounds double, double* %7, i64 %25
	%27 = load double, double* %26
	%28 = fcmp olt double %27, 0x10000000000000
	%29 = fmul double %27, 1.8014398509481984e+16
	%30 = select i1 %28, double %29, double %27
	%31 = bitcast double %30 to i64
	%32 = add i64 %31, 2638149301829632
	%33 = lshr i64 %32, 52
	%34 = sub i64 %33, 1023
	%35 = sub i64 %34, 54
	%36 = select i1 %28, i64 %35, i64 %34
	%37 = and i64 %32, u0xFFFFFFFFFFFFF
	%38 = add i64 %37, 4604544269498187776
	%39 = bitcast i64 %38 to double
	%40 = sitofp i64 %36 to double
	%41 = fsub double %39, 1.0
	%42 = fadd double 2.0, %41
	%43 = fdiv double %41, %42
	%44 = fmul double 0.5, %41
	%45 = fmul double %44, %41
	%46 = fmul double %43, %43
	%47 = fmul double %46, %46
	%48 = call double @llvm.fma.f64(double 0x3FC2F112DF3E5244, double %47, double 0x3FC7466496CB03DE)
	%49 = call double @llvm.fma.f64(double %48, double %47, double 0x3FD2492494229359)
	%50 = call double @llvm.fma.f64(double %49, double %47, double 0x3FE5555555555593)
	%51 = fmul double %46, %50
	%52 = call double @llvm.fma.f64(double 0x3FC39A09D078C69F, double %47, double 0x3FCC71C51D8E78AF)
	%53 = call double @llvm.fma.f64(double %52, double %47, double 0x3FD999999997FA04)
	%54 = fmul double %47, %53
	%55 = fadd double %51, %54
	%56 = fadd double %45, %55
	%57 = fmul double %43, %56
	%58 = fmul double %40, 0x3DEA39EF35793C76
	%59 = fadd double %57, %58
	%60 = fmul double %40, 0x3FE62E42FEE00000
	%61 = fsub double %45, %59
	%62 = fsub double %61, %41
	%63 = fsub double %60, %62
	%64 = fcmp ogt double %27, 0x7FEFFFFFFFFFFFFF
	%65 = select i1 %64, double %27, double %63
	%66 = fcmp oeq double %27, 0.0
	%67 = select i1 %66, double 0xFFF0000000000000, double %65
	%68 = fcmp olt double %27, 0.0
	%69 = select i1 %68, double 0x7FF8000000000000, double %67
	%70 = fcmp uno double %27, %27
	%71 = select i1 %70, double %27, double %69
	%72 = fmul double %24, %71
	%73 = getelementptr inbounds double, double* %out, i64 %22
	%74 = load double, double* %73
	%75 = fadd double %74, %72
	%76 = getelementptr inbounds double, double* %out, i64 %22
	%77 = fcmp uno double %75, %75
	%78 = bitcast double %75 to i64
	%79 = select i1 %77, i64 u0x7FF8000000000000, i64 %78
	%80 = bitcast double* %76 to i64*
	store i64 %79, i64* %80
	%81 = add i64 %18, 1
	br label %nz4.head

nz4.exit:
	%82 = sub i64 %15, %12
	%83 = icmp slt i64 %82, %m
	%84 = add i64 %8, 1
	br label %row1.head
}

declare double @llvm.fma.f64(double %0, double %1, double %2) nounwind
