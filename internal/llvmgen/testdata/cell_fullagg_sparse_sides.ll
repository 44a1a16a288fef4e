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
	%41 = phi double [ 0.0, %fillslots1.done ], [ %123, %nz15.exit ]
	%42 = phi i64 [ %rl, %fillslots1.done ], [ %177, %nz15.exit ]
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
	store double %86, double* %87
	ret void

scatter9.head:
	%88 = phi i64 [ %54, %row6.body ], [ %98, %scatter9.body ]
	%89 = icmp slt i64 %88, %57
	br i1 %89, label %scatter9.body, label %scatter9.exit

scatter9.body:
	%90 = getelementptr inbounds i32, i32* %12, i64 %88
	%91 = load i32, i32* %90
	%92 = sext i32 %91 to i64
	%93 = getelementptr inbounds double, double* %8, i64 %88
	%94 = ptrtoint double* %93 to i64
	%95 = mul i64 %92, 2
	%96 = add i64 %95, 0
	%97 = getelementptr inbounds i64, i64* %52, i64 %96
	store i64 %94, i64* %97
	%98 = add i64 %88, 1
	br label %scatter9.head

scatter9.exit:
	%99 = getelementptr inbounds i64, i64* %16, i64 %42
	%100 = load i64, i64* %99
	%101 = add i64 %42, 1
	%102 = getelementptr inbounds i64, i64* %16, i64 %101
	%103 = load i64, i64* %102
	%104 = icmp slt i64 %100, %103
	%105 = select i1 %104, i64 %100, i64 0
	%106 = getelementptr inbounds double, double* %14, i64 %105
	%107 = ptrtoint double* %106 to i64
	%108 = sub i64 %103, %100
	%109 = shl i64 %108, 3
	br label %scatter12.head

scatter12.head:
	%110 = phi i64 [ %100, %scatter9.exit ], [ %120, %scatter12.body ]
	%111 = icmp slt i64 %110, %103
	br i1 %111, label %scatter12.body, label %scatter12.exit

scatter12.body:
	%112 = getelementptr inbounds i32, i32* %18, i64 %110
	%113 = load i32, i32* %112
	%114 = sext i32 %113 to i64
	%115 = getelementptr inbounds double, double* %14, i64 %110
	%116 = ptrtoint double* %115 to i64
	%117 = mul i64 %114, 2
	%118 = add i64 %117, 1
	%119 = getelementptr inbounds i64, i64* %52, i64 %118
	store i64 %116, i64* %119
	%120 = add i64 %110, 1
	br label %scatter12.head

scatter12.exit:
	%121 = sub i64 %42, %rl
	%122 = mul i64 %121, %m
	br label %nz15.head

nz15.head:
	%123 = phi double [ %41, %scatter12.exit ], [ %123, %nzadd18.done ]
	%124 = phi i64 [ %46, %scatter12.exit ], [ %183, %nzadd18.done ]
	%125 = icmp slt i64 %124, %49
	br i1 %125, label %nz15.body, label %nz15.exit

nz15.body:
	%126 = getelementptr inbounds i32, i32* %6, i64 %124
	%127 = load i32, i32* %126
	%128 = sext i32 %127 to i64
	%129 = getelementptr inbounds double, double* %2, i64 %124
	%130 = load double, double* %129
	%131 = mul i64 %128, 2
	%132 = add i64 %131, 0
	%133 = getelementptr inbounds i64, i64* %52, i64 %132
	%134 = load i64, i64* %133
	%135 = sub i64 %134, %61
	%136 = icmp ult i64 %135, %63
	%137 = sext i1 %136 to i64
	%138 = and i64 %135, %137
	%139 = add i64 %61, %138
	%140 = inttoptr i64 %139 to double*
	%141 = load double, double* %140
	%142 = bitcast double %141 to i64
	%143 = and i64 %142, %137
	%144 = bitcast i64 %143 to double
	%145 = xor i1 %136, true
	%146 = mul i64 %128, 2
	%147 = add i64 %146, 1
	%148 = getelementptr inbounds i64, i64* %52, i64 %147
	%149 = load i64, i64* %148
	%150 = sub i64 %149, %107
	%151 = icmp ult i64 %150, %109
	%152 = sext i1 %151 to i64
	%153 = and i64 %150, %152
	%154 = add i64 %107, %153
	%155 = inttoptr i64 %154 to double*
	%156 = load double, double* %155
	%157 = bitcast double %156 to i64
	%158 = and i64 %157, %152
	%159 = bitcast i64 %158 to double
	%160 = xor i1 %151, true
	%161 = fmul double %130, %144
	%162 = xor i1 %145, true
	%163 = sext i1 %162 to i64
	%164 = bitcast double %161 to i64
	%165 = and i64 %164, %163
	%166 = bitcast i64 %165 to double
	%167 = fmul double %166, %159
	%168 = or i1 %145, %160
	%169 = xor i1 %168, true
	%170 = sext i1 %169 to i64
	%171 = bitcast double %167 to i64
	%172 = and i64 %171, %170
	%173 = bitcast i64 %172 to double
	%174 = add i64 %122, %128
	br i1 %168, label %nzadd18.done, label %nzadd18

nz15.exit:
	%175 = sub i64 %49, %46
	%176 = icmp slt i64 %175, %m
	%177 = add i64 %42, 1
	br label %row6.head

nzadd18:
	%178 = and i64 %174, 7
	%179 = getelementptr inbounds double, double* %0, i64 %178
	%180 = load double, double* %179
	%181 = fadd double %180, %173
	%182 = getelementptr inbounds double, double* %0, i64 %178
	store double %181, double* %182
	br label %nzadd18.done

nzadd18.done:
	%183 = add i64 %124, 1
	br label %nz15.head
}
