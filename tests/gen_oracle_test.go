package tests

// An independent oracle for Base. The differential test compares fused
// policies with Base, which cannot find bugs in operations that every
// policy runs through Base (matrix multiply, mean, cumulative aggregates,
// reorganisation). The oracle re-computes every operation of a DAG naively,
// cell by cell, from the semantics documented in hop/op.go and
// engine/base/doc.go, and checks Base's result of each operation given
// Base's own results for its inputs: result format, stored pattern of CSR
// results and values (bit-exact, except matrix multiply, checked within
// 1e-12 of the sum of |products|).

import (
	"fmt"
	"math"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/hop"
	"github.com/fusejit/fusejit/matrix"
)

// oval is a value as the oracle sees it: cells (structural zeros are +0)
// and, for a CSR, which cells are stored.
type oval struct {
	r, c   int
	v      []float64
	sparse bool
	stored []bool // sparse only
}

func (x *oval) at(i, j int) float64 { return x.v[i*x.c+j] }

// isStored reports whether cell (i, j) is not a structural zero.
func (x *oval) isStored(i, j int) bool { return !x.sparse || x.stored[i*x.c+j] }

// bidx is the index of x's cell broadcast to cell (i, j) of a larger
// result.
func (x *oval) bidx(i, j int) int {
	if x.r == 1 {
		i = 0
	}
	if x.c == 1 {
		j = 0
	}
	return i*x.c + j
}

func ovalOf(m mat.Matrix) *oval {
	r, c := m.Dims()
	x := &oval{r: r, c: c, v: make([]float64, r*c)}
	if s, ok := m.(*matrix.CSR); ok {
		x.sparse = true
		x.stored = make([]bool, r*c)
		for i := 0; i < r; i++ {
			cols, vals := s.Row(i)
			for k, j := range cols {
				x.v[i*c+int(j)] = vals[k]
				x.stored[i*c+int(j)] = true
			}
		}
		return x
	}
	for i := 0; i < r; i++ {
		for j := 0; j < c; j++ {
			x.v[i*c+j] = m.At(i, j)
		}
	}
	return x
}

func newOval(r, c int, sparse bool) *oval {
	x := &oval{r: r, c: c, v: make([]float64, r*c), sparse: sparse}
	if sparse {
		x.stored = make([]bool, r*c)
	}
	return x
}

// class is the operand class of the structural-zero rules.
func (x *oval) class() (hop.Operand, float64) {
	switch {
	case x.r == 1 && x.c == 1:
		return hop.OperandScalar, x.v[0]
	case x.sparse:
		return hop.OperandSparse, 0
	}
	return hop.OperandDense, 0
}

