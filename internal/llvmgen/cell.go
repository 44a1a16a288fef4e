package llvmgen

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/value"
	"slices"

	"github.com/fusejit/fusejit/internal/cplan"
	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/memo"
)

// Cell, MAgg and Outer kernels. Each processes rows rl <= i < ru of the
// iteration space; the skeleton calls it once per row range. In Go, the
// dense kernel is
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
// col_agg combines into out[j]; full_agg writes out[0..K) for the whole
// range (K aggregates for MAgg). Outer kernels are sparse-safe kernels
// whose cells also use dot(U[i,], V[j,]); right_mm adds v*R[j,] to out[i,]
// and left_mm adds v*L[i,] to out[j,]. Partials and aux slots: see
// cplan/abi.go.

// inputPtrs are the loaded base pointers of one input.
type inputPtrs struct {
	vals   value.Value // dense data or CSR values
	rp, ci value.Value // CSR arrays
}

// cellKernel holds the state of lowering one Cell, MAgg or Outer plan.
type cellKernel struct {
	m       *module
	p       *cplan.CPlan
	fn      *ir.Func
	par     kernelParams
	in      []inputPtrs
	scalars []value.Value
	expr    *exprEmitter
	outs    []cplan.Node
	aggs    []hop.OpCode
	r, r2   value.Value // Outer: rank of U and V, width of the multiplied factor
	flags   value.Value // no_agg with ZeroFlags: one i8 per output cell
	// lanes are the accumulators of each full sum (nil for min and max),
	// rowLanes those of a row sum (see sumorder.go).
	lanes    []value.Value
	rowLanes value.Value
	// blockAccs are the min and max accumulators after flatBlocks (nil
	// for sums, and without blocks).
	blockAccs []value.Value
}

