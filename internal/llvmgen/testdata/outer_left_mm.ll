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
	%33 = phi i64 [ %rl, %entry ], [ %42, %row26.exit ]
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
	br label %cursors6.head

cursors6.head:
	%58 = phi i64 [ %33, %chunkend4.exit ], [ %64, %cursors6.body ]
	%59 = icmp slt i64 %58, %42
	br i1 %59, label %cursors6.body, label %cursors6.exit

cursors6.body:
	%60 = getelementptr inbounds i64, i64* %3, i64 %58
	%61 = load i64, i64* %60
	%62 = sub i64 %58, %33
	%63 = getelementptr inbounds i64, i64* %29, i64 %62
	store i64 %61, i64* %63
	%64 = add i64 %58, 1
	br label %cursors6.head

cursors6.exit:
	br label %block9.head

block9.head:
	%65 = phi i64 [ 0, %cursors6.exit ], [ %76, %brow12.exit ]
	%66 = icmp slt i64 %65, %m
	br i1 %66, label %block9.body, label %block9.exit

block9.body:
	%67 = add i64 %65, %57
	br label %brow12.head

block9.exit:
	br label %row26.head

brow12.head:
	%68 = phi i64 [ %33, %block9.body ], [ %94, %bcell15.exit ]
	%69 = icmp slt i64 %68, %42
	br i1 %69, label %brow12.body, label %brow12.exit

brow12.body:
	%70 = sub i64 %68, %33
	%71 = add i64 %68, 1
	%72 = getelementptr inbounds i64, i64* %3, i64 %71
	%73 = load i64, i64* %72
	%74 = getelementptr inbounds i64, i64* %29, i64 %70
	%75 = load i64, i64* %74
	br label %bcell15.head

brow12.exit:
	%76 = add i64 %65, %57
	br label %block9.head

bcell15.head:
	%77 = phi i64 [ %75, %brow12.body ], [ %125, %dot220.exit ], [ %139, %dot23.exit ]
	%78 = icmp slt i64 %77, %73
	%79 = select i1 %78, i64 %77, i64 0
	%80 = getelementptr inbounds i32, i32* %5, i64 %79
	%81 = load i32, i32* %80
	%82 = sext i32 %81 to i64
	%83 = icmp slt i64 %82, %67
	%84 = and i1 %78, %83
	br i1 %84, label %bcell15.body, label %bcell15.exit

bcell15.body:
	%85 = add i64 %77, 1
	%86 = icmp slt i64 %85, %73
	%87 = select i1 %86, i64 %85, i64 0
	%88 = getelementptr inbounds i32, i32* %5, i64 %87
	%89 = load i32, i32* %88
	%90 = sext i32 %89 to i64
	%91 = icmp slt i64 %90, %67
	%92 = and i1 %86, %91
	br i1 %92, label %pair18.body, label %pair18.single

bcell15.exit:
	%93 = getelementptr inbounds i64, i64* %29, i64 %70
	store i64 %77, i64* %93
	%94 = add i64 %68, 1
	br label %brow12.head

pair18.body:
	%95 = mul i64 %68, %11
	%96 = getelementptr double, double* %7, i64 %95
	%97 = mul i64 %82, %11
	%98 = getelementptr double, double* %9, i64 %97
	%99 = mul i64 %90, %11
	%100 = getelementptr double, double* %9, i64 %99
	br label %dot220.head

pair18.single:
	%101 = sub i64 %77, %36
	%102 = mul i64 %68, %11
	%103 = getelementptr double, double* %7, i64 %102
	%104 = mul i64 %82, %11
	%105 = getelementptr double, double* %9, i64 %104
	br label %dot23.head

dot220.head:
	%106 = phi double [ 0.0, %pair18.body ], [ %119, %dot220.body ]
	%107 = phi double [ 0.0, %pair18.body ], [ %117, %dot220.body ]
	%108 = phi i64 [ 0, %pair18.body ], [ %120, %dot220.body ]
	%109 = icmp slt i64 %108, %11
	br i1 %109, label %dot220.body, label %dot220.exit

