; Golden IR of llvmgen test case cell_fullagg_sparse_safe (cell full_agg, sparse_safe driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan cell full_agg(sum) sparse_safe=true hash=4246c0018030b141d67c4c0776b70208
;     in0 main sparse matrix <- hop 0
;     in1 side dense matrix <- hop 1
;     in2 side dense scalar <- hop 2
;     t3 = in1 + in2
;     t4 = log(t3)
;     t5 = in0 * t4
;     out0 = fulsum(t5)

define void @fj_4246c0018030b141d67c4c0776b70208(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
entry:
	%0 = getelementptr inbounds double*, double** %vals, i64 0
	%1 = load double*, double** %0
	%2 = getelementptr inbounds i64*, i64** %rowptr, i64 0
	%3 = load i64*, i64** %2
	%4 = getelementptr inbounds i32*, i32** %colidx, i64 0
	%5 = load i32*, i32** %4
	%6 = getelementptr inbounds double*, double** %vals, i64 1
	%7 = load double*, double** %6
	%8 = getelementptr inbounds double, double* %scalars, i64 2
	%9 = load double, double* %8
	br label %row1.head

row1.head:
	%10 = phi double [ 0.0, %entry ], [ %20, %nz4.exit ]
	%11 = phi i64 [ %rl, %entry ], [ %81, %nz4.exit ]
	%12 = icmp slt i64 %11, %ru
	br i1 %12, label %row1.body, label %row1.exit

row1.body:
	%13 = mul i64 %11, %m
	%14 = getelementptr inbounds i64, i64* %3, i64 %11
	%15 = load i64, i64* %14
	%16 = add i64 %11, 1
	%17 = getelementptr inbounds i64, i64* %3, i64 %16
	%18 = load i64, i64* %17
	br label %nz4.head

row1.exit:
	%19 = getelementptr inbounds double, double* %out, i64 0
	store double %10, double* %19
	ret void

nz4.head:
	%20 = phi double [ %10, %row1.body ], [ %77, %nz4.body ]
	%21 = phi i64 [ %15, %row1.body ], [ %78, %nz4.body ]
	%22 = icmp slt i64 %21, %18
	br i1 %22, label %nz4.body, label %nz4.exit

nz4.body:
	%23 = getelementptr inbounds i32, i32* %5, i64 %21
	%24 = load i32, i32* %23
	%25 = sext i32 %24 to i64
	%26 = getelementptr inbounds double, double* %1, i64 %21
	%27 = load double, double* %26
	%28 = add i64 %13, %25
	%29 = getelementptr inbounds double, double* %7, i64 %28
	%30 = load double, double* %29
	%31 = fadd double %30, %9
	%32 = fcmp olt double %31, 0x10000000000000
	%33 = fmul double %31, 1.8014398509481984e+16
	%34 = select i1 %32, double %33, double %31
	%35 = bitcast double %34 to i64
	%36 = add i64 %35, 2638149301829632
	%37 = lshr i64 %36, 52
	%38 = sub i64 %37, 1023
	%39 = sub i64 %38, 54
	%40 = select i1 %32, i64 %39, i64 %38
	%41 = and i64 %36, u0xFFFFFFFFFFFFF
	%42 = add i64 %41, 4604544269498187776
	%43 = bitcast i64 %42 to double
	%44 = sitofp i64 %40 to double
	%45 = fsub double %43, 1.0
	%46 = fadd double 2.0, %45
	%47 = fdiv double %45, %46
	%48 = fmul double 0.5, %45
	%49 = fmul double %48, %45
	%50 = fmul double %47, %47
	%51 = fmul double %50, %50
	%52 = call double @llvm.fma.f64(double 0x3FC2F112DF3E5244, double %51, double 0x3FC7466496CB03DE)
	%53 = call double @llvm.fma.f64(double %52, double %51, double 0x3FD2492494229359)
	%54 = call double @llvm.fma.f64(double %53, double %51, double 0x3FE5555555555593)
	%55 = fmul double %50, %54
	%56 = call double @llvm.fma.f64(double 0x3FC39A09D078C69F, double %51, double 0x3FCC71C51D8E78AF)
	%57 = call double @llvm.fma.f64(double %56, double %51, double 0x3FD999999997FA04)
	%58 = fmul double %51, %57
	%59 = fadd double %55, %58
	%60 = fadd double %49, %59
	%61 = fmul double %47, %60
	%62 = fmul double %44, 0x3DEA39EF35793C76
	%63 = fadd double %61, %62
	%64 = fmul double %44, 0x3FE62E42FEE00000
	%65 = fsub double %49, %63
	%66 = fsub double %65, %45
	%67 = fsub double %64, %66
	%68 = fcmp ogt double %31, 0x7FEFFFFFFFFFFFFF
	%69 = select i1 %68, double %31, double %67
	%70 = fcmp oeq double %31, 0.0
	%71 = select i1 %70, double 0xFFF0000000000000, double %69
	%72 = fcmp olt double %31, 0.0
	%73 = select i1 %72, double 0x7FF8000000000000, double %71
	%74 = fcmp uno double %31, %31
	%75 = select i1 %74, double %31, double %73
	%76 = fmul double %27, %75
	%77 = fadd reassoc double %20, %76
	%78 = add i64 %21, 1
	br label %nz4.head

nz4.exit:
	%79 = sub i64 %18, %15
	%80 = icmp slt i64 %79, %m
	%81 = add i64 %11, 1
	br label %row1.head
}

declare double @llvm.fma.f64(double %0, double %1, double %2) nounwind
