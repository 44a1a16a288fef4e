package llvmgen

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/fusejit/fusejit/internal/hop"
)

// Lane vectors: hop.SumLanes doubles as one <SumLanes x double> value, so
// that a block of the lanes' adds is written once, as vector fmul and fadd
// (element-wise, without fast-math flags: each element is the same plain
// operation as the scalar form), instead of being left to the SLP
// vectorizer.

// laneVec is the type of a lane vector.
var laneVec = types.NewVector(hop.SumLanes, f64)

// vecZero is the lane vector of +0.
func vecZero() constant.Constant { return constant.NewZeroInitializer(laneVec) }

// loadVec loads the SumLanes doubles at base[idx].
func loadVec(b *ir.Block, base, idx value.Value) value.Value {
	return loadVecOf(b, laneVec, base, idx)
}

// loadVecOf loads the doubles at base[idx] as one vector of type vt (at
// the alignment of a double, which is all the arrays promise).
func loadVecOf(b *ir.Block, vt *types.VectorType, base, idx value.Value) value.Value {
	l := b.NewLoad(vt, vecPtrOf(b, vt, base, idx))
	l.Align = 8
	return l
}

// storeVec stores lane vector v to the SumLanes doubles at base[idx] and
// returns the store (for the marks a caller puts on it).
func storeVec(b *ir.Block, v, base, idx value.Value) *ir.InstStore {
	s := b.NewStore(v, vecPtr(b, base, idx))
	s.Align = 8
	return s
}

func vecPtr(b *ir.Block, base, idx value.Value) value.Value {
	return vecPtrOf(b, laneVec, base, idx)
}

func vecPtrOf(b *ir.Block, vt *types.VectorType, base, idx value.Value) value.Value {
	p := b.NewGetElementPtr(f64, base, idx)
	p.InBounds = true
	return b.NewBitCast(p, types.NewPointer(vt))
}

// splat is the lane vector with x in every lane.
func splat(b *ir.Block, x value.Value) value.Value {
	one := b.NewInsertElement(constant.NewUndef(laneVec), x, ci(0))
	return b.NewShuffleVector(one, constant.NewUndef(laneVec), constant.NewZeroInitializer(types.NewVector(hop.SumLanes, types.I32)))
}
