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
	%2 = mul i64 3, %n
	%3 = mul i64 1, %n
	%4 = getelementptr double, double* %B, i64 %3
	br label %dotblk1.head

dotblk1.head:
	%5 = phi <8 x double> [ zeroinitializer, %entry ], [ %61, %dotblk1.body ]
	%6 = phi <8 x double> [ zeroinitializer, %entry ], [ %59, %dotblk1.body ]
	%7 = phi <8 x double> [ zeroinitializer, %entry ], [ %54, %dotblk1.body ]
	%8 = phi <8 x double> [ zeroinitializer, %entry ], [ %52, %dotblk1.body ]
	%9 = phi <8 x double> [ zeroinitializer, %entry ], [ %47, %dotblk1.body ]
	%10 = phi <8 x double> [ zeroinitializer, %entry ], [ %45, %dotblk1.body ]
	%11 = phi <8 x double> [ zeroinitializer, %entry ], [ %40, %dotblk1.body ]
	%12 = phi <8 x double> [ zeroinitializer, %entry ], [ %35, %dotblk1.body ]
	%13 = phi i64 [ 0, %entry ], [ %62, %dotblk1.body ]
	%14 = icmp slt i64 %13, %1
	br i1 %14, label %dotblk1.body, label %dotblk1.exit

dotblk1.body:
	%15 = mul i64 %13, 8
	%16 = add i64 %15, 256
	%17 = icmp sge i64 %16, %n
	%18 = add i64 %16, %2
	%19 = select i1 %17, i64 %18, i64 %16
	%20 = getelementptr double, double* %x0, i64 %19
	%21 = bitcast double* %20 to i8*
	call void @llvm.prefetch.p0i8(i8* %21, i32 0, i32 2, i32 1)
	%22 = getelementptr double, double* %x1, i64 %19
	%23 = bitcast double* %22 to i8*
	call void @llvm.prefetch.p0i8(i8* %23, i32 0, i32 2, i32 1)
	%24 = getelementptr double, double* %x2, i64 %19
	%25 = bitcast double* %24 to i8*
	call void @llvm.prefetch.p0i8(i8* %25, i32 0, i32 2, i32 1)
	%26 = getelementptr double, double* %x3, i64 %19
	%27 = bitcast double* %26 to i8*
	call void @llvm.prefetch.p0i8(i8* %27, i32 0, i32 2, i32 1)
	%28 = getelementptr inbounds double, double* %x0, i64 %15
	%29 = bitcast double* %28 to <8 x double>*
	%30 = load <8 x double>, <8 x double>* %29, align 8
	%31 = getelementptr inbounds double, double* %B, i64 %15
	%32 = bitcast double* %31 to <8 x double>*
	%33 = load <8 x double>, <8 x double>* %32, align 8
	%34 = fmul <8 x double> %30, %33
	%35 = fadd <8 x double> %12, %34
	%36 = getelementptr inbounds double, double* %4, i64 %15
	%37 = bitcast double* %36 to <8 x double>*
	%38 = load <8 x double>, <8 x double>* %37, align 8
	%39 = fmul <8 x double> %30, %38
	%40 = fadd <8 x double> %11, %39
	%41 = getelementptr inbounds double, double* %x1, i64 %15
	%42 = bitcast double* %41 to <8 x double>*
	%43 = load <8 x double>, <8 x double>* %42, align 8
	%44 = fmul <8 x double> %43, %33
	%45 = fadd <8 x double> %10, %44
	%46 = fmul <8 x double> %43, %38
	%47 = fadd <8 x double> %9, %46
	%48 = getelementptr inbounds double, double* %x2, i64 %15
	%49 = bitcast double* %48 to <8 x double>*
	%50 = load <8 x double>, <8 x double>* %49, align 8
	%51 = fmul <8 x double> %50, %33
	%52 = fadd <8 x double> %8, %51
	%53 = fmul <8 x double> %50, %38
	%54 = fadd <8 x double> %7, %53
	%55 = getelementptr inbounds double, double* %x3, i64 %15
	%56 = bitcast double* %55 to <8 x double>*
	%57 = load <8 x double>, <8 x double>* %56, align 8
	%58 = fmul <8 x double> %57, %33
	%59 = fadd <8 x double> %6, %58
	%60 = fmul <8 x double> %57, %38
	%61 = fadd <8 x double> %5, %60
	%62 = add i64 %13, 1
	br label %dotblk1.head

dotblk1.exit:
	%63 = getelementptr inbounds double, double* %0, i64 0
	%64 = bitcast double* %63 to <8 x double>*
	store <8 x double> %12, <8 x double>* %64, align 8
	%65 = getelementptr inbounds double, double* %0, i64 8
	%66 = bitcast double* %65 to <8 x double>*
	store <8 x double> %11, <8 x double>* %66, align 8
	%67 = getelementptr inbounds double, double* %0, i64 16
	%68 = bitcast double* %67 to <8 x double>*
	store <8 x double> %10, <8 x double>* %68, align 8
	%69 = getelementptr inbounds double, double* %0, i64 24
	%70 = bitcast double* %69 to <8 x double>*
	store <8 x double> %9, <8 x double>* %70, align 8
	%71 = getelementptr inbounds double, double* %0, i64 32
	%72 = bitcast double* %71 to <8 x double>*
	store <8 x double> %8, <8 x double>* %72, align 8
	%73 = getelementptr inbounds double, double* %0, i64 40
	%74 = bitcast double* %73 to <8 x double>*
	store <8 x double> %7, <8 x double>* %74, align 8
	%75 = getelementptr inbounds double, double* %0, i64 48
	%76 = bitcast double* %75 to <8 x double>*
	store <8 x double> %6, <8 x double>* %76, align 8
	%77 = getelementptr inbounds double, double* %0, i64 56
	%78 = bitcast double* %77 to <8 x double>*
	store <8 x double> %5, <8 x double>* %78, align 8
	%79 = mul i64 %1, 8
	br label %dottail4.head

dottail4.head:
	%80 = phi i64 [ %79, %dotblk1.exit ], [ %170, %dottail4.body ]
	%81 = icmp slt i64 %80, %n
	br i1 %81, label %dottail4.body, label %dottail4.exit

