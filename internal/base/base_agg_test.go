package base

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/matrix"
)

// btAgg is the naive reference for Aggregate; it also returns the error
// scale of every result cell (the sum of magnitudes folded into it).
func btAgg(op hop.OpCode, dir hop.Direction, a *btVal) (btVal, []float64) {
	R, C := a.r, a.c
	var oR, oC int
	group := func(i, j int) int { return 0 }
	switch dir {
	case hop.DirFull:
		oR, oC = 1, 1
	case hop.DirRow:
		oR, oC = R, 1
		group = func(i, j int) int { return i }
	default:
		oR, oC = 1, C
		group = func(i, j int) int { return j }
	}
	out := btVal{r: oR, c: oC, v: make([]float64, oR*oC)}
	scale := make([]float64, oR*oC)
	if op == hop.OpIndexMax {
		for i := 0; i < R; i++ {
			m := math.Inf(-1)
			for j := 0; j < C; j++ {
				m = hop.Max2(m, a.v[i*C+j])
			}
			for j := 0; j < C; j++ {
				x := a.v[i*C+j]
				if x == m || (m != m && x != x) {
					out.v[i] = float64(j + 1)
					break
				}
			}
		}
		return out, scale
	}
	for k := range out.v {
		switch op {
		case hop.OpMin:
			out.v[k] = math.Inf(1)
		case hop.OpMax:
			out.v[k] = math.Inf(-1)
		}
	}
	for i := 0; i < R; i++ {
		for j := 0; j < C; j++ {
			g, x := group(i, j), a.v[i*C+j]
			switch op {
			case hop.OpMin:
				out.v[g] = hop.Min2(out.v[g], x)
			case hop.OpMax:
				out.v[g] = hop.Max2(out.v[g], x)
			default:
				out.v[g] += x
				if !math.IsInf(x, 0) && x == x {
					scale[g] += math.Abs(x)
				}
			}
		}
	}
	if op == hop.OpMean {
		n := float64(R * C / (oR * oC))
		for k := range out.v {
			out.v[k] /= n
			scale[k] /= n
		}
	}
	return out, scale
}

var btAggCases = []struct {
	op  hop.OpCode
	dir hop.Direction
}{
	{hop.OpSum, hop.DirFull}, {hop.OpSum, hop.DirRow}, {hop.OpSum, hop.DirCol},
	{hop.OpMin, hop.DirFull}, {hop.OpMin, hop.DirRow}, {hop.OpMin, hop.DirCol},
	{hop.OpMax, hop.DirFull}, {hop.OpMax, hop.DirRow}, {hop.OpMax, hop.DirCol},
	{hop.OpMean, hop.DirFull}, {hop.OpMean, hop.DirRow}, {hop.OpMean, hop.DirCol},
	{hop.OpIndexMax, hop.DirRow},
}

// btAggPool returns aggregate inputs, including rows and columns that are
// all negative, all -0, NaN-led or Inf-only, dense and CSR.
func btAggPool(seed uint64, n, m int) []btVal {
	pool := btPool(seed, n, m)
	rng := rand.New(rand.NewPCG(seed, 99))
	neg := btGen(rng, n, m, 0.7, 0)
	for k := range neg.v {
		if !neg.z[k] {
			neg.v[k] = -math.Abs(neg.v[k]) - 1
		}
	}
	neg.name += "-negative"
	full := btGen(rng, n, m, 1, 0.5)
	full.name += "-full"
	nz := btGen(rng, n, m, 0.5, 0)
	for k := range nz.v {
		if !nz.z[k] {
			nz.v[k] = math.Copysign(0, -1)
		}
	}
	nz.name += "-negzero"
	dneg := btGen(rng, n, m, -1, 0)
	for k := range dneg.v {
		dneg.v[k] = -math.Abs(dneg.v[k]) - 1
	}
	dneg.name += "-negative"
	return append(pool, neg, full, nz, dneg)
}

