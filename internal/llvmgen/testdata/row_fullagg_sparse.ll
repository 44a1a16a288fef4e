; Golden IR of llvmgen test case row_fullagg_sparse (row full_agg, sparse driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan row full_agg(max) sparse_safe=false hash=89daa708401d7d02d6b387fd667392c7
;     in0 main sparse matrix <- hop 0
;     t1 = rowsum(in0)
;     t2 = in0 / t1
;     out0 = fulmax(t2)

define void @fj_89daa708401d7d02d6b387fd667392c7(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
entry:
	%0 = getelementptr inbounds double*, double** %vals, i64 0
	%1 = load double*, double** %0
	%2 = getelementptr inbounds i64*, i64** %rowptr, i64 0
	%3 = load i64*, i64** %2
	%4 = getelementptr inbounds i32*, i32** %colidx, i64 0
	%5 = load i32*, i32** %4
	%6 = getelementptr inbounds i64, i64* %aux, i64 0
	%7 = load i64, i64* %6
	%8 = inttoptr i64 %7 to double*
	%9 = getelementptr inbounds i64, i64* %aux, i64 5
	%10 = load i64, i64* %9
	%11 = getelementptr inbounds i64, i64* %aux, i64 6
	%12 = load i64, i64* %11
	%13 = getelementptr double, double* %8, i64 %10
	%14 = getelementptr inbounds i64, i64* %aux, i64 7
	%15 = load i64, i64* %14
	%16 = getelementptr double, double* %8, i64 %15
	%17 = getelementptr inbounds i64, i64* %aux, i64 8
	%18 = load i64, i64* %17
	%19 = getelementptr inbounds i64, i64* %aux, i64 9
	%20 = load i64, i64* %19
	%21 = getelementptr double, double* %8, i64 %18
	%22 = getelementptr inbounds i64, i64* %aux, i64 11
	%23 = load i64, i64* %22
	%24 = getelementptr inbounds i64, i64* %aux, i64 12
	%25 = load i64, i64* %24
	%26 = getelementptr double, double* %8, i64 %23
	%27 = getelementptr inbounds i64, i64* %aux, i64 13
	%28 = load i64, i64* %27
	%29 = getelementptr double, double* %8, i64 %28
	br label %row1.head

row1.head:
	%30 = phi double [ 0xFFF0000000000000, %entry ], [ %62, %row1.body ]
	%31 = phi i64 [ %rl, %entry ], [ %63, %row1.body ]
	%32 = icmp slt i64 %31, %ru
	br i1 %32, label %row1.body, label %row1.exit

row1.body:
	%33 = getelementptr inbounds i64, i64* %3, i64 %31
	%34 = load i64, i64* %33
	%35 = add i64 %31, 1
	%36 = getelementptr inbounds i64, i64* %3, i64 %35
	%37 = load i64, i64* %36
	%38 = getelementptr double, double* %1, i64 %34
	%39 = getelementptr i32, i32* %5, i64 %34
	%40 = sub i64 %37, %34
	%41 = call double @fjv_reduce_op35(double* %38, i64 %40)
	call void @fjv_op7_vs(double* %38, double %41, double* %26, i64 %40)
	%42 = call double @fjv_reduce_op37(double* %26, i64 %40)
	%43 = icmp slt i64 %40, %12
	%44 = fcmp ogt double %42, 0.0
	%45 = fcmp oeq double %42, 0.0
	%46 = bitcast double 0.0 to i64
	%47 = icmp slt i64 %46, 0
	%48 = and i1 %45, %47
	%49 = fcmp uno double %42, %42
	%50 = or i1 %44, %49
	%51 = or i1 %50, %48
	%52 = select i1 %51, double %42, double 0.0
	%53 = select i1 %43, double %52, double %42
	%54 = fcmp ogt double %30, %53
	%55 = fcmp oeq double %30, %53
	%56 = bitcast double %53 to i64
	%57 = icmp slt i64 %56, 0
	%58 = and i1 %55, %57
	%59 = fcmp uno double %30, %30
	%60 = or i1 %54, %59
	%61 = or i1 %60, %58
	%62 = select i1 %61, double %30, double %53
	%63 = add i64 %31, 1
	br label %row1.head

row1.exit:
	%64 = getelementptr inbounds double, double* %out, i64 0
	store double %30, double* %64
	ret void
}

define internal double @fjv_reduce_op35(double* nocapture %a, i64 %n) nounwind {
entry:
	br label %k1.head

k1.head:
	%0 = phi double [ 0.0, %entry ], [ %5, %k1.body ]
	%1 = phi i64 [ 0, %entry ], [ %6, %k1.body ]
	%2 = icmp slt i64 %1, %n
	br i1 %2, label %k1.body, label %k1.exit

k1.body:
	%3 = getelementptr inbounds double, double* %a, i64 %1
	%4 = load double, double* %3
	%5 = fadd reassoc double %0, %4
	%6 = add i64 %1, 1
	br label %k1.head

k1.exit:
	ret double %0
}

define internal void @fjv_op7_vs(double* nocapture %x0, double %x1, double* noalias nocapture %c, i64 %n) nounwind {
entry:
	br label %k1.head

k1.head:
	%0 = phi i64 [ 0, %entry ], [ %6, %k1.body ]
	%1 = icmp slt i64 %0, %n
	br i1 %1, label %k1.body, label %k1.exit

k1.body:
	%2 = getelementptr inbounds double, double* %x0, i64 %0
	%3 = load double, double* %2
	%4 = fdiv double %3, %x1
	%5 = getelementptr inbounds double, double* %c, i64 %0
	store double %4, double* %5
	%6 = add i64 %0, 1
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
