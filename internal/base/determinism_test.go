package base

import (
	"fmt"
	"math"
	"slices"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/matrix"
)

// detBits is the exact content of a result: its type, shape, CSR pattern
// and the bits of every value, so that two results compare equal only when
// they are the same bit for bit.
func detBits(t *testing.T, m mat.Matrix) []uint64 {
	t.Helper()
	switch v := m.(type) {
	case *mat.Dense:
		raw := v.RawMatrix()
		out := []uint64{0, uint64(raw.Rows), uint64(raw.Cols)}
		for i := range raw.Rows {
			for _, x := range raw.Data[i*raw.Stride : i*raw.Stride+raw.Cols] {
				out = append(out, math.Float64bits(x))
			}
		}
		return out
	case *matrix.CSR:
		r, c := v.Dims()
		out := []uint64{1, uint64(r), uint64(c)}
		for _, p := range v.RowPtr() {
			out = append(out, uint64(p))
		}
		for _, j := range v.ColIdx() {
			out = append(out, uint64(j))
		}
		for _, x := range v.Values() {
			out = append(out, math.Float64bits(x))
		}
		return out
	}
	t.Fatalf("result of unexpected type %T", m)
	return nil
}

// detSpecial writes NaN, +Inf, -Inf and -0 into a few cells of x (every
// stride-th cell, or stored value of a CSR), few enough that most sums stay
// finite and still show a change of summation order.
func detSpecial(x mat.Matrix, stride int) mat.Matrix {
	specials := []float64{math.NaN(), math.Inf(1), math.Inf(-1), math.Copysign(0, -1)}
	switch v := x.(type) {
	case *mat.Dense:
		d := mat.DenseCopyOf(v)
		raw := d.RawMatrix()
		for k, s := 7, 0; k < len(raw.Data); k, s = k+stride, s+1 {
			raw.Data[k] = specials[s%len(specials)]
		}
		return d
	case *matrix.CSR:
		c := v.Clone()
		vals := c.Values()
		for k, s := 7, 0; k < len(vals); k, s = k+stride, s+1 {
			vals[k] = specials[s%len(specials)]
		}
		return c
	}
	panic("detSpecial: unexpected type")
}

// detCase is one operator evaluation; its inputs are above the parallel
// thresholds, so every thread count but 1 runs several tasks.
type detCase struct {
	name string
	run  func(e *Exec) (mat.Matrix, error)
}

