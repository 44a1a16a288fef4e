; Golden IR of llvmgen test case row_colaggt_k2_dense_longrows (row col_agg_t, dense driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan row col_agg_t sparse_safe=false hash=511182455ea0217e71b0ed43ca143c93 long_rows
;     in0 main dense matrix <- hop 0
;     in1 side dense matrix <- hop 2
;     in2 side dense whole <- hop 3
;     t2 = in0 %*% in2
;     t3 = in1 * t2
;     out += t(in0) %*% t3

define void @fj_511182455ea0217e71b0ed43ca143c93(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
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
	call void @fjv_dots_r4_s2_y_l1(double* %37, double* %42, double* %47, double* %52, double* %7, double* %0, i64 %54) noinline
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
	call void @fjv_addrows_dots_r4_k2_s2_y_l1(double* %127, double* %132, double* %137, double* %142, i64 %54, double* %1, double* %out, double* %147, double* %152, double* %157, double* %162, double* %7, double* %0) noinline
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
	call void @fjv_addrows_r4_k2_y(double* %231, double* %236, double* %241, double* %246, i64 %54, double* %1, double* %out) noinline
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

define internal void @fjv_dots_r4_s2_y_l1(double* nocapture %x0, double* nocapture %x1, double* nocapture %x2, double* nocapture %x3, double* nocapture %B, double* noalias nocapture %res, i64 %n) nounwind "prefer-vector-width"="256" "min-legal-vector-width"="256" {
entry:
	%0 = alloca double, i64 64
	%1 = lshr i64 %n, 3
	%2 = mul i64 3, %n
	%3 = mul i64 1, %n
	%4 = getelementptr double, double* %B, i64 %3
	br label %dotblk1.head

dotblk1.head:
	%5 = phi <8 x double> [ zeroinitializer, %entry ], [ %73, %dotblk1.body ]
	%6 = phi <8 x double> [ zeroinitializer, %entry ], [ %71, %dotblk1.body ]
	%7 = phi <8 x double> [ zeroinitializer, %entry ], [ %66, %dotblk1.body ]
	%8 = phi <8 x double> [ zeroinitializer, %entry ], [ %64, %dotblk1.body ]
	%9 = phi <8 x double> [ zeroinitializer, %entry ], [ %59, %dotblk1.body ]
	%10 = phi <8 x double> [ zeroinitializer, %entry ], [ %57, %dotblk1.body ]
	%11 = phi <8 x double> [ zeroinitializer, %entry ], [ %52, %dotblk1.body ]
	%12 = phi <8 x double> [ zeroinitializer, %entry ], [ %47, %dotblk1.body ]
	%13 = phi i64 [ 0, %entry ], [ %74, %dotblk1.body ]
	%14 = icmp slt i64 %13, %1
	br i1 %14, label %dotblk1.body, label %dotblk1.exit

dotblk1.body:
	%15 = mul i64 %13, 8
	%16 = add i64 %15, 64
	%17 = icmp sge i64 %16, %n
	%18 = add i64 %16, %2
	%19 = select i1 %17, i64 %18, i64 %16
	%20 = add i64 %15, 256
	%21 = icmp sge i64 %20, %n
	%22 = add i64 %20, %2
	%23 = select i1 %21, i64 %22, i64 %20
	%24 = getelementptr double, double* %x0, i64 %19
	%25 = bitcast double* %24 to i8*
	call void @llvm.prefetch.p0i8(i8* %25, i32 0, i32 3, i32 1)
	%26 = getelementptr double, double* %x1, i64 %19
	%27 = bitcast double* %26 to i8*
	call void @llvm.prefetch.p0i8(i8* %27, i32 0, i32 3, i32 1)
	%28 = getelementptr double, double* %x2, i64 %19
	%29 = bitcast double* %28 to i8*
	call void @llvm.prefetch.p0i8(i8* %29, i32 0, i32 3, i32 1)
	%30 = getelementptr double, double* %x3, i64 %19
	%31 = bitcast double* %30 to i8*
	call void @llvm.prefetch.p0i8(i8* %31, i32 0, i32 3, i32 1)
	%32 = getelementptr double, double* %x0, i64 %23
	%33 = bitcast double* %32 to i8*
	call void @llvm.prefetch.p0i8(i8* %33, i32 0, i32 2, i32 1)
	%34 = getelementptr double, double* %x1, i64 %23
	%35 = bitcast double* %34 to i8*
	call void @llvm.prefetch.p0i8(i8* %35, i32 0, i32 2, i32 1)
	%36 = getelementptr double, double* %x2, i64 %23
	%37 = bitcast double* %36 to i8*
	call void @llvm.prefetch.p0i8(i8* %37, i32 0, i32 2, i32 1)
	%38 = getelementptr double, double* %x3, i64 %23
	%39 = bitcast double* %38 to i8*
	call void @llvm.prefetch.p0i8(i8* %39, i32 0, i32 2, i32 1)
	%40 = getelementptr inbounds double, double* %x0, i64 %15
	%41 = bitcast double* %40 to <8 x double>*
	%42 = load <8 x double>, <8 x double>* %41, align 8
	%43 = getelementptr inbounds double, double* %B, i64 %15
	%44 = bitcast double* %43 to <8 x double>*
	%45 = load <8 x double>, <8 x double>* %44, align 8
	%46 = fmul <8 x double> %42, %45
	%47 = fadd <8 x double> %12, %46
	%48 = getelementptr inbounds double, double* %4, i64 %15
	%49 = bitcast double* %48 to <8 x double>*
	%50 = load <8 x double>, <8 x double>* %49, align 8
	%51 = fmul <8 x double> %42, %50
	%52 = fadd <8 x double> %11, %51
	%53 = getelementptr inbounds double, double* %x1, i64 %15
	%54 = bitcast double* %53 to <8 x double>*
	%55 = load <8 x double>, <8 x double>* %54, align 8
	%56 = fmul <8 x double> %55, %45
	%57 = fadd <8 x double> %10, %56
	%58 = fmul <8 x double> %55, %50
	%59 = fadd <8 x double> %9, %58
	%60 = getelementptr inbounds double, double* %x2, i64 %15
	%61 = bitcast double* %60 to <8 x double>*
	%62 = load <8 x double>, <8 x double>* %61, align 8
	%63 = fmul <8 x double> %62, %45
	%64 = fadd <8 x double> %8, %63
	%65 = fmul <8 x double> %62, %50
	%66 = fadd <8 x double> %7, %65
	%67 = getelementptr inbounds double, double* %x3, i64 %15
	%68 = bitcast double* %67 to <8 x double>*
	%69 = load <8 x double>, <8 x double>* %68, align 8
	%70 = fmul <8 x double> %69, %45
	%71 = fadd <8 x double> %6, %70
	%72 = fmul <8 x double> %69, %50
	%73 = fadd <8 x double> %5, %72
	%74 = add i64 %13, 1
	br label %dotblk1.head

dotblk1.exit:
	%75 = getelementptr inbounds double, double* %0, i64 0
	%76 = bitcast double* %75 to <8 x double>*
	store <8 x double> %12, <8 x double>* %76, align 8
	%77 = getelementptr inbounds double, double* %0, i64 8
	%78 = bitcast double* %77 to <8 x double>*
	store <8 x double> %11, <8 x double>* %78, align 8
	%79 = getelementptr inbounds double, double* %0, i64 16
	%80 = bitcast double* %79 to <8 x double>*
	store <8 x double> %10, <8 x double>* %80, align 8
	%81 = getelementptr inbounds double, double* %0, i64 24
	%82 = bitcast double* %81 to <8 x double>*
	store <8 x double> %9, <8 x double>* %82, align 8
	%83 = getelementptr inbounds double, double* %0, i64 32
	%84 = bitcast double* %83 to <8 x double>*
	store <8 x double> %8, <8 x double>* %84, align 8
	%85 = getelementptr inbounds double, double* %0, i64 40
	%86 = bitcast double* %85 to <8 x double>*
	store <8 x double> %7, <8 x double>* %86, align 8
	%87 = getelementptr inbounds double, double* %0, i64 48
	%88 = bitcast double* %87 to <8 x double>*
	store <8 x double> %6, <8 x double>* %88, align 8
	%89 = getelementptr inbounds double, double* %0, i64 56
	%90 = bitcast double* %89 to <8 x double>*
	store <8 x double> %5, <8 x double>* %90, align 8
	%91 = mul i64 %1, 8
	br label %dottail4.head

dottail4.head:
	%92 = phi i64 [ %91, %dotblk1.exit ], [ %182, %dottail4.body ]
	%93 = icmp slt i64 %92, %n
	br i1 %93, label %dottail4.body, label %dottail4.exit

dottail4.body:
	%94 = getelementptr inbounds double, double* %x0, i64 %92
	%95 = load double, double* %94
	%96 = getelementptr inbounds double, double* %B, i64 %92
	%97 = load double, double* %96
	%98 = fmul double %95, %97
	%99 = getelementptr double, double* %0, i64 0
	%100 = and i64 %92, 7
	%101 = getelementptr inbounds double, double* %99, i64 %100
	%102 = load double, double* %101
	%103 = fadd double %102, %98
	%104 = getelementptr inbounds double, double* %99, i64 %100
	store double %103, double* %104
	%105 = getelementptr inbounds double, double* %x0, i64 %92
	%106 = load double, double* %105
	%107 = getelementptr inbounds double, double* %4, i64 %92
	%108 = load double, double* %107
	%109 = fmul double %106, %108
	%110 = getelementptr double, double* %0, i64 8
	%111 = and i64 %92, 7
	%112 = getelementptr inbounds double, double* %110, i64 %111
	%113 = load double, double* %112
	%114 = fadd double %113, %109
	%115 = getelementptr inbounds double, double* %110, i64 %111
	store double %114, double* %115
	%116 = getelementptr inbounds double, double* %x1, i64 %92
	%117 = load double, double* %116
	%118 = getelementptr inbounds double, double* %B, i64 %92
	%119 = load double, double* %118
	%120 = fmul double %117, %119
	%121 = getelementptr double, double* %0, i64 16
	%122 = and i64 %92, 7
	%123 = getelementptr inbounds double, double* %121, i64 %122
	%124 = load double, double* %123
	%125 = fadd double %124, %120
	%126 = getelementptr inbounds double, double* %121, i64 %122
	store double %125, double* %126
	%127 = getelementptr inbounds double, double* %x1, i64 %92
	%128 = load double, double* %127
	%129 = getelementptr inbounds double, double* %4, i64 %92
	%130 = load double, double* %129
	%131 = fmul double %128, %130
	%132 = getelementptr double, double* %0, i64 24
	%133 = and i64 %92, 7
	%134 = getelementptr inbounds double, double* %132, i64 %133
	%135 = load double, double* %134
	%136 = fadd double %135, %131
	%137 = getelementptr inbounds double, double* %132, i64 %133
	store double %136, double* %137
	%138 = getelementptr inbounds double, double* %x2, i64 %92
	%139 = load double, double* %138
	%140 = getelementptr inbounds double, double* %B, i64 %92
	%141 = load double, double* %140
	%142 = fmul double %139, %141
	%143 = getelementptr double, double* %0, i64 32
	%144 = and i64 %92, 7
	%145 = getelementptr inbounds double, double* %143, i64 %144
	%146 = load double, double* %145
	%147 = fadd double %146, %142
	%148 = getelementptr inbounds double, double* %143, i64 %144
	store double %147, double* %148
	%149 = getelementptr inbounds double, double* %x2, i64 %92
	%150 = load double, double* %149
	%151 = getelementptr inbounds double, double* %4, i64 %92
	%152 = load double, double* %151
	%153 = fmul double %150, %152
	%154 = getelementptr double, double* %0, i64 40
	%155 = and i64 %92, 7
	%156 = getelementptr inbounds double, double* %154, i64 %155
	%157 = load double, double* %156
	%158 = fadd double %157, %153
	%159 = getelementptr inbounds double, double* %154, i64 %155
	store double %158, double* %159
	%160 = getelementptr inbounds double, double* %x3, i64 %92
	%161 = load double, double* %160
	%162 = getelementptr inbounds double, double* %B, i64 %92
	%163 = load double, double* %162
	%164 = fmul double %161, %163
	%165 = getelementptr double, double* %0, i64 48
	%166 = and i64 %92, 7
	%167 = getelementptr inbounds double, double* %165, i64 %166
	%168 = load double, double* %167
	%169 = fadd double %168, %164
	%170 = getelementptr inbounds double, double* %165, i64 %166
	store double %169, double* %170
	%171 = getelementptr inbounds double, double* %x3, i64 %92
	%172 = load double, double* %171
	%173 = getelementptr inbounds double, double* %4, i64 %92
	%174 = load double, double* %173
	%175 = fmul double %172, %174
	%176 = getelementptr double, double* %0, i64 56
	%177 = and i64 %92, 7
	%178 = getelementptr inbounds double, double* %176, i64 %177
	%179 = load double, double* %178
	%180 = fadd double %179, %175
	%181 = getelementptr inbounds double, double* %176, i64 %177
	store double %180, double* %181
	%182 = add i64 %92, 1
	br label %dottail4.head

dottail4.exit:
	%183 = getelementptr double, double* %0, i64 0
	%184 = getelementptr inbounds double, double* %183, i64 0
	%185 = load double, double* %184
	%186 = getelementptr inbounds double, double* %183, i64 1
	%187 = load double, double* %186
	%188 = getelementptr inbounds double, double* %183, i64 2
	%189 = load double, double* %188
	%190 = getelementptr inbounds double, double* %183, i64 3
	%191 = load double, double* %190
	%192 = getelementptr inbounds double, double* %183, i64 4
	%193 = load double, double* %192
	%194 = getelementptr inbounds double, double* %183, i64 5
	%195 = load double, double* %194
	%196 = getelementptr inbounds double, double* %183, i64 6
	%197 = load double, double* %196
	%198 = getelementptr inbounds double, double* %183, i64 7
	%199 = load double, double* %198
	%200 = fadd double %185, %193
	%201 = fadd double %187, %195
	%202 = fadd double %189, %197
	%203 = fadd double %191, %199
	%204 = fadd double %200, %202
	%205 = fadd double %201, %203
	%206 = fadd double %204, %205
	%207 = getelementptr inbounds double, double* %res, i64 0
	%208 = fcmp uno double %206, %206
	%209 = bitcast double %206 to i64
	%210 = select i1 %208, i64 u0x7FF8000000000000, i64 %209
	%211 = bitcast double* %207 to i64*
	store i64 %210, i64* %211
	%212 = getelementptr double, double* %0, i64 8
	%213 = getelementptr inbounds double, double* %212, i64 0
	%214 = load double, double* %213
	%215 = getelementptr inbounds double, double* %212, i64 1
	%216 = load double, double* %215
	%217 = getelementptr inbounds double, double* %212, i64 2
	%218 = load double, double* %217
	%219 = getelementptr inbounds double, double* %212, i64 3
	%220 = load double, double* %219
	%221 = getelementptr inbounds double, double* %212, i64 4
	%222 = load double, double* %221
	%223 = getelementptr inbounds double, double* %212, i64 5
	%224 = load double, double* %223
	%225 = getelementptr inbounds double, double* %212, i64 6
	%226 = load double, double* %225
	%227 = getelementptr inbounds double, double* %212, i64 7
	%228 = load double, double* %227
	%229 = fadd double %214, %222
	%230 = fadd double %216, %224
	%231 = fadd double %218, %226
	%232 = fadd double %220, %228
	%233 = fadd double %229, %231
	%234 = fadd double %230, %232
	%235 = fadd double %233, %234
	%236 = getelementptr inbounds double, double* %res, i64 1
	%237 = fcmp uno double %235, %235
	%238 = bitcast double %235 to i64
	%239 = select i1 %237, i64 u0x7FF8000000000000, i64 %238
	%240 = bitcast double* %236 to i64*
	store i64 %239, i64* %240
	%241 = getelementptr double, double* %0, i64 16
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
	%265 = getelementptr inbounds double, double* %res, i64 2
	%266 = fcmp uno double %264, %264
	%267 = bitcast double %264 to i64
	%268 = select i1 %266, i64 u0x7FF8000000000000, i64 %267
	%269 = bitcast double* %265 to i64*
	store i64 %268, i64* %269
	%270 = getelementptr double, double* %0, i64 24
	%271 = getelementptr inbounds double, double* %270, i64 0
	%272 = load double, double* %271
	%273 = getelementptr inbounds double, double* %270, i64 1
	%274 = load double, double* %273
	%275 = getelementptr inbounds double, double* %270, i64 2
	%276 = load double, double* %275
	%277 = getelementptr inbounds double, double* %270, i64 3
	%278 = load double, double* %277
	%279 = getelementptr inbounds double, double* %270, i64 4
	%280 = load double, double* %279
	%281 = getelementptr inbounds double, double* %270, i64 5
	%282 = load double, double* %281
	%283 = getelementptr inbounds double, double* %270, i64 6
	%284 = load double, double* %283
	%285 = getelementptr inbounds double, double* %270, i64 7
	%286 = load double, double* %285
	%287 = fadd double %272, %280
	%288 = fadd double %274, %282
	%289 = fadd double %276, %284
	%290 = fadd double %278, %286
	%291 = fadd double %287, %289
	%292 = fadd double %288, %290
	%293 = fadd double %291, %292
	%294 = getelementptr inbounds double, double* %res, i64 3
	%295 = fcmp uno double %293, %293
	%296 = bitcast double %293 to i64
	%297 = select i1 %295, i64 u0x7FF8000000000000, i64 %296
	%298 = bitcast double* %294 to i64*
	store i64 %297, i64* %298
	%299 = getelementptr double, double* %0, i64 32
	%300 = getelementptr inbounds double, double* %299, i64 0
	%301 = load double, double* %300
	%302 = getelementptr inbounds double, double* %299, i64 1
	%303 = load double, double* %302
	%304 = getelementptr inbounds double, double* %299, i64 2
	%305 = load double, double* %304
	%306 = getelementptr inbounds double, double* %299, i64 3
	%307 = load double, double* %306
	%308 = getelementptr inbounds double, double* %299, i64 4
	%309 = load double, double* %308
	%310 = getelementptr inbounds double, double* %299, i64 5
	%311 = load double, double* %310
	%312 = getelementptr inbounds double, double* %299, i64 6
	%313 = load double, double* %312
	%314 = getelementptr inbounds double, double* %299, i64 7
	%315 = load double, double* %314
	%316 = fadd double %301, %309
	%317 = fadd double %303, %311
	%318 = fadd double %305, %313
	%319 = fadd double %307, %315
	%320 = fadd double %316, %318
	%321 = fadd double %317, %319
	%322 = fadd double %320, %321
	%323 = getelementptr inbounds double, double* %res, i64 4
	%324 = fcmp uno double %322, %322
	%325 = bitcast double %322 to i64
	%326 = select i1 %324, i64 u0x7FF8000000000000, i64 %325
	%327 = bitcast double* %323 to i64*
	store i64 %326, i64* %327
	%328 = getelementptr double, double* %0, i64 40
	%329 = getelementptr inbounds double, double* %328, i64 0
	%330 = load double, double* %329
	%331 = getelementptr inbounds double, double* %328, i64 1
	%332 = load double, double* %331
	%333 = getelementptr inbounds double, double* %328, i64 2
	%334 = load double, double* %333
	%335 = getelementptr inbounds double, double* %328, i64 3
	%336 = load double, double* %335
	%337 = getelementptr inbounds double, double* %328, i64 4
	%338 = load double, double* %337
	%339 = getelementptr inbounds double, double* %328, i64 5
	%340 = load double, double* %339
	%341 = getelementptr inbounds double, double* %328, i64 6
	%342 = load double, double* %341
	%343 = getelementptr inbounds double, double* %328, i64 7
	%344 = load double, double* %343
	%345 = fadd double %330, %338
	%346 = fadd double %332, %340
	%347 = fadd double %334, %342
	%348 = fadd double %336, %344
	%349 = fadd double %345, %347
	%350 = fadd double %346, %348
	%351 = fadd double %349, %350
	%352 = getelementptr inbounds double, double* %res, i64 5
	%353 = fcmp uno double %351, %351
	%354 = bitcast double %351 to i64
	%355 = select i1 %353, i64 u0x7FF8000000000000, i64 %354
	%356 = bitcast double* %352 to i64*
	store i64 %355, i64* %356
	%357 = getelementptr double, double* %0, i64 48
	%358 = getelementptr inbounds double, double* %357, i64 0
	%359 = load double, double* %358
	%360 = getelementptr inbounds double, double* %357, i64 1
	%361 = load double, double* %360
	%362 = getelementptr inbounds double, double* %357, i64 2
	%363 = load double, double* %362
	%364 = getelementptr inbounds double, double* %357, i64 3
	%365 = load double, double* %364
	%366 = getelementptr inbounds double, double* %357, i64 4
	%367 = load double, double* %366
	%368 = getelementptr inbounds double, double* %357, i64 5
	%369 = load double, double* %368
	%370 = getelementptr inbounds double, double* %357, i64 6
	%371 = load double, double* %370
	%372 = getelementptr inbounds double, double* %357, i64 7
	%373 = load double, double* %372
	%374 = fadd double %359, %367
	%375 = fadd double %361, %369
	%376 = fadd double %363, %371
	%377 = fadd double %365, %373
	%378 = fadd double %374, %376
	%379 = fadd double %375, %377
	%380 = fadd double %378, %379
	%381 = getelementptr inbounds double, double* %res, i64 6
	%382 = fcmp uno double %380, %380
	%383 = bitcast double %380 to i64
	%384 = select i1 %382, i64 u0x7FF8000000000000, i64 %383
	%385 = bitcast double* %381 to i64*
	store i64 %384, i64* %385
	%386 = getelementptr double, double* %0, i64 56
	%387 = getelementptr inbounds double, double* %386, i64 0
	%388 = load double, double* %387
	%389 = getelementptr inbounds double, double* %386, i64 1
	%390 = load double, double* %389
	%391 = getelementptr inbounds double, double* %386, i64 2
	%392 = load double, double* %391
	%393 = getelementptr inbounds double, double* %386, i64 3
	%394 = load double, double* %393
	%395 = getelementptr inbounds double, double* %386, i64 4
	%396 = load double, double* %395
	%397 = getelementptr inbounds double, double* %386, i64 5
	%398 = load double, double* %397
	%399 = getelementptr inbounds double, double* %386, i64 6
	%400 = load double, double* %399
	%401 = getelementptr inbounds double, double* %386, i64 7
	%402 = load double, double* %401
	%403 = fadd double %388, %396
	%404 = fadd double %390, %398
	%405 = fadd double %392, %400
	%406 = fadd double %394, %402
	%407 = fadd double %403, %405
	%408 = fadd double %404, %406
	%409 = fadd double %407, %408
	%410 = getelementptr inbounds double, double* %res, i64 7
	%411 = fcmp uno double %409, %409
	%412 = bitcast double %409 to i64
	%413 = select i1 %411, i64 u0x7FF8000000000000, i64 %412
	%414 = bitcast double* %410 to i64*
	store i64 %413, i64* %414
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

define internal void @fjv_addrows_dots_r4_k2_s2_y_l1(double* nocapture %z0, double* nocapture %z1, double* nocapture %z2, double* nocapture %z3, i64 %n, double* nocapture %w, double* noalias nocapture %C, double* nocapture %x0, double* nocapture %x1, double* nocapture %x2, double* nocapture %x3, double* nocapture %B, double* noalias nocapture %res) nounwind "prefer-vector-width"="256" "min-legal-vector-width"="256" {
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
	%41 = phi <8 x double> [ zeroinitializer, %entry ], [ %109, %pipe1.body ]
	%42 = phi <8 x double> [ zeroinitializer, %entry ], [ %107, %pipe1.body ]
	%43 = phi <8 x double> [ zeroinitializer, %entry ], [ %102, %pipe1.body ]
	%44 = phi <8 x double> [ zeroinitializer, %entry ], [ %100, %pipe1.body ]
	%45 = phi <8 x double> [ zeroinitializer, %entry ], [ %95, %pipe1.body ]
	%46 = phi <8 x double> [ zeroinitializer, %entry ], [ %93, %pipe1.body ]
	%47 = phi <8 x double> [ zeroinitializer, %entry ], [ %88, %pipe1.body ]
	%48 = phi <8 x double> [ zeroinitializer, %entry ], [ %83, %pipe1.body ]
	%49 = phi i64 [ 0, %entry ], [ %157, %pipe1.body ]
	%50 = icmp slt i64 %49, %37
	br i1 %50, label %pipe1.body, label %pipe1.exit

pipe1.body:
	%51 = mul i64 %49, 8
	%52 = add i64 %51, 64
	%53 = icmp sge i64 %52, %n
	%54 = add i64 %52, %38
	%55 = select i1 %53, i64 %54, i64 %52
	%56 = add i64 %51, 256
	%57 = icmp sge i64 %56, %n
	%58 = add i64 %56, %38
	%59 = select i1 %57, i64 %58, i64 %56
	%60 = getelementptr double, double* %x0, i64 %55
	%61 = bitcast double* %60 to i8*
	call void @llvm.prefetch.p0i8(i8* %61, i32 0, i32 3, i32 1)
	%62 = getelementptr double, double* %x1, i64 %55
	%63 = bitcast double* %62 to i8*
	call void @llvm.prefetch.p0i8(i8* %63, i32 0, i32 3, i32 1)
	%64 = getelementptr double, double* %x2, i64 %55
	%65 = bitcast double* %64 to i8*
	call void @llvm.prefetch.p0i8(i8* %65, i32 0, i32 3, i32 1)
	%66 = getelementptr double, double* %x3, i64 %55
	%67 = bitcast double* %66 to i8*
	call void @llvm.prefetch.p0i8(i8* %67, i32 0, i32 3, i32 1)
	%68 = getelementptr double, double* %x0, i64 %59
	%69 = bitcast double* %68 to i8*
	call void @llvm.prefetch.p0i8(i8* %69, i32 0, i32 2, i32 1)
	%70 = getelementptr double, double* %x1, i64 %59
	%71 = bitcast double* %70 to i8*
	call void @llvm.prefetch.p0i8(i8* %71, i32 0, i32 2, i32 1)
	%72 = getelementptr double, double* %x2, i64 %59
	%73 = bitcast double* %72 to i8*
	call void @llvm.prefetch.p0i8(i8* %73, i32 0, i32 2, i32 1)
	%74 = getelementptr double, double* %x3, i64 %59
	%75 = bitcast double* %74 to i8*
	call void @llvm.prefetch.p0i8(i8* %75, i32 0, i32 2, i32 1)
	%76 = getelementptr inbounds double, double* %x0, i64 %51
	%77 = bitcast double* %76 to <8 x double>*
	%78 = load <8 x double>, <8 x double>* %77, align 8
	%79 = getelementptr inbounds double, double* %B, i64 %51
	%80 = bitcast double* %79 to <8 x double>*
	%81 = load <8 x double>, <8 x double>* %80, align 8
	%82 = fmul <8 x double> %78, %81
	%83 = fadd <8 x double> %48, %82
	%84 = getelementptr inbounds double, double* %40, i64 %51
	%85 = bitcast double* %84 to <8 x double>*
	%86 = load <8 x double>, <8 x double>* %85, align 8
	%87 = fmul <8 x double> %78, %86
	%88 = fadd <8 x double> %47, %87
	%89 = getelementptr inbounds double, double* %x1, i64 %51
	%90 = bitcast double* %89 to <8 x double>*
	%91 = load <8 x double>, <8 x double>* %90, align 8
	%92 = fmul <8 x double> %91, %81
	%93 = fadd <8 x double> %46, %92
	%94 = fmul <8 x double> %91, %86
	%95 = fadd <8 x double> %45, %94
	%96 = getelementptr inbounds double, double* %x2, i64 %51
	%97 = bitcast double* %96 to <8 x double>*
	%98 = load <8 x double>, <8 x double>* %97, align 8
	%99 = fmul <8 x double> %98, %81
	%100 = fadd <8 x double> %44, %99
	%101 = fmul <8 x double> %98, %86
	%102 = fadd <8 x double> %43, %101
	%103 = getelementptr inbounds double, double* %x3, i64 %51
	%104 = bitcast double* %103 to <8 x double>*
	%105 = load <8 x double>, <8 x double>* %104, align 8
	%106 = fmul <8 x double> %105, %81
	%107 = fadd <8 x double> %42, %106
	%108 = fmul <8 x double> %105, %86
	%109 = fadd <8 x double> %41, %108
	%110 = mul i64 %49, 8
	%111 = getelementptr inbounds double, double* %z0, i64 %110
	%112 = bitcast double* %111 to <8 x double>*
	%113 = load <8 x double>, <8 x double>* %112, align 8
	%114 = getelementptr inbounds double, double* %z1, i64 %110
	%115 = bitcast double* %114 to <8 x double>*
	%116 = load <8 x double>, <8 x double>* %115, align 8
	%117 = getelementptr inbounds double, double* %z2, i64 %110
	%118 = bitcast double* %117 to <8 x double>*
	%119 = load <8 x double>, <8 x double>* %118, align 8
	%120 = getelementptr inbounds double, double* %z3, i64 %110
	%121 = bitcast double* %120 to <8 x double>*
	%122 = load <8 x double>, <8 x double>* %121, align 8
	%123 = getelementptr inbounds double, double* %18, i64 %110
	%124 = bitcast double* %123 to <8 x double>*
	%125 = load <8 x double>, <8 x double>* %124, align 8
	%126 = fmul <8 x double> %113, %22
	%127 = fadd <8 x double> %125, %126
	%128 = fmul <8 x double> %116, %26
	%129 = fadd <8 x double> %127, %128
	%130 = fmul <8 x double> %119, %30
	%131 = fadd <8 x double> %129, %130
	%132 = fmul <8 x double> %122, %34
	%133 = fadd <8 x double> %131, %132
	%134 = getelementptr inbounds double, double* %18, i64 %110
	%135 = bitcast double* %134 to <8 x double>*
	%136 = fcmp uno <8 x double> %133, %133
	%137 = bitcast <8 x double> %133 to <8 x i64>
	%138 = select <8 x i1> %136, <8 x i64> <i64 u0x7FF8000000000000, i64 u0x7FF8000000000000, i64 u0x7FF8000000000000, i64 u0x7FF8000000000000, i64 u0x7FF8000000000000, i64 u0x7FF8000000000000, i64 u0x7FF8000000000000, i64 u0x7FF8000000000000>, <8 x i64> %137
	%139 = bitcast <8 x double>* %135 to <8 x i64>*
	store <8 x i64> %138, <8 x i64>* %139, align 8
	%140 = getelementptr inbounds double, double* %20, i64 %110
	%141 = bitcast double* %140 to <8 x double>*
	%142 = load <8 x double>, <8 x double>* %141, align 8
	%143 = fmul <8 x double> %113, %24
	%144 = fadd <8 x double> %142, %143
	%145 = fmul <8 x double> %116, %28
	%146 = fadd <8 x double> %144, %145
	%147 = fmul <8 x double> %119, %32
	%148 = fadd <8 x double> %146, %147
	%149 = fmul <8 x double> %122, %36
	%150 = fadd <8 x double> %148, %149
	%151 = getelementptr inbounds double, double* %20, i64 %110
	%152 = bitcast double* %151 to <8 x double>*
	%153 = fcmp uno <8 x double> %150, %150
	%154 = bitcast <8 x double> %150 to <8 x i64>
	%155 = select <8 x i1> %153, <8 x i64> <i64 u0x7FF8000000000000, i64 u0x7FF8000000000000, i64 u0x7FF8000000000000, i64 u0x7FF8000000000000, i64 u0x7FF8000000000000, i64 u0x7FF8000000000000, i64 u0x7FF8000000000000, i64 u0x7FF8000000000000>, <8 x i64> %154
	%156 = bitcast <8 x double>* %152 to <8 x i64>*
	store <8 x i64> %155, <8 x i64>* %156, align 8
	%157 = add i64 %49, 1
	br label %pipe1.head

pipe1.exit:
	%158 = mul i64 %37, 8
	br label %addtail4.head

addtail4.head:
	%159 = phi i64 [ %158, %pipe1.exit ], [ %199, %addtail4.body ]
	%160 = icmp slt i64 %159, %n
	br i1 %160, label %addtail4.body, label %addtail4.exit

addtail4.body:
	%161 = getelementptr inbounds double, double* %z0, i64 %159
	%162 = load double, double* %161
	%163 = getelementptr inbounds double, double* %z1, i64 %159
	%164 = load double, double* %163
	%165 = getelementptr inbounds double, double* %z2, i64 %159
	%166 = load double, double* %165
	%167 = getelementptr inbounds double, double* %z3, i64 %159
	%168 = load double, double* %167
	%169 = getelementptr inbounds double, double* %18, i64 %159
	%170 = load double, double* %169
	%171 = fmul double %162, %2
	%172 = fadd double %170, %171
	%173 = fmul double %164, %6
	%174 = fadd double %172, %173
	%175 = fmul double %166, %10
	%176 = fadd double %174, %175
	%177 = fmul double %168, %14
	%178 = fadd double %176, %177
	%179 = getelementptr inbounds double, double* %18, i64 %159
	%180 = fcmp uno double %178, %178
	%181 = bitcast double %178 to i64
	%182 = select i1 %180, i64 u0x7FF8000000000000, i64 %181
	%183 = bitcast double* %179 to i64*
	store i64 %182, i64* %183
	%184 = getelementptr inbounds double, double* %20, i64 %159
	%185 = load double, double* %184
	%186 = fmul double %162, %4
	%187 = fadd double %185, %186
	%188 = fmul double %164, %8
	%189 = fadd double %187, %188
	%190 = fmul double %166, %12
	%191 = fadd double %189, %190
	%192 = fmul double %168, %16
	%193 = fadd double %191, %192
	%194 = getelementptr inbounds double, double* %20, i64 %159
	%195 = fcmp uno double %193, %193
	%196 = bitcast double %193 to i64
	%197 = select i1 %195, i64 u0x7FF8000000000000, i64 %196
	%198 = bitcast double* %194 to i64*
	store i64 %197, i64* %198
	%199 = add i64 %159, 1
	br label %addtail4.head

addtail4.exit:
	%200 = getelementptr inbounds double, double* %0, i64 0
	%201 = bitcast double* %200 to <8 x double>*
	store <8 x double> %48, <8 x double>* %201, align 8
	%202 = getelementptr inbounds double, double* %0, i64 8
	%203 = bitcast double* %202 to <8 x double>*
	store <8 x double> %47, <8 x double>* %203, align 8
	%204 = getelementptr inbounds double, double* %0, i64 16
	%205 = bitcast double* %204 to <8 x double>*
	store <8 x double> %46, <8 x double>* %205, align 8
	%206 = getelementptr inbounds double, double* %0, i64 24
	%207 = bitcast double* %206 to <8 x double>*
	store <8 x double> %45, <8 x double>* %207, align 8
	%208 = getelementptr inbounds double, double* %0, i64 32
	%209 = bitcast double* %208 to <8 x double>*
	store <8 x double> %44, <8 x double>* %209, align 8
	%210 = getelementptr inbounds double, double* %0, i64 40
	%211 = bitcast double* %210 to <8 x double>*
	store <8 x double> %43, <8 x double>* %211, align 8
	%212 = getelementptr inbounds double, double* %0, i64 48
	%213 = bitcast double* %212 to <8 x double>*
	store <8 x double> %42, <8 x double>* %213, align 8
	%214 = getelementptr inbounds double, double* %0, i64 56
	%215 = bitcast double* %214 to <8 x double>*
	store <8 x double> %41, <8 x double>* %215, align 8
	%216 = mul i64 %37, 8
	br label %dottail7.head

dottail7.head:
	%217 = phi i64 [ %216, %addtail4.exit ], [ %307, %dottail7.body ]
	%218 = icmp slt i64 %217, %n
	br i1 %218, label %dottail7.body, label %dottail7.exit

dottail7.body:
	%219 = getelementptr inbounds double, double* %x0, i64 %217
	%220 = load double, double* %219
	%221 = getelementptr inbounds double, double* %B, i64 %217
	%222 = load double, double* %221
	%223 = fmul double %220, %222
	%224 = getelementptr double, double* %0, i64 0
	%225 = and i64 %217, 7
	%226 = getelementptr inbounds double, double* %224, i64 %225
	%227 = load double, double* %226
	%228 = fadd double %227, %223
	%229 = getelementptr inbounds double, double* %224, i64 %225
	store double %228, double* %229
	%230 = getelementptr inbounds double, double* %x0, i64 %217
	%231 = load double, double* %230
	%232 = getelementptr inbounds double, double* %40, i64 %217
	%233 = load double, double* %232
	%234 = fmul double %231, %233
	%235 = getelementptr double, double* %0, i64 8
	%236 = and i64 %217, 7
	%237 = getelementptr inbounds double, double* %235, i64 %236
	%238 = load double, double* %237
	%239 = fadd double %238, %234
	%240 = getelementptr inbounds double, double* %235, i64 %236
	store double %239, double* %240
	%241 = getelementptr inbounds double, double* %x1, i64 %217
	%242 = load double, double* %241
	%243 = getelementptr inbounds double, double* %B, i64 %217
	%244 = load double, double* %243
	%245 = fmul double %242, %244
	%246 = getelementptr double, double* %0, i64 16
	%247 = and i64 %217, 7
	%248 = getelementptr inbounds double, double* %246, i64 %247
	%249 = load double, double* %248
	%250 = fadd double %249, %245
	%251 = getelementptr inbounds double, double* %246, i64 %247
	store double %250, double* %251
	%252 = getelementptr inbounds double, double* %x1, i64 %217
	%253 = load double, double* %252
	%254 = getelementptr inbounds double, double* %40, i64 %217
	%255 = load double, double* %254
	%256 = fmul double %253, %255
	%257 = getelementptr double, double* %0, i64 24
	%258 = and i64 %217, 7
	%259 = getelementptr inbounds double, double* %257, i64 %258
	%260 = load double, double* %259
	%261 = fadd double %260, %256
	%262 = getelementptr inbounds double, double* %257, i64 %258
	store double %261, double* %262
	%263 = getelementptr inbounds double, double* %x2, i64 %217
	%264 = load double, double* %263
	%265 = getelementptr inbounds double, double* %B, i64 %217
	%266 = load double, double* %265
	%267 = fmul double %264, %266
	%268 = getelementptr double, double* %0, i64 32
	%269 = and i64 %217, 7
	%270 = getelementptr inbounds double, double* %268, i64 %269
	%271 = load double, double* %270
	%272 = fadd double %271, %267
	%273 = getelementptr inbounds double, double* %268, i64 %269
	store double %272, double* %273
	%274 = getelementptr inbounds double, double* %x2, i64 %217
	%275 = load double, double* %274
	%276 = getelementptr inbounds double, double* %40, i64 %217
	%277 = load double, double* %276
	%278 = fmul double %275, %277
	%279 = getelementptr double, double* %0, i64 40
	%280 = and i64 %217, 7
	%281 = getelementptr inbounds double, double* %279, i64 %280
	%282 = load double, double* %281
	%283 = fadd double %282, %278
	%284 = getelementptr inbounds double, double* %279, i64 %280
	store double %283, double* %284
	%285 = getelementptr inbounds double, double* %x3, i64 %217
	%286 = load double, double* %285
	%287 = getelementptr inbounds double, double* %B, i64 %217
	%288 = load double, double* %287
	%289 = fmul double %286, %288
	%290 = getelementptr double, double* %0, i64 48
	%291 = and i64 %217, 7
	%292 = getelementptr inbounds double, double* %290, i64 %291
	%293 = load double, double* %292
	%294 = fadd double %293, %289
	%295 = getelementptr inbounds double, double* %290, i64 %291
	store double %294, double* %295
	%296 = getelementptr inbounds double, double* %x3, i64 %217
	%297 = load double, double* %296
	%298 = getelementptr inbounds double, double* %40, i64 %217
	%299 = load double, double* %298
	%300 = fmul double %297, %299
	%301 = getelementptr double, double* %0, i64 56
	%302 = and i64 %217, 7
	%303 = getelementptr inbounds double, double* %301, i64 %302
	%304 = load double, double* %303
	%305 = fadd double %304, %300
	%306 = getelementptr inbounds double, double* %301, i64 %302
	store double %305, double* %306
	%307 = add i64 %217, 1
	br label %dottail7.head

dottail7.exit:
	%308 = getelementptr double, double* %0, i64 0
	%309 = getelementptr inbounds double, double* %308, i64 0
	%310 = load double, double* %309
	%311 = getelementptr inbounds double, double* %308, i64 1
	%312 = load double, double* %311
	%313 = getelementptr inbounds double, double* %308, i64 2
	%314 = load double, double* %313
	%315 = getelementptr inbounds double, double* %308, i64 3
	%316 = load double, double* %315
	%317 = getelementptr inbounds double, double* %308, i64 4
	%318 = load double, double* %317
	%319 = getelementptr inbounds double, double* %308, i64 5
	%320 = load double, double* %319
	%321 = getelementptr inbounds double, double* %308, i64 6
	%322 = load double, double* %321
	%323 = getelementptr inbounds double, double* %308, i64 7
	%324 = load double, double* %323
	%325 = fadd double %310, %318
	%326 = fadd double %312, %320
	%327 = fadd double %314, %322
	%328 = fadd double %316, %324
	%329 = fadd double %325, %327
	%330 = fadd double %326, %328
	%331 = fadd double %329, %330
	%332 = getelementptr inbounds double, double* %res, i64 0
	%333 = fcmp uno double %331, %331
	%334 = bitcast double %331 to i64
	%335 = select i1 %333, i64 u0x7FF8000000000000, i64 %334
	%336 = bitcast double* %332 to i64*
	store i64 %335, i64* %336
	%337 = getelementptr double, double* %0, i64 8
	%338 = getelementptr inbounds double, double* %337, i64 0
	%339 = load double, double* %338
	%340 = getelementptr inbounds double, double* %337, i64 1
	%341 = load double, double* %340
	%342 = getelementptr inbounds double, double* %337, i64 2
	%343 = load double, double* %342
	%344 = getelementptr inbounds double, double* %337, i64 3
	%345 = load double, double* %344
	%346 = getelementptr inbounds double, double* %337, i64 4
	%347 = load double, double* %346
	%348 = getelementptr inbounds double, double* %337, i64 5
	%349 = load double, double* %348
	%350 = getelementptr inbounds double, double* %337, i64 6
	%351 = load double, double* %350
	%352 = getelementptr inbounds double, double* %337, i64 7
	%353 = load double, double* %352
	%354 = fadd double %339, %347
	%355 = fadd double %341, %349
	%356 = fadd double %343, %351
	%357 = fadd double %345, %353
	%358 = fadd double %354, %356
	%359 = fadd double %355, %357
	%360 = fadd double %358, %359
	%361 = getelementptr inbounds double, double* %res, i64 1
	%362 = fcmp uno double %360, %360
	%363 = bitcast double %360 to i64
	%364 = select i1 %362, i64 u0x7FF8000000000000, i64 %363
	%365 = bitcast double* %361 to i64*
	store i64 %364, i64* %365
	%366 = getelementptr double, double* %0, i64 16
	%367 = getelementptr inbounds double, double* %366, i64 0
	%368 = load double, double* %367
	%369 = getelementptr inbounds double, double* %366, i64 1
	%370 = load double, double* %369
	%371 = getelementptr inbounds double, double* %366, i64 2
	%372 = load double, double* %371
	%373 = getelementptr inbounds double, double* %366, i64 3
	%374 = load double, double* %373
	%375 = getelementptr inbounds double, double* %366, i64 4
	%376 = load double, double* %375
	%377 = getelementptr inbounds double, double* %366, i64 5
	%378 = load double, double* %377
	%379 = getelementptr inbounds double, double* %366, i64 6
	%380 = load double, double* %379
	%381 = getelementptr inbounds double, double* %366, i64 7
	%382 = load double, double* %381
	%383 = fadd double %368, %376
	%384 = fadd double %370, %378
	%385 = fadd double %372, %380
	%386 = fadd double %374, %382
	%387 = fadd double %383, %385
	%388 = fadd double %384, %386
	%389 = fadd double %387, %388
	%390 = getelementptr inbounds double, double* %res, i64 2
	%391 = fcmp uno double %389, %389
	%392 = bitcast double %389 to i64
	%393 = select i1 %391, i64 u0x7FF8000000000000, i64 %392
	%394 = bitcast double* %390 to i64*
	store i64 %393, i64* %394
	%395 = getelementptr double, double* %0, i64 24
	%396 = getelementptr inbounds double, double* %395, i64 0
	%397 = load double, double* %396
	%398 = getelementptr inbounds double, double* %395, i64 1
	%399 = load double, double* %398
	%400 = getelementptr inbounds double, double* %395, i64 2
	%401 = load double, double* %400
	%402 = getelementptr inbounds double, double* %395, i64 3
	%403 = load double, double* %402
	%404 = getelementptr inbounds double, double* %395, i64 4
	%405 = load double, double* %404
	%406 = getelementptr inbounds double, double* %395, i64 5
	%407 = load double, double* %406
	%408 = getelementptr inbounds double, double* %395, i64 6
	%409 = load double, double* %408
	%410 = getelementptr inbounds double, double* %395, i64 7
	%411 = load double, double* %410
	%412 = fadd double %397, %405
	%413 = fadd double %399, %407
	%414 = fadd double %401, %409
	%415 = fadd double %403, %411
	%416 = fadd double %412, %414
	%417 = fadd double %413, %415
	%418 = fadd double %416, %417
	%419 = getelementptr inbounds double, double* %res, i64 3
	%420 = fcmp uno double %418, %418
	%421 = bitcast double %418 to i64
	%422 = select i1 %420, i64 u0x7FF8000000000000, i64 %421
	%423 = bitcast double* %419 to i64*
	store i64 %422, i64* %423
	%424 = getelementptr double, double* %0, i64 32
	%425 = getelementptr inbounds double, double* %424, i64 0
	%426 = load double, double* %425
	%427 = getelementptr inbounds double, double* %424, i64 1
	%428 = load double, double* %427
	%429 = getelementptr inbounds double, double* %424, i64 2
	%430 = load double, double* %429
	%431 = getelementptr inbounds double, double* %424, i64 3
	%432 = load double, double* %431
	%433 = getelementptr inbounds double, double* %424, i64 4
	%434 = load double, double* %433
	%435 = getelementptr inbounds double, double* %424, i64 5
	%436 = load double, double* %435
	%437 = getelementptr inbounds double, double* %424, i64 6
	%438 = load double, double* %437
	%439 = getelementptr inbounds double, double* %424, i64 7
	%440 = load double, double* %439
	%441 = fadd double %426, %434
	%442 = fadd double %428, %436
	%443 = fadd double %430, %438
	%444 = fadd double %432, %440
	%445 = fadd double %441, %443
	%446 = fadd double %442, %444
	%447 = fadd double %445, %446
	%448 = getelementptr inbounds double, double* %res, i64 4
	%449 = fcmp uno double %447, %447
	%450 = bitcast double %447 to i64
	%451 = select i1 %449, i64 u0x7FF8000000000000, i64 %450
	%452 = bitcast double* %448 to i64*
	store i64 %451, i64* %452
	%453 = getelementptr double, double* %0, i64 40
	%454 = getelementptr inbounds double, double* %453, i64 0
	%455 = load double, double* %454
	%456 = getelementptr inbounds double, double* %453, i64 1
	%457 = load double, double* %456
	%458 = getelementptr inbounds double, double* %453, i64 2
	%459 = load double, double* %458
	%460 = getelementptr inbounds double, double* %453, i64 3
	%461 = load double, double* %460
	%462 = getelementptr inbounds double, double* %453, i64 4
	%463 = load double, double* %462
	%464 = getelementptr inbounds double, double* %453, i64 5
	%465 = load double, double* %464
	%466 = getelementptr inbounds double, double* %453, i64 6
	%467 = load double, double* %466
	%468 = getelementptr inbounds double, double* %453, i64 7
	%469 = load double, double* %468
	%470 = fadd double %455, %463
	%471 = fadd double %457, %465
	%472 = fadd double %459, %467
	%473 = fadd double %461, %469
	%474 = fadd double %470, %472
	%475 = fadd double %471, %473
	%476 = fadd double %474, %475
	%477 = getelementptr inbounds double, double* %res, i64 5
	%478 = fcmp uno double %476, %476
	%479 = bitcast double %476 to i64
	%480 = select i1 %478, i64 u0x7FF8000000000000, i64 %479
	%481 = bitcast double* %477 to i64*
	store i64 %480, i64* %481
	%482 = getelementptr double, double* %0, i64 48
	%483 = getelementptr inbounds double, double* %482, i64 0
	%484 = load double, double* %483
	%485 = getelementptr inbounds double, double* %482, i64 1
	%486 = load double, double* %485
	%487 = getelementptr inbounds double, double* %482, i64 2
	%488 = load double, double* %487
	%489 = getelementptr inbounds double, double* %482, i64 3
	%490 = load double, double* %489
	%491 = getelementptr inbounds double, double* %482, i64 4
	%492 = load double, double* %491
	%493 = getelementptr inbounds double, double* %482, i64 5
	%494 = load double, double* %493
	%495 = getelementptr inbounds double, double* %482, i64 6
	%496 = load double, double* %495
	%497 = getelementptr inbounds double, double* %482, i64 7
	%498 = load double, double* %497
	%499 = fadd double %484, %492
	%500 = fadd double %486, %494
	%501 = fadd double %488, %496
	%502 = fadd double %490, %498
	%503 = fadd double %499, %501
	%504 = fadd double %500, %502
	%505 = fadd double %503, %504
	%506 = getelementptr inbounds double, double* %res, i64 6
	%507 = fcmp uno double %505, %505
	%508 = bitcast double %505 to i64
	%509 = select i1 %507, i64 u0x7FF8000000000000, i64 %508
	%510 = bitcast double* %506 to i64*
	store i64 %509, i64* %510
	%511 = getelementptr double, double* %0, i64 56
	%512 = getelementptr inbounds double, double* %511, i64 0
	%513 = load double, double* %512
	%514 = getelementptr inbounds double, double* %511, i64 1
	%515 = load double, double* %514
	%516 = getelementptr inbounds double, double* %511, i64 2
	%517 = load double, double* %516
	%518 = getelementptr inbounds double, double* %511, i64 3
	%519 = load double, double* %518
	%520 = getelementptr inbounds double, double* %511, i64 4
	%521 = load double, double* %520
	%522 = getelementptr inbounds double, double* %511, i64 5
	%523 = load double, double* %522
	%524 = getelementptr inbounds double, double* %511, i64 6
	%525 = load double, double* %524
	%526 = getelementptr inbounds double, double* %511, i64 7
	%527 = load double, double* %526
	%528 = fadd double %513, %521
	%529 = fadd double %515, %523
	%530 = fadd double %517, %525
	%531 = fadd double %519, %527
	%532 = fadd double %528, %530
	%533 = fadd double %529, %531
	%534 = fadd double %532, %533
	%535 = getelementptr inbounds double, double* %res, i64 7
	%536 = fcmp uno double %534, %534
	%537 = bitcast double %534 to i64
	%538 = select i1 %536, i64 u0x7FF8000000000000, i64 %537
	%539 = bitcast double* %535 to i64*
	store i64 %538, i64* %539
	ret void
}

define internal void @fjv_addrows_r4_k2_y(double* nocapture %z0, double* nocapture %z1, double* nocapture %z2, double* nocapture %z3, i64 %n, double* nocapture %w, double* noalias nocapture %C) nounwind "prefer-vector-width"="256" "min-legal-vector-width"="256" {
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
