; Golden IR of llvmgen test case cell_noagg_dense (cell no_agg, dense driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan cell no_agg sparse_safe=false hash=e98f5ce9b7c36bdd96a6b1fef85cef9b
;     in0 main dense matrix <- hop 0
;     in1 side dense matrix <- hop 1
;     t2 = in0 * in1
;     t3 = exp(in0)
;     t4 = t2 + t3
;     out = t4

define void @fj_e98f5ce9b7c36bdd96a6b1fef85cef9b(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
entry:
	%0 = getelementptr inbounds double*, double** %vals, i64 0
	%1 = load double*, double** %0
	%2 = getelementptr inbounds double*, double** %vals, i64 1
	%3 = load double*, double** %2
	%4 = mul i64 %rl, %m
	%5 = mul i64 %ru, %m
	br label %cell1.head

cell1.head:
	%6 = phi i64 [ %4, %entry ], [ %16, %cell1.body ]
	%7 = icmp slt i64 %6, %5
	br i1 %7, label %cell1.body, label %cell1.exit

cell1.body:
	%8 = getelementptr inbounds double, double* %1, i64 %6
	%9 = load double, double* %8
	%10 = getelementptr inbounds double, double* %3, i64 %6
	%11 = load double, double* %10
	%12 = fmul contract double %9, %11
	%13 = call double @llvm.exp.f64(double %9)
	%14 = fadd contract double %12, %13
	%15 = getelementptr inbounds double, double* %out, i64 %6
	store double %14, double* %15
	%16 = add i64 %6, 1
	br label %cell1.head

cell1.exit:
	ret void
}

declare double @llvm.exp.f64(double %0) nounwind
