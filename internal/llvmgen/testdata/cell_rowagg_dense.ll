; Golden IR of llvmgen test case cell_rowagg_dense (cell row_agg, dense driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan cell row_agg(sum) sparse_safe=false hash=69e0764b08052dc96893452bf224e7f2
;     in0 main dense matrix <- hop 0
;     in1 side dense scalar <- hop 1
;     t1 = in0 * in0
;     out0 = rowsum(t1)

define void @fj_69e0764b08052dc96893452bf224e7f2(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
entry:
	%0 = alloca double, i64 8
	%1 = getelementptr inbounds double*, double** %vals, i64 0
	%2 = load double*, double** %1
	%3 = getelementptr inbounds double, double* %scalars, i64 1
	%4 = load double, double* %3
	br label %row1.head

row1.head:
	%5 = phi i64 [ %rl, %entry ], [ %55, %col4.exit ]
	%6 = icmp slt i64 %5, %ru
	br i1 %6, label %row1.body, label %row1.exit

row1.body:
	%7 = mul i64 %5, %m
	%8 = sub i64 %5, %rl
	%9 = mul i64 %8, %m
	%10 = getelementptr inbounds double, double* %0, i64 0
	store double 0.0, double* %10
	%11 = getelementptr inbounds double, double* %0, i64 1
	store double 0.0, double* %11
	%12 = getelementptr inbounds double, double* %0, i64 2
	store double 0.0, double* %12
	%13 = getelementptr inbounds double, double* %0, i64 3
	store double 0.0, double* %13
	%14 = getelementptr inbounds double, double* %0, i64 4
	store double 0.0, double* %14
	%15 = getelementptr inbounds double, double* %0, i64 5
	store double 0.0, double* %15
	%16 = getelementptr inbounds double, double* %0, i64 6
	store double 0.0, double* %16
	%17 = getelementptr inbounds double, double* %0, i64 7
	store double 0.0, double* %17
	br label %col4.head

row1.exit:
	ret void

col4.head:
	%18 = phi double [ 0.0, %row1.body ], [ %18, %col4.body ]
	%19 = phi i64 [ 0, %row1.body ], [ %30, %col4.body ]
	%20 = icmp slt i64 %19, %m
	br i1 %20, label %col4.body, label %col4.exit

col4.body:
	%21 = add i64 %7, %19
	%22 = getelementptr inbounds double, double* %2, i64 %21
	%23 = load double, double* %22
	%24 = fmul double %23, %23
	%25 = and i64 %19, 7
	%26 = getelementptr inbounds double, double* %0, i64 %25
	%27 = load double, double* %26
	%28 = fadd double %27, %24
	%29 = getelementptr inbounds double, double* %0, i64 %25
	store double %28, double* %29
	%30 = add i64 %19, 1
	br label %col4.head

col4.exit:
	%31 = getelementptr inbounds double, double* %0, i64 0
	%32 = load double, double* %31
	%33 = getelementptr inbounds double, double* %0, i64 1
	%34 = load double, double* %33
	%35 = getelementptr inbounds double, double* %0, i64 2
	%36 = load double, double* %35
	%37 = getelementptr inbounds double, double* %0, i64 3
	%38 = load double, double* %37
	%39 = getelementptr inbounds double, double* %0, i64 4
	%40 = load double, double* %39
	%41 = getelementptr inbounds double, double* %0, i64 5
	%42 = load double, double* %41
	%43 = getelementptr inbounds double, double* %0, i64 6
	%44 = load double, double* %43
	%45 = getelementptr inbounds double, double* %0, i64 7
	%46 = load double, double* %45
	%47 = fadd double %32, %40
	%48 = fadd double %34, %42
	%49 = fadd double %36, %44
	%50 = fadd double %38, %46
	%51 = fadd double %47, %49
	%52 = fadd double %48, %50
	%53 = fadd double %51, %52
	%54 = getelementptr inbounds double, double* %out, i64 %5
	store double %53, double* %54
	%55 = add i64 %5, 1
	br label %row1.head
}
