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
	%17 = phi double [ 0xFFF0000000000000, %entry ], [ %158, %cellblk1.body ]
	%18 = phi <8 x double> [ zeroinitializer, %entry ], [ %159, %cellblk1.body ]
	%19 = phi i64 [ 0, %entry ], [ %160, %cellblk1.body ]
	%20 = icmp slt i64 %19, %16
	br i1 %20, label %cellblk1.body, label %cellblk1.exit

cellblk1.body:
	%21 = mul i64 %19, 8
	%22 = add i64 %13, %21
	%23 = add i64 %22, 0
	%24 = getelementptr inbounds double, double* %2, i64 %23
	%25 = load double, double* %24
	%26 = getelementptr inbounds double, double* %4, i64 %23
	%27 = load double, double* %26
	%28 = fmul double %25, %27
	%29 = fadd double %25, %27
	%30 = insertelement <8 x double> zeroinitializer, double %28, i64 0
	%31 = fcmp ogt double %17, %29
	%32 = fcmp oeq double %17, %29
	%33 = bitcast double %29 to i64
	%34 = icmp slt i64 %33, 0
	%35 = and i1 %32, %34
	%36 = fcmp uno double %17, %17
	%37 = or i1 %31, %36
	%38 = or i1 %37, %35
	%39 = select i1 %38, double %17, double %29
	%40 = add i64 %22, 1
	%41 = getelementptr inbounds double, double* %2, i64 %40
	%42 = load double, double* %41
	%43 = getelementptr inbounds double, double* %4, i64 %40
	%44 = load double, double* %43
	%45 = fmul double %42, %44
	%46 = fadd double %42, %44
	%47 = insertelement <8 x double> %30, double %45, i64 1
	%48 = fcmp ogt double %39, %46
	%49 = fcmp oeq double %39, %46
	%50 = bitcast double %46 to i64
	%51 = icmp slt i64 %50, 0
	%52 = and i1 %49, %51
	%53 = fcmp uno double %39, %39
	%54 = or i1 %48, %53
	%55 = or i1 %54, %52
	%56 = select i1 %55, double %39, double %46
	%57 = add i64 %22, 2
	%58 = getelementptr inbounds double, double* %2, i64 %57
	%59 = load double, double* %58
	%60 = getelementptr inbounds double, double* %4, i64 %57
	%61 = load double, double* %60
	%62 = fmul double %59, %61
	%63 = fadd double %59, %61
	%64 = insertelement <8 x double> %47, double %62, i64 2
	%65 = fcmp ogt double %56, %63
	%66 = fcmp oeq double %56, %63
	%67 = bitcast double %63 to i64
	%68 = icmp slt i64 %67, 0
	%69 = and i1 %66, %68
	%70 = fcmp uno double %56, %56
	%71 = or i1 %65, %70
	%72 = or i1 %71, %69
	%73 = select i1 %72, double %56, double %63
	%74 = add i64 %22, 3
	%75 = getelementptr inbounds double, double* %2, i64 %74
	%76 = load double, double* %75
	%77 = getelementptr inbounds double, double* %4, i64 %74
	%78 = load double, double* %77
	%79 = fmul double %76, %78
	%80 = fadd double %76, %78
	%81 = insertelement <8 x double> %64, double %79, i64 3
	%82 = fcmp ogt double %73, %80
	%83 = fcmp oeq double %73, %80
	%84 = bitcast double %80 to i64
	%85 = icmp slt i64 %84, 0
	%86 = and i1 %83, %85
	%87 = fcmp uno double %73, %73
	%88 = or i1 %82, %87
	%89 = or i1 %88, %86
	%90 = select i1 %89, double %73, double %80
	%91 = add i64 %22, 4
	%92 = getelementptr inbounds double, double* %2, i64 %91
	%93 = load double, double* %92
	%94 = getelementptr inbounds double, double* %4, i64 %91
	%95 = load double, double* %94
	%96 = fmul double %93, %95
	%97 = fadd double %93, %95
	%98 = insertelement <8 x double> %81, double %96, i64 4
	%99 = fcmp ogt double %90, %97
	%100 = fcmp oeq double %90, %97
	%101 = bitcast double %97 to i64
	%102 = icmp slt i64 %101, 0
	%103 = and i1 %100, %102
	%104 = fcmp uno double %90, %90
	%105 = or i1 %99, %104
	%106 = or i1 %105, %103
	%107 = select i1 %106, double %90, double %97
	%108 = add i64 %22, 5
	%109 = getelementptr inbounds double, double* %2, i64 %108
	%110 = load double, double* %109
	%111 = getelementptr inbounds double, double* %4, i64 %108
	%112 = load double, double* %111
	%113 = fmul double %110, %112
	%114 = fadd double %110, %112
	%115 = insertelement <8 x double> %98, double %113, i64 5
	%116 = fcmp ogt double %107, %114
	%117 = fcmp oeq double %107, %114
	%118 = bitcast double %114 to i64
	%119 = icmp slt i64 %118, 0
	%120 = and i1 %117, %119
	%121 = fcmp uno double %107, %107
	%122 = or i1 %116, %121
	%123 = or i1 %122, %120
	%124 = select i1 %123, double %107, double %114
	%125 = add i64 %22, 6
	%126 = getelementptr inbounds double, double* %2, i64 %125
	%127 = load double, double* %126
	%128 = getelementptr inbounds double, double* %4, i64 %125
	%129 = load double, double* %128
	%130 = fmul double %127, %129
	%131 = fadd double %127, %129
	%132 = insertelement <8 x double> %115, double %130, i64 6
	%133 = fcmp ogt double %124, %131
	%134 = fcmp oeq double %124, %131
	%135 = bitcast double %131 to i64
	%136 = icmp slt i64 %135, 0
	%137 = and i1 %134, %136
	%138 = fcmp uno double %124, %124
	%139 = or i1 %133, %138
	%140 = or i1 %139, %137
	%141 = select i1 %140, double %124, double %131
	%142 = add i64 %22, 7
	%143 = getelementptr inbounds double, double* %2, i64 %142
	%144 = load double, double* %143
	%145 = getelementptr inbounds double, double* %4, i64 %142
	%146 = load double, double* %145
	%147 = fmul double %144, %146
	%148 = fadd double %144, %146
	%149 = insertelement <8 x double> %132, double %147, i64 7
	%150 = fcmp ogt double %141, %148
	%151 = fcmp oeq double %141, %148
	%152 = bitcast double %148 to i64
	%153 = icmp slt i64 %152, 0
	%154 = and i1 %151, %153
	%155 = fcmp uno double %141, %141
	%156 = or i1 %150, %155
	%157 = or i1 %156, %154
	%158 = select i1 %157, double %141, double %148
	%159 = fadd <8 x double> %18, %149
	%160 = add i64 %19, 1
	br label %cellblk1.head

