package base

import (
	"fmt"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/hop"
)

// TestRowCumulative: the row-wise scan equals t(scan(t(X))) computed by the
// sequential reference, bit for bit, in both result formats, on dense and
// CSR inputs with NaN, Inf, empty rows, one row and one column.
func TestRowCumulative(t *testing.T) {
	for _, sz := range [][2]int{{9, 7}, {1, 6}, {8, 1}, {40, 33}, {300, 5}} {
		n, m := sz[0], sz[1]
		pool := btAggPool(uint64(11*n+m), n, m)
		for _, th := range []int{1, 3} {
			e := &Exec{Threads: th}
			for k := range pool {
				a := &pool[k]
				at := btTranspose(a)
				for _, op := range btCumOps {
					for _, sp := range []bool{false, true} {
						cum := btCum(op, &at, sp)
						want := btTranspose(&cum)
						what := fmt.Sprintf("row%v(%s) sparseOut=%v threads=%d", op, a.name, sp, th)
						_, got, err := btCall(t, []*btVal{a}, func(ms []mat.Matrix) (mat.Matrix, error) {
							return e.RowCumulative(op, ms[0], sp)
						})
						if err != nil {
							t.Fatalf("%s: %v", what, err)
						}
						btCompare(t, what, got, want, nil)
					}
				}
			}
		}
	}
	e := &Exec{}
	if _, err := e.RowCumulative(hop.OpSum, mat.NewDense(2, 2, nil), false); err == nil {
		t.Fatal("row scan with a non-scan op: no error")
	}
	if _, err := e.RowCumulative(hop.OpCumSum, nil, false); err == nil {
		t.Fatal("row scan of nil: no error")
	}
}
