package hop

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/matrix"
)

// randomRoots builds a random expression over a few 4 x 4 leaves and
// literals, with repeated subexpressions built as separate operators (two
// t(X), two literal 1s) and shapes the rules fire on (X+X, X*1, t(t(X)),
// sum(t(X)), chains of products), so that Prepare and the pipeline's CSE
// passes both have something to merge.
func randomRoots(r *rand.Rand) []*Hop {
	const n = 4
	data := func(seed uint64) *mat.Dense { return matrix.RandDense(n, n, -2, 2, seed) }
	leaves := []*Hop{
		NewDense(data(1)), NewDense(data(2)),
		NewSparse(matrix.RandSparse(n, n, 0.4, -1, 1, 3)),
	}
	lits := []float64{0, 1, 2, -1}
	pool := slices.Clone(leaves)
	pick := func() *Hop {
		if r.IntN(6) == 0 {
			return NewScalar(lits[r.IntN(len(lits))])
		}
		return pool[r.IntN(len(pool))]
	}
	matrixOf := func() *Hop { // a 4 x 4 operand
		for {
			if h := pool[r.IntN(len(pool))]; h.Rows == n && h.Cols == n {
				return h
			}
		}
	}
	binOps := []OpCode{OpAdd, OpSub, OpMul, OpDiv, OpMin2, OpMax2}
	unOps := []OpCode{OpNeg, OpAbs, OpExp, OpFloor}
	for range 4 + r.IntN(10) {
		var h *Hop
		switch r.IntN(7) {
		case 0, 1:
			h = NewBinary(binOps[r.IntN(len(binOps))], pick(), pick())
		case 2:
			h = NewUnary(unOps[r.IntN(len(unOps))], matrixOf())
		case 3:
			h = NewTranspose(matrixOf())
		case 4:
			h = NewMatMul(matrixOf(), matrixOf())
		case 5:
			x := matrixOf()
			h = NewBinary(OpAdd, x, x)
		case 6:
			h = NewAgg(OpSum, []Direction{DirFull, DirRow, DirCol}[r.IntN(3)], matrixOf())
		}
		if h.Err == nil {
			pool = append(pool, h)
		}
	}
	roots := []*Hop{pool[len(pool)-1]}
	if r.IntN(2) == 0 {
		roots = append(roots, pool[len(leaves)+r.IntN(len(pool)-len(leaves))])
	}
	return roots
}

// TestPrepareIsMergedAndNumbered checks what OptimizeWith's skip of CSE on
// a merged DAG relies on: Prepare numbers a DAG as renumber would and
// leaves nothing for CSE to merge.
func TestPrepareIsMergedAndNumbered(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for i := range 500 {
		d, err := Prepare(randomRoots(r))
		if err != nil {
			t.Fatal(err)
		}
		if !d.merged {
			t.Fatalf("DAG %d: Prepare does not mark its DAG merged", i)
		}
		before := slices.Clone(d.Nodes)
		if eliminateCommonSubexpressions(d) {
			t.Fatalf("DAG %d: CSE merged operators after Prepare:\n%s", i, d)
		}
		if !slices.Equal(before, d.Nodes) {
			t.Fatalf("DAG %d: renumber reordered Prepare's operators:\n%s", i, d)
		}
	}
}

// TestPipelineSkipsMergedCSE checks that skipping the CSE passes on a
// merged DAG gives the DAG and the firings of running every pass.
func TestPipelineSkipsMergedCSE(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	fired := 0
	for i := range 1000 {
		roots := randomRoots(r)
		skipped, err := Prepare(roots)
		if err != nil {
			t.Fatal(err)
		}
		full, err := Prepare(roots)
		if err != nil {
			t.Fatal(err)
		}
		got := OptimizeWith(skipped, Options{Threads: 1})
		want := OptimizeWith(full, Options{Threads: 1, alwaysCSE: true})
		fired += len(want)
		if fmt.Sprint(got) != fmt.Sprint(want) || skipped.String() != full.String() {
			t.Fatalf("DAG %d: with the skip\n%v\n%s\nwith every CSE pass\n%v\n%s", i, got, skipped, want, full)
		}
	}
	if fired == 0 {
		t.Fatal("no rule fired on the random DAGs: the test compares nothing")
	}
}

// TestReplaceClearsMerged: a DAG changed by Replace outside a rule (the
// caller renumbers, or optimizes, afterwards) is no longer known to be
// merged, so OptimizeWith runs its CSE passes and its final renumber: the
// two products that replacing C by B makes equal become one, and C, which
// no operator reads any more, leaves the DAG.
func TestReplaceClearsMerged(t *testing.T) {
	data := func(seed uint64) *Hop { return NewDense(matrix.RandDense(4, 4, -1, 1, seed)) }
	a, b, c := data(1), data(2), data(3)
	d, err := Prepare([]*Hop{NewBinary(OpMul, a, b), NewBinary(OpMul, a, c)})
	if err != nil {
		t.Fatal(err)
	}
	var bc, cc *Hop
	for _, h := range d.Nodes {
		switch {
		case h.Op == OpDense && h.Dense == b.Dense:
			bc = h
		case h.Op == OpDense && h.Dense == c.Dense:
			cc = h
		}
	}
	d.Replace(cc, bc)
	OptimizeWith(d, Options{Threads: 1})
	if len(d.Nodes) != 3 || d.Roots[0] != d.Roots[1] {
		t.Fatalf("after Replace and OptimizeWith: %d operators, roots #%d and #%d; want 3, one root:\n%s",
			len(d.Nodes), d.Roots[0].ID, d.Roots[1].ID, d)
	}
	for i, h := range d.Nodes {
		if h.ID != i {
			t.Fatalf("operator %d has id %d:\n%s", i, h.ID, d)
		}
	}
}
