package runner

import (
	"context"
	"math"
	"os"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/runners/prism"
	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/matrix"
)

func TestMain(m *testing.M) {
	beam.Init()
	os.Exit(m.Run())
}

func bitwise(a, b mat.Matrix) bool {
	ar, ac := a.Dims()
	br, bc := b.Dims()
	if ar != br || ac != bc {
		return false
	}
	for i := range ar {
		for j := range ac {
			if math.Float64bits(a.At(i, j)) != math.Float64bits(b.At(i, j)) {
				return false
			}
		}
	}
	return true
}

func closeTo(a, b mat.Matrix) bool {
	ar, ac := a.Dims()
	br, bc := b.Dims()
	if ar != br || ac != bc {
		return false
	}
	for i := range ar {
		for j := range ac {
			x, y := a.At(i, j), b.At(i, j)
			if math.Abs(x-y) > 1e-9*math.Max(math.Abs(x), math.Abs(y)) {
				return false
			}
		}
	}
	return true
}

// Stages of every kind run on Prism in-process over 8 partitions give the
// bits of local partitioned execution (Engine.Execute), and agree with
// Eval within the tolerance of reordered sums.
func TestPrismMatchesLocal(t *testing.T) {
	ctx := context.Background()
	cache := t.TempDir()
	eng, err := engine.New(engine.WithCacheDir(cache), engine.WithCompileMode(engine.CompileSync), engine.WithPolicy(engine.PolicyFuseAll))
	if err != nil {
		t.Fatal(err)
	}
	defer eng.Close()
	r := &Runner{Beam: "prism", CacheDir: cache, WorkDir: t.TempDir(), Threads: 1}
	const n, m, parts = 4000, 30, 8
	for _, sparse := range []bool{false, true} {
		var X *engine.Expr
		if sparse {
			X = engine.Sparse(matrix.RandSparse(n, m, 0.2, -1, 1, 11))
		} else {
			X = engine.Dense(matrix.RandDense(n, m, -1, 1, 11))
		}
		w := engine.Dense(matrix.RandDense(n, 1, -1, 1, 12))
		v := engine.Dense(matrix.RandDense(m, 1, -1, 1, 13))
		cases := map[string][]*engine.Expr{
			"row pattern t(X)%*%(w*(X%*%v))": {X.T().MatMul(w.Mul(X.MatMul(v)))},
			"cell no_agg exp(X*w)+1":         {X.Mul(w).Exp().Add(engine.Scalar(1))},
			"magg sum(X*X), sum(X*w)":        {X.Mul(X).Sum(), X.Mul(w).Sum()},
			"cell col_agg colSums(X*w)":      {X.Mul(w).ColSums()},
		}
		for name, outs := range cases {
			src, err := engine.NewSource(parts, X, w)
			if err != nil {
				t.Fatal(err)
			}
			st, err := eng.Stage(ctx, src, outs...)
			if err != nil {
				t.Fatalf("%s sparse=%t: %v", name, sparse, err)
			}
			want, err := eng.Execute(ctx, st, src)
			if err != nil {
				t.Fatal(err)
			}
			got, err := r.Execute(ctx, st, src)
			if err != nil {
				t.Fatalf("%s sparse=%t: prism: %v", name, sparse, err)
			}
			res, err := eng.Eval(ctx, outs...)
			if err != nil {
				t.Fatal(err)
			}
			for i := range outs {
				if !bitwise(got[i], want[i]) {
					t.Errorf("%s sparse=%t: output %d: Prism's bits differ from Engine.Execute's", name, sparse, i)
				}
				if !closeTo(got[i], res.Matrix(i)) {
					t.Errorf("%s sparse=%t: output %d differs from Eval", name, sparse, i)
				}
			}
		}
	}
}

// A worker that cannot get the kernel fails the job, and Execute reports
// it instead of returning partial results.
func TestPrismWorkerFailure(t *testing.T) {
	ctx := context.Background()
	eng, err := engine.New(engine.WithCacheDir(t.TempDir()), engine.WithCompileMode(engine.CompileSync), engine.WithPolicy(engine.PolicyFuseAll))
	if err != nil {
		t.Fatal(err)
	}
	defer eng.Close()
	X := engine.Dense(matrix.RandDense(100, 5, -1, 1, 1))
	src, err := engine.NewSource(4, X)
	if err != nil {
		t.Fatal(err)
	}
	st, err := eng.Stage(ctx, src, X.Mul(X).Sum())
	if err != nil {
		t.Fatal(err)
	}
	r := &Runner{Beam: "prism"} // no CacheDir: workers refuse to start
	if _, err := r.Execute(ctx, st, src); err == nil {
		t.Fatal("Execute without a kernel cache directory succeeded")
	}
}
