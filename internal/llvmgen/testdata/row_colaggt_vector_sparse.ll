; Golden IR of llvmgen test case row_colaggt_vector_sparse (row col_agg_t, sparse driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan row col_agg_t sparse_safe=false hash=bac44bdb04b09616061d93b2e18d57dd
;     in0 main sparse matrix <- hop 0
;     in1 side dense colvec <- hop 2
;     in2 side dense whole <- hop 3
;     t2 = in0 %*% in2
;     t3 = in1 * t2
;     out += t(in0) %*% t3

define void @fj_bac44bdb04b09616061d93b2e18d57dd(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
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
	%36 = phi i64 [ %rl, %entry ], [ %60, %row1.body ]
	%37 = icmp slt i64 %36, %ru
	br i1 %37, label %row1.body, label %row1.exit

row1.body:
	%38 = getelementptr inbounds double, double* %7, i64 %36
	%39 = load double, double* %38
	%40 = getelementptr inbounds i64, i64* %3, i64 %36
	%41 = load i64, i64* %40
	%42 = add i64 %36, 1
	%43 = getelementptr inbounds i64, i64* %3, i64 %42
	%44 = load i64, i64* %43
	%45 = getelementptr double, double* %1, i64 %41
	%46 = getelementptr i32, i32* %5, i64 %41
	%47 = sub i64 %44, %41
	%48 = call double @fjv_dot_vg(double* %45, double* %9, i32* %46, i64 %47)
	%49 = fmul double %39, %48
	%50 = getelementptr inbounds i64, i64* %aux, i64 4
	%51 = load i64, i64* %50
	%52 = getelementptr inbounds i64, i64* %3, i64 %36
	%53 = load i64, i64* %52
	%54 = add i64 %36, 1
	%55 = getelementptr inbounds i64, i64* %3, i64 %54
	%56 = load i64, i64* %55
	%57 = getelementptr double, double* %1, i64 %53
	%58 = getelementptr i32, i32* %5, i64 %53
	%59 = sub i64 %56, %53
	call void @fjv_axpy_g(double* %57, double %49, i32* %58, double* %out, i64 %59)
	%60 = add i64 %36, 1
	br label %row1.head

row1.exit:
	ret void
}

define internal double @fjv_dot_vg(double* nocapture %a, double* nocapture %b, i32* nocapture %idx, i64 %n) nounwind {
entry:
	%0 = alloca double, i64 8
	%1 = getelementptr inbounds double, double* %0, i64 0
	store double 0.0, double* %1
	%2 = getelementptr inbounds double, double* %0, i64 1
	store double 0.0, double* %2
	%3 = getelementptr inbounds double, double* %0, i64 2
	store double 0.0, double* %3
	%4 = getelementptr inbounds double, double* %0, i64 3
	store double 0.0, double* %4
	%5 = getelementptr inbounds double, double* %0, i64 4
	store double 0.0, double* %5
	%6 = getelementptr inbounds double, double* %0, i64 5
	store double 0.0, double* %6
	%7 = getelementptr inbounds double, double* %0, i64 6
	store double 0.0, double* %7
	%8 = getelementptr inbounds double, double* %0, i64 7
	store double 0.0, double* %8
	br label %dotsp1.head

dotsp1.head:
	%9 = phi i64 [ 0, %entry ], [ %25, %dotsp1.body ]
	%10 = icmp slt i64 %9, %n
	br i1 %10, label %dotsp1.body, label %dotsp1.exit

dotsp1.body:
	%11 = getelementptr inbounds i32, i32* %idx, i64 %9
	%12 = load i32, i32* %11
	%13 = sext i32 %12 to i64
	%14 = getelementptr inbounds double, double* %a, i64 %9
	%15 = load double, double* %14
	%16 = getelementptr inbounds double, double* %b, i64 %13
	%17 = load double, double* %16
	%18 = fmul double %15, %17
	%19 = getelementptr double, double* %0, i64 0
	%20 = and i64 %13, 7
	%21 = getelementptr inbounds double, double* %19, i64 %20
	%22 = load double, double* %21
	%23 = fadd double %22, %18
	%24 = getelementptr inbounds double, double* %19, i64 %20
	store double %23, double* %24
	%25 = add i64 %9, 1
	br label %dotsp1.head

dotsp1.exit:
	%26 = getelementptr double, double* %0, i64 0
	%27 = getelementptr inbounds double, double* %26, i64 0
	%28 = load double, double* %27
	%29 = getelementptr inbounds double, double* %26, i64 1
	%30 = load double, double* %29
	%31 = getelementptr inbounds double, double* %26, i64 2
	%32 = load double, double* %31
	%33 = getelementptr inbounds double, double* %26, i64 3
	%34 = load double, double* %33
	%35 = getelementptr inbounds double, double* %26, i64 4
	%36 = load double, double* %35
	%37 = getelementptr inbounds double, double* %26, i64 5
	%38 = load double, double* %37
	%39 = getelementptr inbounds double, double* %26, i64 6
	%40 = load double, double* %39
	%41 = getelementptr inbounds double, double* %26, i64 7
	%42 = load double, double* %41
	%43 = fadd double %28, %36
	%44 = fadd double %30, %38
	%45 = fadd double %32, %40
	%46 = fadd double %34, %42
	%47 = fadd double %43, %45
	%48 = fadd double %44, %46
	%49 = fadd double %47, %48
	ret double %49
}

define internal void @fjv_axpy_g(double* nocapture %a, double %w, i32* nocapture %idx, double* noalias nocapture %c, i64 %n) nounwind {
entry:
	br label %k1.head

k1.head:
	%0 = phi i64 [ 0, %entry ], [ %16, %k1.body ]
	%1 = icmp slt i64 %0, %n
	br i1 %1, label %k1.body, label %k1.exit

k1.body:
	%2 = getelementptr inbounds i32, i32* %idx, i64 %0
	%3 = load i32, i32* %2
	%4 = sext i32 %3 to i64
	%5 = getelementptr inbounds double, double* %c, i64 %4
	%6 = load double, double* %5
	%7 = getelementptr inbounds double, double* %a, i64 %0
	%8 = load double, double* %7
	%9 = fmul double %8, %w
	%10 = fadd double %6, %9
	%11 = getelementptr inbounds double, double* %c, i64 %4
	%12 = fcmp uno double %10, %10
	%13 = bitcast double %10 to i64
	%14 = select i1 %12, i64 u0x7FF8000000000000, i64 %13
	%15 = bitcast double* %11 to i64*
	store i64 %14, i64* %15
	%16 = add i64 %0, 1
	br label %k1.head

k1.exit:
	ret void
}
