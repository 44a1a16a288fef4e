; Golden IR of llvmgen test case magg_dense (magg full_agg, dense driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan magg full_agg(sum) sparse_safe=false hash=0c9a39f339a81da85e124b0060a9a8d7
;     in0 main dense matrix <- hop 0
;     in1 side dense matrix <- hop 1
;     t2 = in0 * in1
;     t3 = in0 + in1
;     out0 = fulsum(t2)
;     out1 = fulmax(t3)

define void @fj_0c9a39f339a81da85e124b0060a9a8d7(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
entry:
	%0 = getelementptr inbounds double*, double** %vals, i64 0
	%1 = load double*, double** %0
	%2 = getelementptr inbounds double*, double** %vals, i64 1
	%3 = load double*, double** %2
	%4 = mul i64 %rl, %m
	%5 = mul i64 %ru, %m
	br label %cell1.head

cell1.head:
	%6 = phi double [ 0xFFF0000000000000, %entry ], [ %25, %cell1.body ]
	%7 = phi double [ 0.0, %entry ], [ %16, %cell1.body ]
	%8 = phi i64 [ %4, %entry ], [ %26, %cell1.body ]
	%9 = icmp slt i64 %8, %5
	br i1 %9, label %cell1.body, label %cell1.exit

cell1.body:
	%10 = getelementptr inbounds double, double* %1, i64 %8
	%11 = load double, double* %10
	%12 = getelementptr inbounds double, double* %3, i64 %8
	%13 = load double, double* %12
	%14 = fmul double %11, %13
	%15 = fadd double %11, %13
	%16 = fadd reassoc double %7, %14
	%17 = fcmp ogt double %6, %15
	%18 = fcmp oeq double %6, %15
	%19 = bitcast double %15 to i64
	%20 = icmp slt i64 %19, 0
	%21 = and i1 %18, %20
	%22 = fcmp uno double %6, %6
	%23 = or i1 %17, %22
	%24 = or i1 %23, %21
	%25 = select i1 %24, double %6, double %15
	%26 = add i64 %8, 1
	br label %cell1.head

cell1.exit:
	%27 = getelementptr inbounds double, double* %out, i64 0
	store double %7, double* %27
	%28 = getelementptr inbounds double, double* %out, i64 1
	store double %6, double* %28
	ret void
}
