package engine_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/fusejit/fusejit/algorithms/alscg"
	"github.com/fusejit/fusejit/algorithms/autoencoder"
	"github.com/fusejit/fusejit/algorithms/datagen"
	"github.com/fusejit/fusejit/algorithms/glm"
	"github.com/fusejit/fusejit/algorithms/kmeans"
	"github.com/fusejit/fusejit/algorithms/l2svm"
	"github.com/fusejit/fusejit/algorithms/mlogreg"
	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/internal/selection"
)

// algoDAGs runs the six algorithms of Boehm et al., PVLDB 2018 (Table 2) unfused, at
// the sizes fusebench -algorithms is usually run with, and returns the
// distinct DAGs each evaluated, in first-seen order.
func algoDAGs(tb testing.TB) map[string][][]*engine.Expr {
	tb.Helper()
	ctx := context.Background()
	n, d := 100000, 10
	type algo struct {
		name string
		run  func(eng *engine.Engine) error
	}
	algos := []algo{
		{"L2SVM", func(eng *engine.Engine) error {
			X, y, err := datagen.Binary(n, d, 0.1, 0, 1)
			if err == nil {
				_, err = l2svm.Train(ctx, eng, X, y, l2svm.Options{})
			}
			return err
		}},
		{"MLogreg", func(eng *engine.Engine) error {
			X, y, err := datagen.Multiclass(n, d, 2, 0.1, 1)
			if err == nil {
				_, err = mlogreg.Train(ctx, eng, X, y, mlogreg.Options{})
			}
			return err
		}},
		{"GLM", func(eng *engine.Engine) error {
			X, y, _, err := datagen.Probit(n, d, 1)
			if err == nil {
				_, err = glm.Train(ctx, eng, X, y, glm.Options{})
			}
			return err
		}},
		{"KMeans", func(eng *engine.Engine) error {
			X, _, err := datagen.Clusters(n, d, 5, 8, 1)
			if err == nil {
				_, err = kmeans.Train(ctx, eng, X, kmeans.Options{Seed: 1})
			}
			return err
		}},
		{"ALS-CG", func(eng *engine.Engine) error {
			X, err := datagen.Ratings(2000, 2000, 0.01, 20, 1)
			if err == nil {
				_, err = alscg.Train(ctx, eng, X, alscg.Options{MaxIter: 2, Seed: 1})
			}
			return err
		}},
		{"AutoEncoder", func(eng *engine.Engine) error {
			X, err := datagen.Images(1024, 500, 1)
			if err == nil {
				_, err = autoencoder.Train(ctx, eng, X, autoencoder.Options{Epochs: 1, Seed: 1})
			}
			return err
		}},
	}
	out := map[string][][]*engine.Expr{}
	for _, a := range algos {
		var dags [][]*engine.Expr
		eng, err := engine.New(engine.WithPolicy(engine.PolicyNone), engine.WithCacheDir(""),
			engine.WithCompileObserver(func(outs []*engine.Expr) { dags = append(dags, slices.Clone(outs)) }))
		if err != nil {
			tb.Fatal(err)
		}
		err = a.run(eng)
		eng.Close()
		if err != nil {
			tb.Fatalf("%s: %v", a.name, err)
		}
		out[a.name] = dags
	}
	return out
}

var algoOrder = []string{"L2SVM", "MLogreg", "GLM", "KMeans", "ALS-CG", "AutoEncoder"}

// BenchmarkOptimizeAlgorithms times the optimizer alone on every DAG the
// algorithms evaluate, each searched from scratch (no plan cache), under
// the default engine's search budget (tiered) and the full search (sync).
// It reports the mean and the largest time per distinct DAG. With
// FUSEJIT_OPT_PLANS=dir it writes each DAG's chosen plan and costs there,
// to compare the plans of two versions of the optimizer.
func BenchmarkOptimizeAlgorithms(b *testing.B) {
	all := algoDAGs(b)
	mach := selection.Nominal()
	dir := os.Getenv("FUSEJIT_OPT_PLANS")
	for _, mode := range []struct {
		name string
		gain float64
	}{{"tiered", engine.TieredGainBudget}, {"sync", 0}} {
		for _, name := range algoOrder {
			b.Run(mode.name+"/"+name, func(b *testing.B) {
				eng, err := engine.New(engine.WithPolicy(engine.PolicyCostBased), engine.WithCacheDir(""))
				if err != nil {
					b.Fatal(err)
				}
				defer eng.Close()
				// Distinct DAGs only: the plan cache serves repeats.
				var dags [][]*engine.Expr
				seen := map[string]bool{}
				for _, outs := range all[name] {
					r, err := eng.OptimizeOnly(outs, mach, mode.gain, nil)
					if err != nil {
						b.Fatal(err)
					}
					if !seen[r.Shape] {
						seen[r.Shape] = true
						dags = append(dags, outs)
					}
				}
				var plans strings.Builder
				took := make([][]time.Duration, len(dags))
				cpus := make([][]time.Duration, len(dags))
				var total, cpu, search time.Duration
				var plansCosted int64
				b.ResetTimer()
				for i := 0; i < b.N; i++ {
					plans.Reset()
					for k, outs := range dags {
						r, err := eng.OptimizeOnly(outs, mach, mode.gain, nil)
						if err != nil {
							b.Fatal(err)
						}
						total += r.Took
						took[k] = append(took[k], r.Took)
						cpus[k] = append(cpus[k], r.CPU)
						cpu += r.CPU
						search += r.Search
						plansCosted += r.Plans
						fmt.Fprintf(&plans, "== DAG %d cost %.6g\n# approximate %v\n%s", k, r.Cost, r.Approximate, r.Plan)
					}
				}
				b.StopTimer()
				// The largest of the DAGs' median times: one slow run of a
				// DAG on a shared machine says little.
				median := func(ts [][]time.Duration) (mx time.Duration) {
					for _, t := range ts {
						slices.Sort(t)
						mx = max(mx, t[len(t)/2])
					}
					return mx
				}
				mx, mxCPU := median(took), median(cpus)
				b.ReportMetric(float64(total.Microseconds())/1e3/float64(b.N*len(dags)), "ms/DAG")
				b.ReportMetric(float64(mx.Microseconds())/1e3, "max-ms/DAG")
				b.ReportMetric(float64(cpu.Microseconds())/1e3/float64(b.N*len(dags)), "cpu-ms/DAG")
				b.ReportMetric(float64(mxCPU.Microseconds())/1e3, "max-cpu-ms/DAG")
				b.ReportMetric(float64(len(dags)), "DAGs")
				if search > 0 {
					b.ReportMetric(float64(plansCosted)/float64(search.Microseconds())*1e3, "plans/ms-budgeted")
				}
				if dir != "" {
					f := filepath.Join(dir, mode.name+"-"+name+".txt")
					if err := os.WriteFile(f, []byte(plans.String()), 0o644); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
