package matrix

import (
	"math"
	"runtime"
	"testing"

	"gonum.org/v1/gonum/mat"
)

func TestRandDense(t *testing.T) {
	shapes := [][2]int{{1, 1}, {1, 1000}, {1000, 1}, {97, 1031}, {300, 300}, {3, 70000}}
	for _, s := range shapes {
		a := RandDense(s[0], s[1], -2, 3, 42)
		if a == nil {
			t.Fatalf("RandDense(%d, %d) = nil", s[0], s[1])
		}
		raw := a.RawMatrix()
		if raw.Rows != s[0] || raw.Cols != s[1] || raw.Stride != s[1] {
			t.Fatalf("RandDense(%d, %d) is %d x %d stride %d", s[0], s[1], raw.Rows, raw.Cols, raw.Stride)
		}
		for _, x := range raw.Data {
			if !(x >= -2 && x < 3) {
				t.Fatalf("value %v outside [-2, 3)", x)
			}
		}
		if b := RandDense(s[0], s[1], -2, 3, 42); !mat.Equal(a, b) {
			t.Errorf("%v: same seed gives different data", s)
		}
		if s[0]*s[1] > 1 {
			if c := RandDense(s[0], s[1], -2, 3, 43); mat.Equal(a, c) {
				t.Errorf("%v: different seeds give the same data", s)
			}
		}
	}
}

func TestRandDenseMoments(t *testing.T) {
	a := RandDense(500, 400, 1, 3, 7)
	data := a.RawMatrix().Data
	var sum, sq float64
	for _, x := range data {
		sum += x
		sq += (x - 2) * (x - 2)
	}
	n := float64(len(data))
	if mean := sum / n; math.Abs(mean-2) > 0.01 {
		t.Errorf("mean %v, want 2", mean)
	}
	if v := sq / n; math.Abs(v-4.0/12) > 0.01 {
		t.Errorf("variance %v, want 1/3", v)
	}
}

func TestRandDenseEdgeArguments(t *testing.T) {
	if a := RandDense(3, 4, 5, 5, 1); a == nil || a.At(2, 3) != 5 || a.At(0, 0) != 5 {
		t.Errorf("lo == hi should give a constant matrix")
	}
	if a := RandDense(2, 2, -math.MaxFloat64, math.MaxFloat64, 1); a == nil {
		t.Errorf("full float range should work")
	} else {
		for _, x := range a.RawMatrix().Data {
			if math.IsInf(x, 0) || math.IsNaN(x) {
				t.Errorf("full range gave %v", x)
			}
		}
	}
	invalid := []struct {
		rows, cols int
		lo, hi     float64
	}{
		{0, 3, 0, 1}, {3, 0, 0, 1}, {-1, 3, 0, 1}, {3, -1, 0, 1},
		{2, 2, 1, 0}, {2, 2, math.NaN(), 1}, {2, 2, 0, math.Inf(1)},
		{math.MaxInt / 2, 3, 0, 1},
	}
	for _, a := range invalid {
		if got := RandDense(a.rows, a.cols, a.lo, a.hi, 1); got != nil {
			t.Errorf("RandDense(%d, %d, %v, %v) = %v, want nil", a.rows, a.cols, a.lo, a.hi, got)
		}
	}
}

// withProcs runs f with GOMAXPROCS set to n.
func withProcs(n int, f func()) {
	old := runtime.GOMAXPROCS(n)
	defer runtime.GOMAXPROCS(old)
	f()
}

func TestRandIndependentOfThreads(t *testing.T) {
	var d1, d8 *mat.Dense
	withProcs(1, func() { d1 = RandDense(513, 777, 0, 1, 9) })
	withProcs(8, func() { d8 = RandDense(513, 777, 0, 1, 9) })
	if !mat.Equal(d1, d8) {
		t.Error("RandDense depends on GOMAXPROCS")
	}
	for _, p := range []float64{0.01, 0.5, 1} {
		var s1, s8 *CSR
		withProcs(1, func() { s1 = RandSparse(700, 900, p, 0, 1, 9) })
		withProcs(8, func() { s8 = RandSparse(700, 900, p, 0, 1, 9) })
		if !equalCSR(s1, s8) {
			t.Errorf("RandSparse(p = %v) depends on GOMAXPROCS", p)
		}
	}
}

