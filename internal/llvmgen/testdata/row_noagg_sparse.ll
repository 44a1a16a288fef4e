; Golden IR of llvmgen test case row_noagg_sparse (row no_agg, sparse driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan row no_agg sparse_safe=false hash=d08a75b13bac39afb23bbb20a13b1c02
;     in0 main sparse matrix <- hop 0
;     t1 = rowmax(in0)
;     t2 = in0 - t1
;     t3 = exp(t2)
;     out = t3

define void @fj_d08a75b13bac39afb23bbb20a13b1c02(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
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
	%27 = getelementptr inbounds i64, i64* %aux, i64 14
	%28 = load i64, i64* %27
	%29 = getelementptr inbounds i64, i64* %aux, i64 15
	%30 = load i64, i64* %29
	%31 = getelementptr double, double* %8, i64 %28
	br label %row1.head

row1.head:
	%32 = phi i64 [ %rl, %entry ], [ %56, %row1.body ]
	%33 = icmp slt i64 %32, %ru
	br i1 %33, label %row1.body, label %row1.exit

row1.body:
	%34 = getelementptr inbounds i64, i64* %3, i64 %32
	%35 = load i64, i64* %34
	%36 = add i64 %32, 1
	%37 = getelementptr inbounds i64, i64* %3, i64 %36
	%38 = load i64, i64* %37
	%39 = getelementptr double, double* %1, i64 %35
	%40 = getelementptr i32, i32* %5, i64 %35
	%41 = sub i64 %38, %35
	%42 = call double @fjv_reduce_op37(double* %39, i64 %41)
	%43 = icmp slt i64 %41, %12
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
	call void @fjv_scatter(double* %39, i32* %40, double* %16, i64 %41, i64 %12)
	call void @fjv_op5_vs(double* %16, double %53, double* %26, i64 %12)
	%54 = mul i64 %32, %12
	%55 = getelementptr double, double* %out, i64 %54
	call void @fjv_op23_v(double* %26, double* %55, i64 %12)
	%56 = add i64 %32, 1
	br label %row1.head

row1.exit:
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

define internal void @fjv_scatter(double* nocapture %a, i32* nocapture %idx, double* noalias nocapture %c, i64 %n, i64 %w) nounwind {
entry:
	br label %z1.head

z1.head:
	%0 = phi i64 [ 0, %entry ], [ %7, %z1.body ]
	%1 = icmp slt i64 %0, %w
	br i1 %1, label %z1.body, label %z1.exit

z1.body:
	%2 = getelementptr inbounds double, double* %c, i64 %0
	%3 = fcmp uno double 0.0, 0.0
	%4 = bitcast double 0.0 to i64
	%5 = select i1 %3, i64 u0x7FF8000000000000, i64 %4
	%6 = bitcast double* %2 to i64*
	store i64 %5, i64* %6
	%7 = add i64 %0, 1
	br label %z1.head

z1.exit:
	br label %k4.head

k4.head:
	%8 = phi i64 [ 0, %z1.exit ], [ %20, %k4.body ]
	%9 = icmp slt i64 %8, %n
	br i1 %9, label %k4.body, label %k4.exit

k4.body:
	%10 = getelementptr inbounds i32, i32* %idx, i64 %8
	%11 = load i32, i32* %10
	%12 = sext i32 %11 to i64
	%13 = getelementptr inbounds double, double* %a, i64 %8
	%14 = load double, double* %13
	%15 = getelementptr inbounds double, double* %c, i64 %12
	%16 = fcmp uno double %14, %14
	%17 = bitcast double %14 to i64
	%18 = select i1 %16, i64 u0x7FF8000000000000, i64 %17
	%19 = bitcast double* %15 to i64*
	store i64 %18, i64* %19
	%20 = add i64 %8, 1
	br label %k4.head

k4.exit:
	ret void
}

define internal void @fjv_op5_vs(double* nocapture %x0, double %x1, double* noalias nocapture %c, i64 %n) nounwind {
entry:
	br label %k1.head

k1.head:
	%0 = phi i64 [ 0, %entry ], [ %10, %k1.body ]
	%1 = icmp slt i64 %0, %n
	br i1 %1, label %k1.body, label %k1.exit

k1.body:
	%2 = getelementptr inbounds double, double* %x0, i64 %0
	%3 = load double, double* %2
	%4 = fsub double %3, %x1
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

define internal void @fjv_op23_v(double* nocapture %x0, double* noalias nocapture %c, i64 %n) nounwind {
entry:
	br label %k1.head

k1.head:
	%0 = phi i64 [ 0, %entry ], [ %45, %k1.body ]
	%1 = icmp slt i64 %0, %n
	br i1 %1, label %k1.body, label %k1.exit

k1.body:
	%2 = getelementptr inbounds double, double* %x0, i64 %0
	%3 = load double, double* %2
	%4 = fcmp ogt double %3, 710.0
	%5 = select i1 %4, double 710.0, double %3
	%6 = fcmp olt double %5, -746.0
	%7 = select i1 %6, double -746.0, double %5
	%8 = fmul double %7, 0x3FF71547652B82FE
	%9 = fadd double %8, 6.755399441055744e+15
	%10 = fsub double %9, 6.755399441055744e+15
	%11 = bitcast double %9 to i64
	%12 = sub i64 %11, u0x4338000000000000
	%13 = fneg double %10
	%14 = call double @llvm.fma.f64(double %13, double 0x3FE62E42FEE00000, double %7)
	%15 = call double @llvm.fma.f64(double %13, double 0x3DEA39EF35793C76, double %14)
	%16 = call double @llvm.fma.f64(double 0x3DE6124613A86D09, double %15, double 0x3E21EED8EFF8D898)
	%17 = call double @llvm.fma.f64(double %16, double %15, double 0x3E5AE64567F544E4)
	%18 = call double @llvm.fma.f64(double %17, double %15, double 0x3E927E4FB7789F5C)
	%19 = call double @llvm.fma.f64(double %18, double %15, double 0x3EC71DE3A556C734)
	%20 = call double @llvm.fma.f64(double %19, double %15, double 0x3EFA01A01A01A01A)
	%21 = call double @llvm.fma.f64(double %20, double %15, double 0x3F2A01A01A01A01A)
	%22 = call double @llvm.fma.f64(double %21, double %15, double 0x3F56C16C16C16C17)
	%23 = call double @llvm.fma.f64(double %22, double %15, double 0x3F81111111111111)
	%24 = call double @llvm.fma.f64(double %23, double %15, double 0x3FA5555555555555)
	%25 = call double @llvm.fma.f64(double %24, double %15, double 0x3FC5555555555555)
	%26 = call double @llvm.fma.f64(double %25, double %15, double 0.5)
	%27 = fmul double %15, %15
	%28 = call double @llvm.fma.f64(double %27, double %26, double %15)
	%29 = fadd double 1.0, %28
	%30 = ashr i64 %12, 1
	%31 = add i64 %30, 1023
	%32 = shl i64 %31, 52
	%33 = bitcast i64 %32 to double
	%34 = fmul double %29, %33
	%35 = sub i64 %12, %30
	%36 = add i64 %35, 1023
	%37 = shl i64 %36, 52
	%38 = bitcast i64 %37 to double
	%39 = fmul double %34, %38
	%40 = getelementptr inbounds double, double* %c, i64 %0
	%41 = fcmp uno double %39, %39
	%42 = bitcast double %39 to i64
	%43 = select i1 %41, i64 u0x7FF8000000000000, i64 %42
	%44 = bitcast double* %40 to i64*
	store i64 %43, i64* %44
	%45 = add i64 %0, 1
	br label %k1.head

k1.exit:
	ret void
}

declare double @llvm.fma.f64(double %0, double %1, double %2) nounwind
