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
	%25 = phi double [ 0.0, %entry ], [ %60, %nz4.exit ]
	%26 = phi i64 [ %rl, %entry ], [ %74, %nz4.exit ]
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
	store double %58, double* %59
	ret void

nz4.head:
	%60 = phi double [ %25, %row1.body ], [ %60, %dot7.exit ]
	%61 = phi i64 [ %30, %row1.body ], [ %137, %dot7.exit ]
	%62 = icmp slt i64 %61, %33
	br i1 %62, label %nz4.body, label %nz4.exit

nz4.body:
	%63 = getelementptr inbounds i32, i32* %6, i64 %61
	%64 = load i32, i32* %63
	%65 = sext i32 %64 to i64
	%66 = getelementptr inbounds double, double* %2, i64 %61
	%67 = load double, double* %66
	%68 = mul i64 %26, %14
	%69 = getelementptr double, double* %8, i64 %68
	%70 = mul i64 %65, %14
	%71 = getelementptr double, double* %10, i64 %70
	br label %dot7.head

nz4.exit:
	%72 = sub i64 %33, %30
	%73 = icmp slt i64 %72, %m
	%74 = add i64 %26, 1
	br label %row1.head

dot7.head:
	%75 = phi double [ 0.0, %nz4.body ], [ %83, %dot7.body ]
	%76 = phi i64 [ 0, %nz4.body ], [ %84, %dot7.body ]
	%77 = icmp slt i64 %76, %14
	br i1 %77, label %dot7.body, label %dot7.exit

dot7.body:
	%78 = getelementptr inbounds double, double* %69, i64 %76
	%79 = load double, double* %78
	%80 = getelementptr inbounds double, double* %71, i64 %76
	%81 = load double, double* %80
	%82 = fmul double %79, %81
	%83 = fadd reassoc double %75, %82
	%84 = add i64 %76, 1
	br label %dot7.head

dot7.exit:
	%85 = fadd double %75, %12
	%86 = fcmp olt double %85, 0x10000000000000
	%87 = fmul double %85, 1.8014398509481984e+16
	%88 = select i1 %86, double %87, double %85
	%89 = bitcast double %88 to i64
	%90 = add i64 %89, 2638149301829632
	%91 = lshr i64 %90, 52
	%92 = sub i64 %91, 1023
	%93 = sub i64 %92, 54
	%94 = select i1 %86, i64 %93, i64 %92
	%95 = and i64 %90, u0xFFFFFFFFFFFFF
	%96 = add i64 %95, 4604544269498187776
	%97 = bitcast i64 %96 to double
	%98 = sitofp i64 %94 to double
	%99 = fsub double %97, 1.0
	%100 = fadd double 2.0, %99
	%101 = fdiv double %99, %100
	%102 = fmul double 0.5, %99
	%103 = fmul double %102, %99
	%104 = fmul double %101, %101
	%105 = fmul double %104, %104
	%106 = call double @llvm.fma.f64(double 0x3FC2F112DF3E5244, double %105, double 0x3FC7466496CB03DE)
	%107 = call double @llvm.fma.f64(double %106, double %105, double 0x3FD2492494229359)
	%108 = call double @llvm.fma.f64(double %107, double %105, double 0x3FE5555555555593)
	%109 = fmul double %104, %108
	%110 = call double @llvm.fma.f64(double 0x3FC39A09D078C69F, double %105, double 0x3FCC71C51D8E78AF)
	%111 = call double @llvm.fma.f64(double %110, double %105, double 0x3FD999999997FA04)
	%112 = fmul double %105, %111
	%113 = fadd double %109, %112
	%114 = fadd double %103, %113
	%115 = fmul double %101, %114
	%116 = fmul double %98, 0x3DEA39EF35793C76
	%117 = fadd double %115, %116
	%118 = fmul double %98, 0x3FE62E42FEE00000
	%119 = fsub double %103, %117
	%120 = fsub double %119, %99
	%121 = fsub double %118, %120
	%122 = fcmp ogt double %85, 0x7FEFFFFFFFFFFFFF
	%123 = select i1 %122, double %85, double %121
	%124 = fcmp oeq double %85, 0.0
	%125 = select i1 %124, double 0xFFF0000000000000, double %123
	%126 = fcmp olt double %85, 0.0
	%127 = select i1 %126, double 0x7FF8000000000000, double %125
	%128 = fcmp uno double %85, %85
	%129 = select i1 %128, double %85, double %127
	%130 = fmul double %67, %129
	%131 = add i64 %35, %65
	%132 = and i64 %131, 7
	%133 = getelementptr inbounds double, double* %0, i64 %132
	%134 = load double, double* %133
	%135 = fadd double %134, %130
	%136 = getelementptr inbounds double, double* %0, i64 %132
	store double %135, double* %136
	%137 = add i64 %61, 1
	br label %nz4.head
}

declare double @llvm.fma.f64(double %0, double %1, double %2) nounwind
