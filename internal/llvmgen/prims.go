package llvmgen

import (
	"fmt"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/fusejit/fusejit/internal/hop"
)

// Vector primitives. Row kernels call small functions for their vector
// operations instead of inlining a loop per operation, as SystemML's
// vector primitives do: a chain of k row operations costs k calls, so the
// kernel's instruction footprint stays small as k grows (Boehm et al., PVLDB 2018, Figure
// 13). Each primitive is generated once per module, on first use, with
// internal linkage and noinline; its loops vectorize on their own.
//
// Operand kinds in primitive names: v is a dense vector, s a scalar, g a
// dense vector gathered at the indexes of a sparse row.

// prim returns the primitive name, building it with body on first use.
func (m *module) prim(name string, ret types.Type, params []*ir.Param, body func(fn *ir.Func, entry *ir.Block)) *ir.Func {
	if f, ok := m.decls[name]; ok {
		return f
	}
	f := m.ir.NewFunc(name, ret, params...)
	f.Linkage = enum.LinkageInternal
	f.FuncAttrs = append(f.FuncAttrs, enum.FuncAttrNoUnwind)
	for _, p := range params {
		if types.IsPointer(p.Typ) {
			p.Attrs = append(p.Attrs, enum.ParamAttrNoCapture)
		}
	}
	m.decls[name] = f
	body(f, f.NewBlock("entry"))
	return f
}

func paramF64p(name string) *ir.Param { return ir.NewParam(name, f64p) }
func paramI32p(name string) *ir.Param { return ir.NewParam(name, i32p) }
func paramI64(name string) *ir.Param  { return ir.NewParam(name, i64) }
func paramF64(name string) *ir.Param  { return ir.NewParam(name, f64) }

// operandParam returns the parameter for one operand kind.
func operandParam(kind byte, name string) *ir.Param {
	if kind == 's' {
		return paramF64(name)
	}
	return paramF64p(name)
}

// mapPrim builds c[k] = f(x_k, ...) for k < n, where each operand is a
// vector (x[k]), a scalar, or a gathered vector (x[idx[k]]).
func (m *module) mapPrim(name string, kinds string, f func(b *ir.Block, xs []value.Value) value.Value) *ir.Func {
	var params []*ir.Param
	for i := range kinds {
		params = append(params, operandParam(kinds[i], fmt.Sprintf("x%d", i)))
	}
	gather := false
	for i := range kinds {
		gather = gather || kinds[i] == 'g'
	}
	var idx *ir.Param
	if gather {
		idx = paramI32p("idx")
		params = append(params, idx)
	}
	c, n := paramF64p("c"), paramI64("n")
	c.Attrs = append(c.Attrs, enum.ParamAttrNoAlias)
	params = append(params, c, n)
	return m.prim(name, types.Void, params, func(fn *ir.Func, entry *ir.Block) {
		l := newLoop(fn, entry, "k", zero64, n)
		b := l.Body
		xs := make([]value.Value, len(kinds))
		for i := range kinds {
			switch kinds[i] {
			case 's':
				xs[i] = params[i]
			case 'v':
				xs[i] = loadAt(b, f64, params[i], l.IV)
			case 'g':
				j := b.NewSExt(loadAt(b, i32, idx, l.IV), i64)
				xs[i] = loadAt(b, f64, params[i], j)
			}
		}
		storeAt(b, f64, f(b, xs), c, l.IV)
		l.close(b)
		l.Exit.NewRet(nil)
	})
}

// unaryPrim is c = op(a) over vectors.
func (m *module) unaryPrim(e *exprEmitter, op hop.OpCode) *ir.Func {
	return m.mapPrim(fmt.Sprintf("fjv_%s_v", primName(op)), "v", func(b *ir.Block, xs []value.Value) value.Value {
		return e.unaryValue(b, op, xs[0])
	})
}

// binaryPrim is c = a op b with operand kinds like "vs".
func (m *module) binaryPrim(e *exprEmitter, op hop.OpCode, kinds string) *ir.Func {
	return m.mapPrim(fmt.Sprintf("fjv_%s_%s", primName(op), kinds), kinds, func(b *ir.Block, xs []value.Value) value.Value {
		return e.binaryValue(b, op, xs[0], xs[1])
	})
}

