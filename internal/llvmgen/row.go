package llvmgen

import (
	"fmt"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/value"

	"github.com/fusejit/fusejit/internal/cplan"
	"github.com/fusejit/fusejit/internal/hop"
)

// Row kernels. For rows rl <= i < ru of the main input, the kernel
// evaluates the plan's nodes in order; per-row scalars are straight-line
// code, row vectors are pointers (rows of inputs, slices) or buffers in a
// per-worker scratch filled by vector primitives. In Go:
//
//	for i := rl; i < ru; i++ {
//		for each node: scalar op, or primitive(row vectors..., scratch slot)
//		store out[i,], or fold into the column, full or t(X) %*% w output
//	}
//
// Node t (post-order) finds its scratch offset, width and densified-copy
// offset in the aux slots cplan.NodeSlot(t, ·) (cplan/abi.go). A sparse
// main row stays sparse through zero-preserving operations, dot products,
// row and column sums; elsewhere it is scattered into its dense slot once
// per row. Outputs: no_agg and row_agg write row i of out; col_agg folds
// into out[0..w) and col_agg_t adds into out (m x k), both partials the
// skeleton merges, or, when the skeleton multiplies (PartialBlocked),
// stores row i of W at out[(i-rl)*k]; full_agg writes out[0].

// rowVal is a node's value for the current row.
type rowVal struct {
	s      value.Value // per-row scalar; nil for vectors
	ptr, n value.Value // vector: data and length (stored cells for sparse)
	idx    value.Value // sparse row: column indexes of ptr's values
	width  value.Value // sparse row: number of columns
}

func (v rowVal) sparse() bool { return v.idx != nil }

type rowKernel struct {
	m       *module
	p       *cplan.CPlan
	fn      *ir.Func
	par     kernelParams
	expr    *exprEmitter
	vals    []value.Value // dense data or CSR values per input
	rp, ci  []value.Value // CSR arrays per sparse input
	scalars []value.Value
	slot    map[cplan.Node]value.Value // scratch pointer per node owning one
	dslot   map[cplan.Node]value.Value // dense copy of a sparse row
	width   map[cplan.Node]value.Value
	// densified holds, per sparse-row node, its dense form for the current
	// row once computed.
	densified map[cplan.Node]rowVal
	// rowLanes are the lanes of the row sums, reused by each in turn;
	// fullLanes those of a full sum (see sumorder.go).
	rowLanes, fullLanes value.Value
	// pipeDot holds the values of products the pipelined body computed
	// before it evaluates the row's nodes (row_pipelined_csr.go).
	pipeDot map[cplan.Node]value.Value
	// sidesInLoop: the pipelined loop measured its blocks' cells of the
	// side guards (row_guard_side.go).
	sidesInLoop bool
	// outDeferred: the pipelined dense adds leave NaNs in the output as
	// they are, and the kernel canonicalizes it before it returns
	// (deferOutNaNs).
	outDeferred bool
}

