package cplan_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/cplan"
	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/memo"
	"github.com/fusejit/fusejit/internal/selection"
	"github.com/fusejit/fusejit/matrix"
)

// Fixed rates, so that the cost-based plans do not depend on the machine.
var testMachine = selection.Machine{ReadBandwidth: 20e9, WriteBandwidth: 10e9, PeakFLOPS: 50e9}

func dn(r, c int) *hop.Hop { return hop.NewDense(matrix.RandDense(r, c, 0.5, 1.5, uint64(r*31+c))) }

func sp(r, c int, density float64) *hop.Hop {
	return hop.NewSparse(matrix.RandSparse(r, c, density, 0.5, 1.5, uint64(r*37+c)))
}

func bin(op hop.OpCode, a, b *hop.Hop) *hop.Hop { return hop.NewBinary(op, a, b) }
func mm(a, b *hop.Hop) *hop.Hop                 { return hop.NewMatMul(a, b) }
func tr(a *hop.Hop) *hop.Hop                    { return hop.NewTranspose(a) }
func agg(op hop.OpCode, dir hop.Direction, a *hop.Hop) *hop.Hop {
	return hop.NewAgg(op, dir, a)
}

// selected optimizes the DAG below outs as the engine does and returns the
// fused operators each selection algorithm picks, by algorithm.
func selected(outs []*hop.Hop) (map[string][]*selection.FusedOp, *memo.Table, error) {
	d, err := hop.Prepare(outs)
	if err != nil {
		return nil, nil, err
	}
	hop.Optimize(d)
	tbl := memo.Explore(d, memo.Templates())
	cb, _ := selection.CostBased(tbl, nil, selection.Options{Machine: &testMachine, NoCache: true})
	plans := map[string]*selection.Plan{
		"fuse-all":           selection.FuseAll(tbl, nil),
		"fuse-no-redundancy": selection.FuseNoRedundancy(tbl, nil),
		"cost-based":         cb,
	}
	out := map[string][]*selection.FusedOp{}
	for name, p := range plans {
		seen := map[*selection.FusedOp]bool{}
		for _, h := range p.Order {
			if op, ok := p.Fused[h.ID]; ok && !seen[op] {
				seen[op] = true
				out[name] = append(out[name], op)
			}
		}
	}
	return out, tbl, nil
}

// checkAccepted builds every selected operator of the DAG below outs and
// fails on a refusal: memo offered, and selection chose, a plan outside
// the template's declaration. It returns the plans built.
func checkAccepted(t testing.TB, name string, outs ...*hop.Hop) []*cplan.CPlan {
	t.Helper()
	ops, tbl, err := selected(outs)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	var cps []*cplan.CPlan
	for policy, list := range ops {
		for _, op := range list {
			cp, err := cplan.Build(op, nil)
			if err != nil {
				t.Errorf("%s, %s: %s operator at %s refused (unsupported: %v): %v\nmemo:\n%s",
					name, policy, op.Type, op.Root, errors.Is(err, cplan.ErrUnsupported), err, tbl)
				continue
			}
			cps = append(cps, cp)
		}
	}
	return cps
}

