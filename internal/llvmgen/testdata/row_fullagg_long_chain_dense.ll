; Golden IR of llvmgen test case row_fullagg_long_chain_dense (row full_agg, dense driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan row full_agg(sum) sparse_safe=false hash=98f13300e4acc1d4caeac483fa1f07c4
;     in0 main dense matrix <- hop 0
;     in1 side dense scalar <- hop 3
;     in2 side dense scalar <- hop 6
;     in3 side dense scalar <- hop 9
;     in4 side dense scalar <- hop 12
;     in5 side dense scalar <- hop 15
;     in6 side dense scalar <- hop 18
;     in7 side dense scalar <- hop 21
;     in8 side dense scalar <- hop 24
;     in9 side dense scalar <- hop 27
;     in10 side dense scalar <- hop 30
;     in11 side dense scalar <- hop 33
;     in12 side dense scalar <- hop 36
;     in13 side dense scalar <- hop 39
;     in14 side dense scalar <- hop 42
;     t1 = rowsum(in0)
;     t2 = in0 / t1
;     t4 = t2 * in1
;     t5 = sqrt(t4)
;     t7 = t5 * in2
;     t8 = sqrt(t7)
;     t10 = t8 * in3
;     t11 = sqrt(t10)
;     t13 = t11 * in4
;     t14 = sqrt(t13)
;     t16 = t14 * in5
;     t17 = sqrt(t16)
;     t19 = t17 * in6
;     t20 = sqrt(t19)
;     t22 = t20 * in7
;     t23 = sqrt(t22)
;     t25 = t23 * in8
;     t26 = sqrt(t25)
;     t28 = t26 * in9
;     t29 = sqrt(t28)
;     t31 = t29 * in10
;     t32 = sqrt(t31)
;     t34 = t32 * in11
;     t35 = sqrt(t34)
;     t37 = t35 * in12
;     t38 = sqrt(t37)
;     t40 = t38 * in13
;     t41 = sqrt(t40)
;     t43 = t41 * in14
;     t44 = sqrt(t43)
;     out0 = fulsum(t44)

define void @fj_98f13300e4acc1d4caeac483fa1f07c4(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
entry:
	%0 = getelementptr inbounds double*, double** %vals, i64 0
	%1 = load double*, double** %0
	%2 = getelementptr inbounds double, double* %scalars, i64 1
	%3 = load double, double* %2
	%4 = getelementptr inbounds double, double* %scalars, i64 2
	%5 = load double, double* %4
	%6 = getelementptr inbounds double, double* %scalars, i64 3
	%7 = load double, double* %6
	%8 = getelementptr inbounds double, double* %scalars, i64 4
	%9 = load double, double* %8
	%10 = getelementptr inbounds double, double* %scalars, i64 5
	%11 = load double, double* %10
	%12 = getelementptr inbounds double, double* %scalars, i64 6
	%13 = load double, double* %12
	%14 = getelementptr inbounds double, double* %scalars, i64 7
	%15 = load double, double* %14
	%16 = getelementptr inbounds double, double* %scalars, i64 8
	%17 = load double, double* %16
	%18 = getelementptr inbounds double, double* %scalars, i64 9
	%19 = load double, double* %18
	%20 = getelementptr inbounds double, double* %scalars, i64 10
	%21 = load double, double* %20
	%22 = getelementptr inbounds double, double* %scalars, i64 11
	%23 = load double, double* %22
	%24 = getelementptr inbounds double, double* %scalars, i64 12
	%25 = load double, double* %24
	%26 = getelementptr inbounds double, double* %scalars, i64 13
	%27 = load double, double* %26
	%28 = getelementptr inbounds double, double* %scalars, i64 14
	%29 = load double, double* %28
	%30 = getelementptr inbounds i64, i64* %aux, i64 0
	%31 = load i64, i64* %30
	%32 = inttoptr i64 %31 to double*
	%33 = getelementptr inbounds i64, i64* %aux, i64 5
	%34 = load i64, i64* %33
	%35 = getelementptr inbounds i64, i64* %aux, i64 6
	%36 = load i64, i64* %35
	%37 = getelementptr double, double* %32, i64 %34
	%38 = getelementptr inbounds i64, i64* %aux, i64 8
	%39 = load i64, i64* %38
	%40 = getelementptr inbounds i64, i64* %aux, i64 9
	%41 = load i64, i64* %40
	%42 = getelementptr double, double* %32, i64 %39
	%43 = getelementptr inbounds i64, i64* %aux, i64 11
	%44 = load i64, i64* %43
	%45 = getelementptr inbounds i64, i64* %aux, i64 12
	%46 = load i64, i64* %45
	%47 = getelementptr double, double* %32, i64 %44
	%48 = getelementptr inbounds i64, i64* %aux, i64 14
	%49 = load i64, i64* %48
	%50 = getelementptr inbounds i64, i64* %aux, i64 15
	%51 = load i64, i64* %50
	%52 = getelementptr double, double* %32, i64 %49
	%53 = getelementptr inbounds i64, i64* %aux, i64 17
	%54 = load i64, i64* %53
	%55 = getelementptr inbounds i64, i64* %aux, i64 18
	%56 = load i64, i64* %55
	%57 = getelementptr double, double* %32, i64 %54
	%58 = getelementptr inbounds i64, i64* %aux, i64 20
	%59 = load i64, i64* %58
	%60 = getelementptr inbounds i64, i64* %aux, i64 21
	%61 = load i64, i64* %60
	%62 = getelementptr double, double* %32, i64 %59
	%63 = getelementptr inbounds i64, i64* %aux, i64 23
	%64 = load i64, i64* %63
	%65 = getelementptr inbounds i64, i64* %aux, i64 24
	%66 = load i64, i64* %65
	%67 = getelementptr double, double* %32, i64 %64
	%68 = getelementptr inbounds i64, i64* %aux, i64 26
	%69 = load i64, i64* %68
	%70 = getelementptr inbounds i64, i64* %aux, i64 27
	%71 = load i64, i64* %70
	%72 = getelementptr double, double* %32, i64 %69
	%73 = getelementptr inbounds i64, i64* %aux, i64 29
	%74 = load i64, i64* %73
	%75 = getelementptr inbounds i64, i64* %aux, i64 30
	%76 = load i64, i64* %75
	%77 = getelementptr double, double* %32, i64 %74
	%78 = getelementptr inbounds i64, i64* %aux, i64 32
	%79 = load i64, i64* %78
	%80 = getelementptr inbounds i64, i64* %aux, i64 33
	%81 = load i64, i64* %80
	%82 = getelementptr double, double* %32, i64 %79
	%83 = getelementptr inbounds i64, i64* %aux, i64 35
	%84 = load i64, i64* %83
	%85 = getelementptr inbounds i64, i64* %aux, i64 36
	%86 = load i64, i64* %85
	%87 = getelementptr double, double* %32, i64 %84
	%88 = getelementptr inbounds i64, i64* %aux, i64 38
	%89 = load i64, i64* %88
	%90 = getelementptr inbounds i64, i64* %aux, i64 39
	%91 = load i64, i64* %90
	%92 = getelementptr double, double* %32, i64 %89
	%93 = getelementptr inbounds i64, i64* %aux, i64 41
	%94 = load i64, i64* %93
	%95 = getelementptr inbounds i64, i64* %aux, i64 42
	%96 = load i64, i64* %95
	%97 = getelementptr double, double* %32, i64 %94
	%98 = getelementptr inbounds i64, i64* %aux, i64 44
	%99 = load i64, i64* %98
	%100 = getelementptr inbounds i64, i64* %aux, i64 45
	%101 = load i64, i64* %100
	%102 = getelementptr double, double* %32, i64 %99
	%103 = getelementptr inbounds i64, i64* %aux, i64 47
	%104 = load i64, i64* %103
	%105 = getelementptr inbounds i64, i64* %aux, i64 48
	%106 = load i64, i64* %105
	%107 = getelementptr double, double* %32, i64 %104
	%108 = getelementptr inbounds i64, i64* %aux, i64 50
	%109 = load i64, i64* %108
	%110 = getelementptr inbounds i64, i64* %aux, i64 51
	%111 = load i64, i64* %110
	%112 = getelementptr double, double* %32, i64 %109
	%113 = getelementptr inbounds i64, i64* %aux, i64 53
	%114 = load i64, i64* %113
	%115 = getelementptr inbounds i64, i64* %aux, i64 54
	%116 = load i64, i64* %115
	%117 = getelementptr double, double* %32, i64 %114
	%118 = getelementptr inbounds i64, i64* %aux, i64 56
	%119 = load i64, i64* %118
	%120 = getelementptr inbounds i64, i64* %aux, i64 57
	%121 = load i64, i64* %120
	%122 = getelementptr double, double* %32, i64 %119
	%123 = getelementptr inbounds i64, i64* %aux, i64 59
	%124 = load i64, i64* %123
	%125 = getelementptr inbounds i64, i64* %aux, i64 60
	%126 = load i64, i64* %125
	%127 = getelementptr double, double* %32, i64 %124
	%128 = getelementptr inbounds i64, i64* %aux, i64 62
	%129 = load i64, i64* %128
	%130 = getelementptr inbounds i64, i64* %aux, i64 63
	%131 = load i64, i64* %130
	%132 = getelementptr double, double* %32, i64 %129
	%133 = getelementptr inbounds i64, i64* %aux, i64 65
	%134 = load i64, i64* %133
	%135 = getelementptr inbounds i64, i64* %aux, i64 66
	%136 = load i64, i64* %135
	%137 = getelementptr double, double* %32, i64 %134
	%138 = getelementptr inbounds i64, i64* %aux, i64 68
	%139 = load i64, i64* %138
	%140 = getelementptr inbounds i64, i64* %aux, i64 69
	%141 = load i64, i64* %140
	%142 = getelementptr double, double* %32, i64 %139
	%143 = getelementptr inbounds i64, i64* %aux, i64 71
	%144 = load i64, i64* %143
	%145 = getelementptr inbounds i64, i64* %aux, i64 72
	%146 = load i64, i64* %145
	%147 = getelementptr double, double* %32, i64 %144
	%148 = getelementptr inbounds i64, i64* %aux, i64 74
	%149 = load i64, i64* %148
	%150 = getelementptr inbounds i64, i64* %aux, i64 75
	%151 = load i64, i64* %150
	%152 = getelementptr double, double* %32, i64 %149
	%153 = getelementptr inbounds i64, i64* %aux, i64 77
	%154 = load i64, i64* %153
	%155 = getelementptr inbounds i64, i64* %aux, i64 78
	%156 = load i64, i64* %155
	%157 = getelementptr double, double* %32, i64 %154
	%158 = getelementptr inbounds i64, i64* %aux, i64 80
	%159 = load i64, i64* %158
	%160 = getelementptr inbounds i64, i64* %aux, i64 81
	%161 = load i64, i64* %160
	%162 = getelementptr double, double* %32, i64 %159
	%163 = getelementptr inbounds i64, i64* %aux, i64 83
	%164 = load i64, i64* %163
	%165 = getelementptr inbounds i64, i64* %aux, i64 84
	%166 = load i64, i64* %165
	%167 = getelementptr double, double* %32, i64 %164
	%168 = getelementptr inbounds i64, i64* %aux, i64 86
	%169 = load i64, i64* %168
	%170 = getelementptr inbounds i64, i64* %aux, i64 87
	%171 = load i64, i64* %170
	%172 = getelementptr double, double* %32, i64 %169
	%173 = getelementptr inbounds i64, i64* %aux, i64 89
	%174 = load i64, i64* %173
	%175 = getelementptr inbounds i64, i64* %aux, i64 90
	%176 = load i64, i64* %175
	%177 = getelementptr double, double* %32, i64 %174
	%178 = getelementptr inbounds i64, i64* %aux, i64 92
	%179 = load i64, i64* %178
	%180 = getelementptr inbounds i64, i64* %aux, i64 93
	%181 = load i64, i64* %180
	%182 = getelementptr double, double* %32, i64 %179
	%183 = getelementptr inbounds i64, i64* %aux, i64 95
	%184 = load i64, i64* %183
	%185 = getelementptr inbounds i64, i64* %aux, i64 96
	%186 = load i64, i64* %185
	%187 = getelementptr double, double* %32, i64 %184
	%188 = getelementptr inbounds i64, i64* %aux, i64 98
	%189 = load i64, i64* %188
	%190 = getelementptr inbounds i64, i64* %aux, i64 99
	%191 = load i64, i64* %190
	%192 = getelementptr double, double* %32, i64 %189
	%193 = getelementptr inbounds i64, i64* %aux, i64 101
	%194 = load i64, i64* %193
	%195 = getelementptr inbounds i64, i64* %aux, i64 102
	%196 = load i64, i64* %195
	%197 = getelementptr double, double* %32, i64 %194
	%198 = getelementptr inbounds i64, i64* %aux, i64 104
	%199 = load i64, i64* %198
	%200 = getelementptr inbounds i64, i64* %aux, i64 105
	%201 = load i64, i64* %200
	%202 = getelementptr double, double* %32, i64 %199
	%203 = getelementptr inbounds i64, i64* %aux, i64 107
	%204 = load i64, i64* %203
	%205 = getelementptr inbounds i64, i64* %aux, i64 108
	%206 = load i64, i64* %205
	%207 = getelementptr double, double* %32, i64 %204
	%208 = getelementptr inbounds i64, i64* %aux, i64 110
	%209 = load i64, i64* %208
	%210 = getelementptr inbounds i64, i64* %aux, i64 111
	%211 = load i64, i64* %210
	%212 = getelementptr double, double* %32, i64 %209
	%213 = getelementptr inbounds i64, i64* %aux, i64 113
	%214 = load i64, i64* %213
	%215 = getelementptr inbounds i64, i64* %aux, i64 114
	%216 = load i64, i64* %215
	%217 = getelementptr double, double* %32, i64 %214
	%218 = getelementptr inbounds i64, i64* %aux, i64 116
	%219 = load i64, i64* %218
	%220 = getelementptr inbounds i64, i64* %aux, i64 117
	%221 = load i64, i64* %220
	%222 = getelementptr double, double* %32, i64 %219
	%223 = getelementptr inbounds i64, i64* %aux, i64 119
	%224 = load i64, i64* %223
	%225 = getelementptr inbounds i64, i64* %aux, i64 120
	%226 = load i64, i64* %225
	%227 = getelementptr double, double* %32, i64 %224
	%228 = getelementptr inbounds i64, i64* %aux, i64 122
	%229 = load i64, i64* %228
	%230 = getelementptr inbounds i64, i64* %aux, i64 123
	%231 = load i64, i64* %230
	%232 = getelementptr double, double* %32, i64 %229
	%233 = getelementptr inbounds i64, i64* %aux, i64 125
	%234 = load i64, i64* %233
	%235 = getelementptr inbounds i64, i64* %aux, i64 126
	%236 = load i64, i64* %235
	%237 = getelementptr double, double* %32, i64 %234
	%238 = getelementptr inbounds i64, i64* %aux, i64 128
	%239 = load i64, i64* %238
	%240 = getelementptr inbounds i64, i64* %aux, i64 129
	%241 = load i64, i64* %240
	%242 = getelementptr double, double* %32, i64 %239
	%243 = getelementptr inbounds i64, i64* %aux, i64 131
	%244 = load i64, i64* %243
	%245 = getelementptr inbounds i64, i64* %aux, i64 132
	%246 = load i64, i64* %245
	%247 = getelementptr double, double* %32, i64 %244
	%248 = getelementptr inbounds i64, i64* %aux, i64 134
	%249 = load i64, i64* %248
	%250 = getelementptr inbounds i64, i64* %aux, i64 135
	%251 = load i64, i64* %250
	%252 = getelementptr double, double* %32, i64 %249
	%253 = getelementptr inbounds i64, i64* %aux, i64 137
	%254 = load i64, i64* %253
	%255 = getelementptr inbounds i64, i64* %aux, i64 138
	%256 = load i64, i64* %255
	%257 = getelementptr double, double* %32, i64 %254
	br label %row1.head

row1.head:
	%258 = phi double [ 0.0, %entry ], [ %265, %row1.body ]
	%259 = phi i64 [ %rl, %entry ], [ %266, %row1.body ]
	%260 = icmp slt i64 %259, %ru
	br i1 %260, label %row1.body, label %row1.exit

row1.body:
	%261 = mul i64 %259, %36
	%262 = getelementptr double, double* %1, i64 %261
	%263 = call double @fjv_reduce_op35(double* %262, i64 %36) noinline
	call void @fjv_op7_vs(double* %262, double %263, double* %47, i64 %36) noinline
	call void @fjv_op6_vs(double* %47, double %3, double* %57, i64 %36) noinline
	call void @fjv_op22_v(double* %57, double* %62, i64 %36) noinline
	call void @fjv_op6_vs(double* %62, double %5, double* %72, i64 %36) noinline
	call void @fjv_op22_v(double* %72, double* %77, i64 %36) noinline
	call void @fjv_op6_vs(double* %77, double %7, double* %87, i64 %36) noinline
	call void @fjv_op22_v(double* %87, double* %92, i64 %36) noinline
	call void @fjv_op6_vs(double* %92, double %9, double* %102, i64 %36) noinline
	call void @fjv_op22_v(double* %102, double* %107, i64 %36) noinline
	call void @fjv_op6_vs(double* %107, double %11, double* %117, i64 %36) noinline
	call void @fjv_op22_v(double* %117, double* %122, i64 %36) noinline
	call void @fjv_op6_vs(double* %122, double %13, double* %132, i64 %36) noinline
	call void @fjv_op22_v(double* %132, double* %137, i64 %36) noinline
	call void @fjv_op6_vs(double* %137, double %15, double* %147, i64 %36) noinline
	call void @fjv_op22_v(double* %147, double* %152, i64 %36) noinline
	call void @fjv_op6_vs(double* %152, double %17, double* %162, i64 %36) noinline
	call void @fjv_op22_v(double* %162, double* %167, i64 %36) noinline
	call void @fjv_op6_vs(double* %167, double %19, double* %177, i64 %36) noinline
	call void @fjv_op22_v(double* %177, double* %182, i64 %36) noinline
	call void @fjv_op6_vs(double* %182, double %21, double* %192, i64 %36) noinline
	call void @fjv_op22_v(double* %192, double* %197, i64 %36) noinline
	call void @fjv_op6_vs(double* %197, double %23, double* %207, i64 %36) noinline
	call void @fjv_op22_v(double* %207, double* %212, i64 %36) noinline
	call void @fjv_op6_vs(double* %212, double %25, double* %222, i64 %36) noinline
	call void @fjv_op22_v(double* %222, double* %227, i64 %36) noinline
	call void @fjv_op6_vs(double* %227, double %27, double* %237, i64 %36) noinline
	call void @fjv_op22_v(double* %237, double* %242, i64 %36) noinline
	call void @fjv_op6_vs(double* %242, double %29, double* %252, i64 %36) noinline
	call void @fjv_op22_v(double* %252, double* %257, i64 %36) noinline
	%264 = call double @fjv_reduce_op35(double* %257, i64 %36) noinline
	%265 = fadd reassoc double %258, %264
	%266 = add i64 %259, 1
	br label %row1.head

row1.exit:
	%267 = getelementptr inbounds double, double* %out, i64 0
	store double %258, double* %267
	ret void
}

define internal double @fjv_reduce_op35(double* nocapture %a, i64 %n) nounwind {
entry:
	br label %k1.head

k1.head:
	%0 = phi double [ 0.0, %entry ], [ %5, %k1.body ]
	%1 = phi i64 [ 0, %entry ], [ %6, %k1.body ]
	%2 = icmp slt i64 %1, %n
	br i1 %2, label %k1.body, label %k1.exit

k1.body:
	%3 = getelementptr inbounds double, double* %a, i64 %1
	%4 = load double, double* %3
	%5 = fadd reassoc double %0, %4
	%6 = add i64 %1, 1
	br label %k1.head

k1.exit:
	ret double %0
}

define internal void @fjv_op7_vs(double* nocapture %x0, double %x1, double* noalias nocapture %c, i64 %n) nounwind {
entry:
	br label %k1.head

k1.head:
	%0 = phi i64 [ 0, %entry ], [ %6, %k1.body ]
	%1 = icmp slt i64 %0, %n
	br i1 %1, label %k1.body, label %k1.exit

k1.body:
	%2 = getelementptr inbounds double, double* %x0, i64 %0
	%3 = load double, double* %2
	%4 = fdiv double %3, %x1
	%5 = getelementptr inbounds double, double* %c, i64 %0
	store double %4, double* %5
	%6 = add i64 %0, 1
	br label %k1.head

k1.exit:
	ret void
}

define internal void @fjv_op6_vs(double* nocapture %x0, double %x1, double* noalias nocapture %c, i64 %n) nounwind {
entry:
	br label %k1.head

k1.head:
	%0 = phi i64 [ 0, %entry ], [ %6, %k1.body ]
	%1 = icmp slt i64 %0, %n
	br i1 %1, label %k1.body, label %k1.exit

k1.body:
	%2 = getelementptr inbounds double, double* %x0, i64 %0
	%3 = load double, double* %2
	%4 = fmul double %3, %x1
	%5 = getelementptr inbounds double, double* %c, i64 %0
	store double %4, double* %5
	%6 = add i64 %0, 1
	br label %k1.head

k1.exit:
	ret void
}

define internal void @fjv_op22_v(double* nocapture %x0, double* noalias nocapture %c, i64 %n) nounwind {
entry:
	br label %k1.head

k1.head:
	%0 = phi i64 [ 0, %entry ], [ %6, %k1.body ]
	%1 = icmp slt i64 %0, %n
	br i1 %1, label %k1.body, label %k1.exit

k1.body:
	%2 = getelementptr inbounds double, double* %x0, i64 %0
	%3 = load double, double* %2
	%4 = call double @llvm.sqrt.f64(double %3)
	%5 = getelementptr inbounds double, double* %c, i64 %0
	store double %4, double* %5
	%6 = add i64 %0, 1
	br label %k1.head

k1.exit:
	ret void
}

declare double @llvm.sqrt.f64(double %0) nounwind
