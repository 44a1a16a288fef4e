; Golden IR of llvmgen test case row_colaggt_small_sparse (row col_agg_t, sparse driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan row col_agg_t sparse_safe=false hash=bceac9661dee163102be25e29514d5b0
;     in0 main sparse matrix <- hop 0
;     in1 side dense matrix <- hop 2
;     in2 side dense whole <- hop 3
;     t2 = in0 %*% in2
;     t3 = in1 * t2
;     out += t(in0) %*% t3

define void @fj_bceac9661dee163102be25e29514d5b0(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
entry:
	%0 = getelementptr inbounds double*, double** %vals, i64 0
	%1 = load double*, double** %0
	%2 = getelementptr inbounds i64*, i64** %rowptr, i64 0
	%3 = load i64*, i64** %2
	%4 = getelementptr inbounds i32*, i32** %colidx, i64 0
	%5 = load i32*, i32** %4
	%6 = getelementptr inbounds double*, double** %vals, i64 1
	%7 = load double*, double** %6
	%8 = getelementptr inbounds double*, double** %vals, i64 2
	%9 = load double*, double** %8
	%10 = getelementptr inbounds i64, i64* %aux, i64 0
	%11 = load i64, i64* %10
	%12 = inttoptr i64 %11 to double*
	%13 = getelementptr inbounds i64, i64* %aux, i64 5
	%14 = load i64, i64* %13
	%15 = getelementptr inbounds i64, i64* %aux, i64 6
	%16 = load i64, i64* %15
	%17 = getelementptr double, double* %12, i64 %14
	%18 = getelementptr inbounds i64, i64* %aux, i64 8
	%19 = load i64, i64* %18
	%20 = getelementptr inbounds i64, i64* %aux, i64 9
	%21 = load i64, i64* %20
	%22 = getelementptr double, double* %12, i64 %19
	%23 = getelementptr inbounds i64, i64* %aux, i64 10
	%24 = load i64, i64* %23
	%25 = getelementptr double, double* %12, i64 %24
	%26 = getelementptr inbounds i64, i64* %aux, i64 11
	%27 = load i64, i64* %26
	%28 = getelementptr inbounds i64, i64* %aux, i64 12
	%29 = load i64, i64* %28
	%30 = getelementptr double, double* %12, i64 %27
	%31 = getelementptr inbounds i64, i64* %aux, i64 14
	%32 = load i64, i64* %31
	%33 = getelementptr inbounds i64, i64* %aux, i64 15
	%34 = load i64, i64* %33
	%35 = getelementptr double, double* %12, i64 %32
	br label %row1.head

row1.head:
	%36 = phi i64 [ %rl, %entry ], [ %58, %row1.body ]
	%37 = icmp slt i64 %36, %ru
	br i1 %37, label %row1.body, label %row1.exit

row1.body:
	%38 = mul i64 %36, %16
	%39 = getelementptr double, double* %7, i64 %38
	%40 = getelementptr inbounds i64, i64* %3, i64 %36
	%41 = load i64, i64* %40
	%42 = add i64 %36, 1
	%43 = getelementptr inbounds i64, i64* %3, i64 %42
	%44 = load i64, i64* %43
	%45 = getelementptr double, double* %1, i64 %41
	%46 = getelementptr i32, i32* %5, i64 %41
	%47 = sub i64 %44, %41
	call void @fjv_matvec_g_k3(double* %45, double* %9, i32* %46, double* %30, i64 %47, i64 %29)
	call void @fjv_op6_vv(double* %39, double* %30, double* %35, i64 %16)
	%48 = getelementptr inbounds i64, i64* %aux, i64 4
	%49 = load i64, i64* %48
	%50 = getelementptr inbounds i64, i64* %3, i64 %36
	%51 = load i64, i64* %50
	%52 = add i64 %36, 1
	%53 = getelementptr inbounds i64, i64* %3, i64 %52
	%54 = load i64, i64* %53
	%55 = getelementptr double, double* %1, i64 %51
	%56 = getelementptr i32, i32* %5, i64 %51
	%57 = sub i64 %54, %51
	call void @fjv_outer_gv_k3(double* %55, i32* %56, i64 %57, double* %35, i32* null, i64 %16, double* %out, i64 %34)
	%58 = add i64 %36, 1
	br label %row1.head

row1.exit:
	ret void
}

define internal void @fjv_matvec_g_k3(double* nocapture %x, double* nocapture %B, i32* nocapture %idx, double* noalias nocapture %c, i64 %n, i64 %k) nounwind {
entry:
	br label %l1.head

l1.head:
	%0 = phi double [ 0.0, %entry ], [ %25, %l1.body ]
	%1 = phi double [ 0.0, %entry ], [ %20, %l1.body ]
	%2 = phi double [ 0.0, %entry ], [ %15, %l1.body ]
	%3 = phi i64 [ 0, %entry ], [ %26, %l1.body ]
	%4 = icmp slt i64 %3, %n
	br i1 %4, label %l1.body, label %l1.exit

l1.body:
	%5 = getelementptr inbounds i32, i32* %idx, i64 %3
	%6 = load i32, i32* %5
	%7 = sext i32 %6 to i64
	%8 = getelementptr inbounds double, double* %x, i64 %3
	%9 = load double, double* %8
	%10 = mul i64 %7, 3
	%11 = add i64 %10, 0
	%12 = getelementptr inbounds double, double* %B, i64 %11
	%13 = load double, double* %12
	%14 = fmul double %9, %13
	%15 = fadd reassoc double %2, %14
	%16 = add i64 %10, 1
	%17 = getelementptr inbounds double, double* %B, i64 %16
	%18 = load double, double* %17
	%19 = fmul double %9, %18
	%20 = fadd reassoc double %1, %19
	%21 = add i64 %10, 2
	%22 = getelementptr inbounds double, double* %B, i64 %21
	%23 = load double, double* %22
	%24 = fmul double %9, %23
	%25 = fadd reassoc double %0, %24
	%26 = add i64 %3, 1
	br label %l1.head

l1.exit:
	%27 = getelementptr inbounds double, double* %c, i64 0
	store double %2, double* %27
	%28 = getelementptr inbounds double, double* %c, i64 1
	store double %1, double* %28
	%29 = getelementptr inbounds double, double* %c, i64 2
	store double %0, double* %29
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

define internal void @fjv_outer_gv_k3(double* nocapture %z, i32* nocapture %zi, i64 %nz, double* nocapture %w, i32* nocapture %wi, i64 %nw, double* noalias nocapture %C, i64 %k) nounwind {
entry:
	%0 = getelementptr inbounds double, double* %w, i64 0
	%1 = load double, double* %0
	%2 = getelementptr inbounds double, double* %w, i64 1
	%3 = load double, double* %2
	%4 = getelementptr inbounds double, double* %w, i64 2
	%5 = load double, double* %4
	br label %l1.head

l1.head:
	%6 = phi i64 [ 0, %entry ], [ %32, %l1.body ]
	%7 = icmp slt i64 %6, %nz
	br i1 %7, label %l1.body, label %l1.exit

l1.body:
	%8 = getelementptr inbounds i32, i32* %zi, i64 %6
	%9 = load i32, i32* %8
	%10 = sext i32 %9 to i64
	%11 = getelementptr inbounds double, double* %z, i64 %6
	%12 = load double, double* %11
	%13 = mul i64 %10, 3
	%14 = add i64 %13, 0
	%15 = getelementptr inbounds double, double* %C, i64 %14
	%16 = load double, double* %15
	%17 = fmul double %12, %1
	%18 = fadd double %16, %17
	%19 = getelementptr inbounds double, double* %C, i64 %14
	store double %18, double* %19
	%20 = add i64 %13, 1
	%21 = getelementptr inbounds double, double* %C, i64 %20
	%22 = load double, double* %21
	%23 = fmul double %12, %3
	%24 = fadd double %22, %23
	%25 = getelementptr inbounds double, double* %C, i64 %20
	store double %24, double* %25
	%26 = add i64 %13, 2
	%27 = getelementptr inbounds double, double* %C, i64 %26
	%28 = load double, double* %27
	%29 = fmul double %12, %5
	%30 = fadd double %28, %29
	%31 = getelementptr inbounds double, double* %C, i64 %26
	store double %30, double* %31
	%32 = add i64 %6, 1
	br label %l1.head

l1.exit:
	ret void
}
