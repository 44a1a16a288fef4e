package llvmgen

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// The order of the Outer operators' dot products. Base multiplies U and
// t(V) with BLAS, whose order is its own, so these products only need an
// order of their own that every path of every kernel shares (the lone
// cell, the groups of the blocked and sorted walks, the dense kernel) and
// that no optimization level can change: then a quick (-O0) build and
// the optimized one give the same bits (jit.QuickSafe), and so do the
// paths a cell takes at different thread counts. They used to carry
// reassoc so that clang's vectorizer could split them into 4-wide lanes
// (interleaved twice); that order depended on the level. Here the same
// order is written out, without any fast-math flag:
//
//	a0, a1 := [4]float64{}, [4]float64{}           // +0 each
//	c := 0
//	for ; c+8 <= r; c += 8 {                       // lane by lane
//		a0 += u[c:c+4] * v[c:c+4]
//		a1 += u[c+4:c+8] * v[c+4:c+8]
//	}
//	s := a0 + a1
//	if c+4 <= r { s += u[c:c+4] * v[c:c+4]; c += 4 }
//	t := (s[0] + s[2]) + (s[1] + s[3])
//	for ; c < r; c++ { t += u[c] * v[c] }
//
// Each multiply rounds, then each add: no fused multiply-add, as in the
// rest of the generated code (emit.go). The extra 4-wide step makes rank
// 100, 12 steps of 8 and one of 4, end without a scalar tail.

// dotQuad is the <4 x double> of a dot product's lanes.
var dotQuad = types.NewVector(4, f64)

// dotLanes is the width of one step of the lane loop: two quads.
const dotLanes = 8

// loadQuad loads the 4 doubles at base[idx].
func loadQuad(b *ir.Block, base, idx value.Value) value.Value {
	return loadVecOf(b, dotQuad, base, idx)
}

// orderedProducts emits, from b, len(rows) dot products of length k.r in
// the order above, each of one of rows with shared, whose elements are
// loaded once per step for all of them. A multiply's operands are U's
// value then V's, so sharedIsU says which of the two shared is. It
// returns the block after the products and their values there.
func (k *cellKernel) orderedProducts(b *ir.Block, name string, shared value.Value, rows []value.Value, sharedIsU bool) (*ir.Block, []value.Value) {
	fn := k.fn
	mul := func(b *ir.Block, x, y value.Value) value.Value {
		if sharedIsU {
			return fmul(b, x, y, nil)
		}
		return fmul(b, y, x, nil)
	}
	zero := constant.NewZeroInitializer(dotQuad)

	// The lane loop: steps of 8, two quad accumulators per product.
	steps := b.NewLShr(k.r, ci(3))
	l := newLoop(fn, b, name, zero64, steps)
	a0, a1 := make([]*ir.InstPhi, len(rows)), make([]*ir.InstPhi, len(rows))
	for c := range rows {
		a0[c] = l.carry(b, zero)
		a1[c] = l.carry(b, zero)
	}
	body := l.Body
	at := body.NewShl(l.IV, ci(3))
	at4 := body.NewAdd(at, ci(4))
	x0, x1 := loadQuad(body, shared, at), loadQuad(body, shared, at4)
	next := make([]value.Value, 0, 2*len(rows))
	for c, row := range rows {
		y0, y1 := loadQuad(body, row, at), loadQuad(body, row, at4)
		next = append(next, fadd(body, a0[c], mul(body, x0, y0), nil), fadd(body, a1[c], mul(body, x1, y1), nil))
	}
	// carry put the phis in the order a0[0], a1[0], a0[1], ...
	l.close(body, next...)

	// The lanes' sum, and one more step of 4 when 4 elements remain.
	e := l.Exit
	done := e.NewShl(steps, ci(3))
	sums := make([]value.Value, len(rows))
	for c := range rows {
		sums[c] = fadd(e, a0[c], a1[c], nil)
	}
	quadName := uniqueName(fn, name+"quad")
	quad, join := fn.NewBlock(quadName+".body"), fn.NewBlock(quadName+".join")
	e.NewCondBr(e.NewICmp(enum.IPredSLE, e.NewAdd(done, ci(4)), k.r), quad, join)
	xq := loadQuad(quad, shared, done)
	withQuad := make([]value.Value, len(rows))
	for c, row := range rows {
		withQuad[c] = fadd(quad, sums[c], mul(quad, xq, loadQuad(quad, row, done)), nil)
	}
	quad.NewBr(join)
	from := join.NewPhi(ir.NewIncoming(done, e), ir.NewIncoming(quad.NewAdd(done, ci(4)), quad))
	from.Typ = i64

	// (s0 + s2) + (s1 + s3), then the scalar tail in index order.
	lo, hi := laneHalves()
	tail := newLoop(fn, join, name+"tail", from, k.r)
	ts := make([]*ir.InstPhi, len(rows))
	joined := make([]*ir.InstPhi, len(rows))
	for c := range rows {
		joined[c] = join.NewPhi(ir.NewIncoming(sums[c], e), ir.NewIncoming(withQuad[c], quad))
		joined[c].Typ = dotQuad
	}
	for c, s := range joined {
		p := fadd(join, join.NewShuffleVector(s, constant.NewUndef(dotQuad), lo), join.NewShuffleVector(s, constant.NewUndef(dotQuad), hi), nil)
		t := fadd(join, join.NewExtractElement(p, ci(0)), join.NewExtractElement(p, ci(1)), nil)
		ts[c] = tail.carry(join, t)
	}
	x := loadAt(tail.Body, f64, shared, tail.IV)
	tnext := make([]value.Value, len(rows))
	for c, row := range rows {
		tnext[c] = fadd(tail.Body, ts[c], mul(tail.Body, x, loadAt(tail.Body, f64, row, tail.IV)), nil)
	}
	tail.close(tail.Body, tnext...)
	out := make([]value.Value, len(rows))
	for c, t := range ts {
		out[c] = t
	}
	return tail.Exit, out
}

// laneHalves are the shuffle masks of a quad's lanes 0, 1 and 2, 3.
func laneHalves() (lo, hi constant.Constant) {
	mask := func(a, b int64) constant.Constant {
		return constant.NewVector(types.NewVector(2, types.I32), constant.NewInt(types.I32, a), constant.NewInt(types.I32, b))
	}
	return mask(0, 1), mask(2, 3)
}