dottail4.body:
	%82 = getelementptr inbounds double, double* %x0, i64 %80
	%83 = load double, double* %82
	%84 = getelementptr inbounds double, double* %B, i64 %80
	%85 = load double, double* %84
	%86 = fmul double %83, %85
	%87 = getelementptr double, double* %0, i64 0
	%88 = and i64 %80, 7
	%89 = getelementptr inbounds double, double* %87, i64 %88
	%90 = load double, double* %89
	%91 = fadd double %90, %86
	%92 = getelementptr inbounds double, double* %87, i64 %88
	store double %91, double* %92
	%93 = getelementptr inbounds double, double* %x0, i64 %80
	%94 = load double, double* %93
	%95 = getelementptr inbounds double, double* %4, i64 %80
	%96 = load double, double* %95
	%97 = fmul double %94, %96
	%98 = getelementptr double, double* %0, i64 8
	%99 = and i64 %80, 7
	%100 = getelementptr inbounds double, double* %98, i64 %99
	%101 = load double, double* %100
	%102 = fadd double %101, %97
	%103 = getelementptr inbounds double, double* %98, i64 %99
	store double %102, double* %103
	%104 = getelementptr inbounds double, double* %x1, i64 %80
	%105 = load double, double* %104
	%106 = getelementptr inbounds double, double* %B, i64 %80
	%107 = load double, double* %106
	%108 = fmul double %105, %107
	%109 = getelementptr double, double* %0, i64 16
	%110 = and i64 %80, 7
	%111 = getelementptr inbounds double, double* %109, i64 %110
	%112 = load double, double* %111
	%113 = fadd double %112, %108
	%114 = getelementptr inbounds double, double* %109, i64 %110
	store double %113, double* %114
	%115 = getelementptr inbounds double, double* %x1, i64 %80
	%116 = load double, double* %115
	%117 = getelementptr inbounds double, double* %4, i64 %80
	%118 = load double, double* %117
	%119 = fmul double %116, %118
	%120 = getelementptr double, double* %0, i64 24
	%121 = and i64 %80, 7
	%122 = getelementptr inbounds double, double* %120, i64 %121
	%123 = load double, double* %122
	%124 = fadd double %123, %119
	%125 = getelementptr inbounds double, double* %120, i64 %121
	store double %124, double* %125
	%126 = getelementptr inbounds double, double* %x2, i64 %80
	%127 = load double, double* %126
	%128 = getelementptr inbounds double, double* %B, i64 %80
	%129 = load double, double* %128
	%130 = fmul double %127, %129
	%131 = getelementptr double, double* %0, i64 32
	%132 = and i64 %80, 7
	%133 = getelementptr inbounds double, double* %131, i64 %132
	%134 = load double, double* %133
	%135 = fadd double %134, %130
	%136 = getelementptr inbounds double, double* %131, i64 %132
	store double %135, double* %136
	%137 = getelementptr inbounds double, double* %x2, i64 %80
	%138 = load double, double* %137
	%139 = getelementptr inbounds double, double* %4, i64 %80
	%140 = load double, double* %139
	%141 = fmul double %138, %140
	%142 = getelementptr double, double* %0, i64 40
	%143 = and i64 %80, 7
	%144 = getelementptr inbounds double, double* %142, i64 %143
	%145 = load double, double* %144
	%146 = fadd double %145, %141
	%147 = getelementptr inbounds double, double* %142, i64 %143
	store double %146, double* %147
	%148 = getelementptr inbounds double, double* %x3, i64 %80
	%149 = load double, double* %148
	%150 = getelementptr inbounds double, double* %B, i64 %80
	%151 = load double, double* %150
	%152 = fmul double %149, %151
	%153 = getelementptr double, double* %0, i64 48
	%154 = and i64 %80, 7
	%155 = getelementptr inbounds double, double* %153, i64 %154
	%156 = load double, double* %155
	%157 = fadd double %156, %152
	%158 = getelementptr inbounds double, double* %153, i64 %154
	store double %157, double* %158
	%159 = getelementptr inbounds double, double* %x3, i64 %80
	%160 = load double, double* %159
	%161 = getelementptr inbounds double, double* %4, i64 %80
	%162 = load double, double* %161
	%163 = fmul double %160, %162
	%164 = getelementptr double, double* %0, i64 56
	%165 = and i64 %80, 7
	%166 = getelementptr inbounds double, double* %164, i64 %165
	%167 = load double, double* %166
	%168 = fadd double %167, %163
	%169 = getelementptr inbounds double, double* %164, i64 %165
	store double %168, double* %169
	%170 = add i64 %80, 1
	br label %dottail4.head

