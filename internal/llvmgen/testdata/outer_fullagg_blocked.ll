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
	%55 = phi i64 [ %rl, %entry ], [ %93, %row238.exit ]
	%56 = phi double [ 0.0, %entry ], [ %1385, %row238.exit ]
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
	br label %row238.head

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
	br label %cntzero142.head

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
	br label %preeval235.head

brow16.head:
	%151 = phi i64 [ %55, %block13.body ], [ %226, %bcell42.exit ]
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
	%213 = phi i64 [ %166, %prefetchu19.done ], [ %542, %dotntail98.exit ], [ %713, %dotntail131.exit ], [ %775, %dottail139.exit ]
	%214 = icmp slt i64 %213, %156
	%215 = select i1 %214, i64 %213, i64 0
	%216 = getelementptr inbounds i32, i32* %6, i64 %215
	%217 = load i32, i32* %216
	%218 = sext i32 %217 to i64
	%219 = icmp slt i64 %218, %148
	%220 = and i1 %214, %219
	br i1 %220, label %bcell42.body, label %bcell42.exit

bcell42.body:
	%221 = add i64 %213, 1
	%222 = icmp slt i64 %221, %138
	%223 = select i1 %222, i64 %221, i64 %138
	%224 = select i1 %137, i64 %223, i64 %213
	br label %prefetch45.head

bcell42.exit:
	%225 = getelementptr inbounds i64, i64* %44, i64 %153
	store i64 %213, i64* %225
	%226 = add i64 %151, 1
	br label %brow16.head

prefetch45.head:
	%227 = phi i64 [ %213, %bcell42.body ], [ %245, %pfline48.done ]
	%228 = icmp slt i64 %227, %224
	br i1 %228, label %prefetch45.body, label %prefetch45.exit

prefetch45.body:
	%229 = add i64 %227, 8
	%230 = getelementptr inbounds i32, i32* %6, i64 %229
	%231 = load i32, i32* %230
	%232 = sext i32 %231 to i64
	%233 = mul i64 %232, %14
	%234 = getelementptr double, double* %10, i64 %233
	%235 = add i64 %14, 7
	%236 = sdiv i64 %235, 8
	br label %pfline48loop49.head

prefetch45.exit:
	%237 = add i64 %213, 3
	%238 = icmp slt i64 %237, %156
	%239 = select i1 %238, i64 %237, i64 0
	%240 = getelementptr inbounds i32, i32* %6, i64 %239
	%241 = load i32, i32* %240
	%242 = sext i32 %241 to i64
	%243 = icmp slt i64 %242, %148
	%244 = and i1 %238, %243
	br i1 %244, label %group68.body, label %group68.fewer

pfline48.done:
	%245 = add i64 %227, 1
	br label %prefetch45.head

pfline48loop49.head:
	%246 = phi i64 [ 16, %prefetch45.body ], [ %251, %pfline48loop49.body ]
	%247 = icmp slt i64 %246, %236
	br i1 %247, label %pfline48loop49.body, label %pfline48loop49.exit

pfline48loop49.body:
	%248 = mul i64 %246, 8
	%249 = getelementptr double, double* %234, i64 %248
	%250 = bitcast double* %249 to i8*
	call void @llvm.prefetch.p0i8(i8* %250, i32 0, i32 2, i32 1)
	%251 = add i64 %246, 1
	br label %pfline48loop49.head

pfline48loop49.exit:
	%252 = icmp slt i64 %236, 16
	%253 = select i1 %252, i64 %236, i64 16
	switch i64 %253, label %pfline48.done [
		i64 1, label %pfline48.line0
		i64 2, label %pfline48.line1
		i64 3, label %pfline48.line2
		i64 4, label %pfline48.line3
		i64 5, label %pfline48.line4
		i64 6, label %pfline48.line5
		i64 7, label %pfline48.line6
		i64 8, label %pfline48.line7
		i64 9, label %pfline48.line8
		i64 10, label %pfline48.line9
		i64 11, label %pfline48.line10
		i64 12, label %pfline48.line11
		i64 13, label %pfline48.line12
		i64 14, label %pfline48.line13
		i64 15, label %pfline48.line14
		i64 16, label %pfline48.line15
	]

pfline48.line0:
	%254 = getelementptr double, double* %234, i64 0
	%255 = bitcast double* %254 to i8*
	call void @llvm.prefetch.p0i8(i8* %255, i32 0, i32 2, i32 1)
	br label %pfline48.done

pfline48.line1:
	%256 = getelementptr double, double* %234, i64 8
	%257 = bitcast double* %256 to i8*
	call void @llvm.prefetch.p0i8(i8* %257, i32 0, i32 2, i32 1)
	br label %pfline48.line0

pfline48.line2:
	%258 = getelementptr double, double* %234, i64 16
	%259 = bitcast double* %258 to i8*
	call void @llvm.prefetch.p0i8(i8* %259, i32 0, i32 2, i32 1)
	br label %pfline48.line1

pfline48.line3:
	%260 = getelementptr double, double* %234, i64 24
	%261 = bitcast double* %260 to i8*
	call void @llvm.prefetch.p0i8(i8* %261, i32 0, i32 2, i32 1)
	br label %pfline48.line2

pfline48.line4:
	%262 = getelementptr double, double* %234, i64 32
	%263 = bitcast double* %262 to i8*
	call void @llvm.prefetch.p0i8(i8* %263, i32 0, i32 2, i32 1)
	br label %pfline48.line3

pfline48.line5:
	%264 = getelementptr double, double* %234, i64 40
	%265 = bitcast double* %264 to i8*
	call void @llvm.prefetch.p0i8(i8* %265, i32 0, i32 2, i32 1)
	br label %pfline48.line4

pfline48.line6:
	%266 = getelementptr double, double* %234, i64 48
	%267 = bitcast double* %266 to i8*
	call void @llvm.prefetch.p0i8(i8* %267, i32 0, i32 2, i32 1)
	br label %pfline48.line5

pfline48.line7:
	%268 = getelementptr double, double* %234, i64 56
	%269 = bitcast double* %268 to i8*
	call void @llvm.prefetch.p0i8(i8* %269, i32 0, i32 2, i32 1)
	br label %pfline48.line6

pfline48.line8:
	%270 = getelementptr double, double* %234, i64 64
	%271 = bitcast double* %270 to i8*
	call void @llvm.prefetch.p0i8(i8* %271, i32 0, i32 2, i32 1)
	br label %pfline48.line7

pfline48.line9:
	%272 = getelementptr double, double* %234, i64 72
	%273 = bitcast double* %272 to i8*
	call void @llvm.prefetch.p0i8(i8* %273, i32 0, i32 2, i32 1)
	br label %pfline48.line8

pfline48.line10:
	%274 = getelementptr double, double* %234, i64 80
	%275 = bitcast double* %274 to i8*
	call void @llvm.prefetch.p0i8(i8* %275, i32 0, i32 2, i32 1)
	br label %pfline48.line9

pfline48.line11:
	%276 = getelementptr double, double* %234, i64 88
	%277 = bitcast double* %276 to i8*
	call void @llvm.prefetch.p0i8(i8* %277, i32 0, i32 2, i32 1)
	br label %pfline48.line10

pfline48.line12:
	%278 = getelementptr double, double* %234, i64 96
	%279 = bitcast double* %278 to i8*
	call void @llvm.prefetch.p0i8(i8* %279, i32 0, i32 2, i32 1)
	br label %pfline48.line11

pfline48.line13:
	%280 = getelementptr double, double* %234, i64 104
	%281 = bitcast double* %280 to i8*
	call void @llvm.prefetch.p0i8(i8* %281, i32 0, i32 2, i32 1)
	br label %pfline48.line12

pfline48.line14:
	%282 = getelementptr double, double* %234, i64 112
	%283 = bitcast double* %282 to i8*
	call void @llvm.prefetch.p0i8(i8* %283, i32 0, i32 2, i32 1)
	br label %pfline48.line13

pfline48.line15:
	%284 = getelementptr double, double* %234, i64 120
	%285 = bitcast double* %284 to i8*
	call void @llvm.prefetch.p0i8(i8* %285, i32 0, i32 2, i32 1)
	br label %pfline48.line14

group68.body:
	%286 = add i64 %213, 1
	%287 = add i64 %213, 4
	%288 = icmp slt i64 %287, %138
	%289 = select i1 %288, i64 %287, i64 %138
	%290 = select i1 %137, i64 %289, i64 %286
	br label %prefetch70.head

group68.fewer:
	%291 = add i64 %213, 1
	%292 = icmp slt i64 %291, %156
	%293 = select i1 %292, i64 %291, i64 0
	%294 = getelementptr inbounds i32, i32* %6, i64 %293
	%295 = load i32, i32* %294
	%296 = sext i32 %295 to i64
	%297 = icmp slt i64 %296, %148
	%298 = and i1 %292, %297
	br i1 %298, label %group101.body, label %group101.fewer

prefetch70.head:
	%299 = phi i64 [ %286, %group68.body ], [ %332, %pfline73.done ]
	%300 = icmp slt i64 %299, %290
	br i1 %300, label %prefetch70.body, label %prefetch70.exit

prefetch70.body:
	%301 = add i64 %299, 8
	%302 = getelementptr inbounds i32, i32* %6, i64 %301
	%303 = load i32, i32* %302
	%304 = sext i32 %303 to i64
	%305 = mul i64 %304, %14
	%306 = getelementptr double, double* %10, i64 %305
	%307 = add i64 %14, 7
	%308 = sdiv i64 %307, 8
	br label %pfline73loop74.head

prefetch70.exit:
	%309 = mul i64 %151, %14
	%310 = getelementptr double, double* %8, i64 %309
	%311 = mul i64 %218, %14
	%312 = getelementptr double, double* %10, i64 %311
	%313 = add i64 %213, 1
	%314 = getelementptr inbounds i32, i32* %6, i64 %313
	%315 = load i32, i32* %314
	%316 = sext i32 %315 to i64
	%317 = mul i64 %316, %14
	%318 = getelementptr double, double* %10, i64 %317
	%319 = add i64 %213, 2
	%320 = getelementptr inbounds i32, i32* %6, i64 %319
	%321 = load i32, i32* %320
	%322 = sext i32 %321 to i64
	%323 = mul i64 %322, %14
	%324 = getelementptr double, double* %10, i64 %323
	%325 = add i64 %213, 3
	%326 = getelementptr inbounds i32, i32* %6, i64 %325
	%327 = load i32, i32* %326
	%328 = sext i32 %327 to i64
	%329 = mul i64 %328, %14
	%330 = getelementptr double, double* %10, i64 %329
	%331 = lshr i64 %14, 3
	br label %dotn93.head

pfline73.done:
	%332 = add i64 %299, 1
	br label %prefetch70.head

pfline73loop74.head:
	%333 = phi i64 [ 16, %prefetch70.body ], [ %338, %pfline73loop74.body ]
	%334 = icmp slt i64 %333, %308
	br i1 %334, label %pfline73loop74.body, label %pfline73loop74.exit

pfline73loop74.body:
	%335 = mul i64 %333, 8
	%336 = getelementptr double, double* %306, i64 %335
	%337 = bitcast double* %336 to i8*
	call void @llvm.prefetch.p0i8(i8* %337, i32 0, i32 2, i32 1)
	%338 = add i64 %333, 1
	br label %pfline73loop74.head

pfline73loop74.exit:
	%339 = icmp slt i64 %308, 16
	%340 = select i1 %339, i64 %308, i64 16
	switch i64 %340, label %pfline73.done [
		i64 1, label %pfline73.line0
		i64 2, label %pfline73.line1
		i64 3, label %pfline73.line2
		i64 4, label %pfline73.line3
		i64 5, label %pfline73.line4
		i64 6, label %pfline73.line5
		i64 7, label %pfline73.line6
		i64 8, label %pfline73.line7
		i64 9, label %pfline73.line8
		i64 10, label %pfline73.line9
		i64 11, label %pfline73.line10
		i64 12, label %pfline73.line11
		i64 13, label %pfline73.line12
		i64 14, label %pfline73.line13
		i64 15, label %pfline73.line14
		i64 16, label %pfline73.line15
	]

