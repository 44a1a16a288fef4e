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
	%0 = alloca double, i64 8
	%1 = getelementptr inbounds double*, double** %vals, i64 0
	%2 = load double*, double** %1
	%3 = getelementptr inbounds double*, double** %vals, i64 1
	%4 = load double*, double** %3
	%5 = getelementptr inbounds double, double* %0, i64 0
	store double 0.0, double* %5
	%6 = getelementptr inbounds double, double* %0, i64 1
	store double 0.0, double* %6
	%7 = getelementptr inbounds double, double* %0, i64 2
	store double 0.0, double* %7
	%8 = getelementptr inbounds double, double* %0, i64 3
	store double 0.0, double* %8
	%9 = getelementptr inbounds double, double* %0, i64 4
	store double 0.0, double* %9
	%10 = getelementptr inbounds double, double* %0, i64 5
	store double 0.0, double* %10
	%11 = getelementptr inbounds double, double* %0, i64 6
	store double 0.0, double* %11
	%12 = getelementptr inbounds double, double* %0, i64 7
	store double 0.0, double* %12
	%13 = mul i64 %rl, %m
	%14 = mul i64 %ru, %m
	br label %cell1.head

cell1.head:
	%15 = phi double [ 0.0, %entry ], [ %15, %cell1.body ]
	%16 = phi i64 [ %13, %entry ], [ %30, %cell1.body ]
	%17 = icmp slt i64 %16, %14
	br i1 %17, label %cell1.body, label %cell1.exit

cell1.body:
	%18 = getelementptr inbounds double, double* %2, i64 %16
	%19 = load double, double* %18
	%20 = getelementptr inbounds double, double* %4, i64 %16
	%21 = load double, double* %20
	%22 = fsub double %19, %21
	%23 = fmul double %22, %22
	%24 = sub i64 %16, %13
	%25 = and i64 %24, 7
	%26 = getelementptr inbounds double, double* %0, i64 %25
	%27 = load double, double* %26
	%28 = fadd double %27, %23
	%29 = getelementptr inbounds double, double* %0, i64 %25
	store double %28, double* %29
	%30 = add i64 %16, 1
	br label %cell1.head

cell1.exit:
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
	%54 = getelementptr inbounds double, double* %out, i64 0
	store double %53, double* %54
	ret void
}
