package hop

import (
	"errors"
	"math"
	"strings"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/matrix"
)

// TestStructureShapes checks the shape, format and error of every
// structural constructor.
func TestStructureShapes(t *testing.T) {
	D := NewDense(mat.NewDense(4, 3, nil))
	Q := NewDense(mat.NewDense(3, 3, nil))
	S := NewSparse(matrix.NewCSRFromParts(4, 3, []int64{0, 1, 1, 2, 2}, []int32{0, 2}, []float64{1, 2}))
	col := NewDense(mat.NewDense(5, 1, nil))
	row := NewDense(mat.NewDense(1, 5, nil))
	one := NewScalar(2)
	cases := []struct {
		name         string
		h            *Hop
		rows, cols   int
		sparse, fail bool
	}{
		{"rbind dense", NewRBind(D, S), 8, 3, false, false},
		{"rbind sparse", NewRBind(S, S, S), 12, 3, true, false},
		{"rbind square", NewRBind(D, Q), 7, 3, false, false},
		{"rbind mismatch", NewRBind(D, col), 0, 0, false, true},
		{"rbind none", NewRBind(), 0, 0, false, true},
		{"setslice", NewSetSlice(S, 1, 3, 0, 2, NewDense(mat.NewDense(2, 2, nil))), 4, 3, true, false},
		{"setslice scalar", NewSetSlice(D, 0, 4, 0, 3, one), 4, 3, false, false},
		{"setslice shape", NewSetSlice(D, 0, 2, 0, 2, Q), 0, 0, false, true},
		{"setslice range", NewSetSlice(D, 0, 5, 0, 2, one), 0, 0, false, true},
		{"setslice empty", NewSetSlice(D, 2, 2, 0, 2, one), 0, 0, false, true},
		{"reshape", NewReshape(S, 2, 6), 2, 6, true, false},
		{"reshape cells", NewReshape(D, 5, 2), 0, 0, false, true},
		{"reshape zero", NewReshape(D, 0, 12), 0, 0, false, true},
		{"rev", NewRev(S), 4, 3, true, false},
		{"diag col", NewDiag(col), 5, 5, true, false},
		{"diag scalar", NewDiag(one), 1, 1, false, false},
		{"diag square", NewDiag(Q), 3, 1, false, false},
		{"diag row", NewDiag(row), 0, 0, false, true},
		{"diag rect", NewDiag(D), 0, 0, false, true},
		{"seq", NewSeq(1, 10, 2), 5, 1, false, false},
		{"seq down", NewSeq(10, 1, -3), 4, 1, false, false},
		{"seq one", NewSeq(3, 3, 0), 1, 1, false, false},
		{"seq fuzz", NewSeq(0, 1, 0.1), 11, 1, false, false},
		{"seq zero step", NewSeq(1, 2, 0), 0, 0, false, true},
		{"seq sign", NewSeq(1, 2, -1), 0, 0, false, true},
		{"seq nan", NewSeq(1, math.NaN(), 1), 0, 0, false, true},
		{"seq huge", NewSeq(0, 1e300, 1), 0, 0, false, true},
		{"fill", NewFill(2, 3, 4), 3, 4, false, false},
		{"fill zero", NewFill(0, 3, 4), 3, 4, true, false},
		{"fill -0", NewFill(math.Copysign(0, -1), 3, 4), 3, 4, false, false},
		{"fill 1x1 zero", NewFill(0, 1, 1), 1, 1, false, false},
		{"fill empty", NewFill(1, 0, 4), 0, 0, false, true},
		{"rand", NewRand(3, 4, 0, 1, 1, 7), 3, 4, false, false},
		{"rand sparse", NewRand(3, 4, 0, 1, 0.2, 7), 3, 4, true, false},
		{"rand range", NewRand(3, 4, 1, 0, 1, 7), 0, 0, false, true},
		{"rand inf", NewRand(3, 4, 0, math.Inf(1), 1, 7), 0, 0, false, true},
		{"rand sparsity", NewRand(3, 4, 0, 1, 1.5, 7), 0, 0, false, true},
		{"outer", NewOuter(col, row, OpAdd), 5, 5, false, false},
		{"outer cols", NewOuter(row, NewDense(mat.NewDense(3, 1, nil)), OpMul), 5, 3, false, false},
		{"outer matrix", NewOuter(D, col, OpAdd), 0, 0, false, true},
		{"outer op", NewOuter(col, col, OpExp), 0, 0, false, true},
		{"table", NewTable(col, col, 3, 4), 3, 4, true, false},
		{"table scalar", NewTable(col, one, 3, 1), 3, 1, true, false},
		{"table 1x1", NewTable(col, one, 1, 1), 1, 1, false, false},
		{"table lengths", NewTable(col, NewDense(mat.NewDense(4, 1, nil)), 3, 3), 0, 0, false, true},
		{"table row", NewTable(row, row, 3, 3), 0, 0, false, true},
		{"lowertri", NewTri(OpLowerTri, S, true), 4, 3, true, false},
		{"uppertri", NewTri(OpUpperTri, D, false), 4, 3, false, false},
		{"tri op", NewTri(OpRev, D, false), 0, 0, false, true},
		{"solve", NewSolve(Q, NewDense(mat.NewDense(3, 2, nil))), 3, 2, false, false},
		{"solve rect", NewSolve(D, D), 0, 0, false, true},
		{"solve rows", NewSolve(Q, col), 0, 0, false, true},
		{"inverse", NewInverse(NewSparse(matrix.NewCSRFromParts(2, 2, []int64{0, 1, 2}, []int32{0, 1}, []float64{1, 1}))), 2, 2, false, false},
		{"inverse rect", NewInverse(D), 0, 0, false, true},
		{"cholesky", NewCholesky(Q), 3, 3, false, false},
		{"cholesky rect", NewCholesky(row), 0, 0, false, true},
		{"nil operand", NewRev(nil), 0, 0, false, true},
		{"error propagates", NewRev(NewReshape(D, 7, 7)), 0, 0, false, true},
	}
	for _, c := range cases {
		h := c.h
		if c.fail {
			if h.Err == nil || !errors.Is(h.Err, ErrShape) {
				t.Errorf("%s: error %v, want one wrapping ErrShape", c.name, h.Err)
			}
			continue
		}
		if h.Err != nil {
			t.Errorf("%s: %v", c.name, h.Err)
			continue
		}
		if h.Rows != c.rows || h.Cols != c.cols || h.Sparse != c.sparse {
			t.Errorf("%s: %dx%d sparse=%v, want %dx%d sparse=%v", c.name, h.Rows, h.Cols, h.Sparse, c.rows, c.cols, c.sparse)
		}
		if h.NNZ < 0 || h.NNZ > h.Cells() {
			t.Errorf("%s: nnz estimate %d outside [0, %d]", c.name, h.NNZ, h.Cells())
		}
		if w := h.WorstNNZ(); w < h.NNZ || w > h.Cells() {
			t.Errorf("%s: worst nnz %d outside [%d, %d]", c.name, w, h.NNZ, h.Cells())
		}
		if f := rebuild(h); h.Op != OpSeq && h.Op != OpFill && h.Op != OpRand &&
			(f == nil || f.Err != nil || f.Rows != h.Rows || f.Cols != h.Cols || f.Sparse != h.Sparse || f.NNZ != h.NNZ) {
			t.Errorf("%s: rebuild gives %v, want a copy", c.name, f)
		}
	}
}

