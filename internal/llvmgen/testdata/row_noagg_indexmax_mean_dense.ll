; Golden IR of llvmgen test case row_noagg_indexmax_mean_dense (row no_agg, dense driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan row no_agg sparse_safe=false hash=10d8ffa9cda43fa5651088f8d7066905
;     in0 main dense matrix <- hop 0
;     in1 side dense scalar <- hop 1
;     t2 = in0 * in1
;     t3 = rowindexmax(t2)
;     t4 = rowmean(in0)
;     t5 = t3 + t4
;     out = t5

define void @fj_10d8ffa9cda43fa5651088f8d7066905(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
entry:
	%0 = alloca double, i64 8
	%1 = getelementptr inbounds double*, double** %vals, i64 0
	%2 = load double*, double** %1
	%3 = getelementptr inbounds double, double* %scalars, i64 1
	%4 = load double, double* %3
	%5 = getelementptr inbounds i64, i64* %aux, i64 0
	%6 = load i64, i64* %5
	%7 = inttoptr i64 %6 to double*
	%8 = getelementptr inbounds i64, i64* %aux, i64 5
	%9 = load i64, i64* %8
	%10 = getelementptr inbounds i64, i64* %aux, i64 6
	%11 = load i64, i64* %10
	%12 = getelementptr double, double* %7, i64 %9
	%13 = getelementptr inbounds i64, i64* %aux, i64 8
	%14 = load i64, i64* %13
	%15 = getelementptr inbounds i64, i64* %aux, i64 9
	%16 = load i64, i64* %15
	%17 = getelementptr double, double* %7, i64 %14
	%18 = getelementptr inbounds i64, i64* %aux, i64 11
	%19 = load i64, i64* %18
	%20 = getelementptr inbounds i64, i64* %aux, i64 12
	%21 = load i64, i64* %20
	%22 = getelementptr double, double* %7, i64 %19
	%23 = getelementptr inbounds i64, i64* %aux, i64 14
	%24 = load i64, i64* %23
	%25 = getelementptr inbounds i64, i64* %aux, i64 15
	%26 = load i64, i64* %25
	%27 = getelementptr double, double* %7, i64 %24
	%28 = getelementptr inbounds i64, i64* %aux, i64 17
	%29 = load i64, i64* %28
	%30 = getelementptr inbounds i64, i64* %aux, i64 18
	%31 = load i64, i64* %30
	%32 = getelementptr double, double* %7, i64 %29
	%33 = getelementptr inbounds i64, i64* %aux, i64 20
	%34 = load i64, i64* %33
	%35 = getelementptr inbounds i64, i64* %aux, i64 21
	%36 = load i64, i64* %35
	%37 = getelementptr double, double* %7, i64 %34
	br label %row1.head

row1.head:
	%38 = phi i64 [ %rl, %entry ], [ %74, %row1.body ]
	%39 = icmp slt i64 %38, %ru
	br i1 %39, label %row1.body, label %row1.exit

row1.body:
	%40 = mul i64 %38, %11
	%41 = getelementptr double, double* %2, i64 %40
	call void @fjv_op6_vs(double* %41, double %4, double* %22, i64 %11)
	%42 = call double @fjv_indexmax(double* %22, i64 %11)
	call void @fjv_rowlanes_v(double* %0, double* %41, i64 %11)
	%43 = getelementptr inbounds double, double* %0, i64 0
	%44 = load double, double* %43
	%45 = getelementptr inbounds double, double* %0, i64 1
	%46 = load double, double* %45
	%47 = getelementptr inbounds double, double* %0, i64 2
	%48 = load double, double* %47
	%49 = getelementptr inbounds double, double* %0, i64 3
	%50 = load double, double* %49
	%51 = getelementptr inbounds double, double* %0, i64 4
	%52 = load double, double* %51
	%53 = getelementptr inbounds double, double* %0, i64 5
	%54 = load double, double* %53
	%55 = getelementptr inbounds double, double* %0, i64 6
	%56 = load double, double* %55
	%57 = getelementptr inbounds double, double* %0, i64 7
	%58 = load double, double* %57
	%59 = fadd double %44, %52
	%60 = fadd double %46, %54
	%61 = fadd double %48, %56
	%62 = fadd double %50, %58
	%63 = fadd double %59, %61
	%64 = fadd double %60, %62
	%65 = fadd double %63, %64
	%66 = sitofp i64 %11 to double
	%67 = fdiv double %65, %66
	%68 = fadd double %42, %67
	%69 = getelementptr inbounds double, double* %out, i64 %38
	%70 = fcmp uno double %68, %68
	%71 = bitcast double %68 to i64
	%72 = select i1 %70, i64 u0x7FF8000000000000, i64 %71
	%73 = bitcast double* %69 to i64*
	store i64 %72, i64* %73
	%74 = add i64 %38, 1
	br label %row1.head

row1.exit:
	ret void
}

define internal void @fjv_op6_vs(double* nocapture %x0, double %x1, double* noalias nocapture %c, i64 %n) nounwind {
entry:
	br label %k1.head

k1.head:
	%0 = phi i64 [ 0, %entry ], [ %10, %k1.body ]
	%1 = icmp slt i64 %0, %n
	br i1 %1, label %k1.body, label %k1.exit

k1.body:
	%2 = getelementptr inbounds double, double* %x0, i64 %0
	%3 = load double, double* %2
	%4 = fmul double %3, %x1
	%5 = getelementptr inbounds double, double* %c, i64 %0
	%6 = fcmp uno double %4, %4
	%7 = bitcast double %4 to i64
	%8 = select i1 %6, i64 u0x7FF8000000000000, i64 %7
	%9 = bitcast double* %5 to i64*
	store i64 %8, i64* %9
	%10 = add i64 %0, 1
	br label %k1.head

k1.exit:
	ret void
}

define internal double @fjv_indexmax(double* nocapture %a, i64 %n) nounwind {
entry:
	%0 = getelementptr inbounds double, double* %a, i64 0
	%1 = load double, double* %0
	br label %k1.head

k1.head:
	%2 = phi i64 [ 0, %entry ], [ %15, %k1.body ]
	%3 = phi double [ %1, %entry ], [ %14, %k1.body ]
	%4 = phi i64 [ 1, %entry ], [ %16, %k1.body ]
	%5 = icmp slt i64 %4, %n
	br i1 %5, label %k1.body, label %k1.exit

k1.body:
	%6 = getelementptr inbounds double, double* %a, i64 %4
	%7 = load double, double* %6
	%8 = fcmp uno double %3, %3
	%9 = xor i1 %8, true
	%10 = fcmp uno double %7, %7
	%11 = fcmp ogt double %7, %3
	%12 = or i1 %10, %11
	%13 = and i1 %9, %12
	%14 = select i1 %13, double %7, double %3
	%15 = select i1 %13, i64 %4, i64 %2
	%16 = add i64 %4, 1
	br label %k1.head

k1.exit:
	%17 = add i64 %2, 1
	%18 = sitofp i64 %17 to double
	ret double %18
}

define internal void @fjv_rowlanes_v(double* nocapture %lanes, double* nocapture %a, i64 %n) nounwind {
entry:
	%0 = lshr i64 %n, 3
	br label %blk1.head

blk1.head:
	%1 = phi <8 x double> [ zeroinitializer, %entry ], [ %8, %blk1.body ]
	%2 = phi i64 [ 0, %entry ], [ %9, %blk1.body ]
	%3 = icmp slt i64 %2, %0
	br i1 %3, label %blk1.body, label %blk1.exit

blk1.body:
	%4 = shl i64 %2, 3
	%5 = getelementptr inbounds double, double* %a, i64 %4
	%6 = bitcast double* %5 to <8 x double>*
	%7 = load <8 x double>, <8 x double>* %6, align 8
	%8 = fadd <8 x double> %1, %7
	%9 = add i64 %2, 1
	br label %blk1.head

blk1.exit:
	%10 = shl i64 %0, 3
	%11 = sub i64 %n, %10
	%12 = shl i64 1, %11
	%13 = sub i64 %12, 1
	%14 = trunc i64 %13 to i8
	%15 = bitcast i8 %14 to <8 x i1>
	%16 = getelementptr inbounds double, double* %a, i64 %10
	%17 = bitcast double* %16 to <8 x double>*
	%18 = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %17, i32 8, <8 x i1> %15, <8 x double> zeroinitializer)
	%19 = fadd <8 x double> %1, %18
	%20 = getelementptr inbounds double, double* %lanes, i64 0
	%21 = bitcast double* %20 to <8 x double>*
	%22 = fcmp uno <8 x double> %19, %19
	%23 = bitcast <8 x double> %19 to <8 x i64>
	%24 = select <8 x i1> %22, <8 x i64> <i64 u0x7FF8000000000000, i64 u0x7FF8000000000000, i64 u0x7FF8000000000000, i64 u0x7FF8000000000000, i64 u0x7FF8000000000000, i64 u0x7FF8000000000000, i64 u0x7FF8000000000000, i64 u0x7FF8000000000000>, <8 x i64> %23
	%25 = bitcast <8 x double>* %21 to <8 x i64>*
	store <8 x i64> %24, <8 x i64>* %25, align 8
	ret void
}

declare <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %0, i32 %1, <8 x i1> %2, <8 x double> %3) nounwind
