; Golden IR of llvmgen test case outer_left_mm (outer left_mm, sparse_safe driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan outer left_mm sparse_safe=true hash=4b4deaa0007aa9b52c8375938ba183fc
;     in0 main sparse matrix <- hop 2
;     in1 side dense rows-i <- hop 0
;     in2 side dense rows-j <- hop 3
;     t1 = dot(in1[i,], in2[j,])
;     t2 = in0 / t1
;     out += t(in1) %*% t2

define void @fj_4b4deaa0007aa9b52c8375938ba183fc(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
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
	br label %row1.head

row1.head:
	%14 = phi i64 [ %rl, %entry ], [ %38, %nz4.exit ]
	%15 = icmp slt i64 %14, %ru
	br i1 %15, label %row1.body, label %row1.exit

row1.body:
	%16 = mul i64 %14, %m
	%17 = getelementptr inbounds i64, i64* %3, i64 %14
	%18 = load i64, i64* %17
	%19 = add i64 %14, 1
	%20 = getelementptr inbounds i64, i64* %3, i64 %19
	%21 = load i64, i64* %20
	%22 = sub i64 %14, %rl
	%23 = mul i64 %22, %m
	br label %nz4.head

row1.exit:
	ret void

nz4.head:
	%24 = phi i64 [ %18, %row1.body ], [ %112, %axpy15.exit ]
	%25 = icmp slt i64 %24, %21
	br i1 %25, label %nz4.body, label %nz4.exit

nz4.body:
	%26 = getelementptr inbounds i32, i32* %5, i64 %24
	%27 = load i32, i32* %26
	%28 = sext i32 %27 to i64
	%29 = getelementptr inbounds double, double* %1, i64 %24
	%30 = load double, double* %29
	%31 = mul i64 %14, %11
	%32 = getelementptr double, double* %7, i64 %31
	%33 = mul i64 %28, %11
	%34 = getelementptr double, double* %9, i64 %33
	%35 = lshr i64 %11, 3
	br label %dot7.head

nz4.exit:
	%36 = sub i64 %21, %18
	%37 = icmp slt i64 %36, %m
	%38 = add i64 %14, 1
	br label %row1.head

dot7.head:
	%39 = phi <4 x double> [ zeroinitializer, %nz4.body ], [ %60, %dot7.body ]
	%40 = phi <4 x double> [ zeroinitializer, %nz4.body ], [ %58, %dot7.body ]
	%41 = phi i64 [ 0, %nz4.body ], [ %61, %dot7.body ]
	%42 = icmp slt i64 %41, %35
	br i1 %42, label %dot7.body, label %dot7.exit

dot7.body:
	%43 = shl i64 %41, 3
	%44 = add i64 %43, 4
	%45 = getelementptr inbounds double, double* %32, i64 %43
	%46 = bitcast double* %45 to <4 x double>*
	%47 = load <4 x double>, <4 x double>* %46, align 8
	%48 = getelementptr inbounds double, double* %32, i64 %44
	%49 = bitcast double* %48 to <4 x double>*
	%50 = load <4 x double>, <4 x double>* %49, align 8
	%51 = getelementptr inbounds double, double* %34, i64 %43
	%52 = bitcast double* %51 to <4 x double>*
	%53 = load <4 x double>, <4 x double>* %52, align 8
	%54 = getelementptr inbounds double, double* %34, i64 %44
	%55 = bitcast double* %54 to <4 x double>*
	%56 = load <4 x double>, <4 x double>* %55, align 8
	%57 = fmul <4 x double> %47, %53
	%58 = fadd <4 x double> %40, %57
	%59 = fmul <4 x double> %50, %56
	%60 = fadd <4 x double> %39, %59
	%61 = add i64 %41, 1
	br label %dot7.head

dot7.exit:
	%62 = shl i64 %35, 3
	%63 = fadd <4 x double> %40, %39
	%64 = add i64 %62, 4
	%65 = icmp sle i64 %64, %11
	br i1 %65, label %dotquad10.body, label %dotquad10.join

dotquad10.body:
	%66 = getelementptr inbounds double, double* %32, i64 %62
	%67 = bitcast double* %66 to <4 x double>*
	%68 = load <4 x double>, <4 x double>* %67, align 8
	%69 = getelementptr inbounds double, double* %34, i64 %62
	%70 = bitcast double* %69 to <4 x double>*
	%71 = load <4 x double>, <4 x double>* %70, align 8
	%72 = fmul <4 x double> %68, %71
	%73 = fadd <4 x double> %63, %72
	%74 = add i64 %62, 4
	br label %dotquad10.join

dotquad10.join:
	%75 = phi i64 [ %62, %dot7.exit ], [ %74, %dotquad10.body ]
	%76 = phi <4 x double> [ %63, %dot7.exit ], [ %73, %dotquad10.body ]
	%77 = shufflevector <4 x double> %76, <4 x double> undef, <2 x i32> <i32 0, i32 1>
	%78 = shufflevector <4 x double> %76, <4 x double> undef, <2 x i32> <i32 2, i32 3>
	%79 = fadd <2 x double> %77, %78
	%80 = extractelement <2 x double> %79, i64 0
	%81 = extractelement <2 x double> %79, i64 1
	%82 = fadd double %80, %81
	br label %dottail12.head

dottail12.head:
	%83 = phi double [ %82, %dotquad10.join ], [ %91, %dottail12.body ]
	%84 = phi i64 [ %75, %dotquad10.join ], [ %92, %dottail12.body ]
	%85 = icmp slt i64 %84, %11
	br i1 %85, label %dottail12.body, label %dottail12.exit

dottail12.body:
	%86 = getelementptr inbounds double, double* %32, i64 %84
	%87 = load double, double* %86
	%88 = getelementptr inbounds double, double* %34, i64 %84
	%89 = load double, double* %88
	%90 = fmul double %87, %89
	%91 = fadd double %83, %90
	%92 = add i64 %84, 1
	br label %dottail12.head

dottail12.exit:
	%93 = fdiv double %30, %83
	%94 = mul i64 %14, %13
	%95 = getelementptr double, double* %7, i64 %94
	%96 = mul i64 %28, %13
	%97 = getelementptr double, double* %out, i64 %96
	br label %axpy15.head

axpy15.head:
	%98 = phi i64 [ 0, %dottail12.exit ], [ %111, %axpy15.body ]
	%99 = icmp slt i64 %98, %13
	br i1 %99, label %axpy15.body, label %axpy15.exit

axpy15.body:
	%100 = getelementptr inbounds double, double* %97, i64 %98
	%101 = load double, double* %100
	%102 = getelementptr inbounds double, double* %95, i64 %98
	%103 = load double, double* %102
	%104 = fmul double %93, %103
	%105 = fadd double %101, %104
	%106 = getelementptr inbounds double, double* %97, i64 %98
	%107 = fcmp uno double %105, %105
	%108 = bitcast double %105 to i64
	%109 = select i1 %107, i64 u0x7FF8000000000000, i64 %108
	%110 = bitcast double* %106 to i64*
	store i64 %109, i64* %110
	%111 = add i64 %98, 1
	br label %axpy15.head

axpy15.exit:
	%112 = add i64 %24, 1
	br label %nz4.head
}
