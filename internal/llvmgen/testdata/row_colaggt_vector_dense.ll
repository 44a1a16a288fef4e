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
	br label %dotblk1.head

dotblk1.head:
	%2 = phi <8 x double> [ zeroinitializer, %entry ], [ %31, %dotblk1.body ]
	%3 = phi <8 x double> [ zeroinitializer, %entry ], [ %26, %dotblk1.body ]
	%4 = phi <8 x double> [ zeroinitializer, %entry ], [ %21, %dotblk1.body ]
	%5 = phi <8 x double> [ zeroinitializer, %entry ], [ %16, %dotblk1.body ]
	%6 = phi i64 [ 0, %entry ], [ %32, %dotblk1.body ]
	%7 = icmp slt i64 %6, %1
	br i1 %7, label %dotblk1.body, label %dotblk1.exit

dotblk1.body:
	%8 = mul i64 %6, 8
	%9 = getelementptr inbounds double, double* %x0, i64 %8
	%10 = bitcast double* %9 to <8 x double>*
	%11 = load <8 x double>, <8 x double>* %10, align 8
	%12 = getelementptr inbounds double, double* %B, i64 %8
	%13 = bitcast double* %12 to <8 x double>*
	%14 = load <8 x double>, <8 x double>* %13, align 8
	%15 = fmul <8 x double> %11, %14
	%16 = fadd <8 x double> %5, %15
	%17 = getelementptr inbounds double, double* %x1, i64 %8
	%18 = bitcast double* %17 to <8 x double>*
	%19 = load <8 x double>, <8 x double>* %18, align 8
	%20 = fmul <8 x double> %19, %14
	%21 = fadd <8 x double> %4, %20
	%22 = getelementptr inbounds double, double* %x2, i64 %8
	%23 = bitcast double* %22 to <8 x double>*
	%24 = load <8 x double>, <8 x double>* %23, align 8
	%25 = fmul <8 x double> %24, %14
	%26 = fadd <8 x double> %3, %25
	%27 = getelementptr inbounds double, double* %x3, i64 %8
	%28 = bitcast double* %27 to <8 x double>*
	%29 = load <8 x double>, <8 x double>* %28, align 8
	%30 = fmul <8 x double> %29, %14
	%31 = fadd <8 x double> %2, %30
	%32 = add i64 %6, 1
	br label %dotblk1.head

dotblk1.exit:
	%33 = getelementptr inbounds double, double* %0, i64 0
	%34 = bitcast double* %33 to <8 x double>*
	store <8 x double> %5, <8 x double>* %34, align 8
	%35 = getelementptr inbounds double, double* %0, i64 8
	%36 = bitcast double* %35 to <8 x double>*
	store <8 x double> %4, <8 x double>* %36, align 8
	%37 = getelementptr inbounds double, double* %0, i64 16
	%38 = bitcast double* %37 to <8 x double>*
	store <8 x double> %3, <8 x double>* %38, align 8
	%39 = getelementptr inbounds double, double* %0, i64 24
	%40 = bitcast double* %39 to <8 x double>*
	store <8 x double> %2, <8 x double>* %40, align 8
	%41 = mul i64 %1, 8
	br label %dottail4.head

dottail4.head:
	%42 = phi i64 [ %41, %dotblk1.exit ], [ %88, %dottail4.body ]
	%43 = icmp slt i64 %42, %n
	br i1 %43, label %dottail4.body, label %dottail4.exit

