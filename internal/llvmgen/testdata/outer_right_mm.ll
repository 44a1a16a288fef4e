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
	%35 = phi i64 [ %rl, %entry ], [ %44, %row26.exit ]
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
	br label %cursors6.head

cursors6.head:
	%60 = phi i64 [ %35, %chunkend4.exit ], [ %66, %cursors6.body ]
	%61 = icmp slt i64 %60, %44
	br i1 %61, label %cursors6.body, label %cursors6.exit

cursors6.body:
	%62 = getelementptr inbounds i64, i64* %3, i64 %60
	%63 = load i64, i64* %62
	%64 = sub i64 %60, %35
	%65 = getelementptr inbounds i64, i64* %31, i64 %64
	store i64 %63, i64* %65
	%66 = add i64 %60, 1
	br label %cursors6.head

cursors6.exit:
	br label %block9.head

block9.head:
	%67 = phi i64 [ 0, %cursors6.exit ], [ %78, %brow12.exit ]
	%68 = icmp slt i64 %67, %m
	br i1 %68, label %block9.body, label %block9.exit

block9.body:
	%69 = add i64 %67, %59
	br label %brow12.head

block9.exit:
	br label %row26.head

brow12.head:
	%70 = phi i64 [ %35, %block9.body ], [ %96, %bcell15.exit ]
	%71 = icmp slt i64 %70, %44
	br i1 %71, label %brow12.body, label %brow12.exit

brow12.body:
	%72 = sub i64 %70, %35
	%73 = add i64 %70, 1
	%74 = getelementptr inbounds i64, i64* %3, i64 %73
	%75 = load i64, i64* %74
	%76 = getelementptr inbounds i64, i64* %31, i64 %72
	%77 = load i64, i64* %76
	br label %bcell15.head

brow12.exit:
	%78 = add i64 %67, %59
	br label %block9.head

bcell15.head:
	%79 = phi i64 [ %77, %brow12.body ], [ %127, %dot220.exit ], [ %141, %dot23.exit ]
	%80 = icmp slt i64 %79, %75
	%81 = select i1 %80, i64 %79, i64 0
	%82 = getelementptr inbounds i32, i32* %5, i64 %81
	%83 = load i32, i32* %82
	%84 = sext i32 %83 to i64
	%85 = icmp slt i64 %84, %69
	%86 = and i1 %80, %85
	br i1 %86, label %bcell15.body, label %bcell15.exit

bcell15.body:
	%87 = add i64 %79, 1
	%88 = icmp slt i64 %87, %75
	%89 = select i1 %88, i64 %87, i64 0
	%90 = getelementptr inbounds i32, i32* %5, i64 %89
	%91 = load i32, i32* %90
	%92 = sext i32 %91 to i64
	%93 = icmp slt i64 %92, %69
	%94 = and i1 %88, %93
	br i1 %94, label %pair18.body, label %pair18.single

bcell15.exit:
	%95 = getelementptr inbounds i64, i64* %31, i64 %72
	store i64 %79, i64* %95
	%96 = add i64 %70, 1
	br label %brow12.head

pair18.body:
	%97 = mul i64 %70, %13
	%98 = getelementptr double, double* %9, i64 %97
	%99 = mul i64 %84, %13
	%100 = getelementptr double, double* %11, i64 %99
	%101 = mul i64 %92, %13
	%102 = getelementptr double, double* %11, i64 %101
	br label %dot220.head

pair18.single:
	%103 = sub i64 %79, %38
	%104 = mul i64 %70, %13
	%105 = getelementptr double, double* %9, i64 %104
	%106 = mul i64 %84, %13
	%107 = getelementptr double, double* %11, i64 %106
	br label %dot23.head

dot220.head:
	%108 = phi double [ 0.0, %pair18.body ], [ %121, %dot220.body ]
	%109 = phi double [ 0.0, %pair18.body ], [ %119, %dot220.body ]
	%110 = phi i64 [ 0, %pair18.body ], [ %122, %dot220.body ]
	%111 = icmp slt i64 %110, %13
	br i1 %111, label %dot220.body, label %dot220.exit

