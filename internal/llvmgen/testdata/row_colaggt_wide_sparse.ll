; Golden IR of llvmgen test case row_colaggt_wide_sparse (row col_agg_t, sparse driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan row col_agg_t sparse_safe=false hash=290913aa18805f657ab0769fd82ab4bd
;     in0 main sparse matrix <- hop 0
;     in1 side dense matrix <- hop 2
;     in2 side dense whole <- hop 3
;     t2 = in0 %*% in2
;     t3 = in1 * t2
;     out += t(in0) %*% t3

define void @fj_290913aa18805f657ab0769fd82ab4bd(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
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
	call void @fjv_matvec_g(double* %45, double* %9, i32* %46, double* %30, i64 %47, i64 %29)
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
	call void @fjv_outer_gv(double* %55, i32* %56, i64 %57, double* %35, i32* null, i64 %16, double* %out, i64 %34)
	%58 = add i64 %36, 1
	br label %row1.head

row1.exit:
	ret void
}

define internal void @fjv_matvec_g(double* nocapture %x, double* nocapture %B, i32* nocapture %idx, double* noalias nocapture %c, i64 %n, i64 %k) nounwind {
entry:
	br label %z1.head

z1.head:
	%0 = phi i64 [ 0, %entry ], [ %7, %z1.body ]
	%1 = icmp slt i64 %0, %k
	br i1 %1, label %z1.body, label %z1.exit

z1.body:
	%2 = getelementptr inbounds double, double* %c, i64 %0
	%3 = fcmp uno double 0.0, 0.0
	%4 = bitcast double 0.0 to i64
	%5 = select i1 %3, i64 u0x7FF8000000000000, i64 %4
	%6 = bitcast double* %2 to i64*
	store i64 %5, i64* %6
	%7 = add i64 %0, 1
	br label %z1.head

z1.exit:
	br label %l4.head

l4.head:
	%8 = phi i64 [ 0, %z1.exit ], [ %31, %c7.exit ]
	%9 = icmp slt i64 %8, %n
	br i1 %9, label %l4.body, label %l4.exit

l4.body:
	%10 = getelementptr inbounds i32, i32* %idx, i64 %8
	%11 = load i32, i32* %10
	%12 = sext i32 %11 to i64
	%13 = getelementptr inbounds double, double* %x, i64 %8
	%14 = load double, double* %13
	%15 = mul i64 %12, %k
	%16 = getelementptr double, double* %B, i64 %15
	br label %c7.head

l4.exit:
	ret void

c7.head:
	%17 = phi i64 [ 0, %l4.body ], [ %30, %c7.body ]
	%18 = icmp slt i64 %17, %k
	br i1 %18, label %c7.body, label %c7.exit

c7.body:
	%19 = getelementptr inbounds double, double* %c, i64 %17
	%20 = load double, double* %19
	%21 = getelementptr inbounds double, double* %16, i64 %17
	%22 = load double, double* %21
	%23 = fmul double %14, %22
	%24 = fadd double %20, %23
	%25 = getelementptr inbounds double, double* %c, i64 %17
	%26 = fcmp uno double %24, %24
	%27 = bitcast double %24 to i64
	%28 = select i1 %26, i64 u0x7FF8000000000000, i64 %27
	%29 = bitcast double* %25 to i64*
	store i64 %28, i64* %29
	%30 = add i64 %17, 1
	br label %c7.head

c7.exit:
	%31 = add i64 %8, 1
	br label %l4.head
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

define internal void @fjv_outer_gv(double* nocapture %z, i32* nocapture %zi, i64 %nz, double* nocapture %w, i32* nocapture %wi, i64 %nw, double* noalias nocapture %C, i64 %k) nounwind {
entry:
	br label %l1.head

l1.head:
	%0 = phi i64 [ 0, %entry ], [ %23, %c4.exit ]
	%1 = icmp slt i64 %0, %nz
	br i1 %1, label %l1.body, label %l1.exit

l1.body:
	%2 = getelementptr inbounds i32, i32* %zi, i64 %0
	%3 = load i32, i32* %2
	%4 = sext i32 %3 to i64
	%5 = getelementptr inbounds double, double* %z, i64 %0
	%6 = load double, double* %5
	%7 = mul i64 %4, %k
	%8 = getelementptr double, double* %C, i64 %7
	br label %c4.head

l1.exit:
	ret void

c4.head:
	%9 = phi i64 [ 0, %l1.body ], [ %22, %c4.body ]
	%10 = icmp slt i64 %9, %nw
	br i1 %10, label %c4.body, label %c4.exit

c4.body:
	%11 = getelementptr inbounds double, double* %8, i64 %9
	%12 = load double, double* %11
	%13 = getelementptr inbounds double, double* %w, i64 %9
	%14 = load double, double* %13
	%15 = fmul double %6, %14
	%16 = fadd double %12, %15
	%17 = getelementptr inbounds double, double* %8, i64 %9
	%18 = fcmp uno double %16, %16
	%19 = bitcast double %16 to i64
	%20 = select i1 %18, i64 u0x7FF8000000000000, i64 %19
	%21 = bitcast double* %17 to i64*
	store i64 %20, i64* %21
	%22 = add i64 %9, 1
	br label %c4.head

c4.exit:
	%23 = add i64 %0, 1
	br label %l1.head
}
