; Golden IR of llvmgen test case row_colagg_gather_sparse (row col_agg, sparse driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan row col_agg(sum) sparse_safe=false hash=7b40e1f0a7480d858eeb61f4aa49d7c3
;     in0 main sparse matrix <- hop 0
;     in1 side dense matrix <- hop 1
;     t2 = in0 * in1
;     t3 = rowsum(in0)
;     t4 = t2 / t3
;     out0 = colsum(t4)

define void @fj_7b40e1f0a7480d858eeb61f4aa49d7c3(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
entry:
	%0 = getelementptr inbounds double*, double** %vals, i64 0
	%1 = load double*, double** %0
	%2 = getelementptr inbounds i64*, i64** %rowptr, i64 0
	%3 = load i64*, i64** %2
	%4 = getelementptr inbounds i32*, i32** %colidx, i64 0
	%5 = load i32*, i32** %4
	%6 = getelementptr inbounds double*, double** %vals, i64 1
	%7 = load double*, double** %6
	%8 = getelementptr inbounds i64, i64* %aux, i64 0
	%9 = load i64, i64* %8
	%10 = inttoptr i64 %9 to double*
	%11 = getelementptr inbounds i64, i64* %aux, i64 5
	%12 = load i64, i64* %11
	%13 = getelementptr inbounds i64, i64* %aux, i64 6
	%14 = load i64, i64* %13
	%15 = getelementptr double, double* %10, i64 %12
	%16 = getelementptr inbounds i64, i64* %aux, i64 7
	%17 = load i64, i64* %16
	%18 = getelementptr double, double* %10, i64 %17
	%19 = getelementptr inbounds i64, i64* %aux, i64 8
	%20 = load i64, i64* %19
	%21 = getelementptr inbounds i64, i64* %aux, i64 9
	%22 = load i64, i64* %21
	%23 = getelementptr double, double* %10, i64 %20
	%24 = getelementptr inbounds i64, i64* %aux, i64 11
	%25 = load i64, i64* %24
	%26 = getelementptr inbounds i64, i64* %aux, i64 12
	%27 = load i64, i64* %26
	%28 = getelementptr double, double* %10, i64 %25
	%29 = getelementptr inbounds i64, i64* %aux, i64 13
	%30 = load i64, i64* %29
	%31 = getelementptr double, double* %10, i64 %30
	%32 = getelementptr inbounds i64, i64* %aux, i64 14
	%33 = load i64, i64* %32
	%34 = getelementptr inbounds i64, i64* %aux, i64 15
	%35 = load i64, i64* %34
	%36 = getelementptr double, double* %10, i64 %33
	%37 = getelementptr inbounds i64, i64* %aux, i64 17
	%38 = load i64, i64* %37
	%39 = getelementptr inbounds i64, i64* %aux, i64 18
	%40 = load i64, i64* %39
	%41 = getelementptr double, double* %10, i64 %38
	%42 = getelementptr inbounds i64, i64* %aux, i64 19
	%43 = load i64, i64* %42
	%44 = getelementptr double, double* %10, i64 %43
	br label %row1.head

row1.head:
	%45 = phi i64 [ %rl, %entry ], [ %58, %row1.body ]
	%46 = icmp slt i64 %45, %ru
	br i1 %46, label %row1.body, label %row1.exit

row1.body:
	%47 = getelementptr inbounds i64, i64* %3, i64 %45
	%48 = load i64, i64* %47
	%49 = add i64 %45, 1
	%50 = getelementptr inbounds i64, i64* %3, i64 %49
	%51 = load i64, i64* %50
	%52 = getelementptr double, double* %1, i64 %48
	%53 = getelementptr i32, i32* %5, i64 %48
	%54 = sub i64 %51, %48
	%55 = mul i64 %45, %22
	%56 = getelementptr double, double* %7, i64 %55
	call void @fjv_op6_vg(double* %52, double* %56, i32* %53, double* %28, i64 %54)
	%57 = call double @fjv_reduce_op35(double* %52, i64 %54)
	call void @fjv_op7_vs(double* %28, double %57, double* %41, i64 %54)
	call void @fjv_colfold_op35_g(double* %41, i32* %53, double* %out, i64 %54)
	%58 = add i64 %45, 1
	br label %row1.head

row1.exit:
	ret void
}

define internal void @fjv_op6_vg(double* nocapture %x0, double* nocapture %x1, i32* nocapture %idx, double* noalias nocapture %c, i64 %n) nounwind {
entry:
	br label %k1.head

k1.head:
	%0 = phi i64 [ 0, %entry ], [ %11, %k1.body ]
	%1 = icmp slt i64 %0, %n
	br i1 %1, label %k1.body, label %k1.exit

k1.body:
	%2 = getelementptr inbounds double, double* %x0, i64 %0
	%3 = load double, double* %2
	%4 = getelementptr inbounds i32, i32* %idx, i64 %0
	%5 = load i32, i32* %4
	%6 = sext i32 %5 to i64
	%7 = getelementptr inbounds double, double* %x1, i64 %6
	%8 = load double, double* %7
	%9 = fmul double %3, %8
	%10 = getelementptr inbounds double, double* %c, i64 %0
	store double %9, double* %10
	%11 = add i64 %0, 1
	br label %k1.head

k1.exit:
	ret void
}

define internal double @fjv_reduce_op35(double* nocapture %a, i64 %n) nounwind {
entry:
	br label %k1.head

k1.head:
	%0 = phi double [ 0.0, %entry ], [ %5, %k1.body ]
	%1 = phi i64 [ 0, %entry ], [ %6, %k1.body ]
	%2 = icmp slt i64 %1, %n
	br i1 %2, label %k1.body, label %k1.exit

k1.body:
	%3 = getelementptr inbounds double, double* %a, i64 %1
	%4 = load double, double* %3
	%5 = fadd reassoc double %0, %4
	%6 = add i64 %1, 1
	br label %k1.head

k1.exit:
	ret double %0
}

define internal void @fjv_op7_vs(double* nocapture %x0, double %x1, double* noalias nocapture %c, i64 %n) nounwind {
entry:
	br label %k1.head

k1.head:
	%0 = phi i64 [ 0, %entry ], [ %6, %k1.body ]
	%1 = icmp slt i64 %0, %n
	br i1 %1, label %k1.body, label %k1.exit

k1.body:
	%2 = getelementptr inbounds double, double* %x0, i64 %0
	%3 = load double, double* %2
	%4 = fdiv double %3, %x1
	%5 = getelementptr inbounds double, double* %c, i64 %0
	store double %4, double* %5
	%6 = add i64 %0, 1
	br label %k1.head

k1.exit:
	ret void
}

define internal void @fjv_colfold_op35_g(double* nocapture %a, i32* nocapture %idx, double* noalias nocapture %c, i64 %n) nounwind {
entry:
	br label %k1.head

k1.head:
	%0 = phi i64 [ 0, %entry ], [ %11, %k1.body ]
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
	%9 = fadd reassoc double %6, %8
	%10 = getelementptr inbounds double, double* %c, i64 %4
	store double %9, double* %10
	%11 = add i64 %0, 1
	br label %k1.head

k1.exit:
	ret void
}
