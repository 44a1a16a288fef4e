package llvmgen

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/fusejit/fusejit/internal/cplan"
	"github.com/fusejit/fusejit/internal/hop"
)

// Pipelined rows of t(X) %*% (w * (X %*% v)) over a CSR X. The one-row
// body runs the gathered dot product of row i, whose lanes go through
// memory (each stored cell loads and stores its lane, and a lane's adds
// wait on each other through store-to-load forwarding), then the
// scatter-add of row i into the output, which needs the dot's result:
// the two loops cannot overlap within a row, and a row of 100 stored
// cells is longer than the out-of-order window can see past. The
// pipelined body instead runs row i+1's dot product in the same loop as
// row i's scatter-add:
//
//	w_rl = body(rl)
//	for i := rl; i < ru-1; i++ {
//		d := dotaxpy(row i+1, v; row i, w_i, out)  // one loop over both rows
//		w_{i+1} = the per-row scalars of row i+1, with X[i+1,] %*% v = d
//	}
//	out += w_{ru-1} * X[ru-1,]
//
// Every dot product adds the same products into the same lanes in the
// same order, and the output receives the same adds in the same row
// order (row i's adds all happen before row i+1's), so the result is the
// same bits as the one-row body; only the instruction schedule changes.
// About 10% fewer cycles per stored cell in a C model of the two loops.
//
// The dot product's lanes in one register make it a chain of masked adds
// one stored cell long (3 cycles each on this machine's AMD EPYC, which
// is about what a stored cell of the deferred loop costs). Two rows' dot
// products in one loop (two chains), with each row's scatter-add in a
// loop of its own, were slower, not faster (2026-11-24): the kernel at
// 10^5 x 1000, sparsity 0.1, one thread, 12.0-12.1 against 15.0-15.3 ms
// of CPU. In a C model the two-row dot loop alone cost 1.5 ns per stored
// cell against 0.93 for one row at a time, although over one row read
// twice it cost 0.69 and over cache-resident rows 0.78: two rows read
// side by side from memory are the cost, and prefetching them 4 KiB ahead
// brought it only to 1.07. Prefetching the next row in this loop did not
// help either (1.11-1.27 against 1.11-1.16 ns per stored cell of both).
//
// Where the deferred loop's time goes, and what did not shorten it
// (2026-11-24, session 12). A C model of the kernel's calls (the golden
// kernel's loop, bit for bit the same output hash; clang -O3 -march=native
// -fno-unroll-loops -ffp-contract=off as the JIT builds; one thread, 64
// calls over 10^5 x 1,000 at sparsity 0.1, CPU min of 15, two or three
// rounds) ran 1.10-1.24 ns per stored cell with X from memory and
// 0.96-1.03 with X in L2 (10^3 rows). Apart: the dot loop alone 0.87
// (0.83 in L2, the latency of one dependent vaddpd, 0.82 ns here), the
// scatter-add alone 0.77-0.81 (0.54-0.62), reading X's values and
// indexes 0.46-0.50. In L2 the loop is bound by its ~14 instructions per
// stored cell (about 4 per cycle), from memory by something the
// following did not reach, each the same bits unless said:
//   - the two products of a pair of cells in one masked add when their
//     lanes differ, a branch for the one pair in 12 whose lanes match:
//     0.91 against 0.99 in L2, but 1.49-1.58 against 1.18-1.22 from
//     memory, prefetching 1-4 KiB ahead or not;
//   - two rows' dot products as two chains with one row's scatter-add in
//     their loop, the other's alone: 1.0-1.08 in L2, 1.78-1.88 from
//     memory, 1.28-1.39 with the two rows prefetched 1-8 KiB ahead;
//   - the loop unrolled 2 or 4 times: within noise;
//   - lane masks from a table, or a product as the vector multiply of two
//     broadcasts (clang makes it the scalar one again): within noise;
//   - prefetching the dot's row 2-8 KiB ahead (once per line or per
//     cell): within noise;
//   - the scatter-add of 8 cells by vgatherdpd and vscatterdpd: 1.45
//     against 1.18 (1.25-1.29 against 0.97 in L2);
//   - the masks of 8 cells at once (vpermb, vpcmpeqb into one 64-bit
//     mask) and their products by vgatherdpd: 1.54-1.62 against 1.18-1.20
//     (1.32-1.40 against 0.97 in L2), 1.8 where clang 14 moved the mask
//     through the stack;
//   - not this order at all (lanes by stored position, so the dot is 8
//     products per vector add with a gather): 1.13-1.17 against 1.11.
// X on 2 MiB pages (MADV_HUGEPAGE, which FUSEJIT_HUGEPAGES=on gives
// inputs built by matrix) ran 1.08-1.10 against 1.19-1.20: part of the
// gap to the read is the TLB, which a kernel cannot change.
//
// More that did not shorten it (2026-11-24, session 15; a C model of the
// deferred loop, same output and dot bits by hash, one thread, CPU min of
// 7-9, 10^5 x 1,000 at sparsity 0.1, from memory: 1.12-1.16 ns per
// stored cell; the clock about 3.6 GHz, a dependent vaddpd 3 cycles):
//   - one masked add for a pair of cells whose lanes differ and one cell
//     otherwise, branch-free, the index advancing by the mask's popcount:
//     2.1-2.2 ns, the advance a chain through the index loads;
//   - fewer instructions per cell (the lane mask by kmovb from a byte
//     table by column or by column mod 8, the product as one vmulpd of a
//     broadcast of the value by an embedded broadcast of v[j], in inline
//     assembly), also unrolled twice: 1.15-1.27 ns, so the loop is not
//     bound by its instructions;
//   - row i+2's dot product with row i's scatter-add: 1.46-1.48 ns.
// Where the rest goes: with every row exactly 100 stored cells (no loop
// exit mispredicted, no rest loop) 1.035 ns against 1.12 for the random
// rows, and from L3 (8,000 rows) 1.0 ns; a stored cell costs about 3.6
// cycles where the chain alone is 3, plus about 47 cycles per row.

