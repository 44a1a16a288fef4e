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
	%17 = phi double [ 0.0, %entry ], [ %55, %col4.exit ]
	%18 = phi i64 [ %rl, %entry ], [ %129, %col4.exit ]
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
	%53 = select i1 %52, double 0x7FF8000000000000, double %50
	store double %53, double* %51
	ret void

col4.head:
	%54 = phi i64 [ %22, %row1.body ], [ %73, %col4.body ]
	%55 = phi double [ %17, %row1.body ], [ %55, %col4.body ]
	%56 = phi i64 [ 0, %row1.body ], [ %128, %col4.body ]
	%57 = icmp slt i64 %56, %m
	br i1 %57, label %col4.body, label %col4.exit

col4.body:
	%58 = icmp slt i64 %54, %25
	%59 = select i1 %58, i64 %54, i64 0
	%60 = getelementptr inbounds i32, i32* %6, i64 %59
	%61 = load i32, i32* %60
	%62 = sext i32 %61 to i64
	%63 = icmp eq i64 %62, %56
	%64 = and i1 %58, %63
	%65 = getelementptr inbounds double, double* %2, i64 %59
	%66 = load double, double* %65
	%67 = sext i1 %64 to i64
	%68 = bitcast double %66 to i64
	%69 = and i64 %68, %67
	%70 = bitcast i64 %69 to double
	%71 = xor i1 %64, true
	%72 = zext i1 %64 to i64
	%73 = add i64 %54, %72
	%74 = fcmp ogt double %70, %8
	%75 = uitofp i1 %74 to double
	%76 = xor i1 %71, true
	%77 = sext i1 %76 to i64
	%78 = bitcast double %75 to i64
	%79 = and i64 %78, %77
	%80 = bitcast i64 %79 to double
	%81 = fneg double %70
	%82 = fcmp ogt double %81, 710.0
	%83 = select i1 %82, double 710.0, double %81
	%84 = fcmp olt double %83, -746.0
	%85 = select i1 %84, double -746.0, double %83
	%86 = fmul double %85, 0x3FF71547652B82FE
	%87 = fadd double %86, 6.755399441055744e+15
	%88 = fsub double %87, 6.755399441055744e+15
	%89 = bitcast double %87 to i64
	%90 = sub i64 %89, u0x4338000000000000
	%91 = fneg double %88
	%92 = call double @llvm.fma.f64(double %91, double 0x3FE62E42FEE00000, double %85)
	%93 = call double @llvm.fma.f64(double %91, double 0x3DEA39EF35793C76, double %92)
	%94 = call double @llvm.fma.f64(double 0x3DE6124613A86D09, double %93, double 0x3E21EED8EFF8D898)
	%95 = call double @llvm.fma.f64(double %94, double %93, double 0x3E5AE64567F544E4)
	%96 = call double @llvm.fma.f64(double %95, double %93, double 0x3E927E4FB7789F5C)
	%97 = call double @llvm.fma.f64(double %96, double %93, double 0x3EC71DE3A556C734)
	%98 = call double @llvm.fma.f64(double %97, double %93, double 0x3EFA01A01A01A01A)
	%99 = call double @llvm.fma.f64(double %98, double %93, double 0x3F2A01A01A01A01A)
	%100 = call double @llvm.fma.f64(double %99, double %93, double 0x3F56C16C16C16C17)
	%101 = call double @llvm.fma.f64(double %100, double %93, double 0x3F81111111111111)
	%102 = call double @llvm.fma.f64(double %101, double %93, double 0x3FA5555555555555)
	%103 = call double @llvm.fma.f64(double %102, double %93, double 0x3FC5555555555555)
	%104 = call double @llvm.fma.f64(double %103, double %93, double 0.5)
	%105 = fmul double %93, %93
	%106 = call double @llvm.fma.f64(double %105, double %104, double %93)
	%107 = fadd double 1.0, %106
	%108 = ashr i64 %90, 1
	%109 = add i64 %108, 1023
	%110 = shl i64 %109, 52
	%111 = bitcast i64 %110 to double
	%112 = fmul double %107, %111
	%113 = sub i64 %90, %108
	%114 = add i64 %113, 1023
	%115 = shl i64 %114, 52
	%116 = bitcast i64 %115 to double
	%117 = fmul double %112, %116
	%118 = fadd double 1.0, %117
	%119 = fdiv double 1.0, %118
	%120 = fcmp une double %80, 0.0
	%121 = select i1 %120, double %70, double %119
	%122 = add i64 %27, %56
	%123 = and i64 %122, 7
	%124 = getelementptr inbounds double, double* %0, i64 %123
	%125 = load double, double* %124
	%126 = fadd double %125, %121
	%127 = getelementptr inbounds double, double* %0, i64 %123
	store double %126, double* %127
	%128 = add i64 %56, 1
	br label %col4.head

col4.exit:
	%129 = add i64 %18, 1
	br label %row1.head
}

declare double @llvm.fma.f64(double %0, double %1, double %2) nounwind
