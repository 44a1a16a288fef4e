; Golden IR of llvmgen test case row_colagg_dense (row col_agg, dense driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan row col_agg(sum) sparse_safe=false hash=d02e54296101c4c7f1a6df5fd8c85506
;     in0 main dense matrix <- hop 0
;     t1 = rowsum(in0)
;     t2 = in0 / t1
;     out0 = colsum(t2)

define void @fj_d02e54296101c4c7f1a6df5fd8c85506(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
entry:
	%0 = getelementptr inbounds double*, double** %vals, i64 0
	%1 = load double*, double** %0
	%2 = getelementptr inbounds i64, i64* %aux, i64 0
	%3 = load i64, i64* %2
	%4 = inttoptr i64 %3 to double*
	%5 = getelementptr inbounds i64, i64* %aux, i64 5
	%6 = load i64, i64* %5
	%7 = getelementptr inbounds i64, i64* %aux, i64 6
	%8 = load i64, i64* %7
	%9 = getelementptr double, double* %4, i64 %6
	%10 = getelementptr inbounds i64, i64* %aux, i64 8
	%11 = load i64, i64* %10
	%12 = getelementptr inbounds i64, i64* %aux, i64 9
	%13 = load i64, i64* %12
	%14 = getelementptr double, double* %4, i64 %11
	%15 = getelementptr inbounds i64, i64* %aux, i64 11
	%16 = load i64, i64* %15
	%17 = getelementptr inbounds i64, i64* %aux, i64 12
	%18 = load i64, i64* %17
	%19 = getelementptr double, double* %4, i64 %16
	br label %row1.head

row1.head:
	%20 = phi i64 [ %rl, %entry ], [ %25, %row1.body ]
	%21 = icmp slt i64 %20, %ru
	br i1 %21, label %row1.body, label %row1.exit

row1.body:
	%22 = mul i64 %20, %8
	%23 = getelementptr double, double* %1, i64 %22
	%24 = call double @fjv_reduce_op35(double* %23, i64 %8)
	call void @fjv_op7_vs(double* %23, double %24, double* %19, i64 %8)
	call void @fjv_colfold_op35_v(double* %19, double* %out, i64 %8)
	%25 = add i64 %20, 1
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

define internal void @fjv_colfold_op35_v(double* nocapture %a, double* noalias nocapture %c, i64 %n) nounwind {
entry:
	br label %k1.head

k1.head:
	%0 = phi i64 [ 0, %entry ], [ %8, %k1.body ]
	%1 = icmp slt i64 %0, %n
	br i1 %1, label %k1.body, label %k1.exit

k1.body:
	%2 = getelementptr inbounds double, double* %c, i64 %0
	%3 = load double, double* %2
	%4 = getelementptr inbounds double, double* %a, i64 %0
	%5 = load double, double* %4
	%6 = fadd reassoc double %3, %5
	%7 = getelementptr inbounds double, double* %c, i64 %0
	store double %6, double* %7
	%8 = add i64 %0, 1
	br label %k1.head

k1.exit:
	ret void
}
