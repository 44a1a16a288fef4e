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
	%15 = phi double [ 0xFFF0000000000000, %entry ], [ %39, %cell1.body ]
	%16 = phi double [ 0.0, %entry ], [ %16, %cell1.body ]
	%17 = phi i64 [ %13, %entry ], [ %40, %cell1.body ]
	%18 = icmp slt i64 %17, %14
	br i1 %18, label %cell1.body, label %cell1.exit

cell1.body:
	%19 = getelementptr inbounds double, double* %2, i64 %17
	%20 = load double, double* %19
	%21 = getelementptr inbounds double, double* %4, i64 %17
	%22 = load double, double* %21
	%23 = fmul double %20, %22
	%24 = fadd double %20, %22
	%25 = sub i64 %17, %13
	%26 = and i64 %25, 7
	%27 = getelementptr inbounds double, double* %0, i64 %26
	%28 = load double, double* %27
	%29 = fadd double %28, %23
	%30 = getelementptr inbounds double, double* %0, i64 %26
	store double %29, double* %30
	%31 = fcmp ogt double %15, %24
	%32 = fcmp oeq double %15, %24
	%33 = bitcast double %24 to i64
	%34 = icmp slt i64 %33, 0
	%35 = and i1 %32, %34
	%36 = fcmp uno double %15, %15
	%37 = or i1 %31, %36
	%38 = or i1 %37, %35
	%39 = select i1 %38, double %15, double %24
	%40 = add i64 %17, 1
	br label %cell1.head

cell1.exit:
	%41 = getelementptr inbounds double, double* %0, i64 0
	%42 = load double, double* %41
	%43 = getelementptr inbounds double, double* %0, i64 1
	%44 = load double, double* %43
	%45 = getelementptr inbounds double, double* %0, i64 2
	%46 = load double, double* %45
	%47 = getelementptr inbounds double, double* %0, i64 3
	%48 = load double, double* %47
	%49 = getelementptr inbounds double, double* %0, i64 4
	%50 = load double, double* %49
	%51 = getelementptr inbounds double, double* %0, i64 5
	%52 = load double, double* %51
	%53 = getelementptr inbounds double, double* %0, i64 6
	%54 = load double, double* %53
	%55 = getelementptr inbounds double, double* %0, i64 7
	%56 = load double, double* %55
	%57 = fadd double %42, %50
	%58 = fadd double %44, %52
	%59 = fadd double %46, %54
	%60 = fadd double %48, %56
	%61 = fadd double %57, %59
	%62 = fadd double %58, %60
	%63 = fadd double %61, %62
	%64 = getelementptr inbounds double, double* %out, i64 0
	store double %63, double* %64
	%65 = getelementptr inbounds double, double* %out, i64 1
	store double %15, double* %65
	ret void
}
