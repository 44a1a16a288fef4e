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

// The summation order of SEMANTICS.md ("Summation order") on sums near the
// overflow threshold, where any other order gives other results: fused and
// unfused row, column and full sums and means are bitwise equal, dense and
// sparse, with 1 and 3 threads, and equal between the dense and sparse
// forms of one matrix.

// sumOrderN rows of sumOrderWidths columns: several tasks; 1003 columns
// are no multiple of 8 (lane offsets change from row to row), 1008 are a
// multiple of 16 (every lane of a row gets an even number of values).
const sumOrderN = 400

var sumOrderWidths = []int{1003, 1008}

// overflowPattern fills an n x m matrix with values of magnitude about
// 1e308. alternate: signs alternate along each row, so that a sequential
// sum stays finite while each lane (every 8th column) overflows;
// otherwise each lane alternates and stays finite while a sequential sum
// overflows in the first four columns. Cells where drop is true are 0.
func overflowPattern(m int, alternate bool, drop func(i, j int) bool) *mat.Dense {
	d := mat.NewDense(sumOrderN, m, nil)
	for i := 0; i < sumOrderN; i++ {
		for j := 0; j < m; j++ {
			if drop != nil && drop(i, j) {
				continue
			}
			v := 1e308 * (1 + float64((i*31+j*17)%97)/1000)
			neg := j%2 == 1
			if !alternate {
				// Lanes q and q+4 end with opposite signs, so that the
				// combining tree, which adds them first, stays finite.
				neg = (j/8+j%8/4)%2 == 1
			}
			if neg {
				v = -v
			}
			d.Set(i, j, v)
		}
	}
	return d
}

func onesDense(r, c int) *mat.Dense {
	d := mat.NewDense(r, c, nil)
	for i := 0; i < r; i++ {
		for j := 0; j < c; j++ {
			d.Set(i, j, 1)
		}
	}
	return d
}

func TestSumOrderOverflowBitwise(t *testing.T) {
	if sumOrderN*sumOrderWidths[0] < 4*parallel.TaskWork {
		t.Fatalf("%d x %d cells are too few for several tasks", sumOrderN, sumOrderWidths[0])
	}
	ctx := context.Background()
	type cfg struct {
		p       engine.Policy
		threads int
	}
	var cfgs []cfg
	engines := map[cfg]*engine.Engine{}
	for _, p := range []engine.Policy{engine.PolicyNone, engine.PolicyFuseAll} {
		for _, th := range []int{1, 3} {
			c := cfg{p, th}
			cfgs = append(cfgs, c)
			engines[c] = newEngine(t, p, engine.WithThreads(th))
		}
	}
	dropThird := func(i, j int) bool { return (i+j)%3 == 0 }
	aggs := []struct {
		name string
		f    func(*engine.Expr) *engine.Expr
	}{
		{"rowSums", (*engine.Expr).RowSums},
		{"rowMeans", (*engine.Expr).RowMeans},
		{"sum", (*engine.Expr).Sum},
		{"mean", (*engine.Expr).Mean},
		{"colSums", (*engine.Expr).ColSums},
		{"colMeans", (*engine.Expr).ColMeans},
	}
	for _, m := range sumOrderWidths {
		for _, alternate := range []bool{true, false} {
			for _, drop := range []bool{false, true} {
				var dropFn func(i, j int) bool
				if drop {
					dropFn = dropThird
				}
				X := overflowPattern(m, alternate, dropFn)
				Y := onesDense(sumOrderN, m)
				forms := map[string][2]*engine.Expr{
					"dense":  {engine.Dense(X), engine.Dense(Y)},
					"sparse": {engine.Sparse(matrix.FromDense(X)), engine.Sparse(matrix.FromDense(Y))},
				}
				for _, a := range aggs {
					name := fmt.Sprintf("m=%d/alternate=%v/zeros=%v/%s", m, alternate, drop, a.name)
					t.Run(name, func(t *testing.T) {
						var ref mat.Matrix
						var refWhat string
						for _, form := range []string{"dense", "sparse"} {
							in := forms[form]
							out := a.f(in[0].Mul(in[1]))
							for _, c := range cfgs {
								res, err := engines[c].Eval(ctx, out)
								if err != nil {
									t.Fatalf("%s %s/%d threads: %v", form, c.p, c.threads, err)
								}
								if c.p != engine.PolicyNone {
									if len(res.Plan()) == 0 {
										t.Fatalf("%s %s: nothing fused", form, c.p)
									}
									for _, op := range res.Plan() {
										if op.Fallback {
											t.Fatalf("%s %s: %s operator fell back", form, c.p, op.Template)
										}
									}
								}
								what := fmt.Sprintf("%s %s %d threads", form, c.p, c.threads)
								if ref == nil {
									ref, refWhat = res.Matrix(0), what
									continue
								}
								if d := bitwiseDiff(ref, res.Matrix(0)); d != "" {
									t.Fatalf("%s differs from %s: %s", what, refWhat, d)
								}
							}
						}
						// The patterns must exercise what they are built for:
						// rows whose lanes alternate sum to finite values,
						// rows of other lanes overflow.
						if a.name == "rowSums" && !drop && m%16 == 0 {
							finite := 0
							r, _ := ref.Dims()
							for i := 0; i < r; i++ {
								if v := ref.At(i, 0); !math.IsInf(v, 0) && !math.IsNaN(v) {
									finite++
								}
							}
							if !alternate && finite != r {
								t.Errorf("lane-alternating rows: %d of %d row sums finite, want all", finite, r)
							}
							if alternate && finite != 0 {
								t.Errorf("column-alternating rows: %d of %d row sums finite, want none (each lane overflows)", finite, r)
							}
						}
					})
				}
			}
		}
	}
}
