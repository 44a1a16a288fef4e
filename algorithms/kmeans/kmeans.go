package kmeans

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/algorithms/internal/la"
	"github.com/fusejit/fusejit/engine"
)

// ErrEmptyCluster is returned when a centroid loses all its records.
var ErrEmptyCluster = errors.New("kmeans: a cluster became empty")

// ErrInput is wrapped by the errors about invalid data or options.
var ErrInput = la.ErrInput

// Options configure training. A zero field takes its default.
type Options struct {
	// K is the number of clusters (default 5).
	K int
	// Epsilon: stop when the within-cluster sum of squares decreases by
	// less than Epsilon times its value (default 1e-12).
	Epsilon float64
	// MaxIter bounds the centroid updates (default 20).
	MaxIter int
	// Seed seeds the choice of initial centroids.
	Seed uint64
	// SamplePerCentroid is the number of rows per centroid the initial
	// centroids are picked from (default 50, as in the script).
	SamplePerCentroid int
	// Init, when set, gives the initial centroids (K x d) instead.
	Init *mat.Dense
	// Trace, when set, is called with the objective of every iteration.
	Trace func(Iteration)
}

// Iteration reports the within-cluster sum of squares (WCSS) of the
// centroids of one iteration (Iter 0: the initial centroids).
type Iteration struct {
	Iter int
	WCSS float64
}

// Model is a clustering.
type Model struct {
	Centroids  *mat.Dense // K x d
	WCSS       float64    // of Centroids
	Iterations int        // centroid updates
	Converged  bool
	Trace      []Iteration
}

func (o Options) withDefaults() (Options, error) {
	if o.K == 0 {
		o.K = 5
	}
	if o.Epsilon == 0 {
		o.Epsilon = 1e-12
	}
	if o.MaxIter == 0 {
		o.MaxIter = 20
	}
	if o.SamplePerCentroid == 0 {
		o.SamplePerCentroid = 50
	}
	if o.K < 1 || o.Epsilon < 0 || o.MaxIter < 0 || o.SamplePerCentroid < 1 {
		return o, fmt.Errorf("kmeans: %w: options k %d, epsilon %g, max iterations %d, sample %d: want k and sample > 0, the rest >= 0",
			la.ErrInput, o.K, o.Epsilon, o.MaxIter, o.SamplePerCentroid)
	}
	return o, nil
}

// Train clusters the rows of X (a *mat.Dense or *matrix.CSR). When a
// cluster loses all its records it returns ErrEmptyCluster together with
// the model of the last complete iteration.
func Train(ctx context.Context, eng *engine.Engine, X mat.Matrix, opts Options) (*Model, error) {
	o, err := opts.withDefaults()
	if err != nil {
		return nil, err
	}
	x, n, d, err := la.Data(X)
	if err != nil {
		return nil, fmt.Errorf("kmeans: %w", err)
	}
	if o.K > n {
		return nil, fmt.Errorf("kmeans: %w: k = %d > %d rows", la.ErrInput, o.K, n)
	}
	c := o.Init
	if c == nil {
		c = initCentroids(X, o)
	} else if r, cc := c.Dims(); r != o.K || cc != d {
		return nil, fmt.Errorf("kmeans: %w: Init is %d x %d, want %d x %d", la.ErrInput, r, cc, o.K, d)
	}

	r, err := la.Eval(ctx, eng, "kmeans: sum(X^2)", x.Mul(x).Sum())
	if err != nil {
		return nil, err
	}
	sumXsq, err := r.ScalarErr(0)
	if err != nil {
		return nil, err
	}

	m := &Model{}
	wcss := 0.0
	for iter := 0; ; iter++ {
		// Distances to the centroids, up to the C-independent ||x||^2.
		C := engine.Dense(c)
		D := engine.Scalar(-2).Mul(x.MatMul(C.T())).Add(C.Mul(C).RowSums().T())
		minD := D.RowMins()
		r, err := la.Eval(ctx, eng, fmt.Sprintf("kmeans: iteration %d: distances", iter), D, minD, minD.Sum())
		if err != nil {
			return nil, err
		}
		var dv, minv *mat.Dense
		var minSum float64
		if err := r.Scan(&dv, &minv, &minSum); err != nil {
			return nil, err
		}
		wcssOld := wcss
		wcss = sumXsq + minSum
		if err := la.Finite("kmeans: within-cluster sum of squares", wcss); err != nil {
			return nil, err
		}
		it := Iteration{Iter: iter, WCSS: wcss}
		m.Trace = append(m.Trace, it)
		m.Centroids, m.WCSS, m.Iterations = c, wcss, iter
		if o.Trace != nil {
			o.Trace(it)
		}
		if iter > 0 && wcssOld-wcss < o.Epsilon*wcss {
			m.Converged = true
			break
		}
		if iter >= o.MaxIter {
			break
		}

		// Assign records to their closest centroids; new centroids.
		Dl, minDl := engine.Dense(dv), engine.Dense(minv)
		P := Dl.Le(minDl)
		P = P.Div(P.RowSums())
		denom := P.ColSums()
		cNew := P.T().MatMul(x).Div(denom.T())
		r, err = la.Eval(ctx, eng, fmt.Sprintf("kmeans: iteration %d: centroids", iter+1),
			cNew, denom.Le(engine.Scalar(0)).Sum())
		if err != nil {
			return nil, err
		}
		var cn *mat.Dense
		var empty float64
		if err := r.Scan(&cn, &empty); err != nil {
			return nil, err
		}
		if empty > 0 {
			return m, fmt.Errorf("%w in iteration %d", ErrEmptyCluster, iter+1)
		}
		c = cn
	}
	return m, nil
}

