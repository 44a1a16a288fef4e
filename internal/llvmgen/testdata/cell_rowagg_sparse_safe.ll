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
	%8 = phi i64 [ %rl, %entry ], [ %57, %nz4.exit ]
	%9 = icmp slt i64 %8, %ru
	br i1 %9, label %row1.body, label %row1.exit

row1.body:
	%10 = mul i64 %8, %m
	%11 = getelementptr inbounds i64, i64* %3, i64 %8
	%12 = load i64, i64* %11
	%13 = add i64 %8, 1
	%14 = getelementptr inbounds i64, i64* %3, i64 %13
	%15 = load i64, i64* %14
	%16 = sub i64 %8, %rl
	%17 = mul i64 %16, %m
	br label %nz4.head

row1.exit:
	ret void

nz4.head:
	%18 = phi double [ 0xFFF0000000000000, %row1.body ], [ %38, %nz4.body ]
	%19 = phi i64 [ %12, %row1.body ], [ %39, %nz4.body ]
	%20 = icmp slt i64 %19, %15
	br i1 %20, label %nz4.body, label %nz4.exit

nz4.body:
	%21 = getelementptr inbounds i32, i32* %5, i64 %19
	%22 = load i32, i32* %21
	%23 = sext i32 %22 to i64
	%24 = getelementptr inbounds double, double* %1, i64 %19
	%25 = load double, double* %24
	%26 = add i64 %10, %23
	%27 = getelementptr inbounds double, double* %7, i64 %26
	%28 = load double, double* %27
	%29 = fmul double %25, %28
	%30 = fcmp ogt double %18, %29
	%31 = fcmp oeq double %18, %29
	%32 = bitcast double %29 to i64
	%33 = icmp slt i64 %32, 0
	%34 = and i1 %31, %33
	%35 = fcmp uno double %18, %18
	%36 = or i1 %30, %35
	%37 = or i1 %36, %34
	%38 = select i1 %37, double %18, double %29
	%39 = add i64 %19, 1
	br label %nz4.head

nz4.exit:
	%40 = sub i64 %15, %12
	%41 = icmp slt i64 %40, %m
	%42 = fcmp ogt double %18, 0.0
	%43 = fcmp oeq double %18, 0.0
	%44 = bitcast double 0.0 to i64
	%45 = icmp slt i64 %44, 0
	%46 = and i1 %43, %45
	%47 = fcmp uno double %18, %18
	%48 = or i1 %42, %47
	%49 = or i1 %48, %46
	%50 = select i1 %49, double %18, double 0.0
	%51 = select i1 %41, double %50, double %18
	%52 = getelementptr inbounds double, double* %out, i64 %8
	%53 = fcmp uno double %51, %51
	%54 = bitcast double %51 to i64
	%55 = select i1 %53, i64 u0x7FF8000000000000, i64 %54
	%56 = bitcast double* %52 to i64*
	store i64 %55, i64* %56
	%57 = add i64 %8, 1
	br label %row1.head
}
