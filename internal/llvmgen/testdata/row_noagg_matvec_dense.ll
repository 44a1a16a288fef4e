; Golden IR of llvmgen test case row_noagg_matvec_dense (row no_agg, dense driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan row no_agg sparse_safe=false hash=413a3d270305fe356983bf3b1c3b1c75
;     in0 main dense matrix <- hop 0
;     in1 side dense whole <- hop 1
;     in2 side dense scalar <- hop 3
;     t1 = in0 %*% in1
;     t3 = t1 * in2
;     out = t3

define void @fj_413a3d270305fe356983bf3b1c3b1c75(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
entry:
	%0 = getelementptr inbounds double*, double** %vals, i64 0
	%1 = load double*, double** %0
	%2 = getelementptr inbounds double*, double** %vals, i64 1
	%3 = load double*, double** %2
	%4 = getelementptr inbounds double, double* %scalars, i64 2
	%5 = load double, double* %4
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
	%29 = phi i64 [ %rl, %entry ], [ %35, %row1.body ]
	%30 = icmp slt i64 %29, %ru
	br i1 %30, label %row1.body, label %row1.exit

row1.body:
	%31 = mul i64 %29, %12
	%32 = getelementptr double, double* %1, i64 %31
	call void @fjv_matvec_v_k3(double* %32, double* %3, double* %18, i64 %12, i64 %17)
	call void @fjv_op6_vs(double* %18, double %5, double* %28, i64 %17)
	%33 = mul i64 %29, %17
	%34 = getelementptr double, double* %out, i64 %33
	call void @fjv_copy(double* %28, double* %34, i64 %17)
	%35 = add i64 %29, 1
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

define internal void @fjv_op6_vs(double* nocapture %x0, double %x1, double* noalias nocapture %c, i64 %n) nounwind {
entry:
	br label %k1.head

k1.head:
	%0 = phi i64 [ 0, %entry ], [ %6, %k1.body ]
	%1 = icmp slt i64 %0, %n
	br i1 %1, label %k1.body, label %k1.exit

k1.body:
	%2 = getelementptr inbounds double, double* %x0, i64 %0
	%3 = load double, double* %2
	%4 = fmul double %3, %x1
	%5 = getelementptr inbounds double, double* %c, i64 %0
	store double %4, double* %5
	%6 = add i64 %0, 1
	br label %k1.head

k1.exit:
	ret void
}

define internal void @fjv_copy(double* nocapture %x0, double* noalias nocapture %c, i64 %n) nounwind {
entry:
	br label %k1.head

k1.head:
	%0 = phi i64 [ 0, %entry ], [ %5, %k1.body ]
	%1 = icmp slt i64 %0, %n
	br i1 %1, label %k1.body, label %k1.exit

k1.body:
	%2 = getelementptr inbounds double, double* %x0, i64 %0
	%3 = load double, double* %2
	%4 = getelementptr inbounds double, double* %c, i64 %0
	store double %3, double* %4
	%5 = add i64 %0, 1
	br label %k1.head

k1.exit:
	ret void
}
