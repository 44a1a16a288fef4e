package llvmgen

import (
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"

	"github.com/fusejit/fusejit/internal/cplan"
	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/memo"
)

// wantKernelParams is the kernel calling convention (kernelParams in
// module.go) as the skeletons call it; change both together.
var wantKernelParams = []struct {
	name string
	typ  types.Type
}{
	{"vals", f64pp}, {"rowptr", i64pp}, {"colidx", i32pp}, {"scalars", f64p}, {"out", f64p},
	{"m", i64}, {"rl", i64}, {"ru", i64}, {"aux", i64p},
}

// lowered lowers one plan into a fresh module, as Generate does.
func lowered(t *testing.T, p *cplan.CPlan) *module {
	t.Helper()
	m := newModule()
	if err := m.lower(p, Symbol(p)); err != nil {
		t.Fatal(err)
	}
	return m
}

func hasFuncAttr(attrs []ir.FuncAttribute, a enum.FuncAttr) bool {
	for _, x := range attrs {
		if x == a {
			return true
		}
	}
	return false
}

func hasParamAttr(p *ir.Param, a enum.ParamAttr) bool {
	for _, x := range p.Attrs {
		if x == a {
			return true
		}
	}
	return false
}

// TestModuleStructure checks every golden plan's module: one exported
// kernel with the calling convention's signature, primitives private to
// the module, declarations only of intrinsics and libm, and calls that
// match their callees' signatures.
func TestModuleStructure(t *testing.T) {
	for _, c := range goldenCases {
		t.Run(c.name, func(t *testing.T) {
			p := planFor(t, c)
			m := lowered(t, p)
			kernels := 0
			for _, f := range m.ir.Funcs {
				switch {
				case f.Name() == Symbol(p):
					kernels++
					checkKernelSignature(t, f)
				case len(f.Blocks) == 0:
					if !strings.HasPrefix(f.Name(), "llvm.") && !slices.Contains([]string{"tanh"}, f.Name()) {
						t.Errorf("declares %s: kernels may call only LLVM intrinsics and libm", f.Name())
					}
				default:
					if f.Linkage != enum.LinkageInternal {
						t.Errorf("helper %s has linkage %v, want internal (only the kernel is exported)", f.Name(), f.Linkage)
					}
					for _, q := range f.Params {
						if types.IsPointer(q.Typ) && !hasParamAttr(q, enum.ParamAttrNoCapture) {
							t.Errorf("helper %s: pointer parameter %s is not nocapture", f.Name(), q.Name())
						}
					}
				}
				if !hasFuncAttr(f.FuncAttrs, enum.FuncAttrNoUnwind) {
					t.Errorf("%s is not nounwind", f.Name())
				}
				checkBodies(t, f)
			}
			if kernels != 1 {
				t.Errorf("%d functions named %s, want 1", kernels, Symbol(p))
			}
		})
	}
}

func checkKernelSignature(t *testing.T, f *ir.Func) {
	t.Helper()
	if f.Linkage != enum.LinkageNone && f.Linkage != enum.LinkageExternal {
		t.Errorf("kernel linkage %v: the loader needs an exported symbol", f.Linkage)
	}
	if !f.Sig.RetType.Equal(types.Void) {
		t.Errorf("kernel returns %s, want void", f.Sig.RetType)
	}
	if len(f.Params) != len(wantKernelParams) {
		t.Fatalf("kernel has %d parameters, want %d", len(f.Params), len(wantKernelParams))
	}
	for i, w := range wantKernelParams {
		q := f.Params[i]
		if q.Name() != w.name || !q.Typ.Equal(w.typ) {
			t.Errorf("kernel parameter %d is %s %s, want %s %s", i, q.Typ, q.Name(), w.typ, w.name)
		}
		if types.IsPointer(q.Typ) && !(hasParamAttr(q, enum.ParamAttrNoAlias) && hasParamAttr(q, enum.ParamAttrNoCapture)) {
			t.Errorf("kernel parameter %s is not noalias nocapture", q.Name())
		}
	}
}

// checkBodies: unique block names, a terminator per block, and calls whose
// arguments match the callee's parameter types.
func checkBodies(t *testing.T, f *ir.Func) {
	t.Helper()
	names := map[string]bool{}
	for _, b := range f.Blocks {
		if names[b.Name()] {
			t.Errorf("%s: duplicate block %s", f.Name(), b.Name())
		}
		names[b.Name()] = true
		if b.Term == nil {
			t.Errorf("%s: block %s has no terminator", f.Name(), b.Name())
		}
		for _, inst := range b.Insts {
			call, ok := inst.(*ir.InstCall)
			if !ok {
				continue
			}
			callee := call.Callee.(*ir.Func)
			if len(call.Args) != len(callee.Params) {
				t.Errorf("%s: call to %s with %d arguments, want %d", f.Name(), callee.Name(), len(call.Args), len(callee.Params))
				continue
			}
			for i, a := range call.Args {
				if !a.Type().Equal(callee.Params[i].Typ) {
					t.Errorf("%s: argument %d of %s is %s, want %s", f.Name(), i, callee.Name(), a.Type(), callee.Params[i].Typ)
				}
			}
		}
	}
}

