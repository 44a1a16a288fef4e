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
// only (each computes a value or makes at most one primitive call).
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
		switch n.(type) {
		case *cplan.Data:
		case *cplan.MatVec, *cplan.Binary, *cplan.Unary:
			calls++
		default:
			return false
		}
	}
	return calls <= rowBlockMaxCalls
}

// blockedRows emits the blocked loop after block pre: rows rl, rl+1, ...
// in blocks of rowBlock while a whole block fits below ru. It returns the
// first row it did not process and the block after the loop.
func (k *rowKernel) blockedRows(pre *ir.Block, nodes []cplan.Node) (value.Value, *ir.Block, error) {
	K := max(k.p.OuterK, 1)
	fn, par := k.fn, k.par
	ws := ir.NewAlloca(f64)
	ws.NElems = ci(int64(rowBlock * K))
	fn.Blocks[0].Insts = append([]ir.Instruction{ws}, fn.Blocks[0].Insts...)

	name := uniqueName(fn, "rowblk")
	head, body, exit := fn.NewBlock(name+".head"), fn.NewBlock(name+".body"), fn.NewBlock(name+".exit")
	pre.NewBr(head)
	iv := head.NewPhi(ir.NewIncoming(par.rl, pre))
	head.NewCondBr(head.NewICmp(enum.IPredSLE, head.NewAdd(iv, ci(rowBlock)), par.ru), body, exit)

	b := body
	args := make([]value.Value, 0, rowBlock+3)
	var width value.Value
	for r := range rowBlock {
		i := b.NewAdd(iv, ci(int64(r)))
		k.densified = map[cplan.Node]rowVal{}
		vals := map[cplan.Node]rowVal{}
		for _, n := range nodes {
			v, nb, err := k.node(b, n, i, vals)
			if err != nil {
				return nil, nil, err
			}
			vals[n], b = v, nb
		}
		z := k.mainRow(b, i)
		args, width = append(args, z.ptr), z.n
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
	args = append(args, width, ws, par.out)
	b.NewCall(k.m.addRowsPrim(K), args...)
	iv.Incs = append(iv.Incs, ir.NewIncoming(b.NewAdd(iv, ci(rowBlock)), b))
	b.NewBr(head)
	return iv, exit, nil
}

// addRowsPrim is C[c*n + j] += z_r[j] * w[r*K + c] for the rowBlock rows
// z_r, in row order r = 0, 1, ... for each cell: the blocked form of
// axpyPrim ("v", K = 1) and outerAddTransposedPrim(K), with the same
// operations per cell.
func (m *module) addRowsPrim(K int) *ir.Func {
	params := make([]*ir.Param, 0, rowBlock+3)
	for r := range rowBlock {
		params = append(params, paramF64p(fmt.Sprintf("z%d", r)))
	}
	n, w, c := paramI64("n"), paramF64p("w"), paramF64p("C")
	c.Attrs = append(c.Attrs, enum.ParamAttrNoAlias)
	params = append(params, n, w, c)
	return m.prim(fmt.Sprintf("fjv_addrows_r%d_k%d", rowBlock, K), types.Void, params, func(fn *ir.Func, entry *ir.Block) {
		wv := make([][]value.Value, rowBlock)
		for r := range wv {
			wv[r] = make([]value.Value, K)
			for col := range K {
				wv[r][col] = loadAt(entry, f64, w, ci(int64(r*K+col)))
			}
		}
		cols := make([]value.Value, K)
		for col := range cols {
			cols[col] = entry.NewGetElementPtr(f64, c, entry.NewMul(ci(int64(col)), n))
		}
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
