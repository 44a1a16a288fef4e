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
	%1 = alloca double, i64 4
	%2 = getelementptr inbounds double*, double** %vals, i64 0
	%3 = load double*, double** %2
	%4 = getelementptr inbounds double*, double** %vals, i64 1
	%5 = load double*, double** %4
	%6 = getelementptr inbounds double*, double** %vals, i64 2
	%7 = load double*, double** %6
	%8 = getelementptr inbounds i64, i64* %aux, i64 0
	%9 = load i64, i64* %8
	%10 = inttoptr i64 %9 to double*
	%11 = getelementptr inbounds i64, i64* %aux, i64 5
	%12 = load i64, i64* %11
	%13 = getelementptr inbounds i64, i64* %aux, i64 6
	%14 = load i64, i64* %13
	%15 = getelementptr double, double* %10, i64 %12
	%16 = getelementptr inbounds i64, i64* %aux, i64 8
	%17 = load i64, i64* %16
	%18 = getelementptr inbounds i64, i64* %aux, i64 9
	%19 = load i64, i64* %18
	%20 = getelementptr double, double* %10, i64 %17
	%21 = getelementptr inbounds i64, i64* %aux, i64 11
	%22 = load i64, i64* %21
	%23 = getelementptr inbounds i64, i64* %aux, i64 12
	%24 = load i64, i64* %23
	%25 = getelementptr double, double* %10, i64 %22
	%26 = getelementptr inbounds i64, i64* %aux, i64 14
	%27 = load i64, i64* %26
	%28 = getelementptr inbounds i64, i64* %aux, i64 15
	%29 = load i64, i64* %28
	%30 = getelementptr double, double* %10, i64 %27
	br label %rowblk1.head

rowblk1.head:
	%31 = phi i64 [ %rl, %entry ], [ %99, %rowblk1.body ]
	%32 = add i64 %31, 4
	%33 = icmp sle i64 %32, %ru
	br i1 %33, label %rowblk1.body, label %rowblk1.exit

rowblk1.body:
	%34 = add i64 %31, 0
	%35 = mul i64 %34, %19
	%36 = getelementptr double, double* %3, i64 %35
	%37 = add i64 %31, 1
	%38 = mul i64 %37, %19
	%39 = getelementptr double, double* %3, i64 %38
	%40 = add i64 %31, 2
	%41 = mul i64 %40, %19
	%42 = getelementptr double, double* %3, i64 %41
	%43 = add i64 %31, 3
	%44 = mul i64 %43, %19
	%45 = getelementptr double, double* %3, i64 %44
	%46 = getelementptr double, double* %0, i64 0
	call void @fjv_dot_vv_r4(double* %36, double* %39, double* %42, double* %45, double* %7, double* %46, i64 %19)
	%47 = add i64 %31, 0
	%48 = getelementptr inbounds double, double* %5, i64 %47
	%49 = load double, double* %48
	%50 = mul i64 %47, %19
	%51 = getelementptr double, double* %3, i64 %50
	%52 = getelementptr inbounds double, double* %0, i64 0
	%53 = load double, double* %52
	%54 = fmul double %49, %53
	%55 = getelementptr inbounds i64, i64* %aux, i64 4
	%56 = load i64, i64* %55
	%57 = mul i64 %47, %56
	%58 = getelementptr double, double* %3, i64 %57
	%59 = getelementptr inbounds double, double* %1, i64 0
	store double %54, double* %59
	%60 = add i64 %31, 1
	%61 = getelementptr inbounds double, double* %5, i64 %60
	%62 = load double, double* %61
	%63 = mul i64 %60, %19
	%64 = getelementptr double, double* %3, i64 %63
	%65 = getelementptr inbounds double, double* %0, i64 1
	%66 = load double, double* %65
	%67 = fmul double %62, %66
	%68 = getelementptr inbounds i64, i64* %aux, i64 4
	%69 = load i64, i64* %68
	%70 = mul i64 %60, %69
	%71 = getelementptr double, double* %3, i64 %70
	%72 = getelementptr inbounds double, double* %1, i64 1
	store double %67, double* %72
	%73 = add i64 %31, 2
	%74 = getelementptr inbounds double, double* %5, i64 %73
	%75 = load double, double* %74
	%76 = mul i64 %73, %19
	%77 = getelementptr double, double* %3, i64 %76
	%78 = getelementptr inbounds double, double* %0, i64 2
	%79 = load double, double* %78
	%80 = fmul double %75, %79
	%81 = getelementptr inbounds i64, i64* %aux, i64 4
	%82 = load i64, i64* %81
	%83 = mul i64 %73, %82
	%84 = getelementptr double, double* %3, i64 %83
	%85 = getelementptr inbounds double, double* %1, i64 2
	store double %80, double* %85
	%86 = add i64 %31, 3
	%87 = getelementptr inbounds double, double* %5, i64 %86
	%88 = load double, double* %87
	%89 = mul i64 %86, %19
	%90 = getelementptr double, double* %3, i64 %89
	%91 = getelementptr inbounds double, double* %0, i64 3
	%92 = load double, double* %91
	%93 = fmul double %88, %92
	%94 = getelementptr inbounds i64, i64* %aux, i64 4
	%95 = load i64, i64* %94
	%96 = mul i64 %86, %95
	%97 = getelementptr double, double* %3, i64 %96
	%98 = getelementptr inbounds double, double* %1, i64 3
	store double %93, double* %98
	call void @fjv_addrows_r4_k1(double* %58, double* %71, double* %84, double* %97, i64 %95, double* %1, double* %out)
	%99 = add i64 %31, 4
	br label %rowblk1.head

