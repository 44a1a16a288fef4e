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
	br label %row1.head

row1.head:
	%14 = phi i64 [ %rl, %entry ], [ %35, %nz4.exit ]
	%15 = icmp slt i64 %14, %ru
	br i1 %15, label %row1.body, label %row1.exit

row1.body:
	%16 = mul i64 %14, %m
	%17 = getelementptr inbounds i64, i64* %3, i64 %14
	%18 = load i64, i64* %17
	%19 = add i64 %14, 1
	%20 = getelementptr inbounds i64, i64* %3, i64 %19
	%21 = load i64, i64* %20
	br label %nz4.head

row1.exit:
	ret void

nz4.head:
	%22 = phi i64 [ %18, %row1.body ], [ %61, %axpy10.exit ]
	%23 = icmp slt i64 %22, %21
	br i1 %23, label %nz4.body, label %nz4.exit

nz4.body:
	%24 = getelementptr inbounds i32, i32* %5, i64 %22
	%25 = load i32, i32* %24
	%26 = sext i32 %25 to i64
	%27 = getelementptr inbounds double, double* %1, i64 %22
	%28 = load double, double* %27
	%29 = mul i64 %14, %11
	%30 = getelementptr double, double* %7, i64 %29
	%31 = mul i64 %26, %11
	%32 = getelementptr double, double* %9, i64 %31
	br label %dot7.head

nz4.exit:
	%33 = sub i64 %21, %18
	%34 = icmp slt i64 %33, %m
	%35 = add i64 %14, 1
	br label %row1.head

dot7.head:
	%36 = phi double [ 0.0, %nz4.body ], [ %44, %dot7.body ]
	%37 = phi i64 [ 0, %nz4.body ], [ %45, %dot7.body ]
	%38 = icmp slt i64 %37, %11
	br i1 %38, label %dot7.body, label %dot7.exit

dot7.body:
	%39 = getelementptr inbounds double, double* %30, i64 %37
	%40 = load double, double* %39
	%41 = getelementptr inbounds double, double* %32, i64 %37
	%42 = load double, double* %41
	%43 = fmul double %40, %42
	%44 = fadd reassoc double %36, %43
	%45 = add i64 %37, 1
	br label %dot7.head

dot7.exit:
	%46 = fdiv double %28, %36
	%47 = mul i64 %14, %13
	%48 = getelementptr double, double* %7, i64 %47
	%49 = mul i64 %26, %13
	%50 = getelementptr double, double* %out, i64 %49
	br label %axpy10.head

axpy10.head:
	%51 = phi i64 [ 0, %dot7.exit ], [ %60, %axpy10.body ]
	%52 = icmp slt i64 %51, %13
	br i1 %52, label %axpy10.body, label %axpy10.exit

axpy10.body:
	%53 = getelementptr inbounds double, double* %50, i64 %51
	%54 = load double, double* %53
	%55 = getelementptr inbounds double, double* %48, i64 %51
	%56 = load double, double* %55
	%57 = fmul double %46, %56
	%58 = fadd double %54, %57
	%59 = getelementptr inbounds double, double* %50, i64 %51
	store double %58, double* %59
	%60 = add i64 %51, 1
	br label %axpy10.head

axpy10.exit:
	%61 = add i64 %22, 1
	br label %nz4.head
}
