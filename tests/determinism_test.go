package tests

import (
	"context"
	"fmt"
	"math"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/internal/parallel"
	"github.com/fusejit/fusejit/matrix"
)

// detInputs are the operands of the determinism cases: X is the main input
// (dense or CSR), the others are dense side inputs of matching shapes and a
// sparse side input S (scattered by sparse-safe Cell kernels).
type detInputs struct {
	X, Y, S, W2, w, v, V2 *engine.Expr
	// Outer: a sparse driver D (n x m) and factors U (n x r), F (m x r).
	D, U, F *engine.Expr
}

// detCase is one template and variant whose result must not depend on the
// number of threads or on scheduling.
type detCase struct {
	name     string
	template engine.Template
	variant  string
	outer    bool // built on the Outer inputs (sparse driver only)
	build    func(in detInputs) []*engine.Expr
}

func one(e *engine.Expr) []*engine.Expr { return []*engine.Expr{e} }

var detCases = []detCase{
	{"sum(X*Y)", engine.TemplateCell, "full_agg", false, func(in detInputs) []*engine.Expr { return one(in.X.Mul(in.Y).Sum()) }},
	{"rowSums(X*Y)", engine.TemplateCell, "row_agg", false, func(in detInputs) []*engine.Expr { return one(in.X.Mul(in.Y).RowSums()) }},
	{"colSums(X*Y)", engine.TemplateCell, "col_agg", false, func(in detInputs) []*engine.Expr { return one(in.X.Mul(in.Y).ColSums()) }},
	{"colSums(X*S)", engine.TemplateCell, "col_agg", false, func(in detInputs) []*engine.Expr { return one(in.X.Mul(in.S).ColSums()) }},
	{"X*Y+2", engine.TemplateCell, "no_agg", false, func(in detInputs) []*engine.Expr {
		return one(in.X.Mul(in.Y).Add(engine.Scalar(2)))
	}},
	{"sum(X*Y),sum(X*X)", engine.TemplateMAgg, "full_agg", false, func(in detInputs) []*engine.Expr {
		return []*engine.Expr{in.X.Mul(in.Y).Sum(), in.X.Mul(in.X).Sum()}
	}},
	{"t(X)%*%(w*(X%*%v))", engine.TemplateRow, "col_agg_t", false, func(in detInputs) []*engine.Expr {
		return one(in.X.T().MatMul(in.w.Mul(in.X.MatMul(in.v))))
	}},
	{"t(X)%*%(W*(X%*%V))", engine.TemplateRow, "col_agg_t", false, func(in detInputs) []*engine.Expr {
		return one(in.X.T().MatMul(in.W2.Mul(in.X.MatMul(in.V2))))
	}},
	{"colSums(X/rowSums(X))", engine.TemplateRow, "col_agg", false, func(in detInputs) []*engine.Expr {
		return one(in.X.Div(in.X.RowSums()).ColSums())
	}},
	{"sum(X*rowSums(X))", engine.TemplateRow, "full_agg", false, func(in detInputs) []*engine.Expr {
		return one(in.X.Mul(in.X.RowSums()).Sum())
	}},
	{"rowSums(X/rowSums(X)*w)", engine.TemplateRow, "row_agg", false, func(in detInputs) []*engine.Expr {
		return one(in.X.Div(in.X.RowSums()).Mul(in.w).RowSums())
	}},
	{"X%*%v*2", engine.TemplateRow, "no_agg", false, func(in detInputs) []*engine.Expr {
		return one(in.X.MatMul(in.v).Mul(engine.Scalar(2)))
	}},
	{"sum(D*log(UF'+eps))", engine.TemplateOuter, "full_agg", true, func(in detInputs) []*engine.Expr {
		return one(in.D.Mul(in.U.MatMul(in.F.T()).Add(engine.Scalar(1e-15)).Log()).Sum())
	}},
	{"((D!=0)*UF')%*%F", engine.TemplateOuter, "right_mm", true, func(in detInputs) []*engine.Expr {
		return one(in.D.Ne(engine.Scalar(0)).Mul(in.U.MatMul(in.F.T())).MatMul(in.F))
	}},
	{"t(t(U)%*%(D/UF'))", engine.TemplateOuter, "left_mm", true, func(in detInputs) []*engine.Expr {
		return one(in.U.T().MatMul(in.D.Div(in.U.MatMul(in.F.T()))).T())
	}},
	{"D*UF'", engine.TemplateOuter, "no_agg", true, func(in detInputs) []*engine.Expr {
		return one(in.D.Mul(in.U.MatMul(in.F.T())))
	}},
}

// detN x detM is large enough that every case splits into several tasks
// (several times parallel.MinParallelWork cells or stored cells).
const detN, detM = 2000, 300

