; Golden IR of llvmgen test case cell_noagg_sparse_unsafe (cell no_agg, sparse driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan cell no_agg sparse_safe=false hash=d69a18de14a9d65d9780959992f2f7e3
;     in0 main sparse matrix <- hop 0
;     in1 side dense matrix <- hop 2
;     t1 = exp(in0)
;     t3 = in0 * in1
;     t4 = t1 + t3
;     out = t4

define void @fj_d69a18de14a9d65d9780959992f2f7e3(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
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
	%8 = phi i64 [ %rl, %entry ], [ %42, %col4.exit ]
	%9 = icmp slt i64 %8, %ru
	br i1 %9, label %row1.body, label %row1.exit

row1.body:
	%10 = mul i64 %8, %m
	%11 = getelementptr inbounds i64, i64* %3, i64 %8
	%12 = load i64, i64* %11
	%13 = add i64 %8, 1
	%14 = getelementptr inbounds i64, i64* %3, i64 %13
	%15 = load i64, i64* %14
	br label %col4.head

row1.exit:
	ret void

col4.head:
	%16 = phi i64 [ %12, %row1.body ], [ %34, %col4.body ]
	%17 = phi i64 [ 0, %row1.body ], [ %41, %col4.body ]
	%18 = icmp slt i64 %17, %m
	br i1 %18, label %col4.body, label %col4.exit

col4.body:
	%19 = add i64 %10, %17
	%20 = getelementptr inbounds double, double* %7, i64 %19
	%21 = load double, double* %20
	%22 = icmp slt i64 %16, %15
	%23 = select i1 %22, i64 %16, i64 0
	%24 = getelementptr inbounds i32, i32* %5, i64 %23
	%25 = load i32, i32* %24
	%26 = sext i32 %25 to i64
	%27 = icmp eq i64 %26, %17
	%28 = and i1 %22, %27
	%29 = getelementptr inbounds double, double* %1, i64 %23
	%30 = load double, double* %29
	%31 = select i1 %28, double %30, double 0.0
	%32 = xor i1 %28, true
	%33 = zext i1 %28 to i64
	%34 = add i64 %16, %33
	%35 = call double @llvm.exp.f64(double %31)
	%36 = fmul contract double %31, %21
	%37 = select i1 %32, double 0.0, double %36
	%38 = fadd contract double %35, %37
	%39 = add i64 %10, %17
	%40 = getelementptr inbounds double, double* %out, i64 %39
	store double %38, double* %40
	%41 = add i64 %17, 1
	br label %col4.head

col4.exit:
	%42 = add i64 %8, 1
	br label %row1.head
}

declare double @llvm.exp.f64(double %0) nounwind
