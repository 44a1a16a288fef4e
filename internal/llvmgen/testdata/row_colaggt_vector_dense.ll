; Golden IR of llvmgen test case row_colaggt_vector_dense (row col_agg_t, dense driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan row col_agg_t sparse_safe=false hash=e73ec02210662fd95d60647b83ab8a3b
;     in0 main dense matrix <- hop 0
;     in1 side dense colvec <- hop 2
;     in2 side dense whole <- hop 3
;     t2 = in0 %*% in2
;     t3 = in1 * t2
;     out += t(in0) %*% t3

define void @fj_e73ec02210662fd95d60647b83ab8a3b(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
entry:
	%0 = alloca double, i64 4
	%1 = alloca double, i64 4
	%2 = getelementptr inbounds double*, double** %vals, i64 0
	%3 = load double*, double** %2
	%4 = getelementptr inbounds double*, double** %vals, i64 1
	%5 = load double*, double** %4
	%6 = getelementptr inbounds double*, double** %vals, i64 2
	%7 = load double*, double** %6
	%8 = getelementptr inbounds i64, i64* %aux, i64 0
	%9 = load i64, i64* %8
	%10 = inttoptr i64 %9 to double*
	%11 = getelementptr inbounds i64, i64* %aux, i64 5
	%12 = load i64, i64* %11
	%13 = getelementptr inbounds i64, i64* %aux, i64 6
	%14 = load i64, i64* %13
	%15 = getelementptr double, double* %10, i64 %12
	%16 = getelementptr inbounds i64, i64* %aux, i64 8
	%17 = load i64, i64* %16
	%18 = getelementptr inbounds i64, i64* %aux, i64 9
	%19 = load i64, i64* %18
	%20 = getelementptr double, double* %10, i64 %17
	%21 = getelementptr inbounds i64, i64* %aux, i64 11
	%22 = load i64, i64* %21
	%23 = getelementptr inbounds i64, i64* %aux, i64 12
	%24 = load i64, i64* %23
	%25 = getelementptr double, double* %10, i64 %22
	%26 = getelementptr inbounds i64, i64* %aux, i64 14
	%27 = load i64, i64* %26
	%28 = getelementptr inbounds i64, i64* %aux, i64 15
	%29 = load i64, i64* %28
	%30 = getelementptr double, double* %10, i64 %27
	br label %rowblk1.head

rowblk1.head:
	%31 = phi i64 [ %rl, %entry ], [ %99, %rowblk1.body ]
	%32 = add i64 %31, 4
	%33 = icmp sle i64 %32, %ru
	br i1 %33, label %rowblk1.body, label %rowblk1.exit

rowblk1.body:
	%34 = add i64 %31, 0
	%35 = mul i64 %34, %19
	%36 = getelementptr double, double* %3, i64 %35
	%37 = add i64 %31, 1
	%38 = mul i64 %37, %19
	%39 = getelementptr double, double* %3, i64 %38
	%40 = add i64 %31, 2
	%41 = mul i64 %40, %19
	%42 = getelementptr double, double* %3, i64 %41
	%43 = add i64 %31, 3
	%44 = mul i64 %43, %19
	%45 = getelementptr double, double* %3, i64 %44
	%46 = getelementptr double, double* %0, i64 0
	call void @fjv_dot_vv_r4(double* %36, double* %39, double* %42, double* %45, double* %7, double* %46, i64 %19)
	%47 = add i64 %31, 0
	%48 = getelementptr inbounds double, double* %5, i64 %47
	%49 = load double, double* %48
	%50 = mul i64 %47, %19
	%51 = getelementptr double, double* %3, i64 %50
	%52 = getelementptr inbounds double, double* %0, i64 0
	%53 = load double, double* %52
	%54 = fmul double %49, %53
	%55 = getelementptr inbounds i64, i64* %aux, i64 4
	%56 = load i64, i64* %55
	%57 = mul i64 %47, %56
	%58 = getelementptr double, double* %3, i64 %57
	%59 = getelementptr inbounds double, double* %1, i64 0
	store double %54, double* %59
	%60 = add i64 %31, 1
	%61 = getelementptr inbounds double, double* %5, i64 %60
	%62 = load double, double* %61
	%63 = mul i64 %60, %19
	%64 = getelementptr double, double* %3, i64 %63
	%65 = getelementptr inbounds double, double* %0, i64 1
	%66 = load double, double* %65
	%67 = fmul double %62, %66
	%68 = getelementptr inbounds i64, i64* %aux, i64 4
	%69 = load i64, i64* %68
	%70 = mul i64 %60, %69
	%71 = getelementptr double, double* %3, i64 %70
	%72 = getelementptr inbounds double, double* %1, i64 1
	store double %67, double* %72
	%73 = add i64 %31, 2
	%74 = getelementptr inbounds double, double* %5, i64 %73
	%75 = load double, double* %74
	%76 = mul i64 %73, %19
	%77 = getelementptr double, double* %3, i64 %76
	%78 = getelementptr inbounds double, double* %0, i64 2
	%79 = load double, double* %78
	%80 = fmul double %75, %79
	%81 = getelementptr inbounds i64, i64* %aux, i64 4
	%82 = load i64, i64* %81
	%83 = mul i64 %73, %82
	%84 = getelementptr double, double* %3, i64 %83
	%85 = getelementptr inbounds double, double* %1, i64 2
	store double %80, double* %85
	%86 = add i64 %31, 3
	%87 = getelementptr inbounds double, double* %5, i64 %86
	%88 = load double, double* %87
	%89 = mul i64 %86, %19
	%90 = getelementptr double, double* %3, i64 %89
	%91 = getelementptr inbounds double, double* %0, i64 3
	%92 = load double, double* %91
	%93 = fmul double %88, %92
	%94 = getelementptr inbounds i64, i64* %aux, i64 4
	%95 = load i64, i64* %94
	%96 = mul i64 %86, %95
	%97 = getelementptr double, double* %3, i64 %96
	%98 = getelementptr inbounds double, double* %1, i64 3
	store double %93, double* %98
	call void @fjv_addrows_r4_k1(double* %58, double* %71, double* %84, double* %97, i64 %95, double* %1, double* %out)
	%99 = add i64 %31, 4
	br label %rowblk1.head

rowblk1.exit:
	br label %row4.head

row4.head:
	%100 = phi i64 [ %31, %rowblk1.exit ], [ %112, %row4.body ]
	%101 = icmp slt i64 %100, %ru
	br i1 %101, label %row4.body, label %row4.exit

row4.body:
	%102 = getelementptr inbounds double, double* %5, i64 %100
	%103 = load double, double* %102
	%104 = mul i64 %100, %19
	%105 = getelementptr double, double* %3, i64 %104
	%106 = call double @fjv_dot_vv(double* %105, double* %7, i64 %19)
	%107 = fmul double %103, %106
	%108 = getelementptr inbounds i64, i64* %aux, i64 4
	%109 = load i64, i64* %108
	%110 = mul i64 %100, %109
	%111 = getelementptr double, double* %3, i64 %110
	call void @fjv_axpy_v(double* %111, double %107, double* %out, i64 %109)
	%112 = add i64 %100, 1
	br label %row4.head

row4.exit:
	ret void
}

define internal void @fjv_dot_vv_r4(double* nocapture %x0, double* nocapture %x1, double* nocapture %x2, double* nocapture %x3, double* nocapture %b, double* noalias nocapture %res, i64 %n) nounwind {
entry:
	br label %k1.head

k1.head:
	%0 = phi double [ 0.0, %entry ], [ %23, %k1.body ]
	%1 = phi double [ 0.0, %entry ], [ %19, %k1.body ]
	%2 = phi double [ 0.0, %entry ], [ %15, %k1.body ]
	%3 = phi double [ 0.0, %entry ], [ %11, %k1.body ]
	%4 = phi i64 [ 0, %entry ], [ %24, %k1.body ]
	%5 = icmp slt i64 %4, %n
	br i1 %5, label %k1.body, label %k1.exit

k1.body:
	%6 = getelementptr inbounds double, double* %b, i64 %4
	%7 = load double, double* %6
	%8 = getelementptr inbounds double, double* %x0, i64 %4
	%9 = load double, double* %8
	%10 = fmul double %9, %7
	%11 = fadd reassoc double %3, %10
	%12 = getelementptr inbounds double, double* %x1, i64 %4
	%13 = load double, double* %12
	%14 = fmul double %13, %7
	%15 = fadd reassoc double %2, %14
	%16 = getelementptr inbounds double, double* %x2, i64 %4
	%17 = load double, double* %16
	%18 = fmul double %17, %7
	%19 = fadd reassoc double %1, %18
	%20 = getelementptr inbounds double, double* %x3, i64 %4
	%21 = load double, double* %20
	%22 = fmul double %21, %7
	%23 = fadd reassoc double %0, %22
	%24 = add i64 %4, 1
	br label %k1.head

k1.exit:
	%25 = getelementptr inbounds double, double* %res, i64 0
	store double %3, double* %25
	%26 = getelementptr inbounds double, double* %res, i64 1
	store double %2, double* %26
	%27 = getelementptr inbounds double, double* %res, i64 2
	store double %1, double* %27
	%28 = getelementptr inbounds double, double* %res, i64 3
	store double %0, double* %28
	ret void
}

define internal void @fjv_addrows_r4_k1(double* nocapture %z0, double* nocapture %z1, double* nocapture %z2, double* nocapture %z3, i64 %n, double* nocapture %w, double* noalias nocapture %C) nounwind {
entry:
	%0 = getelementptr inbounds double, double* %w, i64 0
	%1 = load double, double* %0
	%2 = getelementptr inbounds double, double* %w, i64 1
	%3 = load double, double* %2
	%4 = getelementptr inbounds double, double* %w, i64 2
	%5 = load double, double* %4
	%6 = getelementptr inbounds double, double* %w, i64 3
	%7 = load double, double* %6
	%8 = mul i64 0, %n
	%9 = getelementptr double, double* %C, i64 %8
	br label %j1.head

j1.head:
	%10 = phi i64 [ 0, %entry ], [ %31, %j1.body ]
	%11 = icmp slt i64 %10, %n
	br i1 %11, label %j1.body, label %j1.exit

j1.body:
	%12 = getelementptr inbounds double, double* %z0, i64 %10
	%13 = load double, double* %12
	%14 = getelementptr inbounds double, double* %z1, i64 %10
	%15 = load double, double* %14
	%16 = getelementptr inbounds double, double* %z2, i64 %10
	%17 = load double, double* %16
	%18 = getelementptr inbounds double, double* %z3, i64 %10
	%19 = load double, double* %18
	%20 = getelementptr inbounds double, double* %9, i64 %10
	%21 = load double, double* %20
	%22 = fmul double %13, %1
	%23 = fadd double %21, %22
	%24 = fmul double %15, %3
	%25 = fadd double %23, %24
	%26 = fmul double %17, %5
	%27 = fadd double %25, %26
	%28 = fmul double %19, %7
	%29 = fadd double %27, %28
	%30 = getelementptr inbounds double, double* %9, i64 %10
	store double %29, double* %30
	%31 = add i64 %10, 1
	br label %j1.head

j1.exit:
	ret void
}

define internal double @fjv_dot_vv(double* nocapture %a, double* nocapture %b, i64 %n) nounwind {
entry:
	br label %k1.head

k1.head:
	%0 = phi double [ 0.0, %entry ], [ %8, %k1.body ]
	%1 = phi i64 [ 0, %entry ], [ %9, %k1.body ]
	%2 = icmp slt i64 %1, %n
	br i1 %2, label %k1.body, label %k1.exit

k1.body:
	%3 = getelementptr inbounds double, double* %a, i64 %1
	%4 = load double, double* %3
	%5 = getelementptr inbounds double, double* %b, i64 %1
	%6 = load double, double* %5
	%7 = fmul double %4, %6
	%8 = fadd reassoc double %0, %7
	%9 = add i64 %1, 1
	br label %k1.head

k1.exit:
	ret double %0
}

define internal void @fjv_axpy_v(double* nocapture %a, double %w, double* noalias nocapture %c, i64 %n) nounwind {
entry:
	br label %k1.head

k1.head:
	%0 = phi i64 [ 0, %entry ], [ %9, %k1.body ]
	%1 = icmp slt i64 %0, %n
	br i1 %1, label %k1.body, label %k1.exit

k1.body:
	%2 = getelementptr inbounds double, double* %c, i64 %0
	%3 = load double, double* %2
	%4 = getelementptr inbounds double, double* %a, i64 %0
	%5 = load double, double* %4
	%6 = fmul double %5, %w
	%7 = fadd double %3, %6
	%8 = getelementptr inbounds double, double* %c, i64 %0
	store double %7, double* %8
	%9 = add i64 %0, 1
	br label %k1.head

k1.exit:
	ret void
}
