; Golden IR of llvmgen test case magg_sparse_safe (magg full_agg, sparse_safe driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan magg full_agg(sum) sparse_safe=true hash=099c8bd2aea653f5030d204fb52e2bc7
;     in0 main sparse matrix <- hop 0
;     in1 side dense matrix <- hop 1
;     t2 = in0 * in1
;     t3 = in1 * in1
;     t4 = in0 * t3
;     out0 = fulsum(t2)
;     out1 = fulsum(t4)

define void @fj_099c8bd2aea653f5030d204fb52e2bc7(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
entry:
	%0 = alloca double, i64 8
	%1 = alloca double, i64 8
	%2 = getelementptr inbounds double*, double** %vals, i64 0
	%3 = load double*, double** %2
	%4 = getelementptr inbounds i64*, i64** %rowptr, i64 0
	%5 = load i64*, i64** %4
	%6 = getelementptr inbounds i32*, i32** %colidx, i64 0
	%7 = load i32*, i32** %6
	%8 = getelementptr inbounds double*, double** %vals, i64 1
	%9 = load double*, double** %8
	%10 = getelementptr inbounds double, double* %1, i64 0
	store double 0.0, double* %10
	%11 = getelementptr inbounds double, double* %1, i64 1
	store double 0.0, double* %11
	%12 = getelementptr inbounds double, double* %1, i64 2
	store double 0.0, double* %12
	%13 = getelementptr inbounds double, double* %1, i64 3
	store double 0.0, double* %13
	%14 = getelementptr inbounds double, double* %1, i64 4
	store double 0.0, double* %14
	%15 = getelementptr inbounds double, double* %1, i64 5
	store double 0.0, double* %15
	%16 = getelementptr inbounds double, double* %1, i64 6
	store double 0.0, double* %16
	%17 = getelementptr inbounds double, double* %1, i64 7
	store double 0.0, double* %17
	%18 = getelementptr inbounds double, double* %0, i64 0
	store double 0.0, double* %18
	%19 = getelementptr inbounds double, double* %0, i64 1
	store double 0.0, double* %19
	%20 = getelementptr inbounds double, double* %0, i64 2
	store double 0.0, double* %20
	%21 = getelementptr inbounds double, double* %0, i64 3
	store double 0.0, double* %21
	%22 = getelementptr inbounds double, double* %0, i64 4
	store double 0.0, double* %22
	%23 = getelementptr inbounds double, double* %0, i64 5
	store double 0.0, double* %23
	%24 = getelementptr inbounds double, double* %0, i64 6
	store double 0.0, double* %24
	%25 = getelementptr inbounds double, double* %0, i64 7
	store double 0.0, double* %25
	br label %row1.head

row1.head:
	%26 = phi double [ 0.0, %entry ], [ %94, %nz4.exit ]
	%27 = phi double [ 0.0, %entry ], [ %95, %nz4.exit ]
	%28 = phi i64 [ %rl, %entry ], [ %123, %nz4.exit ]
	%29 = icmp slt i64 %28, %ru
	br i1 %29, label %row1.body, label %row1.exit

row1.body:
	%30 = mul i64 %28, %m
	%31 = getelementptr inbounds i64, i64* %5, i64 %28
	%32 = load i64, i64* %31
	%33 = add i64 %28, 1
	%34 = getelementptr inbounds i64, i64* %5, i64 %33
	%35 = load i64, i64* %34
	%36 = sub i64 %28, %rl
	%37 = mul i64 %36, %m
	br label %nz4.head

row1.exit:
	%38 = getelementptr inbounds double, double* %1, i64 0
	%39 = load double, double* %38
	%40 = getelementptr inbounds double, double* %1, i64 1
	%41 = load double, double* %40
	%42 = getelementptr inbounds double, double* %1, i64 2
	%43 = load double, double* %42
	%44 = getelementptr inbounds double, double* %1, i64 3
	%45 = load double, double* %44
	%46 = getelementptr inbounds double, double* %1, i64 4
	%47 = load double, double* %46
	%48 = getelementptr inbounds double, double* %1, i64 5
	%49 = load double, double* %48
	%50 = getelementptr inbounds double, double* %1, i64 6
	%51 = load double, double* %50
	%52 = getelementptr inbounds double, double* %1, i64 7
	%53 = load double, double* %52
	%54 = fadd double %39, %47
	%55 = fadd double %41, %49
	%56 = fadd double %43, %51
	%57 = fadd double %45, %53
	%58 = fadd double %54, %56
	%59 = fadd double %55, %57
	%60 = fadd double %58, %59
	%61 = getelementptr inbounds double, double* %out, i64 0
	%62 = fcmp uno double %60, %60
	%63 = bitcast double %60 to i64
	%64 = select i1 %62, i64 u0x7FF8000000000000, i64 %63
	%65 = bitcast double* %61 to i64*
	store i64 %64, i64* %65
	%66 = getelementptr inbounds double, double* %0, i64 0
	%67 = load double, double* %66
	%68 = getelementptr inbounds double, double* %0, i64 1
	%69 = load double, double* %68
	%70 = getelementptr inbounds double, double* %0, i64 2
	%71 = load double, double* %70
	%72 = getelementptr inbounds double, double* %0, i64 3
	%73 = load double, double* %72
	%74 = getelementptr inbounds double, double* %0, i64 4
	%75 = load double, double* %74
	%76 = getelementptr inbounds double, double* %0, i64 5
	%77 = load double, double* %76
	%78 = getelementptr inbounds double, double* %0, i64 6
	%79 = load double, double* %78
	%80 = getelementptr inbounds double, double* %0, i64 7
	%81 = load double, double* %80
	%82 = fadd double %67, %75
	%83 = fadd double %69, %77
	%84 = fadd double %71, %79
	%85 = fadd double %73, %81
	%86 = fadd double %82, %84
	%87 = fadd double %83, %85
	%88 = fadd double %86, %87
	%89 = getelementptr inbounds double, double* %out, i64 1
	%90 = fcmp uno double %88, %88
	%91 = bitcast double %88 to i64
	%92 = select i1 %90, i64 u0x7FF8000000000000, i64 %91
	%93 = bitcast double* %89 to i64*
	store i64 %92, i64* %93
	ret void

nz4.head:
	%94 = phi double [ %26, %row1.body ], [ %94, %nz4.body ]
	%95 = phi double [ %27, %row1.body ], [ %95, %nz4.body ]
	%96 = phi i64 [ %32, %row1.body ], [ %120, %nz4.body ]
	%97 = icmp slt i64 %96, %35
	br i1 %97, label %nz4.body, label %nz4.exit

nz4.body:
	%98 = getelementptr inbounds i32, i32* %7, i64 %96
	%99 = load i32, i32* %98
	%100 = sext i32 %99 to i64
	%101 = getelementptr inbounds double, double* %3, i64 %96
	%102 = load double, double* %101
	%103 = add i64 %30, %100
	%104 = getelementptr inbounds double, double* %9, i64 %103
	%105 = load double, double* %104
	%106 = fmul double %102, %105
	%107 = fmul double %105, %105
	%108 = fmul double %102, %107
	%109 = add i64 %37, %100
	%110 = and i64 %109, 7
	%111 = getelementptr inbounds double, double* %1, i64 %110
	%112 = load double, double* %111
	%113 = fadd double %112, %106
	%114 = getelementptr inbounds double, double* %1, i64 %110
	store double %113, double* %114
	%115 = and i64 %109, 7
	%116 = getelementptr inbounds double, double* %0, i64 %115
	%117 = load double, double* %116
	%118 = fadd double %117, %108
	%119 = getelementptr inbounds double, double* %0, i64 %115
	store double %118, double* %119
	%120 = add i64 %96, 1
	br label %nz4.head

nz4.exit:
	%121 = sub i64 %35, %32
	%122 = icmp slt i64 %121, %m
	%123 = add i64 %28, 1
	br label %row1.head
}