// initCentroids picks K rows by greedy k-means++ on a sample of the rows:
// the first uniformly, each next one among 2 + ln(K) candidates drawn
// with probability proportional to their squared distance to the closest
// centroid so far, keeping the candidate that lowers the sample's
// potential most.
func initCentroids(X mat.Matrix, o Options) *mat.Dense {
	n, d := X.Dims()
	r := rand.New(rand.NewPCG(o.Seed, 0x6b6d65616e73))
	size := min(n, o.K*o.SamplePerCentroid)
	sample := r.Perm(n)[:size]
	rows := make([][]float64, size)
	for i, idx := range sample {
		rows[i] = mat.Row(nil, idx, X)
	}
	sqdist := func(a, b []float64) float64 {
		var s float64
		for j, v := range a {
			s += (v - b[j]) * (v - b[j])
		}
		return s
	}
	c := mat.NewDense(o.K, d, nil)
	dist := make([]float64, size)
	for i := range dist {
		dist[i] = math.Inf(1)
	}
	trials := 2 + int(math.Log(float64(o.K)))
	cand := make([]float64, size)
	pick := r.IntN(size)
	for k := 0; k < o.K; k++ {
		c.SetRow(k, rows[pick])
		var total float64
		for i, row := range rows {
			dist[i] = math.Min(dist[i], sqdist(row, rows[pick]))
			total += dist[i]
		}
		if k == o.K-1 {
			break
		}
		if total == 0 {
			pick = r.IntN(size)
			continue
		}
		best := math.Inf(1)
		for t := 0; t < trials; t++ {
			u := r.Float64() * total
			p := size - 1
			for i, v := range dist {
				if u < v {
					p = i
					break
				}
				u -= v
			}
			var pot float64
			for i, row := range rows {
				cand[i] = math.Min(dist[i], sqdist(row, rows[p]))
				pot += cand[i]
			}
			if pot < best {
				best, pick = pot, p
			}
		}
	}
	return c
}

// Assign returns the 0-based closest centroid of every row of X, in Go.
func (m *Model) Assign(X mat.Matrix) ([]int, error) {
	if X == nil || m.Centroids == nil {
		return nil, fmt.Errorf("kmeans: assign: %w: nil matrix", la.ErrInput)
	}
	n, d := X.Dims()
	k, cd := m.Centroids.Dims()
	if d != cd {
		return nil, fmt.Errorf("kmeans: assign: %w: X has %d columns, the centroids %d", la.ErrInput, d, cd)
	}
	out := make([]int, n)
	row := make([]float64, d)
	for i := 0; i < n; i++ {
		mat.Row(row, i, X)
		best, arg := math.Inf(1), 0
		for c := 0; c < k; c++ {
			var s float64
			for j, v := range row {
				diff := v - m.Centroids.At(c, j)
				s += diff * diff
			}
			if s < best {
				best, arg = s, c
			}
		}
		out[i] = arg
	}
	return out, nil
}
