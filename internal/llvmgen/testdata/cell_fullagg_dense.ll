; Golden IR of llvmgen test case cell_fullagg_dense (cell full_agg, dense driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan cell full_agg(sum) sparse_safe=false hash=4d2720cfe1a868647e49b02d06a2955f
;     in0 main dense matrix <- hop 0
;     in1 side dense matrix <- hop 1
;     t2 = in0 - in1
;     t3 = t2 * t2
;     out0 = fulsum(t3)

define void @fj_4d2720cfe1a868647e49b02d06a2955f(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
entry:
	%0 = alloca double, i64 8
	%1 = getelementptr inbounds double*, double** %vals, i64 0
	%2 = load double*, double** %1
	%3 = getelementptr inbounds double*, double** %vals, i64 1
	%4 = load double*, double** %3
	%5 = getelementptr inbounds double, double* %0, i64 0
	store double 0.0, double* %5
	%6 = getelementptr inbounds double, double* %0, i64 1
	store double 0.0, double* %6
	%7 = getelementptr inbounds double, double* %0, i64 2
	store double 0.0, double* %7
	%8 = getelementptr inbounds double, double* %0, i64 3
	store double 0.0, double* %8
	%9 = getelementptr inbounds double, double* %0, i64 4
	store double 0.0, double* %9
	%10 = getelementptr inbounds double, double* %0, i64 5
	store double 0.0, double* %10
	%11 = getelementptr inbounds double, double* %0, i64 6
	store double 0.0, double* %11
	%12 = getelementptr inbounds double, double* %0, i64 7
	store double 0.0, double* %12
	%13 = mul i64 %rl, %m
	%14 = mul i64 %ru, %m
	%15 = sub i64 %14, %13
	%16 = lshr i64 %15, 3
	br label %cellblk1.head

cellblk1.head:
	%17 = phi double [ 0.0, %entry ], [ %92, %cellblk1.body ]
	%18 = phi double [ 0.0, %entry ], [ %84, %cellblk1.body ]
	%19 = phi double [ 0.0, %entry ], [ %76, %cellblk1.body ]
	%20 = phi double [ 0.0, %entry ], [ %68, %cellblk1.body ]
	%21 = phi double [ 0.0, %entry ], [ %60, %cellblk1.body ]
	%22 = phi double [ 0.0, %entry ], [ %52, %cellblk1.body ]
	%23 = phi double [ 0.0, %entry ], [ %44, %cellblk1.body ]
	%24 = phi double [ 0.0, %entry ], [ %36, %cellblk1.body ]
	%25 = phi i64 [ 0, %entry ], [ %93, %cellblk1.body ]
	%26 = icmp slt i64 %25, %16
	br i1 %26, label %cellblk1.body, label %cellblk1.exit

cellblk1.body:
	%27 = mul i64 %25, 8
	%28 = add i64 %13, %27
	%29 = add i64 %28, 0
	%30 = getelementptr inbounds double, double* %2, i64 %29
	%31 = load double, double* %30
	%32 = getelementptr inbounds double, double* %4, i64 %29
	%33 = load double, double* %32
	%34 = fsub double %31, %33
	%35 = fmul double %34, %34
	%36 = fadd double %24, %35
	%37 = add i64 %28, 1
	%38 = getelementptr inbounds double, double* %2, i64 %37
	%39 = load double, double* %38
	%40 = getelementptr inbounds double, double* %4, i64 %37
	%41 = load double, double* %40
	%42 = fsub double %39, %41
	%43 = fmul double %42, %42
	%44 = fadd double %23, %43
	%45 = add i64 %28, 2
	%46 = getelementptr inbounds double, double* %2, i64 %45
	%47 = load double, double* %46
	%48 = getelementptr inbounds double, double* %4, i64 %45
	%49 = load double, double* %48
	%50 = fsub double %47, %49
	%51 = fmul double %50, %50
	%52 = fadd double %22, %51
	%53 = add i64 %28, 3
	%54 = getelementptr inbounds double, double* %2, i64 %53
	%55 = load double, double* %54
	%56 = getelementptr inbounds double, double* %4, i64 %53
	%57 = load double, double* %56
	%58 = fsub double %55, %57
	%59 = fmul double %58, %58
	%60 = fadd double %21, %59
	%61 = add i64 %28, 4
	%62 = getelementptr inbounds double, double* %2, i64 %61
	%63 = load double, double* %62
	%64 = getelementptr inbounds double, double* %4, i64 %61
	%65 = load double, double* %64
	%66 = fsub double %63, %65
	%67 = fmul double %66, %66
	%68 = fadd double %20, %67
	%69 = add i64 %28, 5
	%70 = getelementptr inbounds double, double* %2, i64 %69
	%71 = load double, double* %70
	%72 = getelementptr inbounds double, double* %4, i64 %69
	%73 = load double, double* %72
	%74 = fsub double %71, %73
	%75 = fmul double %74, %74
	%76 = fadd double %19, %75
	%77 = add i64 %28, 6
	%78 = getelementptr inbounds double, double* %2, i64 %77
	%79 = load double, double* %78
	%80 = getelementptr inbounds double, double* %4, i64 %77
	%81 = load double, double* %80
	%82 = fsub double %79, %81
	%83 = fmul double %82, %82
	%84 = fadd double %18, %83
	%85 = add i64 %28, 7
	%86 = getelementptr inbounds double, double* %2, i64 %85
	%87 = load double, double* %86
	%88 = getelementptr inbounds double, double* %4, i64 %85
	%89 = load double, double* %88
	%90 = fsub double %87, %89
	%91 = fmul double %90, %90
	%92 = fadd double %17, %91
	%93 = add i64 %25, 1
	br label %cellblk1.head

cellblk1.exit:
	%94 = getelementptr inbounds double, double* %0, i64 0
	store double %24, double* %94
	%95 = getelementptr inbounds double, double* %0, i64 1
	store double %23, double* %95
	%96 = getelementptr inbounds double, double* %0, i64 2
	store double %22, double* %96
	%97 = getelementptr inbounds double, double* %0, i64 3
	store double %21, double* %97
	%98 = getelementptr inbounds double, double* %0, i64 4
	store double %20, double* %98
	%99 = getelementptr inbounds double, double* %0, i64 5
	store double %19, double* %99
	%100 = getelementptr inbounds double, double* %0, i64 6
	store double %18, double* %100
	%101 = getelementptr inbounds double, double* %0, i64 7
	store double %17, double* %101
	%102 = mul i64 %16, 8
	%103 = add i64 %13, %102
	br label %cell4.head

cell4.head:
	%104 = phi double [ 0.0, %cellblk1.exit ], [ %104, %cell4.body ]
	%105 = phi i64 [ %103, %cellblk1.exit ], [ %119, %cell4.body ]
	%106 = icmp slt i64 %105, %14
	br i1 %106, label %cell4.body, label %cell4.exit

cell4.body:
	%107 = getelementptr inbounds double, double* %2, i64 %105
	%108 = load double, double* %107
	%109 = getelementptr inbounds double, double* %4, i64 %105
	%110 = load double, double* %109
	%111 = fsub double %108, %110
	%112 = fmul double %111, %111
	%113 = sub i64 %105, %13
	%114 = and i64 %113, 7
	%115 = getelementptr inbounds double, double* %0, i64 %114
	%116 = load double, double* %115
	%117 = fadd double %116, %112
	%118 = getelementptr inbounds double, double* %0, i64 %114
	store double %117, double* %118
	%119 = add i64 %105, 1
	br label %cell4.head

cell4.exit:
	%120 = getelementptr inbounds double, double* %0, i64 0
	%121 = load double, double* %120
	%122 = getelementptr inbounds double, double* %0, i64 1
	%123 = load double, double* %122
	%124 = getelementptr inbounds double, double* %0, i64 2
	%125 = load double, double* %124
	%126 = getelementptr inbounds double, double* %0, i64 3
	%127 = load double, double* %126
	%128 = getelementptr inbounds double, double* %0, i64 4
	%129 = load double, double* %128
	%130 = getelementptr inbounds double, double* %0, i64 5
	%131 = load double, double* %130
	%132 = getelementptr inbounds double, double* %0, i64 6
	%133 = load double, double* %132
	%134 = getelementptr inbounds double, double* %0, i64 7
	%135 = load double, double* %134
	%136 = fadd double %121, %129
	%137 = fadd double %123, %131
	%138 = fadd double %125, %133
	%139 = fadd double %127, %135
	%140 = fadd double %136, %138
	%141 = fadd double %137, %139
	%142 = fadd double %140, %141
	%143 = getelementptr inbounds double, double* %out, i64 0
	%144 = fcmp uno double %142, %142
	%145 = bitcast double %142 to i64
	%146 = select i1 %144, i64 u0x7FF8000000000000, i64 %145
	%147 = bitcast double* %143 to i64*
	store i64 %146, i64* %147
	ret void
}