pfline73.line0:
	%341 = getelementptr double, double* %306, i64 0
	%342 = bitcast double* %341 to i8*
	call void @llvm.prefetch.p0i8(i8* %342, i32 0, i32 2, i32 1)
	br label %pfline73.done

pfline73.line1:
	%343 = getelementptr double, double* %306, i64 8
	%344 = bitcast double* %343 to i8*
	call void @llvm.prefetch.p0i8(i8* %344, i32 0, i32 2, i32 1)
	br label %pfline73.line0

pfline73.line2:
	%345 = getelementptr double, double* %306, i64 16
	%346 = bitcast double* %345 to i8*
	call void @llvm.prefetch.p0i8(i8* %346, i32 0, i32 2, i32 1)
	br label %pfline73.line1

pfline73.line3:
	%347 = getelementptr double, double* %306, i64 24
	%348 = bitcast double* %347 to i8*
	call void @llvm.prefetch.p0i8(i8* %348, i32 0, i32 2, i32 1)
	br label %pfline73.line2

pfline73.line4:
	%349 = getelementptr double, double* %306, i64 32
	%350 = bitcast double* %349 to i8*
	call void @llvm.prefetch.p0i8(i8* %350, i32 0, i32 2, i32 1)
	br label %pfline73.line3

pfline73.line5:
	%351 = getelementptr double, double* %306, i64 40
	%352 = bitcast double* %351 to i8*
	call void @llvm.prefetch.p0i8(i8* %352, i32 0, i32 2, i32 1)
	br label %pfline73.line4

pfline73.line6:
	%353 = getelementptr double, double* %306, i64 48
	%354 = bitcast double* %353 to i8*
	call void @llvm.prefetch.p0i8(i8* %354, i32 0, i32 2, i32 1)
	br label %pfline73.line5

pfline73.line7:
	%355 = getelementptr double, double* %306, i64 56
	%356 = bitcast double* %355 to i8*
	call void @llvm.prefetch.p0i8(i8* %356, i32 0, i32 2, i32 1)
	br label %pfline73.line6

pfline73.line8:
	%357 = getelementptr double, double* %306, i64 64
	%358 = bitcast double* %357 to i8*
	call void @llvm.prefetch.p0i8(i8* %358, i32 0, i32 2, i32 1)
	br label %pfline73.line7

pfline73.line9:
	%359 = getelementptr double, double* %306, i64 72
	%360 = bitcast double* %359 to i8*
	call void @llvm.prefetch.p0i8(i8* %360, i32 0, i32 2, i32 1)
	br label %pfline73.line8

pfline73.line10:
	%361 = getelementptr double, double* %306, i64 80
	%362 = bitcast double* %361 to i8*
	call void @llvm.prefetch.p0i8(i8* %362, i32 0, i32 2, i32 1)
	br label %pfline73.line9

pfline73.line11:
	%363 = getelementptr double, double* %306, i64 88
	%364 = bitcast double* %363 to i8*
	call void @llvm.prefetch.p0i8(i8* %364, i32 0, i32 2, i32 1)
	br label %pfline73.line10

pfline73.line12:
	%365 = getelementptr double, double* %306, i64 96
	%366 = bitcast double* %365 to i8*
	call void @llvm.prefetch.p0i8(i8* %366, i32 0, i32 2, i32 1)
	br label %pfline73.line11

pfline73.line13:
	%367 = getelementptr double, double* %306, i64 104
	%368 = bitcast double* %367 to i8*
	call void @llvm.prefetch.p0i8(i8* %368, i32 0, i32 2, i32 1)
	br label %pfline73.line12

pfline73.line14:
	%369 = getelementptr double, double* %306, i64 112
	%370 = bitcast double* %369 to i8*
	call void @llvm.prefetch.p0i8(i8* %370, i32 0, i32 2, i32 1)
	br label %pfline73.line13

pfline73.line15:
	%371 = getelementptr double, double* %306, i64 120
	%372 = bitcast double* %371 to i8*
	call void @llvm.prefetch.p0i8(i8* %372, i32 0, i32 2, i32 1)
	br label %pfline73.line14

dotn93.head:
	%373 = phi <4 x double> [ zeroinitializer, %prefetch70.exit ], [ %430, %dotn93.body ]
	%374 = phi <4 x double> [ zeroinitializer, %prefetch70.exit ], [ %428, %dotn93.body ]
	%375 = phi <4 x double> [ zeroinitializer, %prefetch70.exit ], [ %420, %dotn93.body ]
	%376 = phi <4 x double> [ zeroinitializer, %prefetch70.exit ], [ %418, %dotn93.body ]
	%377 = phi <4 x double> [ zeroinitializer, %prefetch70.exit ], [ %410, %dotn93.body ]
	%378 = phi <4 x double> [ zeroinitializer, %prefetch70.exit ], [ %408, %dotn93.body ]
	%379 = phi <4 x double> [ zeroinitializer, %prefetch70.exit ], [ %400, %dotn93.body ]
	%380 = phi <4 x double> [ zeroinitializer, %prefetch70.exit ], [ %398, %dotn93.body ]
	%381 = phi i64 [ 0, %prefetch70.exit ], [ %431, %dotn93.body ]
	%382 = icmp slt i64 %381, %331
	br i1 %382, label %dotn93.body, label %dotn93.exit

dotn93.body:
	%383 = shl i64 %381, 3
	%384 = add i64 %383, 4
	%385 = getelementptr inbounds double, double* %310, i64 %383
	%386 = bitcast double* %385 to <4 x double>*
	%387 = load <4 x double>, <4 x double>* %386, align 8
	%388 = getelementptr inbounds double, double* %310, i64 %384
	%389 = bitcast double* %388 to <4 x double>*
	%390 = load <4 x double>, <4 x double>* %389, align 8
	%391 = getelementptr inbounds double, double* %312, i64 %383
	%392 = bitcast double* %391 to <4 x double>*
	%393 = load <4 x double>, <4 x double>* %392, align 8
	%394 = getelementptr inbounds double, double* %312, i64 %384
	%395 = bitcast double* %394 to <4 x double>*
	%396 = load <4 x double>, <4 x double>* %395, align 8
	%397 = fmul <4 x double> %387, %393
	%398 = fadd <4 x double> %380, %397
	%399 = fmul <4 x double> %390, %396
	%400 = fadd <4 x double> %379, %399
	%401 = getelementptr inbounds double, double* %318, i64 %383
	%402 = bitcast double* %401 to <4 x double>*
	%403 = load <4 x double>, <4 x double>* %402, align 8
	%404 = getelementptr inbounds double, double* %318, i64 %384
	%405 = bitcast double* %404 to <4 x double>*
	%406 = load <4 x double>, <4 x double>* %405, align 8
	%407 = fmul <4 x double> %387, %403
	%408 = fadd <4 x double> %378, %407
	%409 = fmul <4 x double> %390, %406
	%410 = fadd <4 x double> %377, %409
	%411 = getelementptr inbounds double, double* %324, i64 %383
	%412 = bitcast double* %411 to <4 x double>*
	%413 = load <4 x double>, <4 x double>* %412, align 8
	%414 = getelementptr inbounds double, double* %324, i64 %384
	%415 = bitcast double* %414 to <4 x double>*
	%416 = load <4 x double>, <4 x double>* %415, align 8
	%417 = fmul <4 x double> %387, %413
	%418 = fadd <4 x double> %376, %417
	%419 = fmul <4 x double> %390, %416
	%420 = fadd <4 x double> %375, %419
	%421 = getelementptr inbounds double, double* %330, i64 %383
	%422 = bitcast double* %421 to <4 x double>*
	%423 = load <4 x double>, <4 x double>* %422, align 8
	%424 = getelementptr inbounds double, double* %330, i64 %384
	%425 = bitcast double* %424 to <4 x double>*
	%426 = load <4 x double>, <4 x double>* %425, align 8
	%427 = fmul <4 x double> %387, %423
	%428 = fadd <4 x double> %374, %427
	%429 = fmul <4 x double> %390, %426
	%430 = fadd <4 x double> %373, %429
	%431 = add i64 %381, 1
	br label %dotn93.head

dotn93.exit:
	%432 = shl i64 %331, 3
	%433 = fadd <4 x double> %380, %379
	%434 = fadd <4 x double> %378, %377
	%435 = fadd <4 x double> %376, %375
	%436 = fadd <4 x double> %374, %373
	%437 = add i64 %432, 4
	%438 = icmp sle i64 %437, %14
	br i1 %438, label %dotnquad96.body, label %dotnquad96.join

dotnquad96.body:
	%439 = getelementptr inbounds double, double* %310, i64 %432
	%440 = bitcast double* %439 to <4 x double>*
	%441 = load <4 x double>, <4 x double>* %440, align 8
	%442 = getelementptr inbounds double, double* %312, i64 %432
	%443 = bitcast double* %442 to <4 x double>*
	%444 = load <4 x double>, <4 x double>* %443, align 8
	%445 = fmul <4 x double> %441, %444
	%446 = fadd <4 x double> %433, %445
	%447 = getelementptr inbounds double, double* %318, i64 %432
	%448 = bitcast double* %447 to <4 x double>*
	%449 = load <4 x double>, <4 x double>* %448, align 8
	%450 = fmul <4 x double> %441, %449
	%451 = fadd <4 x double> %434, %450
	%452 = getelementptr inbounds double, double* %324, i64 %432
	%453 = bitcast double* %452 to <4 x double>*
	%454 = load <4 x double>, <4 x double>* %453, align 8
	%455 = fmul <4 x double> %441, %454
	%456 = fadd <4 x double> %435, %455
	%457 = getelementptr inbounds double, double* %330, i64 %432
	%458 = bitcast double* %457 to <4 x double>*
	%459 = load <4 x double>, <4 x double>* %458, align 8
	%460 = fmul <4 x double> %441, %459
	%461 = fadd <4 x double> %436, %460
	%462 = add i64 %432, 4
	br label %dotnquad96.join

dotnquad96.join:
	%463 = phi i64 [ %432, %dotn93.exit ], [ %462, %dotnquad96.body ]
	%464 = phi <4 x double> [ %433, %dotn93.exit ], [ %446, %dotnquad96.body ]
	%465 = phi <4 x double> [ %434, %dotn93.exit ], [ %451, %dotnquad96.body ]
	%466 = phi <4 x double> [ %435, %dotn93.exit ], [ %456, %dotnquad96.body ]
	%467 = phi <4 x double> [ %436, %dotn93.exit ], [ %461, %dotnquad96.body ]
	%468 = shufflevector <4 x double> %464, <4 x double> undef, <2 x i32> <i32 0, i32 1>
	%469 = shufflevector <4 x double> %464, <4 x double> undef, <2 x i32> <i32 2, i32 3>
	%470 = fadd <2 x double> %468, %469
	%471 = extractelement <2 x double> %470, i64 0
	%472 = extractelement <2 x double> %470, i64 1
	%473 = fadd double %471, %472
	%474 = shufflevector <4 x double> %465, <4 x double> undef, <2 x i32> <i32 0, i32 1>
	%475 = shufflevector <4 x double> %465, <4 x double> undef, <2 x i32> <i32 2, i32 3>
	%476 = fadd <2 x double> %474, %475
	%477 = extractelement <2 x double> %476, i64 0
	%478 = extractelement <2 x double> %476, i64 1
	%479 = fadd double %477, %478
	%480 = shufflevector <4 x double> %466, <4 x double> undef, <2 x i32> <i32 0, i32 1>
	%481 = shufflevector <4 x double> %466, <4 x double> undef, <2 x i32> <i32 2, i32 3>
	%482 = fadd <2 x double> %480, %481
	%483 = extractelement <2 x double> %482, i64 0
	%484 = extractelement <2 x double> %482, i64 1
	%485 = fadd double %483, %484
	%486 = shufflevector <4 x double> %467, <4 x double> undef, <2 x i32> <i32 0, i32 1>
	%487 = shufflevector <4 x double> %467, <4 x double> undef, <2 x i32> <i32 2, i32 3>
	%488 = fadd <2 x double> %486, %487
	%489 = extractelement <2 x double> %488, i64 0
	%490 = extractelement <2 x double> %488, i64 1
	%491 = fadd double %489, %490
	br label %dotntail98.head

