; Golden IR of llvmgen test case cell_colagg_dense (cell col_agg, dense driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan cell col_agg(min) sparse_safe=false hash=6a8a82d0ac829d317770a878eb6c314e
;     in0 main dense matrix <- hop 0
;     in1 side dense rowvec <- hop 1
;     t2 = in0 - in1
;     out0 = colmin(t2)

define void @fj_6a8a82d0ac829d317770a878eb6c314e(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
entry:
	%0 = getelementptr inbounds double*, double** %vals, i64 0
	%1 = load double*, double** %0
	%2 = getelementptr inbounds double*, double** %vals, i64 1
	%3 = load double*, double** %2
	br label %row1.head

row1.head:
	%4 = phi i64 [ %rl, %entry ], [ %28, %col4.exit ]
	%5 = icmp slt i64 %4, %ru
	br i1 %5, label %row1.body, label %row1.exit

row1.body:
	%6 = mul i64 %4, %m
	br label %col4.head

row1.exit:
	ret void

col4.head:
	%7 = phi i64 [ 0, %row1.body ], [ %27, %col4.body ]
	%8 = icmp slt i64 %7, %m
	br i1 %8, label %col4.body, label %col4.exit

col4.body:
	%9 = add i64 %6, %7
	%10 = getelementptr inbounds double, double* %1, i64 %9
	%11 = load double, double* %10
	%12 = getelementptr inbounds double, double* %3, i64 %7
	%13 = load double, double* %12
	%14 = fsub double %11, %13
	%15 = getelementptr inbounds double, double* %out, i64 %7
	%16 = load double, double* %15
	%17 = fcmp olt double %16, %14
	%18 = fcmp oeq double %16, %14
	%19 = bitcast double %16 to i64
	%20 = icmp slt i64 %19, 0
	%21 = and i1 %18, %20
	%22 = fcmp uno double %16, %16
	%23 = or i1 %17, %22
	%24 = or i1 %23, %21
	%25 = select i1 %24, double %16, double %14
	%26 = getelementptr inbounds double, double* %out, i64 %7
	store double %25, double* %26
	%27 = add i64 %7, 1
	br label %col4.head

col4.exit:
	%28 = add i64 %4, 1
	br label %row1.head
}
