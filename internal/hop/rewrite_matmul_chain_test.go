package hop

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/matrix"
)

func filled(r, c int, v float64) *Hop {
	d := mat.NewDense(r, c, nil)
	for i := 0; i < r; i++ {
		for j := 0; j < c; j++ {
			d.Set(i, j, v)
		}
	}
	return NewDense(d)
}

// TestMatMulChainOrder checks the chosen order on chains where the
// written one is worse, and the chains the rule must leave alone.
func TestMatMulChainOrder(t *testing.T) {
	A, B, C := filled(50, 50, 0.5), filled(50, 50, 1), filled(50, 50, -2)
	v := filled(50, 1, 1)
	w := filled(1, 50, 3)
	mm := NewMatMul
	huge := filled(50, 50, 1e200)
	nan := filled(50, 50, 1)
	nan.Dense.Set(3, 4, math.NaN())
	inf := filled(50, 50, 1)
	inf.Dense.Set(3, 4, math.Inf(-1))
	S := NewSparse(matrix.RandSparse(50, 50, 0.01, -1, 1, 5))
	sel := filled(50, 1, 1)
	dynA := NewRemoveEmpty(OpRemoveEmptyRows, A, sel)
	ab := mm(A, B)
	cases := []struct {
		name  string
		roots []*Hop
		want  string // "" = unchanged
	}{
		{"((A B) C) v", []*Hop{mm(mm(mm(A, B), C), v)}, "%*%(dense,%*%(dense,%*%(dense,dense)))"},
		{"w (A (B C))", []*Hop{mm(w, mm(A, mm(B, C)))}, "%*%(%*%(%*%(dense,dense),dense),dense)"},
		{"t(A) B v", []*Hop{mm(mm(NewTranspose(A), B), v)}, "%*%(t(dense),%*%(dense,dense))"},
		{"(A B) v, inside a sum", []*Hop{NewAgg(OpSum, DirFull, mm(mm(A, B), v))}, "fullsum(%*%(dense,%*%(dense,dense)))"},
		{"already best", []*Hop{mm(A, mm(B, v))}, ""},
		{"two operands", []*Hop{mm(A, v)}, ""},
		{"shared product", []*Hop{mm(ab, v), NewAgg(OpSum, DirFull, ab)}, ""},
		{"inner product is an output", []*Hop{mm(ab, v), ab}, ""},
		{"NaN operand", []*Hop{mm(mm(nan, B), v)}, ""},
		{"-Inf operand", []*Hop{mm(mm(A, inf), v)}, ""},
		{"could overflow", []*Hop{mm(mm(huge, huge), v)}, ""},
		{"operand not a leaf", []*Hop{mm(mm(A, NewUnary(OpExp, B)), v)}, ""},
		{"dynamic rows", []*Hop{mm(mm(dynA, B), v)}, ""},
		{"sparse", []*Hop{mm(mm(S, A), v)}, "%*%(sparse,%*%(dense,dense))"},
	}
	for _, c := range cases {
		for _, r := range c.roots {
			if r.Err != nil {
				t.Fatalf("%s: %v", c.name, r.Err)
			}
		}
		d, err := Prepare(c.roots)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		before := cumShape(d)
		changed := orderMatMulChains(d)
		after := cumShape(d)
		want := c.want
		if want == "" {
			want = before
		}
		if changed != (c.want != "") || after != want {
			t.Fatalf("%s: changed=%v, DAG %s, want %s", c.name, changed, after, want)
		}
		if changed && (len(d.firedAt) != 1 || d.firedAt[0].detail == nil || !strings.Contains(d.firedAt[0].detail(), "%*%")) {
			t.Fatalf("%s: firings %v: want one with the chosen order", c.name, d.firedAt)
		}
	}
}

// TestMatMulChainDP checks the dynamic program against the textbook
// example (dimensions 30 35 15 5 10 20 25: 15125 multiplications, order
// ((A1 (A2 A3)) ((A4 A5) A6))).
func TestMatMulChainDP(t *testing.T) {
	dims := []int{30, 35, 15, 5, 10, 20, 25}
	ops := make([]*Hop, len(dims)-1)
	for i := range ops {
		ops[i] = NewDense(mat.NewDense(dims[i], dims[i+1], nil))
		ops[i].ID = i
	}
	c := newChain(ops)
	if got := c.cost(0, len(ops)-1); got != 15125 {
		t.Fatalf("cost %v, want 15125", got)
	}
	want := "((dense#0 %*% (dense#1 %*% dense#2)) %*% ((dense#3 %*% dense#4) %*% dense#5))"
	if got := c.paren(0, len(ops)-1); got != want {
		t.Fatalf("order %s, want %s", got, want)
	}
}

