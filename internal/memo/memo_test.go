package memo_test

import (
	"fmt"
	"math/rand/v2"
	"sort"
	"strings"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/memo"
	"github.com/fusejit/fusejit/matrix"
)

func dense(r, c int) *hop.Hop { return hop.NewDense(mat.NewDense(r, c, nil)) }

func sparse(r, c int) *hop.Hop {
	return hop.NewSparse(matrix.RandSparse(r, c, 0.01, 1, 2, 1))
}

func explore(t *testing.T, outs ...*hop.Hop) *memo.Table {
	t.Helper()
	d, err := hop.Prepare(outs)
	if err != nil {
		t.Fatal(err)
	}
	return memo.Explore(d, memo.Templates())
}

// group returns the group of the operator that the output h became.
func groupOf(t *testing.T, tbl *memo.Table, pick func(h *hop.Hop) bool) *memo.Group {
	t.Helper()
	for _, n := range tbl.DAG.Nodes {
		if pick(n) {
			return tbl.Group(n.ID)
		}
	}
	t.Fatalf("operator not found")
	return nil
}

// describe names each entry by its template and which inputs it fuses,
// independent of ids: "row(t,.)" fuses input 0 (a transpose) and reads
// input 1 materialized.
func describe(g *memo.Group) []string {
	if g == nil {
		return nil
	}
	var out []string
	for _, e := range g.Entries {
		parts := make([]string, len(e.Inputs))
		for k, in := range g.Hop.Inputs {
			parts[k] = "."
			if e.IsRef(k) {
				parts[k] = in.Op.String()
			}
		}
		out = append(out, fmt.Sprintf("%s(%s)", e.Type, strings.Join(parts, ",")))
	}
	sort.Strings(out)
	return out
}

// expression2 builds Expression (2) of Boehm et al., PVLDB 2018 (MLogreg):
// Q = P[,1:k] * (X %*% V); H = t(X) %*% (Q - P[,1:k] * rowSums(Q)).
func expression2() *hop.Hop {
	n, m, k := 1000, 20, 2
	X, V, P := dense(n, m), dense(m, k), dense(n, k+1)
	Pk := hop.NewSlice(P, 0, n, 0, k)
	Q := hop.NewBinary(hop.OpMul, Pk, hop.NewMatMul(X, V))
	inner := hop.NewBinary(hop.OpSub, Q, hop.NewBinary(hop.OpMul, Pk, hop.NewAgg(hop.OpSum, hop.DirRow, Q)))
	return hop.NewMatMul(hop.NewTranspose(X), inner)
}

func TestExpression2FinalMatMulHasThreeRowEntries(t *testing.T) {
	tbl := explore(t, expression2())
	g := groupOf(t, tbl, func(h *hop.Hop) bool { return h.Op == hop.OpMatMul && h.Inputs[0].Op == hop.OpTranspose })
	got := describe(g)
	// fuse right, fuse left, fuse both; nothing else.
	want := []string{"row(.,-)", "row(t,-)", "row(t,.)"}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Fatalf("final matmul entries = %v, want %v\n%s", got, want, tbl)
	}
	for _, e := range g.Entries {
		if e.Status != memo.ClosedValid {
			t.Errorf("entry %v: status %s, want closed-valid", e, e.Status)
		}
	}
	// Every operator of the expression is amenable to Row fusion.
	for _, n := range tbl.DAG.Nodes {
		if n.Op.IsLeaf() {
			continue
		}
		if !tbl.Group(n.ID).Has(memo.TemplateRow, nil) {
			t.Errorf("%s has no Row entry:\n%s", n, tbl)
		}
	}
}