// pipelinedDot returns the product X %*% v of a plan the pipelined body
// can run: a col_agg_t kernel over a CSR main input without a guard whose
// w is a per-row scalar computed from one gathered dot product of the
// main row (a scalar MatVec of the main input's row with a dense B) and
// per-row scalars only. Other plans get nil.
func pipelinedDot(p *cplan.CPlan) *cplan.MatVec {
	if p.Variant != cplan.ColAggT || !p.Inputs[0].Sparse || p.Inputs[0].Kind != cplan.KindMatrix ||
		p.MainGuard || p.OuterK != 0 || p.IsVector(p.Out) {
		return nil
	}
	var dot *cplan.MatVec
	for _, n := range p.ABI().Nodes {
		switch n := n.(type) {
		case *cplan.Data:
			if n.In != 0 && p.IsVector(n) {
				return nil
			}
		case *cplan.MatVec:
			x, ok := n.X.(*cplan.Data)
			if dot != nil || !ok || x.In != 0 || !n.Scalar || p.Inputs[n.B].Sparse {
				return nil
			}
			dot = n
		case *cplan.Binary, *cplan.Unary:
			if p.IsVector(n) {
				return nil
			}
		default:
			return nil
		}
	}
	return dot
}

// lowerPipelined emits the row loop of a pipelinedDot plan after block
// entry, which holds the kernel's setup. It runs one of two copies of the
// loop, which store the same bits:
//
//   - when the call's stored cells are at least the output's columns, the
//     scatter-adds store without canonicalizing NaNs and one pass over the
//     output canonicalizes them at the end (deferNaNs): a stored cell
//     costs no compare and blend, the output's columns cost a load and a
//     store each;
//   - otherwise (few stored cells over many columns), every store
//     canonicalizes, as every other kernel's.
//
// A NaN stays a NaN under the adds that follow it and its payload is
// never read, so the output holds the same canonical NaNs either way.
func (k *rowKernel) lowerPipelined(entry *ir.Block, dot *cplan.MatVec) error {
	fn, par := k.fn, k.par
	done := fn.NewBlock("pipe.done")
	done.NewRet(nil)
	pick := fn.NewBlock("pipe.pick")
	entry.NewCondBr(entry.NewICmp(enum.IPredSLT, par.rl, par.ru), pick, done)
	cols := loadAux(pick, par, cplan.AuxMainCols)
	cells := pick.NewSub(loadAt(pick, i64, k.rp[0], par.ru), loadAt(pick, i64, k.rp[0], par.rl))
	deferred, canonical := fn.NewBlock("pipe.deferred"), fn.NewBlock("pipe.canonical")
	pick.NewCondBr(pick.NewICmp(enum.IPredSGE, cells, cols), deferred, canonical)

	x, err := k.pipelinedCSRRows(deferred, dot, true)
	if err != nil {
		return err
	}
	canon := newLoop(fn, x, "canonout", zero64, cols)
	storeAt(canon.Body, f64, loadAt(canon.Body, f64, par.out, canon.IV), par.out, canon.IV)
	canon.close(canon.Body)
	canon.Exit.NewBr(done)

	x, err = k.pipelinedCSRRows(canonical, dot, false)
	if err != nil {
		return err
	}
	x.NewBr(done)
	return nil
}

