package hop

import (
	"math"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/matrix"
)

func TestMemoryEstimates(t *testing.T) {
	const wideCols = math.MaxInt32
	u := NewDense(mat.NewDense(2000, 10, nil))
	v := NewDense(mat.NewDense(3000, 10, nil))
	uvt := NewMatMul(u, NewTranspose(v))
	wide := NewSparse(matrix.NewCSRFromParts(2, wideCols, []int64{0, 1, 2}, []int32{0, wideCols - 1}, []float64{1, 2}))
	wt := NewTranspose(wide)
	// A 1000 x 1000 CSR with 10 cells (one per row in the first 10 rows).
	rp := make([]int64, 1001)
	ci := make([]int32, 10)
	for i := range rp {
		rp[i] = int64(min(i, 10))
	}
	for i := range 10 {
		ci[i] = int32(i)
	}
	s := NewSparse(matrix.NewCSRFromParts(1000, 1000, rp, ci, make([]float64, 10)))
	huge := NewMatMul(NewDense(mat.NewDense(1, 1, nil)), NewDense(mat.NewDense(1, 1, nil)))
	huge.Rows, huge.Cols = math.MaxInt32, math.MaxInt32 // cells*8 overflows int64

	cases := []struct {
		name      string
		h         *Hop
		out, oper int64
	}{
		{"dense leaf", u, 160_000, 160_000},
		{"outer product", uvt, 2000 * 3000 * 8, 2000*3000*8 + 160_000 + 240_000},
		{"sum of it", NewAgg(OpSum, DirFull, uvt), 8, 8 + 2000*3000*8},
		{"sparse transpose", wt, (wideCols+1)*8 + 2*12, 0},
		{"sparse x sparse", NewMatMul(wt, wide), (wideCols+1)*8 + 4*12, 0},
		{"sparse * scalar", NewBinary(OpMul, s, NewScalar(2)), 1001*8 + 10*12, 0},
		{"sparse + sparse", NewBinary(OpAdd, s, s), 1001*8 + 20*12, 0},
		{"exp of sparse is dense", NewUnary(OpExp, s), 1000 * 1000 * 8, 0},
		{"saturates", huge, math.MaxInt64, math.MaxInt64},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if c.h.Err != nil {
				t.Fatal(c.h.Err)
			}
			if got := c.h.OutputBytes(); got != c.out {
				t.Errorf("OutputBytes = %d, want %d", got, c.out)
			}
			if c.oper == 0 {
				return
			}
			if got := c.h.OperationBytes(4); got != c.oper {
				t.Errorf("OperationBytes = %d, want %d", got, c.oper)
			}
		})
	}
}

// TestWorstNNZBoundsAverage: the worst case never falls below the average
// estimate the optimizer costs with, and follows the paper's product rule.
func TestWorstNNZBoundsAverage(t *testing.T) {
	rp := []int64{0, 1, 2, 2, 2}
	a := NewSparse(matrix.NewCSRFromParts(4, 4, rp, []int32{0, 1}, []float64{1, 1}))
	p := NewMatMul(a, a)
	if p.WorstNNZ() < p.NNZ {
		t.Errorf("WorstNNZ %d below the estimate %d", p.WorstNNZ(), p.NNZ)
	}
	// s = 2/16, k = 4: min(1, 0.5)^2 * 16 = 4 cells.
	if got := p.WorstNNZ(); got != 4 {
		t.Errorf("WorstNNZ = %d, want 4", got)
	}
}