// oracle computes node n from its inputs' values. tol returns, per cell,
// the allowed absolute error (0 for bit-exact).
func oracle(n *gNode, ins []*oval) (out *oval, tol func(k int) float64) {
	exact := func(int) float64 { return 0 }
	switch {
	case n.Op.IsBinary():
		a, b := ins[0], ins[1]
		ka, sa := a.class()
		kb, sb := b.class()
		rule := hop.BinaryRule(n.Op, ka, kb, sa, sb)
		out = newOval(n.Rows, n.Cols, rule != hop.ZeroNever)
		for i := 0; i < n.Rows; i++ {
			for j := 0; j < n.Cols; j++ {
				ia, ib := a.bidx(i, j), b.bidx(i, j)
				k := i*n.Cols + j
				if out.sparse {
					za := ka == hop.OperandSparse && !a.stored[ia]
					zb := kb == hop.OperandSparse && !b.stored[ib]
					if rule.Apply(za, zb) {
						continue
					}
					out.stored[k] = true
				}
				out.v[k] = hop.EvalBinary(n.Op, a.v[ia], b.v[ib])
			}
		}
		return out, exact
	case n.Op.IsUnary():
		a := ins[0]
		out = newOval(a.r, a.c, a.sparse && hop.UnaryKeepsZero(n.Op))
		for k := range a.v {
			if out.sparse {
				if !a.stored[k] {
					continue
				}
				out.stored[k] = true
			}
			out.v[k] = hop.EvalUnary(n.Op, a.v[k])
		}
		return out, exact
	case n.Op == hop.OpIfElse:
		c, a, b := ins[0], ins[1], ins[2]
		out = newOval(n.Rows, n.Cols, false)
		for i := 0; i < n.Rows; i++ {
			for j := 0; j < n.Cols; j++ {
				out.v[i*n.Cols+j] = hop.EvalIfElse(c.v[c.bidx(i, j)], a.v[a.bidx(i, j)], b.v[b.bidx(i, j)])
			}
		}
		return out, exact
	case n.Op == hop.OpMatMul:
		return oracleMatMul(ins[0], ins[1])
	case n.Op == hop.OpTranspose:
		a := ins[0]
		out = newOval(a.c, a.r, a.sparse)
		for i := 0; i < a.r; i++ {
			for j := 0; j < a.c; j++ {
				out.v[j*a.r+i] = a.v[i*a.c+j]
				if a.sparse {
					out.stored[j*a.r+i] = a.stored[i*a.c+j]
				}
			}
		}
		return out, exact
	case n.Op.IsAgg():
		return oracleAgg(n.Op, n.Dir, ins[0]), exact
	case n.Op == hop.OpSlice:
		a := ins[0]
		out = newOval(n.Rows, n.Cols, a.sparse)
		for i := n.R0; i < n.R1; i++ {
			for j := n.C0; j < n.C1; j++ {
				k := (i-n.R0)*n.Cols + (j - n.C0)
				out.v[k] = a.at(i, j)
				if a.sparse {
					out.stored[k] = a.stored[i*a.c+j]
				}
			}
		}
		return out, exact
	case n.Op == hop.OpCBind:
		sparse := false
		for _, in := range ins {
			sparse = sparse || in.sparse
		}
		out = newOval(n.Rows, n.Cols, sparse)
		c0 := 0
		for _, in := range ins {
			for i := 0; i < in.r; i++ {
				for j := 0; j < in.c; j++ {
					k := i*n.Cols + c0 + j
					out.v[k] = in.at(i, j)
					if sparse {
						out.stored[k] = in.isStored(i, j)
					}
				}
			}
			c0 += in.c
		}
		return out, exact
	case n.Op.IsCumAgg():
		a := ins[0]
		out = newOval(a.r, a.c, false)
		for j := 0; j < a.c; j++ {
			acc := map[hop.OpCode]float64{hop.OpCumSum: 0, hop.OpCumProd: 1, hop.OpCumMin: math.Inf(1), hop.OpCumMax: math.Inf(-1)}[n.Op]
			for i := 0; i < a.r; i++ {
				x := a.at(i, j)
				switch n.Op {
				case hop.OpCumSum:
					acc += x
				case hop.OpCumProd:
					acc *= x
				case hop.OpCumMin:
					acc = hop.Min2(acc, x)
				default:
					acc = hop.Max2(acc, x)
				}
				out.v[i*a.c+j] = acc
			}
		}
		return out, exact
	}
	panic("oracle: unknown op " + n.Op.String())
}

// oracleMatMul sums a[i,k]*b[k,j] over k in increasing order, only over
// stored entries of a sparse operand; sparse times sparse is a CSR whose
// pattern holds every (i, j) with a stored product, starting its sum with
// the first product (Gustavson).
func oracleMatMul(a, b *oval) (*oval, func(int) float64) {
	n, m, inner := a.r, b.c, a.c
	out := newOval(n, m, a.sparse && b.sparse)
	bound := make([]float64, n*m)
	for i := 0; i < n; i++ {
		for j := 0; j < m; j++ {
			acc, hit := 0.0, false
			for k := 0; k < inner; k++ {
				if !a.isStored(i, k) || !b.isStored(k, j) {
					continue
				}
				p := a.at(i, k) * b.at(k, j)
				if !hit && out.sparse {
					acc = p
				} else {
					acc += p
				}
				hit = true
				bound[i*m+j] += math.Abs(p)
			}
			out.v[i*m+j] = acc
			if out.sparse {
				out.stored[i*m+j] = hit
			}
		}
	}
	return out, func(k int) float64 { return 1e-12 * bound[k] }
}

