; Golden IR of llvmgen test case row_noagg_scan_dense (row no_agg, dense driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan row no_agg sparse_safe=false hash=25fd5ed589661cea97c21ffd213b688c
;     in0 main dense matrix <- hop 0
;     t1 = rowcumsum(in0)
;     t2 = rowsum(in0)
;     t3 = t1 / t2
;     out = t3

define void @fj_25fd5ed589661cea97c21ffd213b688c(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
entry:
	%0 = alloca double, i64 8
	%1 = getelementptr inbounds double*, double** %vals, i64 0
	%2 = load double*, double** %1
	%3 = getelementptr inbounds i64, i64* %aux, i64 0
	%4 = load i64, i64* %3
	%5 = inttoptr i64 %4 to double*
	%6 = getelementptr inbounds i64, i64* %aux, i64 5
	%7 = load i64, i64* %6
	%8 = getelementptr inbounds i64, i64* %aux, i64 6
	%9 = load i64, i64* %8
	%10 = getelementptr double, double* %5, i64 %7
	%11 = getelementptr inbounds i64, i64* %aux, i64 8
	%12 = load i64, i64* %11
	%13 = getelementptr inbounds i64, i64* %aux, i64 9
	%14 = load i64, i64* %13
	%15 = getelementptr double, double* %5, i64 %12
	%16 = getelementptr inbounds i64, i64* %aux, i64 11
	%17 = load i64, i64* %16
	%18 = getelementptr inbounds i64, i64* %aux, i64 12
	%19 = load i64, i64* %18
	%20 = getelementptr double, double* %5, i64 %17
	%21 = getelementptr inbounds i64, i64* %aux, i64 14
	%22 = load i64, i64* %21
	%23 = getelementptr inbounds i64, i64* %aux, i64 15
	%24 = load i64, i64* %23
	%25 = getelementptr double, double* %5, i64 %22
	br label %row1.head

row1.head:
	%26 = phi i64 [ %rl, %entry ], [ %64, %row1.body ]
	%27 = icmp slt i64 %26, %ru
	br i1 %27, label %row1.body, label %row1.exit

row1.body:
	%28 = mul i64 %26, %9
	%29 = getelementptr double, double* %2, i64 %28
	call void @fjv_scan_op42(double* %29, double* %15, i64 %9)
	%30 = getelementptr inbounds double, double* %0, i64 0
	store double 0.0, double* %30
	%31 = getelementptr inbounds double, double* %0, i64 1
	store double 0.0, double* %31
	%32 = getelementptr inbounds double, double* %0, i64 2
	store double 0.0, double* %32
	%33 = getelementptr inbounds double, double* %0, i64 3
	store double 0.0, double* %33
	%34 = getelementptr inbounds double, double* %0, i64 4
	store double 0.0, double* %34
	%35 = getelementptr inbounds double, double* %0, i64 5
	store double 0.0, double* %35
	%36 = getelementptr inbounds double, double* %0, i64 6
	store double 0.0, double* %36
	%37 = getelementptr inbounds double, double* %0, i64 7
	store double 0.0, double* %37
	%38 = mul i64 0, %9
	call void @fjv_lanes_v(double* %0, double* %29, i64 %9, i64 %38)
	%39 = getelementptr inbounds double, double* %0, i64 0
	%40 = load double, double* %39
	%41 = getelementptr inbounds double, double* %0, i64 1
	%42 = load double, double* %41
	%43 = getelementptr inbounds double, double* %0, i64 2
	%44 = load double, double* %43
	%45 = getelementptr inbounds double, double* %0, i64 3
	%46 = load double, double* %45
	%47 = getelementptr inbounds double, double* %0, i64 4
	%48 = load double, double* %47
	%49 = getelementptr inbounds double, double* %0, i64 5
	%50 = load double, double* %49
	%51 = getelementptr inbounds double, double* %0, i64 6
	%52 = load double, double* %51
	%53 = getelementptr inbounds double, double* %0, i64 7
	%54 = load double, double* %53
	%55 = fadd double %40, %48
	%56 = fadd double %42, %50
	%57 = fadd double %44, %52
	%58 = fadd double %46, %54
	%59 = fadd double %55, %57
	%60 = fadd double %56, %58
	%61 = fadd double %59, %60
	call void @fjv_op7_vs(double* %15, double %61, double* %25, i64 %9)
	%62 = mul i64 %26, %9
	%63 = getelementptr double, double* %out, i64 %62
	call void @fjv_copy(double* %25, double* %63, i64 %9)
	%64 = add i64 %26, 1
	br label %row1.head

row1.exit:
	ret void
}

define internal void @fjv_scan_op42(double* nocapture %a, double* noalias nocapture %c, i64 %n) nounwind {
entry:
	br label %k1.head

k1.head:
	%0 = phi double [ 0.0, %entry ], [ %5, %k1.body ]
	%1 = phi i64 [ 0, %entry ], [ %11, %k1.body ]
	%2 = icmp slt i64 %1, %n
	br i1 %2, label %k1.body, label %k1.exit

k1.body:
	%3 = getelementptr inbounds double, double* %a, i64 %1
	%4 = load double, double* %3
	%5 = fadd double %0, %4
	%6 = getelementptr inbounds double, double* %c, i64 %1
	%7 = fcmp uno double %5, %5
	%8 = bitcast double %5 to i64
	%9 = select i1 %7, i64 u0x7FF8000000000000, i64 %8
	%10 = bitcast double* %6 to i64*
	store i64 %9, i64* %10
	%11 = add i64 %1, 1
	br label %k1.head

k1.exit:
	ret void
}

define internal void @fjv_lanes_v(double* nocapture %lanes, double* nocapture %a, i64 %n, i64 %off) nounwind {
entry:
	%0 = sub i64 0, %off
	%1 = and i64 %0, 7
	%2 = icmp slt i64 %1, %n
	%3 = select i1 %2, i64 %1, i64 %n
	br label %head1.head

head1.head:
	%4 = phi i64 [ 0, %entry ], [ %18, %head1.body ]
	%5 = icmp slt i64 %4, %3
	br i1 %5, label %head1.body, label %head1.exit

head1.body:
	%6 = add i64 %off, %4
	%7 = getelementptr inbounds double, double* %a, i64 %4
	%8 = load double, double* %7
	%9 = and i64 %6, 7
	%10 = getelementptr inbounds double, double* %lanes, i64 %9
	%11 = load double, double* %10
	%12 = fadd double %11, %8
	%13 = getelementptr inbounds double, double* %lanes, i64 %9
	%14 = fcmp uno double %12, %12
	%15 = bitcast double %12 to i64
	%16 = select i1 %14, i64 u0x7FF8000000000000, i64 %15
	%17 = bitcast double* %13 to i64*
	store i64 %16, i64* %17
	%18 = add i64 %4, 1
	br label %head1.head

head1.exit:
	%19 = sub i64 %n, %3
	%20 = lshr i64 %19, 3
	%21 = getelementptr inbounds double, double* %lanes, i64 0
	%22 = load double, double* %21
	%23 = getelementptr inbounds double, double* %lanes, i64 1
	%24 = load double, double* %23
	%25 = getelementptr inbounds double, double* %lanes, i64 2
	%26 = load double, double* %25
	%27 = getelementptr inbounds double, double* %lanes, i64 3
	%28 = load double, double* %27
	%29 = getelementptr inbounds double, double* %lanes, i64 4
	%30 = load double, double* %29
	%31 = getelementptr inbounds double, double* %lanes, i64 5
	%32 = load double, double* %31
	%33 = getelementptr inbounds double, double* %lanes, i64 6
	%34 = load double, double* %33
	%35 = getelementptr inbounds double, double* %lanes, i64 7
	%36 = load double, double* %35
	br label %blk4.head

blk4.head:
	%37 = phi double [ %36, %head1.exit ], [ %80, %blk4.body ]
	%38 = phi double [ %34, %head1.exit ], [ %76, %blk4.body ]
	%39 = phi double [ %32, %head1.exit ], [ %72, %blk4.body ]
	%40 = phi double [ %30, %head1.exit ], [ %68, %blk4.body ]
	%41 = phi double [ %28, %head1.exit ], [ %64, %blk4.body ]
	%42 = phi double [ %26, %head1.exit ], [ %60, %blk4.body ]
	%43 = phi double [ %24, %head1.exit ], [ %56, %blk4.body ]
	%44 = phi double [ %22, %head1.exit ], [ %52, %blk4.body ]
	%45 = phi i64 [ 0, %head1.exit ], [ %81, %blk4.body ]
	%46 = icmp slt i64 %45, %20
	br i1 %46, label %blk4.body, label %blk4.exit

blk4.body:
	%47 = mul i64 %45, 8
	%48 = add i64 %3, %47
	%49 = add i64 %48, 0
	%50 = getelementptr inbounds double, double* %a, i64 %49
	%51 = load double, double* %50
	%52 = fadd double %44, %51
	%53 = add i64 %48, 1
	%54 = getelementptr inbounds double, double* %a, i64 %53
	%55 = load double, double* %54
	%56 = fadd double %43, %55
	%57 = add i64 %48, 2
	%58 = getelementptr inbounds double, double* %a, i64 %57
	%59 = load double, double* %58
	%60 = fadd double %42, %59
	%61 = add i64 %48, 3
	%62 = getelementptr inbounds double, double* %a, i64 %61
	%63 = load double, double* %62
	%64 = fadd double %41, %63
	%65 = add i64 %48, 4
	%66 = getelementptr inbounds double, double* %a, i64 %65
	%67 = load double, double* %66
	%68 = fadd double %40, %67
	%69 = add i64 %48, 5
	%70 = getelementptr inbounds double, double* %a, i64 %69
	%71 = load double, double* %70
	%72 = fadd double %39, %71
	%73 = add i64 %48, 6
	%74 = getelementptr inbounds double, double* %a, i64 %73
	%75 = load double, double* %74
	%76 = fadd double %38, %75
	%77 = add i64 %48, 7
	%78 = getelementptr inbounds double, double* %a, i64 %77
	%79 = load double, double* %78
	%80 = fadd double %37, %79
	%81 = add i64 %45, 1
	br label %blk4.head

blk4.exit:
	%82 = getelementptr inbounds double, double* %lanes, i64 0
	%83 = fcmp uno double %44, %44
	%84 = bitcast double %44 to i64
	%85 = select i1 %83, i64 u0x7FF8000000000000, i64 %84
	%86 = bitcast double* %82 to i64*
	store i64 %85, i64* %86
	%87 = getelementptr inbounds double, double* %lanes, i64 1
	%88 = fcmp uno double %43, %43
	%89 = bitcast double %43 to i64
	%90 = select i1 %88, i64 u0x7FF8000000000000, i64 %89
	%91 = bitcast double* %87 to i64*
	store i64 %90, i64* %91
	%92 = getelementptr inbounds double, double* %lanes, i64 2
	%93 = fcmp uno double %42, %42
	%94 = bitcast double %42 to i64
	%95 = select i1 %93, i64 u0x7FF8000000000000, i64 %94
	%96 = bitcast double* %92 to i64*
	store i64 %95, i64* %96
	%97 = getelementptr inbounds double, double* %lanes, i64 3
	%98 = fcmp uno double %41, %41
	%99 = bitcast double %41 to i64
	%100 = select i1 %98, i64 u0x7FF8000000000000, i64 %99
	%101 = bitcast double* %97 to i64*
	store i64 %100, i64* %101
	%102 = getelementptr inbounds double, double* %lanes, i64 4
	%103 = fcmp uno double %40, %40
	%104 = bitcast double %40 to i64
	%105 = select i1 %103, i64 u0x7FF8000000000000, i64 %104
	%106 = bitcast double* %102 to i64*
	store i64 %105, i64* %106
	%107 = getelementptr inbounds double, double* %lanes, i64 5
	%108 = fcmp uno double %39, %39
	%109 = bitcast double %39 to i64
	%110 = select i1 %108, i64 u0x7FF8000000000000, i64 %109
	%111 = bitcast double* %107 to i64*
	store i64 %110, i64* %111
	%112 = getelementptr inbounds double, double* %lanes, i64 6
	%113 = fcmp uno double %38, %38
	%114 = bitcast double %38 to i64
	%115 = select i1 %113, i64 u0x7FF8000000000000, i64 %114
	%116 = bitcast double* %112 to i64*
	store i64 %115, i64* %116
	%117 = getelementptr inbounds double, double* %lanes, i64 7
	%118 = fcmp uno double %37, %37
	%119 = bitcast double %37 to i64
	%120 = select i1 %118, i64 u0x7FF8000000000000, i64 %119
	%121 = bitcast double* %117 to i64*
	store i64 %120, i64* %121
	%122 = mul i64 %20, 8
	%123 = add i64 %3, %122
	br label %tail7.head

tail7.head:
	%124 = phi i64 [ %123, %blk4.exit ], [ %138, %tail7.body ]
	%125 = icmp slt i64 %124, %n
	br i1 %125, label %tail7.body, label %tail7.exit

tail7.body:
	%126 = add i64 %off, %124
	%127 = getelementptr inbounds double, double* %a, i64 %124
	%128 = load double, double* %127
	%129 = and i64 %126, 7
	%130 = getelementptr inbounds double, double* %lanes, i64 %129
	%131 = load double, double* %130
	%132 = fadd double %131, %128
	%133 = getelementptr inbounds double, double* %lanes, i64 %129
	%134 = fcmp uno double %132, %132
	%135 = bitcast double %132 to i64
	%136 = select i1 %134, i64 u0x7FF8000000000000, i64 %135
	%137 = bitcast double* %133 to i64*
	store i64 %136, i64* %137
	%138 = add i64 %124, 1
	br label %tail7.head

tail7.exit:
	ret void
}

define internal void @fjv_op7_vs(double* nocapture %x0, double %x1, double* noalias nocapture %c, i64 %n) nounwind {
entry:
	br label %k1.head

k1.head:
	%0 = phi i64 [ 0, %entry ], [ %10, %k1.body ]
	%1 = icmp slt i64 %0, %n
	br i1 %1, label %k1.body, label %k1.exit

k1.body:
	%2 = getelementptr inbounds double, double* %x0, i64 %0
	%3 = load double, double* %2
	%4 = fdiv double %3, %x1
	%5 = getelementptr inbounds double, double* %c, i64 %0
	%6 = fcmp uno double %4, %4
	%7 = bitcast double %4 to i64
	%8 = select i1 %6, i64 u0x7FF8000000000000, i64 %7
	%9 = bitcast double* %5 to i64*
	store i64 %8, i64* %9
	%10 = add i64 %0, 1
	br label %k1.head

k1.exit:
	ret void
}

define internal void @fjv_copy(double* nocapture %x0, double* noalias nocapture %c, i64 %n) nounwind {
entry:
	br label %k1.head

k1.head:
	%0 = phi i64 [ 0, %entry ], [ %9, %k1.body ]
	%1 = icmp slt i64 %0, %n
	br i1 %1, label %k1.body, label %k1.exit

k1.body:
	%2 = getelementptr inbounds double, double* %x0, i64 %0
	%3 = load double, double* %2
	%4 = getelementptr inbounds double, double* %c, i64 %0
	%5 = fcmp uno double %3, %3
	%6 = bitcast double %3 to i64
	%7 = select i1 %5, i64 u0x7FF8000000000000, i64 %6
	%8 = bitcast double* %4 to i64*
	store i64 %7, i64* %8
	%9 = add i64 %0, 1
	br label %k1.head

k1.exit:
	ret void
}
