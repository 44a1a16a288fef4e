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
	%8 = phi i64 [ %rl, %entry ], [ %83, %col4.exit ]
	%9 = icmp slt i64 %8, %ru
	br i1 %9, label %row1.body, label %row1.exit

row1.body:
	%10 = mul i64 %8, %m
	%11 = getelementptr inbounds i64, i64* %3, i64 %8
	%12 = load i64, i64* %11
	%13 = add i64 %8, 1
	%14 = getelementptr inbounds i64, i64* %3, i64 %13
	%15 = load i64, i64* %14
	%16 = sub i64 %8, %rl
	%17 = mul i64 %16, %m
	br label %col4.head

row1.exit:
	ret void

col4.head:
	%18 = phi i64 [ %12, %row1.body ], [ %36, %col4.body ]
	%19 = phi i64 [ 0, %row1.body ], [ %82, %col4.body ]
	%20 = icmp slt i64 %19, %m
	br i1 %20, label %col4.body, label %col4.exit

col4.body:
	%21 = add i64 %10, %19
	%22 = getelementptr inbounds double, double* %7, i64 %21
	%23 = load double, double* %22
	%24 = icmp slt i64 %18, %15
	%25 = select i1 %24, i64 %18, i64 0
	%26 = getelementptr inbounds i32, i32* %5, i64 %25
	%27 = load i32, i32* %26
	%28 = sext i32 %27 to i64
	%29 = icmp eq i64 %28, %19
	%30 = and i1 %24, %29
	%31 = getelementptr inbounds double, double* %1, i64 %25
	%32 = load double, double* %31
	%33 = select i1 %30, double %32, double 0.0
	%34 = xor i1 %30, true
	%35 = zext i1 %30 to i64
	%36 = add i64 %18, %35
	%37 = fcmp ogt double %33, 710.0
	%38 = select i1 %37, double 710.0, double %33
	%39 = fcmp olt double %38, -746.0
	%40 = select i1 %39, double -746.0, double %38
	%41 = fmul double %40, 0x3FF71547652B82FE
	%42 = fadd double %41, 6.755399441055744e+15
	%43 = fsub double %42, 6.755399441055744e+15
	%44 = bitcast double %42 to i64
	%45 = sub i64 %44, u0x4338000000000000
	%46 = fneg double %43
	%47 = call double @llvm.fma.f64(double %46, double 0x3FE62E42FEE00000, double %40)
	%48 = call double @llvm.fma.f64(double %46, double 0x3DEA39EF35793C76, double %47)
	%49 = call double @llvm.fma.f64(double 0x3DE6124613A86D09, double %48, double 0x3E21EED8EFF8D898)
	%50 = call double @llvm.fma.f64(double %49, double %48, double 0x3E5AE64567F544E4)
	%51 = call double @llvm.fma.f64(double %50, double %48, double 0x3E927E4FB7789F5C)
	%52 = call double @llvm.fma.f64(double %51, double %48, double 0x3EC71DE3A556C734)
	%53 = call double @llvm.fma.f64(double %52, double %48, double 0x3EFA01A01A01A01A)
	%54 = call double @llvm.fma.f64(double %53, double %48, double 0x3F2A01A01A01A01A)
	%55 = call double @llvm.fma.f64(double %54, double %48, double 0x3F56C16C16C16C17)
	%56 = call double @llvm.fma.f64(double %55, double %48, double 0x3F81111111111111)
	%57 = call double @llvm.fma.f64(double %56, double %48, double 0x3FA5555555555555)
	%58 = call double @llvm.fma.f64(double %57, double %48, double 0x3FC5555555555555)
	%59 = call double @llvm.fma.f64(double %58, double %48, double 0.5)
	%60 = fmul double %48, %48
	%61 = call double @llvm.fma.f64(double %60, double %59, double %48)
	%62 = fadd double 1.0, %61
	%63 = ashr i64 %45, 1
	%64 = add i64 %63, 1023
	%65 = shl i64 %64, 52
	%66 = bitcast i64 %65 to double
	%67 = fmul double %62, %66
	%68 = sub i64 %45, %63
	%69 = add i64 %68, 1023
	%70 = shl i64 %69, 52
	%71 = bitcast i64 %70 to double
	%72 = fmul double %67, %71
	%73 = fmul double %33, %23
	%74 = xor i1 %34, true
	%75 = sext i1 %74 to i64
	%76 = bitcast double %73 to i64
	%77 = and i64 %76, %75
	%78 = bitcast i64 %77 to double
	%79 = fadd double %72, %78
	%80 = add i64 %10, %19
	%81 = getelementptr inbounds double, double* %out, i64 %80
	store double %79, double* %81
	%82 = add i64 %19, 1
	br label %col4.head

col4.exit:
	%83 = add i64 %8, 1
	br label %row1.head
}

declare double @llvm.fma.f64(double %0, double %1, double %2) nounwind
