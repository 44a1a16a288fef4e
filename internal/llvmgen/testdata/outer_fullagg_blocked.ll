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
	%55 = phi i64 [ %rl, %entry ], [ %93, %row161.exit ]
	%56 = phi double [ 0.0, %entry ], [ %798, %row161.exit ]
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
	br label %row161.head

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
	br label %preeval158.head

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
	%472 = phi i64 [ 0, %sortrow89.exit ], [ %569, %colcell142.exit ]
	%473 = phi i64 [ 0, %sortrow89.exit ], [ %573, %colcell142.exit ]
	%474 = icmp slt i64 %473, %m
	br i1 %474, label %sortcol95.body, label %sortcol95.exit

sortcol95.body:
	%475 = getelementptr inbounds i64, i64* %50, i64 %473
	%476 = load i64, i64* %475
	%477 = add i64 %473, 12
	%478 = icmp slt i64 %477, %m
	br i1 %478, label %prefetchrow98.body, label %prefetchrow98.done

sortcol95.exit:
	br label %block13.exit

prefetchrow98.body:
	%479 = mul i64 %477, %14
	%480 = getelementptr double, double* %10, i64 %479
	%481 = add i64 %14, 7
	%482 = sdiv i64 %481, 8
	br label %pffar100loop101.head

prefetchrow98.done:
	%483 = add i64 %473, 3
	%484 = icmp slt i64 %483, %m
	br i1 %484, label %prefetchrow120.body, label %prefetchrow120.done

pffar100.done:
	br label %prefetchrow98.done

pffar100loop101.head:
	%485 = phi i64 [ 16, %prefetchrow98.body ], [ %490, %pffar100loop101.body ]
	%486 = icmp slt i64 %485, %482
	br i1 %486, label %pffar100loop101.body, label %pffar100loop101.exit

pffar100loop101.body:
	%487 = mul i64 %485, 8
	%488 = getelementptr double, double* %480, i64 %487
	%489 = bitcast double* %488 to i8*
	call void @llvm.prefetch.p0i8(i8* %489, i32 0, i32 2, i32 1)
	%490 = add i64 %485, 1
	br label %pffar100loop101.head

pffar100loop101.exit:
	%491 = icmp slt i64 %482, 16
	%492 = select i1 %491, i64 %482, i64 16
	switch i64 %492, label %pffar100.done [
		i64 1, label %pffar100.line0
		i64 2, label %pffar100.line1
		i64 3, label %pffar100.line2
		i64 4, label %pffar100.line3
		i64 5, label %pffar100.line4
		i64 6, label %pffar100.line5
		i64 7, label %pffar100.line6
		i64 8, label %pffar100.line7
		i64 9, label %pffar100.line8
		i64 10, label %pffar100.line9
		i64 11, label %pffar100.line10
		i64 12, label %pffar100.line11
		i64 13, label %pffar100.line12
		i64 14, label %pffar100.line13
		i64 15, label %pffar100.line14
		i64 16, label %pffar100.line15
	]

pffar100.line0:
	%493 = getelementptr double, double* %480, i64 0
	%494 = bitcast double* %493 to i8*
	call void @llvm.prefetch.p0i8(i8* %494, i32 0, i32 2, i32 1)
	br label %pffar100.done

pffar100.line1:
	%495 = getelementptr double, double* %480, i64 8
	%496 = bitcast double* %495 to i8*
	call void @llvm.prefetch.p0i8(i8* %496, i32 0, i32 2, i32 1)
	br label %pffar100.line0

pffar100.line2:
	%497 = getelementptr double, double* %480, i64 16
	%498 = bitcast double* %497 to i8*
	call void @llvm.prefetch.p0i8(i8* %498, i32 0, i32 2, i32 1)
	br label %pffar100.line1

pffar100.line3:
	%499 = getelementptr double, double* %480, i64 24
	%500 = bitcast double* %499 to i8*
	call void @llvm.prefetch.p0i8(i8* %500, i32 0, i32 2, i32 1)
	br label %pffar100.line2

pffar100.line4:
	%501 = getelementptr double, double* %480, i64 32
	%502 = bitcast double* %501 to i8*
	call void @llvm.prefetch.p0i8(i8* %502, i32 0, i32 2, i32 1)
	br label %pffar100.line3

