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
	%4 = phi i64 [ %rl, %entry ], [ %34, %col4.exit ]
	%5 = icmp slt i64 %4, %ru
	br i1 %5, label %row1.body, label %row1.exit

row1.body:
	%6 = mul i64 %4, %m
	%7 = sub i64 %4, %rl
	%8 = mul i64 %7, %m
	br label %col4.head

row1.exit:
	ret void

col4.head:
	%9 = phi i64 [ 0, %row1.body ], [ %33, %col4.body ]
	%10 = icmp slt i64 %9, %m
	br i1 %10, label %col4.body, label %col4.exit

col4.body:
	%11 = add i64 %6, %9
	%12 = getelementptr inbounds double, double* %1, i64 %11
	%13 = load double, double* %12
	%14 = getelementptr inbounds double, double* %3, i64 %9
	%15 = load double, double* %14
	%16 = fsub double %13, %15
	%17 = getelementptr inbounds double, double* %out, i64 %9
	%18 = load double, double* %17
	%19 = fcmp olt double %18, %16
	%20 = fcmp oeq double %18, %16
	%21 = bitcast double %18 to i64
	%22 = icmp slt i64 %21, 0
	%23 = and i1 %20, %22
	%24 = fcmp uno double %18, %18
	%25 = or i1 %19, %24
	%26 = or i1 %25, %23
	%27 = select i1 %26, double %18, double %16
	%28 = getelementptr inbounds double, double* %out, i64 %9
	%29 = fcmp uno double %27, %27
	%30 = bitcast double %27 to i64
	%31 = select i1 %29, i64 u0x7FF8000000000000, i64 %30
	%32 = bitcast double* %28 to i64*
	store i64 %31, i64* %32
	%33 = add i64 %9, 1
	br label %col4.head

col4.exit:
	%34 = add i64 %4, 1
	br label %row1.head
}
