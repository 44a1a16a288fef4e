package engine

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/base"
	"github.com/fusejit/fusejit/internal/hop"
)

// selectMMOps picks the physical operator of every unfused matrix product
// of the plan (hop.MatchMMOp): TSMM or MMChain where they apply, which the
// cost model priced as the unfused alternative to fusion. An MMChain needs
// its intermediates unfused; a fused one computes them already. Operator
// selection belongs to the optimizer: it is off with the rewrites.
func (e *Engine) selectMMOps(prog *program) {
	if e.cfg.noRewrites {
		return
	}
	for _, h := range prog.plan.Order {
		if h.Op != hop.OpMatMul {
			continue
		}
		if _, fused := prog.ops[h.ID]; fused {
			continue
		}
		op := hop.MatchMMOp(prog.dag, h)
		if op.Kind == hop.MMPlain {
			continue
		}
		inner := op.Inner[:0:0]
		ok := true
		for _, in := range op.Inner {
			if _, fused := prog.ops[in.ID]; !fused {
				inner = append(inner, in)
			} else if in.Op != hop.OpTranspose {
				ok = false // an MMChain intermediate is fused
			}
		}
		if !ok {
			continue
		}
		op.Inner = inner
		if prog.mmops == nil {
			prog.mmops = map[int]hop.MMOp{}
			prog.mmInner = map[int]bool{}
		}
		prog.mmops[h.ID] = op
		for _, in := range inner {
			prog.mmInner[in.ID] = true
		}
	}
}

// runMMOp computes the product h with its physical operator op, from the
// values of op.Reads(). An MMChain whose vectors arrive sparse (a scalar's
// value can decide the format at run time) runs the plain products, whose
// structural zeros it would not reproduce.
func (e *Engine) runMMOp(ctx context.Context, h *hop.Hop, op hop.MMOp, vals []mat.Matrix) (mat.Matrix, error) {
	x := vals[op.X.ID]
	if x == nil {
		return nil, fmt.Errorf("engine: eval: %s: input %s was not computed", h, op.X)
	}
	// On the caller's goroutine, as runBasic: Base stops at its next block
	// once ctx ends, so nothing reads the inputs after Eval returns (and
	// Eval's own recover turns a panic into an error).
	b := e.base.WithContext(ctx)
	var v mat.Matrix
	var err error
	switch op.Kind {
	case hop.MMTSMMLeft, hop.MMTSMMRight:
		v, err = b.TSMM(x, op.Kind == hop.MMTSMMLeft)
	case hop.MMChain, hop.MMChainW:
		var w mat.Matrix
		if op.W != nil {
			w = vals[op.W.ID]
		}
		v, err = b.MMChain(x, vals[op.V.ID], w)
		if errors.Is(err, base.ErrMMChainOperands) {
			v, err = e.plainMMChain(ctx, h, op, vals)
		}
	default:
		err = fmt.Errorf("no operator %s", op.Kind)
	}
	if cerr := checkCtx(ctx); cerr != nil {
		return nil, cerr
	}
	if err != nil {
		return nil, fmt.Errorf("engine: eval: %s (%s): %w", h, op.Kind, err)
	}
	return v, nil
}

// plainMMChain evaluates the operators of an MMChain one by one.
func (e *Engine) plainMMChain(ctx context.Context, h *hop.Hop, op hop.MMOp, vals []mat.Matrix) (mat.Matrix, error) {
	local := map[int]mat.Matrix{}
	get := func(x *hop.Hop) mat.Matrix {
		if v, ok := local[x.ID]; ok {
			return v
		}
		return vals[x.ID]
	}
	tx := h.Inputs[0]
	nodes := []*hop.Hop{tx}
	if op.W != nil {
		nodes = append(nodes, h.Inputs[1].Inputs[slices.IndexFunc(h.Inputs[1].Inputs, func(in *hop.Hop) bool { return in != op.W })], h.Inputs[1])
	} else {
		nodes = append(nodes, h.Inputs[1])
	}
	nodes = append(nodes, h)
	for _, n := range nodes {
		ins := make([]mat.Matrix, len(n.Inputs))
		for k, in := range n.Inputs {
			ins[k] = get(in)
		}
		v, err := e.basicOp(ctx, n, ins)
		if err != nil {
			return nil, err
		}
		local[n.ID] = v
	}
	return local[h.ID], nil
}