dotntail98.head:
	%492 = phi double [ %491, %dotnquad96.join ], [ %515, %dotntail98.body ]
	%493 = phi double [ %485, %dotnquad96.join ], [ %511, %dotntail98.body ]
	%494 = phi double [ %479, %dotnquad96.join ], [ %507, %dotntail98.body ]
	%495 = phi double [ %473, %dotnquad96.join ], [ %503, %dotntail98.body ]
	%496 = phi i64 [ %463, %dotnquad96.join ], [ %516, %dotntail98.body ]
	%497 = icmp slt i64 %496, %14
	br i1 %497, label %dotntail98.body, label %dotntail98.exit

dotntail98.body:
	%498 = getelementptr inbounds double, double* %310, i64 %496
	%499 = load double, double* %498
	%500 = getelementptr inbounds double, double* %312, i64 %496
	%501 = load double, double* %500
	%502 = fmul double %499, %501
	%503 = fadd double %495, %502
	%504 = getelementptr inbounds double, double* %318, i64 %496
	%505 = load double, double* %504
	%506 = fmul double %499, %505
	%507 = fadd double %494, %506
	%508 = getelementptr inbounds double, double* %324, i64 %496
	%509 = load double, double* %508
	%510 = fmul double %499, %509
	%511 = fadd double %493, %510
	%512 = getelementptr inbounds double, double* %330, i64 %496
	%513 = load double, double* %512
	%514 = fmul double %499, %513
	%515 = fadd double %492, %514
	%516 = add i64 %496, 1
	br label %dotntail98.head

dotntail98.exit:
	%517 = sub i64 %213, %102
	%518 = add i64 %517, 0
	%519 = getelementptr inbounds double, double* %41, i64 %518
	%520 = fcmp uno double %495, %495
	%521 = bitcast double %495 to i64
	%522 = select i1 %520, i64 u0x7FF8000000000000, i64 %521
	%523 = bitcast double* %519 to i64*
	store i64 %522, i64* %523
	%524 = add i64 %517, 1
	%525 = getelementptr inbounds double, double* %41, i64 %524
	%526 = fcmp uno double %494, %494
	%527 = bitcast double %494 to i64
	%528 = select i1 %526, i64 u0x7FF8000000000000, i64 %527
	%529 = bitcast double* %525 to i64*
	store i64 %528, i64* %529
	%530 = add i64 %517, 2
	%531 = getelementptr inbounds double, double* %41, i64 %530
	%532 = fcmp uno double %493, %493
	%533 = bitcast double %493 to i64
	%534 = select i1 %532, i64 u0x7FF8000000000000, i64 %533
	%535 = bitcast double* %531 to i64*
	store i64 %534, i64* %535
	%536 = add i64 %517, 3
	%537 = getelementptr inbounds double, double* %41, i64 %536
	%538 = fcmp uno double %492, %492
	%539 = bitcast double %492 to i64
	%540 = select i1 %538, i64 u0x7FF8000000000000, i64 %539
	%541 = bitcast double* %537 to i64*
	store i64 %540, i64* %541
	%542 = add i64 %213, 4
	br label %bcell42.head

group101.body:
	%543 = add i64 %213, 1
	%544 = add i64 %213, 2
	%545 = icmp slt i64 %544, %138
	%546 = select i1 %545, i64 %544, i64 %138
	%547 = select i1 %137, i64 %546, i64 %543
	br label %prefetch103.head

group101.fewer:
	%548 = sub i64 %213, %102
	%549 = mul i64 %151, %14
	%550 = getelementptr double, double* %8, i64 %549
	%551 = mul i64 %218, %14
	%552 = getelementptr double, double* %10, i64 %551
	%553 = lshr i64 %14, 3
	br label %dot134.head

prefetch103.head:
	%554 = phi i64 [ %543, %group101.body ], [ %575, %pfline106.done ]
	%555 = icmp slt i64 %554, %547
	br i1 %555, label %prefetch103.body, label %prefetch103.exit

prefetch103.body:
	%556 = add i64 %554, 8
	%557 = getelementptr inbounds i32, i32* %6, i64 %556
	%558 = load i32, i32* %557
	%559 = sext i32 %558 to i64
	%560 = mul i64 %559, %14
	%561 = getelementptr double, double* %10, i64 %560
	%562 = add i64 %14, 7
	%563 = sdiv i64 %562, 8
	br label %pfline106loop107.head

prefetch103.exit:
	%564 = mul i64 %151, %14
	%565 = getelementptr double, double* %8, i64 %564
	%566 = mul i64 %218, %14
	%567 = getelementptr double, double* %10, i64 %566
	%568 = add i64 %213, 1
	%569 = getelementptr inbounds i32, i32* %6, i64 %568
	%570 = load i32, i32* %569
	%571 = sext i32 %570 to i64
	%572 = mul i64 %571, %14
	%573 = getelementptr double, double* %10, i64 %572
	%574 = lshr i64 %14, 3
	br label %dotn126.head

pfline106.done:
	%575 = add i64 %554, 1
	br label %prefetch103.head

pfline106loop107.head:
	%576 = phi i64 [ 16, %prefetch103.body ], [ %581, %pfline106loop107.body ]
	%577 = icmp slt i64 %576, %563
	br i1 %577, label %pfline106loop107.body, label %pfline106loop107.exit

pfline106loop107.body:
	%578 = mul i64 %576, 8
	%579 = getelementptr double, double* %561, i64 %578
	%580 = bitcast double* %579 to i8*
	call void @llvm.prefetch.p0i8(i8* %580, i32 0, i32 2, i32 1)
	%581 = add i64 %576, 1
	br label %pfline106loop107.head

pfline106loop107.exit:
	%582 = icmp slt i64 %563, 16
	%583 = select i1 %582, i64 %563, i64 16
	switch i64 %583, label %pfline106.done [
		i64 1, label %pfline106.line0
		i64 2, label %pfline106.line1
		i64 3, label %pfline106.line2
		i64 4, label %pfline106.line3
		i64 5, label %pfline106.line4
		i64 6, label %pfline106.line5
		i64 7, label %pfline106.line6
		i64 8, label %pfline106.line7
		i64 9, label %pfline106.line8
		i64 10, label %pfline106.line9
		i64 11, label %pfline106.line10
		i64 12, label %pfline106.line11
		i64 13, label %pfline106.line12
		i64 14, label %pfline106.line13
		i64 15, label %pfline106.line14
		i64 16, label %pfline106.line15
	]

pfline106.line0:
	%584 = getelementptr double, double* %561, i64 0
	%585 = bitcast double* %584 to i8*
	call void @llvm.prefetch.p0i8(i8* %585, i32 0, i32 2, i32 1)
	br label %pfline106.done

pfline106.line1:
	%586 = getelementptr double, double* %561, i64 8
	%587 = bitcast double* %586 to i8*
	call void @llvm.prefetch.p0i8(i8* %587, i32 0, i32 2, i32 1)
	br label %pfline106.line0

pfline106.line2:
	%588 = getelementptr double, double* %561, i64 16
	%589 = bitcast double* %588 to i8*
	call void @llvm.prefetch.p0i8(i8* %589, i32 0, i32 2, i32 1)
	br label %pfline106.line1

pfline106.line3:
	%590 = getelementptr double, double* %561, i64 24
	%591 = bitcast double* %590 to i8*
	call void @llvm.prefetch.p0i8(i8* %591, i32 0, i32 2, i32 1)
	br label %pfline106.line2

pfline106.line4:
	%592 = getelementptr double, double* %561, i64 32
	%593 = bitcast double* %592 to i8*
	call void @llvm.prefetch.p0i8(i8* %593, i32 0, i32 2, i32 1)
	br label %pfline106.line3

pfline106.line5:
	%594 = getelementptr double, double* %561, i64 40
	%595 = bitcast double* %594 to i8*
	call void @llvm.prefetch.p0i8(i8* %595, i32 0, i32 2, i32 1)
	br label %pfline106.line4

pfline106.line6:
	%596 = getelementptr double, double* %561, i64 48
	%597 = bitcast double* %596 to i8*
	call void @llvm.prefetch.p0i8(i8* %597, i32 0, i32 2, i32 1)
	br label %pfline106.line5

pfline106.line7:
	%598 = getelementptr double, double* %561, i64 56
	%599 = bitcast double* %598 to i8*
	call void @llvm.prefetch.p0i8(i8* %599, i32 0, i32 2, i32 1)
	br label %pfline106.line6

pfline106.line8:
	%600 = getelementptr double, double* %561, i64 64
	%601 = bitcast double* %600 to i8*
	call void @llvm.prefetch.p0i8(i8* %601, i32 0, i32 2, i32 1)
	br label %pfline106.line7

pfline106.line9:
	%602 = getelementptr double, double* %561, i64 72
	%603 = bitcast double* %602 to i8*
	call void @llvm.prefetch.p0i8(i8* %603, i32 0, i32 2, i32 1)
	br label %pfline106.line8

pfline106.line10:
	%604 = getelementptr double, double* %561, i64 80
	%605 = bitcast double* %604 to i8*
	call void @llvm.prefetch.p0i8(i8* %605, i32 0, i32 2, i32 1)
	br label %pfline106.line9

pfline106.line11:
	%606 = getelementptr double, double* %561, i64 88
	%607 = bitcast double* %606 to i8*
	call void @llvm.prefetch.p0i8(i8* %607, i32 0, i32 2, i32 1)
	br label %pfline106.line10

pfline106.line12:
	%608 = getelementptr double, double* %561, i64 96
	%609 = bitcast double* %608 to i8*
	call void @llvm.prefetch.p0i8(i8* %609, i32 0, i32 2, i32 1)
	br label %pfline106.line11

pfline106.line13:
	%610 = getelementptr double, double* %561, i64 104
	%611 = bitcast double* %610 to i8*
	call void @llvm.prefetch.p0i8(i8* %611, i32 0, i32 2, i32 1)
	br label %pfline106.line12

pfline106.line14:
	%612 = getelementptr double, double* %561, i64 112
	%613 = bitcast double* %612 to i8*
	call void @llvm.prefetch.p0i8(i8* %613, i32 0, i32 2, i32 1)
	br label %pfline106.line13

pfline106.line15:
	%614 = getelementptr double, double* %561, i64 120
	%615 = bitcast double* %614 to i8*
	call void @llvm.prefetch.p0i8(i8* %615, i32 0, i32 2, i32 1)
	br label %pfline106.line14

dotn126.head:
	%616 = phi <4 x double> [ zeroinitializer, %prefetch103.exit ], [ %649, %dotn126.body ]
	%617 = phi <4 x double> [ zeroinitializer, %prefetch103.exit ], [ %647, %dotn126.body ]
	%618 = phi <4 x double> [ zeroinitializer, %prefetch103.exit ], [ %639, %dotn126.body ]
	%619 = phi <4 x double> [ zeroinitializer, %prefetch103.exit ], [ %637, %dotn126.body ]
	%620 = phi i64 [ 0, %prefetch103.exit ], [ %650, %dotn126.body ]
	%621 = icmp slt i64 %620, %574
	br i1 %621, label %dotn126.body, label %dotn126.exit

