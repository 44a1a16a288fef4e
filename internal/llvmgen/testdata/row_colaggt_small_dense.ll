; Golden IR of llvmgen test case row_colaggt_small_dense (row col_agg_t, dense driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan row col_agg_t sparse_safe=false hash=e8cd16279963b6179341a4ebe833c5e9
;     in0 main dense matrix <- hop 0
;     in1 side dense matrix <- hop 2
;     in2 side dense whole <- hop 3
;     t2 = in0 %*% in2
;     t3 = in1 * t2
;     out += t(in0) %*% t3

define void @fj_e8cd16279963b6179341a4ebe833c5e9(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
entry:
	%0 = alloca double, i64 12
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
	%30 = phi i64 [ %rl, %entry ], [ %105, %rowblk1.body ]
	%31 = add i64 %30, 4
	%32 = icmp sle i64 %31, %ru
	br i1 %32, label %rowblk1.body, label %rowblk1.exit

rowblk1.body:
	%33 = add i64 %30, 0
	%34 = mul i64 %33, %13
	%35 = getelementptr double, double* %4, i64 %34
	%36 = mul i64 %33, %18
	%37 = getelementptr double, double* %2, i64 %36
	call void @fjv_matvec_p_k3(double* %37, double* %6, double* %24, i64 %18)
	call void @fjv_op6_vv(double* %35, double* %24, double* %29, i64 %13)
	%38 = getelementptr inbounds i64, i64* %aux, i64 4
	%39 = load i64, i64* %38
	%40 = mul i64 %33, %39
	%41 = getelementptr double, double* %2, i64 %40
	%42 = getelementptr inbounds double, double* %29, i64 0
	%43 = load double, double* %42
	%44 = getelementptr inbounds double, double* %0, i64 0
	store double %43, double* %44
	%45 = getelementptr inbounds double, double* %29, i64 1
	%46 = load double, double* %45
	%47 = getelementptr inbounds double, double* %0, i64 1
	store double %46, double* %47
	%48 = getelementptr inbounds double, double* %29, i64 2
	%49 = load double, double* %48
	%50 = getelementptr inbounds double, double* %0, i64 2
	store double %49, double* %50
	%51 = add i64 %30, 1
	%52 = mul i64 %51, %13
	%53 = getelementptr double, double* %4, i64 %52
	%54 = mul i64 %51, %18
	%55 = getelementptr double, double* %2, i64 %54
	call void @fjv_matvec_p_k3(double* %55, double* %6, double* %24, i64 %18)
	call void @fjv_op6_vv(double* %53, double* %24, double* %29, i64 %13)
	%56 = getelementptr inbounds i64, i64* %aux, i64 4
	%57 = load i64, i64* %56
	%58 = mul i64 %51, %57
	%59 = getelementptr double, double* %2, i64 %58
	%60 = getelementptr inbounds double, double* %29, i64 0
	%61 = load double, double* %60
	%62 = getelementptr inbounds double, double* %0, i64 3
	store double %61, double* %62
	%63 = getelementptr inbounds double, double* %29, i64 1
	%64 = load double, double* %63
	%65 = getelementptr inbounds double, double* %0, i64 4
	store double %64, double* %65
	%66 = getelementptr inbounds double, double* %29, i64 2
	%67 = load double, double* %66
	%68 = getelementptr inbounds double, double* %0, i64 5
	store double %67, double* %68
	%69 = add i64 %30, 2
	%70 = mul i64 %69, %13
	%71 = getelementptr double, double* %4, i64 %70
	%72 = mul i64 %69, %18
	%73 = getelementptr double, double* %2, i64 %72
	call void @fjv_matvec_p_k3(double* %73, double* %6, double* %24, i64 %18)
	call void @fjv_op6_vv(double* %71, double* %24, double* %29, i64 %13)
	%74 = getelementptr inbounds i64, i64* %aux, i64 4
	%75 = load i64, i64* %74
	%76 = mul i64 %69, %75
	%77 = getelementptr double, double* %2, i64 %76
	%78 = getelementptr inbounds double, double* %29, i64 0
	%79 = load double, double* %78
	%80 = getelementptr inbounds double, double* %0, i64 6
	store double %79, double* %80
	%81 = getelementptr inbounds double, double* %29, i64 1
	%82 = load double, double* %81
	%83 = getelementptr inbounds double, double* %0, i64 7
	store double %82, double* %83
	%84 = getelementptr inbounds double, double* %29, i64 2
	%85 = load double, double* %84
	%86 = getelementptr inbounds double, double* %0, i64 8
	store double %85, double* %86
	%87 = add i64 %30, 3
	%88 = mul i64 %87, %13
	%89 = getelementptr double, double* %4, i64 %88
	%90 = mul i64 %87, %18
	%91 = getelementptr double, double* %2, i64 %90
	call void @fjv_matvec_p_k3(double* %91, double* %6, double* %24, i64 %18)
	call void @fjv_op6_vv(double* %89, double* %24, double* %29, i64 %13)
	%92 = getelementptr inbounds i64, i64* %aux, i64 4
	%93 = load i64, i64* %92
	%94 = mul i64 %87, %93
	%95 = getelementptr double, double* %2, i64 %94
	%96 = getelementptr inbounds double, double* %29, i64 0
	%97 = load double, double* %96
	%98 = getelementptr inbounds double, double* %0, i64 9
	store double %97, double* %98
	%99 = getelementptr inbounds double, double* %29, i64 1
	%100 = load double, double* %99
	%101 = getelementptr inbounds double, double* %0, i64 10
	store double %100, double* %101
	%102 = getelementptr inbounds double, double* %29, i64 2
	%103 = load double, double* %102
	%104 = getelementptr inbounds double, double* %0, i64 11
	store double %103, double* %104
	call void @fjv_addrows_r4_k3(double* %41, double* %59, double* %77, double* %95, i64 %93, double* %0, double* %out)
	%105 = add i64 %30, 4
	br label %rowblk1.head

rowblk1.exit:
	br label %row4.head

row4.head:
	%106 = phi i64 [ %30, %rowblk1.exit ], [ %116, %row4.body ]
	%107 = icmp slt i64 %106, %ru
	br i1 %107, label %row4.body, label %row4.exit

row4.body:
	%108 = mul i64 %106, %13
	%109 = getelementptr double, double* %4, i64 %108
	%110 = mul i64 %106, %18
	%111 = getelementptr double, double* %2, i64 %110
	call void @fjv_matvec_p_k3(double* %111, double* %6, double* %24, i64 %18)
	call void @fjv_op6_vv(double* %109, double* %24, double* %29, i64 %13)
	%112 = getelementptr inbounds i64, i64* %aux, i64 4
	%113 = load i64, i64* %112
	%114 = mul i64 %106, %113
	%115 = getelementptr double, double* %2, i64 %114
	call void @fjv_outer_t_k3(double* %115, i64 %113, double* %29, double* %out)
	%116 = add i64 %106, 1
	br label %row4.head

row4.exit:
	ret void
}

define internal void @fjv_matvec_p_k3(double* nocapture %x, double* nocapture %Bt, double* noalias nocapture %c, i64 %n) nounwind {
entry:
	%0 = alloca double, i64 24
	%1 = mul i64 0, %n
	%2 = getelementptr double, double* %Bt, i64 %1
	%3 = mul i64 1, %n
	%4 = getelementptr double, double* %Bt, i64 %3
	%5 = mul i64 2, %n
	%6 = getelementptr double, double* %Bt, i64 %5
	%7 = lshr i64 %n, 3
	br label %dotblk1.head

dotblk1.head:
	%8 = phi double [ 0.0, %entry ], [ %178, %dotblk1.body ]
	%9 = phi double [ 0.0, %entry ], [ %173, %dotblk1.body ]
	%10 = phi double [ 0.0, %entry ], [ %168, %dotblk1.body ]
	%11 = phi double [ 0.0, %entry ], [ %163, %dotblk1.body ]
	%12 = phi double [ 0.0, %entry ], [ %158, %dotblk1.body ]
	%13 = phi double [ 0.0, %entry ], [ %153, %dotblk1.body ]
	%14 = phi double [ 0.0, %entry ], [ %148, %dotblk1.body ]
	%15 = phi double [ 0.0, %entry ], [ %143, %dotblk1.body ]
	%16 = phi double [ 0.0, %entry ], [ %138, %dotblk1.body ]
	%17 = phi double [ 0.0, %entry ], [ %133, %dotblk1.body ]
	%18 = phi double [ 0.0, %entry ], [ %128, %dotblk1.body ]
	%19 = phi double [ 0.0, %entry ], [ %123, %dotblk1.body ]
	%20 = phi double [ 0.0, %entry ], [ %118, %dotblk1.body ]
	%21 = phi double [ 0.0, %entry ], [ %113, %dotblk1.body ]
	%22 = phi double [ 0.0, %entry ], [ %108, %dotblk1.body ]
	%23 = phi double [ 0.0, %entry ], [ %103, %dotblk1.body ]
	%24 = phi double [ 0.0, %entry ], [ %98, %dotblk1.body ]
	%25 = phi double [ 0.0, %entry ], [ %90, %dotblk1.body ]
	%26 = phi double [ 0.0, %entry ], [ %82, %dotblk1.body ]
	%27 = phi double [ 0.0, %entry ], [ %74, %dotblk1.body ]
	%28 = phi double [ 0.0, %entry ], [ %66, %dotblk1.body ]
	%29 = phi double [ 0.0, %entry ], [ %58, %dotblk1.body ]
	%30 = phi double [ 0.0, %entry ], [ %50, %dotblk1.body ]
	%31 = phi double [ 0.0, %entry ], [ %42, %dotblk1.body ]
	%32 = phi i64 [ 0, %entry ], [ %179, %dotblk1.body ]
	%33 = icmp slt i64 %32, %7
	br i1 %33, label %dotblk1.body, label %dotblk1.exit

dotblk1.body:
	%34 = mul i64 %32, 8
	%35 = add i64 %34, 0
	%36 = getelementptr inbounds double, double* %x, i64 %35
	%37 = load double, double* %36
	%38 = add i64 %34, 0
	%39 = getelementptr inbounds double, double* %2, i64 %38
	%40 = load double, double* %39
	%41 = fmul double %37, %40
	%42 = fadd double %31, %41
	%43 = add i64 %34, 1
	%44 = getelementptr inbounds double, double* %x, i64 %43
	%45 = load double, double* %44
	%46 = add i64 %34, 1
	%47 = getelementptr inbounds double, double* %2, i64 %46
	%48 = load double, double* %47
	%49 = fmul double %45, %48
	%50 = fadd double %30, %49
	%51 = add i64 %34, 2
	%52 = getelementptr inbounds double, double* %x, i64 %51
	%53 = load double, double* %52
	%54 = add i64 %34, 2
	%55 = getelementptr inbounds double, double* %2, i64 %54
	%56 = load double, double* %55
	%57 = fmul double %53, %56
	%58 = fadd double %29, %57
	%59 = add i64 %34, 3
	%60 = getelementptr inbounds double, double* %x, i64 %59
	%61 = load double, double* %60
	%62 = add i64 %34, 3
	%63 = getelementptr inbounds double, double* %2, i64 %62
	%64 = load double, double* %63
	%65 = fmul double %61, %64
	%66 = fadd double %28, %65
	%67 = add i64 %34, 4
	%68 = getelementptr inbounds double, double* %x, i64 %67
	%69 = load double, double* %68
	%70 = add i64 %34, 4
	%71 = getelementptr inbounds double, double* %2, i64 %70
	%72 = load double, double* %71
	%73 = fmul double %69, %72
	%74 = fadd double %27, %73
	%75 = add i64 %34, 5
	%76 = getelementptr inbounds double, double* %x, i64 %75
	%77 = load double, double* %76
	%78 = add i64 %34, 5
	%79 = getelementptr inbounds double, double* %2, i64 %78
	%80 = load double, double* %79
	%81 = fmul double %77, %80
	%82 = fadd double %26, %81
	%83 = add i64 %34, 6
	%84 = getelementptr inbounds double, double* %x, i64 %83
	%85 = load double, double* %84
	%86 = add i64 %34, 6
	%87 = getelementptr inbounds double, double* %2, i64 %86
	%88 = load double, double* %87
	%89 = fmul double %85, %88
	%90 = fadd double %25, %89
	%91 = add i64 %34, 7
	%92 = getelementptr inbounds double, double* %x, i64 %91
	%93 = load double, double* %92
	%94 = add i64 %34, 7
	%95 = getelementptr inbounds double, double* %2, i64 %94
	%96 = load double, double* %95
	%97 = fmul double %93, %96
	%98 = fadd double %24, %97
	%99 = add i64 %34, 0
	%100 = getelementptr inbounds double, double* %4, i64 %99
	%101 = load double, double* %100
	%102 = fmul double %37, %101
	%103 = fadd double %23, %102
	%104 = add i64 %34, 1
	%105 = getelementptr inbounds double, double* %4, i64 %104
	%106 = load double, double* %105
	%107 = fmul double %45, %106
	%108 = fadd double %22, %107
	%109 = add i64 %34, 2
	%110 = getelementptr inbounds double, double* %4, i64 %109
	%111 = load double, double* %110
	%112 = fmul double %53, %111
	%113 = fadd double %21, %112
	%114 = add i64 %34, 3
	%115 = getelementptr inbounds double, double* %4, i64 %114
	%116 = load double, double* %115
	%117 = fmul double %61, %116
	%118 = fadd double %20, %117
	%119 = add i64 %34, 4
	%120 = getelementptr inbounds double, double* %4, i64 %119
	%121 = load double, double* %120
	%122 = fmul double %69, %121
	%123 = fadd double %19, %122
	%124 = add i64 %34, 5
	%125 = getelementptr inbounds double, double* %4, i64 %124
	%126 = load double, double* %125
	%127 = fmul double %77, %126
	%128 = fadd double %18, %127
	%129 = add i64 %34, 6
	%130 = getelementptr inbounds double, double* %4, i64 %129
	%131 = load double, double* %130
	%132 = fmul double %85, %131
	%133 = fadd double %17, %132
	%134 = add i64 %34, 7
	%135 = getelementptr inbounds double, double* %4, i64 %134
	%136 = load double, double* %135
	%137 = fmul double %93, %136
	%138 = fadd double %16, %137
	%139 = add i64 %34, 0
	%140 = getelementptr inbounds double, double* %6, i64 %139
	%141 = load double, double* %140
	%142 = fmul double %37, %141
	%143 = fadd double %15, %142
	%144 = add i64 %34, 1
	%145 = getelementptr inbounds double, double* %6, i64 %144
	%146 = load double, double* %145
	%147 = fmul double %45, %146
	%148 = fadd double %14, %147
	%149 = add i64 %34, 2
	%150 = getelementptr inbounds double, double* %6, i64 %149
	%151 = load double, double* %150
	%152 = fmul double %53, %151
	%153 = fadd double %13, %152
	%154 = add i64 %34, 3
	%155 = getelementptr inbounds double, double* %6, i64 %154
	%156 = load double, double* %155
	%157 = fmul double %61, %156
	%158 = fadd double %12, %157
	%159 = add i64 %34, 4
	%160 = getelementptr inbounds double, double* %6, i64 %159
	%161 = load double, double* %160
	%162 = fmul double %69, %161
	%163 = fadd double %11, %162
	%164 = add i64 %34, 5
	%165 = getelementptr inbounds double, double* %6, i64 %164
	%166 = load double, double* %165
	%167 = fmul double %77, %166
	%168 = fadd double %10, %167
	%169 = add i64 %34, 6
	%170 = getelementptr inbounds double, double* %6, i64 %169
	%171 = load double, double* %170
	%172 = fmul double %85, %171
	%173 = fadd double %9, %172
	%174 = add i64 %34, 7
	%175 = getelementptr inbounds double, double* %6, i64 %174
	%176 = load double, double* %175
	%177 = fmul double %93, %176
	%178 = fadd double %8, %177
	%179 = add i64 %32, 1
	br label %dotblk1.head

dotblk1.exit:
	%180 = getelementptr inbounds double, double* %0, i64 0
	store double %31, double* %180
	%181 = getelementptr inbounds double, double* %0, i64 1
	store double %30, double* %181
	%182 = getelementptr inbounds double, double* %0, i64 2
	store double %29, double* %182
	%183 = getelementptr inbounds double, double* %0, i64 3
	store double %28, double* %183
	%184 = getelementptr inbounds double, double* %0, i64 4
	store double %27, double* %184
	%185 = getelementptr inbounds double, double* %0, i64 5
	store double %26, double* %185
	%186 = getelementptr inbounds double, double* %0, i64 6
	store double %25, double* %186
	%187 = getelementptr inbounds double, double* %0, i64 7
	store double %24, double* %187
	%188 = getelementptr inbounds double, double* %0, i64 8
	store double %23, double* %188
	%189 = getelementptr inbounds double, double* %0, i64 9
	store double %22, double* %189
	%190 = getelementptr inbounds double, double* %0, i64 10
	store double %21, double* %190
	%191 = getelementptr inbounds double, double* %0, i64 11
	store double %20, double* %191
	%192 = getelementptr inbounds double, double* %0, i64 12
	store double %19, double* %192
	%193 = getelementptr inbounds double, double* %0, i64 13
	store double %18, double* %193
	%194 = getelementptr inbounds double, double* %0, i64 14
	store double %17, double* %194
	%195 = getelementptr inbounds double, double* %0, i64 15
	store double %16, double* %195
	%196 = getelementptr inbounds double, double* %0, i64 16
	store double %15, double* %196
	%197 = getelementptr inbounds double, double* %0, i64 17
	store double %14, double* %197
	%198 = getelementptr inbounds double, double* %0, i64 18
	store double %13, double* %198
	%199 = getelementptr inbounds double, double* %0, i64 19
	store double %12, double* %199
	%200 = getelementptr inbounds double, double* %0, i64 20
	store double %11, double* %200
	%201 = getelementptr inbounds double, double* %0, i64 21
	store double %10, double* %201
	%202 = getelementptr inbounds double, double* %0, i64 22
	store double %9, double* %202
	%203 = getelementptr inbounds double, double* %0, i64 23
	store double %8, double* %203
	%204 = mul i64 %7, 8
	br label %dottail4.head

dottail4.head:
	%205 = phi i64 [ %204, %dotblk1.exit ], [ %240, %dottail4.body ]
	%206 = icmp slt i64 %205, %n
	br i1 %206, label %dottail4.body, label %dottail4.exit

dottail4.body:
	%207 = getelementptr inbounds double, double* %x, i64 %205
	%208 = load double, double* %207
	%209 = getelementptr inbounds double, double* %2, i64 %205
	%210 = load double, double* %209
	%211 = fmul double %208, %210
	%212 = getelementptr double, double* %0, i64 0
	%213 = and i64 %205, 7
	%214 = getelementptr inbounds double, double* %212, i64 %213
	%215 = load double, double* %214
	%216 = fadd double %215, %211
	%217 = getelementptr inbounds double, double* %212, i64 %213
	store double %216, double* %217
	%218 = getelementptr inbounds double, double* %x, i64 %205
	%219 = load double, double* %218
	%220 = getelementptr inbounds double, double* %4, i64 %205
	%221 = load double, double* %220
	%222 = fmul double %219, %221
	%223 = getelementptr double, double* %0, i64 8
	%224 = and i64 %205, 7
	%225 = getelementptr inbounds double, double* %223, i64 %224
	%226 = load double, double* %225
	%227 = fadd double %226, %222
	%228 = getelementptr inbounds double, double* %223, i64 %224
	store double %227, double* %228
	%229 = getelementptr inbounds double, double* %x, i64 %205
	%230 = load double, double* %229
	%231 = getelementptr inbounds double, double* %6, i64 %205
	%232 = load double, double* %231
	%233 = fmul double %230, %232
	%234 = getelementptr double, double* %0, i64 16
	%235 = and i64 %205, 7
	%236 = getelementptr inbounds double, double* %234, i64 %235
	%237 = load double, double* %236
	%238 = fadd double %237, %233
	%239 = getelementptr inbounds double, double* %234, i64 %235
	store double %238, double* %239
	%240 = add i64 %205, 1
	br label %dottail4.head

dottail4.exit:
	%241 = getelementptr double, double* %0, i64 0
	%242 = getelementptr inbounds double, double* %241, i64 0
	%243 = load double, double* %242
	%244 = getelementptr inbounds double, double* %241, i64 1
	%245 = load double, double* %244
	%246 = getelementptr inbounds double, double* %241, i64 2
	%247 = load double, double* %246
	%248 = getelementptr inbounds double, double* %241, i64 3
	%249 = load double, double* %248
	%250 = getelementptr inbounds double, double* %241, i64 4
	%251 = load double, double* %250
	%252 = getelementptr inbounds double, double* %241, i64 5
	%253 = load double, double* %252
	%254 = getelementptr inbounds double, double* %241, i64 6
	%255 = load double, double* %254
	%256 = getelementptr inbounds double, double* %241, i64 7
	%257 = load double, double* %256
	%258 = fadd double %243, %251
	%259 = fadd double %245, %253
	%260 = fadd double %247, %255
	%261 = fadd double %249, %257
	%262 = fadd double %258, %260
	%263 = fadd double %259, %261
	%264 = fadd double %262, %263
	%265 = getelementptr double, double* %0, i64 8
	%266 = getelementptr inbounds double, double* %265, i64 0
	%267 = load double, double* %266
	%268 = getelementptr inbounds double, double* %265, i64 1
	%269 = load double, double* %268
	%270 = getelementptr inbounds double, double* %265, i64 2
	%271 = load double, double* %270
	%272 = getelementptr inbounds double, double* %265, i64 3
	%273 = load double, double* %272
	%274 = getelementptr inbounds double, double* %265, i64 4
	%275 = load double, double* %274
	%276 = getelementptr inbounds double, double* %265, i64 5
	%277 = load double, double* %276
	%278 = getelementptr inbounds double, double* %265, i64 6
	%279 = load double, double* %278
	%280 = getelementptr inbounds double, double* %265, i64 7
	%281 = load double, double* %280
	%282 = fadd double %267, %275
	%283 = fadd double %269, %277
	%284 = fadd double %271, %279
	%285 = fadd double %273, %281
	%286 = fadd double %282, %284
	%287 = fadd double %283, %285
	%288 = fadd double %286, %287
	%289 = getelementptr double, double* %0, i64 16
	%290 = getelementptr inbounds double, double* %289, i64 0
	%291 = load double, double* %290
	%292 = getelementptr inbounds double, double* %289, i64 1
	%293 = load double, double* %292
	%294 = getelementptr inbounds double, double* %289, i64 2
	%295 = load double, double* %294
	%296 = getelementptr inbounds double, double* %289, i64 3
	%297 = load double, double* %296
	%298 = getelementptr inbounds double, double* %289, i64 4
	%299 = load double, double* %298
	%300 = getelementptr inbounds double, double* %289, i64 5
	%301 = load double, double* %300
	%302 = getelementptr inbounds double, double* %289, i64 6
	%303 = load double, double* %302
	%304 = getelementptr inbounds double, double* %289, i64 7
	%305 = load double, double* %304
	%306 = fadd double %291, %299
	%307 = fadd double %293, %301
	%308 = fadd double %295, %303
	%309 = fadd double %297, %305
	%310 = fadd double %306, %308
	%311 = fadd double %307, %309
	%312 = fadd double %310, %311
	%313 = getelementptr inbounds double, double* %c, i64 0
	%314 = fcmp uno double %264, %264
	%315 = bitcast double %264 to i64
	%316 = select i1 %314, i64 u0x7FF8000000000000, i64 %315
	%317 = bitcast double* %313 to i64*
	store i64 %316, i64* %317
	%318 = getelementptr inbounds double, double* %c, i64 1
	%319 = fcmp uno double %288, %288
	%320 = bitcast double %288 to i64
	%321 = select i1 %319, i64 u0x7FF8000000000000, i64 %320
	%322 = bitcast double* %318 to i64*
	store i64 %321, i64* %322
	%323 = getelementptr inbounds double, double* %c, i64 2
	%324 = fcmp uno double %312, %312
	%325 = bitcast double %312 to i64
	%326 = select i1 %324, i64 u0x7FF8000000000000, i64 %325
	%327 = bitcast double* %323 to i64*
	store i64 %326, i64* %327
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

define internal void @fjv_addrows_r4_k3(double* nocapture %z0, double* nocapture %z1, double* nocapture %z2, double* nocapture %z3, i64 %n, double* nocapture %w, double* noalias nocapture %C) nounwind {
entry:
	%0 = getelementptr inbounds double, double* %w, i64 0
	%1 = load double, double* %0
	%2 = getelementptr inbounds double, double* %w, i64 1
	%3 = load double, double* %2
	%4 = getelementptr inbounds double, double* %w, i64 2
	%5 = load double, double* %4
	%6 = getelementptr inbounds double, double* %w, i64 3
	%7 = load double, double* %6
	%8 = getelementptr inbounds double, double* %w, i64 4
	%9 = load double, double* %8
	%10 = getelementptr inbounds double, double* %w, i64 5
	%11 = load double, double* %10
	%12 = getelementptr inbounds double, double* %w, i64 6
	%13 = load double, double* %12
	%14 = getelementptr inbounds double, double* %w, i64 7
	%15 = load double, double* %14
	%16 = getelementptr inbounds double, double* %w, i64 8
	%17 = load double, double* %16
	%18 = getelementptr inbounds double, double* %w, i64 9
	%19 = load double, double* %18
	%20 = getelementptr inbounds double, double* %w, i64 10
	%21 = load double, double* %20
	%22 = getelementptr inbounds double, double* %w, i64 11
	%23 = load double, double* %22
	%24 = mul i64 0, %n
	%25 = getelementptr double, double* %C, i64 %24
	%26 = mul i64 1, %n
	%27 = getelementptr double, double* %C, i64 %26
	%28 = mul i64 2, %n
	%29 = getelementptr double, double* %C, i64 %28
	br label %j1.head

j1.head:
	%30 = phi i64 [ 0, %entry ], [ %85, %j1.body ]
	%31 = icmp slt i64 %30, %n
	br i1 %31, label %j1.body, label %j1.exit

j1.body:
	%32 = getelementptr inbounds double, double* %z0, i64 %30
	%33 = load double, double* %32
	%34 = getelementptr inbounds double, double* %z1, i64 %30
	%35 = load double, double* %34
	%36 = getelementptr inbounds double, double* %z2, i64 %30
	%37 = load double, double* %36
	%38 = getelementptr inbounds double, double* %z3, i64 %30
	%39 = load double, double* %38
	%40 = getelementptr inbounds double, double* %25, i64 %30
	%41 = load double, double* %40
	%42 = fmul double %33, %1
	%43 = fadd double %41, %42
	%44 = fmul double %35, %7
	%45 = fadd double %43, %44
	%46 = fmul double %37, %13
	%47 = fadd double %45, %46
	%48 = fmul double %39, %19
	%49 = fadd double %47, %48
	%50 = getelementptr inbounds double, double* %25, i64 %30
	%51 = fcmp uno double %49, %49
	%52 = bitcast double %49 to i64
	%53 = select i1 %51, i64 u0x7FF8000000000000, i64 %52
	%54 = bitcast double* %50 to i64*
	store i64 %53, i64* %54
	%55 = getelementptr inbounds double, double* %27, i64 %30
	%56 = load double, double* %55
	%57 = fmul double %33, %3
	%58 = fadd double %56, %57
	%59 = fmul double %35, %9
	%60 = fadd double %58, %59
	%61 = fmul double %37, %15
	%62 = fadd double %60, %61
	%63 = fmul double %39, %21
	%64 = fadd double %62, %63
	%65 = getelementptr inbounds double, double* %27, i64 %30
	%66 = fcmp uno double %64, %64
	%67 = bitcast double %64 to i64
	%68 = select i1 %66, i64 u0x7FF8000000000000, i64 %67
	%69 = bitcast double* %65 to i64*
	store i64 %68, i64* %69
	%70 = getelementptr inbounds double, double* %29, i64 %30
	%71 = load double, double* %70
	%72 = fmul double %33, %5
	%73 = fadd double %71, %72
	%74 = fmul double %35, %11
	%75 = fadd double %73, %74
	%76 = fmul double %37, %17
	%77 = fadd double %75, %76
	%78 = fmul double %39, %23
	%79 = fadd double %77, %78
	%80 = getelementptr inbounds double, double* %29, i64 %30
	%81 = fcmp uno double %79, %79
	%82 = bitcast double %79 to i64
	%83 = select i1 %81, i64 u0x7FF8000000000000, i64 %82
	%84 = bitcast double* %80 to i64*
	store i64 %83, i64* %84
	%85 = add i64 %30, 1
	br label %j1.head

j1.exit:
	ret void
}

define internal void @fjv_outer_t_k3(double* nocapture %z, i64 %n, double* nocapture %w, double* noalias nocapture %C) nounwind {
entry:
	%0 = getelementptr inbounds double, double* %w, i64 0
	%1 = load double, double* %0
	%2 = mul i64 0, %n
	%3 = getelementptr double, double* %C, i64 %2
	%4 = getelementptr inbounds double, double* %w, i64 1
	%5 = load double, double* %4
	%6 = mul i64 1, %n
	%7 = getelementptr double, double* %C, i64 %6
	%8 = getelementptr inbounds double, double* %w, i64 2
	%9 = load double, double* %8
	%10 = mul i64 2, %n
	%11 = getelementptr double, double* %C, i64 %10
	br label %j1.head

j1.head:
	%12 = phi i64 [ 0, %entry ], [ %43, %j1.body ]
	%13 = icmp slt i64 %12, %n
	br i1 %13, label %j1.body, label %j1.exit

j1.body:
	%14 = getelementptr inbounds double, double* %z, i64 %12
	%15 = load double, double* %14
	%16 = getelementptr inbounds double, double* %3, i64 %12
	%17 = load double, double* %16
	%18 = fmul double %15, %1
	%19 = fadd double %17, %18
	%20 = getelementptr inbounds double, double* %3, i64 %12
	%21 = fcmp uno double %19, %19
	%22 = bitcast double %19 to i64
	%23 = select i1 %21, i64 u0x7FF8000000000000, i64 %22
	%24 = bitcast double* %20 to i64*
	store i64 %23, i64* %24
	%25 = getelementptr inbounds double, double* %7, i64 %12
	%26 = load double, double* %25
	%27 = fmul double %15, %5
	%28 = fadd double %26, %27
	%29 = getelementptr inbounds double, double* %7, i64 %12
	%30 = fcmp uno double %28, %28
	%31 = bitcast double %28 to i64
	%32 = select i1 %30, i64 u0x7FF8000000000000, i64 %31
	%33 = bitcast double* %29 to i64*
	store i64 %32, i64* %33
	%34 = getelementptr inbounds double, double* %11, i64 %12
	%35 = load double, double* %34
	%36 = fmul double %15, %9
	%37 = fadd double %35, %36
	%38 = getelementptr inbounds double, double* %11, i64 %12
	%39 = fcmp uno double %37, %37
	%40 = bitcast double %37 to i64
	%41 = select i1 %39, i64 u0x7FF8000000000000, i64 %40
	%42 = bitcast double* %38 to i64*
	store i64 %41, i64* %42
	%43 = add i64 %12, 1
	br label %j1.head

j1.exit:
	ret void
}
