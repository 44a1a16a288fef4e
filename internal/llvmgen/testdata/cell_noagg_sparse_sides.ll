; Golden IR of llvmgen test case cell_noagg_sparse_sides (cell no_agg, sparse_safe driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan cell no_agg sparse_safe=true hash=5d992cbbb3013446fb6abf530f0a60d1
;     in0 main sparse matrix <- hop 0
;     in1 side sparse matrix <- hop 1
;     in2 side dense scalar <- hop 2
;     t3 = in1 + in2
;     t4 = in0 * t3
;     out = t4

define void @fj_5d992cbbb3013446fb6abf530f0a60d1(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
entry:
	%0 = getelementptr inbounds double*, double** %vals, i64 0
	%1 = load double*, double** %0
	%2 = getelementptr inbounds i64*, i64** %rowptr, i64 0
	%3 = load i64*, i64** %2
	%4 = getelementptr inbounds i32*, i32** %colidx, i64 0
	%5 = load i32*, i32** %4
	%6 = getelementptr inbounds double*, double** %vals, i64 1
	%7 = load double*, double** %6
	%8 = getelementptr inbounds i64*, i64** %rowptr, i64 1
	%9 = load i64*, i64** %8
	%10 = getelementptr inbounds i32*, i32** %colidx, i64 1
	%11 = load i32*, i32** %10
	%12 = getelementptr inbounds double, double* %scalars, i64 2
	%13 = load double, double* %12
	%14 = getelementptr inbounds i64, i64* %aux, i64 1
	%15 = load i64, i64* %14
	%16 = inttoptr i64 %15 to i8*
	br label %row1.head

row1.head:
	%17 = phi i64 [ %rl, %entry ], [ %77, %unscatter10.exit ]
	%18 = icmp slt i64 %17, %ru
	br i1 %18, label %row1.body, label %row1.exit

row1.body:
	%19 = mul i64 %17, %m
	%20 = getelementptr inbounds i64, i64* %3, i64 %17
	%21 = load i64, i64* %20
	%22 = add i64 %17, 1
	%23 = getelementptr inbounds i64, i64* %3, i64 %22
	%24 = load i64, i64* %23
	%25 = getelementptr inbounds i64, i64* %aux, i64 0
	%26 = load i64, i64* %25
	%27 = inttoptr i64 %26 to double*
	%28 = mul i64 0, %m
	%29 = getelementptr double, double* %27, i64 %28
	%30 = add i64 %28, %m
	%31 = getelementptr double, double* %27, i64 %30
	%32 = getelementptr inbounds i64, i64* %9, i64 %17
	%33 = load i64, i64* %32
	%34 = add i64 %17, 1
	%35 = getelementptr inbounds i64, i64* %9, i64 %34
	%36 = load i64, i64* %35
	br label %scatter4.head

row1.exit:
	ret void

scatter4.head:
	%37 = phi i64 [ %33, %row1.body ], [ %46, %scatter4.body ]
	%38 = icmp slt i64 %37, %36
	br i1 %38, label %scatter4.body, label %scatter4.exit

scatter4.body:
	%39 = getelementptr inbounds i32, i32* %11, i64 %37
	%40 = load i32, i32* %39
	%41 = sext i32 %40 to i64
	%42 = getelementptr inbounds double, double* %7, i64 %37
	%43 = load double, double* %42
	%44 = getelementptr inbounds double, double* %29, i64 %41
	store double %43, double* %44
	%45 = getelementptr inbounds double, double* %31, i64 %41
	store double 1.0, double* %45
	%46 = add i64 %37, 1
	br label %scatter4.head

scatter4.exit:
	%47 = sub i64 %17, %rl
	%48 = mul i64 %47, %m
	br label %nz7.head

nz7.head:
	%49 = phi i64 [ %21, %scatter4.exit ], [ %67, %nz7.body ]
	%50 = icmp slt i64 %49, %24
	br i1 %50, label %nz7.body, label %nz7.exit

nz7.body:
	%51 = getelementptr inbounds i32, i32* %5, i64 %49
	%52 = load i32, i32* %51
	%53 = sext i32 %52 to i64
	%54 = getelementptr inbounds double, double* %1, i64 %49
	%55 = load double, double* %54
	%56 = getelementptr inbounds double, double* %31, i64 %53
	%57 = load double, double* %56
	%58 = fcmp one double %57, 0.0
	%59 = getelementptr inbounds double, double* %29, i64 %53
	%60 = load double, double* %59
	%61 = select i1 %58, double %60, double 0.0
	%62 = xor i1 %58, true
	%63 = fadd double %61, %13
	%64 = fmul double %55, %63
	%65 = getelementptr inbounds double, double* %out, i64 %49
	store double %64, double* %65
	%66 = getelementptr inbounds i8, i8* %16, i64 %49
	store i8 0, i8* %66
	%67 = add i64 %49, 1
	br label %nz7.head

nz7.exit:
	%68 = sub i64 %24, %21
	%69 = icmp slt i64 %68, %m
	br label %unscatter10.head

unscatter10.head:
	%70 = phi i64 [ %33, %nz7.exit ], [ %76, %unscatter10.body ]
	%71 = icmp slt i64 %70, %36
	br i1 %71, label %unscatter10.body, label %unscatter10.exit

unscatter10.body:
	%72 = getelementptr inbounds i32, i32* %11, i64 %70
	%73 = load i32, i32* %72
	%74 = sext i32 %73 to i64
	%75 = getelementptr inbounds double, double* %31, i64 %74
	store double 0.0, double* %75
	%76 = add i64 %70, 1
	br label %unscatter10.head

unscatter10.exit:
	%77 = add i64 %17, 1
	br label %row1.head
}
