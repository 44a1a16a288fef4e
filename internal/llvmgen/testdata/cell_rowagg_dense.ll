; Golden IR of llvmgen test case cell_rowagg_dense (cell row_agg, dense driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan cell row_agg(sum) sparse_safe=false hash=69e0764b08052dc96893452bf224e7f2
;     in0 main dense matrix <- hop 0
;     in1 side dense scalar <- hop 1
;     t1 = in0 * in0
;     out0 = rowsum(t1)

define void @fj_69e0764b08052dc96893452bf224e7f2(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
entry:
	%0 = alloca double, i64 8
	%1 = getelementptr inbounds double*, double** %vals, i64 0
	%2 = load double*, double** %1
	%3 = getelementptr inbounds double, double* %scalars, i64 1
	%4 = load double, double* %3
	br label %row1.head

row1.head:
	%5 = phi i64 [ %rl, %entry ], [ %129, %col7.exit ]
	%6 = icmp slt i64 %5, %ru
	br i1 %6, label %row1.body, label %row1.exit

row1.body:
	%7 = mul i64 %5, %m
	%8 = sub i64 %5, %rl
	%9 = mul i64 %8, %m
	%10 = getelementptr inbounds double, double* %0, i64 0
	store double 0.0, double* %10
	%11 = getelementptr inbounds double, double* %0, i64 1
	store double 0.0, double* %11
	%12 = getelementptr inbounds double, double* %0, i64 2
	store double 0.0, double* %12
	%13 = getelementptr inbounds double, double* %0, i64 3
	store double 0.0, double* %13
	%14 = getelementptr inbounds double, double* %0, i64 4
	store double 0.0, double* %14
	%15 = getelementptr inbounds double, double* %0, i64 5
	store double 0.0, double* %15
	%16 = getelementptr inbounds double, double* %0, i64 6
	store double 0.0, double* %16
	%17 = getelementptr inbounds double, double* %0, i64 7
	store double 0.0, double* %17
	%18 = lshr i64 %m, 3
	br label %colblk4.head

row1.exit:
	ret void

colblk4.head:
	%19 = phi double [ 0.0, %row1.body ], [ %77, %colblk4.body ]
	%20 = phi double [ 0.0, %row1.body ], [ %71, %colblk4.body ]
	%21 = phi double [ 0.0, %row1.body ], [ %65, %colblk4.body ]
	%22 = phi double [ 0.0, %row1.body ], [ %59, %colblk4.body ]
	%23 = phi double [ 0.0, %row1.body ], [ %53, %colblk4.body ]
	%24 = phi double [ 0.0, %row1.body ], [ %47, %colblk4.body ]
	%25 = phi double [ 0.0, %row1.body ], [ %41, %colblk4.body ]
	%26 = phi double [ 0.0, %row1.body ], [ %35, %colblk4.body ]
	%27 = phi i64 [ 0, %row1.body ], [ %78, %colblk4.body ]
	%28 = icmp slt i64 %27, %18
	br i1 %28, label %colblk4.body, label %colblk4.exit

colblk4.body:
	%29 = mul i64 %27, 8
	%30 = add i64 %29, 0
	%31 = add i64 %7, %30
	%32 = getelementptr inbounds double, double* %2, i64 %31
	%33 = load double, double* %32
	%34 = fmul double %33, %33
	%35 = fadd double %26, %34
	%36 = add i64 %29, 1
	%37 = add i64 %7, %36
	%38 = getelementptr inbounds double, double* %2, i64 %37
	%39 = load double, double* %38
	%40 = fmul double %39, %39
	%41 = fadd double %25, %40
	%42 = add i64 %29, 2
	%43 = add i64 %7, %42
	%44 = getelementptr inbounds double, double* %2, i64 %43
	%45 = load double, double* %44
	%46 = fmul double %45, %45
	%47 = fadd double %24, %46
	%48 = add i64 %29, 3
	%49 = add i64 %7, %48
	%50 = getelementptr inbounds double, double* %2, i64 %49
	%51 = load double, double* %50
	%52 = fmul double %51, %51
	%53 = fadd double %23, %52
	%54 = add i64 %29, 4
	%55 = add i64 %7, %54
	%56 = getelementptr inbounds double, double* %2, i64 %55
	%57 = load double, double* %56
	%58 = fmul double %57, %57
	%59 = fadd double %22, %58
	%60 = add i64 %29, 5
	%61 = add i64 %7, %60
	%62 = getelementptr inbounds double, double* %2, i64 %61
	%63 = load double, double* %62
	%64 = fmul double %63, %63
	%65 = fadd double %21, %64
	%66 = add i64 %29, 6
	%67 = add i64 %7, %66
	%68 = getelementptr inbounds double, double* %2, i64 %67
	%69 = load double, double* %68
	%70 = fmul double %69, %69
	%71 = fadd double %20, %70
	%72 = add i64 %29, 7
	%73 = add i64 %7, %72
	%74 = getelementptr inbounds double, double* %2, i64 %73
	%75 = load double, double* %74
	%76 = fmul double %75, %75
	%77 = fadd double %19, %76
	%78 = add i64 %27, 1
	br label %colblk4.head

colblk4.exit:
	%79 = getelementptr inbounds double, double* %0, i64 0
	store double %26, double* %79
	%80 = getelementptr inbounds double, double* %0, i64 1
	store double %25, double* %80
	%81 = getelementptr inbounds double, double* %0, i64 2
	store double %24, double* %81
	%82 = getelementptr inbounds double, double* %0, i64 3
	store double %23, double* %82
	%83 = getelementptr inbounds double, double* %0, i64 4
	store double %22, double* %83
	%84 = getelementptr inbounds double, double* %0, i64 5
	store double %21, double* %84
	%85 = getelementptr inbounds double, double* %0, i64 6
	store double %20, double* %85
	%86 = getelementptr inbounds double, double* %0, i64 7
	store double %19, double* %86
	%87 = mul i64 %18, 8
	br label %col7.head

col7.head:
	%88 = phi double [ 0.0, %colblk4.exit ], [ %88, %col7.body ]
	%89 = phi i64 [ %87, %colblk4.exit ], [ %100, %col7.body ]
	%90 = icmp slt i64 %89, %m
	br i1 %90, label %col7.body, label %col7.exit

col7.body:
	%91 = add i64 %7, %89
	%92 = getelementptr inbounds double, double* %2, i64 %91
	%93 = load double, double* %92
	%94 = fmul double %93, %93
	%95 = and i64 %89, 7
	%96 = getelementptr inbounds double, double* %0, i64 %95
	%97 = load double, double* %96
	%98 = fadd double %97, %94
	%99 = getelementptr inbounds double, double* %0, i64 %95
	store double %98, double* %99
	%100 = add i64 %89, 1
	br label %col7.head

col7.exit:
	%101 = getelementptr inbounds double, double* %0, i64 0
	%102 = load double, double* %101
	%103 = getelementptr inbounds double, double* %0, i64 1
	%104 = load double, double* %103
	%105 = getelementptr inbounds double, double* %0, i64 2
	%106 = load double, double* %105
	%107 = getelementptr inbounds double, double* %0, i64 3
	%108 = load double, double* %107
	%109 = getelementptr inbounds double, double* %0, i64 4
	%110 = load double, double* %109
	%111 = getelementptr inbounds double, double* %0, i64 5
	%112 = load double, double* %111
	%113 = getelementptr inbounds double, double* %0, i64 6
	%114 = load double, double* %113
	%115 = getelementptr inbounds double, double* %0, i64 7
	%116 = load double, double* %115
	%117 = fadd double %102, %110
	%118 = fadd double %104, %112
	%119 = fadd double %106, %114
	%120 = fadd double %108, %116
	%121 = fadd double %117, %119
	%122 = fadd double %118, %120
	%123 = fadd double %121, %122
	%124 = getelementptr inbounds double, double* %out, i64 %5
	%125 = fcmp uno double %123, %123
	%126 = bitcast double %123 to i64
	%127 = select i1 %125, i64 u0x7FF8000000000000, i64 %126
	%128 = bitcast double* %124 to i64*
	store i64 %127, i64* %128
	%129 = add i64 %5, 1
	br label %row1.head
}
