; Golden IR of llvmgen test case outer_right_mm (outer right_mm, sparse_safe driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan outer right_mm sparse_safe=true hash=aa5f67569968ade9dce70526517a037f
;     in0 main sparse matrix <- hop 0
;     in1 side dense scalar <- hop 1
;     in2 side dense rows-i <- hop 3
;     in3 side dense rows-j <- hop 4
;     t0 = dot(in2[i,], in3[j,])
;     out += t0 %*% in3

define void @fj_aa5f67569968ade9dce70526517a037f(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
entry:
	%0 = getelementptr inbounds double*, double** %vals, i64 0
	%1 = load double*, double** %0
	%2 = getelementptr inbounds i64*, i64** %rowptr, i64 0
	%3 = load i64*, i64** %2
	%4 = getelementptr inbounds i32*, i32** %colidx, i64 0
	%5 = load i32*, i32** %4
	%6 = getelementptr inbounds double, double* %scalars, i64 1
	%7 = load double, double* %6
	%8 = getelementptr inbounds double*, double** %vals, i64 2
	%9 = load double*, double** %8
	%10 = getelementptr inbounds double*, double** %vals, i64 3
	%11 = load double*, double** %10
	%12 = getelementptr inbounds i64, i64* %aux, i64 2
	%13 = load i64, i64* %12
	%14 = getelementptr inbounds i64, i64* %aux, i64 3
	%15 = load i64, i64* %14
	%16 = getelementptr inbounds i64, i64* %aux, i64 5
	%17 = load i64, i64* %16
	%18 = getelementptr inbounds i64, i64* %aux, i64 6
	%19 = load i64, i64* %18
	%20 = getelementptr inbounds i64, i64* %aux, i64 7
	%21 = load i64, i64* %20
	%22 = getelementptr inbounds i64, i64* %aux, i64 8
	%23 = load i64, i64* %22
	%24 = mul i64 0, %m
	%25 = getelementptr inbounds i64, i64* %aux, i64 0
	%26 = load i64, i64* %25
	%27 = add i64 %26, %24
	%28 = inttoptr i64 %27 to double*
	%29 = mul i64 %19, 8
	%30 = add i64 %27, %29
	%31 = inttoptr i64 %30 to i64*
	%32 = sub i64 %17, 1
	%33 = add i64 %m, %32
	%34 = sdiv i64 %33, %17
	br label %chunk1.head

chunk1.head:
	%35 = phi i64 [ %rl, %entry ], [ %44, %row31.exit ]
	%36 = icmp slt i64 %35, %ru
	br i1 %36, label %chunk1.body, label %chunk1.exit

chunk1.exit:
	ret void

chunk1.body:
	%37 = getelementptr inbounds i64, i64* %3, i64 %35
	%38 = load i64, i64* %37
	%39 = add i64 %38, %19
	%40 = add i64 %35, %21
	%41 = icmp slt i64 %40, %ru
	%42 = select i1 %41, i64 %40, i64 %ru
	%43 = add i64 %35, 1
	br label %chunkend4.head

chunkend4.head:
	%44 = phi i64 [ %43, %chunk1.body ], [ %46, %chunkend4.head ]
	%45 = icmp slt i64 %44, %42
	%46 = add i64 %44, 1
	%47 = select i1 %45, i64 %46, i64 %35
	%48 = getelementptr inbounds i64, i64* %3, i64 %47
	%49 = load i64, i64* %48
	%50 = icmp sle i64 %49, %39
	%51 = and i1 %45, %50
	br i1 %51, label %chunkend4.head, label %chunkend4.exit

chunkend4.exit:
	%52 = getelementptr inbounds i64, i64* %3, i64 %44
	%53 = load i64, i64* %52
	%54 = sub i64 %53, %38
	%55 = sub i64 %44, %35
	%56 = mul i64 %55, %34
	%57 = mul i64 %54, %23
	%58 = icmp sge i64 %57, %56
	%59 = select i1 %58, i64 %17, i64 %m
	%60 = xor i1 %58, true
	%61 = icmp sgt i64 %54, 4
	%62 = and i1 %60, %61
	%63 = sub i64 %53, 4
	br label %cursors6.head

cursors6.head:
	%64 = phi i64 [ %35, %chunkend4.exit ], [ %70, %cursors6.body ]
	%65 = icmp slt i64 %64, %44
	br i1 %65, label %cursors6.body, label %cursors6.exit

cursors6.body:
	%66 = getelementptr inbounds i64, i64* %3, i64 %64
	%67 = load i64, i64* %66
	%68 = sub i64 %64, %35
	%69 = getelementptr inbounds i64, i64* %31, i64 %68
	store i64 %67, i64* %69
	%70 = add i64 %64, 1
	br label %cursors6.head

cursors6.exit:
	br label %block9.head

block9.head:
	%71 = phi i64 [ 0, %cursors6.exit ], [ %82, %brow12.exit ]
	%72 = icmp slt i64 %71, %m
	br i1 %72, label %block9.body, label %block9.exit

block9.body:
	%73 = add i64 %71, %59
	br label %brow12.head

block9.exit:
	br label %row31.head

brow12.head:
	%74 = phi i64 [ %35, %block9.body ], [ %94, %bcell15.exit ]
	%75 = icmp slt i64 %74, %44
	br i1 %75, label %brow12.body, label %brow12.exit

brow12.body:
	%76 = sub i64 %74, %35
	%77 = add i64 %74, 1
	%78 = getelementptr inbounds i64, i64* %3, i64 %77
	%79 = load i64, i64* %78
	%80 = getelementptr inbounds i64, i64* %31, i64 %76
	%81 = load i64, i64* %80
	br label %bcell15.head

brow12.exit:
	%82 = add i64 %71, %59
	br label %block9.head

bcell15.head:
	%83 = phi i64 [ %81, %brow12.body ], [ %147, %dot225.exit ], [ %161, %dot28.exit ]
	%84 = icmp slt i64 %83, %79
	%85 = select i1 %84, i64 %83, i64 0
	%86 = getelementptr inbounds i32, i32* %5, i64 %85
	%87 = load i32, i32* %86
	%88 = sext i32 %87 to i64
	%89 = icmp slt i64 %88, %73
	%90 = and i1 %84, %89
	br i1 %90, label %bcell15.body, label %bcell15.exit

bcell15.body:
	%91 = icmp slt i64 %83, %63
	%92 = and i1 %62, %91
	br i1 %92, label %prefetch18.body, label %prefetch18.done

bcell15.exit:
	%93 = getelementptr inbounds i64, i64* %31, i64 %76
	store i64 %83, i64* %93
	%94 = add i64 %74, 1
	br label %brow12.head

prefetch18.body:
	%95 = add i64 %83, 4
	%96 = getelementptr inbounds i32, i32* %5, i64 %95
	%97 = load i32, i32* %96
	%98 = sext i32 %97 to i64
	%99 = mul i64 %98, %13
	%100 = getelementptr double, double* %11, i64 %99
	%101 = add i64 %13, 7
	%102 = sdiv i64 %101, 8
	br label %pfline20.head

prefetch18.done:
	%103 = add i64 %83, 1
	%104 = icmp slt i64 %103, %79
	%105 = select i1 %104, i64 %103, i64 0
	%106 = getelementptr inbounds i32, i32* %5, i64 %105
	%107 = load i32, i32* %106
	%108 = sext i32 %107 to i64
	%109 = icmp slt i64 %108, %73
	%110 = and i1 %104, %109
	br i1 %110, label %pair23.body, label %pair23.single

pfline20.head:
	%111 = phi i64 [ 0, %prefetch18.body ], [ %116, %pfline20.body ]
	%112 = icmp slt i64 %111, %102
	br i1 %112, label %pfline20.body, label %pfline20.exit

pfline20.body:
	%113 = mul i64 %111, 8
	%114 = getelementptr double, double* %100, i64 %113
	%115 = bitcast double* %114 to i8*
	call void @llvm.prefetch.p0i8(i8* %115, i32 0, i32 3, i32 1)
	%116 = add i64 %111, 1
	br label %pfline20.head

pfline20.exit:
	br label %prefetch18.done

pair23.body:
	%117 = mul i64 %74, %13
	%118 = getelementptr double, double* %9, i64 %117
	%119 = mul i64 %88, %13
	%120 = getelementptr double, double* %11, i64 %119
	%121 = mul i64 %108, %13
	%122 = getelementptr double, double* %11, i64 %121
	br label %dot225.head

pair23.single:
	%123 = sub i64 %83, %38
	%124 = mul i64 %74, %13
	%125 = getelementptr double, double* %9, i64 %124
	%126 = mul i64 %88, %13
	%127 = getelementptr double, double* %11, i64 %126
	br label %dot28.head

dot225.head:
	%128 = phi double [ 0.0, %pair23.body ], [ %141, %dot225.body ]
	%129 = phi double [ 0.0, %pair23.body ], [ %139, %dot225.body ]
	%130 = phi i64 [ 0, %pair23.body ], [ %142, %dot225.body ]
	%131 = icmp slt i64 %130, %13
	br i1 %131, label %dot225.body, label %dot225.exit

dot225.body:
	%132 = getelementptr inbounds double, double* %118, i64 %130
	%133 = load double, double* %132
	%134 = getelementptr inbounds double, double* %120, i64 %130
	%135 = load double, double* %134
	%136 = getelementptr inbounds double, double* %122, i64 %130
	%137 = load double, double* %136
	%138 = fmul double %133, %135
	%139 = fadd reassoc double %129, %138
	%140 = fmul double %133, %137
	%141 = fadd reassoc double %128, %140
	%142 = add i64 %130, 1
	br label %dot225.head

dot225.exit:
	%143 = sub i64 %83, %38
	%144 = getelementptr inbounds double, double* %28, i64 %143
	store double %129, double* %144
	%145 = add i64 %143, 1
	%146 = getelementptr inbounds double, double* %28, i64 %145
	store double %128, double* %146
	%147 = add i64 %83, 2
	br label %bcell15.head

dot28.head:
	%148 = phi double [ 0.0, %pair23.single ], [ %156, %dot28.body ]
	%149 = phi i64 [ 0, %pair23.single ], [ %157, %dot28.body ]
	%150 = icmp slt i64 %149, %13
	br i1 %150, label %dot28.body, label %dot28.exit

dot28.body:
	%151 = getelementptr inbounds double, double* %125, i64 %149
	%152 = load double, double* %151
	%153 = getelementptr inbounds double, double* %127, i64 %149
	%154 = load double, double* %153
	%155 = fmul double %152, %154
	%156 = fadd reassoc double %148, %155
	%157 = add i64 %149, 1
	br label %dot28.head

dot28.exit:
	%158 = mul i64 %19, 0
	%159 = add i64 %158, %123
	%160 = getelementptr inbounds double, double* %28, i64 %159
	store double %148, double* %160
	%161 = add i64 %83, 1
	br label %bcell15.head

row31.head:
	%162 = phi i64 [ %35, %block9.exit ], [ %190, %nz34.exit ]
	%163 = icmp slt i64 %162, %44
	br i1 %163, label %row31.body, label %row31.exit

row31.body:
	%164 = mul i64 %162, %m
	%165 = getelementptr inbounds i64, i64* %3, i64 %162
	%166 = load i64, i64* %165
	%167 = add i64 %162, 1
	%168 = getelementptr inbounds i64, i64* %3, i64 %167
	%169 = load i64, i64* %168
	%170 = sub i64 %162, %rl
	%171 = mul i64 %170, %m
	br label %nz34.head

row31.exit:
	br label %chunk1.head

nz34.head:
	%172 = phi i64 [ %166, %row31.body ], [ %201, %axpy37.exit ]
	%173 = icmp slt i64 %172, %169
	br i1 %173, label %nz34.body, label %nz34.exit

nz34.body:
	%174 = getelementptr inbounds i32, i32* %5, i64 %172
	%175 = load i32, i32* %174
	%176 = sext i32 %175 to i64
	%177 = getelementptr inbounds double, double* %1, i64 %172
	%178 = load double, double* %177
	%179 = mul i64 %19, 0
	%180 = sub i64 %172, %38
	%181 = add i64 %179, %180
	%182 = getelementptr inbounds double, double* %28, i64 %181
	%183 = load double, double* %182
	%184 = mul i64 %176, %15
	%185 = getelementptr double, double* %11, i64 %184
	%186 = mul i64 %162, %15
	%187 = getelementptr double, double* %out, i64 %186
	br label %axpy37.head

nz34.exit:
	%188 = sub i64 %169, %166
	%189 = icmp slt i64 %188, %m
	%190 = add i64 %162, 1
	br label %row31.head

axpy37.head:
	%191 = phi i64 [ 0, %nz34.body ], [ %200, %axpy37.body ]
	%192 = icmp slt i64 %191, %15
	br i1 %192, label %axpy37.body, label %axpy37.exit

axpy37.body:
	%193 = getelementptr inbounds double, double* %187, i64 %191
	%194 = load double, double* %193
	%195 = getelementptr inbounds double, double* %185, i64 %191
	%196 = load double, double* %195
	%197 = fmul double %183, %196
	%198 = fadd double %194, %197
	%199 = getelementptr inbounds double, double* %187, i64 %191
	store double %198, double* %199
	%200 = add i64 %191, 1
	br label %axpy37.head

axpy37.exit:
	%201 = add i64 %172, 1
	br label %nz34.head
}

declare void @llvm.prefetch.p0i8(i8* %0, i32 %1, i32 %2, i32 %3) nounwind
