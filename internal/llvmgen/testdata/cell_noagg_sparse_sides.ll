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
	%17 = phi i64 [ %rl, %entry ], [ %73, %nz7.exit ]
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
	%27 = inttoptr i64 %26 to i64*
	%28 = getelementptr inbounds i64, i64* %9, i64 %17
	%29 = load i64, i64* %28
	%30 = add i64 %17, 1
	%31 = getelementptr inbounds i64, i64* %9, i64 %30
	%32 = load i64, i64* %31
	%33 = sub i64 %32, %29
	%34 = mul i64 0, %m
	%35 = getelementptr i64, i64* %27, i64 %34
	br label %scatter4.head

row1.exit:
	ret void

scatter4.head:
	%36 = phi i64 [ %29, %row1.body ], [ %43, %scatter4.body ]
	%37 = icmp slt i64 %36, %32
	br i1 %37, label %scatter4.body, label %scatter4.exit

scatter4.body:
	%38 = getelementptr inbounds i32, i32* %11, i64 %36
	%39 = load i32, i32* %38
	%40 = sext i32 %39 to i64
	%41 = add i64 %36, 1
	%42 = getelementptr inbounds i64, i64* %35, i64 %40
	store i64 %41, i64* %42
	%43 = add i64 %36, 1
	br label %scatter4.head

scatter4.exit:
	%44 = sub i64 %17, %rl
	%45 = mul i64 %44, %m
	br label %nz7.head

nz7.head:
	%46 = phi i64 [ %21, %scatter4.exit ], [ %70, %nz7.body ]
	%47 = icmp slt i64 %46, %24
	br i1 %47, label %nz7.body, label %nz7.exit

nz7.body:
	%48 = getelementptr inbounds i32, i32* %5, i64 %46
	%49 = load i32, i32* %48
	%50 = sext i32 %49 to i64
	%51 = getelementptr inbounds double, double* %1, i64 %46
	%52 = load double, double* %51
	%53 = getelementptr inbounds i64, i64* %35, i64 %50
	%54 = load i64, i64* %53
	%55 = sub i64 %54, 1
	%56 = sub i64 %55, %29
	%57 = icmp ult i64 %56, %33
	%58 = sext i1 %57 to i64
	%59 = and i64 %55, %58
	%60 = getelementptr inbounds double, double* %7, i64 %59
	%61 = load double, double* %60
	%62 = bitcast double %61 to i64
	%63 = and i64 %62, %58
	%64 = bitcast i64 %63 to double
	%65 = xor i1 %57, true
	%66 = fadd double %64, %13
	%67 = fmul double %52, %66
	%68 = getelementptr inbounds double, double* %out, i64 %46
	store double %67, double* %68
	%69 = getelementptr inbounds i8, i8* %16, i64 %46
	store i8 0, i8* %69
	%70 = add i64 %46, 1
	br label %nz7.head

nz7.exit:
	%71 = sub i64 %24, %21
	%72 = icmp slt i64 %71, %m
	%73 = add i64 %17, 1
	br label %row1.head
}
