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
	build         func(X *engine.Expr, n, m int) *engine.Expr
}{
	{"t(X)%*%(w*(X%*%v))", "col_agg_t", 1, func(X *engine.Expr, n, m int) *engine.Expr {
		return X.T().MatMul(vec(n, 0, 1, 31).Mul(X.MatMul(vec(m, -1, 1, 32))))
	}},
	{"t(X)%*%(W*(X%*%V))", "col_agg_t", 1, func(X *engine.Expr, n, m int) *engine.Expr {
		W := engine.Dense(matrix.RandDense(n, 2, 0, 1, 33))
		V := engine.Dense(matrix.RandDense(m, 2, -1, 1, 34))
		return X.T().MatMul(W.Mul(X.MatMul(V)))
	}},
	{"expression2", "col_agg_t", 1, func(X *engine.Expr, n, m int) *engine.Expr {
		k := 2
		V := engine.Dense(matrix.RandDense(m, k, -1, 1, 35))
		P := engine.Dense(matrix.RandDense(n, k+1, 0, 1, 36))
		Pk := P.Slice(0, n, 0, k)
		Q := Pk.Mul(X.MatMul(V))
		return X.T().MatMul(Q.Sub(Pk.Mul(Q.RowSums())))
	}},
	{"colSums(X/rowSums(X))", "col_agg", 1, func(X *engine.Expr, n, m int) *engine.Expr {
		return X.Div(X.RowSums()).ColSums()
	}},
	{"softmax-backward", "no_agg", 1, func(X *engine.Expr, n, m int) *engine.Expr {
		Y1 := X.Sub(X.RowMaxs())
		Y2 := Y1.Exp()
		Y3 := Y2.Div(Y2.RowSums())
		return Y3.Mul(Y3.RowSums()).Sub(Y3.Mul(engine.Scalar(0.5)))
	}},
	{"X%*%v", "no_agg", 1, func(X *engine.Expr, n, m int) *engine.Expr {
		return X.MatMul(vec(m, -1, 1, 37)).Mul(engine.Scalar(2))
	}},
	{"rowIndexMax(X*2)+rowMeans(X)", "no_agg", 1, func(X *engine.Expr, n, m int) *engine.Expr {
		return X.Mul(engine.Scalar(2)).RowIndexMax().Add(X.RowMeans())
	}},
	{"sum(cbind(X,w)*2)", "full_agg", 1, func(X *engine.Expr, n, m int) *engine.Expr {
		return engine.CBind(X, vec(n, 0, 1, 38)).Mul(engine.Scalar(2)).Sum()
	}},
	{"max(X/rowSums(X))", "full_agg", 1, func(X *engine.Expr, n, m int) *engine.Expr {
		return X.Div(X.RowSums()).Max()
	}},
}

func TestRowPatterns(t *testing.T) {
	kinds := []xKind{xKinds[0], xKinds[1], xKinds[2], xKinds[4], xKinds[5]}
	for _, shape := range []struct{ n, m int }{{400, 30}, {3000, 200}, {2, 5}} {
		for _, k := range kinds {
			X, _ := k.make(shape.n, shape.m, 40)
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
					if rows != c.ops {
						t.Errorf("%d row operators, want %d: %+v", rows, c.ops, plan)
					}
				})
			}
		}
	}
}
