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
	%29 = phi i64 [ %rl, %entry ], [ %39, %row1.body ]
	%30 = icmp slt i64 %29, %ru
	br i1 %30, label %row1.body, label %row1.exit

row1.body:
	%31 = mul i64 %29, %12
	%32 = getelementptr double, double* %3, i64 %31
	%33 = mul i64 %29, %17
	%34 = getelementptr double, double* %1, i64 %33
	call void @fjv_matvec_v(double* %34, double* %5, double* %23, i64 %17, i64 %22)
	call void @fjv_op6_vv(double* %32, double* %23, double* %28, i64 %12)
	%35 = getelementptr inbounds i64, i64* %aux, i64 4
	%36 = load i64, i64* %35
	%37 = mul i64 %29, %36
	%38 = getelementptr double, double* %1, i64 %37
	call void @fjv_outer_vv(double* %38, i32* null, i64 %36, double* %28, i32* null, i64 %12, double* %out, i64 %27)
	%39 = add i64 %29, 1
	br label %row1.head

row1.exit:
	ret void
}

define internal void @fjv_matvec_v(double* nocapture %x, double* nocapture %B, double* noalias nocapture %c, i64 %n, i64 %k) nounwind {
entry:
	br label %z1.head

z1.head:
	%0 = phi i64 [ 0, %entry ], [ %3, %z1.body ]
	%1 = icmp slt i64 %0, %k
	br i1 %1, label %z1.body, label %z1.exit

z1.body:
	%2 = getelementptr inbounds double, double* %c, i64 %0
	store double 0.0, double* %2
	%3 = add i64 %0, 1
	br label %z1.head

z1.exit:
	br label %l4.head

l4.head:
	%4 = phi i64 [ 0, %z1.exit ], [ %20, %c7.exit ]
	%5 = icmp slt i64 %4, %n
	br i1 %5, label %l4.body, label %l4.exit

l4.body:
	%6 = getelementptr inbounds double, double* %x, i64 %4
	%7 = load double, double* %6
	%8 = mul i64 %4, %k
	%9 = getelementptr double, double* %B, i64 %8
	br label %c7.head

l4.exit:
	ret void

c7.head:
	%10 = phi i64 [ 0, %l4.body ], [ %19, %c7.body ]
	%11 = icmp slt i64 %10, %k
	br i1 %11, label %c7.body, label %c7.exit

c7.body:
	%12 = getelementptr inbounds double, double* %c, i64 %10
	%13 = load double, double* %12
	%14 = getelementptr inbounds double, double* %9, i64 %10
	%15 = load double, double* %14
	%16 = fmul double %7, %15
	%17 = fadd double %13, %16
	%18 = getelementptr inbounds double, double* %c, i64 %10
	store double %17, double* %18
	%19 = add i64 %10, 1
	br label %c7.head

c7.exit:
	%20 = add i64 %4, 1
	br label %l4.head
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

define internal void @fjv_outer_vv(double* nocapture %z, i32* nocapture %zi, i64 %nz, double* nocapture %w, i32* nocapture %wi, i64 %nw, double* noalias nocapture %C, i64 %k) nounwind {
entry:
	br label %l1.head

l1.head:
	%0 = phi i64 [ 0, %entry ], [ %16, %c4.exit ]
	%1 = icmp slt i64 %0, %nz
	br i1 %1, label %l1.body, label %l1.exit

l1.body:
	%2 = getelementptr inbounds double, double* %z, i64 %0
	%3 = load double, double* %2
	%4 = mul i64 %0, %k
	%5 = getelementptr double, double* %C, i64 %4
	br label %c4.head

l1.exit:
	ret void

c4.head:
	%6 = phi i64 [ 0, %l1.body ], [ %15, %c4.body ]
	%7 = icmp slt i64 %6, %nw
	br i1 %7, label %c4.body, label %c4.exit

c4.body:
	%8 = getelementptr inbounds double, double* %5, i64 %6
	%9 = load double, double* %8
	%10 = getelementptr inbounds double, double* %w, i64 %6
	%11 = load double, double* %10
	%12 = fmul double %3, %11
	%13 = fadd double %9, %12
	%14 = getelementptr inbounds double, double* %5, i64 %6
	store double %13, double* %14
	%15 = add i64 %6, 1
	br label %c4.head

c4.exit:
	%16 = add i64 %0, 1
	br label %l1.head
}
