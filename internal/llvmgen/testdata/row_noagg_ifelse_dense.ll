; Golden IR of llvmgen test case row_noagg_ifelse_dense (row no_agg, dense driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan row no_agg sparse_safe=false hash=8def6f4f397fa1339654981c36e27c24
;     in0 main dense matrix <- hop 0
;     in1 side dense scalar <- hop 3
;     t1 = rowmean(in0)
;     t2 = in0 > t1
;     t4 = ifelse(t2, in0, in1)
;     out = t4

define void @fj_8def6f4f397fa1339654981c36e27c24(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
entry:
	%0 = getelementptr inbounds double*, double** %vals, i64 0
	%1 = load double*, double** %0
	%2 = getelementptr inbounds double, double* %scalars, i64 1
	%3 = load double, double* %2
	%4 = getelementptr inbounds i64, i64* %aux, i64 0
	%5 = load i64, i64* %4
	%6 = inttoptr i64 %5 to double*
	%7 = getelementptr inbounds i64, i64* %aux, i64 5
	%8 = load i64, i64* %7
	%9 = getelementptr inbounds i64, i64* %aux, i64 6
	%10 = load i64, i64* %9
	%11 = getelementptr double, double* %6, i64 %8
	%12 = getelementptr inbounds i64, i64* %aux, i64 8
	%13 = load i64, i64* %12
	%14 = getelementptr inbounds i64, i64* %aux, i64 9
	%15 = load i64, i64* %14
	%16 = getelementptr double, double* %6, i64 %13
	%17 = getelementptr inbounds i64, i64* %aux, i64 11
	%18 = load i64, i64* %17
	%19 = getelementptr inbounds i64, i64* %aux, i64 12
	%20 = load i64, i64* %19
	%21 = getelementptr double, double* %6, i64 %18
	%22 = getelementptr inbounds i64, i64* %aux, i64 14
	%23 = load i64, i64* %22
	%24 = getelementptr inbounds i64, i64* %aux, i64 15
	%25 = load i64, i64* %24
	%26 = getelementptr double, double* %6, i64 %23
	%27 = getelementptr inbounds i64, i64* %aux, i64 17
	%28 = load i64, i64* %27
	%29 = getelementptr inbounds i64, i64* %aux, i64 18
	%30 = load i64, i64* %29
	%31 = getelementptr double, double* %6, i64 %28
	br label %row1.head

row1.head:
	%32 = phi i64 [ %rl, %entry ], [ %41, %row1.body ]
	%33 = icmp slt i64 %32, %ru
	br i1 %33, label %row1.body, label %row1.exit

row1.body:
	%34 = mul i64 %32, %10
	%35 = getelementptr double, double* %1, i64 %34
	%36 = call double @fjv_reduce_op35(double* %35, i64 %10)
	%37 = sitofp i64 %10 to double
	%38 = fdiv double %36, %37
	call void @fjv_op15_vs(double* %35, double %38, double* %21, i64 %10)
	call void @fjv_ifelse_vvs(double* %21, double* %35, double %3, double* %31, i64 %10)
	%39 = mul i64 %32, %10
	%40 = getelementptr double, double* %out, i64 %39
	call void @fjv_copy(double* %31, double* %40, i64 %10)
	%41 = add i64 %32, 1
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

define internal void @fjv_op15_vs(double* nocapture %x0, double %x1, double* noalias nocapture %c, i64 %n) nounwind {
entry:
	br label %k1.head

k1.head:
	%0 = phi i64 [ 0, %entry ], [ %7, %k1.body ]
	%1 = icmp slt i64 %0, %n
	br i1 %1, label %k1.body, label %k1.exit

k1.body:
	%2 = getelementptr inbounds double, double* %x0, i64 %0
	%3 = load double, double* %2
	%4 = fcmp ogt double %3, %x1
	%5 = uitofp i1 %4 to double
	%6 = getelementptr inbounds double, double* %c, i64 %0
	store double %5, double* %6
	%7 = add i64 %0, 1
	br label %k1.head

k1.exit:
	ret void
}

define internal void @fjv_ifelse_vvs(double* nocapture %x0, double* nocapture %x1, double %x2, double* noalias nocapture %c, i64 %n) nounwind {
entry:
	br label %k1.head

k1.head:
	%0 = phi i64 [ 0, %entry ], [ %9, %k1.body ]
	%1 = icmp slt i64 %0, %n
	br i1 %1, label %k1.body, label %k1.exit

k1.body:
	%2 = getelementptr inbounds double, double* %x0, i64 %0
	%3 = load double, double* %2
	%4 = getelementptr inbounds double, double* %x1, i64 %0
	%5 = load double, double* %4
	%6 = fcmp une double %3, 0.0
	%7 = select i1 %6, double %5, double %x2
	%8 = getelementptr inbounds double, double* %c, i64 %0
	store double %7, double* %8
	%9 = add i64 %0, 1
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
