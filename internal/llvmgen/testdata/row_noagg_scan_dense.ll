; Golden IR of llvmgen test case row_noagg_scan_dense (row no_agg, dense driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan row no_agg sparse_safe=false hash=25fd5ed589661cea97c21ffd213b688c
;     in0 main dense matrix <- hop 0
;     t1 = rowcumsum(in0)
;     t2 = rowsum(in0)
;     t3 = t1 / t2
;     out = t3

define void @fj_25fd5ed589661cea97c21ffd213b688c(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
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
	%20 = getelementptr inbounds i64, i64* %aux, i64 14
	%21 = load i64, i64* %20
	%22 = getelementptr inbounds i64, i64* %aux, i64 15
	%23 = load i64, i64* %22
	%24 = getelementptr double, double* %4, i64 %21
	br label %row1.head

row1.head:
	%25 = phi i64 [ %rl, %entry ], [ %32, %row1.body ]
	%26 = icmp slt i64 %25, %ru
	br i1 %26, label %row1.body, label %row1.exit

row1.body:
	%27 = mul i64 %25, %8
	%28 = getelementptr double, double* %1, i64 %27
	call void @fjv_scan_op42(double* %28, double* %14, i64 %8)
	%29 = call double @fjv_reduce_op35(double* %28, i64 %8)
	call void @fjv_op7_vs(double* %14, double %29, double* %24, i64 %8)
	%30 = mul i64 %25, %8
	%31 = getelementptr double, double* %out, i64 %30
	call void @fjv_copy(double* %24, double* %31, i64 %8)
	%32 = add i64 %25, 1
	br label %row1.head

row1.exit:
	ret void
}

define internal void @fjv_scan_op42(double* nocapture %a, double* noalias nocapture %c, i64 %n) nounwind {
entry:
	br label %k1.head

k1.head:
	%0 = phi double [ 0.0, %entry ], [ %5, %k1.body ]
	%1 = phi i64 [ 0, %entry ], [ %7, %k1.body ]
	%2 = icmp slt i64 %1, %n
	br i1 %2, label %k1.body, label %k1.exit

k1.body:
	%3 = getelementptr inbounds double, double* %a, i64 %1
	%4 = load double, double* %3
	%5 = fadd double %0, %4
	%6 = getelementptr inbounds double, double* %c, i64 %1
	store double %5, double* %6
	%7 = add i64 %1, 1
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
