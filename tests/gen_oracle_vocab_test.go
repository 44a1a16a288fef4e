package tests

// The oracle of the operators gen_vocab_test.go draws, written from their
// documentation in internal/hop and internal/base/aggregate_stats.go.

import (
	"math"

	"github.com/fusejit/fusejit/internal/hop"
)

// oracleVocab returns the exact result of n when it is one of prod, var,
// sd, rowIndexMin, outer and table, else nil.
func oracleVocab(n *gNode, ins []*oval) *oval {
	switch {
	case n.Op == hop.OpProd:
		return oracleStats(n.Op, n.Dir, ins[0])
	case n.Op == hop.OpVar || n.Op == hop.OpSd:
		return oracleVar(n.Op, n.Dir, ins[0])
	case n.Op == hop.OpIndexMin:
		a := ins[0]
		out := newOval(a.r, 1, false)
		for i := 0; i < a.r; i++ {
			// The first NaN, else the first of the smallest (-0 and +0
			// tie, an unstored cell being +0).
			best := 0
			for j := 0; j < a.c; j++ {
				v := a.at(i, j)
				if v != v {
					best = j
					break
				}
				if v < a.at(i, best) {
					best = j
				}
			}
			out.v[i] = float64(best + 1)
		}
		return out
	case n.Op == hop.OpOuter:
		u, v := ins[0], ins[1]
		ku, su := u.class()
		kv, sv := v.class()
		rule := hop.BinaryRule(n.Bin, ku, kv, su, sv)
		nu, nv := u.r*u.c, v.r*v.c
		out := newOval(nu, nv, false)
		for i := 0; i < nu; i++ {
			for j := 0; j < nv; j++ {
				zu := ku == hop.OperandSparse && !u.stored[i]
				zv := kv == hop.OperandSparse && !v.stored[j]
				if rule.Apply(zu, zv) {
					continue // +0
				}
				out.v[i*nv+j] = hop.EvalBinary(n.Bin, u.v[i], v.v[j])
			}
		}
		return out
	case n.Op == hop.OpTable:
		a, b := ins[0], ins[1]
		out := newOval(n.TR, n.TC, n.TR*n.TC > 1)
		for k := 0; k < max(a.r, b.r); k++ {
			p, q := int(a.v[min(k, a.r-1)])-1, int(b.v[min(k, b.r-1)])-1
			if p < n.TR && q < n.TC {
				out.v[p*n.TC+q]++
				if out.sparse {
					out.stored[p*n.TC+q] = true
				}
			}
		}
		return out
	}
	return nil
}

// oracleStats is the product of every line of a (the matrix row-major,
// each row, or each column top to bottom), +0 when a cell of the line is
// unstored.
func oracleStats(op hop.OpCode, dir hop.Direction, a *oval) *oval {
	line := func(idx []int) float64 {
		var vals []float64
		for _, k := range idx {
			if a.sparse && !a.stored[k] {
				continue
			}
			vals = append(vals, a.v[k])
		}
		unstored := len(idx) - len(vals)
		if op == hop.OpProd {
			p := 1.0
			for _, v := range vals {
				p *= v
			}
			if unstored > 0 {
				return 0
			}
			return p
		}
		panic("oracleStats: " + op.String())
	}
	switch dir {
	case hop.DirRow:
		out := newOval(a.r, 1, false)
		for i := 0; i < a.r; i++ {
			idx := make([]int, a.c)
			for j := range idx {
				idx[j] = i*a.c + j
			}
			out.v[i] = line(idx)
		}
		return out
	case hop.DirCol:
		out := newOval(1, a.c, false)
		for j := 0; j < a.c; j++ {
			idx := make([]int, a.r)
			for i := range idx {
				idx[i] = i*a.c + j
			}
			out.v[j] = line(idx)
		}
		return out
	}
	idx := make([]int, a.r*a.c)
	for k := range idx {
		idx[k] = k
	}
	out := newOval(1, 1, false)
	out.v[0] = line(idx)
	return out
}

// oracleVar is var or sd in two summation-order passes (SEMANTICS.md): the
// mean m of each line, then the sum of (x - m)^2 over all its cells (an
// unstored x is +0), over the line's length minus one.
func oracleVar(op hop.OpCode, dir hop.Direction, a *oval) *oval {
	m := oracleOrderedSum(hop.OpMean, dir, a)
	dev := newOval(a.r, a.c, false)
	n := a.r * a.c
	for i := 0; i < a.r; i++ {
		for j := 0; j < a.c; j++ {
			mean := m.v[0]
			switch dir {
			case hop.DirRow:
				mean, n = m.v[i], a.c
			case hop.DirCol:
				mean, n = m.v[j], a.r
			}
			x := 0.0
			if a.isStored(i, j) {
				x = a.at(i, j)
			}
			dev.v[i*a.c+j] = (x - mean) * (x - mean)
		}
	}
	out := oracleOrderedSum(hop.OpSum, dir, dev)
	for k, s := range out.v {
		out.v[k] = s / float64(n-1)
		if op == hop.OpSd {
			out.v[k] = math.Sqrt(out.v[k])
		}
	}
	return out
}
