package cplan

import (
	"fmt"

	"github.com/fusejit/fusejit/internal/memo"
)

// The kernel ABI: the one calling convention between the kernels that
// internal/llvmgen emits and the skeletons in internal/skeletons that call
// them. Every kernel, of every template, is
//
//	void kernel(double** vals, int64** rowptr, int32** colidx, double* scalars,
//	            double* out, int64 m, int64 rl, int64 ru, int64* aux)
//
// and processes rows rl <= i < ru of an iteration space of Rows x Cols
// cells (see [Frame]); the skeleton calls it once per row range, never per
// row or cell, from several threads at once.
//
//   - vals[k] is input k's dense row-major data or its CSR values; rowptr[k]
//     and colidx[k] are its CSR arrays (unused for dense inputs and never
//     empty for sparse ones, so that index 0 is always readable); scalars[k]
//     is the value of scalar input k. Inputs are only read.
//   - out is where this call writes, by variant (the skeleton's output
//     strategy owns the buffer):
//     no_agg: out[i*m+j], or out[k] for the k-th stored cell of a
//     sparse-safe main input; Row: row i of the Root.Rows x Root.Cols
//     result. row_agg: out[i] (Row: row i of the result).
//     col_agg: out[j] folded with AggOp, a partial initialized to AggOp's
//     identity (Row: Root.Cols values). full_agg: out[0..K) overwritten
//     with the aggregates of the range (K = len(Outputs())).
//     right_mm: out[i*r2+c] += v * R[j, c]. left_mm: out[j*r2+c] +=
//     v * L[i, c], an m x r2 partial (the transpose of the result).
//     col_agg_t: out[j*k+c] += Z[i, j] * W[i, c], a zeroed m x k partial,
//     or k x m when [CPlan.OuterTransposed]; when [CPlan.PartialBlocked],
//     out[(i-rl)*k+c] = W[i, c], a block of W rows the skeleton multiplies
//     in, and the scratch of each [CPlan.BlockedProduct] node holds the
//     ru-rl rows of its product, computed by the skeleton before the call
//     (the skeleton sets the node's offset slot to that block).
//     Partials are per task or per group of tasks, merged in task order
//     by the skeleton, so that results do not depend on scheduling.
//   - aux holds the named slots below ([AuxSlot]); a kernel reads only the
//     slots its plan uses, and the skeleton gives each worker goroutine its
//     own copy (the scratch pointer differs). A MainGuard Row plan has one
//     more slot after its nodes' ([ABI.GuardSlot], guard.go): the address
//     of the worker's own uint64 maxima (the main input's, then one per
//     side guard).
//
// The scratch a worker's AuxScratch points to is Frame.Scratch doubles,
// zeroed once per run (for a blocked Outer plan, only the scattered
// inputs' slots: its pass may take a scratch an earlier pass left,
// skeletons' outer_scratch.go). Cell kernels with scattered inputs
// ([CPlan.ScatteredInputs]) use m int64 slots per such input, interleaved
// (slot j*T+t for column j of the t-th of T such inputs), holding the
// address of the value of the row's stored cell at that column; a slot
// counts only if the address lies in the current row's range of values,
// so slots left by earlier rows of the run need no clearing. The kernel
// fills the slots once when it finds them zeroed (this relies on the
// scratch being zeroed for each run, never shared between runs). Row kernels keep their row vectors there at the offsets in the
// node slots. Blocked Outer kernels ([CPlan.OuterBlocked]) keep, after any
// scattered inputs' slots, one buffer of AuxOuterChunk dot products per
// dot product, then AuxOuterRows row cursors (int64), both written per
// chunk before they are read. No kernel reads scratch it has not written
// for the current row (or cleared, or validated as above), so reusing a
// worker's scratch across tasks cannot change results.

// Param is a kernel parameter; the constants are in parameter order.
type Param uint8

