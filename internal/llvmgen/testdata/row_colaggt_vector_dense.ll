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
	call void @fjv_dots_r4_s1(double* %37, double* %42, double* %47, double* %52, double* %7, double* %0, i64 %54)
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
	call void @fjv_addrows_dots_r4_k1_s1(double* %115, double* %120, double* %125, double* %130, i64 %54, double* %1, double* %out, double* %135, double* %140, double* %145, double* %150, double* %7, double* %0)
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
	ret void
}

define internal void @fjv_dots_r4_s1(double* nocapture %x0, double* nocapture %x1, double* nocapture %x2, double* nocapture %x3, double* nocapture %B, double* noalias nocapture %res, i64 %n) nounwind {
entry:
	%0 = alloca double, i64 32
	%1 = lshr i64 %n, 3
	%2 = mul i64 3, %n
	br label %dotblk1.head

dotblk1.head:
	%3 = phi <8 x double> [ zeroinitializer, %entry ], [ %44, %dotblk1.body ]
	%4 = phi <8 x double> [ zeroinitializer, %entry ], [ %39, %dotblk1.body ]
	%5 = phi <8 x double> [ zeroinitializer, %entry ], [ %34, %dotblk1.body ]
	%6 = phi <8 x double> [ zeroinitializer, %entry ], [ %29, %dotblk1.body ]
	%7 = phi i64 [ 0, %entry ], [ %45, %dotblk1.body ]
	%8 = icmp slt i64 %7, %1
	br i1 %8, label %dotblk1.body, label %dotblk1.exit

dotblk1.body:
	%9 = mul i64 %7, 8
	%10 = add i64 %9, 256
	%11 = icmp sge i64 %10, %n
	%12 = add i64 %10, %2
	%13 = select i1 %11, i64 %12, i64 %10
	%14 = getelementptr double, double* %x0, i64 %13
	%15 = bitcast double* %14 to i8*
	call void @llvm.prefetch.p0i8(i8* %15, i32 0, i32 2, i32 1)
	%16 = getelementptr double, double* %x1, i64 %13
	%17 = bitcast double* %16 to i8*
	call void @llvm.prefetch.p0i8(i8* %17, i32 0, i32 2, i32 1)
	%18 = getelementptr double, double* %x2, i64 %13
	%19 = bitcast double* %18 to i8*
	call void @llvm.prefetch.p0i8(i8* %19, i32 0, i32 2, i32 1)
	%20 = getelementptr double, double* %x3, i64 %13
	%21 = bitcast double* %20 to i8*
	call void @llvm.prefetch.p0i8(i8* %21, i32 0, i32 2, i32 1)
	%22 = getelementptr inbounds double, double* %x0, i64 %9
	%23 = bitcast double* %22 to <8 x double>*
	%24 = load <8 x double>, <8 x double>* %23, align 8
	%25 = getelementptr inbounds double, double* %B, i64 %9
	%26 = bitcast double* %25 to <8 x double>*
	%27 = load <8 x double>, <8 x double>* %26, align 8
	%28 = fmul <8 x double> %24, %27
	%29 = fadd <8 x double> %6, %28
	%30 = getelementptr inbounds double, double* %x1, i64 %9
	%31 = bitcast double* %30 to <8 x double>*
	%32 = load <8 x double>, <8 x double>* %31, align 8
	%33 = fmul <8 x double> %32, %27
	%34 = fadd <8 x double> %5, %33
	%35 = getelementptr inbounds double, double* %x2, i64 %9
	%36 = bitcast double* %35 to <8 x double>*
	%37 = load <8 x double>, <8 x double>* %36, align 8
	%38 = fmul <8 x double> %37, %27
	%39 = fadd <8 x double> %4, %38
	%40 = getelementptr inbounds double, double* %x3, i64 %9
	%41 = bitcast double* %40 to <8 x double>*
	%42 = load <8 x double>, <8 x double>* %41, align 8
	%43 = fmul <8 x double> %42, %27
	%44 = fadd <8 x double> %3, %43
	%45 = add i64 %7, 1
	br label %dotblk1.head

dotblk1.exit:
	%46 = getelementptr inbounds double, double* %0, i64 0
	%47 = bitcast double* %46 to <8 x double>*
	store <8 x double> %6, <8 x double>* %47, align 8
	%48 = getelementptr inbounds double, double* %0, i64 8
	%49 = bitcast double* %48 to <8 x double>*
	store <8 x double> %5, <8 x double>* %49, align 8
	%50 = getelementptr inbounds double, double* %0, i64 16
	%51 = bitcast double* %50 to <8 x double>*
	store <8 x double> %4, <8 x double>* %51, align 8
	%52 = getelementptr inbounds double, double* %0, i64 24
	%53 = bitcast double* %52 to <8 x double>*
	store <8 x double> %3, <8 x double>* %53, align 8
	%54 = mul i64 %1, 8
	br label %dottail4.head

dottail4.head:
	%55 = phi i64 [ %54, %dotblk1.exit ], [ %101, %dottail4.body ]
	%56 = icmp slt i64 %55, %n
	br i1 %56, label %dottail4.body, label %dottail4.exit

dottail4.body:
	%57 = getelementptr inbounds double, double* %x0, i64 %55
	%58 = load double, double* %57
	%59 = getelementptr inbounds double, double* %B, i64 %55
	%60 = load double, double* %59
	%61 = fmul double %58, %60
	%62 = getelementptr double, double* %0, i64 0
	%63 = and i64 %55, 7
	%64 = getelementptr inbounds double, double* %62, i64 %63
	%65 = load double, double* %64
	%66 = fadd double %65, %61
	%67 = getelementptr inbounds double, double* %62, i64 %63
	store double %66, double* %67
	%68 = getelementptr inbounds double, double* %x1, i64 %55
	%69 = load double, double* %68
	%70 = getelementptr inbounds double, double* %B, i64 %55
	%71 = load double, double* %70
	%72 = fmul double %69, %71
	%73 = getelementptr double, double* %0, i64 8
	%74 = and i64 %55, 7
	%75 = getelementptr inbounds double, double* %73, i64 %74
	%76 = load double, double* %75
	%77 = fadd double %76, %72
	%78 = getelementptr inbounds double, double* %73, i64 %74
	store double %77, double* %78
	%79 = getelementptr inbounds double, double* %x2, i64 %55
	%80 = load double, double* %79
	%81 = getelementptr inbounds double, double* %B, i64 %55
	%82 = load double, double* %81
	%83 = fmul double %80, %82
	%84 = getelementptr double, double* %0, i64 16
	%85 = and i64 %55, 7
	%86 = getelementptr inbounds double, double* %84, i64 %85
	%87 = load double, double* %86
	%88 = fadd double %87, %83
	%89 = getelementptr inbounds double, double* %84, i64 %85
	store double %88, double* %89
	%90 = getelementptr inbounds double, double* %x3, i64 %55
	%91 = load double, double* %90
	%92 = getelementptr inbounds double, double* %B, i64 %55
	%93 = load double, double* %92
	%94 = fmul double %91, %93
	%95 = getelementptr double, double* %0, i64 24
	%96 = and i64 %55, 7
	%97 = getelementptr inbounds double, double* %95, i64 %96
	%98 = load double, double* %97
	%99 = fadd double %98, %94
	%100 = getelementptr inbounds double, double* %95, i64 %96
	store double %99, double* %100
	%101 = add i64 %55, 1
	br label %dottail4.head

dottail4.exit:
	%102 = getelementptr double, double* %0, i64 0
	%103 = getelementptr inbounds double, double* %102, i64 0
	%104 = load double, double* %103
	%105 = getelementptr inbounds double, double* %102, i64 1
	%106 = load double, double* %105
	%107 = getelementptr inbounds double, double* %102, i64 2
	%108 = load double, double* %107
	%109 = getelementptr inbounds double, double* %102, i64 3
	%110 = load double, double* %109
	%111 = getelementptr inbounds double, double* %102, i64 4
	%112 = load double, double* %111
	%113 = getelementptr inbounds double, double* %102, i64 5
	%114 = load double, double* %113
	%115 = getelementptr inbounds double, double* %102, i64 6
	%116 = load double, double* %115
	%117 = getelementptr inbounds double, double* %102, i64 7
	%118 = load double, double* %117
	%119 = fadd double %104, %112
	%120 = fadd double %106, %114
	%121 = fadd double %108, %116
	%122 = fadd double %110, %118
	%123 = fadd double %119, %121
	%124 = fadd double %120, %122
	%125 = fadd double %123, %124
	%126 = getelementptr inbounds double, double* %res, i64 0
	%127 = fcmp uno double %125, %125
	%128 = bitcast double %125 to i64
	%129 = select i1 %127, i64 u0x7FF8000000000000, i64 %128
	%130 = bitcast double* %126 to i64*
	store i64 %129, i64* %130
	%131 = getelementptr double, double* %0, i64 8
	%132 = getelementptr inbounds double, double* %131, i64 0
	%133 = load double, double* %132
	%134 = getelementptr inbounds double, double* %131, i64 1
	%135 = load double, double* %134
	%136 = getelementptr inbounds double, double* %131, i64 2
	%137 = load double, double* %136
	%138 = getelementptr inbounds double, double* %131, i64 3
	%139 = load double, double* %138
	%140 = getelementptr inbounds double, double* %131, i64 4
	%141 = load double, double* %140
	%142 = getelementptr inbounds double, double* %131, i64 5
	%143 = load double, double* %142
	%144 = getelementptr inbounds double, double* %131, i64 6
	%145 = load double, double* %144
	%146 = getelementptr inbounds double, double* %131, i64 7
	%147 = load double, double* %146
	%148 = fadd double %133, %141
	%149 = fadd double %135, %143
	%150 = fadd double %137, %145
	%151 = fadd double %139, %147
	%152 = fadd double %148, %150
	%153 = fadd double %149, %151
	%154 = fadd double %152, %153
	%155 = getelementptr inbounds double, double* %res, i64 1
	%156 = fcmp uno double %154, %154
	%157 = bitcast double %154 to i64
	%158 = select i1 %156, i64 u0x7FF8000000000000, i64 %157
	%159 = bitcast double* %155 to i64*
	store i64 %158, i64* %159
	%160 = getelementptr double, double* %0, i64 16
	%161 = getelementptr inbounds double, double* %160, i64 0
	%162 = load double, double* %161
	%163 = getelementptr inbounds double, double* %160, i64 1
	%164 = load double, double* %163
	%165 = getelementptr inbounds double, double* %160, i64 2
	%166 = load double, double* %165
	%167 = getelementptr inbounds double, double* %160, i64 3
	%168 = load double, double* %167
	%169 = getelementptr inbounds double, double* %160, i64 4
	%170 = load double, double* %169
	%171 = getelementptr inbounds double, double* %160, i64 5
	%172 = load double, double* %171
	%173 = getelementptr inbounds double, double* %160, i64 6
	%174 = load double, double* %173
	%175 = getelementptr inbounds double, double* %160, i64 7
	%176 = load double, double* %175
	%177 = fadd double %162, %170
	%178 = fadd double %164, %172
	%179 = fadd double %166, %174
	%180 = fadd double %168, %176
	%181 = fadd double %177, %179
	%182 = fadd double %178, %180
	%183 = fadd double %181, %182
	%184 = getelementptr inbounds double, double* %res, i64 2
	%185 = fcmp uno double %183, %183
	%186 = bitcast double %183 to i64
	%187 = select i1 %185, i64 u0x7FF8000000000000, i64 %186
	%188 = bitcast double* %184 to i64*
	store i64 %187, i64* %188
	%189 = getelementptr double, double* %0, i64 24
	%190 = getelementptr inbounds double, double* %189, i64 0
	%191 = load double, double* %190
	%192 = getelementptr inbounds double, double* %189, i64 1
	%193 = load double, double* %192
	%194 = getelementptr inbounds double, double* %189, i64 2
	%195 = load double, double* %194
	%196 = getelementptr inbounds double, double* %189, i64 3
	%197 = load double, double* %196
	%198 = getelementptr inbounds double, double* %189, i64 4
	%199 = load double, double* %198
	%200 = getelementptr inbounds double, double* %189, i64 5
	%201 = load double, double* %200
	%202 = getelementptr inbounds double, double* %189, i64 6
	%203 = load double, double* %202
	%204 = getelementptr inbounds double, double* %189, i64 7
	%205 = load double, double* %204
	%206 = fadd double %191, %199
	%207 = fadd double %193, %201
	%208 = fadd double %195, %203
	%209 = fadd double %197, %205
	%210 = fadd double %206, %208
	%211 = fadd double %207, %209
	%212 = fadd double %210, %211
	%213 = getelementptr inbounds double, double* %res, i64 3
	%214 = fcmp uno double %212, %212
	%215 = bitcast double %212 to i64
	%216 = select i1 %214, i64 u0x7FF8000000000000, i64 %215
	%217 = bitcast double* %213 to i64*
	store i64 %216, i64* %217
	ret void
}