pffar100.line5:
	%503 = getelementptr double, double* %480, i64 40
	%504 = bitcast double* %503 to i8*
	call void @llvm.prefetch.p0i8(i8* %504, i32 0, i32 2, i32 1)
	br label %pffar100.line4

pffar100.line6:
	%505 = getelementptr double, double* %480, i64 48
	%506 = bitcast double* %505 to i8*
	call void @llvm.prefetch.p0i8(i8* %506, i32 0, i32 2, i32 1)
	br label %pffar100.line5

pffar100.line7:
	%507 = getelementptr double, double* %480, i64 56
	%508 = bitcast double* %507 to i8*
	call void @llvm.prefetch.p0i8(i8* %508, i32 0, i32 2, i32 1)
	br label %pffar100.line6

pffar100.line8:
	%509 = getelementptr double, double* %480, i64 64
	%510 = bitcast double* %509 to i8*
	call void @llvm.prefetch.p0i8(i8* %510, i32 0, i32 2, i32 1)
	br label %pffar100.line7

pffar100.line9:
	%511 = getelementptr double, double* %480, i64 72
	%512 = bitcast double* %511 to i8*
	call void @llvm.prefetch.p0i8(i8* %512, i32 0, i32 2, i32 1)
	br label %pffar100.line8

pffar100.line10:
	%513 = getelementptr double, double* %480, i64 80
	%514 = bitcast double* %513 to i8*
	call void @llvm.prefetch.p0i8(i8* %514, i32 0, i32 2, i32 1)
	br label %pffar100.line9

pffar100.line11:
	%515 = getelementptr double, double* %480, i64 88
	%516 = bitcast double* %515 to i8*
	call void @llvm.prefetch.p0i8(i8* %516, i32 0, i32 2, i32 1)
	br label %pffar100.line10

pffar100.line12:
	%517 = getelementptr double, double* %480, i64 96
	%518 = bitcast double* %517 to i8*
	call void @llvm.prefetch.p0i8(i8* %518, i32 0, i32 2, i32 1)
	br label %pffar100.line11

pffar100.line13:
	%519 = getelementptr double, double* %480, i64 104
	%520 = bitcast double* %519 to i8*
	call void @llvm.prefetch.p0i8(i8* %520, i32 0, i32 2, i32 1)
	br label %pffar100.line12

pffar100.line14:
	%521 = getelementptr double, double* %480, i64 112
	%522 = bitcast double* %521 to i8*
	call void @llvm.prefetch.p0i8(i8* %522, i32 0, i32 2, i32 1)
	br label %pffar100.line13

pffar100.line15:
	%523 = getelementptr double, double* %480, i64 120
	%524 = bitcast double* %523 to i8*
	call void @llvm.prefetch.p0i8(i8* %524, i32 0, i32 2, i32 1)
	br label %pffar100.line14

prefetchrow120.body:
	%525 = mul i64 %483, %14
	%526 = getelementptr double, double* %10, i64 %525
	%527 = add i64 %14, 7
	%528 = sdiv i64 %527, 8
	br label %pfrow122loop123.head

prefetchrow120.done:
	br label %colcell142.head

pfrow122.done:
	br label %prefetchrow120.done

pfrow122loop123.head:
	%529 = phi i64 [ 16, %prefetchrow120.body ], [ %534, %pfrow122loop123.body ]
	%530 = icmp slt i64 %529, %528
	br i1 %530, label %pfrow122loop123.body, label %pfrow122loop123.exit

pfrow122loop123.body:
	%531 = mul i64 %529, 8
	%532 = getelementptr double, double* %526, i64 %531
	%533 = bitcast double* %532 to i8*
	call void @llvm.prefetch.p0i8(i8* %533, i32 0, i32 3, i32 1)
	%534 = add i64 %529, 1
	br label %pfrow122loop123.head