func (m *module) lowerRow(p *cplan.CPlan, sym string) error {
	fn, par := m.newKernel(sym)
	entry := fn.NewBlock("entry")
	k := &rowKernel{m: m, p: p, fn: fn, par: par, expr: &exprEmitter{m: m, plan: p},
		vals: make([]value.Value, len(p.Inputs)), scalars: make([]value.Value, len(p.Inputs)),
		rp: make([]value.Value, len(p.Inputs)), ci: make([]value.Value, len(p.Inputs)),
		slot: map[cplan.Node]value.Value{}, width: map[cplan.Node]value.Value{},
		dslot: map[cplan.Node]value.Value{}}
	for i, in := range p.Inputs {
		if in.Kind == cplan.KindScalar {
			k.scalars[i] = loadAt(entry, f64, par.scalars, ci(int64(i)))
			continue
		}
		k.vals[i] = loadAt(entry, f64p, par.vals, ci(int64(i)))
		if in.Sparse {
			k.rp[i] = loadAt(entry, i64p, par.rowptr, ci(int64(i)))
			k.ci[i] = loadAt(entry, i32p, par.colidx, ci(int64(i)))
		}
	}
	scratch := entry.NewIntToPtr(loadAux(entry, par, cplan.AuxScratch), f64p)
	nodes := p.ABI().Nodes
	for t, n := range nodes {
		off := loadAux(entry, par, cplan.NodeSlot(t, cplan.NodeOffset))
		k.width[n] = loadAux(entry, par, cplan.NodeSlot(t, cplan.NodeWidth))
		k.slot[n] = entry.NewGetElementPtr(f64, scratch, off)
		if p.SparseRow(n) {
			k.dslot[n] = entry.NewGetElementPtr(f64, scratch, loadAux(entry, par, cplan.NodeSlot(t, cplan.NodeDense)))
		}
	}
	k.expr.prepareDynamic(entry, k.scalars)

	slot, err := k.guardSlot(entry)
	if err != nil {
		return err
	}
	if dot := pipelinedDot(p); dot != nil && slot == nil {
		return k.lowerPipelined(entry, dot)
	}
	from, pre := value.Value(par.rl), entry
	if blockedColAggT(p) {
		if from, pre, err = k.blockedRows(entry, nodes, slot); err != nil {
			return err
		}
	}
	if k.sidesInLoop { // the blocks' cells of the side guards are measured
		k.measureSideGuards(pre, slot, from)
	} else {
		k.measureSideGuards(pre, slot, par.rl)
	}
	rows := newLoop(fn, pre, "row", from, par.ru)
	var acc value.Value
	if p.Variant == cplan.FullAgg {
		acc = rows.carry(entry, identity(p.AggOp))
		if p.AggOp == hop.OpSum {
			k.fullLanes = newLanes(fn)
			zeroLanes(entry, k.fullLanes)
		}
	}
	guard := k.newRowGuard(pre, rows, slot)
	b := rows.Body
	i := rows.IV
	var guardNext value.Value
	if guard != nil {
		guardNext = k.measure(b, guard, i)
	}
	vals, b, err := k.rowNodes(b, nodes, i)
	if err != nil {
		return err
	}
	out := vals[p.Out]
	if p.Variant != cplan.FullAgg && p.Variant != cplan.ColAggT && !(p.Variant == cplan.ColAgg && p.AggOp == hop.OpSum) {
		out = k.dense(b, p.Out, out)
	}
	var next value.Value
	switch p.Variant {
	case cplan.NoAgg, cplan.RowAgg:
		switch {
		case out.s != nil:
			storeAt(b, f64, out.s, par.out, i)
		case k.writesOut(p.Out):
			// computed into row i of out (destOf)
		default:
			dst := b.NewGetElementPtr(f64, par.out, b.NewMul(i, out.n))
			b.NewCall(m.copyPrim(), out.ptr, dst, out.n)
		}
	case cplan.ColAgg:
		switch {
		case out.s != nil:
			storeAt(b, f64, fold(b, p.AggOp, loadAt(b, f64, par.out, zero64), out.s), par.out, zero64)
		case out.sparse():
			b.NewCall(m.colFoldPrim(p.AggOp, "g"), out.ptr, out.idx, par.out, out.n)
		default:
			b.NewCall(m.colFoldPrim(p.AggOp, "v"), out.ptr, par.out, out.n)
		}
	case cplan.FullAgg:
		if k.fullLanes != nil {
			k.addRowToLanes(b, k.fullLanes, out, b.NewSub(i, par.rl))
			next = acc
			break
		}
		next = fold(b, p.AggOp, acc, k.reduce(b, p.AggOp, out))
	case cplan.ColAggT:
		if p.PartialBlocked() { // the skeleton multiplies the block of W rows
			w := k.dense(b, p.Out, vals[p.Out])
			dst := b.NewGetElementPtr(f64, par.out, b.NewMul(b.NewSub(i, par.rl), w.n))
			b.NewCall(m.copyPrim(), w.ptr, dst, w.n)
			break
		}
		z := k.mainRow(b, i)
		w := vals[p.Out]
		if w.s != nil { // t(Z) %*% w with one column: out += w_i * Z_i
			args := []value.Value{z.ptr, w.s}
			kind := "v"
			if z.sparse() {
				kind = "g"
				args = append(args, z.idx)
			}
			b.NewCall(m.axpyPrim(kind), append(args, par.out, z.n)...)
			break
		}
		if p.OuterTransposed() {
			b.NewCall(m.outerAddTransposedPrim(p.OuterK), z.ptr, z.n, w.ptr, par.out)
			break
		}
		b.NewCall(m.outerAddPrim(rowKindOf(z), rowKindOf(w), p.OuterK), z.ptr, idxOrNull(z), z.n,
			w.ptr, idxOrNull(w), w.n, par.out, k.width[p.Out])
	default:
		return fmt.Errorf("llvmgen: row variant %s", p.Variant)
	}
	var carried []value.Value // in the order of the carries
	if acc != nil {
		carried = append(carried, next)
	}
	if guard != nil {
		carried = append(carried, guardNext)
	}
	rows.close(b, carried...)
	if acc != nil {
		if k.fullLanes != nil {
			acc = combineLanes(rows.Exit, k.fullLanes)
		}
		storeAt(rows.Exit, f64, acc, par.out, zero64)
	}
	if guard != nil {
		guard.store(rows.Exit)
	}
	k.deferOutNaNs(rows.Exit).NewRet(nil)
	return nil
}

