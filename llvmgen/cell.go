package llvmgen

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/value"

	"github.com/fusejit/fusejit/cplan"
	"github.com/fusejit/fusejit/hop"
)

// Cell kernels. Each processes rows rl <= i < ru of the iteration space;
// the skeleton calls it once per row range. In Go, the dense kernel is
//
//	for i := rl; i < ru; i++ {
//		for j := 0; j < m; j++ {
//			v := f(inputs at (i, j))      // the CPlan's nodes
//			aggregate or store v           // by variant
//		}
//	}
//
// and the sparse-safe kernel visits only the stored cells of the main
// input's rows. Outputs: no_agg writes out[i*m+j] (dense) or out[k] for the
// k-th stored cell of the main input (sparse-safe); row_agg writes out[i];
// col_agg combines into out[j] (a per-task partial vector the skeleton
// initialises and merges); full_agg writes out[0] for the whole range.

// inputPtrs are the loaded base pointers of one input.
type inputPtrs struct {
	vals   value.Value // dense data or CSR values
	rp, ci value.Value // CSR arrays
}

// cellKernel holds the state of lowering one Cell plan.
type cellKernel struct {
	m       *module
	p       *cplan.CPlan
	fn      *ir.Func
	par     kernelParams
	in      []inputPtrs
	scalars []value.Value
	expr    *exprEmitter
}

func (m *module) lowerCell(p *cplan.CPlan, sym string) error {
	fn, par := m.newKernel(sym)
	entry := fn.NewBlock("entry")
	k := &cellKernel{m: m, p: p, fn: fn, par: par,
		in: make([]inputPtrs, len(p.Inputs)), scalars: make([]value.Value, len(p.Inputs))}
	for i, in := range p.Inputs {
		if in.Kind == cplan.KindScalar {
			k.scalars[i] = loadAt(entry, f64, par.scalars, ci(int64(i)))
			continue
		}
		k.in[i].vals = loadAt(entry, f64p, par.vals, ci(int64(i)))
		if in.Sparse {
			k.in[i].rp = loadAt(entry, i64p, par.rowptr, ci(int64(i)))
			k.in[i].ci = loadAt(entry, i32p, par.colidx, ci(int64(i)))
		}
	}
	k.expr = &exprEmitter{m: m, plan: p}
	k.expr.prepareDynamic(entry, k.scalars)
	switch {
	case p.SparseSafe:
		k.sparseSafe(entry)
	case k.flat():
		k.flatLoop(entry)
	default:
		k.dense(entry)
	}
	return nil
}

// identity returns the neutral element of the aggregate.
func (k *cellKernel) identity() value.Value {
	switch k.p.AggOp {
	case hop.OpMin:
		return cf(posInf)
	case hop.OpMax:
		return cf(negInf)
	}
	return cf(0)
}

// agg folds v into acc.
func (k *cellKernel) agg(b *ir.Block, acc, v value.Value) value.Value {
	switch k.p.AggOp {
	case hop.OpMin:
		return minNaN(b, acc, v)
	case hop.OpMax:
		return maxNaN(b, acc, v)
	}
	return fadd(b, acc, v, reductionFlags)
}

// flat reports whether the row and column loops can be one loop over
// consecutive cells: all inputs dense full matrices or scalars, and no
// per-row or per-column output.
func (k *cellKernel) flat() bool {
	if k.p.Variant != cplan.NoAgg && k.p.Variant != cplan.FullAgg {
		return false
	}
	for _, in := range k.p.Inputs {
		if in.Sparse || (in.Kind != cplan.KindMatrix && in.Kind != cplan.KindScalar) {
			return false
		}
	}
	return true
}

func (k *cellKernel) flatLoop(entry *ir.Block) {
	lo := entry.NewMul(k.par.rl, k.par.m)
	hi := entry.NewMul(k.par.ru, k.par.m)
	l := newLoop(k.fn, entry, "cell", lo, hi)
	var acc *ir.InstPhi
	if k.p.Variant == cplan.FullAgg {
		acc = l.carry(entry, k.identity())
	}
	b := l.Body
	inputs := make([]cell, len(k.p.Inputs))
	for i, in := range k.p.Inputs {
		if in.Kind == cplan.KindScalar {
			inputs[i] = cell{v: k.scalars[i]}
		} else {
			inputs[i] = cell{v: loadAt(b, f64, k.in[i].vals, l.IV)}
		}
	}
	out := k.expr.emit(b, inputs)
	if acc != nil {
		l.close(b, k.agg(b, acc, out.v))
		storeAt(l.Exit, f64, acc, k.par.out, zero64)
	} else {
		storeAt(b, f64, out.v, k.par.out, l.IV)
		l.close(b)
	}
	l.Exit.NewRet(nil)
}

// cursor reads a sparse input along the columns of one row, for kernels
// that visit columns in increasing order.
type cursor struct {
	input      int
	start, end value.Value
	pos        *ir.InstPhi
}

