package skeletons

import (
	"context"
	"fmt"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/cplan"
	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/memo"
)

// A Row kernel computes x %*% B one row at a time: with B wide (L x k, k
// large, as t(V) in rowSums(exp(U %*% t(V))) under a memory budget) every
// row streams all of B and its k-wide row vectors through memory, which
// made a 200,000 x 10 U take hours. When the row program is element-wise
// in B's columns and closes with an aggregate that splits over columns,
// Run instead calls the kernel once per band of B's columns, on a packed
// copy of the band small enough to stay in the core's L2 cache for all
// rows (and its row vectors in L1), and merges the bands' results: in band order (sum, min, max of
// rows and of the whole), or side by side (column aggregates). A cell of
// the product is the same dot product as before; only sums over columns
// are added up in another order (SEMANTICS.md, reordered sums).

// Tuning of the column bands (variables so that tests can put bands on
// small inputs).
var (
	// rowTileBytes is the size of one packed band of B: it stays in L2
	// and the band's row vectors in L1 (64 KiB ran sum(U %*% t(V)) at
	// 30,000 x 10 in 0.68 the CPU time of 256 KiB bands; 16 and 32 KiB
	// were no faster).
	rowTileBytes = 64 << 10
	// rowTileMinCols is the narrowest band: for a tall B a band of
	// rowTileBytes would be too narrow to amortize a pass over the rows.
	rowTileMinCols = 256
	// rowTileMinBytes is the size of B below which Row kernels read it
	// whole: it then stays in cache across rows anyway.
	rowTileMinBytes = 1 << 20
)

// rowTiling is the band plan of a Row kernel: the input index of B and
// the band width in columns.
type rowTiling struct {
	b, width int
}

// planRowTiling returns the band plan of p over inputs of the given
// shapes, or ok false when p does not qualify.
func planRowTiling(p *cplan.CPlan, rows, cols []int) (t rowTiling, ok bool) {
	if p.Template != memo.TemplateRow {
		return t, false
	}
	switch p.Variant {
	case cplan.RowAgg, cplan.FullAgg, cplan.ColAgg:
	default:
		return t, false
	}
	t.b = -1
	wide := map[cplan.Node]bool{}
	narrow := map[cplan.Node]bool{} // per-row scalars
	mainRow := map[cplan.Node]bool{}
	for _, n := range p.ABI().Nodes {
		switch n := n.(type) {
		case *cplan.Data:
			in := p.Inputs[n.In]
			switch {
			case in.Kind == cplan.KindScalar || (in.Kind == cplan.KindColVector && !in.Sparse):
				narrow[n] = true
			case in.Kind == cplan.KindMatrix && n.In == 0:
				mainRow[n] = true
			default:
				return t, false
			}
		case *cplan.MatVec:
			in := p.Inputs[n.B]
			if n.Scalar || n.K > 0 || !mainRow[n.X] || in.Kind != cplan.KindWhole || in.Sparse || (t.b >= 0 && t.b != n.B) {
				return t, false
			}
			t.b = n.B
			wide[n] = true
		case *cplan.Unary:
			if !wide[n.X] && !narrow[n.X] {
				return t, false
			}
			wide[n], narrow[n] = wide[n.X], narrow[n.X]
		case *cplan.Binary:
			if !elementwise(wide, narrow, n.A, n.B) {
				return t, false
			}
			wide[n] = wide[n.A] || wide[n.B]
			narrow[n] = !wide[n]
		case *cplan.IfElse:
			if !elementwise(wide, narrow, n.Cond, n.A, n.B) {
				return t, false
			}
			wide[n] = wide[n.Cond] || wide[n.A] || wide[n.B]
			narrow[n] = !wide[n]
		case *cplan.RowReduce:
			// Only as the row aggregate closing the operator: a row sum
			// used further would be a partial sum per band.
			if p.Variant != cplan.RowAgg || n != p.Out || !wide[n.X] || !splitAgg(n.Op) {
				return t, false
			}
		default:
			return t, false
		}
	}
	if t.b < 0 {
		return t, false
	}
	switch p.Variant {
	case cplan.FullAgg, cplan.ColAgg:
		if !wide[p.Out] || !splitAgg(p.AggOp) {
			return t, false
		}
	}
	l, k := rows[t.b], cols[t.b]
	if int64(l)*int64(k)*8 < int64(rowTileMinBytes) {
		return t, false
	}
	t.width = max(rowTileMinCols, rowTileBytes/(8*max(l, 1))/8*8)
	if k < 2*t.width {
		return t, false
	}
	return t, true
}

// elementwise reports whether the operands of an element-wise node are
// each a row vector in B's columns or a per-row scalar.
func elementwise(wide, narrow map[cplan.Node]bool, xs ...cplan.Node) bool {
	for _, x := range xs {
		if !wide[x] && !narrow[x] {
			return false
		}
	}
	return true
}

// splitAgg reports whether an aggregate over all columns is the merge of
// aggregates over column bands.
func splitAgg(op hop.OpCode) bool {
	return op == hop.OpSum || op == hop.OpMin || op == hop.OpMax
}

// runRowTiled runs p once per column band of B (input t.b), each band
// packed, and merges the results in band order.
func runRowTiled(ctx context.Context, p *cplan.CPlan, fn uintptr, inputs []mat.Matrix, threads int, t rowTiling, guard []uint64) (mat.Matrix, error) {
	b, ok := inputs[t.b].(*mat.Dense)
	if !ok {
		return nil, fmt.Errorf("skeletons: row bands: B is a %T", inputs[t.b])
	}
	raw := b.RawMatrix()
	l, k := raw.Rows, raw.Cols
	band := make([]float64, l*t.width)
	ins := append([]mat.Matrix(nil), inputs...)
	var acc []float64
	for j0 := 0; j0 < k; j0 += t.width {
		w := min(t.width, k-j0)
		for r := range l {
			copy(band[r*w:(r+1)*w], raw.Data[r*raw.Stride+j0:r*raw.Stride+j0+w])
		}
		ins[t.b] = mat.NewDense(l, w, band[:l*w])
		res, err := run(ctx, p, fn, ins, threads, guard)
		if err != nil {
			return nil, err
		}
		part, ok := res.(*mat.Dense)
		if !ok {
			return nil, fmt.Errorf("skeletons: row bands: a band gave a %T", res)
		}
		pr := part.RawMatrix()
		switch {
		case p.Variant == cplan.ColAgg:
			if acc == nil {
				acc = make([]float64, k)
			}
			copy(acc[j0:j0+w], pr.Data[:w])
		case acc == nil:
			acc = append([]float64(nil), pr.Data[:pr.Rows*pr.Cols]...)
		case p.Variant == cplan.RowAgg:
			foldWith(p.Out.(*cplan.RowReduce).Op)(acc, pr.Data[:pr.Rows*pr.Cols])
		default:
			foldWith(p.AggOp)(acc, pr.Data[:pr.Rows*pr.Cols])
		}
	}
	if p.Variant == cplan.ColAgg {
		return mat.NewDense(1, k, acc), nil
	}
	if p.Variant == cplan.RowAgg {
		return mat.NewDense(len(acc), 1, acc), nil
	}
	return mat.NewDense(1, 1, acc), nil
}