dot220.body:
	%110 = getelementptr inbounds double, double* %96, i64 %108
	%111 = load double, double* %110
	%112 = getelementptr inbounds double, double* %98, i64 %108
	%113 = load double, double* %112
	%114 = getelementptr inbounds double, double* %100, i64 %108
	%115 = load double, double* %114
	%116 = fmul double %111, %113
	%117 = fadd reassoc double %107, %116
	%118 = fmul double %111, %115
	%119 = fadd reassoc double %106, %118
	%120 = add i64 %108, 1
	br label %dot220.head

dot220.exit:
	%121 = sub i64 %77, %36
	%122 = getelementptr inbounds double, double* %26, i64 %121
	store double %107, double* %122
	%123 = add i64 %121, 1
	%124 = getelementptr inbounds double, double* %26, i64 %123
	store double %106, double* %124
	%125 = add i64 %77, 2
	br label %bcell15.head

dot23.head:
	%126 = phi double [ 0.0, %pair18.single ], [ %134, %dot23.body ]
	%127 = phi i64 [ 0, %pair18.single ], [ %135, %dot23.body ]
	%128 = icmp slt i64 %127, %11
	br i1 %128, label %dot23.body, label %dot23.exit

dot23.body:
	%129 = getelementptr inbounds double, double* %103, i64 %127
	%130 = load double, double* %129
	%131 = getelementptr inbounds double, double* %105, i64 %127
	%132 = load double, double* %131
	%133 = fmul double %130, %132
	%134 = fadd reassoc double %126, %133
	%135 = add i64 %127, 1
	br label %dot23.head

dot23.exit:
	%136 = mul i64 %17, 0
	%137 = add i64 %136, %101
	%138 = getelementptr inbounds double, double* %26, i64 %137
	store double %126, double* %138
	%139 = add i64 %77, 1
	br label %bcell15.head

row26.head:
	%140 = phi i64 [ %33, %block9.exit ], [ %169, %nz29.exit ]
	%141 = icmp slt i64 %140, %42
	br i1 %141, label %row26.body, label %row26.exit

row26.body:
	%142 = mul i64 %140, %m
	%143 = getelementptr inbounds i64, i64* %3, i64 %140
	%144 = load i64, i64* %143
	%145 = add i64 %140, 1
	%146 = getelementptr inbounds i64, i64* %3, i64 %145
	%147 = load i64, i64* %146
	%148 = sub i64 %140, %rl
	%149 = mul i64 %148, %m
	br label %nz29.head

row26.exit:
	br label %chunk1.head

nz29.head:
	%150 = phi i64 [ %144, %row26.body ], [ %180, %axpy32.exit ]
	%151 = icmp slt i64 %150, %147
	br i1 %151, label %nz29.body, label %nz29.exit

nz29.body:
	%152 = getelementptr inbounds i32, i32* %5, i64 %150
	%153 = load i32, i32* %152
	%154 = sext i32 %153 to i64
	%155 = getelementptr inbounds double, double* %1, i64 %150
	%156 = load double, double* %155
	%157 = mul i64 %17, 0
	%158 = sub i64 %150, %36
	%159 = add i64 %157, %158
	%160 = getelementptr inbounds double, double* %26, i64 %159
	%161 = load double, double* %160
	%162 = fdiv double %156, %161
	%163 = mul i64 %140, %13
	%164 = getelementptr double, double* %7, i64 %163
	%165 = mul i64 %154, %13
	%166 = getelementptr double, double* %out, i64 %165
	br label %axpy32.head

nz29.exit:
	%167 = sub i64 %147, %144
	%168 = icmp slt i64 %167, %m
	%169 = add i64 %140, 1
	br label %row26.head

axpy32.head:
	%170 = phi i64 [ 0, %nz29.body ], [ %179, %axpy32.body ]
	%171 = icmp slt i64 %170, %13
	br i1 %171, label %axpy32.body, label %axpy32.exit

axpy32.body:
	%172 = getelementptr inbounds double, double* %166, i64 %170
	%173 = load double, double* %172
	%174 = getelementptr inbounds double, double* %164, i64 %170
	%175 = load double, double* %174
	%176 = fmul double %162, %175
	%177 = fadd double %173, %176
	%178 = getelementptr inbounds double, double* %166, i64 %170
	store double %177, double* %178
	%179 = add i64 %170, 1
	br label %axpy32.head

axpy32.exit:
	%180 = add i64 %150, 1
	br label %nz29.head
}