// TestStructureCSEKeys: operators that differ only in their parameters
// (target shape, slice bounds, Args) never share a CSE key; equal ones do.
func TestStructureCSEKeys(t *testing.T) {
	D := NewDense(mat.NewDense(4, 3, nil))
	col := NewDense(mat.NewDense(4, 1, nil))
	one := NewScalar(1)
	pairs := []struct {
		name string
		a, b *Hop
		same bool
	}{
		{"reshape shapes", NewReshape(D, 2, 6), NewReshape(D, 6, 2), false},
		{"reshape equal", NewReshape(D, 2, 6), NewReshape(D, 2, 6), true},
		{"setslice bounds", NewSetSlice(D, 0, 1, 0, 1, one), NewSetSlice(D, 1, 2, 0, 1, one), false},
		{"seq", NewSeq(1, 4, 1), NewSeq(1, 4, 0.5), false},
		{"seq equal", NewSeq(1, 4, 1), NewSeq(1, 4, 1), true},
		{"fill value", NewFill(0, 2, 2), NewFill(math.Copysign(0, -1), 2, 2), false},
		{"fill shape", NewFill(1, 2, 3), NewFill(1, 3, 2), false},
		{"outer op", NewOuter(col, col, OpAdd), NewOuter(col, col, OpSub), false},
		{"outer equal", NewOuter(col, col, OpAdd), NewOuter(col, col, OpAdd), true},
		{"table dims", NewTable(col, col, 2, 3), NewTable(col, col, 3, 2), false},
		{"tri diag", NewTri(OpLowerTri, D, true), NewTri(OpLowerTri, D, false), false},
		{"tri side", NewTri(OpLowerTri, D, true), NewTri(OpUpperTri, D, true), false},
	}
	for _, p := range pairs {
		d, err := Prepare([]*Hop{p.a, p.b})
		if err != nil {
			t.Fatalf("%s: %v", p.name, err)
		}
		if same := d.Roots[0] == d.Roots[1]; same != p.same {
			t.Errorf("%s: merged=%v, want %v", p.name, same, p.same)
		}
	}
}