dotn126.body:
	%622 = shl i64 %620, 3
	%623 = add i64 %622, 4
	%624 = getelementptr inbounds double, double* %565, i64 %622
	%625 = bitcast double* %624 to <4 x double>*
	%626 = load <4 x double>, <4 x double>* %625, align 8
	%627 = getelementptr inbounds double, double* %565, i64 %623
	%628 = bitcast double* %627 to <4 x double>*
	%629 = load <4 x double>, <4 x double>* %628, align 8
	%630 = getelementptr inbounds double, double* %567, i64 %622
	%631 = bitcast double* %630 to <4 x double>*
	%632 = load <4 x double>, <4 x double>* %631, align 8
	%633 = getelementptr inbounds double, double* %567, i64 %623
	%634 = bitcast double* %633 to <4 x double>*
	%635 = load <4 x double>, <4 x double>* %634, align 8
	%636 = fmul <4 x double> %626, %632
	%637 = fadd <4 x double> %619, %636
	%638 = fmul <4 x double> %629, %635
	%639 = fadd <4 x double> %618, %638
	%640 = getelementptr inbounds double, double* %573, i64 %622
	%641 = bitcast double* %640 to <4 x double>*
	%642 = load <4 x double>, <4 x double>* %641, align 8
	%643 = getelementptr inbounds double, double* %573, i64 %623
	%644 = bitcast double* %643 to <4 x double>*
	%645 = load <4 x double>, <4 x double>* %644, align 8
	%646 = fmul <4 x double> %626, %642
	%647 = fadd <4 x double> %617, %646
	%648 = fmul <4 x double> %629, %645
	%649 = fadd <4 x double> %616, %648
	%650 = add i64 %620, 1
	br label %dotn126.head

dotn126.exit:
	%651 = shl i64 %574, 3
	%652 = fadd <4 x double> %619, %618
	%653 = fadd <4 x double> %617, %616
	%654 = add i64 %651, 4
	%655 = icmp sle i64 %654, %14
	br i1 %655, label %dotnquad129.body, label %dotnquad129.join

dotnquad129.body:
	%656 = getelementptr inbounds double, double* %565, i64 %651
	%657 = bitcast double* %656 to <4 x double>*
	%658 = load <4 x double>, <4 x double>* %657, align 8
	%659 = getelementptr inbounds double, double* %567, i64 %651
	%660 = bitcast double* %659 to <4 x double>*
	%661 = load <4 x double>, <4 x double>* %660, align 8
	%662 = fmul <4 x double> %658, %661
	%663 = fadd <4 x double> %652, %662
	%664 = getelementptr inbounds double, double* %573, i64 %651
	%665 = bitcast double* %664 to <4 x double>*
	%666 = load <4 x double>, <4 x double>* %665, align 8
	%667 = fmul <4 x double> %658, %666
	%668 = fadd <4 x double> %653, %667
	%669 = add i64 %651, 4
	br label %dotnquad129.join

dotnquad129.join:
	%670 = phi i64 [ %651, %dotn126.exit ], [ %669, %dotnquad129.body ]
	%671 = phi <4 x double> [ %652, %dotn126.exit ], [ %663, %dotnquad129.body ]
	%672 = phi <4 x double> [ %653, %dotn126.exit ], [ %668, %dotnquad129.body ]
	%673 = shufflevector <4 x double> %671, <4 x double> undef, <2 x i32> <i32 0, i32 1>
	%674 = shufflevector <4 x double> %671, <4 x double> undef, <2 x i32> <i32 2, i32 3>
	%675 = fadd <2 x double> %673, %674
	%676 = extractelement <2 x double> %675, i64 0
	%677 = extractelement <2 x double> %675, i64 1
	%678 = fadd double %676, %677
	%679 = shufflevector <4 x double> %672, <4 x double> undef, <2 x i32> <i32 0, i32 1>
	%680 = shufflevector <4 x double> %672, <4 x double> undef, <2 x i32> <i32 2, i32 3>
	%681 = fadd <2 x double> %679, %680
	%682 = extractelement <2 x double> %681, i64 0
	%683 = extractelement <2 x double> %681, i64 1
	%684 = fadd double %682, %683
	br label %dotntail131.head

dotntail131.head:
	%685 = phi double [ %684, %dotnquad129.join ], [ %698, %dotntail131.body ]
	%686 = phi double [ %678, %dotnquad129.join ], [ %694, %dotntail131.body ]
	%687 = phi i64 [ %670, %dotnquad129.join ], [ %699, %dotntail131.body ]
	%688 = icmp slt i64 %687, %14
	br i1 %688, label %dotntail131.body, label %dotntail131.exit

dotntail131.body:
	%689 = getelementptr inbounds double, double* %565, i64 %687
	%690 = load double, double* %689
	%691 = getelementptr inbounds double, double* %567, i64 %687
	%692 = load double, double* %691
	%693 = fmul double %690, %692
	%694 = fadd double %686, %693
	%695 = getelementptr inbounds double, double* %573, i64 %687
	%696 = load double, double* %695
	%697 = fmul double %690, %696
	%698 = fadd double %685, %697
	%699 = add i64 %687, 1
	br label %dotntail131.head

dotntail131.exit:
	%700 = sub i64 %213, %102
	%701 = add i64 %700, 0
	%702 = getelementptr inbounds double, double* %41, i64 %701
	%703 = fcmp uno double %686, %686
	%704 = bitcast double %686 to i64
	%705 = select i1 %703, i64 u0x7FF8000000000000, i64 %704
	%706 = bitcast double* %702 to i64*
	store i64 %705, i64* %706
	%707 = add i64 %700, 1
	%708 = getelementptr inbounds double, double* %41, i64 %707
	%709 = fcmp uno double %685, %685
	%710 = bitcast double %685 to i64
	%711 = select i1 %709, i64 u0x7FF8000000000000, i64 %710
	%712 = bitcast double* %708 to i64*
	store i64 %711, i64* %712
	%713 = add i64 %213, 2
	br label %bcell42.head

dot134.head:
	%714 = phi <4 x double> [ zeroinitializer, %group101.fewer ], [ %735, %dot134.body ]
	%715 = phi <4 x double> [ zeroinitializer, %group101.fewer ], [ %733, %dot134.body ]
	%716 = phi i64 [ 0, %group101.fewer ], [ %736, %dot134.body ]
	%717 = icmp slt i64 %716, %553
	br i1 %717, label %dot134.body, label %dot134.exit

dot134.body:
	%718 = shl i64 %716, 3
	%719 = add i64 %718, 4
	%720 = getelementptr inbounds double, double* %550, i64 %718
	%721 = bitcast double* %720 to <4 x double>*
	%722 = load <4 x double>, <4 x double>* %721, align 8
	%723 = getelementptr inbounds double, double* %550, i64 %719
	%724 = bitcast double* %723 to <4 x double>*
	%725 = load <4 x double>, <4 x double>* %724, align 8
	%726 = getelementptr inbounds double, double* %552, i64 %718
	%727 = bitcast double* %726 to <4 x double>*
	%728 = load <4 x double>, <4 x double>* %727, align 8
	%729 = getelementptr inbounds double, double* %552, i64 %719
	%730 = bitcast double* %729 to <4 x double>*
	%731 = load <4 x double>, <4 x double>* %730, align 8
	%732 = fmul <4 x double> %722, %728
	%733 = fadd <4 x double> %715, %732
	%734 = fmul <4 x double> %725, %731
	%735 = fadd <4 x double> %714, %734
	%736 = add i64 %716, 1
	br label %dot134.head

dot134.exit:
	%737 = shl i64 %553, 3
	%738 = fadd <4 x double> %715, %714
	%739 = add i64 %737, 4
	%740 = icmp sle i64 %739, %14
	br i1 %740, label %dotquad137.body, label %dotquad137.join

dotquad137.body:
	%741 = getelementptr inbounds double, double* %550, i64 %737
	%742 = bitcast double* %741 to <4 x double>*
	%743 = load <4 x double>, <4 x double>* %742, align 8
	%744 = getelementptr inbounds double, double* %552, i64 %737
	%745 = bitcast double* %744 to <4 x double>*
	%746 = load <4 x double>, <4 x double>* %745, align 8
	%747 = fmul <4 x double> %743, %746
	%748 = fadd <4 x double> %738, %747
	%749 = add i64 %737, 4
	br label %dotquad137.join

dotquad137.join:
	%750 = phi i64 [ %737, %dot134.exit ], [ %749, %dotquad137.body ]
	%751 = phi <4 x double> [ %738, %dot134.exit ], [ %748, %dotquad137.body ]
	%752 = shufflevector <4 x double> %751, <4 x double> undef, <2 x i32> <i32 0, i32 1>
	%753 = shufflevector <4 x double> %751, <4 x double> undef, <2 x i32> <i32 2, i32 3>
	%754 = fadd <2 x double> %752, %753
	%755 = extractelement <2 x double> %754, i64 0
	%756 = extractelement <2 x double> %754, i64 1
	%757 = fadd double %755, %756
	br label %dottail139.head

dottail139.head:
	%758 = phi double [ %757, %dotquad137.join ], [ %766, %dottail139.body ]
	%759 = phi i64 [ %750, %dotquad137.join ], [ %767, %dottail139.body ]
	%760 = icmp slt i64 %759, %14
	br i1 %760, label %dottail139.body, label %dottail139.exit

dottail139.body:
	%761 = getelementptr inbounds double, double* %550, i64 %759
	%762 = load double, double* %761
	%763 = getelementptr inbounds double, double* %552, i64 %759
	%764 = load double, double* %763
	%765 = fmul double %762, %764
	%766 = fadd double %758, %765
	%767 = add i64 %759, 1
	br label %dottail139.head

dottail139.exit:
	%768 = mul i64 %28, 0
	%769 = add i64 %768, %548
	%770 = getelementptr inbounds double, double* %41, i64 %769
	%771 = fcmp uno double %758, %758
	%772 = bitcast double %758 to i64
	%773 = select i1 %771, i64 u0x7FF8000000000000, i64 %772
	%774 = bitcast double* %770 to i64*
	store i64 %773, i64* %774
	%775 = add i64 %213, 1
	br label %bcell42.head

cntzero142.head:
	%776 = phi i64 [ 0, %walk8.sorted ], [ %779, %cntzero142.body ]
	%777 = icmp slt i64 %776, %133
	br i1 %777, label %cntzero142.body, label %cntzero142.exit

cntzero142.body:
	%778 = getelementptr inbounds i64, i64* %50, i64 %776
	store i64 0, i64* %778
	%779 = add i64 %776, 1
	br label %cntzero142.head

cntzero142.exit:
	br label %cntcount145.head

cntcount145.head:
	%780 = phi i64 [ %102, %cntzero142.exit ], [ %790, %cntcount145.body ]
	%781 = icmp slt i64 %780, %122
	br i1 %781, label %cntcount145.body, label %cntcount145.exit

cntcount145.body:
	%782 = getelementptr inbounds i32, i32* %6, i64 %780
	%783 = load i32, i32* %782
	%784 = sext i32 %783 to i64
	%785 = add i64 %784, 1
	%786 = getelementptr inbounds i64, i64* %50, i64 %785
	%787 = load i64, i64* %786
	%788 = add i64 %787, 1
	%789 = getelementptr inbounds i64, i64* %50, i64 %785
	store i64 %788, i64* %789
	%790 = add i64 %780, 1
	br label %cntcount145.head

cntcount145.exit:
	%791 = add i64 %m, 1
	br label %cntprefix148.head

cntprefix148.head:
	%792 = phi i64 [ 0, %cntcount145.exit ], [ %797, %cntprefix148.body ]
	%793 = phi i64 [ 0, %cntcount145.exit ], [ %799, %cntprefix148.body ]
	%794 = icmp slt i64 %793, %791
	br i1 %794, label %cntprefix148.body, label %cntprefix148.exit

cntprefix148.body:
	%795 = getelementptr inbounds i64, i64* %50, i64 %793
	%796 = load i64, i64* %795
	%797 = add i64 %792, %796
	%798 = getelementptr inbounds i64, i64* %50, i64 %793
	store i64 %797, i64* %798
	%799 = add i64 %793, 1
	br label %cntprefix148.head

cntprefix148.exit:
	br label %sortrow151.head

sortrow151.head:
	%800 = phi i64 [ %55, %cntprefix148.exit ], [ %823, %sortcell154.exit ]
	%801 = icmp slt i64 %800, %108
	br i1 %801, label %sortrow151.body, label %sortrow151.exit

sortrow151.body:
	%802 = getelementptr inbounds i64, i64* %4, i64 %800
	%803 = load i64, i64* %802
	%804 = add i64 %800, 1
	%805 = getelementptr inbounds i64, i64* %4, i64 %804
	%806 = load i64, i64* %805
	br label %sortcell154.head

