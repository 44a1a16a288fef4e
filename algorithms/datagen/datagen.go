package datagen

import (
	"fmt"
	"math"
	"math/rand/v2"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/matrix"
)

// rng returns a random stream for one purpose of one data set.
func rng(seed, stream uint64) *rand.Rand {
	return rand.New(rand.NewPCG(seed, 0x9e3779b97f4a7c15^stream))
}

// features returns an n x d matrix uniform in [-1, 1).
func features(n, d int, seed uint64) (*mat.Dense, error) {
	if n <= 0 || d <= 0 {
		return nil, fmt.Errorf("datagen: invalid size %d x %d", n, d)
	}
	X := matrix.RandDense(n, d, -1, 1, seed)
	if X == nil {
		return nil, fmt.Errorf("datagen: cannot generate a %d x %d matrix", n, d)
	}
	return X, nil
}

// margins returns X %*% w for the true weights w, row by row.
func margins(X *mat.Dense, w []float64) []float64 {
	n, d := X.Dims()
	raw := X.RawMatrix()
	out := make([]float64, n)
	for i := 0; i < n; i++ {
		row := raw.Data[i*raw.Stride : i*raw.Stride+d]
		var s float64
		for j, v := range row {
			s += v * w[j]
		}
		out[i] = s
	}
	return out
}

// trueWeights returns d weights uniform in [-1, 1), none near zero.
func trueWeights(r *rand.Rand, d int) []float64 {
	w := make([]float64, d)
	for j := range w {
		v := r.Float64()*1.5 + 0.5
		if r.IntN(2) == 0 {
			v = -v
		}
		w[j] = v
	}
	return w
}

// Binary returns features X (n x d, uniform in [-1, 1)) and labels y in
// {-1, +1} of a linear model without intercept: y = sign(X w + e) for
// hidden weights w and Gaussian noise e with standard deviation noise.
// With noise 0 the classes are linearly separable through the origin;
// rows closer to the boundary than margin (relative to ||w||) are pushed
// away from it, so that a linear classifier reaches accuracy 1.
func Binary(n, d int, noise, margin float64, seed uint64) (*mat.Dense, *mat.VecDense, error) {
	X, err := features(n, d, seed)
	if err != nil {
		return nil, nil, err
	}
	r := rng(seed, 1)
	w := trueWeights(r, d)
	var norm float64
	for _, v := range w {
		norm += v * v
	}
	norm = math.Sqrt(norm)
	m := margins(X, w)
	y := mat.NewVecDense(n, nil)
	raw := X.RawMatrix()
	for i := 0; i < n; i++ {
		t := m[i] + noise*r.NormFloat64()
		label := 1.0
		if t < 0 {
			label = -1
		}
		if margin > 0 && math.Abs(m[i])/norm < margin {
			// Move the row along w to distance margin on its label's side.
			shift := (label*margin*norm - m[i]) / (norm * norm)
			row := raw.Data[i*raw.Stride : i*raw.Stride+d]
			for j := range row {
				row[j] += shift * w[j]
			}
		}
		y.SetVec(i, label)
	}
	return X, y, nil
}

// Multiclass returns features X (n x d, uniform in [-1, 1)) and labels in
// 1..k: the arg max of X W + e for hidden weights W (d x k) and Gumbel
// noise e scaled by noise (0: noise-free, linearly separable classes).
func Multiclass(n, d, k int, noise float64, seed uint64) (*mat.Dense, *mat.VecDense, error) {
	if k < 2 {
		return nil, nil, fmt.Errorf("datagen: %d classes, want at least 2", k)
	}
	X, err := features(n, d, seed)
	if err != nil {
		return nil, nil, err
	}
	r := rng(seed, 2)
	W := make([][]float64, k)
	for c := range W {
		W[c] = trueWeights(r, d)
	}
	scores := make([][]float64, k)
	for c := range W {
		scores[c] = margins(X, W[c])
	}
	y := mat.NewVecDense(n, nil)
	for i := 0; i < n; i++ {
		best, arg := math.Inf(-1), 0
		for c := 0; c < k; c++ {
			s := scores[c][i]
			if noise > 0 {
				s -= noise * math.Log(-math.Log(r.Float64()+1e-300)+1e-300)
			}
			if s > best {
				best, arg = s, c
			}
		}
		y.SetVec(i, float64(arg+1))
	}
	return X, y, nil
}