pfrow122loop123.exit:
	%535 = icmp slt i64 %528, 16
	%536 = select i1 %535, i64 %528, i64 16
	switch i64 %536, label %pfrow122.done [
		i64 1, label %pfrow122.line0
		i64 2, label %pfrow122.line1
		i64 3, label %pfrow122.line2
		i64 4, label %pfrow122.line3
		i64 5, label %pfrow122.line4
		i64 6, label %pfrow122.line5
		i64 7, label %pfrow122.line6
		i64 8, label %pfrow122.line7
		i64 9, label %pfrow122.line8
		i64 10, label %pfrow122.line9
		i64 11, label %pfrow122.line10
		i64 12, label %pfrow122.line11
		i64 13, label %pfrow122.line12
		i64 14, label %pfrow122.line13
		i64 15, label %pfrow122.line14
		i64 16, label %pfrow122.line15
	]

pfrow122.line0:
	%537 = getelementptr double, double* %526, i64 0
	%538 = bitcast double* %537 to i8*
	call void @llvm.prefetch.p0i8(i8* %538, i32 0, i32 3, i32 1)
	br label %pfrow122.done

pfrow122.line1:
	%539 = getelementptr double, double* %526, i64 8
	%540 = bitcast double* %539 to i8*
	call void @llvm.prefetch.p0i8(i8* %540, i32 0, i32 3, i32 1)
	br label %pfrow122.line0

pfrow122.line2:
	%541 = getelementptr double, double* %526, i64 16
	%542 = bitcast double* %541 to i8*
	call void @llvm.prefetch.p0i8(i8* %542, i32 0, i32 3, i32 1)
	br label %pfrow122.line1

pfrow122.line3:
	%543 = getelementptr double, double* %526, i64 24
	%544 = bitcast double* %543 to i8*
	call void @llvm.prefetch.p0i8(i8* %544, i32 0, i32 3, i32 1)
	br label %pfrow122.line2

pfrow122.line4:
	%545 = getelementptr double, double* %526, i64 32
	%546 = bitcast double* %545 to i8*
	call void @llvm.prefetch.p0i8(i8* %546, i32 0, i32 3, i32 1)
	br label %pfrow122.line3

pfrow122.line5:
	%547 = getelementptr double, double* %526, i64 40
	%548 = bitcast double* %547 to i8*
	call void @llvm.prefetch.p0i8(i8* %548, i32 0, i32 3, i32 1)
	br label %pfrow122.line4

pfrow122.line6:
	%549 = getelementptr double, double* %526, i64 48
	%550 = bitcast double* %549 to i8*
	call void @llvm.prefetch.p0i8(i8* %550, i32 0, i32 3, i32 1)
	br label %pfrow122.line5

pfrow122.line7:
	%551 = getelementptr double, double* %526, i64 56
	%552 = bitcast double* %551 to i8*
	call void @llvm.prefetch.p0i8(i8* %552, i32 0, i32 3, i32 1)
	br label %pfrow122.line6

pfrow122.line8:
	%553 = getelementptr double, double* %526, i64 64
	%554 = bitcast double* %553 to i8*
	call void @llvm.prefetch.p0i8(i8* %554, i32 0, i32 3, i32 1)
	br label %pfrow122.line7

pfrow122.line9:
	%555 = getelementptr double, double* %526, i64 72
	%556 = bitcast double* %555 to i8*
	call void @llvm.prefetch.p0i8(i8* %556, i32 0, i32 3, i32 1)
	br label %pfrow122.line8

pfrow122.line10:
	%557 = getelementptr double, double* %526, i64 80
	%558 = bitcast double* %557 to i8*
	call void @llvm.prefetch.p0i8(i8* %558, i32 0, i32 3, i32 1)
	br label %pfrow122.line9

pfrow122.line11:
	%559 = getelementptr double, double* %526, i64 88
	%560 = bitcast double* %559 to i8*
	call void @llvm.prefetch.p0i8(i8* %560, i32 0, i32 3, i32 1)
	br label %pfrow122.line10

pfrow122.line12:
	%561 = getelementptr double, double* %526, i64 96
	%562 = bitcast double* %561 to i8*
	call void @llvm.prefetch.p0i8(i8* %562, i32 0, i32 3, i32 1)
	br label %pfrow122.line11

pfrow122.line13:
	%563 = getelementptr double, double* %526, i64 104
	%564 = bitcast double* %563 to i8*
	call void @llvm.prefetch.p0i8(i8* %564, i32 0, i32 3, i32 1)
	br label %pfrow122.line12