// oracleAgg folds in Base's documented order: dense cells row-major (rows
// for row aggregates, down the column for column aggregates); for a CSR
// the stored values in that order, then one +0 when cells are unstored.
func oracleAgg(op hop.OpCode, dir hop.Direction, a *oval) *oval {
	if op == hop.OpIndexMax {
		out := newOval(a.r, 1, false)
		for i := 0; i < a.r; i++ {
			best, m := 0, a.at(i, 0)
			if m == m {
				for j := 1; j < a.c; j++ {
					v := a.at(i, j)
					if v != v {
						best = j
						break
					}
					if v > m {
						best, m = j, v
					}
				}
			}
			out.v[i] = float64(best + 1)
		}
		return out
	}
	fold := op
	if op == hop.OpMean {
		fold = hop.OpSum
	}
	init := map[hop.OpCode]float64{hop.OpSum: 0, hop.OpMin: math.Inf(1), hop.OpMax: math.Inf(-1)}[fold]
	step := func(acc, x float64) float64 {
		switch fold {
		case hop.OpMin:
			return hop.Min2(acc, x)
		case hop.OpMax:
			return hop.Max2(acc, x)
		}
		return acc + x
	}
	// foldCells folds the cells idx (in order) of a.
	foldCells := func(idx []int) float64 {
		acc, gap := init, false
		for _, k := range idx {
			if a.sparse && !a.stored[k] {
				gap = true
				continue
			}
			acc = step(acc, a.v[k])
		}
		if gap {
			acc = step(acc, 0)
		}
		return acc
	}
	var out *oval
	var count float64
	switch dir {
	case hop.DirFull:
		out, count = newOval(1, 1, false), float64(a.r*a.c)
		idx := make([]int, a.r*a.c)
		for k := range idx {
			idx[k] = k
		}
		out.v[0] = step(init, foldCells(idx)) // blocks are merged from the identity
	case hop.DirRow:
		out, count = newOval(a.r, 1, false), float64(a.c)
		for i := 0; i < a.r; i++ {
			idx := make([]int, a.c)
			for j := range idx {
				idx[j] = i*a.c + j
			}
			out.v[i] = foldCells(idx)
		}
	default:
		out, count = newOval(1, a.c, false), float64(a.r)
		for j := 0; j < a.c; j++ {
			idx := make([]int, a.r)
			for i := range idx {
				idx[i] = i*a.c + j
			}
			out.v[j] = foldCells(idx)
		}
	}
	if op == hop.OpMean {
		for k := range out.v {
			out.v[k] /= count
		}
	}
	return out
}

// sameBits compares exactly: equal values with equal signs of zero, or
// both NaN.
func sameBits(a, b float64) bool {
	if a != a || b != b {
		return a != a && b != b
	}
	return a == b && math.Signbit(a) == math.Signbit(b)
}

// oracleCheck checks Base's result of every operation of d; vals holds
// Base's result for every reachable node (in d.reachable() order).
func oracleCheck(d *gDAG, nodes []*gNode, vals []mat.Matrix) string {
	idx := map[*gNode]int{}
	ov := make([]*oval, len(nodes))
	for k, n := range nodes {
		idx[n] = k
		ov[k] = ovalOf(vals[k])
	}
	_, names := d.names()
	for k, n := range nodes {
		if n.isLeaf() {
			continue
		}
		ins := make([]*oval, len(n.In))
		for i, x := range n.In {
			ins[i] = ov[idx[x]]
		}
		want, tol := oracle(n, ins)
		got := ov[k]
		what := fmt.Sprintf("%s = %s", names[n], n.describe(func(x *gNode) string { return names[x] }))
		if got.r != want.r || got.c != want.c {
			return fmt.Sprintf("%s: Base result %dx%d, want %dx%d", what, got.r, got.c, want.r, want.c)
		}
		if got.sparse != want.sparse {
			return fmt.Sprintf("%s: Base result is CSR: %t, documented: %t", what, got.sparse, want.sparse)
		}
		for c := range want.v {
			i, j := c/want.c, c%want.c
			if want.sparse && got.stored[c] != want.stored[c] {
				return fmt.Sprintf("%s: cell (%d,%d) stored: %t, documented: %t", what, i, j, got.stored[c], want.stored[c])
			}
			w, g := want.v[c], got.v[c]
			if t := tol(c); t > 0 && !math.IsInf(w, 0) && w == w && !math.IsInf(g, 0) {
				if math.Abs(w-g) <= t {
					continue
				}
			}
			if !sameBits(w, g) {
				return fmt.Sprintf("%s: cell (%d,%d): Base %s, oracle %s", what, i, j, fmtFloat(g), fmtFloat(w))
			}
		}
	}
	return ""
}