// ifElsePrim is c = cond != 0 ? a : b with operand kinds like "vsv".
func (m *module) ifElsePrim(kinds string) *ir.Func {
	return m.mapPrim("fjv_ifelse_"+kinds, kinds, func(b *ir.Block, xs []value.Value) value.Value {
		return b.NewSelect(nonZero(b, xs[0]), xs[1], xs[2])
	})
}

// primName turns an op code into an identifier.
func primName(op hop.OpCode) string { return fmt.Sprintf("op%d", op) }

// reducePrim returns the aggregate of a[0..n) (sum, min, max).
func (m *module) reducePrim(op hop.OpCode) *ir.Func {
	a, n := paramF64p("a"), paramI64("n")
	return m.prim("fjv_reduce_"+primName(op), f64, []*ir.Param{a, n}, func(fn *ir.Func, entry *ir.Block) {
		l := newLoop(fn, entry, "k", zero64, n)
		acc := l.carry(entry, identity(op))
		l.close(l.Body, fold(l.Body, op, acc, loadAt(l.Body, f64, a, l.IV)))
		l.Exit.NewRet(acc)
	})
}

// indexMaxPrim returns the 1-based index of the first maximum of a[0..n);
// the first NaN wins.
func (m *module) indexMaxPrim() *ir.Func { return m.indexPrim("fjv_indexmax", enum.FPredOGT) }

// indexMinPrim returns the 1-based index of the first minimum of a[0..n);
// the first NaN wins (base's rowIndexMin).
func (m *module) indexMinPrim() *ir.Func { return m.indexPrim("fjv_indexmin", enum.FPredOLT) }

// indexPrim is indexMaxPrim (better: ogt) or indexMinPrim (olt).
func (m *module) indexPrim(name string, better enum.FPred) *ir.Func {
	a, n := paramF64p("a"), paramI64("n")
	return m.prim(name, f64, []*ir.Param{a, n}, func(fn *ir.Func, entry *ir.Block) {
		first := loadAt(entry, f64, a, zero64)
		l := newLoop(fn, entry, "k", one64, n)
		best := l.carry(entry, first)
		bi := l.carry(entry, zero64)
		b := l.Body
		x := loadAt(b, f64, a, l.IV)
		bestNaN := isNaN(b, best)
		take := b.NewAnd(b.NewXor(bestNaN, zeroTrue), b.NewOr(isNaN(b, x), b.NewFCmp(better, x, best)))
		l.close(b, b.NewSelect(take, x, best), b.NewSelect(take, l.IV, bi))
		l.Exit.NewRet(l.Exit.NewSIToFP(l.Exit.NewAdd(bi, one64), f64))
	})
}

// dotPrim returns sum_k a[k] * b[k] (kinds "vv") or sum_k a[k] * b[idx[k]]
// (kinds "vg", for a sparse row's values a).
func (m *module) dotPrim(kinds string) *ir.Func {
	a, bv := paramF64p("a"), paramF64p("b")
	params := []*ir.Param{a, bv}
	var idx *ir.Param
	if kinds == "vg" {
		idx = paramI32p("idx")
		params = append(params, idx)
	}
	n := paramI64("n")
	params = append(params, n)
	return m.prim("fjv_dot_"+kinds, f64, params, func(fn *ir.Func, entry *ir.Block) {
		var sums []value.Value
		var exit *ir.Block
		if idx != nil {
			sums, exit = emitLaneDotsSparse(fn, entry, a, idx, bv, n, 1)
		} else {
			sums, exit = emitLaneDots(fn, entry, n, []dotSum{{x: a, y: bv, stride: 1}})
		}
		exit.NewRet(sums[0])
	})
}

// axpyPrim is c[j] += a[k] * w for k < n, with j = k (kinds "v") or
// j = idx[k] (kinds "g"): one row of t(X) %*% w, or B's row k scaled.
func (m *module) axpyPrim(kinds string) *ir.Func {
	a, w, c := paramF64p("a"), paramF64("w"), paramF64p("c")
	params := []*ir.Param{a, w}
	var idx *ir.Param
	if kinds == "g" {
		idx = paramI32p("idx")
		params = append(params, idx)
	}
	n := paramI64("n")
	c.Attrs = append(c.Attrs, enum.ParamAttrNoAlias)
	params = append(params, c, n)
	return m.prim("fjv_axpy_"+kinds, types.Void, params, func(fn *ir.Func, entry *ir.Block) {
		l := newLoop(fn, entry, "k", zero64, n)
		b := l.Body
		j := value.Value(l.IV)
		if idx != nil {
			j = b.NewSExt(loadAt(b, i32, idx, l.IV), i64)
		}
		v := fadd(b, loadAt(b, f64, c, j), fmul(b, loadAt(b, f64, a, l.IV), w, nil), nil)
		storeAt(b, f64, v, c, j)
		l.close(b)
		l.Exit.NewRet(nil)
	})
}

