; Golden IR of llvmgen test case cell_rowagg_dense_streams (cell row_agg, dense driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan cell row_agg(sum) sparse_safe=false hash=8c15ad3cde121029279627539e111de5
;     in0 main dense matrix <- hop 0
;     in1 side dense matrix <- hop 1
;     in2 side dense matrix <- hop 3
;     t2 = in0 * in1
;     t4 = t2 * in2
;     out0 = rowsum(t4)

define void @fj_8c15ad3cde121029279627539e111de5(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
entry:
	%0 = alloca double, i64 8
	%1 = getelementptr inbounds double*, double** %vals, i64 0
	%2 = load double*, double** %1
	%3 = getelementptr inbounds double*, double** %vals, i64 1
	%4 = load double*, double** %3
	%5 = getelementptr inbounds double*, double** %vals, i64 2
	%6 = load double*, double** %5
	br label %row1.head

row1.head:
	%7 = phi i64 [ %rl, %entry ], [ %202, %col7.exit ]
	%8 = icmp slt i64 %7, %ru
	br i1 %8, label %row1.body, label %row1.exit

row1.body:
	%9 = mul i64 %7, %m
	%10 = sub i64 %7, %rl
	%11 = mul i64 %10, %m
	%12 = getelementptr inbounds double, double* %0, i64 0
	store double 0.0, double* %12
	%13 = getelementptr inbounds double, double* %0, i64 1
	store double 0.0, double* %13
	%14 = getelementptr inbounds double, double* %0, i64 2
	store double 0.0, double* %14
	%15 = getelementptr inbounds double, double* %0, i64 3
	store double 0.0, double* %15
	%16 = getelementptr inbounds double, double* %0, i64 4
	store double 0.0, double* %16
	%17 = getelementptr inbounds double, double* %0, i64 5
	store double 0.0, double* %17
	%18 = getelementptr inbounds double, double* %0, i64 6
	store double 0.0, double* %18
	%19 = getelementptr inbounds double, double* %0, i64 7
	store double 0.0, double* %19
	%20 = lshr i64 %m, 3
	br label %colblk4.head

row1.exit:
	ret void

colblk4.head:
	%21 = phi double [ 0.0, %row1.body ], [ %143, %colblk4.body ]
	%22 = phi double [ 0.0, %row1.body ], [ %130, %colblk4.body ]
	%23 = phi double [ 0.0, %row1.body ], [ %117, %colblk4.body ]
	%24 = phi double [ 0.0, %row1.body ], [ %104, %colblk4.body ]
	%25 = phi double [ 0.0, %row1.body ], [ %91, %colblk4.body ]
	%26 = phi double [ 0.0, %row1.body ], [ %78, %colblk4.body ]
	%27 = phi double [ 0.0, %row1.body ], [ %65, %colblk4.body ]
	%28 = phi double [ 0.0, %row1.body ], [ %52, %colblk4.body ]
	%29 = phi i64 [ 0, %row1.body ], [ %144, %colblk4.body ]
	%30 = icmp slt i64 %29, %20
	br i1 %30, label %colblk4.body, label %colblk4.exit

colblk4.body:
	%31 = mul i64 %29, 8
	%32 = add i64 %9, %31
	%33 = add i64 %32, 256
	%34 = getelementptr double, double* %2, i64 %33
	%35 = bitcast double* %34 to i8*
	call void @llvm.prefetch.p0i8(i8* %35, i32 0, i32 2, i32 1)
	%36 = getelementptr double, double* %4, i64 %33
	%37 = bitcast double* %36 to i8*
	call void @llvm.prefetch.p0i8(i8* %37, i32 0, i32 2, i32 1)
	%38 = getelementptr double, double* %6, i64 %33
	%39 = bitcast double* %38 to i8*
	call void @llvm.prefetch.p0i8(i8* %39, i32 0, i32 2, i32 1)
	%40 = add i64 %31, 0
	%41 = add i64 %9, %40
	%42 = getelementptr inbounds double, double* %2, i64 %41
	%43 = load double, double* %42
	%44 = add i64 %9, %40
	%45 = getelementptr inbounds double, double* %4, i64 %44
	%46 = load double, double* %45
	%47 = add i64 %9, %40
	%48 = getelementptr inbounds double, double* %6, i64 %47
	%49 = load double, double* %48
	%50 = fmul double %43, %46
	%51 = fmul double %50, %49
	%52 = fadd double %28, %51
	%53 = add i64 %31, 1
	%54 = add i64 %9, %53
	%55 = getelementptr inbounds double, double* %2, i64 %54
	%56 = load double, double* %55
	%57 = add i64 %9, %53
	%58 = getelementptr inbounds double, double* %4, i64 %57
	%59 = load double, double* %58
	%60 = add i64 %9, %53
	%61 = getelementptr inbounds double, double* %6, i64 %60
	%62 = load double, double* %61
	%63 = fmul double %56, %59
	%64 = fmul double %63, %62
	%65 = fadd double %27, %64
	%66 = add i64 %31, 2
	%67 = add i64 %9, %66
	%68 = getelementptr inbounds double, double* %2, i64 %67
	%69 = load double, double* %68
	%70 = add i64 %9, %66
	%71 = getelementptr inbounds double, double* %4, i64 %70
	%72 = load double, double* %71
	%73 = add i64 %9, %66
	%74 = getelementptr inbounds double, double* %6, i64 %73
	%75 = load double, double* %74
	%76 = fmul double %69, %72
	%77 = fmul double %76, %75
	%78 = fadd double %26, %77
	%79 = add i64 %31, 3
	%80 = add i64 %9, %79
	%81 = getelementptr inbounds double, double* %2, i64 %80
	%82 = load double, double* %81
	%83 = add i64 %9, %79
	%84 = getelementptr inbounds double, double* %4, i64 %83
	%85 = load double, double* %84
	%86 = add i64 %9, %79
	%87 = getelementptr inbounds double, double* %6, i64 %86
	%88 = load double, double* %87
	%89 = fmul double %82, %85
	%90 = fmul double %89, %88
	%91 = fadd double %25, %90
	%92 = add i64 %31, 4
	%93 = add i64 %9, %92
	%94 = getelementptr inbounds double, double* %2, i64 %93
	%95 = load double, double* %94
	%96 = add i64 %9, %92
	%97 = getelementptr inbounds double, double* %4, i64 %96
	%98 = load double, double* %97
	%99 = add i64 %9, %92
	%100 = getelementptr inbounds double, double* %6, i64 %99
	%101 = load double, double* %100
	%102 = fmul double %95, %98
	%103 = fmul double %102, %101
	%104 = fadd double %24, %103
	%105 = add i64 %31, 5
	%106 = add i64 %9, %105
	%107 = getelementptr inbounds double, double* %2, i64 %106
	%108 = load double, double* %107
	%109 = add i64 %9, %105
	%110 = getelementptr inbounds double, double* %4, i64 %109
	%111 = load double, double* %110
	%112 = add i64 %9, %105
	%113 = getelementptr inbounds double, double* %6, i64 %112
	%114 = load double, double* %113
	%115 = fmul double %108, %111
	%116 = fmul double %115, %114
	%117 = fadd double %23, %116
	%118 = add i64 %31, 6
	%119 = add i64 %9, %118
	%120 = getelementptr inbounds double, double* %2, i64 %119
	%121 = load double, double* %120
	%122 = add i64 %9, %118
	%123 = getelementptr inbounds double, double* %4, i64 %122
	%124 = load double, double* %123
	%125 = add i64 %9, %118
	%126 = getelementptr inbounds double, double* %6, i64 %125
	%127 = load double, double* %126
	%128 = fmul double %121, %124
	%129 = fmul double %128, %127
	%130 = fadd double %22, %129
	%131 = add i64 %31, 7
	%132 = add i64 %9, %131
	%133 = getelementptr inbounds double, double* %2, i64 %132
	%134 = load double, double* %133
	%135 = add i64 %9, %131
	%136 = getelementptr inbounds double, double* %4, i64 %135
	%137 = load double, double* %136
	%138 = add i64 %9, %131
	%139 = getelementptr inbounds double, double* %6, i64 %138
	%140 = load double, double* %139
	%141 = fmul double %134, %137
	%142 = fmul double %141, %140
	%143 = fadd double %21, %142
	%144 = add i64 %29, 1
	br label %colblk4.head

colblk4.exit:
	%145 = getelementptr inbounds double, double* %0, i64 0
	store double %28, double* %145
	%146 = getelementptr inbounds double, double* %0, i64 1
	store double %27, double* %146
	%147 = getelementptr inbounds double, double* %0, i64 2
	store double %26, double* %147
	%148 = getelementptr inbounds double, double* %0, i64 3
	store double %25, double* %148
	%149 = getelementptr inbounds double, double* %0, i64 4
	store double %24, double* %149
	%150 = getelementptr inbounds double, double* %0, i64 5
	store double %23, double* %150
	%151 = getelementptr inbounds double, double* %0, i64 6
	store double %22, double* %151
	%152 = getelementptr inbounds double, double* %0, i64 7
	store double %21, double* %152
	%153 = mul i64 %20, 8
	br label %col7.head

col7.head:
	%154 = phi double [ 0.0, %colblk4.exit ], [ %154, %col7.body ]
	%155 = phi i64 [ %153, %colblk4.exit ], [ %173, %col7.body ]
	%156 = icmp slt i64 %155, %m
	br i1 %156, label %col7.body, label %col7.exit

col7.body:
	%157 = add i64 %9, %155
	%158 = getelementptr inbounds double, double* %2, i64 %157
	%159 = load double, double* %158
	%160 = add i64 %9, %155
	%161 = getelementptr inbounds double, double* %4, i64 %160
	%162 = load double, double* %161
	%163 = add i64 %9, %155
	%164 = getelementptr inbounds double, double* %6, i64 %163
	%165 = load double, double* %164
	%166 = fmul double %159, %162
	%167 = fmul double %166, %165
	%168 = and i64 %155, 7
	%169 = getelementptr inbounds double, double* %0, i64 %168
	%170 = load double, double* %169
	%171 = fadd double %170, %167
	%172 = getelementptr inbounds double, double* %0, i64 %168
	store double %171, double* %172
	%173 = add i64 %155, 1
	br label %col7.head

col7.exit:
	%174 = getelementptr inbounds double, double* %0, i64 0
	%175 = load double, double* %174
	%176 = getelementptr inbounds double, double* %0, i64 1
	%177 = load double, double* %176
	%178 = getelementptr inbounds double, double* %0, i64 2
	%179 = load double, double* %178
	%180 = getelementptr inbounds double, double* %0, i64 3
	%181 = load double, double* %180
	%182 = getelementptr inbounds double, double* %0, i64 4
	%183 = load double, double* %182
	%184 = getelementptr inbounds double, double* %0, i64 5
	%185 = load double, double* %184
	%186 = getelementptr inbounds double, double* %0, i64 6
	%187 = load double, double* %186
	%188 = getelementptr inbounds double, double* %0, i64 7
	%189 = load double, double* %188
	%190 = fadd double %175, %183
	%191 = fadd double %177, %185
	%192 = fadd double %179, %187
	%193 = fadd double %181, %189
	%194 = fadd double %190, %192
	%195 = fadd double %191, %193
	%196 = fadd double %194, %195
	%197 = getelementptr inbounds double, double* %out, i64 %7
	%198 = fcmp uno double %196, %196
	%199 = bitcast double %196 to i64
	%200 = select i1 %198, i64 u0x7FF8000000000000, i64 %199
	%201 = bitcast double* %197 to i64*
	store i64 %200, i64* %201
	%202 = add i64 %7, 1
	br label %row1.head
}

declare void @llvm.prefetch.p0i8(i8* %0, i32 %1, i32 %2, i32 %3) nounwind