func TestTemplateConditions(t *testing.T) {
	n, m := 1000, 300
	X, Y := dense(n, m), dense(n, m)
	S := sparse(n, m)
	w := dense(n, 1)
	v := dense(m, 1)
	U, V := dense(n, 10), dense(m, 10)
	UVt := hop.NewMatMul(U, hop.NewTranspose(V))
	eps := hop.NewScalar(1e-15)
	isOp := func(op hop.OpCode, dir hop.Direction) func(*hop.Hop) bool {
		return func(h *hop.Hop) bool { return h.Op == op && h.Dir == dir }
	}
	cases := []struct {
		name string
		out  *hop.Hop
		at   func(*hop.Hop) bool
		want []string // entries at that operator, by describe
	}{
		{"cell closes with sum", hop.NewAgg(hop.OpSum, hop.DirFull, hop.NewBinary(hop.OpMul, X, Y)),
			isOp(hop.OpSum, hop.DirFull), []string{"cell(*)", "cell(.)"}},
		{"cell fuses through unary", hop.NewUnary(hop.OpExp, hop.NewBinary(hop.OpAdd, X, Y)),
			isOp(hop.OpExp, hop.DirNone), []string{"cell(+)", "cell(.)"}},
		{"cell does not fuse a broadcast vector input", hop.NewBinary(hop.OpMul, X, hop.NewUnary(hop.OpExp, w)),
			isOp(hop.OpMul, hop.DirNone), []string{"cell(.,.)", "row(.,.)", "row(.,exp)"}},
		{"cell merges both inputs", hop.NewBinary(hop.OpAdd, hop.NewBinary(hop.OpMul, X, Y), hop.NewUnary(hop.OpAbs, X)),
			isOp(hop.OpAdd, hop.DirNone), []string{"cell(*,.)", "cell(*,abs)", "cell(.,.)", "cell(.,abs)"}},
		{"no plans for scalar ops", hop.NewBinary(hop.OpAdd, hop.NewScalar(1), hop.NewScalar(2)),
			isOp(hop.OpAdd, hop.DirNone), nil},
		{"row opens on matrix-vector multiply", hop.NewMatMul(X, v),
			isOp(hop.OpMatMul, hop.DirNone), []string{"row(.,.)"}},
		{"row opens on row aggregates and merges cells", hop.NewAgg(hop.OpSum, hop.DirRow, hop.NewBinary(hop.OpMul, X, Y)),
			isOp(hop.OpSum, hop.DirRow), []string{"cell(*)", "cell(.)", "row(*)", "row(.)"}},
		{"row closes with colSums", hop.NewAgg(hop.OpSum, hop.DirCol, hop.NewBinary(hop.OpDiv, X, hop.NewAgg(hop.OpSum, hop.DirRow, X))),
			isOp(hop.OpSum, hop.DirCol), []string{"cell(.)", "cell(/)", "row(/)"}},
		{"row does not open on a wide multiply (outer-like: open-invalid only)", hop.NewMatMul(X, dense(m, 500)),
			isOp(hop.OpMatMul, hop.DirNone), []string{"outer(.,.)"}},
		{"outer valid with sparse driver", hop.NewAgg(hop.OpSum, hop.DirFull,
			hop.NewBinary(hop.OpMul, S, hop.NewUnary(hop.OpLog, hop.NewBinary(hop.OpAdd, UVt, eps)))),
			isOp(hop.OpSum, hop.DirFull), []string{"cell(*)", "cell(.)", "outer(*)"}},
		{"outer right multiply", hop.NewMatMul(hop.NewBinary(hop.OpMul, hop.NewBinary(hop.OpNe, S, hop.NewScalar(0)), UVt), V),
			func(h *hop.Hop) bool { return h.Op == hop.OpMatMul && h.Inputs[0].Op == hop.OpMul },
			[]string{"outer(*,.)", "row(*,.)", "row(.,.)"}},
		{"outer invalid with dense multiply", hop.NewAgg(hop.OpSum, hop.DirFull, hop.NewBinary(hop.OpMul, X, UVt)),
			isOp(hop.OpSum, hop.DirFull), []string{"cell(*)", "cell(.)"}},
		{"outer invalid for sparse-unsafe X + 1/UV", hop.NewAgg(hop.OpSum, hop.DirFull,
			hop.NewBinary(hop.OpAdd, S, hop.NewBinary(hop.OpDiv, hop.NewScalar(1), UVt))),
			isOp(hop.OpSum, hop.DirFull), []string{"cell(+)", "cell(.)"}},
		{"outer not for small products", hop.NewAgg(hop.OpSum, hop.DirFull,
			hop.NewBinary(hop.OpMul, sparse(100, 100), hop.NewMatMul(dense(100, 5), hop.NewTranspose(dense(100, 5))))),
			// Row takes it: its products have no width limit.
			isOp(hop.OpSum, hop.DirFull), []string{"cell(*)", "cell(.)", "row(*)"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tbl := explore(t, c.out)
			got := describe(groupOf(t, tbl, c.at))
			if strings.Join(got, " ") != strings.Join(c.want, " ") {
				t.Errorf("entries = %v, want %v\n%s", got, c.want, tbl)
			}
		})
	}
}