// TestMatMulChainSparseCost: a CSR operand scales a product's cost by its
// density, and a product of CSRs is a CSR with the independence estimate.
func TestMatMulChainSparseCost(t *testing.T) {
	dense := product{rows: 100, cols: 100, density: 1}
	sp := product{rows: 100, cols: 100, sparse: true, density: 0.01}
	if c, p := multiply(sp, dense); c != 1e4 || p.sparse {
		t.Fatalf("sparse x dense: cost %v, result %+v", c, p)
	}
	c, p := multiply(sp, sp)
	if c != 100 || !p.sparse || math.Abs(p.density-(1-math.Pow(1-1e-4, 100))) > 1e-15 {
		t.Fatalf("sparse x sparse: cost %v, result %+v", c, p)
	}
}

// TestOverflowFreeScansSmallFirst: the proof reads the leaves from the
// smallest and stops at the first that fails it, so a NaN in a vector or
// a huge vector rejects a chain without reading its matrices; a passing
// chain reads each distinct leaf once.
func TestOverflowFreeScansSmallFirst(t *testing.T) {
	A, B := filled(60, 60, 0.5), filled(60, 60, -1)
	nanV := filled(60, 1, 1)
	nanV.Dense.Set(7, 0, math.NaN())
	hugeV := filled(60, 1, 0x1p990)
	v := filled(60, 1, 2)
	cases := []struct {
		name    string
		ops     []*Hop
		ok      bool
		scanned []*Hop
	}{
		{"NaN in v", []*Hop{A, B, nanV}, false, []*Hop{nanV}},
		{"v alone past the bound", []*Hop{A, B, hugeV}, false, []*Hop{hugeV}},
		{"passes", []*Hop{NewTranspose(A), B, A, v}, true, []*Hop{v, A, B}},
	}
	for _, c := range cases {
		seen := map[*Hop]float64{}
		if got, g := overflowFree(c.ops, seen, 1, false); got != c.ok || g != nil {
			t.Errorf("%s: overflowFree = %v, want %v", c.name, got, c.ok)
		}
		if len(seen) != len(c.scanned) {
			t.Errorf("%s: scanned %d leaves, want %d", c.name, len(seen), len(c.scanned))
		}
		for _, h := range c.scanned {
			if _, ok := seen[h]; !ok {
				t.Errorf("%s: %s#%p not scanned", c.name, opLabel(h), h)
			}
		}
	}
}

// TestOverflowFreeSpeculative: with speculation the largest leaf is left
// to a guard (read neither up front nor twice for X and t(X)), whose
// verdict on a magnitude is the one the full scan gives; a failing small
// leaf still rejects the chain up front, and two distinct leaves of the
// largest size leave nothing to guard.
func TestOverflowFreeSpeculative(t *testing.T) {
	X := filled(200, 60, 3)
	A, B := filled(60, 60, 0.5), filled(60, 60, -1)
	v := filled(60, 1, 2)
	nanV := filled(60, 1, 1)
	nanV.Dense.Set(7, 0, math.NaN())
	cases := []struct {
		name    string
		ops     []*Hop
		ok      bool
		guarded *Hop
		count   int
		scanned []*Hop
	}{
		{"t(X) X v", []*Hop{NewTranspose(X), X, v}, true, X, 2, []*Hop{v}},
		{"NaN in v", []*Hop{NewTranspose(X), X, nanV}, false, nil, 0, []*Hop{nanV}},
		{"A B A v: A is not last alone", []*Hop{NewTranspose(A), B, A, v}, true, nil, 0, []*Hop{v, A, B}},
	}
	for _, c := range cases {
		seen := map[*Hop]float64{}
		got, g := overflowFree(c.ops, seen, 1, true)
		if got != c.ok {
			t.Errorf("%s: overflowFree = %v, want %v", c.name, got, c.ok)
		}
		switch {
		case c.guarded == nil && g != nil:
			t.Errorf("%s: guard on %s, want none", c.name, opLabel(g.Leaf))
		case c.guarded != nil && (g == nil || g.Leaf != c.guarded || g.count != c.count):
			t.Errorf("%s: guard %+v, want one on the %dx%d leaf counted %d times", c.name, g, c.guarded.Rows, c.guarded.Cols, c.count)
		}
		if len(seen) != len(c.scanned) {
			t.Errorf("%s: scanned %d leaves, want %d", c.name, len(seen), len(c.scanned))
		}
		if g == nil {
			continue
		}
		// The guard agrees with the full proof for each magnitude.
		for _, m := range []float64{0, 3, 0x1p400, 0x1p480, 0x1p500, math.Inf(1), math.NaN()} {
			X.Dense.Set(0, 0, m)
			full, _ := overflowFree(c.ops, map[*Hop]float64{}, 1, false)
			if g.Holds(m, nil) != full {
				t.Errorf("%s: guard with max %g holds = %v, full proof %v", c.name, m, g.Holds(m, nil), full)
			}
			if ok, got, _ := g.Check(1); ok != full || !(got == max(m, 3) || math.IsNaN(m) && math.IsNaN(got)) {
				t.Errorf("%s: Check with max %g = %v, %g; want %v", c.name, m, ok, got, full)
			}
		}
		X.Dense.Set(0, 0, 3)
	}
}

