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
	%55 = phi i64 [ %rl, %entry ], [ %93, %row191.exit ]
	%56 = phi double [ 0.0, %entry ], [ %1268, %row191.exit ]
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
	br label %row191.head

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
	br label %cntzero95.head

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
	br label %preeval188.head

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
	%213 = phi i64 [ %166, %prefetchu19.done ], [ %481, %dotntail74.exit ], [ %596, %dotntail84.exit ], [ %658, %dottail92.exit ]
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
	%303 = lshr i64 %14, 3
	br label %dotn69.head

group67.fewer:
	%304 = add i64 %213, 1
	%305 = icmp slt i64 %304, %156
	%306 = select i1 %305, i64 %304, i64 0
	%307 = getelementptr inbounds i32, i32* %6, i64 %306
	%308 = load i32, i32* %307
	%309 = sext i32 %308 to i64
	%310 = icmp slt i64 %309, %148
	%311 = and i1 %305, %310
	br i1 %311, label %group77.body, label %group77.fewer

dotn69.head:
	%312 = phi <4 x double> [ zeroinitializer, %group67.body ], [ %369, %dotn69.body ]
	%313 = phi <4 x double> [ zeroinitializer, %group67.body ], [ %367, %dotn69.body ]
	%314 = phi <4 x double> [ zeroinitializer, %group67.body ], [ %359, %dotn69.body ]
	%315 = phi <4 x double> [ zeroinitializer, %group67.body ], [ %357, %dotn69.body ]
	%316 = phi <4 x double> [ zeroinitializer, %group67.body ], [ %349, %dotn69.body ]
	%317 = phi <4 x double> [ zeroinitializer, %group67.body ], [ %347, %dotn69.body ]
	%318 = phi <4 x double> [ zeroinitializer, %group67.body ], [ %339, %dotn69.body ]
	%319 = phi <4 x double> [ zeroinitializer, %group67.body ], [ %337, %dotn69.body ]
	%320 = phi i64 [ 0, %group67.body ], [ %370, %dotn69.body ]
	%321 = icmp slt i64 %320, %303
	br i1 %321, label %dotn69.body, label %dotn69.exit

dotn69.body:
	%322 = shl i64 %320, 3
	%323 = add i64 %322, 4
	%324 = getelementptr inbounds double, double* %282, i64 %322
	%325 = bitcast double* %324 to <4 x double>*
	%326 = load <4 x double>, <4 x double>* %325, align 8
	%327 = getelementptr inbounds double, double* %282, i64 %323
	%328 = bitcast double* %327 to <4 x double>*
	%329 = load <4 x double>, <4 x double>* %328, align 8
	%330 = getelementptr inbounds double, double* %284, i64 %322
	%331 = bitcast double* %330 to <4 x double>*
	%332 = load <4 x double>, <4 x double>* %331, align 8
	%333 = getelementptr inbounds double, double* %284, i64 %323
	%334 = bitcast double* %333 to <4 x double>*
	%335 = load <4 x double>, <4 x double>* %334, align 8
	%336 = fmul <4 x double> %326, %332
	%337 = fadd <4 x double> %319, %336
	%338 = fmul <4 x double> %329, %335
	%339 = fadd <4 x double> %318, %338
	%340 = getelementptr inbounds double, double* %290, i64 %322
	%341 = bitcast double* %340 to <4 x double>*
	%342 = load <4 x double>, <4 x double>* %341, align 8
	%343 = getelementptr inbounds double, double* %290, i64 %323
	%344 = bitcast double* %343 to <4 x double>*
	%345 = load <4 x double>, <4 x double>* %344, align 8
	%346 = fmul <4 x double> %326, %342
	%347 = fadd <4 x double> %317, %346
	%348 = fmul <4 x double> %329, %345
	%349 = fadd <4 x double> %316, %348
	%350 = getelementptr inbounds double, double* %296, i64 %322
	%351 = bitcast double* %350 to <4 x double>*
	%352 = load <4 x double>, <4 x double>* %351, align 8
	%353 = getelementptr inbounds double, double* %296, i64 %323
	%354 = bitcast double* %353 to <4 x double>*
	%355 = load <4 x double>, <4 x double>* %354, align 8
	%356 = fmul <4 x double> %326, %352
	%357 = fadd <4 x double> %315, %356
	%358 = fmul <4 x double> %329, %355
	%359 = fadd <4 x double> %314, %358
	%360 = getelementptr inbounds double, double* %302, i64 %322
	%361 = bitcast double* %360 to <4 x double>*
	%362 = load <4 x double>, <4 x double>* %361, align 8
	%363 = getelementptr inbounds double, double* %302, i64 %323
	%364 = bitcast double* %363 to <4 x double>*
	%365 = load <4 x double>, <4 x double>* %364, align 8
	%366 = fmul <4 x double> %326, %362
	%367 = fadd <4 x double> %313, %366
	%368 = fmul <4 x double> %329, %365
	%369 = fadd <4 x double> %312, %368
	%370 = add i64 %320, 1
	br label %dotn69.head

dotn69.exit:
	%371 = shl i64 %303, 3
	%372 = fadd <4 x double> %319, %318
	%373 = fadd <4 x double> %317, %316
	%374 = fadd <4 x double> %315, %314
	%375 = fadd <4 x double> %313, %312
	%376 = add i64 %371, 4
	%377 = icmp sle i64 %376, %14
	br i1 %377, label %dotnquad72.body, label %dotnquad72.join

dotnquad72.body:
	%378 = getelementptr inbounds double, double* %282, i64 %371
	%379 = bitcast double* %378 to <4 x double>*
	%380 = load <4 x double>, <4 x double>* %379, align 8
	%381 = getelementptr inbounds double, double* %284, i64 %371
	%382 = bitcast double* %381 to <4 x double>*
	%383 = load <4 x double>, <4 x double>* %382, align 8
	%384 = fmul <4 x double> %380, %383
	%385 = fadd <4 x double> %372, %384
	%386 = getelementptr inbounds double, double* %290, i64 %371
	%387 = bitcast double* %386 to <4 x double>*
	%388 = load <4 x double>, <4 x double>* %387, align 8
	%389 = fmul <4 x double> %380, %388
	%390 = fadd <4 x double> %373, %389
	%391 = getelementptr inbounds double, double* %296, i64 %371
	%392 = bitcast double* %391 to <4 x double>*
	%393 = load <4 x double>, <4 x double>* %392, align 8
	%394 = fmul <4 x double> %380, %393
	%395 = fadd <4 x double> %374, %394
	%396 = getelementptr inbounds double, double* %302, i64 %371
	%397 = bitcast double* %396 to <4 x double>*
	%398 = load <4 x double>, <4 x double>* %397, align 8
	%399 = fmul <4 x double> %380, %398
	%400 = fadd <4 x double> %375, %399
	%401 = add i64 %371, 4
	br label %dotnquad72.join

dotnquad72.join:
	%402 = phi i64 [ %371, %dotn69.exit ], [ %401, %dotnquad72.body ]
	%403 = phi <4 x double> [ %372, %dotn69.exit ], [ %385, %dotnquad72.body ]
	%404 = phi <4 x double> [ %373, %dotn69.exit ], [ %390, %dotnquad72.body ]
	%405 = phi <4 x double> [ %374, %dotn69.exit ], [ %395, %dotnquad72.body ]
	%406 = phi <4 x double> [ %375, %dotn69.exit ], [ %400, %dotnquad72.body ]
	%407 = shufflevector <4 x double> %403, <4 x double> undef, <2 x i32> <i32 0, i32 1>
	%408 = shufflevector <4 x double> %403, <4 x double> undef, <2 x i32> <i32 2, i32 3>
	%409 = fadd <2 x double> %407, %408
	%410 = extractelement <2 x double> %409, i64 0
	%411 = extractelement <2 x double> %409, i64 1
	%412 = fadd double %410, %411
	%413 = shufflevector <4 x double> %404, <4 x double> undef, <2 x i32> <i32 0, i32 1>
	%414 = shufflevector <4 x double> %404, <4 x double> undef, <2 x i32> <i32 2, i32 3>
	%415 = fadd <2 x double> %413, %414
	%416 = extractelement <2 x double> %415, i64 0
	%417 = extractelement <2 x double> %415, i64 1
	%418 = fadd double %416, %417
	%419 = shufflevector <4 x double> %405, <4 x double> undef, <2 x i32> <i32 0, i32 1>
	%420 = shufflevector <4 x double> %405, <4 x double> undef, <2 x i32> <i32 2, i32 3>
	%421 = fadd <2 x double> %419, %420
	%422 = extractelement <2 x double> %421, i64 0
	%423 = extractelement <2 x double> %421, i64 1
	%424 = fadd double %422, %423
	%425 = shufflevector <4 x double> %406, <4 x double> undef, <2 x i32> <i32 0, i32 1>
	%426 = shufflevector <4 x double> %406, <4 x double> undef, <2 x i32> <i32 2, i32 3>
	%427 = fadd <2 x double> %425, %426
	%428 = extractelement <2 x double> %427, i64 0
	%429 = extractelement <2 x double> %427, i64 1
	%430 = fadd double %428, %429
	br label %dotntail74.head