func TestNoValidOuterForSparseUnsafeChain(t *testing.T) {
	S := sparse(1000, 1000)
	U, V := dense(1000, 10), dense(1000, 10)
	UVt := hop.NewMatMul(U, hop.NewTranspose(V))
	out := hop.NewAgg(hop.OpSum, hop.DirFull, hop.NewBinary(hop.OpAdd, S, hop.NewBinary(hop.OpDiv, hop.NewScalar(1), UVt)))
	tbl := explore(t, out)
	for _, n := range tbl.DAG.Nodes {
		if tbl.Group(n.ID).Has(memo.TemplateOuter, memo.Status.Valid) {
			t.Errorf("%s has a valid Outer entry:\n%s", n, tbl)
		}
	}
}

func TestMultiAggregatesShareInput(t *testing.T) {
	X, Y, Z := dense(500, 40), dense(500, 40), dense(500, 40)
	a := hop.NewAgg(hop.OpSum, hop.DirFull, hop.NewBinary(hop.OpMul, X, Y))
	b := hop.NewAgg(hop.OpSum, hop.DirFull, hop.NewBinary(hop.OpMul, X, Z))
	c := hop.NewAgg(hop.OpMax, hop.DirFull, dense(3, 3)) // shares nothing
	tbl := explore(t, a, b, c)
	if len(tbl.MultiAggs) != 1 || len(tbl.MultiAggs[0]) != 2 {
		t.Fatalf("multi-aggregates = %v, want one pair\n%s", tbl.MultiAggs, tbl)
	}
	for _, h := range tbl.MultiAggs[0] {
		if !tbl.Group(h.ID).Has(memo.TemplateMAgg, nil) {
			t.Errorf("%s has no MAgg entry", h)
		}
	}
	// Dependent aggregates never share an operator: sum(X*sum(X*Y)).
	d := hop.NewAgg(hop.OpSum, hop.DirFull, hop.NewBinary(hop.OpMul, X, a))
	tbl = explore(t, a, d)
	if len(tbl.MultiAggs) != 0 {
		t.Errorf("dependent aggregates grouped: %v", tbl.MultiAggs)
	}
}

// randomDAG builds a DAG of about size element-wise and aggregate
// operators over a few leaves, with shared subexpressions.
func randomDAG(size int, seed uint64) []*hop.Hop {
	r := rand.New(rand.NewPCG(seed, 1))
	pool := []*hop.Hop{dense(100, 50), dense(100, 50), dense(100, 1)}
	var outs []*hop.Hop
	for len(pool) < size {
		a := pool[len(pool)-1-r.IntN(min(len(pool), 8))]
		b := pool[r.IntN(len(pool))]
		var h *hop.Hop
		switch r.IntN(6) {
		case 0:
			h = hop.NewUnary(hop.OpExp, a)
		case 1:
			h = hop.NewAgg(hop.OpSum, hop.DirRow, a)
		default:
			h = hop.NewBinary(hop.OpAdd+hop.OpCode(r.IntN(4)), a, b)
		}
		if h.Err != nil {
			continue
		}
		pool = append(pool, h)
		if r.IntN(50) == 0 {
			outs = append(outs, hop.NewAgg(hop.OpSum, hop.DirFull, h))
		}
	}
	return append(outs, pool[len(pool)-1])
}

func TestExploreVisitsEachOperatorOnce(t *testing.T) {
	d, err := hop.Prepare(randomDAG(10000, 1))
	if err != nil {
		t.Fatal(err)
	}
	tbl := memo.Explore(d, memo.Templates())
	// At most |T| * 2^|inputs| entries per group (Algorithm 1's bound).
	for _, n := range d.Nodes {
		if g := tbl.Group(n.ID); g != nil && len(g.Entries) > 4*(1<<len(n.Inputs)) {
			t.Fatalf("%s has %d entries", n, len(g.Entries))
		}
	}
	if tbl.Visited != len(d.Nodes) {
		t.Errorf("exploration processed %d operators, the DAG has %d", tbl.Visited, len(d.Nodes))
	}
}

// BenchmarkExplore reports exploration time per operator for DAGs of 10^3
// to 10^5 operators; linear exploration keeps ns/op-node flat.
func BenchmarkExplore(b *testing.B) {
	for _, size := range []int{1000, 10000, 100000} {
		d, err := hop.Prepare(randomDAG(size, 3))
		if err != nil {
			b.Fatal(err)
		}
		b.Run(fmt.Sprint(size), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				memo.Explore(d, memo.Templates())
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(d.Nodes)), "ns/op-node")
		})
	}
}
