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
	%27 = getelementptr inbounds i64, i64* %aux, i64 0
	%28 = load i64, i64* %27
	%29 = inttoptr i64 %28 to i64*
	%30 = getelementptr inbounds i64, i64* %29, i64 0
	%31 = load i64, i64* %30
	%32 = icmp eq i64 %31, 0
	br i1 %32, label %fillslots1, label %fillslots1.done

fillslots1:
	%33 = icmp sgt i64 %m, 0
	%34 = select i1 %33, i64 %m, i64 1
	%35 = mul i64 %34, 2
	br label %fill3.head

fillslots1.done:
	br label %row6.head

fill3.head:
	%36 = phi i64 [ 0, %fillslots1 ], [ %40, %fill3.body ]
	%37 = icmp slt i64 %36, %35
	br i1 %37, label %fill3.body, label %fill3.exit

fill3.body:
	%38 = ptrtoint i64* %29 to i64
	%39 = getelementptr inbounds i64, i64* %29, i64 %36
	store i64 %38, i64* %39
	%40 = add i64 %36, 1
	br label %fill3.head

fill3.exit:
	br label %fillslots1.done

row6.head:
	%41 = phi double [ 0.0, %fillslots1.done ], [ %125, %nz15.exit ]
	%42 = phi i64 [ %rl, %fillslots1.done ], [ %179, %nz15.exit ]
	%43 = icmp slt i64 %42, %ru
	br i1 %43, label %row6.body, label %row6.exit

row6.body:
	%44 = mul i64 %42, %m
	%45 = getelementptr inbounds i64, i64* %4, i64 %42
	%46 = load i64, i64* %45
	%47 = add i64 %42, 1
	%48 = getelementptr inbounds i64, i64* %4, i64 %47
	%49 = load i64, i64* %48
	%50 = getelementptr inbounds i64, i64* %aux, i64 0
	%51 = load i64, i64* %50
	%52 = inttoptr i64 %51 to i64*
	%53 = getelementptr inbounds i64, i64* %10, i64 %42
	%54 = load i64, i64* %53
	%55 = add i64 %42, 1
	%56 = getelementptr inbounds i64, i64* %10, i64 %55
	%57 = load i64, i64* %56
	%58 = icmp slt i64 %54, %57
	%59 = select i1 %58, i64 %54, i64 0
	%60 = getelementptr inbounds double, double* %8, i64 %59
	%61 = ptrtoint double* %60 to i64
	%62 = sub i64 %57, %54
	%63 = shl i64 %62, 3
	br label %scatter9.head

row6.exit:
	%64 = getelementptr inbounds double, double* %0, i64 0
	%65 = load double, double* %64
	%66 = getelementptr inbounds double, double* %0, i64 1
	%67 = load double, double* %66
	%68 = getelementptr inbounds double, double* %0, i64 2
	%69 = load double, double* %68
	%70 = getelementptr inbounds double, double* %0, i64 3
	%71 = load double, double* %70
	%72 = getelementptr inbounds double, double* %0, i64 4
	%73 = load double, double* %72
	%74 = getelementptr inbounds double, double* %0, i64 5
	%75 = load double, double* %74
	%76 = getelementptr inbounds double, double* %0, i64 6
	%77 = load double, double* %76
	%78 = getelementptr inbounds double, double* %0, i64 7
	%79 = load double, double* %78
	%80 = fadd double %65, %73
	%81 = fadd double %67, %75
	%82 = fadd double %69, %77
	%83 = fadd double %71, %79
	%84 = fadd double %80, %82
	%85 = fadd double %81, %83
	%86 = fadd double %84, %85
	%87 = getelementptr inbounds double, double* %out, i64 0
	%88 = fcmp uno double %86, %86
	%89 = select i1 %88, double 0x7FF8000000000000, double %86
	store double %89, double* %87
	ret void

scatter9.head:
	%90 = phi i64 [ %54, %row6.body ], [ %100, %scatter9.body ]
	%91 = icmp slt i64 %90, %57
	br i1 %91, label %scatter9.body, label %scatter9.exit

scatter9.body:
	%92 = getelementptr inbounds i32, i32* %12, i64 %90
	%93 = load i32, i32* %92
	%94 = sext i32 %93 to i64
	%95 = getelementptr inbounds double, double* %8, i64 %90
	%96 = ptrtoint double* %95 to i64
	%97 = mul i64 %94, 2
	%98 = add i64 %97, 0
	%99 = getelementptr inbounds i64, i64* %52, i64 %98
	store i64 %96, i64* %99
	%100 = add i64 %90, 1
	br label %scatter9.head

