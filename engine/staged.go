package engine

import (
	"context"
	"fmt"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/matrix"
)

// A DAG with a removeEmpty below other operators is run in stages
// (hop.DAG.FirstStage): the part up to the lowest removeEmpty operators
// runs first, and the rest, with those results as leaves of exact size,
// is optimized (rewrites and fusion) and run as a DAG of its own, which
// may split again. Without this, every operator above a data-dependent
// size runs unfused. The plan cache keeps the re-optimization of a
// repeated DAG cheap. It is part of the optimizer: WithRewrites(false)
// runs the DAG in one piece.

// staged is a DAG split at data-dependent sizes.
type staged struct {
	first []*Expr // computed first
	res   *Result // their values
	rest  []*Expr // the outputs, over leaves holding res
}

// splitStaged runs the first stage of outs when their DAG splits, and
// returns nil when it does not (or when a first-stage result has a zero
// dimension, which no leaf can hold: the DAG then runs in one piece, the
// first stage's work done again).
func (e *Engine) splitStaged(ctx context.Context, outs []*Expr) (*staged, error) {
	if e.cfg.noRewrites || e.closed.Load() {
		return nil, nil
	}
	roots := make([]*hop.Hop, len(outs))
	for i, o := range outs {
		if o.node() == nil {
			return nil, nil // compile reports it
		}
		roots[i] = o.h
	}
	if !hop.HasDynamicShape(roots) {
		return nil, nil // the common case, without copying the DAG
	}
	d, err := hop.Prepare(roots)
	if err != nil {
		return nil, nil
	}
	first := d.FirstStage()
	if len(first) == 0 {
		return nil, nil
	}
	s := &staged{first: make([]*Expr, len(first))}
	for i, h := range first {
		s.first[i] = wrap(h)
	}
	if s.res, err = e.Eval(ctx, s.first...); err != nil {
		return nil, err
	}
	leaves := make([]*hop.Hop, len(first))
	for i := range first {
		if leaves[i] = leafOf(s.res.Matrix(i)); leaves[i] == nil {
			return nil, nil
		}
		leaves[i].Name = first[i].Name
	}
	rest, err := d.Substitute(first, leaves)
	if err != nil {
		return nil, fmt.Errorf("engine: eval: after data-dependent sizes: %w", err)
	}
	s.rest = make([]*Expr, len(rest))
	for i, h := range rest {
		s.rest[i] = wrap(h)
	}
	return s, nil
}

// leafOf returns a leaf holding m, or nil for a matrix with a zero
// dimension.
func leafOf(m mat.Matrix) *hop.Hop {
	if r, c := m.Dims(); r == 0 || c == 0 {
		return nil
	}
	switch v := m.(type) {
	case *matrix.CSR:
		return hop.NewSparse(v)
	case *mat.Dense:
		return hop.NewDense(v)
	}
	return hop.NewDense(mat.DenseCopyOf(m))
}

// evalStaged evaluates the rest of a split DAG; the result's plan lists
// the fused operators of every stage.
func (e *Engine) evalStaged(ctx context.Context, s *staged) (*Result, error) {
	res, err := e.Eval(ctx, s.rest...)
	if err != nil {
		return nil, err
	}
	res.plan = append(s.res.Plan(), res.plan...)
	return res, nil
}
