package cplan

import (
	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/memo"
)

// Low-level simplification rewrites of Boehm et al., PVLDB 2018, section 4.4, applied to a
// built plan before its structural-zero rules are derived. Each preserves
// results exactly, including NaN and Inf, except for the last-bit rounding
// that reordering a product may change.

// simplify rewrites the plan's nodes bottom-up and re-interns them.
func (b *builder) simplify(p *CPlan) {
	done := map[Node]Node{}
	var rec func(n Node) Node
	rec = func(n Node) Node {
		if r, ok := done[n]; ok {
			return r
		}
		var r Node = n
		switch n := n.(type) {
		case *Unary:
			r = b.intern(&Unary{Op: n.Op, X: rec(n.X)})
		case *Binary:
			r = b.simplifyBinary(p, n.Op, rec(n.A), rec(n.B))
		case *IfElse:
			r = b.intern(&IfElse{Cond: rec(n.Cond), A: rec(n.A), B: rec(n.B)})
		}
		done[n] = r
		return r
	}
	if len(p.Outs) > 0 {
		for i, o := range p.Outs {
			p.Outs[i] = rec(o)
		}
		p.Out = p.Outs[0]
		return
	}
	p.Out = rec(p.Out)
}

// knownScalar returns the value of n when it reads a scalar known when
// planning.
func (p *CPlan) knownScalar(n Node) (float64, bool) {
	d, ok := n.(*Data)
	if !ok {
		return 0, false
	}
	in := p.Inputs[d.In]
	return in.Value, in.Kind == KindScalar && in.Known
}

func (b *builder) simplifyBinary(p *CPlan, op hop.OpCode, a, c Node) Node {
	va, ka := p.knownScalar(a)
	vc, kc := p.knownScalar(c)
	switch {
	case op == hop.OpMul && kc && vc == 1:
		return a // x * 1
	case op == hop.OpMul && ka && va == 1:
		return c // 1 * x
	case op == hop.OpDiv && kc && vc == 1:
		return a // x / 1
	case op == hop.OpPow && kc && vc == 1:
		return a // x ^ 1
	case op == hop.OpPow && kc && vc == 2:
		return b.intern(&Binary{Op: hop.OpMul, A: a, B: a}) // x ^ 2 = x * x, no pow call
	case op == hop.OpMul && p.Template == memo.TemplateOuter && isNonZeroOfMain(p, a):
		return c // (X != 0) * E: the operator visits only X's stored cells
	case op == hop.OpMul && p.Template == memo.TemplateOuter && isNonZeroOfMain(p, c):
		return a
	}
	return b.intern(&Binary{Op: op, A: a, B: c})
}

// isNonZeroOfMain reports whether n is (X != 0) for the sparse main input
// X of an Outer operator that stores no explicit zeros: 1 at every cell
// the operator visits, so multiplying by it changes nothing. This is the
// one fact of a leaf's values a plan depends on: the engine's cache of
// optimized programs keys it (engine/programcache.go, programKey), and a
// rule that reads another must be keyed there too.
func isNonZeroOfMain(p *CPlan, n Node) bool {
	bn, ok := n.(*Binary)
	if !ok || bn.Op != hop.OpNe {
		return false
	}
	d, ok := bn.A.(*Data)
	if !ok || d.In != 0 || !p.Inputs[0].Sparse {
		return false
	}
	if v, known := p.knownScalar(bn.B); !known || v != 0 {
		return false
	}
	main := p.Inputs[0].Hop
	return main.Op == hop.OpSparse && !main.CSR.StoresZeros()
}