// matVecPrim is c[0..k) = sum_l x[l] * B[l*k + 0..k) over the l < n of a
// dense row (kinds "v") or the stored cells of a sparse row (kinds "g":
// values x, columns idx).
//
// With a constant K > 0 the k sums are kept in registers and the loop over
// l is unrolled by K: the shape of X %*% V with skinny V.
func (m *module) matVecPrim(kinds string, K int) *ir.Func {
	if K > 0 {
		return m.matVecSmallPrim(kinds, K)
	}
	x, bm := paramF64p("x"), paramF64p("B")
	params := []*ir.Param{x, bm}
	var idx *ir.Param
	if kinds == "g" {
		idx = paramI32p("idx")
		params = append(params, idx)
	}
	n, k, c := paramI64("n"), paramI64("k"), paramF64p("c")
	c.Attrs = append(c.Attrs, enum.ParamAttrNoAlias)
	params = append(params, c, n, k)
	return m.prim("fjv_matvec_"+kinds, types.Void, params, func(fn *ir.Func, entry *ir.Block) {
		zl := newLoop(fn, entry, "z", zero64, k)
		storeAt(zl.Body, f64, cf(0), c, zl.IV)
		zl.close(zl.Body)
		l := newLoop(fn, zl.Exit, "l", zero64, n)
		b := l.Body
		row := value.Value(l.IV)
		if idx != nil {
			row = b.NewSExt(loadAt(b, i32, idx, l.IV), i64)
		}
		xv := loadAt(b, f64, x, l.IV)
		brow := b.NewGetElementPtr(f64, bm, b.NewMul(row, k))
		inner := newLoop(fn, b, "c", zero64, k)
		ib := inner.Body
		v := fadd(ib, loadAt(ib, f64, c, inner.IV), fmul(ib, xv, loadAt(ib, f64, brow, inner.IV), nil), nil)
		storeAt(ib, f64, v, c, inner.IV)
		inner.close(ib)
		l.close(inner.Exit)
		l.Exit.NewRet(nil)
	})
}

// matVecSmallPrim is matVecPrim for a constant k = K: K accumulators.
func (m *module) matVecSmallPrim(kinds string, K int) *ir.Func {
	x, bm := paramF64p("x"), paramF64p("B")
	params := []*ir.Param{x, bm}
	var idx *ir.Param
	if kinds == "g" {
		idx = paramI32p("idx")
		params = append(params, idx)
	}
	n, k, c := paramI64("n"), paramI64("k"), paramF64p("c")
	c.Attrs = append(c.Attrs, enum.ParamAttrNoAlias)
	params = append(params, c, n, k)
	return m.prim(fmt.Sprintf("fjv_matvec_%s_k%d", kinds, K), types.Void, params, func(fn *ir.Func, entry *ir.Block) {
		var sums []value.Value
		var exit *ir.Block
		if idx != nil {
			sums, exit = emitLaneDotsSparse(fn, entry, x, idx, bm, n, K)
		} else {
			ds := make([]dotSum, K)
			for i := range ds {
				ds[i] = dotSum{x: x, y: entry.NewGetElementPtr(f64, bm, ci(int64(i))), stride: int64(K)}
			}
			sums, exit = emitLaneDots(fn, entry, n, ds)
		}
		for i, v := range sums {
			storeAt(exit, f64, v, c, ci(int64(i)))
		}
		exit.NewRet(nil)
	})
}

