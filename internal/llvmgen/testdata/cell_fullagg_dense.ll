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
	%17 = phi <8 x double> [ zeroinitializer, %entry ], [ %91, %cellblk1.body ]
	%18 = phi i64 [ 0, %entry ], [ %92, %cellblk1.body ]
	%19 = icmp slt i64 %18, %16
	br i1 %19, label %cellblk1.body, label %cellblk1.exit

cellblk1.body:
	%20 = mul i64 %18, 8
	%21 = add i64 %13, %20
	%22 = add i64 %21, 256
	%23 = getelementptr double, double* %2, i64 %22
	%24 = bitcast double* %23 to i8*
	call void @llvm.prefetch.p0i8(i8* %24, i32 0, i32 2, i32 1)
	%25 = getelementptr double, double* %4, i64 %22
	%26 = bitcast double* %25 to i8*
	call void @llvm.prefetch.p0i8(i8* %26, i32 0, i32 2, i32 1)
	%27 = add i64 %21, 0
	%28 = getelementptr inbounds double, double* %2, i64 %27
	%29 = load double, double* %28
	%30 = getelementptr inbounds double, double* %4, i64 %27
	%31 = load double, double* %30
	%32 = fsub double %29, %31
	%33 = fmul double %32, %32
	%34 = insertelement <8 x double> zeroinitializer, double %33, i64 0
	%35 = add i64 %21, 1
	%36 = getelementptr inbounds double, double* %2, i64 %35
	%37 = load double, double* %36
	%38 = getelementptr inbounds double, double* %4, i64 %35
	%39 = load double, double* %38
	%40 = fsub double %37, %39
	%41 = fmul double %40, %40
	%42 = insertelement <8 x double> %34, double %41, i64 1
	%43 = add i64 %21, 2
	%44 = getelementptr inbounds double, double* %2, i64 %43
	%45 = load double, double* %44
	%46 = getelementptr inbounds double, double* %4, i64 %43
	%47 = load double, double* %46
	%48 = fsub double %45, %47
	%49 = fmul double %48, %48
	%50 = insertelement <8 x double> %42, double %49, i64 2
	%51 = add i64 %21, 3
	%52 = getelementptr inbounds double, double* %2, i64 %51
	%53 = load double, double* %52
	%54 = getelementptr inbounds double, double* %4, i64 %51
	%55 = load double, double* %54
	%56 = fsub double %53, %55
	%57 = fmul double %56, %56
	%58 = insertelement <8 x double> %50, double %57, i64 3
	%59 = add i64 %21, 4
	%60 = getelementptr inbounds double, double* %2, i64 %59
	%61 = load double, double* %60
	%62 = getelementptr inbounds double, double* %4, i64 %59
	%63 = load double, double* %62
	%64 = fsub double %61, %63
	%65 = fmul double %64, %64
	%66 = insertelement <8 x double> %58, double %65, i64 4
	%67 = add i64 %21, 5
	%68 = getelementptr inbounds double, double* %2, i64 %67
	%69 = load double, double* %68
	%70 = getelementptr inbounds double, double* %4, i64 %67
	%71 = load double, double* %70
	%72 = fsub double %69, %71
	%73 = fmul double %72, %72
	%74 = insertelement <8 x double> %66, double %73, i64 5
	%75 = add i64 %21, 6
	%76 = getelementptr inbounds double, double* %2, i64 %75
	%77 = load double, double* %76
	%78 = getelementptr inbounds double, double* %4, i64 %75
	%79 = load double, double* %78
	%80 = fsub double %77, %79
	%81 = fmul double %80, %80
	%82 = insertelement <8 x double> %74, double %81, i64 6
	%83 = add i64 %21, 7
	%84 = getelementptr inbounds double, double* %2, i64 %83
	%85 = load double, double* %84
	%86 = getelementptr inbounds double, double* %4, i64 %83
	%87 = load double, double* %86
	%88 = fsub double %85, %87
	%89 = fmul double %88, %88
	%90 = insertelement <8 x double> %82, double %89, i64 7
	%91 = fadd <8 x double> %17, %90
	%92 = add i64 %18, 1
	br label %cellblk1.head

