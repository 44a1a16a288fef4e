; Golden IR of llvmgen test case row_colagg_dense (row col_agg, dense driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan row col_agg(sum) sparse_safe=false hash=d02e54296101c4c7f1a6df5fd8c85506
;     in0 main dense matrix <- hop 0
;     t1 = rowsum(in0)
;     t2 = in0 / t1
;     out0 = colsum(t2)

define void @fj_d02e54296101c4c7f1a6df5fd8c85506(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
entry:
	%0 = alloca double, i64 8
	%1 = getelementptr inbounds double*, double** %vals, i64 0
	%2 = load double*, double** %1
	%3 = getelementptr inbounds i64, i64* %aux, i64 0
	%4 = load i64, i64* %3
	%5 = inttoptr i64 %4 to double*
	%6 = getelementptr inbounds i64, i64* %aux, i64 5
	%7 = load i64, i64* %6
	%8 = getelementptr inbounds i64, i64* %aux, i64 6
	%9 = load i64, i64* %8
	%10 = getelementptr double, double* %5, i64 %7
	%11 = getelementptr inbounds i64, i64* %aux, i64 8
	%12 = load i64, i64* %11
	%13 = getelementptr inbounds i64, i64* %aux, i64 9
	%14 = load i64, i64* %13
	%15 = getelementptr double, double* %5, i64 %12
	%16 = getelementptr inbounds i64, i64* %aux, i64 11
	%17 = load i64, i64* %16
	%18 = getelementptr inbounds i64, i64* %aux, i64 12
	%19 = load i64, i64* %18
	%20 = getelementptr double, double* %5, i64 %17
	br label %row1.head

row1.head:
	%21 = phi i64 [ %rl, %entry ], [ %48, %row1.body ]
	%22 = icmp slt i64 %21, %ru
	br i1 %22, label %row1.body, label %row1.exit

row1.body:
	%23 = mul i64 %21, %9
	%24 = getelementptr double, double* %2, i64 %23
	call void @fjv_rowlanes_v(double* %0, double* %24, i64 %9)
	%25 = getelementptr inbounds double, double* %0, i64 0
	%26 = load double, double* %25
	%27 = getelementptr inbounds double, double* %0, i64 1
	%28 = load double, double* %27
	%29 = getelementptr inbounds double, double* %0, i64 2
	%30 = load double, double* %29
	%31 = getelementptr inbounds double, double* %0, i64 3
	%32 = load double, double* %31
	%33 = getelementptr inbounds double, double* %0, i64 4
	%34 = load double, double* %33
	%35 = getelementptr inbounds double, double* %0, i64 5
	%36 = load double, double* %35
	%37 = getelementptr inbounds double, double* %0, i64 6
	%38 = load double, double* %37
	%39 = getelementptr inbounds double, double* %0, i64 7
	%40 = load double, double* %39
	%41 = fadd double %26, %34
	%42 = fadd double %28, %36
	%43 = fadd double %30, %38
	%44 = fadd double %32, %40
	%45 = fadd double %41, %43
	%46 = fadd double %42, %44
	%47 = fadd double %45, %46
	call void @fjv_op7_vs(double* %24, double %47, double* %20, i64 %9)
	call void @fjv_colfold_op35_v(double* %20, double* %out, i64 %9)
	%48 = add i64 %21, 1
	br label %row1.head

row1.exit:
	ret void
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

define internal void @fjv_op7_vs(double* nocapture %x0, double %x1, double* noalias nocapture %c, i64 %n) nounwind {
entry:
	br label %k1.head

k1.head:
	%0 = phi i64 [ 0, %entry ], [ %10, %k1.body ]
	%1 = icmp slt i64 %0, %n
	br i1 %1, label %k1.body, label %k1.exit

k1.body:
	%2 = getelementptr inbounds double, double* %x0, i64 %0
	%3 = load double, double* %2
	%4 = fdiv double %3, %x1
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

define internal void @fjv_colfold_op35_v(double* nocapture %a, double* noalias nocapture %c, i64 %n) nounwind {
entry:
	br label %k1.head

k1.head:
	%0 = phi i64 [ 0, %entry ], [ %12, %k1.body ]
	%1 = icmp slt i64 %0, %n
	br i1 %1, label %k1.body, label %k1.exit

k1.body:
	%2 = getelementptr inbounds double, double* %c, i64 %0
	%3 = load double, double* %2
	%4 = getelementptr inbounds double, double* %a, i64 %0
	%5 = load double, double* %4
	%6 = fadd double %3, %5
	%7 = getelementptr inbounds double, double* %c, i64 %0
	%8 = fcmp uno double %6, %6
	%9 = bitcast double %6 to i64
	%10 = select i1 %8, i64 u0x7FF8000000000000, i64 %9
	%11 = bitcast double* %7 to i64*
	store i64 %10, i64* %11
	%12 = add i64 %0, 1
	br label %k1.head

k1.exit:
	ret void
}
