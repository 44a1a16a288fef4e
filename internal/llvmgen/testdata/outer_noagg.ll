; Golden IR of llvmgen test case outer_noagg (outer no_agg, sparse_safe driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan outer no_agg sparse_safe=true hash=abdc57fe25011275de0e7faf31f61283
;     in0 main sparse matrix <- hop 0
;     in1 side dense rows-i <- hop 1
;     in2 side dense rows-j <- hop 2
;     t1 = dot(in1[i,], in2[j,])
;     t2 = sigmoid(t1)
;     t3 = in0 * t2
;     out = t3

define void @fj_abdc57fe25011275de0e7faf31f61283(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
entry:
	%0 = getelementptr inbounds double*, double** %vals, i64 0
	%1 = load double*, double** %0
	%2 = getelementptr inbounds i64*, i64** %rowptr, i64 0
	%3 = load i64*, i64** %2
	%4 = getelementptr inbounds i32*, i32** %colidx, i64 0
	%5 = load i32*, i32** %4
	%6 = getelementptr inbounds double*, double** %vals, i64 1
	%7 = load double*, double** %6
	%8 = getelementptr inbounds double*, double** %vals, i64 2
	%9 = load double*, double** %8
	%10 = getelementptr inbounds i64, i64* %aux, i64 2
	%11 = load i64, i64* %10
	%12 = getelementptr inbounds i64, i64* %aux, i64 3
	%13 = load i64, i64* %12
	%14 = getelementptr inbounds i64, i64* %aux, i64 1
	%15 = load i64, i64* %14
	%16 = inttoptr i64 %15 to i8*
	br label %row1.head

row1.head:
	%17 = phi i64 [ %rl, %entry ], [ %38, %nz4.exit ]
	%18 = icmp slt i64 %17, %ru
	br i1 %18, label %row1.body, label %row1.exit

row1.body:
	%19 = mul i64 %17, %m
	%20 = getelementptr inbounds i64, i64* %3, i64 %17
	%21 = load i64, i64* %20
	%22 = add i64 %17, 1
	%23 = getelementptr inbounds i64, i64* %3, i64 %22
	%24 = load i64, i64* %23
	br label %nz4.head

row1.exit:
	ret void

nz4.head:
	%25 = phi i64 [ %21, %row1.body ], [ %91, %dot7.exit ]
	%26 = icmp slt i64 %25, %24
	br i1 %26, label %nz4.body, label %nz4.exit

nz4.body:
	%27 = getelementptr inbounds i32, i32* %5, i64 %25
	%28 = load i32, i32* %27
	%29 = sext i32 %28 to i64
	%30 = getelementptr inbounds double, double* %1, i64 %25
	%31 = load double, double* %30
	%32 = mul i64 %17, %11
	%33 = getelementptr double, double* %7, i64 %32
	%34 = mul i64 %29, %11
	%35 = getelementptr double, double* %9, i64 %34
	br label %dot7.head

nz4.exit:
	%36 = sub i64 %24, %21
	%37 = icmp slt i64 %36, %m
	%38 = add i64 %17, 1
	br label %row1.head

dot7.head:
	%39 = phi double [ 0.0, %nz4.body ], [ %47, %dot7.body ]
	%40 = phi i64 [ 0, %nz4.body ], [ %48, %dot7.body ]
	%41 = icmp slt i64 %40, %11
	br i1 %41, label %dot7.body, label %dot7.exit

dot7.body:
	%42 = getelementptr inbounds double, double* %33, i64 %40
	%43 = load double, double* %42
	%44 = getelementptr inbounds double, double* %35, i64 %40
	%45 = load double, double* %44
	%46 = fmul double %43, %45
	%47 = fadd reassoc double %39, %46
	%48 = add i64 %40, 1
	br label %dot7.head

dot7.exit:
	%49 = fneg double %39
	%50 = fcmp ogt double %49, 710.0
	%51 = select i1 %50, double 710.0, double %49
	%52 = fcmp olt double %51, -746.0
	%53 = select i1 %52, double -746.0, double %51
	%54 = fmul double %53, 0x3FF71547652B82FE
	%55 = fadd double %54, 6.755399441055744e+15
	%56 = fsub double %55, 6.755399441055744e+15
	%57 = bitcast double %55 to i64
	%58 = sub i64 %57, u0x4338000000000000
	%59 = fneg double %56
	%60 = call double @llvm.fma.f64(double %59, double 0x3FE62E42FEE00000, double %53)
	%61 = call double @llvm.fma.f64(double %59, double 0x3DEA39EF35793C76, double %60)
	%62 = call double @llvm.fma.f64(double 0x3DE6124613A86D09, double %61, double 0x3E21EED8EFF8D898)
	%63 = call double @llvm.fma.f64(double %62, double %61, double 0x3E5AE64567F544E4)
	%64 = call double @llvm.fma.f64(double %63, double %61, double 0x3E927E4FB7789F5C)
	%65 = call double @llvm.fma.f64(double %64, double %61, double 0x3EC71DE3A556C734)
	%66 = call double @llvm.fma.f64(double %65, double %61, double 0x3EFA01A01A01A01A)
	%67 = call double @llvm.fma.f64(double %66, double %61, double 0x3F2A01A01A01A01A)
	%68 = call double @llvm.fma.f64(double %67, double %61, double 0x3F56C16C16C16C17)
	%69 = call double @llvm.fma.f64(double %68, double %61, double 0x3F81111111111111)
	%70 = call double @llvm.fma.f64(double %69, double %61, double 0x3FA5555555555555)
	%71 = call double @llvm.fma.f64(double %70, double %61, double 0x3FC5555555555555)
	%72 = call double @llvm.fma.f64(double %71, double %61, double 0.5)
	%73 = fmul double %61, %61
	%74 = call double @llvm.fma.f64(double %73, double %72, double %61)
	%75 = fadd double 1.0, %74
	%76 = ashr i64 %58, 1
	%77 = add i64 %76, 1023
	%78 = shl i64 %77, 52
	%79 = bitcast i64 %78 to double
	%80 = fmul double %75, %79
	%81 = sub i64 %58, %76
	%82 = add i64 %81, 1023
	%83 = shl i64 %82, 52
	%84 = bitcast i64 %83 to double
	%85 = fmul double %80, %84
	%86 = fadd double 1.0, %85
	%87 = fdiv double 1.0, %86
	%88 = fmul double %31, %87
	%89 = getelementptr inbounds double, double* %out, i64 %25
	store double %88, double* %89
	%90 = getelementptr inbounds i8, i8* %16, i64 %25
	store i8 0, i8* %90
	%91 = add i64 %25, 1
	br label %nz4.head
}

declare double @llvm.fma.f64(double %0, double %1, double %2) nounwind