pfrow122.line14:
	%565 = getelementptr double, double* %526, i64 112
	%566 = bitcast double* %565 to i8*
	call void @llvm.prefetch.p0i8(i8* %566, i32 0, i32 3, i32 1)
	br label %pfrow122.line13

pfrow122.line15:
	%567 = getelementptr double, double* %526, i64 120
	%568 = bitcast double* %567 to i8*
	call void @llvm.prefetch.p0i8(i8* %568, i32 0, i32 3, i32 1)
	br label %pfrow122.line14

colcell142.head:
	%569 = phi i64 [ %472, %prefetchrow120.done ], [ %659, %cdotn147.exit ], [ %715, %cdotn152.exit ], [ %733, %dot155.exit ]
	%570 = icmp slt i64 %569, %476
	br i1 %570, label %colcell142.body, label %colcell142.exit

colcell142.body:
	%571 = add i64 %569, 3
	%572 = icmp slt i64 %571, %476
	br i1 %572, label %cgroup145.body, label %cgroup145.fewer

colcell142.exit:
	%573 = add i64 %473, 1
	br label %sortcol95.head

cgroup145.body:
	%574 = mul i64 %473, %14
	%575 = getelementptr double, double* %10, i64 %574
	%576 = add i64 %569, 0
	%577 = getelementptr inbounds i32, i32* %51, i64 %576
	%578 = load i32, i32* %577
	%579 = zext i32 %578 to i64
	%580 = lshr i64 %579, 18
	%581 = add i64 %55, %580
	%582 = and i64 %579, u0x3FFFF
	%583 = mul i64 %581, %14
	%584 = getelementptr double, double* %8, i64 %583
	%585 = add i64 %569, 1
	%586 = getelementptr inbounds i32, i32* %51, i64 %585
	%587 = load i32, i32* %586
	%588 = zext i32 %587 to i64
	%589 = lshr i64 %588, 18
	%590 = add i64 %55, %589
	%591 = and i64 %588, u0x3FFFF
	%592 = mul i64 %590, %14
	%593 = getelementptr double, double* %8, i64 %592
	%594 = add i64 %569, 2
	%595 = getelementptr inbounds i32, i32* %51, i64 %594
	%596 = load i32, i32* %595
	%597 = zext i32 %596 to i64
	%598 = lshr i64 %597, 18
	%599 = add i64 %55, %598
	%600 = and i64 %597, u0x3FFFF
	%601 = mul i64 %599, %14
	%602 = getelementptr double, double* %8, i64 %601
	%603 = add i64 %569, 3
	%604 = getelementptr inbounds i32, i32* %51, i64 %603
	%605 = load i32, i32* %604
	%606 = zext i32 %605 to i64
	%607 = lshr i64 %606, 18
	%608 = add i64 %55, %607
	%609 = and i64 %606, u0x3FFFF
	%610 = mul i64 %608, %14
	%611 = getelementptr double, double* %8, i64 %610
	br label %cdotn147.head

cgroup145.fewer:
	%612 = add i64 %569, 1
	%613 = icmp slt i64 %612, %476
	br i1 %613, label %cgroup150.body, label %cgroup150.fewer

cdotn147.head:
	%614 = phi double [ 0.0, %cgroup145.body ], [ %637, %cdotn147.body ]
	%615 = phi double [ 0.0, %cgroup145.body ], [ %633, %cdotn147.body ]
	%616 = phi double [ 0.0, %cgroup145.body ], [ %629, %cdotn147.body ]
	%617 = phi double [ 0.0, %cgroup145.body ], [ %625, %cdotn147.body ]
	%618 = phi i64 [ 0, %cgroup145.body ], [ %638, %cdotn147.body ]
	%619 = icmp slt i64 %618, %14
	br i1 %619, label %cdotn147.body, label %cdotn147.exit

