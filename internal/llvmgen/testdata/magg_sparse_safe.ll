; Golden IR of llvmgen test case magg_sparse_safe (magg full_agg, sparse_safe driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan magg full_agg(sum) sparse_safe=true hash=099c8bd2aea653f5030d204fb52e2bc7
;     in0 main sparse matrix <- hop 0
;     in1 side dense matrix <- hop 1
;     t2 = in0 * in1
;     t3 = in1 * in1
;     t4 = in0 * t3
;     out0 = fulsum(t2)
;     out1 = fulsum(t4)

define void @fj_099c8bd2aea653f5030d204fb52e2bc7(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
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
	%8 = phi double [ 0.0, %entry ], [ %20, %nz4.exit ]
	%9 = phi double [ 0.0, %entry ], [ %21, %nz4.exit ]
	%10 = phi i64 [ %rl, %entry ], [ %40, %nz4.exit ]
	%11 = icmp slt i64 %10, %ru
	br i1 %11, label %row1.body, label %row1.exit

row1.body:
	%12 = mul i64 %10, %m
	%13 = getelementptr inbounds i64, i64* %3, i64 %10
	%14 = load i64, i64* %13
	%15 = add i64 %10, 1
	%16 = getelementptr inbounds i64, i64* %3, i64 %15
	%17 = load i64, i64* %16
	br label %nz4.head

row1.exit:
	%18 = getelementptr inbounds double, double* %out, i64 0
	store double %9, double* %18
	%19 = getelementptr inbounds double, double* %out, i64 1
	store double %8, double* %19
	ret void

nz4.head:
	%20 = phi double [ %8, %row1.body ], [ %36, %nz4.body ]
	%21 = phi double [ %9, %row1.body ], [ %35, %nz4.body ]
	%22 = phi i64 [ %14, %row1.body ], [ %37, %nz4.body ]
	%23 = icmp slt i64 %22, %17
	br i1 %23, label %nz4.body, label %nz4.exit

nz4.body:
	%24 = getelementptr inbounds i32, i32* %5, i64 %22
	%25 = load i32, i32* %24
	%26 = sext i32 %25 to i64
	%27 = getelementptr inbounds double, double* %1, i64 %22
	%28 = load double, double* %27
	%29 = add i64 %12, %26
	%30 = getelementptr inbounds double, double* %7, i64 %29
	%31 = load double, double* %30
	%32 = fmul double %28, %31
	%33 = fmul double %31, %31
	%34 = fmul double %28, %33
	%35 = fadd reassoc double %21, %32
	%36 = fadd reassoc double %20, %34
	%37 = add i64 %22, 1
	br label %nz4.head

nz4.exit:
	%38 = sub i64 %17, %14
	%39 = icmp slt i64 %38, %m
	%40 = add i64 %10, 1
	br label %row1.head
}
