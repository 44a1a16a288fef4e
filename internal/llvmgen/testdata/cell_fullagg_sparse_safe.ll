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
	%0 = getelementptr inbounds double*, double** %vals, i64 0
	%1 = load double*, double** %0
	%2 = getelementptr inbounds i64*, i64** %rowptr, i64 0
	%3 = load i64*, i64** %2
	%4 = getelementptr inbounds i32*, i32** %colidx, i64 0
	%5 = load i32*, i32** %4
	%6 = getelementptr inbounds double*, double** %vals, i64 1
	%7 = load double*, double** %6
	%8 = getelementptr inbounds double, double* %scalars, i64 2
	%9 = load double, double* %8
	br label %row1.head

row1.head:
	%10 = phi double [ 0.0, %entry ], [ %20, %nz4.exit ]
	%11 = phi i64 [ %rl, %entry ], [ %38, %nz4.exit ]
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
	%19 = getelementptr inbounds double, double* %out, i64 0
	store double %10, double* %19
	ret void

nz4.head:
	%20 = phi double [ %10, %row1.body ], [ %34, %nz4.body ]
	%21 = phi i64 [ %15, %row1.body ], [ %35, %nz4.body ]
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
	%31 = fadd contract double %30, %9
	%32 = call double @llvm.log.f64(double %31)
	%33 = fmul contract double %27, %32
	%34 = fadd reassoc contract double %20, %33
	%35 = add i64 %21, 1
	br label %nz4.head

nz4.exit:
	%36 = sub i64 %18, %15
	%37 = icmp slt i64 %36, %m
	%38 = add i64 %11, 1
	br label %row1.head
}

declare double @llvm.log.f64(double %0) nounwind
