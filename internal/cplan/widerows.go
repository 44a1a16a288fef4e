package cplan

import "github.com/fusejit/fusejit/internal/memo"

// WideRowMinCols is the main input's width from which a Row kernel's
// pipelined dense dot loops (llvmgen/row_pipelined_dense.go) take their
// long-row code: a second prefetch of each row into L1 and, with two or
// more products per row, 256-bit registers. Below it the loops' working
// set per pass is (almost) within L1 and the extra prefetches only add
// instructions: in a C model of the loop (one thread, one column) the L1
// prefetch was 20% slower at 256 columns, even at 512 and faster from 768
// on. The choice is the plan's (WideRows), made when it is built, so a
// kernel holds one copy of its loops: compiling both and choosing at run
// time cost 50-60 ms of clang CPU per kernel.
const WideRowMinCols = 640

// LongRows reports whether p's kernel takes the long-row code of its
// pipelined dense dot loops (WideRows). A guarded kernel's loops
// (MainGuard) keep one code for every width, so the bit is ignored, and
// left out of the hash, there.
func (p *CPlan) LongRows() bool { return p.WideRows && !p.MainGuard }

// wideRows reports whether p, built over a main input of cols columns,
// is a Row plan whose kernel may run the pipelined dense dot loops over
// long rows: a col_agg_t plan over a dense main input of at least
// WideRowMinCols columns with a product of the main input's row. The
// code generator decides the rest (llvmgen's pipelinable); a plan it does
// not pipeline only gets a kernel of its own for wide inputs, with the
// same code.
func (p *CPlan) wideRows(cols int) bool {
	if p.Template != memo.TemplateRow || p.Variant != ColAggT || cols < WideRowMinCols || p.Inputs[0].Sparse {
		return false
	}
	for _, n := range p.Nodes() {
		if mv, ok := n.(*MatVec); ok {
			if d, ok := mv.X.(*Data); ok && d.In == 0 {
				return true
			}
		}
	}
	return false
}
