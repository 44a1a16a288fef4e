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
	%11 = phi i64 [ %rl, %entry ], [ %37, %nz4.exit ]
	%12 = icmp slt i64 %11, %ru
	br i1 %12, label %row1.body, label %row1.exit

row1.body:
	%13 = mul i64 %11, %m
	%14 = getelementptr inbounds i64, i64* %3, i64 %11
	%15 = load i64, i64* %14
	%16 = add i64 %11, 1
	%17 = getelementptr inbounds i64, i64* %3, i64 %16
	%18 = load i64, i64* %17
	br label %nz4.head

row1.exit:
	ret void

nz4.head:
	%19 = phi i64 [ %15, %row1.body ], [ %34, %nz4.body ]
	%20 = icmp slt i64 %19, %18
	br i1 %20, label %nz4.body, label %nz4.exit

nz4.body:
	%21 = getelementptr inbounds i32, i32* %5, i64 %19
	%22 = load i32, i32* %21
	%23 = sext i32 %22 to i64
	%24 = getelementptr inbounds double, double* %1, i64 %19
	%25 = load double, double* %24
	%26 = add i64 %13, %23
	%27 = getelementptr inbounds double, double* %7, i64 %26
	%28 = load double, double* %27
	%29 = call double @llvm.fabs.f64(double %28)
	%30 = call double @llvm.sqrt.f64(double %29)
	%31 = fmul double %25, %30
	%32 = getelementptr inbounds double, double* %out, i64 %19
	store double %31, double* %32
	%33 = getelementptr inbounds i8, i8* %10, i64 %19
	store i8 0, i8* %33
	%34 = add i64 %19, 1
	br label %nz4.head

nz4.exit:
	%35 = sub i64 %18, %15
	%36 = icmp slt i64 %35, %m
	%37 = add i64 %11, 1
	br label %row1.head
}

declare double @llvm.fabs.f64(double %0) nounwind

declare double @llvm.sqrt.f64(double %0) nounwind