dotntail74.head:
	%431 = phi double [ %430, %dotnquad72.join ], [ %454, %dotntail74.body ]
	%432 = phi double [ %424, %dotnquad72.join ], [ %450, %dotntail74.body ]
	%433 = phi double [ %418, %dotnquad72.join ], [ %446, %dotntail74.body ]
	%434 = phi double [ %412, %dotnquad72.join ], [ %442, %dotntail74.body ]
	%435 = phi i64 [ %402, %dotnquad72.join ], [ %455, %dotntail74.body ]
	%436 = icmp slt i64 %435, %14
	br i1 %436, label %dotntail74.body, label %dotntail74.exit

dotntail74.body:
	%437 = getelementptr inbounds double, double* %282, i64 %435
	%438 = load double, double* %437
	%439 = getelementptr inbounds double, double* %284, i64 %435
	%440 = load double, double* %439
	%441 = fmul double %438, %440
	%442 = fadd double %434, %441
	%443 = getelementptr inbounds double, double* %290, i64 %435
	%444 = load double, double* %443
	%445 = fmul double %438, %444
	%446 = fadd double %433, %445
	%447 = getelementptr inbounds double, double* %296, i64 %435
	%448 = load double, double* %447
	%449 = fmul double %438, %448
	%450 = fadd double %432, %449
	%451 = getelementptr inbounds double, double* %302, i64 %435
	%452 = load double, double* %451
	%453 = fmul double %438, %452
	%454 = fadd double %431, %453
	%455 = add i64 %435, 1
	br label %dotntail74.head

dotntail74.exit:
	%456 = sub i64 %213, %102
	%457 = add i64 %456, 0
	%458 = getelementptr inbounds double, double* %41, i64 %457
	%459 = fcmp uno double %434, %434
	%460 = bitcast double %434 to i64
	%461 = select i1 %459, i64 u0x7FF8000000000000, i64 %460
	%462 = bitcast double* %458 to i64*
	store i64 %461, i64* %462
	%463 = add i64 %456, 1
	%464 = getelementptr inbounds double, double* %41, i64 %463
	%465 = fcmp uno double %433, %433
	%466 = bitcast double %433 to i64
	%467 = select i1 %465, i64 u0x7FF8000000000000, i64 %466
	%468 = bitcast double* %464 to i64*
	store i64 %467, i64* %468
	%469 = add i64 %456, 2
	%470 = getelementptr inbounds double, double* %41, i64 %469
	%471 = fcmp uno double %432, %432
	%472 = bitcast double %432 to i64
	%473 = select i1 %471, i64 u0x7FF8000000000000, i64 %472
	%474 = bitcast double* %470 to i64*
	store i64 %473, i64* %474
	%475 = add i64 %456, 3
	%476 = getelementptr inbounds double, double* %41, i64 %475
	%477 = fcmp uno double %431, %431
	%478 = bitcast double %431 to i64
	%479 = select i1 %477, i64 u0x7FF8000000000000, i64 %478
	%480 = bitcast double* %476 to i64*
	store i64 %479, i64* %480
	%481 = add i64 %213, 4
	br label %bcell42.head

group77.body:
	%482 = mul i64 %151, %14
	%483 = getelementptr double, double* %8, i64 %482
	%484 = mul i64 %218, %14
	%485 = getelementptr double, double* %10, i64 %484
	%486 = add i64 %213, 1
	%487 = getelementptr inbounds i32, i32* %6, i64 %486
	%488 = load i32, i32* %487
	%489 = sext i32 %488 to i64
	%490 = mul i64 %489, %14
	%491 = getelementptr double, double* %10, i64 %490
	%492 = lshr i64 %14, 3
	br label %dotn79.head

group77.fewer:
	%493 = sub i64 %213, %102
	%494 = mul i64 %151, %14
	%495 = getelementptr double, double* %8, i64 %494
	%496 = mul i64 %218, %14
	%497 = getelementptr double, double* %10, i64 %496
	%498 = lshr i64 %14, 3
	br label %dot87.head

dotn79.head:
	%499 = phi <4 x double> [ zeroinitializer, %group77.body ], [ %532, %dotn79.body ]
	%500 = phi <4 x double> [ zeroinitializer, %group77.body ], [ %530, %dotn79.body ]
	%501 = phi <4 x double> [ zeroinitializer, %group77.body ], [ %522, %dotn79.body ]
	%502 = phi <4 x double> [ zeroinitializer, %group77.body ], [ %520, %dotn79.body ]
	%503 = phi i64 [ 0, %group77.body ], [ %533, %dotn79.body ]
	%504 = icmp slt i64 %503, %492
	br i1 %504, label %dotn79.body, label %dotn79.exit

dotn79.body:
	%505 = shl i64 %503, 3
	%506 = add i64 %505, 4
	%507 = getelementptr inbounds double, double* %483, i64 %505
	%508 = bitcast double* %507 to <4 x double>*
	%509 = load <4 x double>, <4 x double>* %508, align 8
	%510 = getelementptr inbounds double, double* %483, i64 %506
	%511 = bitcast double* %510 to <4 x double>*
	%512 = load <4 x double>, <4 x double>* %511, align 8
	%513 = getelementptr inbounds double, double* %485, i64 %505
	%514 = bitcast double* %513 to <4 x double>*
	%515 = load <4 x double>, <4 x double>* %514, align 8
	%516 = getelementptr inbounds double, double* %485, i64 %506
	%517 = bitcast double* %516 to <4 x double>*
	%518 = load <4 x double>, <4 x double>* %517, align 8
	%519 = fmul <4 x double> %509, %515
	%520 = fadd <4 x double> %502, %519
	%521 = fmul <4 x double> %512, %518
	%522 = fadd <4 x double> %501, %521
	%523 = getelementptr inbounds double, double* %491, i64 %505
	%524 = bitcast double* %523 to <4 x double>*
	%525 = load <4 x double>, <4 x double>* %524, align 8
	%526 = getelementptr inbounds double, double* %491, i64 %506
	%527 = bitcast double* %526 to <4 x double>*
	%528 = load <4 x double>, <4 x double>* %527, align 8
	%529 = fmul <4 x double> %509, %525
	%530 = fadd <4 x double> %500, %529
	%531 = fmul <4 x double> %512, %528
	%532 = fadd <4 x double> %499, %531
	%533 = add i64 %503, 1
	br label %dotn79.head

dotn79.exit:
	%534 = shl i64 %492, 3
	%535 = fadd <4 x double> %502, %501
	%536 = fadd <4 x double> %500, %499
	%537 = add i64 %534, 4
	%538 = icmp sle i64 %537, %14
	br i1 %538, label %dotnquad82.body, label %dotnquad82.join

dotnquad82.body:
	%539 = getelementptr inbounds double, double* %483, i64 %534
	%540 = bitcast double* %539 to <4 x double>*
	%541 = load <4 x double>, <4 x double>* %540, align 8
	%542 = getelementptr inbounds double, double* %485, i64 %534
	%543 = bitcast double* %542 to <4 x double>*
	%544 = load <4 x double>, <4 x double>* %543, align 8
	%545 = fmul <4 x double> %541, %544
	%546 = fadd <4 x double> %535, %545
	%547 = getelementptr inbounds double, double* %491, i64 %534
	%548 = bitcast double* %547 to <4 x double>*
	%549 = load <4 x double>, <4 x double>* %548, align 8
	%550 = fmul <4 x double> %541, %549
	%551 = fadd <4 x double> %536, %550
	%552 = add i64 %534, 4
	br label %dotnquad82.join

dotnquad82.join:
	%553 = phi i64 [ %534, %dotn79.exit ], [ %552, %dotnquad82.body ]
	%554 = phi <4 x double> [ %535, %dotn79.exit ], [ %546, %dotnquad82.body ]
	%555 = phi <4 x double> [ %536, %dotn79.exit ], [ %551, %dotnquad82.body ]
	%556 = shufflevector <4 x double> %554, <4 x double> undef, <2 x i32> <i32 0, i32 1>
	%557 = shufflevector <4 x double> %554, <4 x double> undef, <2 x i32> <i32 2, i32 3>
	%558 = fadd <2 x double> %556, %557
	%559 = extractelement <2 x double> %558, i64 0
	%560 = extractelement <2 x double> %558, i64 1
	%561 = fadd double %559, %560
	%562 = shufflevector <4 x double> %555, <4 x double> undef, <2 x i32> <i32 0, i32 1>
	%563 = shufflevector <4 x double> %555, <4 x double> undef, <2 x i32> <i32 2, i32 3>
	%564 = fadd <2 x double> %562, %563
	%565 = extractelement <2 x double> %564, i64 0
	%566 = extractelement <2 x double> %564, i64 1
	%567 = fadd double %565, %566
	br label %dotntail84.head

dotntail84.head:
	%568 = phi double [ %567, %dotnquad82.join ], [ %581, %dotntail84.body ]
	%569 = phi double [ %561, %dotnquad82.join ], [ %577, %dotntail84.body ]
	%570 = phi i64 [ %553, %dotnquad82.join ], [ %582, %dotntail84.body ]
	%571 = icmp slt i64 %570, %14
	br i1 %571, label %dotntail84.body, label %dotntail84.exit

dotntail84.body:
	%572 = getelementptr inbounds double, double* %483, i64 %570
	%573 = load double, double* %572
	%574 = getelementptr inbounds double, double* %485, i64 %570
	%575 = load double, double* %574
	%576 = fmul double %573, %575
	%577 = fadd double %569, %576
	%578 = getelementptr inbounds double, double* %491, i64 %570
	%579 = load double, double* %578
	%580 = fmul double %573, %579
	%581 = fadd double %568, %580
	%582 = add i64 %570, 1
	br label %dotntail84.head