func TestAggregate(t *testing.T) {
	e := &Exec{Threads: 4}
	for _, sz := range [][2]int{{9, 7}, {1, 6}, {8, 1}} {
		pool := btAggPool(uint64(sz[0]+sz[1]), sz[0], sz[1])
		for k := range pool {
			a := &pool[k]
			for _, c := range btAggCases {
				what := fmt.Sprintf("%v(%v, %s)", c.op, c.dir, a.name)
				_, got, err := btCall(t, []*btVal{a}, func(ms []mat.Matrix) (mat.Matrix, error) {
					return e.Aggregate(c.op, c.dir, ms[0])
				})
				if err != nil {
					t.Fatalf("%s: %v", what, err)
				}
				want, scale := btAgg(c.op, c.dir, a)
				btCompare(t, what, got, want, scale)
			}
		}
	}
}

// TestIndexMaxSparse pins the index-max corner cases of CSR rows.
func TestIndexMaxSparse(t *testing.T) {
	nan := math.NaN()
	negz := math.Copysign(0, -1)
	rows := []struct {
		cols []int32
		vals []float64
		want float64
	}{
		{nil, nil, 1},                           // empty row: first column
		{[]int32{0, 1}, []float64{-1, -2}, 3},   // unstored 0 at column 2 wins
		{[]int32{1, 3}, []float64{-1, 5}, 4},    // stored max
		{[]int32{0, 2}, []float64{-3, negz}, 2}, // first 0 is the unstored column 1
		{[]int32{0, 2}, []float64{negz, -3}, 1}, // stored -0 before the gap
		{[]int32{1, 2}, []float64{2, nan}, 3},   // first NaN wins
		{[]int32{0, 1, 2, 3}, []float64{1, 4, 4, 2}, 2},
	}
	rp := []int64{0}
	var ci []int32
	var v []float64
	for _, r := range rows {
		ci = append(ci, r.cols...)
		v = append(v, r.vals...)
		rp = append(rp, int64(len(ci)))
	}
	res, err := (&Exec{}).Aggregate(hop.OpIndexMax, hop.DirRow, matrix.NewCSRFromParts(len(rows), 4, rp, ci, v))
	if err != nil {
		t.Fatal(err)
	}
	for i, r := range rows {
		if got := res.At(i, 0); got != r.want {
			t.Errorf("row %d: index %v, want %v", i, got, r.want)
		}
	}
}

// btTranspose, btSlice, btCBind and btCum are the naive references for
// the reorganisations and cumulative aggregates.
func btTranspose(a *btVal) btVal {
	out := btVal{r: a.c, c: a.r, v: make([]float64, len(a.v)), sparse: a.sparse}
	if a.sparse {
		out.z = make([]bool, len(a.v))
	}
	for i := 0; i < a.r; i++ {
		for j := 0; j < a.c; j++ {
			out.v[j*a.r+i] = a.v[i*a.c+j]
			if a.sparse {
				out.z[j*a.r+i] = a.z[i*a.c+j]
			}
		}
	}
	return out
}

func btSlice(a *btVal, r0, r1, c0, c1 int) btVal {
	out := btVal{r: r1 - r0, c: c1 - c0, sparse: a.sparse}
	for i := r0; i < r1; i++ {
		for j := c0; j < c1; j++ {
			out.v = append(out.v, a.v[i*a.c+j])
			if a.sparse {
				out.z = append(out.z, a.z[i*a.c+j])
			}
		}
	}
	return out
}

func btCBind(ins ...*btVal) btVal {
	out := btVal{r: ins[0].r}
	for _, x := range ins {
		out.c += x.c
		out.sparse = out.sparse || x.sparse
	}
	for i := 0; i < out.r; i++ {
		for _, x := range ins {
			for j := 0; j < x.c; j++ {
				v, z := x.at(i, j)
				out.v = append(out.v, v)
				out.z = append(out.z, z)
			}
		}
	}
	if !out.sparse {
		out.z = nil
	}
	return out
}

