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
	%8 = phi i64 [ %rl, %entry ], [ %34, %col4.exit ]
	%9 = icmp slt i64 %8, %ru
	br i1 %9, label %row1.body, label %row1.exit

row1.body:
	%10 = mul i64 %8, %m
	%11 = getelementptr inbounds double, double* %3, i64 %8
	%12 = load double, double* %11
	br label %col4.head

row1.exit:
	ret void

col4.head:
	%13 = phi i64 [ 0, %row1.body ], [ %33, %col4.body ]
	%14 = icmp slt i64 %13, %m
	br i1 %14, label %col4.body, label %col4.exit

col4.body:
	%15 = add i64 %10, %13
	%16 = getelementptr inbounds double, double* %1, i64 %15
	%17 = load double, double* %16
	%18 = getelementptr inbounds double, double* %5, i64 %13
	%19 = load double, double* %18
	%20 = fdiv double %17, %12
	%21 = fsub double %20, %19
	%22 = fcmp ogt double %21, %7
	%23 = fcmp oeq double %21, %7
	%24 = bitcast double %7 to i64
	%25 = icmp slt i64 %24, 0
	%26 = and i1 %23, %25
	%27 = fcmp uno double %21, %21
	%28 = or i1 %22, %27
	%29 = or i1 %28, %26
	%30 = select i1 %29, double %21, double %7
	%31 = add i64 %10, %13
	%32 = getelementptr inbounds double, double* %out, i64 %31
	store double %30, double* %32
	%33 = add i64 %13, 1
	br label %col4.head

col4.exit:
	%34 = add i64 %8, 1
	br label %row1.head
}