sortrow151.exit:
	br label %sortcol157.head

sortcell154.head:
	%807 = phi i64 [ %803, %sortrow151.body ], [ %822, %sortcell154.body ]
	%808 = icmp slt i64 %807, %806
	br i1 %808, label %sortcell154.body, label %sortcell154.exit

sortcell154.body:
	%809 = getelementptr inbounds i32, i32* %6, i64 %807
	%810 = load i32, i32* %809
	%811 = sext i32 %810 to i64
	%812 = getelementptr inbounds i64, i64* %50, i64 %811
	%813 = load i64, i64* %812
	%814 = add i64 %813, 1
	%815 = getelementptr inbounds i64, i64* %50, i64 %811
	store i64 %814, i64* %815
	%816 = sub i64 %800, %55
	%817 = shl i64 %816, 18
	%818 = sub i64 %807, %102
	%819 = or i64 %817, %818
	%820 = trunc i64 %819 to i32
	%821 = getelementptr inbounds i32, i32* %51, i64 %813
	store i32 %820, i32* %821
	%822 = add i64 %807, 1
	br label %sortcell154.head

sortcell154.exit:
	%823 = add i64 %800, 1
	br label %sortrow151.head

sortcol157.head:
	%824 = phi i64 [ 0, %sortrow151.exit ], [ %921, %colcell204.exit ]
	%825 = phi i64 [ 0, %sortrow151.exit ], [ %925, %colcell204.exit ]
	%826 = icmp slt i64 %825, %m
	br i1 %826, label %sortcol157.body, label %sortcol157.exit

sortcol157.body:
	%827 = getelementptr inbounds i64, i64* %50, i64 %825
	%828 = load i64, i64* %827
	%829 = add i64 %825, 12
	%830 = icmp slt i64 %829, %m
	br i1 %830, label %prefetchrow160.body, label %prefetchrow160.done

sortcol157.exit:
	br label %block13.exit

prefetchrow160.body:
	%831 = mul i64 %829, %14
	%832 = getelementptr double, double* %10, i64 %831
	%833 = add i64 %14, 7
	%834 = sdiv i64 %833, 8
	br label %pffar162loop163.head

prefetchrow160.done:
	%835 = add i64 %825, 3
	%836 = icmp slt i64 %835, %m
	br i1 %836, label %prefetchrow182.body, label %prefetchrow182.done

pffar162.done:
	br label %prefetchrow160.done

pffar162loop163.head:
	%837 = phi i64 [ 16, %prefetchrow160.body ], [ %842, %pffar162loop163.body ]
	%838 = icmp slt i64 %837, %834
	br i1 %838, label %pffar162loop163.body, label %pffar162loop163.exit

pffar162loop163.body:
	%839 = mul i64 %837, 8
	%840 = getelementptr double, double* %832, i64 %839
	%841 = bitcast double* %840 to i8*
	call void @llvm.prefetch.p0i8(i8* %841, i32 0, i32 2, i32 1)
	%842 = add i64 %837, 1
	br label %pffar162loop163.head

pffar162loop163.exit:
	%843 = icmp slt i64 %834, 16
	%844 = select i1 %843, i64 %834, i64 16
	switch i64 %844, label %pffar162.done [
		i64 1, label %pffar162.line0
		i64 2, label %pffar162.line1
		i64 3, label %pffar162.line2
		i64 4, label %pffar162.line3
		i64 5, label %pffar162.line4
		i64 6, label %pffar162.line5
		i64 7, label %pffar162.line6
		i64 8, label %pffar162.line7
		i64 9, label %pffar162.line8
		i64 10, label %pffar162.line9
		i64 11, label %pffar162.line10
		i64 12, label %pffar162.line11
		i64 13, label %pffar162.line12
		i64 14, label %pffar162.line13
		i64 15, label %pffar162.line14
		i64 16, label %pffar162.line15
	]

pffar162.line0:
	%845 = getelementptr double, double* %832, i64 0
	%846 = bitcast double* %845 to i8*
	call void @llvm.prefetch.p0i8(i8* %846, i32 0, i32 2, i32 1)
	br label %pffar162.done

pffar162.line1:
	%847 = getelementptr double, double* %832, i64 8
	%848 = bitcast double* %847 to i8*
	call void @llvm.prefetch.p0i8(i8* %848, i32 0, i32 2, i32 1)
	br label %pffar162.line0

pffar162.line2:
	%849 = getelementptr double, double* %832, i64 16
	%850 = bitcast double* %849 to i8*
	call void @llvm.prefetch.p0i8(i8* %850, i32 0, i32 2, i32 1)
	br label %pffar162.line1

pffar162.line3:
	%851 = getelementptr double, double* %832, i64 24
	%852 = bitcast double* %851 to i8*
	call void @llvm.prefetch.p0i8(i8* %852, i32 0, i32 2, i32 1)
	br label %pffar162.line2

pffar162.line4:
	%853 = getelementptr double, double* %832, i64 32
	%854 = bitcast double* %853 to i8*
	call void @llvm.prefetch.p0i8(i8* %854, i32 0, i32 2, i32 1)
	br label %pffar162.line3

pffar162.line5:
	%855 = getelementptr double, double* %832, i64 40
	%856 = bitcast double* %855 to i8*
	call void @llvm.prefetch.p0i8(i8* %856, i32 0, i32 2, i32 1)
	br label %pffar162.line4

pffar162.line6:
	%857 = getelementptr double, double* %832, i64 48
	%858 = bitcast double* %857 to i8*
	call void @llvm.prefetch.p0i8(i8* %858, i32 0, i32 2, i32 1)
	br label %pffar162.line5

pffar162.line7:
	%859 = getelementptr double, double* %832, i64 56
	%860 = bitcast double* %859 to i8*
	call void @llvm.prefetch.p0i8(i8* %860, i32 0, i32 2, i32 1)
	br label %pffar162.line6

pffar162.line8:
	%861 = getelementptr double, double* %832, i64 64
	%862 = bitcast double* %861 to i8*
	call void @llvm.prefetch.p0i8(i8* %862, i32 0, i32 2, i32 1)
	br label %pffar162.line7

pffar162.line9:
	%863 = getelementptr double, double* %832, i64 72
	%864 = bitcast double* %863 to i8*
	call void @llvm.prefetch.p0i8(i8* %864, i32 0, i32 2, i32 1)
	br label %pffar162.line8

pffar162.line10:
	%865 = getelementptr double, double* %832, i64 80
	%866 = bitcast double* %865 to i8*
	call void @llvm.prefetch.p0i8(i8* %866, i32 0, i32 2, i32 1)
	br label %pffar162.line9

pffar162.line11:
	%867 = getelementptr double, double* %832, i64 88
	%868 = bitcast double* %867 to i8*
	call void @llvm.prefetch.p0i8(i8* %868, i32 0, i32 2, i32 1)
	br label %pffar162.line10

pffar162.line12:
	%869 = getelementptr double, double* %832, i64 96
	%870 = bitcast double* %869 to i8*
	call void @llvm.prefetch.p0i8(i8* %870, i32 0, i32 2, i32 1)
	br label %pffar162.line11

pffar162.line13:
	%871 = getelementptr double, double* %832, i64 104
	%872 = bitcast double* %871 to i8*
	call void @llvm.prefetch.p0i8(i8* %872, i32 0, i32 2, i32 1)
	br label %pffar162.line12

pffar162.line14:
	%873 = getelementptr double, double* %832, i64 112
	%874 = bitcast double* %873 to i8*
	call void @llvm.prefetch.p0i8(i8* %874, i32 0, i32 2, i32 1)
	br label %pffar162.line13

pffar162.line15:
	%875 = getelementptr double, double* %832, i64 120
	%876 = bitcast double* %875 to i8*
	call void @llvm.prefetch.p0i8(i8* %876, i32 0, i32 2, i32 1)
	br label %pffar162.line14

prefetchrow182.body:
	%877 = mul i64 %835, %14
	%878 = getelementptr double, double* %10, i64 %877
	%879 = add i64 %14, 7
	%880 = sdiv i64 %879, 8
	br label %pfrow184loop185.head

prefetchrow182.done:
	br label %colcell204.head

pfrow184.done:
	br label %prefetchrow182.done

pfrow184loop185.head:
	%881 = phi i64 [ 16, %prefetchrow182.body ], [ %886, %pfrow184loop185.body ]
	%882 = icmp slt i64 %881, %880
	br i1 %882, label %pfrow184loop185.body, label %pfrow184loop185.exit

pfrow184loop185.body:
	%883 = mul i64 %881, 8
	%884 = getelementptr double, double* %878, i64 %883
	%885 = bitcast double* %884 to i8*
	call void @llvm.prefetch.p0i8(i8* %885, i32 0, i32 3, i32 1)
	%886 = add i64 %881, 1
	br label %pfrow184loop185.head

pfrow184loop185.exit:
	%887 = icmp slt i64 %880, 16
	%888 = select i1 %887, i64 %880, i64 16
	switch i64 %888, label %pfrow184.done [
		i64 1, label %pfrow184.line0
		i64 2, label %pfrow184.line1
		i64 3, label %pfrow184.line2
		i64 4, label %pfrow184.line3
		i64 5, label %pfrow184.line4
		i64 6, label %pfrow184.line5
		i64 7, label %pfrow184.line6
		i64 8, label %pfrow184.line7
		i64 9, label %pfrow184.line8
		i64 10, label %pfrow184.line9
		i64 11, label %pfrow184.line10
		i64 12, label %pfrow184.line11
		i64 13, label %pfrow184.line12
		i64 14, label %pfrow184.line13
		i64 15, label %pfrow184.line14
		i64 16, label %pfrow184.line15
	]

pfrow184.line0:
	%889 = getelementptr double, double* %878, i64 0
	%890 = bitcast double* %889 to i8*
	call void @llvm.prefetch.p0i8(i8* %890, i32 0, i32 3, i32 1)
	br label %pfrow184.done

pfrow184.line1:
	%891 = getelementptr double, double* %878, i64 8
	%892 = bitcast double* %891 to i8*
	call void @llvm.prefetch.p0i8(i8* %892, i32 0, i32 3, i32 1)
	br label %pfrow184.line0

pfrow184.line2:
	%893 = getelementptr double, double* %878, i64 16
	%894 = bitcast double* %893 to i8*
	call void @llvm.prefetch.p0i8(i8* %894, i32 0, i32 3, i32 1)
	br label %pfrow184.line1

pfrow184.line3:
	%895 = getelementptr double, double* %878, i64 24
	%896 = bitcast double* %895 to i8*
	call void @llvm.prefetch.p0i8(i8* %896, i32 0, i32 3, i32 1)
	br label %pfrow184.line2

pfrow184.line4:
	%897 = getelementptr double, double* %878, i64 32
	%898 = bitcast double* %897 to i8*
	call void @llvm.prefetch.p0i8(i8* %898, i32 0, i32 3, i32 1)
	br label %pfrow184.line3

pfrow184.line5:
	%899 = getelementptr double, double* %878, i64 40
	%900 = bitcast double* %899 to i8*
	call void @llvm.prefetch.p0i8(i8* %900, i32 0, i32 3, i32 1)
	br label %pfrow184.line4

pfrow184.line6:
	%901 = getelementptr double, double* %878, i64 48
	%902 = bitcast double* %901 to i8*
	call void @llvm.prefetch.p0i8(i8* %902, i32 0, i32 3, i32 1)
	br label %pfrow184.line5

pfrow184.line7:
	%903 = getelementptr double, double* %878, i64 56
	%904 = bitcast double* %903 to i8*
	call void @llvm.prefetch.p0i8(i8* %904, i32 0, i32 3, i32 1)
	br label %pfrow184.line6

pfrow184.line8:
	%905 = getelementptr double, double* %878, i64 64
	%906 = bitcast double* %905 to i8*
	call void @llvm.prefetch.p0i8(i8* %906, i32 0, i32 3, i32 1)
	br label %pfrow184.line7

pfrow184.line9:
	%907 = getelementptr double, double* %878, i64 72
	%908 = bitcast double* %907 to i8*
	call void @llvm.prefetch.p0i8(i8* %908, i32 0, i32 3, i32 1)
	br label %pfrow184.line8