dotntail84.exit:
	%583 = sub i64 %213, %102
	%584 = add i64 %583, 0
	%585 = getelementptr inbounds double, double* %41, i64 %584
	%586 = fcmp uno double %569, %569
	%587 = bitcast double %569 to i64
	%588 = select i1 %586, i64 u0x7FF8000000000000, i64 %587
	%589 = bitcast double* %585 to i64*
	store i64 %588, i64* %589
	%590 = add i64 %583, 1
	%591 = getelementptr inbounds double, double* %41, i64 %590
	%592 = fcmp uno double %568, %568
	%593 = bitcast double %568 to i64
	%594 = select i1 %592, i64 u0x7FF8000000000000, i64 %593
	%595 = bitcast double* %591 to i64*
	store i64 %594, i64* %595
	%596 = add i64 %213, 2
	br label %bcell42.head

dot87.head:
	%597 = phi <4 x double> [ zeroinitializer, %group77.fewer ], [ %618, %dot87.body ]
	%598 = phi <4 x double> [ zeroinitializer, %group77.fewer ], [ %616, %dot87.body ]
	%599 = phi i64 [ 0, %group77.fewer ], [ %619, %dot87.body ]
	%600 = icmp slt i64 %599, %498
	br i1 %600, label %dot87.body, label %dot87.exit

dot87.body:
	%601 = shl i64 %599, 3
	%602 = add i64 %601, 4
	%603 = getelementptr inbounds double, double* %495, i64 %601
	%604 = bitcast double* %603 to <4 x double>*
	%605 = load <4 x double>, <4 x double>* %604, align 8
	%606 = getelementptr inbounds double, double* %495, i64 %602
	%607 = bitcast double* %606 to <4 x double>*
	%608 = load <4 x double>, <4 x double>* %607, align 8
	%609 = getelementptr inbounds double, double* %497, i64 %601
	%610 = bitcast double* %609 to <4 x double>*
	%611 = load <4 x double>, <4 x double>* %610, align 8
	%612 = getelementptr inbounds double, double* %497, i64 %602
	%613 = bitcast double* %612 to <4 x double>*
	%614 = load <4 x double>, <4 x double>* %613, align 8
	%615 = fmul <4 x double> %605, %611
	%616 = fadd <4 x double> %598, %615
	%617 = fmul <4 x double> %608, %614
	%618 = fadd <4 x double> %597, %617
	%619 = add i64 %599, 1
	br label %dot87.head

dot87.exit:
	%620 = shl i64 %498, 3
	%621 = fadd <4 x double> %598, %597
	%622 = add i64 %620, 4
	%623 = icmp sle i64 %622, %14
	br i1 %623, label %dotquad90.body, label %dotquad90.join

dotquad90.body:
	%624 = getelementptr inbounds double, double* %495, i64 %620
	%625 = bitcast double* %624 to <4 x double>*
	%626 = load <4 x double>, <4 x double>* %625, align 8
	%627 = getelementptr inbounds double, double* %497, i64 %620
	%628 = bitcast double* %627 to <4 x double>*
	%629 = load <4 x double>, <4 x double>* %628, align 8
	%630 = fmul <4 x double> %626, %629
	%631 = fadd <4 x double> %621, %630
	%632 = add i64 %620, 4
	br label %dotquad90.join

dotquad90.join:
	%633 = phi i64 [ %620, %dot87.exit ], [ %632, %dotquad90.body ]
	%634 = phi <4 x double> [ %621, %dot87.exit ], [ %631, %dotquad90.body ]
	%635 = shufflevector <4 x double> %634, <4 x double> undef, <2 x i32> <i32 0, i32 1>
	%636 = shufflevector <4 x double> %634, <4 x double> undef, <2 x i32> <i32 2, i32 3>
	%637 = fadd <2 x double> %635, %636
	%638 = extractelement <2 x double> %637, i64 0
	%639 = extractelement <2 x double> %637, i64 1
	%640 = fadd double %638, %639
	br label %dottail92.head

dottail92.head:
	%641 = phi double [ %640, %dotquad90.join ], [ %649, %dottail92.body ]
	%642 = phi i64 [ %633, %dotquad90.join ], [ %650, %dottail92.body ]
	%643 = icmp slt i64 %642, %14
	br i1 %643, label %dottail92.body, label %dottail92.exit

dottail92.body:
	%644 = getelementptr inbounds double, double* %495, i64 %642
	%645 = load double, double* %644
	%646 = getelementptr inbounds double, double* %497, i64 %642
	%647 = load double, double* %646
	%648 = fmul double %645, %647
	%649 = fadd double %641, %648
	%650 = add i64 %642, 1
	br label %dottail92.head

dottail92.exit:
	%651 = mul i64 %28, 0
	%652 = add i64 %651, %493
	%653 = getelementptr inbounds double, double* %41, i64 %652
	%654 = fcmp uno double %641, %641
	%655 = bitcast double %641 to i64
	%656 = select i1 %654, i64 u0x7FF8000000000000, i64 %655
	%657 = bitcast double* %653 to i64*
	store i64 %656, i64* %657
	%658 = add i64 %213, 1
	br label %bcell42.head

cntzero95.head:
	%659 = phi i64 [ 0, %walk8.sorted ], [ %662, %cntzero95.body ]
	%660 = icmp slt i64 %659, %133
	br i1 %660, label %cntzero95.body, label %cntzero95.exit

cntzero95.body:
	%661 = getelementptr inbounds i64, i64* %50, i64 %659
	store i64 0, i64* %661
	%662 = add i64 %659, 1
	br label %cntzero95.head

cntzero95.exit:
	br label %cntcount98.head

cntcount98.head:
	%663 = phi i64 [ %102, %cntzero95.exit ], [ %673, %cntcount98.body ]
	%664 = icmp slt i64 %663, %122
	br i1 %664, label %cntcount98.body, label %cntcount98.exit

cntcount98.body:
	%665 = getelementptr inbounds i32, i32* %6, i64 %663
	%666 = load i32, i32* %665
	%667 = sext i32 %666 to i64
	%668 = add i64 %667, 1
	%669 = getelementptr inbounds i64, i64* %50, i64 %668
	%670 = load i64, i64* %669
	%671 = add i64 %670, 1
	%672 = getelementptr inbounds i64, i64* %50, i64 %668
	store i64 %671, i64* %672
	%673 = add i64 %663, 1
	br label %cntcount98.head

cntcount98.exit:
	%674 = add i64 %m, 1
	br label %cntprefix101.head

cntprefix101.head:
	%675 = phi i64 [ 0, %cntcount98.exit ], [ %680, %cntprefix101.body ]
	%676 = phi i64 [ 0, %cntcount98.exit ], [ %682, %cntprefix101.body ]
	%677 = icmp slt i64 %676, %674
	br i1 %677, label %cntprefix101.body, label %cntprefix101.exit

cntprefix101.body:
	%678 = getelementptr inbounds i64, i64* %50, i64 %676
	%679 = load i64, i64* %678
	%680 = add i64 %675, %679
	%681 = getelementptr inbounds i64, i64* %50, i64 %676
	store i64 %680, i64* %681
	%682 = add i64 %676, 1
	br label %cntprefix101.head

cntprefix101.exit:
	br label %sortrow104.head

sortrow104.head:
	%683 = phi i64 [ %55, %cntprefix101.exit ], [ %706, %sortcell107.exit ]
	%684 = icmp slt i64 %683, %108
	br i1 %684, label %sortrow104.body, label %sortrow104.exit

sortrow104.body:
	%685 = getelementptr inbounds i64, i64* %4, i64 %683
	%686 = load i64, i64* %685
	%687 = add i64 %683, 1
	%688 = getelementptr inbounds i64, i64* %4, i64 %687
	%689 = load i64, i64* %688
	br label %sortcell107.head

sortrow104.exit:
	br label %sortcol110.head

sortcell107.head:
	%690 = phi i64 [ %686, %sortrow104.body ], [ %705, %sortcell107.body ]
	%691 = icmp slt i64 %690, %689
	br i1 %691, label %sortcell107.body, label %sortcell107.exit

sortcell107.body:
	%692 = getelementptr inbounds i32, i32* %6, i64 %690
	%693 = load i32, i32* %692
	%694 = sext i32 %693 to i64
	%695 = getelementptr inbounds i64, i64* %50, i64 %694
	%696 = load i64, i64* %695
	%697 = add i64 %696, 1
	%698 = getelementptr inbounds i64, i64* %50, i64 %694
	store i64 %697, i64* %698
	%699 = sub i64 %683, %55
	%700 = shl i64 %699, 18
	%701 = sub i64 %690, %102
	%702 = or i64 %700, %701
	%703 = trunc i64 %702 to i32
	%704 = getelementptr inbounds i32, i32* %51, i64 %696
	store i32 %703, i32* %704
	%705 = add i64 %690, 1
	br label %sortcell107.head

sortcell107.exit:
	%706 = add i64 %683, 1
	br label %sortrow104.head

