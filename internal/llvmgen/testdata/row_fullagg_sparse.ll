; Golden IR of llvmgen test case row_fullagg_sparse (row full_agg, sparse driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan row full_agg(max) sparse_safe=false hash=89daa708401d7d02d6b387fd667392c7
;     in0 main sparse matrix <- hop 0
;     t1 = rowsum(in0)
;     t2 = in0 / t1
;     out0 = fulmax(t2)

define void @fj_89daa708401d7d02d6b387fd667392c7(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
entry:
	%0 = alloca double, i64 8
	%1 = getelementptr inbounds double*, double** %vals, i64 0
	%2 = load double*, double** %1
	%3 = getelementptr inbounds i64*, i64** %rowptr, i64 0
	%4 = load i64*, i64** %3
	%5 = getelementptr inbounds i32*, i32** %colidx, i64 0
	%6 = load i32*, i32** %5
	%7 = getelementptr inbounds i64, i64* %aux, i64 0
	%8 = load i64, i64* %7
	%9 = inttoptr i64 %8 to double*
	%10 = getelementptr inbounds i64, i64* %aux, i64 5
	%11 = load i64, i64* %10
	%12 = getelementptr inbounds i64, i64* %aux, i64 6
	%13 = load i64, i64* %12
	%14 = getelementptr double, double* %9, i64 %11
	%15 = getelementptr inbounds i64, i64* %aux, i64 7
	%16 = load i64, i64* %15
	%17 = getelementptr double, double* %9, i64 %16
	%18 = getelementptr inbounds i64, i64* %aux, i64 8
	%19 = load i64, i64* %18
	%20 = getelementptr inbounds i64, i64* %aux, i64 9
	%21 = load i64, i64* %20
	%22 = getelementptr double, double* %9, i64 %19
	%23 = getelementptr inbounds i64, i64* %aux, i64 11
	%24 = load i64, i64* %23
	%25 = getelementptr inbounds i64, i64* %aux, i64 12
	%26 = load i64, i64* %25
	%27 = getelementptr double, double* %9, i64 %24
	%28 = getelementptr inbounds i64, i64* %aux, i64 13
	%29 = load i64, i64* %28
	%30 = getelementptr double, double* %9, i64 %29
	br label %row1.head

row1.head:
	%31 = phi double [ 0xFFF0000000000000, %entry ], [ %94, %row1.body ]
	%32 = phi i64 [ %rl, %entry ], [ %95, %row1.body ]
	%33 = icmp slt i64 %32, %ru
	br i1 %33, label %row1.body, label %row1.exit

row1.body:
	%34 = getelementptr inbounds i64, i64* %4, i64 %32
	%35 = load i64, i64* %34
	%36 = add i64 %32, 1
	%37 = getelementptr inbounds i64, i64* %4, i64 %36
	%38 = load i64, i64* %37
	%39 = getelementptr double, double* %2, i64 %35
	%40 = getelementptr i32, i32* %6, i64 %35
	%41 = sub i64 %38, %35
	%42 = getelementptr inbounds double, double* %0, i64 0
	store double 0.0, double* %42
	%43 = getelementptr inbounds double, double* %0, i64 1
	store double 0.0, double* %43
	%44 = getelementptr inbounds double, double* %0, i64 2
	store double 0.0, double* %44
	%45 = getelementptr inbounds double, double* %0, i64 3
	store double 0.0, double* %45
	%46 = getelementptr inbounds double, double* %0, i64 4
	store double 0.0, double* %46
	%47 = getelementptr inbounds double, double* %0, i64 5
	store double 0.0, double* %47
	%48 = getelementptr inbounds double, double* %0, i64 6
	store double 0.0, double* %48
	%49 = getelementptr inbounds double, double* %0, i64 7
	store double 0.0, double* %49
	%50 = mul i64 0, %13
	call void @fjv_lanes_g(double* %0, double* %39, i32* %40, i64 %41, i64 %50)
	%51 = getelementptr inbounds double, double* %0, i64 0
	%52 = load double, double* %51
	%53 = getelementptr inbounds double, double* %0, i64 1
	%54 = load double, double* %53
	%55 = getelementptr inbounds double, double* %0, i64 2
	%56 = load double, double* %55
	%57 = getelementptr inbounds double, double* %0, i64 3
	%58 = load double, double* %57
	%59 = getelementptr inbounds double, double* %0, i64 4
	%60 = load double, double* %59
	%61 = getelementptr inbounds double, double* %0, i64 5
	%62 = load double, double* %61
	%63 = getelementptr inbounds double, double* %0, i64 6
	%64 = load double, double* %63
	%65 = getelementptr inbounds double, double* %0, i64 7
	%66 = load double, double* %65
	%67 = fadd double %52, %60
	%68 = fadd double %54, %62
	%69 = fadd double %56, %64
	%70 = fadd double %58, %66
	%71 = fadd double %67, %69
	%72 = fadd double %68, %70
	%73 = fadd double %71, %72
	call void @fjv_op7_vs(double* %39, double %73, double* %27, i64 %41)
	%74 = call double @fjv_reduce_op37(double* %27, i64 %41)
	%75 = icmp slt i64 %41, %13
	%76 = fcmp ogt double %74, 0.0
	%77 = fcmp oeq double %74, 0.0
	%78 = bitcast double 0.0 to i64
	%79 = icmp slt i64 %78, 0
	%80 = and i1 %77, %79
	%81 = fcmp uno double %74, %74
	%82 = or i1 %76, %81
	%83 = or i1 %82, %80
	%84 = select i1 %83, double %74, double 0.0
	%85 = select i1 %75, double %84, double %74
	%86 = fcmp ogt double %31, %85
	%87 = fcmp oeq double %31, %85
	%88 = bitcast double %85 to i64
	%89 = icmp slt i64 %88, 0
	%90 = and i1 %87, %89
	%91 = fcmp uno double %31, %31
	%92 = or i1 %86, %91
	%93 = or i1 %92, %90
	%94 = select i1 %93, double %31, double %85
	%95 = add i64 %32, 1
	br label %row1.head

row1.exit:
	%96 = getelementptr inbounds double, double* %out, i64 0
	%97 = fcmp uno double %31, %31
	%98 = bitcast double %31 to i64
	%99 = select i1 %97, i64 u0x7FF8000000000000, i64 %98
	%100 = bitcast double* %96 to i64*
	store i64 %99, i64* %100
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

define internal double @fjv_reduce_op37(double* nocapture %a, i64 %n) nounwind {
entry:
	br label %k1.head

k1.head:
	%0 = phi double [ 0xFFF0000000000000, %entry ], [ %13, %k1.body ]
	%1 = phi i64 [ 0, %entry ], [ %14, %k1.body ]
	%2 = icmp slt i64 %1, %n
	br i1 %2, label %k1.body, label %k1.exit

k1.body:
	%3 = getelementptr inbounds double, double* %a, i64 %1
	%4 = load double, double* %3
	%5 = fcmp ogt double %0, %4
	%6 = fcmp oeq double %0, %4
	%7 = bitcast double %4 to i64
	%8 = icmp slt i64 %7, 0
	%9 = and i1 %6, %8
	%10 = fcmp uno double %0, %0
	%11 = or i1 %5, %10
	%12 = or i1 %11, %9
	%13 = select i1 %12, double %0, double %4
	%14 = add i64 %1, 1
	br label %k1.head

k1.exit:
	ret double %0
}
