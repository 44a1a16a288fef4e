; Golden IR of llvmgen test case cell_fullagg_sparse_unsafe (cell full_agg, sparse driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan cell full_agg(sum) sparse_safe=false hash=099854864dba66986412080663206a27
;     in0 main sparse matrix <- hop 0
;     in1 side dense scalar <- hop 1
;     t2 = in0 > in1
;     t3 = sigmoid(in0)
;     t4 = ifelse(t2, in0, t3)
;     out0 = fulsum(t4)

define void @fj_099854864dba66986412080663206a27(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
entry:
	%0 = alloca double, i64 8
	%1 = getelementptr inbounds double*, double** %vals, i64 0
	%2 = load double*, double** %1
	%3 = getelementptr inbounds i64*, i64** %rowptr, i64 0
	%4 = load i64*, i64** %3
	%5 = getelementptr inbounds i32*, i32** %colidx, i64 0
	%6 = load i32*, i32** %5
	%7 = getelementptr inbounds double, double* %scalars, i64 1
	%8 = load double, double* %7
	%9 = getelementptr inbounds double, double* %0, i64 0
	store double 0.0, double* %9
	%10 = getelementptr inbounds double, double* %0, i64 1
	store double 0.0, double* %10
	%11 = getelementptr inbounds double, double* %0, i64 2
	store double 0.0, double* %11
	%12 = getelementptr inbounds double, double* %0, i64 3
	store double 0.0, double* %12
	%13 = getelementptr inbounds double, double* %0, i64 4
	store double 0.0, double* %13
	%14 = getelementptr inbounds double, double* %0, i64 5
	store double 0.0, double* %14
	%15 = getelementptr inbounds double, double* %0, i64 6
	store double 0.0, double* %15
	%16 = getelementptr inbounds double, double* %0, i64 7
	store double 0.0, double* %16
	br label %row1.head

row1.head:
	%17 = phi double [ 0.0, %entry ], [ %57, %col4.exit ]
	%18 = phi i64 [ %rl, %entry ], [ %131, %col4.exit ]
	%19 = icmp slt i64 %18, %ru
	br i1 %19, label %row1.body, label %row1.exit

row1.body:
	%20 = mul i64 %18, %m
	%21 = getelementptr inbounds i64, i64* %4, i64 %18
	%22 = load i64, i64* %21
	%23 = add i64 %18, 1
	%24 = getelementptr inbounds i64, i64* %4, i64 %23
	%25 = load i64, i64* %24
	%26 = sub i64 %18, %rl
	%27 = mul i64 %26, %m
	br label %col4.head

row1.exit:
	%28 = getelementptr inbounds double, double* %0, i64 0
	%29 = load double, double* %28
	%30 = getelementptr inbounds double, double* %0, i64 1
	%31 = load double, double* %30
	%32 = getelementptr inbounds double, double* %0, i64 2
	%33 = load double, double* %32
	%34 = getelementptr inbounds double, double* %0, i64 3
	%35 = load double, double* %34
	%36 = getelementptr inbounds double, double* %0, i64 4
	%37 = load double, double* %36
	%38 = getelementptr inbounds double, double* %0, i64 5
	%39 = load double, double* %38
	%40 = getelementptr inbounds double, double* %0, i64 6
	%41 = load double, double* %40
	%42 = getelementptr inbounds double, double* %0, i64 7
	%43 = load double, double* %42
	%44 = fadd double %29, %37
	%45 = fadd double %31, %39
	%46 = fadd double %33, %41
	%47 = fadd double %35, %43
	%48 = fadd double %44, %46
	%49 = fadd double %45, %47
	%50 = fadd double %48, %49
	%51 = getelementptr inbounds double, double* %out, i64 0
	%52 = fcmp uno double %50, %50
	%53 = bitcast double %50 to i64
	%54 = select i1 %52, i64 u0x7FF8000000000000, i64 %53
	%55 = bitcast double* %51 to i64*
	store i64 %54, i64* %55
	ret void

col4.head:
	%56 = phi i64 [ %22, %row1.body ], [ %75, %col4.body ]
	%57 = phi double [ %17, %row1.body ], [ %57, %col4.body ]
	%58 = phi i64 [ 0, %row1.body ], [ %130, %col4.body ]
	%59 = icmp slt i64 %58, %m
	br i1 %59, label %col4.body, label %col4.exit

col4.body:
	%60 = icmp slt i64 %56, %25
	%61 = select i1 %60, i64 %56, i64 0
	%62 = getelementptr inbounds i32, i32* %6, i64 %61
	%63 = load i32, i32* %62
	%64 = sext i32 %63 to i64
	%65 = icmp eq i64 %64, %58
	%66 = and i1 %60, %65
	%67 = getelementptr inbounds double, double* %2, i64 %61
	%68 = load double, double* %67
	%69 = sext i1 %66 to i64
	%70 = bitcast double %68 to i64
	%71 = and i64 %70, %69
	%72 = bitcast i64 %71 to double
	%73 = xor i1 %66, true
	%74 = zext i1 %66 to i64
	%75 = add i64 %56, %74
	%76 = fcmp ogt double %72, %8
	%77 = uitofp i1 %76 to double
	%78 = xor i1 %73, true
	%79 = sext i1 %78 to i64
	%80 = bitcast double %77 to i64
	%81 = and i64 %80, %79
	%82 = bitcast i64 %81 to double
	%83 = fneg double %72
	%84 = fcmp ogt double %83, 710.0
	%85 = select i1 %84, double 710.0, double %83
	%86 = fcmp olt double %85, -746.0
	%87 = select i1 %86, double -746.0, double %85
	%88 = fmul double %87, 0x3FF71547652B82FE
	%89 = fadd double %88, 6.755399441055744e+15
	%90 = fsub double %89, 6.755399441055744e+15
	%91 = bitcast double %89 to i64
	%92 = sub i64 %91, u0x4338000000000000
	%93 = fneg double %90
	%94 = call double @llvm.fma.f64(double %93, double 0x3FE62E42FEE00000, double %87)
	%95 = call double @llvm.fma.f64(double %93, double 0x3DEA39EF35793C76, double %94)
	%96 = call double @llvm.fma.f64(double 0x3DE6124613A86D09, double %95, double 0x3E21EED8EFF8D898)
	%97 = call double @llvm.fma.f64(double %96, double %95, double 0x3E5AE64567F544E4)
	%98 = call double @llvm.fma.f64(double %97, double %95, double 0x3E927E4FB7789F5C)
	%99 = call double @llvm.fma.f64(double %98, double %95, double 0x3EC71DE3A556C734)
	%100 = call double @llvm.fma.f64(double %99, double %95, double 0x3EFA01A01A01A01A)
	%101 = call double @llvm.fma.f64(double %100, double %95, double 0x3F2A01A01A01A01A)
	%102 = call double @llvm.fma.f64(double %101, double %95, double 0x3F56C16C16C16C17)
	%103 = call double @llvm.fma.f64(double %102, double %95, double 0x3F81111111111111)
	%104 = call double @llvm.fma.f64(double %103, double %95, double 0x3FA5555555555555)
	%105 = call double @llvm.fma.f64(double %104, double %95, double 0x3FC5555555555555)
	%106 = call double @llvm.fma.f64(double %105, double %95, double 0.5)
	%107 = fmul double %95, %95
	%108 = call double @llvm.fma.f64(double %107, double %106, double %95)
	%109 = fadd double 1.0, %108
	%110 = ashr i64 %92, 1
	%111 = add i64 %110, 1023
	%112 = shl i64 %111, 52
	%113 = bitcast i64 %112 to double
	%114 = fmul double %109, %113
	%115 = sub i64 %92, %110
	%116 = add i64 %115, 1023
	%117 = shl i64 %116, 52
	%118 = bitcast i64 %117 to double
	%119 = fmul double %114, %118
	%120 = fadd double 1.0, %119
	%121 = fdiv double 1.0, %120
	%122 = fcmp une double %82, 0.0
	%123 = select i1 %122, double %72, double %121
	%124 = add i64 %27, %58
	%125 = and i64 %124, 7
	%126 = getelementptr inbounds double, double* %0, i64 %125
	%127 = load double, double* %126
	%128 = fadd double %127, %123
	%129 = getelementptr inbounds double, double* %0, i64 %125
	store double %128, double* %129
	%130 = add i64 %58, 1
	br label %col4.head

col4.exit:
	%131 = add i64 %18, 1
	br label %row1.head
}

declare double @llvm.fma.f64(double %0, double %1, double %2) nounwind