// writesOut reports whether node n computes its dense row straight into
// row i of out: the output of a no_agg kernel whose primitive writes a
// buffer (an element-wise operation, a selection or a scan). Computing it
// in the scratch and copying it to out cost one more loop per row, which
// over narrow rows (KMeans' P / rowSums(P) on 10^7 x 5) is a good part
// of the row's work; the values written are the same.
func (k *rowKernel) writesOut(n cplan.Node) bool {
	if k.p.Variant != cplan.NoAgg || n != k.p.Out || k.p.SparseRow(n) || !k.p.IsVector(n) {
		return false
	}
	switch n.(type) {
	case *cplan.Unary, *cplan.Binary, *cplan.IfElse, *cplan.RowScan:
		return true
	}
	return false
}

// destOf returns where node n computes row i of width w: row i of out
// when writesOut, else n's scratch slot.
func (k *rowKernel) destOf(b *ir.Block, n cplan.Node, i, w value.Value) value.Value {
	if !k.writesOut(n) {
		return k.slot[n]
	}
	return b.NewGetElementPtr(f64, k.par.out, b.NewMul(i, w))
}

// mainRow returns row i of the main input.
func (k *rowKernel) mainRow(b *ir.Block, i value.Value) rowVal {
	return k.inputRow(b, 0, i, loadAux(b, k.par, cplan.AuxMainCols))
}

// inputRow returns row i of row-aligned input x with w columns: a dense
// row, or the stored cells of a CSR row.
func (k *rowKernel) inputRow(b *ir.Block, x int, i, w value.Value) rowVal {
	if k.p.Inputs[x].Sparse {
		start := loadAt(b, i64, k.rp[x], i)
		end := loadAt(b, i64, k.rp[x], b.NewAdd(i, one64))
		return rowVal{ptr: b.NewGetElementPtr(f64, k.vals[x], start), idx: b.NewGetElementPtr(i32, k.ci[x], start),
			n: b.NewSub(end, start), width: w}
	}
	return rowVal{ptr: b.NewGetElementPtr(f64, k.vals[x], b.NewMul(i, w)), n: w}
}

// reduce aggregates a row value to a scalar (a scalar is its own sum).
func (k *rowKernel) reduce(b *ir.Block, op hop.OpCode, v rowVal) value.Value {
	if v.s != nil {
		return v.s
	}
	if op == hop.OpSum {
		if k.rowLanes == nil {
			k.rowLanes = newLanes(k.fn)
		}
		if v.sparse() {
			zeroLanes(b, k.rowLanes)
			k.addRowToLanes(b, k.rowLanes, v, zero64)
		} else {
			b.NewCall(k.m.rowLanesPrim(), k.rowLanes, v.ptr, v.n)
		}
		return combineLanes(b, k.rowLanes)
	}
	r := b.NewCall(k.m.reducePrim(op), v.ptr, v.n)
	if v.sparse() && op != hop.OpSum { // unstored cells are zeros
		hasZero := b.NewICmp(enum.IPredSLT, v.n, v.width)
		return b.NewSelect(hasZero, fold(b, op, r, cf(0)), r)
	}
	return r
}

// addRowToLanes adds row value v, the r-th row of a row-major range of
// rows of v's width, to lanes: the cell in column j goes to lane
// r*width + j.
func (k *rowKernel) addRowToLanes(b *ir.Block, lanes value.Value, v rowVal, r value.Value) {
	switch {
	case v.s != nil:
		addLane(b, lanes, r, v.s)
	case v.sparse():
		b.NewCall(k.m.lanesPrim("g"), lanes, v.ptr, v.idx, v.n, b.NewMul(r, v.width))
	default:
		b.NewCall(k.m.lanesPrim("v"), lanes, v.ptr, v.n, b.NewMul(r, v.n))
	}
}

