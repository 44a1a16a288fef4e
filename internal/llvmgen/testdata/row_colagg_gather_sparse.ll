; Golden IR of llvmgen test case row_colagg_gather_sparse (row col_agg, sparse driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan row col_agg(sum) sparse_safe=false hash=7b40e1f0a7480d858eeb61f4aa49d7c3
;     in0 main sparse matrix <- hop 0
;     in1 side dense matrix <- hop 1
;     t2 = in0 * in1
;     t3 = rowsum(in0)
;     t4 = t2 / t3
;     out0 = colsum(t4)

define void @fj_7b40e1f0a7480d858eeb61f4aa49d7c3(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
entry:
	%0 = alloca double, i64 8
	%1 = getelementptr inbounds double*, double** %vals, i64 0
	%2 = load double*, double** %1
	%3 = getelementptr inbounds i64*, i64** %rowptr, i64 0
	%4 = load i64*, i64** %3
	%5 = getelementptr inbounds i32*, i32** %colidx, i64 0
	%6 = load i32*, i32** %5
	%7 = getelementptr inbounds double*, double** %vals, i64 1
	%8 = load double*, double** %7
	%9 = getelementptr inbounds i64, i64* %aux, i64 0
	%10 = load i64, i64* %9
	%11 = inttoptr i64 %10 to double*
	%12 = getelementptr inbounds i64, i64* %aux, i64 5
	%13 = load i64, i64* %12
	%14 = getelementptr inbounds i64, i64* %aux, i64 6
	%15 = load i64, i64* %14
	%16 = getelementptr double, double* %11, i64 %13
	%17 = getelementptr inbounds i64, i64* %aux, i64 7
	%18 = load i64, i64* %17
	%19 = getelementptr double, double* %11, i64 %18
	%20 = getelementptr inbounds i64, i64* %aux, i64 8
	%21 = load i64, i64* %20
	%22 = getelementptr inbounds i64, i64* %aux, i64 9
	%23 = load i64, i64* %22
	%24 = getelementptr double, double* %11, i64 %21
	%25 = getelementptr inbounds i64, i64* %aux, i64 11
	%26 = load i64, i64* %25
	%27 = getelementptr inbounds i64, i64* %aux, i64 12
	%28 = load i64, i64* %27
	%29 = getelementptr double, double* %11, i64 %26
	%30 = getelementptr inbounds i64, i64* %aux, i64 13
	%31 = load i64, i64* %30
	%32 = getelementptr double, double* %11, i64 %31
	%33 = getelementptr inbounds i64, i64* %aux, i64 14
	%34 = load i64, i64* %33
	%35 = getelementptr inbounds i64, i64* %aux, i64 15
	%36 = load i64, i64* %35
	%37 = getelementptr double, double* %11, i64 %34
	%38 = getelementptr inbounds i64, i64* %aux, i64 17
	%39 = load i64, i64* %38
	%40 = getelementptr inbounds i64, i64* %aux, i64 18
	%41 = load i64, i64* %40
	%42 = getelementptr double, double* %11, i64 %39
	%43 = getelementptr inbounds i64, i64* %aux, i64 19
	%44 = load i64, i64* %43
	%45 = getelementptr double, double* %11, i64 %44
	br label %row1.head

row1.head:
	%46 = phi i64 [ %rl, %entry ], [ %90, %row1.body ]
	%47 = icmp slt i64 %46, %ru
	br i1 %47, label %row1.body, label %row1.exit

row1.body:
	%48 = getelementptr inbounds i64, i64* %4, i64 %46
	%49 = load i64, i64* %48
	%50 = add i64 %46, 1
	%51 = getelementptr inbounds i64, i64* %4, i64 %50
	%52 = load i64, i64* %51
	%53 = getelementptr double, double* %2, i64 %49
	%54 = getelementptr i32, i32* %6, i64 %49
	%55 = sub i64 %52, %49
	%56 = mul i64 %46, %23
	%57 = getelementptr double, double* %8, i64 %56
	call void @fjv_op6_vg(double* %53, double* %57, i32* %54, double* %29, i64 %55)
	%58 = getelementptr inbounds double, double* %0, i64 0
	store double 0.0, double* %58
	%59 = getelementptr inbounds double, double* %0, i64 1
	store double 0.0, double* %59
	%60 = getelementptr inbounds double, double* %0, i64 2
	store double 0.0, double* %60
	%61 = getelementptr inbounds double, double* %0, i64 3
	store double 0.0, double* %61
	%62 = getelementptr inbounds double, double* %0, i64 4
	store double 0.0, double* %62
	%63 = getelementptr inbounds double, double* %0, i64 5
	store double 0.0, double* %63
	%64 = getelementptr inbounds double, double* %0, i64 6
	store double 0.0, double* %64
	%65 = getelementptr inbounds double, double* %0, i64 7
	store double 0.0, double* %65
	%66 = mul i64 0, %15
	call void @fjv_lanes_g(double* %0, double* %53, i32* %54, i64 %55, i64 %66)
	%67 = getelementptr inbounds double, double* %0, i64 0
	%68 = load double, double* %67
	%69 = getelementptr inbounds double, double* %0, i64 1
	%70 = load double, double* %69
	%71 = getelementptr inbounds double, double* %0, i64 2
	%72 = load double, double* %71
	%73 = getelementptr inbounds double, double* %0, i64 3
	%74 = load double, double* %73
	%75 = getelementptr inbounds double, double* %0, i64 4
	%76 = load double, double* %75
	%77 = getelementptr inbounds double, double* %0, i64 5
	%78 = load double, double* %77
	%79 = getelementptr inbounds double, double* %0, i64 6
	%80 = load double, double* %79
	%81 = getelementptr inbounds double, double* %0, i64 7
	%82 = load double, double* %81
	%83 = fadd double %68, %76
	%84 = fadd double %70, %78
	%85 = fadd double %72, %80
	%86 = fadd double %74, %82
	%87 = fadd double %83, %85
	%88 = fadd double %84, %86
	%89 = fadd double %87, %88
	call void @fjv_op7_vs(double* %29, double %89, double* %42, i64 %55)
	call void @fjv_colfold_op35_g(double* %42, i32* %54, double* %out, i64 %55)
	%90 = add i64 %46, 1
	br label %row1.head

row1.exit:
	ret void
}

define internal void @fjv_op6_vg(double* nocapture %x0, double* nocapture %x1, i32* nocapture %idx, double* noalias nocapture %c, i64 %n) nounwind {
entry:
	br label %k1.head

k1.head:
	%0 = phi i64 [ 0, %entry ], [ %15, %k1.body ]
	%1 = icmp slt i64 %0, %n
	br i1 %1, label %k1.body, label %k1.exit

k1.body:
	%2 = getelementptr inbounds double, double* %x0, i64 %0
	%3 = load double, double* %2
	%4 = getelementptr inbounds i32, i32* %idx, i64 %0
	%5 = load i32, i32* %4
	%6 = sext i32 %5 to i64
	%7 = getelementptr inbounds double, double* %x1, i64 %6
	%8 = load double, double* %7
	%9 = fmul double %3, %8
	%10 = getelementptr inbounds double, double* %c, i64 %0
	%11 = fcmp uno double %9, %9
	%12 = bitcast double %9 to i64
	%13 = select i1 %11, i64 u0x7FF8000000000000, i64 %12
	%14 = bitcast double* %10 to i64*
	store i64 %13, i64* %14
	%15 = add i64 %0, 1
	br label %k1.head

k1.exit:
	ret void
}

define internal void @fjv_lanes_g(double* nocapture %lanes, double* nocapture %a, i32* nocapture %idx, i64 %n, i64 %off) nounwind {
entry:
	br label %k1.head

k1.head:
	%0 = phi i64 [ 0, %entry ], [ %17, %k1.body ]
	%1 = icmp slt i64 %0, %n
	br i1 %1, label %k1.body, label %k1.exit

k1.body:
	%2 = getelementptr inbounds i32, i32* %idx, i64 %0
	%3 = load i32, i32* %2
	%4 = sext i32 %3 to i64
	%5 = add i64 %off, %4
	%6 = getelementptr inbounds double, double* %a, i64 %0
	%7 = load double, double* %6
	%8 = and i64 %5, 7
	%9 = getelementptr inbounds double, double* %lanes, i64 %8
	%10 = load double, double* %9
	%11 = fadd double %10, %7
	%12 = getelementptr inbounds double, double* %lanes, i64 %8
	%13 = fcmp uno double %11, %11
	%14 = bitcast double %11 to i64
	%15 = select i1 %13, i64 u0x7FF8000000000000, i64 %14
	%16 = bitcast double* %12 to i64*
	store i64 %15, i64* %16
	%17 = add i64 %0, 1
	br label %k1.head

k1.exit:
	ret void
}

define internal void @fjv_op7_vs(double* nocapture %x0, double %x1, double* noalias nocapture %c, i64 %n) nounwind {
entry:
	br label %k1.head

k1.head:
	%0 = phi i64 [ 0, %entry ], [ %10, %k1.body ]
	%1 = icmp slt i64 %0, %n
	br i1 %1, label %k1.body, label %k1.exit

k1.body:
	%2 = getelementptr inbounds double, double* %x0, i64 %0
	%3 = load double, double* %2
	%4 = fdiv double %3, %x1
	%5 = getelementptr inbounds double, double* %c, i64 %0
	%6 = fcmp uno double %4, %4
	%7 = bitcast double %4 to i64
	%8 = select i1 %6, i64 u0x7FF8000000000000, i64 %7
	%9 = bitcast double* %5 to i64*
	store i64 %8, i64* %9
	%10 = add i64 %0, 1
	br label %k1.head

k1.exit:
	ret void
}

define internal void @fjv_colfold_op35_g(double* nocapture %a, i32* nocapture %idx, double* noalias nocapture %c, i64 %n) nounwind {
entry:
	br label %k1.head

k1.head:
	%0 = phi i64 [ 0, %entry ], [ %15, %k1.body ]
	%1 = icmp slt i64 %0, %n
	br i1 %1, label %k1.body, label %k1.exit

k1.body:
	%2 = getelementptr inbounds i32, i32* %idx, i64 %0
	%3 = load i32, i32* %2
	%4 = sext i32 %3 to i64
	%5 = getelementptr inbounds double, double* %c, i64 %4
	%6 = load double, double* %5
	%7 = getelementptr inbounds double, double* %a, i64 %0
	%8 = load double, double* %7
	%9 = fadd double %6, %8
	%10 = getelementptr inbounds double, double* %c, i64 %4
	%11 = fcmp uno double %9, %9
	%12 = bitcast double %9 to i64
	%13 = select i1 %11, i64 u0x7FF8000000000000, i64 %12
	%14 = bitcast double* %10 to i64*
	store i64 %13, i64* %14
	%15 = add i64 %0, 1
	br label %k1.head

k1.exit:
	ret void
}
