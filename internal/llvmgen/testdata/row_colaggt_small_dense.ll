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
	call void @fjv_matvec_v_k3(double* %34, double* %5, double* %23, i64 %17, i64 %22)
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

define internal void @fjv_matvec_v_k3(double* nocapture %x, double* nocapture %B, double* noalias nocapture %c, i64 %n, i64 %k) nounwind {
entry:
	br label %l1.head

l1.head:
	%0 = phi double [ 0.0, %entry ], [ %22, %l1.body ]
	%1 = phi double [ 0.0, %entry ], [ %17, %l1.body ]
	%2 = phi double [ 0.0, %entry ], [ %12, %l1.body ]
	%3 = phi i64 [ 0, %entry ], [ %23, %l1.body ]
	%4 = icmp slt i64 %3, %n
	br i1 %4, label %l1.body, label %l1.exit

l1.body:
	%5 = getelementptr inbounds double, double* %x, i64 %3
	%6 = load double, double* %5
	%7 = mul i64 %3, 3
	%8 = add i64 %7, 0
	%9 = getelementptr inbounds double, double* %B, i64 %8
	%10 = load double, double* %9
	%11 = fmul double %6, %10
	%12 = fadd reassoc double %2, %11
	%13 = add i64 %7, 1
	%14 = getelementptr inbounds double, double* %B, i64 %13
	%15 = load double, double* %14
	%16 = fmul double %6, %15
	%17 = fadd reassoc double %1, %16
	%18 = add i64 %7, 2
	%19 = getelementptr inbounds double, double* %B, i64 %18
	%20 = load double, double* %19
	%21 = fmul double %6, %20
	%22 = fadd reassoc double %0, %21
	%23 = add i64 %3, 1
	br label %l1.head

l1.exit:
	%24 = getelementptr inbounds double, double* %c, i64 0
	store double %2, double* %24
	%25 = getelementptr inbounds double, double* %c, i64 1
	store double %1, double* %25
	%26 = getelementptr inbounds double, double* %c, i64 2
	store double %0, double* %26
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
	br label %j1.head

j1.head:
	%4 = phi i64 [ 0, %entry ], [ %13, %j1.body ]
	%5 = icmp slt i64 %4, %n
	br i1 %5, label %j1.body, label %j1.exit

j1.body:
	%6 = getelementptr inbounds double, double* %3, i64 %4
	%7 = load double, double* %6
	%8 = getelementptr inbounds double, double* %z, i64 %4
	%9 = load double, double* %8
	%10 = fmul double %9, %1
	%11 = fadd double %7, %10
	%12 = getelementptr inbounds double, double* %3, i64 %4
	store double %11, double* %12
	%13 = add i64 %4, 1
	br label %j1.head

j1.exit:
	%14 = getelementptr inbounds double, double* %w, i64 1
	%15 = load double, double* %14
	%16 = mul i64 1, %n
	%17 = getelementptr double, double* %C, i64 %16
	br label %j4.head

j4.head:
	%18 = phi i64 [ 0, %j1.exit ], [ %27, %j4.body ]
	%19 = icmp slt i64 %18, %n
	br i1 %19, label %j4.body, label %j4.exit

j4.body:
	%20 = getelementptr inbounds double, double* %17, i64 %18
	%21 = load double, double* %20
	%22 = getelementptr inbounds double, double* %z, i64 %18
	%23 = load double, double* %22
	%24 = fmul double %23, %15
	%25 = fadd double %21, %24
	%26 = getelementptr inbounds double, double* %17, i64 %18
	store double %25, double* %26
	%27 = add i64 %18, 1
	br label %j4.head

j4.exit:
	%28 = getelementptr inbounds double, double* %w, i64 2
	%29 = load double, double* %28
	%30 = mul i64 2, %n
	%31 = getelementptr double, double* %C, i64 %30
	br label %j7.head

j7.head:
	%32 = phi i64 [ 0, %j4.exit ], [ %41, %j7.body ]
	%33 = icmp slt i64 %32, %n
	br i1 %33, label %j7.body, label %j7.exit

j7.body:
	%34 = getelementptr inbounds double, double* %31, i64 %32
	%35 = load double, double* %34
	%36 = getelementptr inbounds double, double* %z, i64 %32
	%37 = load double, double* %36
	%38 = fmul double %37, %29
	%39 = fadd double %35, %38
	%40 = getelementptr inbounds double, double* %31, i64 %32
	store double %39, double* %40
	%41 = add i64 %32, 1
	br label %j7.head

j7.exit:
	ret void
}