sortcol110.head:
	%707 = phi i64 [ 0, %sortrow104.exit ], [ %804, %colcell157.exit ]
	%708 = phi i64 [ 0, %sortrow104.exit ], [ %808, %colcell157.exit ]
	%709 = icmp slt i64 %708, %m
	br i1 %709, label %sortcol110.body, label %sortcol110.exit

sortcol110.body:
	%710 = getelementptr inbounds i64, i64* %50, i64 %708
	%711 = load i64, i64* %710
	%712 = add i64 %708, 12
	%713 = icmp slt i64 %712, %m
	br i1 %713, label %prefetchrow113.body, label %prefetchrow113.done

sortcol110.exit:
	br label %block13.exit

prefetchrow113.body:
	%714 = mul i64 %712, %14
	%715 = getelementptr double, double* %10, i64 %714
	%716 = add i64 %14, 7
	%717 = sdiv i64 %716, 8
	br label %pffar115loop116.head

prefetchrow113.done:
	%718 = add i64 %708, 3
	%719 = icmp slt i64 %718, %m
	br i1 %719, label %prefetchrow135.body, label %prefetchrow135.done

pffar115.done:
	br label %prefetchrow113.done

pffar115loop116.head:
	%720 = phi i64 [ 16, %prefetchrow113.body ], [ %725, %pffar115loop116.body ]
	%721 = icmp slt i64 %720, %717
	br i1 %721, label %pffar115loop116.body, label %pffar115loop116.exit

pffar115loop116.body:
	%722 = mul i64 %720, 8
	%723 = getelementptr double, double* %715, i64 %722
	%724 = bitcast double* %723 to i8*
	call void @llvm.prefetch.p0i8(i8* %724, i32 0, i32 2, i32 1)
	%725 = add i64 %720, 1
	br label %pffar115loop116.head

pffar115loop116.exit:
	%726 = icmp slt i64 %717, 16
	%727 = select i1 %726, i64 %717, i64 16
	switch i64 %727, label %pffar115.done [
		i64 1, label %pffar115.line0
		i64 2, label %pffar115.line1
		i64 3, label %pffar115.line2
		i64 4, label %pffar115.line3
		i64 5, label %pffar115.line4
		i64 6, label %pffar115.line5
		i64 7, label %pffar115.line6
		i64 8, label %pffar115.line7
		i64 9, label %pffar115.line8
		i64 10, label %pffar115.line9
		i64 11, label %pffar115.line10
		i64 12, label %pffar115.line11
		i64 13, label %pffar115.line12
		i64 14, label %pffar115.line13
		i64 15, label %pffar115.line14
		i64 16, label %pffar115.line15
	]

pffar115.line0:
	%728 = getelementptr double, double* %715, i64 0
	%729 = bitcast double* %728 to i8*
	call void @llvm.prefetch.p0i8(i8* %729, i32 0, i32 2, i32 1)
	br label %pffar115.done

pffar115.line1:
	%730 = getelementptr double, double* %715, i64 8
	%731 = bitcast double* %730 to i8*
	call void @llvm.prefetch.p0i8(i8* %731, i32 0, i32 2, i32 1)
	br label %pffar115.line0

pffar115.line2:
	%732 = getelementptr double, double* %715, i64 16
	%733 = bitcast double* %732 to i8*
	call void @llvm.prefetch.p0i8(i8* %733, i32 0, i32 2, i32 1)
	br label %pffar115.line1

pffar115.line3:
	%734 = getelementptr double, double* %715, i64 24
	%735 = bitcast double* %734 to i8*
	call void @llvm.prefetch.p0i8(i8* %735, i32 0, i32 2, i32 1)
	br label %pffar115.line2

pffar115.line4:
	%736 = getelementptr double, double* %715, i64 32
	%737 = bitcast double* %736 to i8*
	call void @llvm.prefetch.p0i8(i8* %737, i32 0, i32 2, i32 1)
	br label %pffar115.line3

pffar115.line5:
	%738 = getelementptr double, double* %715, i64 40
	%739 = bitcast double* %738 to i8*
	call void @llvm.prefetch.p0i8(i8* %739, i32 0, i32 2, i32 1)
	br label %pffar115.line4

pffar115.line6:
	%740 = getelementptr double, double* %715, i64 48
	%741 = bitcast double* %740 to i8*
	call void @llvm.prefetch.p0i8(i8* %741, i32 0, i32 2, i32 1)
	br label %pffar115.line5

pffar115.line7:
	%742 = getelementptr double, double* %715, i64 56
	%743 = bitcast double* %742 to i8*
	call void @llvm.prefetch.p0i8(i8* %743, i32 0, i32 2, i32 1)
	br label %pffar115.line6

pffar115.line8:
	%744 = getelementptr double, double* %715, i64 64
	%745 = bitcast double* %744 to i8*
	call void @llvm.prefetch.p0i8(i8* %745, i32 0, i32 2, i32 1)
	br label %pffar115.line7

pffar115.line9:
	%746 = getelementptr double, double* %715, i64 72
	%747 = bitcast double* %746 to i8*
	call void @llvm.prefetch.p0i8(i8* %747, i32 0, i32 2, i32 1)
	br label %pffar115.line8

pffar115.line10:
	%748 = getelementptr double, double* %715, i64 80
	%749 = bitcast double* %748 to i8*
	call void @llvm.prefetch.p0i8(i8* %749, i32 0, i32 2, i32 1)
	br label %pffar115.line9

pffar115.line11:
	%750 = getelementptr double, double* %715, i64 88
	%751 = bitcast double* %750 to i8*
	call void @llvm.prefetch.p0i8(i8* %751, i32 0, i32 2, i32 1)
	br label %pffar115.line10

pffar115.line12:
	%752 = getelementptr double, double* %715, i64 96
	%753 = bitcast double* %752 to i8*
	call void @llvm.prefetch.p0i8(i8* %753, i32 0, i32 2, i32 1)
	br label %pffar115.line11

pffar115.line13:
	%754 = getelementptr double, double* %715, i64 104
	%755 = bitcast double* %754 to i8*
	call void @llvm.prefetch.p0i8(i8* %755, i32 0, i32 2, i32 1)
	br label %pffar115.line12

pffar115.line14:
	%756 = getelementptr double, double* %715, i64 112
	%757 = bitcast double* %756 to i8*
	call void @llvm.prefetch.p0i8(i8* %757, i32 0, i32 2, i32 1)
	br label %pffar115.line13

pffar115.line15:
	%758 = getelementptr double, double* %715, i64 120
	%759 = bitcast double* %758 to i8*
	call void @llvm.prefetch.p0i8(i8* %759, i32 0, i32 2, i32 1)
	br label %pffar115.line14

prefetchrow135.body:
	%760 = mul i64 %718, %14
	%761 = getelementptr double, double* %10, i64 %760
	%762 = add i64 %14, 7
	%763 = sdiv i64 %762, 8
	br label %pfrow137loop138.head

prefetchrow135.done:
	br label %colcell157.head

pfrow137.done:
	br label %prefetchrow135.done

pfrow137loop138.head:
	%764 = phi i64 [ 16, %prefetchrow135.body ], [ %769, %pfrow137loop138.body ]
	%765 = icmp slt i64 %764, %763
	br i1 %765, label %pfrow137loop138.body, label %pfrow137loop138.exit

pfrow137loop138.body:
	%766 = mul i64 %764, 8
	%767 = getelementptr double, double* %761, i64 %766
	%768 = bitcast double* %767 to i8*
	call void @llvm.prefetch.p0i8(i8* %768, i32 0, i32 3, i32 1)
	%769 = add i64 %764, 1
	br label %pfrow137loop138.head

pfrow137loop138.exit:
	%770 = icmp slt i64 %763, 16
	%771 = select i1 %770, i64 %763, i64 16
	switch i64 %771, label %pfrow137.done [
		i64 1, label %pfrow137.line0
		i64 2, label %pfrow137.line1
		i64 3, label %pfrow137.line2
		i64 4, label %pfrow137.line3
		i64 5, label %pfrow137.line4
		i64 6, label %pfrow137.line5
		i64 7, label %pfrow137.line6
		i64 8, label %pfrow137.line7
		i64 9, label %pfrow137.line8
		i64 10, label %pfrow137.line9
		i64 11, label %pfrow137.line10
		i64 12, label %pfrow137.line11
		i64 13, label %pfrow137.line12
		i64 14, label %pfrow137.line13
		i64 15, label %pfrow137.line14
		i64 16, label %pfrow137.line15
	]

pfrow137.line0:
	%772 = getelementptr double, double* %761, i64 0
	%773 = bitcast double* %772 to i8*
	call void @llvm.prefetch.p0i8(i8* %773, i32 0, i32 3, i32 1)
	br label %pfrow137.done

pfrow137.line1:
	%774 = getelementptr double, double* %761, i64 8
	%775 = bitcast double* %774 to i8*
	call void @llvm.prefetch.p0i8(i8* %775, i32 0, i32 3, i32 1)
	br label %pfrow137.line0

pfrow137.line2:
	%776 = getelementptr double, double* %761, i64 16
	%777 = bitcast double* %776 to i8*
	call void @llvm.prefetch.p0i8(i8* %777, i32 0, i32 3, i32 1)
	br label %pfrow137.line1

pfrow137.line3:
	%778 = getelementptr double, double* %761, i64 24
	%779 = bitcast double* %778 to i8*
	call void @llvm.prefetch.p0i8(i8* %779, i32 0, i32 3, i32 1)
	br label %pfrow137.line2

