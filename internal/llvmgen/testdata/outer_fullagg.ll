; Golden IR of llvmgen test case outer_fullagg (outer full_agg, sparse_safe driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan outer full_agg(sum) sparse_safe=true hash=b80bedf4bf561d54116378128fe1f82b
;     in0 main sparse matrix <- hop 0
;     in1 side dense rows-i <- hop 1
;     in2 side dense rows-j <- hop 2
;     in3 side dense scalar <- hop 5
;     t1 = dot(in1[i,], in2[j,])
;     t3 = t1 + in3
;     t4 = log(t3)
;     t5 = in0 * t4
;     out0 = fulsum(t5)

define void @fj_b80bedf4bf561d54116378128fe1f82b(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
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
	%10 = getelementptr inbounds double, double* %scalars, i64 3
	%11 = load double, double* %10
	%12 = getelementptr inbounds i64, i64* %aux, i64 2
	%13 = load i64, i64* %12
	%14 = getelementptr inbounds i64, i64* %aux, i64 3
	%15 = load i64, i64* %14
	br label %row1.head

row1.head:
	%16 = phi double [ 0.0, %entry ], [ %26, %nz4.exit ]
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
	br label %nz4.head

row1.exit:
	%25 = getelementptr inbounds double, double* %out, i64 0
	store double %16, double* %25
	ret void

nz4.head:
	%26 = phi double [ %16, %row1.body ], [ %97, %dot7.exit ]
	%27 = phi i64 [ %21, %row1.body ], [ %98, %dot7.exit ]
	%28 = icmp slt i64 %27, %24
	br i1 %28, label %nz4.body, label %nz4.exit

nz4.body:
	%29 = getelementptr inbounds i32, i32* %5, i64 %27
	%30 = load i32, i32* %29
	%31 = sext i32 %30 to i64
	%32 = getelementptr inbounds double, double* %1, i64 %27
	%33 = load double, double* %32
	%34 = mul i64 %17, %13
	%35 = getelementptr double, double* %7, i64 %34
	%36 = mul i64 %31, %13
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
	%43 = icmp slt i64 %42, %13
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
	%51 = fadd double %41, %11
	%52 = fcmp olt double %51, 0x10000000000000
	%53 = fmul double %51, 1.8014398509481984e+16
	%54 = select i1 %52, double %53, double %51
	%55 = bitcast double %54 to i64
	%56 = add i64 %55, 2638149301829632
	%57 = lshr i64 %56, 52
	%58 = sub i64 %57, 1023
	%59 = sub i64 %58, 54
	%60 = select i1 %52, i64 %59, i64 %58
	%61 = and i64 %56, u0xFFFFFFFFFFFFF
	%62 = add i64 %61, 4604544269498187776
	%63 = bitcast i64 %62 to double
	%64 = sitofp i64 %60 to double
	%65 = fsub double %63, 1.0
	%66 = fadd double 2.0, %65
	%67 = fdiv double %65, %66
	%68 = fmul double 0.5, %65
	%69 = fmul double %68, %65
	%70 = fmul double %67, %67
	%71 = fmul double %70, %70
	%72 = call double @llvm.fma.f64(double 0x3FC2F112DF3E5244, double %71, double 0x3FC7466496CB03DE)
	%73 = call double @llvm.fma.f64(double %72, double %71, double 0x3FD2492494229359)
	%74 = call double @llvm.fma.f64(double %73, double %71, double 0x3FE5555555555593)
	%75 = fmul double %70, %74
	%76 = call double @llvm.fma.f64(double 0x3FC39A09D078C69F, double %71, double 0x3FCC71C51D8E78AF)
	%77 = call double @llvm.fma.f64(double %76, double %71, double 0x3FD999999997FA04)
	%78 = fmul double %71, %77
	%79 = fadd double %75, %78
	%80 = fadd double %69, %79
	%81 = fmul double %67, %80
	%82 = fmul double %64, 0x3DEA39EF35793C76
	%83 = fadd double %81, %82
	%84 = fmul double %64, 0x3FE62E42FEE00000
	%85 = fsub double %69, %83
	%86 = fsub double %85, %65
	%87 = fsub double %84, %86
	%88 = fcmp ogt double %51, 0x7FEFFFFFFFFFFFFF
	%89 = select i1 %88, double %51, double %87
	%90 = fcmp oeq double %51, 0.0
	%91 = select i1 %90, double 0xFFF0000000000000, double %89
	%92 = fcmp olt double %51, 0.0
	%93 = select i1 %92, double 0x7FF8000000000000, double %91
	%94 = fcmp uno double %51, %51
	%95 = select i1 %94, double %51, double %93
	%96 = fmul double %33, %95
	%97 = fadd reassoc double %26, %96
	%98 = add i64 %27, 1
	br label %nz4.head
}

declare double @llvm.fma.f64(double %0, double %1, double %2) nounwind