dottail4.exit:
	%171 = getelementptr double, double* %0, i64 0
	%172 = getelementptr inbounds double, double* %171, i64 0
	%173 = load double, double* %172
	%174 = getelementptr inbounds double, double* %171, i64 1
	%175 = load double, double* %174
	%176 = getelementptr inbounds double, double* %171, i64 2
	%177 = load double, double* %176
	%178 = getelementptr inbounds double, double* %171, i64 3
	%179 = load double, double* %178
	%180 = getelementptr inbounds double, double* %171, i64 4
	%181 = load double, double* %180
	%182 = getelementptr inbounds double, double* %171, i64 5
	%183 = load double, double* %182
	%184 = getelementptr inbounds double, double* %171, i64 6
	%185 = load double, double* %184
	%186 = getelementptr inbounds double, double* %171, i64 7
	%187 = load double, double* %186
	%188 = fadd double %173, %181
	%189 = fadd double %175, %183
	%190 = fadd double %177, %185
	%191 = fadd double %179, %187
	%192 = fadd double %188, %190
	%193 = fadd double %189, %191
	%194 = fadd double %192, %193
	%195 = getelementptr inbounds double, double* %res, i64 0
	%196 = fcmp uno double %194, %194
	%197 = bitcast double %194 to i64
	%198 = select i1 %196, i64 u0x7FF8000000000000, i64 %197
	%199 = bitcast double* %195 to i64*
	store i64 %198, i64* %199
	%200 = getelementptr double, double* %0, i64 8
	%201 = getelementptr inbounds double, double* %200, i64 0
	%202 = load double, double* %201
	%203 = getelementptr inbounds double, double* %200, i64 1
	%204 = load double, double* %203
	%205 = getelementptr inbounds double, double* %200, i64 2
	%206 = load double, double* %205
	%207 = getelementptr inbounds double, double* %200, i64 3
	%208 = load double, double* %207
	%209 = getelementptr inbounds double, double* %200, i64 4
	%210 = load double, double* %209
	%211 = getelementptr inbounds double, double* %200, i64 5
	%212 = load double, double* %211
	%213 = getelementptr inbounds double, double* %200, i64 6
	%214 = load double, double* %213
	%215 = getelementptr inbounds double, double* %200, i64 7
	%216 = load double, double* %215
	%217 = fadd double %202, %210
	%218 = fadd double %204, %212
	%219 = fadd double %206, %214
	%220 = fadd double %208, %216
	%221 = fadd double %217, %219
	%222 = fadd double %218, %220
	%223 = fadd double %221, %222
	%224 = getelementptr inbounds double, double* %res, i64 1
	%225 = fcmp uno double %223, %223
	%226 = bitcast double %223 to i64
	%227 = select i1 %225, i64 u0x7FF8000000000000, i64 %226
	%228 = bitcast double* %224 to i64*
	store i64 %227, i64* %228
	%229 = getelementptr double, double* %0, i64 16
	%230 = getelementptr inbounds double, double* %229, i64 0
	%231 = load double, double* %230
	%232 = getelementptr inbounds double, double* %229, i64 1
	%233 = load double, double* %232
	%234 = getelementptr inbounds double, double* %229, i64 2
	%235 = load double, double* %234
	%236 = getelementptr inbounds double, double* %229, i64 3
	%237 = load double, double* %236
	%238 = getelementptr inbounds double, double* %229, i64 4
	%239 = load double, double* %238
	%240 = getelementptr inbounds double, double* %229, i64 5
	%241 = load double, double* %240
	%242 = getelementptr inbounds double, double* %229, i64 6
	%243 = load double, double* %242
	%244 = getelementptr inbounds double, double* %229, i64 7
	%245 = load double, double* %244
	%246 = fadd double %231, %239
	%247 = fadd double %233, %241
	%248 = fadd double %235, %243
	%249 = fadd double %237, %245
	%250 = fadd double %246, %248
	%251 = fadd double %247, %249
	%252 = fadd double %250, %251
	%253 = getelementptr inbounds double, double* %res, i64 2
	%254 = fcmp uno double %252, %252
	%255 = bitcast double %252 to i64
	%256 = select i1 %254, i64 u0x7FF8000000000000, i64 %255
	%257 = bitcast double* %253 to i64*
	store i64 %256, i64* %257
	%258 = getelementptr double, double* %0, i64 24
	%259 = getelementptr inbounds double, double* %258, i64 0
	%260 = load double, double* %259
	%261 = getelementptr inbounds double, double* %258, i64 1
	%262 = load double, double* %261
	%263 = getelementptr inbounds double, double* %258, i64 2
	%264 = load double, double* %263
	%265 = getelementptr inbounds double, double* %258, i64 3
	%266 = load double, double* %265
	%267 = getelementptr inbounds double, double* %258, i64 4
	%268 = load double, double* %267
	%269 = getelementptr inbounds double, double* %258, i64 5
	%270 = load double, double* %269
	%271 = getelementptr inbounds double, double* %258, i64 6
	%272 = load double, double* %271
	%273 = getelementptr inbounds double, double* %258, i64 7
	%274 = load double, double* %273
	%275 = fadd double %260, %268
	%276 = fadd double %262, %270
	%277 = fadd double %264, %272
	%278 = fadd double %266, %274
	%279 = fadd double %275, %277
	%280 = fadd double %276, %278
	%281 = fadd double %279, %280
	%282 = getelementptr inbounds double, double* %res, i64 3
	%283 = fcmp uno double %281, %281
	%284 = bitcast double %281 to i64
	%285 = select i1 %283, i64 u0x7FF8000000000000, i64 %284
	%286 = bitcast double* %282 to i64*
	store i64 %285, i64* %286
	%287 = getelementptr double, double* %0, i64 32
	%288 = getelementptr inbounds double, double* %287, i64 0
	%289 = load double, double* %288
	%290 = getelementptr inbounds double, double* %287, i64 1
	%291 = load double, double* %290
	%292 = getelementptr inbounds double, double* %287, i64 2
	%293 = load double, double* %292
	%294 = getelementptr inbounds double, double* %287, i64 3
	%295 = load double, double* %294
	%296 = getelementptr inbounds double, double* %287, i64 4
	%297 = load double, double* %296
	%298 = getelementptr inbounds double, double* %287, i64 5
	%299 = load double, double* %298
	%300 = getelementptr inbounds double, double* %287, i64 6
	%301 = load double, double* %300
	%302 = getelementptr inbounds double, double* %287, i64 7
	%303 = load double, double* %302
	%304 = fadd double %289, %297
	%305 = fadd double %291, %299
	%306 = fadd double %293, %301
	%307 = fadd double %295, %303
	%308 = fadd double %304, %306
	%309 = fadd double %305, %307
	%310 = fadd double %308, %309
	%311 = getelementptr inbounds double, double* %res, i64 4
	%312 = fcmp uno double %310, %310
	%313 = bitcast double %310 to i64
	%314 = select i1 %312, i64 u0x7FF8000000000000, i64 %313
	%315 = bitcast double* %311 to i64*
	store i64 %314, i64* %315
	%316 = getelementptr double, double* %0, i64 40
	%317 = getelementptr inbounds double, double* %316, i64 0
	%318 = load double, double* %317
	%319 = getelementptr inbounds double, double* %316, i64 1
	%320 = load double, double* %319
	%321 = getelementptr inbounds double, double* %316, i64 2
	%322 = load double, double* %321
	%323 = getelementptr inbounds double, double* %316, i64 3
	%324 = load double, double* %323
	%325 = getelementptr inbounds double, double* %316, i64 4
	%326 = load double, double* %325
	%327 = getelementptr inbounds double, double* %316, i64 5
	%328 = load double, double* %327
	%329 = getelementptr inbounds double, double* %316, i64 6
	%330 = load double, double* %329
	%331 = getelementptr inbounds double, double* %316, i64 7
	%332 = load double, double* %331
	%333 = fadd double %318, %326
	%334 = fadd double %320, %328
	%335 = fadd double %322, %330
	%336 = fadd double %324, %332
	%337 = fadd double %333, %335
	%338 = fadd double %334, %336
	%339 = fadd double %337, %338
	%340 = getelementptr inbounds double, double* %res, i64 5
	%341 = fcmp uno double %339, %339
	%342 = bitcast double %339 to i64
	%343 = select i1 %341, i64 u0x7FF8000000000000, i64 %342
	%344 = bitcast double* %340 to i64*
	store i64 %343, i64* %344
	%345 = getelementptr double, double* %0, i64 48
	%346 = getelementptr inbounds double, double* %345, i64 0
	%347 = load double, double* %346
	%348 = getelementptr inbounds double, double* %345, i64 1
	%349 = load double, double* %348
	%350 = getelementptr inbounds double, double* %345, i64 2
	%351 = load double, double* %350
	%352 = getelementptr inbounds double, double* %345, i64 3
	%353 = load double, double* %352
	%354 = getelementptr inbounds double, double* %345, i64 4
	%355 = load double, double* %354
	%356 = getelementptr inbounds double, double* %345, i64 5
	%357 = load double, double* %356
	%358 = getelementptr inbounds double, double* %345, i64 6
	%359 = load double, double* %358
	%360 = getelementptr inbounds double, double* %345, i64 7
	%361 = load double, double* %360
	%362 = fadd double %347, %355
	%363 = fadd double %349, %357
	%364 = fadd double %351, %359
	%365 = fadd double %353, %361
	%366 = fadd double %362, %364
	%367 = fadd double %363, %365
	%368 = fadd double %366, %367
	%369 = getelementptr inbounds double, double* %res, i64 6
	%370 = fcmp uno double %368, %368
	%371 = bitcast double %368 to i64
	%372 = select i1 %370, i64 u0x7FF8000000000000, i64 %371
	%373 = bitcast double* %369 to i64*
	store i64 %372, i64* %373
	%374 = getelementptr double, double* %0, i64 56
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
	%398 = getelementptr inbounds double, double* %res, i64 7
	%399 = fcmp uno double %397, %397
	%400 = bitcast double %397 to i64
	%401 = select i1 %399, i64 u0x7FF8000000000000, i64 %400
	%402 = bitcast double* %398 to i64*
	store i64 %401, i64* %402
	ret void
}

