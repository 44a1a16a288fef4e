package llvmgen

import (
	"fmt"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/fusejit/fusejit/internal/cplan"
)

// Blocked rows of a col_agg_t kernel. t(X) %*% (w * (X %*% v)) adds one
// scaled row of X into the output per row: an axpy that loads and stores
// the whole output row for every row of X, as much L1 traffic as reading
// X itself, with no memory load to overlap. The kernel instead evaluates
// rowBlock rows one after the other (each exactly as the one-row body
// does, so every dot product is the same loop), keeps their w values, and
// adds the rows into the output in one pass:
//
//	C[c,j] = (((C[c,j] + z0[j]*w0[c]) + z1[j]*w1[c]) + z2[j]*w2[c]) + z3[j]*w3[c]
//
// which is the sequence of adds the one-row loop performs, cell by cell, so
// the result is the same bits; only the loads and stores of C between the
// rows are gone. The remaining rows (fewer than rowBlock) run the one-row
// body.

// rowBlock is the rows per blocked iteration: four rows of 1,000 doubles
// (32 KB) are still in L1/L2 when the pass over C reads them again.
const rowBlock = 4

// rowBlockMaxCalls bounds the primitive calls of one row's body for the
// blocked path: rowBlock copies of the body, the blocked add and the
// one-row remainder must stay within rowInlineMaxCalls, or the kernel
// would lose the inlining that matters more.
const rowBlockMaxCalls = 2

// rowBlockMaxK bounds W's columns: rowBlock * K broadcast w values stay in
// vector registers.
const rowBlockMaxK = 4

// blockedColAggT reports whether p's rows can be blocked: a col_agg_t
// kernel over a dense main input whose w is a per-row scalar or a dense
// row of at most rowBlockMaxK values added transposed, with cheap nodes
// only (each computes a value or makes at most one primitive call), and at
// most rowBlockMaxCalls primitive calls per row. A column slice is cheap:
// of a dense row it is a load or an address (MLogreg's P[, 1:K]); only
// a sparse row is scattered first, which is a call. Without slices here
// MLogreg's Hessian-vector product ran the one-row loop at 3-4x the CPU
// time of the pipelined one (10^6 x 10, one thread: 25-35 ms, now 8).
func blockedColAggT(p *cplan.CPlan) bool {
	if p.Variant != cplan.ColAggT || p.Inputs[0].Sparse || p.SparseRow(p.Out) {
		return false
	}
	if p.OuterK > rowBlockMaxK || (p.OuterK > 0 && !p.OuterTransposed()) {
		return false
	}
	if p.OuterK == 0 && p.IsVector(p.Out) {
		return false // a wide w: the general outer-product primitive
	}
	calls := 0
	for _, n := range p.ABI().Nodes {
		switch n := n.(type) {
		case *cplan.Data:
		case *cplan.SliceCols:
			if p.SparseRow(n.X) {
				calls++
			}
		case *cplan.MatVec:
			calls++
		case *cplan.Binary, *cplan.Unary:
			if p.IsVector(n) { // on per-row scalars it is inline arithmetic
				calls++
			}
		default:
			return false
		}
	}
	return calls <= rowBlockMaxCalls
}

