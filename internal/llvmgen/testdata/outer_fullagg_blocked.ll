; Golden IR of llvmgen test case outer_fullagg_blocked (outer full_agg, sparse_safe driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan outer full_agg(sum) sparse_safe=true hash=b80bedf4bf561d54116378128fe1f82b
;     in0 main sparse matrix <- hop 0
;     in1 side dense rows-i <- hop 1
;     in2 side dense rows-j <- hop 2
;     in3 side dense scalar <- hop 5
;     t1 = dot(in1[i,], in2[j,])
;     t3 = t1 + in3
;     t4 = log(t3)
;     t5 = in0 * t4
;     out0 = fulsum(t5)

define void @fj_b80bedf4bf561d54116378128fe1f82b(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
entry:
	%0 = alloca double, i64 8
	%1 = getelementptr inbounds double*, double** %vals, i64 0
	%2 = load double*, double** %1
	%3 = getelementptr inbounds i64*, i64** %rowptr, i64 0
	%4 = load i64*, i64** %3
	%5 = getelementptr inbounds i32*, i32** %colidx, i64 0
	%6 = load i32*, i32** %5
	%7 = getelementptr inbounds double*, double** %vals, i64 1
	%8 = load double*, double** %7
	%9 = getelementptr inbounds double*, double** %vals, i64 2
	%10 = load double*, double** %9
	%11 = getelementptr inbounds double, double* %scalars, i64 3
	%12 = load double, double* %11
	%13 = getelementptr inbounds i64, i64* %aux, i64 2
	%14 = load i64, i64* %13
	%15 = getelementptr inbounds i64, i64* %aux, i64 3
	%16 = load i64, i64* %15
	%17 = getelementptr inbounds double, double* %0, i64 0
	store double 0.0, double* %17
	%18 = getelementptr inbounds double, double* %0, i64 1
	store double 0.0, double* %18
	%19 = getelementptr inbounds double, double* %0, i64 2
	store double 0.0, double* %19
	%20 = getelementptr inbounds double, double* %0, i64 3
	store double 0.0, double* %20
	%21 = getelementptr inbounds double, double* %0, i64 4
	store double 0.0, double* %21
	%22 = getelementptr inbounds double, double* %0, i64 5
	store double 0.0, double* %22
	%23 = getelementptr inbounds double, double* %0, i64 6
	store double 0.0, double* %23
	%24 = getelementptr inbounds double, double* %0, i64 7
	store double 0.0, double* %24
	%25 = getelementptr inbounds i64, i64* %aux, i64 5
	%26 = load i64, i64* %25
	%27 = getelementptr inbounds i64, i64* %aux, i64 6
	%28 = load i64, i64* %27
	%29 = getelementptr inbounds i64, i64* %aux, i64 7
	%30 = load i64, i64* %29
	%31 = getelementptr inbounds i64, i64* %aux, i64 8
	%32 = load i64, i64* %31
	%33 = getelementptr inbounds i64, i64* %aux, i64 9
	%34 = load i64, i64* %33
	%35 = icmp sgt i64 %34, %ru
	%36 = select i1 %35, i64 %34, i64 %ru
	%37 = mul i64 0, %m
	%38 = getelementptr inbounds i64, i64* %aux, i64 0
	%39 = load i64, i64* %38
	%40 = add i64 %39, %37
	%41 = inttoptr i64 %40 to double*
	%42 = mul i64 %28, 8
	%43 = add i64 %40, %42
	%44 = inttoptr i64 %43 to i64*
	%45 = mul i64 %30, 8
	%46 = add i64 %43, %45
	%47 = add i64 %m, 1
	%48 = mul i64 %47, 8
	%49 = add i64 %46, %48
	%50 = inttoptr i64 %46 to i64*
	%51 = inttoptr i64 %49 to i32*
	%52 = sub i64 %26, 1
	%53 = add i64 %m, %52
	%54 = sdiv i64 %53, %26
	br label %chunk1.head

chunk1.head:
	%55 = phi i64 [ %rl, %entry ], [ %93, %row139.exit ]
	%56 = phi double [ 0.0, %entry ], [ %752, %row139.exit ]
	%57 = icmp slt i64 %55, %ru
	br i1 %57, label %chunk1.check, label %chunk1.exit

chunk1.exit:
	%58 = getelementptr inbounds double, double* %0, i64 0
	%59 = load double, double* %58
	%60 = getelementptr inbounds double, double* %0, i64 1
	%61 = load double, double* %60
	%62 = getelementptr inbounds double, double* %0, i64 2
	%63 = load double, double* %62
	%64 = getelementptr inbounds double, double* %0, i64 3
	%65 = load double, double* %64
	%66 = getelementptr inbounds double, double* %0, i64 4
	%67 = load double, double* %66
	%68 = getelementptr inbounds double, double* %0, i64 5
	%69 = load double, double* %68
	%70 = getelementptr inbounds double, double* %0, i64 6
	%71 = load double, double* %70
	%72 = getelementptr inbounds double, double* %0, i64 7
	%73 = load double, double* %72
	%74 = fadd double %59, %67
	%75 = fadd double %61, %69
	%76 = fadd double %63, %71
	%77 = fadd double %65, %73
	%78 = fadd double %74, %76
	%79 = fadd double %75, %77
	%80 = fadd double %78, %79
	%81 = getelementptr inbounds double, double* %out, i64 0
	%82 = fcmp uno double %80, %80
	%83 = bitcast double %80 to i64
	%84 = select i1 %82, i64 u0x7FF8000000000000, i64 %83
	%85 = bitcast double* %81 to i64*
	store i64 %84, i64* %85
	ret void

chunk1.join:
	%86 = getelementptr inbounds i64, i64* %aux, i64 10
	%87 = load i64, i64* %86
	%88 = getelementptr inbounds i64, i64* %4, i64 %87
	%89 = load i64, i64* %88
	%90 = getelementptr inbounds i64, i64* %aux, i64 11
	%91 = load i64, i64* %90
	%92 = icmp slt i64 %91, %ru
	%93 = select i1 %92, i64 %91, i64 %ru
	br label %row139.head

chunk1.check:
	%94 = getelementptr inbounds i64, i64* %aux, i64 10
	%95 = load i64, i64* %94
	%96 = getelementptr inbounds i64, i64* %aux, i64 11
	%97 = load i64, i64* %96
	%98 = icmp sge i64 %55, %95
	%99 = icmp slt i64 %55, %97
	%100 = and i1 %98, %99
	br i1 %100, label %chunk1.join, label %chunk1.body

chunk1.body:
	%101 = getelementptr inbounds i64, i64* %4, i64 %55
	%102 = load i64, i64* %101
	%103 = add i64 %102, %28
	%104 = add i64 %55, %30
	%105 = icmp slt i64 %104, %36
	%106 = select i1 %105, i64 %104, i64 %36
	%107 = add i64 %55, 1
	br label %chunkend6.head

chunkend6.head:
	%108 = phi i64 [ %107, %chunk1.body ], [ %110, %chunkend6.head ]
	%109 = icmp slt i64 %108, %106
	%110 = add i64 %108, 1
	%111 = select i1 %109, i64 %110, i64 %55
	%112 = getelementptr inbounds i64, i64* %4, i64 %111
	%113 = load i64, i64* %112
	%114 = sub i64 %113, %102
	%115 = icmp sle i64 %114, u0x40000
	%116 = icmp sle i64 %113, %103
	%117 = icmp sle i64 %110, %ru
	%118 = or i1 %117, %115
	%119 = and i1 %116, %118
	%120 = and i1 %109, %119
	br i1 %120, label %chunkend6.head, label %chunkend6.exit

chunkend6.exit:
	%121 = getelementptr inbounds i64, i64* %4, i64 %108
	%122 = load i64, i64* %121
	%123 = sub i64 %122, %102
	%124 = sub i64 %108, %55
	%125 = mul i64 %124, %54
	%126 = mul i64 %123, %32
	%127 = icmp sge i64 %126, %125
	%128 = icmp sle i64 %123, u0x40000
	%129 = sub i64 %108, %55
	%130 = icmp sle i64 %129, u0x4000
	%131 = and i1 %128, %130
	%132 = and i1 %127, %131
	br i1 %132, label %walk8.sorted, label %walk8.rows

walk8.sorted:
	%133 = add i64 %m, 1
	br label %cntzero80.head

walk8.rows:
	%134 = select i1 %127, i64 %26, i64 %m
	%135 = xor i1 %127, true
	%136 = icmp sgt i64 %123, 8
	%137 = and i1 %135, %136
	%138 = sub i64 %122, 8
	br label %cursors10.head

cursors10.head:
	%139 = phi i64 [ %55, %walk8.rows ], [ %145, %cursors10.body ]
	%140 = icmp slt i64 %139, %108
	br i1 %140, label %cursors10.body, label %cursors10.exit

cursors10.body:
	%141 = getelementptr inbounds i64, i64* %4, i64 %139
	%142 = load i64, i64* %141
	%143 = sub i64 %139, %55
	%144 = getelementptr inbounds i64, i64* %44, i64 %143
	store i64 %142, i64* %144
	%145 = add i64 %139, 1
	br label %cursors10.head

cursors10.exit:
	br label %block13.head

block13.head:
	%146 = phi i64 [ 0, %cursors10.exit ], [ %160, %brow16.exit ]
	%147 = icmp slt i64 %146, %m
	br i1 %147, label %block13.body, label %block13.exit

block13.body:
	%148 = add i64 %146, %134
	br label %brow16.head

block13.exit:
	%149 = getelementptr inbounds i64, i64* %4, i64 %108
	%150 = load i64, i64* %149
	br label %preeval136.head

brow16.head:
	%151 = phi i64 [ %55, %block13.body ], [ %224, %bcell42.exit ]
	%152 = icmp slt i64 %151, %108
	br i1 %152, label %brow16.body, label %brow16.exit

brow16.body:
	%153 = sub i64 %151, %55
	%154 = add i64 %151, 1
	%155 = getelementptr inbounds i64, i64* %4, i64 %154
	%156 = load i64, i64* %155
	%157 = add i64 %151, 4
	%158 = icmp slt i64 %157, %108
	%159 = and i1 %137, %158
	br i1 %159, label %prefetchu19.check, label %prefetchu19.done

brow16.exit:
	%160 = add i64 %146, %134
	br label %block13.head

prefetchu19.body:
	%161 = mul i64 %157, %14
	%162 = getelementptr double, double* %8, i64 %161
	%163 = add i64 %14, 7
	%164 = sdiv i64 %163, 8
	br label %pfu22loop23.head

prefetchu19.done:
	%165 = getelementptr inbounds i64, i64* %44, i64 %153
	%166 = load i64, i64* %165
	br label %bcell42.head

prefetchu19.check:
	%167 = getelementptr inbounds i64, i64* %4, i64 %157
	%168 = load i64, i64* %167
	%169 = add i64 %157, 1
	%170 = getelementptr inbounds i64, i64* %4, i64 %169
	%171 = load i64, i64* %170
	%172 = icmp slt i64 %168, %171
	br i1 %172, label %prefetchu19.body, label %prefetchu19.done

pfu22.done:
	br label %prefetchu19.done

pfu22loop23.head:
	%173 = phi i64 [ 16, %prefetchu19.body ], [ %178, %pfu22loop23.body ]
	%174 = icmp slt i64 %173, %164
	br i1 %174, label %pfu22loop23.body, label %pfu22loop23.exit

pfu22loop23.body:
	%175 = mul i64 %173, 8
	%176 = getelementptr double, double* %162, i64 %175
	%177 = bitcast double* %176 to i8*
	call void @llvm.prefetch.p0i8(i8* %177, i32 0, i32 2, i32 1)
	%178 = add i64 %173, 1
	br label %pfu22loop23.head

pfu22loop23.exit:
	%179 = icmp slt i64 %164, 16
	%180 = select i1 %179, i64 %164, i64 16
	switch i64 %180, label %pfu22.done [
		i64 1, label %pfu22.line0
		i64 2, label %pfu22.line1
		i64 3, label %pfu22.line2
		i64 4, label %pfu22.line3
		i64 5, label %pfu22.line4
		i64 6, label %pfu22.line5
		i64 7, label %pfu22.line6
		i64 8, label %pfu22.line7
		i64 9, label %pfu22.line8
		i64 10, label %pfu22.line9
		i64 11, label %pfu22.line10
		i64 12, label %pfu22.line11
		i64 13, label %pfu22.line12
		i64 14, label %pfu22.line13
		i64 15, label %pfu22.line14
		i64 16, label %pfu22.line15
	]

pfu22.line0:
	%181 = getelementptr double, double* %162, i64 0
	%182 = bitcast double* %181 to i8*
	call void @llvm.prefetch.p0i8(i8* %182, i32 0, i32 2, i32 1)
	br label %pfu22.done

pfu22.line1:
	%183 = getelementptr double, double* %162, i64 8
	%184 = bitcast double* %183 to i8*
	call void @llvm.prefetch.p0i8(i8* %184, i32 0, i32 2, i32 1)
	br label %pfu22.line0

pfu22.line2:
	%185 = getelementptr double, double* %162, i64 16
	%186 = bitcast double* %185 to i8*
	call void @llvm.prefetch.p0i8(i8* %186, i32 0, i32 2, i32 1)
	br label %pfu22.line1

pfu22.line3:
	%187 = getelementptr double, double* %162, i64 24
	%188 = bitcast double* %187 to i8*
	call void @llvm.prefetch.p0i8(i8* %188, i32 0, i32 2, i32 1)
	br label %pfu22.line2

pfu22.line4:
	%189 = getelementptr double, double* %162, i64 32
	%190 = bitcast double* %189 to i8*
	call void @llvm.prefetch.p0i8(i8* %190, i32 0, i32 2, i32 1)
	br label %pfu22.line3

pfu22.line5:
	%191 = getelementptr double, double* %162, i64 40
	%192 = bitcast double* %191 to i8*
	call void @llvm.prefetch.p0i8(i8* %192, i32 0, i32 2, i32 1)
	br label %pfu22.line4

pfu22.line6:
	%193 = getelementptr double, double* %162, i64 48
	%194 = bitcast double* %193 to i8*
	call void @llvm.prefetch.p0i8(i8* %194, i32 0, i32 2, i32 1)
	br label %pfu22.line5

pfu22.line7:
	%195 = getelementptr double, double* %162, i64 56
	%196 = bitcast double* %195 to i8*
	call void @llvm.prefetch.p0i8(i8* %196, i32 0, i32 2, i32 1)
	br label %pfu22.line6

pfu22.line8:
	%197 = getelementptr double, double* %162, i64 64
	%198 = bitcast double* %197 to i8*
	call void @llvm.prefetch.p0i8(i8* %198, i32 0, i32 2, i32 1)
	br label %pfu22.line7

pfu22.line9:
	%199 = getelementptr double, double* %162, i64 72
	%200 = bitcast double* %199 to i8*
	call void @llvm.prefetch.p0i8(i8* %200, i32 0, i32 2, i32 1)
	br label %pfu22.line8

pfu22.line10:
	%201 = getelementptr double, double* %162, i64 80
	%202 = bitcast double* %201 to i8*
	call void @llvm.prefetch.p0i8(i8* %202, i32 0, i32 2, i32 1)
	br label %pfu22.line9

pfu22.line11:
	%203 = getelementptr double, double* %162, i64 88
	%204 = bitcast double* %203 to i8*
	call void @llvm.prefetch.p0i8(i8* %204, i32 0, i32 2, i32 1)
	br label %pfu22.line10

pfu22.line12:
	%205 = getelementptr double, double* %162, i64 96
	%206 = bitcast double* %205 to i8*
	call void @llvm.prefetch.p0i8(i8* %206, i32 0, i32 2, i32 1)
	br label %pfu22.line11

pfu22.line13:
	%207 = getelementptr double, double* %162, i64 104
	%208 = bitcast double* %207 to i8*
	call void @llvm.prefetch.p0i8(i8* %208, i32 0, i32 2, i32 1)
	br label %pfu22.line12

pfu22.line14:
	%209 = getelementptr double, double* %162, i64 112
	%210 = bitcast double* %209 to i8*
	call void @llvm.prefetch.p0i8(i8* %210, i32 0, i32 2, i32 1)
	br label %pfu22.line13

pfu22.line15:
	%211 = getelementptr double, double* %162, i64 120
	%212 = bitcast double* %211 to i8*
	call void @llvm.prefetch.p0i8(i8* %212, i32 0, i32 2, i32 1)
	br label %pfu22.line14

bcell42.head:
	%213 = phi i64 [ %166, %prefetchu19.done ], [ %361, %dotn69.exit ], [ %405, %dotn74.exit ], [ %423, %dot77.exit ]
	%214 = icmp slt i64 %213, %156
	%215 = select i1 %214, i64 %213, i64 0
	%216 = getelementptr inbounds i32, i32* %6, i64 %215
	%217 = load i32, i32* %216
	%218 = sext i32 %217 to i64
	%219 = icmp slt i64 %218, %148
	%220 = and i1 %214, %219
	br i1 %220, label %bcell42.body, label %bcell42.exit

bcell42.body:
	%221 = icmp slt i64 %213, %138
	%222 = and i1 %137, %221
	br i1 %222, label %prefetch45.body, label %prefetch45.done

bcell42.exit:
	%223 = getelementptr inbounds i64, i64* %44, i64 %153
	store i64 %213, i64* %223
	%224 = add i64 %151, 1
	br label %brow16.head

prefetch45.body:
	%225 = add i64 %213, 8
	%226 = getelementptr inbounds i32, i32* %6, i64 %225
	%227 = load i32, i32* %226
	%228 = sext i32 %227 to i64
	%229 = mul i64 %228, %14
	%230 = getelementptr double, double* %10, i64 %229
	%231 = add i64 %14, 7
	%232 = sdiv i64 %231, 8
	br label %pfline47loop48.head

prefetch45.done:
	%233 = add i64 %213, 3
	%234 = icmp slt i64 %233, %156
	%235 = select i1 %234, i64 %233, i64 0
	%236 = getelementptr inbounds i32, i32* %6, i64 %235
	%237 = load i32, i32* %236
	%238 = sext i32 %237 to i64
	%239 = icmp slt i64 %238, %148
	%240 = and i1 %234, %239
	br i1 %240, label %group67.body, label %group67.fewer

pfline47.done:
	br label %prefetch45.done

pfline47loop48.head:
	%241 = phi i64 [ 16, %prefetch45.body ], [ %246, %pfline47loop48.body ]
	%242 = icmp slt i64 %241, %232
	br i1 %242, label %pfline47loop48.body, label %pfline47loop48.exit

pfline47loop48.body:
	%243 = mul i64 %241, 8
	%244 = getelementptr double, double* %230, i64 %243
	%245 = bitcast double* %244 to i8*
	call void @llvm.prefetch.p0i8(i8* %245, i32 0, i32 2, i32 1)
	%246 = add i64 %241, 1
	br label %pfline47loop48.head

pfline47loop48.exit:
	%247 = icmp slt i64 %232, 16
	%248 = select i1 %247, i64 %232, i64 16
	switch i64 %248, label %pfline47.done [
		i64 1, label %pfline47.line0
		i64 2, label %pfline47.line1
		i64 3, label %pfline47.line2
		i64 4, label %pfline47.line3
		i64 5, label %pfline47.line4
		i64 6, label %pfline47.line5
		i64 7, label %pfline47.line6
		i64 8, label %pfline47.line7
		i64 9, label %pfline47.line8
		i64 10, label %pfline47.line9
		i64 11, label %pfline47.line10
		i64 12, label %pfline47.line11
		i64 13, label %pfline47.line12
		i64 14, label %pfline47.line13
		i64 15, label %pfline47.line14
		i64 16, label %pfline47.line15
	]

pfline47.line0:
	%249 = getelementptr double, double* %230, i64 0
	%250 = bitcast double* %249 to i8*
	call void @llvm.prefetch.p0i8(i8* %250, i32 0, i32 2, i32 1)
	br label %pfline47.done

pfline47.line1:
	%251 = getelementptr double, double* %230, i64 8
	%252 = bitcast double* %251 to i8*
	call void @llvm.prefetch.p0i8(i8* %252, i32 0, i32 2, i32 1)
	br label %pfline47.line0

pfline47.line2:
	%253 = getelementptr double, double* %230, i64 16
	%254 = bitcast double* %253 to i8*
	call void @llvm.prefetch.p0i8(i8* %254, i32 0, i32 2, i32 1)
	br label %pfline47.line1

pfline47.line3:
	%255 = getelementptr double, double* %230, i64 24
	%256 = bitcast double* %255 to i8*
	call void @llvm.prefetch.p0i8(i8* %256, i32 0, i32 2, i32 1)
	br label %pfline47.line2

pfline47.line4:
	%257 = getelementptr double, double* %230, i64 32
	%258 = bitcast double* %257 to i8*
	call void @llvm.prefetch.p0i8(i8* %258, i32 0, i32 2, i32 1)
	br label %pfline47.line3

pfline47.line5:
	%259 = getelementptr double, double* %230, i64 40
	%260 = bitcast double* %259 to i8*
	call void @llvm.prefetch.p0i8(i8* %260, i32 0, i32 2, i32 1)
	br label %pfline47.line4

pfline47.line6:
	%261 = getelementptr double, double* %230, i64 48
	%262 = bitcast double* %261 to i8*
	call void @llvm.prefetch.p0i8(i8* %262, i32 0, i32 2, i32 1)
	br label %pfline47.line5

pfline47.line7:
	%263 = getelementptr double, double* %230, i64 56
	%264 = bitcast double* %263 to i8*
	call void @llvm.prefetch.p0i8(i8* %264, i32 0, i32 2, i32 1)
	br label %pfline47.line6

pfline47.line8:
	%265 = getelementptr double, double* %230, i64 64
	%266 = bitcast double* %265 to i8*
	call void @llvm.prefetch.p0i8(i8* %266, i32 0, i32 2, i32 1)
	br label %pfline47.line7

pfline47.line9:
	%267 = getelementptr double, double* %230, i64 72
	%268 = bitcast double* %267 to i8*
	call void @llvm.prefetch.p0i8(i8* %268, i32 0, i32 2, i32 1)
	br label %pfline47.line8

pfline47.line10:
	%269 = getelementptr double, double* %230, i64 80
	%270 = bitcast double* %269 to i8*
	call void @llvm.prefetch.p0i8(i8* %270, i32 0, i32 2, i32 1)
	br label %pfline47.line9

pfline47.line11:
	%271 = getelementptr double, double* %230, i64 88
	%272 = bitcast double* %271 to i8*
	call void @llvm.prefetch.p0i8(i8* %272, i32 0, i32 2, i32 1)
	br label %pfline47.line10

pfline47.line12:
	%273 = getelementptr double, double* %230, i64 96
	%274 = bitcast double* %273 to i8*
	call void @llvm.prefetch.p0i8(i8* %274, i32 0, i32 2, i32 1)
	br label %pfline47.line11

pfline47.line13:
	%275 = getelementptr double, double* %230, i64 104
	%276 = bitcast double* %275 to i8*
	call void @llvm.prefetch.p0i8(i8* %276, i32 0, i32 2, i32 1)
	br label %pfline47.line12

pfline47.line14:
	%277 = getelementptr double, double* %230, i64 112
	%278 = bitcast double* %277 to i8*
	call void @llvm.prefetch.p0i8(i8* %278, i32 0, i32 2, i32 1)
	br label %pfline47.line13

pfline47.line15:
	%279 = getelementptr double, double* %230, i64 120
	%280 = bitcast double* %279 to i8*
	call void @llvm.prefetch.p0i8(i8* %280, i32 0, i32 2, i32 1)
	br label %pfline47.line14

group67.body:
	%281 = mul i64 %151, %14
	%282 = getelementptr double, double* %8, i64 %281
	%283 = mul i64 %218, %14
	%284 = getelementptr double, double* %10, i64 %283
	%285 = add i64 %213, 1
	%286 = getelementptr inbounds i32, i32* %6, i64 %285
	%287 = load i32, i32* %286
	%288 = sext i32 %287 to i64
	%289 = mul i64 %288, %14
	%290 = getelementptr double, double* %10, i64 %289
	%291 = add i64 %213, 2
	%292 = getelementptr inbounds i32, i32* %6, i64 %291
	%293 = load i32, i32* %292
	%294 = sext i32 %293 to i64
	%295 = mul i64 %294, %14
	%296 = getelementptr double, double* %10, i64 %295
	%297 = add i64 %213, 3
	%298 = getelementptr inbounds i32, i32* %6, i64 %297
	%299 = load i32, i32* %298
	%300 = sext i32 %299 to i64
	%301 = mul i64 %300, %14
	%302 = getelementptr double, double* %10, i64 %301
	br label %dotn69.head

group67.fewer:
	%303 = add i64 %213, 1
	%304 = icmp slt i64 %303, %156
	%305 = select i1 %304, i64 %303, i64 0
	%306 = getelementptr inbounds i32, i32* %6, i64 %305
	%307 = load i32, i32* %306
	%308 = sext i32 %307 to i64
	%309 = icmp slt i64 %308, %148
	%310 = and i1 %304, %309
	br i1 %310, label %group72.body, label %group72.fewer

dotn69.head:
	%311 = phi double [ 0.0, %group67.body ], [ %334, %dotn69.body ]
	%312 = phi double [ 0.0, %group67.body ], [ %330, %dotn69.body ]
	%313 = phi double [ 0.0, %group67.body ], [ %326, %dotn69.body ]
	%314 = phi double [ 0.0, %group67.body ], [ %322, %dotn69.body ]
	%315 = phi i64 [ 0, %group67.body ], [ %335, %dotn69.body ]
	%316 = icmp slt i64 %315, %14
	br i1 %316, label %dotn69.body, label %dotn69.exit

dotn69.body:
	%317 = getelementptr inbounds double, double* %282, i64 %315
	%318 = load double, double* %317
	%319 = getelementptr inbounds double, double* %284, i64 %315
	%320 = load double, double* %319
	%321 = fmul double %318, %320
	%322 = fadd reassoc double %314, %321
	%323 = getelementptr inbounds double, double* %290, i64 %315
	%324 = load double, double* %323
	%325 = fmul double %318, %324
	%326 = fadd reassoc double %313, %325
	%327 = getelementptr inbounds double, double* %296, i64 %315
	%328 = load double, double* %327
	%329 = fmul double %318, %328
	%330 = fadd reassoc double %312, %329
	%331 = getelementptr inbounds double, double* %302, i64 %315
	%332 = load double, double* %331
	%333 = fmul double %318, %332
	%334 = fadd reassoc double %311, %333
	%335 = add i64 %315, 1
	br label %dotn69.head

dotn69.exit:
	%336 = sub i64 %213, %102
	%337 = add i64 %336, 0
	%338 = getelementptr inbounds double, double* %41, i64 %337
	%339 = fcmp uno double %314, %314
	%340 = bitcast double %314 to i64
	%341 = select i1 %339, i64 u0x7FF8000000000000, i64 %340
	%342 = bitcast double* %338 to i64*
	store i64 %341, i64* %342
	%343 = add i64 %336, 1
	%344 = getelementptr inbounds double, double* %41, i64 %343
	%345 = fcmp uno double %313, %313
	%346 = bitcast double %313 to i64
	%347 = select i1 %345, i64 u0x7FF8000000000000, i64 %346
	%348 = bitcast double* %344 to i64*
	store i64 %347, i64* %348
	%349 = add i64 %336, 2
	%350 = getelementptr inbounds double, double* %41, i64 %349
	%351 = fcmp uno double %312, %312
	%352 = bitcast double %312 to i64
	%353 = select i1 %351, i64 u0x7FF8000000000000, i64 %352
	%354 = bitcast double* %350 to i64*
	store i64 %353, i64* %354
	%355 = add i64 %336, 3
	%356 = getelementptr inbounds double, double* %41, i64 %355
	%357 = fcmp uno double %311, %311
	%358 = bitcast double %311 to i64
	%359 = select i1 %357, i64 u0x7FF8000000000000, i64 %358
	%360 = bitcast double* %356 to i64*
	store i64 %359, i64* %360
	%361 = add i64 %213, 4
	br label %bcell42.head

group72.body:
	%362 = mul i64 %151, %14
	%363 = getelementptr double, double* %8, i64 %362
	%364 = mul i64 %218, %14
	%365 = getelementptr double, double* %10, i64 %364
	%366 = add i64 %213, 1
	%367 = getelementptr inbounds i32, i32* %6, i64 %366
	%368 = load i32, i32* %367
	%369 = sext i32 %368 to i64
	%370 = mul i64 %369, %14
	%371 = getelementptr double, double* %10, i64 %370
	br label %dotn74.head

group72.fewer:
	%372 = sub i64 %213, %102
	%373 = mul i64 %151, %14
	%374 = getelementptr double, double* %8, i64 %373
	%375 = mul i64 %218, %14
	%376 = getelementptr double, double* %10, i64 %375
	br label %dot77.head

dotn74.head:
	%377 = phi double [ 0.0, %group72.body ], [ %390, %dotn74.body ]
	%378 = phi double [ 0.0, %group72.body ], [ %386, %dotn74.body ]
	%379 = phi i64 [ 0, %group72.body ], [ %391, %dotn74.body ]
	%380 = icmp slt i64 %379, %14
	br i1 %380, label %dotn74.body, label %dotn74.exit

dotn74.body:
	%381 = getelementptr inbounds double, double* %363, i64 %379
	%382 = load double, double* %381
	%383 = getelementptr inbounds double, double* %365, i64 %379
	%384 = load double, double* %383
	%385 = fmul double %382, %384
	%386 = fadd reassoc double %378, %385
	%387 = getelementptr inbounds double, double* %371, i64 %379
	%388 = load double, double* %387
	%389 = fmul double %382, %388
	%390 = fadd reassoc double %377, %389
	%391 = add i64 %379, 1
	br label %dotn74.head

dotn74.exit:
	%392 = sub i64 %213, %102
	%393 = add i64 %392, 0
	%394 = getelementptr inbounds double, double* %41, i64 %393
	%395 = fcmp uno double %378, %378
	%396 = bitcast double %378 to i64
	%397 = select i1 %395, i64 u0x7FF8000000000000, i64 %396
	%398 = bitcast double* %394 to i64*
	store i64 %397, i64* %398
	%399 = add i64 %392, 1
	%400 = getelementptr inbounds double, double* %41, i64 %399
	%401 = fcmp uno double %377, %377
	%402 = bitcast double %377 to i64
	%403 = select i1 %401, i64 u0x7FF8000000000000, i64 %402
	%404 = bitcast double* %400 to i64*
	store i64 %403, i64* %404
	%405 = add i64 %213, 2
	br label %bcell42.head

dot77.head:
	%406 = phi double [ 0.0, %group72.fewer ], [ %414, %dot77.body ]
	%407 = phi i64 [ 0, %group72.fewer ], [ %415, %dot77.body ]
	%408 = icmp slt i64 %407, %14
	br i1 %408, label %dot77.body, label %dot77.exit

dot77.body:
	%409 = getelementptr inbounds double, double* %374, i64 %407
	%410 = load double, double* %409
	%411 = getelementptr inbounds double, double* %376, i64 %407
	%412 = load double, double* %411
	%413 = fmul double %410, %412
	%414 = fadd reassoc double %406, %413
	%415 = add i64 %407, 1
	br label %dot77.head

dot77.exit:
	%416 = mul i64 %28, 0
	%417 = add i64 %416, %372
	%418 = getelementptr inbounds double, double* %41, i64 %417
	%419 = fcmp uno double %406, %406
	%420 = bitcast double %406 to i64
	%421 = select i1 %419, i64 u0x7FF8000000000000, i64 %420
	%422 = bitcast double* %418 to i64*
	store i64 %421, i64* %422
	%423 = add i64 %213, 1
	br label %bcell42.head

cntzero80.head:
	%424 = phi i64 [ 0, %walk8.sorted ], [ %427, %cntzero80.body ]
	%425 = icmp slt i64 %424, %133
	br i1 %425, label %cntzero80.body, label %cntzero80.exit

cntzero80.body:
	%426 = getelementptr inbounds i64, i64* %50, i64 %424
	store i64 0, i64* %426
	%427 = add i64 %424, 1
	br label %cntzero80.head

cntzero80.exit:
	br label %cntcount83.head

cntcount83.head:
	%428 = phi i64 [ %102, %cntzero80.exit ], [ %438, %cntcount83.body ]
	%429 = icmp slt i64 %428, %122
	br i1 %429, label %cntcount83.body, label %cntcount83.exit

cntcount83.body:
	%430 = getelementptr inbounds i32, i32* %6, i64 %428
	%431 = load i32, i32* %430
	%432 = sext i32 %431 to i64
	%433 = add i64 %432, 1
	%434 = getelementptr inbounds i64, i64* %50, i64 %433
	%435 = load i64, i64* %434
	%436 = add i64 %435, 1
	%437 = getelementptr inbounds i64, i64* %50, i64 %433
	store i64 %436, i64* %437
	%438 = add i64 %428, 1
	br label %cntcount83.head

cntcount83.exit:
	%439 = add i64 %m, 1
	br label %cntprefix86.head

cntprefix86.head:
	%440 = phi i64 [ 0, %cntcount83.exit ], [ %445, %cntprefix86.body ]
	%441 = phi i64 [ 0, %cntcount83.exit ], [ %447, %cntprefix86.body ]
	%442 = icmp slt i64 %441, %439
	br i1 %442, label %cntprefix86.body, label %cntprefix86.exit

cntprefix86.body:
	%443 = getelementptr inbounds i64, i64* %50, i64 %441
	%444 = load i64, i64* %443
	%445 = add i64 %440, %444
	%446 = getelementptr inbounds i64, i64* %50, i64 %441
	store i64 %445, i64* %446
	%447 = add i64 %441, 1
	br label %cntprefix86.head

cntprefix86.exit:
	br label %sortrow89.head

sortrow89.head:
	%448 = phi i64 [ %55, %cntprefix86.exit ], [ %471, %sortcell92.exit ]
	%449 = icmp slt i64 %448, %108
	br i1 %449, label %sortrow89.body, label %sortrow89.exit

sortrow89.body:
	%450 = getelementptr inbounds i64, i64* %4, i64 %448
	%451 = load i64, i64* %450
	%452 = add i64 %448, 1
	%453 = getelementptr inbounds i64, i64* %4, i64 %452
	%454 = load i64, i64* %453
	br label %sortcell92.head

sortrow89.exit:
	br label %sortcol95.head

sortcell92.head:
	%455 = phi i64 [ %451, %sortrow89.body ], [ %470, %sortcell92.body ]
	%456 = icmp slt i64 %455, %454
	br i1 %456, label %sortcell92.body, label %sortcell92.exit

sortcell92.body:
	%457 = getelementptr inbounds i32, i32* %6, i64 %455
	%458 = load i32, i32* %457
	%459 = sext i32 %458 to i64
	%460 = getelementptr inbounds i64, i64* %50, i64 %459
	%461 = load i64, i64* %460
	%462 = add i64 %461, 1
	%463 = getelementptr inbounds i64, i64* %50, i64 %459
	store i64 %462, i64* %463
	%464 = sub i64 %448, %55
	%465 = shl i64 %464, 18
	%466 = sub i64 %455, %102
	%467 = or i64 %465, %466
	%468 = trunc i64 %467 to i32
	%469 = getelementptr inbounds i32, i32* %51, i64 %461
	store i32 %468, i32* %469
	%470 = add i64 %455, 1
	br label %sortcell92.head

sortcell92.exit:
	%471 = add i64 %448, 1
	br label %sortrow89.head

sortcol95.head:
	%472 = phi i64 [ 0, %sortrow89.exit ], [ %523, %colcell120.exit ]
	%473 = phi i64 [ 0, %sortrow89.exit ], [ %527, %colcell120.exit ]
	%474 = icmp slt i64 %473, %m
	br i1 %474, label %sortcol95.body, label %sortcol95.exit

sortcol95.body:
	%475 = getelementptr inbounds i64, i64* %50, i64 %473
	%476 = load i64, i64* %475
	%477 = add i64 %473, 8
	%478 = icmp slt i64 %477, %m
	br i1 %478, label %prefetchrow98.body, label %prefetchrow98.done

sortcol95.exit:
	br label %block13.exit

prefetchrow98.body:
	%479 = mul i64 %477, %14
	%480 = getelementptr double, double* %10, i64 %479
	%481 = add i64 %14, 7
	%482 = sdiv i64 %481, 8
	br label %pfrow100loop101.head

prefetchrow98.done:
	br label %colcell120.head

pfrow100.done:
	br label %prefetchrow98.done

pfrow100loop101.head:
	%483 = phi i64 [ 16, %prefetchrow98.body ], [ %488, %pfrow100loop101.body ]
	%484 = icmp slt i64 %483, %482
	br i1 %484, label %pfrow100loop101.body, label %pfrow100loop101.exit

pfrow100loop101.body:
	%485 = mul i64 %483, 8
	%486 = getelementptr double, double* %480, i64 %485
	%487 = bitcast double* %486 to i8*
	call void @llvm.prefetch.p0i8(i8* %487, i32 0, i32 3, i32 1)
	%488 = add i64 %483, 1
	br label %pfrow100loop101.head

pfrow100loop101.exit:
	%489 = icmp slt i64 %482, 16
	%490 = select i1 %489, i64 %482, i64 16
	switch i64 %490, label %pfrow100.done [
		i64 1, label %pfrow100.line0
		i64 2, label %pfrow100.line1
		i64 3, label %pfrow100.line2
		i64 4, label %pfrow100.line3
		i64 5, label %pfrow100.line4
		i64 6, label %pfrow100.line5
		i64 7, label %pfrow100.line6
		i64 8, label %pfrow100.line7
		i64 9, label %pfrow100.line8
		i64 10, label %pfrow100.line9
		i64 11, label %pfrow100.line10
		i64 12, label %pfrow100.line11
		i64 13, label %pfrow100.line12
		i64 14, label %pfrow100.line13
		i64 15, label %pfrow100.line14
		i64 16, label %pfrow100.line15
	]

pfrow100.line0:
	%491 = getelementptr double, double* %480, i64 0
	%492 = bitcast double* %491 to i8*
	call void @llvm.prefetch.p0i8(i8* %492, i32 0, i32 3, i32 1)
	br label %pfrow100.done

pfrow100.line1:
	%493 = getelementptr double, double* %480, i64 8
	%494 = bitcast double* %493 to i8*
	call void @llvm.prefetch.p0i8(i8* %494, i32 0, i32 3, i32 1)
	br label %pfrow100.line0

pfrow100.line2:
	%495 = getelementptr double, double* %480, i64 16
	%496 = bitcast double* %495 to i8*
	call void @llvm.prefetch.p0i8(i8* %496, i32 0, i32 3, i32 1)
	br label %pfrow100.line1

pfrow100.line3:
	%497 = getelementptr double, double* %480, i64 24
	%498 = bitcast double* %497 to i8*
	call void @llvm.prefetch.p0i8(i8* %498, i32 0, i32 3, i32 1)
	br label %pfrow100.line2

pfrow100.line4:
	%499 = getelementptr double, double* %480, i64 32
	%500 = bitcast double* %499 to i8*
	call void @llvm.prefetch.p0i8(i8* %500, i32 0, i32 3, i32 1)
	br label %pfrow100.line3

pfrow100.line5:
	%501 = getelementptr double, double* %480, i64 40
	%502 = bitcast double* %501 to i8*
	call void @llvm.prefetch.p0i8(i8* %502, i32 0, i32 3, i32 1)
	br label %pfrow100.line4

pfrow100.line6:
	%503 = getelementptr double, double* %480, i64 48
	%504 = bitcast double* %503 to i8*
	call void @llvm.prefetch.p0i8(i8* %504, i32 0, i32 3, i32 1)
	br label %pfrow100.line5

pfrow100.line7:
	%505 = getelementptr double, double* %480, i64 56
	%506 = bitcast double* %505 to i8*
	call void @llvm.prefetch.p0i8(i8* %506, i32 0, i32 3, i32 1)
	br label %pfrow100.line6

pfrow100.line8:
	%507 = getelementptr double, double* %480, i64 64
	%508 = bitcast double* %507 to i8*
	call void @llvm.prefetch.p0i8(i8* %508, i32 0, i32 3, i32 1)
	br label %pfrow100.line7

pfrow100.line9:
	%509 = getelementptr double, double* %480, i64 72
	%510 = bitcast double* %509 to i8*
	call void @llvm.prefetch.p0i8(i8* %510, i32 0, i32 3, i32 1)
	br label %pfrow100.line8

pfrow100.line10:
	%511 = getelementptr double, double* %480, i64 80
	%512 = bitcast double* %511 to i8*
	call void @llvm.prefetch.p0i8(i8* %512, i32 0, i32 3, i32 1)
	br label %pfrow100.line9

pfrow100.line11:
	%513 = getelementptr double, double* %480, i64 88
	%514 = bitcast double* %513 to i8*
	call void @llvm.prefetch.p0i8(i8* %514, i32 0, i32 3, i32 1)
	br label %pfrow100.line10

pfrow100.line12:
	%515 = getelementptr double, double* %480, i64 96
	%516 = bitcast double* %515 to i8*
	call void @llvm.prefetch.p0i8(i8* %516, i32 0, i32 3, i32 1)
	br label %pfrow100.line11

pfrow100.line13:
	%517 = getelementptr double, double* %480, i64 104
	%518 = bitcast double* %517 to i8*
	call void @llvm.prefetch.p0i8(i8* %518, i32 0, i32 3, i32 1)
	br label %pfrow100.line12

pfrow100.line14:
	%519 = getelementptr double, double* %480, i64 112
	%520 = bitcast double* %519 to i8*
	call void @llvm.prefetch.p0i8(i8* %520, i32 0, i32 3, i32 1)
	br label %pfrow100.line13

pfrow100.line15:
	%521 = getelementptr double, double* %480, i64 120
	%522 = bitcast double* %521 to i8*
	call void @llvm.prefetch.p0i8(i8* %522, i32 0, i32 3, i32 1)
	br label %pfrow100.line14

colcell120.head:
	%523 = phi i64 [ %472, %prefetchrow98.done ], [ %613, %cdotn125.exit ], [ %669, %cdotn130.exit ], [ %687, %dot133.exit ]
	%524 = icmp slt i64 %523, %476
	br i1 %524, label %colcell120.body, label %colcell120.exit

colcell120.body:
	%525 = add i64 %523, 3
	%526 = icmp slt i64 %525, %476
	br i1 %526, label %cgroup123.body, label %cgroup123.fewer

colcell120.exit:
	%527 = add i64 %473, 1
	br label %sortcol95.head

cgroup123.body:
	%528 = mul i64 %473, %14
	%529 = getelementptr double, double* %10, i64 %528
	%530 = add i64 %523, 0
	%531 = getelementptr inbounds i32, i32* %51, i64 %530
	%532 = load i32, i32* %531
	%533 = zext i32 %532 to i64
	%534 = lshr i64 %533, 18
	%535 = add i64 %55, %534
	%536 = and i64 %533, u0x3FFFF
	%537 = mul i64 %535, %14
	%538 = getelementptr double, double* %8, i64 %537
	%539 = add i64 %523, 1
	%540 = getelementptr inbounds i32, i32* %51, i64 %539
	%541 = load i32, i32* %540
	%542 = zext i32 %541 to i64
	%543 = lshr i64 %542, 18
	%544 = add i64 %55, %543
	%545 = and i64 %542, u0x3FFFF
	%546 = mul i64 %544, %14
	%547 = getelementptr double, double* %8, i64 %546
	%548 = add i64 %523, 2
	%549 = getelementptr inbounds i32, i32* %51, i64 %548
	%550 = load i32, i32* %549
	%551 = zext i32 %550 to i64
	%552 = lshr i64 %551, 18
	%553 = add i64 %55, %552
	%554 = and i64 %551, u0x3FFFF
	%555 = mul i64 %553, %14
	%556 = getelementptr double, double* %8, i64 %555
	%557 = add i64 %523, 3
	%558 = getelementptr inbounds i32, i32* %51, i64 %557
	%559 = load i32, i32* %558
	%560 = zext i32 %559 to i64
	%561 = lshr i64 %560, 18
	%562 = add i64 %55, %561
	%563 = and i64 %560, u0x3FFFF
	%564 = mul i64 %562, %14
	%565 = getelementptr double, double* %8, i64 %564
	br label %cdotn125.head

cgroup123.fewer:
	%566 = add i64 %523, 1
	%567 = icmp slt i64 %566, %476
	br i1 %567, label %cgroup128.body, label %cgroup128.fewer

cdotn125.head:
	%568 = phi double [ 0.0, %cgroup123.body ], [ %591, %cdotn125.body ]
	%569 = phi double [ 0.0, %cgroup123.body ], [ %587, %cdotn125.body ]
	%570 = phi double [ 0.0, %cgroup123.body ], [ %583, %cdotn125.body ]
	%571 = phi double [ 0.0, %cgroup123.body ], [ %579, %cdotn125.body ]
	%572 = phi i64 [ 0, %cgroup123.body ], [ %592, %cdotn125.body ]
	%573 = icmp slt i64 %572, %14
	br i1 %573, label %cdotn125.body, label %cdotn125.exit

cdotn125.body:
	%574 = getelementptr inbounds double, double* %529, i64 %572
	%575 = load double, double* %574
	%576 = getelementptr inbounds double, double* %538, i64 %572
	%577 = load double, double* %576
	%578 = fmul double %577, %575
	%579 = fadd reassoc double %571, %578
	%580 = getelementptr inbounds double, double* %547, i64 %572
	%581 = load double, double* %580
	%582 = fmul double %581, %575
	%583 = fadd reassoc double %570, %582
	%584 = getelementptr inbounds double, double* %556, i64 %572
	%585 = load double, double* %584
	%586 = fmul double %585, %575
	%587 = fadd reassoc double %569, %586
	%588 = getelementptr inbounds double, double* %565, i64 %572
	%589 = load double, double* %588
	%590 = fmul double %589, %575
	%591 = fadd reassoc double %568, %590
	%592 = add i64 %572, 1
	br label %cdotn125.head

cdotn125.exit:
	%593 = getelementptr inbounds double, double* %41, i64 %536
	%594 = fcmp uno double %571, %571
	%595 = bitcast double %571 to i64
	%596 = select i1 %594, i64 u0x7FF8000000000000, i64 %595
	%597 = bitcast double* %593 to i64*
	store i64 %596, i64* %597
	%598 = getelementptr inbounds double, double* %41, i64 %545
	%599 = fcmp uno double %570, %570
	%600 = bitcast double %570 to i64
	%601 = select i1 %599, i64 u0x7FF8000000000000, i64 %600
	%602 = bitcast double* %598 to i64*
	store i64 %601, i64* %602
	%603 = getelementptr inbounds double, double* %41, i64 %554
	%604 = fcmp uno double %569, %569
	%605 = bitcast double %569 to i64
	%606 = select i1 %604, i64 u0x7FF8000000000000, i64 %605
	%607 = bitcast double* %603 to i64*
	store i64 %606, i64* %607
	%608 = getelementptr inbounds double, double* %41, i64 %563
	%609 = fcmp uno double %568, %568
	%610 = bitcast double %568 to i64
	%611 = select i1 %609, i64 u0x7FF8000000000000, i64 %610
	%612 = bitcast double* %608 to i64*
	store i64 %611, i64* %612
	%613 = add i64 %523, 4
	br label %colcell120.head

cgroup128.body:
	%614 = mul i64 %473, %14
	%615 = getelementptr double, double* %10, i64 %614
	%616 = add i64 %523, 0
	%617 = getelementptr inbounds i32, i32* %51, i64 %616
	%618 = load i32, i32* %617
	%619 = zext i32 %618 to i64
	%620 = lshr i64 %619, 18
	%621 = add i64 %55, %620
	%622 = and i64 %619, u0x3FFFF
	%623 = mul i64 %621, %14
	%624 = getelementptr double, double* %8, i64 %623
	%625 = add i64 %523, 1
	%626 = getelementptr inbounds i32, i32* %51, i64 %625
	%627 = load i32, i32* %626
	%628 = zext i32 %627 to i64
	%629 = lshr i64 %628, 18
	%630 = add i64 %55, %629
	%631 = and i64 %628, u0x3FFFF
	%632 = mul i64 %630, %14
	%633 = getelementptr double, double* %8, i64 %632
	br label %cdotn130.head

cgroup128.fewer:
	%634 = getelementptr inbounds i32, i32* %51, i64 %523
	%635 = load i32, i32* %634
	%636 = zext i32 %635 to i64
	%637 = lshr i64 %636, 18
	%638 = add i64 %55, %637
	%639 = and i64 %636, u0x3FFFF
	%640 = mul i64 %638, %14
	%641 = getelementptr double, double* %8, i64 %640
	%642 = mul i64 %473, %14
	%643 = getelementptr double, double* %10, i64 %642
	br label %dot133.head

cdotn130.head:
	%644 = phi double [ 0.0, %cgroup128.body ], [ %657, %cdotn130.body ]
	%645 = phi double [ 0.0, %cgroup128.body ], [ %653, %cdotn130.body ]
	%646 = phi i64 [ 0, %cgroup128.body ], [ %658, %cdotn130.body ]
	%647 = icmp slt i64 %646, %14
	br i1 %647, label %cdotn130.body, label %cdotn130.exit

cdotn130.body:
	%648 = getelementptr inbounds double, double* %615, i64 %646
	%649 = load double, double* %648
	%650 = getelementptr inbounds double, double* %624, i64 %646
	%651 = load double, double* %650
	%652 = fmul double %651, %649
	%653 = fadd reassoc double %645, %652
	%654 = getelementptr inbounds double, double* %633, i64 %646
	%655 = load double, double* %654
	%656 = fmul double %655, %649
	%657 = fadd reassoc double %644, %656
	%658 = add i64 %646, 1
	br label %cdotn130.head

cdotn130.exit:
	%659 = getelementptr inbounds double, double* %41, i64 %622
	%660 = fcmp uno double %645, %645
	%661 = bitcast double %645 to i64
	%662 = select i1 %660, i64 u0x7FF8000000000000, i64 %661
	%663 = bitcast double* %659 to i64*
	store i64 %662, i64* %663
	%664 = getelementptr inbounds double, double* %41, i64 %631
	%665 = fcmp uno double %644, %644
	%666 = bitcast double %644 to i64
	%667 = select i1 %665, i64 u0x7FF8000000000000, i64 %666
	%668 = bitcast double* %664 to i64*
	store i64 %667, i64* %668
	%669 = add i64 %523, 2
	br label %colcell120.head

dot133.head:
	%670 = phi double [ 0.0, %cgroup128.fewer ], [ %678, %dot133.body ]
	%671 = phi i64 [ 0, %cgroup128.fewer ], [ %679, %dot133.body ]
	%672 = icmp slt i64 %671, %14
	br i1 %672, label %dot133.body, label %dot133.exit

dot133.body:
	%673 = getelementptr inbounds double, double* %641, i64 %671
	%674 = load double, double* %673
	%675 = getelementptr inbounds double, double* %643, i64 %671
	%676 = load double, double* %675
	%677 = fmul double %674, %676
	%678 = fadd reassoc double %670, %677
	%679 = add i64 %671, 1
	br label %dot133.head

dot133.exit:
	%680 = mul i64 %28, 0
	%681 = add i64 %680, %639
	%682 = getelementptr inbounds double, double* %41, i64 %681
	%683 = fcmp uno double %670, %670
	%684 = bitcast double %670 to i64
	%685 = select i1 %683, i64 u0x7FF8000000000000, i64 %684
	%686 = bitcast double* %682 to i64*
	store i64 %685, i64* %686
	%687 = add i64 %523, 1
	br label %colcell120.head

preeval136.head:
	%688 = phi i64 [ %102, %block13.exit ], [ %749, %preeval136.body ]
	%689 = icmp slt i64 %688, %150
	br i1 %689, label %preeval136.body, label %preeval136.exit

preeval136.body:
	%690 = getelementptr inbounds double, double* %2, i64 %688
	%691 = load double, double* %690
	%692 = mul i64 %28, 0
	%693 = sub i64 %688, %102
	%694 = add i64 %692, %693
	%695 = getelementptr inbounds double, double* %41, i64 %694
	%696 = load double, double* %695
	%697 = fadd double %696, %12
	%698 = fcmp olt double %697, 0x10000000000000
	%699 = fmul double %697, 1.8014398509481984e+16
	%700 = select i1 %698, double %699, double %697
	%701 = bitcast double %700 to i64
	%702 = add i64 %701, 2638149301829632
	%703 = lshr i64 %702, 52
	%704 = sub i64 %703, 1023
	%705 = sub i64 %704, 54
	%706 = select i1 %698, i64 %705, i64 %704
	%707 = and i64 %702, u0xFFFFFFFFFFFFF
	%708 = add i64 %707, 4604544269498187776
	%709 = bitcast i64 %708 to double
	%710 = sitofp i64 %706 to double
	%711 = fsub double %709, 1.0
	%712 = fadd double 2.0, %711
	%713 = fdiv double %711, %712
	%714 = fmul double 0.5, %711
	%715 = fmul double %714, %711
	%716 = fmul double %713, %713
	%717 = fmul double %716, %716
	%718 = call double @llvm.fma.f64(double 0x3FC2F112DF3E5244, double %717, double 0x3FC7466496CB03DE)
	%719 = call double @llvm.fma.f64(double %718, double %717, double 0x3FD2492494229359)
	%720 = call double @llvm.fma.f64(double %719, double %717, double 0x3FE5555555555593)
	%721 = fmul double %716, %720
	%722 = call double @llvm.fma.f64(double 0x3FC39A09D078C69F, double %717, double 0x3FCC71C51D8E78AF)
	%723 = call double @llvm.fma.f64(double %722, double %717, double 0x3FD999999997FA04)
	%724 = fmul double %717, %723
	%725 = fadd double %721, %724
	%726 = fadd double %715, %725
	%727 = fmul double %713, %726
	%728 = fmul double %710, 0x3DEA39EF35793C76
	%729 = fadd double %727, %728
	%730 = fmul double %710, 0x3FE62E42FEE00000
	%731 = fsub double %715, %729
	%732 = fsub double %731, %711
	%733 = fsub double %730, %732
	%734 = fcmp ogt double %697, 0x7FEFFFFFFFFFFFFF
	%735 = select i1 %734, double %697, double %733
	%736 = fcmp oeq double %697, 0.0
	%737 = select i1 %736, double 0xFFF0000000000000, double %735
	%738 = fcmp olt double %697, 0.0
	%739 = select i1 %738, double 0x7FF8000000000000, double %737
	%740 = fcmp uno double %697, %697
	%741 = select i1 %740, double %697, double %739
	%742 = fmul double %691, %741
	%743 = sub i64 %688, %102
	%744 = getelementptr inbounds double, double* %41, i64 %743
	%745 = fcmp uno double %742, %742
	%746 = bitcast double %742 to i64
	%747 = select i1 %745, i64 u0x7FF8000000000000, i64 %746
	%748 = bitcast double* %744 to i64*
	store i64 %747, i64* %748
	%749 = add i64 %688, 1
	br label %preeval136.head

preeval136.exit:
	%750 = getelementptr inbounds i64, i64* %aux, i64 10
	store i64 %55, i64* %750
	%751 = getelementptr inbounds i64, i64* %aux, i64 11
	store i64 %108, i64* %751
	br label %chunk1.join

row139.head:
	%752 = phi double [ %56, %chunk1.join ], [ %763, %nz142.exit ]
	%753 = phi i64 [ %55, %chunk1.join ], [ %783, %nz142.exit ]
	%754 = icmp slt i64 %753, %93
	br i1 %754, label %row139.body, label %row139.exit

row139.body:
	%755 = mul i64 %753, %m
	%756 = getelementptr inbounds i64, i64* %4, i64 %753
	%757 = load i64, i64* %756
	%758 = add i64 %753, 1
	%759 = getelementptr inbounds i64, i64* %4, i64 %758
	%760 = load i64, i64* %759
	%761 = sub i64 %753, %rl
	%762 = mul i64 %761, %m
	br label %nz142.head

row139.exit:
	br label %chunk1.head

nz142.head:
	%763 = phi double [ %752, %row139.body ], [ %763, %nz142.body ]
	%764 = phi i64 [ %757, %row139.body ], [ %780, %nz142.body ]
	%765 = icmp slt i64 %764, %760
	br i1 %765, label %nz142.body, label %nz142.exit

nz142.body:
	%766 = getelementptr inbounds i32, i32* %6, i64 %764
	%767 = load i32, i32* %766
	%768 = sext i32 %767 to i64
	%769 = getelementptr inbounds double, double* %2, i64 %764
	%770 = load double, double* %769
	%771 = sub i64 %764, %89
	%772 = getelementptr inbounds double, double* %41, i64 %771
	%773 = load double, double* %772
	%774 = add i64 %762, %768
	%775 = and i64 %774, 7
	%776 = getelementptr inbounds double, double* %0, i64 %775
	%777 = load double, double* %776
	%778 = fadd double %777, %773
	%779 = getelementptr inbounds double, double* %0, i64 %775
	store double %778, double* %779
	%780 = add i64 %764, 1
	br label %nz142.head

nz142.exit:
	%781 = sub i64 %760, %757
	%782 = icmp slt i64 %781, %m
	%783 = add i64 %753, 1
	br label %row139.head
}

declare void @llvm.prefetch.p0i8(i8* %0, i32 %1, i32 %2, i32 %3) nounwind

declare double @llvm.fma.f64(double %0, double %1, double %2) nounwind
