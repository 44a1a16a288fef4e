package selection

import (
	"math"
	"testing"

	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/memo"
)

// The DAGs of the example algorithms of Boehm et al., PVLDB 2018 (Table 2), as their
// inner loops build them; the repository has no example scripts yet, so
// these are written down here from the algorithms' update rules.

const (
	algRows, algCols = 5000, 100
	algClasses       = 4
)

func scalar(v float64) *hop.Hop { return hop.NewScalar(v) }
func mm(a, b *hop.Hop) *hop.Hop { return hop.NewMatMul(a, b) }
func tr(a *hop.Hop) *hop.Hop    { return hop.NewTranspose(a) }
func un(op hop.OpCode, a *hop.Hop) *hop.Hop {
	return hop.NewUnary(op, a)
}
func rowSums(a *hop.Hop) *hop.Hop { return hop.NewAgg(hop.OpSum, hop.DirRow, a) }
func colSums(a *hop.Hop) *hop.Hop { return hop.NewAgg(hop.OpSum, hop.DirCol, a) }

// l2svm: one outer iteration with its line-search step.
func l2svm() []*hop.Hop {
	X, Y := dense(algRows, algCols), dense(algRows, 1)
	w, d := dense(algCols, 1), dense(algCols, 1)
	step, lambda := scalar(0.5), scalar(1e-3)
	Xw, Xd := mm(X, w), mm(X, d)
	out := bin(hop.OpSub, scalar(1), bin(hop.OpMul, Y, bin(hop.OpAdd, Xw, bin(hop.OpMul, step, Xd))))
	sv := bin(hop.OpGt, out, scalar(0))
	out = bin(hop.OpMul, out, sv)
	g := bin(hop.OpSub, bin(hop.OpMul, lambda, bin(hop.OpAdd, w, d)), sum(bin(hop.OpMul, bin(hop.OpMul, out, Y), Xd)))
	h := sum(bin(hop.OpMul, bin(hop.OpMul, Xd, sv), Xd))
	gnew := bin(hop.OpSub, mm(tr(X), bin(hop.OpMul, out, Y)), bin(hop.OpMul, lambda, w))
	obj := bin(hop.OpAdd, bin(hop.OpMul, scalar(0.5), sum(bin(hop.OpMul, out, out))), sum(bin(hop.OpMul, w, w)))
	return []*hop.Hop{g, h, gnew, obj}
}

// mlogreg: Boehm et al., PVLDB 2018, Expression (2), with the loss of the inner loop.
func mlogreg() []*hop.Hop {
	X, V, P := dense(algRows, algCols), dense(algCols, algClasses-1), dense(algRows, algClasses)
	Pk := hop.NewSlice(P, 0, algRows, 0, algClasses-1)
	Q := bin(hop.OpMul, Pk, mm(X, V))
	H := mm(tr(X), bin(hop.OpSub, Q, bin(hop.OpMul, Pk, rowSums(Q))))
	loss := sum(un(hop.OpLog, bin(hop.OpAdd, rowSums(un(hop.OpExp, mm(X, V))), scalar(1))))
	return []*hop.Hop{H, loss}
}

// glm: Poisson regression with log link, one Newton step.
func glm() []*hop.Hop {
	X, y, beta := dense(algRows, algCols), dense(algRows, 1), dense(algCols, 1)
	eta := mm(X, beta)
	mu := un(hop.OpExp, eta)
	g := mm(tr(X), bin(hop.OpSub, y, mu))
	loglik := sum(bin(hop.OpSub, bin(hop.OpMul, y, eta), mu))
	hv := mm(tr(X), bin(hop.OpMul, mu, mm(X, dense(algCols, 1))))
	return []*hop.Hop{g, loglik, hv}
}

// kmeans: distances, assignments and the centroid update.
func kmeans() []*hop.Hop {
	k := 8
	X, C := dense(algRows, algCols), dense(k, algCols)
	D := bin(hop.OpAdd, bin(hop.OpMul, scalar(-2), mm(X, tr(C))), tr(rowSums(bin(hop.OpMul, C, C))))
	minD := hop.NewAgg(hop.OpMin, hop.DirRow, D)
	P := bin(hop.OpLe, D, minD)
	P = bin(hop.OpDiv, P, rowSums(P))
	wcss := sum(bin(hop.OpAdd, minD, rowSums(bin(hop.OpMul, X, X))))
	Cn := bin(hop.OpDiv, mm(tr(P), X), tr(colSums(P)))
	return []*hop.Hop{wcss, Cn}
}

