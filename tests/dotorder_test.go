package tests

import (
	"context"
	"fmt"
	"math"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/algorithms/datagen"
	"github.com/fusejit/fusejit/algorithms/l2svm"
	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/matrix"
)

// TestNarrowProductsBitwise checks SEMANTICS.md, "Dot products": products
// with at most 8 output columns, and t(X) %*% W with at most 8 columns,
// give the same bits fused (Row kernels, every kernel compiled) and
// unfused (Base), on 1 to 3 threads, for dense and CSR X with NaN, Inf,
// -0 and subnormal cells. Before, Base called BLAS and the kernels
// reassociated their dot products, so the bits depended on which path
// ran an operator.
func TestNarrowProductsBitwise(t *testing.T) {
	const n, m = 3000, 37
	dense := withSpecials(matrix.RandDense(n, m, -1, 2, 81))
	dense.Set(1, 2, math.Copysign(0, -1))
	dense.Set(5, 6, 5e-324)
	sparse := sparseWithSpecials(matrix.RandSparse(n, m, 0.3, -1, 2, 82))
	// A NaN in X makes every cell of t(X) %*% (w * (X %*% v)) NaN, which
	// would hide any order of the adds: X without NaN and Inf, its cells
	// spread over magnitudes so that another order rounds differently.
	finite := matrix.RandDense(n, m, -1, 2, 91)
	for i := range n {
		for j := range m {
			finite.Set(i, j, math.Ldexp(finite.At(i, j), (i*7+j*3)%41-20))
		}
	}
	finite.Set(1, 2, math.Copysign(0, -1))
	finite.Set(5, 6, 5e-324)
	w := vec(n, -1, 1, 83)
	v := vec(m, -1, 1, 84)
	V3 := engine.Dense(matrix.RandDense(m, 3, -1, 1, 85))
	V8 := engine.Dense(matrix.RandDense(m, 8, -1, 1, 86))
	W3 := engine.Dense(matrix.RandDense(n, 3, -1, 1, 87))
	P2 := engine.Dense(matrix.RandDense(n, 2, 0, 1, 88))
	P3 := engine.Dense(matrix.RandDense(n, 3, 0, 1, 89))
	V2 := engine.Dense(matrix.RandDense(m, 2, -1, 1, 90))
	cases := []struct {
		name  string
		build func(X *engine.Expr) *engine.Expr
	}{
		{"X%*%v*2", func(X *engine.Expr) *engine.Expr { return X.MatMul(v).Mul(engine.Scalar(2)) }},
		{"exp(X%*%V3)", func(X *engine.Expr) *engine.Expr { return X.MatMul(V3).Exp() }},
		{"(X%*%V8)+1", func(X *engine.Expr) *engine.Expr { return X.MatMul(V8).Add(engine.Scalar(1)) }},
		{"t(X)%*%(w*(X%*%v))", func(X *engine.Expr) *engine.Expr { return X.T().MatMul(w.Mul(X.MatMul(v))) }},
		{"t(X)%*%(X%*%v)", func(X *engine.Expr) *engine.Expr { return X.T().MatMul(X.MatMul(v)) }},
		{"t(X)%*%(W3*(X%*%V3))", func(X *engine.Expr) *engine.Expr { return X.T().MatMul(W3.Mul(X.MatMul(V3))) }},
		{"t(X)%*%(w*2)", func(X *engine.Expr) *engine.Expr { return X.T().MatMul(w.Mul(engine.Scalar(2))) }},
		// MLogreg's Hessian-vector product (algorithms/mlogreg) with two
		// and three classes: P[, 1:K] is a column slice of a side input.
		{"mlogreg-hv-k1", func(X *engine.Expr) *engine.Expr { return mlogregHV(X, P2, v) }},
		{"mlogreg-hv-k2", func(X *engine.Expr) *engine.Expr { return mlogregHV(X, P3, V2) }},
	}
	ctx := context.Background()
	engines := map[string]*engine.Engine{}
	for th := 1; th <= 3; th++ {
		engines[fmt.Sprintf("base/%d", th)] = newEngine(t, engine.PolicyNone, engine.WithThreads(th))
		engines[fmt.Sprintf("fuse-all/%d", th)] = newEngine(t, engine.PolicyFuseAll, engine.WithThreads(th))
		engines[fmt.Sprintf("gen/%d", th)] = newEngine(t, engine.PolicyCostBased, engine.WithThreads(th))
	}
	for _, x := range []struct {
		kind string
		X    *engine.Expr
	}{{"dense", engine.Dense(dense)}, {"finite", engine.Dense(finite)}, {"sparse", engine.Sparse(sparse)}} {
		for _, c := range cases {
			t.Run(x.kind+"/"+c.name, func(t *testing.T) {
				out := c.build(x.X)
				ref, err := engines["base/1"].Eval(ctx, out)
				if err != nil {
					t.Fatal(err)
				}
				fused := false
				for name, e := range engines {
					got, err := e.Eval(ctx, out)
					if err != nil {
						t.Fatalf("%s: %v", name, err)
					}
					fused = fused || len(got.Plan()) > 0
					if d := sameBitsOrNaN(ref.Matrix(0), got.Matrix(0)); d != "" {
						t.Errorf("%s differs from Base on 1 thread: %s", name, d)
					}
				}
				if !fused {
					t.Errorf("no engine ran a fused operator")
				}
			})
		}
	}
}