cdotn147.body:
	%620 = getelementptr inbounds double, double* %575, i64 %618
	%621 = load double, double* %620
	%622 = getelementptr inbounds double, double* %584, i64 %618
	%623 = load double, double* %622
	%624 = fmul double %623, %621
	%625 = fadd reassoc double %617, %624
	%626 = getelementptr inbounds double, double* %593, i64 %618
	%627 = load double, double* %626
	%628 = fmul double %627, %621
	%629 = fadd reassoc double %616, %628
	%630 = getelementptr inbounds double, double* %602, i64 %618
	%631 = load double, double* %630
	%632 = fmul double %631, %621
	%633 = fadd reassoc double %615, %632
	%634 = getelementptr inbounds double, double* %611, i64 %618
	%635 = load double, double* %634
	%636 = fmul double %635, %621
	%637 = fadd reassoc double %614, %636
	%638 = add i64 %618, 1
	br label %cdotn147.head

cdotn147.exit:
	%639 = getelementptr inbounds double, double* %41, i64 %582
	%640 = fcmp uno double %617, %617
	%641 = bitcast double %617 to i64
	%642 = select i1 %640, i64 u0x7FF8000000000000, i64 %641
	%643 = bitcast double* %639 to i64*
	store i64 %642, i64* %643
	%644 = getelementptr inbounds double, double* %41, i64 %591
	%645 = fcmp uno double %616, %616
	%646 = bitcast double %616 to i64
	%647 = select i1 %645, i64 u0x7FF8000000000000, i64 %646
	%648 = bitcast double* %644 to i64*
	store i64 %647, i64* %648
	%649 = getelementptr inbounds double, double* %41, i64 %600
	%650 = fcmp uno double %615, %615
	%651 = bitcast double %615 to i64
	%652 = select i1 %650, i64 u0x7FF8000000000000, i64 %651
	%653 = bitcast double* %649 to i64*
	store i64 %652, i64* %653
	%654 = getelementptr inbounds double, double* %41, i64 %609
	%655 = fcmp uno double %614, %614
	%656 = bitcast double %614 to i64
	%657 = select i1 %655, i64 u0x7FF8000000000000, i64 %656
	%658 = bitcast double* %654 to i64*
	store i64 %657, i64* %658
	%659 = add i64 %569, 4
	br label %colcell142.head

cgroup150.body:
	%660 = mul i64 %473, %14
	%661 = getelementptr double, double* %10, i64 %660
	%662 = add i64 %569, 0
	%663 = getelementptr inbounds i32, i32* %51, i64 %662
	%664 = load i32, i32* %663
	%665 = zext i32 %664 to i64
	%666 = lshr i64 %665, 18
	%667 = add i64 %55, %666
	%668 = and i64 %665, u0x3FFFF
	%669 = mul i64 %667, %14
	%670 = getelementptr double, double* %8, i64 %669
	%671 = add i64 %569, 1
	%672 = getelementptr inbounds i32, i32* %51, i64 %671
	%673 = load i32, i32* %672
	%674 = zext i32 %673 to i64
	%675 = lshr i64 %674, 18
	%676 = add i64 %55, %675
	%677 = and i64 %674, u0x3FFFF
	%678 = mul i64 %676, %14
	%679 = getelementptr double, double* %8, i64 %678
	br label %cdotn152.head

cgroup150.fewer:
	%680 = getelementptr inbounds i32, i32* %51, i64 %569
	%681 = load i32, i32* %680
	%682 = zext i32 %681 to i64
	%683 = lshr i64 %682, 18
	%684 = add i64 %55, %683
	%685 = and i64 %682, u0x3FFFF
	%686 = mul i64 %684, %14
	%687 = getelementptr double, double* %8, i64 %686
	%688 = mul i64 %473, %14
	%689 = getelementptr double, double* %10, i64 %688
	br label %dot155.head

cdotn152.head:
	%690 = phi double [ 0.0, %cgroup150.body ], [ %703, %cdotn152.body ]
	%691 = phi double [ 0.0, %cgroup150.body ], [ %699, %cdotn152.body ]
	%692 = phi i64 [ 0, %cgroup150.body ], [ %704, %cdotn152.body ]
	%693 = icmp slt i64 %692, %14
	br i1 %693, label %cdotn152.body, label %cdotn152.exit

