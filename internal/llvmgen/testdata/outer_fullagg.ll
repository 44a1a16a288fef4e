; Golden IR of llvmgen test case outer_fullagg (outer full_agg, sparse_safe driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan outer full_agg(sum) sparse_safe=true hash=fad887583dd34c3b7c7628140d56e951
;     in0 main sparse matrix <- hop 0
;     in1 side dense rows-i <- hop 1
;     in2 side dense rows-j <- hop 2
;     in3 side dense scalar <- hop 5
;     t1 = dot(in1[i,], in2[j,])
;     t3 = t1 + in3
;     t4 = log(t3)
;     t5 = in0 * t4
;     out0 = fulsum(t5)

define void @fj_fad887583dd34c3b7c7628140d56e951(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
entry:
	%0 = alloca double, i64 8
	%1 = getelementptr inbounds double*, double** %vals, i64 0
	%2 = load double*, double** %1
	%3 = getelementptr inbounds i64*, i64** %rowptr, i64 0
	%4 = load i64*, i64** %3
	%5 = getelementptr inbounds i32*, i32** %colidx, i64 0
	%6 = load i32*, i32** %5
	%7 = getelementptr inbounds double*, double** %vals, i64 1
	%8 = load double*, double** %7
	%9 = getelementptr inbounds double*, double** %vals, i64 2
	%10 = load double*, double** %9
	%11 = getelementptr inbounds double, double* %scalars, i64 3
	%12 = load double, double* %11
	%13 = getelementptr inbounds i64, i64* %aux, i64 2
	%14 = load i64, i64* %13
	%15 = getelementptr inbounds i64, i64* %aux, i64 3
	%16 = load i64, i64* %15
	%17 = getelementptr inbounds double, double* %0, i64 0
	store double 0.0, double* %17
	%18 = getelementptr inbounds double, double* %0, i64 1
	store double 0.0, double* %18
	%19 = getelementptr inbounds double, double* %0, i64 2
	store double 0.0, double* %19
	%20 = getelementptr inbounds double, double* %0, i64 3
	store double 0.0, double* %20
	%21 = getelementptr inbounds double, double* %0, i64 4
	store double 0.0, double* %21
	%22 = getelementptr inbounds double, double* %0, i64 5
	store double 0.0, double* %22
	%23 = getelementptr inbounds double, double* %0, i64 6
	store double 0.0, double* %23
	%24 = getelementptr inbounds double, double* %0, i64 7
	store double 0.0, double* %24
	br label %row1.head

row1.head:
	%25 = phi double [ 0.0, %entry ], [ %62, %nz4.exit ]
	%26 = phi i64 [ %rl, %entry ], [ %76, %nz4.exit ]
	%27 = icmp slt i64 %26, %ru
	br i1 %27, label %row1.body, label %row1.exit

row1.body:
	%28 = mul i64 %26, %m
	%29 = getelementptr inbounds i64, i64* %4, i64 %26
	%30 = load i64, i64* %29
	%31 = add i64 %26, 1
	%32 = getelementptr inbounds i64, i64* %4, i64 %31
	%33 = load i64, i64* %32
	%34 = sub i64 %26, %rl
	%35 = mul i64 %34, %m
	br label %nz4.head

row1.exit:
	%36 = getelementptr inbounds double, double* %0, i64 0
	%37 = load double, double* %36
	%38 = getelementptr inbounds double, double* %0, i64 1
	%39 = load double, double* %38
	%40 = getelementptr inbounds double, double* %0, i64 2
	%41 = load double, double* %40
	%42 = getelementptr inbounds double, double* %0, i64 3
	%43 = load double, double* %42
	%44 = getelementptr inbounds double, double* %0, i64 4
	%45 = load double, double* %44
	%46 = getelementptr inbounds double, double* %0, i64 5
	%47 = load double, double* %46
	%48 = getelementptr inbounds double, double* %0, i64 6
	%49 = load double, double* %48
	%50 = getelementptr inbounds double, double* %0, i64 7
	%51 = load double, double* %50
	%52 = fadd double %37, %45
	%53 = fadd double %39, %47
	%54 = fadd double %41, %49
	%55 = fadd double %43, %51
	%56 = fadd double %52, %54
	%57 = fadd double %53, %55
	%58 = fadd double %56, %57
	%59 = getelementptr inbounds double, double* %out, i64 0
	%60 = fcmp uno double %58, %58
	%61 = select i1 %60, double 0x7FF8000000000000, double %58
	store double %61, double* %59
	ret void

nz4.head:
	%62 = phi double [ %25, %row1.body ], [ %62, %dot7.exit ]
	%63 = phi i64 [ %30, %row1.body ], [ %139, %dot7.exit ]
	%64 = icmp slt i64 %63, %33
	br i1 %64, label %nz4.body, label %nz4.exit

nz4.body:
	%65 = getelementptr inbounds i32, i32* %6, i64 %63
	%66 = load i32, i32* %65
	%67 = sext i32 %66 to i64
	%68 = getelementptr inbounds double, double* %2, i64 %63
	%69 = load double, double* %68
	%70 = mul i64 %26, %14
	%71 = getelementptr double, double* %8, i64 %70
	%72 = mul i64 %67, %14
	%73 = getelementptr double, double* %10, i64 %72
	br label %dot7.head

nz4.exit:
	%74 = sub i64 %33, %30
	%75 = icmp slt i64 %74, %m
	%76 = add i64 %26, 1
	br label %row1.head

dot7.head:
	%77 = phi double [ 0.0, %nz4.body ], [ %85, %dot7.body ]
	%78 = phi i64 [ 0, %nz4.body ], [ %86, %dot7.body ]
	%79 = icmp slt i64 %78, %14
	br i1 %79, label %dot7.body, label %dot7.exit

dot7.body:
	%80 = getelementptr inbounds double, double* %71, i64 %78
	%81 = load double, double* %80
	%82 = getelementptr inbounds double, double* %73, i64 %78
	%83 = load double, double* %82
	%84 = fmul double %81, %83
	%85 = fadd reassoc double %77, %84
	%86 = add i64 %78, 1
	br label %dot7.head

dot7.exit:
	%87 = fadd double %77, %12
	%88 = fcmp olt double %87, 0x10000000000000
	%89 = fmul double %87, 1.8014398509481984e+16
	%90 = select i1 %88, double %89, double %87
	%91 = bitcast double %90 to i64
	%92 = add i64 %91, 2638149301829632
	%93 = lshr i64 %92, 52
	%94 = sub i64 %93, 1023
	%95 = sub i64 %94, 54
	%96 = select i1 %88, i64 %95, i64 %94
	%97 = and i64 %92, u0xFFFFFFFFFFFFF
	%98 = add i64 %97, 4604544269498187776
	%99 = bitcast i64 %98 to double
	%100 = sitofp i64 %96 to double
	%101 = fsub double %99, 1.0
	%102 = fadd double 2.0, %101
	%103 = fdiv double %101, %102
	%104 = fmul double 0.5, %101
	%105 = fmul double %104, %101
	%106 = fmul double %103, %103
	%107 = fmul double %106, %106
	%108 = call double @llvm.fma.f64(double 0x3FC2F112DF3E5244, double %107, double 0x3FC7466496CB03DE)
	%109 = call double @llvm.fma.f64(double %108, double %107, double 0x3FD2492494229359)
	%110 = call double @llvm.fma.f64(double %109, double %107, double 0x3FE5555555555593)
	%111 = fmul double %106, %110
	%112 = call double @llvm.fma.f64(double 0x3FC39A09D078C69F, double %107, double 0x3FCC71C51D8E78AF)
	%113 = call double @llvm.fma.f64(double %112, double %107, double 0x3FD999999997FA04)
	%114 = fmul double %107, %113
	%115 = fadd double %111, %114
	%116 = fadd double %105, %115
	%117 = fmul double %103, %116
	%118 = fmul double %100, 0x3DEA39EF35793C76
	%119 = fadd double %117, %118
	%120 = fmul double %100, 0x3FE62E42FEE00000
	%121 = fsub double %105, %119
	%122 = fsub double %121, %101
	%123 = fsub double %120, %122
	%124 = fcmp ogt double %87, 0x7FEFFFFFFFFFFFFF
	%125 = select i1 %124, double %87, double %123
	%126 = fcmp oeq double %87, 0.0
	%127 = select i1 %126, double 0xFFF0000000000000, double %125
	%128 = fcmp olt double %87, 0.0
	%129 = select i1 %128, double 0x7FF8000000000000, double %127
	%130 = fcmp uno double %87, %87
	%131 = select i1 %130, double %87, double %129
	%132 = fmul double %69, %131
	%133 = add i64 %35, %67
	%134 = and i64 %133, 7
	%135 = getelementptr inbounds double, double* %0, i64 %134
	%136 = load double, double* %135
	%137 = fadd double %136, %132
	%138 = getelementptr inbounds double, double* %0, i64 %134
	store double %137, double* %138
	%139 = add i64 %63, 1
	br label %nz4.head
}

declare double @llvm.fma.f64(double %0, double %1, double %2) nounwind