// alscg: the gradient and loss of ALS-CG over a sparse rating matrix.
func alscg() []*hop.Hop {
	n, m, r := 3000, 2000, 20
	X := sparse(n, m, 0.01, 7)
	U, V := dense(n, r), dense(m, r)
	lambda := scalar(1e-6)
	W := bin(hop.OpNe, X, scalar(0))
	UV := mm(U, tr(V))
	G := bin(hop.OpAdd, mm(bin(hop.OpSub, bin(hop.OpMul, W, UV), X), V), bin(hop.OpMul, lambda, U))
	E := bin(hop.OpSub, bin(hop.OpMul, W, UV), X)
	loss := bin(hop.OpAdd, sum(bin(hop.OpMul, E, E)), bin(hop.OpMul, lambda, sum(bin(hop.OpMul, U, U))))
	return []*hop.Hop{G, loss}
}

// autoencoder: forward and backward pass of a two-layer network.
func autoencoder() []*hop.Hop {
	h := 50
	X := dense(algRows, algCols)
	W1, W2 := dense(algCols, h), dense(h, algCols)
	b1, b2 := dense(1, h), dense(1, algCols)
	H1 := un(hop.OpSigmoid, bin(hop.OpAdd, mm(X, W1), b1))
	H2 := un(hop.OpSigmoid, bin(hop.OpAdd, mm(H1, W2), b2))
	E := bin(hop.OpSub, H2, X)
	obj := sum(bin(hop.OpMul, E, E))
	D2 := bin(hop.OpMul, bin(hop.OpMul, E, H2), bin(hop.OpSub, scalar(1), H2))
	gW2 := mm(tr(H1), D2)
	D1 := bin(hop.OpMul, bin(hop.OpMul, mm(D2, tr(W2)), H1), bin(hop.OpSub, scalar(1), H1))
	gW1 := mm(tr(X), D1)
	return []*hop.Hop{obj, gW1, gW2, colSums(D1), colSums(D2)}
}

var algorithms = []struct {
	name string
	dag  func() []*hop.Hop
}{
	{"L2SVM", l2svm}, {"MLogreg", mlogreg}, {"GLM", glm},
	{"KMeans", kmeans}, {"ALS-CG", alscg}, {"AutoEncoder", autoencoder},
}

// TestExampleAlgorithmsAreOptimizedExactly checks the optimizer on the
// example algorithms' DAGs against exhaustive enumeration per partition.
func TestExampleAlgorithmsAreOptimizedExactly(t *testing.T) {
	for _, alg := range algorithms {
		tbl := explore(t, alg.dag()...)
		p, rep := CostBased(tbl, nil, testOpts())
		if len(opsOf(p)) == 0 {
			t.Errorf("%s: no fused operator:\n%s", alg.name, p)
		}
		var points, space int
		for i := range findPartitions(tbl, allTemplates) {
			o, _, c := runEnum(tbl, i, Options{})
			n := o.n
			points += n
			space += 1 << n
			if n > 12 {
				continue
			}
			best := math.Inf(1)
			for q := uint64(0); q < 1<<n; q++ {
				cq, _ := o.m.planCost(q, math.Inf(1))
				best = math.Min(best, cq)
			}
			if !relEqual(best, c) {
				t.Errorf("%s: partition %d: chosen %g, exhaustive %g", alg.name, i, c, best)
			}
		}
		t.Logf("%-11s %2d partitions, %2d points, %5d plans, %4d evaluated, %s", alg.name, len(rep.Partitions), points, space, rep.PlansEvaluated(), rep.Time)
	}
}

// BenchmarkOptimize reports the optimization time per DAG of the example
// algorithms (plan cache off; exploration not included).
func BenchmarkOptimize(b *testing.B) {
	for _, alg := range algorithms {
		b.Run(alg.name, func(b *testing.B) {
			tbl := explore(b, alg.dag()...)
			opts := testOpts()
			var plans int64
			for b.Loop() {
				_, rep := CostBased(tbl, nil, opts)
				plans = rep.PlansEvaluated()
			}
			b.ReportMetric(float64(plans), "plans/op")
		})
	}
	b.Run("random-DAGs", func(b *testing.B) {
		var tbls []*memo.Table
		randomTablesB(b, 100, func(tbl *memo.Table) { tbls = append(tbls, tbl) })
		opts := testOpts()
		i := 0
		for b.Loop() {
			CostBased(tbls[i%len(tbls)], nil, opts)
			i++
		}
	})
}