cdotn152.body:
	%694 = getelementptr inbounds double, double* %661, i64 %692
	%695 = load double, double* %694
	%696 = getelementptr inbounds double, double* %670, i64 %692
	%697 = load double, double* %696
	%698 = fmul double %697, %695
	%699 = fadd reassoc double %691, %698
	%700 = getelementptr inbounds double, double* %679, i64 %692
	%701 = load double, double* %700
	%702 = fmul double %701, %695
	%703 = fadd reassoc double %690, %702
	%704 = add i64 %692, 1
	br label %cdotn152.head

cdotn152.exit:
	%705 = getelementptr inbounds double, double* %41, i64 %668
	%706 = fcmp uno double %691, %691
	%707 = bitcast double %691 to i64
	%708 = select i1 %706, i64 u0x7FF8000000000000, i64 %707
	%709 = bitcast double* %705 to i64*
	store i64 %708, i64* %709
	%710 = getelementptr inbounds double, double* %41, i64 %677
	%711 = fcmp uno double %690, %690
	%712 = bitcast double %690 to i64
	%713 = select i1 %711, i64 u0x7FF8000000000000, i64 %712
	%714 = bitcast double* %710 to i64*
	store i64 %713, i64* %714
	%715 = add i64 %569, 2
	br label %colcell142.head

dot155.head:
	%716 = phi double [ 0.0, %cgroup150.fewer ], [ %724, %dot155.body ]
	%717 = phi i64 [ 0, %cgroup150.fewer ], [ %725, %dot155.body ]
	%718 = icmp slt i64 %717, %14
	br i1 %718, label %dot155.body, label %dot155.exit

dot155.body:
	%719 = getelementptr inbounds double, double* %687, i64 %717
	%720 = load double, double* %719
	%721 = getelementptr inbounds double, double* %689, i64 %717
	%722 = load double, double* %721
	%723 = fmul double %720, %722
	%724 = fadd reassoc double %716, %723
	%725 = add i64 %717, 1
	br label %dot155.head

dot155.exit:
	%726 = mul i64 %28, 0
	%727 = add i64 %726, %685
	%728 = getelementptr inbounds double, double* %41, i64 %727
	%729 = fcmp uno double %716, %716
	%730 = bitcast double %716 to i64
	%731 = select i1 %729, i64 u0x7FF8000000000000, i64 %730
	%732 = bitcast double* %728 to i64*
	store i64 %731, i64* %732
	%733 = add i64 %569, 1
	br label %colcell142.head

preeval158.head:
	%734 = phi i64 [ %102, %block13.exit ], [ %795, %preeval158.body ]
	%735 = icmp slt i64 %734, %150
	br i1 %735, label %preeval158.body, label %preeval158.exit

