package tests

import (
	"fmt"
	"testing"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/matrix"
)

// SystemDS codegen test patterns that use the operations of issue 18:
// softmax with rowMaxs, means inside Cell aggregates, var/sd scaling as in
// the algorithm scripts, rowIndexMin of distances (k-means) and the new
// element-wise operations inside fused aggregates. Each equals Base under
// every policy; want names the template and variant of a fuse-all operator
// that must occur ("" = only equality).
var ops18Cases = []struct {
	name, want string
	build      func(X, Y *engine.Expr, n, m int) *engine.Expr
}{
	{"rowSums(exp(X-rowMaxs(X)))", "row row_agg", func(X, _ *engine.Expr, _, _ int) *engine.Expr {
		return X.Sub(X.RowMaxs()).Exp().RowSums()
	}},
	{"softmax", "row no_agg", func(X, _ *engine.Expr, _, _ int) *engine.Expr {
		E := X.Sub(X.RowMaxs()).Exp()
		return E.Div(E.RowSums())
	}},
	{"mean(X*Y+1)", "cell full_agg", func(X, Y *engine.Expr, _, _ int) *engine.Expr {
		return X.Mul(Y).Add(engine.Scalar(1)).Mean()
	}},
	{"colMeans(X*Y)", "cell col_agg", func(X, Y *engine.Expr, _, _ int) *engine.Expr { return X.Mul(Y).ColMeans() }},
	{"rowMeans(X^2)", "cell row_agg", func(X, _ *engine.Expr, _, _ int) *engine.Expr {
		return X.Pow(engine.Scalar(2)).RowMeans()
	}},
	{"mean, sum, max of X*Y", "magg full_agg", func(X, Y *engine.Expr, _, _ int) *engine.Expr {
		P := X.Mul(Y)
		return engine.CBind(P.Mean(), P.Sum(), P.Max())
	}},
	{"(X-colMeans(X))/colSds(X)", "", func(X, _ *engine.Expr, _, _ int) *engine.Expr {
		return X.Sub(X.ColMeans()).Div(X.ColSds())
	}},
	{"sum((X-mean(X))^2)/(n-1)/var(X)", "", func(X, _ *engine.Expr, n, m int) *engine.Expr {
		return X.Sub(X.Mean()).Pow(engine.Scalar(2)).Sum().Div(engine.Scalar(float64(n*m - 1))).Div(X.Var())
	}},
	{"rowIndexMin(-2*X%*%C+colSums(C^2))", "", func(X, _ *engine.Expr, _, m int) *engine.Expr {
		C := engine.Dense(matrix.RandDense(m, 4, -1, 1, 91))
		D := engine.Scalar(-2).Mul(X.MatMul(C)).Add(C.Pow(engine.Scalar(2)).ColSums())
		return D.RowIndexMin()
	}},
	{"rowIndexMin(X*2)+rowMaxs(X)", "row no_agg", func(X, _ *engine.Expr, _, _ int) *engine.Expr {
		return X.Mul(engine.Scalar(2)).RowIndexMin().Add(X.RowMaxs())
	}},
	{"rowIndexMin(exp(X-rowMaxs(X)))", "row row_agg", func(X, _ *engine.Expr, _, _ int) *engine.Expr {
		return X.Sub(X.RowMaxs()).Exp().RowIndexMin()
	}},
	{"sum(sprop(sigmoid(X))*Y)", "cell full_agg", func(X, Y *engine.Expr, _, _ int) *engine.Expr {
		return X.Sigmoid().Sprop().Mul(Y).Sum()
	}},
	{"colSums((X %% 0.3) * (Y %/% 0.2))", "cell col_agg", func(X, Y *engine.Expr, _, _ int) *engine.Expr {
		return X.Mod(engine.Scalar(0.3)).Mul(Y.IntDiv(engine.Scalar(0.2))).ColSums()
	}},
	{"rowSums(replace(log(X), NaN, 0)*isinf(Y))", "", func(X, Y *engine.Expr, _, _ int) *engine.Expr {
		return X.Sub(engine.Scalar(1)).Log().Replace(nan, 0).Add(Y.IsInf()).RowSums()
	}},
	{"rowMaxs(atan(X)+sinh(Y)-cosh(Y)+asin(tanh(X)))", "cell row_agg", func(X, Y *engine.Expr, _, _ int) *engine.Expr {
		return X.Atan().Add(Y.Sinh()).Sub(Y.Cosh()).Add(X.Tanh().Asin()).RowMaxs()
	}},
}

func TestOps18Patterns(t *testing.T) {
	kinds := []xKind{xKinds[0], xKinds[1], xKinds[2], xKinds[5]}
	for _, shape := range []struct{ n, m int }{{300, 40}, {2000, 150}} {
		for _, k := range kinds {
			X, _ := k.make(shape.n, shape.m, 90)
			Y := engine.Dense(withSpecials(matrix.RandDense(shape.n, shape.m, 0.5, 1.5, 92)))
			for _, c := range ops18Cases {
				t.Run(fmt.Sprintf("%dx%d/%s/%s", shape.n, shape.m, k.name, c.name), func(t *testing.T) {
					plan := checkAgainstBase(t, c.build(X, Y, shape.n, shape.m))
					if c.want == "" {
						return
					}
					var got []string
					for _, op := range plan {
						s := op.Template.String() + " " + op.Variant
						if s == c.want {
							return
						}
						got = append(got, s)
					}
					t.Errorf("no %s operator under fuse-all: %v", c.want, got)
				})
			}
		}
	}
}