scatter9.exit:
	%101 = getelementptr inbounds i64, i64* %16, i64 %42
	%102 = load i64, i64* %101
	%103 = add i64 %42, 1
	%104 = getelementptr inbounds i64, i64* %16, i64 %103
	%105 = load i64, i64* %104
	%106 = icmp slt i64 %102, %105
	%107 = select i1 %106, i64 %102, i64 0
	%108 = getelementptr inbounds double, double* %14, i64 %107
	%109 = ptrtoint double* %108 to i64
	%110 = sub i64 %105, %102
	%111 = shl i64 %110, 3
	br label %scatter12.head

scatter12.head:
	%112 = phi i64 [ %102, %scatter9.exit ], [ %122, %scatter12.body ]
	%113 = icmp slt i64 %112, %105
	br i1 %113, label %scatter12.body, label %scatter12.exit

scatter12.body:
	%114 = getelementptr inbounds i32, i32* %18, i64 %112
	%115 = load i32, i32* %114
	%116 = sext i32 %115 to i64
	%117 = getelementptr inbounds double, double* %14, i64 %112
	%118 = ptrtoint double* %117 to i64
	%119 = mul i64 %116, 2
	%120 = add i64 %119, 1
	%121 = getelementptr inbounds i64, i64* %52, i64 %120
	store i64 %118, i64* %121
	%122 = add i64 %112, 1
	br label %scatter12.head

scatter12.exit:
	%123 = sub i64 %42, %rl
	%124 = mul i64 %123, %m
	br label %nz15.head

nz15.head:
	%125 = phi double [ %41, %scatter12.exit ], [ %125, %nzadd18.done ]
	%126 = phi i64 [ %46, %scatter12.exit ], [ %185, %nzadd18.done ]
	%127 = icmp slt i64 %126, %49
	br i1 %127, label %nz15.body, label %nz15.exit

nz15.body:
	%128 = getelementptr inbounds i32, i32* %6, i64 %126
	%129 = load i32, i32* %128
	%130 = sext i32 %129 to i64
	%131 = getelementptr inbounds double, double* %2, i64 %126
	%132 = load double, double* %131
	%133 = mul i64 %130, 2
	%134 = add i64 %133, 0
	%135 = getelementptr inbounds i64, i64* %52, i64 %134
	%136 = load i64, i64* %135
	%137 = sub i64 %136, %61
	%138 = icmp ult i64 %137, %63
	%139 = sext i1 %138 to i64
	%140 = and i64 %137, %139
	%141 = add i64 %61, %140
	%142 = inttoptr i64 %141 to double*
	%143 = load double, double* %142
	%144 = bitcast double %143 to i64
	%145 = and i64 %144, %139
	%146 = bitcast i64 %145 to double
	%147 = xor i1 %138, true
	%148 = mul i64 %130, 2
	%149 = add i64 %148, 1
	%150 = getelementptr inbounds i64, i64* %52, i64 %149
	%151 = load i64, i64* %150
	%152 = sub i64 %151, %109
	%153 = icmp ult i64 %152, %111
	%154 = sext i1 %153 to i64
	%155 = and i64 %152, %154
	%156 = add i64 %109, %155
	%157 = inttoptr i64 %156 to double*
	%158 = load double, double* %157
	%159 = bitcast double %158 to i64
	%160 = and i64 %159, %154
	%161 = bitcast i64 %160 to double
	%162 = xor i1 %153, true
	%163 = fmul double %132, %146
	%164 = xor i1 %147, true
	%165 = sext i1 %164 to i64
	%166 = bitcast double %163 to i64
	%167 = and i64 %166, %165
	%168 = bitcast i64 %167 to double
	%169 = fmul double %168, %161
	%170 = or i1 %147, %162
	%171 = xor i1 %170, true
	%172 = sext i1 %171 to i64
	%173 = bitcast double %169 to i64
	%174 = and i64 %173, %172
	%175 = bitcast i64 %174 to double
	%176 = add i64 %124, %130
	br i1 %170, label %nzadd18.done, label %nzadd18

nz15.exit:
	%177 = sub i64 %49, %46
	%178 = icmp slt i64 %177, %m
	%179 = add i64 %42, 1
	br label %row6.head

nzadd18:
	%180 = and i64 %176, 7
	%181 = getelementptr inbounds double, double* %0, i64 %180
	%182 = load double, double* %181
	%183 = fadd double %182, %175
	%184 = getelementptr inbounds double, double* %0, i64 %180
	store double %183, double* %184
	br label %nzadd18.done

nzadd18.done:
	%185 = add i64 %126, 1
	br label %nz15.head
}