cellblk1.exit:
	%161 = extractelement <8 x double> %18, i64 0
	%162 = getelementptr inbounds double, double* %0, i64 0
	store double %161, double* %162
	%163 = extractelement <8 x double> %18, i64 1
	%164 = getelementptr inbounds double, double* %0, i64 1
	store double %163, double* %164
	%165 = extractelement <8 x double> %18, i64 2
	%166 = getelementptr inbounds double, double* %0, i64 2
	store double %165, double* %166
	%167 = extractelement <8 x double> %18, i64 3
	%168 = getelementptr inbounds double, double* %0, i64 3
	store double %167, double* %168
	%169 = extractelement <8 x double> %18, i64 4
	%170 = getelementptr inbounds double, double* %0, i64 4
	store double %169, double* %170
	%171 = extractelement <8 x double> %18, i64 5
	%172 = getelementptr inbounds double, double* %0, i64 5
	store double %171, double* %172
	%173 = extractelement <8 x double> %18, i64 6
	%174 = getelementptr inbounds double, double* %0, i64 6
	store double %173, double* %174
	%175 = extractelement <8 x double> %18, i64 7
	%176 = getelementptr inbounds double, double* %0, i64 7
	store double %175, double* %176
	%177 = mul i64 %16, 8
	%178 = add i64 %13, %177
	br label %cell4.head

cell4.head:
	%179 = phi double [ %17, %cellblk1.exit ], [ %203, %cell4.body ]
	%180 = phi double [ 0.0, %cellblk1.exit ], [ %180, %cell4.body ]
	%181 = phi i64 [ %178, %cellblk1.exit ], [ %204, %cell4.body ]
	%182 = icmp slt i64 %181, %14
	br i1 %182, label %cell4.body, label %cell4.exit

cell4.body:
	%183 = getelementptr inbounds double, double* %2, i64 %181
	%184 = load double, double* %183
	%185 = getelementptr inbounds double, double* %4, i64 %181
	%186 = load double, double* %185
	%187 = fmul double %184, %186
	%188 = fadd double %184, %186
	%189 = sub i64 %181, %13
	%190 = and i64 %189, 7
	%191 = getelementptr inbounds double, double* %0, i64 %190
	%192 = load double, double* %191
	%193 = fadd double %192, %187
	%194 = getelementptr inbounds double, double* %0, i64 %190
	store double %193, double* %194
	%195 = fcmp ogt double %179, %188
	%196 = fcmp oeq double %179, %188
	%197 = bitcast double %188 to i64
	%198 = icmp slt i64 %197, 0
	%199 = and i1 %196, %198
	%200 = fcmp uno double %179, %179
	%201 = or i1 %195, %200
	%202 = or i1 %201, %199
	%203 = select i1 %202, double %179, double %188
	%204 = add i64 %181, 1
	br label %cell4.head

cell4.exit:
	%205 = getelementptr inbounds double, double* %0, i64 0
	%206 = load double, double* %205
	%207 = getelementptr inbounds double, double* %0, i64 1
	%208 = load double, double* %207
	%209 = getelementptr inbounds double, double* %0, i64 2
	%210 = load double, double* %209
	%211 = getelementptr inbounds double, double* %0, i64 3
	%212 = load double, double* %211
	%213 = getelementptr inbounds double, double* %0, i64 4
	%214 = load double, double* %213
	%215 = getelementptr inbounds double, double* %0, i64 5
	%216 = load double, double* %215
	%217 = getelementptr inbounds double, double* %0, i64 6
	%218 = load double, double* %217
	%219 = getelementptr inbounds double, double* %0, i64 7
	%220 = load double, double* %219
	%221 = fadd double %206, %214
	%222 = fadd double %208, %216
	%223 = fadd double %210, %218
	%224 = fadd double %212, %220
	%225 = fadd double %221, %223
	%226 = fadd double %222, %224
	%227 = fadd double %225, %226
	%228 = getelementptr inbounds double, double* %out, i64 0
	%229 = fcmp uno double %227, %227
	%230 = bitcast double %227 to i64
	%231 = select i1 %229, i64 u0x7FF8000000000000, i64 %230
	%232 = bitcast double* %228 to i64*
	store i64 %231, i64* %232
	%233 = getelementptr inbounds double, double* %out, i64 1
	%234 = fcmp uno double %179, %179
	%235 = bitcast double %179 to i64
	%236 = select i1 %234, i64 u0x7FF8000000000000, i64 %235
	%237 = bitcast double* %233 to i64*
	store i64 %236, i64* %237
	ret void
}