// mlogregHV is the Hessian-vector product of MLogreg's inner loop over the
// probabilities P (n x k) and the direction V (m x k-1):
// t(X) %*% (Q - P[, 1:k-1] * rowSums(Q)) with Q = P[, 1:k-1] * (X %*% V).
func mlogregHV(X, P, V *engine.Expr) *engine.Expr {
	n, k := P.Rows(), P.Cols()
	PK := P.Slice(0, n, 0, k-1)
	Q := PK.Mul(X.MatMul(V))
	return X.T().MatMul(Q.Sub(PK.Mul(Q.RowSums())))
}

// TestL2SVMSameAcrossTiers trains L2-SVM, whose loop multiplies X by a
// vector and t(X) by a vector, unfused, with every kernel compiled before
// it runs, and under tiered and asynchronous compilation with an empty
// kernel cache (kernels arrive while the loop runs, so iterations mix
// Base and fused operators): the weights must be the same bits in every
// run. A persistent cache that is cold in the first process and warm in
// the second must not change a model.
func TestL2SVMSameAcrossTiers(t *testing.T) {
	Xd, y, err := datagen.Binary(20000, 10, 0.1, 0.5, 7)
	if err != nil {
		t.Fatal(err)
	}
	sp := mat.DenseCopyOf(Xd)
	for i := range 20000 {
		for j := range 10 {
			if (i*7+j*3)%10 < 6 {
				sp.Set(i, j, 0)
			}
		}
	}
	for _, data := range []struct {
		kind string
		X    mat.Matrix
	}{{"dense", Xd}, {"sparse", matrix.FromDense(sp)}} {
		t.Run(data.kind, func(t *testing.T) {
			var ref []uint64
			configs := []struct {
				name string
				opts []engine.Option
			}{
				{"base", []engine.Option{engine.WithPolicy(engine.PolicyNone), engine.WithCacheDir("")}},
				{"sync", []engine.Option{engine.WithCompileMode(engine.CompileSync), engine.WithCacheDir("")}},
				{"sync-2threads", []engine.Option{engine.WithCompileMode(engine.CompileSync), engine.WithCacheDir(""), engine.WithThreads(2)}},
				{"tiered-cold", []engine.Option{engine.WithCompileMode(engine.CompileTiered), engine.WithCacheDir(t.TempDir())}},
				{"async-cold", []engine.Option{engine.WithCompileMode(engine.CompileAsync), engine.WithCacheDir(t.TempDir())}},
			}
			for _, c := range configs {
				eng, err := engine.New(c.opts...)
				if err != nil {
					t.Fatal(err)
				}
				model, err := l2svm.Train(context.Background(), eng, data.X, y, l2svm.Options{})
				eng.Close()
				if err != nil {
					t.Fatalf("%s: %v", c.name, err)
				}
				bits := make([]uint64, model.W.Len())
				for i := range bits {
					bits[i] = math.Float64bits(model.W.AtVec(i))
				}
				if ref == nil {
					ref = bits
					continue
				}
				for i := range bits {
					if bits[i] != ref[i] {
						t.Errorf("%s: weight %d = %v, unfused %v", c.name, i, math.Float64frombits(bits[i]), math.Float64frombits(ref[i]))
						break
					}
				}
			}
		})
	}
}

// sameBitsOrNaN returns the first cell where a and b differ in any bit,
// NaN payloads aside (SEMANTICS.md does not compare them), or "".
func sameBitsOrNaN(a, b mat.Matrix) string {
	ar, ac := a.Dims()
	br, bc := b.Dims()
	if ar != br || ac != bc {
		return fmt.Sprintf("dims %dx%d vs %dx%d", ar, ac, br, bc)
	}
	for i := range ar {
		for j := range ac {
			x, y := a.At(i, j), b.At(i, j)
			if math.Float64bits(x) != math.Float64bits(y) && !(math.IsNaN(x) && math.IsNaN(y)) {
				return fmt.Sprintf("cell (%d,%d): %v vs %v", i, j, x, y)
			}
		}
	}
	return ""
}
