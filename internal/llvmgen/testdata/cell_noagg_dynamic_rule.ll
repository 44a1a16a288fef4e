; Golden IR of llvmgen test case cell_noagg_dynamic_rule (cell no_agg, sparse driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan cell no_agg sparse_safe=false hash=7421ba85712f2db81485b6e965465d51
;     in0 main sparse matrix <- hop 0
;     in1 side dense scalar <- hop 2
;     t2 = in0 ^ in1
;     out = t2

define void @fj_7421ba85712f2db81485b6e965465d51(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
entry:
	%0 = getelementptr inbounds double*, double** %vals, i64 0
	%1 = load double*, double** %0
	%2 = getelementptr inbounds i64*, i64** %rowptr, i64 0
	%3 = load i64*, i64** %2
	%4 = getelementptr inbounds i32*, i32** %colidx, i64 0
	%5 = load i32*, i32** %4
	%6 = getelementptr inbounds double, double* %scalars, i64 1
	%7 = load double, double* %6
	%8 = getelementptr inbounds i64, i64* %aux, i64 1
	%9 = load i64, i64* %8
	%10 = inttoptr i64 %9 to i8*
	%11 = call double @llvm.pow.f64(double 0.0, double %7)
	%12 = fcmp oeq double %11, 0.0
	br label %row1.head

row1.head:
	%13 = phi i64 [ %rl, %entry ], [ %45, %col4.exit ]
	%14 = icmp slt i64 %13, %ru
	br i1 %14, label %row1.body, label %row1.exit

row1.body:
	%15 = mul i64 %13, %m
	%16 = getelementptr inbounds i64, i64* %3, i64 %13
	%17 = load i64, i64* %16
	%18 = add i64 %13, 1
	%19 = getelementptr inbounds i64, i64* %3, i64 %18
	%20 = load i64, i64* %19
	br label %col4.head

row1.exit:
	ret void

col4.head:
	%21 = phi i64 [ %17, %row1.body ], [ %36, %col4.body ]
	%22 = phi i64 [ 0, %row1.body ], [ %44, %col4.body ]
	%23 = icmp slt i64 %22, %m
	br i1 %23, label %col4.body, label %col4.exit

col4.body:
	%24 = icmp slt i64 %21, %20
	%25 = select i1 %24, i64 %21, i64 0
	%26 = getelementptr inbounds i32, i32* %5, i64 %25
	%27 = load i32, i32* %26
	%28 = sext i32 %27 to i64
	%29 = icmp eq i64 %28, %22
	%30 = and i1 %24, %29
	%31 = getelementptr inbounds double, double* %1, i64 %25
	%32 = load double, double* %31
	%33 = select i1 %30, double %32, double 0.0
	%34 = xor i1 %30, true
	%35 = zext i1 %30 to i64
	%36 = add i64 %21, %35
	%37 = call double @llvm.pow.f64(double %33, double %7)
	%38 = and i1 %34, %12
	%39 = select i1 %38, double 0.0, double %37
	%40 = add i64 %15, %22
	%41 = getelementptr inbounds double, double* %out, i64 %40
	store double %39, double* %41
	%42 = zext i1 %38 to i8
	%43 = getelementptr inbounds i8, i8* %10, i64 %40
	store i8 %42, i8* %43
	%44 = add i64 %22, 1
	br label %col4.head

col4.exit:
	%45 = add i64 %13, 1
	br label %row1.head
}

declare double @llvm.pow.f64(double %0, double %1) nounwind