rowblk1.exit:
	br label %row4.head

row4.head:
	%100 = phi i64 [ %31, %rowblk1.exit ], [ %112, %row4.body ]
	%101 = icmp slt i64 %100, %ru
	br i1 %101, label %row4.body, label %row4.exit

row4.body:
	%102 = getelementptr inbounds double, double* %5, i64 %100
	%103 = load double, double* %102
	%104 = mul i64 %100, %19
	%105 = getelementptr double, double* %3, i64 %104
	%106 = call double @fjv_dot_vv(double* %105, double* %7, i64 %19)
	%107 = fmul double %103, %106
	%108 = getelementptr inbounds i64, i64* %aux, i64 4
	%109 = load i64, i64* %108
	%110 = mul i64 %100, %109
	%111 = getelementptr double, double* %3, i64 %110
	call void @fjv_axpy_v(double* %111, double %107, double* %out, i64 %109)
	%112 = add i64 %100, 1
	br label %row4.head

row4.exit:
	ret void
}

define internal void @fjv_dot_vv_r4(double* nocapture %x0, double* nocapture %x1, double* nocapture %x2, double* nocapture %x3, double* nocapture %b, double* noalias nocapture %res, i64 %n) nounwind {
entry:
	%0 = alloca double, i64 32
	%1 = lshr i64 %n, 3
	br label %dotblk1.head

dotblk1.head:
	%2 = phi double [ 0.0, %entry ], [ %220, %dotblk1.body ]
	%3 = phi double [ 0.0, %entry ], [ %215, %dotblk1.body ]
	%4 = phi double [ 0.0, %entry ], [ %210, %dotblk1.body ]
	%5 = phi double [ 0.0, %entry ], [ %205, %dotblk1.body ]
	%6 = phi double [ 0.0, %entry ], [ %200, %dotblk1.body ]
	%7 = phi double [ 0.0, %entry ], [ %195, %dotblk1.body ]
	%8 = phi double [ 0.0, %entry ], [ %190, %dotblk1.body ]
	%9 = phi double [ 0.0, %entry ], [ %185, %dotblk1.body ]
	%10 = phi double [ 0.0, %entry ], [ %180, %dotblk1.body ]
	%11 = phi double [ 0.0, %entry ], [ %175, %dotblk1.body ]
	%12 = phi double [ 0.0, %entry ], [ %170, %dotblk1.body ]
	%13 = phi double [ 0.0, %entry ], [ %165, %dotblk1.body ]
	%14 = phi double [ 0.0, %entry ], [ %160, %dotblk1.body ]
	%15 = phi double [ 0.0, %entry ], [ %155, %dotblk1.body ]
	%16 = phi double [ 0.0, %entry ], [ %150, %dotblk1.body ]
	%17 = phi double [ 0.0, %entry ], [ %145, %dotblk1.body ]
	%18 = phi double [ 0.0, %entry ], [ %140, %dotblk1.body ]
	%19 = phi double [ 0.0, %entry ], [ %135, %dotblk1.body ]
	%20 = phi double [ 0.0, %entry ], [ %130, %dotblk1.body ]
	%21 = phi double [ 0.0, %entry ], [ %125, %dotblk1.body ]
	%22 = phi double [ 0.0, %entry ], [ %120, %dotblk1.body ]
	%23 = phi double [ 0.0, %entry ], [ %115, %dotblk1.body ]
	%24 = phi double [ 0.0, %entry ], [ %110, %dotblk1.body ]
	%25 = phi double [ 0.0, %entry ], [ %105, %dotblk1.body ]
	%26 = phi double [ 0.0, %entry ], [ %100, %dotblk1.body ]
	%27 = phi double [ 0.0, %entry ], [ %92, %dotblk1.body ]
	%28 = phi double [ 0.0, %entry ], [ %84, %dotblk1.body ]
	%29 = phi double [ 0.0, %entry ], [ %76, %dotblk1.body ]
	%30 = phi double [ 0.0, %entry ], [ %68, %dotblk1.body ]
	%31 = phi double [ 0.0, %entry ], [ %60, %dotblk1.body ]
	%32 = phi double [ 0.0, %entry ], [ %52, %dotblk1.body ]
	%33 = phi double [ 0.0, %entry ], [ %44, %dotblk1.body ]
	%34 = phi i64 [ 0, %entry ], [ %221, %dotblk1.body ]
	%35 = icmp slt i64 %34, %1
	br i1 %35, label %dotblk1.body, label %dotblk1.exit

dotblk1.body:
	%36 = mul i64 %34, 8
	%37 = add i64 %36, 0
	%38 = getelementptr inbounds double, double* %x0, i64 %37
	%39 = load double, double* %38
	%40 = add i64 %36, 0
	%41 = getelementptr inbounds double, double* %b, i64 %40
	%42 = load double, double* %41
	%43 = fmul double %39, %42
	%44 = fadd double %33, %43
	%45 = add i64 %36, 1
	%46 = getelementptr inbounds double, double* %x0, i64 %45
	%47 = load double, double* %46
	%48 = add i64 %36, 1
	%49 = getelementptr inbounds double, double* %b, i64 %48
	%50 = load double, double* %49
	%51 = fmul double %47, %50
	%52 = fadd double %32, %51
	%53 = add i64 %36, 2
	%54 = getelementptr inbounds double, double* %x0, i64 %53
	%55 = load double, double* %54
	%56 = add i64 %36, 2
	%57 = getelementptr inbounds double, double* %b, i64 %56
	%58 = load double, double* %57
	%59 = fmul double %55, %58
	%60 = fadd double %31, %59
	%61 = add i64 %36, 3
	%62 = getelementptr inbounds double, double* %x0, i64 %61
	%63 = load double, double* %62
	%64 = add i64 %36, 3
	%65 = getelementptr inbounds double, double* %b, i64 %64
	%66 = load double, double* %65
	%67 = fmul double %63, %66
	%68 = fadd double %30, %67
	%69 = add i64 %36, 4
	%70 = getelementptr inbounds double, double* %x0, i64 %69
	%71 = load double, double* %70
	%72 = add i64 %36, 4
	%73 = getelementptr inbounds double, double* %b, i64 %72
	%74 = load double, double* %73
	%75 = fmul double %71, %74
	%76 = fadd double %29, %75
	%77 = add i64 %36, 5
	%78 = getelementptr inbounds double, double* %x0, i64 %77
	%79 = load double, double* %78
	%80 = add i64 %36, 5
	%81 = getelementptr inbounds double, double* %b, i64 %80
	%82 = load double, double* %81
	%83 = fmul double %79, %82
	%84 = fadd double %28, %83
	%85 = add i64 %36, 6
	%86 = getelementptr inbounds double, double* %x0, i64 %85
	%87 = load double, double* %86
	%88 = add i64 %36, 6
	%89 = getelementptr inbounds double, double* %b, i64 %88
	%90 = load double, double* %89
	%91 = fmul double %87, %90
	%92 = fadd double %27, %91
	%93 = add i64 %36, 7
	%94 = getelementptr inbounds double, double* %x0, i64 %93
	%95 = load double, double* %94
	%96 = add i64 %36, 7
	%97 = getelementptr inbounds double, double* %b, i64 %96
	%98 = load double, double* %97
	%99 = fmul double %95, %98
	%100 = fadd double %26, %99
	%101 = add i64 %36, 0
	%102 = getelementptr inbounds double, double* %x1, i64 %101
	%103 = load double, double* %102
	%104 = fmul double %103, %42
	%105 = fadd double %25, %104
	%106 = add i64 %36, 1
	%107 = getelementptr inbounds double, double* %x1, i64 %106
	%108 = load double, double* %107
	%109 = fmul double %108, %50
	%110 = fadd double %24, %109
	%111 = add i64 %36, 2
	%112 = getelementptr inbounds double, double* %x1, i64 %111
	%113 = load double, double* %112
	%114 = fmul double %113, %58
	%115 = fadd double %23, %114
	%116 = add i64 %36, 3
	%117 = getelementptr inbounds double, double* %x1, i64 %116
	%118 = load double, double* %117
	%119 = fmul double %118, %66
	%120 = fadd double %22, %119
	%121 = add i64 %36, 4
	%122 = getelementptr inbounds double, double* %x1, i64 %121
	%123 = load double, double* %122
	%124 = fmul double %123, %74
	%125 = fadd double %21, %124
	%126 = add i64 %36, 5
	%127 = getelementptr inbounds double, double* %x1, i64 %126
	%128 = load double, double* %127
	%129 = fmul double %128, %82
	%130 = fadd double %20, %129
	%131 = add i64 %36, 6
	%132 = getelementptr inbounds double, double* %x1, i64 %131
	%133 = load double, double* %132
	%134 = fmul double %133, %90
	%135 = fadd double %19, %134
	%136 = add i64 %36, 7
	%137 = getelementptr inbounds double, double* %x1, i64 %136
	%138 = load double, double* %137
	%139 = fmul double %138, %98
	%140 = fadd double %18, %139
	%141 = add i64 %36, 0
	%142 = getelementptr inbounds double, double* %x2, i64 %141
	%143 = load double, double* %142
	%144 = fmul double %143, %42
	%145 = fadd double %17, %144
	%146 = add i64 %36, 1
	%147 = getelementptr inbounds double, double* %x2, i64 %146
	%148 = load double, double* %147
	%149 = fmul double %148, %50
	%150 = fadd double %16, %149
	%151 = add i64 %36, 2
	%152 = getelementptr inbounds double, double* %x2, i64 %151
	%153 = load double, double* %152
	%154 = fmul double %153, %58
	%155 = fadd double %15, %154
	%156 = add i64 %36, 3
	%157 = getelementptr inbounds double, double* %x2, i64 %156
	%158 = load double, double* %157
	%159 = fmul double %158, %66
	%160 = fadd double %14, %159
	%161 = add i64 %36, 4
	%162 = getelementptr inbounds double, double* %x2, i64 %161
	%163 = load double, double* %162
	%164 = fmul double %163, %74
	%165 = fadd double %13, %164
	%166 = add i64 %36, 5
	%167 = getelementptr inbounds double, double* %x2, i64 %166
	%168 = load double, double* %167
	%169 = fmul double %168, %82
	%170 = fadd double %12, %169
	%171 = add i64 %36, 6
	%172 = getelementptr inbounds double, double* %x2, i64 %171
	%173 = load double, double* %172
	%174 = fmul double %173, %90
	%175 = fadd double %11, %174
	%176 = add i64 %36, 7
	%177 = getelementptr inbounds double, double* %x2, i64 %176
	%178 = load double, double* %177
	%179 = fmul double %178, %98
	%180 = fadd double %10, %179
	%181 = add i64 %36, 0
	%182 = getelementptr inbounds double, double* %x3, i64 %181
	%183 = load double, double* %182
	%184 = fmul double %183, %42
	%185 = fadd double %9, %184
	%186 = add i64 %36, 1
	%187 = getelementptr inbounds double, double* %x3, i64 %186
	%188 = load double, double* %187
	%189 = fmul double %188, %50
	%190 = fadd double %8, %189
	%191 = add i64 %36, 2
	%192 = getelementptr inbounds double, double* %x3, i64 %191
	%193 = load double, double* %192
	%194 = fmul double %193, %58
	%195 = fadd double %7, %194
	%196 = add i64 %36, 3
	%197 = getelementptr inbounds double, double* %x3, i64 %196
	%198 = load double, double* %197
	%199 = fmul double %198, %66
	%200 = fadd double %6, %199
	%201 = add i64 %36, 4
	%202 = getelementptr inbounds double, double* %x3, i64 %201
	%203 = load double, double* %202
	%204 = fmul double %203, %74
	%205 = fadd double %5, %204
	%206 = add i64 %36, 5
	%207 = getelementptr inbounds double, double* %x3, i64 %206
	%208 = load double, double* %207
	%209 = fmul double %208, %82
	%210 = fadd double %4, %209
	%211 = add i64 %36, 6
	%212 = getelementptr inbounds double, double* %x3, i64 %211
	%213 = load double, double* %212
	%214 = fmul double %213, %90
	%215 = fadd double %3, %214
	%216 = add i64 %36, 7
	%217 = getelementptr inbounds double, double* %x3, i64 %216
	%218 = load double, double* %217
	%219 = fmul double %218, %98
	%220 = fadd double %2, %219
	%221 = add i64 %34, 1
	br label %dotblk1.head

dotblk1.exit:
	%222 = getelementptr inbounds double, double* %0, i64 0
	store double %33, double* %222
	%223 = getelementptr inbounds double, double* %0, i64 1
	store double %32, double* %223
	%224 = getelementptr inbounds double, double* %0, i64 2
	store double %31, double* %224
	%225 = getelementptr inbounds double, double* %0, i64 3
	store double %30, double* %225
	%226 = getelementptr inbounds double, double* %0, i64 4
	store double %29, double* %226
	%227 = getelementptr inbounds double, double* %0, i64 5
	store double %28, double* %227
	%228 = getelementptr inbounds double, double* %0, i64 6
	store double %27, double* %228
	%229 = getelementptr inbounds double, double* %0, i64 7
	store double %26, double* %229
	%230 = getelementptr inbounds double, double* %0, i64 8
	store double %25, double* %230
	%231 = getelementptr inbounds double, double* %0, i64 9
	store double %24, double* %231
	%232 = getelementptr inbounds double, double* %0, i64 10
	store double %23, double* %232
	%233 = getelementptr inbounds double, double* %0, i64 11
	store double %22, double* %233
	%234 = getelementptr inbounds double, double* %0, i64 12
	store double %21, double* %234
	%235 = getelementptr inbounds double, double* %0, i64 13
	store double %20, double* %235
	%236 = getelementptr inbounds double, double* %0, i64 14
	store double %19, double* %236
	%237 = getelementptr inbounds double, double* %0, i64 15
	store double %18, double* %237
	%238 = getelementptr inbounds double, double* %0, i64 16
	store double %17, double* %238
	%239 = getelementptr inbounds double, double* %0, i64 17
	store double %16, double* %239
	%240 = getelementptr inbounds double, double* %0, i64 18
	store double %15, double* %240
	%241 = getelementptr inbounds double, double* %0, i64 19
	store double %14, double* %241
	%242 = getelementptr inbounds double, double* %0, i64 20
	store double %13, double* %242
	%243 = getelementptr inbounds double, double* %0, i64 21
	store double %12, double* %243
	%244 = getelementptr inbounds double, double* %0, i64 22
	store double %11, double* %244
	%245 = getelementptr inbounds double, double* %0, i64 23
	store double %10, double* %245
	%246 = getelementptr inbounds double, double* %0, i64 24
	store double %9, double* %246
	%247 = getelementptr inbounds double, double* %0, i64 25
	store double %8, double* %247
	%248 = getelementptr inbounds double, double* %0, i64 26
	store double %7, double* %248
	%249 = getelementptr inbounds double, double* %0, i64 27
	store double %6, double* %249
	%250 = getelementptr inbounds double, double* %0, i64 28
	store double %5, double* %250
	%251 = getelementptr inbounds double, double* %0, i64 29
	store double %4, double* %251
	%252 = getelementptr inbounds double, double* %0, i64 30
	store double %3, double* %252
	%253 = getelementptr inbounds double, double* %0, i64 31
	store double %2, double* %253
	%254 = mul i64 %1, 8
	br label %dottail4.head

dottail4.head:
	%255 = phi i64 [ %254, %dotblk1.exit ], [ %301, %dottail4.body ]
	%256 = icmp slt i64 %255, %n
	br i1 %256, label %dottail4.body, label %dottail4.exit

dottail4.body:
	%257 = getelementptr inbounds double, double* %x0, i64 %255
	%258 = load double, double* %257
	%259 = getelementptr inbounds double, double* %b, i64 %255
	%260 = load double, double* %259
	%261 = fmul double %258, %260
	%262 = getelementptr double, double* %0, i64 0
	%263 = and i64 %255, 7
	%264 = getelementptr inbounds double, double* %262, i64 %263
	%265 = load double, double* %264
	%266 = fadd double %265, %261
	%267 = getelementptr inbounds double, double* %262, i64 %263
	store double %266, double* %267
	%268 = getelementptr inbounds double, double* %x1, i64 %255
	%269 = load double, double* %268
	%270 = getelementptr inbounds double, double* %b, i64 %255
	%271 = load double, double* %270
	%272 = fmul double %269, %271
	%273 = getelementptr double, double* %0, i64 8
	%274 = and i64 %255, 7
	%275 = getelementptr inbounds double, double* %273, i64 %274
	%276 = load double, double* %275
	%277 = fadd double %276, %272
	%278 = getelementptr inbounds double, double* %273, i64 %274
	store double %277, double* %278
	%279 = getelementptr inbounds double, double* %x2, i64 %255
	%280 = load double, double* %279
	%281 = getelementptr inbounds double, double* %b, i64 %255
	%282 = load double, double* %281
	%283 = fmul double %280, %282
	%284 = getelementptr double, double* %0, i64 16
	%285 = and i64 %255, 7
	%286 = getelementptr inbounds double, double* %284, i64 %285
	%287 = load double, double* %286
	%288 = fadd double %287, %283
	%289 = getelementptr inbounds double, double* %284, i64 %285
	store double %288, double* %289
	%290 = getelementptr inbounds double, double* %x3, i64 %255
	%291 = load double, double* %290
	%292 = getelementptr inbounds double, double* %b, i64 %255
	%293 = load double, double* %292
	%294 = fmul double %291, %293
	%295 = getelementptr double, double* %0, i64 24
	%296 = and i64 %255, 7
	%297 = getelementptr inbounds double, double* %295, i64 %296
	%298 = load double, double* %297
	%299 = fadd double %298, %294
	%300 = getelementptr inbounds double, double* %295, i64 %296
	store double %299, double* %300
	%301 = add i64 %255, 1
	br label %dottail4.head

dottail4.exit:
	%302 = getelementptr double, double* %0, i64 0
	%303 = getelementptr inbounds double, double* %302, i64 0
	%304 = load double, double* %303
	%305 = getelementptr inbounds double, double* %302, i64 1
	%306 = load double, double* %305
	%307 = getelementptr inbounds double, double* %302, i64 2
	%308 = load double, double* %307
	%309 = getelementptr inbounds double, double* %302, i64 3
	%310 = load double, double* %309
	%311 = getelementptr inbounds double, double* %302, i64 4
	%312 = load double, double* %311
	%313 = getelementptr inbounds double, double* %302, i64 5
	%314 = load double, double* %313
	%315 = getelementptr inbounds double, double* %302, i64 6
	%316 = load double, double* %315
	%317 = getelementptr inbounds double, double* %302, i64 7
	%318 = load double, double* %317
	%319 = fadd double %304, %312
	%320 = fadd double %306, %314
	%321 = fadd double %308, %316
	%322 = fadd double %310, %318
	%323 = fadd double %319, %321
	%324 = fadd double %320, %322
	%325 = fadd double %323, %324
	%326 = getelementptr double, double* %0, i64 8
	%327 = getelementptr inbounds double, double* %326, i64 0
	%328 = load double, double* %327
	%329 = getelementptr inbounds double, double* %326, i64 1
	%330 = load double, double* %329
	%331 = getelementptr inbounds double, double* %326, i64 2
	%332 = load double, double* %331
	%333 = getelementptr inbounds double, double* %326, i64 3
	%334 = load double, double* %333
	%335 = getelementptr inbounds double, double* %326, i64 4
	%336 = load double, double* %335
	%337 = getelementptr inbounds double, double* %326, i64 5
	%338 = load double, double* %337
	%339 = getelementptr inbounds double, double* %326, i64 6
	%340 = load double, double* %339
	%341 = getelementptr inbounds double, double* %326, i64 7
	%342 = load double, double* %341
	%343 = fadd double %328, %336
	%344 = fadd double %330, %338
	%345 = fadd double %332, %340
	%346 = fadd double %334, %342
	%347 = fadd double %343, %345
	%348 = fadd double %344, %346
	%349 = fadd double %347, %348
	%350 = getelementptr double, double* %0, i64 16
	%351 = getelementptr inbounds double, double* %350, i64 0
	%352 = load double, double* %351
	%353 = getelementptr inbounds double, double* %350, i64 1
	%354 = load double, double* %353
	%355 = getelementptr inbounds double, double* %350, i64 2
	%356 = load double, double* %355
	%357 = getelementptr inbounds double, double* %350, i64 3
	%358 = load double, double* %357
	%359 = getelementptr inbounds double, double* %350, i64 4
	%360 = load double, double* %359
	%361 = getelementptr inbounds double, double* %350, i64 5
	%362 = load double, double* %361
	%363 = getelementptr inbounds double, double* %350, i64 6
	%364 = load double, double* %363
	%365 = getelementptr inbounds double, double* %350, i64 7
	%366 = load double, double* %365
	%367 = fadd double %352, %360
	%368 = fadd double %354, %362
	%369 = fadd double %356, %364
	%370 = fadd double %358, %366
	%371 = fadd double %367, %369
	%372 = fadd double %368, %370
	%373 = fadd double %371, %372
	%374 = getelementptr double, double* %0, i64 24
	%375 = getelementptr inbounds double, double* %374, i64 0
	%376 = load double, double* %375
	%377 = getelementptr inbounds double, double* %374, i64 1
	%378 = load double, double* %377
	%379 = getelementptr inbounds double, double* %374, i64 2
	%380 = load double, double* %379
	%381 = getelementptr inbounds double, double* %374, i64 3
	%382 = load double, double* %381
	%383 = getelementptr inbounds double, double* %374, i64 4
	%384 = load double, double* %383
	%385 = getelementptr inbounds double, double* %374, i64 5
	%386 = load double, double* %385
	%387 = getelementptr inbounds double, double* %374, i64 6
	%388 = load double, double* %387
	%389 = getelementptr inbounds double, double* %374, i64 7
	%390 = load double, double* %389
	%391 = fadd double %376, %384
	%392 = fadd double %378, %386
	%393 = fadd double %380, %388
	%394 = fadd double %382, %390
	%395 = fadd double %391, %393
	%396 = fadd double %392, %394
	%397 = fadd double %395, %396
	%398 = getelementptr inbounds double, double* %res, i64 0
	%399 = fcmp uno double %325, %325
	%400 = bitcast double %325 to i64
	%401 = select i1 %399, i64 u0x7FF8000000000000, i64 %400
	%402 = bitcast double* %398 to i64*
	store i64 %401, i64* %402
	%403 = getelementptr inbounds double, double* %res, i64 1
	%404 = fcmp uno double %349, %349
	%405 = bitcast double %349 to i64
	%406 = select i1 %404, i64 u0x7FF8000000000000, i64 %405
	%407 = bitcast double* %403 to i64*
	store i64 %406, i64* %407
	%408 = getelementptr inbounds double, double* %res, i64 2
	%409 = fcmp uno double %373, %373
	%410 = bitcast double %373 to i64
	%411 = select i1 %409, i64 u0x7FF8000000000000, i64 %410
	%412 = bitcast double* %408 to i64*
	store i64 %411, i64* %412
	%413 = getelementptr inbounds double, double* %res, i64 3
	%414 = fcmp uno double %397, %397
	%415 = bitcast double %397 to i64
	%416 = select i1 %414, i64 u0x7FF8000000000000, i64 %415
	%417 = bitcast double* %413 to i64*
	store i64 %416, i64* %417
	ret void
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
	%10 = phi i64 [ 0, %entry ], [ %35, %j1.body ]
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
	%31 = fcmp uno double %29, %29
	%32 = bitcast double %29 to i64
	%33 = select i1 %31, i64 u0x7FF8000000000000, i64 %32
	%34 = bitcast double* %30 to i64*
	store i64 %33, i64* %34
	%35 = add i64 %10, 1
	br label %j1.head

j1.exit:
	ret void
}