func TestRandSparse(t *testing.T) {
	tests := []struct {
		rows, cols int
		p          float64
	}{
		{2000, 2000, 1e-4},
		{1000, 1000, 0.003},
		{300, 500, 0.05},
		{300, 500, 0.1499},
		{300, 500, 0.15},
		{200, 300, 0.5},
		{200, 300, 0.97},
		{40, 30, 1},
		{1, 100000, 0.01},
		{100000, 1, 0.01},
		{100000, 1, 0.5},
	}
	for _, tt := range tests {
		c := RandSparse(tt.rows, tt.cols, tt.p, -1, 1, 11)
		if c == nil {
			t.Fatalf("RandSparse(%d, %d, %v) = nil", tt.rows, tt.cols, tt.p)
		}
		if err := c.Validate(); err != nil {
			t.Fatalf("RandSparse(%d, %d, %v): %v", tt.rows, tt.cols, tt.p, err)
		}
		for _, x := range c.vals {
			if !(x >= -1 && x < 1) {
				t.Fatalf("value %v outside [-1, 1)", x)
			}
		}
		// The stored count is binomial: allow five standard deviations.
		cells := float64(tt.rows) * float64(tt.cols)
		mean := cells * tt.p
		sd := math.Sqrt(cells * tt.p * (1 - tt.p))
		if got := float64(c.NNZ()); math.Abs(got-mean) > 5*sd+1 {
			t.Errorf("RandSparse(%d, %d, %v): nnz %v, want %v +- %v", tt.rows, tt.cols, tt.p, got, mean, 5*sd)
		}
		if !equalCSR(c, RandSparse(tt.rows, tt.cols, tt.p, -1, 1, 11)) {
			t.Errorf("RandSparse(%d, %d, %v): same seed gives different data", tt.rows, tt.cols, tt.p)
		}
		if tt.p < 1 && equalCSR(c, RandSparse(tt.rows, tt.cols, tt.p, -1, 1, 12)) {
			t.Errorf("RandSparse(%d, %d, %v): different seeds give the same data", tt.rows, tt.cols, tt.p)
		}
	}
}

// The first and last columns must be reachable and the columns evenly hit,
// in both sampling paths.
func TestRandSparseColumnsUniform(t *testing.T) {
	for _, p := range []float64{0.01, 0.3} {
		const rows, cols = 20000, 10
		c := RandSparse(rows, cols, p, 0, 1, 5)
		count := make([]float64, cols)
		for _, j := range c.colIdx {
			count[j]++
		}
		mean := rows * p
		sd := math.Sqrt(rows * p * (1 - p))
		for j, n := range count {
			if math.Abs(n-mean) > 5*sd {
				t.Errorf("p = %v: column %d stored %v times, want %v +- %v", p, j, n, mean, 5*sd)
			}
		}
	}
}

func TestRandSparseEdgeArguments(t *testing.T) {
	for _, s := range [][2]int{{0, 0}, {0, 5}, {5, 0}} {
		c := RandSparse(s[0], s[1], 0.5, 0, 1, 1)
		if c == nil || c.Validate() != nil || c.rows != s[0] || c.cols != s[1] || c.NNZ() != 0 {
			t.Errorf("RandSparse(%d, %d) should be a valid empty matrix", s[0], s[1])
		}
	}
	if c := RandSparse(10, 10, 0, 0, 1, 1); c == nil || c.NNZ() != 0 || c.Validate() != nil {
		t.Errorf("sparsity 0 should give a valid empty matrix")
	}
	if c := RandSparse(100, 100, 5e-324, 0, 1, 1); c == nil || c.Validate() != nil {
		t.Errorf("denormal sparsity should give a valid matrix")
	}
	invalid := []struct {
		rows, cols int
		p, lo, hi  float64
	}{
		{-1, 3, 0.5, 0, 1}, {3, -1, 0.5, 0, 1}, {3, math.MaxInt32 + 1, 0.5, 0, 1},
		{3, 3, -0.1, 0, 1}, {3, 3, 1.1, 0, 1}, {3, 3, math.NaN(), 0, 1},
		{3, 3, 0.5, 1, 0}, {3, 3, 0.5, math.Inf(-1), 0},
	}
	for _, a := range invalid {
		if got := RandSparse(a.rows, a.cols, a.p, a.lo, a.hi, 1); got != nil {
			t.Errorf("RandSparse(%d, %d, %v, %v, %v) = %v, want nil", a.rows, a.cols, a.p, a.lo, a.hi, got)
		}
	}
}

func BenchmarkRandDense(b *testing.B) {
	for b.Loop() {
		RandDense(2000, 2000, 0, 1, 1)
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/4e6, "ns/cell")
}

func BenchmarkRandSparse(b *testing.B) {
	for _, p := range []float64{1e-4, 0.01, 0.3} {
		b.Run("", func(b *testing.B) {
			for b.Loop() {
				RandSparse(20000, 20000, p, 0, 1, 1)
			}
		})
	}
}