pfrow184.line10:
	%909 = getelementptr double, double* %878, i64 80
	%910 = bitcast double* %909 to i8*
	call void @llvm.prefetch.p0i8(i8* %910, i32 0, i32 3, i32 1)
	br label %pfrow184.line9

pfrow184.line11:
	%911 = getelementptr double, double* %878, i64 88
	%912 = bitcast double* %911 to i8*
	call void @llvm.prefetch.p0i8(i8* %912, i32 0, i32 3, i32 1)
	br label %pfrow184.line10

pfrow184.line12:
	%913 = getelementptr double, double* %878, i64 96
	%914 = bitcast double* %913 to i8*
	call void @llvm.prefetch.p0i8(i8* %914, i32 0, i32 3, i32 1)
	br label %pfrow184.line11

pfrow184.line13:
	%915 = getelementptr double, double* %878, i64 104
	%916 = bitcast double* %915 to i8*
	call void @llvm.prefetch.p0i8(i8* %916, i32 0, i32 3, i32 1)
	br label %pfrow184.line12

pfrow184.line14:
	%917 = getelementptr double, double* %878, i64 112
	%918 = bitcast double* %917 to i8*
	call void @llvm.prefetch.p0i8(i8* %918, i32 0, i32 3, i32 1)
	br label %pfrow184.line13

pfrow184.line15:
	%919 = getelementptr double, double* %878, i64 120
	%920 = bitcast double* %919 to i8*
	call void @llvm.prefetch.p0i8(i8* %920, i32 0, i32 3, i32 1)
	br label %pfrow184.line14

colcell204.head:
	%921 = phi i64 [ %824, %prefetchrow182.done ], [ %1131, %cdotntail214.exit ], [ %1258, %cdotntail224.exit ], [ %1320, %dottail232.exit ]
	%922 = icmp slt i64 %921, %828
	br i1 %922, label %colcell204.body, label %colcell204.exit

colcell204.body:
	%923 = add i64 %921, 3
	%924 = icmp slt i64 %923, %828
	br i1 %924, label %cgroup207.body, label %cgroup207.fewer

colcell204.exit:
	%925 = add i64 %825, 1
	br label %sortcol157.head

cgroup207.body:
	%926 = mul i64 %825, %14
	%927 = getelementptr double, double* %10, i64 %926
	%928 = add i64 %921, 0
	%929 = getelementptr inbounds i32, i32* %51, i64 %928
	%930 = load i32, i32* %929
	%931 = zext i32 %930 to i64
	%932 = lshr i64 %931, 18
	%933 = add i64 %55, %932
	%934 = and i64 %931, u0x3FFFF
	%935 = mul i64 %933, %14
	%936 = getelementptr double, double* %8, i64 %935
	%937 = add i64 %921, 1
	%938 = getelementptr inbounds i32, i32* %51, i64 %937
	%939 = load i32, i32* %938
	%940 = zext i32 %939 to i64
	%941 = lshr i64 %940, 18
	%942 = add i64 %55, %941
	%943 = and i64 %940, u0x3FFFF
	%944 = mul i64 %942, %14
	%945 = getelementptr double, double* %8, i64 %944
	%946 = add i64 %921, 2
	%947 = getelementptr inbounds i32, i32* %51, i64 %946
	%948 = load i32, i32* %947
	%949 = zext i32 %948 to i64
	%950 = lshr i64 %949, 18
	%951 = add i64 %55, %950
	%952 = and i64 %949, u0x3FFFF
	%953 = mul i64 %951, %14
	%954 = getelementptr double, double* %8, i64 %953
	%955 = add i64 %921, 3
	%956 = getelementptr inbounds i32, i32* %51, i64 %955
	%957 = load i32, i32* %956
	%958 = zext i32 %957 to i64
	%959 = lshr i64 %958, 18
	%960 = add i64 %55, %959
	%961 = and i64 %958, u0x3FFFF
	%962 = mul i64 %960, %14
	%963 = getelementptr double, double* %8, i64 %962
	%964 = lshr i64 %14, 3
	br label %cdotn209.head

cgroup207.fewer:
	%965 = add i64 %921, 1
	%966 = icmp slt i64 %965, %828
	br i1 %966, label %cgroup217.body, label %cgroup217.fewer

cdotn209.head:
	%967 = phi <4 x double> [ zeroinitializer, %cgroup207.body ], [ %1024, %cdotn209.body ]
	%968 = phi <4 x double> [ zeroinitializer, %cgroup207.body ], [ %1022, %cdotn209.body ]
	%969 = phi <4 x double> [ zeroinitializer, %cgroup207.body ], [ %1014, %cdotn209.body ]
	%970 = phi <4 x double> [ zeroinitializer, %cgroup207.body ], [ %1012, %cdotn209.body ]
	%971 = phi <4 x double> [ zeroinitializer, %cgroup207.body ], [ %1004, %cdotn209.body ]
	%972 = phi <4 x double> [ zeroinitializer, %cgroup207.body ], [ %1002, %cdotn209.body ]
	%973 = phi <4 x double> [ zeroinitializer, %cgroup207.body ], [ %994, %cdotn209.body ]
	%974 = phi <4 x double> [ zeroinitializer, %cgroup207.body ], [ %992, %cdotn209.body ]
	%975 = phi i64 [ 0, %cgroup207.body ], [ %1025, %cdotn209.body ]
	%976 = icmp slt i64 %975, %964
	br i1 %976, label %cdotn209.body, label %cdotn209.exit

cdotn209.body:
	%977 = shl i64 %975, 3
	%978 = add i64 %977, 4
	%979 = getelementptr inbounds double, double* %927, i64 %977
	%980 = bitcast double* %979 to <4 x double>*
	%981 = load <4 x double>, <4 x double>* %980, align 8
	%982 = getelementptr inbounds double, double* %927, i64 %978
	%983 = bitcast double* %982 to <4 x double>*
	%984 = load <4 x double>, <4 x double>* %983, align 8
	%985 = getelementptr inbounds double, double* %936, i64 %977
	%986 = bitcast double* %985 to <4 x double>*
	%987 = load <4 x double>, <4 x double>* %986, align 8
	%988 = getelementptr inbounds double, double* %936, i64 %978
	%989 = bitcast double* %988 to <4 x double>*
	%990 = load <4 x double>, <4 x double>* %989, align 8
	%991 = fmul <4 x double> %987, %981
	%992 = fadd <4 x double> %974, %991
	%993 = fmul <4 x double> %990, %984
	%994 = fadd <4 x double> %973, %993
	%995 = getelementptr inbounds double, double* %945, i64 %977
	%996 = bitcast double* %995 to <4 x double>*
	%997 = load <4 x double>, <4 x double>* %996, align 8
	%998 = getelementptr inbounds double, double* %945, i64 %978
	%999 = bitcast double* %998 to <4 x double>*
	%1000 = load <4 x double>, <4 x double>* %999, align 8
	%1001 = fmul <4 x double> %997, %981
	%1002 = fadd <4 x double> %972, %1001
	%1003 = fmul <4 x double> %1000, %984
	%1004 = fadd <4 x double> %971, %1003
	%1005 = getelementptr inbounds double, double* %954, i64 %977
	%1006 = bitcast double* %1005 to <4 x double>*
	%1007 = load <4 x double>, <4 x double>* %1006, align 8
	%1008 = getelementptr inbounds double, double* %954, i64 %978
	%1009 = bitcast double* %1008 to <4 x double>*
	%1010 = load <4 x double>, <4 x double>* %1009, align 8
	%1011 = fmul <4 x double> %1007, %981
	%1012 = fadd <4 x double> %970, %1011
	%1013 = fmul <4 x double> %1010, %984
	%1014 = fadd <4 x double> %969, %1013
	%1015 = getelementptr inbounds double, double* %963, i64 %977
	%1016 = bitcast double* %1015 to <4 x double>*
	%1017 = load <4 x double>, <4 x double>* %1016, align 8
	%1018 = getelementptr inbounds double, double* %963, i64 %978
	%1019 = bitcast double* %1018 to <4 x double>*
	%1020 = load <4 x double>, <4 x double>* %1019, align 8
	%1021 = fmul <4 x double> %1017, %981
	%1022 = fadd <4 x double> %968, %1021
	%1023 = fmul <4 x double> %1020, %984
	%1024 = fadd <4 x double> %967, %1023
	%1025 = add i64 %975, 1
	br label %cdotn209.head

cdotn209.exit:
	%1026 = shl i64 %964, 3
	%1027 = fadd <4 x double> %974, %973
	%1028 = fadd <4 x double> %972, %971
	%1029 = fadd <4 x double> %970, %969
	%1030 = fadd <4 x double> %968, %967
	%1031 = add i64 %1026, 4
	%1032 = icmp sle i64 %1031, %14
	br i1 %1032, label %cdotnquad212.body, label %cdotnquad212.join

cdotnquad212.body:
	%1033 = getelementptr inbounds double, double* %927, i64 %1026
	%1034 = bitcast double* %1033 to <4 x double>*
	%1035 = load <4 x double>, <4 x double>* %1034, align 8
	%1036 = getelementptr inbounds double, double* %936, i64 %1026
	%1037 = bitcast double* %1036 to <4 x double>*
	%1038 = load <4 x double>, <4 x double>* %1037, align 8
	%1039 = fmul <4 x double> %1038, %1035
	%1040 = fadd <4 x double> %1027, %1039
	%1041 = getelementptr inbounds double, double* %945, i64 %1026
	%1042 = bitcast double* %1041 to <4 x double>*
	%1043 = load <4 x double>, <4 x double>* %1042, align 8
	%1044 = fmul <4 x double> %1043, %1035
	%1045 = fadd <4 x double> %1028, %1044
	%1046 = getelementptr inbounds double, double* %954, i64 %1026
	%1047 = bitcast double* %1046 to <4 x double>*
	%1048 = load <4 x double>, <4 x double>* %1047, align 8
	%1049 = fmul <4 x double> %1048, %1035
	%1050 = fadd <4 x double> %1029, %1049
	%1051 = getelementptr inbounds double, double* %963, i64 %1026
	%1052 = bitcast double* %1051 to <4 x double>*
	%1053 = load <4 x double>, <4 x double>* %1052, align 8
	%1054 = fmul <4 x double> %1053, %1035
	%1055 = fadd <4 x double> %1030, %1054
	%1056 = add i64 %1026, 4
	br label %cdotnquad212.join

cdotnquad212.join:
	%1057 = phi i64 [ %1026, %cdotn209.exit ], [ %1056, %cdotnquad212.body ]
	%1058 = phi <4 x double> [ %1027, %cdotn209.exit ], [ %1040, %cdotnquad212.body ]
	%1059 = phi <4 x double> [ %1028, %cdotn209.exit ], [ %1045, %cdotnquad212.body ]
	%1060 = phi <4 x double> [ %1029, %cdotn209.exit ], [ %1050, %cdotnquad212.body ]
	%1061 = phi <4 x double> [ %1030, %cdotn209.exit ], [ %1055, %cdotnquad212.body ]
	%1062 = shufflevector <4 x double> %1058, <4 x double> undef, <2 x i32> <i32 0, i32 1>
	%1063 = shufflevector <4 x double> %1058, <4 x double> undef, <2 x i32> <i32 2, i32 3>
	%1064 = fadd <2 x double> %1062, %1063
	%1065 = extractelement <2 x double> %1064, i64 0
	%1066 = extractelement <2 x double> %1064, i64 1
	%1067 = fadd double %1065, %1066
	%1068 = shufflevector <4 x double> %1059, <4 x double> undef, <2 x i32> <i32 0, i32 1>
	%1069 = shufflevector <4 x double> %1059, <4 x double> undef, <2 x i32> <i32 2, i32 3>
	%1070 = fadd <2 x double> %1068, %1069
	%1071 = extractelement <2 x double> %1070, i64 0
	%1072 = extractelement <2 x double> %1070, i64 1
	%1073 = fadd double %1071, %1072
	%1074 = shufflevector <4 x double> %1060, <4 x double> undef, <2 x i32> <i32 0, i32 1>
	%1075 = shufflevector <4 x double> %1060, <4 x double> undef, <2 x i32> <i32 2, i32 3>
	%1076 = fadd <2 x double> %1074, %1075
	%1077 = extractelement <2 x double> %1076, i64 0
	%1078 = extractelement <2 x double> %1076, i64 1
	%1079 = fadd double %1077, %1078
	%1080 = shufflevector <4 x double> %1061, <4 x double> undef, <2 x i32> <i32 0, i32 1>
	%1081 = shufflevector <4 x double> %1061, <4 x double> undef, <2 x i32> <i32 2, i32 3>
	%1082 = fadd <2 x double> %1080, %1081
	%1083 = extractelement <2 x double> %1082, i64 0
	%1084 = extractelement <2 x double> %1082, i64 1
	%1085 = fadd double %1083, %1084
	br label %cdotntail214.head

