; Golden IR of llvmgen test case cell_rowagg_dense (cell row_agg, dense driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan cell row_agg(sum) sparse_safe=false hash=69e0764b08052dc96893452bf224e7f2
;     in0 main dense matrix <- hop 0
;     in1 side dense scalar <- hop 1
;     t1 = in0 * in0
;     out0 = rowsum(t1)

define void @fj_69e0764b08052dc96893452bf224e7f2(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
entry:
	%0 = getelementptr inbounds double*, double** %vals, i64 0
	%1 = load double*, double** %0
	%2 = getelementptr inbounds double, double* %scalars, i64 1
	%3 = load double, double* %2
	br label %row1.head

row1.head:
	%4 = phi i64 [ %rl, %entry ], [ %17, %col4.exit ]
	%5 = icmp slt i64 %4, %ru
	br i1 %5, label %row1.body, label %row1.exit

row1.body:
	%6 = mul i64 %4, %m
	br label %col4.head

row1.exit:
	ret void

col4.head:
	%7 = phi double [ 0.0, %row1.body ], [ %14, %col4.body ]
	%8 = phi i64 [ 0, %row1.body ], [ %15, %col4.body ]
	%9 = icmp slt i64 %8, %m
	br i1 %9, label %col4.body, label %col4.exit

col4.body:
	%10 = add i64 %6, %8
	%11 = getelementptr inbounds double, double* %1, i64 %10
	%12 = load double, double* %11
	%13 = fmul double %12, %12
	%14 = fadd reassoc double %7, %13
	%15 = add i64 %8, 1
	br label %col4.head

col4.exit:
	%16 = getelementptr inbounds double, double* %out, i64 %4
	store double %7, double* %16
	%17 = add i64 %4, 1
	br label %row1.head
}
