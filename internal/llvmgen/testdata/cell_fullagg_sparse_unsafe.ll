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
	%0 = getelementptr inbounds double*, double** %vals, i64 0
	%1 = load double*, double** %0
	%2 = getelementptr inbounds i64*, i64** %rowptr, i64 0
	%3 = load i64*, i64** %2
	%4 = getelementptr inbounds i32*, i32** %colidx, i64 0
	%5 = load i32*, i32** %4
	%6 = getelementptr inbounds double, double* %scalars, i64 1
	%7 = load double, double* %6
	br label %row1.head

row1.head:
	%8 = phi double [ 0.0, %entry ], [ %19, %col4.exit ]
	%9 = phi i64 [ %rl, %entry ], [ %81, %col4.exit ]
	%10 = icmp slt i64 %9, %ru
	br i1 %10, label %row1.body, label %row1.exit

row1.body:
	%11 = mul i64 %9, %m
	%12 = getelementptr inbounds i64, i64* %3, i64 %9
	%13 = load i64, i64* %12
	%14 = add i64 %9, 1
	%15 = getelementptr inbounds i64, i64* %3, i64 %14
	%16 = load i64, i64* %15
	br label %col4.head

row1.exit:
	%17 = getelementptr inbounds double, double* %out, i64 0
	store double %8, double* %17
	ret void

col4.head:
	%18 = phi i64 [ %13, %row1.body ], [ %34, %col4.body ]
	%19 = phi double [ %8, %row1.body ], [ %79, %col4.body ]
	%20 = phi i64 [ 0, %row1.body ], [ %80, %col4.body ]
	%21 = icmp slt i64 %20, %m
	br i1 %21, label %col4.body, label %col4.exit

col4.body:
	%22 = icmp slt i64 %18, %16
	%23 = select i1 %22, i64 %18, i64 0
	%24 = getelementptr inbounds i32, i32* %5, i64 %23
	%25 = load i32, i32* %24
	%26 = sext i32 %25 to i64
	%27 = icmp eq i64 %26, %20
	%28 = and i1 %22, %27
	%29 = getelementptr inbounds double, double* %1, i64 %23
	%30 = load double, double* %29
	%31 = select i1 %28, double %30, double 0.0
	%32 = xor i1 %28, true
	%33 = zext i1 %28 to i64
	%34 = add i64 %18, %33
	%35 = fcmp ogt double %31, %7
	%36 = uitofp i1 %35 to double
	%37 = select i1 %32, double 0.0, double %36
	%38 = fneg double %31
	%39 = fcmp ogt double %38, 710.0
	%40 = select i1 %39, double 710.0, double %38
	%41 = fcmp olt double %40, -746.0
	%42 = select i1 %41, double -746.0, double %40
	%43 = fmul double %42, 0x3FF71547652B82FE
	%44 = fadd double %43, 6.755399441055744e+15
	%45 = fsub double %44, 6.755399441055744e+15
	%46 = bitcast double %44 to i64
	%47 = sub i64 %46, u0x4338000000000000
	%48 = fneg double %45
	%49 = call double @llvm.fma.f64(double %48, double 0x3FE62E42FEE00000, double %42)
	%50 = call double @llvm.fma.f64(double %48, double 0x3DEA39EF35793C76, double %49)
	%51 = call double @llvm.fma.f64(double 0x3DE6124613A86D09, double %50, double 0x3E21EED8EFF8D898)
	%52 = call double @llvm.fma.f64(double %51, double %50, double 0x3E5AE64567F544E4)
	%53 = call double @llvm.fma.f64(double %52, double %50, double 0x3E927E4FB7789F5C)
	%54 = call double @llvm.fma.f64(double %53, double %50, double 0x3EC71DE3A556C734)
	%55 = call double @llvm.fma.f64(double %54, double %50, double 0x3EFA01A01A01A01A)
	%56 = call double @llvm.fma.f64(double %55, double %50, double 0x3F2A01A01A01A01A)
	%57 = call double @llvm.fma.f64(double %56, double %50, double 0x3F56C16C16C16C17)
	%58 = call double @llvm.fma.f64(double %57, double %50, double 0x3F81111111111111)
	%59 = call double @llvm.fma.f64(double %58, double %50, double 0x3FA5555555555555)
	%60 = call double @llvm.fma.f64(double %59, double %50, double 0x3FC5555555555555)
	%61 = call double @llvm.fma.f64(double %60, double %50, double 0.5)
	%62 = fmul double %50, %50
	%63 = call double @llvm.fma.f64(double %62, double %61, double %50)
	%64 = fadd double 1.0, %63
	%65 = ashr i64 %47, 1
	%66 = add i64 %65, 1023
	%67 = shl i64 %66, 52
	%68 = bitcast i64 %67 to double
	%69 = fmul double %64, %68
	%70 = sub i64 %47, %65
	%71 = add i64 %70, 1023
	%72 = shl i64 %71, 52
	%73 = bitcast i64 %72 to double
	%74 = fmul double %69, %73
	%75 = fadd double 1.0, %74
	%76 = fdiv double 1.0, %75
	%77 = fcmp une double %37, 0.0
	%78 = select i1 %77, double %31, double %76
	%79 = fadd reassoc double %19, %78
	%80 = add i64 %20, 1
	br label %col4.head

col4.exit:
	%81 = add i64 %9, 1
	br label %row1.head
}

declare double @llvm.fma.f64(double %0, double %1, double %2) nounwind
