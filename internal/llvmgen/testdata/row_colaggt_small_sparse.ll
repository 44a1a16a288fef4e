; Golden IR of llvmgen test case row_colaggt_small_sparse (row col_agg_t, sparse driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan row col_agg_t sparse_safe=false hash=bceac9661dee163102be25e29514d5b0
;     in0 main sparse matrix <- hop 0
;     in1 side dense matrix <- hop 2
;     in2 side dense whole <- hop 3
;     t2 = in0 %*% in2
;     t3 = in1 * t2
;     out += t(in0) %*% t3

define void @fj_bceac9661dee163102be25e29514d5b0(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
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
	br label %row1.head

row1.head:
	%36 = phi i64 [ %rl, %entry ], [ %58, %row1.body ]
	%37 = icmp slt i64 %36, %ru
	br i1 %37, label %row1.body, label %row1.exit

row1.body:
	%38 = mul i64 %36, %16
	%39 = getelementptr double, double* %7, i64 %38
	%40 = getelementptr inbounds i64, i64* %3, i64 %36
	%41 = load i64, i64* %40
	%42 = add i64 %36, 1
	%43 = getelementptr inbounds i64, i64* %3, i64 %42
	%44 = load i64, i64* %43
	%45 = getelementptr double, double* %1, i64 %41
	%46 = getelementptr i32, i32* %5, i64 %41
	%47 = sub i64 %44, %41
	call void @fjv_matvec_g_k3(double* %45, double* %9, i32* %46, double* %30, i64 %47, i64 %29)
	call void @fjv_op6_vv(double* %39, double* %30, double* %35, i64 %16)
	%48 = getelementptr inbounds i64, i64* %aux, i64 4
	%49 = load i64, i64* %48
	%50 = getelementptr inbounds i64, i64* %3, i64 %36
	%51 = load i64, i64* %50
	%52 = add i64 %36, 1
	%53 = getelementptr inbounds i64, i64* %3, i64 %52
	%54 = load i64, i64* %53
	%55 = getelementptr double, double* %1, i64 %51
	%56 = getelementptr i32, i32* %5, i64 %51
	%57 = sub i64 %54, %51
	call void @fjv_outer_gv_k3(double* %55, i32* %56, i64 %57, double* %35, i32* null, i64 %16, double* %out, i64 %34)
	%58 = add i64 %36, 1
	br label %row1.head

row1.exit:
	ret void
}

define internal void @fjv_matvec_g_k3(double* nocapture %x, double* nocapture %B, i32* nocapture %idx, double* noalias nocapture %c, i64 %n, i64 %k) nounwind {
entry:
	%0 = alloca double, i64 24
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
	%9 = getelementptr inbounds double, double* %0, i64 8
	store double 0.0, double* %9
	%10 = getelementptr inbounds double, double* %0, i64 9
	store double 0.0, double* %10
	%11 = getelementptr inbounds double, double* %0, i64 10
	store double 0.0, double* %11
	%12 = getelementptr inbounds double, double* %0, i64 11
	store double 0.0, double* %12
	%13 = getelementptr inbounds double, double* %0, i64 12
	store double 0.0, double* %13
	%14 = getelementptr inbounds double, double* %0, i64 13
	store double 0.0, double* %14
	%15 = getelementptr inbounds double, double* %0, i64 14
	store double 0.0, double* %15
	%16 = getelementptr inbounds double, double* %0, i64 15
	store double 0.0, double* %16
	%17 = getelementptr inbounds double, double* %0, i64 16
	store double 0.0, double* %17
	%18 = getelementptr inbounds double, double* %0, i64 17
	store double 0.0, double* %18
	%19 = getelementptr inbounds double, double* %0, i64 18
	store double 0.0, double* %19
	%20 = getelementptr inbounds double, double* %0, i64 19
	store double 0.0, double* %20
	%21 = getelementptr inbounds double, double* %0, i64 20
	store double 0.0, double* %21
	%22 = getelementptr inbounds double, double* %0, i64 21
	store double 0.0, double* %22
	%23 = getelementptr inbounds double, double* %0, i64 22
	store double 0.0, double* %23
	%24 = getelementptr inbounds double, double* %0, i64 23
	store double 0.0, double* %24
	br label %dotsp1.head

dotsp1.head:
	%25 = phi i64 [ 0, %entry ], [ %62, %dotsp1.body ]
	%26 = icmp slt i64 %25, %n
	br i1 %26, label %dotsp1.body, label %dotsp1.exit

dotsp1.body:
	%27 = getelementptr inbounds i32, i32* %idx, i64 %25
	%28 = load i32, i32* %27
	%29 = sext i32 %28 to i64
	%30 = getelementptr inbounds double, double* %x, i64 %25
	%31 = load double, double* %30
	%32 = mul i64 %29, 3
	%33 = getelementptr inbounds double, double* %B, i64 %32
	%34 = load double, double* %33
	%35 = fmul double %31, %34
	%36 = getelementptr double, double* %0, i64 0
	%37 = and i64 %29, 7
	%38 = getelementptr inbounds double, double* %36, i64 %37
	%39 = load double, double* %38
	%40 = fadd double %39, %35
	%41 = getelementptr inbounds double, double* %36, i64 %37
	store double %40, double* %41
	%42 = add i64 %32, 1
	%43 = getelementptr inbounds double, double* %B, i64 %42
	%44 = load double, double* %43
	%45 = fmul double %31, %44
	%46 = getelementptr double, double* %0, i64 8
	%47 = and i64 %29, 7
	%48 = getelementptr inbounds double, double* %46, i64 %47
	%49 = load double, double* %48
	%50 = fadd double %49, %45
	%51 = getelementptr inbounds double, double* %46, i64 %47
	store double %50, double* %51
	%52 = add i64 %32, 2
	%53 = getelementptr inbounds double, double* %B, i64 %52
	%54 = load double, double* %53
	%55 = fmul double %31, %54
	%56 = getelementptr double, double* %0, i64 16
	%57 = and i64 %29, 7
	%58 = getelementptr inbounds double, double* %56, i64 %57
	%59 = load double, double* %58
	%60 = fadd double %59, %55
	%61 = getelementptr inbounds double, double* %56, i64 %57
	store double %60, double* %61
	%62 = add i64 %25, 1
	br label %dotsp1.head

dotsp1.exit:
	%63 = getelementptr double, double* %0, i64 0
	%64 = getelementptr inbounds double, double* %63, i64 0
	%65 = load double, double* %64
	%66 = getelementptr inbounds double, double* %63, i64 1
	%67 = load double, double* %66
	%68 = getelementptr inbounds double, double* %63, i64 2
	%69 = load double, double* %68
	%70 = getelementptr inbounds double, double* %63, i64 3
	%71 = load double, double* %70
	%72 = getelementptr inbounds double, double* %63, i64 4
	%73 = load double, double* %72
	%74 = getelementptr inbounds double, double* %63, i64 5
	%75 = load double, double* %74
	%76 = getelementptr inbounds double, double* %63, i64 6
	%77 = load double, double* %76
	%78 = getelementptr inbounds double, double* %63, i64 7
	%79 = load double, double* %78
	%80 = fadd double %65, %73
	%81 = fadd double %67, %75
	%82 = fadd double %69, %77
	%83 = fadd double %71, %79
	%84 = fadd double %80, %82
	%85 = fadd double %81, %83
	%86 = fadd double %84, %85
	%87 = getelementptr double, double* %0, i64 8
	%88 = getelementptr inbounds double, double* %87, i64 0
	%89 = load double, double* %88
	%90 = getelementptr inbounds double, double* %87, i64 1
	%91 = load double, double* %90
	%92 = getelementptr inbounds double, double* %87, i64 2
	%93 = load double, double* %92
	%94 = getelementptr inbounds double, double* %87, i64 3
	%95 = load double, double* %94
	%96 = getelementptr inbounds double, double* %87, i64 4
	%97 = load double, double* %96
	%98 = getelementptr inbounds double, double* %87, i64 5
	%99 = load double, double* %98
	%100 = getelementptr inbounds double, double* %87, i64 6
	%101 = load double, double* %100
	%102 = getelementptr inbounds double, double* %87, i64 7
	%103 = load double, double* %102
	%104 = fadd double %89, %97
	%105 = fadd double %91, %99
	%106 = fadd double %93, %101
	%107 = fadd double %95, %103
	%108 = fadd double %104, %106
	%109 = fadd double %105, %107
	%110 = fadd double %108, %109
	%111 = getelementptr double, double* %0, i64 16
	%112 = getelementptr inbounds double, double* %111, i64 0
	%113 = load double, double* %112
	%114 = getelementptr inbounds double, double* %111, i64 1
	%115 = load double, double* %114
	%116 = getelementptr inbounds double, double* %111, i64 2
	%117 = load double, double* %116
	%118 = getelementptr inbounds double, double* %111, i64 3
	%119 = load double, double* %118
	%120 = getelementptr inbounds double, double* %111, i64 4
	%121 = load double, double* %120
	%122 = getelementptr inbounds double, double* %111, i64 5
	%123 = load double, double* %122
	%124 = getelementptr inbounds double, double* %111, i64 6
	%125 = load double, double* %124
	%126 = getelementptr inbounds double, double* %111, i64 7
	%127 = load double, double* %126
	%128 = fadd double %113, %121
	%129 = fadd double %115, %123
	%130 = fadd double %117, %125
	%131 = fadd double %119, %127
	%132 = fadd double %128, %130
	%133 = fadd double %129, %131
	%134 = fadd double %132, %133
	%135 = getelementptr inbounds double, double* %c, i64 0
	%136 = fcmp uno double %86, %86
	%137 = bitcast double %86 to i64
	%138 = select i1 %136, i64 u0x7FF8000000000000, i64 %137
	%139 = bitcast double* %135 to i64*
	store i64 %138, i64* %139
	%140 = getelementptr inbounds double, double* %c, i64 1
	%141 = fcmp uno double %110, %110
	%142 = bitcast double %110 to i64
	%143 = select i1 %141, i64 u0x7FF8000000000000, i64 %142
	%144 = bitcast double* %140 to i64*
	store i64 %143, i64* %144
	%145 = getelementptr inbounds double, double* %c, i64 2
	%146 = fcmp uno double %134, %134
	%147 = bitcast double %134 to i64
	%148 = select i1 %146, i64 u0x7FF8000000000000, i64 %147
	%149 = bitcast double* %145 to i64*
	store i64 %148, i64* %149
	ret void
}

define internal void @fjv_op6_vv(double* nocapture %x0, double* nocapture %x1, double* noalias nocapture %c, i64 %n) nounwind {
entry:
	br label %k1.head

k1.head:
	%0 = phi i64 [ 0, %entry ], [ %12, %k1.body ]
	%1 = icmp slt i64 %0, %n
	br i1 %1, label %k1.body, label %k1.exit

k1.body:
	%2 = getelementptr inbounds double, double* %x0, i64 %0
	%3 = load double, double* %2
	%4 = getelementptr inbounds double, double* %x1, i64 %0
	%5 = load double, double* %4
	%6 = fmul double %3, %5
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

define internal void @fjv_outer_gv_k3(double* nocapture %z, i32* nocapture %zi, i64 %nz, double* nocapture %w, i32* nocapture %wi, i64 %nw, double* noalias nocapture %C, i64 %k) nounwind {
entry:
	%0 = getelementptr inbounds double, double* %w, i64 0
	%1 = load double, double* %0
	%2 = getelementptr inbounds double, double* %w, i64 1
	%3 = load double, double* %2
	%4 = getelementptr inbounds double, double* %w, i64 2
	%5 = load double, double* %4
	br label %l1.head

l1.head:
	%6 = phi i64 [ 0, %entry ], [ %44, %l1.body ]
	%7 = icmp slt i64 %6, %nz
	br i1 %7, label %l1.body, label %l1.exit

l1.body:
	%8 = getelementptr inbounds i32, i32* %zi, i64 %6
	%9 = load i32, i32* %8
	%10 = sext i32 %9 to i64
	%11 = getelementptr inbounds double, double* %z, i64 %6
	%12 = load double, double* %11
	%13 = mul i64 %10, 3
	%14 = add i64 %13, 0
	%15 = getelementptr inbounds double, double* %C, i64 %14
	%16 = load double, double* %15
	%17 = fmul double %12, %1
	%18 = fadd double %16, %17
	%19 = getelementptr inbounds double, double* %C, i64 %14
	%20 = fcmp uno double %18, %18
	%21 = bitcast double %18 to i64
	%22 = select i1 %20, i64 u0x7FF8000000000000, i64 %21
	%23 = bitcast double* %19 to i64*
	store i64 %22, i64* %23
	%24 = add i64 %13, 1
	%25 = getelementptr inbounds double, double* %C, i64 %24
	%26 = load double, double* %25
	%27 = fmul double %12, %3
	%28 = fadd double %26, %27
	%29 = getelementptr inbounds double, double* %C, i64 %24
	%30 = fcmp uno double %28, %28
	%31 = bitcast double %28 to i64
	%32 = select i1 %30, i64 u0x7FF8000000000000, i64 %31
	%33 = bitcast double* %29 to i64*
	store i64 %32, i64* %33
	%34 = add i64 %13, 2
	%35 = getelementptr inbounds double, double* %C, i64 %34
	%36 = load double, double* %35
	%37 = fmul double %12, %5
	%38 = fadd double %36, %37
	%39 = getelementptr inbounds double, double* %C, i64 %34
	%40 = fcmp uno double %38, %38
	%41 = bitcast double %38 to i64
	%42 = select i1 %40, i64 u0x7FF8000000000000, i64 %41
	%43 = bitcast double* %39 to i64*
	store i64 %42, i64* %43
	%44 = add i64 %6, 1
	br label %l1.head

l1.exit:
	ret void
}
