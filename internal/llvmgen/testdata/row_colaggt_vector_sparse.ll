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
	br i1 %36, label %pipe.pick, label %pipe.done

pipe.done:
	ret void

pipe.pick:
	%37 = getelementptr inbounds i64, i64* %aux, i64 4
	%38 = load i64, i64* %37
	%39 = getelementptr inbounds i64, i64* %3, i64 %ru
	%40 = load i64, i64* %39
	%41 = getelementptr inbounds i64, i64* %3, i64 %rl
	%42 = load i64, i64* %41
	%43 = sub i64 %40, %42
	%44 = icmp sge i64 %43, %38
	br i1 %44, label %pipe.deferred, label %pipe.canonical

pipe.deferred:
	%45 = getelementptr inbounds double, double* %7, i64 %rl
	%46 = load double, double* %45
	%47 = getelementptr inbounds i64, i64* %3, i64 %rl
	%48 = load i64, i64* %47
	%49 = add i64 %rl, 1
	%50 = getelementptr inbounds i64, i64* %3, i64 %49
	%51 = load i64, i64* %50
	%52 = getelementptr double, double* %1, i64 %48
	%53 = getelementptr i32, i32* %5, i64 %48
	%54 = sub i64 %51, %48
	%55 = call double @fjv_dot_vg(double* %52, double* %9, i32* %53, i64 %54)
	%56 = fmul double %46, %55
	%57 = sub i64 %ru, 1
	br label %rowpipe5.head

pipe.canonical:
	%58 = getelementptr inbounds double, double* %7, i64 %rl
	%59 = load double, double* %58
	%60 = getelementptr inbounds i64, i64* %3, i64 %rl
	%61 = load i64, i64* %60
	%62 = add i64 %rl, 1
	%63 = getelementptr inbounds i64, i64* %3, i64 %62
	%64 = load i64, i64* %63
	%65 = getelementptr double, double* %1, i64 %61
	%66 = getelementptr i32, i32* %5, i64 %61
	%67 = sub i64 %64, %61
	%68 = call double @fjv_dot_vg(double* %65, double* %9, i32* %66, i64 %67)
	%69 = fmul double %59, %68
	%70 = sub i64 %ru, 1
	br label %rowpipe11.head

rowpipe5.head:
	%71 = phi double [ %56, %pipe.deferred ], [ %106, %rowpipe5.body ]
	%72 = phi i64 [ %rl, %pipe.deferred ], [ %107, %rowpipe5.body ]
	%73 = icmp slt i64 %72, %57
	br i1 %73, label %rowpipe5.body, label %rowpipe5.exit

rowpipe5.body:
	%74 = add i64 %72, 1
	%75 = getelementptr inbounds i64, i64* %aux, i64 4
	%76 = load i64, i64* %75
	%77 = getelementptr inbounds i64, i64* %3, i64 %72
	%78 = load i64, i64* %77
	%79 = add i64 %72, 1
	%80 = getelementptr inbounds i64, i64* %3, i64 %79
	%81 = load i64, i64* %80
	%82 = getelementptr double, double* %1, i64 %78
	%83 = getelementptr i32, i32* %5, i64 %78
	%84 = sub i64 %81, %78
	%85 = getelementptr inbounds i64, i64* %aux, i64 4
	%86 = load i64, i64* %85
	%87 = getelementptr inbounds i64, i64* %3, i64 %74
	%88 = load i64, i64* %87
	%89 = add i64 %74, 1
	%90 = getelementptr inbounds i64, i64* %3, i64 %89
	%91 = load i64, i64* %90
	%92 = getelementptr double, double* %1, i64 %88
	%93 = getelementptr i32, i32* %5, i64 %88
	%94 = sub i64 %91, %88
	%95 = call double @fjv_dotaxpy_g_deferred(double* %82, double %71, i32* %83, double* %out, i64 %84, double* %92, double* %9, i32* %93, i64 %94)
	%96 = getelementptr inbounds double, double* %7, i64 %74
	%97 = load double, double* %96
	%98 = getelementptr inbounds i64, i64* %3, i64 %74
	%99 = load i64, i64* %98
	%100 = add i64 %74, 1
	%101 = getelementptr inbounds i64, i64* %3, i64 %100
	%102 = load i64, i64* %101
	%103 = getelementptr double, double* %1, i64 %99
	%104 = getelementptr i32, i32* %5, i64 %99
	%105 = sub i64 %102, %99
	%106 = fmul double %97, %95
	%107 = add i64 %72, 1
	br label %rowpipe5.head

