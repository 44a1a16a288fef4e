; Golden IR of llvmgen test case cell_fullagg_sparse_sides (cell full_agg, sparse_safe driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan cell full_agg(sum) sparse_safe=true hash=1269ea2af343d27ccb39c2b330290787
;     in0 main sparse matrix <- hop 0
;     in1 side sparse matrix <- hop 1
;     in2 side sparse matrix <- hop 3
;     t2 = in0 * in1
;     t4 = t2 * in2
;     out0 = fulsum(t4)

define void @fj_1269ea2af343d27ccb39c2b330290787(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
entry:
	%0 = alloca double, i64 8
	%1 = getelementptr inbounds double*, double** %vals, i64 0
	%2 = load double*, double** %1
	%3 = getelementptr inbounds i64*, i64** %rowptr, i64 0
	%4 = load i64*, i64** %3
	%5 = getelementptr inbounds i32*, i32** %colidx, i64 0
	%6 = load i32*, i32** %5
	%7 = getelementptr inbounds double*, double** %vals, i64 1
	%8 = load double*, double** %7
	%9 = getelementptr inbounds i64*, i64** %rowptr, i64 1
	%10 = load i64*, i64** %9
	%11 = getelementptr inbounds i32*, i32** %colidx, i64 1
	%12 = load i32*, i32** %11
	%13 = getelementptr inbounds double*, double** %vals, i64 2
	%14 = load double*, double** %13
	%15 = getelementptr inbounds i64*, i64** %rowptr, i64 2
	%16 = load i64*, i64** %15
	%17 = getelementptr inbounds i32*, i32** %colidx, i64 2
	%18 = load i32*, i32** %17
	%19 = getelementptr inbounds double, double* %0, i64 0
	store double 0.0, double* %19
	%20 = getelementptr inbounds double, double* %0, i64 1
	store double 0.0, double* %20
	%21 = getelementptr inbounds double, double* %0, i64 2
	store double 0.0, double* %21
	%22 = getelementptr inbounds double, double* %0, i64 3
	store double 0.0, double* %22
	%23 = getelementptr inbounds double, double* %0, i64 4
	store double 0.0, double* %23
	%24 = getelementptr inbounds double, double* %0, i64 5
	store double 0.0, double* %24
	%25 = getelementptr inbounds double, double* %0, i64 6
	store double 0.0, double* %25
	%26 = getelementptr inbounds double, double* %0, i64 7
	store double 0.0, double* %26
	br label %row1.head

row1.head:
	%27 = phi double [ 0.0, %entry ], [ %97, %nz10.exit ]
	%28 = phi i64 [ %rl, %entry ], [ %147, %nz10.exit ]
	%29 = icmp slt i64 %28, %ru
	br i1 %29, label %row1.body, label %row1.exit

row1.body:
	%30 = mul i64 %28, %m
	%31 = getelementptr inbounds i64, i64* %4, i64 %28
	%32 = load i64, i64* %31
	%33 = add i64 %28, 1
	%34 = getelementptr inbounds i64, i64* %4, i64 %33
	%35 = load i64, i64* %34
	%36 = getelementptr inbounds i64, i64* %aux, i64 0
	%37 = load i64, i64* %36
	%38 = inttoptr i64 %37 to i64*
	%39 = getelementptr inbounds i64, i64* %10, i64 %28
	%40 = load i64, i64* %39
	%41 = add i64 %28, 1
	%42 = getelementptr inbounds i64, i64* %10, i64 %41
	%43 = load i64, i64* %42
	%44 = sub i64 %43, %40
	%45 = mul i64 0, %m
	%46 = getelementptr i64, i64* %38, i64 %45
	br label %scatter4.head

row1.exit:
	%47 = getelementptr inbounds double, double* %0, i64 0
	%48 = load double, double* %47
	%49 = getelementptr inbounds double, double* %0, i64 1
	%50 = load double, double* %49
	%51 = getelementptr inbounds double, double* %0, i64 2
	%52 = load double, double* %51
	%53 = getelementptr inbounds double, double* %0, i64 3
	%54 = load double, double* %53
	%55 = getelementptr inbounds double, double* %0, i64 4
	%56 = load double, double* %55
	%57 = getelementptr inbounds double, double* %0, i64 5
	%58 = load double, double* %57
	%59 = getelementptr inbounds double, double* %0, i64 6
	%60 = load double, double* %59
	%61 = getelementptr inbounds double, double* %0, i64 7
	%62 = load double, double* %61
	%63 = fadd double %48, %56
	%64 = fadd double %50, %58
	%65 = fadd double %52, %60
	%66 = fadd double %54, %62
	%67 = fadd double %63, %65
	%68 = fadd double %64, %66
	%69 = fadd double %67, %68
	%70 = getelementptr inbounds double, double* %out, i64 0
	store double %69, double* %70
	ret void

scatter4.head:
	%71 = phi i64 [ %40, %row1.body ], [ %78, %scatter4.body ]
	%72 = icmp slt i64 %71, %43
	br i1 %72, label %scatter4.body, label %scatter4.exit

scatter4.body:
	%73 = getelementptr inbounds i32, i32* %12, i64 %71
	%74 = load i32, i32* %73
	%75 = sext i32 %74 to i64
	%76 = add i64 %71, 1
	%77 = getelementptr inbounds i64, i64* %46, i64 %75
	store i64 %76, i64* %77
	%78 = add i64 %71, 1
	br label %scatter4.head

scatter4.exit:
	%79 = getelementptr inbounds i64, i64* %16, i64 %28
	%80 = load i64, i64* %79
	%81 = add i64 %28, 1
	%82 = getelementptr inbounds i64, i64* %16, i64 %81
	%83 = load i64, i64* %82
	%84 = sub i64 %83, %80
	%85 = mul i64 1, %m
	%86 = getelementptr i64, i64* %38, i64 %85
	br label %scatter7.head

scatter7.head:
	%87 = phi i64 [ %80, %scatter4.exit ], [ %94, %scatter7.body ]
	%88 = icmp slt i64 %87, %83
	br i1 %88, label %scatter7.body, label %scatter7.exit

scatter7.body:
	%89 = getelementptr inbounds i32, i32* %18, i64 %87
	%90 = load i32, i32* %89
	%91 = sext i32 %90 to i64
	%92 = add i64 %87, 1
	%93 = getelementptr inbounds i64, i64* %86, i64 %91
	store i64 %92, i64* %93
	%94 = add i64 %87, 1
	br label %scatter7.head

scatter7.exit:
	%95 = sub i64 %28, %rl
	%96 = mul i64 %95, %m
	br label %nz10.head

nz10.head:
	%97 = phi double [ %27, %scatter7.exit ], [ %97, %nzadd13.done ]
	%98 = phi i64 [ %32, %scatter7.exit ], [ %153, %nzadd13.done ]
	%99 = icmp slt i64 %98, %35
	br i1 %99, label %nz10.body, label %nz10.exit

nz10.body:
	%100 = getelementptr inbounds i32, i32* %6, i64 %98
	%101 = load i32, i32* %100
	%102 = sext i32 %101 to i64
	%103 = getelementptr inbounds double, double* %2, i64 %98
	%104 = load double, double* %103
	%105 = getelementptr inbounds i64, i64* %46, i64 %102
	%106 = load i64, i64* %105
	%107 = sub i64 %106, 1
	%108 = sub i64 %107, %40
	%109 = icmp ult i64 %108, %44
	%110 = sext i1 %109 to i64
	%111 = and i64 %107, %110
	%112 = getelementptr inbounds double, double* %8, i64 %111
	%113 = load double, double* %112
	%114 = bitcast double %113 to i64
	%115 = and i64 %114, %110
	%116 = bitcast i64 %115 to double
	%117 = xor i1 %109, true
	%118 = getelementptr inbounds i64, i64* %86, i64 %102
	%119 = load i64, i64* %118
	%120 = sub i64 %119, 1
	%121 = sub i64 %120, %80
	%122 = icmp ult i64 %121, %84
	%123 = sext i1 %122 to i64
	%124 = and i64 %120, %123
	%125 = getelementptr inbounds double, double* %14, i64 %124
	%126 = load double, double* %125
	%127 = bitcast double %126 to i64
	%128 = and i64 %127, %123
	%129 = bitcast i64 %128 to double
	%130 = xor i1 %122, true
	%131 = fmul double %104, %116
	%132 = xor i1 %117, true
	%133 = sext i1 %132 to i64
	%134 = bitcast double %131 to i64
	%135 = and i64 %134, %133
	%136 = bitcast i64 %135 to double
	%137 = fmul double %136, %129
	%138 = or i1 %117, %130
	%139 = xor i1 %138, true
	%140 = sext i1 %139 to i64
	%141 = bitcast double %137 to i64
	%142 = and i64 %141, %140
	%143 = bitcast i64 %142 to double
	%144 = add i64 %96, %102
	br i1 %138, label %nzadd13.done, label %nzadd13

nz10.exit:
	%145 = sub i64 %35, %32
	%146 = icmp slt i64 %145, %m
	%147 = add i64 %28, 1
	br label %row1.head

nzadd13:
	%148 = and i64 %144, 7
	%149 = getelementptr inbounds double, double* %0, i64 %148
	%150 = load double, double* %149
	%151 = fadd double %150, %143
	%152 = getelementptr inbounds double, double* %0, i64 %148
	store double %151, double* %152
	br label %nzadd13.done

nzadd13.done:
	%153 = add i64 %98, 1
	br label %nz10.head
}