// capabilityCases are small DAGs for every template and variant, and the
// DAGs of the regression tests in tests/ where memo and cplan disagreed.
func capabilityCases() map[string][]*hop.Hop {
	n, m := 1000, 300
	X, S := dn(n, m), sp(n, m, 0.01)
	U, V := dn(n, 10), dn(m, 10)
	w, v := dn(n, 1), dn(m, 1)
	uvt := mm(U, tr(V))
	one := hop.NewScalar(1)
	c := map[string][]*hop.Hop{
		"cell no_agg":                  {hop.NewUnary(hop.OpExp, bin(hop.OpAdd, X, X))},
		"cell row_agg":                 {agg(hop.OpSum, hop.DirRow, bin(hop.OpMul, X, dn(n, m)))},
		"cell col_agg":                 {agg(hop.OpMax, hop.DirCol, bin(hop.OpMul, X, dn(n, m)))},
		"cell vectors":                 {agg(hop.OpSum, hop.DirFull, bin(hop.OpAdd, bin(hop.OpMul, X, w), dn(1, m)))},
		"cell sparse-safe":             {agg(hop.OpSum, hop.DirFull, bin(hop.OpMul, S, hop.NewUnary(hop.OpLog, X)))},
		"magg":                         {agg(hop.OpSum, hop.DirFull, bin(hop.OpMul, X, X)), agg(hop.OpMin, hop.DirFull, bin(hop.OpAdd, X, X))},
		"row col_agg":                  {agg(hop.OpSum, hop.DirCol, hop.NewUnary(hop.OpExp, mm(X, dn(m, 4))))},
		"row full_agg":                 {agg(hop.OpMax, hop.DirFull, hop.NewUnary(hop.OpExp, mm(X, dn(m, 4))))},
		"row row_agg":                  {agg(hop.OpSum, hop.DirRow, hop.NewUnary(hop.OpExp, mm(X, dn(m, 4))))},
		"row col_agg mean":             {agg(hop.OpMean, hop.DirCol, hop.NewUnary(hop.OpExp, mm(X, dn(m, 4))))},
		"cell means":                   {agg(hop.OpMean, hop.DirRow, bin(hop.OpMul, X, dn(n, m))), agg(hop.OpMean, hop.DirCol, bin(hop.OpAdd, X, dn(n, m)))},
		"row col_agg_t":                {mm(tr(X), bin(hop.OpMul, w, mm(X, v)))},
		"row no_agg scan":              {hop.NewRowCumAgg(hop.OpCumSum, bin(hop.OpMul, X, w))},
		"row cbind slice":              {bin(hop.OpAdd, hop.NewCBind(hop.NewSlice(X, 0, n, 0, 5), w), dn(n, 6))},
		"outer full_agg":               {agg(hop.OpSum, hop.DirFull, bin(hop.OpMul, S, hop.NewUnary(hop.OpLog, bin(hop.OpAdd, uvt, hop.NewScalar(1e-15)))))},
		"outer no_agg":                 {bin(hop.OpMul, S, uvt)},
		"outer right_mm":               {mm(bin(hop.OpMul, S, uvt), V)},
		"outer left_mm":                {mm(tr(U), bin(hop.OpMul, S, uvt))},
		"mlogreg (2)":                  {expression2()},
		"sparse side input":            {mm(dn(4, 3), sp(3, 2, 0.5))},
		"sparse side inputs of a cell": {bin(hop.OpMul, bin(hop.OpEq, sp(3, 2, 0.5), sp(3, 2, 0.6)), sp(3, 2, 0.7))},
		"row product with sparse side": {mm(bin(hop.OpMul, dn(2, 3), sp(1, 3, 0.5)), sp(3, 3, 0.5))},
		"slice of a column":            {hop.NewSlice(dn(2, 1), 0, 2, 0, 1)},
		"row agg of a dynamic scalar": func() []*hop.Hop {
			t3 := bin(hop.OpOr, agg(hop.OpMean, hop.DirFull, dn(2, 2)), sp(2, 2, 0.3))
			return []*hop.Hop{agg(hop.OpMean, hop.DirRow, t3), agg(hop.OpSum, hop.DirRow, t3)}
		}(),
		"tsmm of a CSR":               {mm(tr(sp(2, 2, 0.5)), sp(2, 2, 0.5))},
		"cbind of dense and sparse":   {bin(hop.OpMul, tr(hop.NewCBind(dn(2, 2), sp(2, 2, 0.3))), dn(4, 2))},
		"column slice broadcast":      {bin(hop.OpAdd, hop.NewSlice(dn(3, 4), 0, 3, 2, 3), dn(3, 4))},
		"column vector times scalar":  {mm(agg(hop.OpMean, hop.DirRow, dn(4, 3)), one)},
		"column vector outer product": {mm(agg(hop.OpMax, hop.DirRow, dn(2, 14)), dn(1, 14))},
		"self product":                {func() *hop.Hop { g := bin(hop.OpGe, dn(2, 2), dn(2, 2)); return mm(g, g) }()},
		"row agg of a row agg":        {agg(hop.OpMean, hop.DirRow, agg(hop.OpMin, hop.DirRow, dn(3, 8)))},
		"sparse column vector":        {hop.NewIfElse(mm(dn(3, 5), dn(5, 1)), sp(3, 1, 0.5), one)},
		"tsmm reads a dropped input": func() []*hop.Hop {
			t3 := tr(hop.NewCumAgg(hop.OpCumMax, tr(dn(4, 22))))
			t4 := tr(t3)
			return []*hop.Hop{hop.NewSlice(t4, 11, 16, 1, 2), mm(t4, t3)}
		}(),
		"factor also a cell input":  {func() *hop.Hop { f := dn(12, 1); return bin(hop.OpSub, mm(dn(12, 12), f), f) }()},
		"tsmm with a sparse vector": {mm(tr(dn(27, 2)), sp(27, 1, 0.5))},
		"tsmm of CSRs squared":      {func() *hop.Hop { x := sp(3, 33, 0.5); p := mm(tr(x), x); return mm(p, p) }()},
		"max of a scan":             {agg(hop.OpMax, hop.DirFull, hop.NewCumAgg(hop.OpCumProd, tr(sp(2, 34, 0.05))))},
		"row covers two sparse rows": {func() *hop.Hop {
			s := sp(40, 5, 0.3)
			return agg(hop.OpMean, hop.DirRow, bin(hop.OpAdd, bin(hop.OpSub, s, s), dn(40, 1)))
		}()},
		"dynamic scalar cell output": func() []*hop.Hop {
			t3 := bin(hop.OpAdd, agg(hop.OpMin, hop.DirFull, dn(24, 5)), sp(28, 25, 0.1))
			t5 := hop.NewCumSumProd(t3, one)
			u := bin(hop.OpAdd, agg(hop.OpMin, hop.DirFull, dn(3, 3)), sp(28, 25, 0.2))
			return []*hop.Hop{hop.NewCBind(t5, t3, t5), hop.NewCBind(u, u)}
		}(),
		"product of dynamic zeros": func() []*hop.Hop {
			s := agg(hop.OpSum, hop.DirFull, dn(3, 4))
			return []*hop.Hop{mm(bin(hop.OpLt, s, sp(12, 20, 0.5)), dn(20, 1)), mm(tr(dn(40, 30)), bin(hop.OpLt, s, sp(40, 2, 0.3)))}
		}(),
		"factor with a dynamic format": {func() *hop.Hop {
			t3 := bin(hop.OpAdd, agg(hop.OpMean, hop.DirFull, sp(3, 1, 0.5)), sp(7, 4, 0.5))
			return mm(t3, tr(t3))
		}()},
		"outer driven by itself": {func() *hop.Hop { x := sp(583, 278, 0.5); p := mm(x, tr(x)); return bin(hop.OpDiv, p, p) }()},
	}
	return c
}