pfrow137.line4:
	%780 = getelementptr double, double* %761, i64 32
	%781 = bitcast double* %780 to i8*
	call void @llvm.prefetch.p0i8(i8* %781, i32 0, i32 3, i32 1)
	br label %pfrow137.line3

pfrow137.line5:
	%782 = getelementptr double, double* %761, i64 40
	%783 = bitcast double* %782 to i8*
	call void @llvm.prefetch.p0i8(i8* %783, i32 0, i32 3, i32 1)
	br label %pfrow137.line4

pfrow137.line6:
	%784 = getelementptr double, double* %761, i64 48
	%785 = bitcast double* %784 to i8*
	call void @llvm.prefetch.p0i8(i8* %785, i32 0, i32 3, i32 1)
	br label %pfrow137.line5

pfrow137.line7:
	%786 = getelementptr double, double* %761, i64 56
	%787 = bitcast double* %786 to i8*
	call void @llvm.prefetch.p0i8(i8* %787, i32 0, i32 3, i32 1)
	br label %pfrow137.line6

pfrow137.line8:
	%788 = getelementptr double, double* %761, i64 64
	%789 = bitcast double* %788 to i8*
	call void @llvm.prefetch.p0i8(i8* %789, i32 0, i32 3, i32 1)
	br label %pfrow137.line7

pfrow137.line9:
	%790 = getelementptr double, double* %761, i64 72
	%791 = bitcast double* %790 to i8*
	call void @llvm.prefetch.p0i8(i8* %791, i32 0, i32 3, i32 1)
	br label %pfrow137.line8

pfrow137.line10:
	%792 = getelementptr double, double* %761, i64 80
	%793 = bitcast double* %792 to i8*
	call void @llvm.prefetch.p0i8(i8* %793, i32 0, i32 3, i32 1)
	br label %pfrow137.line9

pfrow137.line11:
	%794 = getelementptr double, double* %761, i64 88
	%795 = bitcast double* %794 to i8*
	call void @llvm.prefetch.p0i8(i8* %795, i32 0, i32 3, i32 1)
	br label %pfrow137.line10

pfrow137.line12:
	%796 = getelementptr double, double* %761, i64 96
	%797 = bitcast double* %796 to i8*
	call void @llvm.prefetch.p0i8(i8* %797, i32 0, i32 3, i32 1)
	br label %pfrow137.line11

pfrow137.line13:
	%798 = getelementptr double, double* %761, i64 104
	%799 = bitcast double* %798 to i8*
	call void @llvm.prefetch.p0i8(i8* %799, i32 0, i32 3, i32 1)
	br label %pfrow137.line12

pfrow137.line14:
	%800 = getelementptr double, double* %761, i64 112
	%801 = bitcast double* %800 to i8*
	call void @llvm.prefetch.p0i8(i8* %801, i32 0, i32 3, i32 1)
	br label %pfrow137.line13

pfrow137.line15:
	%802 = getelementptr double, double* %761, i64 120
	%803 = bitcast double* %802 to i8*
	call void @llvm.prefetch.p0i8(i8* %803, i32 0, i32 3, i32 1)
	br label %pfrow137.line14

colcell157.head:
	%804 = phi i64 [ %707, %prefetchrow135.done ], [ %1014, %cdotntail167.exit ], [ %1141, %cdotntail177.exit ], [ %1203, %dottail185.exit ]
	%805 = icmp slt i64 %804, %711
	br i1 %805, label %colcell157.body, label %colcell157.exit

colcell157.body:
	%806 = add i64 %804, 3
	%807 = icmp slt i64 %806, %711
	br i1 %807, label %cgroup160.body, label %cgroup160.fewer

colcell157.exit:
	%808 = add i64 %708, 1
	br label %sortcol110.head

cgroup160.body:
	%809 = mul i64 %708, %14
	%810 = getelementptr double, double* %10, i64 %809
	%811 = add i64 %804, 0
	%812 = getelementptr inbounds i32, i32* %51, i64 %811
	%813 = load i32, i32* %812
	%814 = zext i32 %813 to i64
	%815 = lshr i64 %814, 18
	%816 = add i64 %55, %815
	%817 = and i64 %814, u0x3FFFF
	%818 = mul i64 %816, %14
	%819 = getelementptr double, double* %8, i64 %818
	%820 = add i64 %804, 1
	%821 = getelementptr inbounds i32, i32* %51, i64 %820
	%822 = load i32, i32* %821
	%823 = zext i32 %822 to i64
	%824 = lshr i64 %823, 18
	%825 = add i64 %55, %824
	%826 = and i64 %823, u0x3FFFF
	%827 = mul i64 %825, %14
	%828 = getelementptr double, double* %8, i64 %827
	%829 = add i64 %804, 2
	%830 = getelementptr inbounds i32, i32* %51, i64 %829
	%831 = load i32, i32* %830
	%832 = zext i32 %831 to i64
	%833 = lshr i64 %832, 18
	%834 = add i64 %55, %833
	%835 = and i64 %832, u0x3FFFF
	%836 = mul i64 %834, %14
	%837 = getelementptr double, double* %8, i64 %836
	%838 = add i64 %804, 3
	%839 = getelementptr inbounds i32, i32* %51, i64 %838
	%840 = load i32, i32* %839
	%841 = zext i32 %840 to i64
	%842 = lshr i64 %841, 18
	%843 = add i64 %55, %842
	%844 = and i64 %841, u0x3FFFF
	%845 = mul i64 %843, %14
	%846 = getelementptr double, double* %8, i64 %845
	%847 = lshr i64 %14, 3
	br label %cdotn162.head

cgroup160.fewer:
	%848 = add i64 %804, 1
	%849 = icmp slt i64 %848, %711
	br i1 %849, label %cgroup170.body, label %cgroup170.fewer

cdotn162.head:
	%850 = phi <4 x double> [ zeroinitializer, %cgroup160.body ], [ %907, %cdotn162.body ]
	%851 = phi <4 x double> [ zeroinitializer, %cgroup160.body ], [ %905, %cdotn162.body ]
	%852 = phi <4 x double> [ zeroinitializer, %cgroup160.body ], [ %897, %cdotn162.body ]
	%853 = phi <4 x double> [ zeroinitializer, %cgroup160.body ], [ %895, %cdotn162.body ]
	%854 = phi <4 x double> [ zeroinitializer, %cgroup160.body ], [ %887, %cdotn162.body ]
	%855 = phi <4 x double> [ zeroinitializer, %cgroup160.body ], [ %885, %cdotn162.body ]
	%856 = phi <4 x double> [ zeroinitializer, %cgroup160.body ], [ %877, %cdotn162.body ]
	%857 = phi <4 x double> [ zeroinitializer, %cgroup160.body ], [ %875, %cdotn162.body ]
	%858 = phi i64 [ 0, %cgroup160.body ], [ %908, %cdotn162.body ]
	%859 = icmp slt i64 %858, %847
	br i1 %859, label %cdotn162.body, label %cdotn162.exit

cdotn162.body:
	%860 = shl i64 %858, 3
	%861 = add i64 %860, 4
	%862 = getelementptr inbounds double, double* %810, i64 %860
	%863 = bitcast double* %862 to <4 x double>*
	%864 = load <4 x double>, <4 x double>* %863, align 8
	%865 = getelementptr inbounds double, double* %810, i64 %861
	%866 = bitcast double* %865 to <4 x double>*
	%867 = load <4 x double>, <4 x double>* %866, align 8
	%868 = getelementptr inbounds double, double* %819, i64 %860
	%869 = bitcast double* %868 to <4 x double>*
	%870 = load <4 x double>, <4 x double>* %869, align 8
	%871 = getelementptr inbounds double, double* %819, i64 %861
	%872 = bitcast double* %871 to <4 x double>*
	%873 = load <4 x double>, <4 x double>* %872, align 8
	%874 = fmul <4 x double> %870, %864
	%875 = fadd <4 x double> %857, %874
	%876 = fmul <4 x double> %873, %867
	%877 = fadd <4 x double> %856, %876
	%878 = getelementptr inbounds double, double* %828, i64 %860
	%879 = bitcast double* %878 to <4 x double>*
	%880 = load <4 x double>, <4 x double>* %879, align 8
	%881 = getelementptr inbounds double, double* %828, i64 %861
	%882 = bitcast double* %881 to <4 x double>*
	%883 = load <4 x double>, <4 x double>* %882, align 8
	%884 = fmul <4 x double> %880, %864
	%885 = fadd <4 x double> %855, %884
	%886 = fmul <4 x double> %883, %867
	%887 = fadd <4 x double> %854, %886
	%888 = getelementptr inbounds double, double* %837, i64 %860
	%889 = bitcast double* %888 to <4 x double>*
	%890 = load <4 x double>, <4 x double>* %889, align 8
	%891 = getelementptr inbounds double, double* %837, i64 %861
	%892 = bitcast double* %891 to <4 x double>*
	%893 = load <4 x double>, <4 x double>* %892, align 8
	%894 = fmul <4 x double> %890, %864
	%895 = fadd <4 x double> %853, %894
	%896 = fmul <4 x double> %893, %867
	%897 = fadd <4 x double> %852, %896
	%898 = getelementptr inbounds double, double* %846, i64 %860
	%899 = bitcast double* %898 to <4 x double>*
	%900 = load <4 x double>, <4 x double>* %899, align 8
	%901 = getelementptr inbounds double, double* %846, i64 %861
	%902 = bitcast double* %901 to <4 x double>*
	%903 = load <4 x double>, <4 x double>* %902, align 8
	%904 = fmul <4 x double> %900, %864
	%905 = fadd <4 x double> %851, %904
	%906 = fmul <4 x double> %903, %867
	%907 = fadd <4 x double> %850, %906
	%908 = add i64 %858, 1
	br label %cdotn162.head

