package cplan

import "github.com/fusejit/fusejit/internal/hop"

// Structural-zero analysis. Generated kernels track, per value, whether it
// is a structural zero, following the rules in package hop, so that fused
// results equal unfused ones bit for bit in where NaN and Inf appear. The
// analysis here decides statically which values can be structural zeros
// and fixes the rule of each binary node.

// mayBeZero reports whether n can be a structural zero at run time.
func (p *CPlan) mayBeZero(n Node) bool {
	switch n := n.(type) {
	case *Data:
		in := p.Inputs[n.In]
		return in.Sparse && in.Kind != KindScalar
	case *Unary:
		return hop.UnaryKeepsZero(n.Op) && p.mayBeZero(n.X)
	case *Binary:
		return n.Rule != hop.ZeroNever
	}
	return false
}

// operandClass classifies n for hop.BinaryRule; known reports whether a
// scalar operand's value is known, with the value.
func (p *CPlan) operandClass(n Node) (k hop.Operand, known bool, v float64) {
	if d, ok := n.(*Data); ok && p.Inputs[d.In].Kind == KindScalar {
		in := p.Inputs[d.In]
		return hop.OperandScalar, in.Known, in.Value
	}
	if p.mayBeZero(n) {
		return hop.OperandSparse, false, 0
	}
	return hop.OperandDense, false, 0
}

// deriveRules sets Rule and Dynamic on every binary node, operands first.
func (b *builder) deriveRules(p *CPlan) {
	for _, n := range p.Nodes() {
		bn, ok := n.(*Binary)
		if !ok {
			continue
		}
		ka, knownA, va := p.operandClass(bn.A)
		kb, knownB, vb := p.operandClass(bn.B)
		bn.Dynamic = false
		unknownScalar := (ka == hop.OperandScalar && !knownA) || (kb == hop.OperandScalar && !knownB)
		if unknownScalar && hop.ScalarDecidesZeros(bn.Op) {
			// Decide with a value that keeps the zero; the kernel checks the
			// real value at run time.
			switch {
			case ka == hop.OperandSparse:
				bn.Rule, bn.Dynamic = hop.ZeroIfA, true
			case kb == hop.OperandSparse:
				bn.Rule, bn.Dynamic = hop.ZeroIfB, true
			default:
				bn.Rule = hop.ZeroNever
			}
			continue
		}
		bn.Rule = hop.BinaryRule(bn.Op, ka, kb, va, vb)
	}
}

// tri is a three-valued truth value.
type tri uint8

const (
	triFalse tri = iota
	triMaybe
	triTrue
)

func and3(a, b tri) tri { return min(a, b) }
func or3(a, b tri) tri  { return max(a, b) }

// sparseSafe reports whether the main input is sparse and a structural
// zero of it always makes the output a structural zero.
func sparseSafe(p *CPlan) bool {
	if len(p.Inputs) == 0 || !p.Inputs[0].Sparse || p.Inputs[0].Kind != KindMatrix {
		return false
	}
	if p.Variant == ColAgg && p.AggOp != hop.OpSum {
		return false // would need per-column counts of structural zeros
	}
	memo := map[Node]tri{}
	var eval func(n Node) tri
	eval = func(n Node) tri {
		if t, ok := memo[n]; ok {
			return t
		}
		var t tri
		switch n := n.(type) {
		case *Dot:
			t = triFalse
		case *Data:
			switch {
			case n.In == 0:
				t = triTrue
			case p.mayBeZero(n):
				t = triMaybe
			}
		case *Unary:
			if hop.UnaryKeepsZero(n.Op) {
				t = eval(n.X)
			}
		case *Binary:
			a, b := eval(n.A), eval(n.B)
			switch n.Rule {
			case hop.ZeroIfA:
				t = a
			case hop.ZeroIfB:
				t = b
			case hop.ZeroIfEither:
				t = or3(a, b)
			case hop.ZeroIfBoth:
				t = and3(a, b)
			}
			if n.Dynamic {
				t = and3(t, triMaybe)
			}
		}
		memo[n] = t
		return t
	}
	for _, o := range p.Outputs() {
		if eval(o) != triTrue {
			return false
		}
	}
	return true
}

// SparseResult reports whether unfused execution gives a CSR for the value
// of n, with the scalar inputs' values known (scalar(i) is input i's):
// the structural-zero rules of package hop applied with run-time values,
// which is how Base decides a format that depends on a scalar computed
// during the program.
func (p *CPlan) SparseResult(n Node, scalar func(in int) float64) bool {
	memo := map[Node]bool{}
	var sparse func(n Node) bool
	class := func(n Node) (hop.Operand, float64) {
		if d, ok := n.(*Data); ok && p.Inputs[d.In].Kind == KindScalar {
			return hop.OperandScalar, scalar(d.In)
		}
		if sparse(n) {
			return hop.OperandSparse, 0
		}
		return hop.OperandDense, 0
	}
	sparse = func(n Node) bool {
		if s, ok := memo[n]; ok {
			return s
		}
		s := false
		switch n := n.(type) {
		case *Data:
			in := p.Inputs[n.In]
			s = in.Sparse && in.Kind != KindScalar
		case *Unary:
			s = hop.UnaryKeepsZero(n.Op) && sparse(n.X)
		case *Binary:
			ka, va := class(n.A)
			kb, vb := class(n.B)
			s = hop.BinaryRule(n.Op, ka, kb, va, vb) != hop.ZeroNever
		}
		memo[n] = s
		return s
	}
	return sparse(n)
}