dottail4.body:
	%44 = getelementptr inbounds double, double* %x0, i64 %42
	%45 = load double, double* %44
	%46 = getelementptr inbounds double, double* %B, i64 %42
	%47 = load double, double* %46
	%48 = fmul double %45, %47
	%49 = getelementptr double, double* %0, i64 0
	%50 = and i64 %42, 7
	%51 = getelementptr inbounds double, double* %49, i64 %50
	%52 = load double, double* %51
	%53 = fadd double %52, %48
	%54 = getelementptr inbounds double, double* %49, i64 %50
	store double %53, double* %54
	%55 = getelementptr inbounds double, double* %x1, i64 %42
	%56 = load double, double* %55
	%57 = getelementptr inbounds double, double* %B, i64 %42
	%58 = load double, double* %57
	%59 = fmul double %56, %58
	%60 = getelementptr double, double* %0, i64 8
	%61 = and i64 %42, 7
	%62 = getelementptr inbounds double, double* %60, i64 %61
	%63 = load double, double* %62
	%64 = fadd double %63, %59
	%65 = getelementptr inbounds double, double* %60, i64 %61
	store double %64, double* %65
	%66 = getelementptr inbounds double, double* %x2, i64 %42
	%67 = load double, double* %66
	%68 = getelementptr inbounds double, double* %B, i64 %42
	%69 = load double, double* %68
	%70 = fmul double %67, %69
	%71 = getelementptr double, double* %0, i64 16
	%72 = and i64 %42, 7
	%73 = getelementptr inbounds double, double* %71, i64 %72
	%74 = load double, double* %73
	%75 = fadd double %74, %70
	%76 = getelementptr inbounds double, double* %71, i64 %72
	store double %75, double* %76
	%77 = getelementptr inbounds double, double* %x3, i64 %42
	%78 = load double, double* %77
	%79 = getelementptr inbounds double, double* %B, i64 %42
	%80 = load double, double* %79
	%81 = fmul double %78, %80
	%82 = getelementptr double, double* %0, i64 24
	%83 = and i64 %42, 7
	%84 = getelementptr inbounds double, double* %82, i64 %83
	%85 = load double, double* %84
	%86 = fadd double %85, %81
	%87 = getelementptr inbounds double, double* %82, i64 %83
	store double %86, double* %87
	%88 = add i64 %42, 1
	br label %dottail4.head

dottail4.exit:
	%89 = getelementptr double, double* %0, i64 0
	%90 = getelementptr inbounds double, double* %89, i64 0
	%91 = load double, double* %90
	%92 = getelementptr inbounds double, double* %89, i64 1
	%93 = load double, double* %92
	%94 = getelementptr inbounds double, double* %89, i64 2
	%95 = load double, double* %94
	%96 = getelementptr inbounds double, double* %89, i64 3
	%97 = load double, double* %96
	%98 = getelementptr inbounds double, double* %89, i64 4
	%99 = load double, double* %98
	%100 = getelementptr inbounds double, double* %89, i64 5
	%101 = load double, double* %100
	%102 = getelementptr inbounds double, double* %89, i64 6
	%103 = load double, double* %102
	%104 = getelementptr inbounds double, double* %89, i64 7
	%105 = load double, double* %104
	%106 = fadd double %91, %99
	%107 = fadd double %93, %101
	%108 = fadd double %95, %103
	%109 = fadd double %97, %105
	%110 = fadd double %106, %108
	%111 = fadd double %107, %109
	%112 = fadd double %110, %111
	%113 = getelementptr inbounds double, double* %res, i64 0
	%114 = fcmp uno double %112, %112
	%115 = bitcast double %112 to i64
	%116 = select i1 %114, i64 u0x7FF8000000000000, i64 %115
	%117 = bitcast double* %113 to i64*
	store i64 %116, i64* %117
	%118 = getelementptr double, double* %0, i64 8
	%119 = getelementptr inbounds double, double* %118, i64 0
	%120 = load double, double* %119
	%121 = getelementptr inbounds double, double* %118, i64 1
	%122 = load double, double* %121
	%123 = getelementptr inbounds double, double* %118, i64 2
	%124 = load double, double* %123
	%125 = getelementptr inbounds double, double* %118, i64 3
	%126 = load double, double* %125
	%127 = getelementptr inbounds double, double* %118, i64 4
	%128 = load double, double* %127
	%129 = getelementptr inbounds double, double* %118, i64 5
	%130 = load double, double* %129
	%131 = getelementptr inbounds double, double* %118, i64 6
	%132 = load double, double* %131
	%133 = getelementptr inbounds double, double* %118, i64 7
	%134 = load double, double* %133
	%135 = fadd double %120, %128
	%136 = fadd double %122, %130
	%137 = fadd double %124, %132
	%138 = fadd double %126, %134
	%139 = fadd double %135, %137
	%140 = fadd double %136, %138
	%141 = fadd double %139, %140
	%142 = getelementptr inbounds double, double* %res, i64 1
	%143 = fcmp uno double %141, %141
	%144 = bitcast double %141 to i64
	%145 = select i1 %143, i64 u0x7FF8000000000000, i64 %144
	%146 = bitcast double* %142 to i64*
	store i64 %145, i64* %146
	%147 = getelementptr double, double* %0, i64 16
	%148 = getelementptr inbounds double, double* %147, i64 0
	%149 = load double, double* %148
	%150 = getelementptr inbounds double, double* %147, i64 1
	%151 = load double, double* %150
	%152 = getelementptr inbounds double, double* %147, i64 2
	%153 = load double, double* %152
	%154 = getelementptr inbounds double, double* %147, i64 3
	%155 = load double, double* %154
	%156 = getelementptr inbounds double, double* %147, i64 4
	%157 = load double, double* %156
	%158 = getelementptr inbounds double, double* %147, i64 5
	%159 = load double, double* %158
	%160 = getelementptr inbounds double, double* %147, i64 6
	%161 = load double, double* %160
	%162 = getelementptr inbounds double, double* %147, i64 7
	%163 = load double, double* %162
	%164 = fadd double %149, %157
	%165 = fadd double %151, %159
	%166 = fadd double %153, %161
	%167 = fadd double %155, %163
	%168 = fadd double %164, %166
	%169 = fadd double %165, %167
	%170 = fadd double %168, %169
	%171 = getelementptr inbounds double, double* %res, i64 2
	%172 = fcmp uno double %170, %170
	%173 = bitcast double %170 to i64
	%174 = select i1 %172, i64 u0x7FF8000000000000, i64 %173
	%175 = bitcast double* %171 to i64*
	store i64 %174, i64* %175
	%176 = getelementptr double, double* %0, i64 24
	%177 = getelementptr inbounds double, double* %176, i64 0
	%178 = load double, double* %177
	%179 = getelementptr inbounds double, double* %176, i64 1
	%180 = load double, double* %179
	%181 = getelementptr inbounds double, double* %176, i64 2
	%182 = load double, double* %181
	%183 = getelementptr inbounds double, double* %176, i64 3
	%184 = load double, double* %183
	%185 = getelementptr inbounds double, double* %176, i64 4
	%186 = load double, double* %185
	%187 = getelementptr inbounds double, double* %176, i64 5
	%188 = load double, double* %187
	%189 = getelementptr inbounds double, double* %176, i64 6
	%190 = load double, double* %189
	%191 = getelementptr inbounds double, double* %176, i64 7
	%192 = load double, double* %191
	%193 = fadd double %178, %186
	%194 = fadd double %180, %188
	%195 = fadd double %182, %190
	%196 = fadd double %184, %192
	%197 = fadd double %193, %195
	%198 = fadd double %194, %196
	%199 = fadd double %197, %198
	%200 = getelementptr inbounds double, double* %res, i64 3
	%201 = fcmp uno double %199, %199
	%202 = bitcast double %199 to i64
	%203 = select i1 %201, i64 u0x7FF8000000000000, i64 %202
	%204 = bitcast double* %200 to i64*
	store i64 %203, i64* %204
	ret void
}

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
	br label %pipe1.head