define internal double @fjv_dot_vv(double* nocapture %a, double* nocapture %b, i64 %n) nounwind {
entry:
	%0 = alloca double, i64 8
	%1 = lshr i64 %n, 3
	br label %dotblk1.head

dotblk1.head:
	%2 = phi double [ 0.0, %entry ], [ %76, %dotblk1.body ]
	%3 = phi double [ 0.0, %entry ], [ %68, %dotblk1.body ]
	%4 = phi double [ 0.0, %entry ], [ %60, %dotblk1.body ]
	%5 = phi double [ 0.0, %entry ], [ %52, %dotblk1.body ]
	%6 = phi double [ 0.0, %entry ], [ %44, %dotblk1.body ]
	%7 = phi double [ 0.0, %entry ], [ %36, %dotblk1.body ]
	%8 = phi double [ 0.0, %entry ], [ %28, %dotblk1.body ]
	%9 = phi double [ 0.0, %entry ], [ %20, %dotblk1.body ]
	%10 = phi i64 [ 0, %entry ], [ %77, %dotblk1.body ]
	%11 = icmp slt i64 %10, %1
	br i1 %11, label %dotblk1.body, label %dotblk1.exit

dotblk1.body:
	%12 = mul i64 %10, 8
	%13 = add i64 %12, 0
	%14 = getelementptr inbounds double, double* %a, i64 %13
	%15 = load double, double* %14
	%16 = add i64 %12, 0
	%17 = getelementptr inbounds double, double* %b, i64 %16
	%18 = load double, double* %17
	%19 = fmul double %15, %18
	%20 = fadd double %9, %19
	%21 = add i64 %12, 1
	%22 = getelementptr inbounds double, double* %a, i64 %21
	%23 = load double, double* %22
	%24 = add i64 %12, 1
	%25 = getelementptr inbounds double, double* %b, i64 %24
	%26 = load double, double* %25
	%27 = fmul double %23, %26
	%28 = fadd double %8, %27
	%29 = add i64 %12, 2
	%30 = getelementptr inbounds double, double* %a, i64 %29
	%31 = load double, double* %30
	%32 = add i64 %12, 2
	%33 = getelementptr inbounds double, double* %b, i64 %32
	%34 = load double, double* %33
	%35 = fmul double %31, %34
	%36 = fadd double %7, %35
	%37 = add i64 %12, 3
	%38 = getelementptr inbounds double, double* %a, i64 %37
	%39 = load double, double* %38
	%40 = add i64 %12, 3
	%41 = getelementptr inbounds double, double* %b, i64 %40
	%42 = load double, double* %41
	%43 = fmul double %39, %42
	%44 = fadd double %6, %43
	%45 = add i64 %12, 4
	%46 = getelementptr inbounds double, double* %a, i64 %45
	%47 = load double, double* %46
	%48 = add i64 %12, 4
	%49 = getelementptr inbounds double, double* %b, i64 %48
	%50 = load double, double* %49
	%51 = fmul double %47, %50
	%52 = fadd double %5, %51
	%53 = add i64 %12, 5
	%54 = getelementptr inbounds double, double* %a, i64 %53
	%55 = load double, double* %54
	%56 = add i64 %12, 5
	%57 = getelementptr inbounds double, double* %b, i64 %56
	%58 = load double, double* %57
	%59 = fmul double %55, %58
	%60 = fadd double %4, %59
	%61 = add i64 %12, 6
	%62 = getelementptr inbounds double, double* %a, i64 %61
	%63 = load double, double* %62
	%64 = add i64 %12, 6
	%65 = getelementptr inbounds double, double* %b, i64 %64
	%66 = load double, double* %65
	%67 = fmul double %63, %66
	%68 = fadd double %3, %67
	%69 = add i64 %12, 7
	%70 = getelementptr inbounds double, double* %a, i64 %69
	%71 = load double, double* %70
	%72 = add i64 %12, 7
	%73 = getelementptr inbounds double, double* %b, i64 %72
	%74 = load double, double* %73
	%75 = fmul double %71, %74
	%76 = fadd double %2, %75
	%77 = add i64 %10, 1
	br label %dotblk1.head

dotblk1.exit:
	%78 = getelementptr inbounds double, double* %0, i64 0
	store double %9, double* %78
	%79 = getelementptr inbounds double, double* %0, i64 1
	store double %8, double* %79
	%80 = getelementptr inbounds double, double* %0, i64 2
	store double %7, double* %80
	%81 = getelementptr inbounds double, double* %0, i64 3
	store double %6, double* %81
	%82 = getelementptr inbounds double, double* %0, i64 4
	store double %5, double* %82
	%83 = getelementptr inbounds double, double* %0, i64 5
	store double %4, double* %83
	%84 = getelementptr inbounds double, double* %0, i64 6
	store double %3, double* %84
	%85 = getelementptr inbounds double, double* %0, i64 7
	store double %2, double* %85
	%86 = mul i64 %1, 8
	br label %dottail4.head

dottail4.head:
	%87 = phi i64 [ %86, %dotblk1.exit ], [ %100, %dottail4.body ]
	%88 = icmp slt i64 %87, %n
	br i1 %88, label %dottail4.body, label %dottail4.exit

dottail4.body:
	%89 = getelementptr inbounds double, double* %a, i64 %87
	%90 = load double, double* %89
	%91 = getelementptr inbounds double, double* %b, i64 %87
	%92 = load double, double* %91
	%93 = fmul double %90, %92
	%94 = getelementptr double, double* %0, i64 0
	%95 = and i64 %87, 7
	%96 = getelementptr inbounds double, double* %94, i64 %95
	%97 = load double, double* %96
	%98 = fadd double %97, %93
	%99 = getelementptr inbounds double, double* %94, i64 %95
	store double %98, double* %99
	%100 = add i64 %87, 1
	br label %dottail4.head

dottail4.exit:
	%101 = getelementptr double, double* %0, i64 0
	%102 = getelementptr inbounds double, double* %101, i64 0
	%103 = load double, double* %102
	%104 = getelementptr inbounds double, double* %101, i64 1
	%105 = load double, double* %104
	%106 = getelementptr inbounds double, double* %101, i64 2
	%107 = load double, double* %106
	%108 = getelementptr inbounds double, double* %101, i64 3
	%109 = load double, double* %108
	%110 = getelementptr inbounds double, double* %101, i64 4
	%111 = load double, double* %110
	%112 = getelementptr inbounds double, double* %101, i64 5
	%113 = load double, double* %112
	%114 = getelementptr inbounds double, double* %101, i64 6
	%115 = load double, double* %114
	%116 = getelementptr inbounds double, double* %101, i64 7
	%117 = load double, double* %116
	%118 = fadd double %103, %111
	%119 = fadd double %105, %113
	%120 = fadd double %107, %115
	%121 = fadd double %109, %117
	%122 = fadd double %118, %120
	%123 = fadd double %119, %121
	%124 = fadd double %122, %123
	ret double %124
}

define internal void @fjv_axpy_v(double* nocapture %a, double %w, double* noalias nocapture %c, i64 %n) nounwind {
entry:
	br label %k1.head

k1.head:
	%0 = phi i64 [ 0, %entry ], [ %13, %k1.body ]
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
	%9 = fcmp uno double %7, %7
	%10 = bitcast double %7 to i64
	%11 = select i1 %9, i64 u0x7FF8000000000000, i64 %10
	%12 = bitcast double* %8 to i64*
	store i64 %11, i64* %12
	%13 = add i64 %0, 1
	br label %k1.head

k1.exit:
	ret void
}