func (m *module) lowerCell(p *cplan.CPlan, sym string) error {
	fn, par := m.newKernel(sym)
	entry := fn.NewBlock("entry")
	k := &cellKernel{m: m, p: p, fn: fn, par: par,
		in: make([]inputPtrs, len(p.Inputs)), scalars: make([]value.Value, len(p.Inputs)),
		outs: p.Outputs(), aggs: p.AggOps}
	if len(k.aggs) == 0 {
		k.aggs = []hop.OpCode{p.AggOp}
	}
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
	if p.Template == memo.TemplateOuter {
		k.r = loadAux(entry, par, cplan.AuxRank)
		k.r2 = loadAux(entry, par, cplan.AuxMMWidth)
	}
	if p.ZeroFlags {
		k.flags = entry.NewIntToPtr(loadAux(entry, par, cplan.AuxFlags), i8p)
	}
	k.expr = &exprEmitter{m: m, plan: p}
	k.expr.prepareDynamic(entry, k.scalars)
	k.initLanes(entry)
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

// identity returns the neutral element of aggregate a.
func identity(op hop.OpCode) value.Value {
	switch op {
	case hop.OpMin:
		return cf(posInf)
	case hop.OpMax:
		return cf(negInf)
	}
	return cf(0)
}

// fold folds v into acc with aggregate op.
func fold(b *ir.Block, op hop.OpCode, acc, v value.Value) value.Value {
	switch op {
	case hop.OpMin:
		return minNaN(b, acc, v)
	case hop.OpMax:
		return maxNaN(b, acc, v)
	}
	return b.NewFAdd(acc, v)
}

// initLanes allocates and clears the lanes of every full sum, and
// allocates those of a row sum (cleared per row by clearRowLanes).
func (k *cellKernel) initLanes(entry *ir.Block) {
	if k.p.Variant == cplan.FullAgg {
		k.lanes = make([]value.Value, len(k.aggs))
		for a, op := range k.aggs {
			if op == hop.OpSum {
				k.lanes[a] = newLanes(k.fn)
				zeroLanes(entry, k.lanes[a])
			}
		}
	}
	if k.p.Variant == cplan.RowAgg && k.p.AggOp == hop.OpSum {
		k.rowLanes = newLanes(k.fn)
	}
}

// clearRowLanes starts the lanes of a row sum.
func (k *cellKernel) clearRowLanes(b *ir.Block) {
	if k.rowLanes != nil {
		zeroLanes(b, k.rowLanes)
	}
}

// foldRow folds v, the value at column j, into the row aggregate: into
// the lanes of a row sum, or into the carried accumulator racc.
func (k *cellKernel) foldRow(b *ir.Block, racc, j, v value.Value) value.Value {
	if k.rowLanes != nil {
		addLane(b, k.rowLanes, j, v)
		return racc
	}
	return fold(b, k.p.AggOp, racc, v)
}

// rowResult is the row aggregate at the end of a row.
func (k *cellKernel) rowResult(b *ir.Block, racc value.Value) value.Value {
	if k.rowLanes != nil {
		return combineLanes(b, k.rowLanes)
	}
	return racc
}

// carryAccs adds one accumulator per output of a full aggregate.
func (k *cellKernel) carryAccs(l *loop, pre *ir.Block, init []value.Value) []value.Value {
	accs := make([]value.Value, len(init))
	for i, v := range init {
		accs[i] = l.carry(pre, v)
	}
	return accs
}

func (k *cellKernel) identities() []value.Value {
	ids := make([]value.Value, len(k.aggs))
	for i, op := range k.aggs {
		ids[i] = identity(op)
	}
	return ids
}

// storeAccs writes the full aggregates to out[0..K).
func (k *cellKernel) storeAccs(b *ir.Block, accs []value.Value) {
	for i, a := range accs {
		if k.lanes[i] != nil {
			a = combineLanes(b, k.lanes[i])
		}
		storeAt(b, f64, a, k.par.out, ci(int64(i)))
	}
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
	from := value.Value(lo)
	if k.unrollSums() {
		from = k.flatBlocks(entry, lo, hi)
		entry = k.fn.Blocks[len(k.fn.Blocks)-1]
	}
	l := newLoop(k.fn, entry, "cell", from, hi)
	var accs []value.Value
	if k.p.Variant == cplan.FullAgg {
		init := k.identities()
		for a, v := range k.blockAccs {
			if v != nil {
				init[a] = v
			}
		}
		accs = k.carryAccs(l, entry, init)
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
	vals := k.expr.emit(b, inputs, nil)
	if accs != nil {
		l.close(b, k.foldAll(b, accs, vals, b.NewSub(l.IV, lo))...)
		k.storeAccs(l.Exit, accs)
	} else {
		storeAt(b, f64, vals[k.outs[0]].v, k.par.out, l.IV)
		l.close(b)
	}
	l.Exit.NewRet(nil)
}

// foldAll folds every output into its accumulator; sums add into their
// lanes at offset t, the cell's position among the call's cells.
func (k *cellKernel) foldAll(b *ir.Block, accs []value.Value, vals map[cplan.Node]cell, t value.Value) []value.Value {
	next := make([]value.Value, len(accs))
	for i, a := range accs {
		if k.lanes[i] != nil {
			addLane(b, k.lanes[i], t, vals[k.outs[i]].v)
			next[i] = a
			continue
		}
		next[i] = fold(b, k.aggs[i], a, vals[k.outs[i]].v)
	}
	return next
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
	// Masked, not selected: see maskBits.
	v := maskBits(b, loadAt(b, f64, k.in[i].vals, safe), b.NewSExt(found, i64))
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

// cellCursors returns cursors for the sparse inputs read along row i
// (skipping input skip, the main input of sparse-safe kernels, and the
// inputs scatterRows scatters).
func (k *cellKernel) cellCursors(b *ir.Block, i value.Value, skip int) []*cursor {
	var curs []*cursor
	scattered := k.p.ScatteredInputs()
	for x, in := range k.p.Inputs {
		if x != skip && in.Sparse && (in.Kind == cplan.KindMatrix || in.Kind == cplan.KindRowVector) && !slices.Contains(scattered, x) {
			s, e := k.rowRange(b, x, i)
			curs = append(curs, &cursor{input: x, start: s, end: e})
		}
	}
	return curs
}

// denseCells loads the dense inputs that vary along the row at column j.
func (k *cellKernel) denseCells(b *ir.Block, inputs []cell, rowOff, j value.Value, skip int) {
	for x, in := range k.p.Inputs {
		if x == skip || in.Sparse || (in.Kind != cplan.KindMatrix && in.Kind != cplan.KindRowVector) {
			continue
		}
		idx := value.Value(j)
		if in.Kind == cplan.KindMatrix {
			idx = b.NewAdd(rowOff, j)
		}
		inputs[x] = cell{v: loadAt(b, f64, k.in[x].vals, idx)}
	}
}

// carryInner adds the values the loop over a row's cells carries, in the
// order their next values are passed to close: the full aggregates, the
// row aggregate, the sparse inputs' cursors.
func (k *cellKernel) carryInner(l *loop, pre *ir.Block, accs []value.Value, curs []*cursor) (inner []value.Value, racc value.Value) {
	if accs != nil {
		inner = k.carryAccs(l, pre, accs)
	}
	if k.p.Variant == cplan.RowAgg {
		racc = l.carry(pre, identity(k.p.AggOp))
	}
	for _, c := range curs {
		c.pos = l.carry(pre, c.start)
	}
	return inner, racc
}

// dense emits the row and column loops over every cell.
func (k *cellKernel) dense(entry *ir.Block) {
	p := k.p
	rows := newLoop(k.fn, entry, "row", k.par.rl, k.par.ru)
	var accs []value.Value
	if p.Variant == cplan.FullAgg {
		accs = k.carryAccs(rows, entry, k.identities())
	}
	rb := rows.Body
	i := rows.IV
	rowOff := rb.NewMul(i, k.par.m)
	perRow := k.rowInputs(rb, i)
	curs := k.cellCursors(rb, i, -1)
	callOff := rb.NewMul(rb.NewSub(i, k.par.rl), k.par.m)
	k.clearRowLanes(rb)
	from := value.Value(zero64)
	if k.rowLanes != nil && len(curs) == 0 && len(p.Nodes()) <= unrollMaxNodes {
		from = k.rowBlocks(rb, perRow, rowOff)
		exit := k.rowTail(k.fn.Blocks[len(k.fn.Blocks)-1], perRow, rowOff, from)
		storeAt(exit, f64, k.rowResult(exit, nil), k.par.out, i)
		rows.close(exit)
		rows.Exit.NewRet(nil)
		return
	}

	cols := newLoop(k.fn, rb, "col", from, k.par.m)
	colAccs, racc := k.carryInner(cols, rb, accs, curs)
	b := cols.Body
	j := cols.IV
	inputs := append([]cell(nil), perRow...)
	k.denseCells(b, inputs, rowOff, j, -1)
	curNext := make([]value.Value, len(curs))
	for n, c := range curs {
		var found value.Value
		inputs[c.input], found = k.readStored(b, c.input, c.pos, c.end, j)
		curNext[n] = b.NewAdd(c.pos, b.NewZExt(found, i64))
	}
	vals := k.expr.emit(b, inputs, nil)
	out := vals[k.outs[0]]
	var next []value.Value
	switch p.Variant {
	case cplan.NoAgg:
		at := b.NewAdd(rowOff, j)
		storeAt(b, f64, out.v, k.par.out, at)
		k.storeFlag(b, out, at)
	case cplan.ColAgg:
		old := loadAt(b, f64, k.par.out, j)
		storeAt(b, f64, fold(b, p.AggOp, old, out.v), k.par.out, j)
	case cplan.FullAgg:
		next = k.foldAll(b, colAccs, vals, b.NewAdd(callOff, j))
	case cplan.RowAgg:
		next = append(next, k.foldRow(b, racc, j, out.v))
	}
	next = append(next, curNext...)
	cols.close(b, next...)

	if racc != nil {
		storeAt(cols.Exit, f64, k.rowResult(cols.Exit, racc), k.par.out, i)
	}
	rows.close(cols.Exit, colAccs...)
	if accs != nil {
		k.storeAccs(rows.Exit, accs)
	}
	rows.Exit.NewRet(nil)
}

// sparseSafe emits loops over the stored cells of the sparse main input.
func (k *cellKernel) sparseSafe(entry *ir.Block) {
	p := k.p
	var init []value.Value
	if p.Variant == cplan.FullAgg {
		init = k.identities()
	}
	entry = k.fillScatterSlots(entry)
	from, to := value.Value(k.par.rl), value.Value(k.par.ru)
	var chunks *outerChunks
	if p.OuterBlocked() {
		chunks, entry = k.beginChunks(entry, init)
		if k.preEvaluable() {
			entry = k.preEvaluate(entry, chunks)
		}
		entry = chunks.joinKept(k, entry)
		from, to = chunks.lo, chunks.rowsEnd
		for a, phi := range chunks.accs {
			init[a] = phi
		}
	}
	rows := newLoop(k.fn, entry, "row", from, to)
	var accs []value.Value
	if init != nil {
		accs = k.carryAccs(rows, entry, init)
	}
	rb := rows.Body
	i := rows.IV
	rowOff := rb.NewMul(i, k.par.m)
	start, end := k.rowRange(rb, 0, i)
	perRow := k.rowInputs(rb, i)
	curs := k.cellCursors(rb, i, 0)
	scat, before := k.scatterRows(rb, i)
	callOff := before.NewMul(before.NewSub(i, k.par.rl), k.par.m)
	k.clearRowLanes(before)

	nz := newLoop(k.fn, before, "nz", start, end)
	nzAccs, racc := k.carryInner(nz, before, accs, curs)
	b := nz.Body
	kk := nz.IV
	j := b.NewSExt(loadAt(b, i32, k.in[0].ci, kk), i64)
	inputs := append([]cell(nil), perRow...)
	inputs[0] = cell{v: loadAt(b, f64, k.in[0].vals, kk)}
	k.denseCells(b, inputs, rowOff, j, 0)
	for _, sc := range scat {
		inputs[sc.input] = sc.read(k, b, j)
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
	var vals map[cplan.Node]cell
	if chunks != nil && chunks.preEvaluated {
		vals = k.preEvaluated(b, chunks, kk)
	} else {
		pre := map[cplan.Node]cell{}
		for _, n := range p.Nodes() {
			if d, ok := n.(*cplan.Dot); ok {
				var v value.Value
				if chunks != nil {
					v = chunks.dotValue(b, n, kk, chunks.readBase)
				} else {
					v, b = k.dot(b, d, i, j)
				}
				pre[n] = cell{v: v}
			}
		}
		vals = k.expr.emit(b, inputs, pre)
	}
	out := vals[k.outs[0]]
	var next []value.Value
	switch p.Variant {
	case cplan.NoAgg:
		storeAt(b, f64, out.v, k.par.out, kk)
		k.storeFlag(b, out, kk)
	case cplan.ColAgg:
		old := loadAt(b, f64, k.par.out, j)
		storeAt(b, f64, fold(b, p.AggOp, old, out.v), k.par.out, j)
	case cplan.FullAgg:
		next, b = k.foldAllSkipZeros(b, nzAccs, vals, b.NewAdd(callOff, j))
	case cplan.RowAgg:
		next = append(next, k.foldRow(b, racc, j, out.v))
	case cplan.RightMM:
		b = k.scaledAdd(b, out.v, p.MMInput, j, i)
	case cplan.LeftMM:
		b = k.scaledAdd(b, out.v, p.MMInput, i, j)
	}
	next = append(next, curNext...)
	nz.close(b, next...)

	// Rows with structural zeros contribute a zero to min and max.
	x := nz.Exit
	hasZero := x.NewICmp(enum.IPredSLT, x.NewSub(end, start), k.par.m)
	correct := func(op hop.OpCode, v value.Value) value.Value {
		if op == hop.OpSum {
			return v
		}
		return x.NewSelect(hasZero, fold(x, op, v, cf(0)), v)
	}
	if racc != nil {
		storeAt(x, f64, correct(p.AggOp, k.rowResult(x, racc)), k.par.out, i)
	}
	rowNext := make([]value.Value, len(nzAccs))
	for a, v := range nzAccs {
		rowNext[a] = correct(k.aggs[a], v)
	}
	rows.close(x, rowNext...)
	last := rows.Exit
	if chunks != nil {
		chunks.close(last, accs)
		last = chunks.exit
		for a, phi := range chunks.accs {
			accs[a] = phi
		}
	}
	if accs != nil {
		k.storeAccs(last, accs)
	}
	last.NewRet(nil)
}

// storeFlag writes the structural-zero flag of an output cell.
func (k *cellKernel) storeFlag(b *ir.Block, out cell, at value.Value) {
	if k.flags == nil {
		return
	}
	var f value.Value
	switch {
	case isFalse(out.zero):
		f = constant.NewInt(i8, 0)
	case isTrue(out.zero):
		f = constant.NewInt(i8, 1)
	default:
		f = b.NewZExt(out.zero, i8)
	}
	storeAt(b, i8, f, k.flags, at)
}

// dot emits sum_c U[i*r+c] * V[j*r+c], in the order of
// outer_dotorder.go, and returns it with the block after it.
func (k *cellKernel) dot(b *ir.Block, d *cplan.Dot, i, j value.Value) (value.Value, *ir.Block) {
	u := b.NewGetElementPtr(f64, k.in[d.U].vals, b.NewMul(i, k.r))
	v := b.NewGetElementPtr(f64, k.in[d.V].vals, b.NewMul(j, k.r))
	e, sums := k.orderedProducts(b, "dot", u, []value.Value{v}, true)
	return sums[0], e
}

// scaledAdd emits out[dst*r2 + c] += w * F[src*r2 + c] for c < r2, where F
// is input f, and returns the block after the loop.
func (k *cellKernel) scaledAdd(b *ir.Block, w value.Value, f int, src, dst value.Value) *ir.Block {
	fr := b.NewGetElementPtr(f64, k.in[f].vals, b.NewMul(src, k.r2))
	or := b.NewGetElementPtr(f64, k.par.out, b.NewMul(dst, k.r2))
	l := newLoop(k.fn, b, "axpy", zero64, k.r2)
	body := l.Body
	sum := fadd(body, loadAt(body, f64, or, l.IV), fmul(body, w, loadAt(body, f64, fr, l.IV), nil), nil)
	storeAt(body, f64, sum, or, l.IV)
	l.close(body)
	return l.Exit
}

// whileLoop is "for cond(pos) { pos = next }" with one carried value.
type whileLoop struct {
	head, exit *ir.Block
	pos        *ir.InstPhi
}

func newLoopWhile(fn *ir.Func, pre *ir.Block, name string, init value.Value) *whileLoop {
	name = uniqueName(fn, name)
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