rowpipe5.exit:
	%108 = getelementptr inbounds i64, i64* %aux, i64 4
	%109 = load i64, i64* %108
	%110 = getelementptr inbounds i64, i64* %3, i64 %57
	%111 = load i64, i64* %110
	%112 = add i64 %57, 1
	%113 = getelementptr inbounds i64, i64* %3, i64 %112
	%114 = load i64, i64* %113
	%115 = getelementptr double, double* %1, i64 %111
	%116 = getelementptr i32, i32* %5, i64 %111
	%117 = sub i64 %114, %111
	call void @fjv_axpy_g_deferred(double* %115, double %71, i32* %116, double* %out, i64 %117)
	br label %canonout8.head

canonout8.head:
	%118 = phi i64 [ 0, %rowpipe5.exit ], [ %127, %canonout8.body ]
	%119 = icmp slt i64 %118, %38
	br i1 %119, label %canonout8.body, label %canonout8.exit

canonout8.body:
	%120 = getelementptr inbounds double, double* %out, i64 %118
	%121 = load double, double* %120
	%122 = getelementptr inbounds double, double* %out, i64 %118
	%123 = fcmp uno double %121, %121
	%124 = bitcast double %121 to i64
	%125 = select i1 %123, i64 u0x7FF8000000000000, i64 %124
	%126 = bitcast double* %122 to i64*
	store i64 %125, i64* %126
	%127 = add i64 %118, 1
	br label %canonout8.head

canonout8.exit:
	br label %pipe.done

rowpipe11.head:
	%128 = phi double [ %69, %pipe.canonical ], [ %163, %rowpipe11.body ]
	%129 = phi i64 [ %rl, %pipe.canonical ], [ %164, %rowpipe11.body ]
	%130 = icmp slt i64 %129, %70
	br i1 %130, label %rowpipe11.body, label %rowpipe11.exit

rowpipe11.body:
	%131 = add i64 %129, 1
	%132 = getelementptr inbounds i64, i64* %aux, i64 4
	%133 = load i64, i64* %132
	%134 = getelementptr inbounds i64, i64* %3, i64 %129
	%135 = load i64, i64* %134
	%136 = add i64 %129, 1
	%137 = getelementptr inbounds i64, i64* %3, i64 %136
	%138 = load i64, i64* %137
	%139 = getelementptr double, double* %1, i64 %135
	%140 = getelementptr i32, i32* %5, i64 %135
	%141 = sub i64 %138, %135
	%142 = getelementptr inbounds i64, i64* %aux, i64 4
	%143 = load i64, i64* %142
	%144 = getelementptr inbounds i64, i64* %3, i64 %131
	%145 = load i64, i64* %144
	%146 = add i64 %131, 1
	%147 = getelementptr inbounds i64, i64* %3, i64 %146
	%148 = load i64, i64* %147
	%149 = getelementptr double, double* %1, i64 %145
	%150 = getelementptr i32, i32* %5, i64 %145
	%151 = sub i64 %148, %145
	%152 = call double @fjv_dotaxpy_g(double* %139, double %128, i32* %140, double* %out, i64 %141, double* %149, double* %9, i32* %150, i64 %151)
	%153 = getelementptr inbounds double, double* %7, i64 %131
	%154 = load double, double* %153
	%155 = getelementptr inbounds i64, i64* %3, i64 %131
	%156 = load i64, i64* %155
	%157 = add i64 %131, 1
	%158 = getelementptr inbounds i64, i64* %3, i64 %157
	%159 = load i64, i64* %158
	%160 = getelementptr double, double* %1, i64 %156
	%161 = getelementptr i32, i32* %5, i64 %156
	%162 = sub i64 %159, %156
	%163 = fmul double %154, %152
	%164 = add i64 %129, 1
	br label %rowpipe11.head

