; Golden IR of llvmgen test case cell_rowagg_dense (cell row_agg, dense driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan cell row_agg(sum) sparse_safe=false hash=69e0764b08052dc96893452bf224e7f2
;     in0 main dense matrix <- hop 0
;     in1 side dense scalar <- hop 1
;     t1 = in0 * in0
;     out0 = rowsum(t1)

define void @fj_69e0764b08052dc96893452bf224e7f2(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
entry:
	%0 = alloca double, i64 8
	%1 = getelementptr inbounds double*, double** %vals, i64 0
	%2 = load double*, double** %1
	%3 = getelementptr inbounds double, double* %scalars, i64 1
	%4 = load double, double* %3
	br label %row1.head

row1.head:
	%5 = phi i64 [ %rl, %entry ], [ %118, %coltail7.exit ]
	%6 = icmp slt i64 %5, %ru
	br i1 %6, label %row1.body, label %row1.exit

row1.body:
	%7 = mul i64 %5, %m
	%8 = sub i64 %5, %rl
	%9 = mul i64 %8, %m
	%10 = getelementptr inbounds double, double* %0, i64 0
	store double 0.0, double* %10
	%11 = getelementptr inbounds double, double* %0, i64 1
	store double 0.0, double* %11
	%12 = getelementptr inbounds double, double* %0, i64 2
	store double 0.0, double* %12
	%13 = getelementptr inbounds double, double* %0, i64 3
	store double 0.0, double* %13
	%14 = getelementptr inbounds double, double* %0, i64 4
	store double 0.0, double* %14
	%15 = getelementptr inbounds double, double* %0, i64 5
	store double 0.0, double* %15
	%16 = getelementptr inbounds double, double* %0, i64 6
	store double 0.0, double* %16
	%17 = getelementptr inbounds double, double* %0, i64 7
	store double 0.0, double* %17
	%18 = lshr i64 %m, 3
	br label %colblk4.head

row1.exit:
	ret void

colblk4.head:
	%19 = phi double [ 0.0, %row1.body ], [ %77, %colblk4.body ]
	%20 = phi double [ 0.0, %row1.body ], [ %71, %colblk4.body ]
	%21 = phi double [ 0.0, %row1.body ], [ %65, %colblk4.body ]
	%22 = phi double [ 0.0, %row1.body ], [ %59, %colblk4.body ]
	%23 = phi double [ 0.0, %row1.body ], [ %53, %colblk4.body ]
	%24 = phi double [ 0.0, %row1.body ], [ %47, %colblk4.body ]
	%25 = phi double [ 0.0, %row1.body ], [ %41, %colblk4.body ]
	%26 = phi double [ 0.0, %row1.body ], [ %35, %colblk4.body ]
	%27 = phi i64 [ 0, %row1.body ], [ %78, %colblk4.body ]
	%28 = icmp slt i64 %27, %18
	br i1 %28, label %colblk4.body, label %colblk4.exit

colblk4.body:
	%29 = mul i64 %27, 8
	%30 = add i64 %29, 0
	%31 = add i64 %7, %30
	%32 = getelementptr inbounds double, double* %2, i64 %31
	%33 = load double, double* %32
	%34 = fmul double %33, %33
	%35 = fadd double %26, %34
	%36 = add i64 %29, 1
	%37 = add i64 %7, %36
	%38 = getelementptr inbounds double, double* %2, i64 %37
	%39 = load double, double* %38
	%40 = fmul double %39, %39
	%41 = fadd double %25, %40
	%42 = add i64 %29, 2
	%43 = add i64 %7, %42
	%44 = getelementptr inbounds double, double* %2, i64 %43
	%45 = load double, double* %44
	%46 = fmul double %45, %45
	%47 = fadd double %24, %46
	%48 = add i64 %29, 3
	%49 = add i64 %7, %48
	%50 = getelementptr inbounds double, double* %2, i64 %49
	%51 = load double, double* %50
	%52 = fmul double %51, %51
	%53 = fadd double %23, %52
	%54 = add i64 %29, 4
	%55 = add i64 %7, %54
	%56 = getelementptr inbounds double, double* %2, i64 %55
	%57 = load double, double* %56
	%58 = fmul double %57, %57
	%59 = fadd double %22, %58
	%60 = add i64 %29, 5
	%61 = add i64 %7, %60
	%62 = getelementptr inbounds double, double* %2, i64 %61
	%63 = load double, double* %62
	%64 = fmul double %63, %63
	%65 = fadd double %21, %64
	%66 = add i64 %29, 6
	%67 = add i64 %7, %66
	%68 = getelementptr inbounds double, double* %2, i64 %67
	%69 = load double, double* %68
	%70 = fmul double %69, %69
	%71 = fadd double %20, %70
	%72 = add i64 %29, 7
	%73 = add i64 %7, %72
	%74 = getelementptr inbounds double, double* %2, i64 %73
	%75 = load double, double* %74
	%76 = fmul double %75, %75
	%77 = fadd double %19, %76
	%78 = add i64 %27, 1
	br label %colblk4.head

colblk4.exit:
	%79 = getelementptr inbounds double, double* %0, i64 0
	store double %26, double* %79
	%80 = getelementptr inbounds double, double* %0, i64 1
	store double %25, double* %80
	%81 = getelementptr inbounds double, double* %0, i64 2
	store double %24, double* %81
	%82 = getelementptr inbounds double, double* %0, i64 3
	store double %23, double* %82
	%83 = getelementptr inbounds double, double* %0, i64 4
	store double %22, double* %83
	%84 = getelementptr inbounds double, double* %0, i64 5
	store double %21, double* %84
	%85 = getelementptr inbounds double, double* %0, i64 6
	store double %20, double* %85
	%86 = getelementptr inbounds double, double* %0, i64 7
	store double %19, double* %86
	%87 = mul i64 %18, 8
	%88 = add i64 %87, 0
	%89 = icmp slt i64 %88, %m
	br i1 %89, label %coltail8, label %coltail7.exit

coltail7.exit:
	%90 = getelementptr inbounds double, double* %0, i64 0
	%91 = load double, double* %90
	%92 = getelementptr inbounds double, double* %0, i64 1
	%93 = load double, double* %92
	%94 = getelementptr inbounds double, double* %0, i64 2
	%95 = load double, double* %94
	%96 = getelementptr inbounds double, double* %0, i64 3
	%97 = load double, double* %96
	%98 = getelementptr inbounds double, double* %0, i64 4
	%99 = load double, double* %98
	%100 = getelementptr inbounds double, double* %0, i64 5
	%101 = load double, double* %100
	%102 = getelementptr inbounds double, double* %0, i64 6
	%103 = load double, double* %102
	%104 = getelementptr inbounds double, double* %0, i64 7
	%105 = load double, double* %104
	%106 = fadd double %91, %99
	%107 = fadd double %93, %101
	%108 = fadd double %95, %103
	%109 = fadd double %97, %105
	%110 = fadd double %106, %108
	%111 = fadd double %107, %109
	%112 = fadd double %110, %111
	%113 = getelementptr inbounds double, double* %out, i64 %5
	%114 = fcmp uno double %112, %112
	%115 = bitcast double %112 to i64
	%116 = select i1 %114, i64 u0x7FF8000000000000, i64 %115
	%117 = bitcast double* %113 to i64*
	store i64 %116, i64* %117
	%118 = add i64 %5, 1
	br label %row1.head

coltail8:
	%119 = add i64 %7, %88
	%120 = getelementptr inbounds double, double* %2, i64 %119
	%121 = load double, double* %120
	%122 = fmul double %121, %121
	%123 = and i64 0, 7
	%124 = getelementptr inbounds double, double* %0, i64 %123
	%125 = load double, double* %124
	%126 = fadd double %125, %122
	%127 = getelementptr inbounds double, double* %0, i64 %123
	store double %126, double* %127
	%128 = add i64 %87, 1
	%129 = icmp slt i64 %128, %m
	br i1 %129, label %coltail9, label %coltail7.exit

coltail9:
	%130 = add i64 %7, %128
	%131 = getelementptr inbounds double, double* %2, i64 %130
	%132 = load double, double* %131
	%133 = fmul double %132, %132
	%134 = and i64 1, 7
	%135 = getelementptr inbounds double, double* %0, i64 %134
	%136 = load double, double* %135
	%137 = fadd double %136, %133
	%138 = getelementptr inbounds double, double* %0, i64 %134
	store double %137, double* %138
	%139 = add i64 %87, 2
	%140 = icmp slt i64 %139, %m
	br i1 %140, label %coltail10, label %coltail7.exit

coltail10:
	%141 = add i64 %7, %139
	%142 = getelementptr inbounds double, double* %2, i64 %141
	%143 = load double, double* %142
	%144 = fmul double %143, %143
	%145 = and i64 2, 7
	%146 = getelementptr inbounds double, double* %0, i64 %145
	%147 = load double, double* %146
	%148 = fadd double %147, %144
	%149 = getelementptr inbounds double, double* %0, i64 %145
	store double %148, double* %149
	%150 = add i64 %87, 3
	%151 = icmp slt i64 %150, %m
	br i1 %151, label %coltail11, label %coltail7.exit

coltail11:
	%152 = add i64 %7, %150
	%153 = getelementptr inbounds double, double* %2, i64 %152
	%154 = load double, double* %153
	%155 = fmul double %154, %154
	%156 = and i64 3, 7
	%157 = getelementptr inbounds double, double* %0, i64 %156
	%158 = load double, double* %157
	%159 = fadd double %158, %155
	%160 = getelementptr inbounds double, double* %0, i64 %156
	store double %159, double* %160
	%161 = add i64 %87, 4
	%162 = icmp slt i64 %161, %m
	br i1 %162, label %coltail12, label %coltail7.exit

coltail12:
	%163 = add i64 %7, %161
	%164 = getelementptr inbounds double, double* %2, i64 %163
	%165 = load double, double* %164
	%166 = fmul double %165, %165
	%167 = and i64 4, 7
	%168 = getelementptr inbounds double, double* %0, i64 %167
	%169 = load double, double* %168
	%170 = fadd double %169, %166
	%171 = getelementptr inbounds double, double* %0, i64 %167
	store double %170, double* %171
	%172 = add i64 %87, 5
	%173 = icmp slt i64 %172, %m
	br i1 %173, label %coltail13, label %coltail7.exit

coltail13:
	%174 = add i64 %7, %172
	%175 = getelementptr inbounds double, double* %2, i64 %174
	%176 = load double, double* %175
	%177 = fmul double %176, %176
	%178 = and i64 5, 7
	%179 = getelementptr inbounds double, double* %0, i64 %178
	%180 = load double, double* %179
	%181 = fadd double %180, %177
	%182 = getelementptr inbounds double, double* %0, i64 %178
	store double %181, double* %182
	%183 = add i64 %87, 6
	%184 = icmp slt i64 %183, %m
	br i1 %184, label %coltail14, label %coltail7.exit

coltail14:
	%185 = add i64 %7, %183
	%186 = getelementptr inbounds double, double* %2, i64 %185
	%187 = load double, double* %186
	%188 = fmul double %187, %187
	%189 = and i64 6, 7
	%190 = getelementptr inbounds double, double* %0, i64 %189
	%191 = load double, double* %190
	%192 = fadd double %191, %188
	%193 = getelementptr inbounds double, double* %0, i64 %189
	store double %192, double* %193
	br label %coltail7.exit
}