dot220.body:
	%112 = getelementptr inbounds double, double* %98, i64 %110
	%113 = load double, double* %112
	%114 = getelementptr inbounds double, double* %100, i64 %110
	%115 = load double, double* %114
	%116 = getelementptr inbounds double, double* %102, i64 %110
	%117 = load double, double* %116
	%118 = fmul double %113, %115
	%119 = fadd reassoc double %109, %118
	%120 = fmul double %113, %117
	%121 = fadd reassoc double %108, %120
	%122 = add i64 %110, 1
	br label %dot220.head

dot220.exit:
	%123 = sub i64 %79, %38
	%124 = getelementptr inbounds double, double* %28, i64 %123
	store double %109, double* %124
	%125 = add i64 %123, 1
	%126 = getelementptr inbounds double, double* %28, i64 %125
	store double %108, double* %126
	%127 = add i64 %79, 2
	br label %bcell15.head

dot23.head:
	%128 = phi double [ 0.0, %pair18.single ], [ %136, %dot23.body ]
	%129 = phi i64 [ 0, %pair18.single ], [ %137, %dot23.body ]
	%130 = icmp slt i64 %129, %13
	br i1 %130, label %dot23.body, label %dot23.exit

dot23.body:
	%131 = getelementptr inbounds double, double* %105, i64 %129
	%132 = load double, double* %131
	%133 = getelementptr inbounds double, double* %107, i64 %129
	%134 = load double, double* %133
	%135 = fmul double %132, %134
	%136 = fadd reassoc double %128, %135
	%137 = add i64 %129, 1
	br label %dot23.head

dot23.exit:
	%138 = mul i64 %19, 0
	%139 = add i64 %138, %103
	%140 = getelementptr inbounds double, double* %28, i64 %139
	store double %128, double* %140
	%141 = add i64 %79, 1
	br label %bcell15.head

row26.head:
	%142 = phi i64 [ %35, %block9.exit ], [ %170, %nz29.exit ]
	%143 = icmp slt i64 %142, %44
	br i1 %143, label %row26.body, label %row26.exit

row26.body:
	%144 = mul i64 %142, %m
	%145 = getelementptr inbounds i64, i64* %3, i64 %142
	%146 = load i64, i64* %145
	%147 = add i64 %142, 1
	%148 = getelementptr inbounds i64, i64* %3, i64 %147
	%149 = load i64, i64* %148
	%150 = sub i64 %142, %rl
	%151 = mul i64 %150, %m
	br label %nz29.head

row26.exit:
	br label %chunk1.head

nz29.head:
	%152 = phi i64 [ %146, %row26.body ], [ %181, %axpy32.exit ]
	%153 = icmp slt i64 %152, %149
	br i1 %153, label %nz29.body, label %nz29.exit

nz29.body:
	%154 = getelementptr inbounds i32, i32* %5, i64 %152
	%155 = load i32, i32* %154
	%156 = sext i32 %155 to i64
	%157 = getelementptr inbounds double, double* %1, i64 %152
	%158 = load double, double* %157
	%159 = mul i64 %19, 0
	%160 = sub i64 %152, %38
	%161 = add i64 %159, %160
	%162 = getelementptr inbounds double, double* %28, i64 %161
	%163 = load double, double* %162
	%164 = mul i64 %156, %15
	%165 = getelementptr double, double* %11, i64 %164
	%166 = mul i64 %142, %15
	%167 = getelementptr double, double* %out, i64 %166
	br label %axpy32.head

nz29.exit:
	%168 = sub i64 %149, %146
	%169 = icmp slt i64 %168, %m
	%170 = add i64 %142, 1
	br label %row26.head

axpy32.head:
	%171 = phi i64 [ 0, %nz29.body ], [ %180, %axpy32.body ]
	%172 = icmp slt i64 %171, %15
	br i1 %172, label %axpy32.body, label %axpy32.exit

axpy32.body:
	%173 = getelementptr inbounds double, double* %167, i64 %171
	%174 = load double, double* %173
	%175 = getelementptr inbounds double, double* %165, i64 %171
	%176 = load double, double* %175
	%177 = fmul double %163, %176
	%178 = fadd double %174, %177
	%179 = getelementptr inbounds double, double* %167, i64 %171
	store double %178, double* %179
	%180 = add i64 %171, 1
	br label %axpy32.head

axpy32.exit:
	%181 = add i64 %152, 1
	br label %nz29.head
}