rowpipe11.exit:
	%165 = getelementptr inbounds i64, i64* %aux, i64 4
	%166 = load i64, i64* %165
	%167 = getelementptr inbounds i64, i64* %3, i64 %70
	%168 = load i64, i64* %167
	%169 = add i64 %70, 1
	%170 = getelementptr inbounds i64, i64* %3, i64 %169
	%171 = load i64, i64* %170
	%172 = getelementptr double, double* %1, i64 %168
	%173 = getelementptr i32, i32* %5, i64 %168
	%174 = sub i64 %171, %168
	call void @fjv_axpy_g(double* %172, double %128, i32* %173, double* %out, i64 %174)
	br label %pipe.done
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

define internal double @fjv_dotaxpy_g_deferred(double* nocapture %a, double %w, i32* nocapture %idx, double* noalias nocapture %c, i64 %n, double* nocapture %b, double* nocapture %v, i32* nocapture %bidx, i64 %bn) nounwind {
entry:
	%0 = icmp slt i64 %n, %bn
	%1 = select i1 %0, i64 %n, i64 %bn
	br label %dotaxpy1.head

dotaxpy1.head:
	%2 = phi <8 x double> [ zeroinitializer, %entry ], [ %20, %dotaxpy1.body ]
	%3 = phi i64 [ 0, %entry ], [ %31, %dotaxpy1.body ]
	%4 = icmp slt i64 %3, %1
	br i1 %4, label %dotaxpy1.body, label %dotaxpy1.exit

dotaxpy1.body:
	%5 = getelementptr inbounds i32, i32* %bidx, i64 %3
	%6 = load i32, i32* %5
	%7 = sext i32 %6 to i64
	%8 = getelementptr inbounds double, double* %b, i64 %3
	%9 = load double, double* %8
	%10 = getelementptr inbounds double, double* %v, i64 %7
	%11 = load double, double* %10
	%12 = fmul double %9, %11
	%13 = and i64 %7, 7
	%14 = shl i64 1, %13
	%15 = trunc i64 %14 to i8
	%16 = bitcast i8 %15 to <8 x i1>
	%17 = insertelement <8 x double> undef, double %12, i64 0
	%18 = shufflevector <8 x double> %17, <8 x double> undef, <8 x i32> zeroinitializer
	%19 = fadd <8 x double> %2, %18
	%20 = select <8 x i1> %16, <8 x double> %19, <8 x double> %2
	%21 = getelementptr inbounds i32, i32* %idx, i64 %3
	%22 = load i32, i32* %21
	%23 = sext i32 %22 to i64
	%24 = getelementptr inbounds double, double* %c, i64 %23
	%25 = load double, double* %24
	%26 = getelementptr inbounds double, double* %a, i64 %3
	%27 = load double, double* %26
	%28 = fmul double %27, %w
	%29 = fadd double %25, %28
	%30 = getelementptr inbounds double, double* %c, i64 %23
	store double %29, double* %30
	%31 = add i64 %3, 1
	br label %dotaxpy1.head

dotaxpy1.exit:
	br label %dotrest4.head

dotrest4.head:
	%32 = phi <8 x double> [ %2, %dotaxpy1.exit ], [ %50, %dotrest4.body ]
	%33 = phi i64 [ %1, %dotaxpy1.exit ], [ %51, %dotrest4.body ]
	%34 = icmp slt i64 %33, %bn
	br i1 %34, label %dotrest4.body, label %dotrest4.exit

dotrest4.body:
	%35 = getelementptr inbounds i32, i32* %bidx, i64 %33
	%36 = load i32, i32* %35
	%37 = sext i32 %36 to i64
	%38 = getelementptr inbounds double, double* %b, i64 %33
	%39 = load double, double* %38
	%40 = getelementptr inbounds double, double* %v, i64 %37
	%41 = load double, double* %40
	%42 = fmul double %39, %41
	%43 = and i64 %37, 7
	%44 = shl i64 1, %43
	%45 = trunc i64 %44 to i8
	%46 = bitcast i8 %45 to <8 x i1>
	%47 = insertelement <8 x double> undef, double %42, i64 0
	%48 = shufflevector <8 x double> %47, <8 x double> undef, <8 x i32> zeroinitializer
	%49 = fadd <8 x double> %32, %48
	%50 = select <8 x i1> %46, <8 x double> %49, <8 x double> %32
	%51 = add i64 %33, 1
	br label %dotrest4.head

dotrest4.exit:
	br label %axpyrest7.head

axpyrest7.head:
	%52 = phi i64 [ %1, %dotrest4.exit ], [ %64, %axpyrest7.body ]
	%53 = icmp slt i64 %52, %n
	br i1 %53, label %axpyrest7.body, label %axpyrest7.exit

axpyrest7.body:
	%54 = getelementptr inbounds i32, i32* %idx, i64 %52
	%55 = load i32, i32* %54
	%56 = sext i32 %55 to i64
	%57 = getelementptr inbounds double, double* %c, i64 %56
	%58 = load double, double* %57
	%59 = getelementptr inbounds double, double* %a, i64 %52
	%60 = load double, double* %59
	%61 = fmul double %60, %w
	%62 = fadd double %58, %61
	%63 = getelementptr inbounds double, double* %c, i64 %56
	store double %62, double* %63
	%64 = add i64 %52, 1
	br label %axpyrest7.head

axpyrest7.exit:
	%65 = extractelement <8 x double> %32, i64 0
	%66 = extractelement <8 x double> %32, i64 1
	%67 = extractelement <8 x double> %32, i64 2
	%68 = extractelement <8 x double> %32, i64 3
	%69 = extractelement <8 x double> %32, i64 4
	%70 = extractelement <8 x double> %32, i64 5
	%71 = extractelement <8 x double> %32, i64 6
	%72 = extractelement <8 x double> %32, i64 7
	%73 = fadd double %65, %69
	%74 = fadd double %66, %70
	%75 = fadd double %67, %71
	%76 = fadd double %68, %72
	%77 = fadd double %73, %75
	%78 = fadd double %74, %76
	%79 = fadd double %77, %78
	ret double %79
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

define internal void @fjv_axpy_g_deferred(double* nocapture %a, double %w, i32* nocapture %idx, double* noalias nocapture %c, i64 %n) nounwind {
entry:
	br label %k1.head

k1.head:
	%0 = phi i64 [ 0, %entry ], [ %12, %k1.body ]
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
	store double %10, double* %11
	%12 = add i64 %0, 1
	br label %k1.head

k1.exit:
	ret void
}

define internal double @fjv_dotaxpy_g(double* nocapture %a, double %w, i32* nocapture %idx, double* noalias nocapture %c, i64 %n, double* nocapture %b, double* nocapture %v, i32* nocapture %bidx, i64 %bn) nounwind {
entry:
	%0 = alloca double, i64 8
	%1 = icmp slt i64 %n, %bn
	%2 = select i1 %1, i64 %n, i64 %bn
	%3 = getelementptr inbounds double, double* %0, i64 0
	store double 0.0, double* %3
	%4 = getelementptr inbounds double, double* %0, i64 1
	store double 0.0, double* %4
	%5 = getelementptr inbounds double, double* %0, i64 2
	store double 0.0, double* %5
	%6 = getelementptr inbounds double, double* %0, i64 3
	store double 0.0, double* %6
	%7 = getelementptr inbounds double, double* %0, i64 4
	store double 0.0, double* %7
	%8 = getelementptr inbounds double, double* %0, i64 5
	store double 0.0, double* %8
	%9 = getelementptr inbounds double, double* %0, i64 6
	store double 0.0, double* %9
	%10 = getelementptr inbounds double, double* %0, i64 7
	store double 0.0, double* %10
	br label %dotaxpy1.head

dotaxpy1.head:
	%11 = phi i64 [ 0, %entry ], [ %40, %dotaxpy1.body ]
	%12 = icmp slt i64 %11, %2
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
	%41 = phi i64 [ %2, %dotaxpy1.exit ], [ %56, %dotrest4.body ]
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
	%57 = phi i64 [ %2, %dotrest4.exit ], [ %73, %axpyrest7.body ]
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