cdotntail214.head:
	%1086 = phi double [ %1085, %cdotnquad212.join ], [ %1109, %cdotntail214.body ]
	%1087 = phi double [ %1079, %cdotnquad212.join ], [ %1105, %cdotntail214.body ]
	%1088 = phi double [ %1073, %cdotnquad212.join ], [ %1101, %cdotntail214.body ]
	%1089 = phi double [ %1067, %cdotnquad212.join ], [ %1097, %cdotntail214.body ]
	%1090 = phi i64 [ %1057, %cdotnquad212.join ], [ %1110, %cdotntail214.body ]
	%1091 = icmp slt i64 %1090, %14
	br i1 %1091, label %cdotntail214.body, label %cdotntail214.exit

cdotntail214.body:
	%1092 = getelementptr inbounds double, double* %927, i64 %1090
	%1093 = load double, double* %1092
	%1094 = getelementptr inbounds double, double* %936, i64 %1090
	%1095 = load double, double* %1094
	%1096 = fmul double %1095, %1093
	%1097 = fadd double %1089, %1096
	%1098 = getelementptr inbounds double, double* %945, i64 %1090
	%1099 = load double, double* %1098
	%1100 = fmul double %1099, %1093
	%1101 = fadd double %1088, %1100
	%1102 = getelementptr inbounds double, double* %954, i64 %1090
	%1103 = load double, double* %1102
	%1104 = fmul double %1103, %1093
	%1105 = fadd double %1087, %1104
	%1106 = getelementptr inbounds double, double* %963, i64 %1090
	%1107 = load double, double* %1106
	%1108 = fmul double %1107, %1093
	%1109 = fadd double %1086, %1108
	%1110 = add i64 %1090, 1
	br label %cdotntail214.head

cdotntail214.exit:
	%1111 = getelementptr inbounds double, double* %41, i64 %934
	%1112 = fcmp uno double %1089, %1089
	%1113 = bitcast double %1089 to i64
	%1114 = select i1 %1112, i64 u0x7FF8000000000000, i64 %1113
	%1115 = bitcast double* %1111 to i64*
	store i64 %1114, i64* %1115
	%1116 = getelementptr inbounds double, double* %41, i64 %943
	%1117 = fcmp uno double %1088, %1088
	%1118 = bitcast double %1088 to i64
	%1119 = select i1 %1117, i64 u0x7FF8000000000000, i64 %1118
	%1120 = bitcast double* %1116 to i64*
	store i64 %1119, i64* %1120
	%1121 = getelementptr inbounds double, double* %41, i64 %952
	%1122 = fcmp uno double %1087, %1087
	%1123 = bitcast double %1087 to i64
	%1124 = select i1 %1122, i64 u0x7FF8000000000000, i64 %1123
	%1125 = bitcast double* %1121 to i64*
	store i64 %1124, i64* %1125
	%1126 = getelementptr inbounds double, double* %41, i64 %961
	%1127 = fcmp uno double %1086, %1086
	%1128 = bitcast double %1086 to i64
	%1129 = select i1 %1127, i64 u0x7FF8000000000000, i64 %1128
	%1130 = bitcast double* %1126 to i64*
	store i64 %1129, i64* %1130
	%1131 = add i64 %921, 4
	br label %colcell204.head

cgroup217.body:
	%1132 = mul i64 %825, %14
	%1133 = getelementptr double, double* %10, i64 %1132
	%1134 = add i64 %921, 0
	%1135 = getelementptr inbounds i32, i32* %51, i64 %1134
	%1136 = load i32, i32* %1135
	%1137 = zext i32 %1136 to i64
	%1138 = lshr i64 %1137, 18
	%1139 = add i64 %55, %1138
	%1140 = and i64 %1137, u0x3FFFF
	%1141 = mul i64 %1139, %14
	%1142 = getelementptr double, double* %8, i64 %1141
	%1143 = add i64 %921, 1
	%1144 = getelementptr inbounds i32, i32* %51, i64 %1143
	%1145 = load i32, i32* %1144
	%1146 = zext i32 %1145 to i64
	%1147 = lshr i64 %1146, 18
	%1148 = add i64 %55, %1147
	%1149 = and i64 %1146, u0x3FFFF
	%1150 = mul i64 %1148, %14
	%1151 = getelementptr double, double* %8, i64 %1150
	%1152 = lshr i64 %14, 3
	br label %cdotn219.head

cgroup217.fewer:
	%1153 = getelementptr inbounds i32, i32* %51, i64 %921
	%1154 = load i32, i32* %1153
	%1155 = zext i32 %1154 to i64
	%1156 = lshr i64 %1155, 18
	%1157 = add i64 %55, %1156
	%1158 = and i64 %1155, u0x3FFFF
	%1159 = mul i64 %1157, %14
	%1160 = getelementptr double, double* %8, i64 %1159
	%1161 = mul i64 %825, %14
	%1162 = getelementptr double, double* %10, i64 %1161
	%1163 = lshr i64 %14, 3
	br label %dot227.head

cdotn219.head:
	%1164 = phi <4 x double> [ zeroinitializer, %cgroup217.body ], [ %1197, %cdotn219.body ]
	%1165 = phi <4 x double> [ zeroinitializer, %cgroup217.body ], [ %1195, %cdotn219.body ]
	%1166 = phi <4 x double> [ zeroinitializer, %cgroup217.body ], [ %1187, %cdotn219.body ]
	%1167 = phi <4 x double> [ zeroinitializer, %cgroup217.body ], [ %1185, %cdotn219.body ]
	%1168 = phi i64 [ 0, %cgroup217.body ], [ %1198, %cdotn219.body ]
	%1169 = icmp slt i64 %1168, %1152
	br i1 %1169, label %cdotn219.body, label %cdotn219.exit

cdotn219.body:
	%1170 = shl i64 %1168, 3
	%1171 = add i64 %1170, 4
	%1172 = getelementptr inbounds double, double* %1133, i64 %1170
	%1173 = bitcast double* %1172 to <4 x double>*
	%1174 = load <4 x double>, <4 x double>* %1173, align 8
	%1175 = getelementptr inbounds double, double* %1133, i64 %1171
	%1176 = bitcast double* %1175 to <4 x double>*
	%1177 = load <4 x double>, <4 x double>* %1176, align 8
	%1178 = getelementptr inbounds double, double* %1142, i64 %1170
	%1179 = bitcast double* %1178 to <4 x double>*
	%1180 = load <4 x double>, <4 x double>* %1179, align 8
	%1181 = getelementptr inbounds double, double* %1142, i64 %1171
	%1182 = bitcast double* %1181 to <4 x double>*
	%1183 = load <4 x double>, <4 x double>* %1182, align 8
	%1184 = fmul <4 x double> %1180, %1174
	%1185 = fadd <4 x double> %1167, %1184
	%1186 = fmul <4 x double> %1183, %1177
	%1187 = fadd <4 x double> %1166, %1186
	%1188 = getelementptr inbounds double, double* %1151, i64 %1170
	%1189 = bitcast double* %1188 to <4 x double>*
	%1190 = load <4 x double>, <4 x double>* %1189, align 8
	%1191 = getelementptr inbounds double, double* %1151, i64 %1171
	%1192 = bitcast double* %1191 to <4 x double>*
	%1193 = load <4 x double>, <4 x double>* %1192, align 8
	%1194 = fmul <4 x double> %1190, %1174
	%1195 = fadd <4 x double> %1165, %1194
	%1196 = fmul <4 x double> %1193, %1177
	%1197 = fadd <4 x double> %1164, %1196
	%1198 = add i64 %1168, 1
	br label %cdotn219.head

cdotn219.exit:
	%1199 = shl i64 %1152, 3
	%1200 = fadd <4 x double> %1167, %1166
	%1201 = fadd <4 x double> %1165, %1164
	%1202 = add i64 %1199, 4
	%1203 = icmp sle i64 %1202, %14
	br i1 %1203, label %cdotnquad222.body, label %cdotnquad222.join

cdotnquad222.body:
	%1204 = getelementptr inbounds double, double* %1133, i64 %1199
	%1205 = bitcast double* %1204 to <4 x double>*
	%1206 = load <4 x double>, <4 x double>* %1205, align 8
	%1207 = getelementptr inbounds double, double* %1142, i64 %1199
	%1208 = bitcast double* %1207 to <4 x double>*
	%1209 = load <4 x double>, <4 x double>* %1208, align 8
	%1210 = fmul <4 x double> %1209, %1206
	%1211 = fadd <4 x double> %1200, %1210
	%1212 = getelementptr inbounds double, double* %1151, i64 %1199
	%1213 = bitcast double* %1212 to <4 x double>*
	%1214 = load <4 x double>, <4 x double>* %1213, align 8
	%1215 = fmul <4 x double> %1214, %1206
	%1216 = fadd <4 x double> %1201, %1215
	%1217 = add i64 %1199, 4
	br label %cdotnquad222.join

cdotnquad222.join:
	%1218 = phi i64 [ %1199, %cdotn219.exit ], [ %1217, %cdotnquad222.body ]
	%1219 = phi <4 x double> [ %1200, %cdotn219.exit ], [ %1211, %cdotnquad222.body ]
	%1220 = phi <4 x double> [ %1201, %cdotn219.exit ], [ %1216, %cdotnquad222.body ]
	%1221 = shufflevector <4 x double> %1219, <4 x double> undef, <2 x i32> <i32 0, i32 1>
	%1222 = shufflevector <4 x double> %1219, <4 x double> undef, <2 x i32> <i32 2, i32 3>
	%1223 = fadd <2 x double> %1221, %1222
	%1224 = extractelement <2 x double> %1223, i64 0
	%1225 = extractelement <2 x double> %1223, i64 1
	%1226 = fadd double %1224, %1225
	%1227 = shufflevector <4 x double> %1220, <4 x double> undef, <2 x i32> <i32 0, i32 1>
	%1228 = shufflevector <4 x double> %1220, <4 x double> undef, <2 x i32> <i32 2, i32 3>
	%1229 = fadd <2 x double> %1227, %1228
	%1230 = extractelement <2 x double> %1229, i64 0
	%1231 = extractelement <2 x double> %1229, i64 1
	%1232 = fadd double %1230, %1231
	br label %cdotntail224.head

cdotntail224.head:
	%1233 = phi double [ %1232, %cdotnquad222.join ], [ %1246, %cdotntail224.body ]
	%1234 = phi double [ %1226, %cdotnquad222.join ], [ %1242, %cdotntail224.body ]
	%1235 = phi i64 [ %1218, %cdotnquad222.join ], [ %1247, %cdotntail224.body ]
	%1236 = icmp slt i64 %1235, %14
	br i1 %1236, label %cdotntail224.body, label %cdotntail224.exit

cdotntail224.body:
	%1237 = getelementptr inbounds double, double* %1133, i64 %1235
	%1238 = load double, double* %1237
	%1239 = getelementptr inbounds double, double* %1142, i64 %1235
	%1240 = load double, double* %1239
	%1241 = fmul double %1240, %1238
	%1242 = fadd double %1234, %1241
	%1243 = getelementptr inbounds double, double* %1151, i64 %1235
	%1244 = load double, double* %1243
	%1245 = fmul double %1244, %1238
	%1246 = fadd double %1233, %1245
	%1247 = add i64 %1235, 1
	br label %cdotntail224.head