declare void @llvm.prefetch.p0i8(i8* %0, i32 %1, i32 %2, i32 %3) nounwind

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
	%38 = mul i64 3, %n
	%39 = mul i64 1, %n
	%40 = getelementptr double, double* %B, i64 %39
	br label %pipe1.head

pipe1.head:
	%41 = phi <8 x double> [ zeroinitializer, %entry ], [ %97, %pipe1.body ]
	%42 = phi <8 x double> [ zeroinitializer, %entry ], [ %95, %pipe1.body ]
	%43 = phi <8 x double> [ zeroinitializer, %entry ], [ %90, %pipe1.body ]
	%44 = phi <8 x double> [ zeroinitializer, %entry ], [ %88, %pipe1.body ]
	%45 = phi <8 x double> [ zeroinitializer, %entry ], [ %83, %pipe1.body ]
	%46 = phi <8 x double> [ zeroinitializer, %entry ], [ %81, %pipe1.body ]
	%47 = phi <8 x double> [ zeroinitializer, %entry ], [ %76, %pipe1.body ]
	%48 = phi <8 x double> [ zeroinitializer, %entry ], [ %71, %pipe1.body ]
	%49 = phi i64 [ 0, %entry ], [ %145, %pipe1.body ]
	%50 = icmp slt i64 %49, %37
	br i1 %50, label %pipe1.body, label %pipe1.exit

