; Golden IR of llvmgen test case outer_noagg (outer no_agg, sparse_safe driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan outer no_agg sparse_safe=true hash=66af1ce496eeb6a3f52356d7c4cd7662
;     in0 main sparse matrix <- hop 0
;     in1 side dense rows-i <- hop 1
;     in2 side dense rows-j <- hop 2
;     t1 = dot(in1[i,], in2[j,])
;     t2 = sigmoid(t1)
;     t3 = in0 * t2
;     out = t3

define void @fj_66af1ce496eeb6a3f52356d7c4cd7662(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
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
	%17 = phi i64 [ %rl, %entry ], [ %40, %nz4.exit ]
	%18 = icmp slt i64 %17, %ru
	br i1 %18, label %row1.body, label %row1.exit

row1.body:
	%19 = mul i64 %17, %m
	%20 = getelementptr inbounds i64, i64* %3, i64 %17
	%21 = load i64, i64* %20
	%22 = add i64 %17, 1
	%23 = getelementptr inbounds i64, i64* %3, i64 %22
	%24 = load i64, i64* %23
	%25 = sub i64 %17, %rl
	%26 = mul i64 %25, %m
	br label %nz4.head

row1.exit:
	ret void

nz4.head:
	%27 = phi i64 [ %21, %row1.body ], [ %97, %dot7.exit ]
	%28 = icmp slt i64 %27, %24
	br i1 %28, label %nz4.body, label %nz4.exit

nz4.body:
	%29 = getelementptr inbounds i32, i32* %5, i64 %27
	%30 = load i32, i32* %29
	%31 = sext i32 %30 to i64
	%32 = getelementptr inbounds double, double* %1, i64 %27
	%33 = load double, double* %32
	%34 = mul i64 %17, %11
	%35 = getelementptr double, double* %7, i64 %34
	%36 = mul i64 %31, %11
	%37 = getelementptr double, double* %9, i64 %36
	br label %dot7.head

nz4.exit:
	%38 = sub i64 %24, %21
	%39 = icmp slt i64 %38, %m
	%40 = add i64 %17, 1
	br label %row1.head

dot7.head:
	%41 = phi double [ 0.0, %nz4.body ], [ %49, %dot7.body ]
	%42 = phi i64 [ 0, %nz4.body ], [ %50, %dot7.body ]
	%43 = icmp slt i64 %42, %11
	br i1 %43, label %dot7.body, label %dot7.exit

dot7.body:
	%44 = getelementptr inbounds double, double* %35, i64 %42
	%45 = load double, double* %44
	%46 = getelementptr inbounds double, double* %37, i64 %42
	%47 = load double, double* %46
	%48 = fmul double %45, %47
	%49 = fadd reassoc double %41, %48
	%50 = add i64 %42, 1
	br label %dot7.head

dot7.exit:
	%51 = fneg double %41
	%52 = fcmp ogt double %51, 710.0
	%53 = select i1 %52, double 710.0, double %51
	%54 = fcmp olt double %53, -746.0
	%55 = select i1 %54, double -746.0, double %53
	%56 = fmul double %55, 0x3FF71547652B82FE
	%57 = fadd double %56, 6.755399441055744e+15
	%58 = fsub double %57, 6.755399441055744e+15
	%59 = bitcast double %57 to i64
	%60 = sub i64 %59, u0x4338000000000000
	%61 = fneg double %58
	%62 = call double @llvm.fma.f64(double %61, double 0x3FE62E42FEE00000, double %55)
	%63 = call double @llvm.fma.f64(double %61, double 0x3DEA39EF35793C76, double %62)
	%64 = call double @llvm.fma.f64(double 0x3DE6124613A86D09, double %63, double 0x3E21EED8EFF8D898)
	%65 = call double @llvm.fma.f64(double %64, double %63, double 0x3E5AE64567F544E4)
	%66 = call double @llvm.fma.f64(double %65, double %63, double 0x3E927E4FB7789F5C)
	%67 = call double @llvm.fma.f64(double %66, double %63, double 0x3EC71DE3A556C734)
	%68 = call double @llvm.fma.f64(double %67, double %63, double 0x3EFA01A01A01A01A)
	%69 = call double @llvm.fma.f64(double %68, double %63, double 0x3F2A01A01A01A01A)
	%70 = call double @llvm.fma.f64(double %69, double %63, double 0x3F56C16C16C16C17)
	%71 = call double @llvm.fma.f64(double %70, double %63, double 0x3F81111111111111)
	%72 = call double @llvm.fma.f64(double %71, double %63, double 0x3FA5555555555555)
	%73 = call double @llvm.fma.f64(double %72, double %63, double 0x3FC5555555555555)
	%74 = call double @llvm.fma.f64(double %73, double %63, double 0.5)
	%75 = fmul double %63, %63
	%76 = call double @llvm.fma.f64(double %75, double %74, double %63)
	%77 = fadd double 1.0, %76
	%78 = ashr i64 %60, 1
	%79 = add i64 %78, 1023
	%80 = shl i64 %79, 52
	%81 = bitcast i64 %80 to double
	%82 = fmul double %77, %81
	%83 = sub i64 %60, %78
	%84 = add i64 %83, 1023
	%85 = shl i64 %84, 52
	%86 = bitcast i64 %85 to double
	%87 = fmul double %82, %86
	%88 = fadd double 1.0, %87
	%89 = fdiv double 1.0, %88
	%90 = fmul double %33, %89
	%91 = getelementptr inbounds double, double* %out, i64 %27
	%92 = fcmp uno double %90, %90
	%93 = bitcast double %90 to i64
	%94 = select i1 %92, i64 u0x7FF8000000000000, i64 %93
	%95 = bitcast double* %91 to i64*
	store i64 %94, i64* %95
	%96 = getelementptr inbounds i8, i8* %16, i64 %27
	store i8 0, i8* %96
	%97 = add i64 %27, 1
	br label %nz4.head
}

declare double @llvm.fma.f64(double %0, double %1, double %2) nounwind
