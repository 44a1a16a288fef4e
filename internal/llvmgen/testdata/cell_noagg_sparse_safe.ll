; Golden IR of llvmgen test case cell_noagg_sparse_safe (cell no_agg, sparse_safe driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan cell no_agg sparse_safe=true hash=6a1c87e2d28926b67da20eba660c187f
;     in0 main sparse matrix <- hop 0
;     in1 side dense matrix <- hop 1
;     t2 = abs(in1)
;     t3 = sqrt(t2)
;     t4 = in0 * t3
;     out = t4

define void @fj_6a1c87e2d28926b67da20eba660c187f(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
entry:
	%0 = getelementptr inbounds double*, double** %vals, i64 0
	%1 = load double*, double** %0
	%2 = getelementptr inbounds i64*, i64** %rowptr, i64 0
	%3 = load i64*, i64** %2
	%4 = getelementptr inbounds i32*, i32** %colidx, i64 0
	%5 = load i32*, i32** %4
	%6 = getelementptr inbounds double*, double** %vals, i64 1
	%7 = load double*, double** %6
	%8 = getelementptr inbounds i64, i64* %aux, i64 1
	%9 = load i64, i64* %8
	%10 = inttoptr i64 %9 to i8*
	br label %row1.head

row1.head:
	%11 = phi i64 [ %rl, %entry ], [ %43, %nz4.exit ]
	%12 = icmp slt i64 %11, %ru
	br i1 %12, label %row1.body, label %row1.exit

row1.body:
	%13 = mul i64 %11, %m
	%14 = getelementptr inbounds i64, i64* %3, i64 %11
	%15 = load i64, i64* %14
	%16 = add i64 %11, 1
	%17 = getelementptr inbounds i64, i64* %3, i64 %16
	%18 = load i64, i64* %17
	%19 = sub i64 %11, %rl
	%20 = mul i64 %19, %m
	br label %nz4.head

row1.exit:
	ret void

nz4.head:
	%21 = phi i64 [ %15, %row1.body ], [ %40, %nz4.body ]
	%22 = icmp slt i64 %21, %18
	br i1 %22, label %nz4.body, label %nz4.exit

nz4.body:
	%23 = getelementptr inbounds i32, i32* %5, i64 %21
	%24 = load i32, i32* %23
	%25 = sext i32 %24 to i64
	%26 = getelementptr inbounds double, double* %1, i64 %21
	%27 = load double, double* %26
	%28 = add i64 %13, %25
	%29 = getelementptr inbounds double, double* %7, i64 %28
	%30 = load double, double* %29
	%31 = call double @llvm.fabs.f64(double %30)
	%32 = call double @llvm.sqrt.f64(double %31)
	%33 = fmul double %27, %32
	%34 = getelementptr inbounds double, double* %out, i64 %21
	%35 = fcmp uno double %33, %33
	%36 = bitcast double %33 to i64
	%37 = select i1 %35, i64 u0x7FF8000000000000, i64 %36
	%38 = bitcast double* %34 to i64*
	store i64 %37, i64* %38
	%39 = getelementptr inbounds i8, i8* %10, i64 %21
	store i8 0, i8* %39
	%40 = add i64 %21, 1
	br label %nz4.head

nz4.exit:
	%41 = sub i64 %18, %15
	%42 = icmp slt i64 %41, %m
	%43 = add i64 %11, 1
	br label %row1.head
}

declare double @llvm.fabs.f64(double %0) nounwind

declare double @llvm.sqrt.f64(double %0) nounwind