// btCum is the sequential scan of a; with sparseOut and a CSR a, the
// result is a CSR storing every cell from its column's first stored cell
// of a on (doc.go).
func btCum(op hop.OpCode, a *btVal, sparseOut bool) btVal {
	out := btVal{r: a.r, c: a.c, v: make([]float64, len(a.v))}
	if a.sparse && sparseOut {
		out.sparse = true
		out.z = make([]bool, len(a.v))
		for j := 0; j < a.c; j++ {
			started := false
			for i := 0; i < a.r; i++ {
				started = started || !a.z[i*a.c+j]
				out.z[i*a.c+j] = !started
			}
		}
	}
	for j := 0; j < a.c; j++ {
		acc := map[hop.OpCode]float64{
			hop.OpCumSum: 0, hop.OpCumProd: 1, hop.OpCumMin: math.Inf(1), hop.OpCumMax: math.Inf(-1),
		}[op]
		for i := 0; i < a.r; i++ {
			x := a.v[i*a.c+j]
			switch op {
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
	return out
}

var btCumOps = []hop.OpCode{hop.OpCumSum, hop.OpCumProd, hop.OpCumMin, hop.OpCumMax}

func TestReorgAndCumulative(t *testing.T) {
	e := &Exec{Threads: 4}
	for _, sz := range [][2]int{{9, 7}, {1, 6}, {8, 1}, {40, 33}} {
		n, m := sz[0], sz[1]
		pool := btAggPool(uint64(7*n+m), n, m)
		for k := range pool {
			a := &pool[k]
			one := func(what string, want btVal, f func(x mat.Matrix) (mat.Matrix, error)) {
				t.Helper()
				_, got, err := btCall(t, []*btVal{a}, func(ms []mat.Matrix) (mat.Matrix, error) { return f(ms[0]) })
				if err != nil {
					t.Fatalf("%s(%s): %v", what, a.name, err)
				}
				btCompare(t, what+"("+a.name+")", got, want, nil)
			}
			one("t", btTranspose(a), e.Transpose)
			for _, op := range btCumOps {
				for _, sp := range []bool{false, true} {
					one(fmt.Sprintf("%v sparseOut=%v", op, sp), btCum(op, a, sp),
						func(x mat.Matrix) (mat.Matrix, error) { return e.Cumulative(op, x, sp) })
				}
			}
			for _, s := range [][4]int{{0, a.r, 0, a.c}, {a.r / 2, a.r, a.c / 3, a.c}, {0, 1, a.c - 1, a.c}, {a.r / 3, a.r/3 + 1, 0, a.c/2 + 1}} {
				one(fmt.Sprintf("slice%v", s), btSlice(a, s[0], s[1], s[2], s[3]),
					func(x mat.Matrix) (mat.Matrix, error) { return e.Slice(x, s[0], s[1], s[2], s[3]) })
			}
		}
		// CBind of every triple of same-row inputs, including vectors.
		var same []*btVal
		for k := range pool {
			if pool[k].r == n {
				same = append(same, &pool[k])
			}
		}
		for _, x := range same {
			for _, y := range same {
				for _, ins := range [][]*btVal{{x}, {x, y}, {y, x, y}} {
					what := "cbind("
					for _, in := range ins {
						what += in.name + ","
					}
					_, got, err := btCall(t, ins, func(ms []mat.Matrix) (mat.Matrix, error) { return e.CBind(ms...) })
					if err != nil {
						t.Fatalf("%s: %v", what, err)
					}
					btCompare(t, what, got, btCBind(ins...), nil)
				}
			}
		}
	}
}

// TestThreads runs inputs above the parallel threshold with 1, 3 and 4
// threads: results must be bit-identical to each other and match the
// reference.
func TestThreads(t *testing.T) {
	if testing.Short() {
		t.Skip("large inputs")
	}
	execs := []*Exec{{Threads: 1}, {Threads: 3}, {Threads: 4}}
	run := func(what string, ins []*btVal, want btVal, scale []float64, f func(e *Exec, ms []mat.Matrix) (mat.Matrix, error)) {
		t.Helper()
		var first btVal
		for k, e := range execs {
			_, got, err := btCall(t, ins, func(ms []mat.Matrix) (mat.Matrix, error) { return f(e, ms) })
			if err != nil {
				t.Fatalf("%s threads=%d: %v", what, e.Threads, err)
			}
			btCompare(t, fmt.Sprintf("%s threads=%d", what, e.Threads), got, want, scale)
			if k == 0 {
				first = got
			} else {
				btCompare(t, fmt.Sprintf("%s threads=%d vs 1", what, e.Threads), got, first, nil)
			}
		}
	}
	rng := rand.New(rand.NewPCG(11, 12))
	const n, m = 400, 300
	var pool []btVal
	for _, d := range []float64{-1, 0.1, 0.001} {
		pool = append(pool, btGen(rng, n, m, d, 0.02))
	}
	for _, d := range []float64{-1, 0.3} {
		pool = append(pool, btGen(rng, n, 1, d, 0.02), btGen(rng, 1, m, d, 0.02))
	}
	pool = append(pool, btScalar(2, false, false), btScalar(0, false, false), btScalar(4, true, false))
	for ia := range pool {
		for ib := range pool {
			a, b := &pool[ia], &pool[ib]
			if a.r*a.c < n*m && b.r*b.c < n*m {
				continue
			}
			for _, op := range []hop.OpCode{hop.OpAdd, hop.OpMul, hop.OpDiv, hop.OpPow, hop.OpEq, hop.OpMax2, hop.OpAnd} {
				want, ok := btBinary(op, a, b)
				if !ok {
					t.Fatalf("shapes %s %s", a.name, b.name)
				}
				run(fmt.Sprintf("%v(%s, %s)", op, a.name, b.name), []*btVal{a, b}, want, nil,
					func(e *Exec, ms []mat.Matrix) (mat.Matrix, error) { return e.Binary(op, ms[0], ms[1]) })
			}
		}
	}
	for k := range 3 {
		a := &pool[k]
		for _, op := range []hop.OpCode{hop.OpNeg, hop.OpExp, hop.OpSqrt, hop.OpSign} {
			run(fmt.Sprintf("%v(%s)", op, a.name), []*btVal{a}, btUnary(op, a), nil,
				func(e *Exec, ms []mat.Matrix) (mat.Matrix, error) { return e.Unary(op, ms[0]) })
		}
		for _, c := range [][3]*btVal{{a, &pool[0], &pool[1]}, {&pool[1], a, &pool[3]}, {&pool[2], &pool[8], a}} {
			want, ok := btIfElse(c[0], c[1], c[2])
			if !ok {
				t.Fatal("ifelse shapes")
			}
			run(fmt.Sprintf("ifelse(%s,%s,%s)", c[0].name, c[1].name, c[2].name), c[:], want, nil,
				func(e *Exec, ms []mat.Matrix) (mat.Matrix, error) { return e.IfElse(ms[0], ms[1], ms[2]) })
		}
		run("t("+a.name+")", []*btVal{a}, btTranspose(a), nil,
			func(e *Exec, ms []mat.Matrix) (mat.Matrix, error) { return e.Transpose(ms[0]) })
		run("slice("+a.name+")", []*btVal{a}, btSlice(a, 3, 390, 1, 299), nil,
			func(e *Exec, ms []mat.Matrix) (mat.Matrix, error) { return e.Slice(ms[0], 3, 390, 1, 299) })
		ins := []*btVal{a, &pool[(k+1)%3], &pool[3]}
		run("cbind("+a.name+")", ins, btCBind(ins...), nil,
			func(e *Exec, ms []mat.Matrix) (mat.Matrix, error) { return e.CBind(ms...) })
	}
	// Aggregates over shapes that take every partition path.
	aggIns := []btVal{
		btGen(rng, 400, 300, -1, 0.001), btGen(rng, 3000, 30, -1, 0.001), btGen(rng, 70, 2100, -1, 0.001),
		btGen(rng, 100000, 1, -1, 0.0001), btGen(rng, 1, 100000, -1, 0.0001),
		btGen(rng, 1000, 1000, 0.1, 0.001), btGen(rng, 1000, 1000, 0.001, 0.01), btGen(rng, 300000, 2, 0.4, 0),
	}
	for k := range aggIns {
		a := &aggIns[k]
		for _, c := range btAggCases {
			want, scale := btAgg(c.op, c.dir, a)
			run(fmt.Sprintf("%v(%v, %s)", c.op, c.dir, a.name), []*btVal{a}, want, scale,
				func(e *Exec, ms []mat.Matrix) (mat.Matrix, error) { return e.Aggregate(c.op, c.dir, ms[0]) })
		}
		if k == 5 {
			run("t("+a.name+")", []*btVal{a}, btTranspose(a), nil,
				func(e *Exec, ms []mat.Matrix) (mat.Matrix, error) { return e.Transpose(ms[0]) })
		}
	}
}

func TestErrors(t *testing.T) {
	e := &Exec{Threads: 4}
	d23 := mat.NewDense(2, 3, nil)
	d32 := mat.NewDense(3, 2, nil)
	row := mat.NewDense(1, 3, nil)
	col := mat.NewDense(2, 1, nil)
	var nilDense *mat.Dense
	var nilCSR *matrix.CSR
	bad := matrix.NewCSRFromParts(2, 3, []int64{0, 1}, []int32{0}, []float64{1})
	badCol := matrix.NewCSRFromParts(2, 3, []int64{0, 1, 2}, []int32{0, 7}, []float64{1, 2})
	bigBad := matrix.NewCSRFromParts(1000, 1000, make([]int64, 1001), nil, nil)
	{
		rp := bigBad.RowPtr()
		ci := make([]int32, 200000)
		for i := range rp {
			rp[i] = int64(200 * i)
		}
		for k := range ci {
			ci[k] = int32(k%200) * 9 // beyond column 999 for k%200 > 111
		}
		bigBad = matrix.NewCSRFromParts(1000, 1000, rp, ci, make([]float64, len(ci)))
	}
	calls := []struct {
		name  string
		f     func() (mat.Matrix, error)
		shape bool
	}{
		{"binary nil", func() (mat.Matrix, error) { return e.Binary(hop.OpAdd, nil, d23) }, false},
		{"binary typed nil", func() (mat.Matrix, error) { return e.Binary(hop.OpAdd, d23, nilDense) }, false},
		{"binary nil csr", func() (mat.Matrix, error) { return e.Binary(hop.OpAdd, nilCSR, d23) }, false},
		{"binary empty", func() (mat.Matrix, error) { return e.Binary(hop.OpAdd, &mat.Dense{}, d23) }, false},
		{"binary shapes", func() (mat.Matrix, error) { return e.Binary(hop.OpAdd, d23, d32) }, true},
		{"binary outer", func() (mat.Matrix, error) { return e.Binary(hop.OpAdd, row, col) }, true},
		{"binary col mismatch", func() (mat.Matrix, error) { return e.Binary(hop.OpMul, d32, col) }, true},
		{"binary bad op", func() (mat.Matrix, error) { return e.Binary(hop.OpNeg, d23, d23) }, false},
		{"binary malformed csr", func() (mat.Matrix, error) { return e.Binary(hop.OpAdd, bad, d23) }, false},
		{"binary bad column", func() (mat.Matrix, error) { return e.Binary(hop.OpAdd, badCol, d23) }, false},
		{"binary bad column parallel", func() (mat.Matrix, error) {
			return e.Binary(hop.OpSub, bigBad, mat.NewDense(1000, 1000, nil))
		}, false},
		{"unary bad op", func() (mat.Matrix, error) { return e.Unary(hop.OpAdd, d23) }, false},
		{"unary nil", func() (mat.Matrix, error) { return e.Unary(hop.OpNeg, nil) }, false},
		{"unary bad column", func() (mat.Matrix, error) { return e.Unary(hop.OpExp, badCol) }, false},
		{"ifelse shapes", func() (mat.Matrix, error) { return e.IfElse(d23, d23, d32) }, true},
		{"ifelse outer", func() (mat.Matrix, error) { return e.IfElse(row, col, mat.NewDense(1, 1, nil)) }, true},
		{"ifelse valid", func() (mat.Matrix, error) { return e.IfElse(row, col, nilDense) }, false},
		{"agg bad op", func() (mat.Matrix, error) { return e.Aggregate(hop.OpAdd, hop.DirFull, d23) }, false},
		{"agg bad dir", func() (mat.Matrix, error) { return e.Aggregate(hop.OpSum, hop.DirNone, d23) }, false},
		{"indexmax col", func() (mat.Matrix, error) { return e.Aggregate(hop.OpIndexMax, hop.DirCol, d23) }, false},
		{"agg bad column", func() (mat.Matrix, error) { return e.Aggregate(hop.OpMax, hop.DirCol, badCol) }, false},
		{"transpose nil", func() (mat.Matrix, error) { return e.Transpose(nil) }, false},
		{"transpose bad column", func() (mat.Matrix, error) { return e.Transpose(badCol) }, false},
		{"transpose bad column parallel", func() (mat.Matrix, error) { return e.Transpose(bigBad) }, false},
		{"slice empty", func() (mat.Matrix, error) { return e.Slice(d23, 1, 1, 0, 3) }, true},
		{"slice range", func() (mat.Matrix, error) { return e.Slice(d23, 0, 3, 0, 3) }, true},
		{"slice negative", func() (mat.Matrix, error) { return e.Slice(d23, 0, 2, -1, 3) }, true},
		{"cbind none", func() (mat.Matrix, error) { return e.CBind() }, false},
		{"cbind rows", func() (mat.Matrix, error) { return e.CBind(d23, d32) }, true},
		{"cbind nil", func() (mat.Matrix, error) { return e.CBind(d23, nil) }, false},
		{"cum bad op", func() (mat.Matrix, error) { return e.Cumulative(hop.OpSum, d23, false) }, false},
		{"cum nil", func() (mat.Matrix, error) { return e.Cumulative(hop.OpCumSum, nilDense, false) }, false},
		{"cum bad column", func() (mat.Matrix, error) { return e.Cumulative(hop.OpCumSum, badCol, true) }, false},
	}
	for _, c := range calls {
		var res mat.Matrix
		var err error
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Fatalf("%s: panic %v", c.name, r)
				}
			}()
			res, err = c.f()
		}()
		if err == nil || res != nil {
			t.Fatalf("%s: got (%v, %v), want an error", c.name, res, err)
		}
		if c.shape && !errors.Is(err, errBaseShape) {
			t.Fatalf("%s: %v is not a shape error", c.name, err)
		}
	}
}