// Every operator selected for the cases is built, and the templates and
// variants the declarations state all occur.
func TestCapabilitiesAgreeWithMemo(t *testing.T) {
	variants := map[string]bool{}
	for name, outs := range capabilityCases() {
		for _, cp := range checkAccepted(t, name, outs...) {
			variants[fmt.Sprintf("%s %s", cp.Template, cp.Variant)] = true
		}
	}
	for _, tp := range []memo.TemplateType{memo.TemplateCell, memo.TemplateMAgg, memo.TemplateRow, memo.TemplateOuter} {
		caps, _ := memo.CapabilitiesOf(tp)
		for _, v := range splitFields(caps.Variants) {
			if !variants[fmt.Sprintf("%s %s", tp, v)] {
				t.Errorf("no case builds a %s %s plan", tp, v)
			}
		}
	}
}

func splitFields(s string) []string {
	var out []string
	start := -1
	for i := 0; i <= len(s); i++ {
		if i == len(s) || s[i] == ' ' {
			if start >= 0 {
				out = append(out, s[start:i])
			}
			start = -1
		} else if start < 0 {
			start = i
		}
	}
	return out
}

// cplan's acceptance of input formats follows the declaration: a selected
// plan rebuilt with one dense non-main input arriving as CSR (as happens
// when a scalar decides a format at run time) is refused exactly when the
// template does not read that input class as CSR.
func TestCapabilitiesSparseInputs(t *testing.T) {
	var refusals, acceptances int
	for name, outs := range capabilityCases() {
		ops, _, err := selected(outs)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for _, op := range ops["fuse-all"] {
			cp, err := cplan.Build(op, nil)
			if err != nil || cp.Template == memo.TemplateOuter {
				continue // Outer factors are always read dense
			}
			caps, _ := memo.CapabilitiesOf(cp.Template)
			for i, in := range cp.Inputs {
				if i == 0 || in.Sparse || in.Kind == cplan.KindMatrix || in.Kind == cplan.KindScalar {
					continue
				}
				flip := in.Hop
				_, err := cplan.Build(op, func(h *hop.Hop) bool { return h.Sparse || h == flip })
				refused := errors.Is(err, cplan.ErrUnsupported)
				if err != nil && !refused {
					t.Errorf("%s: %s input %s as CSR: an error that is not a refusal: %v", name, in.Kind, in.Hop, err)
				}
				var ue *cplan.UnsupportedError
				if refused && (!errors.As(err, &ue) || ue.Template != cp.Template) {
					t.Errorf("%s: refusal %v does not name template %s", name, err, cp.Template)
				}
				if want := !caps.ReadsSparse(in.Kind.Class()); refused != want {
					t.Errorf("%s: %s operator with %s input %s as CSR: refused %v, declaration says %v (%v)",
						name, cp.Template, in.Kind, in.Hop, refused, want, err)
				}
				if refused {
					refusals++
				} else {
					acceptances++
				}
			}
		}
	}
	if refusals == 0 || acceptances == 0 {
		t.Errorf("%d refusals and %d acceptances: the cases check one side only", refusals, acceptances)
	}
}

