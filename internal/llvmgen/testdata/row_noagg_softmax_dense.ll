; Golden IR of llvmgen test case row_noagg_softmax_dense (row no_agg, dense driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan row no_agg sparse_safe=false hash=3e1750bdf8ad4178b0fe37372dc6b872
;     in0 main dense matrix <- hop 0
;     t1 = rowmax(in0)
;     t2 = in0 - t1
;     t3 = exp(t2)
;     t4 = rowsum(t3)
;     t5 = t3 / t4
;     out = t5

define void @fj_3e1750bdf8ad4178b0fe37372dc6b872(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
entry:
	%0 = alloca double, i64 8
	%1 = getelementptr inbounds double*, double** %vals, i64 0
	%2 = load double*, double** %1
	%3 = getelementptr inbounds i64, i64* %aux, i64 0
	%4 = load i64, i64* %3
	%5 = inttoptr i64 %4 to double*
	%6 = getelementptr inbounds i64, i64* %aux, i64 5
	%7 = load i64, i64* %6
	%8 = getelementptr inbounds i64, i64* %aux, i64 6
	%9 = load i64, i64* %8
	%10 = getelementptr double, double* %5, i64 %7
	%11 = getelementptr inbounds i64, i64* %aux, i64 8
	%12 = load i64, i64* %11
	%13 = getelementptr inbounds i64, i64* %aux, i64 9
	%14 = load i64, i64* %13
	%15 = getelementptr double, double* %5, i64 %12
	%16 = getelementptr inbounds i64, i64* %aux, i64 11
	%17 = load i64, i64* %16
	%18 = getelementptr inbounds i64, i64* %aux, i64 12
	%19 = load i64, i64* %18
	%20 = getelementptr double, double* %5, i64 %17
	%21 = getelementptr inbounds i64, i64* %aux, i64 14
	%22 = load i64, i64* %21
	%23 = getelementptr inbounds i64, i64* %aux, i64 15
	%24 = load i64, i64* %23
	%25 = getelementptr double, double* %5, i64 %22
	%26 = getelementptr inbounds i64, i64* %aux, i64 17
	%27 = load i64, i64* %26
	%28 = getelementptr inbounds i64, i64* %aux, i64 18
	%29 = load i64, i64* %28
	%30 = getelementptr double, double* %5, i64 %27
	%31 = getelementptr inbounds i64, i64* %aux, i64 20
	%32 = load i64, i64* %31
	%33 = getelementptr inbounds i64, i64* %aux, i64 21
	%34 = load i64, i64* %33
	%35 = getelementptr double, double* %5, i64 %32
	br label %row1.head

row1.head:
	%36 = phi i64 [ %rl, %entry ], [ %66, %row1.body ]
	%37 = icmp slt i64 %36, %ru
	br i1 %37, label %row1.body, label %row1.exit

row1.body:
	%38 = mul i64 %36, %9
	%39 = getelementptr double, double* %2, i64 %38
	%40 = call double @fjv_reduce_op37(double* %39, i64 %9)
	call void @fjv_op5_vs(double* %39, double %40, double* %20, i64 %9)
	call void @fjv_op23_v(double* %20, double* %25, i64 %9)
	call void @fjv_rowlanes_v(double* %0, double* %25, i64 %9)
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
	%64 = mul i64 %36, %9
	%65 = getelementptr double, double* %out, i64 %64
	call void @fjv_op7_vs(double* %25, double %63, double* %65, i64 %9)
	%66 = add i64 %36, 1
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

define internal void @fjv_rowlanes_v(double* nocapture %lanes, double* nocapture %a, i64 %n) nounwind {
entry:
	%0 = lshr i64 %n, 3
	br label %blk1.head

blk1.head:
	%1 = phi <8 x double> [ zeroinitializer, %entry ], [ %8, %blk1.body ]
	%2 = phi i64 [ 0, %entry ], [ %9, %blk1.body ]
	%3 = icmp slt i64 %2, %0
	br i1 %3, label %blk1.body, label %blk1.exit

blk1.body:
	%4 = shl i64 %2, 3
	%5 = getelementptr inbounds double, double* %a, i64 %4
	%6 = bitcast double* %5 to <8 x double>*
	%7 = load <8 x double>, <8 x double>* %6, align 8
	%8 = fadd <8 x double> %1, %7
	%9 = add i64 %2, 1
	br label %blk1.head

blk1.exit:
	%10 = shl i64 %0, 3
	%11 = sub i64 %n, %10
	%12 = shl i64 1, %11
	%13 = sub i64 %12, 1
	%14 = trunc i64 %13 to i8
	%15 = bitcast i8 %14 to <8 x i1>
	%16 = getelementptr inbounds double, double* %a, i64 %10
	%17 = bitcast double* %16 to <8 x double>*
	%18 = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %17, i32 8, <8 x i1> %15, <8 x double> zeroinitializer)
	%19 = fadd <8 x double> %1, %18
	%20 = getelementptr inbounds double, double* %lanes, i64 0
	%21 = bitcast double* %20 to <8 x double>*
	%22 = fcmp uno <8 x double> %19, %19
	%23 = bitcast <8 x double> %19 to <8 x i64>
	%24 = select <8 x i1> %22, <8 x i64> <i64 u0x7FF8000000000000, i64 u0x7FF8000000000000, i64 u0x7FF8000000000000, i64 u0x7FF8000000000000, i64 u0x7FF8000000000000, i64 u0x7FF8000000000000, i64 u0x7FF8000000000000, i64 u0x7FF8000000000000>, <8 x i64> %23
	%25 = bitcast <8 x double>* %21 to <8 x i64>*
	store <8 x i64> %24, <8 x i64>* %25, align 8
	ret void
}

declare <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %0, i32 %1, <8 x i1> %2, <8 x double> %3) nounwind

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
