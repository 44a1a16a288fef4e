//go:build unix

package engine_test

import (
	"context"
	"syscall"
	"testing"
	"time"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/algorithms/alscg"
	"github.com/fusejit/fusejit/algorithms/autoencoder"
	"github.com/fusejit/fusejit/algorithms/datagen"
	"github.com/fusejit/fusejit/algorithms/glm"
	"github.com/fusejit/fusejit/algorithms/kmeans"
	"github.com/fusejit/fusejit/algorithms/l2svm"
	"github.com/fusejit/fusejit/algorithms/mlogreg"
	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/matrix"
)

// processCPU returns the CPU time of the whole process (all threads, user
// and system) so far: a benchmark's CPU per iteration does not depend on
// the share of the cores a shared machine gave it.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkEvalFixedCost times repeated Evals of small DAGs, where the
// engine's fixed cost per Eval (building and rewriting the DAG, deciding
// whether to optimize it, running it, wrapping the result) is most of
// the time: the default engine against Base on the same engine state.
func BenchmarkEvalFixedCost(b *testing.B) {
	ctx := context.Background()
	x := mat.NewDense(1000, 10, nil)
	y := mat.NewDense(1000, 10, nil)
	for i := range 1000 {
		for j := range 10 {
			x.Set(i, j, float64(i*10+j)/7)
			y.Set(i, j, float64(j-i)/3)
		}
	}
	// The quick patterns of fusebench at 1000 rows (Boehm et al., PVLDB
	// 2018, Figures 9 and 10), above the optimizer's floor.
	X := matrix.RandDense(1000, 1000, 0, 1, 1)
	Y := matrix.RandDense(1000, 1000, 0, 1, 2)
	Z := matrix.RandDense(1000, 1000, 0, 1, 3)
	S := matrix.RandSparse(1000, 1000, 0.1, 0, 1, 4)
	v := mat.NewVecDense(1000, matrix.RandDense(1000, 1, 0, 1, 5).RawMatrix().Data)
	w := mat.NewVecDense(1000, matrix.RandDense(1000, 1, 0, 1, 6).RawMatrix().Data)
	// 10 x 10: the fixed cost per Eval alone.
	tx, ty := matrix.RandDense(10, 10, -1, 1, 7), matrix.RandDense(10, 10, -1, 1, 8)
	dags := map[string]func() []*engine.Expr{
		"tiny": func() []*engine.Expr {
			X, Y := engine.Dense(tx), engine.Dense(ty)
			o := engine.Scalar(1).Sub(X.Mul(Y))
			return []*engine.Expr{o.Maximum(engine.Scalar(0)).Mul(Y).ColSums(), X.Mul(X).Sum()}
		},
		"cell-dense": func() []*engine.Expr {
			return []*engine.Expr{engine.Dense(X).Mul(engine.Dense(Y)).Mul(engine.Dense(Z)).Sum()}
		},
		"row-dense": func() []*engine.Expr {
			x := engine.Dense(X)
			return []*engine.Expr{x.T().MatMul(engine.Vector(w).Mul(x.MatMul(engine.Vector(v))))}
		},
		"row-sparse": func() []*engine.Expr {
			x := engine.Sparse(S)
			return []*engine.Expr{x.T().MatMul(engine.Vector(w).Mul(x.MatMul(engine.Vector(v))))}
		},
		"sum-xy": func() []*engine.Expr {
			return []*engine.Expr{engine.Dense(x).Mul(engine.Dense(y)).Sum()}
		},
		"l2svm-like": func() []*engine.Expr {
			X, Y := engine.Dense(x), engine.Dense(y)
			o := engine.Scalar(1).Sub(X.Mul(Y))
			return []*engine.Expr{o.Maximum(engine.Scalar(0)).Mul(Y).ColSums(), X.Mul(X).Sum()}
		},
	}
	for _, name := range []string{"tiny", "sum-xy", "l2svm-like", "cell-dense", "row-dense", "row-sparse"} {
		for _, cfg := range []struct {
			name string
			opts []engine.Option
		}{
			{"base", []engine.Option{engine.WithPolicy(engine.PolicyNone)}},
			{"gen", nil},
			// Every Eval optimizes: no floor, no skipping of pending DAGs.
			{"gen-sync", []engine.Option{engine.WithCompileMode(engine.CompileSync)}},
		} {
			b.Run(name+"/"+cfg.name, func(b *testing.B) {
				eng, err := engine.New(append(cfg.opts, engine.WithCacheDir(""))...)
				if err != nil {
					b.Fatal(err)
				}
				defer eng.Close()
				cpu := processCPU()
				for b.Loop() {
					if _, err := eng.Eval(ctx, dags[name]()...); err != nil {
						b.Fatal(err)
					}
				}
				b.ReportMetric(float64((processCPU()-cpu).Nanoseconds())/float64(b.N), "cpu-ns/op")
			})
		}
	}
}