pipe1.head:
	%20 = phi <8 x double> [ zeroinitializer, %entry ], [ %49, %pipe1.body ]
	%21 = phi <8 x double> [ zeroinitializer, %entry ], [ %44, %pipe1.body ]
	%22 = phi <8 x double> [ zeroinitializer, %entry ], [ %39, %pipe1.body ]
	%23 = phi <8 x double> [ zeroinitializer, %entry ], [ %34, %pipe1.body ]
	%24 = phi i64 [ 0, %entry ], [ %80, %pipe1.body ]
	%25 = icmp slt i64 %24, %19
	br i1 %25, label %pipe1.body, label %pipe1.exit

pipe1.body:
	%26 = mul i64 %24, 8
	%27 = getelementptr inbounds double, double* %x0, i64 %26
	%28 = bitcast double* %27 to <8 x double>*
	%29 = load <8 x double>, <8 x double>* %28, align 8
	%30 = getelementptr inbounds double, double* %B, i64 %26
	%31 = bitcast double* %30 to <8 x double>*
	%32 = load <8 x double>, <8 x double>* %31, align 8
	%33 = fmul <8 x double> %29, %32
	%34 = fadd <8 x double> %23, %33
	%35 = getelementptr inbounds double, double* %x1, i64 %26
	%36 = bitcast double* %35 to <8 x double>*
	%37 = load <8 x double>, <8 x double>* %36, align 8
	%38 = fmul <8 x double> %37, %32
	%39 = fadd <8 x double> %22, %38
	%40 = getelementptr inbounds double, double* %x2, i64 %26
	%41 = bitcast double* %40 to <8 x double>*
	%42 = load <8 x double>, <8 x double>* %41, align 8
	%43 = fmul <8 x double> %42, %32
	%44 = fadd <8 x double> %21, %43
	%45 = getelementptr inbounds double, double* %x3, i64 %26
	%46 = bitcast double* %45 to <8 x double>*
	%47 = load <8 x double>, <8 x double>* %46, align 8
	%48 = fmul <8 x double> %47, %32
	%49 = fadd <8 x double> %20, %48
	%50 = mul i64 %24, 8
	%51 = getelementptr inbounds double, double* %z0, i64 %50
	%52 = bitcast double* %51 to <8 x double>*
	%53 = load <8 x double>, <8 x double>* %52, align 8
	%54 = getelementptr inbounds double, double* %z1, i64 %50
	%55 = bitcast double* %54 to <8 x double>*
	%56 = load <8 x double>, <8 x double>* %55, align 8
	%57 = getelementptr inbounds double, double* %z2, i64 %50
	%58 = bitcast double* %57 to <8 x double>*
	%59 = load <8 x double>, <8 x double>* %58, align 8
	%60 = getelementptr inbounds double, double* %z3, i64 %50
	%61 = bitcast double* %60 to <8 x double>*
	%62 = load <8 x double>, <8 x double>* %61, align 8
	%63 = getelementptr inbounds double, double* %10, i64 %50
	%64 = bitcast double* %63 to <8 x double>*
	%65 = load <8 x double>, <8 x double>* %64, align 8
	%66 = fmul <8 x double> %53, %12
	%67 = fadd <8 x double> %65, %66
	%68 = fmul <8 x double> %56, %14
	%69 = fadd <8 x double> %67, %68
	%70 = fmul <8 x double> %59, %16
	%71 = fadd <8 x double> %69, %70
	%72 = fmul <8 x double> %62, %18
	%73 = fadd <8 x double> %71, %72
	%74 = getelementptr inbounds double, double* %10, i64 %50
	%75 = bitcast double* %74 to <8 x double>*
	%76 = fcmp uno <8 x double> %73, %73
	%77 = bitcast <8 x double> %73 to <8 x i64>
	%78 = select <8 x i1> %76, <8 x i64> <i64 u0x7FF8000000000000, i64 u0x7FF8000000000000, i64 u0x7FF8000000000000, i64 u0x7FF8000000000000, i64 u0x7FF8000000000000, i64 u0x7FF8000000000000, i64 u0x7FF8000000000000, i64 u0x7FF8000000000000>, <8 x i64> %77
	%79 = bitcast <8 x double>* %75 to <8 x i64>*
	store <8 x i64> %78, <8 x i64>* %79, align 8
	%80 = add i64 %24, 1
	br label %pipe1.head