// node computes the value of n for row i.
func (k *rowKernel) node(b *ir.Block, n cplan.Node, i value.Value, vals map[cplan.Node]rowVal) (rowVal, *ir.Block, error) {
	m, p := k.m, k.p
	switch n := n.(type) {
	case *cplan.Data:
		in := p.Inputs[n.In]
		switch in.Kind {
		case cplan.KindScalar:
			return rowVal{s: k.scalars[n.In]}, b, nil
		case cplan.KindColVector:
			return rowVal{s: loadAt(b, f64, k.vals[n.In], i)}, b, nil
		case cplan.KindRowVector:
			return rowVal{ptr: k.vals[n.In], n: k.width[n]}, b, nil
		}
		return k.inputRow(b, n.In, i, k.width[n]), b, nil
	case *cplan.Unary:
		x := vals[n.X]
		if x.sparse() && !p.SparseRow(n) {
			x = k.dense(b, n.X, x)
		}
		if x.s != nil {
			return rowVal{s: k.expr.unaryValue(b, n.Op, x.s)}, b, nil
		}
		dst := k.destOf(b, n, i, x.n)
		b.NewCall(m.unaryPrim(k.expr, n.Op), x.ptr, dst, x.n)
		return rowVal{ptr: dst, n: x.n, idx: x.idx, width: x.width}, b, nil
	case *cplan.Binary:
		x, y := vals[n.A], vals[n.B]
		if !p.SparseRow(n) {
			x, y = k.dense(b, n.A, x), k.dense(b, n.B, y)
		}
		if x.s != nil && y.s != nil {
			return rowVal{s: k.expr.binaryValue(b, n.Op, x.s, y.s)}, b, nil
		}
		kinds, args, shape := operands(x, y)
		dst := k.destOf(b, n, i, shape.n)
		args = append(args, dst, shape.n)
		b.NewCall(m.binaryPrim(k.expr, n.Op, kinds), args...)
		return rowVal{ptr: dst, n: shape.n, idx: shape.idx, width: shape.width}, b, nil
	case *cplan.IfElse:
		x, y, z := k.dense(b, n.Cond, vals[n.Cond]), k.dense(b, n.A, vals[n.A]), k.dense(b, n.B, vals[n.B])
		if x.s != nil && y.s != nil && z.s != nil {
			return rowVal{s: b.NewSelect(nonZero(b, x.s), y.s, z.s)}, b, nil
		}
		kinds, args, shape := operands(x, y, z)
		dst := k.destOf(b, n, i, shape.n)
		args = append(args, dst, shape.n)
		b.NewCall(m.ifElsePrim(kinds), args...)
		return rowVal{ptr: dst, n: shape.n}, b, nil
	case *cplan.MatVec:
		if d, ok := k.pipeDot[n]; ok {
			return rowVal{s: d}, b, nil
		}
		if p.BlockedProduct(n) { // the skeleton computed the block's rows
			at := b.NewMul(b.NewSub(i, k.par.rl), k.width[n])
			return rowVal{ptr: b.NewGetElementPtr(f64, k.slot[n], at), n: k.width[n]}, b, nil
		}
		x := vals[n.X]
		bm := k.vals[n.B]
		kind, args := "v", []value.Value{x.ptr, bm}
		if x.sparse() {
			kind = "g"
			args = append(args, x.idx)
		}
		if n.Scalar {
			if x.sparse() {
				return rowVal{s: b.NewCall(m.dotPrim("vg"), x.ptr, bm, x.idx, x.n)}, b, nil
			}
			return rowVal{s: b.NewCall(m.dotPrim("vv"), x.ptr, bm, x.n)}, b, nil
		}
		if p.PackedColumns(n.B) {
			if x.sparse() {
				return rowVal{}, b, fmt.Errorf("llvmgen: packed B of a product with a sparse row")
			}
			b.NewCall(m.matVecPackedPrim(n.K), x.ptr, bm, k.slot[n], x.n)
			return rowVal{ptr: k.slot[n], n: k.width[n]}, b, nil
		}
		args = append(args, k.slot[n], x.n, k.width[n])
		b.NewCall(m.matVecPrim(kind, n.K), args...)
		return rowVal{ptr: k.slot[n], n: k.width[n]}, b, nil
	case *cplan.RowReduce:
		x := vals[n.X]
		switch n.Op {
		case hop.OpIndexMax:
			x = k.dense(b, n.X, x)
			return rowVal{s: b.NewCall(m.indexMaxPrim(), x.ptr, x.n)}, b, nil
		case hop.OpIndexMin:
			x = k.dense(b, n.X, x)
			return rowVal{s: b.NewCall(m.indexMinPrim(), x.ptr, x.n)}, b, nil
		case hop.OpMean:
			w := x.n
			if x.sparse() {
				w = x.width
			}
			return rowVal{s: b.NewFDiv(k.reduce(b, hop.OpSum, x), b.NewSIToFP(w, f64))}, b, nil
		}
		return rowVal{s: k.reduce(b, n.Op, x)}, b, nil
	case *cplan.SliceCols:
		x := k.dense(b, n.X, vals[n.X])
		if !p.IsVector(n) { // one column: a per-row scalar
			return rowVal{s: loadAt(b, f64, x.ptr, ci(int64(n.C0)))}, b, nil
		}
		return rowVal{ptr: b.NewGetElementPtr(f64, x.ptr, ci(int64(n.C0))), n: ci(int64(n.C1 - n.C0))}, b, nil
	case *cplan.RowScan:
		x := k.dense(b, n.X, vals[n.X])
		if x.s != nil {
			return rowVal{}, b, fmt.Errorf("llvmgen: row scan of a per-row scalar")
		}
		dst := k.destOf(b, n, i, x.n)
		b.NewCall(m.scanPrim(k.expr, n.Op), x.ptr, dst, x.n)
		return rowVal{ptr: dst, n: x.n}, b, nil
	case *cplan.CBind:
		off := value.Value(zero64)
		for _, xn := range n.Xs {
			x := k.dense(b, xn, vals[xn])
			dst := b.NewGetElementPtr(f64, k.slot[n], off)
			if x.s != nil {
				storeAt(b, f64, x.s, dst, zero64)
				off = b.NewAdd(off, one64)
				continue
			}
			b.NewCall(m.copyPrim(), x.ptr, dst, x.n)
			off = b.NewAdd(off, x.n)
		}
		return rowVal{ptr: k.slot[n], n: off}, b, nil
	}
	return rowVal{}, b, fmt.Errorf("llvmgen: row operator cannot compute %T", n)
}

