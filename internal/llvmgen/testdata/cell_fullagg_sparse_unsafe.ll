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
	%17 = phi double [ 0.0, %entry ], [ %53, %col4.exit ]
	%18 = phi i64 [ %rl, %entry ], [ %127, %col4.exit ]
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
	store double %50, double* %51
	ret void

col4.head:
	%52 = phi i64 [ %22, %row1.body ], [ %71, %col4.body ]
	%53 = phi double [ %17, %row1.body ], [ %53, %col4.body ]
	%54 = phi i64 [ 0, %row1.body ], [ %126, %col4.body ]
	%55 = icmp slt i64 %54, %m
	br i1 %55, label %col4.body, label %col4.exit

col4.body:
	%56 = icmp slt i64 %52, %25
	%57 = select i1 %56, i64 %52, i64 0
	%58 = getelementptr inbounds i32, i32* %6, i64 %57
	%59 = load i32, i32* %58
	%60 = sext i32 %59 to i64
	%61 = icmp eq i64 %60, %54
	%62 = and i1 %56, %61
	%63 = getelementptr inbounds double, double* %2, i64 %57
	%64 = load double, double* %63
	%65 = sext i1 %62 to i64
	%66 = bitcast double %64 to i64
	%67 = and i64 %66, %65
	%68 = bitcast i64 %67 to double
	%69 = xor i1 %62, true
	%70 = zext i1 %62 to i64
	%71 = add i64 %52, %70
	%72 = fcmp ogt double %68, %8
	%73 = uitofp i1 %72 to double
	%74 = xor i1 %69, true
	%75 = sext i1 %74 to i64
	%76 = bitcast double %73 to i64
	%77 = and i64 %76, %75
	%78 = bitcast i64 %77 to double
	%79 = fneg double %68
	%80 = fcmp ogt double %79, 710.0
	%81 = select i1 %80, double 710.0, double %79
	%82 = fcmp olt double %81, -746.0
	%83 = select i1 %82, double -746.0, double %81
	%84 = fmul double %83, 0x3FF71547652B82FE
	%85 = fadd double %84, 6.755399441055744e+15
	%86 = fsub double %85, 6.755399441055744e+15
	%87 = bitcast double %85 to i64
	%88 = sub i64 %87, u0x4338000000000000
	%89 = fneg double %86
	%90 = call double @llvm.fma.f64(double %89, double 0x3FE62E42FEE00000, double %83)
	%91 = call double @llvm.fma.f64(double %89, double 0x3DEA39EF35793C76, double %90)
	%92 = call double @llvm.fma.f64(double 0x3DE6124613A86D09, double %91, double 0x3E21EED8EFF8D898)
	%93 = call double @llvm.fma.f64(double %92, double %91, double 0x3E5AE64567F544E4)
	%94 = call double @llvm.fma.f64(double %93, double %91, double 0x3E927E4FB7789F5C)
	%95 = call double @llvm.fma.f64(double %94, double %91, double 0x3EC71DE3A556C734)
	%96 = call double @llvm.fma.f64(double %95, double %91, double 0x3EFA01A01A01A01A)
	%97 = call double @llvm.fma.f64(double %96, double %91, double 0x3F2A01A01A01A01A)
	%98 = call double @llvm.fma.f64(double %97, double %91, double 0x3F56C16C16C16C17)
	%99 = call double @llvm.fma.f64(double %98, double %91, double 0x3F81111111111111)
	%100 = call double @llvm.fma.f64(double %99, double %91, double 0x3FA5555555555555)
	%101 = call double @llvm.fma.f64(double %100, double %91, double 0x3FC5555555555555)
	%102 = call double @llvm.fma.f64(double %101, double %91, double 0.5)
	%103 = fmul double %91, %91
	%104 = call double @llvm.fma.f64(double %103, double %102, double %91)
	%105 = fadd double 1.0, %104
	%106 = ashr i64 %88, 1
	%107 = add i64 %106, 1023
	%108 = shl i64 %107, 52
	%109 = bitcast i64 %108 to double
	%110 = fmul double %105, %109
	%111 = sub i64 %88, %106
	%112 = add i64 %111, 1023
	%113 = shl i64 %112, 52
	%114 = bitcast i64 %113 to double
	%115 = fmul double %110, %114
	%116 = fadd double 1.0, %115
	%117 = fdiv double 1.0, %116
	%118 = fcmp une double %78, 0.0
	%119 = select i1 %118, double %68, double %117
	%120 = add i64 %27, %54
	%121 = and i64 %120, 7
	%122 = getelementptr inbounds double, double* %0, i64 %121
	%123 = load double, double* %122
	%124 = fadd double %123, %119
	%125 = getelementptr inbounds double, double* %0, i64 %121
	store double %124, double* %125
	%126 = add i64 %54, 1
	br label %col4.head

col4.exit:
	%127 = add i64 %18, 1
	br label %row1.head
}

declare double @llvm.fma.f64(double %0, double %1, double %2) nounwind
