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
	%30 = phi i64 [ %rl, %entry ], [ %81, %rowblk1.body ]
	%31 = add i64 %30, 4
	%32 = icmp sle i64 %31, %ru
	br i1 %32, label %rowblk1.body, label %rowblk1.exit

rowblk1.body:
	%33 = add i64 %30, 0
	%34 = getelementptr inbounds double, double* %4, i64 %33
	%35 = load double, double* %34
	%36 = mul i64 %33, %18
	%37 = getelementptr double, double* %2, i64 %36
	%38 = call double @fjv_dot_vv(double* %37, double* %6, i64 %18)
	%39 = fmul double %35, %38
	%40 = getelementptr inbounds i64, i64* %aux, i64 4
	%41 = load i64, i64* %40
	%42 = mul i64 %33, %41
	%43 = getelementptr double, double* %2, i64 %42
	%44 = getelementptr inbounds double, double* %0, i64 0
	store double %39, double* %44
	%45 = add i64 %30, 1
	%46 = getelementptr inbounds double, double* %4, i64 %45
	%47 = load double, double* %46
	%48 = mul i64 %45, %18
	%49 = getelementptr double, double* %2, i64 %48
	%50 = call double @fjv_dot_vv(double* %49, double* %6, i64 %18)
	%51 = fmul double %47, %50
	%52 = getelementptr inbounds i64, i64* %aux, i64 4
	%53 = load i64, i64* %52
	%54 = mul i64 %45, %53
	%55 = getelementptr double, double* %2, i64 %54
	%56 = getelementptr inbounds double, double* %0, i64 1
	store double %51, double* %56
	%57 = add i64 %30, 2
	%58 = getelementptr inbounds double, double* %4, i64 %57
	%59 = load double, double* %58
	%60 = mul i64 %57, %18
	%61 = getelementptr double, double* %2, i64 %60
	%62 = call double @fjv_dot_vv(double* %61, double* %6, i64 %18)
	%63 = fmul double %59, %62
	%64 = getelementptr inbounds i64, i64* %aux, i64 4
	%65 = load i64, i64* %64
	%66 = mul i64 %57, %65
	%67 = getelementptr double, double* %2, i64 %66
	%68 = getelementptr inbounds double, double* %0, i64 2
	store double %63, double* %68
	%69 = add i64 %30, 3
	%70 = getelementptr inbounds double, double* %4, i64 %69
	%71 = load double, double* %70
	%72 = mul i64 %69, %18
	%73 = getelementptr double, double* %2, i64 %72
	%74 = call double @fjv_dot_vv(double* %73, double* %6, i64 %18)
	%75 = fmul double %71, %74
	%76 = getelementptr inbounds i64, i64* %aux, i64 4
	%77 = load i64, i64* %76
	%78 = mul i64 %69, %77
	%79 = getelementptr double, double* %2, i64 %78
	%80 = getelementptr inbounds double, double* %0, i64 3
	store double %75, double* %80
	call void @fjv_addrows_r4_k1(double* %43, double* %55, double* %67, double* %79, i64 %77, double* %0, double* %out)
	%81 = add i64 %30, 4
	br label %rowblk1.head

rowblk1.exit:
	br label %row4.head

row4.head:
	%82 = phi i64 [ %30, %rowblk1.exit ], [ %94, %row4.body ]
	%83 = icmp slt i64 %82, %ru
	br i1 %83, label %row4.body, label %row4.exit

row4.body:
	%84 = getelementptr inbounds double, double* %4, i64 %82
	%85 = load double, double* %84
	%86 = mul i64 %82, %18
	%87 = getelementptr double, double* %2, i64 %86
	%88 = call double @fjv_dot_vv(double* %87, double* %6, i64 %18)
	%89 = fmul double %85, %88
	%90 = getelementptr inbounds i64, i64* %aux, i64 4
	%91 = load i64, i64* %90
	%92 = mul i64 %82, %91
	%93 = getelementptr double, double* %2, i64 %92
	call void @fjv_axpy_v(double* %93, double %89, double* %out, i64 %91)
	%94 = add i64 %82, 1
	br label %row4.head

row4.exit:
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
