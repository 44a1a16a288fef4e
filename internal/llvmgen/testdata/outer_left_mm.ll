; Golden IR of llvmgen test case outer_left_mm (outer left_mm, sparse_safe driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan outer left_mm sparse_safe=true hash=1f9515573bef82b5fc164c98d4772445
;     in0 main sparse matrix <- hop 2
;     in1 side dense rows-i <- hop 0
;     in2 side dense rows-j <- hop 3
;     t1 = dot(in1[i,], in2[j,])
;     t2 = in0 / t1
;     out += t(in1) %*% t2

define void @fj_1f9515573bef82b5fc164c98d4772445(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
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
	%14 = getelementptr inbounds i64, i64* %aux, i64 5
	%15 = load i64, i64* %14
	%16 = getelementptr inbounds i64, i64* %aux, i64 6
	%17 = load i64, i64* %16
	%18 = getelementptr inbounds i64, i64* %aux, i64 7
	%19 = load i64, i64* %18
	%20 = getelementptr inbounds i64, i64* %aux, i64 8
	%21 = load i64, i64* %20
	%22 = mul i64 0, %m
	%23 = getelementptr inbounds i64, i64* %aux, i64 0
	%24 = load i64, i64* %23
	%25 = add i64 %24, %22
	%26 = inttoptr i64 %25 to double*
	%27 = mul i64 %17, 8
	%28 = add i64 %25, %27
	%29 = inttoptr i64 %28 to i64*
	%30 = sub i64 %15, 1
	%31 = add i64 %m, %30
	%32 = sdiv i64 %31, %15
	br label %chunk1.head

chunk1.head:
	%33 = phi i64 [ %rl, %entry ], [ %42, %row31.exit ]
	%34 = icmp slt i64 %33, %ru
	br i1 %34, label %chunk1.body, label %chunk1.exit

chunk1.exit:
	ret void

chunk1.body:
	%35 = getelementptr inbounds i64, i64* %3, i64 %33
	%36 = load i64, i64* %35
	%37 = add i64 %36, %17
	%38 = add i64 %33, %19
	%39 = icmp slt i64 %38, %ru
	%40 = select i1 %39, i64 %38, i64 %ru
	%41 = add i64 %33, 1
	br label %chunkend4.head

chunkend4.head:
	%42 = phi i64 [ %41, %chunk1.body ], [ %44, %chunkend4.head ]
	%43 = icmp slt i64 %42, %40
	%44 = add i64 %42, 1
	%45 = select i1 %43, i64 %44, i64 %33
	%46 = getelementptr inbounds i64, i64* %3, i64 %45
	%47 = load i64, i64* %46
	%48 = icmp sle i64 %47, %37
	%49 = and i1 %43, %48
	br i1 %49, label %chunkend4.head, label %chunkend4.exit

chunkend4.exit:
	%50 = getelementptr inbounds i64, i64* %3, i64 %42
	%51 = load i64, i64* %50
	%52 = sub i64 %51, %36
	%53 = sub i64 %42, %33
	%54 = mul i64 %53, %32
	%55 = mul i64 %52, %21
	%56 = icmp sge i64 %55, %54
	%57 = select i1 %56, i64 %15, i64 %m
	%58 = xor i1 %56, true
	%59 = icmp sgt i64 %52, 4
	%60 = and i1 %58, %59
	%61 = sub i64 %51, 4
	br label %cursors6.head

cursors6.head:
	%62 = phi i64 [ %33, %chunkend4.exit ], [ %68, %cursors6.body ]
	%63 = icmp slt i64 %62, %42
	br i1 %63, label %cursors6.body, label %cursors6.exit

cursors6.body:
	%64 = getelementptr inbounds i64, i64* %3, i64 %62
	%65 = load i64, i64* %64
	%66 = sub i64 %62, %33
	%67 = getelementptr inbounds i64, i64* %29, i64 %66
	store i64 %65, i64* %67
	%68 = add i64 %62, 1
	br label %cursors6.head

cursors6.exit:
	br label %block9.head

block9.head:
	%69 = phi i64 [ 0, %cursors6.exit ], [ %80, %brow12.exit ]
	%70 = icmp slt i64 %69, %m
	br i1 %70, label %block9.body, label %block9.exit

block9.body:
	%71 = add i64 %69, %57
	br label %brow12.head

block9.exit:
	br label %row31.head

brow12.head:
	%72 = phi i64 [ %33, %block9.body ], [ %92, %bcell15.exit ]
	%73 = icmp slt i64 %72, %42
	br i1 %73, label %brow12.body, label %brow12.exit

brow12.body:
	%74 = sub i64 %72, %33
	%75 = add i64 %72, 1
	%76 = getelementptr inbounds i64, i64* %3, i64 %75
	%77 = load i64, i64* %76
	%78 = getelementptr inbounds i64, i64* %29, i64 %74
	%79 = load i64, i64* %78
	br label %bcell15.head

brow12.exit:
	%80 = add i64 %69, %57
	br label %block9.head

bcell15.head:
	%81 = phi i64 [ %79, %brow12.body ], [ %145, %dot225.exit ], [ %159, %dot28.exit ]
	%82 = icmp slt i64 %81, %77
	%83 = select i1 %82, i64 %81, i64 0
	%84 = getelementptr inbounds i32, i32* %5, i64 %83
	%85 = load i32, i32* %84
	%86 = sext i32 %85 to i64
	%87 = icmp slt i64 %86, %71
	%88 = and i1 %82, %87
	br i1 %88, label %bcell15.body, label %bcell15.exit

bcell15.body:
	%89 = icmp slt i64 %81, %61
	%90 = and i1 %60, %89
	br i1 %90, label %prefetch18.body, label %prefetch18.done

bcell15.exit:
	%91 = getelementptr inbounds i64, i64* %29, i64 %74
	store i64 %81, i64* %91
	%92 = add i64 %72, 1
	br label %brow12.head

prefetch18.body:
	%93 = add i64 %81, 4
	%94 = getelementptr inbounds i32, i32* %5, i64 %93
	%95 = load i32, i32* %94
	%96 = sext i32 %95 to i64
	%97 = mul i64 %96, %11
	%98 = getelementptr double, double* %9, i64 %97
	%99 = add i64 %11, 7
	%100 = sdiv i64 %99, 8
	br label %pfline20.head

prefetch18.done:
	%101 = add i64 %81, 1
	%102 = icmp slt i64 %101, %77
	%103 = select i1 %102, i64 %101, i64 0
	%104 = getelementptr inbounds i32, i32* %5, i64 %103
	%105 = load i32, i32* %104
	%106 = sext i32 %105 to i64
	%107 = icmp slt i64 %106, %71
	%108 = and i1 %102, %107
	br i1 %108, label %pair23.body, label %pair23.single

pfline20.head:
	%109 = phi i64 [ 0, %prefetch18.body ], [ %114, %pfline20.body ]
	%110 = icmp slt i64 %109, %100
	br i1 %110, label %pfline20.body, label %pfline20.exit

pfline20.body:
	%111 = mul i64 %109, 8
	%112 = getelementptr double, double* %98, i64 %111
	%113 = bitcast double* %112 to i8*
	call void @llvm.prefetch.p0i8(i8* %113, i32 0, i32 3, i32 1)
	%114 = add i64 %109, 1
	br label %pfline20.head

pfline20.exit:
	br label %prefetch18.done

pair23.body:
	%115 = mul i64 %72, %11
	%116 = getelementptr double, double* %7, i64 %115
	%117 = mul i64 %86, %11
	%118 = getelementptr double, double* %9, i64 %117
	%119 = mul i64 %106, %11
	%120 = getelementptr double, double* %9, i64 %119
	br label %dot225.head

pair23.single:
	%121 = sub i64 %81, %36
	%122 = mul i64 %72, %11
	%123 = getelementptr double, double* %7, i64 %122
	%124 = mul i64 %86, %11
	%125 = getelementptr double, double* %9, i64 %124
	br label %dot28.head

dot225.head:
	%126 = phi double [ 0.0, %pair23.body ], [ %139, %dot225.body ]
	%127 = phi double [ 0.0, %pair23.body ], [ %137, %dot225.body ]
	%128 = phi i64 [ 0, %pair23.body ], [ %140, %dot225.body ]
	%129 = icmp slt i64 %128, %11
	br i1 %129, label %dot225.body, label %dot225.exit

dot225.body:
	%130 = getelementptr inbounds double, double* %116, i64 %128
	%131 = load double, double* %130
	%132 = getelementptr inbounds double, double* %118, i64 %128
	%133 = load double, double* %132
	%134 = getelementptr inbounds double, double* %120, i64 %128
	%135 = load double, double* %134
	%136 = fmul double %131, %133
	%137 = fadd reassoc double %127, %136
	%138 = fmul double %131, %135
	%139 = fadd reassoc double %126, %138
	%140 = add i64 %128, 1
	br label %dot225.head

dot225.exit:
	%141 = sub i64 %81, %36
	%142 = getelementptr inbounds double, double* %26, i64 %141
	store double %127, double* %142
	%143 = add i64 %141, 1
	%144 = getelementptr inbounds double, double* %26, i64 %143
	store double %126, double* %144
	%145 = add i64 %81, 2
	br label %bcell15.head

dot28.head:
	%146 = phi double [ 0.0, %pair23.single ], [ %154, %dot28.body ]
	%147 = phi i64 [ 0, %pair23.single ], [ %155, %dot28.body ]
	%148 = icmp slt i64 %147, %11
	br i1 %148, label %dot28.body, label %dot28.exit

dot28.body:
	%149 = getelementptr inbounds double, double* %123, i64 %147
	%150 = load double, double* %149
	%151 = getelementptr inbounds double, double* %125, i64 %147
	%152 = load double, double* %151
	%153 = fmul double %150, %152
	%154 = fadd reassoc double %146, %153
	%155 = add i64 %147, 1
	br label %dot28.head

dot28.exit:
	%156 = mul i64 %17, 0
	%157 = add i64 %156, %121
	%158 = getelementptr inbounds double, double* %26, i64 %157
	store double %146, double* %158
	%159 = add i64 %81, 1
	br label %bcell15.head

row31.head:
	%160 = phi i64 [ %33, %block9.exit ], [ %189, %nz34.exit ]
	%161 = icmp slt i64 %160, %42
	br i1 %161, label %row31.body, label %row31.exit

row31.body:
	%162 = mul i64 %160, %m
	%163 = getelementptr inbounds i64, i64* %3, i64 %160
	%164 = load i64, i64* %163
	%165 = add i64 %160, 1
	%166 = getelementptr inbounds i64, i64* %3, i64 %165
	%167 = load i64, i64* %166
	%168 = sub i64 %160, %rl
	%169 = mul i64 %168, %m
	br label %nz34.head

row31.exit:
	br label %chunk1.head

nz34.head:
	%170 = phi i64 [ %164, %row31.body ], [ %200, %axpy37.exit ]
	%171 = icmp slt i64 %170, %167
	br i1 %171, label %nz34.body, label %nz34.exit

nz34.body:
	%172 = getelementptr inbounds i32, i32* %5, i64 %170
	%173 = load i32, i32* %172
	%174 = sext i32 %173 to i64
	%175 = getelementptr inbounds double, double* %1, i64 %170
	%176 = load double, double* %175
	%177 = mul i64 %17, 0
	%178 = sub i64 %170, %36
	%179 = add i64 %177, %178
	%180 = getelementptr inbounds double, double* %26, i64 %179
	%181 = load double, double* %180
	%182 = fdiv double %176, %181
	%183 = mul i64 %160, %13
	%184 = getelementptr double, double* %7, i64 %183
	%185 = mul i64 %174, %13
	%186 = getelementptr double, double* %out, i64 %185
	br label %axpy37.head

nz34.exit:
	%187 = sub i64 %167, %164
	%188 = icmp slt i64 %187, %m
	%189 = add i64 %160, 1
	br label %row31.head

axpy37.head:
	%190 = phi i64 [ 0, %nz34.body ], [ %199, %axpy37.body ]
	%191 = icmp slt i64 %190, %13
	br i1 %191, label %axpy37.body, label %axpy37.exit

axpy37.body:
	%192 = getelementptr inbounds double, double* %186, i64 %190
	%193 = load double, double* %192
	%194 = getelementptr inbounds double, double* %184, i64 %190
	%195 = load double, double* %194
	%196 = fmul double %182, %195
	%197 = fadd double %193, %196
	%198 = getelementptr inbounds double, double* %186, i64 %190
	store double %197, double* %198
	%199 = add i64 %190, 1
	br label %axpy37.head

axpy37.exit:
	%200 = add i64 %170, 1
	br label %nz34.head
}

declare void @llvm.prefetch.p0i8(i8* %0, i32 %1, i32 %2, i32 %3) nounwind