// Probit returns features X (n x d, uniform in [-1, 1)), labels y in
// {0, 1} drawn with P(y = 1) = Phi(X beta), and the hidden beta.
func Probit(n, d int, seed uint64) (*mat.Dense, *mat.VecDense, *mat.VecDense, error) {
	X, err := features(n, d, seed)
	if err != nil {
		return nil, nil, nil, err
	}
	r := rng(seed, 3)
	beta := trueWeights(r, d)
	for j := range beta {
		beta[j] *= 0.5
	}
	m := margins(X, beta)
	y := mat.NewVecDense(n, nil)
	for i := 0; i < n; i++ {
		p := 0.5 * math.Erfc(-m[i]/math.Sqrt2)
		if r.Float64() < p {
			y.SetVec(i, 1)
		}
	}
	return X, y, mat.NewVecDense(d, beta), nil
}

// Clusters returns n points in d dimensions around k centers (uniform in
// [-10, 10)^d) with Gaussian noise of standard deviation spread, and the
// 0-based center of each point. Points are assigned round-robin, so every
// cluster has n/k points (up to one).
func Clusters(n, d, k int, spread float64, seed uint64) (*mat.Dense, []int, error) {
	if n <= 0 || d <= 0 || k <= 0 || k > n {
		return nil, nil, fmt.Errorf("datagen: invalid clusters n=%d d=%d k=%d", n, d, k)
	}
	r := rng(seed, 4)
	centers := make([]float64, k*d)
	for i := range centers {
		centers[i] = r.Float64()*20 - 10
	}
	data := make([]float64, n*d)
	labels := make([]int, n)
	for i := 0; i < n; i++ {
		c := i % k
		labels[i] = c
		for j := 0; j < d; j++ {
			data[i*d+j] = centers[c*d+j] + spread*r.NormFloat64()
		}
	}
	return mat.NewDense(n, d, data), labels, nil
}

// Ratings returns an m x n sparse ratings matrix in which every cell is
// stored with probability sparsity, with ratings in [1, 5] from a hidden
// rank-r model plus noise: rating = clamp(3 + U V' + e, 1, 5), rounded to
// halves. Stored values are never zero.
func Ratings(m, n int, sparsity float64, rank int, seed uint64) (*matrix.CSR, error) {
	if rank <= 0 {
		return nil, fmt.Errorf("datagen: rank %d, want > 0", rank)
	}
	S := matrix.RandSparse(m, n, sparsity, 0, 1, seed)
	if S == nil {
		return nil, fmt.Errorf("datagen: cannot generate a %d x %d ratings matrix at sparsity %g", m, n, sparsity)
	}
	if m == 0 || n == 0 {
		return S, nil
	}
	U := matrix.RandDense(m, rank, -1, 1, seed+1)
	V := matrix.RandDense(n, rank, -1, 1, seed+2)
	if U == nil || V == nil {
		return nil, fmt.Errorf("datagen: cannot generate rank-%d factors", rank)
	}
	u, v := U.RawMatrix().Data, V.RawMatrix().Data
	scale := 1.5 / math.Sqrt(float64(rank))
	rowPtr, colIdx := S.RowPtr(), S.ColIdx()
	noise := S.Values() // uniform in [0, 1): the noise draw of each cell
	vals := make([]float64, len(noise))
	for i := 0; i < m; i++ {
		for p := rowPtr[i]; p < rowPtr[i+1]; p++ {
			j := int(colIdx[p])
			var dot float64
			for c := 0; c < rank; c++ {
				dot += u[i*rank+c] * v[j*rank+c]
			}
			x := 3 + scale*dot + (noise[p] - 0.5)
			x = math.Round(2*x) / 2
			vals[p] = math.Min(5, math.Max(1, x))
		}
	}
	rp := append([]int64(nil), rowPtr...)
	ci := append([]int32(nil), colIdx...)
	return matrix.NewCSRFromParts(m, n, rp, ci, vals), nil
}

// Images returns an n x d dense matrix in [0, 1]: smooth rows from a few
// hidden factors plus noise, so that an autoencoder has structure to find.
func Images(n, d int, seed uint64) (*mat.Dense, error) {
	X, err := features(n, d, seed)
	if err != nil {
		return nil, err
	}
	const factors = 3
	r := rng(seed, 5)
	basis := make([]float64, factors*d)
	for f := 0; f < factors; f++ {
		phase, freq := r.Float64()*2*math.Pi, float64(f+1)
		for j := 0; j < d; j++ {
			basis[f*d+j] = math.Sin(phase + freq*2*math.Pi*float64(j)/float64(d))
		}
	}
	raw := X.RawMatrix()
	coef := make([]float64, factors)
	for i := 0; i < n; i++ {
		for f := range coef {
			coef[f] = r.Float64()*2 - 1
		}
		row := raw.Data[i*raw.Stride : i*raw.Stride+d]
		for j := range row {
			var s float64
			for f := range coef {
				s += coef[f] * basis[f*d+j]
			}
			// row[j] holds uniform noise in [-1, 1).
			row[j] = math.Min(1, math.Max(0, 0.5+0.25*s+0.05*row[j]))
		}
	}
	return X, nil
}