// Random small DAGs over dense and sparse matrices, vectors and scalars:
// every operator any selection algorithm picks must be built.
func TestCapabilitiesRandomDAGs(t *testing.T) {
	const dags = 400
	fused := 0
	for seed := uint64(0); seed < dags; seed++ {
		outs := randomDAG(rand.New(rand.NewPCG(seed, 7)))
		if len(outs) == 0 {
			continue
		}
		fused += len(checkAccepted(t, fmt.Sprint("seed ", seed), outs...))
	}
	if fused < dags {
		t.Errorf("only %d fused operators in %d DAGs", fused, dags)
	}
}

// randomDAG builds a DAG of up to 10 operations; constructions that are
// not well-formed (shape errors) are dropped.
func randomDAG(r *rand.Rand) []*hop.Hop {
	n, m, k := 30, 12, 3
	pool := []*hop.Hop{
		dn(n, m), hop.NewDense(mat.NewDense(n, m, nil)), sp(n, m, 0.3), sp(n, m, 0.05),
		dn(n, 1), sp(n, 1, 0.3), dn(1, m), sp(1, m, 0.3), dn(m, 1), dn(m, k), sp(m, k, 0.3),
		hop.NewScalar(2), hop.NewScalar(0),
	}
	leaves := len(pool)
	pick := func() *hop.Hop {
		if len(pool) > leaves && r.IntN(3) > 0 {
			return pool[leaves+r.IntN(len(pool)-leaves)]
		}
		return pool[r.IntN(len(pool))]
	}
	unary := []hop.OpCode{hop.OpExp, hop.OpAbs, hop.OpSqrt, hop.OpNeg, hop.OpSign, hop.OpLog}
	binary := []hop.OpCode{hop.OpAdd, hop.OpSub, hop.OpMul, hop.OpDiv, hop.OpMin2, hop.OpMax2, hop.OpLt, hop.OpEq, hop.OpNe, hop.OpOr, hop.OpAnd}
	aggs := []hop.OpCode{hop.OpSum, hop.OpMin, hop.OpMax, hop.OpMean, hop.OpIndexMax}
	dirs := []hop.Direction{hop.DirFull, hop.DirRow, hop.DirCol}
	cums := []hop.OpCode{hop.OpCumSum, hop.OpCumProd, hop.OpCumMin, hop.OpCumMax}
	for step := 0; step < 10; step++ {
		a, b := pick(), pick()
		var h *hop.Hop
		switch r.IntN(11) {
		case 0, 1:
			h = hop.NewUnary(unary[r.IntN(len(unary))], a)
		case 2, 3, 4:
			h = hop.NewBinary(binary[r.IntN(len(binary))], a, b)
		case 5:
			h = hop.NewAgg(aggs[r.IntN(len(aggs))], dirs[r.IntN(len(dirs))], a)
		case 6:
			h = hop.NewMatMul(a, b)
		case 7:
			h = hop.NewTranspose(a)
		case 8:
			if a.Cols > 1 {
				c0 := r.IntN(a.Cols - 1)
				h = hop.NewSlice(a, 0, a.Rows, c0, c0+1+r.IntN(a.Cols-c0-1))
			}
		case 9:
			h = hop.NewCBind(a, b)
		case 10:
			if r.IntN(2) == 0 {
				h = hop.NewRowCumAgg(cums[r.IntN(len(cums))], a)
			} else {
				h = hop.NewIfElse(a, b, pick())
			}
		}
		if h != nil && h.Err == nil {
			pool = append(pool, h)
		}
	}
	if len(pool) == leaves {
		return nil
	}
	outs := []*hop.Hop{pool[len(pool)-1]}
	if len(pool) > leaves+2 && r.IntN(2) == 0 {
		outs = append(outs, pool[leaves+r.IntN(len(pool)-leaves-1)])
	}
	return outs
}