cdotn162.exit:
	%909 = shl i64 %847, 3
	%910 = fadd <4 x double> %857, %856
	%911 = fadd <4 x double> %855, %854
	%912 = fadd <4 x double> %853, %852
	%913 = fadd <4 x double> %851, %850
	%914 = add i64 %909, 4
	%915 = icmp sle i64 %914, %14
	br i1 %915, label %cdotnquad165.body, label %cdotnquad165.join

cdotnquad165.body:
	%916 = getelementptr inbounds double, double* %810, i64 %909
	%917 = bitcast double* %916 to <4 x double>*
	%918 = load <4 x double>, <4 x double>* %917, align 8
	%919 = getelementptr inbounds double, double* %819, i64 %909
	%920 = bitcast double* %919 to <4 x double>*
	%921 = load <4 x double>, <4 x double>* %920, align 8
	%922 = fmul <4 x double> %921, %918
	%923 = fadd <4 x double> %910, %922
	%924 = getelementptr inbounds double, double* %828, i64 %909
	%925 = bitcast double* %924 to <4 x double>*
	%926 = load <4 x double>, <4 x double>* %925, align 8
	%927 = fmul <4 x double> %926, %918
	%928 = fadd <4 x double> %911, %927
	%929 = getelementptr inbounds double, double* %837, i64 %909
	%930 = bitcast double* %929 to <4 x double>*
	%931 = load <4 x double>, <4 x double>* %930, align 8
	%932 = fmul <4 x double> %931, %918
	%933 = fadd <4 x double> %912, %932
	%934 = getelementptr inbounds double, double* %846, i64 %909
	%935 = bitcast double* %934 to <4 x double>*
	%936 = load <4 x double>, <4 x double>* %935, align 8
	%937 = fmul <4 x double> %936, %918
	%938 = fadd <4 x double> %913, %937
	%939 = add i64 %909, 4
	br label %cdotnquad165.join

cdotnquad165.join:
	%940 = phi i64 [ %909, %cdotn162.exit ], [ %939, %cdotnquad165.body ]
	%941 = phi <4 x double> [ %910, %cdotn162.exit ], [ %923, %cdotnquad165.body ]
	%942 = phi <4 x double> [ %911, %cdotn162.exit ], [ %928, %cdotnquad165.body ]
	%943 = phi <4 x double> [ %912, %cdotn162.exit ], [ %933, %cdotnquad165.body ]
	%944 = phi <4 x double> [ %913, %cdotn162.exit ], [ %938, %cdotnquad165.body ]
	%945 = shufflevector <4 x double> %941, <4 x double> undef, <2 x i32> <i32 0, i32 1>
	%946 = shufflevector <4 x double> %941, <4 x double> undef, <2 x i32> <i32 2, i32 3>
	%947 = fadd <2 x double> %945, %946
	%948 = extractelement <2 x double> %947, i64 0
	%949 = extractelement <2 x double> %947, i64 1
	%950 = fadd double %948, %949
	%951 = shufflevector <4 x double> %942, <4 x double> undef, <2 x i32> <i32 0, i32 1>
	%952 = shufflevector <4 x double> %942, <4 x double> undef, <2 x i32> <i32 2, i32 3>
	%953 = fadd <2 x double> %951, %952
	%954 = extractelement <2 x double> %953, i64 0
	%955 = extractelement <2 x double> %953, i64 1
	%956 = fadd double %954, %955
	%957 = shufflevector <4 x double> %943, <4 x double> undef, <2 x i32> <i32 0, i32 1>
	%958 = shufflevector <4 x double> %943, <4 x double> undef, <2 x i32> <i32 2, i32 3>
	%959 = fadd <2 x double> %957, %958
	%960 = extractelement <2 x double> %959, i64 0
	%961 = extractelement <2 x double> %959, i64 1
	%962 = fadd double %960, %961
	%963 = shufflevector <4 x double> %944, <4 x double> undef, <2 x i32> <i32 0, i32 1>
	%964 = shufflevector <4 x double> %944, <4 x double> undef, <2 x i32> <i32 2, i32 3>
	%965 = fadd <2 x double> %963, %964
	%966 = extractelement <2 x double> %965, i64 0
	%967 = extractelement <2 x double> %965, i64 1
	%968 = fadd double %966, %967
	br label %cdotntail167.head

cdotntail167.head:
	%969 = phi double [ %968, %cdotnquad165.join ], [ %992, %cdotntail167.body ]
	%970 = phi double [ %962, %cdotnquad165.join ], [ %988, %cdotntail167.body ]
	%971 = phi double [ %956, %cdotnquad165.join ], [ %984, %cdotntail167.body ]
	%972 = phi double [ %950, %cdotnquad165.join ], [ %980, %cdotntail167.body ]
	%973 = phi i64 [ %940, %cdotnquad165.join ], [ %993, %cdotntail167.body ]
	%974 = icmp slt i64 %973, %14
	br i1 %974, label %cdotntail167.body, label %cdotntail167.exit

cdotntail167.body:
	%975 = getelementptr inbounds double, double* %810, i64 %973
	%976 = load double, double* %975
	%977 = getelementptr inbounds double, double* %819, i64 %973
	%978 = load double, double* %977
	%979 = fmul double %978, %976
	%980 = fadd double %972, %979
	%981 = getelementptr inbounds double, double* %828, i64 %973
	%982 = load double, double* %981
	%983 = fmul double %982, %976
	%984 = fadd double %971, %983
	%985 = getelementptr inbounds double, double* %837, i64 %973
	%986 = load double, double* %985
	%987 = fmul double %986, %976
	%988 = fadd double %970, %987
	%989 = getelementptr inbounds double, double* %846, i64 %973
	%990 = load double, double* %989
	%991 = fmul double %990, %976
	%992 = fadd double %969, %991
	%993 = add i64 %973, 1
	br label %cdotntail167.head

cdotntail167.exit:
	%994 = getelementptr inbounds double, double* %41, i64 %817
	%995 = fcmp uno double %972, %972
	%996 = bitcast double %972 to i64
	%997 = select i1 %995, i64 u0x7FF8000000000000, i64 %996
	%998 = bitcast double* %994 to i64*
	store i64 %997, i64* %998
	%999 = getelementptr inbounds double, double* %41, i64 %826
	%1000 = fcmp uno double %971, %971
	%1001 = bitcast double %971 to i64
	%1002 = select i1 %1000, i64 u0x7FF8000000000000, i64 %1001
	%1003 = bitcast double* %999 to i64*
	store i64 %1002, i64* %1003
	%1004 = getelementptr inbounds double, double* %41, i64 %835
	%1005 = fcmp uno double %970, %970
	%1006 = bitcast double %970 to i64
	%1007 = select i1 %1005, i64 u0x7FF8000000000000, i64 %1006
	%1008 = bitcast double* %1004 to i64*
	store i64 %1007, i64* %1008
	%1009 = getelementptr inbounds double, double* %41, i64 %844
	%1010 = fcmp uno double %969, %969
	%1011 = bitcast double %969 to i64
	%1012 = select i1 %1010, i64 u0x7FF8000000000000, i64 %1011
	%1013 = bitcast double* %1009 to i64*
	store i64 %1012, i64* %1013
	%1014 = add i64 %804, 4
	br label %colcell157.head

cgroup170.body:
	%1015 = mul i64 %708, %14
	%1016 = getelementptr double, double* %10, i64 %1015
	%1017 = add i64 %804, 0
	%1018 = getelementptr inbounds i32, i32* %51, i64 %1017
	%1019 = load i32, i32* %1018
	%1020 = zext i32 %1019 to i64
	%1021 = lshr i64 %1020, 18
	%1022 = add i64 %55, %1021
	%1023 = and i64 %1020, u0x3FFFF
	%1024 = mul i64 %1022, %14
	%1025 = getelementptr double, double* %8, i64 %1024
	%1026 = add i64 %804, 1
	%1027 = getelementptr inbounds i32, i32* %51, i64 %1026
	%1028 = load i32, i32* %1027
	%1029 = zext i32 %1028 to i64
	%1030 = lshr i64 %1029, 18
	%1031 = add i64 %55, %1030
	%1032 = and i64 %1029, u0x3FFFF
	%1033 = mul i64 %1031, %14
	%1034 = getelementptr double, double* %8, i64 %1033
	%1035 = lshr i64 %14, 3
	br label %cdotn172.head

cgroup170.fewer:
	%1036 = getelementptr inbounds i32, i32* %51, i64 %804
	%1037 = load i32, i32* %1036
	%1038 = zext i32 %1037 to i64
	%1039 = lshr i64 %1038, 18
	%1040 = add i64 %55, %1039
	%1041 = and i64 %1038, u0x3FFFF
	%1042 = mul i64 %1040, %14
	%1043 = getelementptr double, double* %8, i64 %1042
	%1044 = mul i64 %708, %14
	%1045 = getelementptr double, double* %10, i64 %1044
	%1046 = lshr i64 %14, 3
	br label %dot180.head