// pipelinedCSRRows emits the pipelined loop over rows rl..ru-1 (at least
// one) after block b and returns the block after it. deferred selects
// the primitives whose output stores leave NaNs as they are.
func (k *rowKernel) pipelinedCSRRows(b *ir.Block, dot *cplan.MatVec, deferred bool) (*ir.Block, error) {
	fn, par := k.fn, k.par
	nodes := k.p.ABI().Nodes
	w, b, err := k.rowScalar(b, nodes, par.rl)
	if err != nil {
		return nil, err
	}
	last := b.NewSub(par.ru, one64)
	rows := newLoop(fn, b, "rowpipe", par.rl, last)
	wi := rows.carry(b, w)
	body := rows.Body
	i := rows.IV
	next := body.NewAdd(i, one64)
	z, zn := k.mainRow(body, i), k.mainRow(body, next)
	k.pipeDot = map[cplan.Node]value.Value{
		dot: body.NewCall(k.m.dotAxpyPrim(deferred), z.ptr, wi, z.idx, par.out, z.n, zn.ptr, k.vals[dot.B], zn.idx, zn.n),
	}
	wn, body, err := k.rowScalar(body, nodes, next)
	k.pipeDot = nil
	if err != nil {
		return nil, err
	}
	rows.close(body, wn)

	x := rows.Exit
	z = k.mainRow(x, last)
	axpy := k.m.axpyPrim("g")
	if deferred {
		axpy = k.m.axpyDeferredPrim()
	}
	x.NewCall(axpy, z.ptr, wi, z.idx, par.out, z.n)
	return x, nil
}

// rowScalar evaluates the plan's nodes for row i after block b and
// returns the output node's per-row scalar with the block after them.
func (k *rowKernel) rowScalar(b *ir.Block, nodes []cplan.Node, i value.Value) (value.Value, *ir.Block, error) {
	vals, b, err := k.rowNodes(b, nodes, i)
	if err != nil {
		return nil, nil, err
	}
	return vals[k.p.Out].s, b, nil
}

// dotAxpyPrim returns sum_k b[k] * v[bidx[k]] over the bn stored cells of
// one sparse row (in the lanes of the column indexes, as dotPrim("vg"))
// while adding a[k] * w to c[idx[k]] for the n stored cells of another
// (as axpyPrim("g")): one loop over both rows while both have cells, then
// the rest of each.
//
// With deferred, the stores to c leave NaNs as they are (the caller
// canonicalizes c) and the dot's lanes are one lane vector carried in a
// register (laneVecDotStep). Without, the lanes are an array on the
// stack: with each store's compare and blend in the loop (which on this
// machine's AMD EPYC is a move to an integer register and a cmov) the
// lane vector's loop was 3% slower than the array's, without them 15%
// faster (a C model of both loops, 10^5 x 1000 at sparsity 0.1). The
// price is at -O0 (the quick build of a two-level kernel, served until
// its -O3 build arrives), which spills the carried vector and reloads it
// twice per cell: there the deferred loop is about 2.5x slower than the
// canonical one (row-sparse 10^3 x 1000: 0.80 vs 0.32 ms of CPU per Eval).
// Loading and storing the vector in a lane array once per cell instead
// was slower still at -O0 (14 vs 7.5 ns per cell in the C model).
func (m *module) dotAxpyPrim(deferred bool) *ir.Func {
	a, w, idx, c, n := paramF64p("a"), paramF64("w"), paramI32p("idx"), paramF64p("c"), paramI64("n")
	bv, v, bidx, bn := paramF64p("b"), paramF64p("v"), paramI32p("bidx"), paramI64("bn")
	c.Attrs = append(c.Attrs, enum.ParamAttrNoAlias)
	params := []*ir.Param{a, w, idx, c, n, bv, v, bidx, bn}
	name := "fjv_dotaxpy_g"
	if deferred {
		name += "_deferred"
	}
	return m.prim(name, f64, params, func(fn *ir.Func, entry *ir.Block) {
		both := entry.NewSelect(entry.NewICmp(enum.IPredSLT, n, bn), n, bn)
		l := newLoop(fn, entry, "dotaxpy", zero64, both)
		var dot func(b *ir.Block, lanes, k value.Value) value.Value
		var lanes value.Value
		if deferred {
			lanes = l.carry(entry, vecZero())
			dot = func(b *ir.Block, lanes, k value.Value) value.Value {
				return laneVecDotStep(b, lanes, bv, bidx, v, k)
			}
		} else {
			lanes = newLaneArray(fn, 1)
			for q := range hop.SumLanes {
				storeAt(entry, f64, cf(0), lanes, ci(int64(q)))
			}
			dot = func(b *ir.Block, lanes, k value.Value) value.Value {
				sparseDotStep(b, lanes, bv, bidx, v, k)
				return nil
			}
		}
		axpy := func(b *ir.Block, k value.Value) {
			if st := axpyStep(b, a, idx, c, w, k); deferred {
				m.deferNaNs(st)
			}
		}
		carried := func(next value.Value) []value.Value {
			if deferred {
				return []value.Value{next}
			}
			return nil
		}
		next := dot(l.Body, lanes, l.IV)
		axpy(l.Body, l.IV)
		l.close(l.Body, carried(next)...)
		d := newLoop(fn, l.Exit, "dotrest", both, bn)
		rest := lanes
		if deferred {
			rest = d.carry(l.Exit, lanes)
		}
		d.close(d.Body, carried(dot(d.Body, rest, d.IV))...)
		s := newLoop(fn, d.Exit, "axpyrest", both, n)
		axpy(s.Body, s.IV)
		s.close(s.Body)
		if deferred {
			s.Exit.NewRet(combineLaneVec(s.Exit, rest))
		} else {
			s.Exit.NewRet(combineLanes(s.Exit, lanes))
		}
	})
}

