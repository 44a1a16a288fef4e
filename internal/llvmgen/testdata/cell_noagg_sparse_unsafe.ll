; Golden IR of llvmgen test case cell_noagg_sparse_unsafe (cell no_agg, sparse driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan cell no_agg sparse_safe=false hash=d69a18de14a9d65d9780959992f2f7e3
;     in0 main sparse matrix <- hop 0
;     in1 side dense matrix <- hop 2
;     t1 = exp(in0)
;     t3 = in0 * in1
;     t4 = t1 + t3
;     out = t4

define void @fj_d69a18de14a9d65d9780959992f2f7e3(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
entry:
	%0 = getelementptr inbounds double*, double** %vals, i64 0
	%1 = load double*, double** %0
	%2 = getelementptr inbounds i64*, i64** %rowptr, i64 0
	%3 = load i64*, i64** %2
	%4 = getelementptr inbounds i32*, i32** %colidx, i64 0
	%5 = load i32*, i32** %4
	%6 = getelementptr inbounds double*, double** %vals, i64 1
	%7 = load double*, double** %6
	br label %row1.head

row1.head:
	%8 = phi i64 [ %rl, %entry ], [ %77, %col4.exit ]
	%9 = icmp slt i64 %8, %ru
	br i1 %9, label %row1.body, label %row1.exit

row1.body:
	%10 = mul i64 %8, %m
	%11 = getelementptr inbounds i64, i64* %3, i64 %8
	%12 = load i64, i64* %11
	%13 = add i64 %8, 1
	%14 = getelementptr inbounds i64, i64* %3, i64 %13
	%15 = load i64, i64* %14
	br label %col4.head

row1.exit:
	ret void

col4.head:
	%16 = phi i64 [ %12, %row1.body ], [ %34, %col4.body ]
	%17 = phi i64 [ 0, %row1.body ], [ %76, %col4.body ]
	%18 = icmp slt i64 %17, %m
	br i1 %18, label %col4.body, label %col4.exit

col4.body:
	%19 = add i64 %10, %17
	%20 = getelementptr inbounds double, double* %7, i64 %19
	%21 = load double, double* %20
	%22 = icmp slt i64 %16, %15
	%23 = select i1 %22, i64 %16, i64 0
	%24 = getelementptr inbounds i32, i32* %5, i64 %23
	%25 = load i32, i32* %24
	%26 = sext i32 %25 to i64
	%27 = icmp eq i64 %26, %17
	%28 = and i1 %22, %27
	%29 = getelementptr inbounds double, double* %1, i64 %23
	%30 = load double, double* %29
	%31 = select i1 %28, double %30, double 0.0
	%32 = xor i1 %28, true
	%33 = zext i1 %28 to i64
	%34 = add i64 %16, %33
	%35 = fcmp ogt double %31, 710.0
	%36 = select i1 %35, double 710.0, double %31
	%37 = fcmp olt double %36, -746.0
	%38 = select i1 %37, double -746.0, double %36
	%39 = fmul double %38, 0x3FF71547652B82FE
	%40 = fadd double %39, 6.755399441055744e+15
	%41 = fsub double %40, 6.755399441055744e+15
	%42 = bitcast double %40 to i64
	%43 = sub i64 %42, u0x4338000000000000
	%44 = fneg double %41
	%45 = call double @llvm.fma.f64(double %44, double 0x3FE62E42FEE00000, double %38)
	%46 = call double @llvm.fma.f64(double %44, double 0x3DEA39EF35793C76, double %45)
	%47 = call double @llvm.fma.f64(double 0x3DE6124613A86D09, double %46, double 0x3E21EED8EFF8D898)
	%48 = call double @llvm.fma.f64(double %47, double %46, double 0x3E5AE64567F544E4)
	%49 = call double @llvm.fma.f64(double %48, double %46, double 0x3E927E4FB7789F5C)
	%50 = call double @llvm.fma.f64(double %49, double %46, double 0x3EC71DE3A556C734)
	%51 = call double @llvm.fma.f64(double %50, double %46, double 0x3EFA01A01A01A01A)
	%52 = call double @llvm.fma.f64(double %51, double %46, double 0x3F2A01A01A01A01A)
	%53 = call double @llvm.fma.f64(double %52, double %46, double 0x3F56C16C16C16C17)
	%54 = call double @llvm.fma.f64(double %53, double %46, double 0x3F81111111111111)
	%55 = call double @llvm.fma.f64(double %54, double %46, double 0x3FA5555555555555)
	%56 = call double @llvm.fma.f64(double %55, double %46, double 0x3FC5555555555555)
	%57 = call double @llvm.fma.f64(double %56, double %46, double 0.5)
	%58 = fmul double %46, %46
	%59 = call double @llvm.fma.f64(double %58, double %57, double %46)
	%60 = fadd double 1.0, %59
	%61 = ashr i64 %43, 1
	%62 = add i64 %61, 1023
	%63 = shl i64 %62, 52
	%64 = bitcast i64 %63 to double
	%65 = fmul double %60, %64
	%66 = sub i64 %43, %61
	%67 = add i64 %66, 1023
	%68 = shl i64 %67, 52
	%69 = bitcast i64 %68 to double
	%70 = fmul double %65, %69
	%71 = fmul double %31, %21
	%72 = select i1 %32, double 0.0, double %71
	%73 = fadd double %70, %72
	%74 = add i64 %10, %17
	%75 = getelementptr inbounds double, double* %out, i64 %74
	store double %73, double* %75
	%76 = add i64 %17, 1
	br label %col4.head

col4.exit:
	%77 = add i64 %8, 1
	br label %row1.head
}

declare double @llvm.fma.f64(double %0, double %1, double %2) nounwind