const (
	ParamVals    Param = iota // double**: dense data or CSR values per input
	ParamRowPtr               // int64**: CSR row pointers per sparse input
	ParamColIdx               // int32**: CSR column indexes per sparse input
	ParamScalars              // double*: value per scalar input
	ParamOut                  // double*: output or this call's partial
	ParamM                    // int64: columns of the iteration space
	ParamRL                   // int64: first row of the range
	ParamRU                   // int64: row after the range
	ParamAux                  // int64*: aux slots
	NumParams
)

func (p Param) String() string {
	return [...]string{"vals", "rowptr", "colidx", "scalars", "out", "m", "rl", "ru", "aux"}[p]
}

// Args are the words of one kernel call, indexed by Param.
type Args [NumParams]uintptr

// AuxSlot is an index into a kernel's aux array.
type AuxSlot int

const (
	// AuxScratch is the address of the calling worker's scratch.
	AuxScratch AuxSlot = iota
	// AuxFlags is the address of one byte per no_agg output cell, set to 1
	// where the cell is a structural zero (plans with ZeroFlags).
	AuxFlags
	// AuxRank is the number of columns r of Outer's factors U and V.
	AuxRank
	// AuxMMWidth is the number of columns r2 of the factor that Outer's
	// left_mm and right_mm multiply in.
	AuxMMWidth
	// AuxMainCols is the number of columns of a Row plan's main input.
	AuxMainCols
	// auxNodes is the first of RowNodeSlots slots per Row plan node.
	auxNodes
)

// NodeField is one of the aux slots of a Row plan node.
type NodeField int

const (
	// NodeOffset is the offset in scratch of the node's row vector, or -1
	// when it has none (per-row scalars, rows of inputs, slices).
	NodeOffset NodeField = iota
	// NodeWidth is the node's width: columns of its row vector, 1 for a
	// per-row scalar.
	NodeWidth
	// NodeDense is the offset in scratch of the dense copy of a sparse row
	// node (scattered where an operation needs it dense), or -1.
	NodeDense
	// RowNodeSlots is the number of aux slots per node.
	RowNodeSlots = int(iota)
)

// NodeSlot returns the aux slot of field f of the t-th node in
// post-order ([CPlan.Nodes]) of a Row plan.
func NodeSlot(t int, f NodeField) AuxSlot {
	return auxNodes + AuxSlot(RowNodeSlots*t+int(f))
}

// ABI is the part of a plan's calling convention that does not depend on
// input sizes, computed once per plan by [CPlan.ABI].
type ABI struct {
	p *CPlan
	// Nodes are the plan's nodes in post-order: Row node t owns the slots
	// NodeSlot(t, ·).
	Nodes []Node
	// Scattered are the inputs a Cell kernel scatters per row.
	Scattered []int
	// AuxLen is the number of aux slots.
	AuxLen int
}

// ABI returns the plan's calling convention. Call it only on a finished
// plan (as returned by Build); it is computed once and safe for concurrent
// use.
func (p *CPlan) ABI() *ABI {
	p.abiOnce.Do(func() {
		a := &ABI{p: p, Nodes: p.Nodes(), Scattered: p.ScatteredInputs(), AuxLen: int(auxNodes)}
		switch p.Template {
		case memo.TemplateRow:
			a.AuxLen = int(NodeSlot(len(a.Nodes), 0))
			if p.MainGuard {
				a.AuxLen++ // the guard slot, after the nodes' (GuardSlot)
			}
		case memo.TemplateOuter:
			a.AuxLen = int(auxOuterEnd)
		}
		p.abi = a
	})
	return p.abi
}

// Frame is the size-dependent part of a call: the iteration space and the
// aux values every call of one evaluation shares.
type Frame struct {
	// Rows x Cols is the iteration space; Cols is the m parameter.
	Rows, Cols int
	// Aux holds AuxLen slots with the sizes filled in; AuxScratch and
	// AuxFlags are left for the skeleton, which owns that memory.
	Aux []int64
	// Scratch is the number of doubles of scratch each worker needs (0:
	// none).
	Scratch int
	// Rank and MMWidth are Outer's r and r2 (0 otherwise).
	Rank, MMWidth int
}