preeval158.body:
	%736 = getelementptr inbounds double, double* %2, i64 %734
	%737 = load double, double* %736
	%738 = mul i64 %28, 0
	%739 = sub i64 %734, %102
	%740 = add i64 %738, %739
	%741 = getelementptr inbounds double, double* %41, i64 %740
	%742 = load double, double* %741
	%743 = fadd double %742, %12
	%744 = fcmp olt double %743, 0x10000000000000
	%745 = fmul double %743, 1.8014398509481984e+16
	%746 = select i1 %744, double %745, double %743
	%747 = bitcast double %746 to i64
	%748 = add i64 %747, 2638149301829632
	%749 = lshr i64 %748, 52
	%750 = sub i64 %749, 1023
	%751 = sub i64 %750, 54
	%752 = select i1 %744, i64 %751, i64 %750
	%753 = and i64 %748, u0xFFFFFFFFFFFFF
	%754 = add i64 %753, 4604544269498187776
	%755 = bitcast i64 %754 to double
	%756 = sitofp i64 %752 to double
	%757 = fsub double %755, 1.0
	%758 = fadd double 2.0, %757
	%759 = fdiv double %757, %758
	%760 = fmul double 0.5, %757
	%761 = fmul double %760, %757
	%762 = fmul double %759, %759
	%763 = fmul double %762, %762
	%764 = call double @llvm.fma.f64(double 0x3FC2F112DF3E5244, double %763, double 0x3FC7466496CB03DE)
	%765 = call double @llvm.fma.f64(double %764, double %763, double 0x3FD2492494229359)
	%766 = call double @llvm.fma.f64(double %765, double %763, double 0x3FE5555555555593)
	%767 = fmul double %762, %766
	%768 = call double @llvm.fma.f64(double 0x3FC39A09D078C69F, double %763, double 0x3FCC71C51D8E78AF)
	%769 = call double @llvm.fma.f64(double %768, double %763, double 0x3FD999999997FA04)
	%770 = fmul double %763, %769
	%771 = fadd double %767, %770
	%772 = fadd double %761, %771
	%773 = fmul double %759, %772
	%774 = fmul double %756, 0x3DEA39EF35793C76
	%775 = fadd double %773, %774
	%776 = fmul double %756, 0x3FE62E42FEE00000
	%777 = fsub double %761, %775
	%778 = fsub double %777, %757
	%779 = fsub double %776, %778
	%780 = fcmp ogt double %743, 0x7FEFFFFFFFFFFFFF
	%781 = select i1 %780, double %743, double %779
	%782 = fcmp oeq double %743, 0.0
	%783 = select i1 %782, double 0xFFF0000000000000, double %781
	%784 = fcmp olt double %743, 0.0
	%785 = select i1 %784, double 0x7FF8000000000000, double %783
	%786 = fcmp uno double %743, %743
	%787 = select i1 %786, double %743, double %785
	%788 = fmul double %737, %787
	%789 = sub i64 %734, %102
	%790 = getelementptr inbounds double, double* %41, i64 %789
	%791 = fcmp uno double %788, %788
	%792 = bitcast double %788 to i64
	%793 = select i1 %791, i64 u0x7FF8000000000000, i64 %792
	%794 = bitcast double* %790 to i64*
	store i64 %793, i64* %794
	%795 = add i64 %734, 1
	br label %preeval158.head

preeval158.exit:
	%796 = getelementptr inbounds i64, i64* %aux, i64 10
	store i64 %55, i64* %796
	%797 = getelementptr inbounds i64, i64* %aux, i64 11
	store i64 %108, i64* %797
	br label %chunk1.join

row161.head:
	%798 = phi double [ %56, %chunk1.join ], [ %809, %nz164.exit ]
	%799 = phi i64 [ %55, %chunk1.join ], [ %829, %nz164.exit ]
	%800 = icmp slt i64 %799, %93
	br i1 %800, label %row161.body, label %row161.exit

row161.body:
	%801 = mul i64 %799, %m
	%802 = getelementptr inbounds i64, i64* %4, i64 %799
	%803 = load i64, i64* %802
	%804 = add i64 %799, 1
	%805 = getelementptr inbounds i64, i64* %4, i64 %804
	%806 = load i64, i64* %805
	%807 = sub i64 %799, %rl
	%808 = mul i64 %807, %m
	br label %nz164.head

row161.exit:
	br label %chunk1.head

nz164.head:
	%809 = phi double [ %798, %row161.body ], [ %809, %nz164.body ]
	%810 = phi i64 [ %803, %row161.body ], [ %826, %nz164.body ]
	%811 = icmp slt i64 %810, %806
	br i1 %811, label %nz164.body, label %nz164.exit

nz164.body:
	%812 = getelementptr inbounds i32, i32* %6, i64 %810
	%813 = load i32, i32* %812
	%814 = sext i32 %813 to i64
	%815 = getelementptr inbounds double, double* %2, i64 %810
	%816 = load double, double* %815
	%817 = sub i64 %810, %89
	%818 = getelementptr inbounds double, double* %41, i64 %817
	%819 = load double, double* %818
	%820 = add i64 %808, %814
	%821 = and i64 %820, 7
	%822 = getelementptr inbounds double, double* %0, i64 %821
	%823 = load double, double* %822
	%824 = fadd double %823, %819
	%825 = getelementptr inbounds double, double* %0, i64 %821
	store double %824, double* %825
	%826 = add i64 %810, 1
	br label %nz164.head

nz164.exit:
	%827 = sub i64 %806, %803
	%828 = icmp slt i64 %827, %m
	%829 = add i64 %799, 1
	br label %row161.head
}

declare void @llvm.prefetch.p0i8(i8* %0, i32 %1, i32 %2, i32 %3) nounwind

declare double @llvm.fma.f64(double %0, double %1, double %2) nounwind