// BenchmarkAlgorithmsSmall trains the algorithms of Boehm et al., PVLDB
// 2018 (Table 2) at 10^4 rows (ALS-CG and AutoEncoder at their small
// sizes) under Base and the default engine, one engine per policy reused
// across iterations, as an iterative program's later runs see it.
func BenchmarkAlgorithmsSmall(b *testing.B) {
	ctx := context.Background()
	n, d := 10000, 10
	X2, y2, err := datagen.Binary(n, d, 0.1, 0, 1)
	if err != nil {
		b.Fatal(err)
	}
	Xm, ym, err := datagen.Multiclass(n, d, 2, 0.1, 1)
	if err != nil {
		b.Fatal(err)
	}
	Xp, yp, _, err := datagen.Probit(n, d, 1)
	if err != nil {
		b.Fatal(err)
	}
	Xc, _, err := datagen.Clusters(n, d, 5, 8, 1)
	if err != nil {
		b.Fatal(err)
	}
	R, err := datagen.Ratings(2000, 2000, 0.01, 20, 1)
	if err != nil {
		b.Fatal(err)
	}
	Xi, err := datagen.Images(1024, 500, 1)
	if err != nil {
		b.Fatal(err)
	}
	algos := []struct {
		name string
		run  func(eng *engine.Engine) error
	}{
		{"L2SVM", func(eng *engine.Engine) error { _, err := l2svm.Train(ctx, eng, X2, y2, l2svm.Options{}); return err }},
		{"MLogreg", func(eng *engine.Engine) error {
			_, err := mlogreg.Train(ctx, eng, Xm, ym, mlogreg.Options{})
			return err
		}},
		{"GLM", func(eng *engine.Engine) error { _, err := glm.Train(ctx, eng, Xp, yp, glm.Options{}); return err }},
		{"KMeans", func(eng *engine.Engine) error {
			_, err := kmeans.Train(ctx, eng, Xc, kmeans.Options{Seed: 1})
			return err
		}},
		{"ALS-CG", func(eng *engine.Engine) error {
			_, err := alscg.Train(ctx, eng, R, alscg.Options{MaxIter: 2, Seed: 1})
			return err
		}},
		{"AutoEncoder", func(eng *engine.Engine) error {
			_, err := autoencoder.Train(ctx, eng, Xi, autoencoder.Options{Epochs: 1, Seed: 1})
			return err
		}},
	}
	for _, a := range algos {
		for _, pol := range []engine.Policy{engine.PolicyNone, engine.PolicyCostBased} {
			b.Run(a.name+"/"+pol.String(), func(b *testing.B) {
				eng, err := engine.New(engine.WithPolicy(pol), engine.WithCacheDir(""))
				if err != nil {
					b.Fatal(err)
				}
				defer eng.Close()
				cpu := processCPU()
				for b.Loop() {
					if err := a.run(eng); err != nil {
						b.Fatal(err)
					}
				}
				b.ReportMetric(float64((processCPU()-cpu).Nanoseconds())/float64(b.N), "cpu-ns/op")
			})
		}
	}
}
