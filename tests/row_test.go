package tests

import (
	"fmt"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/matrix"
)

func vec(n int, lo, hi float64, seed uint64) *engine.Expr {
	return engine.Vector(mat.NewVecDense(n, matrix.RandDense(n, 1, lo, hi, seed).RawMatrix().Data))
}

// rowCases are the Row patterns of issue 5; each must run as exactly one
// Row operator under fuse-all (unless noted) and equal Base.
var rowCases = []struct {
	name, variant string
	ops           int // Row operators expected (others may be cells)
	// sparseOps is the Row operators expected with a sparse X, where it
	// differs: cbind of a sparse X stays a CSR and is not fused.
	sparseOps *int
	build     func(X *engine.Expr, n, m int) *engine.Expr
}{
	{"t(X)%*%(w*(X%*%v))", "col_agg_t", 1, nil, func(X *engine.Expr, n, m int) *engine.Expr {
		return X.T().MatMul(vec(n, 0, 1, 31).Mul(X.MatMul(vec(m, -1, 1, 32))))
	}},
	{"t(X)%*%(W*(X%*%V))", "col_agg_t", 1, nil, func(X *engine.Expr, n, m int) *engine.Expr {
		W := engine.Dense(matrix.RandDense(n, 2, 0, 1, 33))
		V := engine.Dense(matrix.RandDense(m, 2, -1, 1, 34))
		return X.T().MatMul(W.Mul(X.MatMul(V)))
	}},
	{"expression2", "col_agg_t", 1, nil, func(X *engine.Expr, n, m int) *engine.Expr {
		k := 2
		V := engine.Dense(matrix.RandDense(m, k, -1, 1, 35))
		P := engine.Dense(matrix.RandDense(n, k+1, 0, 1, 36))
		Pk := P.Slice(0, n, 0, k)
		Q := Pk.Mul(X.MatMul(V))
		return X.T().MatMul(Q.Sub(Pk.Mul(Q.RowSums())))
	}},
	{"colSums(X/rowSums(X))", "col_agg", 1, nil, func(X *engine.Expr, n, m int) *engine.Expr {
		return X.Div(X.RowSums()).ColSums()
	}},
	{"softmax-backward", "no_agg", 1, nil, func(X *engine.Expr, n, m int) *engine.Expr {
		Y1 := X.Sub(X.RowMaxs())
		Y2 := Y1.Exp()
		Y3 := Y2.Div(Y2.RowSums())
		return Y3.Mul(Y3.RowSums()).Sub(Y3.Mul(engine.Scalar(0.5)))
	}},
	{"X%*%v", "no_agg", 1, nil, func(X *engine.Expr, n, m int) *engine.Expr {
		return X.MatMul(vec(m, -1, 1, 37)).Mul(engine.Scalar(2))
	}},
	{"rowIndexMax(X*2)+rowMeans(X)", "no_agg", 1, nil, func(X *engine.Expr, n, m int) *engine.Expr {
		return X.Mul(engine.Scalar(2)).RowIndexMax().Add(X.RowMeans())
	}},
	{"sum(cbind(X,w)*2)", "full_agg", 1, new(int), func(X *engine.Expr, n, m int) *engine.Expr {
		return engine.CBind(X, vec(n, 0, 1, 38)).Mul(engine.Scalar(2)).Sum()
	}},
	{"max(X/rowSums(X))", "full_agg", 1, nil, func(X *engine.Expr, n, m int) *engine.Expr {
		return X.Div(X.RowSums()).Max()
	}},
}

func TestRowPatterns(t *testing.T) {
	kinds := []xKind{xKinds[0], xKinds[1], xKinds[2], xKinds[4], xKinds[5]}
	for _, shape := range []struct{ n, m int }{{400, 30}, {3000, 200}, {2, 5}} {
		for _, k := range kinds {
			X, sparse := k.make(shape.n, shape.m, 40)
			for _, c := range rowCases {
				t.Run(fmt.Sprintf("%dx%d/%s/%s", shape.n, shape.m, k.name, c.name), func(t *testing.T) {
					plan := checkAgainstBase(t, c.build(X, shape.n, shape.m))
					rows := 0
					for _, op := range plan {
						if op.Template == engine.TemplateRow {
							rows++
							if op.Variant != c.variant {
								t.Errorf("row variant %s, want %s", op.Variant, c.variant)
							}
						}
					}
					want := c.ops
					if sparse && c.sparseOps != nil {
						want = *c.sparseOps
					}
					if rows != want {
						t.Errorf("%d row operators, want %d: %+v", rows, want, plan)
					}
				})
			}
		}
	}
}

func TestRowSparseSideInputs(t *testing.T) {
	for _, shape := range []struct{ n, m int }{{500, 40}, {3000, 120}} {
		n, m := shape.n, shape.m
		for _, specials := range []bool{false, true} {
			X := engine.Dense(matrix.RandDense(n, m, 0.5, 1.5, 51))
			ss := withEmptyRows(matrix.RandSparse(n, m, 0.1, 0.5, 1.5, 52))
			s2 := matrix.RandSparse(n, 2, 0.3, 0.5, 1.5, 53)
			if specials {
				X = engine.Dense(withSpecials(matrix.RandDense(n, m, 0.5, 1.5, 51)))
				ss, s2 = sparseWithSpecials(ss), sparseWithSpecials(s2)
			}
			S, S2 := engine.Sparse(ss), engine.Sparse(s2)
			V := engine.Dense(matrix.RandDense(m, 2, -1, 1, 54))
			cases := map[string]*engine.Expr{
				"colSums(S/rowSums(X))":  S.Div(X.RowSums()).ColSums(),
				"t(X)%*%(S2*(X%*%V))":    X.T().MatMul(S2.Mul(X.MatMul(V))),
				"sum(S*(X/rowSums(X)))":  S.Mul(X.Div(X.RowSums())).Sum(),
				"rowMaxs(S-rowMeans(X))": S.Sub(X.RowMeans()).RowMaxs(),
			}
			for name, expr := range cases {
				t.Run(fmt.Sprintf("%dx%d/specials=%t/%s", n, m, specials, name), func(t *testing.T) {
					plan := checkAgainstBase(t, expr)
					if len(plan) == 0 {
						t.Fatalf("nothing fused")
					}
				})
			}
		}
	}
}
