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
	%8 = phi i64 [ %rl, %entry ], [ %78, %nz4.exit ]
	%9 = icmp slt i64 %8, %ru
	br i1 %9, label %row1.body, label %row1.exit

row1.body:
	%10 = mul i64 %8, %m
	%11 = getelementptr inbounds i64, i64* %3, i64 %8
	%12 = load i64, i64* %11
	%13 = add i64 %8, 1
	%14 = getelementptr inbounds i64, i64* %3, i64 %13
	%15 = load i64, i64* %14
	br label %nz4.head

row1.exit:
	ret void

nz4.head:
	%16 = phi i64 [ %12, %row1.body ], [ %75, %nz4.body ]
	%17 = icmp slt i64 %16, %15
	br i1 %17, label %nz4.body, label %nz4.exit

nz4.body:
	%18 = getelementptr inbounds i32, i32* %5, i64 %16
	%19 = load i32, i32* %18
	%20 = sext i32 %19 to i64
	%21 = getelementptr inbounds double, double* %1, i64 %16
	%22 = load double, double* %21
	%23 = add i64 %10, %20
	%24 = getelementptr inbounds double, double* %7, i64 %23
	%25 = load double, double* %24
	%26 = fcmp olt double %25, 0x10000000000000
	%27 = fmul double %25, 1.8014398509481984e+16
	%28 = select i1 %26, double %27, double %25
	%29 = bitcast double %28 to i64
	%30 = add i64 %29, 2638149301829632
	%31 = lshr i64 %30, 52
	%32 = sub i64 %31, 1023
	%33 = sub i64 %32, 54
	%34 = select i1 %26, i64 %33, i64 %32
	%35 = and i64 %30, u0xFFFFFFFFFFFFF
	%36 = add i64 %35, 4604544269498187776
	%37 = bitcast i64 %36 to double
	%38 = sitofp i64 %34 to double
	%39 = fsub double %37, 1.0
	%40 = fadd double 2.0, %39
	%41 = fdiv double %39, %40
	%42 = fmul double 0.5, %39
	%43 = fmul double %42, %39
	%44 = fmul double %41, %41
	%45 = fmul double %44, %44
	%46 = call double @llvm.fma.f64(double 0x3FC2F112DF3E5244, double %45, double 0x3FC7466496CB03DE)
	%47 = call double @llvm.fma.f64(double %46, double %45, double 0x3FD2492494229359)
	%48 = call double @llvm.fma.f64(double %47, double %45, double 0x3FE5555555555593)
	%49 = fmul double %44, %48
	%50 = call double @llvm.fma.f64(double 0x3FC39A09D078C69F, double %45, double 0x3FCC71C51D8E78AF)
	%51 = call double @llvm.fma.f64(double %50, double %45, double 0x3FD999999997FA04)
	%52 = fmul double %45, %51
	%53 = fadd double %49, %52
	%54 = fadd double %43, %53
	%55 = fmul double %41, %54
	%56 = fmul double %38, 0x3DEA39EF35793C76
	%57 = fadd double %55, %56
	%58 = fmul double %38, 0x3FE62E42FEE00000
	%59 = fsub double %43, %57
	%60 = fsub double %59, %39
	%61 = fsub double %58, %60
	%62 = fcmp ogt double %25, 0x7FEFFFFFFFFFFFFF
	%63 = select i1 %62, double %25, double %61
	%64 = fcmp oeq double %25, 0.0
	%65 = select i1 %64, double 0xFFF0000000000000, double %63
	%66 = fcmp olt double %25, 0.0
	%67 = select i1 %66, double 0x7FF8000000000000, double %65
	%68 = fcmp uno double %25, %25
	%69 = select i1 %68, double %25, double %67
	%70 = fmul double %22, %69
	%71 = getelementptr inbounds double, double* %out, i64 %20
	%72 = load double, double* %71
	%73 = fadd reassoc double %72, %70
	%74 = getelementptr inbounds double, double* %out, i64 %20
	store double %73, double* %74
	%75 = add i64 %16, 1
	br label %nz4.head

nz4.exit:
	%76 = sub i64 %15, %12
	%77 = icmp slt i64 %76, %m
	%78 = add i64 %8, 1
	br label %row1.head
}

declare double @llvm.fma.f64(double %0, double %1, double %2) nounwind