// rowRange returns the stored range of the row of input i that cells of
// row r read: row r of a matrix, row 0 of a row vector.
func (k *cellKernel) rowRange(b *ir.Block, i int, r value.Value) (start, end value.Value) {
	if k.p.Inputs[i].Kind == cplan.KindRowVector {
		r = zero64
	}
	start = loadAt(b, i64, k.in[i].rp, r)
	end = loadAt(b, i64, k.in[i].rp, b.NewAdd(r, one64))
	return start, end
}

// readStored reads input i at stored position pos if pos < end and its
// column is j; the arrays are never empty, so index 0 is safe to read.
func (k *cellKernel) readStored(b *ir.Block, i int, pos, end, j value.Value) (cell, value.Value) {
	inRange := b.NewICmp(enum.IPredSLT, pos, end)
	safe := b.NewSelect(inRange, pos, zero64)
	col := b.NewSExt(loadAt(b, i32, k.in[i].ci, safe), i64)
	found := b.NewAnd(inRange, b.NewICmp(enum.IPredEQ, col, j))
	v := b.NewSelect(found, loadAt(b, f64, k.in[i].vals, safe), cf(0))
	return cell{v: v, zero: b.NewXor(found, zeroTrue)}, found
}

// rowInputs loads, once per row, the inputs that do not vary along a row:
// scalars and column vectors.
func (k *cellKernel) rowInputs(b *ir.Block, i value.Value) []cell {
	cells := make([]cell, len(k.p.Inputs))
	for x, in := range k.p.Inputs {
		switch {
		case in.Kind == cplan.KindScalar:
			cells[x] = cell{v: k.scalars[x]}
		case in.Kind == cplan.KindColVector && !in.Sparse:
			cells[x] = cell{v: loadAt(b, f64, k.in[x].vals, i)}
		case in.Kind == cplan.KindColVector:
			start := loadAt(b, i64, k.in[x].rp, i)
			end := loadAt(b, i64, k.in[x].rp, b.NewAdd(i, one64))
			cells[x], _ = k.readStored(b, x, start, end, zero64)
		}
	}
	return cells
}

// dense emits the row and column loops over every cell.
func (k *cellKernel) dense(entry *ir.Block) {
	p := k.p
	rows := newLoop(k.fn, entry, "row", k.par.rl, k.par.ru)
	var acc *ir.InstPhi
	if p.Variant == cplan.FullAgg {
		acc = rows.carry(entry, k.identity())
	}
	rb := rows.Body
	i := rows.IV
	rowOff := rb.NewMul(i, k.par.m)
	perRow := k.rowInputs(rb, i)
	var curs []*cursor
	for x, in := range p.Inputs {
		if in.Sparse && in.Kind != cplan.KindColVector && in.Kind != cplan.KindScalar {
			s, e := k.rowRange(rb, x, i)
			curs = append(curs, &cursor{input: x, start: s, end: e})
		}
	}

	cols := newLoop(k.fn, rb, "col", zero64, k.par.m)
	var colAcc, racc *ir.InstPhi
	if acc != nil {
		colAcc = cols.carry(rb, acc)
	}
	if p.Variant == cplan.RowAgg {
		racc = cols.carry(rb, k.identity())
	}
	for _, c := range curs {
		c.pos = cols.carry(rb, c.start)
	}
	b := cols.Body
	j := cols.IV
	inputs := append([]cell(nil), perRow...)
	var next []value.Value
	for x, in := range p.Inputs {
		if in.Sparse || in.Kind == cplan.KindScalar || in.Kind == cplan.KindColVector {
			continue
		}
		idx := value.Value(j)
		if in.Kind == cplan.KindMatrix {
			idx = b.NewAdd(rowOff, j)
		}
		inputs[x] = cell{v: loadAt(b, f64, k.in[x].vals, idx)}
	}
	curNext := make([]value.Value, len(curs))
	for n, c := range curs {
		var found value.Value
		inputs[c.input], found = k.readStored(b, c.input, c.pos, c.end, j)
		curNext[n] = b.NewAdd(c.pos, b.NewZExt(found, i64))
	}
	out := k.expr.emit(b, inputs)
	switch p.Variant {
	case cplan.NoAgg:
		storeAt(b, f64, out.v, k.par.out, b.NewAdd(rowOff, j))
	case cplan.ColAgg:
		old := loadAt(b, f64, k.par.out, j)
		storeAt(b, f64, k.agg(b, old, out.v), k.par.out, j)
	case cplan.FullAgg:
		next = append(next, k.agg(b, colAcc, out.v))
	case cplan.RowAgg:
		next = append(next, k.agg(b, racc, out.v))
	}
	next = append(next, curNext...)
	cols.close(b, next...)

	if racc != nil {
		storeAt(cols.Exit, f64, racc, k.par.out, i)
	}
	if acc != nil {
		rows.close(cols.Exit, colAcc)
		storeAt(rows.Exit, f64, acc, k.par.out, zero64)
	} else {
		rows.close(cols.Exit)
	}
	rows.Exit.NewRet(nil)
}

