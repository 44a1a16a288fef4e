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
	%17 = phi i64 [ %rl, %entry ], [ %41, %nz4.exit ]
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
	%27 = phi i64 [ %21, %row1.body ], [ %142, %dottail12.exit ]
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
	%38 = lshr i64 %11, 3
	br label %dot7.head

nz4.exit:
	%39 = sub i64 %24, %21
	%40 = icmp slt i64 %39, %m
	%41 = add i64 %17, 1
	br label %row1.head

dot7.head:
	%42 = phi <4 x double> [ zeroinitializer, %nz4.body ], [ %63, %dot7.body ]
	%43 = phi <4 x double> [ zeroinitializer, %nz4.body ], [ %61, %dot7.body ]
	%44 = phi i64 [ 0, %nz4.body ], [ %64, %dot7.body ]
	%45 = icmp slt i64 %44, %38
	br i1 %45, label %dot7.body, label %dot7.exit

dot7.body:
	%46 = shl i64 %44, 3
	%47 = add i64 %46, 4
	%48 = getelementptr inbounds double, double* %35, i64 %46
	%49 = bitcast double* %48 to <4 x double>*
	%50 = load <4 x double>, <4 x double>* %49, align 8
	%51 = getelementptr inbounds double, double* %35, i64 %47
	%52 = bitcast double* %51 to <4 x double>*
	%53 = load <4 x double>, <4 x double>* %52, align 8
	%54 = getelementptr inbounds double, double* %37, i64 %46
	%55 = bitcast double* %54 to <4 x double>*
	%56 = load <4 x double>, <4 x double>* %55, align 8
	%57 = getelementptr inbounds double, double* %37, i64 %47
	%58 = bitcast double* %57 to <4 x double>*
	%59 = load <4 x double>, <4 x double>* %58, align 8
	%60 = fmul <4 x double> %50, %56
	%61 = fadd <4 x double> %43, %60
	%62 = fmul <4 x double> %53, %59
	%63 = fadd <4 x double> %42, %62
	%64 = add i64 %44, 1
	br label %dot7.head

dot7.exit:
	%65 = shl i64 %38, 3
	%66 = fadd <4 x double> %43, %42
	%67 = add i64 %65, 4
	%68 = icmp sle i64 %67, %11
	br i1 %68, label %dotquad10.body, label %dotquad10.join

dotquad10.body:
	%69 = getelementptr inbounds double, double* %35, i64 %65
	%70 = bitcast double* %69 to <4 x double>*
	%71 = load <4 x double>, <4 x double>* %70, align 8
	%72 = getelementptr inbounds double, double* %37, i64 %65
	%73 = bitcast double* %72 to <4 x double>*
	%74 = load <4 x double>, <4 x double>* %73, align 8
	%75 = fmul <4 x double> %71, %74
	%76 = fadd <4 x double> %66, %75
	%77 = add i64 %65, 4
	br label %dotquad10.join

dotquad10.join:
	%78 = phi i64 [ %65, %dot7.exit ], [ %77, %dotquad10.body ]
	%79 = phi <4 x double> [ %66, %dot7.exit ], [ %76, %dotquad10.body ]
	%80 = shufflevector <4 x double> %79, <4 x double> undef, <2 x i32> <i32 0, i32 1>
	%81 = shufflevector <4 x double> %79, <4 x double> undef, <2 x i32> <i32 2, i32 3>
	%82 = fadd <2 x double> %80, %81
	%83 = extractelement <2 x double> %82, i64 0
	%84 = extractelement <2 x double> %82, i64 1
	%85 = fadd double %83, %84
	br label %dottail12.head

dottail12.head:
	%86 = phi double [ %85, %dotquad10.join ], [ %94, %dottail12.body ]
	%87 = phi i64 [ %78, %dotquad10.join ], [ %95, %dottail12.body ]
	%88 = icmp slt i64 %87, %11
	br i1 %88, label %dottail12.body, label %dottail12.exit

dottail12.body:
	%89 = getelementptr inbounds double, double* %35, i64 %87
	%90 = load double, double* %89
	%91 = getelementptr inbounds double, double* %37, i64 %87
	%92 = load double, double* %91
	%93 = fmul double %90, %92
	%94 = fadd double %86, %93
	%95 = add i64 %87, 1
	br label %dottail12.head

dottail12.exit:
	%96 = fneg double %86
	%97 = fcmp ogt double %96, 710.0
	%98 = select i1 %97, double 710.0, double %96
	%99 = fcmp olt double %98, -746.0
	%100 = select i1 %99, double -746.0, double %98
	%101 = fmul double %100, 0x3FF71547652B82FE
	%102 = fadd double %101, 6.755399441055744e+15
	%103 = fsub double %102, 6.755399441055744e+15
	%104 = bitcast double %102 to i64
	%105 = sub i64 %104, u0x4338000000000000
	%106 = fneg double %103
	%107 = call double @llvm.fma.f64(double %106, double 0x3FE62E42FEE00000, double %100)
	%108 = call double @llvm.fma.f64(double %106, double 0x3DEA39EF35793C76, double %107)
	%109 = call double @llvm.fma.f64(double 0x3DE6124613A86D09, double %108, double 0x3E21EED8EFF8D898)
	%110 = call double @llvm.fma.f64(double %109, double %108, double 0x3E5AE64567F544E4)
	%111 = call double @llvm.fma.f64(double %110, double %108, double 0x3E927E4FB7789F5C)
	%112 = call double @llvm.fma.f64(double %111, double %108, double 0x3EC71DE3A556C734)
	%113 = call double @llvm.fma.f64(double %112, double %108, double 0x3EFA01A01A01A01A)
	%114 = call double @llvm.fma.f64(double %113, double %108, double 0x3F2A01A01A01A01A)
	%115 = call double @llvm.fma.f64(double %114, double %108, double 0x3F56C16C16C16C17)
	%116 = call double @llvm.fma.f64(double %115, double %108, double 0x3F81111111111111)
	%117 = call double @llvm.fma.f64(double %116, double %108, double 0x3FA5555555555555)
	%118 = call double @llvm.fma.f64(double %117, double %108, double 0x3FC5555555555555)
	%119 = call double @llvm.fma.f64(double %118, double %108, double 0.5)
	%120 = fmul double %108, %108
	%121 = call double @llvm.fma.f64(double %120, double %119, double %108)
	%122 = fadd double 1.0, %121
	%123 = ashr i64 %105, 1
	%124 = add i64 %123, 1023
	%125 = shl i64 %124, 52
	%126 = bitcast i64 %125 to double
	%127 = fmul double %122, %126
	%128 = sub i64 %105, %123
	%129 = add i64 %128, 1023
	%130 = shl i64 %129, 52
	%131 = bitcast i64 %130 to double
	%132 = fmul double %127, %131
	%133 = fadd double 1.0, %132
	%134 = fdiv double 1.0, %133
	%135 = fmul double %33, %134
	%136 = getelementptr inbounds double, double* %out, i64 %27
	%137 = fcmp uno double %135, %135
	%138 = bitcast double %135 to i64
	%139 = select i1 %137, i64 u0x7FF8000000000000, i64 %138
	%140 = bitcast double* %136 to i64*
	store i64 %139, i64* %140
	%141 = getelementptr inbounds i8, i8* %16, i64 %27
	store i8 0, i8* %141
	%142 = add i64 %27, 1
	br label %nz4.head
}

declare double @llvm.fma.f64(double %0, double %1, double %2) nounwind
