; Golden IR of llvmgen test case cell_rowagg_sparse_safe (cell row_agg, sparse_safe driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan cell row_agg(max) sparse_safe=true hash=d1e4d415d69794400c53a5e940cd6db9
;     in0 main sparse matrix <- hop 0
;     in1 side dense matrix <- hop 1
;     t2 = in0 * in1
;     out0 = rowmax(t2)

define void @fj_d1e4d415d69794400c53a5e940cd6db9(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
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
	%8 = phi i64 [ %rl, %entry ], [ %51, %nz4.exit ]
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
	%16 = phi double [ 0xFFF0000000000000, %row1.body ], [ %36, %nz4.body ]
	%17 = phi i64 [ %12, %row1.body ], [ %37, %nz4.body ]
	%18 = icmp slt i64 %17, %15
	br i1 %18, label %nz4.body, label %nz4.exit

nz4.body:
	%19 = getelementptr inbounds i32, i32* %5, i64 %17
	%20 = load i32, i32* %19
	%21 = sext i32 %20 to i64
	%22 = getelementptr inbounds double, double* %1, i64 %17
	%23 = load double, double* %22
	%24 = add i64 %10, %21
	%25 = getelementptr inbounds double, double* %7, i64 %24
	%26 = load double, double* %25
	%27 = fmul double %23, %26
	%28 = fcmp ogt double %16, %27
	%29 = fcmp oeq double %16, %27
	%30 = bitcast double %27 to i64
	%31 = icmp slt i64 %30, 0
	%32 = and i1 %29, %31
	%33 = fcmp uno double %16, %16
	%34 = or i1 %28, %33
	%35 = or i1 %34, %32
	%36 = select i1 %35, double %16, double %27
	%37 = add i64 %17, 1
	br label %nz4.head

nz4.exit:
	%38 = sub i64 %15, %12
	%39 = icmp slt i64 %38, %m
	%40 = fcmp ogt double %16, 0.0
	%41 = fcmp oeq double %16, 0.0
	%42 = bitcast double 0.0 to i64
	%43 = icmp slt i64 %42, 0
	%44 = and i1 %41, %43
	%45 = fcmp uno double %16, %16
	%46 = or i1 %40, %45
	%47 = or i1 %46, %44
	%48 = select i1 %47, double %16, double 0.0
	%49 = select i1 %39, double %48, double %16
	%50 = getelementptr inbounds double, double* %out, i64 %8
	store double %49, double* %50
	%51 = add i64 %8, 1
	br label %row1.head
}
