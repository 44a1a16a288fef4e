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
	br label %row1.head

row1.head:
	%16 = phi i64 [ %rl, %entry ], [ %37, %nz4.exit ]
	%17 = icmp slt i64 %16, %ru
	br i1 %17, label %row1.body, label %row1.exit

row1.body:
	%18 = mul i64 %16, %m
	%19 = getelementptr inbounds i64, i64* %3, i64 %16
	%20 = load i64, i64* %19
	%21 = add i64 %16, 1
	%22 = getelementptr inbounds i64, i64* %3, i64 %21
	%23 = load i64, i64* %22
	br label %nz4.head

row1.exit:
	ret void

nz4.head:
	%24 = phi i64 [ %20, %row1.body ], [ %62, %axpy10.exit ]
	%25 = icmp slt i64 %24, %23
	br i1 %25, label %nz4.body, label %nz4.exit

nz4.body:
	%26 = getelementptr inbounds i32, i32* %5, i64 %24
	%27 = load i32, i32* %26
	%28 = sext i32 %27 to i64
	%29 = getelementptr inbounds double, double* %1, i64 %24
	%30 = load double, double* %29
	%31 = mul i64 %16, %13
	%32 = getelementptr double, double* %9, i64 %31
	%33 = mul i64 %28, %13
	%34 = getelementptr double, double* %11, i64 %33
	br label %dot7.head

nz4.exit:
	%35 = sub i64 %23, %20
	%36 = icmp slt i64 %35, %m
	%37 = add i64 %16, 1
	br label %row1.head

dot7.head:
	%38 = phi double [ 0.0, %nz4.body ], [ %46, %dot7.body ]
	%39 = phi i64 [ 0, %nz4.body ], [ %47, %dot7.body ]
	%40 = icmp slt i64 %39, %13
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
	%48 = mul i64 %28, %15
	%49 = getelementptr double, double* %11, i64 %48
	%50 = mul i64 %16, %15
	%51 = getelementptr double, double* %out, i64 %50
	br label %axpy10.head

axpy10.head:
	%52 = phi i64 [ 0, %dot7.exit ], [ %61, %axpy10.body ]
	%53 = icmp slt i64 %52, %15
	br i1 %53, label %axpy10.body, label %axpy10.exit

axpy10.body:
	%54 = getelementptr inbounds double, double* %51, i64 %52
	%55 = load double, double* %54
	%56 = getelementptr inbounds double, double* %49, i64 %52
	%57 = load double, double* %56
	%58 = fmul double %38, %57
	%59 = fadd double %55, %58
	%60 = getelementptr inbounds double, double* %51, i64 %52
	store double %59, double* %60
	%61 = add i64 %52, 1
	br label %axpy10.head

axpy10.exit:
	%62 = add i64 %24, 1
	br label %nz4.head
}