// outerAddPrim is C[j*k + c] += z_j * w_c over the cells j of row z and c
// of row w, each dense (kind 'v': all cells) or sparse (kind 'g': the
// stored cells, with column indexes): one row of t(Z) %*% W. Unstored
// cells contribute nothing, as in the unfused sparse multiply.
//
// With a constant K > 0 and a dense w of K values, the K values of w stay in
// registers and each C row is updated in place: the shape of
// t(X) %*% (W * (X %*% V)) with skinny W.
func (m *module) outerAddPrim(zk, wk byte, K int) *ir.Func {
	if K > 0 && wk == 'v' {
		return m.outerAddSmallPrim(zk, K)
	}
	z, zi, nz := paramF64p("z"), paramI32p("zi"), paramI64("nz")
	w, wi, nw := paramF64p("w"), paramI32p("wi"), paramI64("nw")
	c, k := paramF64p("C"), paramI64("k")
	c.Attrs = append(c.Attrs, enum.ParamAttrNoAlias)
	params := []*ir.Param{z, zi, nz, w, wi, nw, c, k}
	return m.prim(fmt.Sprintf("fjv_outer_%c%c", zk, wk), types.Void, params, func(fn *ir.Func, entry *ir.Block) {
		l := newLoop(fn, entry, "l", zero64, nz)
		b := l.Body
		j := value.Value(l.IV)
		if zk == 'g' {
			j = b.NewSExt(loadAt(b, i32, zi, l.IV), i64)
		}
		zv := loadAt(b, f64, z, l.IV)
		crow := b.NewGetElementPtr(f64, c, b.NewMul(j, k))
		inner := newLoop(fn, b, "c", zero64, nw)
		ib := inner.Body
		col := value.Value(inner.IV)
		if wk == 'g' {
			col = ib.NewSExt(loadAt(ib, i32, wi, inner.IV), i64)
		}
		v := fadd(ib, loadAt(ib, f64, crow, col), fmul(ib, zv, loadAt(ib, f64, w, inner.IV), nil), nil)
		storeAt(ib, f64, v, crow, col)
		inner.close(ib)
		l.close(inner.Exit)
		l.Exit.NewRet(nil)
	})
}

// outerAddSmallPrim is outerAddPrim for a dense w of constant width K.
func (m *module) outerAddSmallPrim(zk byte, K int) *ir.Func {
	z, zi, nz := paramF64p("z"), paramI32p("zi"), paramI64("nz")
	w, wi, nw := paramF64p("w"), paramI32p("wi"), paramI64("nw")
	c, k := paramF64p("C"), paramI64("k")
	c.Attrs = append(c.Attrs, enum.ParamAttrNoAlias)
	params := []*ir.Param{z, zi, nz, w, wi, nw, c, k}
	return m.prim(fmt.Sprintf("fjv_outer_%cv_k%d", zk, K), types.Void, params, func(fn *ir.Func, entry *ir.Block) {
		ws := make([]value.Value, K)
		for i := range ws {
			ws[i] = loadAt(entry, f64, w, ci(int64(i)))
		}
		l := newLoop(fn, entry, "l", zero64, nz)
		b := l.Body
		j := value.Value(l.IV)
		if zk == 'g' {
			j = b.NewSExt(loadAt(b, i32, zi, l.IV), i64)
		}
		zv := loadAt(b, f64, z, l.IV)
		base := b.NewMul(j, ci(int64(K)))
		for i, wv := range ws {
			at := b.NewAdd(base, ci(int64(i)))
			storeAt(b, f64, fadd(b, loadAt(b, f64, c, at), fmul(b, zv, wv, nil), nil), c, at)
		}
		l.close(b)
		l.Exit.NewRet(nil)
	})
}

// colFoldPrim is c[j] = op(c[j], a[k]) with j = k ("v") or j = idx[k] ("g").
func (m *module) colFoldPrim(op hop.OpCode, kinds string) *ir.Func {
	a, c := paramF64p("a"), paramF64p("c")
	params := []*ir.Param{a}
	var idx *ir.Param
	if kinds == "g" {
		idx = paramI32p("idx")
		params = append(params, idx)
	}
	n := paramI64("n")
	c.Attrs = append(c.Attrs, enum.ParamAttrNoAlias)
	params = append(params, c, n)
	return m.prim(fmt.Sprintf("fjv_colfold_%s_%s", primName(op), kinds), types.Void, params, func(fn *ir.Func, entry *ir.Block) {
		l := newLoop(fn, entry, "k", zero64, n)
		b := l.Body
		j := value.Value(l.IV)
		if idx != nil {
			j = b.NewSExt(loadAt(b, i32, idx, l.IV), i64)
		}
		storeAt(b, f64, fold(b, op, loadAt(b, f64, c, j), loadAt(b, f64, a, l.IV)), c, j)
		l.close(b)
		l.Exit.NewRet(nil)
	})
}

