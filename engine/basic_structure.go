package engine

import (
	"fmt"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/base"
	"github.com/fusejit/fusejit/internal/hop"
)

// basicStructure dispatches the structural, generator and linear-algebra
// operators (expr_structure.go, expr_linalg.go) to Base; basicOp calls it
// for every operation it does not list itself, with its Exec bound to
// Eval's context.
func (e *Engine) basicStructure(b *base.Exec, h *hop.Hop, ins []mat.Matrix) (mat.Matrix, error) {
	switch h.Op {
	case hop.OpRBind:
		return b.RBind(h.Sparse, ins...)
	case hop.OpSetSlice:
		return b.SetSlice(ins[0], ins[1], h.R0, h.R1, h.C0, h.C1)
	case hop.OpReshape:
		return b.Reshape(ins[0], h.Rows, h.Cols)
	case hop.OpRev:
		return b.Rev(ins[0])
	case hop.OpDiag:
		return b.Diag(ins[0])
	case hop.OpSeq:
		return b.Seq(h.Args[0], h.Args[1], h.Args[2])
	case hop.OpFill:
		return b.Fill(h.Args[0], h.Rows, h.Cols, h.Sparse)
	case hop.OpRand:
		return b.Rand(h.Rows, h.Cols, h.Args[0], h.Args[1], h.Args[2], h.RandSeed())
	case hop.OpOuter:
		return b.Outer(h.OuterOp(), ins[0], ins[1])
	case hop.OpTable:
		return b.Table(ins[0], ins[1], h.Rows, h.Cols)
	case hop.OpLowerTri, hop.OpUpperTri:
		return b.Tri(ins[0], h.Op == hop.OpUpperTri, h.TriDiag())
	case hop.OpSolve:
		return b.Solve(ins[0], ins[1])
	case hop.OpInverse:
		return b.Inverse(ins[0])
	case hop.OpCholesky:
		return b.Cholesky(ins[0])
	}
	return nil, fmt.Errorf("unsupported operator")
}