// Frame computes the frame of a call on inputs of the given shapes (one
// rows and cols entry per plan input), checking the shapes the kernel
// relies on.
func (a *ABI) Frame(rows, cols []int) (*Frame, error) {
	p := a.p
	if len(rows) != len(p.Inputs) || len(cols) != len(p.Inputs) {
		return nil, fmt.Errorf("cplan: abi: %d input shapes for a plan with %d inputs", len(rows), len(p.Inputs))
	}
	f := &Frame{Rows: p.Rows, Cols: p.Cols, Aux: make([]int64, a.AuxLen)}
	switch p.Template {
	case memo.TemplateRow:
		f.Rows, f.Cols = rows[0], cols[0]
		scratch, err := a.rowLayout(f.Aux, cols)
		if err != nil {
			return nil, err
		}
		f.Scratch = scratch
	case memo.TemplateOuter:
		if err := a.outerDims(f, rows, cols); err != nil {
			return nil, err
		}
	}
	if len(a.Scattered) > 0 {
		f.Scratch = len(a.Scattered) * max(f.Cols, 1)
	}
	if p.OuterBlocked() {
		f.Scratch += outerBlocks(f, p.OuterDots())
	}
	return f, nil
}

// outerDims sets the rank r of the factors U and V and the width r2 of the
// multiplied factor of an Outer plan, checking the factors' shapes.
func (a *ABI) outerDims(f *Frame, rows, cols []int) error {
	p := a.p
	r := -1
	for i, in := range p.Inputs {
		if in.Kind != KindRowsI && in.Kind != KindRowsJ {
			continue
		}
		want := p.Rows
		if in.Kind == KindRowsJ {
			want = p.Cols
		}
		if rows[i] != want {
			return fmt.Errorf("cplan: abi: outer factor %d has %d rows, want %d", i, rows[i], want)
		}
		if (p.Variant == LeftMM || p.Variant == RightMM) && i == p.MMInput {
			f.MMWidth = cols[i]
			continue
		}
		if r >= 0 && cols[i] != r {
			return fmt.Errorf("cplan: abi: outer factors of rank %d and %d", r, cols[i])
		}
		r = cols[i]
	}
	f.Rank = max(r, 0)
	f.Aux[AuxRank], f.Aux[AuxMMWidth] = int64(f.Rank), int64(f.MMWidth)
	return nil
}

// rowLayout fills the Row slots of aux for inputs of the given numbers of
// columns: the main input's columns and, per node, the offset, width and
// densified-copy offset of its row vector in the worker's scratch. It
// returns the scratch size in doubles.
func (a *ABI) rowLayout(aux []int64, inputCols []int) (int, error) {
	p := a.p
	aux[AuxMainCols] = int64(inputCols[0])
	width := map[Node]int{}
	scratch := 0
	for t, n := range a.Nodes {
		w, own := 1, false
		switch n := n.(type) {
		case *Data:
			w = inputCols[n.In]
		case *MatVec:
			w, own = inputCols[n.B], !n.Scalar
		case *SliceCols:
			w = n.C1 - n.C0
		case *RowScan:
			w, own = width[n.X], true
		case *CBind:
			w, own = 0, true
			for _, x := range n.Xs {
				w += width[x]
			}
		case *Unary, *Binary, *IfElse:
			w, own = 1, p.IsVector(n)
			for _, x := range Operands(n) {
				if !p.IsVector(x) {
					continue
				}
				if w > 1 && width[x] != w {
					return 0, fmt.Errorf("cplan: abi: row vectors of widths %d and %d in one operation", w, width[x])
				}
				w = width[x]
			}
		}
		if !p.IsVector(n) {
			w = 1
		}
		width[n] = w
		aux[NodeSlot(t, NodeOffset)], aux[NodeSlot(t, NodeWidth)], aux[NodeSlot(t, NodeDense)] = -1, int64(w), -1
		if own {
			aux[NodeSlot(t, NodeOffset)] = int64(scratch)
			scratch += w
		}
		if p.SparseRow(n) { // room to densify it
			aux[NodeSlot(t, NodeDense)] = int64(scratch)
			scratch += w
		}
	}
	return max(scratch, 1), nil
}