// axpyDeferredPrim is axpyPrim("g") with the stores to c leaving NaNs as
// they are, for the last row of the deferred pipelined loop.
func (m *module) axpyDeferredPrim() *ir.Func {
	a, w, idx, c, n := paramF64p("a"), paramF64("w"), paramI32p("idx"), paramF64p("c"), paramI64("n")
	c.Attrs = append(c.Attrs, enum.ParamAttrNoAlias)
	return m.prim("fjv_axpy_g_deferred", types.Void, []*ir.Param{a, w, idx, c, n}, func(fn *ir.Func, entry *ir.Block) {
		l := newLoop(fn, entry, "k", zero64, n)
		m.deferNaNs(axpyStep(l.Body, a, idx, c, w, l.IV))
		l.close(l.Body)
		l.Exit.NewRet(nil)
	})
}

// sparseDotStep adds the product of stored cell k of a sparse row (values
// a, column indexes idx) with y at its column into the lane of the column.
func sparseDotStep(b *ir.Block, lanes, a, idx, y, k value.Value) {
	j := b.NewSExt(loadAt(b, i32, idx, k), i64)
	p := b.NewFMul(loadAt(b, f64, a, k), loadAt(b, f64, y, j))
	addLane(b, lanes, j, p)
}

// laneVecDotStep returns lane vector lanes with the product of stored cell
// k of a sparse row (values a, column indexes idx) with y at its column
// added into the lane of the column, the other lanes as they were: the
// one lane's add is the same fadd as sparseDotStep's on a lane array, and
// the select of one lane (a mask of one bit, 1 << (column mod SumLanes))
// is a masked vector add on AVX-512, so a stored cell costs no lane load
// or store.
func laneVecDotStep(b *ir.Block, lanes, a, idx, y, k value.Value) value.Value {
	j := b.NewSExt(loadAt(b, i32, idx, k), i64)
	p := b.NewFMul(loadAt(b, f64, a, k), loadAt(b, f64, y, j))
	bit := b.NewShl(one64, b.NewAnd(j, ci(hop.SumLanes-1)))
	mask := b.NewBitCast(b.NewTrunc(bit, types.NewInt(hop.SumLanes)), types.NewVector(hop.SumLanes, types.I1))
	return b.NewSelect(mask, b.NewFAdd(lanes, splat(b, p)), lanes)
}

// combineLaneVec is combineLanes on a lane vector.
func combineLaneVec(b *ir.Block, lanes value.Value) value.Value {
	l := make([]value.Value, hop.SumLanes)
	for q := range l {
		l[q] = b.NewExtractElement(lanes, ci(int64(q)))
	}
	for w := hop.SumLanes / 2; w >= 1; w /= 2 {
		for q := 0; q < w; q++ {
			l[q] = b.NewFAdd(l[q], l[q+w])
		}
	}
	return l[0]
}

// axpyStep adds a[k] * w to c at the column of stored cell k of a sparse
// row, as axpyPrim("g") does, and returns the store.
func axpyStep(b *ir.Block, a, idx, c, w, k value.Value) *ir.InstStore {
	j := b.NewSExt(loadAt(b, i32, idx, k), i64)
	v := fadd(b, loadAt(b, f64, c, j), fmul(b, loadAt(b, f64, a, k), w, nil), nil)
	p := b.NewGetElementPtr(f64, c, j)
	p.InBounds = true
	return b.NewStore(v, p)
}