pipe1.exit:
	%81 = mul i64 %19, 8
	br label %addtail4.head

addtail4.head:
	%82 = phi i64 [ %81, %pipe1.exit ], [ %107, %addtail4.body ]
	%83 = icmp slt i64 %82, %n
	br i1 %83, label %addtail4.body, label %addtail4.exit

addtail4.body:
	%84 = getelementptr inbounds double, double* %z0, i64 %82
	%85 = load double, double* %84
	%86 = getelementptr inbounds double, double* %z1, i64 %82
	%87 = load double, double* %86
	%88 = getelementptr inbounds double, double* %z2, i64 %82
	%89 = load double, double* %88
	%90 = getelementptr inbounds double, double* %z3, i64 %82
	%91 = load double, double* %90
	%92 = getelementptr inbounds double, double* %10, i64 %82
	%93 = load double, double* %92
	%94 = fmul double %85, %2
	%95 = fadd double %93, %94
	%96 = fmul double %87, %4
	%97 = fadd double %95, %96
	%98 = fmul double %89, %6
	%99 = fadd double %97, %98
	%100 = fmul double %91, %8
	%101 = fadd double %99, %100
	%102 = getelementptr inbounds double, double* %10, i64 %82
	%103 = fcmp uno double %101, %101
	%104 = bitcast double %101 to i64
	%105 = select i1 %103, i64 u0x7FF8000000000000, i64 %104
	%106 = bitcast double* %102 to i64*
	store i64 %105, i64* %106
	%107 = add i64 %82, 1
	br label %addtail4.head

