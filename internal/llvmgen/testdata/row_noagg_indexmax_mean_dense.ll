; Golden IR of llvmgen test case row_noagg_indexmax_mean_dense (row no_agg, dense driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan row no_agg sparse_safe=false hash=10d8ffa9cda43fa5651088f8d7066905
;     in0 main dense matrix <- hop 0
;     in1 side dense scalar <- hop 1
;     t2 = in0 * in1
;     t3 = rowindexmax(t2)
;     t4 = rowmean(in0)
;     t5 = t3 + t4
;     out = t5

define void @fj_10d8ffa9cda43fa5651088f8d7066905(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
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
	%32 = getelementptr inbounds i64, i64* %aux, i64 20
	%33 = load i64, i64* %32
	%34 = getelementptr inbounds i64, i64* %aux, i64 21
	%35 = load i64, i64* %34
	%36 = getelementptr double, double* %6, i64 %33
	br label %row1.head

row1.head:
	%37 = phi i64 [ %rl, %entry ], [ %47, %row1.body ]
	%38 = icmp slt i64 %37, %ru
	br i1 %38, label %row1.body, label %row1.exit

row1.body:
	%39 = mul i64 %37, %10
	%40 = getelementptr double, double* %1, i64 %39
	call void @fjv_op6_vs(double* %40, double %3, double* %21, i64 %10)
	%41 = call double @fjv_indexmax(double* %21, i64 %10)
	%42 = call double @fjv_reduce_op35(double* %40, i64 %10)
	%43 = sitofp i64 %10 to double
	%44 = fdiv double %42, %43
	%45 = fadd double %41, %44
	%46 = getelementptr inbounds double, double* %out, i64 %37
	store double %45, double* %46
	%47 = add i64 %37, 1
	br label %row1.head

row1.exit:
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

define internal double @fjv_indexmax(double* nocapture %a, i64 %n) nounwind {
entry:
	%0 = getelementptr inbounds double, double* %a, i64 0
	%1 = load double, double* %0
	br label %k1.head

k1.head:
	%2 = phi i64 [ 0, %entry ], [ %15, %k1.body ]
	%3 = phi double [ %1, %entry ], [ %14, %k1.body ]
	%4 = phi i64 [ 1, %entry ], [ %16, %k1.body ]
	%5 = icmp slt i64 %4, %n
	br i1 %5, label %k1.body, label %k1.exit

k1.body:
	%6 = getelementptr inbounds double, double* %a, i64 %4
	%7 = load double, double* %6
	%8 = fcmp uno double %3, %3
	%9 = xor i1 %8, true
	%10 = fcmp uno double %7, %7
	%11 = fcmp ogt double %7, %3
	%12 = or i1 %10, %11
	%13 = and i1 %9, %12
	%14 = select i1 %13, double %7, double %3
	%15 = select i1 %13, i64 %4, i64 %2
	%16 = add i64 %4, 1
	br label %k1.head

k1.exit:
	%17 = add i64 %2, 1
	%18 = sitofp i64 %17 to double
	ret double %18
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