pipe1.body:
	%51 = mul i64 %49, 8
	%52 = add i64 %51, 256
	%53 = icmp sge i64 %52, %n
	%54 = add i64 %52, %38
	%55 = select i1 %53, i64 %54, i64 %52
	%56 = getelementptr double, double* %x0, i64 %55
	%57 = bitcast double* %56 to i8*
	call void @llvm.prefetch.p0i8(i8* %57, i32 0, i32 2, i32 1)
	%58 = getelementptr double, double* %x1, i64 %55
	%59 = bitcast double* %58 to i8*
	call void @llvm.prefetch.p0i8(i8* %59, i32 0, i32 2, i32 1)
	%60 = getelementptr double, double* %x2, i64 %55
	%61 = bitcast double* %60 to i8*
	call void @llvm.prefetch.p0i8(i8* %61, i32 0, i32 2, i32 1)
	%62 = getelementptr double, double* %x3, i64 %55
	%63 = bitcast double* %62 to i8*
	call void @llvm.prefetch.p0i8(i8* %63, i32 0, i32 2, i32 1)
	%64 = getelementptr inbounds double, double* %x0, i64 %51
	%65 = bitcast double* %64 to <8 x double>*
	%66 = load <8 x double>, <8 x double>* %65, align 8
	%67 = getelementptr inbounds double, double* %B, i64 %51
	%68 = bitcast double* %67 to <8 x double>*
	%69 = load <8 x double>, <8 x double>* %68, align 8
	%70 = fmul <8 x double> %66, %69
	%71 = fadd <8 x double> %48, %70
	%72 = getelementptr inbounds double, double* %40, i64 %51
	%73 = bitcast double* %72 to <8 x double>*
	%74 = load <8 x double>, <8 x double>* %73, align 8
	%75 = fmul <8 x double> %66, %74
	%76 = fadd <8 x double> %47, %75
	%77 = getelementptr inbounds double, double* %x1, i64 %51
	%78 = bitcast double* %77 to <8 x double>*
	%79 = load <8 x double>, <8 x double>* %78, align 8
	%80 = fmul <8 x double> %79, %69
	%81 = fadd <8 x double> %46, %80
	%82 = fmul <8 x double> %79, %74
	%83 = fadd <8 x double> %45, %82
	%84 = getelementptr inbounds double, double* %x2, i64 %51
	%85 = bitcast double* %84 to <8 x double>*
	%86 = load <8 x double>, <8 x double>* %85, align 8
	%87 = fmul <8 x double> %86, %69
	%88 = fadd <8 x double> %44, %87
	%89 = fmul <8 x double> %86, %74
	%90 = fadd <8 x double> %43, %89
	%91 = getelementptr inbounds double, double* %x3, i64 %51
	%92 = bitcast double* %91 to <8 x double>*
	%93 = load <8 x double>, <8 x double>* %92, align 8
	%94 = fmul <8 x double> %93, %69
	%95 = fadd <8 x double> %42, %94
	%96 = fmul <8 x double> %93, %74
	%97 = fadd <8 x double> %41, %96
	%98 = mul i64 %49, 8
	%99 = getelementptr inbounds double, double* %z0, i64 %98
	%100 = bitcast double* %99 to <8 x double>*
	%101 = load <8 x double>, <8 x double>* %100, align 8
	%102 = getelementptr inbounds double, double* %z1, i64 %98
	%103 = bitcast double* %102 to <8 x double>*
	%104 = load <8 x double>, <8 x double>* %103, align 8
	%105 = getelementptr inbounds double, double* %z2, i64 %98
	%106 = bitcast double* %105 to <8 x double>*
	%107 = load <8 x double>, <8 x double>* %106, align 8
	%108 = getelementptr inbounds double, double* %z3, i64 %98
	%109 = bitcast double* %108 to <8 x double>*
	%110 = load <8 x double>, <8 x double>* %109, align 8
	%111 = getelementptr inbounds double, double* %18, i64 %98
	%112 = bitcast double* %111 to <8 x double>*
	%113 = load <8 x double>, <8 x double>* %112, align 8
	%114 = fmul <8 x double> %101, %22
	%115 = fadd <8 x double> %113, %114
	%116 = fmul <8 x double> %104, %26
	%117 = fadd <8 x double> %115, %116
	%118 = fmul <8 x double> %107, %30
	%119 = fadd <8 x double> %117, %118
	%120 = fmul <8 x double> %110, %34
	%121 = fadd <8 x double> %119, %120
	%122 = getelementptr inbounds double, double* %18, i64 %98
	%123 = bitcast double* %122 to <8 x double>*
	%124 = fcmp uno <8 x double> %121, %121
	%125 = bitcast <8 x double> %121 to <8 x i64>
	%126 = select <8 x i1> %124, <8 x i64> <i64 u0x7FF8000000000000, i64 u0x7FF8000000000000, i64 u0x7FF8000000000000, i64 u0x7FF8000000000000, i64 u0x7FF8000000000000, i64 u0x7FF8000000000000, i64 u0x7FF8000000000000, i64 u0x7FF8000000000000>, <8 x i64> %125
	%127 = bitcast <8 x double>* %123 to <8 x i64>*
	store <8 x i64> %126, <8 x i64>* %127, align 8
	%128 = getelementptr inbounds double, double* %20, i64 %98
	%129 = bitcast double* %128 to <8 x double>*
	%130 = load <8 x double>, <8 x double>* %129, align 8
	%131 = fmul <8 x double> %101, %24
	%132 = fadd <8 x double> %130, %131
	%133 = fmul <8 x double> %104, %28
	%134 = fadd <8 x double> %132, %133
	%135 = fmul <8 x double> %107, %32
	%136 = fadd <8 x double> %134, %135
	%137 = fmul <8 x double> %110, %36
	%138 = fadd <8 x double> %136, %137
	%139 = getelementptr inbounds double, double* %20, i64 %98
	%140 = bitcast double* %139 to <8 x double>*
	%141 = fcmp uno <8 x double> %138, %138
	%142 = bitcast <8 x double> %138 to <8 x i64>
	%143 = select <8 x i1> %141, <8 x i64> <i64 u0x7FF8000000000000, i64 u0x7FF8000000000000, i64 u0x7FF8000000000000, i64 u0x7FF8000000000000, i64 u0x7FF8000000000000, i64 u0x7FF8000000000000, i64 u0x7FF8000000000000, i64 u0x7FF8000000000000>, <8 x i64> %142
	%144 = bitcast <8 x double>* %140 to <8 x i64>*
	store <8 x i64> %143, <8 x i64>* %144, align 8
	%145 = add i64 %49, 1
	br label %pipe1.head

pipe1.exit:
	%146 = mul i64 %37, 8
	br label %addtail4.head

addtail4.head:
	%147 = phi i64 [ %146, %pipe1.exit ], [ %187, %addtail4.body ]
	%148 = icmp slt i64 %147, %n
	br i1 %148, label %addtail4.body, label %addtail4.exit

addtail4.body:
	%149 = getelementptr inbounds double, double* %z0, i64 %147
	%150 = load double, double* %149
	%151 = getelementptr inbounds double, double* %z1, i64 %147
	%152 = load double, double* %151
	%153 = getelementptr inbounds double, double* %z2, i64 %147
	%154 = load double, double* %153
	%155 = getelementptr inbounds double, double* %z3, i64 %147
	%156 = load double, double* %155
	%157 = getelementptr inbounds double, double* %18, i64 %147
	%158 = load double, double* %157
	%159 = fmul double %150, %2
	%160 = fadd double %158, %159
	%161 = fmul double %152, %6
	%162 = fadd double %160, %161
	%163 = fmul double %154, %10
	%164 = fadd double %162, %163
	%165 = fmul double %156, %14
	%166 = fadd double %164, %165
	%167 = getelementptr inbounds double, double* %18, i64 %147
	%168 = fcmp uno double %166, %166
	%169 = bitcast double %166 to i64
	%170 = select i1 %168, i64 u0x7FF8000000000000, i64 %169
	%171 = bitcast double* %167 to i64*
	store i64 %170, i64* %171
	%172 = getelementptr inbounds double, double* %20, i64 %147
	%173 = load double, double* %172
	%174 = fmul double %150, %4
	%175 = fadd double %173, %174
	%176 = fmul double %152, %8
	%177 = fadd double %175, %176
	%178 = fmul double %154, %12
	%179 = fadd double %177, %178
	%180 = fmul double %156, %16
	%181 = fadd double %179, %180
	%182 = getelementptr inbounds double, double* %20, i64 %147
	%183 = fcmp uno double %181, %181
	%184 = bitcast double %181 to i64
	%185 = select i1 %183, i64 u0x7FF8000000000000, i64 %184
	%186 = bitcast double* %182 to i64*
	store i64 %185, i64* %186
	%187 = add i64 %147, 1
	br label %addtail4.head