func BenchmarkBinaryMulDense1000(b *testing.B) {
	x := matrix.RandDense(1000, 1000, -1, 1, 1)
	y := matrix.RandDense(1000, 1000, -1, 1, 2)
	for _, th := range []int{1, 0} {
		e := &Exec{Threads: th}
		b.Run(fmt.Sprintf("threads=%d", th), func(b *testing.B) {
			b.SetBytes(3 * 8 * 1000 * 1000)
			for b.Loop() {
				if _, err := e.Binary(hop.OpMul, x, y); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkBinaryMulSparseDense(b *testing.B) {
	x := matrix.RandSparse(2000, 2000, 0.05, -1, 1, 1)
	y := matrix.RandDense(2000, 2000, -1, 1, 2)
	e := &Exec{}
	for b.Loop() {
		if _, err := e.Binary(hop.OpMul, x, y); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkAggregateSum(b *testing.B) {
	x := matrix.RandDense(1000, 1000, -1, 1, 3)
	s := matrix.RandSparse(2000, 2000, 0.05, -1, 1, 4)
	for _, c := range []struct {
		name string
		dir  hop.Direction
		in   mat.Matrix
	}{
		{"dense/full", hop.DirFull, x}, {"dense/row", hop.DirRow, x}, {"dense/col", hop.DirCol, x},
		{"csr/full", hop.DirFull, s}, {"csr/col", hop.DirCol, s},
	} {
		b.Run(c.name, func(b *testing.B) {
			e := &Exec{}
			for b.Loop() {
				if _, err := e.Aggregate(hop.OpSum, c.dir, c.in); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkTransposeDense(b *testing.B) {
	x := matrix.RandDense(2000, 1500, -1, 1, 5)
	for _, th := range []int{1, 0} {
		e := &Exec{Threads: th}
		b.Run(fmt.Sprintf("threads=%d", th), func(b *testing.B) {
			for b.Loop() {
				if _, err := e.Transpose(x); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
