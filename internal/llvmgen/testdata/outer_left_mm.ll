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
	%14 = phi i64 [ %rl, %entry ], [ %37, %nz4.exit ]
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
	%24 = phi i64 [ %18, %row1.body ], [ %67, %axpy10.exit ]
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
	br label %dot7.head

nz4.exit:
	%35 = sub i64 %21, %18
	%36 = icmp slt i64 %35, %m
	%37 = add i64 %14, 1
	br label %row1.head

dot7.head:
	%38 = phi double [ 0.0, %nz4.body ], [ %46, %dot7.body ]
	%39 = phi i64 [ 0, %nz4.body ], [ %47, %dot7.body ]
	%40 = icmp slt i64 %39, %11
	br i1 %40, label %dot7.body, label %dot7.exit

dot7.body:
	%41 = getelementptr inbounds double, double* %32, i64 %39
	%42 = load double, double* %41
	%43 = getelementptr inbounds double, double* %34, i64 %39
	%44 = load double, double* %43
	%45 = fmul double %42, %44
	%46 = fadd reassoc double %38, %45
	%47 = add i64 %39, 1
	br label %dot7.head

dot7.exit:
	%48 = fdiv double %30, %38
	%49 = mul i64 %14, %13
	%50 = getelementptr double, double* %7, i64 %49
	%51 = mul i64 %28, %13
	%52 = getelementptr double, double* %out, i64 %51
	br label %axpy10.head

axpy10.head:
	%53 = phi i64 [ 0, %dot7.exit ], [ %66, %axpy10.body ]
	%54 = icmp slt i64 %53, %13
	br i1 %54, label %axpy10.body, label %axpy10.exit

axpy10.body:
	%55 = getelementptr inbounds double, double* %52, i64 %53
	%56 = load double, double* %55
	%57 = getelementptr inbounds double, double* %50, i64 %53
	%58 = load double, double* %57
	%59 = fmul double %48, %58
	%60 = fadd double %56, %59
	%61 = getelementptr inbounds double, double* %52, i64 %53
	%62 = fcmp uno double %60, %60
	%63 = bitcast double %60 to i64
	%64 = select i1 %62, i64 u0x7FF8000000000000, i64 %63
	%65 = bitcast double* %61 to i64*
	store i64 %64, i64* %65
	%66 = add i64 %53, 1
	br label %axpy10.head

axpy10.exit:
	%67 = add i64 %24, 1
	br label %nz4.head
}
