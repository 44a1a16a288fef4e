; Golden IR of llvmgen test case outer_fullagg (outer full_agg, sparse_safe driver).
; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).
; CPlan outer full_agg(sum) sparse_safe=true hash=fad887583dd34c3b7c7628140d56e951
;     in0 main sparse matrix <- hop 0
;     in1 side dense rows-i <- hop 1
;     in2 side dense rows-j <- hop 2
;     in3 side dense scalar <- hop 5
;     t1 = dot(in1[i,], in2[j,])
;     t3 = t1 + in3
;     t4 = log(t3)
;     t5 = in0 * t4
;     out0 = fulsum(t5)

define void @fj_fad887583dd34c3b7c7628140d56e951(double** noalias nocapture %vals, i64** noalias nocapture %rowptr, i32** noalias nocapture %colidx, double* noalias nocapture %scalars, double* noalias nocapture %out, i64 %m, i64 %rl, i64 %ru, i64* noalias nocapture %aux) nounwind {
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
	%9 = getelementptr inbounds double*, double** %vals, i64 2
	%10 = load double*, double** %9
	%11 = getelementptr inbounds double, double* %scalars, i64 3
	%12 = load double, double* %11
	%13 = getelementptr inbounds i64, i64* %aux, i64 2
	%14 = load i64, i64* %13
	%15 = getelementptr inbounds i64, i64* %aux, i64 3
	%16 = load i64, i64* %15
	%17 = getelementptr inbounds double, double* %0, i64 0
	store double 0.0, double* %17
	%18 = getelementptr inbounds double, double* %0, i64 1
	store double 0.0, double* %18
	%19 = getelementptr inbounds double, double* %0, i64 2
	store double 0.0, double* %19
	%20 = getelementptr inbounds double, double* %0, i64 3
	store double 0.0, double* %20
	%21 = getelementptr inbounds double, double* %0, i64 4
	store double 0.0, double* %21
	%22 = getelementptr inbounds double, double* %0, i64 5
	store double 0.0, double* %22
	%23 = getelementptr inbounds double, double* %0, i64 6
	store double 0.0, double* %23
	%24 = getelementptr inbounds double, double* %0, i64 7
	store double 0.0, double* %24
	br label %row1.head

row1.head:
	%25 = phi double [ 0.0, %entry ], [ %64, %nz4.exit ]
	%26 = phi i64 [ %rl, %entry ], [ %79, %nz4.exit ]
	%27 = icmp slt i64 %26, %ru
	br i1 %27, label %row1.body, label %row1.exit

row1.body:
	%28 = mul i64 %26, %m
	%29 = getelementptr inbounds i64, i64* %4, i64 %26
	%30 = load i64, i64* %29
	%31 = add i64 %26, 1
	%32 = getelementptr inbounds i64, i64* %4, i64 %31
	%33 = load i64, i64* %32
	%34 = sub i64 %26, %rl
	%35 = mul i64 %34, %m
	br label %nz4.head

row1.exit:
	%36 = getelementptr inbounds double, double* %0, i64 0
	%37 = load double, double* %36
	%38 = getelementptr inbounds double, double* %0, i64 1
	%39 = load double, double* %38
	%40 = getelementptr inbounds double, double* %0, i64 2
	%41 = load double, double* %40
	%42 = getelementptr inbounds double, double* %0, i64 3
	%43 = load double, double* %42
	%44 = getelementptr inbounds double, double* %0, i64 4
	%45 = load double, double* %44
	%46 = getelementptr inbounds double, double* %0, i64 5
	%47 = load double, double* %46
	%48 = getelementptr inbounds double, double* %0, i64 6
	%49 = load double, double* %48
	%50 = getelementptr inbounds double, double* %0, i64 7
	%51 = load double, double* %50
	%52 = fadd double %37, %45
	%53 = fadd double %39, %47
	%54 = fadd double %41, %49
	%55 = fadd double %43, %51
	%56 = fadd double %52, %54
	%57 = fadd double %53, %55
	%58 = fadd double %56, %57
	%59 = getelementptr inbounds double, double* %out, i64 0
	%60 = fcmp uno double %58, %58
	%61 = bitcast double %58 to i64
	%62 = select i1 %60, i64 u0x7FF8000000000000, i64 %61
	%63 = bitcast double* %59 to i64*
	store i64 %62, i64* %63
	ret void

nz4.head:
	%64 = phi double [ %25, %row1.body ], [ %64, %dottail12.exit ]
	%65 = phi i64 [ %30, %row1.body ], [ %186, %dottail12.exit ]
	%66 = icmp slt i64 %65, %33
	br i1 %66, label %nz4.body, label %nz4.exit

nz4.body:
	%67 = getelementptr inbounds i32, i32* %6, i64 %65
	%68 = load i32, i32* %67
	%69 = sext i32 %68 to i64
	%70 = getelementptr inbounds double, double* %2, i64 %65
	%71 = load double, double* %70
	%72 = mul i64 %26, %14
	%73 = getelementptr double, double* %8, i64 %72
	%74 = mul i64 %69, %14
	%75 = getelementptr double, double* %10, i64 %74
	%76 = lshr i64 %14, 3
	br label %dot7.head

nz4.exit:
	%77 = sub i64 %33, %30
	%78 = icmp slt i64 %77, %m
	%79 = add i64 %26, 1
	br label %row1.head

dot7.head:
	%80 = phi <4 x double> [ zeroinitializer, %nz4.body ], [ %101, %dot7.body ]
	%81 = phi <4 x double> [ zeroinitializer, %nz4.body ], [ %99, %dot7.body ]
	%82 = phi i64 [ 0, %nz4.body ], [ %102, %dot7.body ]
	%83 = icmp slt i64 %82, %76
	br i1 %83, label %dot7.body, label %dot7.exit

dot7.body:
	%84 = shl i64 %82, 3
	%85 = add i64 %84, 4
	%86 = getelementptr inbounds double, double* %73, i64 %84
	%87 = bitcast double* %86 to <4 x double>*
	%88 = load <4 x double>, <4 x double>* %87, align 8
	%89 = getelementptr inbounds double, double* %73, i64 %85
	%90 = bitcast double* %89 to <4 x double>*
	%91 = load <4 x double>, <4 x double>* %90, align 8
	%92 = getelementptr inbounds double, double* %75, i64 %84
	%93 = bitcast double* %92 to <4 x double>*
	%94 = load <4 x double>, <4 x double>* %93, align 8
	%95 = getelementptr inbounds double, double* %75, i64 %85
	%96 = bitcast double* %95 to <4 x double>*
	%97 = load <4 x double>, <4 x double>* %96, align 8
	%98 = fmul <4 x double> %88, %94
	%99 = fadd <4 x double> %81, %98
	%100 = fmul <4 x double> %91, %97
	%101 = fadd <4 x double> %80, %100
	%102 = add i64 %82, 1
	br label %dot7.head

dot7.exit:
	%103 = shl i64 %76, 3
	%104 = fadd <4 x double> %81, %80
	%105 = add i64 %103, 4
	%106 = icmp sle i64 %105, %14
	br i1 %106, label %dotquad10.body, label %dotquad10.join

dotquad10.body:
	%107 = getelementptr inbounds double, double* %73, i64 %103
	%108 = bitcast double* %107 to <4 x double>*
	%109 = load <4 x double>, <4 x double>* %108, align 8
	%110 = getelementptr inbounds double, double* %75, i64 %103
	%111 = bitcast double* %110 to <4 x double>*
	%112 = load <4 x double>, <4 x double>* %111, align 8
	%113 = fmul <4 x double> %109, %112
	%114 = fadd <4 x double> %104, %113
	%115 = add i64 %103, 4
	br label %dotquad10.join

dotquad10.join:
	%116 = phi i64 [ %103, %dot7.exit ], [ %115, %dotquad10.body ]
	%117 = phi <4 x double> [ %104, %dot7.exit ], [ %114, %dotquad10.body ]
	%118 = shufflevector <4 x double> %117, <4 x double> undef, <2 x i32> <i32 0, i32 1>
	%119 = shufflevector <4 x double> %117, <4 x double> undef, <2 x i32> <i32 2, i32 3>
	%120 = fadd <2 x double> %118, %119
	%121 = extractelement <2 x double> %120, i64 0
	%122 = extractelement <2 x double> %120, i64 1
	%123 = fadd double %121, %122
	br label %dottail12.head

dottail12.head:
	%124 = phi double [ %123, %dotquad10.join ], [ %132, %dottail12.body ]
	%125 = phi i64 [ %116, %dotquad10.join ], [ %133, %dottail12.body ]
	%126 = icmp slt i64 %125, %14
	br i1 %126, label %dottail12.body, label %dottail12.exit

dottail12.body:
	%127 = getelementptr inbounds double, double* %73, i64 %125
	%128 = load double, double* %127
	%129 = getelementptr inbounds double, double* %75, i64 %125
	%130 = load double, double* %129
	%131 = fmul double %128, %130
	%132 = fadd double %124, %131
	%133 = add i64 %125, 1
	br label %dottail12.head

dottail12.exit:
	%134 = fadd double %124, %12
	%135 = fcmp olt double %134, 0x10000000000000
	%136 = fmul double %134, 1.8014398509481984e+16
	%137 = select i1 %135, double %136, double %134
	%138 = bitcast double %137 to i64
	%139 = add i64 %138, 2638149301829632
	%140 = lshr i64 %139, 52
	%141 = sub i64 %140, 1023
	%142 = sub i64 %141, 54
	%143 = select i1 %135, i64 %142, i64 %141
	%144 = and i64 %139, u0xFFFFFFFFFFFFF
	%145 = add i64 %144, 4604544269498187776
	%146 = bitcast i64 %145 to double
	%147 = sitofp i64 %143 to double
	%148 = fsub double %146, 1.0
	%149 = fadd double 2.0, %148
	%150 = fdiv double %148, %149
	%151 = fmul double 0.5, %148
	%152 = fmul double %151, %148
	%153 = fmul double %150, %150
	%154 = fmul double %153, %153
	%155 = call double @llvm.fma.f64(double 0x3FC2F112DF3E5244, double %154, double 0x3FC7466496CB03DE)
	%156 = call double @llvm.fma.f64(double %155, double %154, double 0x3FD2492494229359)
	%157 = call double @llvm.fma.f64(double %156, double %154, double 0x3FE5555555555593)
	%158 = fmul double %153, %157
	%159 = call double @llvm.fma.f64(double 0x3FC39A09D078C69F, double %154, double 0x3FCC71C51D8E78AF)
	%160 = call double @llvm.fma.f64(double %159, double %154, double 0x3FD999999997FA04)
	%161 = fmul double %154, %160
	%162 = fadd double %158, %161
	%163 = fadd double %152, %162
	%164 = fmul double %150, %163
	%165 = fmul double %147, 0x3DEA39EF35793C76
	%166 = fadd double %164, %165
	%167 = fmul double %147, 0x3FE62E42FEE00000
	%168 = fsub double %152, %166
	%169 = fsub double %168, %148
	%170 = fsub double %167, %169
	%171 = fcmp ogt double %134, 0x7FEFFFFFFFFFFFFF
	%172 = select i1 %171, double %134, double %170
	%173 = fcmp oeq double %134, 0.0
	%174 = select i1 %173, double 0xFFF0000000000000, double %172
	%175 = fcmp olt double %134, 0.0
	%176 = select i1 %175, double 0x7FF8000000000000, double %174
	%177 = fcmp uno double %134, %134
	%178 = select i1 %177, double %134, double %176
	%179 = fmul double %71, %178
	%180 = add i64 %35, %69
	%181 = and i64 %180, 7
	%182 = getelementptr inbounds double, double* %0, i64 %181
	%183 = load double, double* %182
	%184 = fadd double %183, %179
	%185 = getelementptr inbounds double, double* %0, i64 %181
	store double %184, double* %185
	%186 = add i64 %65, 1
	br label %nz4.head
}

declare double @llvm.fma.f64(double %0, double %1, double %2) nounwind
