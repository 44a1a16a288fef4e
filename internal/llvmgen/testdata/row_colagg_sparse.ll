; Golden IR of llvmgen test case row_colagg_sparse (row col_agg, sparse driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan row col_agg(sum) sparse_safe=false hash=b670783aa67005e22b7efe32c4248a94
;     in0 main sparse matrix <- hop 0
;     t1 = rowsum(in0)
;     t2 = in0 / t1
;     out0 = colsum(t2)

define void @fj_b670783aa67005e22b7efe32c4248a94(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
entry:
	%0 = getelementptr inbounds double*, double** %vals, i64 0
	%1 = load double*, double** %0
	%2 = getelementptr inbounds i64*, i64** %rowptr, i64 0
	%3 = load i64*, i64** %2
	%4 = getelementptr inbounds i32*, i32** %colidx, i64 0
	%5 = load i32*, i32** %4
	%6 = getelementptr inbounds i64, i64* %aux, i64 0
	%7 = load i64, i64* %6
	%8 = inttoptr i64 %7 to double*
	%9 = getelementptr inbounds i64, i64* %aux, i64 5
	%10 = load i64, i64* %9
	%11 = getelementptr inbounds i64, i64* %aux, i64 6
	%12 = load i64, i64* %11
	%13 = getelementptr double, double* %8, i64 %10
	%14 = getelementptr inbounds i64, i64* %aux, i64 7
	%15 = load i64, i64* %14
	%16 = getelementptr double, double* %8, i64 %15
	%17 = getelementptr inbounds i64, i64* %aux, i64 8
	%18 = load i64, i64* %17
	%19 = getelementptr inbounds i64, i64* %aux, i64 9
	%20 = load i64, i64* %19
	%21 = getelementptr double, double* %8, i64 %18
	%22 = getelementptr inbounds i64, i64* %aux, i64 11
	%23 = load i64, i64* %22
	%24 = getelementptr inbounds i64, i64* %aux, i64 12
	%25 = load i64, i64* %24
	%26 = getelementptr double, double* %8, i64 %23
	%27 = getelementptr inbounds i64, i64* %aux, i64 13
	%28 = load i64, i64* %27
	%29 = getelementptr double, double* %8, i64 %28
	br label %row1.head

row1.head:
	%30 = phi i64 [ %rl, %entry ], [ %41, %row1.body ]
	%31 = icmp slt i64 %30, %ru
	br i1 %31, label %row1.body, label %row1.exit

row1.body:
	%32 = getelementptr inbounds i64, i64* %3, i64 %30
	%33 = load i64, i64* %32
	%34 = add i64 %30, 1
	%35 = getelementptr inbounds i64, i64* %3, i64 %34
	%36 = load i64, i64* %35
	%37 = getelementptr double, double* %1, i64 %33
	%38 = getelementptr i32, i32* %5, i64 %33
	%39 = sub i64 %36, %33
	%40 = call double @fjv_reduce_op35(double* %37, i64 %39)
	call void @fjv_op7_vs(double* %37, double %40, double* %26, i64 %39)
	call void @fjv_colfold_op35_g(double* %26, i32* %38, double* %out, i64 %39)
	%41 = add i64 %30, 1
	br label %row1.head

row1.exit:
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