declare void @llvm.prefetch.p0i8(i8* %0, i32 %1, i32 %2, i32 %3) nounwind

define internal void @fjv_addrows_dots_r4_k1_s1(double* nocapture %z0, double* nocapture %z1, double* nocapture %z2, double* nocapture %z3, i64 %n, double* nocapture %w, double* noalias nocapture %C, double* nocapture %x0, double* nocapture %x1, double* nocapture %x2, double* nocapture %x3, double* nocapture %B, double* noalias nocapture %res) nounwind {
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
	%21 = phi <8 x double> [ zeroinitializer, %entry ], [ %62, %pipe1.body ]
	%22 = phi <8 x double> [ zeroinitializer, %entry ], [ %57, %pipe1.body ]
	%23 = phi <8 x double> [ zeroinitializer, %entry ], [ %52, %pipe1.body ]
	%24 = phi <8 x double> [ zeroinitializer, %entry ], [ %47, %pipe1.body ]
	%25 = phi i64 [ 0, %entry ], [ %93, %pipe1.body ]
	%26 = icmp slt i64 %25, %19
	br i1 %26, label %pipe1.body, label %pipe1.exit

pipe1.body:
	%27 = mul i64 %25, 8
	%28 = add i64 %27, 256
	%29 = icmp sge i64 %28, %n
	%30 = add i64 %28, %20
	%31 = select i1 %29, i64 %30, i64 %28
	%32 = getelementptr double, double* %x0, i64 %31
	%33 = bitcast double* %32 to i8*
	call void @llvm.prefetch.p0i8(i8* %33, i32 0, i32 2, i32 1)
	%34 = getelementptr double, double* %x1, i64 %31
	%35 = bitcast double* %34 to i8*
	call void @llvm.prefetch.p0i8(i8* %35, i32 0, i32 2, i32 1)
	%36 = getelementptr double, double* %x2, i64 %31
	%37 = bitcast double* %36 to i8*
	call void @llvm.prefetch.p0i8(i8* %37, i32 0, i32 2, i32 1)
	%38 = getelementptr double, double* %x3, i64 %31
	%39 = bitcast double* %38 to i8*
	call void @llvm.prefetch.p0i8(i8* %39, i32 0, i32 2, i32 1)
	%40 = getelementptr inbounds double, double* %x0, i64 %27
	%41 = bitcast double* %40 to <8 x double>*
	%42 = load <8 x double>, <8 x double>* %41, align 8
	%43 = getelementptr inbounds double, double* %B, i64 %27
	%44 = bitcast double* %43 to <8 x double>*
	%45 = load <8 x double>, <8 x double>* %44, align 8
	%46 = fmul <8 x double> %42, %45
	%47 = fadd <8 x double> %24, %46
	%48 = getelementptr inbounds double, double* %x1, i64 %27
	%49 = bitcast double* %48 to <8 x double>*
	%50 = load <8 x double>, <8 x double>* %49, align 8
	%51 = fmul <8 x double> %50, %45
	%52 = fadd <8 x double> %23, %51
	%53 = getelementptr inbounds double, double* %x2, i64 %27
	%54 = bitcast double* %53 to <8 x double>*
	%55 = load <8 x double>, <8 x double>* %54, align 8
	%56 = fmul <8 x double> %55, %45
	%57 = fadd <8 x double> %22, %56
	%58 = getelementptr inbounds double, double* %x3, i64 %27
	%59 = bitcast double* %58 to <8 x double>*
	%60 = load <8 x double>, <8 x double>* %59, align 8
	%61 = fmul <8 x double> %60, %45
	%62 = fadd <8 x double> %21, %61
	%63 = mul i64 %25, 8
	%64 = getelementptr inbounds double, double* %z0, i64 %63
	%65 = bitcast double* %64 to <8 x double>*
	%66 = load <8 x double>, <8 x double>* %65, align 8
	%67 = getelementptr inbounds double, double* %z1, i64 %63
	%68 = bitcast double* %67 to <8 x double>*
	%69 = load <8 x double>, <8 x double>* %68, align 8
	%70 = getelementptr inbounds double, double* %z2, i64 %63
	%71 = bitcast double* %70 to <8 x double>*
	%72 = load <8 x double>, <8 x double>* %71, align 8
	%73 = getelementptr inbounds double, double* %z3, i64 %63
	%74 = bitcast double* %73 to <8 x double>*
	%75 = load <8 x double>, <8 x double>* %74, align 8
	%76 = getelementptr inbounds double, double* %10, i64 %63
	%77 = bitcast double* %76 to <8 x double>*
	%78 = load <8 x double>, <8 x double>* %77, align 8
	%79 = fmul <8 x double> %66, %12
	%80 = fadd <8 x double> %78, %79
	%81 = fmul <8 x double> %69, %14
	%82 = fadd <8 x double> %80, %81
	%83 = fmul <8 x double> %72, %16
	%84 = fadd <8 x double> %82, %83
	%85 = fmul <8 x double> %75, %18
	%86 = fadd <8 x double> %84, %85
	%87 = getelementptr inbounds double, double* %10, i64 %63
	%88 = bitcast double* %87 to <8 x double>*
	%89 = fcmp uno <8 x double> %86, %86
	%90 = bitcast <8 x double> %86 to <8 x i64>
	%91 = select <8 x i1> %89, <8 x i64> <i64 u0x7FF8000000000000, i64 u0x7FF8000000000000, i64 u0x7FF8000000000000, i64 u0x7FF8000000000000, i64 u0x7FF8000000000000, i64 u0x7FF8000000000000, i64 u0x7FF8000000000000, i64 u0x7FF8000000000000>, <8 x i64> %90
	%92 = bitcast <8 x double>* %88 to <8 x i64>*
	store <8 x i64> %91, <8 x i64>* %92, align 8
	%93 = add i64 %25, 1
	br label %pipe1.head

pipe1.exit:
	%94 = mul i64 %19, 8
	br label %addtail4.head

addtail4.head:
	%95 = phi i64 [ %94, %pipe1.exit ], [ %120, %addtail4.body ]
	%96 = icmp slt i64 %95, %n
	br i1 %96, label %addtail4.body, label %addtail4.exit

addtail4.body:
	%97 = getelementptr inbounds double, double* %z0, i64 %95
	%98 = load double, double* %97
	%99 = getelementptr inbounds double, double* %z1, i64 %95
	%100 = load double, double* %99
	%101 = getelementptr inbounds double, double* %z2, i64 %95
	%102 = load double, double* %101
	%103 = getelementptr inbounds double, double* %z3, i64 %95
	%104 = load double, double* %103
	%105 = getelementptr inbounds double, double* %10, i64 %95
	%106 = load double, double* %105
	%107 = fmul double %98, %2
	%108 = fadd double %106, %107
	%109 = fmul double %100, %4
	%110 = fadd double %108, %109
	%111 = fmul double %102, %6
	%112 = fadd double %110, %111
	%113 = fmul double %104, %8
	%114 = fadd double %112, %113
	%115 = getelementptr inbounds double, double* %10, i64 %95
	%116 = fcmp uno double %114, %114
	%117 = bitcast double %114 to i64
	%118 = select i1 %116, i64 u0x7FF8000000000000, i64 %117
	%119 = bitcast double* %115 to i64*
	store i64 %118, i64* %119
	%120 = add i64 %95, 1
	br label %addtail4.head

addtail4.exit:
	%121 = getelementptr inbounds double, double* %0, i64 0
	%122 = bitcast double* %121 to <8 x double>*
	store <8 x double> %24, <8 x double>* %122, align 8
	%123 = getelementptr inbounds double, double* %0, i64 8
	%124 = bitcast double* %123 to <8 x double>*
	store <8 x double> %23, <8 x double>* %124, align 8
	%125 = getelementptr inbounds double, double* %0, i64 16
	%126 = bitcast double* %125 to <8 x double>*
	store <8 x double> %22, <8 x double>* %126, align 8
	%127 = getelementptr inbounds double, double* %0, i64 24
	%128 = bitcast double* %127 to <8 x double>*
	store <8 x double> %21, <8 x double>* %128, align 8
	%129 = mul i64 %19, 8
	br label %dottail7.head

dottail7.head:
	%130 = phi i64 [ %129, %addtail4.exit ], [ %176, %dottail7.body ]
	%131 = icmp slt i64 %130, %n
	br i1 %131, label %dottail7.body, label %dottail7.exit

dottail7.body:
	%132 = getelementptr inbounds double, double* %x0, i64 %130
	%133 = load double, double* %132
	%134 = getelementptr inbounds double, double* %B, i64 %130
	%135 = load double, double* %134
	%136 = fmul double %133, %135
	%137 = getelementptr double, double* %0, i64 0
	%138 = and i64 %130, 7
	%139 = getelementptr inbounds double, double* %137, i64 %138
	%140 = load double, double* %139
	%141 = fadd double %140, %136
	%142 = getelementptr inbounds double, double* %137, i64 %138
	store double %141, double* %142
	%143 = getelementptr inbounds double, double* %x1, i64 %130
	%144 = load double, double* %143
	%145 = getelementptr inbounds double, double* %B, i64 %130
	%146 = load double, double* %145
	%147 = fmul double %144, %146
	%148 = getelementptr double, double* %0, i64 8
	%149 = and i64 %130, 7
	%150 = getelementptr inbounds double, double* %148, i64 %149
	%151 = load double, double* %150
	%152 = fadd double %151, %147
	%153 = getelementptr inbounds double, double* %148, i64 %149
	store double %152, double* %153
	%154 = getelementptr inbounds double, double* %x2, i64 %130
	%155 = load double, double* %154
	%156 = getelementptr inbounds double, double* %B, i64 %130
	%157 = load double, double* %156
	%158 = fmul double %155, %157
	%159 = getelementptr double, double* %0, i64 16
	%160 = and i64 %130, 7
	%161 = getelementptr inbounds double, double* %159, i64 %160
	%162 = load double, double* %161
	%163 = fadd double %162, %158
	%164 = getelementptr inbounds double, double* %159, i64 %160
	store double %163, double* %164
	%165 = getelementptr inbounds double, double* %x3, i64 %130
	%166 = load double, double* %165
	%167 = getelementptr inbounds double, double* %B, i64 %130
	%168 = load double, double* %167
	%169 = fmul double %166, %168
	%170 = getelementptr double, double* %0, i64 24
	%171 = and i64 %130, 7
	%172 = getelementptr inbounds double, double* %170, i64 %171
	%173 = load double, double* %172
	%174 = fadd double %173, %169
	%175 = getelementptr inbounds double, double* %170, i64 %171
	store double %174, double* %175
	%176 = add i64 %130, 1
	br label %dottail7.head

dottail7.exit:
	%177 = getelementptr double, double* %0, i64 0
	%178 = getelementptr inbounds double, double* %177, i64 0
	%179 = load double, double* %178
	%180 = getelementptr inbounds double, double* %177, i64 1
	%181 = load double, double* %180
	%182 = getelementptr inbounds double, double* %177, i64 2
	%183 = load double, double* %182
	%184 = getelementptr inbounds double, double* %177, i64 3
	%185 = load double, double* %184
	%186 = getelementptr inbounds double, double* %177, i64 4
	%187 = load double, double* %186
	%188 = getelementptr inbounds double, double* %177, i64 5
	%189 = load double, double* %188
	%190 = getelementptr inbounds double, double* %177, i64 6
	%191 = load double, double* %190
	%192 = getelementptr inbounds double, double* %177, i64 7
	%193 = load double, double* %192
	%194 = fadd double %179, %187
	%195 = fadd double %181, %189
	%196 = fadd double %183, %191
	%197 = fadd double %185, %193
	%198 = fadd double %194, %196
	%199 = fadd double %195, %197
	%200 = fadd double %198, %199
	%201 = getelementptr inbounds double, double* %res, i64 0
	%202 = fcmp uno double %200, %200
	%203 = bitcast double %200 to i64
	%204 = select i1 %202, i64 u0x7FF8000000000000, i64 %203
	%205 = bitcast double* %201 to i64*
	store i64 %204, i64* %205
	%206 = getelementptr double, double* %0, i64 8
	%207 = getelementptr inbounds double, double* %206, i64 0
	%208 = load double, double* %207
	%209 = getelementptr inbounds double, double* %206, i64 1
	%210 = load double, double* %209
	%211 = getelementptr inbounds double, double* %206, i64 2
	%212 = load double, double* %211
	%213 = getelementptr inbounds double, double* %206, i64 3
	%214 = load double, double* %213
	%215 = getelementptr inbounds double, double* %206, i64 4
	%216 = load double, double* %215
	%217 = getelementptr inbounds double, double* %206, i64 5
	%218 = load double, double* %217
	%219 = getelementptr inbounds double, double* %206, i64 6
	%220 = load double, double* %219
	%221 = getelementptr inbounds double, double* %206, i64 7
	%222 = load double, double* %221
	%223 = fadd double %208, %216
	%224 = fadd double %210, %218
	%225 = fadd double %212, %220
	%226 = fadd double %214, %222
	%227 = fadd double %223, %225
	%228 = fadd double %224, %226
	%229 = fadd double %227, %228
	%230 = getelementptr inbounds double, double* %res, i64 1
	%231 = fcmp uno double %229, %229
	%232 = bitcast double %229 to i64
	%233 = select i1 %231, i64 u0x7FF8000000000000, i64 %232
	%234 = bitcast double* %230 to i64*
	store i64 %233, i64* %234
	%235 = getelementptr double, double* %0, i64 16
	%236 = getelementptr inbounds double, double* %235, i64 0
	%237 = load double, double* %236
	%238 = getelementptr inbounds double, double* %235, i64 1
	%239 = load double, double* %238
	%240 = getelementptr inbounds double, double* %235, i64 2
	%241 = load double, double* %240
	%242 = getelementptr inbounds double, double* %235, i64 3
	%243 = load double, double* %242
	%244 = getelementptr inbounds double, double* %235, i64 4
	%245 = load double, double* %244
	%246 = getelementptr inbounds double, double* %235, i64 5
	%247 = load double, double* %246
	%248 = getelementptr inbounds double, double* %235, i64 6
	%249 = load double, double* %248
	%250 = getelementptr inbounds double, double* %235, i64 7
	%251 = load double, double* %250
	%252 = fadd double %237, %245
	%253 = fadd double %239, %247
	%254 = fadd double %241, %249
	%255 = fadd double %243, %251
	%256 = fadd double %252, %254
	%257 = fadd double %253, %255
	%258 = fadd double %256, %257
	%259 = getelementptr inbounds double, double* %res, i64 2
	%260 = fcmp uno double %258, %258
	%261 = bitcast double %258 to i64
	%262 = select i1 %260, i64 u0x7FF8000000000000, i64 %261
	%263 = bitcast double* %259 to i64*
	store i64 %262, i64* %263
	%264 = getelementptr double, double* %0, i64 24
	%265 = getelementptr inbounds double, double* %264, i64 0
	%266 = load double, double* %265
	%267 = getelementptr inbounds double, double* %264, i64 1
	%268 = load double, double* %267
	%269 = getelementptr inbounds double, double* %264, i64 2
	%270 = load double, double* %269
	%271 = getelementptr inbounds double, double* %264, i64 3
	%272 = load double, double* %271
	%273 = getelementptr inbounds double, double* %264, i64 4
	%274 = load double, double* %273
	%275 = getelementptr inbounds double, double* %264, i64 5
	%276 = load double, double* %275
	%277 = getelementptr inbounds double, double* %264, i64 6
	%278 = load double, double* %277
	%279 = getelementptr inbounds double, double* %264, i64 7
	%280 = load double, double* %279
	%281 = fadd double %266, %274
	%282 = fadd double %268, %276
	%283 = fadd double %270, %278
	%284 = fadd double %272, %280
	%285 = fadd double %281, %283
	%286 = fadd double %282, %284
	%287 = fadd double %285, %286
	%288 = getelementptr inbounds double, double* %res, i64 3
	%289 = fcmp uno double %287, %287
	%290 = bitcast double %287 to i64
	%291 = select i1 %289, i64 u0x7FF8000000000000, i64 %290
	%292 = bitcast double* %288 to i64*
	store i64 %291, i64* %292
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
