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
	%35 = phi i64 [ %rl, %entry ], [ %44, %row21.exit ]
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
	br label %row21.head

brow12.head:
	%70 = phi i64 [ %35, %block9.body ], [ %93, %bcell15.exit ]
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
	%79 = phi i64 [ %77, %brow12.body ], [ %107, %dot18.exit ]
	%80 = icmp slt i64 %79, %75
	%81 = select i1 %80, i64 %79, i64 0
	%82 = getelementptr inbounds i32, i32* %5, i64 %81
	%83 = load i32, i32* %82
	%84 = sext i32 %83 to i64
	%85 = icmp slt i64 %84, %69
	%86 = and i1 %80, %85
	br i1 %86, label %bcell15.body, label %bcell15.exit

bcell15.body:
	%87 = sub i64 %79, %38
	%88 = mul i64 %70, %13
	%89 = getelementptr double, double* %9, i64 %88
	%90 = mul i64 %84, %13
	%91 = getelementptr double, double* %11, i64 %90
	br label %dot18.head

bcell15.exit:
	%92 = getelementptr inbounds i64, i64* %31, i64 %72
	store i64 %79, i64* %92
	%93 = add i64 %70, 1
	br label %brow12.head

dot18.head:
	%94 = phi double [ 0.0, %bcell15.body ], [ %102, %dot18.body ]
	%95 = phi i64 [ 0, %bcell15.body ], [ %103, %dot18.body ]
	%96 = icmp slt i64 %95, %13
	br i1 %96, label %dot18.body, label %dot18.exit

dot18.body:
	%97 = getelementptr inbounds double, double* %89, i64 %95
	%98 = load double, double* %97
	%99 = getelementptr inbounds double, double* %91, i64 %95
	%100 = load double, double* %99
	%101 = fmul double %98, %100
	%102 = fadd reassoc double %94, %101
	%103 = add i64 %95, 1
	br label %dot18.head

dot18.exit:
	%104 = mul i64 %19, 0
	%105 = add i64 %104, %87
	%106 = getelementptr inbounds double, double* %28, i64 %105
	store double %94, double* %106
	%107 = add i64 %79, 1
	br label %bcell15.head

row21.head:
	%108 = phi i64 [ %35, %block9.exit ], [ %136, %nz24.exit ]
	%109 = icmp slt i64 %108, %44
	br i1 %109, label %row21.body, label %row21.exit

row21.body:
	%110 = mul i64 %108, %m
	%111 = getelementptr inbounds i64, i64* %3, i64 %108
	%112 = load i64, i64* %111
	%113 = add i64 %108, 1
	%114 = getelementptr inbounds i64, i64* %3, i64 %113
	%115 = load i64, i64* %114
	%116 = sub i64 %108, %rl
	%117 = mul i64 %116, %m
	br label %nz24.head

row21.exit:
	br label %chunk1.head

nz24.head:
	%118 = phi i64 [ %112, %row21.body ], [ %147, %axpy27.exit ]
	%119 = icmp slt i64 %118, %115
	br i1 %119, label %nz24.body, label %nz24.exit

nz24.body:
	%120 = getelementptr inbounds i32, i32* %5, i64 %118
	%121 = load i32, i32* %120
	%122 = sext i32 %121 to i64
	%123 = getelementptr inbounds double, double* %1, i64 %118
	%124 = load double, double* %123
	%125 = mul i64 %19, 0
	%126 = sub i64 %118, %38
	%127 = add i64 %125, %126
	%128 = getelementptr inbounds double, double* %28, i64 %127
	%129 = load double, double* %128
	%130 = mul i64 %122, %15
	%131 = getelementptr double, double* %11, i64 %130
	%132 = mul i64 %108, %15
	%133 = getelementptr double, double* %out, i64 %132
	br label %axpy27.head

nz24.exit:
	%134 = sub i64 %115, %112
	%135 = icmp slt i64 %134, %m
	%136 = add i64 %108, 1
	br label %row21.head

axpy27.head:
	%137 = phi i64 [ 0, %nz24.body ], [ %146, %axpy27.body ]
	%138 = icmp slt i64 %137, %15
	br i1 %138, label %axpy27.body, label %axpy27.exit

axpy27.body:
	%139 = getelementptr inbounds double, double* %133, i64 %137
	%140 = load double, double* %139
	%141 = getelementptr inbounds double, double* %131, i64 %137
	%142 = load double, double* %141
	%143 = fmul double %129, %142
	%144 = fadd double %140, %143
	%145 = getelementptr inbounds double, double* %133, i64 %137
	store double %144, double* %145
	%146 = add i64 %137, 1
	br label %axpy27.head

axpy27.exit:
	%147 = add i64 %118, 1
	br label %nz24.head
}
