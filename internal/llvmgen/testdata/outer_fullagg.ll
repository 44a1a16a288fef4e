; Golden IR of llvmgen test case outer_fullagg (outer full_agg, sparse_safe driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan outer full_agg(sum) sparse_safe=true hash=b80bedf4bf561d54116378128fe1f82b
;     in0 main sparse matrix <- hop 0
;     in1 side dense rows-i <- hop 1
;     in2 side dense rows-j <- hop 2
;     in3 side dense scalar <- hop 5
;     t1 = dot(in1[i,], in2[j,])
;     t3 = t1 + in3
;     t4 = log(t3)
;     t5 = in0 * t4
;     out0 = fulsum(t5)

define void @fj_b80bedf4bf561d54116378128fe1f82b(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
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
	%10 = getelementptr inbounds double, double* %scalars, i64 3
	%11 = load double, double* %10
	%12 = getelementptr inbounds i64, i64* %aux, i64 2
	%13 = load i64, i64* %12
	%14 = getelementptr inbounds i64, i64* %aux, i64 3
	%15 = load i64, i64* %14
	br label %row1.head

row1.head:
	%16 = phi double [ 0.0, %entry ], [ %26, %nz4.exit ]
	%17 = phi i64 [ %rl, %entry ], [ %40, %nz4.exit ]
	%18 = icmp slt i64 %17, %ru
	br i1 %18, label %row1.body, label %row1.exit

row1.body:
	%19 = mul i64 %17, %m
	%20 = getelementptr inbounds i64, i64* %3, i64 %17
	%21 = load i64, i64* %20
	%22 = add i64 %17, 1
	%23 = getelementptr inbounds i64, i64* %3, i64 %22
	%24 = load i64, i64* %23
	br label %nz4.head

row1.exit:
	%25 = getelementptr inbounds double, double* %out, i64 0
	store double %16, double* %25
	ret void

nz4.head:
	%26 = phi double [ %16, %row1.body ], [ %54, %dot7.exit ]
	%27 = phi i64 [ %21, %row1.body ], [ %55, %dot7.exit ]
	%28 = icmp slt i64 %27, %24
	br i1 %28, label %nz4.body, label %nz4.exit

nz4.body:
	%29 = getelementptr inbounds i32, i32* %5, i64 %27
	%30 = load i32, i32* %29
	%31 = sext i32 %30 to i64
	%32 = getelementptr inbounds double, double* %1, i64 %27
	%33 = load double, double* %32
	%34 = mul i64 %17, %13
	%35 = getelementptr double, double* %7, i64 %34
	%36 = mul i64 %31, %13
	%37 = getelementptr double, double* %9, i64 %36
	br label %dot7.head

nz4.exit:
	%38 = sub i64 %24, %21
	%39 = icmp slt i64 %38, %m
	%40 = add i64 %17, 1
	br label %row1.head

dot7.head:
	%41 = phi double [ 0.0, %nz4.body ], [ %49, %dot7.body ]
	%42 = phi i64 [ 0, %nz4.body ], [ %50, %dot7.body ]
	%43 = icmp slt i64 %42, %13
	br i1 %43, label %dot7.body, label %dot7.exit

dot7.body:
	%44 = getelementptr inbounds double, double* %35, i64 %42
	%45 = load double, double* %44
	%46 = getelementptr inbounds double, double* %37, i64 %42
	%47 = load double, double* %46
	%48 = fmul contract double %45, %47
	%49 = fadd reassoc contract double %41, %48
	%50 = add i64 %42, 1
	br label %dot7.head

dot7.exit:
	%51 = fadd contract double %41, %11
	%52 = call double @llvm.log.f64(double %51)
	%53 = fmul contract double %33, %52
	%54 = fadd reassoc contract double %26, %53
	%55 = add i64 %27, 1
	br label %nz4.head
}

declare double @llvm.log.f64(double %0) nounwind