addtail4.exit:
	%188 = getelementptr inbounds double, double* %0, i64 0
	%189 = bitcast double* %188 to <8 x double>*
	store <8 x double> %48, <8 x double>* %189, align 8
	%190 = getelementptr inbounds double, double* %0, i64 8
	%191 = bitcast double* %190 to <8 x double>*
	store <8 x double> %47, <8 x double>* %191, align 8
	%192 = getelementptr inbounds double, double* %0, i64 16
	%193 = bitcast double* %192 to <8 x double>*
	store <8 x double> %46, <8 x double>* %193, align 8
	%194 = getelementptr inbounds double, double* %0, i64 24
	%195 = bitcast double* %194 to <8 x double>*
	store <8 x double> %45, <8 x double>* %195, align 8
	%196 = getelementptr inbounds double, double* %0, i64 32
	%197 = bitcast double* %196 to <8 x double>*
	store <8 x double> %44, <8 x double>* %197, align 8
	%198 = getelementptr inbounds double, double* %0, i64 40
	%199 = bitcast double* %198 to <8 x double>*
	store <8 x double> %43, <8 x double>* %199, align 8
	%200 = getelementptr inbounds double, double* %0, i64 48
	%201 = bitcast double* %200 to <8 x double>*
	store <8 x double> %42, <8 x double>* %201, align 8
	%202 = getelementptr inbounds double, double* %0, i64 56
	%203 = bitcast double* %202 to <8 x double>*
	store <8 x double> %41, <8 x double>* %203, align 8
	%204 = mul i64 %37, 8
	br label %dottail7.head

dottail7.head:
	%205 = phi i64 [ %204, %addtail4.exit ], [ %295, %dottail7.body ]
	%206 = icmp slt i64 %205, %n
	br i1 %206, label %dottail7.body, label %dottail7.exit

dottail7.body:
	%207 = getelementptr inbounds double, double* %x0, i64 %205
	%208 = load double, double* %207
	%209 = getelementptr inbounds double, double* %B, i64 %205
	%210 = load double, double* %209
	%211 = fmul double %208, %210
	%212 = getelementptr double, double* %0, i64 0
	%213 = and i64 %205, 7
	%214 = getelementptr inbounds double, double* %212, i64 %213
	%215 = load double, double* %214
	%216 = fadd double %215, %211
	%217 = getelementptr inbounds double, double* %212, i64 %213
	store double %216, double* %217
	%218 = getelementptr inbounds double, double* %x0, i64 %205
	%219 = load double, double* %218
	%220 = getelementptr inbounds double, double* %40, i64 %205
	%221 = load double, double* %220
	%222 = fmul double %219, %221
	%223 = getelementptr double, double* %0, i64 8
	%224 = and i64 %205, 7
	%225 = getelementptr inbounds double, double* %223, i64 %224
	%226 = load double, double* %225
	%227 = fadd double %226, %222
	%228 = getelementptr inbounds double, double* %223, i64 %224
	store double %227, double* %228
	%229 = getelementptr inbounds double, double* %x1, i64 %205
	%230 = load double, double* %229
	%231 = getelementptr inbounds double, double* %B, i64 %205
	%232 = load double, double* %231
	%233 = fmul double %230, %232
	%234 = getelementptr double, double* %0, i64 16
	%235 = and i64 %205, 7
	%236 = getelementptr inbounds double, double* %234, i64 %235
	%237 = load double, double* %236
	%238 = fadd double %237, %233
	%239 = getelementptr inbounds double, double* %234, i64 %235
	store double %238, double* %239
	%240 = getelementptr inbounds double, double* %x1, i64 %205
	%241 = load double, double* %240
	%242 = getelementptr inbounds double, double* %40, i64 %205
	%243 = load double, double* %242
	%244 = fmul double %241, %243
	%245 = getelementptr double, double* %0, i64 24
	%246 = and i64 %205, 7
	%247 = getelementptr inbounds double, double* %245, i64 %246
	%248 = load double, double* %247
	%249 = fadd double %248, %244
	%250 = getelementptr inbounds double, double* %245, i64 %246
	store double %249, double* %250
	%251 = getelementptr inbounds double, double* %x2, i64 %205
	%252 = load double, double* %251
	%253 = getelementptr inbounds double, double* %B, i64 %205
	%254 = load double, double* %253
	%255 = fmul double %252, %254
	%256 = getelementptr double, double* %0, i64 32
	%257 = and i64 %205, 7
	%258 = getelementptr inbounds double, double* %256, i64 %257
	%259 = load double, double* %258
	%260 = fadd double %259, %255
	%261 = getelementptr inbounds double, double* %256, i64 %257
	store double %260, double* %261
	%262 = getelementptr inbounds double, double* %x2, i64 %205
	%263 = load double, double* %262
	%264 = getelementptr inbounds double, double* %40, i64 %205
	%265 = load double, double* %264
	%266 = fmul double %263, %265
	%267 = getelementptr double, double* %0, i64 40
	%268 = and i64 %205, 7
	%269 = getelementptr inbounds double, double* %267, i64 %268
	%270 = load double, double* %269
	%271 = fadd double %270, %266
	%272 = getelementptr inbounds double, double* %267, i64 %268
	store double %271, double* %272
	%273 = getelementptr inbounds double, double* %x3, i64 %205
	%274 = load double, double* %273
	%275 = getelementptr inbounds double, double* %B, i64 %205
	%276 = load double, double* %275
	%277 = fmul double %274, %276
	%278 = getelementptr double, double* %0, i64 48
	%279 = and i64 %205, 7
	%280 = getelementptr inbounds double, double* %278, i64 %279
	%281 = load double, double* %280
	%282 = fadd double %281, %277
	%283 = getelementptr inbounds double, double* %278, i64 %279
	store double %282, double* %283
	%284 = getelementptr inbounds double, double* %x3, i64 %205
	%285 = load double, double* %284
	%286 = getelementptr inbounds double, double* %40, i64 %205
	%287 = load double, double* %286
	%288 = fmul double %285, %287
	%289 = getelementptr double, double* %0, i64 56
	%290 = and i64 %205, 7
	%291 = getelementptr inbounds double, double* %289, i64 %290
	%292 = load double, double* %291
	%293 = fadd double %292, %288
	%294 = getelementptr inbounds double, double* %289, i64 %290
	store double %293, double* %294
	%295 = add i64 %205, 1
	br label %dottail7.head

