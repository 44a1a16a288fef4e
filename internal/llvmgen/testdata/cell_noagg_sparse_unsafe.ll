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
	%8 = phi i64 [ %rl, %entry ], [ %90, %col4.exit ]
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
	%18 = phi i64 [ %12, %row1.body ], [ %39, %col4.body ]
	%19 = phi i64 [ 0, %row1.body ], [ %89, %col4.body ]
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
	%33 = sext i1 %30 to i64
	%34 = bitcast double %32 to i64
	%35 = and i64 %34, %33
	%36 = bitcast i64 %35 to double
	%37 = xor i1 %30, true
	%38 = zext i1 %30 to i64
	%39 = add i64 %18, %38
	%40 = fcmp ogt double %36, 710.0
	%41 = select i1 %40, double 710.0, double %36
	%42 = fcmp olt double %41, -746.0
	%43 = select i1 %42, double -746.0, double %41
	%44 = fmul double %43, 0x3FF71547652B82FE
	%45 = fadd double %44, 6.755399441055744e+15
	%46 = fsub double %45, 6.755399441055744e+15
	%47 = bitcast double %45 to i64
	%48 = sub i64 %47, u0x4338000000000000
	%49 = fneg double %46
	%50 = call double @llvm.fma.f64(double %49, double 0x3FE62E42FEE00000, double %43)
	%51 = call double @llvm.fma.f64(double %49, double 0x3DEA39EF35793C76, double %50)
	%52 = call double @llvm.fma.f64(double 0x3DE6124613A86D09, double %51, double 0x3E21EED8EFF8D898)
	%53 = call double @llvm.fma.f64(double %52, double %51, double 0x3E5AE64567F544E4)
	%54 = call double @llvm.fma.f64(double %53, double %51, double 0x3E927E4FB7789F5C)
	%55 = call double @llvm.fma.f64(double %54, double %51, double 0x3EC71DE3A556C734)
	%56 = call double @llvm.fma.f64(double %55, double %51, double 0x3EFA01A01A01A01A)
	%57 = call double @llvm.fma.f64(double %56, double %51, double 0x3F2A01A01A01A01A)
	%58 = call double @llvm.fma.f64(double %57, double %51, double 0x3F56C16C16C16C17)
	%59 = call double @llvm.fma.f64(double %58, double %51, double 0x3F81111111111111)
	%60 = call double @llvm.fma.f64(double %59, double %51, double 0x3FA5555555555555)
	%61 = call double @llvm.fma.f64(double %60, double %51, double 0x3FC5555555555555)
	%62 = call double @llvm.fma.f64(double %61, double %51, double 0.5)
	%63 = fmul double %51, %51
	%64 = call double @llvm.fma.f64(double %63, double %62, double %51)
	%65 = fadd double 1.0, %64
	%66 = ashr i64 %48, 1
	%67 = add i64 %66, 1023
	%68 = shl i64 %67, 52
	%69 = bitcast i64 %68 to double
	%70 = fmul double %65, %69
	%71 = sub i64 %48, %66
	%72 = add i64 %71, 1023
	%73 = shl i64 %72, 52
	%74 = bitcast i64 %73 to double
	%75 = fmul double %70, %74
	%76 = fmul double %36, %23
	%77 = xor i1 %37, true
	%78 = sext i1 %77 to i64
	%79 = bitcast double %76 to i64
	%80 = and i64 %79, %78
	%81 = bitcast i64 %80 to double
	%82 = fadd double %75, %81
	%83 = add i64 %10, %19
	%84 = getelementptr inbounds double, double* %out, i64 %83
	%85 = fcmp uno double %82, %82
	%86 = bitcast double %82 to i64
	%87 = select i1 %85, i64 u0x7FF8000000000000, i64 %86
	%88 = bitcast double* %84 to i64*
	store i64 %87, i64* %88
	%89 = add i64 %19, 1
	br label %col4.head

col4.exit:
	%90 = add i64 %8, 1
	br label %row1.head
}

declare double @llvm.fma.f64(double %0, double %1, double %2) nounwind