cdotntail224.exit:
	%1248 = getelementptr inbounds double, double* %41, i64 %1140
	%1249 = fcmp uno double %1234, %1234
	%1250 = bitcast double %1234 to i64
	%1251 = select i1 %1249, i64 u0x7FF8000000000000, i64 %1250
	%1252 = bitcast double* %1248 to i64*
	store i64 %1251, i64* %1252
	%1253 = getelementptr inbounds double, double* %41, i64 %1149
	%1254 = fcmp uno double %1233, %1233
	%1255 = bitcast double %1233 to i64
	%1256 = select i1 %1254, i64 u0x7FF8000000000000, i64 %1255
	%1257 = bitcast double* %1253 to i64*
	store i64 %1256, i64* %1257
	%1258 = add i64 %921, 2
	br label %colcell204.head

dot227.head:
	%1259 = phi <4 x double> [ zeroinitializer, %cgroup217.fewer ], [ %1280, %dot227.body ]
	%1260 = phi <4 x double> [ zeroinitializer, %cgroup217.fewer ], [ %1278, %dot227.body ]
	%1261 = phi i64 [ 0, %cgroup217.fewer ], [ %1281, %dot227.body ]
	%1262 = icmp slt i64 %1261, %1163
	br i1 %1262, label %dot227.body, label %dot227.exit

dot227.body:
	%1263 = shl i64 %1261, 3
	%1264 = add i64 %1263, 4
	%1265 = getelementptr inbounds double, double* %1160, i64 %1263
	%1266 = bitcast double* %1265 to <4 x double>*
	%1267 = load <4 x double>, <4 x double>* %1266, align 8
	%1268 = getelementptr inbounds double, double* %1160, i64 %1264
	%1269 = bitcast double* %1268 to <4 x double>*
	%1270 = load <4 x double>, <4 x double>* %1269, align 8
	%1271 = getelementptr inbounds double, double* %1162, i64 %1263
	%1272 = bitcast double* %1271 to <4 x double>*
	%1273 = load <4 x double>, <4 x double>* %1272, align 8
	%1274 = getelementptr inbounds double, double* %1162, i64 %1264
	%1275 = bitcast double* %1274 to <4 x double>*
	%1276 = load <4 x double>, <4 x double>* %1275, align 8
	%1277 = fmul <4 x double> %1267, %1273
	%1278 = fadd <4 x double> %1260, %1277
	%1279 = fmul <4 x double> %1270, %1276
	%1280 = fadd <4 x double> %1259, %1279
	%1281 = add i64 %1261, 1
	br label %dot227.head

dot227.exit:
	%1282 = shl i64 %1163, 3
	%1283 = fadd <4 x double> %1260, %1259
	%1284 = add i64 %1282, 4
	%1285 = icmp sle i64 %1284, %14
	br i1 %1285, label %dotquad230.body, label %dotquad230.join

dotquad230.body:
	%1286 = getelementptr inbounds double, double* %1160, i64 %1282
	%1287 = bitcast double* %1286 to <4 x double>*
	%1288 = load <4 x double>, <4 x double>* %1287, align 8
	%1289 = getelementptr inbounds double, double* %1162, i64 %1282
	%1290 = bitcast double* %1289 to <4 x double>*
	%1291 = load <4 x double>, <4 x double>* %1290, align 8
	%1292 = fmul <4 x double> %1288, %1291
	%1293 = fadd <4 x double> %1283, %1292
	%1294 = add i64 %1282, 4
	br label %dotquad230.join

dotquad230.join:
	%1295 = phi i64 [ %1282, %dot227.exit ], [ %1294, %dotquad230.body ]
	%1296 = phi <4 x double> [ %1283, %dot227.exit ], [ %1293, %dotquad230.body ]
	%1297 = shufflevector <4 x double> %1296, <4 x double> undef, <2 x i32> <i32 0, i32 1>
	%1298 = shufflevector <4 x double> %1296, <4 x double> undef, <2 x i32> <i32 2, i32 3>
	%1299 = fadd <2 x double> %1297, %1298
	%1300 = extractelement <2 x double> %1299, i64 0
	%1301 = extractelement <2 x double> %1299, i64 1
	%1302 = fadd double %1300, %1301
	br label %dottail232.head

dottail232.head:
	%1303 = phi double [ %1302, %dotquad230.join ], [ %1311, %dottail232.body ]
	%1304 = phi i64 [ %1295, %dotquad230.join ], [ %1312, %dottail232.body ]
	%1305 = icmp slt i64 %1304, %14
	br i1 %1305, label %dottail232.body, label %dottail232.exit

dottail232.body:
	%1306 = getelementptr inbounds double, double* %1160, i64 %1304
	%1307 = load double, double* %1306
	%1308 = getelementptr inbounds double, double* %1162, i64 %1304
	%1309 = load double, double* %1308
	%1310 = fmul double %1307, %1309
	%1311 = fadd double %1303, %1310
	%1312 = add i64 %1304, 1
	br label %dottail232.head

dottail232.exit:
	%1313 = mul i64 %28, 0
	%1314 = add i64 %1313, %1158
	%1315 = getelementptr inbounds double, double* %41, i64 %1314
	%1316 = fcmp uno double %1303, %1303
	%1317 = bitcast double %1303 to i64
	%1318 = select i1 %1316, i64 u0x7FF8000000000000, i64 %1317
	%1319 = bitcast double* %1315 to i64*
	store i64 %1318, i64* %1319
	%1320 = add i64 %921, 1
	br label %colcell204.head

preeval235.head:
	%1321 = phi i64 [ %102, %block13.exit ], [ %1382, %preeval235.body ]
	%1322 = icmp slt i64 %1321, %150
	br i1 %1322, label %preeval235.body, label %preeval235.exit

preeval235.body:
	%1323 = getelementptr inbounds double, double* %2, i64 %1321
	%1324 = load double, double* %1323
	%1325 = mul i64 %28, 0
	%1326 = sub i64 %1321, %102
	%1327 = add i64 %1325, %1326
	%1328 = getelementptr inbounds double, double* %41, i64 %1327
	%1329 = load double, double* %1328
	%1330 = fadd double %1329, %12
	%1331 = fcmp olt double %1330, 0x10000000000000
	%1332 = fmul double %1330, 1.8014398509481984e+16
	%1333 = select i1 %1331, double %1332, double %1330
	%1334 = bitcast double %1333 to i64
	%1335 = add i64 %1334, 2638149301829632
	%1336 = lshr i64 %1335, 52
	%1337 = sub i64 %1336, 1023
	%1338 = sub i64 %1337, 54
	%1339 = select i1 %1331, i64 %1338, i64 %1337
	%1340 = and i64 %1335, u0xFFFFFFFFFFFFF
	%1341 = add i64 %1340, 4604544269498187776
	%1342 = bitcast i64 %1341 to double
	%1343 = sitofp i64 %1339 to double
	%1344 = fsub double %1342, 1.0
	%1345 = fadd double 2.0, %1344
	%1346 = fdiv double %1344, %1345
	%1347 = fmul double 0.5, %1344
	%1348 = fmul double %1347, %1344
	%1349 = fmul double %1346, %1346
	%1350 = fmul double %1349, %1349
	%1351 = call double @llvm.fma.f64(double 0x3FC2F112DF3E5244, double %1350, double 0x3FC7466496CB03DE)
	%1352 = call double @llvm.fma.f64(double %1351, double %1350, double 0x3FD2492494229359)
	%1353 = call double @llvm.fma.f64(double %1352, double %1350, double 0x3FE5555555555593)
	%1354 = fmul double %1349, %1353
	%1355 = call double @llvm.fma.f64(double 0x3FC39A09D078C69F, double %1350, double 0x3FCC71C51D8E78AF)
	%1356 = call double @llvm.fma.f64(double %1355, double %1350, double 0x3FD999999997FA04)
	%1357 = fmul double %1350, %1356
	%1358 = fadd double %1354, %1357
	%1359 = fadd double %1348, %1358
	%1360 = fmul double %1346, %1359
	%1361 = fmul double %1343, 0x3DEA39EF35793C76
	%1362 = fadd double %1360, %1361
	%1363 = fmul double %1343, 0x3FE62E42FEE00000
	%1364 = fsub double %1348, %1362
	%1365 = fsub double %1364, %1344
	%1366 = fsub double %1363, %1365
	%1367 = fcmp ogt double %1330, 0x7FEFFFFFFFFFFFFF
	%1368 = select i1 %1367, double %1330, double %1366
	%1369 = fcmp oeq double %1330, 0.0
	%1370 = select i1 %1369, double 0xFFF0000000000000, double %1368
	%1371 = fcmp olt double %1330, 0.0
	%1372 = select i1 %1371, double 0x7FF8000000000000, double %1370
	%1373 = fcmp uno double %1330, %1330
	%1374 = select i1 %1373, double %1330, double %1372
	%1375 = fmul double %1324, %1374
	%1376 = sub i64 %1321, %102
	%1377 = getelementptr inbounds double, double* %41, i64 %1376
	%1378 = fcmp uno double %1375, %1375
	%1379 = bitcast double %1375 to i64
	%1380 = select i1 %1378, i64 u0x7FF8000000000000, i64 %1379
	%1381 = bitcast double* %1377 to i64*
	store i64 %1380, i64* %1381
	%1382 = add i64 %1321, 1
	br label %preeval235.head

preeval235.exit:
	%1383 = getelementptr inbounds i64, i64* %aux, i64 10
	store i64 %55, i64* %1383
	%1384 = getelementptr inbounds i64, i64* %aux, i64 11
	store i64 %108, i64* %1384
	br label %chunk1.join

row238.head:
	%1385 = phi double [ %56, %chunk1.join ], [ %1396, %nz241.exit ]
	%1386 = phi i64 [ %55, %chunk1.join ], [ %1416, %nz241.exit ]
	%1387 = icmp slt i64 %1386, %93
	br i1 %1387, label %row238.body, label %row238.exit

row238.body:
	%1388 = mul i64 %1386, %m
	%1389 = getelementptr inbounds i64, i64* %4, i64 %1386
	%1390 = load i64, i64* %1389
	%1391 = add i64 %1386, 1
	%1392 = getelementptr inbounds i64, i64* %4, i64 %1391
	%1393 = load i64, i64* %1392
	%1394 = sub i64 %1386, %rl
	%1395 = mul i64 %1394, %m
	br label %nz241.head

row238.exit:
	br label %chunk1.head

nz241.head:
	%1396 = phi double [ %1385, %row238.body ], [ %1396, %nz241.body ]
	%1397 = phi i64 [ %1390, %row238.body ], [ %1413, %nz241.body ]
	%1398 = icmp slt i64 %1397, %1393
	br i1 %1398, label %nz241.body, label %nz241.exit

nz241.body:
	%1399 = getelementptr inbounds i32, i32* %6, i64 %1397
	%1400 = load i32, i32* %1399
	%1401 = sext i32 %1400 to i64
	%1402 = getelementptr inbounds double, double* %2, i64 %1397
	%1403 = load double, double* %1402
	%1404 = sub i64 %1397, %89
	%1405 = getelementptr inbounds double, double* %41, i64 %1404
	%1406 = load double, double* %1405
	%1407 = add i64 %1395, %1401
	%1408 = and i64 %1407, 7
	%1409 = getelementptr inbounds double, double* %0, i64 %1408
	%1410 = load double, double* %1409
	%1411 = fadd double %1410, %1406
	%1412 = getelementptr inbounds double, double* %0, i64 %1408
	store double %1411, double* %1412
	%1413 = add i64 %1397, 1
	br label %nz241.head

nz241.exit:
	%1414 = sub i64 %1393, %1390
	%1415 = icmp slt i64 %1414, %m
	%1416 = add i64 %1386, 1
	br label %row238.head
}

declare void @llvm.prefetch.p0i8(i8* %0, i32 %1, i32 %2, i32 %3) nounwind

declare double @llvm.fma.f64(double %0, double %1, double %2) nounwind