// sparseSafe emits loops over the stored cells of the sparse main input.
func (k *cellKernel) sparseSafe(entry *ir.Block) {
	p := k.p
	rows := newLoop(k.fn, entry, "row", k.par.rl, k.par.ru)
	var acc *ir.InstPhi
	if p.Variant == cplan.FullAgg {
		acc = rows.carry(entry, k.identity())
	}
	rb := rows.Body
	i := rows.IV
	rowOff := rb.NewMul(i, k.par.m)
	start, end := k.rowRange(rb, 0, i)
	perRow := k.rowInputs(rb, i)
	var curs []*cursor
	for x, in := range p.Inputs {
		if x > 0 && in.Sparse && in.Kind != cplan.KindColVector && in.Kind != cplan.KindScalar {
			s, e := k.rowRange(rb, x, i)
			curs = append(curs, &cursor{input: x, start: s, end: e})
		}
	}

	nz := newLoop(k.fn, rb, "nz", start, end)
	var nzAcc, racc *ir.InstPhi
	if acc != nil {
		nzAcc = nz.carry(rb, acc)
	}
	if p.Variant == cplan.RowAgg {
		racc = nz.carry(rb, k.identity())
	}
	for _, c := range curs {
		c.pos = nz.carry(rb, c.start)
	}
	b := nz.Body
	kk := nz.IV
	j := b.NewSExt(loadAt(b, i32, k.in[0].ci, kk), i64)
	inputs := append([]cell(nil), perRow...)
	inputs[0] = cell{v: loadAt(b, f64, k.in[0].vals, kk)}
	for x, in := range p.Inputs {
		if x == 0 || in.Sparse || in.Kind == cplan.KindScalar || in.Kind == cplan.KindColVector {
			continue
		}
		idx := value.Value(j)
		if in.Kind == cplan.KindMatrix {
			idx = b.NewAdd(rowOff, j)
		}
		inputs[x] = cell{v: loadAt(b, f64, k.in[x].vals, idx)}
	}
	curNext := make([]value.Value, len(curs))
	for n, c := range curs {
		// Advance past stored cells left of column j.
		adv := newLoopWhile(k.fn, b, "adv", c.pos)
		pos := adv.pos
		inRange := adv.head.NewICmp(enum.IPredSLT, pos, c.end)
		safe := adv.head.NewSelect(inRange, pos, zero64)
		col := adv.head.NewSExt(loadAt(adv.head, i32, k.in[c.input].ci, safe), i64)
		more := adv.head.NewAnd(inRange, adv.head.NewICmp(enum.IPredSLT, col, j))
		adv.finish(more, adv.head.NewAdd(pos, one64))
		b = adv.exit
		inputs[c.input], _ = k.readStored(b, c.input, pos, c.end, j)
		curNext[n] = pos
	}
	out := k.expr.emit(b, inputs)
	var next []value.Value
	switch p.Variant {
	case cplan.NoAgg:
		storeAt(b, f64, out.v, k.par.out, kk)
	case cplan.ColAgg:
		old := loadAt(b, f64, k.par.out, j)
		storeAt(b, f64, k.agg(b, old, out.v), k.par.out, j)
	case cplan.FullAgg:
		next = append(next, k.agg(b, nzAcc, out.v))
	case cplan.RowAgg:
		next = append(next, k.agg(b, racc, out.v))
	}
	next = append(next, curNext...)
	nz.close(b, next...)

	// Rows with structural zeros contribute a zero to min and max.
	x := nz.Exit
	correct := func(v value.Value) value.Value {
		if p.AggOp == hop.OpSum {
			return v
		}
		hasZero := x.NewICmp(enum.IPredSLT, x.NewSub(end, start), k.par.m)
		return x.NewSelect(hasZero, k.agg(x, v, cf(0)), v)
	}
	if racc != nil {
		storeAt(x, f64, correct(racc), k.par.out, i)
	}
	if acc != nil {
		rows.close(x, correct(nzAcc))
		storeAt(rows.Exit, f64, acc, k.par.out, zero64)
	} else {
		rows.close(x)
	}
	rows.Exit.NewRet(nil)
}

// whileLoop is "for cond(pos) { pos = next }" with one carried value.
type whileLoop struct {
	head, exit *ir.Block
	pos        *ir.InstPhi
}

func newLoopWhile(fn *ir.Func, pre *ir.Block, name string, init value.Value) *whileLoop {
	w := &whileLoop{head: fn.NewBlock(name + ".head"), exit: fn.NewBlock(name + ".exit")}
	pre.NewBr(w.head)
	w.pos = w.head.NewPhi(ir.NewIncoming(init, pre))
	return w
}

// finish ends the head block: while cond, continue with next.
func (w *whileLoop) finish(cond, next value.Value) {
	w.pos.Incs = append(w.pos.Incs, ir.NewIncoming(next, w.head))
	w.head.NewCondBr(cond, w.head, w.exit)
}