// TestCSERand: two draws with equal arguments are never merged, neither
// by Prepare nor by the pipeline's CSE, while one draw used twice stays
// one operator.
func TestCSERand(t *testing.T) {
	r1, r2 := NewRand(3, 3, 0, 1, 1, 42), NewRand(3, 3, 0, 1, 1, 42)
	sum := NewBinary(OpAdd, r1, r2)
	twice := NewBinary(OpAdd, r1, r1)
	d, err := Prepare([]*Hop{sum, twice})
	if err != nil {
		t.Fatal(err)
	}
	rands := 0
	for _, n := range d.Nodes {
		if n.Op == OpRand {
			rands++
		}
	}
	if rands != 2 {
		t.Fatalf("%d rand operators after Prepare, want 2:\n%s", rands, d)
	}
	if eliminateCommonSubexpressions(d) {
		t.Fatal("CSE merged two draws")
	}
	if !OpRand.Nondeterministic() {
		t.Fatal("rand is not nondeterministic")
	}
	if _, ok := foldValue(NewRand(1, 1, 0, 1, 1, 1)); ok {
		t.Fatal("a 1x1 rand folded to a constant")
	}
}

// TestStructureLabels: Explain names every new operation, with its
// parameters where it has some.
func TestStructureLabels(t *testing.T) {
	D := NewDense(mat.NewDense(3, 3, nil))
	col := NewDense(mat.NewDense(3, 1, nil))
	want := map[*Hop]string{
		NewRBind(D, D):                           "rbind",
		NewSetSlice(D, 0, 1, 1, 2, NewScalar(1)): "[0:1,1:2]<-",
		NewReshape(D, 1, 9):                      "reshape",
		NewRev(D):                                "rev",
		NewDiag(D):                               "diag",
		NewSeq(1, 3, 1):                          "seq(1,3,1)",
		NewFill(2, 2, 2):                         "fill(2)",
		NewRand(2, 2, 0, 1, 0.5, 9):              "rand(0,1,sp=0.5,seed=9)",
		NewOuter(col, col, OpMax2):               "outer(max2)",
		NewTable(col, col, 2, 2):                 "table",
		NewTri(OpLowerTri, D, true):              "lowertri(diag)",
		NewTri(OpUpperTri, D, false):             "uppertri",
		NewSolve(D, col):                         "solve",
		NewInverse(D):                            "inverse",
		NewCholesky(D):                           "cholesky",
	}
	for h, w := range want {
		if h.Err != nil {
			t.Fatalf("%s: %v", w, h.Err)
		}
		if got := opName(h); got != w {
			t.Errorf("label %q, want %q", got, w)
		}
	}
	for op := OpRBind; op < numOps; op++ {
		if strings.Contains(op.String(), "?") {
			t.Errorf("op %d has no name", op)
		}
	}
}

// TestStructureMemory: a decomposition counts the copy and factor of A
// besides its output, a table its sorted pairs.
func TestStructureMemory(t *testing.T) {
	A := NewDense(mat.NewDense(100, 100, nil))
	b := NewDense(mat.NewDense(100, 1, nil))
	if got, want := NewSolve(A, b).IntermediateBytes(1), int64(2*100*100*8); got != want {
		t.Errorf("solve intermediates %d, want %d", got, want)
	}
	if got, want := NewTable(b, b, 10, 10).IntermediateBytes(1), int64(16*100); got != want {
		t.Errorf("table intermediates %d, want %d", got, want)
	}
	if got, want := NewRand(1000, 1000, 0, 1, 0.01, 1).IntermediateBytes(1), int64(16*10_000); got != want {
		t.Errorf("sparse rand intermediates %d, want %d", got, want)
	}
	if got := NewRand(1000, 1000, 0, 1, 1, 1).IntermediateBytes(1); got != 0 {
		t.Errorf("dense rand intermediates %d, want 0", got)
	}
	if got, want := NewFill(0, 1000, 1000).OutputBytes(), CSRBytes(1000, 0); got != want {
		t.Errorf("fill(0) output %d, want %d (an empty CSR)", got, want)
	}
}
