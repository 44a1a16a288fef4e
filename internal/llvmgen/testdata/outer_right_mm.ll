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
	%16 = phi i64 [ %rl, %entry ], [ %39, %nz4.exit ]
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
	%26 = phi i64 [ %20, %row1.body ], [ %68, %axpy10.exit ]
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
	br label %dot7.head

nz4.exit:
	%37 = sub i64 %23, %20
	%38 = icmp slt i64 %37, %m
	%39 = add i64 %16, 1
	br label %row1.head

dot7.head:
	%40 = phi double [ 0.0, %nz4.body ], [ %48, %dot7.body ]
	%41 = phi i64 [ 0, %nz4.body ], [ %49, %dot7.body ]
	%42 = icmp slt i64 %41, %13
	br i1 %42, label %dot7.body, label %dot7.exit

dot7.body:
	%43 = getelementptr inbounds double, double* %34, i64 %41
	%44 = load double, double* %43
	%45 = getelementptr inbounds double, double* %36, i64 %41
	%46 = load double, double* %45
	%47 = fmul double %44, %46
	%48 = fadd reassoc double %40, %47
	%49 = add i64 %41, 1
	br label %dot7.head

dot7.exit:
	%50 = mul i64 %30, %15
	%51 = getelementptr double, double* %11, i64 %50
	%52 = mul i64 %16, %15
	%53 = getelementptr double, double* %out, i64 %52
	br label %axpy10.head

axpy10.head:
	%54 = phi i64 [ 0, %dot7.exit ], [ %67, %axpy10.body ]
	%55 = icmp slt i64 %54, %15
	br i1 %55, label %axpy10.body, label %axpy10.exit

axpy10.body:
	%56 = getelementptr inbounds double, double* %53, i64 %54
	%57 = load double, double* %56
	%58 = getelementptr inbounds double, double* %51, i64 %54
	%59 = load double, double* %58
	%60 = fmul double %40, %59
	%61 = fadd double %57, %60
	%62 = getelementptr inbounds double, double* %53, i64 %54
	%63 = fcmp uno double %61, %61
	%64 = bitcast double %61 to i64
	%65 = select i1 %63, i64 u0x7FF8000000000000, i64 %64
	%66 = bitcast double* %62 to i64*
	store i64 %65, i64* %66
	%67 = add i64 %54, 1
	br label %axpy10.head

axpy10.exit:
	%68 = add i64 %26, 1
	br label %nz4.head
}