addtail4.exit:
	%108 = getelementptr inbounds double, double* %0, i64 0
	%109 = bitcast double* %108 to <8 x double>*
	store <8 x double> %23, <8 x double>* %109, align 8
	%110 = getelementptr inbounds double, double* %0, i64 8
	%111 = bitcast double* %110 to <8 x double>*
	store <8 x double> %22, <8 x double>* %111, align 8
	%112 = getelementptr inbounds double, double* %0, i64 16
	%113 = bitcast double* %112 to <8 x double>*
	store <8 x double> %21, <8 x double>* %113, align 8
	%114 = getelementptr inbounds double, double* %0, i64 24
	%115 = bitcast double* %114 to <8 x double>*
	store <8 x double> %20, <8 x double>* %115, align 8
	%116 = mul i64 %19, 8
	br label %dottail7.head

dottail7.head:
	%117 = phi i64 [ %116, %addtail4.exit ], [ %163, %dottail7.body ]
	%118 = icmp slt i64 %117, %n
	br i1 %118, label %dottail7.body, label %dottail7.exit

dottail7.body:
	%119 = getelementptr inbounds double, double* %x0, i64 %117
	%120 = load double, double* %119
	%121 = getelementptr inbounds double, double* %B, i64 %117
	%122 = load double, double* %121
	%123 = fmul double %120, %122
	%124 = getelementptr double, double* %0, i64 0
	%125 = and i64 %117, 7
	%126 = getelementptr inbounds double, double* %124, i64 %125
	%127 = load double, double* %126
	%128 = fadd double %127, %123
	%129 = getelementptr inbounds double, double* %124, i64 %125
	store double %128, double* %129
	%130 = getelementptr inbounds double, double* %x1, i64 %117
	%131 = load double, double* %130
	%132 = getelementptr inbounds double, double* %B, i64 %117
	%133 = load double, double* %132
	%134 = fmul double %131, %133
	%135 = getelementptr double, double* %0, i64 8
	%136 = and i64 %117, 7
	%137 = getelementptr inbounds double, double* %135, i64 %136
	%138 = load double, double* %137
	%139 = fadd double %138, %134
	%140 = getelementptr inbounds double, double* %135, i64 %136
	store double %139, double* %140
	%141 = getelementptr inbounds double, double* %x2, i64 %117
	%142 = load double, double* %141
	%143 = getelementptr inbounds double, double* %B, i64 %117
	%144 = load double, double* %143
	%145 = fmul double %142, %144
	%146 = getelementptr double, double* %0, i64 16
	%147 = and i64 %117, 7
	%148 = getelementptr inbounds double, double* %146, i64 %147
	%149 = load double, double* %148
	%150 = fadd double %149, %145
	%151 = getelementptr inbounds double, double* %146, i64 %147
	store double %150, double* %151
	%152 = getelementptr inbounds double, double* %x3, i64 %117
	%153 = load double, double* %152
	%154 = getelementptr inbounds double, double* %B, i64 %117
	%155 = load double, double* %154
	%156 = fmul double %153, %155
	%157 = getelementptr double, double* %0, i64 24
	%158 = and i64 %117, 7
	%159 = getelementptr inbounds double, double* %157, i64 %158
	%160 = load double, double* %159
	%161 = fadd double %160, %156
	%162 = getelementptr inbounds double, double* %157, i64 %158
	store double %161, double* %162
	%163 = add i64 %117, 1
	br label %dottail7.head

