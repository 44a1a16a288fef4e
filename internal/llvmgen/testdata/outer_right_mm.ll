; Golden IR of llvmgen test case outer_right_mm (outer right_mm, sparse_safe driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan outer right_mm sparse_safe=true hash=b5b14cb7813edc1fb63852e75b340b7c
;     in0 main sparse matrix <- hop 0
;     in1 side dense scalar <- hop 1
;     in2 side dense rows-i <- hop 3
;     in3 side dense rows-j <- hop 4
;     t0 = dot(in2[i,], in3[j,])
;     out += t0 %*% in3

define void @fj_b5b14cb7813edc1fb63852e75b340b7c(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
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
	br label %row1.head

row1.head:
	%16 = phi i64 [ %rl, %entry ], [ %40, %nz4.exit ]
	%17 = icmp slt i64 %16, %ru
	br i1 %17, label %row1.body, label %row1.exit

row1.body:
	%18 = mul i64 %16, %m
	%19 = getelementptr inbounds i64, i64* %3, i64 %16
	%20 = load i64, i64* %19
	%21 = add i64 %16, 1
	%22 = getelementptr inbounds i64, i64* %3, i64 %21
	%23 = load i64, i64* %22
	%24 = sub i64 %16, %rl
	%25 = mul i64 %24, %m
	br label %nz4.head

row1.exit:
	ret void

nz4.head:
	%26 = phi i64 [ %20, %row1.body ], [ %113, %axpy15.exit ]
	%27 = icmp slt i64 %26, %23
	br i1 %27, label %nz4.body, label %nz4.exit

nz4.body:
	%28 = getelementptr inbounds i32, i32* %5, i64 %26
	%29 = load i32, i32* %28
	%30 = sext i32 %29 to i64
	%31 = getelementptr inbounds double, double* %1, i64 %26
	%32 = load double, double* %31
	%33 = mul i64 %16, %13
	%34 = getelementptr double, double* %9, i64 %33
	%35 = mul i64 %30, %13
	%36 = getelementptr double, double* %11, i64 %35
	%37 = lshr i64 %13, 3
	br label %dot7.head

nz4.exit:
	%38 = sub i64 %23, %20
	%39 = icmp slt i64 %38, %m
	%40 = add i64 %16, 1
	br label %row1.head

dot7.head:
	%41 = phi <4 x double> [ zeroinitializer, %nz4.body ], [ %62, %dot7.body ]
	%42 = phi <4 x double> [ zeroinitializer, %nz4.body ], [ %60, %dot7.body ]
	%43 = phi i64 [ 0, %nz4.body ], [ %63, %dot7.body ]
	%44 = icmp slt i64 %43, %37
	br i1 %44, label %dot7.body, label %dot7.exit

dot7.body:
	%45 = shl i64 %43, 3
	%46 = add i64 %45, 4
	%47 = getelementptr inbounds double, double* %34, i64 %45
	%48 = bitcast double* %47 to <4 x double>*
	%49 = load <4 x double>, <4 x double>* %48, align 8
	%50 = getelementptr inbounds double, double* %34, i64 %46
	%51 = bitcast double* %50 to <4 x double>*
	%52 = load <4 x double>, <4 x double>* %51, align 8
	%53 = getelementptr inbounds double, double* %36, i64 %45
	%54 = bitcast double* %53 to <4 x double>*
	%55 = load <4 x double>, <4 x double>* %54, align 8
	%56 = getelementptr inbounds double, double* %36, i64 %46
	%57 = bitcast double* %56 to <4 x double>*
	%58 = load <4 x double>, <4 x double>* %57, align 8
	%59 = fmul <4 x double> %49, %55
	%60 = fadd <4 x double> %42, %59
	%61 = fmul <4 x double> %52, %58
	%62 = fadd <4 x double> %41, %61
	%63 = add i64 %43, 1
	br label %dot7.head

dot7.exit:
	%64 = shl i64 %37, 3
	%65 = fadd <4 x double> %42, %41
	%66 = add i64 %64, 4
	%67 = icmp sle i64 %66, %13
	br i1 %67, label %dotquad10.body, label %dotquad10.join

dotquad10.body:
	%68 = getelementptr inbounds double, double* %34, i64 %64
	%69 = bitcast double* %68 to <4 x double>*
	%70 = load <4 x double>, <4 x double>* %69, align 8
	%71 = getelementptr inbounds double, double* %36, i64 %64
	%72 = bitcast double* %71 to <4 x double>*
	%73 = load <4 x double>, <4 x double>* %72, align 8
	%74 = fmul <4 x double> %70, %73
	%75 = fadd <4 x double> %65, %74
	%76 = add i64 %64, 4
	br label %dotquad10.join

dotquad10.join:
	%77 = phi i64 [ %64, %dot7.exit ], [ %76, %dotquad10.body ]
	%78 = phi <4 x double> [ %65, %dot7.exit ], [ %75, %dotquad10.body ]
	%79 = shufflevector <4 x double> %78, <4 x double> undef, <2 x i32> <i32 0, i32 1>
	%80 = shufflevector <4 x double> %78, <4 x double> undef, <2 x i32> <i32 2, i32 3>
	%81 = fadd <2 x double> %79, %80
	%82 = extractelement <2 x double> %81, i64 0
	%83 = extractelement <2 x double> %81, i64 1
	%84 = fadd double %82, %83
	br label %dottail12.head

dottail12.head:
	%85 = phi double [ %84, %dotquad10.join ], [ %93, %dottail12.body ]
	%86 = phi i64 [ %77, %dotquad10.join ], [ %94, %dottail12.body ]
	%87 = icmp slt i64 %86, %13
	br i1 %87, label %dottail12.body, label %dottail12.exit

dottail12.body:
	%88 = getelementptr inbounds double, double* %34, i64 %86
	%89 = load double, double* %88
	%90 = getelementptr inbounds double, double* %36, i64 %86
	%91 = load double, double* %90
	%92 = fmul double %89, %91
	%93 = fadd double %85, %92
	%94 = add i64 %86, 1
	br label %dottail12.head

dottail12.exit:
	%95 = mul i64 %30, %15
	%96 = getelementptr double, double* %11, i64 %95
	%97 = mul i64 %16, %15
	%98 = getelementptr double, double* %out, i64 %97
	br label %axpy15.head

axpy15.head:
	%99 = phi i64 [ 0, %dottail12.exit ], [ %112, %axpy15.body ]
	%100 = icmp slt i64 %99, %15
	br i1 %100, label %axpy15.body, label %axpy15.exit

axpy15.body:
	%101 = getelementptr inbounds double, double* %98, i64 %99
	%102 = load double, double* %101
	%103 = getelementptr inbounds double, double* %96, i64 %99
	%104 = load double, double* %103
	%105 = fmul double %85, %104
	%106 = fadd double %102, %105
	%107 = getelementptr inbounds double, double* %98, i64 %99
	%108 = fcmp uno double %106, %106
	%109 = bitcast double %106 to i64
	%110 = select i1 %108, i64 u0x7FF8000000000000, i64 %109
	%111 = bitcast double* %107 to i64*
	store i64 %110, i64* %111
	%112 = add i64 %99, 1
	br label %axpy15.head

axpy15.exit:
	%113 = add i64 %26, 1
	br label %nz4.head
}
