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
	%17 = getelementptr inbounds i64, i64* %aux, i64 0
	%18 = load i64, i64* %17
	%19 = inttoptr i64 %18 to i64*
	%20 = getelementptr inbounds i64, i64* %19, i64 0
	%21 = load i64, i64* %20
	%22 = icmp eq i64 %21, 0
	br i1 %22, label %fillslots1, label %fillslots1.done

fillslots1:
	%23 = icmp sgt i64 %m, 0
	%24 = select i1 %23, i64 %m, i64 1
	%25 = mul i64 %24, 1
	br label %fill3.head

fillslots1.done:
	br label %row6.head

fill3.head:
	%26 = phi i64 [ 0, %fillslots1 ], [ %30, %fill3.body ]
	%27 = icmp slt i64 %26, %25
	br i1 %27, label %fill3.body, label %fill3.exit

fill3.body:
	%28 = ptrtoint i64* %19 to i64
	%29 = getelementptr inbounds i64, i64* %19, i64 %26
	store i64 %28, i64* %29
	%30 = add i64 %26, 1
	br label %fill3.head

fill3.exit:
	br label %fillslots1.done

row6.head:
	%31 = phi i64 [ %rl, %fillslots1.done ], [ %100, %nz12.exit ]
	%32 = icmp slt i64 %31, %ru
	br i1 %32, label %row6.body, label %row6.exit

row6.body:
	%33 = mul i64 %31, %m
	%34 = getelementptr inbounds i64, i64* %3, i64 %31
	%35 = load i64, i64* %34
	%36 = add i64 %31, 1
	%37 = getelementptr inbounds i64, i64* %3, i64 %36
	%38 = load i64, i64* %37
	%39 = getelementptr inbounds i64, i64* %aux, i64 0
	%40 = load i64, i64* %39
	%41 = inttoptr i64 %40 to i64*
	%42 = getelementptr inbounds i64, i64* %9, i64 %31
	%43 = load i64, i64* %42
	%44 = add i64 %31, 1
	%45 = getelementptr inbounds i64, i64* %9, i64 %44
	%46 = load i64, i64* %45
	%47 = icmp slt i64 %43, %46
	%48 = select i1 %47, i64 %43, i64 0
	%49 = getelementptr inbounds double, double* %7, i64 %48
	%50 = ptrtoint double* %49 to i64
	%51 = sub i64 %46, %43
	%52 = shl i64 %51, 3
	br label %scatter9.head

row6.exit:
	ret void

scatter9.head:
	%53 = phi i64 [ %43, %row6.body ], [ %64, %scatter9.body ]
	%54 = icmp slt i64 %53, %46
	br i1 %54, label %scatter9.body, label %scatter9.exit

scatter9.body:
	%55 = getelementptr inbounds i32, i32* %11, i64 %53
	%56 = load i32, i32* %55
	%57 = sext i32 %56 to i64
	%58 = getelementptr inbounds double, double* %7, i64 %53
	%59 = ptrtoint double* %58 to i64
	%60 = mul i64 %57, 1
	%61 = add i64 %60, 0
	%62 = getelementptr inbounds i64, i64* %41, i64 %61
	store i64 %59, i64* %62
	%63 = inttoptr i64 %59 to i8*
	call void @llvm.prefetch.p0i8(i8* %63, i32 0, i32 3, i32 1)
	%64 = add i64 %53, 1
	br label %scatter9.head

scatter9.exit:
	%65 = sub i64 %31, %rl
	%66 = mul i64 %65, %m
	br label %nz12.head

nz12.head:
	%67 = phi i64 [ %35, %scatter9.exit ], [ %97, %nz12.body ]
	%68 = icmp slt i64 %67, %38
	br i1 %68, label %nz12.body, label %nz12.exit

nz12.body:
	%69 = getelementptr inbounds i32, i32* %5, i64 %67
	%70 = load i32, i32* %69
	%71 = sext i32 %70 to i64
	%72 = getelementptr inbounds double, double* %1, i64 %67
	%73 = load double, double* %72
	%74 = mul i64 %71, 1
	%75 = add i64 %74, 0
	%76 = getelementptr inbounds i64, i64* %41, i64 %75
	%77 = load i64, i64* %76
	%78 = sub i64 %77, %50
	%79 = icmp ult i64 %78, %52
	%80 = sext i1 %79 to i64
	%81 = and i64 %78, %80
	%82 = add i64 %50, %81
	%83 = inttoptr i64 %82 to double*
	%84 = load double, double* %83
	%85 = bitcast double %84 to i64
	%86 = and i64 %85, %80
	%87 = bitcast i64 %86 to double
	%88 = xor i1 %79, true
	%89 = fadd double %87, %13
	%90 = fmul double %73, %89
	%91 = getelementptr inbounds double, double* %out, i64 %67
	%92 = fcmp uno double %90, %90
	%93 = bitcast double %90 to i64
	%94 = select i1 %92, i64 u0x7FF8000000000000, i64 %93
	%95 = bitcast double* %91 to i64*
	store i64 %94, i64* %95
	%96 = getelementptr inbounds i8, i8* %16, i64 %67
	store i8 0, i8* %96
	%97 = add i64 %67, 1
	br label %nz12.head

nz12.exit:
	%98 = sub i64 %38, %35
	%99 = icmp slt i64 %98, %m
	%100 = add i64 %31, 1
	br label %row6.head
}

declare void @llvm.prefetch.p0i8(i8* %0, i32 %1, i32 %2, i32 %3) nounwind