func detInputsFor(sparse bool) detInputs {
	n, m := detN, detM
	var X *engine.Expr
	if sparse {
		X = engine.Sparse(matrix.RandSparse(n, m, 0.5, -1, 2, 61))
	} else {
		X = engine.Dense(matrix.RandDense(n, m, -1, 2, 61))
	}
	const on, om, r = 1500, 1000, 6
	density := 0.1
	if !sparse {
		density = 0.3 // a CSR driver either way: Outer reads stored cells
	}
	return detInputs{
		X:  X,
		Y:  engine.Dense(matrix.RandDense(n, m, -3, 3, 62)),
		S:  engine.Sparse(matrix.RandSparse(n, m, 0.3, -1, 1, 63)),
		W2: engine.Dense(matrix.RandDense(n, 2, -1, 1, 64)),
		w:  vec(n, -1, 1, 65),
		v:  vec(m, -1, 1, 66),
		V2: engine.Dense(matrix.RandDense(m, 2, -1, 1, 67)),
		D:  engine.Sparse(matrix.RandSparse(on, om, density, 0.5, 1.5, 68)),
		U:  engine.Dense(matrix.RandDense(on, r, 0.1, 1, 69)),
		F:  engine.Dense(matrix.RandDense(om, r, 0.1, 1, 70)),
	}
}

// bitsDiff returns the first cell where a and b differ in any bit, or "".
func bitsDiff(a, b mat.Matrix) string {
	if sa, ok := a.(*matrix.CSR); ok {
		sb, ok := b.(*matrix.CSR)
		if !ok {
			return fmt.Sprintf("formats %T vs %T", a, b)
		}
		return bitsDiff(csrParts(sa), csrParts(sb))
	}
	ar, ac := a.Dims()
	br, bc := b.Dims()
	if ar != br || ac != bc {
		return fmt.Sprintf("dims %dx%d vs %dx%d", ar, ac, br, bc)
	}
	for i := 0; i < ar; i++ {
		for j := 0; j < ac; j++ {
			if x, y := a.At(i, j), b.At(i, j); math.Float64bits(x) != math.Float64bits(y) {
				return fmt.Sprintf("cell (%d,%d): %v vs %v", i, j, x, y)
			}
		}
	}
	return ""
}

// csrParts returns a CSR's row pointers, column indexes and values as one
// 1 x k matrix, so that bitsDiff compares structure and values in O(nnz).
func csrParts(s *matrix.CSR) *mat.Dense {
	var all []float64
	for _, p := range s.RowPtr() {
		all = append(all, float64(p))
	}
	for _, c := range s.ColIdx() {
		all = append(all, float64(c))
	}
	all = append(all, s.Values()...)
	return mat.NewDense(1, max(len(all), 1), append(all, make([]float64, 1-min(len(all), 1))...))
}

// TestFusedResultsAreDeterministic evaluates every fused template and
// variant 100 times with 2 and 3 threads and requires results bitwise equal
// to each other and to a 1-thread evaluation: partial aggregates are kept
// per task (task ranges decided by shape alone) and merged in task order.
func TestFusedResultsAreDeterministic(t *testing.T) {
	if detN*detM/2 < 4*parallel.MinParallelWork {
		t.Fatalf("inputs of %d x %d cells are too small for several tasks", detN, detM)
	}
	repeats := 100
	if testing.Short() {
		repeats = 10
	}
	engines := map[int]*engine.Engine{}
	for _, th := range []int{1, 2, 3} {
		engines[th] = newEngine(t, engine.PolicyFuseAll, engine.WithThreads(th))
	}
	ctx := context.Background()
	for _, sparse := range []bool{false, true} {
		in := detInputsFor(sparse)
		for _, c := range detCases {
			kind := "dense"
			if sparse {
				kind = "sparse"
			}
			t.Run(kind+"/"+c.name, func(t *testing.T) {
				outs := c.build(in)
				ref, err := engines[1].Eval(ctx, outs...)
				if err != nil {
					t.Fatal(err)
				}
				op := lastOp(t, ref.Plan())
				if op.Template != c.template || op.Variant != c.variant || op.Fallback {
					t.Fatalf("ran %+v, want %s %s", ref.Plan(), c.template, c.variant)
				}
				for _, th := range []int{2, 3} {
					for r := range repeats {
						got, err := engines[th].Eval(ctx, outs...)
						if err != nil {
							t.Fatal(err)
						}
						for i := range outs {
							if d := bitsDiff(ref.Matrix(i), got.Matrix(i)); d != "" {
								t.Fatalf("%d threads, run %d, output %d differs from 1 thread: %s", th, r, i, d)
							}
						}
					}
				}
			})
		}
	}
}