// TestGenerateSymbols: one definition per distinct plan, symbols in plan
// order (repeats included), the same text on every run.
func TestGenerateSymbols(t *testing.T) {
	p, q := planFor(t, goldenCases[0]), planFor(t, goldenCases[len(goldenCases)-1])
	text, syms, err := Generate(p, q, p)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{Symbol(p), Symbol(q), Symbol(p)}
	if !slices.Equal(syms, want) {
		t.Errorf("symbols %v, want %v", syms, want)
	}
	if Symbol(p) != "fj_"+p.Hash() {
		t.Errorf("Symbol %s is not fj_ + plan hash", Symbol(p))
	}
	for _, s := range []string{Symbol(p), Symbol(q)} {
		if n := strings.Count(text, "define void @"+s+"("); n != 1 {
			t.Errorf("%s defined %d times", s, n)
		}
	}
	again, _, err := Generate(p, q, p)
	if err != nil || again != text {
		t.Errorf("second Generate differs (err %v)", err)
	}
	if _, _, err := Generate(&cplan.CPlan{Template: memo.TemplateType(200)}); err == nil {
		t.Errorf("unknown template: no error")
	}
}

// TestRowInliningLimit: a Row kernel with more than rowInlineMaxCalls
// primitive calls marks each noinline; a short one leaves inlining to clang.
func TestRowInliningLimit(t *testing.T) {
	for _, c := range goldenCases {
		if c.tmpl != memo.TemplateRow {
			continue
		}
		p := planFor(t, c)
		m := lowered(t, p)
		calls, noinline := 0, 0
		for _, f := range m.ir.Funcs {
			if f.Name() != Symbol(p) {
				continue
			}
			for _, b := range f.Blocks {
				for _, inst := range b.Insts {
					if call, ok := inst.(*ir.InstCall); ok && len(call.Callee.(*ir.Func).Blocks) > 0 {
						calls++
						if hasFuncAttr(call.FuncAttrs, enum.FuncAttrNoInline) {
							noinline++
						}
					}
				}
			}
		}
		want := 0
		if calls > rowInlineMaxCalls {
			want = calls
		}
		if noinline != want {
			t.Errorf("%s: %d of %d primitive calls noinline, want %d", c.name, noinline, calls, want)
		}
	}
}