// blockedRows emits the blocked loop after block pre: rows rl, rl+1, ...
// in blocks of rowBlock while a whole block fits below ru. It returns the
// first row it did not process and the block after the loop. With a guard
// slot (MainGuard), the blocks' rows are measured by a sum of squares in
// the loop that loads them for their products (row_guard_dot.go,
// row_guard_pipe.go) or else in the pass that adds them into the output
// (row_guard_fold.go), and the bound is folded into the slot after the
// loop.
func (k *rowKernel) blockedRows(pre *ir.Block, nodes []cplan.Node, guardSlot value.Value) (value.Value, *ir.Block, error) {
	if pp, ok := k.pipelinable(nodes); ok {
		return k.pipelinedRows(pre, nodes, pp, guardSlot)
	}
	K := max(k.p.OuterK, 1)
	fn, par := k.fn, k.par
	ws := ir.NewAlloca(f64)
	ws.NElems = ci(int64(rowBlock * K))
	fn.Blocks[0].Insts = append([]ir.Instruction{ws}, fn.Blocks[0].Insts...)

	name := uniqueName(fn, "rowblk")
	head, body, exit := fn.NewBlock(name+".head"), fn.NewBlock(name+".body"), fn.NewBlock(name+".exit")
	pre.NewBr(head)
	iv := head.NewPhi(ir.NewIncoming(par.rl, pre))
	var sq *ir.InstPhi // with a guard: the sum of squares of the rows so far
	if guardSlot != nil {
		sq = head.NewPhi(ir.NewIncoming(cf(0), pre))
	}
	head.NewCondBr(head.NewICmp(enum.IPredSLE, head.NewAdd(iv, ci(rowBlock)), par.ru), body, exit)

	var squared value.Value // the sum once the dot loop squared the main rows
	if sq != nil {
		squared = sq
	}
	pre2, squared := k.multiRowProducts(body, iv, nodes, squared)
	args, width, b, err := k.blockRowValues(body, iv, nodes, pre2, ws, K)
	if err != nil {
		return nil, nil, err
	}
	args = append(args, width, ws, par.out)
	switch {
	case sq == nil:
		b.NewCall(k.m.addRowsPrim(K), args...)
	case squared != value.Value(sq): // the dot loop measured the rows (row_guard_dot.go)
		b.NewCall(k.m.addRowsPrim(K), args...)
		sq.Incs = append(sq.Incs, ir.NewIncoming(squared, b))
	default:
		sq.Incs = append(sq.Incs, ir.NewIncoming(b.NewCall(k.m.addRowsSqPrim(K), append(args, sq)...), b))
	}
	if sq != nil {
		k.storeSquareBound(exit, sq, guardSlot)
	}
	iv.Incs = append(iv.Incs, ir.NewIncoming(b.NewAdd(iv, ci(rowBlock)), b))
	b.NewBr(head)
	return iv, exit, nil
}

// blockRowValues evaluates, after block b, the nodes of the rowBlock rows
// from iv, each row exactly as the one-row body does (with the products
// in pre computed for the block beforehand), and keeps each row's w in ws
// (rowBlock x K). It returns the rows of the main input, their width and
// the block after the evaluation.
func (k *rowKernel) blockRowValues(b *ir.Block, iv value.Value, nodes []cplan.Node, pre map[cplan.Node]func(*ir.Block, int) rowVal, ws value.Value, K int) ([]value.Value, value.Value, *ir.Block, error) {
	zs := make([]value.Value, 0, rowBlock+4)
	var width value.Value
	for r := range rowBlock {
		i := b.NewAdd(iv, ci(int64(r)))
		k.densified = map[cplan.Node]rowVal{}
		vals := map[cplan.Node]rowVal{}
		for _, n := range nodes {
			if f, ok := pre[n]; ok {
				vals[n] = f(b, r)
				continue
			}
			v, nb, err := k.node(b, n, i, vals)
			if err != nil {
				return nil, nil, nil, err
			}
			vals[n], b = v, nb
		}
		z := k.mainRow(b, i)
		zs, width = append(zs, z.ptr), z.n
		w := vals[k.p.Out]
		if w.s != nil {
			storeAt(b, f64, w.s, ws, ci(int64(r)))
			continue
		}
		// The next row's body overwrites w's scratch slot: keep the values.
		for c := range K {
			storeAt(b, f64, loadAt(b, f64, w.ptr, ci(int64(c))), ws, ci(int64(r*K+c)))
		}
	}
	return zs, width, b, nil
}

// addRowsPrim is C[c*n + j] += z_r[j] * w[r*K + c] for the rowBlock rows
// z_r, in row order r = 0, 1, ... for each cell: the blocked form of
// axpyPrim ("v", K = 1) and outerAddTransposedPrim(K), with the same
// operations per cell.
func (m *module) addRowsPrim(K int) *ir.Func { return m.addRowsPrimIn(K, widestRegs) }

