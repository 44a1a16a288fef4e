package tests

// An independent oracle for Base. The differential test compares fused
// policies with Base, which cannot find bugs in operations that every
// policy runs through Base (matrix multiply, mean, cumulative aggregates,
// reorganisation). The oracle re-computes every operation of a DAG naively,
// cell by cell, from the semantics documented in internal/hop/op.go and
// internal/base/doc.go, and checks Base's result of each operation given
// Base's own results for its inputs: result format, stored pattern of CSR
// results and values (bit-exact, except matrix multiply, checked within
// 1e-12 of the sum of |products|).

import (
	"fmt"
	"math"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/hop"
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

// cellTol is the allowed deviation of one cell: an absolute error (0 for
// bit-exact) and whether the sign of a zero may differ.
type cellTol struct {
	abs      float64
	zeroSign bool
}

// oracle computes node n from its inputs' values; tol gives the allowed
// deviation per cell.
//
// got is Base's result, consulted only where the documented format depends
// on an estimate the description does not carry (scans of CSR operands).
func oracle(n *gNode, ins []*oval, got *oval) (out *oval, tol func(k int) cellTol) {
	exact := func(int) cellTol { return cellTol{} }
	if out := oracleVocab(n, ins); out != nil {
		return out, exact
	}
	switch {
	case n.Op.IsBinary():
		a, b := ins[0], ins[1]
		ka, sa := a.class()
		kb, sb := b.class()
		rule := hop.BinaryRule(n.Op, ka, kb, sa, sb)
		R, C := bshape(a, b)
		out = newOval(R, C, rule != hop.ZeroNever)
		for i := 0; i < R; i++ {
			for j := 0; j < C; j++ {
				ia, ib := a.bidx(i, j), b.bidx(i, j)
				k := i*C + j
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
		R, C := bshape(c, a, b)
		out = newOval(R, C, false)
		for i := 0; i < R; i++ {
			for j := 0; j < C; j++ {
				out.v[i*C+j] = hop.EvalIfElse(c.v[c.bidx(i, j)], a.v[a.bidx(i, j)], b.v[b.bidx(i, j)])
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
		out, tol = oracleAgg(n.Op, n.Dir, ins[0])
		if (n.Op == hop.OpSum || n.Op == hop.OpMean) && n.Dir == hop.DirFull && n.In[0].Op == hop.OpTranspose {
			// hop's agg-transpose rule sums t(X)'s operand X instead,
			// in X's order (internal/hop/rewrite_transpose.go).
			a := ins[0]
			bound := 0.0
			for _, v := range a.v {
				bound += math.Abs(v)
			}
			if n.Op == hop.OpMean {
				bound /= float64(a.r * a.c)
			}
			tol = func(int) cellTol { return cellTol{abs: 1e-12 * bound, zeroSign: true} }
		}
		return out, tol
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
	case n.Op == hop.OpRBind:
		// A CSR when every operand is one (and the result is not 1 x 1).
		// A 1 x 1 CSR operand counts as sparse only when hop inferred it
		// sparse (a slice of a CSR, not a leaf), which the description
		// does not carry: Base's format decides then.
		sparse, tiny, R := true, false, 0
		for _, in := range ins {
			sparse = sparse && in.sparse
			tiny = tiny || in.r*in.c == 1
			R += in.r
		}
		C := ins[0].c
		if tiny {
			sparse = sparse && got != nil && got.sparse
		}
		out = newOval(R, C, sparse && R*C > 1)
		r0 := 0
		for _, in := range ins {
			for i := 0; i < in.r; i++ {
				for j := 0; j < C; j++ {
					k := (r0+i)*C + j
					out.v[k] = in.at(i, j)
					if out.sparse {
						out.stored[k] = in.isStored(i, j)
					}
				}
			}
			r0 += in.r
		}
		return out, exact
	case n.Op == hop.OpSetSlice:
		// x's format; a CSR x stores the stored cells of y (all of a
		// dense y, none of a 1 x 1 CSR y without a stored cell).
		x, y := ins[0], ins[1]
		out = newOval(x.r, x.c, x.sparse)
		for i := 0; i < x.r; i++ {
			for j := 0; j < x.c; j++ {
				k := i*x.c + j
				v, st := x.at(i, j), x.isStored(i, j)
				if i >= n.R0 && i < n.R1 && j >= n.C0 && j < n.C1 {
					yi, yj := i-n.R0, j-n.C0
					if y.r*y.c == 1 {
						yi, yj = 0, 0
					}
					v, st = y.at(yi, yj), y.isStored(yi, yj)
				}
				out.v[k] = v
				if out.sparse {
					out.stored[k] = st
				}
			}
		}
		return out, exact
	case n.Op == hop.OpRev:
		a := ins[0]
		out = newOval(a.r, a.c, a.sparse)
		for i := 0; i < a.r; i++ {
			for j := 0; j < a.c; j++ {
				out.v[i*a.c+j] = a.at(a.r-1-i, j)
				if a.sparse {
					out.stored[i*a.c+j] = a.isStored(a.r-1-i, j)
				}
			}
		}
		return out, exact
	case n.Op == hop.OpDiag:
		// A column gives a diagonal CSR (dense when 1 x 1), a square
		// matrix the dense column of its diagonal.
		a := ins[0]
		if a.c == 1 {
			out = newOval(a.r, a.r, a.r > 1)
			for i := 0; i < a.r; i++ {
				out.v[i*a.r+i] = a.at(i, 0)
				if out.sparse {
					out.stored[i*a.r+i] = a.isStored(i, 0)
				}
			}
			return out, exact
		}
		out = newOval(a.r, 1, false)
		for i := 0; i < a.r; i++ {
			out.v[i] = a.at(i, i)
		}
		return out, exact
	case n.Op == hop.OpCBind:
		sparse, C := false, 0
		for _, in := range ins {
			sparse = sparse || in.sparse
			C += in.c
		}
		out = newOval(ins[0].r, C, sparse)
		c0 := 0
		for _, in := range ins {
			for i := 0; i < in.r; i++ {
				for j := 0; j < in.c; j++ {
					k := i*C + c0 + j
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
		// The scan of a CSR is a CSR when hop.NewCumAgg estimates it
		// sparse enough (the estimate of an intermediate is not known
		// here; hop's tests check the rule): it stores every cell from its
		// column's first stored cell on. A dense operand gives a dense scan.
		a := ins[0]
		out = newOval(a.r, a.c, a.sparse && got != nil && got.sparse)
		if out.sparse {
			for j := 0; j < a.c; j++ {
				started := false
				for i := 0; i < a.r; i++ {
					started = started || a.isStored(i, j)
					out.stored[i*a.c+j] = started
				}
			}
		}
		bound := make([]float64, a.r*a.c)
		for j := 0; j < a.c; j++ {
			acc := map[hop.OpCode]float64{hop.OpCumSum: 0, hop.OpCumProd: 1, hop.OpCumMin: math.Inf(1), hop.OpCumMax: math.Inf(-1)}[n.Op]
			abs := 0.0
			for i := 0; i < a.r; i++ {
				x := a.at(i, j)
				switch n.Op {
				case hop.OpCumSum:
					acc += x
					abs += math.Abs(x)
				case hop.OpCumProd:
					acc *= x
					abs = math.Abs(acc)
				case hop.OpCumMin:
					acc = hop.Min2(acc, x)
				default:
					acc = hop.Max2(acc, x)
				}
				out.v[i*a.c+j] = acc
				bound[i*a.c+j] = abs
			}
		}
		if n.Op == hop.OpCumMin || n.Op == hop.OpCumMax {
			return out, exact
		}
		// Base may scan large inputs in parallel blocks (reassociated).
		return out, func(k int) cellTol { return cellTol{abs: 1e-12 * bound[k], zeroSign: true} }
	case n.Op == hop.OpCumSumProd:
		y, w := ins[0], ins[1]
		out = newOval(y.r, y.c, false)
		bound := make([]float64, y.r*y.c)
		for j := 0; j < y.c; j++ {
			acc, abs := 0.0, 0.0
			for i := 0; i < y.r; i++ {
				wv := w.v[w.bidx(i, j)]
				acc = y.at(i, j) + wv*acc
				abs = math.Abs(y.at(i, j)) + math.Abs(wv)*abs
				out.v[i*y.c+j] = acc
				bound[i*y.c+j] = abs
			}
		}
		return out, func(k int) cellTol { return cellTol{abs: 1e-12 * bound[k], zeroSign: true} }
	case isRemoveEmpty(n.Op):
		return oracleRemoveEmpty(n.Op == hop.OpRemoveEmptyRows, ins), exact
	}
	panic("oracle: unknown op " + n.Op.String())
}

// bshape is the broadcast shape of element-wise operands.
func bshape(xs ...*oval) (r, c int) {
	for _, x := range xs {
		r, c = max(r, x.r), max(c, x.c)
	}
	return r, c
}

// oracleRemoveEmpty keeps the rows (or columns) of x that hold a cell != 0
// (NaN counts, -0 does not), or with a select vector those whose select
// value is != 0; the format and stored pattern are x's.
func oracleRemoveEmpty(rows bool, ins []*oval) *oval {
	x := ins[0]
	n, m := x.r, x.c
	if !rows {
		n, m = x.c, x.r // work on lines: rows, or columns
	}
	cell := func(line, k int) int {
		if rows {
			return line*x.c + k
		}
		return k*x.c + line
	}
	var keep []int
	for line := 0; line < n; line++ {
		ok := false
		if len(ins) == 2 {
			ok = ins[1].v[line] != 0
		} else {
			for k := 0; k < m && !ok; k++ {
				ok = x.v[cell(line, k)] != 0
			}
		}
		if ok {
			keep = append(keep, line)
		}
	}
	// When nothing is kept the result is an empty CSR, whatever x is.
	sparse := x.sparse || len(keep) == 0
	var out *oval
	if rows {
		out = newOval(len(keep), x.c, sparse)
	} else {
		out = newOval(x.r, len(keep), sparse)
	}
	for t, line := range keep {
		for k := 0; k < m; k++ {
			src, dst := cell(line, k), t*x.c+k
			if !rows {
				dst = k*len(keep) + t
			}
			out.v[dst] = x.v[src]
			if sparse {
				out.stored[dst] = !x.sparse || x.stored[src]
			}
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
		got := ov[k]
		want, tol := oracle(n, ins, got)
		what := fmt.Sprintf("%s = %s", names[n], n.describe(func(x *gNode) string { return names[x] }))
		if got.r != want.r || got.c != want.c {
			return fmt.Sprintf("%s: Base result %dx%d, want %dx%d", what, got.r, got.c, want.r, want.c)
		}
		// A 1 x 1 value is a scalar in either format (rewrites such as
		// dot-product may change it).
		scalar := want.r == 1 && want.c == 1
		if got.sparse != want.sparse && !scalar {
			return fmt.Sprintf("%s: Base result is CSR: %t, documented: %t", what, got.sparse, want.sparse)
		}
		for c := range want.v {
			i, j := c/want.c, c%want.c
			if want.sparse && got.sparse && !scalar && got.stored[c] != want.stored[c] {
				return fmt.Sprintf("%s: cell (%d,%d) stored: %t, documented: %t", what, i, j, got.stored[c], want.stored[c])
			}
			w, g := want.v[c], got.v[c]
			t := tol(c)
			if t.abs > 0 && !math.IsInf(w, 0) && w == w && !math.IsInf(g, 0) && math.Abs(w-g) <= t.abs {
				continue
			}
			if t.zeroSign && w == 0 && g == 0 {
				continue
			}
			if !sameBits(w, g) {
				return fmt.Sprintf("%s: cell (%d,%d): Base %s, oracle %s", what, i, j, fmtFloat(g), fmtFloat(w))
			}
		}
	}
	return ""
}
