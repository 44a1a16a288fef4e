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
	%8 = phi i64 [ %rl, %entry ], [ %35, %nz4.exit ]
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
	%16 = phi i64 [ %12, %row1.body ], [ %32, %nz4.body ]
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
	%26 = call double @llvm.log.f64(double %25)
	%27 = fmul contract double %22, %26
	%28 = getelementptr inbounds double, double* %out, i64 %20
	%29 = load double, double* %28
	%30 = fadd reassoc contract double %29, %27
	%31 = getelementptr inbounds double, double* %out, i64 %20
	store double %30, double* %31
	%32 = add i64 %16, 1
	br label %nz4.head

nz4.exit:
	%33 = sub i64 %15, %12
	%34 = icmp slt i64 %33, %m
	%35 = add i64 %8, 1
	br label %row1.head
}

declare double @llvm.log.f64(double %0) nounwind
