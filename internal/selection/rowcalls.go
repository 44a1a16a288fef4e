package selection

import (
	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/memo"
)

// A Row kernel computes each operator whose per-row value is a row vector
// (an element-wise operation on a row, a row aggregate of one, a product,
// a cbind, a scan) with a primitive loop over the row, entered once per
// row: a call, the loop's setup and its vector body or scalar remainder,
// and for sums the lanes of "Summation order" in memory. Equation (3)
// counts only the cells' FLOPs, which is right for the wide rows of
// Boehm et al., PVLDB 2018 but not for narrow ones: over rows of 2 to 10
// cells that entry costs more than the cells, and the cells' vector
// bodies do not run at all (exp of a 2-cell row runs scalar, at five to
// six times the time per cell of a Cell kernel, which vectorizes across
// rows). Without this term the optimizer put MLogreg's exp(LT) over
// n x 2 into Row operators and, on some measured rates, re-read X to
// avoid writing LT: its trial point took 75-164 ms of CPU (10^6 x 10,
// one thread) by the rate, Base 95, and now 48-57 on every rate.

// rowCallFlops is the work, in the FLOPs of the machine's measured peak,
// of entering one row-vector operator for one row. Fitted on the
// project's 2-core machine (one thread, 10^6 rows, dense): rowSums(L -
// rowMaxs(L)) over 2 columns takes 15.6 ns a row for its 3 row-vector
// operators, the Row kernel of cbind(X %*% b, 0) - rowMaxs(...) over 10
// columns 25 ns for 5, the pipelined t(X) %*% (w * (X %*% v)) 8 ns for 2:
// 4 to 5 ns each, about 45 FLOPs of one core at the measured peak (19
// GFLOP/s for two cores); 40 keeps the estimate on the low side.
const rowCallFlops = 40

// rowCallWork is the per-row entry work of Row operator v: rowCallFlops
// for each covered operator that runs as a row-vector primitive, times
// the rows the operator iterates over. It is 0 for other templates and
// for an operator of one product, which runs unfused (unfuseLoneProducts)
// at the cost of the unfused product; for rows of hundreds of cells it is
// small next to their cells' FLOPs.
func rowCallWork(v *vector) float64 {
	if v.typ != memo.TemplateRow || (len(v.covered) == 1 && v.covered[0].Op == hop.OpMatMul) {
		return 0
	}
	rows, calls := 0, 0
	for _, h := range v.covered {
		if h.Op == hop.OpTranspose {
			continue // t(X) in t(X) %*% W is read as X's rows
		}
		if h.Op == hop.OpMatMul && h.Inputs[0].Op == hop.OpTranspose {
			rows = max(rows, h.Inputs[0].Cols) // t(X) %*% W runs over X's rows
		} else {
			rows = max(rows, h.Rows)
		}
		if rowVectorCall(h) {
			calls++
		}
	}
	return rowCallFlops * float64(rows) * float64(calls)
}

// rowVectorCall reports whether a Row kernel computes h per row with a
// primitive loop over a row vector rather than inline arithmetic on
// per-row scalars: products (x %*% B, and the update of t(X) %*% W),
// cbind, row scans, aggregates of a row vector and element-wise
// operations whose rows have more than one cell. Slices are a load or an
// address.
func rowVectorCall(h *hop.Hop) bool {
	switch {
	case h.Op == hop.OpMatMul, h.Op == hop.OpCBind, h.IsRowScan():
		return true
	case h.Op.IsAgg():
		return len(h.Inputs) > 0 && h.Inputs[0].Cols > 1
	case h.Op.IsElementwise():
		return h.Cols > 1
	}
	return false
}
