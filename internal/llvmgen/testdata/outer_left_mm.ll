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
	%33 = phi i64 [ %rl, %entry ], [ %42, %row21.exit ]
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
	br label %row21.head

brow12.head:
	%68 = phi i64 [ %33, %block9.body ], [ %91, %bcell15.exit ]
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
	%77 = phi i64 [ %75, %brow12.body ], [ %105, %dot18.exit ]
	%78 = icmp slt i64 %77, %73
	%79 = select i1 %78, i64 %77, i64 0
	%80 = getelementptr inbounds i32, i32* %5, i64 %79
	%81 = load i32, i32* %80
	%82 = sext i32 %81 to i64
	%83 = icmp slt i64 %82, %67
	%84 = and i1 %78, %83
	br i1 %84, label %bcell15.body, label %bcell15.exit

bcell15.body:
	%85 = sub i64 %77, %36
	%86 = mul i64 %68, %11
	%87 = getelementptr double, double* %7, i64 %86
	%88 = mul i64 %82, %11
	%89 = getelementptr double, double* %9, i64 %88
	br label %dot18.head

bcell15.exit:
	%90 = getelementptr inbounds i64, i64* %29, i64 %70
	store i64 %77, i64* %90
	%91 = add i64 %68, 1
	br label %brow12.head

dot18.head:
	%92 = phi double [ 0.0, %bcell15.body ], [ %100, %dot18.body ]
	%93 = phi i64 [ 0, %bcell15.body ], [ %101, %dot18.body ]
	%94 = icmp slt i64 %93, %11
	br i1 %94, label %dot18.body, label %dot18.exit

dot18.body:
	%95 = getelementptr inbounds double, double* %87, i64 %93
	%96 = load double, double* %95
	%97 = getelementptr inbounds double, double* %89, i64 %93
	%98 = load double, double* %97
	%99 = fmul double %96, %98
	%100 = fadd reassoc double %92, %99
	%101 = add i64 %93, 1
	br label %dot18.head

dot18.exit:
	%102 = mul i64 %17, 0
	%103 = add i64 %102, %85
	%104 = getelementptr inbounds double, double* %26, i64 %103
	store double %92, double* %104
	%105 = add i64 %77, 1
	br label %bcell15.head

row21.head:
	%106 = phi i64 [ %33, %block9.exit ], [ %135, %nz24.exit ]
	%107 = icmp slt i64 %106, %42
	br i1 %107, label %row21.body, label %row21.exit

row21.body:
	%108 = mul i64 %106, %m
	%109 = getelementptr inbounds i64, i64* %3, i64 %106
	%110 = load i64, i64* %109
	%111 = add i64 %106, 1
	%112 = getelementptr inbounds i64, i64* %3, i64 %111
	%113 = load i64, i64* %112
	%114 = sub i64 %106, %rl
	%115 = mul i64 %114, %m
	br label %nz24.head

row21.exit:
	br label %chunk1.head

nz24.head:
	%116 = phi i64 [ %110, %row21.body ], [ %146, %axpy27.exit ]
	%117 = icmp slt i64 %116, %113
	br i1 %117, label %nz24.body, label %nz24.exit

nz24.body:
	%118 = getelementptr inbounds i32, i32* %5, i64 %116
	%119 = load i32, i32* %118
	%120 = sext i32 %119 to i64
	%121 = getelementptr inbounds double, double* %1, i64 %116
	%122 = load double, double* %121
	%123 = mul i64 %17, 0
	%124 = sub i64 %116, %36
	%125 = add i64 %123, %124
	%126 = getelementptr inbounds double, double* %26, i64 %125
	%127 = load double, double* %126
	%128 = fdiv double %122, %127
	%129 = mul i64 %106, %13
	%130 = getelementptr double, double* %7, i64 %129
	%131 = mul i64 %120, %13
	%132 = getelementptr double, double* %out, i64 %131
	br label %axpy27.head

nz24.exit:
	%133 = sub i64 %113, %110
	%134 = icmp slt i64 %133, %m
	%135 = add i64 %106, 1
	br label %row21.head

axpy27.head:
	%136 = phi i64 [ 0, %nz24.body ], [ %145, %axpy27.body ]
	%137 = icmp slt i64 %136, %13
	br i1 %137, label %axpy27.body, label %axpy27.exit

axpy27.body:
	%138 = getelementptr inbounds double, double* %132, i64 %136
	%139 = load double, double* %138
	%140 = getelementptr inbounds double, double* %130, i64 %136
	%141 = load double, double* %140
	%142 = fmul double %128, %141
	%143 = fadd double %139, %142
	%144 = getelementptr inbounds double, double* %132, i64 %136
	store double %143, double* %144
	%145 = add i64 %136, 1
	br label %axpy27.head

axpy27.exit:
	%146 = add i64 %116, 1
	br label %nz24.head
}
