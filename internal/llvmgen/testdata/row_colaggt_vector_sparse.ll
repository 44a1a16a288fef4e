; Golden IR of llvmgen test case row_colaggt_vector_sparse (row col_agg_t, sparse driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan row col_agg_t sparse_safe=false hash=bac44bdb04b09616061d93b2e18d57dd
;     in0 main sparse matrix <- hop 0
;     in1 side dense colvec <- hop 2
;     in2 side dense whole <- hop 3
;     t2 = in0 %*% in2
;     t3 = in1 * t2
;     out += t(in0) %*% t3

define void @fj_bac44bdb04b09616061d93b2e18d57dd(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
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
	%10 = getelementptr inbounds i64, i64* %aux, i64 0
	%11 = load i64, i64* %10
	%12 = inttoptr i64 %11 to double*
	%13 = getelementptr inbounds i64, i64* %aux, i64 5
	%14 = load i64, i64* %13
	%15 = getelementptr inbounds i64, i64* %aux, i64 6
	%16 = load i64, i64* %15
	%17 = getelementptr double, double* %12, i64 %14
	%18 = getelementptr inbounds i64, i64* %aux, i64 8
	%19 = load i64, i64* %18
	%20 = getelementptr inbounds i64, i64* %aux, i64 9
	%21 = load i64, i64* %20
	%22 = getelementptr double, double* %12, i64 %19
	%23 = getelementptr inbounds i64, i64* %aux, i64 10
	%24 = load i64, i64* %23
	%25 = getelementptr double, double* %12, i64 %24
	%26 = getelementptr inbounds i64, i64* %aux, i64 11
	%27 = load i64, i64* %26
	%28 = getelementptr inbounds i64, i64* %aux, i64 12
	%29 = load i64, i64* %28
	%30 = getelementptr double, double* %12, i64 %27
	%31 = getelementptr inbounds i64, i64* %aux, i64 14
	%32 = load i64, i64* %31
	%33 = getelementptr inbounds i64, i64* %aux, i64 15
	%34 = load i64, i64* %33
	%35 = getelementptr double, double* %12, i64 %32
	%36 = icmp slt i64 %rl, %ru
	br i1 %36, label %pipe.first, label %pipe.done

pipe.first:
	%37 = getelementptr inbounds double, double* %7, i64 %rl
	%38 = load double, double* %37
	%39 = getelementptr inbounds i64, i64* %3, i64 %rl
	%40 = load i64, i64* %39
	%41 = add i64 %rl, 1
	%42 = getelementptr inbounds i64, i64* %3, i64 %41
	%43 = load i64, i64* %42
	%44 = getelementptr double, double* %1, i64 %40
	%45 = getelementptr i32, i32* %5, i64 %40
	%46 = sub i64 %43, %40
	%47 = call double @fjv_dot_vg(double* %44, double* %9, i32* %45, i64 %46)
	%48 = fmul double %38, %47
	%49 = sub i64 %ru, 1
	br label %rowpipe3.head

pipe.done:
	ret void

rowpipe3.head:
	%50 = phi double [ %48, %pipe.first ], [ %85, %rowpipe3.body ]
	%51 = phi i64 [ %rl, %pipe.first ], [ %86, %rowpipe3.body ]
	%52 = icmp slt i64 %51, %49
	br i1 %52, label %rowpipe3.body, label %rowpipe3.exit

rowpipe3.body:
	%53 = add i64 %51, 1
	%54 = getelementptr inbounds i64, i64* %aux, i64 4
	%55 = load i64, i64* %54
	%56 = getelementptr inbounds i64, i64* %3, i64 %51
	%57 = load i64, i64* %56
	%58 = add i64 %51, 1
	%59 = getelementptr inbounds i64, i64* %3, i64 %58
	%60 = load i64, i64* %59
	%61 = getelementptr double, double* %1, i64 %57
	%62 = getelementptr i32, i32* %5, i64 %57
	%63 = sub i64 %60, %57
	%64 = getelementptr inbounds i64, i64* %aux, i64 4
	%65 = load i64, i64* %64
	%66 = getelementptr inbounds i64, i64* %3, i64 %53
	%67 = load i64, i64* %66
	%68 = add i64 %53, 1
	%69 = getelementptr inbounds i64, i64* %3, i64 %68
	%70 = load i64, i64* %69
	%71 = getelementptr double, double* %1, i64 %67
	%72 = getelementptr i32, i32* %5, i64 %67
	%73 = sub i64 %70, %67
	%74 = call double @fjv_dotaxpy_g(double* %61, double %50, i32* %62, double* %out, i64 %63, double* %71, double* %9, i32* %72, i64 %73)
	%75 = getelementptr inbounds double, double* %7, i64 %53
	%76 = load double, double* %75
	%77 = getelementptr inbounds i64, i64* %3, i64 %53
	%78 = load i64, i64* %77
	%79 = add i64 %53, 1
	%80 = getelementptr inbounds i64, i64* %3, i64 %79
	%81 = load i64, i64* %80
	%82 = getelementptr double, double* %1, i64 %78
	%83 = getelementptr i32, i32* %5, i64 %78
	%84 = sub i64 %81, %78
	%85 = fmul double %76, %74
	%86 = add i64 %51, 1
	br label %rowpipe3.head

rowpipe3.exit:
	%87 = getelementptr inbounds i64, i64* %aux, i64 4
	%88 = load i64, i64* %87
	%89 = getelementptr inbounds i64, i64* %3, i64 %49
	%90 = load i64, i64* %89
	%91 = add i64 %49, 1
	%92 = getelementptr inbounds i64, i64* %3, i64 %91
	%93 = load i64, i64* %92
	%94 = getelementptr double, double* %1, i64 %90
	%95 = getelementptr i32, i32* %5, i64 %90
	%96 = sub i64 %93, %90
	call void @fjv_axpy_g(double* %94, double %50, i32* %95, double* %out, i64 %96)
	ret void
}

define internal double @fjv_dot_vg(double* nocapture %a, double* nocapture %b, i32* nocapture %idx, i64 %n) nounwind {
entry:
	%0 = alloca double, i64 8
	%1 = getelementptr inbounds double, double* %0, i64 0
	store double 0.0, double* %1
	%2 = getelementptr inbounds double, double* %0, i64 1
	store double 0.0, double* %2
	%3 = getelementptr inbounds double, double* %0, i64 2
	store double 0.0, double* %3
	%4 = getelementptr inbounds double, double* %0, i64 3
	store double 0.0, double* %4
	%5 = getelementptr inbounds double, double* %0, i64 4
	store double 0.0, double* %5
	%6 = getelementptr inbounds double, double* %0, i64 5
	store double 0.0, double* %6
	%7 = getelementptr inbounds double, double* %0, i64 6
	store double 0.0, double* %7
	%8 = getelementptr inbounds double, double* %0, i64 7
	store double 0.0, double* %8
	br label %dotsp1.head

dotsp1.head:
	%9 = phi i64 [ 0, %entry ], [ %25, %dotsp1.body ]
	%10 = icmp slt i64 %9, %n
	br i1 %10, label %dotsp1.body, label %dotsp1.exit

dotsp1.body:
	%11 = getelementptr inbounds i32, i32* %idx, i64 %9
	%12 = load i32, i32* %11
	%13 = sext i32 %12 to i64
	%14 = getelementptr inbounds double, double* %a, i64 %9
	%15 = load double, double* %14
	%16 = getelementptr inbounds double, double* %b, i64 %13
	%17 = load double, double* %16
	%18 = fmul double %15, %17
	%19 = getelementptr double, double* %0, i64 0
	%20 = and i64 %13, 7
	%21 = getelementptr inbounds double, double* %19, i64 %20
	%22 = load double, double* %21
	%23 = fadd double %22, %18
	%24 = getelementptr inbounds double, double* %19, i64 %20
	store double %23, double* %24
	%25 = add i64 %9, 1
	br label %dotsp1.head

dotsp1.exit:
	%26 = getelementptr double, double* %0, i64 0
	%27 = getelementptr inbounds double, double* %26, i64 0
	%28 = load double, double* %27
	%29 = getelementptr inbounds double, double* %26, i64 1
	%30 = load double, double* %29
	%31 = getelementptr inbounds double, double* %26, i64 2
	%32 = load double, double* %31
	%33 = getelementptr inbounds double, double* %26, i64 3
	%34 = load double, double* %33
	%35 = getelementptr inbounds double, double* %26, i64 4
	%36 = load double, double* %35
	%37 = getelementptr inbounds double, double* %26, i64 5
	%38 = load double, double* %37
	%39 = getelementptr inbounds double, double* %26, i64 6
	%40 = load double, double* %39
	%41 = getelementptr inbounds double, double* %26, i64 7
	%42 = load double, double* %41
	%43 = fadd double %28, %36
	%44 = fadd double %30, %38
	%45 = fadd double %32, %40
	%46 = fadd double %34, %42
	%47 = fadd double %43, %45
	%48 = fadd double %44, %46
	%49 = fadd double %47, %48
	ret double %49
}

define internal double @fjv_dotaxpy_g(double* nocapture %a, double %w, i32* nocapture %idx, double* noalias nocapture %c, i64 %n, double* nocapture %b, double* nocapture %v, i32* nocapture %bidx, i64 %bn) nounwind {
entry:
	%0 = alloca double, i64 8
	%1 = getelementptr inbounds double, double* %0, i64 0
	store double 0.0, double* %1
	%2 = getelementptr inbounds double, double* %0, i64 1
	store double 0.0, double* %2
	%3 = getelementptr inbounds double, double* %0, i64 2
	store double 0.0, double* %3
	%4 = getelementptr inbounds double, double* %0, i64 3
	store double 0.0, double* %4
	%5 = getelementptr inbounds double, double* %0, i64 4
	store double 0.0, double* %5
	%6 = getelementptr inbounds double, double* %0, i64 5
	store double 0.0, double* %6
	%7 = getelementptr inbounds double, double* %0, i64 6
	store double 0.0, double* %7
	%8 = getelementptr inbounds double, double* %0, i64 7
	store double 0.0, double* %8
	%9 = icmp slt i64 %n, %bn
	%10 = select i1 %9, i64 %n, i64 %bn
	br label %dotaxpy1.head

dotaxpy1.head:
	%11 = phi i64 [ 0, %entry ], [ %40, %dotaxpy1.body ]
	%12 = icmp slt i64 %11, %10
	br i1 %12, label %dotaxpy1.body, label %dotaxpy1.exit

dotaxpy1.body:
	%13 = getelementptr inbounds i32, i32* %bidx, i64 %11
	%14 = load i32, i32* %13
	%15 = sext i32 %14 to i64
	%16 = getelementptr inbounds double, double* %b, i64 %11
	%17 = load double, double* %16
	%18 = getelementptr inbounds double, double* %v, i64 %15
	%19 = load double, double* %18
	%20 = fmul double %17, %19
	%21 = and i64 %15, 7
	%22 = getelementptr inbounds double, double* %0, i64 %21
	%23 = load double, double* %22
	%24 = fadd double %23, %20
	%25 = getelementptr inbounds double, double* %0, i64 %21
	store double %24, double* %25
	%26 = getelementptr inbounds i32, i32* %idx, i64 %11
	%27 = load i32, i32* %26
	%28 = sext i32 %27 to i64
	%29 = getelementptr inbounds double, double* %c, i64 %28
	%30 = load double, double* %29
	%31 = getelementptr inbounds double, double* %a, i64 %11
	%32 = load double, double* %31
	%33 = fmul double %32, %w
	%34 = fadd double %30, %33
	%35 = getelementptr inbounds double, double* %c, i64 %28
	%36 = fcmp uno double %34, %34
	%37 = bitcast double %34 to i64
	%38 = select i1 %36, i64 u0x7FF8000000000000, i64 %37
	%39 = bitcast double* %35 to i64*
	store i64 %38, i64* %39
	%40 = add i64 %11, 1
	br label %dotaxpy1.head

dotaxpy1.exit:
	br label %dotrest4.head

dotrest4.head:
	%41 = phi i64 [ %10, %dotaxpy1.exit ], [ %56, %dotrest4.body ]
	%42 = icmp slt i64 %41, %bn
	br i1 %42, label %dotrest4.body, label %dotrest4.exit

dotrest4.body:
	%43 = getelementptr inbounds i32, i32* %bidx, i64 %41
	%44 = load i32, i32* %43
	%45 = sext i32 %44 to i64
	%46 = getelementptr inbounds double, double* %b, i64 %41
	%47 = load double, double* %46
	%48 = getelementptr inbounds double, double* %v, i64 %45
	%49 = load double, double* %48
	%50 = fmul double %47, %49
	%51 = and i64 %45, 7
	%52 = getelementptr inbounds double, double* %0, i64 %51
	%53 = load double, double* %52
	%54 = fadd double %53, %50
	%55 = getelementptr inbounds double, double* %0, i64 %51
	store double %54, double* %55
	%56 = add i64 %41, 1
	br label %dotrest4.head

dotrest4.exit:
	br label %axpyrest7.head

axpyrest7.head:
	%57 = phi i64 [ %10, %dotrest4.exit ], [ %73, %axpyrest7.body ]
	%58 = icmp slt i64 %57, %n
	br i1 %58, label %axpyrest7.body, label %axpyrest7.exit

axpyrest7.body:
	%59 = getelementptr inbounds i32, i32* %idx, i64 %57
	%60 = load i32, i32* %59
	%61 = sext i32 %60 to i64
	%62 = getelementptr inbounds double, double* %c, i64 %61
	%63 = load double, double* %62
	%64 = getelementptr inbounds double, double* %a, i64 %57
	%65 = load double, double* %64
	%66 = fmul double %65, %w
	%67 = fadd double %63, %66
	%68 = getelementptr inbounds double, double* %c, i64 %61
	%69 = fcmp uno double %67, %67
	%70 = bitcast double %67 to i64
	%71 = select i1 %69, i64 u0x7FF8000000000000, i64 %70
	%72 = bitcast double* %68 to i64*
	store i64 %71, i64* %72
	%73 = add i64 %57, 1
	br label %axpyrest7.head

axpyrest7.exit:
	%74 = getelementptr inbounds double, double* %0, i64 0
	%75 = load double, double* %74
	%76 = getelementptr inbounds double, double* %0, i64 1
	%77 = load double, double* %76
	%78 = getelementptr inbounds double, double* %0, i64 2
	%79 = load double, double* %78
	%80 = getelementptr inbounds double, double* %0, i64 3
	%81 = load double, double* %80
	%82 = getelementptr inbounds double, double* %0, i64 4
	%83 = load double, double* %82
	%84 = getelementptr inbounds double, double* %0, i64 5
	%85 = load double, double* %84
	%86 = getelementptr inbounds double, double* %0, i64 6
	%87 = load double, double* %86
	%88 = getelementptr inbounds double, double* %0, i64 7
	%89 = load double, double* %88
	%90 = fadd double %75, %83
	%91 = fadd double %77, %85
	%92 = fadd double %79, %87
	%93 = fadd double %81, %89
	%94 = fadd double %90, %92
	%95 = fadd double %91, %93
	%96 = fadd double %94, %95
	ret double %96
}

define internal void @fjv_axpy_g(double* nocapture %a, double %w, i32* nocapture %idx, double* noalias nocapture %c, i64 %n) nounwind {
entry:
	br label %k1.head

k1.head:
	%0 = phi i64 [ 0, %entry ], [ %16, %k1.body ]
	%1 = icmp slt i64 %0, %n
	br i1 %1, label %k1.body, label %k1.exit

k1.body:
	%2 = getelementptr inbounds i32, i32* %idx, i64 %0
	%3 = load i32, i32* %2
	%4 = sext i32 %3 to i64
	%5 = getelementptr inbounds double, double* %c, i64 %4
	%6 = load double, double* %5
	%7 = getelementptr inbounds double, double* %a, i64 %0
	%8 = load double, double* %7
	%9 = fmul double %8, %w
	%10 = fadd double %6, %9
	%11 = getelementptr inbounds double, double* %c, i64 %4
	%12 = fcmp uno double %10, %10
	%13 = bitcast double %10 to i64
	%14 = select i1 %12, i64 u0x7FF8000000000000, i64 %13
	%15 = bitcast double* %11 to i64*
	store i64 %14, i64* %15
	%16 = add i64 %0, 1
	br label %k1.head

k1.exit:
	ret void
}