dottail7.exit:
	%164 = getelementptr double, double* %0, i64 0
	%165 = getelementptr inbounds double, double* %164, i64 0
	%166 = load double, double* %165
	%167 = getelementptr inbounds double, double* %164, i64 1
	%168 = load double, double* %167
	%169 = getelementptr inbounds double, double* %164, i64 2
	%170 = load double, double* %169
	%171 = getelementptr inbounds double, double* %164, i64 3
	%172 = load double, double* %171
	%173 = getelementptr inbounds double, double* %164, i64 4
	%174 = load double, double* %173
	%175 = getelementptr inbounds double, double* %164, i64 5
	%176 = load double, double* %175
	%177 = getelementptr inbounds double, double* %164, i64 6
	%178 = load double, double* %177
	%179 = getelementptr inbounds double, double* %164, i64 7
	%180 = load double, double* %179
	%181 = fadd double %166, %174
	%182 = fadd double %168, %176
	%183 = fadd double %170, %178
	%184 = fadd double %172, %180
	%185 = fadd double %181, %183
	%186 = fadd double %182, %184
	%187 = fadd double %185, %186
	%188 = getelementptr inbounds double, double* %res, i64 0
	%189 = fcmp uno double %187, %187
	%190 = bitcast double %187 to i64
	%191 = select i1 %189, i64 u0x7FF8000000000000, i64 %190
	%192 = bitcast double* %188 to i64*
	store i64 %191, i64* %192
	%193 = getelementptr double, double* %0, i64 8
	%194 = getelementptr inbounds double, double* %193, i64 0
	%195 = load double, double* %194
	%196 = getelementptr inbounds double, double* %193, i64 1
	%197 = load double, double* %196
	%198 = getelementptr inbounds double, double* %193, i64 2
	%199 = load double, double* %198
	%200 = getelementptr inbounds double, double* %193, i64 3
	%201 = load double, double* %200
	%202 = getelementptr inbounds double, double* %193, i64 4
	%203 = load double, double* %202
	%204 = getelementptr inbounds double, double* %193, i64 5
	%205 = load double, double* %204
	%206 = getelementptr inbounds double, double* %193, i64 6
	%207 = load double, double* %206
	%208 = getelementptr inbounds double, double* %193, i64 7
	%209 = load double, double* %208
	%210 = fadd double %195, %203
	%211 = fadd double %197, %205
	%212 = fadd double %199, %207
	%213 = fadd double %201, %209
	%214 = fadd double %210, %212
	%215 = fadd double %211, %213
	%216 = fadd double %214, %215
	%217 = getelementptr inbounds double, double* %res, i64 1
	%218 = fcmp uno double %216, %216
	%219 = bitcast double %216 to i64
	%220 = select i1 %218, i64 u0x7FF8000000000000, i64 %219
	%221 = bitcast double* %217 to i64*
	store i64 %220, i64* %221
	%222 = getelementptr double, double* %0, i64 16
	%223 = getelementptr inbounds double, double* %222, i64 0
	%224 = load double, double* %223
	%225 = getelementptr inbounds double, double* %222, i64 1
	%226 = load double, double* %225
	%227 = getelementptr inbounds double, double* %222, i64 2
	%228 = load double, double* %227
	%229 = getelementptr inbounds double, double* %222, i64 3
	%230 = load double, double* %229
	%231 = getelementptr inbounds double, double* %222, i64 4
	%232 = load double, double* %231
	%233 = getelementptr inbounds double, double* %222, i64 5
	%234 = load double, double* %233
	%235 = getelementptr inbounds double, double* %222, i64 6
	%236 = load double, double* %235
	%237 = getelementptr inbounds double, double* %222, i64 7
	%238 = load double, double* %237
	%239 = fadd double %224, %232
	%240 = fadd double %226, %234
	%241 = fadd double %228, %236
	%242 = fadd double %230, %238
	%243 = fadd double %239, %241
	%244 = fadd double %240, %242
	%245 = fadd double %243, %244
	%246 = getelementptr inbounds double, double* %res, i64 2
	%247 = fcmp uno double %245, %245
	%248 = bitcast double %245 to i64
	%249 = select i1 %247, i64 u0x7FF8000000000000, i64 %248
	%250 = bitcast double* %246 to i64*
	store i64 %249, i64* %250
	%251 = getelementptr double, double* %0, i64 24
	%252 = getelementptr inbounds double, double* %251, i64 0
	%253 = load double, double* %252
	%254 = getelementptr inbounds double, double* %251, i64 1
	%255 = load double, double* %254
	%256 = getelementptr inbounds double, double* %251, i64 2
	%257 = load double, double* %256
	%258 = getelementptr inbounds double, double* %251, i64 3
	%259 = load double, double* %258
	%260 = getelementptr inbounds double, double* %251, i64 4
	%261 = load double, double* %260
	%262 = getelementptr inbounds double, double* %251, i64 5
	%263 = load double, double* %262
	%264 = getelementptr inbounds double, double* %251, i64 6
	%265 = load double, double* %264
	%266 = getelementptr inbounds double, double* %251, i64 7
	%267 = load double, double* %266
	%268 = fadd double %253, %261
	%269 = fadd double %255, %263
	%270 = fadd double %257, %265
	%271 = fadd double %259, %267
	%272 = fadd double %268, %270
	%273 = fadd double %269, %271
	%274 = fadd double %272, %273
	%275 = getelementptr inbounds double, double* %res, i64 3
	%276 = fcmp uno double %274, %274
	%277 = bitcast double %274 to i64
	%278 = select i1 %276, i64 u0x7FF8000000000000, i64 %277
	%279 = bitcast double* %275 to i64*
	store i64 %278, i64* %279
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