// TestPrimitives runs vector primitives through the interpreter on small
// vectors, sparse rows given as values and column indexes.
func TestPrimitives(t *testing.T) {
	nan := math.NaN()
	m := newModule()
	e := &exprEmitter{m: m}
	run := func(t *testing.T, f *ir.Func, args ...any) any {
		t.Helper()
		r, err := (&interp{}).call(f, args...)
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	vec := func(xs ...float64) ptr { return ptr{buf: xs} }
	idx := func(js ...int32) ptr { return ptr{buf: js} }

	t.Run("reduce", func(t *testing.T) {
		for _, c := range []struct {
			op   string
			f    *ir.Func
			in   []float64
			want float64
		}{
			{"sum", m.reducePrim(hop.OpSum), []float64{1, 2, 3.5}, 6.5},
			{"max", m.reducePrim(hop.OpMax), []float64{-1, nan, 3}, nan},
			{"max-empty", m.reducePrim(hop.OpMax), nil, math.Inf(-1)},
		} {
			if got := run(t, c.f, vec(c.in...), int64(len(c.in))).(float64); !sameFloat(got, c.want, false) {
				t.Errorf("%s%v = %g, want %g", c.op, c.in, got, c.want)
			}
		}
	})
	t.Run("indexmax", func(t *testing.T) {
		for _, c := range []struct {
			in   []float64
			want float64
		}{{[]float64{1, 5, 5, 2}, 2}, {[]float64{1, nan, 9}, 2}, {[]float64{7}, 1}} {
			if got := run(t, m.indexMaxPrim(), vec(c.in...), int64(len(c.in))).(float64); got != c.want {
				t.Errorf("indexmax%v = %g, want %g", c.in, got, c.want)
			}
		}
	})
	t.Run("dot", func(t *testing.T) {
		if got := run(t, m.dotPrim("vv"), vec(1, 2, 3), vec(4, 5, 6), int64(3)).(float64); got != 32 {
			t.Errorf("dot vv = %g, want 32", got)
		}
		// A sparse row {1: 2, 3: 10} times b = (1, 2, 3, 4).
		if got := run(t, m.dotPrim("vg"), vec(2, 10), vec(1, 2, 3, 4), idx(1, 3), int64(2)).(float64); got != 44 {
			t.Errorf("dot vg = %g, want 44", got)
		}
	})
	t.Run("scatter", func(t *testing.T) {
		c := []float64{9, 9, 9, 9}
		run(t, m.scatterPrim(), vec(2, 10), idx(1, 3), ptr{buf: c}, int64(2), int64(4))
		if !slices.Equal(c, []float64{0, 2, 0, 10}) {
			t.Errorf("scatter = %v", c)
		}
	})
	t.Run("binary vg", func(t *testing.T) {
		// Sparse row values (2, 10) at columns (1, 3) minus a dense row
		// gathered at those columns.
		c := make([]float64, 2)
		run(t, m.binaryPrim(e, hop.OpSub, "vg"), vec(2, 10), vec(1, 2, 3, 4), idx(1, 3), ptr{buf: c}, int64(2))
		if !slices.Equal(c, []float64{0, 6}) {
			t.Errorf("vg sub = %v, want [0 6]", c)
		}
	})
	t.Run("colfold g", func(t *testing.T) {
		c := []float64{1, 1, 1, 1}
		run(t, m.colFoldPrim(hop.OpSum, "g"), vec(2, 10), idx(1, 3), ptr{buf: c}, int64(2))
		if !slices.Equal(c, []float64{1, 3, 1, 11}) {
			t.Errorf("colfold = %v", c)
		}
	})
	t.Run("matvec", func(t *testing.T) {
		// x = (1, 2) times B (2 x 3) = [[1 2 3] [4 5 6]].
		B := vec(1, 2, 3, 4, 5, 6)
		for _, f := range []*ir.Func{m.matVecPrim("v", 0), m.matVecPrim("v", 3)} {
			c := make([]float64, 3)
			run(t, f, vec(1, 2), B, ptr{buf: c}, int64(2), int64(3))
			if !slices.Equal(c, []float64{9, 12, 15}) {
				t.Errorf("%s = %v, want [9 12 15]", f.Name(), c)
			}
		}
	})
	t.Run("outer", func(t *testing.T) {
		// C (3 x 2) += z w^T with z sparse {0: 2, 2: 3} and w = (1, 10).
		for _, f := range []*ir.Func{m.outerAddPrim('g', 'v', 0), m.outerAddPrim('g', 'v', 2)} {
			c := make([]float64, 6)
			run(t, f, vec(2, 3), idx(0, 2), int64(2), vec(1, 10), ptr{}, int64(2), ptr{buf: c}, int64(2))
			if !slices.Equal(c, []float64{2, 20, 0, 0, 3, 30}) {
				t.Errorf("%s = %v", f.Name(), c)
			}
		}
		// Transposed partial: C (2 x 3) += (z w^T)^T with dense z = (1, 2, 3).
		c := make([]float64, 6)
		run(t, m.outerAddTransposedPrim(2), vec(1, 2, 3), int64(3), vec(1, 10), ptr{buf: c})
		if !slices.Equal(c, []float64{1, 2, 3, 10, 20, 30}) {
			t.Errorf("outer_t = %v", c)
		}
	})
	t.Run("scan", func(t *testing.T) {
		c := make([]float64, 4)
		run(t, m.scanPrim(e, hop.OpCumSum), vec(1, 2, 3, 4), ptr{buf: c}, int64(4))
		if !slices.Equal(c, []float64{1, 3, 6, 10}) {
			t.Errorf("cumsum = %v", c)
		}
	})
}

// TestKernelCallingConvention runs a Cell kernel through the interpreter
// with the arguments a skeleton passes: it computes rows rl <= i < ru of
// X * Y + exp(X) and writes nothing else.
func TestKernelCallingConvention(t *testing.T) {
	p := planFor(t, goldenCases[0])
	if p.Template != memo.TemplateCell || len(p.Inputs) != 2 {
		t.Fatalf("case %s is not the two-input Cell plan this test expects:\n%s", goldenCases[0].name, p)
	}
	m := lowered(t, p)
	var kernel *ir.Func
	for _, f := range m.ir.Funcs {
		if f.Name() == Symbol(p) {
			kernel = f
		}
	}
	const rows, cols = 4, 3
	X, Y := make([]float64, rows*cols), make([]float64, rows*cols)
	for k := range X {
		X[k], Y[k] = float64(k)/4, float64(k%5)-2
	}
	// X is the input under exp; the plan numbers the inputs.
	in := [][]float64{Y, Y}
	for _, n := range p.Nodes() {
		if u, ok := n.(*cplan.Unary); ok && u.Op == hop.OpExp {
			in[u.X.(*cplan.Data).In] = X
		}
	}
	out := make([]float64, rows*cols)
	for k := range out {
		out[k] = -7
	}
	vals := ptr{buf: []ptr{{buf: in[0]}, {buf: in[1]}}}
	none := ptr{buf: []ptr{{}, {}}}
	_, err := (&interp{}).call(kernel, vals, none, none, ptr{buf: []float64{0, 0}}, ptr{buf: out},
		int64(cols), int64(1), int64(3), ptr{buf: []int64{0, 0, 0, 0}})
	if err != nil {
		t.Fatal(err)
	}
	for k := range out {
		want := -7.0
		if i := k / cols; i >= 1 && i < 3 {
			want = X[k]*Y[k] + math.Exp(X[k])
		}
		if !sameFloat(out[k], want, true) {
			t.Errorf("out[%d] = %g, want %g", k, out[k], want)
		}
	}
}