// TestOverflowFreeGuardsVectors: a large dense column vector (v of
// t(X) %*% diag(v) %*% X %*% d) is left to the guard beside X, its term
// added before X's; the guard's verdict on any pair of magnitudes is the
// full proof's. A small vector, one already scanned in this Eval, or a
// large one that is not a column stays scanned up front.
func TestOverflowFreeGuardsVectors(t *testing.T) {
	rows := vectorGuardCells
	X, v, d := filled(rows, 2, 3), filled(rows, 1, 2), filled(2, 1, 1)
	wide := filled(2, rows/2, 2) // as many cells as v, not a column
	chain := []*Hop{NewTranspose(X), NewDiag(v), X, d}
	g := speculate(t, chain, map[*Hop]float64{}, 1)
	if g == nil || g.Leaf != X || len(g.Vectors) != 1 || g.Vectors[0] != v || g.vecCounts[0] != 1 || g.count != 2 {
		t.Fatalf("guard %+v, want X counted twice and v once", g)
	}
	if g2 := speculate(t, chain, map[*Hop]float64{v: 2}, 1); g2 == nil || len(g2.Vectors) != 0 {
		t.Errorf("v known: guard %+v, want X alone", g2)
	}
	small := filled(rows-1, 2, 1)
	if g2 := speculate(t, []*Hop{NewTranspose(small), NewDiag(filled(rows-1, 1, 2)), small, d}, map[*Hop]float64{}, 2); g2 == nil || len(g2.Vectors) != 0 {
		t.Errorf("small v: guard %+v, want none on v", g2)
	}
	if g2 := speculate(t, []*Hop{NewTranspose(X), X, wide, filled(rows/2, 1, 1)}, map[*Hop]float64{}, 2); g2 == nil || len(g2.Vectors) != 0 {
		t.Errorf("wide operand: guard %+v, want none on it", g2)
	}
	mags := []float64{0, 3, 0x1p240, 0x1p480, 0x1p500, math.Inf(1), math.NaN()}
	for _, mx := range mags {
		for _, mv := range mags {
			X.Dense.Set(0, 0, mx)
			v.Dense.Set(rows-1, 0, mv)
			full, _ := overflowFree(chain, map[*Hop]float64{}, 1, false)
			if got := g.Holds(mx, []float64{mv}); got != full {
				t.Errorf("max|X| %g, max|v| %g: guard holds = %v, full proof %v", mx, mv, got, full)
			}
			ok, gotX, gotV := g.Check(2)
			if ok != full || !same(gotX, max(mx, 3)) || len(gotV) != 1 || !same(gotV[0], max(mv, 2)) {
				t.Errorf("max|X| %g, max|v| %g: Check = %v, %g, %v; want %v", mx, mv, ok, gotX, gotV, full)
			}
		}
	}
	if g.Holds(3, nil) {
		t.Error("a guard with a vector holds without the vector's magnitude")
	}
	if want := fmt.Sprintf("max|dense#%d| * max|dense#%d|^2 finite and below 2^", v.ID, X.ID); !strings.HasPrefix(g.String(), want) {
		t.Errorf("guard reads %q, want it to start with %q", g.String(), want)
	}
}

// speculate runs overflowFree with speculation and checks it scanned
// exactly wantScanned leaves (besides those known); it returns the guard.
func speculate(t *testing.T, ops []*Hop, known map[*Hop]float64, wantScanned int) *ChainGuard {
	t.Helper()
	before := len(known)
	ok, g := overflowFree(ops, known, 1, true)
	if !ok {
		t.Fatalf("overflowFree rejected the chain")
	}
	if got := len(known) - before; got != wantScanned {
		t.Errorf("scanned %d leaves, want %d", got, wantScanned)
	}
	return g
}

// same reports whether a and b are equal or both NaN.
func same(a, b float64) bool { return a == b || math.IsNaN(a) && math.IsNaN(b) }
