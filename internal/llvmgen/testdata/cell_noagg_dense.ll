; Golden IR of llvmgen test case cell_noagg_dense (cell no_agg, dense driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan cell no_agg sparse_safe=false hash=e98f5ce9b7c36bdd96a6b1fef85cef9b
;     in0 main dense matrix <- hop 0
;     in1 side dense matrix <- hop 1
;     t2 = in0 * in1
;     t3 = exp(in0)
;     t4 = t2 + t3
;     out = t4

define void @fj_e98f5ce9b7c36bdd96a6b1fef85cef9b(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
entry:
	%0 = getelementptr inbounds double*, double** %vals, i64 0
	%1 = load double*, double** %0
	%2 = getelementptr inbounds double*, double** %vals, i64 1
	%3 = load double*, double** %2
	%4 = mul i64 %rl, %m
	%5 = mul i64 %ru, %m
	br label %cell1.head

cell1.head:
	%6 = phi i64 [ %4, %entry ], [ %55, %cell1.body ]
	%7 = icmp slt i64 %6, %5
	br i1 %7, label %cell1.body, label %cell1.exit

cell1.body:
	%8 = getelementptr inbounds double, double* %1, i64 %6
	%9 = load double, double* %8
	%10 = getelementptr inbounds double, double* %3, i64 %6
	%11 = load double, double* %10
	%12 = fmul double %9, %11
	%13 = fcmp ogt double %9, 710.0
	%14 = select i1 %13, double 710.0, double %9
	%15 = fcmp olt double %14, -746.0
	%16 = select i1 %15, double -746.0, double %14
	%17 = fmul double %16, 0x3FF71547652B82FE
	%18 = fadd double %17, 6.755399441055744e+15
	%19 = fsub double %18, 6.755399441055744e+15
	%20 = bitcast double %18 to i64
	%21 = sub i64 %20, u0x4338000000000000
	%22 = fneg double %19
	%23 = call double @llvm.fma.f64(double %22, double 0x3FE62E42FEE00000, double %16)
	%24 = call double @llvm.fma.f64(double %22, double 0x3DEA39EF35793C76, double %23)
	%25 = call double @llvm.fma.f64(double 0x3DE6124613A86D09, double %24, double 0x3E21EED8EFF8D898)
	%26 = call double @llvm.fma.f64(double %25, double %24, double 0x3E5AE64567F544E4)
	%27 = call double @llvm.fma.f64(double %26, double %24, double 0x3E927E4FB7789F5C)
	%28 = call double @llvm.fma.f64(double %27, double %24, double 0x3EC71DE3A556C734)
	%29 = call double @llvm.fma.f64(double %28, double %24, double 0x3EFA01A01A01A01A)
	%30 = call double @llvm.fma.f64(double %29, double %24, double 0x3F2A01A01A01A01A)
	%31 = call double @llvm.fma.f64(double %30, double %24, double 0x3F56C16C16C16C17)
	%32 = call double @llvm.fma.f64(double %31, double %24, double 0x3F81111111111111)
	%33 = call double @llvm.fma.f64(double %32, double %24, double 0x3FA5555555555555)
	%34 = call double @llvm.fma.f64(double %33, double %24, double 0x3FC5555555555555)
	%35 = call double @llvm.fma.f64(double %34, double %24, double 0.5)
	%36 = fmul double %24, %24
	%37 = call double @llvm.fma.f64(double %36, double %35, double %24)
	%38 = fadd double 1.0, %37
	%39 = ashr i64 %21, 1
	%40 = add i64 %39, 1023
	%41 = shl i64 %40, 52
	%42 = bitcast i64 %41 to double
	%43 = fmul double %38, %42
	%44 = sub i64 %21, %39
	%45 = add i64 %44, 1023
	%46 = shl i64 %45, 52
	%47 = bitcast i64 %46 to double
	%48 = fmul double %43, %47
	%49 = fadd double %12, %48
	%50 = getelementptr inbounds double, double* %out, i64 %6
	%51 = fcmp uno double %49, %49
	%52 = bitcast double %49 to i64
	%53 = select i1 %51, i64 u0x7FF8000000000000, i64 %52
	%54 = bitcast double* %50 to i64*
	store i64 %53, i64* %54
	%55 = add i64 %6, 1
	br label %cell1.head

cell1.exit:
	ret void
}

declare double @llvm.fma.f64(double %0, double %1, double %2) nounwind
