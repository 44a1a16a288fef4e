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
	%17 = phi <8 x double> [ zeroinitializer, %entry ], [ %86, %cellblk1.body ]
	%18 = phi i64 [ 0, %entry ], [ %87, %cellblk1.body ]
	%19 = icmp slt i64 %18, %16
	br i1 %19, label %cellblk1.body, label %cellblk1.exit

cellblk1.body:
	%20 = mul i64 %18, 8
	%21 = add i64 %13, %20
	%22 = add i64 %21, 0
	%23 = getelementptr inbounds double, double* %2, i64 %22
	%24 = load double, double* %23
	%25 = getelementptr inbounds double, double* %4, i64 %22
	%26 = load double, double* %25
	%27 = fsub double %24, %26
	%28 = fmul double %27, %27
	%29 = insertelement <8 x double> zeroinitializer, double %28, i64 0
	%30 = add i64 %21, 1
	%31 = getelementptr inbounds double, double* %2, i64 %30
	%32 = load double, double* %31
	%33 = getelementptr inbounds double, double* %4, i64 %30
	%34 = load double, double* %33
	%35 = fsub double %32, %34
	%36 = fmul double %35, %35
	%37 = insertelement <8 x double> %29, double %36, i64 1
	%38 = add i64 %21, 2
	%39 = getelementptr inbounds double, double* %2, i64 %38
	%40 = load double, double* %39
	%41 = getelementptr inbounds double, double* %4, i64 %38
	%42 = load double, double* %41
	%43 = fsub double %40, %42
	%44 = fmul double %43, %43
	%45 = insertelement <8 x double> %37, double %44, i64 2
	%46 = add i64 %21, 3
	%47 = getelementptr inbounds double, double* %2, i64 %46
	%48 = load double, double* %47
	%49 = getelementptr inbounds double, double* %4, i64 %46
	%50 = load double, double* %49
	%51 = fsub double %48, %50
	%52 = fmul double %51, %51
	%53 = insertelement <8 x double> %45, double %52, i64 3
	%54 = add i64 %21, 4
	%55 = getelementptr inbounds double, double* %2, i64 %54
	%56 = load double, double* %55
	%57 = getelementptr inbounds double, double* %4, i64 %54
	%58 = load double, double* %57
	%59 = fsub double %56, %58
	%60 = fmul double %59, %59
	%61 = insertelement <8 x double> %53, double %60, i64 4
	%62 = add i64 %21, 5
	%63 = getelementptr inbounds double, double* %2, i64 %62
	%64 = load double, double* %63
	%65 = getelementptr inbounds double, double* %4, i64 %62
	%66 = load double, double* %65
	%67 = fsub double %64, %66
	%68 = fmul double %67, %67
	%69 = insertelement <8 x double> %61, double %68, i64 5
	%70 = add i64 %21, 6
	%71 = getelementptr inbounds double, double* %2, i64 %70
	%72 = load double, double* %71
	%73 = getelementptr inbounds double, double* %4, i64 %70
	%74 = load double, double* %73
	%75 = fsub double %72, %74
	%76 = fmul double %75, %75
	%77 = insertelement <8 x double> %69, double %76, i64 6
	%78 = add i64 %21, 7
	%79 = getelementptr inbounds double, double* %2, i64 %78
	%80 = load double, double* %79
	%81 = getelementptr inbounds double, double* %4, i64 %78
	%82 = load double, double* %81
	%83 = fsub double %80, %82
	%84 = fmul double %83, %83
	%85 = insertelement <8 x double> %77, double %84, i64 7
	%86 = fadd <8 x double> %17, %85
	%87 = add i64 %18, 1
	br label %cellblk1.head

cellblk1.exit:
	%88 = extractelement <8 x double> %17, i64 0
	%89 = getelementptr inbounds double, double* %0, i64 0
	store double %88, double* %89
	%90 = extractelement <8 x double> %17, i64 1
	%91 = getelementptr inbounds double, double* %0, i64 1
	store double %90, double* %91
	%92 = extractelement <8 x double> %17, i64 2
	%93 = getelementptr inbounds double, double* %0, i64 2
	store double %92, double* %93
	%94 = extractelement <8 x double> %17, i64 3
	%95 = getelementptr inbounds double, double* %0, i64 3
	store double %94, double* %95
	%96 = extractelement <8 x double> %17, i64 4
	%97 = getelementptr inbounds double, double* %0, i64 4
	store double %96, double* %97
	%98 = extractelement <8 x double> %17, i64 5
	%99 = getelementptr inbounds double, double* %0, i64 5
	store double %98, double* %99
	%100 = extractelement <8 x double> %17, i64 6
	%101 = getelementptr inbounds double, double* %0, i64 6
	store double %100, double* %101
	%102 = extractelement <8 x double> %17, i64 7
	%103 = getelementptr inbounds double, double* %0, i64 7
	store double %102, double* %103
	%104 = mul i64 %16, 8
	%105 = add i64 %13, %104
	br label %cell4.head

cell4.head:
	%106 = phi double [ 0.0, %cellblk1.exit ], [ %106, %cell4.body ]
	%107 = phi i64 [ %105, %cellblk1.exit ], [ %121, %cell4.body ]
	%108 = icmp slt i64 %107, %14
	br i1 %108, label %cell4.body, label %cell4.exit

cell4.body:
	%109 = getelementptr inbounds double, double* %2, i64 %107
	%110 = load double, double* %109
	%111 = getelementptr inbounds double, double* %4, i64 %107
	%112 = load double, double* %111
	%113 = fsub double %110, %112
	%114 = fmul double %113, %113
	%115 = sub i64 %107, %13
	%116 = and i64 %115, 7
	%117 = getelementptr inbounds double, double* %0, i64 %116
	%118 = load double, double* %117
	%119 = fadd double %118, %114
	%120 = getelementptr inbounds double, double* %0, i64 %116
	store double %119, double* %120
	%121 = add i64 %107, 1
	br label %cell4.head

cell4.exit:
	%122 = getelementptr inbounds double, double* %0, i64 0
	%123 = load double, double* %122
	%124 = getelementptr inbounds double, double* %0, i64 1
	%125 = load double, double* %124
	%126 = getelementptr inbounds double, double* %0, i64 2
	%127 = load double, double* %126
	%128 = getelementptr inbounds double, double* %0, i64 3
	%129 = load double, double* %128
	%130 = getelementptr inbounds double, double* %0, i64 4
	%131 = load double, double* %130
	%132 = getelementptr inbounds double, double* %0, i64 5
	%133 = load double, double* %132
	%134 = getelementptr inbounds double, double* %0, i64 6
	%135 = load double, double* %134
	%136 = getelementptr inbounds double, double* %0, i64 7
	%137 = load double, double* %136
	%138 = fadd double %123, %131
	%139 = fadd double %125, %133
	%140 = fadd double %127, %135
	%141 = fadd double %129, %137
	%142 = fadd double %138, %140
	%143 = fadd double %139, %141
	%144 = fadd double %142, %143
	%145 = getelementptr inbounds double, double* %out, i64 0
	%146 = fcmp uno double %144, %144
	%147 = bitcast double %144 to i64
	%148 = select i1 %146, i64 u0x7FF8000000000000, i64 %147
	%149 = bitcast double* %145 to i64*
	store i64 %148, i64* %149
	ret void
}
