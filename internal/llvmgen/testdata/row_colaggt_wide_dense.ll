; Golden IR of llvmgen test case row_colaggt_wide_dense (row col_agg_t, dense driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan row col_agg_t sparse_safe=false hash=f5468ac695db623f4418ec724343dd51
;     in0 main dense matrix <- hop 0
;     in1 side dense matrix <- hop 2
;     in2 side dense whole <- hop 3
;     t2 = in0 %*% in2
;     t3 = in1 * t2
;     out += t(in0) %*% t3

define void @fj_f5468ac695db623f4418ec724343dd51(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
entry:
	%0 = getelementptr inbounds double*, double** %vals, i64 0
	%1 = load double*, double** %0
	%2 = getelementptr inbounds double*, double** %vals, i64 1
	%3 = load double*, double** %2
	%4 = getelementptr inbounds double*, double** %vals, i64 2
	%5 = load double*, double** %4
	%6 = getelementptr inbounds i64, i64* %aux, i64 0
	%7 = load i64, i64* %6
	%8 = inttoptr i64 %7 to double*
	%9 = getelementptr inbounds i64, i64* %aux, i64 5
	%10 = load i64, i64* %9
	%11 = getelementptr inbounds i64, i64* %aux, i64 6
	%12 = load i64, i64* %11
	%13 = getelementptr double, double* %8, i64 %10
	%14 = getelementptr inbounds i64, i64* %aux, i64 8
	%15 = load i64, i64* %14
	%16 = getelementptr inbounds i64, i64* %aux, i64 9
	%17 = load i64, i64* %16
	%18 = getelementptr double, double* %8, i64 %15
	%19 = getelementptr inbounds i64, i64* %aux, i64 11
	%20 = load i64, i64* %19
	%21 = getelementptr inbounds i64, i64* %aux, i64 12
	%22 = load i64, i64* %21
	%23 = getelementptr double, double* %8, i64 %20
	%24 = getelementptr inbounds i64, i64* %aux, i64 14
	%25 = load i64, i64* %24
	%26 = getelementptr inbounds i64, i64* %aux, i64 15
	%27 = load i64, i64* %26
	%28 = getelementptr double, double* %8, i64 %25
	br label %row1.head

row1.head:
	%29 = phi i64 [ %rl, %entry ], [ %41, %row1.body ]
	%30 = icmp slt i64 %29, %ru
	br i1 %30, label %row1.body, label %row1.exit

row1.body:
	%31 = mul i64 %29, %12
	%32 = getelementptr double, double* %3, i64 %31
	%33 = mul i64 %29, %17
	%34 = getelementptr double, double* %1, i64 %33
	%35 = sub i64 %29, %rl
	%36 = mul i64 %35, %22
	%37 = getelementptr double, double* %23, i64 %36
	call void @fjv_op6_vv(double* %32, double* %37, double* %28, i64 %12)
	%38 = sub i64 %29, %rl
	%39 = mul i64 %38, %12
	%40 = getelementptr double, double* %out, i64 %39
	call void @fjv_copy(double* %28, double* %40, i64 %12)
	%41 = add i64 %29, 1
	br label %row1.head

row1.exit:
	ret void
}

define internal void @fjv_op6_vv(double* nocapture %x0, double* nocapture %x1, double* noalias nocapture %c, i64 %n) nounwind {
entry:
	br label %k1.head

k1.head:
	%0 = phi i64 [ 0, %entry ], [ %12, %k1.body ]
	%1 = icmp slt i64 %0, %n
	br i1 %1, label %k1.body, label %k1.exit

k1.body:
	%2 = getelementptr inbounds double, double* %x0, i64 %0
	%3 = load double, double* %2
	%4 = getelementptr inbounds double, double* %x1, i64 %0
	%5 = load double, double* %4
	%6 = fmul double %3, %5
	%7 = getelementptr inbounds double, double* %c, i64 %0
	%8 = fcmp uno double %6, %6
	%9 = bitcast double %6 to i64
	%10 = select i1 %8, i64 u0x7FF8000000000000, i64 %9
	%11 = bitcast double* %7 to i64*
	store i64 %10, i64* %11
	%12 = add i64 %0, 1
	br label %k1.head

k1.exit:
	ret void
}

define internal void @fjv_copy(double* nocapture %x0, double* noalias nocapture %c, i64 %n) nounwind {
entry:
	br label %k1.head

k1.head:
	%0 = phi i64 [ 0, %entry ], [ %9, %k1.body ]
	%1 = icmp slt i64 %0, %n
	br i1 %1, label %k1.body, label %k1.exit

k1.body:
	%2 = getelementptr inbounds double, double* %x0, i64 %0
	%3 = load double, double* %2
	%4 = getelementptr inbounds double, double* %c, i64 %0
	%5 = fcmp uno double %3, %3
	%6 = bitcast double %3 to i64
	%7 = select i1 %5, i64 u0x7FF8000000000000, i64 %6
	%8 = bitcast double* %4 to i64*
	store i64 %7, i64* %8
	%9 = add i64 %0, 1
	br label %k1.head

k1.exit:
	ret void
}