cdotn172.head:
	%1047 = phi <4 x double> [ zeroinitializer, %cgroup170.body ], [ %1080, %cdotn172.body ]
	%1048 = phi <4 x double> [ zeroinitializer, %cgroup170.body ], [ %1078, %cdotn172.body ]
	%1049 = phi <4 x double> [ zeroinitializer, %cgroup170.body ], [ %1070, %cdotn172.body ]
	%1050 = phi <4 x double> [ zeroinitializer, %cgroup170.body ], [ %1068, %cdotn172.body ]
	%1051 = phi i64 [ 0, %cgroup170.body ], [ %1081, %cdotn172.body ]
	%1052 = icmp slt i64 %1051, %1035
	br i1 %1052, label %cdotn172.body, label %cdotn172.exit

cdotn172.body:
	%1053 = shl i64 %1051, 3
	%1054 = add i64 %1053, 4
	%1055 = getelementptr inbounds double, double* %1016, i64 %1053
	%1056 = bitcast double* %1055 to <4 x double>*
	%1057 = load <4 x double>, <4 x double>* %1056, align 8
	%1058 = getelementptr inbounds double, double* %1016, i64 %1054
	%1059 = bitcast double* %1058 to <4 x double>*
	%1060 = load <4 x double>, <4 x double>* %1059, align 8
	%1061 = getelementptr inbounds double, double* %1025, i64 %1053
	%1062 = bitcast double* %1061 to <4 x double>*
	%1063 = load <4 x double>, <4 x double>* %1062, align 8
	%1064 = getelementptr inbounds double, double* %1025, i64 %1054
	%1065 = bitcast double* %1064 to <4 x double>*
	%1066 = load <4 x double>, <4 x double>* %1065, align 8
	%1067 = fmul <4 x double> %1063, %1057
	%1068 = fadd <4 x double> %1050, %1067
	%1069 = fmul <4 x double> %1066, %1060
	%1070 = fadd <4 x double> %1049, %1069
	%1071 = getelementptr inbounds double, double* %1034, i64 %1053
	%1072 = bitcast double* %1071 to <4 x double>*
	%1073 = load <4 x double>, <4 x double>* %1072, align 8
	%1074 = getelementptr inbounds double, double* %1034, i64 %1054
	%1075 = bitcast double* %1074 to <4 x double>*
	%1076 = load <4 x double>, <4 x double>* %1075, align 8
	%1077 = fmul <4 x double> %1073, %1057
	%1078 = fadd <4 x double> %1048, %1077
	%1079 = fmul <4 x double> %1076, %1060
	%1080 = fadd <4 x double> %1047, %1079
	%1081 = add i64 %1051, 1
	br label %cdotn172.head

cdotn172.exit:
	%1082 = shl i64 %1035, 3
	%1083 = fadd <4 x double> %1050, %1049
	%1084 = fadd <4 x double> %1048, %1047
	%1085 = add i64 %1082, 4
	%1086 = icmp sle i64 %1085, %14
	br i1 %1086, label %cdotnquad175.body, label %cdotnquad175.join

cdotnquad175.body:
	%1087 = getelementptr inbounds double, double* %1016, i64 %1082
	%1088 = bitcast double* %1087 to <4 x double>*
	%1089 = load <4 x double>, <4 x double>* %1088, align 8
	%1090 = getelementptr inbounds double, double* %1025, i64 %1082
	%1091 = bitcast double* %1090 to <4 x double>*
	%1092 = load <4 x double>, <4 x double>* %1091, align 8
	%1093 = fmul <4 x double> %1092, %1089
	%1094 = fadd <4 x double> %1083, %1093
	%1095 = getelementptr inbounds double, double* %1034, i64 %1082
	%1096 = bitcast double* %1095 to <4 x double>*
	%1097 = load <4 x double>, <4 x double>* %1096, align 8
	%1098 = fmul <4 x double> %1097, %1089
	%1099 = fadd <4 x double> %1084, %1098
	%1100 = add i64 %1082, 4
	br label %cdotnquad175.join

cdotnquad175.join:
	%1101 = phi i64 [ %1082, %cdotn172.exit ], [ %1100, %cdotnquad175.body ]
	%1102 = phi <4 x double> [ %1083, %cdotn172.exit ], [ %1094, %cdotnquad175.body ]
	%1103 = phi <4 x double> [ %1084, %cdotn172.exit ], [ %1099, %cdotnquad175.body ]
	%1104 = shufflevector <4 x double> %1102, <4 x double> undef, <2 x i32> <i32 0, i32 1>
	%1105 = shufflevector <4 x double> %1102, <4 x double> undef, <2 x i32> <i32 2, i32 3>
	%1106 = fadd <2 x double> %1104, %1105
	%1107 = extractelement <2 x double> %1106, i64 0
	%1108 = extractelement <2 x double> %1106, i64 1
	%1109 = fadd double %1107, %1108
	%1110 = shufflevector <4 x double> %1103, <4 x double> undef, <2 x i32> <i32 0, i32 1>
	%1111 = shufflevector <4 x double> %1103, <4 x double> undef, <2 x i32> <i32 2, i32 3>
	%1112 = fadd <2 x double> %1110, %1111
	%1113 = extractelement <2 x double> %1112, i64 0
	%1114 = extractelement <2 x double> %1112, i64 1
	%1115 = fadd double %1113, %1114
	br label %cdotntail177.head

cdotntail177.head:
	%1116 = phi double [ %1115, %cdotnquad175.join ], [ %1129, %cdotntail177.body ]
	%1117 = phi double [ %1109, %cdotnquad175.join ], [ %1125, %cdotntail177.body ]
	%1118 = phi i64 [ %1101, %cdotnquad175.join ], [ %1130, %cdotntail177.body ]
	%1119 = icmp slt i64 %1118, %14
	br i1 %1119, label %cdotntail177.body, label %cdotntail177.exit

cdotntail177.body:
	%1120 = getelementptr inbounds double, double* %1016, i64 %1118
	%1121 = load double, double* %1120
	%1122 = getelementptr inbounds double, double* %1025, i64 %1118
	%1123 = load double, double* %1122
	%1124 = fmul double %1123, %1121
	%1125 = fadd double %1117, %1124
	%1126 = getelementptr inbounds double, double* %1034, i64 %1118
	%1127 = load double, double* %1126
	%1128 = fmul double %1127, %1121
	%1129 = fadd double %1116, %1128
	%1130 = add i64 %1118, 1
	br label %cdotntail177.head

cdotntail177.exit:
	%1131 = getelementptr inbounds double, double* %41, i64 %1023
	%1132 = fcmp uno double %1117, %1117
	%1133 = bitcast double %1117 to i64
	%1134 = select i1 %1132, i64 u0x7FF8000000000000, i64 %1133
	%1135 = bitcast double* %1131 to i64*
	store i64 %1134, i64* %1135
	%1136 = getelementptr inbounds double, double* %41, i64 %1032
	%1137 = fcmp uno double %1116, %1116
	%1138 = bitcast double %1116 to i64
	%1139 = select i1 %1137, i64 u0x7FF8000000000000, i64 %1138
	%1140 = bitcast double* %1136 to i64*
	store i64 %1139, i64* %1140
	%1141 = add i64 %804, 2
	br label %colcell157.head

dot180.head:
	%1142 = phi <4 x double> [ zeroinitializer, %cgroup170.fewer ], [ %1163, %dot180.body ]
	%1143 = phi <4 x double> [ zeroinitializer, %cgroup170.fewer ], [ %1161, %dot180.body ]
	%1144 = phi i64 [ 0, %cgroup170.fewer ], [ %1164, %dot180.body ]
	%1145 = icmp slt i64 %1144, %1046
	br i1 %1145, label %dot180.body, label %dot180.exit

dot180.body:
	%1146 = shl i64 %1144, 3
	%1147 = add i64 %1146, 4
	%1148 = getelementptr inbounds double, double* %1043, i64 %1146
	%1149 = bitcast double* %1148 to <4 x double>*
	%1150 = load <4 x double>, <4 x double>* %1149, align 8
	%1151 = getelementptr inbounds double, double* %1043, i64 %1147
	%1152 = bitcast double* %1151 to <4 x double>*
	%1153 = load <4 x double>, <4 x double>* %1152, align 8
	%1154 = getelementptr inbounds double, double* %1045, i64 %1146
	%1155 = bitcast double* %1154 to <4 x double>*
	%1156 = load <4 x double>, <4 x double>* %1155, align 8
	%1157 = getelementptr inbounds double, double* %1045, i64 %1147
	%1158 = bitcast double* %1157 to <4 x double>*
	%1159 = load <4 x double>, <4 x double>* %1158, align 8
	%1160 = fmul <4 x double> %1150, %1156
	%1161 = fadd <4 x double> %1143, %1160
	%1162 = fmul <4 x double> %1153, %1159
	%1163 = fadd <4 x double> %1142, %1162
	%1164 = add i64 %1144, 1
	br label %dot180.head

dot180.exit:
	%1165 = shl i64 %1046, 3
	%1166 = fadd <4 x double> %1143, %1142
	%1167 = add i64 %1165, 4
	%1168 = icmp sle i64 %1167, %14
	br i1 %1168, label %dotquad183.body, label %dotquad183.join

