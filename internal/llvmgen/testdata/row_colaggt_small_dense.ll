; Golden IR of llvmgen test case row_colaggt_small_dense (row col_agg_t, dense driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan row col_agg_t sparse_safe=false hash=e8cd16279963b6179341a4ebe833c5e9
;     in0 main dense matrix <- hop 0
;     in1 side dense matrix <- hop 2
;     in2 side dense whole <- hop 3
;     t2 = in0 %*% in2
;     t3 = in1 * t2
;     out += t(in0) %*% t3

define void @fj_e8cd16279963b6179341a4ebe833c5e9(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
entry:
	%0 = alloca double, i64 12
	%1 = getelementptr inbounds double*, double** %vals, i64 0
	%2 = load double*, double** %1
	%3 = getelementptr inbounds double*, double** %vals, i64 1
	%4 = load double*, double** %3
	%5 = getelementptr inbounds double*, double** %vals, i64 2
	%6 = load double*, double** %5
	%7 = getelementptr inbounds i64, i64* %aux, i64 0
	%8 = load i64, i64* %7
	%9 = inttoptr i64 %8 to double*
	%10 = getelementptr inbounds i64, i64* %aux, i64 5
	%11 = load i64, i64* %10
	%12 = getelementptr inbounds i64, i64* %aux, i64 6
	%13 = load i64, i64* %12
	%14 = getelementptr double, double* %9, i64 %11
	%15 = getelementptr inbounds i64, i64* %aux, i64 8
	%16 = load i64, i64* %15
	%17 = getelementptr inbounds i64, i64* %aux, i64 9
	%18 = load i64, i64* %17
	%19 = getelementptr double, double* %9, i64 %16
	%20 = getelementptr inbounds i64, i64* %aux, i64 11
	%21 = load i64, i64* %20
	%22 = getelementptr inbounds i64, i64* %aux, i64 12
	%23 = load i64, i64* %22
	%24 = getelementptr double, double* %9, i64 %21
	%25 = getelementptr inbounds i64, i64* %aux, i64 14
	%26 = load i64, i64* %25
	%27 = getelementptr inbounds i64, i64* %aux, i64 15
	%28 = load i64, i64* %27
	%29 = getelementptr double, double* %9, i64 %26
	br label %rowblk1.head

rowblk1.head:
	%30 = phi i64 [ %rl, %entry ], [ %105, %rowblk1.body ]
	%31 = add i64 %30, 4
	%32 = icmp sle i64 %31, %ru
	br i1 %32, label %rowblk1.body, label %rowblk1.exit

rowblk1.body:
	%33 = add i64 %30, 0
	%34 = mul i64 %33, %13
	%35 = getelementptr double, double* %4, i64 %34
	%36 = mul i64 %33, %18
	%37 = getelementptr double, double* %2, i64 %36
	call void @fjv_matvec_p_k3(double* %37, double* %6, double* %24, i64 %18)
	call void @fjv_op6_vv(double* %35, double* %24, double* %29, i64 %13)
	%38 = getelementptr inbounds i64, i64* %aux, i64 4
	%39 = load i64, i64* %38
	%40 = mul i64 %33, %39
	%41 = getelementptr double, double* %2, i64 %40
	%42 = getelementptr inbounds double, double* %29, i64 0
	%43 = load double, double* %42
	%44 = getelementptr inbounds double, double* %0, i64 0
	store double %43, double* %44
	%45 = getelementptr inbounds double, double* %29, i64 1
	%46 = load double, double* %45
	%47 = getelementptr inbounds double, double* %0, i64 1
	store double %46, double* %47
	%48 = getelementptr inbounds double, double* %29, i64 2
	%49 = load double, double* %48
	%50 = getelementptr inbounds double, double* %0, i64 2
	store double %49, double* %50
	%51 = add i64 %30, 1
	%52 = mul i64 %51, %13
	%53 = getelementptr double, double* %4, i64 %52
	%54 = mul i64 %51, %18
	%55 = getelementptr double, double* %2, i64 %54
	call void @fjv_matvec_p_k3(double* %55, double* %6, double* %24, i64 %18)
	call void @fjv_op6_vv(double* %53, double* %24, double* %29, i64 %13)
	%56 = getelementptr inbounds i64, i64* %aux, i64 4
	%57 = load i64, i64* %56
	%58 = mul i64 %51, %57
	%59 = getelementptr double, double* %2, i64 %58
	%60 = getelementptr inbounds double, double* %29, i64 0
	%61 = load double, double* %60
	%62 = getelementptr inbounds double, double* %0, i64 3
	store double %61, double* %62
	%63 = getelementptr inbounds double, double* %29, i64 1
	%64 = load double, double* %63
	%65 = getelementptr inbounds double, double* %0, i64 4
	store double %64, double* %65
	%66 = getelementptr inbounds double, double* %29, i64 2
	%67 = load double, double* %66
	%68 = getelementptr inbounds double, double* %0, i64 5
	store double %67, double* %68
	%69 = add i64 %30, 2
	%70 = mul i64 %69, %13
	%71 = getelementptr double, double* %4, i64 %70
	%72 = mul i64 %69, %18
	%73 = getelementptr double, double* %2, i64 %72
	call void @fjv_matvec_p_k3(double* %73, double* %6, double* %24, i64 %18)
	call void @fjv_op6_vv(double* %71, double* %24, double* %29, i64 %13)
	%74 = getelementptr inbounds i64, i64* %aux, i64 4
	%75 = load i64, i64* %74
	%76 = mul i64 %69, %75
	%77 = getelementptr double, double* %2, i64 %76
	%78 = getelementptr inbounds double, double* %29, i64 0
	%79 = load double, double* %78
	%80 = getelementptr inbounds double, double* %0, i64 6
	store double %79, double* %80
	%81 = getelementptr inbounds double, double* %29, i64 1
	%82 = load double, double* %81
	%83 = getelementptr inbounds double, double* %0, i64 7
	store double %82, double* %83
	%84 = getelementptr inbounds double, double* %29, i64 2
	%85 = load double, double* %84
	%86 = getelementptr inbounds double, double* %0, i64 8
	store double %85, double* %86
	%87 = add i64 %30, 3
	%88 = mul i64 %87, %13
	%89 = getelementptr double, double* %4, i64 %88
	%90 = mul i64 %87, %18
	%91 = getelementptr double, double* %2, i64 %90
	call void @fjv_matvec_p_k3(double* %91, double* %6, double* %24, i64 %18)
	call void @fjv_op6_vv(double* %89, double* %24, double* %29, i64 %13)
	%92 = getelementptr inbounds i64, i64* %aux, i64 4
	%93 = load i64, i64* %92
	%94 = mul i64 %87, %93
	%95 = getelementptr double, double* %2, i64 %94
	%96 = getelementptr inbounds double, double* %29, i64 0
	%97 = load double, double* %96
	%98 = getelementptr inbounds double, double* %0, i64 9
	store double %97, double* %98
	%99 = getelementptr inbounds double, double* %29, i64 1
	%100 = load double, double* %99
	%101 = getelementptr inbounds double, double* %0, i64 10
	store double %100, double* %101
	%102 = getelementptr inbounds double, double* %29, i64 2
	%103 = load double, double* %102
	%104 = getelementptr inbounds double, double* %0, i64 11
	store double %103, double* %104
	call void @fjv_addrows_r4_k3(double* %41, double* %59, double* %77, double* %95, i64 %93, double* %0, double* %out)
	%105 = add i64 %30, 4
	br label %rowblk1.head

rowblk1.exit:
	br label %row4.head

row4.head:
	%106 = phi i64 [ %30, %rowblk1.exit ], [ %116, %row4.body ]
	%107 = icmp slt i64 %106, %ru
	br i1 %107, label %row4.body, label %row4.exit

row4.body:
	%108 = mul i64 %106, %13
	%109 = getelementptr double, double* %4, i64 %108
	%110 = mul i64 %106, %18
	%111 = getelementptr double, double* %2, i64 %110
	call void @fjv_matvec_p_k3(double* %111, double* %6, double* %24, i64 %18)
	call void @fjv_op6_vv(double* %109, double* %24, double* %29, i64 %13)
	%112 = getelementptr inbounds i64, i64* %aux, i64 4
	%113 = load i64, i64* %112
	%114 = mul i64 %106, %113
	%115 = getelementptr double, double* %2, i64 %114
	call void @fjv_outer_t_k3(double* %115, i64 %113, double* %29, double* %out)
	%116 = add i64 %106, 1
	br label %row4.head

row4.exit:
	ret void
}

define internal void @fjv_matvec_p_k3(double* nocapture %x, double* nocapture %Bt, double* noalias nocapture %c, i64 %n) nounwind {
entry:
	%0 = mul i64 0, %n
	%1 = getelementptr double, double* %Bt, i64 %0
	%2 = mul i64 1, %n
	%3 = getelementptr double, double* %Bt, i64 %2
	%4 = mul i64 2, %n
	%5 = getelementptr double, double* %Bt, i64 %4
	br label %l1.head

l1.head:
	%6 = phi double [ 0.0, %entry ], [ %24, %l1.body ]
	%7 = phi double [ 0.0, %entry ], [ %20, %l1.body ]
	%8 = phi double [ 0.0, %entry ], [ %16, %l1.body ]
	%9 = phi i64 [ 0, %entry ], [ %25, %l1.body ]
	%10 = icmp slt i64 %9, %n
	br i1 %10, label %l1.body, label %l1.exit

l1.body:
	%11 = getelementptr inbounds double, double* %x, i64 %9
	%12 = load double, double* %11
	%13 = getelementptr inbounds double, double* %1, i64 %9
	%14 = load double, double* %13
	%15 = fmul double %12, %14
	%16 = fadd reassoc double %8, %15
	%17 = getelementptr inbounds double, double* %3, i64 %9
	%18 = load double, double* %17
	%19 = fmul double %12, %18
	%20 = fadd reassoc double %7, %19
	%21 = getelementptr inbounds double, double* %5, i64 %9
	%22 = load double, double* %21
	%23 = fmul double %12, %22
	%24 = fadd reassoc double %6, %23
	%25 = add i64 %9, 1
	br label %l1.head

l1.exit:
	%26 = getelementptr inbounds double, double* %c, i64 0
	store double %8, double* %26
	%27 = getelementptr inbounds double, double* %c, i64 1
	store double %7, double* %27
	%28 = getelementptr inbounds double, double* %c, i64 2
	store double %6, double* %28
	ret void
}

define internal void @fjv_op6_vv(double* nocapture %x0, double* nocapture %x1, double* noalias nocapture %c, i64 %n) nounwind {
entry:
	br label %k1.head

k1.head:
	%0 = phi i64 [ 0, %entry ], [ %8, %k1.body ]
	%1 = icmp slt i64 %0, %n
	br i1 %1, label %k1.body, label %k1.exit

k1.body:
	%2 = getelementptr inbounds double, double* %x0, i64 %0
	%3 = load double, double* %2
	%4 = getelementptr inbounds double, double* %x1, i64 %0
	%5 = load double, double* %4
	%6 = fmul double %3, %5
	%7 = getelementptr inbounds double, double* %c, i64 %0
	store double %6, double* %7
	%8 = add i64 %0, 1
	br label %k1.head

k1.exit:
	ret void
}

define internal void @fjv_addrows_r4_k3(double* nocapture %z0, double* nocapture %z1, double* nocapture %z2, double* nocapture %z3, i64 %n, double* nocapture %w, double* noalias nocapture %C) nounwind {
entry:
	%0 = getelementptr inbounds double, double* %w, i64 0
	%1 = load double, double* %0
	%2 = getelementptr inbounds double, double* %w, i64 1
	%3 = load double, double* %2
	%4 = getelementptr inbounds double, double* %w, i64 2
	%5 = load double, double* %4
	%6 = getelementptr inbounds double, double* %w, i64 3
	%7 = load double, double* %6
	%8 = getelementptr inbounds double, double* %w, i64 4
	%9 = load double, double* %8
	%10 = getelementptr inbounds double, double* %w, i64 5
	%11 = load double, double* %10
	%12 = getelementptr inbounds double, double* %w, i64 6
	%13 = load double, double* %12
	%14 = getelementptr inbounds double, double* %w, i64 7
	%15 = load double, double* %14
	%16 = getelementptr inbounds double, double* %w, i64 8
	%17 = load double, double* %16
	%18 = getelementptr inbounds double, double* %w, i64 9
	%19 = load double, double* %18
	%20 = getelementptr inbounds double, double* %w, i64 10
	%21 = load double, double* %20
	%22 = getelementptr inbounds double, double* %w, i64 11
	%23 = load double, double* %22
	%24 = mul i64 0, %n
	%25 = getelementptr double, double* %C, i64 %24
	%26 = mul i64 1, %n
	%27 = getelementptr double, double* %C, i64 %26
	%28 = mul i64 2, %n
	%29 = getelementptr double, double* %C, i64 %28
	br label %j1.head

j1.head:
	%30 = phi i64 [ 0, %entry ], [ %73, %j1.body ]
	%31 = icmp slt i64 %30, %n
	br i1 %31, label %j1.body, label %j1.exit

j1.body:
	%32 = getelementptr inbounds double, double* %z0, i64 %30
	%33 = load double, double* %32
	%34 = getelementptr inbounds double, double* %z1, i64 %30
	%35 = load double, double* %34
	%36 = getelementptr inbounds double, double* %z2, i64 %30
	%37 = load double, double* %36
	%38 = getelementptr inbounds double, double* %z3, i64 %30
	%39 = load double, double* %38
	%40 = getelementptr inbounds double, double* %25, i64 %30
	%41 = load double, double* %40
	%42 = fmul double %33, %1
	%43 = fadd double %41, %42
	%44 = fmul double %35, %7
	%45 = fadd double %43, %44
	%46 = fmul double %37, %13
	%47 = fadd double %45, %46
	%48 = fmul double %39, %19
	%49 = fadd double %47, %48
	%50 = getelementptr inbounds double, double* %25, i64 %30
	store double %49, double* %50
	%51 = getelementptr inbounds double, double* %27, i64 %30
	%52 = load double, double* %51
	%53 = fmul double %33, %3
	%54 = fadd double %52, %53
	%55 = fmul double %35, %9
	%56 = fadd double %54, %55
	%57 = fmul double %37, %15
	%58 = fadd double %56, %57
	%59 = fmul double %39, %21
	%60 = fadd double %58, %59
	%61 = getelementptr inbounds double, double* %27, i64 %30
	store double %60, double* %61
	%62 = getelementptr inbounds double, double* %29, i64 %30
	%63 = load double, double* %62
	%64 = fmul double %33, %5
	%65 = fadd double %63, %64
	%66 = fmul double %35, %11
	%67 = fadd double %65, %66
	%68 = fmul double %37, %17
	%69 = fadd double %67, %68
	%70 = fmul double %39, %23
	%71 = fadd double %69, %70
	%72 = getelementptr inbounds double, double* %29, i64 %30
	store double %71, double* %72
	%73 = add i64 %30, 1
	br label %j1.head

j1.exit:
	ret void
}

define internal void @fjv_outer_t_k3(double* nocapture %z, i64 %n, double* nocapture %w, double* noalias nocapture %C) nounwind {
entry:
	%0 = getelementptr inbounds double, double* %w, i64 0
	%1 = load double, double* %0
	%2 = mul i64 0, %n
	%3 = getelementptr double, double* %C, i64 %2
	%4 = getelementptr inbounds double, double* %w, i64 1
	%5 = load double, double* %4
	%6 = mul i64 1, %n
	%7 = getelementptr double, double* %C, i64 %6
	%8 = getelementptr inbounds double, double* %w, i64 2
	%9 = load double, double* %8
	%10 = mul i64 2, %n
	%11 = getelementptr double, double* %C, i64 %10
	br label %j1.head

j1.head:
	%12 = phi i64 [ 0, %entry ], [ %31, %j1.body ]
	%13 = icmp slt i64 %12, %n
	br i1 %13, label %j1.body, label %j1.exit

j1.body:
	%14 = getelementptr inbounds double, double* %z, i64 %12
	%15 = load double, double* %14
	%16 = getelementptr inbounds double, double* %3, i64 %12
	%17 = load double, double* %16
	%18 = fmul double %15, %1
	%19 = fadd double %17, %18
	%20 = getelementptr inbounds double, double* %3, i64 %12
	store double %19, double* %20
	%21 = getelementptr inbounds double, double* %7, i64 %12
	%22 = load double, double* %21
	%23 = fmul double %15, %5
	%24 = fadd double %22, %23
	%25 = getelementptr inbounds double, double* %7, i64 %12
	store double %24, double* %25
	%26 = getelementptr inbounds double, double* %11, i64 %12
	%27 = load double, double* %26
	%28 = fmul double %15, %9
	%29 = fadd double %27, %28
	%30 = getelementptr inbounds double, double* %11, i64 %12
	store double %29, double* %30
	%31 = add i64 %12, 1
	br label %j1.head

j1.exit:
	ret void
}
