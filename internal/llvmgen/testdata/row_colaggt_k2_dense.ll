; Golden IR of llvmgen test case row_colaggt_k2_dense (row col_agg_t, dense driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan row col_agg_t sparse_safe=false hash=d0f379c115979b6a8b1077a7d6921460
;     in0 main dense matrix <- hop 0
;     in1 side dense matrix <- hop 2
;     in2 side dense whole <- hop 3
;     t2 = in0 %*% in2
;     t3 = in1 * t2
;     out += t(in0) %*% t3

define void @fj_d0f379c115979b6a8b1077a7d6921460(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
entry:
	%0 = alloca double, i64 8
	%1 = alloca double, i64 8
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
	%31 = add i64 %rl, 4
	%32 = icmp sle i64 %31, %ru
	br i1 %32, label %rowpipe1.first, label %rowpipe1.exit

rowpipe1.first:
	%33 = add i64 %rl, 0
	%34 = getelementptr inbounds i64, i64* %aux, i64 4
	%35 = load i64, i64* %34
	%36 = mul i64 %33, %35
	%37 = getelementptr double, double* %3, i64 %36
	%38 = add i64 %rl, 1
	%39 = getelementptr inbounds i64, i64* %aux, i64 4
	%40 = load i64, i64* %39
	%41 = mul i64 %38, %40
	%42 = getelementptr double, double* %3, i64 %41
	%43 = add i64 %rl, 2
	%44 = getelementptr inbounds i64, i64* %aux, i64 4
	%45 = load i64, i64* %44
	%46 = mul i64 %43, %45
	%47 = getelementptr double, double* %3, i64 %46
	%48 = add i64 %rl, 3
	%49 = getelementptr inbounds i64, i64* %aux, i64 4
	%50 = load i64, i64* %49
	%51 = mul i64 %48, %50
	%52 = getelementptr double, double* %3, i64 %51
	%53 = getelementptr inbounds i64, i64* %aux, i64 4
	%54 = load i64, i64* %53
	call void @fjv_dots_r4_s2(double* %37, double* %42, double* %47, double* %52, double* %7, double* %0, i64 %54) noinline
	%55 = add i64 %rl, 0
	%56 = mul i64 %55, %14
	%57 = getelementptr double, double* %5, i64 %56
	%58 = mul i64 %55, %19
	%59 = getelementptr double, double* %3, i64 %58
	%60 = getelementptr double, double* %0, i64 0
	call void @fjv_op6_vv(double* %57, double* %60, double* %30, i64 %14) noinline
	%61 = getelementptr inbounds i64, i64* %aux, i64 4
	%62 = load i64, i64* %61
	%63 = mul i64 %55, %62
	%64 = getelementptr double, double* %3, i64 %63
	%65 = getelementptr inbounds double, double* %30, i64 0
	%66 = load double, double* %65
	%67 = getelementptr inbounds double, double* %1, i64 0
	store double %66, double* %67
	%68 = getelementptr inbounds double, double* %30, i64 1
	%69 = load double, double* %68
	%70 = getelementptr inbounds double, double* %1, i64 1
	store double %69, double* %70
	%71 = add i64 %rl, 1
	%72 = mul i64 %71, %14
	%73 = getelementptr double, double* %5, i64 %72
	%74 = mul i64 %71, %19
	%75 = getelementptr double, double* %3, i64 %74
	%76 = getelementptr double, double* %0, i64 2
	call void @fjv_op6_vv(double* %73, double* %76, double* %30, i64 %14) noinline
	%77 = getelementptr inbounds i64, i64* %aux, i64 4
	%78 = load i64, i64* %77
	%79 = mul i64 %71, %78
	%80 = getelementptr double, double* %3, i64 %79
	%81 = getelementptr inbounds double, double* %30, i64 0
	%82 = load double, double* %81
	%83 = getelementptr inbounds double, double* %1, i64 2
	store double %82, double* %83
	%84 = getelementptr inbounds double, double* %30, i64 1
	%85 = load double, double* %84
	%86 = getelementptr inbounds double, double* %1, i64 3
	store double %85, double* %86
	%87 = add i64 %rl, 2
	%88 = mul i64 %87, %14
	%89 = getelementptr double, double* %5, i64 %88
	%90 = mul i64 %87, %19
	%91 = getelementptr double, double* %3, i64 %90
	%92 = getelementptr double, double* %0, i64 4
	call void @fjv_op6_vv(double* %89, double* %92, double* %30, i64 %14) noinline
	%93 = getelementptr inbounds i64, i64* %aux, i64 4
	%94 = load i64, i64* %93
	%95 = mul i64 %87, %94
	%96 = getelementptr double, double* %3, i64 %95
	%97 = getelementptr inbounds double, double* %30, i64 0
	%98 = load double, double* %97
	%99 = getelementptr inbounds double, double* %1, i64 4
	store double %98, double* %99
	%100 = getelementptr inbounds double, double* %30, i64 1
	%101 = load double, double* %100
	%102 = getelementptr inbounds double, double* %1, i64 5
	store double %101, double* %102
	%103 = add i64 %rl, 3
	%104 = mul i64 %103, %14
	%105 = getelementptr double, double* %5, i64 %104
	%106 = mul i64 %103, %19
	%107 = getelementptr double, double* %3, i64 %106
	%108 = getelementptr double, double* %0, i64 6
	call void @fjv_op6_vv(double* %105, double* %108, double* %30, i64 %14) noinline
	%109 = getelementptr inbounds i64, i64* %aux, i64 4
	%110 = load i64, i64* %109
	%111 = mul i64 %103, %110
	%112 = getelementptr double, double* %3, i64 %111
	%113 = getelementptr inbounds double, double* %30, i64 0
	%114 = load double, double* %113
	%115 = getelementptr inbounds double, double* %1, i64 6
	store double %114, double* %115
	%116 = getelementptr inbounds double, double* %30, i64 1
	%117 = load double, double* %116
	%118 = getelementptr inbounds double, double* %1, i64 7
	store double %117, double* %118
	br label %rowpipe1.head

rowpipe1.head:
	%119 = phi i64 [ %rl, %rowpipe1.first ], [ %120, %rowpipe1.body ]
	%120 = add i64 %119, 4
	%121 = add i64 %120, 4
	%122 = icmp sle i64 %121, %ru
	br i1 %122, label %rowpipe1.body, label %rowpipe1.last

rowpipe1.body:
	%123 = add i64 %119, 0
	%124 = getelementptr inbounds i64, i64* %aux, i64 4
	%125 = load i64, i64* %124
	%126 = mul i64 %123, %125
	%127 = getelementptr double, double* %3, i64 %126
	%128 = add i64 %119, 1
	%129 = getelementptr inbounds i64, i64* %aux, i64 4
	%130 = load i64, i64* %129
	%131 = mul i64 %128, %130
	%132 = getelementptr double, double* %3, i64 %131
	%133 = add i64 %119, 2
	%134 = getelementptr inbounds i64, i64* %aux, i64 4
	%135 = load i64, i64* %134
	%136 = mul i64 %133, %135
	%137 = getelementptr double, double* %3, i64 %136
	%138 = add i64 %119, 3
	%139 = getelementptr inbounds i64, i64* %aux, i64 4
	%140 = load i64, i64* %139
	%141 = mul i64 %138, %140
	%142 = getelementptr double, double* %3, i64 %141
	%143 = add i64 %120, 0
	%144 = getelementptr inbounds i64, i64* %aux, i64 4
	%145 = load i64, i64* %144
	%146 = mul i64 %143, %145
	%147 = getelementptr double, double* %3, i64 %146
	%148 = add i64 %120, 1
	%149 = getelementptr inbounds i64, i64* %aux, i64 4
	%150 = load i64, i64* %149
	%151 = mul i64 %148, %150
	%152 = getelementptr double, double* %3, i64 %151
	%153 = add i64 %120, 2
	%154 = getelementptr inbounds i64, i64* %aux, i64 4
	%155 = load i64, i64* %154
	%156 = mul i64 %153, %155
	%157 = getelementptr double, double* %3, i64 %156
	%158 = add i64 %120, 3
	%159 = getelementptr inbounds i64, i64* %aux, i64 4
	%160 = load i64, i64* %159
	%161 = mul i64 %158, %160
	%162 = getelementptr double, double* %3, i64 %161
	call void @fjv_addrows_dots_r4_k2_s2(double* %127, double* %132, double* %137, double* %142, i64 %54, double* %1, double* %out, double* %147, double* %152, double* %157, double* %162, double* %7, double* %0) noinline
	%163 = add i64 %120, 0
	%164 = mul i64 %163, %14
	%165 = getelementptr double, double* %5, i64 %164
	%166 = mul i64 %163, %19
	%167 = getelementptr double, double* %3, i64 %166
	%168 = getelementptr double, double* %0, i64 0
	call void @fjv_op6_vv(double* %165, double* %168, double* %30, i64 %14) noinline
	%169 = getelementptr inbounds i64, i64* %aux, i64 4
	%170 = load i64, i64* %169
	%171 = mul i64 %163, %170
	%172 = getelementptr double, double* %3, i64 %171
	%173 = getelementptr inbounds double, double* %30, i64 0
	%174 = load double, double* %173
	%175 = getelementptr inbounds double, double* %1, i64 0
	store double %174, double* %175
	%176 = getelementptr inbounds double, double* %30, i64 1
	%177 = load double, double* %176
	%178 = getelementptr inbounds double, double* %1, i64 1
	store double %177, double* %178
	%179 = add i64 %120, 1
	%180 = mul i64 %179, %14
	%181 = getelementptr double, double* %5, i64 %180
	%182 = mul i64 %179, %19
	%183 = getelementptr double, double* %3, i64 %182
	%184 = getelementptr double, double* %0, i64 2
	call void @fjv_op6_vv(double* %181, double* %184, double* %30, i64 %14) noinline
	%185 = getelementptr inbounds i64, i64* %aux, i64 4
	%186 = load i64, i64* %185
	%187 = mul i64 %179, %186
	%188 = getelementptr double, double* %3, i64 %187
	%189 = getelementptr inbounds double, double* %30, i64 0
	%190 = load double, double* %189
	%191 = getelementptr inbounds double, double* %1, i64 2
	store double %190, double* %191
	%192 = getelementptr inbounds double, double* %30, i64 1
	%193 = load double, double* %192
	%194 = getelementptr inbounds double, double* %1, i64 3
	store double %193, double* %194
	%195 = add i64 %120, 2
	%196 = mul i64 %195, %14
	%197 = getelementptr double, double* %5, i64 %196
	%198 = mul i64 %195, %19
	%199 = getelementptr double, double* %3, i64 %198
	%200 = getelementptr double, double* %0, i64 4
	call void @fjv_op6_vv(double* %197, double* %200, double* %30, i64 %14) noinline
	%201 = getelementptr inbounds i64, i64* %aux, i64 4
	%202 = load i64, i64* %201
	%203 = mul i64 %195, %202
	%204 = getelementptr double, double* %3, i64 %203
	%205 = getelementptr inbounds double, double* %30, i64 0
	%206 = load double, double* %205
	%207 = getelementptr inbounds double, double* %1, i64 4
	store double %206, double* %207
	%208 = getelementptr inbounds double, double* %30, i64 1
	%209 = load double, double* %208
	%210 = getelementptr inbounds double, double* %1, i64 5
	store double %209, double* %210
	%211 = add i64 %120, 3
	%212 = mul i64 %211, %14
	%213 = getelementptr double, double* %5, i64 %212
	%214 = mul i64 %211, %19
	%215 = getelementptr double, double* %3, i64 %214
	%216 = getelementptr double, double* %0, i64 6
	call void @fjv_op6_vv(double* %213, double* %216, double* %30, i64 %14) noinline
	%217 = getelementptr inbounds i64, i64* %aux, i64 4
	%218 = load i64, i64* %217
	%219 = mul i64 %211, %218
	%220 = getelementptr double, double* %3, i64 %219
	%221 = getelementptr inbounds double, double* %30, i64 0
	%222 = load double, double* %221
	%223 = getelementptr inbounds double, double* %1, i64 6
	store double %222, double* %223
	%224 = getelementptr inbounds double, double* %30, i64 1
	%225 = load double, double* %224
	%226 = getelementptr inbounds double, double* %1, i64 7
	store double %225, double* %226
	br label %rowpipe1.head

rowpipe1.last:
	%227 = add i64 %119, 0
	%228 = getelementptr inbounds i64, i64* %aux, i64 4
	%229 = load i64, i64* %228
	%230 = mul i64 %227, %229
	%231 = getelementptr double, double* %3, i64 %230
	%232 = add i64 %119, 1
	%233 = getelementptr inbounds i64, i64* %aux, i64 4
	%234 = load i64, i64* %233
	%235 = mul i64 %232, %234
	%236 = getelementptr double, double* %3, i64 %235
	%237 = add i64 %119, 2
	%238 = getelementptr inbounds i64, i64* %aux, i64 4
	%239 = load i64, i64* %238
	%240 = mul i64 %237, %239
	%241 = getelementptr double, double* %3, i64 %240
	%242 = add i64 %119, 3
	%243 = getelementptr inbounds i64, i64* %aux, i64 4
	%244 = load i64, i64* %243
	%245 = mul i64 %242, %244
	%246 = getelementptr double, double* %3, i64 %245
	call void @fjv_addrows_r4_k2(double* %231, double* %236, double* %241, double* %246, i64 %54, double* %1, double* %out) noinline
	br label %rowpipe1.exit

rowpipe1.exit:
	%247 = phi i64 [ %rl, %entry ], [ %120, %rowpipe1.last ]
	br label %row6.head

row6.head:
	%248 = phi i64 [ %247, %rowpipe1.exit ], [ %258, %row6.body ]
	%249 = icmp slt i64 %248, %ru
	br i1 %249, label %row6.body, label %row6.exit

row6.body:
	%250 = mul i64 %248, %14
	%251 = getelementptr double, double* %5, i64 %250
	%252 = mul i64 %248, %19
	%253 = getelementptr double, double* %3, i64 %252
	call void @fjv_matvec_p_k2(double* %253, double* %7, double* %25, i64 %19) noinline
	call void @fjv_op6_vv(double* %251, double* %25, double* %30, i64 %14) noinline
	%254 = getelementptr inbounds i64, i64* %aux, i64 4
	%255 = load i64, i64* %254
	%256 = mul i64 %248, %255
	%257 = getelementptr double, double* %3, i64 %256
	call void @fjv_outer_t_k2(double* %257, i64 %255, double* %30, double* %out) noinline
	%258 = add i64 %248, 1
	br label %row6.head

row6.exit:
	ret void
}

define internal void @fjv_dots_r4_s2(double* nocapture %x0, double* nocapture %x1, double* nocapture %x2, double* nocapture %x3, double* nocapture %B, double* noalias nocapture %res, i64 %n) nounwind {
entry:
	%0 = alloca double, i64 64
	%1 = lshr i64 %n, 3
	%2 = mul i64 1, %n
	%3 = getelementptr double, double* %B, i64 %2
	br label %dotblk1.head

dotblk1.head:
	%4 = phi <8 x double> [ zeroinitializer, %entry ], [ %48, %dotblk1.body ]
	%5 = phi <8 x double> [ zeroinitializer, %entry ], [ %46, %dotblk1.body ]
	%6 = phi <8 x double> [ zeroinitializer, %entry ], [ %41, %dotblk1.body ]
	%7 = phi <8 x double> [ zeroinitializer, %entry ], [ %39, %dotblk1.body ]
	%8 = phi <8 x double> [ zeroinitializer, %entry ], [ %34, %dotblk1.body ]
	%9 = phi <8 x double> [ zeroinitializer, %entry ], [ %32, %dotblk1.body ]
	%10 = phi <8 x double> [ zeroinitializer, %entry ], [ %27, %dotblk1.body ]
	%11 = phi <8 x double> [ zeroinitializer, %entry ], [ %22, %dotblk1.body ]
	%12 = phi i64 [ 0, %entry ], [ %49, %dotblk1.body ]
	%13 = icmp slt i64 %12, %1
	br i1 %13, label %dotblk1.body, label %dotblk1.exit

dotblk1.body:
	%14 = mul i64 %12, 8
	%15 = getelementptr inbounds double, double* %x0, i64 %14
	%16 = bitcast double* %15 to <8 x double>*
	%17 = load <8 x double>, <8 x double>* %16, align 8
	%18 = getelementptr inbounds double, double* %B, i64 %14
	%19 = bitcast double* %18 to <8 x double>*
	%20 = load <8 x double>, <8 x double>* %19, align 8
	%21 = fmul <8 x double> %17, %20
	%22 = fadd <8 x double> %11, %21
	%23 = getelementptr inbounds double, double* %3, i64 %14
	%24 = bitcast double* %23 to <8 x double>*
	%25 = load <8 x double>, <8 x double>* %24, align 8
	%26 = fmul <8 x double> %17, %25
	%27 = fadd <8 x double> %10, %26
	%28 = getelementptr inbounds double, double* %x1, i64 %14
	%29 = bitcast double* %28 to <8 x double>*
	%30 = load <8 x double>, <8 x double>* %29, align 8
	%31 = fmul <8 x double> %30, %20
	%32 = fadd <8 x double> %9, %31
	%33 = fmul <8 x double> %30, %25
	%34 = fadd <8 x double> %8, %33
	%35 = getelementptr inbounds double, double* %x2, i64 %14
	%36 = bitcast double* %35 to <8 x double>*
	%37 = load <8 x double>, <8 x double>* %36, align 8
	%38 = fmul <8 x double> %37, %20
	%39 = fadd <8 x double> %7, %38
	%40 = fmul <8 x double> %37, %25
	%41 = fadd <8 x double> %6, %40
	%42 = getelementptr inbounds double, double* %x3, i64 %14
	%43 = bitcast double* %42 to <8 x double>*
	%44 = load <8 x double>, <8 x double>* %43, align 8
	%45 = fmul <8 x double> %44, %20
	%46 = fadd <8 x double> %5, %45
	%47 = fmul <8 x double> %44, %25
	%48 = fadd <8 x double> %4, %47
	%49 = add i64 %12, 1
	br label %dotblk1.head

dotblk1.exit:
	%50 = getelementptr inbounds double, double* %0, i64 0
	%51 = bitcast double* %50 to <8 x double>*
	store <8 x double> %11, <8 x double>* %51, align 8
	%52 = getelementptr inbounds double, double* %0, i64 8
	%53 = bitcast double* %52 to <8 x double>*
	store <8 x double> %10, <8 x double>* %53, align 8
	%54 = getelementptr inbounds double, double* %0, i64 16
	%55 = bitcast double* %54 to <8 x double>*
	store <8 x double> %9, <8 x double>* %55, align 8
	%56 = getelementptr inbounds double, double* %0, i64 24
	%57 = bitcast double* %56 to <8 x double>*
	store <8 x double> %8, <8 x double>* %57, align 8
	%58 = getelementptr inbounds double, double* %0, i64 32
	%59 = bitcast double* %58 to <8 x double>*
	store <8 x double> %7, <8 x double>* %59, align 8
	%60 = getelementptr inbounds double, double* %0, i64 40
	%61 = bitcast double* %60 to <8 x double>*
	store <8 x double> %6, <8 x double>* %61, align 8
	%62 = getelementptr inbounds double, double* %0, i64 48
	%63 = bitcast double* %62 to <8 x double>*
	store <8 x double> %5, <8 x double>* %63, align 8
	%64 = getelementptr inbounds double, double* %0, i64 56
	%65 = bitcast double* %64 to <8 x double>*
	store <8 x double> %4, <8 x double>* %65, align 8
	%66 = mul i64 %1, 8
	br label %dottail4.head

dottail4.head:
	%67 = phi i64 [ %66, %dotblk1.exit ], [ %157, %dottail4.body ]
	%68 = icmp slt i64 %67, %n
	br i1 %68, label %dottail4.body, label %dottail4.exit

dottail4.body:
	%69 = getelementptr inbounds double, double* %x0, i64 %67
	%70 = load double, double* %69
	%71 = getelementptr inbounds double, double* %B, i64 %67
	%72 = load double, double* %71
	%73 = fmul double %70, %72
	%74 = getelementptr double, double* %0, i64 0
	%75 = and i64 %67, 7
	%76 = getelementptr inbounds double, double* %74, i64 %75
	%77 = load double, double* %76
	%78 = fadd double %77, %73
	%79 = getelementptr inbounds double, double* %74, i64 %75
	store double %78, double* %79
	%80 = getelementptr inbounds double, double* %x0, i64 %67
	%81 = load double, double* %80
	%82 = getelementptr inbounds double, double* %3, i64 %67
	%83 = load double, double* %82
	%84 = fmul double %81, %83
	%85 = getelementptr double, double* %0, i64 8
	%86 = and i64 %67, 7
	%87 = getelementptr inbounds double, double* %85, i64 %86
	%88 = load double, double* %87
	%89 = fadd double %88, %84
	%90 = getelementptr inbounds double, double* %85, i64 %86
	store double %89, double* %90
	%91 = getelementptr inbounds double, double* %x1, i64 %67
	%92 = load double, double* %91
	%93 = getelementptr inbounds double, double* %B, i64 %67
	%94 = load double, double* %93
	%95 = fmul double %92, %94
	%96 = getelementptr double, double* %0, i64 16
	%97 = and i64 %67, 7
	%98 = getelementptr inbounds double, double* %96, i64 %97
	%99 = load double, double* %98
	%100 = fadd double %99, %95
	%101 = getelementptr inbounds double, double* %96, i64 %97
	store double %100, double* %101
	%102 = getelementptr inbounds double, double* %x1, i64 %67
	%103 = load double, double* %102
	%104 = getelementptr inbounds double, double* %3, i64 %67
	%105 = load double, double* %104
	%106 = fmul double %103, %105
	%107 = getelementptr double, double* %0, i64 24
	%108 = and i64 %67, 7
	%109 = getelementptr inbounds double, double* %107, i64 %108
	%110 = load double, double* %109
	%111 = fadd double %110, %106
	%112 = getelementptr inbounds double, double* %107, i64 %108
	store double %111, double* %112
	%113 = getelementptr inbounds double, double* %x2, i64 %67
	%114 = load double, double* %113
	%115 = getelementptr inbounds double, double* %B, i64 %67
	%116 = load double, double* %115
	%117 = fmul double %114, %116
	%118 = getelementptr double, double* %0, i64 32
	%119 = and i64 %67, 7
	%120 = getelementptr inbounds double, double* %118, i64 %119
	%121 = load double, double* %120
	%122 = fadd double %121, %117
	%123 = getelementptr inbounds double, double* %118, i64 %119
	store double %122, double* %123
	%124 = getelementptr inbounds double, double* %x2, i64 %67
	%125 = load double, double* %124
	%126 = getelementptr inbounds double, double* %3, i64 %67
	%127 = load double, double* %126
	%128 = fmul double %125, %127
	%129 = getelementptr double, double* %0, i64 40
	%130 = and i64 %67, 7
	%131 = getelementptr inbounds double, double* %129, i64 %130
	%132 = load double, double* %131
	%133 = fadd double %132, %128
	%134 = getelementptr inbounds double, double* %129, i64 %130
	store double %133, double* %134
	%135 = getelementptr inbounds double, double* %x3, i64 %67
	%136 = load double, double* %135
	%137 = getelementptr inbounds double, double* %B, i64 %67
	%138 = load double, double* %137
	%139 = fmul double %136, %138
	%140 = getelementptr double, double* %0, i64 48
	%141 = and i64 %67, 7
	%142 = getelementptr inbounds double, double* %140, i64 %141
	%143 = load double, double* %142
	%144 = fadd double %143, %139
	%145 = getelementptr inbounds double, double* %140, i64 %141
	store double %144, double* %145
	%146 = getelementptr inbounds double, double* %x3, i64 %67
	%147 = load double, double* %146
	%148 = getelementptr inbounds double, double* %3, i64 %67
	%149 = load double, double* %148
	%150 = fmul double %147, %149
	%151 = getelementptr double, double* %0, i64 56
	%152 = and i64 %67, 7
	%153 = getelementptr inbounds double, double* %151, i64 %152
	%154 = load double, double* %153
	%155 = fadd double %154, %150
	%156 = getelementptr inbounds double, double* %151, i64 %152
	store double %155, double* %156
	%157 = add i64 %67, 1
	br label %dottail4.head

dottail4.exit:
	%158 = getelementptr double, double* %0, i64 0
	%159 = getelementptr inbounds double, double* %158, i64 0
	%160 = load double, double* %159
	%161 = getelementptr inbounds double, double* %158, i64 1
	%162 = load double, double* %161
	%163 = getelementptr inbounds double, double* %158, i64 2
	%164 = load double, double* %163
	%165 = getelementptr inbounds double, double* %158, i64 3
	%166 = load double, double* %165
	%167 = getelementptr inbounds double, double* %158, i64 4
	%168 = load double, double* %167
	%169 = getelementptr inbounds double, double* %158, i64 5
	%170 = load double, double* %169
	%171 = getelementptr inbounds double, double* %158, i64 6
	%172 = load double, double* %171
	%173 = getelementptr inbounds double, double* %158, i64 7
	%174 = load double, double* %173
	%175 = fadd double %160, %168
	%176 = fadd double %162, %170
	%177 = fadd double %164, %172
	%178 = fadd double %166, %174
	%179 = fadd double %175, %177
	%180 = fadd double %176, %178
	%181 = fadd double %179, %180
	%182 = getelementptr inbounds double, double* %res, i64 0
	%183 = fcmp uno double %181, %181
	%184 = bitcast double %181 to i64
	%185 = select i1 %183, i64 u0x7FF8000000000000, i64 %184
	%186 = bitcast double* %182 to i64*
	store i64 %185, i64* %186
	%187 = getelementptr double, double* %0, i64 8
	%188 = getelementptr inbounds double, double* %187, i64 0
	%189 = load double, double* %188
	%190 = getelementptr inbounds double, double* %187, i64 1
	%191 = load double, double* %190
	%192 = getelementptr inbounds double, double* %187, i64 2
	%193 = load double, double* %192
	%194 = getelementptr inbounds double, double* %187, i64 3
	%195 = load double, double* %194
	%196 = getelementptr inbounds double, double* %187, i64 4
	%197 = load double, double* %196
	%198 = getelementptr inbounds double, double* %187, i64 5
	%199 = load double, double* %198
	%200 = getelementptr inbounds double, double* %187, i64 6
	%201 = load double, double* %200
	%202 = getelementptr inbounds double, double* %187, i64 7
	%203 = load double, double* %202
	%204 = fadd double %189, %197
	%205 = fadd double %191, %199
	%206 = fadd double %193, %201
	%207 = fadd double %195, %203
	%208 = fadd double %204, %206
	%209 = fadd double %205, %207
	%210 = fadd double %208, %209
	%211 = getelementptr inbounds double, double* %res, i64 1
	%212 = fcmp uno double %210, %210
	%213 = bitcast double %210 to i64
	%214 = select i1 %212, i64 u0x7FF8000000000000, i64 %213
	%215 = bitcast double* %211 to i64*
	store i64 %214, i64* %215
	%216 = getelementptr double, double* %0, i64 16
	%217 = getelementptr inbounds double, double* %216, i64 0
	%218 = load double, double* %217
	%219 = getelementptr inbounds double, double* %216, i64 1
	%220 = load double, double* %219
	%221 = getelementptr inbounds double, double* %216, i64 2
	%222 = load double, double* %221
	%223 = getelementptr inbounds double, double* %216, i64 3
	%224 = load double, double* %223
	%225 = getelementptr inbounds double, double* %216, i64 4
	%226 = load double, double* %225
	%227 = getelementptr inbounds double, double* %216, i64 5
	%228 = load double, double* %227
	%229 = getelementptr inbounds double, double* %216, i64 6
	%230 = load double, double* %229
	%231 = getelementptr inbounds double, double* %216, i64 7
	%232 = load double, double* %231
	%233 = fadd double %218, %226
	%234 = fadd double %220, %228
	%235 = fadd double %222, %230
	%236 = fadd double %224, %232
	%237 = fadd double %233, %235
	%238 = fadd double %234, %236
	%239 = fadd double %237, %238
	%240 = getelementptr inbounds double, double* %res, i64 2
	%241 = fcmp uno double %239, %239
	%242 = bitcast double %239 to i64
	%243 = select i1 %241, i64 u0x7FF8000000000000, i64 %242
	%244 = bitcast double* %240 to i64*
	store i64 %243, i64* %244
	%245 = getelementptr double, double* %0, i64 24
	%246 = getelementptr inbounds double, double* %245, i64 0
	%247 = load double, double* %246
	%248 = getelementptr inbounds double, double* %245, i64 1
	%249 = load double, double* %248
	%250 = getelementptr inbounds double, double* %245, i64 2
	%251 = load double, double* %250
	%252 = getelementptr inbounds double, double* %245, i64 3
	%253 = load double, double* %252
	%254 = getelementptr inbounds double, double* %245, i64 4
	%255 = load double, double* %254
	%256 = getelementptr inbounds double, double* %245, i64 5
	%257 = load double, double* %256
	%258 = getelementptr inbounds double, double* %245, i64 6
	%259 = load double, double* %258
	%260 = getelementptr inbounds double, double* %245, i64 7
	%261 = load double, double* %260
	%262 = fadd double %247, %255
	%263 = fadd double %249, %257
	%264 = fadd double %251, %259
	%265 = fadd double %253, %261
	%266 = fadd double %262, %264
	%267 = fadd double %263, %265
	%268 = fadd double %266, %267
	%269 = getelementptr inbounds double, double* %res, i64 3
	%270 = fcmp uno double %268, %268
	%271 = bitcast double %268 to i64
	%272 = select i1 %270, i64 u0x7FF8000000000000, i64 %271
	%273 = bitcast double* %269 to i64*
	store i64 %272, i64* %273
	%274 = getelementptr double, double* %0, i64 32
	%275 = getelementptr inbounds double, double* %274, i64 0
	%276 = load double, double* %275
	%277 = getelementptr inbounds double, double* %274, i64 1
	%278 = load double, double* %277
	%279 = getelementptr inbounds double, double* %274, i64 2
	%280 = load double, double* %279
	%281 = getelementptr inbounds double, double* %274, i64 3
	%282 = load double, double* %281
	%283 = getelementptr inbounds double, double* %274, i64 4
	%284 = load double, double* %283
	%285 = getelementptr inbounds double, double* %274, i64 5
	%286 = load double, double* %285
	%287 = getelementptr inbounds double, double* %274, i64 6
	%288 = load double, double* %287
	%289 = getelementptr inbounds double, double* %274, i64 7
	%290 = load double, double* %289
	%291 = fadd double %276, %284
	%292 = fadd double %278, %286
	%293 = fadd double %280, %288
	%294 = fadd double %282, %290
	%295 = fadd double %291, %293
	%296 = fadd double %292, %294
	%297 = fadd double %295, %296
	%298 = getelementptr inbounds double, double* %res, i64 4
	%299 = fcmp uno double %297, %297
	%300 = bitcast double %297 to i64
	%301 = select i1 %299, i64 u0x7FF8000000000000, i64 %300
	%302 = bitcast double* %298 to i64*
	store i64 %301, i64* %302
	%303 = getelementptr double, double* %0, i64 40
	%304 = getelementptr inbounds double, double* %303, i64 0
	%305 = load double, double* %304
	%306 = getelementptr inbounds double, double* %303, i64 1
	%307 = load double, double* %306
	%308 = getelementptr inbounds double, double* %303, i64 2
	%309 = load double, double* %308
	%310 = getelementptr inbounds double, double* %303, i64 3
	%311 = load double, double* %310
	%312 = getelementptr inbounds double, double* %303, i64 4
	%313 = load double, double* %312
	%314 = getelementptr inbounds double, double* %303, i64 5
	%315 = load double, double* %314
	%316 = getelementptr inbounds double, double* %303, i64 6
	%317 = load double, double* %316
	%318 = getelementptr inbounds double, double* %303, i64 7
	%319 = load double, double* %318
	%320 = fadd double %305, %313
	%321 = fadd double %307, %315
	%322 = fadd double %309, %317
	%323 = fadd double %311, %319
	%324 = fadd double %320, %322
	%325 = fadd double %321, %323
	%326 = fadd double %324, %325
	%327 = getelementptr inbounds double, double* %res, i64 5
	%328 = fcmp uno double %326, %326
	%329 = bitcast double %326 to i64
	%330 = select i1 %328, i64 u0x7FF8000000000000, i64 %329
	%331 = bitcast double* %327 to i64*
	store i64 %330, i64* %331
	%332 = getelementptr double, double* %0, i64 48
	%333 = getelementptr inbounds double, double* %332, i64 0
	%334 = load double, double* %333
	%335 = getelementptr inbounds double, double* %332, i64 1
	%336 = load double, double* %335
	%337 = getelementptr inbounds double, double* %332, i64 2
	%338 = load double, double* %337
	%339 = getelementptr inbounds double, double* %332, i64 3
	%340 = load double, double* %339
	%341 = getelementptr inbounds double, double* %332, i64 4
	%342 = load double, double* %341
	%343 = getelementptr inbounds double, double* %332, i64 5
	%344 = load double, double* %343
	%345 = getelementptr inbounds double, double* %332, i64 6
	%346 = load double, double* %345
	%347 = getelementptr inbounds double, double* %332, i64 7
	%348 = load double, double* %347
	%349 = fadd double %334, %342
	%350 = fadd double %336, %344
	%351 = fadd double %338, %346
	%352 = fadd double %340, %348
	%353 = fadd double %349, %351
	%354 = fadd double %350, %352
	%355 = fadd double %353, %354
	%356 = getelementptr inbounds double, double* %res, i64 6
	%357 = fcmp uno double %355, %355
	%358 = bitcast double %355 to i64
	%359 = select i1 %357, i64 u0x7FF8000000000000, i64 %358
	%360 = bitcast double* %356 to i64*
	store i64 %359, i64* %360
	%361 = getelementptr double, double* %0, i64 56
	%362 = getelementptr inbounds double, double* %361, i64 0
	%363 = load double, double* %362
	%364 = getelementptr inbounds double, double* %361, i64 1
	%365 = load double, double* %364
	%366 = getelementptr inbounds double, double* %361, i64 2
	%367 = load double, double* %366
	%368 = getelementptr inbounds double, double* %361, i64 3
	%369 = load double, double* %368
	%370 = getelementptr inbounds double, double* %361, i64 4
	%371 = load double, double* %370
	%372 = getelementptr inbounds double, double* %361, i64 5
	%373 = load double, double* %372
	%374 = getelementptr inbounds double, double* %361, i64 6
	%375 = load double, double* %374
	%376 = getelementptr inbounds double, double* %361, i64 7
	%377 = load double, double* %376
	%378 = fadd double %363, %371
	%379 = fadd double %365, %373
	%380 = fadd double %367, %375
	%381 = fadd double %369, %377
	%382 = fadd double %378, %380
	%383 = fadd double %379, %381
	%384 = fadd double %382, %383
	%385 = getelementptr inbounds double, double* %res, i64 7
	%386 = fcmp uno double %384, %384
	%387 = bitcast double %384 to i64
	%388 = select i1 %386, i64 u0x7FF8000000000000, i64 %387
	%389 = bitcast double* %385 to i64*
	store i64 %388, i64* %389
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

define internal void @fjv_addrows_dots_r4_k2_s2(double* nocapture %z0, double* nocapture %z1, double* nocapture %z2, double* nocapture %z3, i64 %n, double* nocapture %w, double* noalias nocapture %C, double* nocapture %x0, double* nocapture %x1, double* nocapture %x2, double* nocapture %x3, double* nocapture %B, double* noalias nocapture %res) nounwind {
entry:
	%0 = alloca double, i64 64
	%1 = getelementptr inbounds double, double* %w, i64 0
	%2 = load double, double* %1
	%3 = getelementptr inbounds double, double* %w, i64 1
	%4 = load double, double* %3
	%5 = getelementptr inbounds double, double* %w, i64 2
	%6 = load double, double* %5
	%7 = getelementptr inbounds double, double* %w, i64 3
	%8 = load double, double* %7
	%9 = getelementptr inbounds double, double* %w, i64 4
	%10 = load double, double* %9
	%11 = getelementptr inbounds double, double* %w, i64 5
	%12 = load double, double* %11
	%13 = getelementptr inbounds double, double* %w, i64 6
	%14 = load double, double* %13
	%15 = getelementptr inbounds double, double* %w, i64 7
	%16 = load double, double* %15
	%17 = mul i64 0, %n
	%18 = getelementptr double, double* %C, i64 %17
	%19 = mul i64 1, %n
	%20 = getelementptr double, double* %C, i64 %19
	%21 = insertelement <8 x double> undef, double %2, i64 0
	%22 = shufflevector <8 x double> %21, <8 x double> undef, <8 x i32> zeroinitializer
	%23 = insertelement <8 x double> undef, double %4, i64 0
	%24 = shufflevector <8 x double> %23, <8 x double> undef, <8 x i32> zeroinitializer
	%25 = insertelement <8 x double> undef, double %6, i64 0
	%26 = shufflevector <8 x double> %25, <8 x double> undef, <8 x i32> zeroinitializer
	%27 = insertelement <8 x double> undef, double %8, i64 0
	%28 = shufflevector <8 x double> %27, <8 x double> undef, <8 x i32> zeroinitializer
	%29 = insertelement <8 x double> undef, double %10, i64 0
	%30 = shufflevector <8 x double> %29, <8 x double> undef, <8 x i32> zeroinitializer
	%31 = insertelement <8 x double> undef, double %12, i64 0
	%32 = shufflevector <8 x double> %31, <8 x double> undef, <8 x i32> zeroinitializer
	%33 = insertelement <8 x double> undef, double %14, i64 0
	%34 = shufflevector <8 x double> %33, <8 x double> undef, <8 x i32> zeroinitializer
	%35 = insertelement <8 x double> undef, double %16, i64 0
	%36 = shufflevector <8 x double> %35, <8 x double> undef, <8 x i32> zeroinitializer
	%37 = lshr i64 %n, 3
	%38 = mul i64 1, %n
	%39 = getelementptr double, double* %B, i64 %38
	br label %pipe1.head

pipe1.head:
	%40 = phi <8 x double> [ zeroinitializer, %entry ], [ %84, %pipe1.body ]
	%41 = phi <8 x double> [ zeroinitializer, %entry ], [ %82, %pipe1.body ]
	%42 = phi <8 x double> [ zeroinitializer, %entry ], [ %77, %pipe1.body ]
	%43 = phi <8 x double> [ zeroinitializer, %entry ], [ %75, %pipe1.body ]
	%44 = phi <8 x double> [ zeroinitializer, %entry ], [ %70, %pipe1.body ]
	%45 = phi <8 x double> [ zeroinitializer, %entry ], [ %68, %pipe1.body ]
	%46 = phi <8 x double> [ zeroinitializer, %entry ], [ %63, %pipe1.body ]
	%47 = phi <8 x double> [ zeroinitializer, %entry ], [ %58, %pipe1.body ]
	%48 = phi i64 [ 0, %entry ], [ %132, %pipe1.body ]
	%49 = icmp slt i64 %48, %37
	br i1 %49, label %pipe1.body, label %pipe1.exit

pipe1.body:
	%50 = mul i64 %48, 8
	%51 = getelementptr inbounds double, double* %x0, i64 %50
	%52 = bitcast double* %51 to <8 x double>*
	%53 = load <8 x double>, <8 x double>* %52, align 8
	%54 = getelementptr inbounds double, double* %B, i64 %50
	%55 = bitcast double* %54 to <8 x double>*
	%56 = load <8 x double>, <8 x double>* %55, align 8
	%57 = fmul <8 x double> %53, %56
	%58 = fadd <8 x double> %47, %57
	%59 = getelementptr inbounds double, double* %39, i64 %50
	%60 = bitcast double* %59 to <8 x double>*
	%61 = load <8 x double>, <8 x double>* %60, align 8
	%62 = fmul <8 x double> %53, %61
	%63 = fadd <8 x double> %46, %62
	%64 = getelementptr inbounds double, double* %x1, i64 %50
	%65 = bitcast double* %64 to <8 x double>*
	%66 = load <8 x double>, <8 x double>* %65, align 8
	%67 = fmul <8 x double> %66, %56
	%68 = fadd <8 x double> %45, %67
	%69 = fmul <8 x double> %66, %61
	%70 = fadd <8 x double> %44, %69
	%71 = getelementptr inbounds double, double* %x2, i64 %50
	%72 = bitcast double* %71 to <8 x double>*
	%73 = load <8 x double>, <8 x double>* %72, align 8
	%74 = fmul <8 x double> %73, %56
	%75 = fadd <8 x double> %43, %74
	%76 = fmul <8 x double> %73, %61
	%77 = fadd <8 x double> %42, %76
	%78 = getelementptr inbounds double, double* %x3, i64 %50
	%79 = bitcast double* %78 to <8 x double>*
	%80 = load <8 x double>, <8 x double>* %79, align 8
	%81 = fmul <8 x double> %80, %56
	%82 = fadd <8 x double> %41, %81
	%83 = fmul <8 x double> %80, %61
	%84 = fadd <8 x double> %40, %83
	%85 = mul i64 %48, 8
	%86 = getelementptr inbounds double, double* %z0, i64 %85
	%87 = bitcast double* %86 to <8 x double>*
	%88 = load <8 x double>, <8 x double>* %87, align 8
	%89 = getelementptr inbounds double, double* %z1, i64 %85
	%90 = bitcast double* %89 to <8 x double>*
	%91 = load <8 x double>, <8 x double>* %90, align 8
	%92 = getelementptr inbounds double, double* %z2, i64 %85
	%93 = bitcast double* %92 to <8 x double>*
	%94 = load <8 x double>, <8 x double>* %93, align 8
	%95 = getelementptr inbounds double, double* %z3, i64 %85
	%96 = bitcast double* %95 to <8 x double>*
	%97 = load <8 x double>, <8 x double>* %96, align 8
	%98 = getelementptr inbounds double, double* %18, i64 %85
	%99 = bitcast double* %98 to <8 x double>*
	%100 = load <8 x double>, <8 x double>* %99, align 8
	%101 = fmul <8 x double> %88, %22
	%102 = fadd <8 x double> %100, %101
	%103 = fmul <8 x double> %91, %26
	%104 = fadd <8 x double> %102, %103
	%105 = fmul <8 x double> %94, %30
	%106 = fadd <8 x double> %104, %105
	%107 = fmul <8 x double> %97, %34
	%108 = fadd <8 x double> %106, %107
	%109 = getelementptr inbounds double, double* %18, i64 %85
	%110 = bitcast double* %109 to <8 x double>*
	%111 = fcmp uno <8 x double> %108, %108
	%112 = bitcast <8 x double> %108 to <8 x i64>
	%113 = select <8 x i1> %111, <8 x i64> <i64 u0x7FF8000000000000, i64 u0x7FF8000000000000, i64 u0x7FF8000000000000, i64 u0x7FF8000000000000, i64 u0x7FF8000000000000, i64 u0x7FF8000000000000, i64 u0x7FF8000000000000, i64 u0x7FF8000000000000>, <8 x i64> %112
	%114 = bitcast <8 x double>* %110 to <8 x i64>*
	store <8 x i64> %113, <8 x i64>* %114, align 8
	%115 = getelementptr inbounds double, double* %20, i64 %85
	%116 = bitcast double* %115 to <8 x double>*
	%117 = load <8 x double>, <8 x double>* %116, align 8
	%118 = fmul <8 x double> %88, %24
	%119 = fadd <8 x double> %117, %118
	%120 = fmul <8 x double> %91, %28
	%121 = fadd <8 x double> %119, %120
	%122 = fmul <8 x double> %94, %32
	%123 = fadd <8 x double> %121, %122
	%124 = fmul <8 x double> %97, %36
	%125 = fadd <8 x double> %123, %124
	%126 = getelementptr inbounds double, double* %20, i64 %85
	%127 = bitcast double* %126 to <8 x double>*
	%128 = fcmp uno <8 x double> %125, %125
	%129 = bitcast <8 x double> %125 to <8 x i64>
	%130 = select <8 x i1> %128, <8 x i64> <i64 u0x7FF8000000000000, i64 u0x7FF8000000000000, i64 u0x7FF8000000000000, i64 u0x7FF8000000000000, i64 u0x7FF8000000000000, i64 u0x7FF8000000000000, i64 u0x7FF8000000000000, i64 u0x7FF8000000000000>, <8 x i64> %129
	%131 = bitcast <8 x double>* %127 to <8 x i64>*
	store <8 x i64> %130, <8 x i64>* %131, align 8
	%132 = add i64 %48, 1
	br label %pipe1.head

pipe1.exit:
	%133 = mul i64 %37, 8
	br label %addtail4.head

addtail4.head:
	%134 = phi i64 [ %133, %pipe1.exit ], [ %174, %addtail4.body ]
	%135 = icmp slt i64 %134, %n
	br i1 %135, label %addtail4.body, label %addtail4.exit

addtail4.body:
	%136 = getelementptr inbounds double, double* %z0, i64 %134
	%137 = load double, double* %136
	%138 = getelementptr inbounds double, double* %z1, i64 %134
	%139 = load double, double* %138
	%140 = getelementptr inbounds double, double* %z2, i64 %134
	%141 = load double, double* %140
	%142 = getelementptr inbounds double, double* %z3, i64 %134
	%143 = load double, double* %142
	%144 = getelementptr inbounds double, double* %18, i64 %134
	%145 = load double, double* %144
	%146 = fmul double %137, %2
	%147 = fadd double %145, %146
	%148 = fmul double %139, %6
	%149 = fadd double %147, %148
	%150 = fmul double %141, %10
	%151 = fadd double %149, %150
	%152 = fmul double %143, %14
	%153 = fadd double %151, %152
	%154 = getelementptr inbounds double, double* %18, i64 %134
	%155 = fcmp uno double %153, %153
	%156 = bitcast double %153 to i64
	%157 = select i1 %155, i64 u0x7FF8000000000000, i64 %156
	%158 = bitcast double* %154 to i64*
	store i64 %157, i64* %158
	%159 = getelementptr inbounds double, double* %20, i64 %134
	%160 = load double, double* %159
	%161 = fmul double %137, %4
	%162 = fadd double %160, %161
	%163 = fmul double %139, %8
	%164 = fadd double %162, %163
	%165 = fmul double %141, %12
	%166 = fadd double %164, %165
	%167 = fmul double %143, %16
	%168 = fadd double %166, %167
	%169 = getelementptr inbounds double, double* %20, i64 %134
	%170 = fcmp uno double %168, %168
	%171 = bitcast double %168 to i64
	%172 = select i1 %170, i64 u0x7FF8000000000000, i64 %171
	%173 = bitcast double* %169 to i64*
	store i64 %172, i64* %173
	%174 = add i64 %134, 1
	br label %addtail4.head

addtail4.exit:
	%175 = getelementptr inbounds double, double* %0, i64 0
	%176 = bitcast double* %175 to <8 x double>*
	store <8 x double> %47, <8 x double>* %176, align 8
	%177 = getelementptr inbounds double, double* %0, i64 8
	%178 = bitcast double* %177 to <8 x double>*
	store <8 x double> %46, <8 x double>* %178, align 8
	%179 = getelementptr inbounds double, double* %0, i64 16
	%180 = bitcast double* %179 to <8 x double>*
	store <8 x double> %45, <8 x double>* %180, align 8
	%181 = getelementptr inbounds double, double* %0, i64 24
	%182 = bitcast double* %181 to <8 x double>*
	store <8 x double> %44, <8 x double>* %182, align 8
	%183 = getelementptr inbounds double, double* %0, i64 32
	%184 = bitcast double* %183 to <8 x double>*
	store <8 x double> %43, <8 x double>* %184, align 8
	%185 = getelementptr inbounds double, double* %0, i64 40
	%186 = bitcast double* %185 to <8 x double>*
	store <8 x double> %42, <8 x double>* %186, align 8
	%187 = getelementptr inbounds double, double* %0, i64 48
	%188 = bitcast double* %187 to <8 x double>*
	store <8 x double> %41, <8 x double>* %188, align 8
	%189 = getelementptr inbounds double, double* %0, i64 56
	%190 = bitcast double* %189 to <8 x double>*
	store <8 x double> %40, <8 x double>* %190, align 8
	%191 = mul i64 %37, 8
	br label %dottail7.head

dottail7.head:
	%192 = phi i64 [ %191, %addtail4.exit ], [ %282, %dottail7.body ]
	%193 = icmp slt i64 %192, %n
	br i1 %193, label %dottail7.body, label %dottail7.exit

dottail7.body:
	%194 = getelementptr inbounds double, double* %x0, i64 %192
	%195 = load double, double* %194
	%196 = getelementptr inbounds double, double* %B, i64 %192
	%197 = load double, double* %196
	%198 = fmul double %195, %197
	%199 = getelementptr double, double* %0, i64 0
	%200 = and i64 %192, 7
	%201 = getelementptr inbounds double, double* %199, i64 %200
	%202 = load double, double* %201
	%203 = fadd double %202, %198
	%204 = getelementptr inbounds double, double* %199, i64 %200
	store double %203, double* %204
	%205 = getelementptr inbounds double, double* %x0, i64 %192
	%206 = load double, double* %205
	%207 = getelementptr inbounds double, double* %39, i64 %192
	%208 = load double, double* %207
	%209 = fmul double %206, %208
	%210 = getelementptr double, double* %0, i64 8
	%211 = and i64 %192, 7
	%212 = getelementptr inbounds double, double* %210, i64 %211
	%213 = load double, double* %212
	%214 = fadd double %213, %209
	%215 = getelementptr inbounds double, double* %210, i64 %211
	store double %214, double* %215
	%216 = getelementptr inbounds double, double* %x1, i64 %192
	%217 = load double, double* %216
	%218 = getelementptr inbounds double, double* %B, i64 %192
	%219 = load double, double* %218
	%220 = fmul double %217, %219
	%221 = getelementptr double, double* %0, i64 16
	%222 = and i64 %192, 7
	%223 = getelementptr inbounds double, double* %221, i64 %222
	%224 = load double, double* %223
	%225 = fadd double %224, %220
	%226 = getelementptr inbounds double, double* %221, i64 %222
	store double %225, double* %226
	%227 = getelementptr inbounds double, double* %x1, i64 %192
	%228 = load double, double* %227
	%229 = getelementptr inbounds double, double* %39, i64 %192
	%230 = load double, double* %229
	%231 = fmul double %228, %230
	%232 = getelementptr double, double* %0, i64 24
	%233 = and i64 %192, 7
	%234 = getelementptr inbounds double, double* %232, i64 %233
	%235 = load double, double* %234
	%236 = fadd double %235, %231
	%237 = getelementptr inbounds double, double* %232, i64 %233
	store double %236, double* %237
	%238 = getelementptr inbounds double, double* %x2, i64 %192
	%239 = load double, double* %238
	%240 = getelementptr inbounds double, double* %B, i64 %192
	%241 = load double, double* %240
	%242 = fmul double %239, %241
	%243 = getelementptr double, double* %0, i64 32
	%244 = and i64 %192, 7
	%245 = getelementptr inbounds double, double* %243, i64 %244
	%246 = load double, double* %245
	%247 = fadd double %246, %242
	%248 = getelementptr inbounds double, double* %243, i64 %244
	store double %247, double* %248
	%249 = getelementptr inbounds double, double* %x2, i64 %192
	%250 = load double, double* %249
	%251 = getelementptr inbounds double, double* %39, i64 %192
	%252 = load double, double* %251
	%253 = fmul double %250, %252
	%254 = getelementptr double, double* %0, i64 40
	%255 = and i64 %192, 7
	%256 = getelementptr inbounds double, double* %254, i64 %255
	%257 = load double, double* %256
	%258 = fadd double %257, %253
	%259 = getelementptr inbounds double, double* %254, i64 %255
	store double %258, double* %259
	%260 = getelementptr inbounds double, double* %x3, i64 %192
	%261 = load double, double* %260
	%262 = getelementptr inbounds double, double* %B, i64 %192
	%263 = load double, double* %262
	%264 = fmul double %261, %263
	%265 = getelementptr double, double* %0, i64 48
	%266 = and i64 %192, 7
	%267 = getelementptr inbounds double, double* %265, i64 %266
	%268 = load double, double* %267
	%269 = fadd double %268, %264
	%270 = getelementptr inbounds double, double* %265, i64 %266
	store double %269, double* %270
	%271 = getelementptr inbounds double, double* %x3, i64 %192
	%272 = load double, double* %271
	%273 = getelementptr inbounds double, double* %39, i64 %192
	%274 = load double, double* %273
	%275 = fmul double %272, %274
	%276 = getelementptr double, double* %0, i64 56
	%277 = and i64 %192, 7
	%278 = getelementptr inbounds double, double* %276, i64 %277
	%279 = load double, double* %278
	%280 = fadd double %279, %275
	%281 = getelementptr inbounds double, double* %276, i64 %277
	store double %280, double* %281
	%282 = add i64 %192, 1
	br label %dottail7.head

dottail7.exit:
	%283 = getelementptr double, double* %0, i64 0
	%284 = getelementptr inbounds double, double* %283, i64 0
	%285 = load double, double* %284
	%286 = getelementptr inbounds double, double* %283, i64 1
	%287 = load double, double* %286
	%288 = getelementptr inbounds double, double* %283, i64 2
	%289 = load double, double* %288
	%290 = getelementptr inbounds double, double* %283, i64 3
	%291 = load double, double* %290
	%292 = getelementptr inbounds double, double* %283, i64 4
	%293 = load double, double* %292
	%294 = getelementptr inbounds double, double* %283, i64 5
	%295 = load double, double* %294
	%296 = getelementptr inbounds double, double* %283, i64 6
	%297 = load double, double* %296
	%298 = getelementptr inbounds double, double* %283, i64 7
	%299 = load double, double* %298
	%300 = fadd double %285, %293
	%301 = fadd double %287, %295
	%302 = fadd double %289, %297
	%303 = fadd double %291, %299
	%304 = fadd double %300, %302
	%305 = fadd double %301, %303
	%306 = fadd double %304, %305
	%307 = getelementptr inbounds double, double* %res, i64 0
	%308 = fcmp uno double %306, %306
	%309 = bitcast double %306 to i64
	%310 = select i1 %308, i64 u0x7FF8000000000000, i64 %309
	%311 = bitcast double* %307 to i64*
	store i64 %310, i64* %311
	%312 = getelementptr double, double* %0, i64 8
	%313 = getelementptr inbounds double, double* %312, i64 0
	%314 = load double, double* %313
	%315 = getelementptr inbounds double, double* %312, i64 1
	%316 = load double, double* %315
	%317 = getelementptr inbounds double, double* %312, i64 2
	%318 = load double, double* %317
	%319 = getelementptr inbounds double, double* %312, i64 3
	%320 = load double, double* %319
	%321 = getelementptr inbounds double, double* %312, i64 4
	%322 = load double, double* %321
	%323 = getelementptr inbounds double, double* %312, i64 5
	%324 = load double, double* %323
	%325 = getelementptr inbounds double, double* %312, i64 6
	%326 = load double, double* %325
	%327 = getelementptr inbounds double, double* %312, i64 7
	%328 = load double, double* %327
	%329 = fadd double %314, %322
	%330 = fadd double %316, %324
	%331 = fadd double %318, %326
	%332 = fadd double %320, %328
	%333 = fadd double %329, %331
	%334 = fadd double %330, %332
	%335 = fadd double %333, %334
	%336 = getelementptr inbounds double, double* %res, i64 1
	%337 = fcmp uno double %335, %335
	%338 = bitcast double %335 to i64
	%339 = select i1 %337, i64 u0x7FF8000000000000, i64 %338
	%340 = bitcast double* %336 to i64*
	store i64 %339, i64* %340
	%341 = getelementptr double, double* %0, i64 16
	%342 = getelementptr inbounds double, double* %341, i64 0
	%343 = load double, double* %342
	%344 = getelementptr inbounds double, double* %341, i64 1
	%345 = load double, double* %344
	%346 = getelementptr inbounds double, double* %341, i64 2
	%347 = load double, double* %346
	%348 = getelementptr inbounds double, double* %341, i64 3
	%349 = load double, double* %348
	%350 = getelementptr inbounds double, double* %341, i64 4
	%351 = load double, double* %350
	%352 = getelementptr inbounds double, double* %341, i64 5
	%353 = load double, double* %352
	%354 = getelementptr inbounds double, double* %341, i64 6
	%355 = load double, double* %354
	%356 = getelementptr inbounds double, double* %341, i64 7
	%357 = load double, double* %356
	%358 = fadd double %343, %351
	%359 = fadd double %345, %353
	%360 = fadd double %347, %355
	%361 = fadd double %349, %357
	%362 = fadd double %358, %360
	%363 = fadd double %359, %361
	%364 = fadd double %362, %363
	%365 = getelementptr inbounds double, double* %res, i64 2
	%366 = fcmp uno double %364, %364
	%367 = bitcast double %364 to i64
	%368 = select i1 %366, i64 u0x7FF8000000000000, i64 %367
	%369 = bitcast double* %365 to i64*
	store i64 %368, i64* %369
	%370 = getelementptr double, double* %0, i64 24
	%371 = getelementptr inbounds double, double* %370, i64 0
	%372 = load double, double* %371
	%373 = getelementptr inbounds double, double* %370, i64 1
	%374 = load double, double* %373
	%375 = getelementptr inbounds double, double* %370, i64 2
	%376 = load double, double* %375
	%377 = getelementptr inbounds double, double* %370, i64 3
	%378 = load double, double* %377
	%379 = getelementptr inbounds double, double* %370, i64 4
	%380 = load double, double* %379
	%381 = getelementptr inbounds double, double* %370, i64 5
	%382 = load double, double* %381
	%383 = getelementptr inbounds double, double* %370, i64 6
	%384 = load double, double* %383
	%385 = getelementptr inbounds double, double* %370, i64 7
	%386 = load double, double* %385
	%387 = fadd double %372, %380
	%388 = fadd double %374, %382
	%389 = fadd double %376, %384
	%390 = fadd double %378, %386
	%391 = fadd double %387, %389
	%392 = fadd double %388, %390
	%393 = fadd double %391, %392
	%394 = getelementptr inbounds double, double* %res, i64 3
	%395 = fcmp uno double %393, %393
	%396 = bitcast double %393 to i64
	%397 = select i1 %395, i64 u0x7FF8000000000000, i64 %396
	%398 = bitcast double* %394 to i64*
	store i64 %397, i64* %398
	%399 = getelementptr double, double* %0, i64 32
	%400 = getelementptr inbounds double, double* %399, i64 0
	%401 = load double, double* %400
	%402 = getelementptr inbounds double, double* %399, i64 1
	%403 = load double, double* %402
	%404 = getelementptr inbounds double, double* %399, i64 2
	%405 = load double, double* %404
	%406 = getelementptr inbounds double, double* %399, i64 3
	%407 = load double, double* %406
	%408 = getelementptr inbounds double, double* %399, i64 4
	%409 = load double, double* %408
	%410 = getelementptr inbounds double, double* %399, i64 5
	%411 = load double, double* %410
	%412 = getelementptr inbounds double, double* %399, i64 6
	%413 = load double, double* %412
	%414 = getelementptr inbounds double, double* %399, i64 7
	%415 = load double, double* %414
	%416 = fadd double %401, %409
	%417 = fadd double %403, %411
	%418 = fadd double %405, %413
	%419 = fadd double %407, %415
	%420 = fadd double %416, %418
	%421 = fadd double %417, %419
	%422 = fadd double %420, %421
	%423 = getelementptr inbounds double, double* %res, i64 4
	%424 = fcmp uno double %422, %422
	%425 = bitcast double %422 to i64
	%426 = select i1 %424, i64 u0x7FF8000000000000, i64 %425
	%427 = bitcast double* %423 to i64*
	store i64 %426, i64* %427
	%428 = getelementptr double, double* %0, i64 40
	%429 = getelementptr inbounds double, double* %428, i64 0
	%430 = load double, double* %429
	%431 = getelementptr inbounds double, double* %428, i64 1
	%432 = load double, double* %431
	%433 = getelementptr inbounds double, double* %428, i64 2
	%434 = load double, double* %433
	%435 = getelementptr inbounds double, double* %428, i64 3
	%436 = load double, double* %435
	%437 = getelementptr inbounds double, double* %428, i64 4
	%438 = load double, double* %437
	%439 = getelementptr inbounds double, double* %428, i64 5
	%440 = load double, double* %439
	%441 = getelementptr inbounds double, double* %428, i64 6
	%442 = load double, double* %441
	%443 = getelementptr inbounds double, double* %428, i64 7
	%444 = load double, double* %443
	%445 = fadd double %430, %438
	%446 = fadd double %432, %440
	%447 = fadd double %434, %442
	%448 = fadd double %436, %444
	%449 = fadd double %445, %447
	%450 = fadd double %446, %448
	%451 = fadd double %449, %450
	%452 = getelementptr inbounds double, double* %res, i64 5
	%453 = fcmp uno double %451, %451
	%454 = bitcast double %451 to i64
	%455 = select i1 %453, i64 u0x7FF8000000000000, i64 %454
	%456 = bitcast double* %452 to i64*
	store i64 %455, i64* %456
	%457 = getelementptr double, double* %0, i64 48
	%458 = getelementptr inbounds double, double* %457, i64 0
	%459 = load double, double* %458
	%460 = getelementptr inbounds double, double* %457, i64 1
	%461 = load double, double* %460
	%462 = getelementptr inbounds double, double* %457, i64 2
	%463 = load double, double* %462
	%464 = getelementptr inbounds double, double* %457, i64 3
	%465 = load double, double* %464
	%466 = getelementptr inbounds double, double* %457, i64 4
	%467 = load double, double* %466
	%468 = getelementptr inbounds double, double* %457, i64 5
	%469 = load double, double* %468
	%470 = getelementptr inbounds double, double* %457, i64 6
	%471 = load double, double* %470
	%472 = getelementptr inbounds double, double* %457, i64 7
	%473 = load double, double* %472
	%474 = fadd double %459, %467
	%475 = fadd double %461, %469
	%476 = fadd double %463, %471
	%477 = fadd double %465, %473
	%478 = fadd double %474, %476
	%479 = fadd double %475, %477
	%480 = fadd double %478, %479
	%481 = getelementptr inbounds double, double* %res, i64 6
	%482 = fcmp uno double %480, %480
	%483 = bitcast double %480 to i64
	%484 = select i1 %482, i64 u0x7FF8000000000000, i64 %483
	%485 = bitcast double* %481 to i64*
	store i64 %484, i64* %485
	%486 = getelementptr double, double* %0, i64 56
	%487 = getelementptr inbounds double, double* %486, i64 0
	%488 = load double, double* %487
	%489 = getelementptr inbounds double, double* %486, i64 1
	%490 = load double, double* %489
	%491 = getelementptr inbounds double, double* %486, i64 2
	%492 = load double, double* %491
	%493 = getelementptr inbounds double, double* %486, i64 3
	%494 = load double, double* %493
	%495 = getelementptr inbounds double, double* %486, i64 4
	%496 = load double, double* %495
	%497 = getelementptr inbounds double, double* %486, i64 5
	%498 = load double, double* %497
	%499 = getelementptr inbounds double, double* %486, i64 6
	%500 = load double, double* %499
	%501 = getelementptr inbounds double, double* %486, i64 7
	%502 = load double, double* %501
	%503 = fadd double %488, %496
	%504 = fadd double %490, %498
	%505 = fadd double %492, %500
	%506 = fadd double %494, %502
	%507 = fadd double %503, %505
	%508 = fadd double %504, %506
	%509 = fadd double %507, %508
	%510 = getelementptr inbounds double, double* %res, i64 7
	%511 = fcmp uno double %509, %509
	%512 = bitcast double %509 to i64
	%513 = select i1 %511, i64 u0x7FF8000000000000, i64 %512
	%514 = bitcast double* %510 to i64*
	store i64 %513, i64* %514
	ret void
}

define internal void @fjv_addrows_r4_k2(double* nocapture %z0, double* nocapture %z1, double* nocapture %z2, double* nocapture %z3, i64 %n, double* nocapture %w, double* noalias nocapture %C) nounwind {
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
	%16 = mul i64 0, %n
	%17 = getelementptr double, double* %C, i64 %16
	%18 = mul i64 1, %n
	%19 = getelementptr double, double* %C, i64 %18
	br label %j1.head

j1.head:
	%20 = phi i64 [ 0, %entry ], [ %60, %j1.body ]
	%21 = icmp slt i64 %20, %n
	br i1 %21, label %j1.body, label %j1.exit

j1.body:
	%22 = getelementptr inbounds double, double* %z0, i64 %20
	%23 = load double, double* %22
	%24 = getelementptr inbounds double, double* %z1, i64 %20
	%25 = load double, double* %24
	%26 = getelementptr inbounds double, double* %z2, i64 %20
	%27 = load double, double* %26
	%28 = getelementptr inbounds double, double* %z3, i64 %20
	%29 = load double, double* %28
	%30 = getelementptr inbounds double, double* %17, i64 %20
	%31 = load double, double* %30
	%32 = fmul double %23, %1
	%33 = fadd double %31, %32
	%34 = fmul double %25, %5
	%35 = fadd double %33, %34
	%36 = fmul double %27, %9
	%37 = fadd double %35, %36
	%38 = fmul double %29, %13
	%39 = fadd double %37, %38
	%40 = getelementptr inbounds double, double* %17, i64 %20
	%41 = fcmp uno double %39, %39
	%42 = bitcast double %39 to i64
	%43 = select i1 %41, i64 u0x7FF8000000000000, i64 %42
	%44 = bitcast double* %40 to i64*
	store i64 %43, i64* %44
	%45 = getelementptr inbounds double, double* %19, i64 %20
	%46 = load double, double* %45
	%47 = fmul double %23, %3
	%48 = fadd double %46, %47
	%49 = fmul double %25, %7
	%50 = fadd double %48, %49
	%51 = fmul double %27, %11
	%52 = fadd double %50, %51
	%53 = fmul double %29, %15
	%54 = fadd double %52, %53
	%55 = getelementptr inbounds double, double* %19, i64 %20
	%56 = fcmp uno double %54, %54
	%57 = bitcast double %54 to i64
	%58 = select i1 %56, i64 u0x7FF8000000000000, i64 %57
	%59 = bitcast double* %55 to i64*
	store i64 %58, i64* %59
	%60 = add i64 %20, 1
	br label %j1.head

j1.exit:
	ret void
}

define internal void @fjv_matvec_p_k2(double* nocapture %x, double* nocapture %Bt, double* noalias nocapture %c, i64 %n) nounwind {
entry:
	%0 = alloca double, i64 16
	%1 = mul i64 0, %n
	%2 = getelementptr double, double* %Bt, i64 %1
	%3 = mul i64 1, %n
	%4 = getelementptr double, double* %Bt, i64 %3
	%5 = lshr i64 %n, 3
	br label %dotblk1.head

dotblk1.head:
	%6 = phi double [ 0.0, %entry ], [ %128, %dotblk1.body ]
	%7 = phi double [ 0.0, %entry ], [ %123, %dotblk1.body ]
	%8 = phi double [ 0.0, %entry ], [ %118, %dotblk1.body ]
	%9 = phi double [ 0.0, %entry ], [ %113, %dotblk1.body ]
	%10 = phi double [ 0.0, %entry ], [ %108, %dotblk1.body ]
	%11 = phi double [ 0.0, %entry ], [ %103, %dotblk1.body ]
	%12 = phi double [ 0.0, %entry ], [ %98, %dotblk1.body ]
	%13 = phi double [ 0.0, %entry ], [ %93, %dotblk1.body ]
	%14 = phi double [ 0.0, %entry ], [ %88, %dotblk1.body ]
	%15 = phi double [ 0.0, %entry ], [ %80, %dotblk1.body ]
	%16 = phi double [ 0.0, %entry ], [ %72, %dotblk1.body ]
	%17 = phi double [ 0.0, %entry ], [ %64, %dotblk1.body ]
	%18 = phi double [ 0.0, %entry ], [ %56, %dotblk1.body ]
	%19 = phi double [ 0.0, %entry ], [ %48, %dotblk1.body ]
	%20 = phi double [ 0.0, %entry ], [ %40, %dotblk1.body ]
	%21 = phi double [ 0.0, %entry ], [ %32, %dotblk1.body ]
	%22 = phi i64 [ 0, %entry ], [ %129, %dotblk1.body ]
	%23 = icmp slt i64 %22, %5
	br i1 %23, label %dotblk1.body, label %dotblk1.exit

dotblk1.body:
	%24 = mul i64 %22, 8
	%25 = add i64 %24, 0
	%26 = getelementptr inbounds double, double* %x, i64 %25
	%27 = load double, double* %26
	%28 = add i64 %24, 0
	%29 = getelementptr inbounds double, double* %2, i64 %28
	%30 = load double, double* %29
	%31 = fmul double %27, %30
	%32 = fadd double %21, %31
	%33 = add i64 %24, 1
	%34 = getelementptr inbounds double, double* %x, i64 %33
	%35 = load double, double* %34
	%36 = add i64 %24, 1
	%37 = getelementptr inbounds double, double* %2, i64 %36
	%38 = load double, double* %37
	%39 = fmul double %35, %38
	%40 = fadd double %20, %39
	%41 = add i64 %24, 2
	%42 = getelementptr inbounds double, double* %x, i64 %41
	%43 = load double, double* %42
	%44 = add i64 %24, 2
	%45 = getelementptr inbounds double, double* %2, i64 %44
	%46 = load double, double* %45
	%47 = fmul double %43, %46
	%48 = fadd double %19, %47
	%49 = add i64 %24, 3
	%50 = getelementptr inbounds double, double* %x, i64 %49
	%51 = load double, double* %50
	%52 = add i64 %24, 3
	%53 = getelementptr inbounds double, double* %2, i64 %52
	%54 = load double, double* %53
	%55 = fmul double %51, %54
	%56 = fadd double %18, %55
	%57 = add i64 %24, 4
	%58 = getelementptr inbounds double, double* %x, i64 %57
	%59 = load double, double* %58
	%60 = add i64 %24, 4
	%61 = getelementptr inbounds double, double* %2, i64 %60
	%62 = load double, double* %61
	%63 = fmul double %59, %62
	%64 = fadd double %17, %63
	%65 = add i64 %24, 5
	%66 = getelementptr inbounds double, double* %x, i64 %65
	%67 = load double, double* %66
	%68 = add i64 %24, 5
	%69 = getelementptr inbounds double, double* %2, i64 %68
	%70 = load double, double* %69
	%71 = fmul double %67, %70
	%72 = fadd double %16, %71
	%73 = add i64 %24, 6
	%74 = getelementptr inbounds double, double* %x, i64 %73
	%75 = load double, double* %74
	%76 = add i64 %24, 6
	%77 = getelementptr inbounds double, double* %2, i64 %76
	%78 = load double, double* %77
	%79 = fmul double %75, %78
	%80 = fadd double %15, %79
	%81 = add i64 %24, 7
	%82 = getelementptr inbounds double, double* %x, i64 %81
	%83 = load double, double* %82
	%84 = add i64 %24, 7
	%85 = getelementptr inbounds double, double* %2, i64 %84
	%86 = load double, double* %85
	%87 = fmul double %83, %86
	%88 = fadd double %14, %87
	%89 = add i64 %24, 0
	%90 = getelementptr inbounds double, double* %4, i64 %89
	%91 = load double, double* %90
	%92 = fmul double %27, %91
	%93 = fadd double %13, %92
	%94 = add i64 %24, 1
	%95 = getelementptr inbounds double, double* %4, i64 %94
	%96 = load double, double* %95
	%97 = fmul double %35, %96
	%98 = fadd double %12, %97
	%99 = add i64 %24, 2
	%100 = getelementptr inbounds double, double* %4, i64 %99
	%101 = load double, double* %100
	%102 = fmul double %43, %101
	%103 = fadd double %11, %102
	%104 = add i64 %24, 3
	%105 = getelementptr inbounds double, double* %4, i64 %104
	%106 = load double, double* %105
	%107 = fmul double %51, %106
	%108 = fadd double %10, %107
	%109 = add i64 %24, 4
	%110 = getelementptr inbounds double, double* %4, i64 %109
	%111 = load double, double* %110
	%112 = fmul double %59, %111
	%113 = fadd double %9, %112
	%114 = add i64 %24, 5
	%115 = getelementptr inbounds double, double* %4, i64 %114
	%116 = load double, double* %115
	%117 = fmul double %67, %116
	%118 = fadd double %8, %117
	%119 = add i64 %24, 6
	%120 = getelementptr inbounds double, double* %4, i64 %119
	%121 = load double, double* %120
	%122 = fmul double %75, %121
	%123 = fadd double %7, %122
	%124 = add i64 %24, 7
	%125 = getelementptr inbounds double, double* %4, i64 %124
	%126 = load double, double* %125
	%127 = fmul double %83, %126
	%128 = fadd double %6, %127
	%129 = add i64 %22, 1
	br label %dotblk1.head

dotblk1.exit:
	%130 = getelementptr inbounds double, double* %0, i64 0
	store double %21, double* %130
	%131 = getelementptr inbounds double, double* %0, i64 1
	store double %20, double* %131
	%132 = getelementptr inbounds double, double* %0, i64 2
	store double %19, double* %132
	%133 = getelementptr inbounds double, double* %0, i64 3
	store double %18, double* %133
	%134 = getelementptr inbounds double, double* %0, i64 4
	store double %17, double* %134
	%135 = getelementptr inbounds double, double* %0, i64 5
	store double %16, double* %135
	%136 = getelementptr inbounds double, double* %0, i64 6
	store double %15, double* %136
	%137 = getelementptr inbounds double, double* %0, i64 7
	store double %14, double* %137
	%138 = getelementptr inbounds double, double* %0, i64 8
	store double %13, double* %138
	%139 = getelementptr inbounds double, double* %0, i64 9
	store double %12, double* %139
	%140 = getelementptr inbounds double, double* %0, i64 10
	store double %11, double* %140
	%141 = getelementptr inbounds double, double* %0, i64 11
	store double %10, double* %141
	%142 = getelementptr inbounds double, double* %0, i64 12
	store double %9, double* %142
	%143 = getelementptr inbounds double, double* %0, i64 13
	store double %8, double* %143
	%144 = getelementptr inbounds double, double* %0, i64 14
	store double %7, double* %144
	%145 = getelementptr inbounds double, double* %0, i64 15
	store double %6, double* %145
	%146 = mul i64 %5, 8
	br label %dottail4.head

dottail4.head:
	%147 = phi i64 [ %146, %dotblk1.exit ], [ %171, %dottail4.body ]
	%148 = icmp slt i64 %147, %n
	br i1 %148, label %dottail4.body, label %dottail4.exit

dottail4.body:
	%149 = getelementptr inbounds double, double* %x, i64 %147
	%150 = load double, double* %149
	%151 = getelementptr inbounds double, double* %2, i64 %147
	%152 = load double, double* %151
	%153 = fmul double %150, %152
	%154 = getelementptr double, double* %0, i64 0
	%155 = and i64 %147, 7
	%156 = getelementptr inbounds double, double* %154, i64 %155
	%157 = load double, double* %156
	%158 = fadd double %157, %153
	%159 = getelementptr inbounds double, double* %154, i64 %155
	store double %158, double* %159
	%160 = getelementptr inbounds double, double* %x, i64 %147
	%161 = load double, double* %160
	%162 = getelementptr inbounds double, double* %4, i64 %147
	%163 = load double, double* %162
	%164 = fmul double %161, %163
	%165 = getelementptr double, double* %0, i64 8
	%166 = and i64 %147, 7
	%167 = getelementptr inbounds double, double* %165, i64 %166
	%168 = load double, double* %167
	%169 = fadd double %168, %164
	%170 = getelementptr inbounds double, double* %165, i64 %166
	store double %169, double* %170
	%171 = add i64 %147, 1
	br label %dottail4.head

dottail4.exit:
	%172 = getelementptr double, double* %0, i64 0
	%173 = getelementptr inbounds double, double* %172, i64 0
	%174 = load double, double* %173
	%175 = getelementptr inbounds double, double* %172, i64 1
	%176 = load double, double* %175
	%177 = getelementptr inbounds double, double* %172, i64 2
	%178 = load double, double* %177
	%179 = getelementptr inbounds double, double* %172, i64 3
	%180 = load double, double* %179
	%181 = getelementptr inbounds double, double* %172, i64 4
	%182 = load double, double* %181
	%183 = getelementptr inbounds double, double* %172, i64 5
	%184 = load double, double* %183
	%185 = getelementptr inbounds double, double* %172, i64 6
	%186 = load double, double* %185
	%187 = getelementptr inbounds double, double* %172, i64 7
	%188 = load double, double* %187
	%189 = fadd double %174, %182
	%190 = fadd double %176, %184
	%191 = fadd double %178, %186
	%192 = fadd double %180, %188
	%193 = fadd double %189, %191
	%194 = fadd double %190, %192
	%195 = fadd double %193, %194
	%196 = getelementptr double, double* %0, i64 8
	%197 = getelementptr inbounds double, double* %196, i64 0
	%198 = load double, double* %197
	%199 = getelementptr inbounds double, double* %196, i64 1
	%200 = load double, double* %199
	%201 = getelementptr inbounds double, double* %196, i64 2
	%202 = load double, double* %201
	%203 = getelementptr inbounds double, double* %196, i64 3
	%204 = load double, double* %203
	%205 = getelementptr inbounds double, double* %196, i64 4
	%206 = load double, double* %205
	%207 = getelementptr inbounds double, double* %196, i64 5
	%208 = load double, double* %207
	%209 = getelementptr inbounds double, double* %196, i64 6
	%210 = load double, double* %209
	%211 = getelementptr inbounds double, double* %196, i64 7
	%212 = load double, double* %211
	%213 = fadd double %198, %206
	%214 = fadd double %200, %208
	%215 = fadd double %202, %210
	%216 = fadd double %204, %212
	%217 = fadd double %213, %215
	%218 = fadd double %214, %216
	%219 = fadd double %217, %218
	%220 = getelementptr inbounds double, double* %c, i64 0
	%221 = fcmp uno double %195, %195
	%222 = bitcast double %195 to i64
	%223 = select i1 %221, i64 u0x7FF8000000000000, i64 %222
	%224 = bitcast double* %220 to i64*
	store i64 %223, i64* %224
	%225 = getelementptr inbounds double, double* %c, i64 1
	%226 = fcmp uno double %219, %219
	%227 = bitcast double %219 to i64
	%228 = select i1 %226, i64 u0x7FF8000000000000, i64 %227
	%229 = bitcast double* %225 to i64*
	store i64 %228, i64* %229
	ret void
}

define internal void @fjv_outer_t_k2(double* nocapture %z, i64 %n, double* nocapture %w, double* noalias nocapture %C) nounwind {
entry:
	%0 = getelementptr inbounds double, double* %w, i64 0
	%1 = load double, double* %0
	%2 = mul i64 0, %n
	%3 = getelementptr double, double* %C, i64 %2
	%4 = getelementptr inbounds double, double* %w, i64 1
	%5 = load double, double* %4
	%6 = mul i64 1, %n
	%7 = getelementptr double, double* %C, i64 %6
	br label %j1.head

j1.head:
	%8 = phi i64 [ 0, %entry ], [ %30, %j1.body ]
	%9 = icmp slt i64 %8, %n
	br i1 %9, label %j1.body, label %j1.exit

j1.body:
	%10 = getelementptr inbounds double, double* %z, i64 %8
	%11 = load double, double* %10
	%12 = getelementptr inbounds double, double* %3, i64 %8
	%13 = load double, double* %12
	%14 = fmul double %11, %1
	%15 = fadd double %13, %14
	%16 = getelementptr inbounds double, double* %3, i64 %8
	%17 = fcmp uno double %15, %15
	%18 = bitcast double %15 to i64
	%19 = select i1 %17, i64 u0x7FF8000000000000, i64 %18
	%20 = bitcast double* %16 to i64*
	store i64 %19, i64* %20
	%21 = getelementptr inbounds double, double* %7, i64 %8
	%22 = load double, double* %21
	%23 = fmul double %11, %5
	%24 = fadd double %22, %23
	%25 = getelementptr inbounds double, double* %7, i64 %8
	%26 = fcmp uno double %24, %24
	%27 = bitcast double %24 to i64
	%28 = select i1 %26, i64 u0x7FF8000000000000, i64 %27
	%29 = bitcast double* %25 to i64*
	store i64 %28, i64* %29
	%30 = add i64 %8, 1
	br label %j1.head

j1.exit:
	ret void
}
