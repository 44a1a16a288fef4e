; Golden IR of llvmgen test case row_colaggt_vector_dense_longrows (row col_agg_t, dense driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan row col_agg_t sparse_safe=false hash=1b7146497269148698b8cf311c5a698b long_rows
;     in0 main dense matrix <- hop 0
;     in1 side dense colvec <- hop 2
;     in2 side dense whole <- hop 3
;     t2 = in0 %*% in2
;     t3 = in1 * t2
;     out += t(in0) %*% t3

define void @fj_1b7146497269148698b8cf311c5a698b(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
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
	call void @fjv_dots_r4_s1_l1(double* %37, double* %42, double* %47, double* %52, double* %7, double* %0, i64 %54)
	%55 = add i64 %rl, 0
	%56 = getelementptr inbounds double, double* %5, i64 %55
	%57 = load double, double* %56
	%58 = mul i64 %55, %19
	%59 = getelementptr double, double* %3, i64 %58
	%60 = getelementptr inbounds double, double* %0, i64 0
	%61 = load double, double* %60
	%62 = fmul double %57, %61
	%63 = getelementptr inbounds i64, i64* %aux, i64 4
	%64 = load i64, i64* %63
	%65 = mul i64 %55, %64
	%66 = getelementptr double, double* %3, i64 %65
	%67 = getelementptr inbounds double, double* %1, i64 0
	store double %62, double* %67
	%68 = add i64 %rl, 1
	%69 = getelementptr inbounds double, double* %5, i64 %68
	%70 = load double, double* %69
	%71 = mul i64 %68, %19
	%72 = getelementptr double, double* %3, i64 %71
	%73 = getelementptr inbounds double, double* %0, i64 1
	%74 = load double, double* %73
	%75 = fmul double %70, %74
	%76 = getelementptr inbounds i64, i64* %aux, i64 4
	%77 = load i64, i64* %76
	%78 = mul i64 %68, %77
	%79 = getelementptr double, double* %3, i64 %78
	%80 = getelementptr inbounds double, double* %1, i64 1
	store double %75, double* %80
	%81 = add i64 %rl, 2
	%82 = getelementptr inbounds double, double* %5, i64 %81
	%83 = load double, double* %82
	%84 = mul i64 %81, %19
	%85 = getelementptr double, double* %3, i64 %84
	%86 = getelementptr inbounds double, double* %0, i64 2
	%87 = load double, double* %86
	%88 = fmul double %83, %87
	%89 = getelementptr inbounds i64, i64* %aux, i64 4
	%90 = load i64, i64* %89
	%91 = mul i64 %81, %90
	%92 = getelementptr double, double* %3, i64 %91
	%93 = getelementptr inbounds double, double* %1, i64 2
	store double %88, double* %93
	%94 = add i64 %rl, 3
	%95 = getelementptr inbounds double, double* %5, i64 %94
	%96 = load double, double* %95
	%97 = mul i64 %94, %19
	%98 = getelementptr double, double* %3, i64 %97
	%99 = getelementptr inbounds double, double* %0, i64 3
	%100 = load double, double* %99
	%101 = fmul double %96, %100
	%102 = getelementptr inbounds i64, i64* %aux, i64 4
	%103 = load i64, i64* %102
	%104 = mul i64 %94, %103
	%105 = getelementptr double, double* %3, i64 %104
	%106 = getelementptr inbounds double, double* %1, i64 3
	store double %101, double* %106
	br label %rowpipe1.head

rowpipe1.head:
	%107 = phi i64 [ %rl, %rowpipe1.first ], [ %108, %rowpipe1.body ]
	%108 = add i64 %107, 4
	%109 = add i64 %108, 4
	%110 = icmp sle i64 %109, %ru
	br i1 %110, label %rowpipe1.body, label %rowpipe1.last

rowpipe1.body:
	%111 = add i64 %107, 0
	%112 = getelementptr inbounds i64, i64* %aux, i64 4
	%113 = load i64, i64* %112
	%114 = mul i64 %111, %113
	%115 = getelementptr double, double* %3, i64 %114
	%116 = add i64 %107, 1
	%117 = getelementptr inbounds i64, i64* %aux, i64 4
	%118 = load i64, i64* %117
	%119 = mul i64 %116, %118
	%120 = getelementptr double, double* %3, i64 %119
	%121 = add i64 %107, 2
	%122 = getelementptr inbounds i64, i64* %aux, i64 4
	%123 = load i64, i64* %122
	%124 = mul i64 %121, %123
	%125 = getelementptr double, double* %3, i64 %124
	%126 = add i64 %107, 3
	%127 = getelementptr inbounds i64, i64* %aux, i64 4
	%128 = load i64, i64* %127
	%129 = mul i64 %126, %128
	%130 = getelementptr double, double* %3, i64 %129
	%131 = add i64 %108, 0
	%132 = getelementptr inbounds i64, i64* %aux, i64 4
	%133 = load i64, i64* %132
	%134 = mul i64 %131, %133
	%135 = getelementptr double, double* %3, i64 %134
	%136 = add i64 %108, 1
	%137 = getelementptr inbounds i64, i64* %aux, i64 4
	%138 = load i64, i64* %137
	%139 = mul i64 %136, %138
	%140 = getelementptr double, double* %3, i64 %139
	%141 = add i64 %108, 2
	%142 = getelementptr inbounds i64, i64* %aux, i64 4
	%143 = load i64, i64* %142
	%144 = mul i64 %141, %143
	%145 = getelementptr double, double* %3, i64 %144
	%146 = add i64 %108, 3
	%147 = getelementptr inbounds i64, i64* %aux, i64 4
	%148 = load i64, i64* %147
	%149 = mul i64 %146, %148
	%150 = getelementptr double, double* %3, i64 %149
	call void @fjv_addrows_dots_r4_k1_s1_l1_deferred(double* %115, double* %120, double* %125, double* %130, i64 %54, double* %1, double* %out, double* %135, double* %140, double* %145, double* %150, double* %7, double* %0)
	%151 = add i64 %108, 0
	%152 = getelementptr inbounds double, double* %5, i64 %151
	%153 = load double, double* %152
	%154 = mul i64 %151, %19
	%155 = getelementptr double, double* %3, i64 %154
	%156 = getelementptr inbounds double, double* %0, i64 0
	%157 = load double, double* %156
	%158 = fmul double %153, %157
	%159 = getelementptr inbounds i64, i64* %aux, i64 4
	%160 = load i64, i64* %159
	%161 = mul i64 %151, %160
	%162 = getelementptr double, double* %3, i64 %161
	%163 = getelementptr inbounds double, double* %1, i64 0
	store double %158, double* %163
	%164 = add i64 %108, 1
	%165 = getelementptr inbounds double, double* %5, i64 %164
	%166 = load double, double* %165
	%167 = mul i64 %164, %19
	%168 = getelementptr double, double* %3, i64 %167
	%169 = getelementptr inbounds double, double* %0, i64 1
	%170 = load double, double* %169
	%171 = fmul double %166, %170
	%172 = getelementptr inbounds i64, i64* %aux, i64 4
	%173 = load i64, i64* %172
	%174 = mul i64 %164, %173
	%175 = getelementptr double, double* %3, i64 %174
	%176 = getelementptr inbounds double, double* %1, i64 1
	store double %171, double* %176
	%177 = add i64 %108, 2
	%178 = getelementptr inbounds double, double* %5, i64 %177
	%179 = load double, double* %178
	%180 = mul i64 %177, %19
	%181 = getelementptr double, double* %3, i64 %180
	%182 = getelementptr inbounds double, double* %0, i64 2
	%183 = load double, double* %182
	%184 = fmul double %179, %183
	%185 = getelementptr inbounds i64, i64* %aux, i64 4
	%186 = load i64, i64* %185
	%187 = mul i64 %177, %186
	%188 = getelementptr double, double* %3, i64 %187
	%189 = getelementptr inbounds double, double* %1, i64 2
	store double %184, double* %189
	%190 = add i64 %108, 3
	%191 = getelementptr inbounds double, double* %5, i64 %190
	%192 = load double, double* %191
	%193 = mul i64 %190, %19
	%194 = getelementptr double, double* %3, i64 %193
	%195 = getelementptr inbounds double, double* %0, i64 3
	%196 = load double, double* %195
	%197 = fmul double %192, %196
	%198 = getelementptr inbounds i64, i64* %aux, i64 4
	%199 = load i64, i64* %198
	%200 = mul i64 %190, %199
	%201 = getelementptr double, double* %3, i64 %200
	%202 = getelementptr inbounds double, double* %1, i64 3
	store double %197, double* %202
	br label %rowpipe1.head

rowpipe1.last:
	%203 = add i64 %107, 0
	%204 = getelementptr inbounds i64, i64* %aux, i64 4
	%205 = load i64, i64* %204
	%206 = mul i64 %203, %205
	%207 = getelementptr double, double* %3, i64 %206
	%208 = add i64 %107, 1
	%209 = getelementptr inbounds i64, i64* %aux, i64 4
	%210 = load i64, i64* %209
	%211 = mul i64 %208, %210
	%212 = getelementptr double, double* %3, i64 %211
	%213 = add i64 %107, 2
	%214 = getelementptr inbounds i64, i64* %aux, i64 4
	%215 = load i64, i64* %214
	%216 = mul i64 %213, %215
	%217 = getelementptr double, double* %3, i64 %216
	%218 = add i64 %107, 3
	%219 = getelementptr inbounds i64, i64* %aux, i64 4
	%220 = load i64, i64* %219
	%221 = mul i64 %218, %220
	%222 = getelementptr double, double* %3, i64 %221
	call void @fjv_addrows_r4_k1(double* %207, double* %212, double* %217, double* %222, i64 %54, double* %1, double* %out)
	br label %rowpipe1.exit

rowpipe1.exit:
	%223 = phi i64 [ %rl, %entry ], [ %108, %rowpipe1.last ]
	br label %row6.head

row6.head:
	%224 = phi i64 [ %223, %rowpipe1.exit ], [ %236, %row6.body ]
	%225 = icmp slt i64 %224, %ru
	br i1 %225, label %row6.body, label %row6.exit

row6.body:
	%226 = getelementptr inbounds double, double* %5, i64 %224
	%227 = load double, double* %226
	%228 = mul i64 %224, %19
	%229 = getelementptr double, double* %3, i64 %228
	%230 = call double @fjv_dot_vv(double* %229, double* %7, i64 %19)
	%231 = fmul double %227, %230
	%232 = getelementptr inbounds i64, i64* %aux, i64 4
	%233 = load i64, i64* %232
	%234 = mul i64 %224, %233
	%235 = getelementptr double, double* %3, i64 %234
	call void @fjv_axpy_v(double* %235, double %231, double* %out, i64 %233)
	%236 = add i64 %224, 1
	br label %row6.head

row6.exit:
	%237 = getelementptr inbounds i64, i64* %aux, i64 4
	%238 = load i64, i64* %237
	%239 = mul i64 %238, 1
	br label %canonout9.head

canonout9.head:
	%240 = phi i64 [ 0, %row6.exit ], [ %249, %canonout9.body ]
	%241 = icmp slt i64 %240, %239
	br i1 %241, label %canonout9.body, label %canonout9.exit

canonout9.body:
	%242 = getelementptr inbounds double, double* %out, i64 %240
	%243 = load double, double* %242
	%244 = getelementptr inbounds double, double* %out, i64 %240
	%245 = fcmp uno double %243, %243
	%246 = bitcast double %243 to i64
	%247 = select i1 %245, i64 u0x7FF8000000000000, i64 %246
	%248 = bitcast double* %244 to i64*
	store i64 %247, i64* %248
	%249 = add i64 %240, 1
	br label %canonout9.head

canonout9.exit:
	ret void
}

define internal void @fjv_dots_r4_s1_l1(double* nocapture %x0, double* nocapture %x1, double* nocapture %x2, double* nocapture %x3, double* nocapture %B, double* noalias nocapture %res, i64 %n) nounwind {
entry:
	%0 = alloca double, i64 32
	%1 = lshr i64 %n, 3
	%2 = mul i64 3, %n
	br label %dotblk1.head

dotblk1.head:
	%3 = phi <8 x double> [ zeroinitializer, %entry ], [ %56, %dotblk1.body ]
	%4 = phi <8 x double> [ zeroinitializer, %entry ], [ %51, %dotblk1.body ]
	%5 = phi <8 x double> [ zeroinitializer, %entry ], [ %46, %dotblk1.body ]
	%6 = phi <8 x double> [ zeroinitializer, %entry ], [ %41, %dotblk1.body ]
	%7 = phi i64 [ 0, %entry ], [ %57, %dotblk1.body ]
	%8 = icmp slt i64 %7, %1
	br i1 %8, label %dotblk1.body, label %dotblk1.exit

dotblk1.body:
	%9 = mul i64 %7, 8
	%10 = add i64 %9, 64
	%11 = icmp sge i64 %10, %n
	%12 = add i64 %10, %2
	%13 = select i1 %11, i64 %12, i64 %10
	%14 = add i64 %9, 256
	%15 = icmp sge i64 %14, %n
	%16 = add i64 %14, %2
	%17 = select i1 %15, i64 %16, i64 %14
	%18 = getelementptr double, double* %x0, i64 %13
	%19 = bitcast double* %18 to i8*
	call void @llvm.prefetch.p0i8(i8* %19, i32 0, i32 3, i32 1)
	%20 = getelementptr double, double* %x1, i64 %13
	%21 = bitcast double* %20 to i8*
	call void @llvm.prefetch.p0i8(i8* %21, i32 0, i32 3, i32 1)
	%22 = getelementptr double, double* %x2, i64 %13
	%23 = bitcast double* %22 to i8*
	call void @llvm.prefetch.p0i8(i8* %23, i32 0, i32 3, i32 1)
	%24 = getelementptr double, double* %x3, i64 %13
	%25 = bitcast double* %24 to i8*
	call void @llvm.prefetch.p0i8(i8* %25, i32 0, i32 3, i32 1)
	%26 = getelementptr double, double* %x0, i64 %17
	%27 = bitcast double* %26 to i8*
	call void @llvm.prefetch.p0i8(i8* %27, i32 0, i32 2, i32 1)
	%28 = getelementptr double, double* %x1, i64 %17
	%29 = bitcast double* %28 to i8*
	call void @llvm.prefetch.p0i8(i8* %29, i32 0, i32 2, i32 1)
	%30 = getelementptr double, double* %x2, i64 %17
	%31 = bitcast double* %30 to i8*
	call void @llvm.prefetch.p0i8(i8* %31, i32 0, i32 2, i32 1)
	%32 = getelementptr double, double* %x3, i64 %17
	%33 = bitcast double* %32 to i8*
	call void @llvm.prefetch.p0i8(i8* %33, i32 0, i32 2, i32 1)
	%34 = getelementptr inbounds double, double* %x0, i64 %9
	%35 = bitcast double* %34 to <8 x double>*
	%36 = load <8 x double>, <8 x double>* %35, align 8
	%37 = getelementptr inbounds double, double* %B, i64 %9
	%38 = bitcast double* %37 to <8 x double>*
	%39 = load <8 x double>, <8 x double>* %38, align 8
	%40 = fmul <8 x double> %36, %39
	%41 = fadd <8 x double> %6, %40
	%42 = getelementptr inbounds double, double* %x1, i64 %9
	%43 = bitcast double* %42 to <8 x double>*
	%44 = load <8 x double>, <8 x double>* %43, align 8
	%45 = fmul <8 x double> %44, %39
	%46 = fadd <8 x double> %5, %45
	%47 = getelementptr inbounds double, double* %x2, i64 %9
	%48 = bitcast double* %47 to <8 x double>*
	%49 = load <8 x double>, <8 x double>* %48, align 8
	%50 = fmul <8 x double> %49, %39
	%51 = fadd <8 x double> %4, %50
	%52 = getelementptr inbounds double, double* %x3, i64 %9
	%53 = bitcast double* %52 to <8 x double>*
	%54 = load <8 x double>, <8 x double>* %53, align 8
	%55 = fmul <8 x double> %54, %39
	%56 = fadd <8 x double> %3, %55
	%57 = add i64 %7, 1
	br label %dotblk1.head

dotblk1.exit:
	%58 = getelementptr inbounds double, double* %0, i64 0
	%59 = bitcast double* %58 to <8 x double>*
	store <8 x double> %6, <8 x double>* %59, align 8
	%60 = getelementptr inbounds double, double* %0, i64 8
	%61 = bitcast double* %60 to <8 x double>*
	store <8 x double> %5, <8 x double>* %61, align 8
	%62 = getelementptr inbounds double, double* %0, i64 16
	%63 = bitcast double* %62 to <8 x double>*
	store <8 x double> %4, <8 x double>* %63, align 8
	%64 = getelementptr inbounds double, double* %0, i64 24
	%65 = bitcast double* %64 to <8 x double>*
	store <8 x double> %3, <8 x double>* %65, align 8
	%66 = mul i64 %1, 8
	br label %dottail4.head

dottail4.head:
	%67 = phi i64 [ %66, %dotblk1.exit ], [ %113, %dottail4.body ]
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
	%80 = getelementptr inbounds double, double* %x1, i64 %67
	%81 = load double, double* %80
	%82 = getelementptr inbounds double, double* %B, i64 %67
	%83 = load double, double* %82
	%84 = fmul double %81, %83
	%85 = getelementptr double, double* %0, i64 8
	%86 = and i64 %67, 7
	%87 = getelementptr inbounds double, double* %85, i64 %86
	%88 = load double, double* %87
	%89 = fadd double %88, %84
	%90 = getelementptr inbounds double, double* %85, i64 %86
	store double %89, double* %90
	%91 = getelementptr inbounds double, double* %x2, i64 %67
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
	%102 = getelementptr inbounds double, double* %x3, i64 %67
	%103 = load double, double* %102
	%104 = getelementptr inbounds double, double* %B, i64 %67
	%105 = load double, double* %104
	%106 = fmul double %103, %105
	%107 = getelementptr double, double* %0, i64 24
	%108 = and i64 %67, 7
	%109 = getelementptr inbounds double, double* %107, i64 %108
	%110 = load double, double* %109
	%111 = fadd double %110, %106
	%112 = getelementptr inbounds double, double* %107, i64 %108
	store double %111, double* %112
	%113 = add i64 %67, 1
	br label %dottail4.head

dottail4.exit:
	%114 = getelementptr double, double* %0, i64 0
	%115 = getelementptr inbounds double, double* %114, i64 0
	%116 = load double, double* %115
	%117 = getelementptr inbounds double, double* %114, i64 1
	%118 = load double, double* %117
	%119 = getelementptr inbounds double, double* %114, i64 2
	%120 = load double, double* %119
	%121 = getelementptr inbounds double, double* %114, i64 3
	%122 = load double, double* %121
	%123 = getelementptr inbounds double, double* %114, i64 4
	%124 = load double, double* %123
	%125 = getelementptr inbounds double, double* %114, i64 5
	%126 = load double, double* %125
	%127 = getelementptr inbounds double, double* %114, i64 6
	%128 = load double, double* %127
	%129 = getelementptr inbounds double, double* %114, i64 7
	%130 = load double, double* %129
	%131 = fadd double %116, %124
	%132 = fadd double %118, %126
	%133 = fadd double %120, %128
	%134 = fadd double %122, %130
	%135 = fadd double %131, %133
	%136 = fadd double %132, %134
	%137 = fadd double %135, %136
	%138 = getelementptr inbounds double, double* %res, i64 0
	%139 = fcmp uno double %137, %137
	%140 = bitcast double %137 to i64
	%141 = select i1 %139, i64 u0x7FF8000000000000, i64 %140
	%142 = bitcast double* %138 to i64*
	store i64 %141, i64* %142
	%143 = getelementptr double, double* %0, i64 8
	%144 = getelementptr inbounds double, double* %143, i64 0
	%145 = load double, double* %144
	%146 = getelementptr inbounds double, double* %143, i64 1
	%147 = load double, double* %146
	%148 = getelementptr inbounds double, double* %143, i64 2
	%149 = load double, double* %148
	%150 = getelementptr inbounds double, double* %143, i64 3
	%151 = load double, double* %150
	%152 = getelementptr inbounds double, double* %143, i64 4
	%153 = load double, double* %152
	%154 = getelementptr inbounds double, double* %143, i64 5
	%155 = load double, double* %154
	%156 = getelementptr inbounds double, double* %143, i64 6
	%157 = load double, double* %156
	%158 = getelementptr inbounds double, double* %143, i64 7
	%159 = load double, double* %158
	%160 = fadd double %145, %153
	%161 = fadd double %147, %155
	%162 = fadd double %149, %157
	%163 = fadd double %151, %159
	%164 = fadd double %160, %162
	%165 = fadd double %161, %163
	%166 = fadd double %164, %165
	%167 = getelementptr inbounds double, double* %res, i64 1
	%168 = fcmp uno double %166, %166
	%169 = bitcast double %166 to i64
	%170 = select i1 %168, i64 u0x7FF8000000000000, i64 %169
	%171 = bitcast double* %167 to i64*
	store i64 %170, i64* %171
	%172 = getelementptr double, double* %0, i64 16
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
	%196 = getelementptr inbounds double, double* %res, i64 2
	%197 = fcmp uno double %195, %195
	%198 = bitcast double %195 to i64
	%199 = select i1 %197, i64 u0x7FF8000000000000, i64 %198
	%200 = bitcast double* %196 to i64*
	store i64 %199, i64* %200
	%201 = getelementptr double, double* %0, i64 24
	%202 = getelementptr inbounds double, double* %201, i64 0
	%203 = load double, double* %202
	%204 = getelementptr inbounds double, double* %201, i64 1
	%205 = load double, double* %204
	%206 = getelementptr inbounds double, double* %201, i64 2
	%207 = load double, double* %206
	%208 = getelementptr inbounds double, double* %201, i64 3
	%209 = load double, double* %208
	%210 = getelementptr inbounds double, double* %201, i64 4
	%211 = load double, double* %210
	%212 = getelementptr inbounds double, double* %201, i64 5
	%213 = load double, double* %212
	%214 = getelementptr inbounds double, double* %201, i64 6
	%215 = load double, double* %214
	%216 = getelementptr inbounds double, double* %201, i64 7
	%217 = load double, double* %216
	%218 = fadd double %203, %211
	%219 = fadd double %205, %213
	%220 = fadd double %207, %215
	%221 = fadd double %209, %217
	%222 = fadd double %218, %220
	%223 = fadd double %219, %221
	%224 = fadd double %222, %223
	%225 = getelementptr inbounds double, double* %res, i64 3
	%226 = fcmp uno double %224, %224
	%227 = bitcast double %224 to i64
	%228 = select i1 %226, i64 u0x7FF8000000000000, i64 %227
	%229 = bitcast double* %225 to i64*
	store i64 %228, i64* %229
	ret void
}

declare void @llvm.prefetch.p0i8(i8* %0, i32 %1, i32 %2, i32 %3) nounwind

define internal void @fjv_addrows_dots_r4_k1_s1_l1_deferred(double* nocapture %z0, double* nocapture %z1, double* nocapture %z2, double* nocapture %z3, i64 %n, double* nocapture %w, double* noalias nocapture %C, double* nocapture %x0, double* nocapture %x1, double* nocapture %x2, double* nocapture %x3, double* nocapture %B, double* noalias nocapture %res) nounwind {
entry:
	%0 = alloca double, i64 32
	%1 = getelementptr inbounds double, double* %w, i64 0
	%2 = load double, double* %1
	%3 = getelementptr inbounds double, double* %w, i64 1
	%4 = load double, double* %3
	%5 = getelementptr inbounds double, double* %w, i64 2
	%6 = load double, double* %5
	%7 = getelementptr inbounds double, double* %w, i64 3
	%8 = load double, double* %7
	%9 = mul i64 0, %n
	%10 = getelementptr double, double* %C, i64 %9
	%11 = insertelement <8 x double> undef, double %2, i64 0
	%12 = shufflevector <8 x double> %11, <8 x double> undef, <8 x i32> zeroinitializer
	%13 = insertelement <8 x double> undef, double %4, i64 0
	%14 = shufflevector <8 x double> %13, <8 x double> undef, <8 x i32> zeroinitializer
	%15 = insertelement <8 x double> undef, double %6, i64 0
	%16 = shufflevector <8 x double> %15, <8 x double> undef, <8 x i32> zeroinitializer
	%17 = insertelement <8 x double> undef, double %8, i64 0
	%18 = shufflevector <8 x double> %17, <8 x double> undef, <8 x i32> zeroinitializer
	%19 = lshr i64 %n, 3
	%20 = mul i64 3, %n
	br label %pipe1.head

pipe1.head:
	%21 = phi <8 x double> [ zeroinitializer, %entry ], [ %74, %pipe1.body ]
	%22 = phi <8 x double> [ zeroinitializer, %entry ], [ %69, %pipe1.body ]
	%23 = phi <8 x double> [ zeroinitializer, %entry ], [ %64, %pipe1.body ]
	%24 = phi <8 x double> [ zeroinitializer, %entry ], [ %59, %pipe1.body ]
	%25 = phi i64 [ 0, %entry ], [ %101, %pipe1.body ]
	%26 = icmp slt i64 %25, %19
	br i1 %26, label %pipe1.body, label %pipe1.exit

pipe1.body:
	%27 = mul i64 %25, 8
	%28 = add i64 %27, 64
	%29 = icmp sge i64 %28, %n
	%30 = add i64 %28, %20
	%31 = select i1 %29, i64 %30, i64 %28
	%32 = add i64 %27, 256
	%33 = icmp sge i64 %32, %n
	%34 = add i64 %32, %20
	%35 = select i1 %33, i64 %34, i64 %32
	%36 = getelementptr double, double* %x0, i64 %31
	%37 = bitcast double* %36 to i8*
	call void @llvm.prefetch.p0i8(i8* %37, i32 0, i32 3, i32 1)
	%38 = getelementptr double, double* %x1, i64 %31
	%39 = bitcast double* %38 to i8*
	call void @llvm.prefetch.p0i8(i8* %39, i32 0, i32 3, i32 1)
	%40 = getelementptr double, double* %x2, i64 %31
	%41 = bitcast double* %40 to i8*
	call void @llvm.prefetch.p0i8(i8* %41, i32 0, i32 3, i32 1)
	%42 = getelementptr double, double* %x3, i64 %31
	%43 = bitcast double* %42 to i8*
	call void @llvm.prefetch.p0i8(i8* %43, i32 0, i32 3, i32 1)
	%44 = getelementptr double, double* %x0, i64 %35
	%45 = bitcast double* %44 to i8*
	call void @llvm.prefetch.p0i8(i8* %45, i32 0, i32 2, i32 1)
	%46 = getelementptr double, double* %x1, i64 %35
	%47 = bitcast double* %46 to i8*
	call void @llvm.prefetch.p0i8(i8* %47, i32 0, i32 2, i32 1)
	%48 = getelementptr double, double* %x2, i64 %35
	%49 = bitcast double* %48 to i8*
	call void @llvm.prefetch.p0i8(i8* %49, i32 0, i32 2, i32 1)
	%50 = getelementptr double, double* %x3, i64 %35
	%51 = bitcast double* %50 to i8*
	call void @llvm.prefetch.p0i8(i8* %51, i32 0, i32 2, i32 1)
	%52 = getelementptr inbounds double, double* %x0, i64 %27
	%53 = bitcast double* %52 to <8 x double>*
	%54 = load <8 x double>, <8 x double>* %53, align 8
	%55 = getelementptr inbounds double, double* %B, i64 %27
	%56 = bitcast double* %55 to <8 x double>*
	%57 = load <8 x double>, <8 x double>* %56, align 8
	%58 = fmul <8 x double> %54, %57
	%59 = fadd <8 x double> %24, %58
	%60 = getelementptr inbounds double, double* %x1, i64 %27
	%61 = bitcast double* %60 to <8 x double>*
	%62 = load <8 x double>, <8 x double>* %61, align 8
	%63 = fmul <8 x double> %62, %57
	%64 = fadd <8 x double> %23, %63
	%65 = getelementptr inbounds double, double* %x2, i64 %27
	%66 = bitcast double* %65 to <8 x double>*
	%67 = load <8 x double>, <8 x double>* %66, align 8
	%68 = fmul <8 x double> %67, %57
	%69 = fadd <8 x double> %22, %68
	%70 = getelementptr inbounds double, double* %x3, i64 %27
	%71 = bitcast double* %70 to <8 x double>*
	%72 = load <8 x double>, <8 x double>* %71, align 8
	%73 = fmul <8 x double> %72, %57
	%74 = fadd <8 x double> %21, %73
	%75 = mul i64 %25, 8
	%76 = getelementptr inbounds double, double* %z0, i64 %75
	%77 = bitcast double* %76 to <8 x double>*
	%78 = load <8 x double>, <8 x double>* %77, align 8
	%79 = getelementptr inbounds double, double* %z1, i64 %75
	%80 = bitcast double* %79 to <8 x double>*
	%81 = load <8 x double>, <8 x double>* %80, align 8
	%82 = getelementptr inbounds double, double* %z2, i64 %75
	%83 = bitcast double* %82 to <8 x double>*
	%84 = load <8 x double>, <8 x double>* %83, align 8
	%85 = getelementptr inbounds double, double* %z3, i64 %75
	%86 = bitcast double* %85 to <8 x double>*
	%87 = load <8 x double>, <8 x double>* %86, align 8
	%88 = getelementptr inbounds double, double* %10, i64 %75
	%89 = bitcast double* %88 to <8 x double>*
	%90 = load <8 x double>, <8 x double>* %89, align 8
	%91 = fmul <8 x double> %78, %12
	%92 = fadd <8 x double> %90, %91
	%93 = fmul <8 x double> %81, %14
	%94 = fadd <8 x double> %92, %93
	%95 = fmul <8 x double> %84, %16
	%96 = fadd <8 x double> %94, %95
	%97 = fmul <8 x double> %87, %18
	%98 = fadd <8 x double> %96, %97
	%99 = getelementptr inbounds double, double* %10, i64 %75
	%100 = bitcast double* %99 to <8 x double>*
	store <8 x double> %98, <8 x double>* %100, align 8
	%101 = add i64 %25, 1
	br label %pipe1.head

pipe1.exit:
	%102 = mul i64 %19, 8
	br label %addtail4.head

addtail4.head:
	%103 = phi i64 [ %102, %pipe1.exit ], [ %128, %addtail4.body ]
	%104 = icmp slt i64 %103, %n
	br i1 %104, label %addtail4.body, label %addtail4.exit

addtail4.body:
	%105 = getelementptr inbounds double, double* %z0, i64 %103
	%106 = load double, double* %105
	%107 = getelementptr inbounds double, double* %z1, i64 %103
	%108 = load double, double* %107
	%109 = getelementptr inbounds double, double* %z2, i64 %103
	%110 = load double, double* %109
	%111 = getelementptr inbounds double, double* %z3, i64 %103
	%112 = load double, double* %111
	%113 = getelementptr inbounds double, double* %10, i64 %103
	%114 = load double, double* %113
	%115 = fmul double %106, %2
	%116 = fadd double %114, %115
	%117 = fmul double %108, %4
	%118 = fadd double %116, %117
	%119 = fmul double %110, %6
	%120 = fadd double %118, %119
	%121 = fmul double %112, %8
	%122 = fadd double %120, %121
	%123 = getelementptr inbounds double, double* %10, i64 %103
	%124 = fcmp uno double %122, %122
	%125 = bitcast double %122 to i64
	%126 = select i1 %124, i64 u0x7FF8000000000000, i64 %125
	%127 = bitcast double* %123 to i64*
	store i64 %126, i64* %127
	%128 = add i64 %103, 1
	br label %addtail4.head

addtail4.exit:
	%129 = getelementptr inbounds double, double* %0, i64 0
	%130 = bitcast double* %129 to <8 x double>*
	store <8 x double> %24, <8 x double>* %130, align 8
	%131 = getelementptr inbounds double, double* %0, i64 8
	%132 = bitcast double* %131 to <8 x double>*
	store <8 x double> %23, <8 x double>* %132, align 8
	%133 = getelementptr inbounds double, double* %0, i64 16
	%134 = bitcast double* %133 to <8 x double>*
	store <8 x double> %22, <8 x double>* %134, align 8
	%135 = getelementptr inbounds double, double* %0, i64 24
	%136 = bitcast double* %135 to <8 x double>*
	store <8 x double> %21, <8 x double>* %136, align 8
	%137 = mul i64 %19, 8
	br label %dottail7.head

dottail7.head:
	%138 = phi i64 [ %137, %addtail4.exit ], [ %184, %dottail7.body ]
	%139 = icmp slt i64 %138, %n
	br i1 %139, label %dottail7.body, label %dottail7.exit

dottail7.body:
	%140 = getelementptr inbounds double, double* %x0, i64 %138
	%141 = load double, double* %140
	%142 = getelementptr inbounds double, double* %B, i64 %138
	%143 = load double, double* %142
	%144 = fmul double %141, %143
	%145 = getelementptr double, double* %0, i64 0
	%146 = and i64 %138, 7
	%147 = getelementptr inbounds double, double* %145, i64 %146
	%148 = load double, double* %147
	%149 = fadd double %148, %144
	%150 = getelementptr inbounds double, double* %145, i64 %146
	store double %149, double* %150
	%151 = getelementptr inbounds double, double* %x1, i64 %138
	%152 = load double, double* %151
	%153 = getelementptr inbounds double, double* %B, i64 %138
	%154 = load double, double* %153
	%155 = fmul double %152, %154
	%156 = getelementptr double, double* %0, i64 8
	%157 = and i64 %138, 7
	%158 = getelementptr inbounds double, double* %156, i64 %157
	%159 = load double, double* %158
	%160 = fadd double %159, %155
	%161 = getelementptr inbounds double, double* %156, i64 %157
	store double %160, double* %161
	%162 = getelementptr inbounds double, double* %x2, i64 %138
	%163 = load double, double* %162
	%164 = getelementptr inbounds double, double* %B, i64 %138
	%165 = load double, double* %164
	%166 = fmul double %163, %165
	%167 = getelementptr double, double* %0, i64 16
	%168 = and i64 %138, 7
	%169 = getelementptr inbounds double, double* %167, i64 %168
	%170 = load double, double* %169
	%171 = fadd double %170, %166
	%172 = getelementptr inbounds double, double* %167, i64 %168
	store double %171, double* %172
	%173 = getelementptr inbounds double, double* %x3, i64 %138
	%174 = load double, double* %173
	%175 = getelementptr inbounds double, double* %B, i64 %138
	%176 = load double, double* %175
	%177 = fmul double %174, %176
	%178 = getelementptr double, double* %0, i64 24
	%179 = and i64 %138, 7
	%180 = getelementptr inbounds double, double* %178, i64 %179
	%181 = load double, double* %180
	%182 = fadd double %181, %177
	%183 = getelementptr inbounds double, double* %178, i64 %179
	store double %182, double* %183
	%184 = add i64 %138, 1
	br label %dottail7.head

dottail7.exit:
	%185 = getelementptr double, double* %0, i64 0
	%186 = getelementptr inbounds double, double* %185, i64 0
	%187 = load double, double* %186
	%188 = getelementptr inbounds double, double* %185, i64 1
	%189 = load double, double* %188
	%190 = getelementptr inbounds double, double* %185, i64 2
	%191 = load double, double* %190
	%192 = getelementptr inbounds double, double* %185, i64 3
	%193 = load double, double* %192
	%194 = getelementptr inbounds double, double* %185, i64 4
	%195 = load double, double* %194
	%196 = getelementptr inbounds double, double* %185, i64 5
	%197 = load double, double* %196
	%198 = getelementptr inbounds double, double* %185, i64 6
	%199 = load double, double* %198
	%200 = getelementptr inbounds double, double* %185, i64 7
	%201 = load double, double* %200
	%202 = fadd double %187, %195
	%203 = fadd double %189, %197
	%204 = fadd double %191, %199
	%205 = fadd double %193, %201
	%206 = fadd double %202, %204
	%207 = fadd double %203, %205
	%208 = fadd double %206, %207
	%209 = getelementptr inbounds double, double* %res, i64 0
	%210 = fcmp uno double %208, %208
	%211 = bitcast double %208 to i64
	%212 = select i1 %210, i64 u0x7FF8000000000000, i64 %211
	%213 = bitcast double* %209 to i64*
	store i64 %212, i64* %213
	%214 = getelementptr double, double* %0, i64 8
	%215 = getelementptr inbounds double, double* %214, i64 0
	%216 = load double, double* %215
	%217 = getelementptr inbounds double, double* %214, i64 1
	%218 = load double, double* %217
	%219 = getelementptr inbounds double, double* %214, i64 2
	%220 = load double, double* %219
	%221 = getelementptr inbounds double, double* %214, i64 3
	%222 = load double, double* %221
	%223 = getelementptr inbounds double, double* %214, i64 4
	%224 = load double, double* %223
	%225 = getelementptr inbounds double, double* %214, i64 5
	%226 = load double, double* %225
	%227 = getelementptr inbounds double, double* %214, i64 6
	%228 = load double, double* %227
	%229 = getelementptr inbounds double, double* %214, i64 7
	%230 = load double, double* %229
	%231 = fadd double %216, %224
	%232 = fadd double %218, %226
	%233 = fadd double %220, %228
	%234 = fadd double %222, %230
	%235 = fadd double %231, %233
	%236 = fadd double %232, %234
	%237 = fadd double %235, %236
	%238 = getelementptr inbounds double, double* %res, i64 1
	%239 = fcmp uno double %237, %237
	%240 = bitcast double %237 to i64
	%241 = select i1 %239, i64 u0x7FF8000000000000, i64 %240
	%242 = bitcast double* %238 to i64*
	store i64 %241, i64* %242
	%243 = getelementptr double, double* %0, i64 16
	%244 = getelementptr inbounds double, double* %243, i64 0
	%245 = load double, double* %244
	%246 = getelementptr inbounds double, double* %243, i64 1
	%247 = load double, double* %246
	%248 = getelementptr inbounds double, double* %243, i64 2
	%249 = load double, double* %248
	%250 = getelementptr inbounds double, double* %243, i64 3
	%251 = load double, double* %250
	%252 = getelementptr inbounds double, double* %243, i64 4
	%253 = load double, double* %252
	%254 = getelementptr inbounds double, double* %243, i64 5
	%255 = load double, double* %254
	%256 = getelementptr inbounds double, double* %243, i64 6
	%257 = load double, double* %256
	%258 = getelementptr inbounds double, double* %243, i64 7
	%259 = load double, double* %258
	%260 = fadd double %245, %253
	%261 = fadd double %247, %255
	%262 = fadd double %249, %257
	%263 = fadd double %251, %259
	%264 = fadd double %260, %262
	%265 = fadd double %261, %263
	%266 = fadd double %264, %265
	%267 = getelementptr inbounds double, double* %res, i64 2
	%268 = fcmp uno double %266, %266
	%269 = bitcast double %266 to i64
	%270 = select i1 %268, i64 u0x7FF8000000000000, i64 %269
	%271 = bitcast double* %267 to i64*
	store i64 %270, i64* %271
	%272 = getelementptr double, double* %0, i64 24
	%273 = getelementptr inbounds double, double* %272, i64 0
	%274 = load double, double* %273
	%275 = getelementptr inbounds double, double* %272, i64 1
	%276 = load double, double* %275
	%277 = getelementptr inbounds double, double* %272, i64 2
	%278 = load double, double* %277
	%279 = getelementptr inbounds double, double* %272, i64 3
	%280 = load double, double* %279
	%281 = getelementptr inbounds double, double* %272, i64 4
	%282 = load double, double* %281
	%283 = getelementptr inbounds double, double* %272, i64 5
	%284 = load double, double* %283
	%285 = getelementptr inbounds double, double* %272, i64 6
	%286 = load double, double* %285
	%287 = getelementptr inbounds double, double* %272, i64 7
	%288 = load double, double* %287
	%289 = fadd double %274, %282
	%290 = fadd double %276, %284
	%291 = fadd double %278, %286
	%292 = fadd double %280, %288
	%293 = fadd double %289, %291
	%294 = fadd double %290, %292
	%295 = fadd double %293, %294
	%296 = getelementptr inbounds double, double* %res, i64 3
	%297 = fcmp uno double %295, %295
	%298 = bitcast double %295 to i64
	%299 = select i1 %297, i64 u0x7FF8000000000000, i64 %298
	%300 = bitcast double* %296 to i64*
	store i64 %299, i64* %300
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