// addRowsPrimIn is addRowsPrim(K) compiled for vector registers regs
// (vecregs.go).
func (m *module) addRowsPrimIn(K int, regs vecRegs) *ir.Func {
	params, n, w, c := addRowsParams(0)
	return m.prim(fmt.Sprintf("fjv_addrows_r%d_k%d", rowBlock, K)+regs.suffix(), types.Void, params, func(fn *ir.Func, entry *ir.Block) {
		regs.mark(fn)
		wv, cols := addRowsOperands(entry, w, c, n, K)
		l := newLoop(fn, entry, "j", zero64, n)
		lb := l.Body
		zv := make([]value.Value, rowBlock)
		for r := range zv {
			zv[r] = loadAt(lb, f64, params[r], l.IV)
		}
		for col, dst := range cols {
			acc := loadAt(lb, f64, dst, l.IV)
			for r := range rowBlock {
				acc = fadd(lb, acc, fmul(lb, zv[r], wv[r][col], nil), nil)
			}
			storeAt(lb, f64, acc, dst, l.IV)
		}
		l.close(lb)
		l.Exit.NewRet(nil)
	})
}

// addRowsParams declares the parameters the add loops of addRowsPrim,
// addRowsSqPrim and addRowsDotsPrim begin with: the rowBlock rows z_r, n,
// w and C (which no other pointer reaches), with room for extra more.
func addRowsParams(extra int) (params []*ir.Param, n, w, c *ir.Param) {
	params = make([]*ir.Param, 0, rowBlock+3+extra)
	for r := range rowBlock {
		params = append(params, paramF64p(fmt.Sprintf("z%d", r)))
	}
	n, w, c = paramI64("n"), paramF64p("w"), paramF64p("C")
	c.Attrs = append(c.Attrs, enum.ParamAttrNoAlias)
	return append(params, n, w, c), n, w, c
}

// addRowsOperands loads, in entry, what the add loop of addRowsPrim and
// addRowsSqPrim reads besides the rows: the rowBlock x K values of w and
// the addresses of C's K rows of n.
func addRowsOperands(entry *ir.Block, w, c, n value.Value, K int) (wv [][]value.Value, cols []value.Value) {
	wv = make([][]value.Value, rowBlock)
	for r := range wv {
		wv[r] = make([]value.Value, K)
		for col := range K {
			wv[r][col] = loadAt(entry, f64, w, ci(int64(r*K+col)))
		}
	}
	cols = make([]value.Value, K)
	for col := range cols {
		cols[col] = entry.NewGetElementPtr(f64, c, entry.NewMul(ci(int64(col)), n))
	}
	return wv, cols
}

// multiRowProducts emits, at the top of a row block, the products x %*% B
// of the block's rows whose x is a dense row of a row-aligned input: one
// loop computes the dot products of several rows at once, so that the
// rows stream from memory side by side (one stream per row keeps more
// lines in flight than a single row at a time) and each row's product
// needs no loop of its own. Each sum is the loop of dotPrim or
// matVecPackedPrim with its own accumulators, vectorized the same way, so
// each product is the same bits as one row at a time. It returns, per
// precomputed node, the node's value for row r of the block. With a sum
// of squares sq (a MainGuard kernel), the first product over the main
// input also squares the block's main rows (row_guard_dot.go) and the sum
// it returns is sq plus those squares; it returns sq itself when no
// product read the main rows.
func (k *rowKernel) multiRowProducts(b *ir.Block, iv value.Value, nodes []cplan.Node, sq value.Value) (map[cplan.Node]func(*ir.Block, int) rowVal, value.Value) {
	out := map[cplan.Node]func(*ir.Block, int) rowVal{}
	measure := sq != nil
	for _, n := range nodes {
		mv, ok := n.(*cplan.MatVec)
		if !ok {
			continue
		}
		d, ok := mv.X.(*cplan.Data)
		if !ok || k.p.Inputs[d.In].Kind != cplan.KindMatrix || k.p.Inputs[d.In].Sparse {
			continue
		}
		K := 1
		switch {
		case mv.Scalar:
		case k.p.PackedColumns(mv.B) && mv.K > 0:
			K = mv.K
		default:
			continue
		}
		// Rows per loop: at most multiRowSums sums, two vector
		// accumulators each, stay in registers.
		step := max(multiRowSums/K, 1)
		if step == 1 {
			continue
		}
		res := ir.NewAlloca(f64)
		res.NElems = ci(int64(rowBlock * K))
		k.fn.Blocks[0].Insts = append([]ir.Instruction{res}, k.fn.Blocks[0].Insts...)
		width := k.width[d]
		// The main input's Data width is its column count, the width of
		// every main row (cplan's rowLayout): these loops read whole rows.
		squares := measure && d.In == 0
		measure = measure && !squares
		for r0 := 0; r0 < rowBlock; r0 += step {
			rows := min(step, rowBlock-r0)
			args := make([]value.Value, 0, rows+4)
			for r := r0; r < r0+rows; r++ {
				args = append(args, k.inputRow(b, d.In, b.NewAdd(iv, ci(int64(r))), width).ptr)
			}
			dst := b.NewGetElementPtr(f64, res, ci(int64(r0*K)))
			args = append(args, k.vals[mv.B], dst, width)
			switch {
			case squares:
				sq = b.NewCall(k.m.dotRowsPrimOf(rows, K, mv.Scalar, true), append(args, sq)...)
			case mv.Scalar:
				b.NewCall(k.m.dotRowsPrim(rows), args...)
			default:
				b.NewCall(k.m.matVecPackedRowsPrim(rows, K), args...)
			}
		}
		if mv.Scalar {
			out[n] = func(b *ir.Block, r int) rowVal { return rowVal{s: loadAt(b, f64, res, ci(int64(r)))} }
			continue
		}
		w := k.width[n]
		out[n] = func(b *ir.Block, r int) rowVal {
			return rowVal{ptr: b.NewGetElementPtr(f64, res, ci(int64(r*K))), n: w}
		}
	}
	return out, sq
}