// expression2 is Expression (2) of Boehm et al., PVLDB 2018, from MLogreg:
// Q = P[,1:k] * (X %*% V); H = t(X) %*% (Q - P[,1:k] * rowSums(Q)).
func expression2() *hop.Hop {
	n, m, k := 1000, 20, 2
	X, V, P := dn(n, m), dn(m, k), dn(n, k+1)
	Pk := hop.NewSlice(P, 0, n, 0, k)
	Q := bin(hop.OpMul, Pk, mm(X, V))
	return mm(tr(X), bin(hop.OpSub, Q, bin(hop.OpMul, Pk, agg(hop.OpSum, hop.DirRow, Q))))
}

// TestCanonicalText checks that the canonical text the kernel keys hash is
// the one fmt wrote, on every plan of the capability cases and of random
// DAGs (with guards set where a plan takes them).
func TestCanonicalText(t *testing.T) {
	var cps []*cplan.CPlan
	for name, outs := range capabilityCases() {
		cps = append(cps, checkAccepted(t, name, outs...)...)
	}
	for seed := uint64(0); seed < 200; seed++ {
		if outs := randomDAG(rand.New(rand.NewPCG(seed, 7))); len(outs) > 0 {
			cps = append(cps, checkAccepted(t, fmt.Sprint("seed ", seed), outs...)...)
		}
	}
	kinds := map[string]bool{}
	for _, cp := range cps {
		if cp.SetMainGuard() == nil {
			for in := range cp.Inputs {
				_ = cp.SetSideGuard(in) // where it takes one
			}
		}
		if got, want := cp.Canonical(), cp.CanonicalFmt(); got != want {
			t.Fatalf("canonical text of %s:\n got %s\nwant %s", cp.Template, got, want)
		}
		kinds[cp.Template.String()+"/"+cp.Variant.String()] = true
	}
	if len(kinds) < 8 {
		t.Errorf("only %d template variants among %d plans: %v", len(kinds), len(cps), kinds)
	}
}

// BenchmarkCanonical times the canonical text of the capability cases'
// plans, built with strconv (now) and with fmt (before).
func BenchmarkCanonical(b *testing.B) {
	var cps []*cplan.CPlan
	for name, outs := range capabilityCases() {
		cps = append(cps, checkAccepted(b, name, outs...)...)
	}
	for _, impl := range []struct {
		name string
		text func(*cplan.CPlan) string
	}{{"strconv", (*cplan.CPlan).Canonical}, {"fmt", (*cplan.CPlan).CanonicalFmt}} {
		b.Run(impl.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				for _, cp := range cps {
					impl.text(cp)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(cps)), "ns/plan")
		})
	}
}

// TestRebound checks that a rebound plan keeps every exported field but
// the operators, which it maps, and hashes as the original.
func TestRebound(t *testing.T) {
	var cps []*cplan.CPlan
	for name, outs := range capabilityCases() {
		cps = append(cps, checkAccepted(t, name, outs...)...)
	}
	for _, cp := range cps {
		// Flags and counts the cases leave zero are set, so that a field
		// Rebound forgets shows.
		v := reflect.ValueOf(cp).Elem()
		for i := range v.NumField() {
			if f := v.Field(i); v.Type().Field(i).IsExported() && f.IsZero() {
				switch f.Kind() {
				case reflect.Bool:
					f.SetBool(true)
				case reflect.Int:
					f.SetInt(3)
				case reflect.Uint8:
					f.SetUint(1)
				}
			}
		}
		want := cp.Hash()
		moved := map[*hop.Hop]*hop.Hop{}
		q := cp.Rebound(func(h *hop.Hop) *hop.Hop {
			if c, ok := moved[h]; ok {
				return c
			}
			c := *h
			moved[h] = &c
			return &c
		})
		if q.Root != moved[cp.Root] {
			t.Fatalf("%s: root not mapped", cp.Template)
		}
		for i, in := range q.Inputs {
			if in.Hop != moved[cp.Inputs[i].Hop] {
				t.Fatalf("%s: input %d not mapped", cp.Template, i)
			}
		}
		if q.Hash() != want || q.Canonical() != cp.Canonical() {
			t.Fatalf("%s: rebound plan hashes %s, want %s", cp.Template, q.Hash(), want)
		}
		// Every other exported field is the original's.
		a, b := reflect.ValueOf(cp).Elem(), reflect.ValueOf(q).Elem()
		for i := range a.NumField() {
			f := a.Type().Field(i)
			if !f.IsExported() || f.Name == "Root" || f.Name == "Inputs" {
				continue
			}
			if !reflect.DeepEqual(a.Field(i).Interface(), b.Field(i).Interface()) {
				t.Fatalf("%s: field %s not copied", cp.Template, f.Name)
			}
		}
	}
}
