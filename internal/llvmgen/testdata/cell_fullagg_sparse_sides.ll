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
	%41 = phi double [ 0.0, %fillslots1.done ], [ %127, %nz15.exit ]
	%42 = phi i64 [ %rl, %fillslots1.done ], [ %181, %nz15.exit ]
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
	%89 = bitcast double %86 to i64
	%90 = select i1 %88, i64 u0x7FF8000000000000, i64 %89
	%91 = bitcast double* %87 to i64*
	store i64 %90, i64* %91
	ret void

scatter9.head:
	%92 = phi i64 [ %54, %row6.body ], [ %102, %scatter9.body ]
	%93 = icmp slt i64 %92, %57
	br i1 %93, label %scatter9.body, label %scatter9.exit

scatter9.body:
	%94 = getelementptr inbounds i32, i32* %12, i64 %92
	%95 = load i32, i32* %94
	%96 = sext i32 %95 to i64
	%97 = getelementptr inbounds double, double* %8, i64 %92
	%98 = ptrtoint double* %97 to i64
	%99 = mul i64 %96, 2
	%100 = add i64 %99, 0
	%101 = getelementptr inbounds i64, i64* %52, i64 %100
	store i64 %98, i64* %101
	%102 = add i64 %92, 1
	br label %scatter9.head

scatter9.exit:
	%103 = getelementptr inbounds i64, i64* %16, i64 %42
	%104 = load i64, i64* %103
	%105 = add i64 %42, 1
	%106 = getelementptr inbounds i64, i64* %16, i64 %105
	%107 = load i64, i64* %106
	%108 = icmp slt i64 %104, %107
	%109 = select i1 %108, i64 %104, i64 0
	%110 = getelementptr inbounds double, double* %14, i64 %109
	%111 = ptrtoint double* %110 to i64
	%112 = sub i64 %107, %104
	%113 = shl i64 %112, 3
	br label %scatter12.head

scatter12.head:
	%114 = phi i64 [ %104, %scatter9.exit ], [ %124, %scatter12.body ]
	%115 = icmp slt i64 %114, %107
	br i1 %115, label %scatter12.body, label %scatter12.exit

scatter12.body:
	%116 = getelementptr inbounds i32, i32* %18, i64 %114
	%117 = load i32, i32* %116
	%118 = sext i32 %117 to i64
	%119 = getelementptr inbounds double, double* %14, i64 %114
	%120 = ptrtoint double* %119 to i64
	%121 = mul i64 %118, 2
	%122 = add i64 %121, 1
	%123 = getelementptr inbounds i64, i64* %52, i64 %122
	store i64 %120, i64* %123
	%124 = add i64 %114, 1
	br label %scatter12.head

scatter12.exit:
	%125 = sub i64 %42, %rl
	%126 = mul i64 %125, %m
	br label %nz15.head

nz15.head:
	%127 = phi double [ %41, %scatter12.exit ], [ %127, %nzadd18.done ]
	%128 = phi i64 [ %46, %scatter12.exit ], [ %187, %nzadd18.done ]
	%129 = icmp slt i64 %128, %49
	br i1 %129, label %nz15.body, label %nz15.exit

nz15.body:
	%130 = getelementptr inbounds i32, i32* %6, i64 %128
	%131 = load i32, i32* %130
	%132 = sext i32 %131 to i64
	%133 = getelementptr inbounds double, double* %2, i64 %128
	%134 = load double, double* %133
	%135 = mul i64 %132, 2
	%136 = add i64 %135, 0
	%137 = getelementptr inbounds i64, i64* %52, i64 %136
	%138 = load i64, i64* %137
	%139 = sub i64 %138, %61
	%140 = icmp ult i64 %139, %63
	%141 = sext i1 %140 to i64
	%142 = and i64 %139, %141
	%143 = add i64 %61, %142
	%144 = inttoptr i64 %143 to double*
	%145 = load double, double* %144
	%146 = bitcast double %145 to i64
	%147 = and i64 %146, %141
	%148 = bitcast i64 %147 to double
	%149 = xor i1 %140, true
	%150 = mul i64 %132, 2
	%151 = add i64 %150, 1
	%152 = getelementptr inbounds i64, i64* %52, i64 %151
	%153 = load i64, i64* %152
	%154 = sub i64 %153, %111
	%155 = icmp ult i64 %154, %113
	%156 = sext i1 %155 to i64
	%157 = and i64 %154, %156
	%158 = add i64 %111, %157
	%159 = inttoptr i64 %158 to double*
	%160 = load double, double* %159
	%161 = bitcast double %160 to i64
	%162 = and i64 %161, %156
	%163 = bitcast i64 %162 to double
	%164 = xor i1 %155, true
	%165 = fmul double %134, %145
	%166 = xor i1 %149, true
	%167 = sext i1 %166 to i64
	%168 = bitcast double %165 to i64
	%169 = and i64 %168, %167
	%170 = bitcast i64 %169 to double
	%171 = fmul double %170, %160
	%172 = or i1 %149, %164
	%173 = xor i1 %172, true
	%174 = sext i1 %173 to i64
	%175 = bitcast double %171 to i64
	%176 = and i64 %175, %174
	%177 = bitcast i64 %176 to double
	%178 = add i64 %126, %132
	br i1 %172, label %nzadd18.done, label %nzadd18

nz15.exit:
	%179 = sub i64 %49, %46
	%180 = icmp slt i64 %179, %m
	%181 = add i64 %42, 1
	br label %row6.head

nzadd18:
	%182 = and i64 %178, 7
	%183 = getelementptr inbounds double, double* %0, i64 %182
	%184 = load double, double* %183
	%185 = fadd double %184, %177
	%186 = getelementptr inbounds double, double* %0, i64 %182
	store double %185, double* %186
	br label %nzadd18.done

nzadd18.done:
	%187 = add i64 %128, 1
	br label %nz15.head
}
