package base

import (
	"fmt"
	"math"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/cplan"
	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/matrix"
)

// TestDotOrderWidth keeps the narrow products of Base and the kernels the
// same set.
func TestDotOrderWidth(t *testing.T) {
	if dotOrderMaxCols != cplan.SmallK {
		t.Fatalf("dotOrderMaxCols = %d, cplan.SmallK = %d", dotOrderMaxCols, cplan.SmallK)
	}
}

// dotOrderCell returns x[i,j] for the narrow-product tests: mixed
// magnitudes (so that another order rounds differently), zeros, and the
// special values at a few cells.
func dotOrderCell(i, j int) float64 {
	switch (i*31 + j*17) % 97 {
	case 3:
		return math.Copysign(0, -1)
	case 5:
		return 5e-324
	case 7:
		return 0
	}
	return math.Ldexp(float64((i*7+j*13)%17)-8.5, (i*5+j*3)%40-20)
}

// TestLaneMatMul checks the narrow products against the order written
// out product by product, bit for bit, for dense and CSR left operands,
// plain and transposed, on 1 to 3 threads, with a NaN and an Inf in some
// runs.
func TestLaneMatMul(t *testing.T) {
	same := func(a, b float64) bool {
		return math.Float64bits(a) == math.Float64bits(b) || (math.IsNaN(a) && math.IsNaN(b))
	}
	for _, shape := range [][3]int{{5, 1, 1}, {37, 23, 1}, {300, 9, 3}, {2000, 17, 8}, {3, 41, 2}, {20000, 13, 2}} {
		m, k, n := shape[0], shape[1], shape[2]
		for _, special := range []float64{0, math.NaN(), math.Inf(-1)} {
			x := mat.NewDense(m, k, nil)
			for i := range m {
				for j := range k {
					x.Set(i, j, dotOrderCell(i, j))
				}
			}
			if special != 0 {
				x.Set(m/2, k/2, special)
			}
			v := mat.NewDense(k, n, nil)
			for i := range k {
				for j := range n {
					v.Set(i, j, dotOrderCell(i+101, j+7))
				}
			}
			sp := matrix.FromDense(x)
			want := mat.NewDense(m, n, nil)
			wantSp := mat.NewDense(m, n, nil)
			for i := range m {
				for c := range n {
					var l, ls [hop.SumLanes]float64
					for j := range k {
						l[j%hop.SumLanes] += x.At(i, j) * v.At(j, c)
						if x.At(i, j) != 0 || math.Signbit(x.At(i, j)) {
							ls[j%hop.SumLanes] += x.At(i, j) * v.At(j, c)
						}
					}
					want.Set(i, c, hop.CombineLanes(&l))
					wantSp.Set(i, c, hop.CombineLanes(&ls))
				}
			}
			for threads := 1; threads <= 3; threads++ {
				e := &Exec{Threads: threads}
				name := fmt.Sprintf("%dx%dx%d/%v/threads=%d", m, k, n, special, threads)
				for _, c := range []struct {
					what string
					a    mat.Matrix
					want *mat.Dense
				}{{"dense", x, want}, {"csr", sp, wantSp}} {
					got, err := e.MatMul(c.a, v)
					if err != nil {
						t.Fatal(err)
					}
					for i := range m {
						for j := range n {
							if !same(got.At(i, j), c.want.At(i, j)) {
								t.Fatalf("%s %s: cell %d,%d = %v, want %v", name, c.what, i, j, got.At(i, j), c.want.At(i, j))
							}
						}
					}
				}
				// t(x) %*% w in the col_agg_t order: ranges of rowRanges.
				w := mat.NewDense(m, n, nil)
				for i := range m {
					for j := range n {
						w.Set(i, j, dotOrderCell(i+3, j+11))
					}
				}
				for _, c := range []struct {
					what string
					a    mat.Matrix
					rp   []int64
				}{{"dense", x, nil}, {"csr", sp, sp.RowPtr()}} {
					wantT := make([]float64, k*n)
					for ri, r := range rowRanges(m, k, c.rp, k*n) {
						part := make([]float64, k*n)
						for i := r.Lo; i < r.Hi; i++ {
							for j := range k {
								if c.rp != nil && x.At(i, j) == 0 && !math.Signbit(x.At(i, j)) {
									continue
								}
								for col := range n {
									part[j*n+col] += x.At(i, j) * w.At(i, col)
								}
							}
						}
						for q := range part {
							if ri == 0 {
								wantT[q] = part[q]
							} else {
								wantT[q] += part[q]
							}
						}
					}
					got, err := e.MatMul(c.a.T(), w)
					if err != nil {
						t.Fatal(err)
					}
					for j := range k {
						for col := range n {
							if !same(got.At(j, col), wantT[j*n+col]) {
								t.Fatalf("%s t(%s): cell %d,%d = %v, want %v", name, c.what, j, col, got.At(j, col), wantT[j*n+col])
							}
						}
					}
				}
			}
		}
	}
}

// TestRowRangesSplit makes sure TestLaneMatMul's largest shape exercises
// several partials, so that their order is checked.
func TestRowRangesSplit(t *testing.T) {
	if r := rowRanges(20000, 13, nil, 13*2); len(r) < 2 {
		t.Fatalf("rowRanges(20000, 13) = %v: one range", r)
	}
}