cellblk1.exit:
	%93 = extractelement <8 x double> %17, i64 0
	%94 = getelementptr inbounds double, double* %0, i64 0
	store double %93, double* %94
	%95 = extractelement <8 x double> %17, i64 1
	%96 = getelementptr inbounds double, double* %0, i64 1
	store double %95, double* %96
	%97 = extractelement <8 x double> %17, i64 2
	%98 = getelementptr inbounds double, double* %0, i64 2
	store double %97, double* %98
	%99 = extractelement <8 x double> %17, i64 3
	%100 = getelementptr inbounds double, double* %0, i64 3
	store double %99, double* %100
	%101 = extractelement <8 x double> %17, i64 4
	%102 = getelementptr inbounds double, double* %0, i64 4
	store double %101, double* %102
	%103 = extractelement <8 x double> %17, i64 5
	%104 = getelementptr inbounds double, double* %0, i64 5
	store double %103, double* %104
	%105 = extractelement <8 x double> %17, i64 6
	%106 = getelementptr inbounds double, double* %0, i64 6
	store double %105, double* %106
	%107 = extractelement <8 x double> %17, i64 7
	%108 = getelementptr inbounds double, double* %0, i64 7
	store double %107, double* %108
	%109 = mul i64 %16, 8
	%110 = add i64 %13, %109
	br label %cell4.head

cell4.head:
	%111 = phi double [ 0.0, %cellblk1.exit ], [ %111, %cell4.body ]
	%112 = phi i64 [ %110, %cellblk1.exit ], [ %126, %cell4.body ]
	%113 = icmp slt i64 %112, %14
	br i1 %113, label %cell4.body, label %cell4.exit

cell4.body:
	%114 = getelementptr inbounds double, double* %2, i64 %112
	%115 = load double, double* %114
	%116 = getelementptr inbounds double, double* %4, i64 %112
	%117 = load double, double* %116
	%118 = fsub double %115, %117
	%119 = fmul double %118, %118
	%120 = sub i64 %112, %13
	%121 = and i64 %120, 7
	%122 = getelementptr inbounds double, double* %0, i64 %121
	%123 = load double, double* %122
	%124 = fadd double %123, %119
	%125 = getelementptr inbounds double, double* %0, i64 %121
	store double %124, double* %125
	%126 = add i64 %112, 1
	br label %cell4.head

cell4.exit:
	%127 = getelementptr inbounds double, double* %0, i64 0
	%128 = load double, double* %127
	%129 = getelementptr inbounds double, double* %0, i64 1
	%130 = load double, double* %129
	%131 = getelementptr inbounds double, double* %0, i64 2
	%132 = load double, double* %131
	%133 = getelementptr inbounds double, double* %0, i64 3
	%134 = load double, double* %133
	%135 = getelementptr inbounds double, double* %0, i64 4
	%136 = load double, double* %135
	%137 = getelementptr inbounds double, double* %0, i64 5
	%138 = load double, double* %137
	%139 = getelementptr inbounds double, double* %0, i64 6
	%140 = load double, double* %139
	%141 = getelementptr inbounds double, double* %0, i64 7
	%142 = load double, double* %141
	%143 = fadd double %128, %136
	%144 = fadd double %130, %138
	%145 = fadd double %132, %140
	%146 = fadd double %134, %142
	%147 = fadd double %143, %145
	%148 = fadd double %144, %146
	%149 = fadd double %147, %148
	%150 = getelementptr inbounds double, double* %out, i64 0
	%151 = fcmp uno double %149, %149
	%152 = bitcast double %149 to i64
	%153 = select i1 %151, i64 u0x7FF8000000000000, i64 %152
	%154 = bitcast double* %150 to i64*
	store i64 %153, i64* %154
	ret void
}

declare void @llvm.prefetch.p0i8(i8* %0, i32 %1, i32 %2, i32 %3) nounwind
