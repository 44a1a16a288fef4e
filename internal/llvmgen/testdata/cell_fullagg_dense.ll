; Golden IR of llvmgen test case cell_fullagg_dense (cell full_agg, dense driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan cell full_agg(sum) sparse_safe=false hash=4d2720cfe1a868647e49b02d06a2955f
;     in0 main dense matrix <- hop 0
;     in1 side dense matrix <- hop 1
;     t2 = in0 - in1
;     t3 = t2 * t2
;     out0 = fulsum(t3)

define void @fj_4d2720cfe1a868647e49b02d06a2955f(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
entry:
	%0 = getelementptr inbounds double*, double** %vals, i64 0
	%1 = load double*, double** %0
	%2 = getelementptr inbounds double*, double** %vals, i64 1
	%3 = load double*, double** %2
	%4 = mul i64 %rl, %m
	%5 = mul i64 %ru, %m
	br label %cell1.head

cell1.head:
	%6 = phi double [ 0.0, %entry ], [ %15, %cell1.body ]
	%7 = phi i64 [ %4, %entry ], [ %16, %cell1.body ]
	%8 = icmp slt i64 %7, %5
	br i1 %8, label %cell1.body, label %cell1.exit

cell1.body:
	%9 = getelementptr inbounds double, double* %1, i64 %7
	%10 = load double, double* %9
	%11 = getelementptr inbounds double, double* %3, i64 %7
	%12 = load double, double* %11
	%13 = fsub double %10, %12
	%14 = fmul double %13, %13
	%15 = fadd reassoc double %6, %14
	%16 = add i64 %7, 1
	br label %cell1.head

cell1.exit:
	%17 = getelementptr inbounds double, double* %out, i64 0
	store double %6, double* %17
	ret void
}
