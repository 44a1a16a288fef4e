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
	%17 = phi double [ 0xFFF0000000000000, %entry ], [ %165, %cellblk1.body ]
	%18 = phi double [ 0.0, %entry ], [ %156, %cellblk1.body ]
	%19 = phi double [ 0.0, %entry ], [ %139, %cellblk1.body ]
	%20 = phi double [ 0.0, %entry ], [ %122, %cellblk1.body ]
	%21 = phi double [ 0.0, %entry ], [ %105, %cellblk1.body ]
	%22 = phi double [ 0.0, %entry ], [ %88, %cellblk1.body ]
	%23 = phi double [ 0.0, %entry ], [ %71, %cellblk1.body ]
	%24 = phi double [ 0.0, %entry ], [ %54, %cellblk1.body ]
	%25 = phi double [ 0.0, %entry ], [ %37, %cellblk1.body ]
	%26 = phi i64 [ 0, %entry ], [ %166, %cellblk1.body ]
	%27 = icmp slt i64 %26, %16
	br i1 %27, label %cellblk1.body, label %cellblk1.exit

cellblk1.body:
	%28 = mul i64 %26, 8
	%29 = add i64 %13, %28
	%30 = add i64 %29, 0
	%31 = getelementptr inbounds double, double* %2, i64 %30
	%32 = load double, double* %31
	%33 = getelementptr inbounds double, double* %4, i64 %30
	%34 = load double, double* %33
	%35 = fmul double %32, %34
	%36 = fadd double %32, %34
	%37 = fadd double %25, %35
	%38 = fcmp ogt double %17, %36
	%39 = fcmp oeq double %17, %36
	%40 = bitcast double %36 to i64
	%41 = icmp slt i64 %40, 0
	%42 = and i1 %39, %41
	%43 = fcmp uno double %17, %17
	%44 = or i1 %38, %43
	%45 = or i1 %44, %42
	%46 = select i1 %45, double %17, double %36
	%47 = add i64 %29, 1
	%48 = getelementptr inbounds double, double* %2, i64 %47
	%49 = load double, double* %48
	%50 = getelementptr inbounds double, double* %4, i64 %47
	%51 = load double, double* %50
	%52 = fmul double %49, %51
	%53 = fadd double %49, %51
	%54 = fadd double %24, %52
	%55 = fcmp ogt double %46, %53
	%56 = fcmp oeq double %46, %53
	%57 = bitcast double %53 to i64
	%58 = icmp slt i64 %57, 0
	%59 = and i1 %56, %58
	%60 = fcmp uno double %46, %46
	%61 = or i1 %55, %60
	%62 = or i1 %61, %59
	%63 = select i1 %62, double %46, double %53
	%64 = add i64 %29, 2
	%65 = getelementptr inbounds double, double* %2, i64 %64
	%66 = load double, double* %65
	%67 = getelementptr inbounds double, double* %4, i64 %64
	%68 = load double, double* %67
	%69 = fmul double %66, %68
	%70 = fadd double %66, %68
	%71 = fadd double %23, %69
	%72 = fcmp ogt double %63, %70
	%73 = fcmp oeq double %63, %70
	%74 = bitcast double %70 to i64
	%75 = icmp slt i64 %74, 0
	%76 = and i1 %73, %75
	%77 = fcmp uno double %63, %63
	%78 = or i1 %72, %77
	%79 = or i1 %78, %76
	%80 = select i1 %79, double %63, double %70
	%81 = add i64 %29, 3
	%82 = getelementptr inbounds double, double* %2, i64 %81
	%83 = load double, double* %82
	%84 = getelementptr inbounds double, double* %4, i64 %81
	%85 = load double, double* %84
	%86 = fmul double %83, %85
	%87 = fadd double %83, %85
	%88 = fadd double %22, %86
	%89 = fcmp ogt double %80, %87
	%90 = fcmp oeq double %80, %87
	%91 = bitcast double %87 to i64
	%92 = icmp slt i64 %91, 0
	%93 = and i1 %90, %92
	%94 = fcmp uno double %80, %80
	%95 = or i1 %89, %94
	%96 = or i1 %95, %93
	%97 = select i1 %96, double %80, double %87
	%98 = add i64 %29, 4
	%99 = getelementptr inbounds double, double* %2, i64 %98
	%100 = load double, double* %99
	%101 = getelementptr inbounds double, double* %4, i64 %98
	%102 = load double, double* %101
	%103 = fmul double %100, %102
	%104 = fadd double %100, %102
	%105 = fadd double %21, %103
	%106 = fcmp ogt double %97, %104
	%107 = fcmp oeq double %97, %104
	%108 = bitcast double %104 to i64
	%109 = icmp slt i64 %108, 0
	%110 = and i1 %107, %109
	%111 = fcmp uno double %97, %97
	%112 = or i1 %106, %111
	%113 = or i1 %112, %110
	%114 = select i1 %113, double %97, double %104
	%115 = add i64 %29, 5
	%116 = getelementptr inbounds double, double* %2, i64 %115
	%117 = load double, double* %116
	%118 = getelementptr inbounds double, double* %4, i64 %115
	%119 = load double, double* %118
	%120 = fmul double %117, %119
	%121 = fadd double %117, %119
	%122 = fadd double %20, %120
	%123 = fcmp ogt double %114, %121
	%124 = fcmp oeq double %114, %121
	%125 = bitcast double %121 to i64
	%126 = icmp slt i64 %125, 0
	%127 = and i1 %124, %126
	%128 = fcmp uno double %114, %114
	%129 = or i1 %123, %128
	%130 = or i1 %129, %127
	%131 = select i1 %130, double %114, double %121
	%132 = add i64 %29, 6
	%133 = getelementptr inbounds double, double* %2, i64 %132
	%134 = load double, double* %133
	%135 = getelementptr inbounds double, double* %4, i64 %132
	%136 = load double, double* %135
	%137 = fmul double %134, %136
	%138 = fadd double %134, %136
	%139 = fadd double %19, %137
	%140 = fcmp ogt double %131, %138
	%141 = fcmp oeq double %131, %138
	%142 = bitcast double %138 to i64
	%143 = icmp slt i64 %142, 0
	%144 = and i1 %141, %143
	%145 = fcmp uno double %131, %131
	%146 = or i1 %140, %145
	%147 = or i1 %146, %144
	%148 = select i1 %147, double %131, double %138
	%149 = add i64 %29, 7
	%150 = getelementptr inbounds double, double* %2, i64 %149
	%151 = load double, double* %150
	%152 = getelementptr inbounds double, double* %4, i64 %149
	%153 = load double, double* %152
	%154 = fmul double %151, %153
	%155 = fadd double %151, %153
	%156 = fadd double %18, %154
	%157 = fcmp ogt double %148, %155
	%158 = fcmp oeq double %148, %155
	%159 = bitcast double %155 to i64
	%160 = icmp slt i64 %159, 0
	%161 = and i1 %158, %160
	%162 = fcmp uno double %148, %148
	%163 = or i1 %157, %162
	%164 = or i1 %163, %161
	%165 = select i1 %164, double %148, double %155
	%166 = add i64 %26, 1
	br label %cellblk1.head

