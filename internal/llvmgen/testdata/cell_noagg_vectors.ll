; Golden IR of llvmgen test case cell_noagg_vectors (cell no_agg, dense driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan cell no_agg sparse_safe=false hash=3e37cb4570b8c63ee33e17e843156472
;     in0 main dense matrix <- hop 0
;     in1 side dense colvec <- hop 1
;     in2 side dense rowvec <- hop 3
;     in3 side dense scalar <- hop 5
;     t2 = in0 / in1
;     t4 = t2 - in2
;     t6 = t4 max2 in3
;     out = t6

define void @fj_3e37cb4570b8c63ee33e17e843156472(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
entry:
	%0 = getelementptr inbounds double*, double** %vals, i64 0
	%1 = load double*, double** %0
	%2 = getelementptr inbounds double*, double** %vals, i64 1
	%3 = load double*, double** %2
	%4 = getelementptr inbounds double*, double** %vals, i64 2
	%5 = load double*, double** %4
	%6 = getelementptr inbounds double, double* %scalars, i64 3
	%7 = load double, double* %6
	br label %row1.head

row1.head:
	%8 = phi i64 [ %rl, %entry ], [ %40, %col4.exit ]
	%9 = icmp slt i64 %8, %ru
	br i1 %9, label %row1.body, label %row1.exit

row1.body:
	%10 = mul i64 %8, %m
	%11 = getelementptr inbounds double, double* %3, i64 %8
	%12 = load double, double* %11
	%13 = sub i64 %8, %rl
	%14 = mul i64 %13, %m
	br label %col4.head

row1.exit:
	ret void

col4.head:
	%15 = phi i64 [ 0, %row1.body ], [ %39, %col4.body ]
	%16 = icmp slt i64 %15, %m
	br i1 %16, label %col4.body, label %col4.exit

col4.body:
	%17 = add i64 %10, %15
	%18 = getelementptr inbounds double, double* %1, i64 %17
	%19 = load double, double* %18
	%20 = getelementptr inbounds double, double* %5, i64 %15
	%21 = load double, double* %20
	%22 = fdiv double %19, %12
	%23 = fsub double %22, %21
	%24 = fcmp ogt double %23, %7
	%25 = fcmp oeq double %23, %7
	%26 = bitcast double %7 to i64
	%27 = icmp slt i64 %26, 0
	%28 = and i1 %25, %27
	%29 = fcmp uno double %23, %23
	%30 = or i1 %24, %29
	%31 = or i1 %30, %28
	%32 = select i1 %31, double %23, double %7
	%33 = add i64 %10, %15
	%34 = getelementptr inbounds double, double* %out, i64 %33
	%35 = fcmp uno double %32, %32
	%36 = bitcast double %32 to i64
	%37 = select i1 %35, i64 u0x7FF8000000000000, i64 %36
	%38 = bitcast double* %34 to i64*
	store i64 %37, i64* %38
	%39 = add i64 %15, 1
	br label %col4.head

col4.exit:
	%40 = add i64 %8, 1
	br label %row1.head
}