// dense returns v as a dense row: a sparse row is scattered into its node's
// dense slot (once per row).
func (k *rowKernel) dense(b *ir.Block, n cplan.Node, v rowVal) rowVal {
	if !v.sparse() {
		return v
	}
	if d, ok := k.densified[n]; ok {
		return d
	}
	dst := k.dslot[n]
	b.NewCall(k.m.scatterPrim(), v.ptr, v.idx, dst, v.n, v.width)
	d := rowVal{ptr: dst, n: v.width}
	k.densified[n] = d
	return d
}

// rowKindOf returns 'g' for a sparse row and 'v' for a dense one.
func rowKindOf(v rowVal) byte {
	if v.sparse() {
		return 'g'
	}
	return 'v'
}

// idxOrNull returns a sparse row's column indexes, or a null pointer.
func idxOrNull(v rowVal) value.Value {
	if v.sparse() {
		return v.idx
	}
	return constant.NewNull(i32p)
}

// operands returns the primitive kinds and arguments of an element-wise
// operation on row values, and the value whose shape the result has: a
// sparse row keeps its stored cells (dense vectors are gathered at them).
func operands(xs ...rowVal) (string, []value.Value, rowVal) {
	var shape rowVal
	for _, x := range xs {
		if x.sparse() {
			shape = x
		}
	}
	if !shape.sparse() {
		for _, x := range xs {
			if x.s == nil {
				shape = x
				break
			}
		}
	}
	kinds := make([]byte, len(xs))
	var args []value.Value
	for i, x := range xs {
		switch {
		case x.s != nil:
			kinds[i] = 's'
			args = append(args, x.s)
		case shape.sparse() && !x.sparse():
			kinds[i] = 'g'
			args = append(args, x.ptr)
		default:
			kinds[i] = 'v'
			args = append(args, x.ptr)
		}
	}
	if shape.sparse() && containsByte(kinds, 'g') {
		args = append(args, shape.idx)
	}
	return string(kinds), args, shape
}

func containsByte(s []byte, c byte) bool {
	for _, x := range s {
		if x == c {
			return true
		}
	}
	return false
}

// rowNodes evaluates the plan's nodes for row i after block b, in order,
// and returns their values with the block after them.
func (k *rowKernel) rowNodes(b *ir.Block, nodes []cplan.Node, i value.Value) (map[cplan.Node]rowVal, *ir.Block, error) {
	k.densified = map[cplan.Node]rowVal{}
	vals := map[cplan.Node]rowVal{}
	for _, n := range nodes {
		v, nb, err := k.node(b, n, i, vals)
		if err != nil {
			return nil, nil, err
		}
		vals[n], b = v, nb
	}
	return vals, b, nil
}