// copyPrim is c[0..n) = a[0..n).
func (m *module) copyPrim() *ir.Func {
	return m.mapPrim("fjv_copy", "v", func(_ *ir.Block, xs []value.Value) value.Value { return xs[0] })
}

// scatterPrim zeroes c[0..w) and sets c[idx[k]] = a[k] for k < n: a sparse
// row made dense.
func (m *module) scatterPrim() *ir.Func {
	a, idx, c, n, w := paramF64p("a"), paramI32p("idx"), paramF64p("c"), paramI64("n"), paramI64("w")
	c.Attrs = append(c.Attrs, enum.ParamAttrNoAlias)
	return m.prim("fjv_scatter", types.Void, []*ir.Param{a, idx, c, n, w}, func(fn *ir.Func, entry *ir.Block) {
		z := newLoop(fn, entry, "z", zero64, w)
		storeAt(z.Body, f64, cf(0), c, z.IV)
		z.close(z.Body)
		l := newLoop(fn, z.Exit, "k", zero64, n)
		j := l.Body.NewSExt(loadAt(l.Body, i32, idx, l.IV), i64)
		storeAt(l.Body, f64, loadAt(l.Body, f64, a, l.IV), c, j)
		l.close(l.Body)
		l.Exit.NewRet(nil)
	})
}

// scanPrim is the row-wise cumulative aggregate c[k] = f(c[k-1], a[k]) for
// k < n, from the scan's identity, with f the binary op of hop's scalar
// semantics (no reassociation: the scan is sequential, as in Base).
func (m *module) scanPrim(e *exprEmitter, op hop.OpCode) *ir.Func {
	f, init := hop.OpAdd, cf(0)
	switch op {
	case hop.OpCumProd:
		f, init = hop.OpMul, cf(1)
	case hop.OpCumMin:
		f, init = hop.OpMin2, cf(posInf)
	case hop.OpCumMax:
		f, init = hop.OpMax2, cf(negInf)
	}
	a, c, n := paramF64p("a"), paramF64p("c"), paramI64("n")
	c.Attrs = append(c.Attrs, enum.ParamAttrNoAlias)
	return m.prim("fjv_scan_"+primName(op), types.Void, []*ir.Param{a, c, n}, func(fn *ir.Func, entry *ir.Block) {
		l := newLoop(fn, entry, "k", zero64, n)
		acc := l.carry(entry, init)
		b := l.Body
		v := e.binaryValue(b, f, acc, loadAt(b, f64, a, l.IV))
		storeAt(b, f64, v, c, l.IV)
		l.close(b, v)
		l.Exit.NewRet(nil)
	})
}

// outerAddTransposedPrim adds z w^T, z dense of length n and w of K
// values, into the transposed partial C (K x n): C[c*n + j] += z[j] * w[c].
// Each c is a contiguous axpy (cplan.CPlan.OuterTransposed); the K axpys
// share one loop, so z[j] is loaded once for all of them.
func (m *module) outerAddTransposedPrim(K int) *ir.Func {
	z, n, w, c := paramF64p("z"), paramI64("n"), paramF64p("w"), paramF64p("C")
	c.Attrs = append(c.Attrs, enum.ParamAttrNoAlias)
	return m.prim(fmt.Sprintf("fjv_outer_t_k%d", K), types.Void, []*ir.Param{z, n, w, c}, func(fn *ir.Func, entry *ir.Block) {
		ws := make([]value.Value, K)
		rows := make([]value.Value, K)
		for i := range K {
			ws[i] = loadAt(entry, f64, w, ci(int64(i)))
			rows[i] = entry.NewGetElementPtr(f64, c, entry.NewMul(ci(int64(i)), n))
		}
		l := newLoop(fn, entry, "j", zero64, n)
		lb := l.Body
		at := l.IV
		zv := loadAt(lb, f64, z, at)
		for i, row := range rows {
			storeAt(lb, f64, fadd(lb, loadAt(lb, f64, row, at), fmul(lb, zv, ws[i], nil), nil), row, at)
		}
		l.close(lb)
		l.Exit.NewRet(nil)
	})
}