dottail7.exit:
	%296 = getelementptr double, double* %0, i64 0
	%297 = getelementptr inbounds double, double* %296, i64 0
	%298 = load double, double* %297
	%299 = getelementptr inbounds double, double* %296, i64 1
	%300 = load double, double* %299
	%301 = getelementptr inbounds double, double* %296, i64 2
	%302 = load double, double* %301
	%303 = getelementptr inbounds double, double* %296, i64 3
	%304 = load double, double* %303
	%305 = getelementptr inbounds double, double* %296, i64 4
	%306 = load double, double* %305
	%307 = getelementptr inbounds double, double* %296, i64 5
	%308 = load double, double* %307
	%309 = getelementptr inbounds double, double* %296, i64 6
	%310 = load double, double* %309
	%311 = getelementptr inbounds double, double* %296, i64 7
	%312 = load double, double* %311
	%313 = fadd double %298, %306
	%314 = fadd double %300, %308
	%315 = fadd double %302, %310
	%316 = fadd double %304, %312
	%317 = fadd double %313, %315
	%318 = fadd double %314, %316
	%319 = fadd double %317, %318
	%320 = getelementptr inbounds double, double* %res, i64 0
	%321 = fcmp uno double %319, %319
	%322 = bitcast double %319 to i64
	%323 = select i1 %321, i64 u0x7FF8000000000000, i64 %322
	%324 = bitcast double* %320 to i64*
	store i64 %323, i64* %324
	%325 = getelementptr double, double* %0, i64 8
	%326 = getelementptr inbounds double, double* %325, i64 0
	%327 = load double, double* %326
	%328 = getelementptr inbounds double, double* %325, i64 1
	%329 = load double, double* %328
	%330 = getelementptr inbounds double, double* %325, i64 2
	%331 = load double, double* %330
	%332 = getelementptr inbounds double, double* %325, i64 3
	%333 = load double, double* %332
	%334 = getelementptr inbounds double, double* %325, i64 4
	%335 = load double, double* %334
	%336 = getelementptr inbounds double, double* %325, i64 5
	%337 = load double, double* %336
	%338 = getelementptr inbounds double, double* %325, i64 6
	%339 = load double, double* %338
	%340 = getelementptr inbounds double, double* %325, i64 7
	%341 = load double, double* %340
	%342 = fadd double %327, %335
	%343 = fadd double %329, %337
	%344 = fadd double %331, %339
	%345 = fadd double %333, %341
	%346 = fadd double %342, %344
	%347 = fadd double %343, %345
	%348 = fadd double %346, %347
	%349 = getelementptr inbounds double, double* %res, i64 1
	%350 = fcmp uno double %348, %348
	%351 = bitcast double %348 to i64
	%352 = select i1 %350, i64 u0x7FF8000000000000, i64 %351
	%353 = bitcast double* %349 to i64*
	store i64 %352, i64* %353
	%354 = getelementptr double, double* %0, i64 16
	%355 = getelementptr inbounds double, double* %354, i64 0
	%356 = load double, double* %355
	%357 = getelementptr inbounds double, double* %354, i64 1
	%358 = load double, double* %357
	%359 = getelementptr inbounds double, double* %354, i64 2
	%360 = load double, double* %359
	%361 = getelementptr inbounds double, double* %354, i64 3
	%362 = load double, double* %361
	%363 = getelementptr inbounds double, double* %354, i64 4
	%364 = load double, double* %363
	%365 = getelementptr inbounds double, double* %354, i64 5
	%366 = load double, double* %365
	%367 = getelementptr inbounds double, double* %354, i64 6
	%368 = load double, double* %367
	%369 = getelementptr inbounds double, double* %354, i64 7
	%370 = load double, double* %369
	%371 = fadd double %356, %364
	%372 = fadd double %358, %366
	%373 = fadd double %360, %368
	%374 = fadd double %362, %370
	%375 = fadd double %371, %373
	%376 = fadd double %372, %374
	%377 = fadd double %375, %376
	%378 = getelementptr inbounds double, double* %res, i64 2
	%379 = fcmp uno double %377, %377
	%380 = bitcast double %377 to i64
	%381 = select i1 %379, i64 u0x7FF8000000000000, i64 %380
	%382 = bitcast double* %378 to i64*
	store i64 %381, i64* %382
	%383 = getelementptr double, double* %0, i64 24
	%384 = getelementptr inbounds double, double* %383, i64 0
	%385 = load double, double* %384
	%386 = getelementptr inbounds double, double* %383, i64 1
	%387 = load double, double* %386
	%388 = getelementptr inbounds double, double* %383, i64 2
	%389 = load double, double* %388
	%390 = getelementptr inbounds double, double* %383, i64 3
	%391 = load double, double* %390
	%392 = getelementptr inbounds double, double* %383, i64 4
	%393 = load double, double* %392
	%394 = getelementptr inbounds double, double* %383, i64 5
	%395 = load double, double* %394
	%396 = getelementptr inbounds double, double* %383, i64 6
	%397 = load double, double* %396
	%398 = getelementptr inbounds double, double* %383, i64 7
	%399 = load double, double* %398
	%400 = fadd double %385, %393
	%401 = fadd double %387, %395
	%402 = fadd double %389, %397
	%403 = fadd double %391, %399
	%404 = fadd double %400, %402
	%405 = fadd double %401, %403
	%406 = fadd double %404, %405
	%407 = getelementptr inbounds double, double* %res, i64 3
	%408 = fcmp uno double %406, %406
	%409 = bitcast double %406 to i64
	%410 = select i1 %408, i64 u0x7FF8000000000000, i64 %409
	%411 = bitcast double* %407 to i64*
	store i64 %410, i64* %411
	%412 = getelementptr double, double* %0, i64 32
	%413 = getelementptr inbounds double, double* %412, i64 0
	%414 = load double, double* %413
	%415 = getelementptr inbounds double, double* %412, i64 1
	%416 = load double, double* %415
	%417 = getelementptr inbounds double, double* %412, i64 2
	%418 = load double, double* %417
	%419 = getelementptr inbounds double, double* %412, i64 3
	%420 = load double, double* %419
	%421 = getelementptr inbounds double, double* %412, i64 4
	%422 = load double, double* %421
	%423 = getelementptr inbounds double, double* %412, i64 5
	%424 = load double, double* %423
	%425 = getelementptr inbounds double, double* %412, i64 6
	%426 = load double, double* %425
	%427 = getelementptr inbounds double, double* %412, i64 7
	%428 = load double, double* %427
	%429 = fadd double %414, %422
	%430 = fadd double %416, %424
	%431 = fadd double %418, %426
	%432 = fadd double %420, %428
	%433 = fadd double %429, %431
	%434 = fadd double %430, %432
	%435 = fadd double %433, %434
	%436 = getelementptr inbounds double, double* %res, i64 4
	%437 = fcmp uno double %435, %435
	%438 = bitcast double %435 to i64
	%439 = select i1 %437, i64 u0x7FF8000000000000, i64 %438
	%440 = bitcast double* %436 to i64*
	store i64 %439, i64* %440
	%441 = getelementptr double, double* %0, i64 40
	%442 = getelementptr inbounds double, double* %441, i64 0
	%443 = load double, double* %442
	%444 = getelementptr inbounds double, double* %441, i64 1
	%445 = load double, double* %444
	%446 = getelementptr inbounds double, double* %441, i64 2
	%447 = load double, double* %446
	%448 = getelementptr inbounds double, double* %441, i64 3
	%449 = load double, double* %448
	%450 = getelementptr inbounds double, double* %441, i64 4
	%451 = load double, double* %450
	%452 = getelementptr inbounds double, double* %441, i64 5
	%453 = load double, double* %452
	%454 = getelementptr inbounds double, double* %441, i64 6
	%455 = load double, double* %454
	%456 = getelementptr inbounds double, double* %441, i64 7
	%457 = load double, double* %456
	%458 = fadd double %443, %451
	%459 = fadd double %445, %453
	%460 = fadd double %447, %455
	%461 = fadd double %449, %457
	%462 = fadd double %458, %460
	%463 = fadd double %459, %461
	%464 = fadd double %462, %463
	%465 = getelementptr inbounds double, double* %res, i64 5
	%466 = fcmp uno double %464, %464
	%467 = bitcast double %464 to i64
	%468 = select i1 %466, i64 u0x7FF8000000000000, i64 %467
	%469 = bitcast double* %465 to i64*
	store i64 %468, i64* %469
	%470 = getelementptr double, double* %0, i64 48
	%471 = getelementptr inbounds double, double* %470, i64 0
	%472 = load double, double* %471
	%473 = getelementptr inbounds double, double* %470, i64 1
	%474 = load double, double* %473
	%475 = getelementptr inbounds double, double* %470, i64 2
	%476 = load double, double* %475
	%477 = getelementptr inbounds double, double* %470, i64 3
	%478 = load double, double* %477
	%479 = getelementptr inbounds double, double* %470, i64 4
	%480 = load double, double* %479
	%481 = getelementptr inbounds double, double* %470, i64 5
	%482 = load double, double* %481
	%483 = getelementptr inbounds double, double* %470, i64 6
	%484 = load double, double* %483
	%485 = getelementptr inbounds double, double* %470, i64 7
	%486 = load double, double* %485
	%487 = fadd double %472, %480
	%488 = fadd double %474, %482
	%489 = fadd double %476, %484
	%490 = fadd double %478, %486
	%491 = fadd double %487, %489
	%492 = fadd double %488, %490
	%493 = fadd double %491, %492
	%494 = getelementptr inbounds double, double* %res, i64 6
	%495 = fcmp uno double %493, %493
	%496 = bitcast double %493 to i64
	%497 = select i1 %495, i64 u0x7FF8000000000000, i64 %496
	%498 = bitcast double* %494 to i64*
	store i64 %497, i64* %498
	%499 = getelementptr double, double* %0, i64 56
	%500 = getelementptr inbounds double, double* %499, i64 0
	%501 = load double, double* %500
	%502 = getelementptr inbounds double, double* %499, i64 1
	%503 = load double, double* %502
	%504 = getelementptr inbounds double, double* %499, i64 2
	%505 = load double, double* %504
	%506 = getelementptr inbounds double, double* %499, i64 3
	%507 = load double, double* %506
	%508 = getelementptr inbounds double, double* %499, i64 4
	%509 = load double, double* %508
	%510 = getelementptr inbounds double, double* %499, i64 5
	%511 = load double, double* %510
	%512 = getelementptr inbounds double, double* %499, i64 6
	%513 = load double, double* %512
	%514 = getelementptr inbounds double, double* %499, i64 7
	%515 = load double, double* %514
	%516 = fadd double %501, %509
	%517 = fadd double %503, %511
	%518 = fadd double %505, %513
	%519 = fadd double %507, %515
	%520 = fadd double %516, %518
	%521 = fadd double %517, %519
	%522 = fadd double %520, %521
	%523 = getelementptr inbounds double, double* %res, i64 7
	%524 = fcmp uno double %522, %522
	%525 = bitcast double %522 to i64
	%526 = select i1 %524, i64 u0x7FF8000000000000, i64 %525
	%527 = bitcast double* %523 to i64*
	store i64 %526, i64* %527
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
