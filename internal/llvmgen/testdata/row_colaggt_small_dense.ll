; Golden IR of llvmgen test case row_colaggt_small_dense (row col_agg_t, dense driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan row col_agg_t sparse_safe=false hash=e8cd16279963b6179341a4ebe833c5e9
;     in0 main dense matrix <- hop 0
;     in1 side dense matrix <- hop 2
;     in2 side dense whole <- hop 3
;     t2 = in0 %*% in2
;     t3 = in1 * t2
;     out += t(in0) %*% t3

define void @fj_e8cd16279963b6179341a4ebe833c5e9(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
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
	%29 = phi i64 [ %rl, %entry ], [ %39, %row1.body ]
	%30 = icmp slt i64 %29, %ru
	br i1 %30, label %row1.body, label %row1.exit

row1.body:
	%31 = mul i64 %29, %12
	%32 = getelementptr double, double* %3, i64 %31
	%33 = mul i64 %29, %17
	%34 = getelementptr double, double* %1, i64 %33
	call void @fjv_matvec_p_k3(double* %34, double* %5, double* %23, i64 %17)
	call void @fjv_op6_vv(double* %32, double* %23, double* %28, i64 %12)
	%35 = getelementptr inbounds i64, i64* %aux, i64 4
	%36 = load i64, i64* %35
	%37 = mul i64 %29, %36
	%38 = getelementptr double, double* %1, i64 %37
	call void @fjv_outer_t_k3(double* %38, i64 %36, double* %28, double* %out)
	%39 = add i64 %29, 1
	br label %row1.head

row1.exit:
	ret void
}

define internal void @fjv_matvec_p_k3(double* nocapture %x, double* nocapture %Bt, double* noalias nocapture %c, i64 %n) nounwind {
entry:
	%0 = mul i64 0, %n
	%1 = getelementptr double, double* %Bt, i64 %0
	%2 = mul i64 1, %n
	%3 = getelementptr double, double* %Bt, i64 %2
	%4 = mul i64 2, %n
	%5 = getelementptr double, double* %Bt, i64 %4
	br label %l1.head

l1.head:
	%6 = phi double [ 0.0, %entry ], [ %24, %l1.body ]
	%7 = phi double [ 0.0, %entry ], [ %20, %l1.body ]
	%8 = phi double [ 0.0, %entry ], [ %16, %l1.body ]
	%9 = phi i64 [ 0, %entry ], [ %25, %l1.body ]
	%10 = icmp slt i64 %9, %n
	br i1 %10, label %l1.body, label %l1.exit

l1.body:
	%11 = getelementptr inbounds double, double* %x, i64 %9
	%12 = load double, double* %11
	%13 = getelementptr inbounds double, double* %1, i64 %9
	%14 = load double, double* %13
	%15 = fmul double %12, %14
	%16 = fadd reassoc double %8, %15
	%17 = getelementptr inbounds double, double* %3, i64 %9
	%18 = load double, double* %17
	%19 = fmul double %12, %18
	%20 = fadd reassoc double %7, %19
	%21 = getelementptr inbounds double, double* %5, i64 %9
	%22 = load double, double* %21
	%23 = fmul double %12, %22
	%24 = fadd reassoc double %6, %23
	%25 = add i64 %9, 1
	br label %l1.head

l1.exit:
	%26 = getelementptr inbounds double, double* %c, i64 0
	store double %8, double* %26
	%27 = getelementptr inbounds double, double* %c, i64 1
	store double %7, double* %27
	%28 = getelementptr inbounds double, double* %c, i64 2
	store double %6, double* %28
	ret void
}

define internal void @fjv_op6_vv(double* nocapture %x0, double* nocapture %x1, double* noalias nocapture %c, i64 %n) nounwind {
entry:
	br label %k1.head

k1.head:
	%0 = phi i64 [ 0, %entry ], [ %8, %k1.body ]
	%1 = icmp slt i64 %0, %n
	br i1 %1, label %k1.body, label %k1.exit

k1.body:
	%2 = getelementptr inbounds double, double* %x0, i64 %0
	%3 = load double, double* %2
	%4 = getelementptr inbounds double, double* %x1, i64 %0
	%5 = load double, double* %4
	%6 = fmul double %3, %5
	%7 = getelementptr inbounds double, double* %c, i64 %0
	store double %6, double* %7
	%8 = add i64 %0, 1
	br label %k1.head

k1.exit:
	ret void
}

define internal void @fjv_outer_t_k3(double* nocapture %z, i64 %n, double* nocapture %w, double* noalias nocapture %C) nounwind {
entry:
	%0 = getelementptr inbounds double, double* %w, i64 0
	%1 = load double, double* %0
	%2 = mul i64 0, %n
	%3 = getelementptr double, double* %C, i64 %2
	%4 = getelementptr inbounds double, double* %w, i64 1
	%5 = load double, double* %4
	%6 = mul i64 1, %n
	%7 = getelementptr double, double* %C, i64 %6
	%8 = getelementptr inbounds double, double* %w, i64 2
	%9 = load double, double* %8
	%10 = mul i64 2, %n
	%11 = getelementptr double, double* %C, i64 %10
	br label %j1.head

j1.head:
	%12 = phi i64 [ 0, %entry ], [ %31, %j1.body ]
	%13 = icmp slt i64 %12, %n
	br i1 %13, label %j1.body, label %j1.exit

j1.body:
	%14 = getelementptr inbounds double, double* %z, i64 %12
	%15 = load double, double* %14
	%16 = getelementptr inbounds double, double* %3, i64 %12
	%17 = load double, double* %16
	%18 = fmul double %15, %1
	%19 = fadd double %17, %18
	%20 = getelementptr inbounds double, double* %3, i64 %12
	store double %19, double* %20
	%21 = getelementptr inbounds double, double* %7, i64 %12
	%22 = load double, double* %21
	%23 = fmul double %15, %5
	%24 = fadd double %22, %23
	%25 = getelementptr inbounds double, double* %7, i64 %12
	store double %24, double* %25
	%26 = getelementptr inbounds double, double* %11, i64 %12
	%27 = load double, double* %26
	%28 = fmul double %15, %9
	%29 = fadd double %27, %28
	%30 = getelementptr inbounds double, double* %11, i64 %12
	store double %29, double* %30
	%31 = add i64 %12, 1
	br label %j1.head

j1.exit:
	ret void
}