dotquad183.body:
	%1169 = getelementptr inbounds double, double* %1043, i64 %1165
	%1170 = bitcast double* %1169 to <4 x double>*
	%1171 = load <4 x double>, <4 x double>* %1170, align 8
	%1172 = getelementptr inbounds double, double* %1045, i64 %1165
	%1173 = bitcast double* %1172 to <4 x double>*
	%1174 = load <4 x double>, <4 x double>* %1173, align 8
	%1175 = fmul <4 x double> %1171, %1174
	%1176 = fadd <4 x double> %1166, %1175
	%1177 = add i64 %1165, 4
	br label %dotquad183.join

dotquad183.join:
	%1178 = phi i64 [ %1165, %dot180.exit ], [ %1177, %dotquad183.body ]
	%1179 = phi <4 x double> [ %1166, %dot180.exit ], [ %1176, %dotquad183.body ]
	%1180 = shufflevector <4 x double> %1179, <4 x double> undef, <2 x i32> <i32 0, i32 1>
	%1181 = shufflevector <4 x double> %1179, <4 x double> undef, <2 x i32> <i32 2, i32 3>
	%1182 = fadd <2 x double> %1180, %1181
	%1183 = extractelement <2 x double> %1182, i64 0
	%1184 = extractelement <2 x double> %1182, i64 1
	%1185 = fadd double %1183, %1184
	br label %dottail185.head

dottail185.head:
	%1186 = phi double [ %1185, %dotquad183.join ], [ %1194, %dottail185.body ]
	%1187 = phi i64 [ %1178, %dotquad183.join ], [ %1195, %dottail185.body ]
	%1188 = icmp slt i64 %1187, %14
	br i1 %1188, label %dottail185.body, label %dottail185.exit

dottail185.body:
	%1189 = getelementptr inbounds double, double* %1043, i64 %1187
	%1190 = load double, double* %1189
	%1191 = getelementptr inbounds double, double* %1045, i64 %1187
	%1192 = load double, double* %1191
	%1193 = fmul double %1190, %1192
	%1194 = fadd double %1186, %1193
	%1195 = add i64 %1187, 1
	br label %dottail185.head

dottail185.exit:
	%1196 = mul i64 %28, 0
	%1197 = add i64 %1196, %1041
	%1198 = getelementptr inbounds double, double* %41, i64 %1197
	%1199 = fcmp uno double %1186, %1186
	%1200 = bitcast double %1186 to i64
	%1201 = select i1 %1199, i64 u0x7FF8000000000000, i64 %1200
	%1202 = bitcast double* %1198 to i64*
	store i64 %1201, i64* %1202
	%1203 = add i64 %804, 1
	br label %colcell157.head

preeval188.head:
	%1204 = phi i64 [ %102, %block13.exit ], [ %1265, %preeval188.body ]
	%1205 = icmp slt i64 %1204, %150
	br i1 %1205, label %preeval188.body, label %preeval188.exit

preeval188.body:
	%1206 = getelementptr inbounds double, double* %2, i64 %1204
	%1207 = load double, double* %1206
	%1208 = mul i64 %28, 0
	%1209 = sub i64 %1204, %102
	%1210 = add i64 %1208, %1209
	%1211 = getelementptr inbounds double, double* %41, i64 %1210
	%1212 = load double, double* %1211
	%1213 = fadd double %1212, %12
	%1214 = fcmp olt double %1213, 0x10000000000000
	%1215 = fmul double %1213, 1.8014398509481984e+16
	%1216 = select i1 %1214, double %1215, double %1213
	%1217 = bitcast double %1216 to i64
	%1218 = add i64 %1217, 2638149301829632
	%1219 = lshr i64 %1218, 52
	%1220 = sub i64 %1219, 1023
	%1221 = sub i64 %1220, 54
	%1222 = select i1 %1214, i64 %1221, i64 %1220
	%1223 = and i64 %1218, u0xFFFFFFFFFFFFF
	%1224 = add i64 %1223, 4604544269498187776
	%1225 = bitcast i64 %1224 to double
	%1226 = sitofp i64 %1222 to double
	%1227 = fsub double %1225, 1.0
	%1228 = fadd double 2.0, %1227
	%1229 = fdiv double %1227, %1228
	%1230 = fmul double 0.5, %1227
	%1231 = fmul double %1230, %1227
	%1232 = fmul double %1229, %1229
	%1233 = fmul double %1232, %1232
	%1234 = call double @llvm.fma.f64(double 0x3FC2F112DF3E5244, double %1233, double 0x3FC7466496CB03DE)
	%1235 = call double @llvm.fma.f64(double %1234, double %1233, double 0x3FD2492494229359)
	%1236 = call double @llvm.fma.f64(double %1235, double %1233, double 0x3FE5555555555593)
	%1237 = fmul double %1232, %1236
	%1238 = call double @llvm.fma.f64(double 0x3FC39A09D078C69F, double %1233, double 0x3FCC71C51D8E78AF)
	%1239 = call double @llvm.fma.f64(double %1238, double %1233, double 0x3FD999999997FA04)
	%1240 = fmul double %1233, %1239
	%1241 = fadd double %1237, %1240
	%1242 = fadd double %1231, %1241
	%1243 = fmul double %1229, %1242
	%1244 = fmul double %1226, 0x3DEA39EF35793C76
	%1245 = fadd double %1243, %1244
	%1246 = fmul double %1226, 0x3FE62E42FEE00000
	%1247 = fsub double %1231, %1245
	%1248 = fsub double %1247, %1227
	%1249 = fsub double %1246, %1248
	%1250 = fcmp ogt double %1213, 0x7FEFFFFFFFFFFFFF
	%1251 = select i1 %1250, double %1213, double %1249
	%1252 = fcmp oeq double %1213, 0.0
	%1253 = select i1 %1252, double 0xFFF0000000000000, double %1251
	%1254 = fcmp olt double %1213, 0.0
	%1255 = select i1 %1254, double 0x7FF8000000000000, double %1253
	%1256 = fcmp uno double %1213, %1213
	%1257 = select i1 %1256, double %1213, double %1255
	%1258 = fmul double %1207, %1257
	%1259 = sub i64 %1204, %102
	%1260 = getelementptr inbounds double, double* %41, i64 %1259
	%1261 = fcmp uno double %1258, %1258
	%1262 = bitcast double %1258 to i64
	%1263 = select i1 %1261, i64 u0x7FF8000000000000, i64 %1262
	%1264 = bitcast double* %1260 to i64*
	store i64 %1263, i64* %1264
	%1265 = add i64 %1204, 1
	br label %preeval188.head

preeval188.exit:
	%1266 = getelementptr inbounds i64, i64* %aux, i64 10
	store i64 %55, i64* %1266
	%1267 = getelementptr inbounds i64, i64* %aux, i64 11
	store i64 %108, i64* %1267
	br label %chunk1.join

row191.head:
	%1268 = phi double [ %56, %chunk1.join ], [ %1279, %nz194.exit ]
	%1269 = phi i64 [ %55, %chunk1.join ], [ %1299, %nz194.exit ]
	%1270 = icmp slt i64 %1269, %93
	br i1 %1270, label %row191.body, label %row191.exit

row191.body:
	%1271 = mul i64 %1269, %m
	%1272 = getelementptr inbounds i64, i64* %4, i64 %1269
	%1273 = load i64, i64* %1272
	%1274 = add i64 %1269, 1
	%1275 = getelementptr inbounds i64, i64* %4, i64 %1274
	%1276 = load i64, i64* %1275
	%1277 = sub i64 %1269, %rl
	%1278 = mul i64 %1277, %m
	br label %nz194.head

row191.exit:
	br label %chunk1.head

nz194.head:
	%1279 = phi double [ %1268, %row191.body ], [ %1279, %nz194.body ]
	%1280 = phi i64 [ %1273, %row191.body ], [ %1296, %nz194.body ]
	%1281 = icmp slt i64 %1280, %1276
	br i1 %1281, label %nz194.body, label %nz194.exit

nz194.body:
	%1282 = getelementptr inbounds i32, i32* %6, i64 %1280
	%1283 = load i32, i32* %1282
	%1284 = sext i32 %1283 to i64
	%1285 = getelementptr inbounds double, double* %2, i64 %1280
	%1286 = load double, double* %1285
	%1287 = sub i64 %1280, %89
	%1288 = getelementptr inbounds double, double* %41, i64 %1287
	%1289 = load double, double* %1288
	%1290 = add i64 %1278, %1284
	%1291 = and i64 %1290, 7
	%1292 = getelementptr inbounds double, double* %0, i64 %1291
	%1293 = load double, double* %1292
	%1294 = fadd double %1293, %1289
	%1295 = getelementptr inbounds double, double* %0, i64 %1291
	store double %1294, double* %1295
	%1296 = add i64 %1280, 1
	br label %nz194.head

nz194.exit:
	%1297 = sub i64 %1276, %1273
	%1298 = icmp slt i64 %1297, %m
	%1299 = add i64 %1269, 1
	br label %row191.head
}

declare void @llvm.prefetch.p0i8(i8* %0, i32 %1, i32 %2, i32 %3) nounwind

declare double @llvm.fma.f64(double %0, double %1, double %2) nounwind