// multiRowSums is the most dot products one multi-row loop computes.
const multiRowSums = 4

// dotRowsPrim is dotPrim("vv") for R rows x_r against one b:
// res[r] = sum_k x_r[k] * b[k].
func (m *module) dotRowsPrim(R int) *ir.Func { return m.dotRowsPrimOf(R, 1, true, false) }

// matVecPackedRowsPrim is matVecPackedPrim(K) for R rows x_r:
// res[r*K + c] = sum_l x_r[l] * Bt[c*n + l].
func (m *module) matVecPackedRowsPrim(R, K int) *ir.Func {
	return m.dotRowsPrimOf(R, K, false, false)
}

// dotRowsPrimOf is dotRowsPrim(R) (scalar) or matVecPackedRowsPrim(R, K);
// squared, it also takes a double s and returns s plus the squares of
// the rows' cells (row_guard_dot.go), with the same products.
func (m *module) dotRowsPrimOf(R, K int, scalar, squared bool) *ir.Func {
	params := make([]*ir.Param, 0, R+4)
	for r := range R {
		params = append(params, paramF64p(fmt.Sprintf("x%d", r)))
	}
	name := fmt.Sprintf("fjv_matvec_p_k%d_r%d", K, R)
	bt := paramF64p("Bt")
	if scalar {
		name, bt = fmt.Sprintf("fjv_dot_vv_r%d", R), paramF64p("b")
	}
	res, n := paramF64p("res"), paramI64("n")
	res.Attrs = append(res.Attrs, enum.ParamAttrNoAlias)
	params = append(params, bt, res, n)
	ret := types.Type(types.Void)
	var s *ir.Param
	if squared {
		name, ret, s = name+"_sq", f64, paramF64("s")
		params = append(params, s)
	}
	return m.prim(name, ret, params, func(fn *ir.Func, entry *ir.Block) {
		cols := make([]value.Value, K)
		for c := range cols {
			cols[c] = value.Value(bt)
			if !scalar {
				cols[c] = entry.NewGetElementPtr(f64, bt, entry.NewMul(ci(int64(c)), n))
			}
		}
		ds := make([]dotSum, 0, R*K)
		rows := make([]value.Value, R)
		for r := range R {
			rows[r] = params[r]
			for c := range K {
				ds = append(ds, dotSum{x: params[r], y: cols[c], stride: 1})
			}
		}
		var sq *squareSum
		if squared {
			sq = m.newSquareSum(rows, s)
		}
		sums, exit := emitLaneDotsSquaring(fn, entry, n, ds, sq)
		for i, v := range sums {
			storeAt(exit, f64, v, res, ci(int64(i)))
		}
		if squared {
			exit.NewRet(sq.sum)
			return
		}
		exit.NewRet(nil)
	})
}