// detCases lists every family of unfused operators on dense and sparse
// inputs with NaN and Inf.
func detCases() []detCase {
	const n, m = 10000, 40
	const sn, sm = 5000, 100
	dFin := matrix.RandDense(n, m, -1, 1, 1)
	d := detSpecial(dFin, 99991)
	d2 := detSpecial(matrix.RandDense(n, m, -3, 3, 2), 77773)
	wide := detSpecial(matrix.RandDense(300, 3000, -1, 1, 3), 123457)
	sFin := matrix.RandSparse(sn, sm, 0.2, -1, 1, 4)
	s := detSpecial(sFin, 9973)
	ys := detSpecial(matrix.RandDense(sn, 1, -1, 1, 19), 997)
	s2 := detSpecial(matrix.RandSparse(sm, 300, 0.05, -1, 1, 5), 997)
	sSame := detSpecial(matrix.RandSparse(sn, sm, 0.3, -1, 1, 6), 7919)
	dS := detSpecial(matrix.RandDense(sn, sm, -1, 1, 7), 50021)
	v := matrix.RandDense(m, 1, -1, 1, 8)
	vv := matrix.RandDense(m, 3, -1, 1, 9)
	y := detSpecial(matrix.RandDense(n, 1, -1, 1, 10), 4999)
	yy := matrix.RandDense(n, 3, -1, 1, 11)
	u := matrix.RandDense(600, 50, -1, 1, 12)
	vt := matrix.RandDense(700, 50, -1, 1, 13)
	sq1, sq2 := matrix.RandDense(300, 300, -1, 1, 14), matrix.RandDense(300, 300, -1, 1, 15)
	dsR := matrix.RandDense(sm, 5, -1, 1, 16)
	dsL := matrix.RandDense(50, sn, -1, 1, 17)
	pos := matrix.RandDense(n, m, 0.5, 1.5, 18)
	half := mat.NewDense(1, 1, []float64{0.5})

	var cs []detCase
	add := func(name string, run func(e *Exec) (mat.Matrix, error)) {
		cs = append(cs, detCase{name, run})
	}
	mm := func(name string, a, b mat.Matrix) {
		add("matmul "+name, func(e *Exec) (mat.Matrix, error) { return e.MatMul(a, b) })
	}
	mm("X v", d, v)
	mm("t(X) y", d.T(), y)
	mm("t(Xfinite) y", dFin.T(), y)
	mm("X V", d, vv)
	mm("t(X) Y", d.T(), yy)
	mm("t(y) X", y.T(), dFin)
	mm("t(v) t(X)", v.T(), d.T())
	mm("U t(V)", u, vt.T())
	mm("square", sq1, sq2)
	mm("S D", s, dsR)
	mm("D S", dsL, s)
	mm("S S", s, s2)
	mm("t(S) y", s.T(), ys)
	for _, c := range []struct {
		name string
		a, b mat.Matrix
	}{{"X V", d, vv}, {"t(Xfinite) Y", dFin.T(), yy}, {"t(Xfinite) y", dFin.T(), y}} {
		add("matmul gonum "+c.name, func(e *Exec) (mat.Matrix, error) { return e.matMul(backendGonum, c.a, c.b) })
	}

	for _, x := range []struct {
		name string
		m    mat.Matrix
	}{{"dense", d}, {"finite", dFin}, {"wide", wide}, {"sparse", s}, {"sparse finite", sFin}} {
		for _, op := range []hop.OpCode{hop.OpSum, hop.OpMin, hop.OpMax, hop.OpMean} {
			for _, dir := range []hop.Direction{hop.DirFull, hop.DirRow, hop.DirCol} {
				add(fmt.Sprintf("%v(%v) %s", op, dir, x.name), func(e *Exec) (mat.Matrix, error) { return e.Aggregate(op, dir, x.m) })
			}
		}
		add("indexmax "+x.name, func(e *Exec) (mat.Matrix, error) { return e.Aggregate(hop.OpIndexMax, hop.DirRow, x.m) })
	}

	for _, op := range []hop.OpCode{hop.OpCumSum, hop.OpCumProd, hop.OpCumMin, hop.OpCumMax} {
		in := mat.Matrix(d)
		if op == hop.OpCumProd {
			in = detSpecial(pos, 99991) // products of values near 1 stay finite
		}
		add(fmt.Sprintf("%v dense", op), func(e *Exec) (mat.Matrix, error) { return e.Cumulative(op, in, false) })
		add(fmt.Sprintf("%v wide", op), func(e *Exec) (mat.Matrix, error) { return e.Cumulative(op, wide, false) })
		add(fmt.Sprintf("%v sparse", op), func(e *Exec) (mat.Matrix, error) { return e.Cumulative(op, s, false) })
		add(fmt.Sprintf("%v sparse to sparse", op), func(e *Exec) (mat.Matrix, error) { return e.Cumulative(op, s, true) })
		add(fmt.Sprintf("row %v", op), func(e *Exec) (mat.Matrix, error) { return e.RowCumulative(op, in, false) })
	}
	add("cumsumprod", func(e *Exec) (mat.Matrix, error) { return e.CumSumProd(d, detSpecial(pos, 55541)) })

	for _, op := range []hop.OpCode{hop.OpAdd, hop.OpMul, hop.OpDiv, hop.OpPow, hop.OpMax2} {
		add(fmt.Sprintf("%v dense dense", op), func(e *Exec) (mat.Matrix, error) { return e.Binary(op, d, d2) })
		add(fmt.Sprintf("%v dense scalar", op), func(e *Exec) (mat.Matrix, error) { return e.Binary(op, d, half) })
		add(fmt.Sprintf("%v dense column", op), func(e *Exec) (mat.Matrix, error) { return e.Binary(op, d, y) })
		add(fmt.Sprintf("%v sparse dense", op), func(e *Exec) (mat.Matrix, error) { return e.Binary(op, s, dS) })
		add(fmt.Sprintf("%v sparse sparse", op), func(e *Exec) (mat.Matrix, error) { return e.Binary(op, s, sSame) })
	}
	for _, op := range []hop.OpCode{hop.OpExp, hop.OpLog, hop.OpSqrt, hop.OpSign} {
		add(fmt.Sprintf("%v dense", op), func(e *Exec) (mat.Matrix, error) { return e.Unary(op, d) })
		add(fmt.Sprintf("%v sparse", op), func(e *Exec) (mat.Matrix, error) { return e.Unary(op, s) })
	}
	add("ifelse", func(e *Exec) (mat.Matrix, error) { return e.IfElse(d2, d, y) })
	add("removeEmpty rows", func(e *Exec) (mat.Matrix, error) { return e.RemoveEmptyRows(s, nil) })
	add("removeEmpty cols", func(e *Exec) (mat.Matrix, error) { return e.RemoveEmptyCols(s, nil) })
	add("transpose sparse", func(e *Exec) (mat.Matrix, error) { return e.Transpose(s) })
	return cs
}

// Every unfused operator gives the same bits with 1, 2, 3 and 8 threads,
// and in 20 repeated runs with 2 threads (issue 15): task boundaries come
// from the shape and partials are merged in task order, so neither the
// thread count nor the schedule can change a sum.
func TestDeterministicAcrossThreads(t *testing.T) {
	const repeats = 20
	for _, c := range detCases() {
		t.Run(c.name, func(t *testing.T) {
			eval := func(threads int) []uint64 {
				t.Helper()
				res, err := c.run(&Exec{Threads: threads})
				if err != nil {
					t.Fatalf("threads %d: %v", threads, err)
				}
				return detBits(t, res)
			}
			want := eval(1)
			check := func(what string, got []uint64) {
				t.Helper()
				if i := detFirstDiff(want, got); i >= 0 {
					t.Fatalf("%s differs from 1 thread at word %d of %d", what, i, len(want))
				}
			}
			for _, threads := range []int{2, 3, 8} {
				check(fmt.Sprintf("threads %d", threads), eval(threads))
			}
			for r := range repeats {
				check(fmt.Sprintf("run %d with 2 threads", r), eval(2))
			}
		})
	}
}

// detFirstDiff returns the first index where a and b differ, or -1.
func detFirstDiff(a, b []uint64) int {
	if slices.Equal(a, b) {
		return -1
	}
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return i
		}
	}
	return min(len(a), len(b))
}
