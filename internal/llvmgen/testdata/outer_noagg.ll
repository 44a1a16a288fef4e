; Golden IR of llvmgen test case outer_noagg (outer no_agg, sparse_safe driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan outer no_agg sparse_safe=true hash=abdc57fe25011275de0e7faf31f61283
;     in0 main sparse matrix <- hop 0
;     in1 side dense rows-i <- hop 1
;     in2 side dense rows-j <- hop 2
;     t1 = dot(in1[i,], in2[j,])
;     t2 = sigmoid(t1)
;     t3 = in0 * t2
;     out = t3

define void @fj_abdc57fe25011275de0e7faf31f61283(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
entry:
	%0 = getelementptr inbounds double*, double** %vals, i64 0
	%1 = load double*, double** %0
	%2 = getelementptr inbounds i64*, i64** %rowptr, i64 0
	%3 = load i64*, i64** %2
	%4 = getelementptr inbounds i32*, i32** %colidx, i64 0
	%5 = load i32*, i32** %4
	%6 = getelementptr inbounds double*, double** %vals, i64 1
	%7 = load double*, double** %6
	%8 = getelementptr inbounds double*, double** %vals, i64 2
	%9 = load double*, double** %8
	%10 = getelementptr inbounds i64, i64* %aux, i64 2
	%11 = load i64, i64* %10
	%12 = getelementptr inbounds i64, i64* %aux, i64 3
	%13 = load i64, i64* %12
	%14 = getelementptr inbounds i64, i64* %aux, i64 1
	%15 = load i64, i64* %14
	%16 = inttoptr i64 %15 to i8*
	%17 = getelementptr inbounds i64, i64* %aux, i64 5
	%18 = load i64, i64* %17
	%19 = getelementptr inbounds i64, i64* %aux, i64 6
	%20 = load i64, i64* %19
	%21 = getelementptr inbounds i64, i64* %aux, i64 7
	%22 = load i64, i64* %21
	%23 = getelementptr inbounds i64, i64* %aux, i64 8
	%24 = load i64, i64* %23
	%25 = mul i64 0, %m
	%26 = getelementptr inbounds i64, i64* %aux, i64 0
	%27 = load i64, i64* %26
	%28 = add i64 %27, %25
	%29 = inttoptr i64 %28 to double*
	%30 = mul i64 %20, 8
	%31 = add i64 %28, %30
	%32 = inttoptr i64 %31 to i64*
	%33 = sub i64 %18, 1
	%34 = add i64 %m, %33
	%35 = sdiv i64 %34, %18
	br label %chunk1.head

chunk1.head:
	%36 = phi i64 [ %rl, %entry ], [ %45, %row31.exit ]
	%37 = icmp slt i64 %36, %ru
	br i1 %37, label %chunk1.body, label %chunk1.exit

chunk1.exit:
	ret void

chunk1.body:
	%38 = getelementptr inbounds i64, i64* %3, i64 %36
	%39 = load i64, i64* %38
	%40 = add i64 %39, %20
	%41 = add i64 %36, %22
	%42 = icmp slt i64 %41, %ru
	%43 = select i1 %42, i64 %41, i64 %ru
	%44 = add i64 %36, 1
	br label %chunkend4.head

chunkend4.head:
	%45 = phi i64 [ %44, %chunk1.body ], [ %47, %chunkend4.head ]
	%46 = icmp slt i64 %45, %43
	%47 = add i64 %45, 1
	%48 = select i1 %46, i64 %47, i64 %36
	%49 = getelementptr inbounds i64, i64* %3, i64 %48
	%50 = load i64, i64* %49
	%51 = icmp sle i64 %50, %40
	%52 = and i1 %46, %51
	br i1 %52, label %chunkend4.head, label %chunkend4.exit

chunkend4.exit:
	%53 = getelementptr inbounds i64, i64* %3, i64 %45
	%54 = load i64, i64* %53
	%55 = sub i64 %54, %39
	%56 = sub i64 %45, %36
	%57 = mul i64 %56, %35
	%58 = mul i64 %55, %24
	%59 = icmp sge i64 %58, %57
	%60 = select i1 %59, i64 %18, i64 %m
	%61 = xor i1 %59, true
	%62 = icmp sgt i64 %55, 4
	%63 = and i1 %61, %62
	%64 = sub i64 %54, 4
	br label %cursors6.head

cursors6.head:
	%65 = phi i64 [ %36, %chunkend4.exit ], [ %71, %cursors6.body ]
	%66 = icmp slt i64 %65, %45
	br i1 %66, label %cursors6.body, label %cursors6.exit

cursors6.body:
	%67 = getelementptr inbounds i64, i64* %3, i64 %65
	%68 = load i64, i64* %67
	%69 = sub i64 %65, %36
	%70 = getelementptr inbounds i64, i64* %32, i64 %69
	store i64 %68, i64* %70
	%71 = add i64 %65, 1
	br label %cursors6.head

cursors6.exit:
	br label %block9.head

block9.head:
	%72 = phi i64 [ 0, %cursors6.exit ], [ %83, %brow12.exit ]
	%73 = icmp slt i64 %72, %m
	br i1 %73, label %block9.body, label %block9.exit

block9.body:
	%74 = add i64 %72, %60
	br label %brow12.head

block9.exit:
	br label %row31.head

brow12.head:
	%75 = phi i64 [ %36, %block9.body ], [ %95, %bcell15.exit ]
	%76 = icmp slt i64 %75, %45
	br i1 %76, label %brow12.body, label %brow12.exit

brow12.body:
	%77 = sub i64 %75, %36
	%78 = add i64 %75, 1
	%79 = getelementptr inbounds i64, i64* %3, i64 %78
	%80 = load i64, i64* %79
	%81 = getelementptr inbounds i64, i64* %32, i64 %77
	%82 = load i64, i64* %81
	br label %bcell15.head

brow12.exit:
	%83 = add i64 %72, %60
	br label %block9.head

bcell15.head:
	%84 = phi i64 [ %82, %brow12.body ], [ %148, %dot225.exit ], [ %162, %dot28.exit ]
	%85 = icmp slt i64 %84, %80
	%86 = select i1 %85, i64 %84, i64 0
	%87 = getelementptr inbounds i32, i32* %5, i64 %86
	%88 = load i32, i32* %87
	%89 = sext i32 %88 to i64
	%90 = icmp slt i64 %89, %74
	%91 = and i1 %85, %90
	br i1 %91, label %bcell15.body, label %bcell15.exit

bcell15.body:
	%92 = icmp slt i64 %84, %64
	%93 = and i1 %63, %92
	br i1 %93, label %prefetch18.body, label %prefetch18.done

bcell15.exit:
	%94 = getelementptr inbounds i64, i64* %32, i64 %77
	store i64 %84, i64* %94
	%95 = add i64 %75, 1
	br label %brow12.head

prefetch18.body:
	%96 = add i64 %84, 4
	%97 = getelementptr inbounds i32, i32* %5, i64 %96
	%98 = load i32, i32* %97
	%99 = sext i32 %98 to i64
	%100 = mul i64 %99, %11
	%101 = getelementptr double, double* %9, i64 %100
	%102 = add i64 %11, 7
	%103 = sdiv i64 %102, 8
	br label %pfline20.head

prefetch18.done:
	%104 = add i64 %84, 1
	%105 = icmp slt i64 %104, %80
	%106 = select i1 %105, i64 %104, i64 0
	%107 = getelementptr inbounds i32, i32* %5, i64 %106
	%108 = load i32, i32* %107
	%109 = sext i32 %108 to i64
	%110 = icmp slt i64 %109, %74
	%111 = and i1 %105, %110
	br i1 %111, label %pair23.body, label %pair23.single

pfline20.head:
	%112 = phi i64 [ 0, %prefetch18.body ], [ %117, %pfline20.body ]
	%113 = icmp slt i64 %112, %103
	br i1 %113, label %pfline20.body, label %pfline20.exit

pfline20.body:
	%114 = mul i64 %112, 8
	%115 = getelementptr double, double* %101, i64 %114
	%116 = bitcast double* %115 to i8*
	call void @llvm.prefetch.p0i8(i8* %116, i32 0, i32 3, i32 1)
	%117 = add i64 %112, 1
	br label %pfline20.head

pfline20.exit:
	br label %prefetch18.done

pair23.body:
	%118 = mul i64 %75, %11
	%119 = getelementptr double, double* %7, i64 %118
	%120 = mul i64 %89, %11
	%121 = getelementptr double, double* %9, i64 %120
	%122 = mul i64 %109, %11
	%123 = getelementptr double, double* %9, i64 %122
	br label %dot225.head

pair23.single:
	%124 = sub i64 %84, %39
	%125 = mul i64 %75, %11
	%126 = getelementptr double, double* %7, i64 %125
	%127 = mul i64 %89, %11
	%128 = getelementptr double, double* %9, i64 %127
	br label %dot28.head

dot225.head:
	%129 = phi double [ 0.0, %pair23.body ], [ %142, %dot225.body ]
	%130 = phi double [ 0.0, %pair23.body ], [ %140, %dot225.body ]
	%131 = phi i64 [ 0, %pair23.body ], [ %143, %dot225.body ]
	%132 = icmp slt i64 %131, %11
	br i1 %132, label %dot225.body, label %dot225.exit

dot225.body:
	%133 = getelementptr inbounds double, double* %119, i64 %131
	%134 = load double, double* %133
	%135 = getelementptr inbounds double, double* %121, i64 %131
	%136 = load double, double* %135
	%137 = getelementptr inbounds double, double* %123, i64 %131
	%138 = load double, double* %137
	%139 = fmul double %134, %136
	%140 = fadd reassoc double %130, %139
	%141 = fmul double %134, %138
	%142 = fadd reassoc double %129, %141
	%143 = add i64 %131, 1
	br label %dot225.head

dot225.exit:
	%144 = sub i64 %84, %39
	%145 = getelementptr inbounds double, double* %29, i64 %144
	store double %130, double* %145
	%146 = add i64 %144, 1
	%147 = getelementptr inbounds double, double* %29, i64 %146
	store double %129, double* %147
	%148 = add i64 %84, 2
	br label %bcell15.head

dot28.head:
	%149 = phi double [ 0.0, %pair23.single ], [ %157, %dot28.body ]
	%150 = phi i64 [ 0, %pair23.single ], [ %158, %dot28.body ]
	%151 = icmp slt i64 %150, %11
	br i1 %151, label %dot28.body, label %dot28.exit

dot28.body:
	%152 = getelementptr inbounds double, double* %126, i64 %150
	%153 = load double, double* %152
	%154 = getelementptr inbounds double, double* %128, i64 %150
	%155 = load double, double* %154
	%156 = fmul double %153, %155
	%157 = fadd reassoc double %149, %156
	%158 = add i64 %150, 1
	br label %dot28.head

dot28.exit:
	%159 = mul i64 %20, 0
	%160 = add i64 %159, %124
	%161 = getelementptr inbounds double, double* %29, i64 %160
	store double %149, double* %161
	%162 = add i64 %84, 1
	br label %bcell15.head

row31.head:
	%163 = phi i64 [ %36, %block9.exit ], [ %230, %nz34.exit ]
	%164 = icmp slt i64 %163, %45
	br i1 %164, label %row31.body, label %row31.exit

row31.body:
	%165 = mul i64 %163, %m
	%166 = getelementptr inbounds i64, i64* %3, i64 %163
	%167 = load i64, i64* %166
	%168 = add i64 %163, 1
	%169 = getelementptr inbounds i64, i64* %3, i64 %168
	%170 = load i64, i64* %169
	%171 = sub i64 %163, %rl
	%172 = mul i64 %171, %m
	br label %nz34.head

row31.exit:
	br label %chunk1.head

nz34.head:
	%173 = phi i64 [ %167, %row31.body ], [ %227, %nz34.body ]
	%174 = icmp slt i64 %173, %170
	br i1 %174, label %nz34.body, label %nz34.exit

nz34.body:
	%175 = getelementptr inbounds i32, i32* %5, i64 %173
	%176 = load i32, i32* %175
	%177 = sext i32 %176 to i64
	%178 = getelementptr inbounds double, double* %1, i64 %173
	%179 = load double, double* %178
	%180 = mul i64 %20, 0
	%181 = sub i64 %173, %39
	%182 = add i64 %180, %181
	%183 = getelementptr inbounds double, double* %29, i64 %182
	%184 = load double, double* %183
	%185 = fneg double %184
	%186 = fcmp ogt double %185, 710.0
	%187 = select i1 %186, double 710.0, double %185
	%188 = fcmp olt double %187, -746.0
	%189 = select i1 %188, double -746.0, double %187
	%190 = fmul double %189, 0x3FF71547652B82FE
	%191 = fadd double %190, 6.755399441055744e+15
	%192 = fsub double %191, 6.755399441055744e+15
	%193 = bitcast double %191 to i64
	%194 = sub i64 %193, u0x4338000000000000
	%195 = fneg double %192
	%196 = call double @llvm.fma.f64(double %195, double 0x3FE62E42FEE00000, double %189)
	%197 = call double @llvm.fma.f64(double %195, double 0x3DEA39EF35793C76, double %196)
	%198 = call double @llvm.fma.f64(double 0x3DE6124613A86D09, double %197, double 0x3E21EED8EFF8D898)
	%199 = call double @llvm.fma.f64(double %198, double %197, double 0x3E5AE64567F544E4)
	%200 = call double @llvm.fma.f64(double %199, double %197, double 0x3E927E4FB7789F5C)
	%201 = call double @llvm.fma.f64(double %200, double %197, double 0x3EC71DE3A556C734)
	%202 = call double @llvm.fma.f64(double %201, double %197, double 0x3EFA01A01A01A01A)
	%203 = call double @llvm.fma.f64(double %202, double %197, double 0x3F2A01A01A01A01A)
	%204 = call double @llvm.fma.f64(double %203, double %197, double 0x3F56C16C16C16C17)
	%205 = call double @llvm.fma.f64(double %204, double %197, double 0x3F81111111111111)
	%206 = call double @llvm.fma.f64(double %205, double %197, double 0x3FA5555555555555)
	%207 = call double @llvm.fma.f64(double %206, double %197, double 0x3FC5555555555555)
	%208 = call double @llvm.fma.f64(double %207, double %197, double 0.5)
	%209 = fmul double %197, %197
	%210 = call double @llvm.fma.f64(double %209, double %208, double %197)
	%211 = fadd double 1.0, %210
	%212 = ashr i64 %194, 1
	%213 = add i64 %212, 1023
	%214 = shl i64 %213, 52
	%215 = bitcast i64 %214 to double
	%216 = fmul double %211, %215
	%217 = sub i64 %194, %212
	%218 = add i64 %217, 1023
	%219 = shl i64 %218, 52
	%220 = bitcast i64 %219 to double
	%221 = fmul double %216, %220
	%222 = fadd double 1.0, %221
	%223 = fdiv double 1.0, %222
	%224 = fmul double %179, %223
	%225 = getelementptr inbounds double, double* %out, i64 %173
	store double %224, double* %225
	%226 = getelementptr inbounds i8, i8* %16, i64 %173
	store i8 0, i8* %226
	%227 = add i64 %173, 1
	br label %nz34.head

nz34.exit:
	%228 = sub i64 %170, %167
	%229 = icmp slt i64 %228, %m
	%230 = add i64 %163, 1
	br label %row31.head
}

declare void @llvm.prefetch.p0i8(i8* %0, i32 %1, i32 %2, i32 %3) nounwind

declare double @llvm.fma.f64(double %0, double %1, double %2) nounwind
