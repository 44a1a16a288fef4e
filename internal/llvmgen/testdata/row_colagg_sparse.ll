; Golden IR of llvmgen test case row_colagg_sparse (row col_agg, sparse driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan row col_agg(sum) sparse_safe=false hash=b670783aa67005e22b7efe32c4248a94
;     in0 main sparse matrix <- hop 0
;     t1 = rowsum(in0)
;     t2 = in0 / t1
;     out0 = colsum(t2)

define void @fj_b670783aa67005e22b7efe32c4248a94(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
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
	%31 = phi i64 [ %rl, %entry ], [ %73, %row1.body ]
	%32 = icmp slt i64 %31, %ru
	br i1 %32, label %row1.body, label %row1.exit

row1.body:
	%33 = getelementptr inbounds i64, i64* %4, i64 %31
	%34 = load i64, i64* %33
	%35 = add i64 %31, 1
	%36 = getelementptr inbounds i64, i64* %4, i64 %35
	%37 = load i64, i64* %36
	%38 = getelementptr double, double* %2, i64 %34
	%39 = getelementptr i32, i32* %6, i64 %34
	%40 = sub i64 %37, %34
	%41 = getelementptr inbounds double, double* %0, i64 0
	store double 0.0, double* %41
	%42 = getelementptr inbounds double, double* %0, i64 1
	store double 0.0, double* %42
	%43 = getelementptr inbounds double, double* %0, i64 2
	store double 0.0, double* %43
	%44 = getelementptr inbounds double, double* %0, i64 3
	store double 0.0, double* %44
	%45 = getelementptr inbounds double, double* %0, i64 4
	store double 0.0, double* %45
	%46 = getelementptr inbounds double, double* %0, i64 5
	store double 0.0, double* %46
	%47 = getelementptr inbounds double, double* %0, i64 6
	store double 0.0, double* %47
	%48 = getelementptr inbounds double, double* %0, i64 7
	store double 0.0, double* %48
	%49 = mul i64 0, %13
	call void @fjv_lanes_g(double* %0, double* %38, i32* %39, i64 %40, i64 %49)
	%50 = getelementptr inbounds double, double* %0, i64 0
	%51 = load double, double* %50
	%52 = getelementptr inbounds double, double* %0, i64 1
	%53 = load double, double* %52
	%54 = getelementptr inbounds double, double* %0, i64 2
	%55 = load double, double* %54
	%56 = getelementptr inbounds double, double* %0, i64 3
	%57 = load double, double* %56
	%58 = getelementptr inbounds double, double* %0, i64 4
	%59 = load double, double* %58
	%60 = getelementptr inbounds double, double* %0, i64 5
	%61 = load double, double* %60
	%62 = getelementptr inbounds double, double* %0, i64 6
	%63 = load double, double* %62
	%64 = getelementptr inbounds double, double* %0, i64 7
	%65 = load double, double* %64
	%66 = fadd double %51, %59
	%67 = fadd double %53, %61
	%68 = fadd double %55, %63
	%69 = fadd double %57, %65
	%70 = fadd double %66, %68
	%71 = fadd double %67, %69
	%72 = fadd double %70, %71
	call void @fjv_op7_vs(double* %38, double %72, double* %27, i64 %40)
	call void @fjv_colfold_op35_g(double* %27, i32* %39, double* %out, i64 %40)
	%73 = add i64 %31, 1
	br label %row1.head

row1.exit:
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
