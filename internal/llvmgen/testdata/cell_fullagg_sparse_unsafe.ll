; Golden IR of llvmgen test case cell_fullagg_sparse_unsafe (cell full_agg, sparse driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan cell full_agg(sum) sparse_safe=false hash=099854864dba66986412080663206a27
;     in0 main sparse matrix <- hop 0
;     in1 side dense scalar <- hop 1
;     t2 = in0 > in1
;     t3 = sigmoid(in0)
;     t4 = ifelse(t2, in0, t3)
;     out0 = fulsum(t4)

define void @fj_099854864dba66986412080663206a27(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
entry:
	%0 = getelementptr inbounds double*, double** %vals, i64 0
	%1 = load double*, double** %0
	%2 = getelementptr inbounds i64*, i64** %rowptr, i64 0
	%3 = load i64*, i64** %2
	%4 = getelementptr inbounds i32*, i32** %colidx, i64 0
	%5 = load i32*, i32** %4
	%6 = getelementptr inbounds double, double* %scalars, i64 1
	%7 = load double, double* %6
	br label %row1.head

row1.head:
	%8 = phi double [ 0.0, %entry ], [ %19, %col4.exit ]
	%9 = phi i64 [ %rl, %entry ], [ %46, %col4.exit ]
	%10 = icmp slt i64 %9, %ru
	br i1 %10, label %row1.body, label %row1.exit

row1.body:
	%11 = mul i64 %9, %m
	%12 = getelementptr inbounds i64, i64* %3, i64 %9
	%13 = load i64, i64* %12
	%14 = add i64 %9, 1
	%15 = getelementptr inbounds i64, i64* %3, i64 %14
	%16 = load i64, i64* %15
	br label %col4.head

row1.exit:
	%17 = getelementptr inbounds double, double* %out, i64 0
	store double %8, double* %17
	ret void

col4.head:
	%18 = phi i64 [ %13, %row1.body ], [ %34, %col4.body ]
	%19 = phi double [ %8, %row1.body ], [ %44, %col4.body ]
	%20 = phi i64 [ 0, %row1.body ], [ %45, %col4.body ]
	%21 = icmp slt i64 %20, %m
	br i1 %21, label %col4.body, label %col4.exit

col4.body:
	%22 = icmp slt i64 %18, %16
	%23 = select i1 %22, i64 %18, i64 0
	%24 = getelementptr inbounds i32, i32* %5, i64 %23
	%25 = load i32, i32* %24
	%26 = sext i32 %25 to i64
	%27 = icmp eq i64 %26, %20
	%28 = and i1 %22, %27
	%29 = getelementptr inbounds double, double* %1, i64 %23
	%30 = load double, double* %29
	%31 = select i1 %28, double %30, double 0.0
	%32 = xor i1 %28, true
	%33 = zext i1 %28 to i64
	%34 = add i64 %18, %33
	%35 = fcmp ogt double %31, %7
	%36 = uitofp i1 %35 to double
	%37 = select i1 %32, double 0.0, double %36
	%38 = fneg double %31
	%39 = call double @llvm.exp.f64(double %38)
	%40 = fadd double 1.0, %39
	%41 = fdiv double 1.0, %40
	%42 = fcmp une double %37, 0.0
	%43 = select i1 %42, double %31, double %41
	%44 = fadd reassoc contract double %19, %43
	%45 = add i64 %20, 1
	br label %col4.head

col4.exit:
	%46 = add i64 %9, 1
	br label %row1.head
}

declare double @llvm.exp.f64(double %0) nounwind