cellblk1.exit:
	%167 = getelementptr inbounds double, double* %0, i64 0
	store double %25, double* %167
	%168 = getelementptr inbounds double, double* %0, i64 1
	store double %24, double* %168
	%169 = getelementptr inbounds double, double* %0, i64 2
	store double %23, double* %169
	%170 = getelementptr inbounds double, double* %0, i64 3
	store double %22, double* %170
	%171 = getelementptr inbounds double, double* %0, i64 4
	store double %21, double* %171
	%172 = getelementptr inbounds double, double* %0, i64 5
	store double %20, double* %172
	%173 = getelementptr inbounds double, double* %0, i64 6
	store double %19, double* %173
	%174 = getelementptr inbounds double, double* %0, i64 7
	store double %18, double* %174
	%175 = mul i64 %16, 8
	%176 = add i64 %13, %175
	br label %cell4.head

cell4.head:
	%177 = phi double [ %17, %cellblk1.exit ], [ %201, %cell4.body ]
	%178 = phi double [ 0.0, %cellblk1.exit ], [ %178, %cell4.body ]
	%179 = phi i64 [ %176, %cellblk1.exit ], [ %202, %cell4.body ]
	%180 = icmp slt i64 %179, %14
	br i1 %180, label %cell4.body, label %cell4.exit

cell4.body:
	%181 = getelementptr inbounds double, double* %2, i64 %179
	%182 = load double, double* %181
	%183 = getelementptr inbounds double, double* %4, i64 %179
	%184 = load double, double* %183
	%185 = fmul double %182, %184
	%186 = fadd double %182, %184
	%187 = sub i64 %179, %13
	%188 = and i64 %187, 7
	%189 = getelementptr inbounds double, double* %0, i64 %188
	%190 = load double, double* %189
	%191 = fadd double %190, %185
	%192 = getelementptr inbounds double, double* %0, i64 %188
	store double %191, double* %192
	%193 = fcmp ogt double %177, %186
	%194 = fcmp oeq double %177, %186
	%195 = bitcast double %186 to i64
	%196 = icmp slt i64 %195, 0
	%197 = and i1 %194, %196
	%198 = fcmp uno double %177, %177
	%199 = or i1 %193, %198
	%200 = or i1 %199, %197
	%201 = select i1 %200, double %177, double %186
	%202 = add i64 %179, 1
	br label %cell4.head

cell4.exit:
	%203 = getelementptr inbounds double, double* %0, i64 0
	%204 = load double, double* %203
	%205 = getelementptr inbounds double, double* %0, i64 1
	%206 = load double, double* %205
	%207 = getelementptr inbounds double, double* %0, i64 2
	%208 = load double, double* %207
	%209 = getelementptr inbounds double, double* %0, i64 3
	%210 = load double, double* %209
	%211 = getelementptr inbounds double, double* %0, i64 4
	%212 = load double, double* %211
	%213 = getelementptr inbounds double, double* %0, i64 5
	%214 = load double, double* %213
	%215 = getelementptr inbounds double, double* %0, i64 6
	%216 = load double, double* %215
	%217 = getelementptr inbounds double, double* %0, i64 7
	%218 = load double, double* %217
	%219 = fadd double %204, %212
	%220 = fadd double %206, %214
	%221 = fadd double %208, %216
	%222 = fadd double %210, %218
	%223 = fadd double %219, %221
	%224 = fadd double %220, %222
	%225 = fadd double %223, %224
	%226 = getelementptr inbounds double, double* %out, i64 0
	%227 = fcmp uno double %225, %225
	%228 = bitcast double %225 to i64
	%229 = select i1 %227, i64 u0x7FF8000000000000, i64 %228
	%230 = bitcast double* %226 to i64*
	store i64 %229, i64* %230
	%231 = getelementptr inbounds double, double* %out, i64 1
	%232 = fcmp uno double %177, %177
	%233 = bitcast double %177 to i64
	%234 = select i1 %232, i64 u0x7FF8000000000000, i64 %233
	%235 = bitcast double* %231 to i64*
	store i64 %234, i64* %235
	ret void
}
