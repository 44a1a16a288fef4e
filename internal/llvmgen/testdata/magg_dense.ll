; Golden IR of llvmgen test case magg_dense (magg full_agg, dense driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan magg full_agg(sum) sparse_safe=false hash=0c9a39f339a81da85e124b0060a9a8d7
;     in0 main dense matrix <- hop 0
;     in1 side dense matrix <- hop 1
;     t2 = in0 * in1
;     t3 = in0 + in1
;     out0 = fulsum(t2)
;     out1 = fulmax(t3)

define void @fj_0c9a39f339a81da85e124b0060a9a8d7(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
entry:
	%0 = alloca double, i64 8
	%1 = getelementptr inbounds double*, double** %vals, i64 0
	%2 = load double*, double** %1
	%3 = getelementptr inbounds double*, double** %vals, i64 1
	%4 = load double*, double** %3
	%5 = getelementptr inbounds double, double* %0, i64 0
	store double 0.0, double* %5
	%6 = getelementptr inbounds double, double* %0, i64 1
	store double 0.0, double* %6
	%7 = getelementptr inbounds double, double* %0, i64 2
	store double 0.0, double* %7
	%8 = getelementptr inbounds double, double* %0, i64 3
	store double 0.0, double* %8
	%9 = getelementptr inbounds double, double* %0, i64 4
	store double 0.0, double* %9
	%10 = getelementptr inbounds double, double* %0, i64 5
	store double 0.0, double* %10
	%11 = getelementptr inbounds double, double* %0, i64 6
	store double 0.0, double* %11
	%12 = getelementptr inbounds double, double* %0, i64 7
	store double 0.0, double* %12
	%13 = mul i64 %rl, %m
	%14 = mul i64 %ru, %m
	%15 = sub i64 %14, %13
	%16 = lshr i64 %15, 3
	br label %cellblk1.head

cellblk1.head:
	%17 = phi double [ 0xFFF0000000000000, %entry ], [ %163, %cellblk1.body ]
	%18 = phi <8 x double> [ zeroinitializer, %entry ], [ %164, %cellblk1.body ]
	%19 = phi i64 [ 0, %entry ], [ %165, %cellblk1.body ]
	%20 = icmp slt i64 %19, %16
	br i1 %20, label %cellblk1.body, label %cellblk1.exit

cellblk1.body:
	%21 = mul i64 %19, 8
	%22 = add i64 %13, %21
	%23 = add i64 %22, 256
	%24 = getelementptr double, double* %2, i64 %23
	%25 = bitcast double* %24 to i8*
	call void @llvm.prefetch.p0i8(i8* %25, i32 0, i32 2, i32 1)
	%26 = getelementptr double, double* %4, i64 %23
	%27 = bitcast double* %26 to i8*
	call void @llvm.prefetch.p0i8(i8* %27, i32 0, i32 2, i32 1)
	%28 = add i64 %22, 0
	%29 = getelementptr inbounds double, double* %2, i64 %28
	%30 = load double, double* %29
	%31 = getelementptr inbounds double, double* %4, i64 %28
	%32 = load double, double* %31
	%33 = fmul double %30, %32
	%34 = fadd double %30, %32
	%35 = insertelement <8 x double> zeroinitializer, double %33, i64 0
	%36 = fcmp ogt double %17, %34
	%37 = fcmp oeq double %17, %34
	%38 = bitcast double %34 to i64
	%39 = icmp slt i64 %38, 0
	%40 = and i1 %37, %39
	%41 = fcmp uno double %17, %17
	%42 = or i1 %36, %41
	%43 = or i1 %42, %40
	%44 = select i1 %43, double %17, double %34
	%45 = add i64 %22, 1
	%46 = getelementptr inbounds double, double* %2, i64 %45
	%47 = load double, double* %46
	%48 = getelementptr inbounds double, double* %4, i64 %45
	%49 = load double, double* %48
	%50 = fmul double %47, %49
	%51 = fadd double %47, %49
	%52 = insertelement <8 x double> %35, double %50, i64 1
	%53 = fcmp ogt double %44, %51
	%54 = fcmp oeq double %44, %51
	%55 = bitcast double %51 to i64
	%56 = icmp slt i64 %55, 0
	%57 = and i1 %54, %56
	%58 = fcmp uno double %44, %44
	%59 = or i1 %53, %58
	%60 = or i1 %59, %57
	%61 = select i1 %60, double %44, double %51
	%62 = add i64 %22, 2
	%63 = getelementptr inbounds double, double* %2, i64 %62
	%64 = load double, double* %63
	%65 = getelementptr inbounds double, double* %4, i64 %62
	%66 = load double, double* %65
	%67 = fmul double %64, %66
	%68 = fadd double %64, %66
	%69 = insertelement <8 x double> %52, double %67, i64 2
	%70 = fcmp ogt double %61, %68
	%71 = fcmp oeq double %61, %68
	%72 = bitcast double %68 to i64
	%73 = icmp slt i64 %72, 0
	%74 = and i1 %71, %73
	%75 = fcmp uno double %61, %61
	%76 = or i1 %70, %75
	%77 = or i1 %76, %74
	%78 = select i1 %77, double %61, double %68
	%79 = add i64 %22, 3
	%80 = getelementptr inbounds double, double* %2, i64 %79
	%81 = load double, double* %80
	%82 = getelementptr inbounds double, double* %4, i64 %79
	%83 = load double, double* %82
	%84 = fmul double %81, %83
	%85 = fadd double %81, %83
	%86 = insertelement <8 x double> %69, double %84, i64 3
	%87 = fcmp ogt double %78, %85
	%88 = fcmp oeq double %78, %85
	%89 = bitcast double %85 to i64
	%90 = icmp slt i64 %89, 0
	%91 = and i1 %88, %90
	%92 = fcmp uno double %78, %78
	%93 = or i1 %87, %92
	%94 = or i1 %93, %91
	%95 = select i1 %94, double %78, double %85
	%96 = add i64 %22, 4
	%97 = getelementptr inbounds double, double* %2, i64 %96
	%98 = load double, double* %97
	%99 = getelementptr inbounds double, double* %4, i64 %96
	%100 = load double, double* %99
	%101 = fmul double %98, %100
	%102 = fadd double %98, %100
	%103 = insertelement <8 x double> %86, double %101, i64 4
	%104 = fcmp ogt double %95, %102
	%105 = fcmp oeq double %95, %102
	%106 = bitcast double %102 to i64
	%107 = icmp slt i64 %106, 0
	%108 = and i1 %105, %107
	%109 = fcmp uno double %95, %95
	%110 = or i1 %104, %109
	%111 = or i1 %110, %108
	%112 = select i1 %111, double %95, double %102
	%113 = add i64 %22, 5
	%114 = getelementptr inbounds double, double* %2, i64 %113
	%115 = load double, double* %114
	%116 = getelementptr inbounds double, double* %4, i64 %113
	%117 = load double, double* %116
	%118 = fmul double %115, %117
	%119 = fadd double %115, %117
	%120 = insertelement <8 x double> %103, double %118, i64 5
	%121 = fcmp ogt double %112, %119
	%122 = fcmp oeq double %112, %119
	%123 = bitcast double %119 to i64
	%124 = icmp slt i64 %123, 0
	%125 = and i1 %122, %124
	%126 = fcmp uno double %112, %112
	%127 = or i1 %121, %126
	%128 = or i1 %127, %125
	%129 = select i1 %128, double %112, double %119
	%130 = add i64 %22, 6
	%131 = getelementptr inbounds double, double* %2, i64 %130
	%132 = load double, double* %131
	%133 = getelementptr inbounds double, double* %4, i64 %130
	%134 = load double, double* %133
	%135 = fmul double %132, %134
	%136 = fadd double %132, %134
	%137 = insertelement <8 x double> %120, double %135, i64 6
	%138 = fcmp ogt double %129, %136
	%139 = fcmp oeq double %129, %136
	%140 = bitcast double %136 to i64
	%141 = icmp slt i64 %140, 0
	%142 = and i1 %139, %141
	%143 = fcmp uno double %129, %129
	%144 = or i1 %138, %143
	%145 = or i1 %144, %142
	%146 = select i1 %145, double %129, double %136
	%147 = add i64 %22, 7
	%148 = getelementptr inbounds double, double* %2, i64 %147
	%149 = load double, double* %148
	%150 = getelementptr inbounds double, double* %4, i64 %147
	%151 = load double, double* %150
	%152 = fmul double %149, %151
	%153 = fadd double %149, %151
	%154 = insertelement <8 x double> %137, double %152, i64 7
	%155 = fcmp ogt double %146, %153
	%156 = fcmp oeq double %146, %153
	%157 = bitcast double %153 to i64
	%158 = icmp slt i64 %157, 0
	%159 = and i1 %156, %158
	%160 = fcmp uno double %146, %146
	%161 = or i1 %155, %160
	%162 = or i1 %161, %159
	%163 = select i1 %162, double %146, double %153
	%164 = fadd <8 x double> %18, %154
	%165 = add i64 %19, 1
	br label %cellblk1.head

cellblk1.exit:
	%166 = extractelement <8 x double> %18, i64 0
	%167 = getelementptr inbounds double, double* %0, i64 0
	store double %166, double* %167
	%168 = extractelement <8 x double> %18, i64 1
	%169 = getelementptr inbounds double, double* %0, i64 1
	store double %168, double* %169
	%170 = extractelement <8 x double> %18, i64 2
	%171 = getelementptr inbounds double, double* %0, i64 2
	store double %170, double* %171
	%172 = extractelement <8 x double> %18, i64 3
	%173 = getelementptr inbounds double, double* %0, i64 3
	store double %172, double* %173
	%174 = extractelement <8 x double> %18, i64 4
	%175 = getelementptr inbounds double, double* %0, i64 4
	store double %174, double* %175
	%176 = extractelement <8 x double> %18, i64 5
	%177 = getelementptr inbounds double, double* %0, i64 5
	store double %176, double* %177
	%178 = extractelement <8 x double> %18, i64 6
	%179 = getelementptr inbounds double, double* %0, i64 6
	store double %178, double* %179
	%180 = extractelement <8 x double> %18, i64 7
	%181 = getelementptr inbounds double, double* %0, i64 7
	store double %180, double* %181
	%182 = mul i64 %16, 8
	%183 = add i64 %13, %182
	br label %cell4.head

cell4.head:
	%184 = phi double [ %17, %cellblk1.exit ], [ %208, %cell4.body ]
	%185 = phi double [ 0.0, %cellblk1.exit ], [ %185, %cell4.body ]
	%186 = phi i64 [ %183, %cellblk1.exit ], [ %209, %cell4.body ]
	%187 = icmp slt i64 %186, %14
	br i1 %187, label %cell4.body, label %cell4.exit

cell4.body:
	%188 = getelementptr inbounds double, double* %2, i64 %186
	%189 = load double, double* %188
	%190 = getelementptr inbounds double, double* %4, i64 %186
	%191 = load double, double* %190
	%192 = fmul double %189, %191
	%193 = fadd double %189, %191
	%194 = sub i64 %186, %13
	%195 = and i64 %194, 7
	%196 = getelementptr inbounds double, double* %0, i64 %195
	%197 = load double, double* %196
	%198 = fadd double %197, %192
	%199 = getelementptr inbounds double, double* %0, i64 %195
	store double %198, double* %199
	%200 = fcmp ogt double %184, %193
	%201 = fcmp oeq double %184, %193
	%202 = bitcast double %193 to i64
	%203 = icmp slt i64 %202, 0
	%204 = and i1 %201, %203
	%205 = fcmp uno double %184, %184
	%206 = or i1 %200, %205
	%207 = or i1 %206, %204
	%208 = select i1 %207, double %184, double %193
	%209 = add i64 %186, 1
	br label %cell4.head

cell4.exit:
	%210 = getelementptr inbounds double, double* %0, i64 0
	%211 = load double, double* %210
	%212 = getelementptr inbounds double, double* %0, i64 1
	%213 = load double, double* %212
	%214 = getelementptr inbounds double, double* %0, i64 2
	%215 = load double, double* %214
	%216 = getelementptr inbounds double, double* %0, i64 3
	%217 = load double, double* %216
	%218 = getelementptr inbounds double, double* %0, i64 4
	%219 = load double, double* %218
	%220 = getelementptr inbounds double, double* %0, i64 5
	%221 = load double, double* %220
	%222 = getelementptr inbounds double, double* %0, i64 6
	%223 = load double, double* %222
	%224 = getelementptr inbounds double, double* %0, i64 7
	%225 = load double, double* %224
	%226 = fadd double %211, %219
	%227 = fadd double %213, %221
	%228 = fadd double %215, %223
	%229 = fadd double %217, %225
	%230 = fadd double %226, %228
	%231 = fadd double %227, %229
	%232 = fadd double %230, %231
	%233 = getelementptr inbounds double, double* %out, i64 0
	%234 = fcmp uno double %232, %232
	%235 = bitcast double %232 to i64
	%236 = select i1 %234, i64 u0x7FF8000000000000, i64 %235
	%237 = bitcast double* %233 to i64*
	store i64 %236, i64* %237
	%238 = getelementptr inbounds double, double* %out, i64 1
	%239 = fcmp uno double %184, %184
	%240 = bitcast double %184 to i64
	%241 = select i1 %239, i64 u0x7FF8000000000000, i64 %240
	%242 = bitcast double* %238 to i64*
	store i64 %241, i64* %242
	ret void
}

declare void @llvm.prefetch.p0i8(i8* %0, i32 %1, i32 %2, i32 %3) nounwind
