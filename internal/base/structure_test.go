package base

import (
	"errors"
	"fmt"
	"math"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/matrix"
)

// References for the structural operators, written cell by cell on the
// btVal model (base_test.go), independent of the CSR arrays the
// implementation walks.

// btNew returns an r x c value of the given format, all cells +0 and, when
// sparse, structural zeros.
func btNew(r, c int, sparse bool) btVal {
	x := btVal{r: r, c: c, v: make([]float64, r*c), sparse: sparse}
	if sparse {
		x.z = make([]bool, r*c)
		for k := range x.z {
			x.z[k] = true
		}
	}
	return x
}

// set writes cell (i, j) of x: value v, structural zero z (a structural
// zero holds +0; a dense value ignores z and keeps v).
func (x *btVal) set(i, j int, v float64, z bool) {
	k := i*x.c + j
	if x.sparse {
		x.z[k] = z
		if z {
			v = 0
		}
	}
	x.v[k] = v
}

func btRBind(sparse bool, ins ...*btVal) btVal {
	r := 0
	for _, x := range ins {
		r += x.r
	}
	c := ins[0].c
	out := btNew(r, c, sparse)
	o := 0
	for _, x := range ins {
		for i := 0; i < x.r; i++ {
			for j := 0; j < c; j++ {
				v, z := x.at(i, j)
				out.set(o+i, j, v, z)
			}
		}
		o += x.r
	}
	return out
}

func btSetSlice(x, y *btVal, r0, r1, c0, c1 int) btVal {
	out := btNew(x.r, x.c, x.sparse)
	for i := 0; i < x.r; i++ {
		for j := 0; j < x.c; j++ {
			v, z := x.at(i, j)
			if i >= r0 && i < r1 && j >= c0 && j < c1 {
				if y.r*y.c == 1 {
					v, z = y.at(0, 0)
				} else {
					v, z = y.at(i-r0, j-c0)
				}
			}
			out.set(i, j, v, z)
		}
	}
	return out
}

func btReshape(x *btVal, r, c int) btVal {
	out := *x
	out.r, out.c = r, c
	out.v = append([]float64(nil), x.v...)
	out.z = append([]bool(nil), x.z...)
	return out
}

func btRev(x *btVal) btVal {
	out := btNew(x.r, x.c, x.sparse)
	for i := 0; i < x.r; i++ {
		for j := 0; j < x.c; j++ {
			v, z := x.at(x.r-1-i, j)
			out.set(i, j, v, z)
		}
	}
	return out
}

func btDiag(x *btVal) btVal {
	n := x.r
	switch {
	case n == 1 && x.c == 1:
		return btVal{r: 1, c: 1, v: []float64{x.v[0]}}
	case x.c == 1:
		out := btNew(n, n, true)
		for i := 0; i < n; i++ {
			v, z := x.at(i, 0)
			out.set(i, i, v, z)
		}
		return out
	}
	out := btNew(n, 1, false)
	for i := 0; i < n; i++ {
		out.v[i] = x.v[i*n+i]
	}
	return out
}

func btTri(x *btVal, upper, diag bool) btVal {
	out := btNew(x.r, x.c, x.sparse)
	for i := 0; i < x.r; i++ {
		for j := 0; j < x.c; j++ {
			keep := j < i || (diag && j == i)
			if upper {
				keep = j > i || (diag && j == i)
			}
			if keep {
				v, z := x.at(i, j)
				out.set(i, j, v, z)
			}
		}
	}
	return out
}

func btOuter(op hop.OpCode, u, v *btVal) btVal {
	n, m := u.r*u.c, v.r*v.c
	rule := hop.BinaryRule(op, btClass(u), btClass(v), u.v[0], v.v[0])
	out := btNew(n, m, false)
	for i := 0; i < n; i++ {
		for j := 0; j < m; j++ {
			za := u.sparse && u.z[i]
			zb := v.sparse && v.z[j]
			if !rule.Apply(za, zb) {
				out.v[i*m+j] = hop.EvalBinary(op, u.v[i], v.v[j])
			}
		}
	}
	return out
}

// structureCase runs f on ins with threads 1, 2 and 3, checks inputs are
// neither modified nor aliased, and compares the results bit for bit with
// want and with each other.
func structureCase(t *testing.T, what string, ins []*btVal, want btVal, f func(e *Exec, ms []mat.Matrix) (mat.Matrix, error)) {
	t.Helper()
	for _, threads := range []int{1, 2, 3} {
		e := &Exec{Threads: threads}
		_, got, err := btCall(t, ins, func(ms []mat.Matrix) (mat.Matrix, error) { return f(e, ms) })
		if err != nil {
			t.Fatalf("%s threads=%d: %v", what, threads, err)
		}
		btCompare(t, fmt.Sprintf("%s threads=%d", what, threads), got, want, nil)
	}
}

func TestStructure(t *testing.T) {
	for _, sz := range [][2]int{{9, 7}, {1, 6}, {8, 1}, {6, 6}, {1, 1}, {40, 33}} {
		n, m := sz[0], sz[1]
		pool := btAggPool(uint64(13*n+m), n, m)
		for k := range pool {
			a := &pool[k]
			one := func(what string, want btVal, f func(e *Exec, x mat.Matrix) (mat.Matrix, error)) {
				t.Helper()
				structureCase(t, what+"("+a.name+")", []*btVal{a}, want,
					func(e *Exec, ms []mat.Matrix) (mat.Matrix, error) { return f(e, ms[0]) })
			}
			one("rev", btRev(a), (*Exec).Rev)
			cells := a.r * a.c
			for _, c := range []int{1, cells, a.r} {
				if cells%c == 0 {
					r := cells / c
					one(fmt.Sprintf("reshape %dx%d", r, c), btReshape(a, r, c),
						func(e *Exec, x mat.Matrix) (mat.Matrix, error) { return e.Reshape(x, r, c) })
				}
			}
			for _, upper := range []bool{false, true} {
				for _, diag := range []bool{false, true} {
					one(fmt.Sprintf("tri upper=%v diag=%v", upper, diag), btTri(a, upper, diag),
						func(e *Exec, x mat.Matrix) (mat.Matrix, error) { return e.Tri(x, upper, diag) })
				}
			}
			if a.c == 1 || a.r == a.c {
				one("diag", btDiag(a), (*Exec).Diag)
			}
			// Left indexing with every same-shaped value of the pool and
			// with scalars.
			for s := range pool {
				y := &pool[s]
				var bounds [4]int
				switch {
				case y.r*y.c == 1:
					bounds = [4]int{a.r / 3, a.r, a.c / 2, a.c}
				case y.r == a.r && y.c == a.c:
					bounds = [4]int{0, a.r, 0, a.c}
				case y.r == 1 && y.c == a.c:
					bounds = [4]int{a.r - 1, a.r, 0, a.c}
				case y.c == 1 && y.r == a.r && a.c > 1:
					bounds = [4]int{0, a.r, 1, 2}
				default:
					continue
				}
				structureCase(t, fmt.Sprintf("setslice%v(%s, %s)", bounds, a.name, y.name), []*btVal{a, y},
					btSetSlice(a, y, bounds[0], bounds[1], bounds[2], bounds[3]),
					func(e *Exec, ms []mat.Matrix) (mat.Matrix, error) {
						return e.SetSlice(ms[0], ms[1], bounds[0], bounds[1], bounds[2], bounds[3])
					})
			}
		}
		// RBind of same-column inputs, one to three at a time.
		var same []*btVal
		for k := range pool {
			if pool[k].c == m {
				same = append(same, &pool[k])
			}
		}
		for _, x := range same {
			for _, y := range same {
				for _, ins := range [][]*btVal{{x}, {x, y}, {y, x, y}} {
					for _, sparse := range []bool{false, true} {
						structureCase(t, fmt.Sprintf("rbind sparse=%v (%s, %s; %d)", sparse, x.name, y.name, len(ins)), ins, btRBind(sparse, ins...),
							func(e *Exec, ms []mat.Matrix) (mat.Matrix, error) { return e.RBind(sparse, ms...) })
					}
				}
			}
		}
		// Outer over every pair of vectors, for every binary operation.
		var vecs []*btVal
		for k := range pool {
			if pool[k].r == 1 || pool[k].c == 1 {
				vecs = append(vecs, &pool[k])
			}
		}
		for _, u := range vecs {
			for _, v := range vecs {
				for _, op := range btBinaryOps {
					structureCase(t, fmt.Sprintf("outer %v(%s, %s)", op, u.name, v.name), []*btVal{u, v}, btOuter(op, u, v),
						func(e *Exec, ms []mat.Matrix) (mat.Matrix, error) { return e.Outer(op, ms[0], ms[1]) })
				}
			}
		}
	}
}

func TestTable(t *testing.T) {
	a := btVal{name: "a", r: 7, c: 1, v: []float64{1, 2, 2, 3, 1, 2, 5}}
	b := btVal{name: "b", r: 7, c: 1, v: []float64{1, 1, 1, 2, 3, 1, 1}}
	one := btScalar(2, false, false)
	sp := btVal{name: "b-csr", r: 7, c: 1, v: []float64{1, 1, 1, 2, 3, 1, 1}, z: make([]bool, 7), sparse: true}
	cases := []struct {
		name       string
		a, b       *btVal
		rows, cols int
	}{
		{"counts", &a, &b, 5, 3},
		{"dropped", &a, &b, 2, 2},
		{"wide", &a, &b, 3, 10},
		{"scalar b", &a, &one, 4, 2},
		{"scalar a", &one, &b, 2, 3},
		{"csr b", &a, &sp, 5, 3},
		{"1x1", &a, &b, 1, 1},
	}
	for _, c := range cases {
		// Reference: count pairs in a map.
		counts := map[[2]int]float64{}
		n := max(c.a.r, c.b.r)
		for k := 0; k < n; k++ {
			p, q := int(c.a.v[min(k, c.a.r-1)]), int(c.b.v[min(k, c.b.r-1)])
			if p <= c.rows && q <= c.cols {
				counts[[2]int{p - 1, q - 1}]++
			}
		}
		want := btNew(c.rows, c.cols, c.rows*c.cols > 1)
		for pq, cnt := range counts {
			want.set(pq[0], pq[1], cnt, false)
		}
		if c.rows*c.cols == 1 {
			want.v[0] = counts[[2]int{0, 0}]
		}
		structureCase(t, "table "+c.name, []*btVal{c.a, c.b}, want,
			func(e *Exec, ms []mat.Matrix) (mat.Matrix, error) { return e.Table(ms[0], ms[1], c.rows, c.cols) })
	}
	e := &Exec{}
	for _, bad := range []float64{0, -1, 1.5, math.NaN(), math.Inf(1)} {
		x := mat.NewDense(3, 1, []float64{1, bad, 2})
		if _, err := e.Table(x, x, 3, 3); !errors.Is(err, hop.ErrShape) {
			t.Errorf("table with value %v: %v, want ErrShape", bad, err)
		}
	}
	// A CSR index vector with a structural zero holds the invalid value 0.
	z := matrix.NewCSRFromParts(2, 1, []int64{0, 1, 1}, []int32{0}, []float64{1})
	if _, err := e.Table(z, z, 2, 2); !errors.Is(err, hop.ErrShape) {
		t.Errorf("table with a structural zero: %v, want ErrShape", err)
	}
}

func TestSeqFill(t *testing.T) {
	e := &Exec{}
	cases := []struct {
		from, to, by float64
		want         []float64
	}{
		{1, 5, 1, []float64{1, 2, 3, 4, 5}},
		{5, 1, -2, []float64{5, 3, 1}},
		{0, 1, 0.25, []float64{0, 0.25, 0.5, 0.75, 1}},
		{1, 2, 0.3, []float64{1, 1.3, 1.6, 1.9}},
		{2, 2, 0, []float64{2}},
		{-1, 1, 3, []float64{-1}},
	}
	for _, c := range cases {
		res, err := e.Seq(c.from, c.to, c.by)
		if err != nil {
			t.Fatalf("seq(%v, %v, %v): %v", c.from, c.to, c.by, err)
		}
		got := btFrom(t, res)
		if got.c != 1 || got.r != len(c.want) {
			t.Fatalf("seq(%v, %v, %v) is %dx%d, want %dx1", c.from, c.to, c.by, got.r, got.c, len(c.want))
		}
		for i, w := range c.want {
			if !btSameBits(got.v[i], w) {
				t.Errorf("seq(%v, %v, %v)[%d] = %v, want %v", c.from, c.to, c.by, i, got.v[i], w)
			}
		}
	}
	// R's seq(0, 1, 0.1) has 11 elements ending exactly at 1, element i
	// being i*0.1 rounded once.
	res, err := e.Seq(0, 1, 0.1)
	if err != nil {
		t.Fatal(err)
	}
	got := btFrom(t, res)
	step := 0.1 // a variable: the constant 3*0.1 would be exact
	if got.r != 11 || got.v[10] != 1 || got.v[3] != 3*step || got.v[3] == 0.3 {
		t.Errorf("seq(0, 1, 0.1) = %v", got.v)
	}
	for _, bad := range [][3]float64{{1, 2, 0}, {1, 2, -1}, {math.NaN(), 1, 1}, {0, math.Inf(1), 1}} {
		if _, err := e.Seq(bad[0], bad[1], bad[2]); !errors.Is(err, hop.ErrShape) {
			t.Errorf("seq%v: %v, want ErrShape", bad, err)
		}
	}
	negZero := math.Copysign(0, -1)
	for _, v := range []float64{2.5, negZero, math.NaN(), math.Inf(-1)} {
		res, err := e.Fill(v, 3, 4, false)
		if err != nil {
			t.Fatal(err)
		}
		for _, x := range btFrom(t, res).v {
			if !btSameBits(x, v) {
				t.Fatalf("fill(%v) has a cell %v", v, x)
			}
		}
	}
	res, err = e.Fill(0, 3, 4, true)
	if err != nil {
		t.Fatal(err)
	}
	if s, ok := res.(*matrix.CSR); !ok || s.NNZ() != 0 {
		t.Errorf("fill(0) sparse = %T %v, want an empty CSR", res, res)
	}
	if _, err := e.Fill(negZero, 3, 4, true); err == nil {
		t.Error("fill(-0) as a CSR accepted: -0 is not a structural zero")
	}
}

// TestRand: the cells lie in [lo, hi), the density is that asked for,
// the values are bit for bit the same for 1, 2 and 3 threads and on a
// second call, and different seeds give different values.
func TestRand(t *testing.T) {
	cases := []struct {
		rows, cols int
		lo, hi, sp float64
	}{
		{300, 200, -2, 3, 1},   // dense, several blocks
		{300, 200, 0, 1, 0.05}, // sparse, several blocks
		{1, 40000, 5, 6, 0.5},  // one row wider than a block
		{1000, 3, 0, 1, 0.999}, // nearly full
		{50, 50, 0, 1, 0},      // empty
		{1, 1, 0, 1, 0.5},      // 1 x 1: dense
		{7, 9, 2, 2, 1},        // a point range
	}
	for _, c := range cases {
		what := fmt.Sprintf("rand %dx%d [%v,%v) sp=%v", c.rows, c.cols, c.lo, c.hi, c.sp)
		var first btVal
		for k, threads := range []int{1, 2, 3, 1} {
			res, err := (&Exec{Threads: threads}).Rand(c.rows, c.cols, c.lo, c.hi, c.sp, 42)
			if err != nil {
				t.Fatalf("%s: %v", what, err)
			}
			got := btFrom(t, res)
			if k == 0 {
				first = got
				continue
			}
			btCompare(t, fmt.Sprintf("%s threads=%d vs first", what, threads), got, first, nil)
		}
		if wantSparse := c.sp < 1 && c.rows*c.cols > 1; first.sparse != wantSparse {
			t.Fatalf("%s: sparse=%v, want %v", what, first.sparse, wantSparse)
		}
		stored := 0
		for k, v := range first.v {
			if first.sparse && first.z[k] {
				continue
			}
			stored++
			if v < c.lo || v >= c.hi && c.hi > c.lo || math.IsNaN(v) {
				t.Fatalf("%s: cell %v outside [%v, %v)", what, v, c.lo, c.hi)
			}
		}
		if first.sparse {
			cells := float64(c.rows * c.cols)
			mean, sd := c.sp*cells, math.Sqrt(cells*c.sp*(1-c.sp))
			if math.Abs(float64(stored)-mean) > 6*sd+1 {
				t.Errorf("%s: %d stored cells, expected %v +- %v", what, stored, mean, sd)
			}
		}
		other, err := (&Exec{}).Rand(c.rows, c.cols, c.lo, c.hi, c.sp, 43)
		if err != nil {
			t.Fatal(err)
		}
		if stored > 10 && c.hi > c.lo && btHash(other) == btHash(first.matrix()) {
			t.Errorf("%s: seeds 42 and 43 give the same matrix", what)
		}
	}
}

// TestLinalg checks Solve, Inverse and Cholesky by their defining
// properties (residuals against the input), on dense and CSR operands,
// and their errors.
func TestLinalg(t *testing.T) {
	e := &Exec{Threads: 2}
	A := btVal{name: "spd", r: 3, c: 3, v: []float64{4, 1, 0, 1, 3, 1, 0, 1, 2}}
	As := btVal{name: "spd-csr", r: 3, c: 3, v: A.v, z: []bool{false, false, true, false, false, false, true, false, false}, sparse: true}
	b := btVal{name: "b", r: 3, c: 2, v: []float64{1, 2, math.Copysign(0, -1), 3, -1, 0.5}}
	for _, a := range []*btVal{&A, &As} {
		_, x, err := btCall(t, []*btVal{a, &b}, func(ms []mat.Matrix) (mat.Matrix, error) { return e.Solve(ms[0], ms[1]) })
		if err != nil {
			t.Fatalf("solve(%s): %v", a.name, err)
		}
		// A x = b.
		for i := 0; i < 3; i++ {
			for j := 0; j < 2; j++ {
				s := 0.0
				for k := 0; k < 3; k++ {
					s += A.v[i*3+k] * x.v[k*2+j]
				}
				if math.Abs(s-b.v[i*2+j]) > 1e-12 {
					t.Errorf("solve(%s): residual at (%d,%d): %v vs %v", a.name, i, j, s, b.v[i*2+j])
				}
			}
		}
		_, inv, err := btCall(t, []*btVal{a}, func(ms []mat.Matrix) (mat.Matrix, error) { return e.Inverse(ms[0]) })
		if err != nil {
			t.Fatalf("inverse(%s): %v", a.name, err)
		}
		_, l, err := btCall(t, []*btVal{a}, func(ms []mat.Matrix) (mat.Matrix, error) { return e.Cholesky(ms[0]) })
		if err != nil {
			t.Fatalf("cholesky(%s): %v", a.name, err)
		}
		for i := 0; i < 3; i++ {
			for j := 0; j < 3; j++ {
				id, llt := 0.0, 0.0
				for k := 0; k < 3; k++ {
					id += A.v[i*3+k] * inv.v[k*3+j]
					llt += l.v[i*3+k] * l.v[j*3+k]
				}
				if want := btB2f(i == j); math.Abs(id-want) > 1e-12 {
					t.Errorf("inverse(%s): A %%*%% inv at (%d,%d) = %v", a.name, i, j, id)
				}
				if math.Abs(llt-A.v[i*3+j]) > 1e-12 {
					t.Errorf("cholesky(%s): L t(L) at (%d,%d) = %v, want %v", a.name, i, j, llt, A.v[i*3+j])
				}
				if j > i && math.Float64bits(l.v[i*3+j]) != 0 {
					t.Errorf("cholesky(%s): cell (%d,%d) above the diagonal is %v, want +0", a.name, i, j, l.v[i*3+j])
				}
			}
		}
	}
	// A 1 x 1 system.
	if x, err := e.Solve(mat.NewDense(1, 1, []float64{4}), mat.NewDense(1, 1, []float64{2})); err != nil || x.At(0, 0) != 0.5 {
		t.Errorf("solve(4, 2) = %v, %v", x, err)
	}
	sing := mat.NewDense(2, 2, []float64{1, 2, 2, 4})
	nan := mat.NewDense(2, 2, []float64{1, math.NaN(), 0, 1})
	inf := mat.NewDense(2, 2, []float64{math.Inf(1), 0, 0, 1})
	notSym := mat.NewDense(2, 2, []float64{2, 1, 0, 2})
	indef := mat.NewDense(2, 2, []float64{1, 2, 2, 1})
	rect := mat.NewDense(2, 3, nil)
	col := mat.NewDense(2, 1, []float64{1, 1})
	errs := []struct {
		name string
		run  func() (mat.Matrix, error)
		want error
	}{
		{"solve singular", func() (mat.Matrix, error) { return e.Solve(sing, col) }, ErrSingular},
		{"solve zero", func() (mat.Matrix, error) { return e.Solve(mat.NewDense(2, 2, nil), col) }, ErrSingular},
		{"solve nan", func() (mat.Matrix, error) { return e.Solve(nan, col) }, ErrSingular},
		{"inverse singular", func() (mat.Matrix, error) { return e.Inverse(sing) }, ErrSingular},
		{"inverse inf", func() (mat.Matrix, error) { return e.Inverse(inf) }, ErrSingular},
		{"cholesky asymmetric", func() (mat.Matrix, error) { return e.Cholesky(notSym) }, ErrNotPositiveDefinite},
		{"cholesky indefinite", func() (mat.Matrix, error) { return e.Cholesky(indef) }, ErrNotPositiveDefinite},
		{"cholesky singular", func() (mat.Matrix, error) { return e.Cholesky(sing) }, ErrNotPositiveDefinite},
		{"cholesky nan", func() (mat.Matrix, error) { return e.Cholesky(nan) }, ErrNotPositiveDefinite},
		{"cholesky inf", func() (mat.Matrix, error) { return e.Cholesky(inf) }, ErrNotPositiveDefinite},
		{"solve rect", func() (mat.Matrix, error) { return e.Solve(rect, col) }, hop.ErrShape},
		{"solve rows", func() (mat.Matrix, error) { return e.Solve(sing, mat.NewDense(3, 1, nil)) }, hop.ErrShape},
		{"inverse rect", func() (mat.Matrix, error) { return e.Inverse(rect) }, hop.ErrShape},
		{"cholesky rect", func() (mat.Matrix, error) { return e.Cholesky(rect) }, hop.ErrShape},
	}
	for _, c := range errs {
		if v, err := c.run(); !errors.Is(err, c.want) {
			t.Errorf("%s: %v (result %v), want %v", c.name, err, v, c.want)
		}
	}
}

func btB2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

// TestStructureErrors: bad shapes are errors wrapping hop.ErrShape, never
// panics, and large results go through the checked allocator.
func TestStructureErrors(t *testing.T) {
	e := &Exec{Threads: 2}
	d23 := mat.NewDense(2, 3, nil)
	d32 := mat.NewDense(3, 2, nil)
	col := mat.NewDense(3, 1, nil)
	cases := []struct {
		name string
		run  func() (mat.Matrix, error)
	}{
		{"rbind cols", func() (mat.Matrix, error) { return e.RBind(false, d23, d32) }},
		{"setslice range", func() (mat.Matrix, error) { return e.SetSlice(d23, col, 0, 3, 0, 1) }},
		{"setslice shape", func() (mat.Matrix, error) { return e.SetSlice(d23, d23, 0, 2, 0, 2) }},
		{"reshape", func() (mat.Matrix, error) { return e.Reshape(d23, 4, 2) }},
		{"diag", func() (mat.Matrix, error) { return e.Diag(d23) }},
		{"diag row", func() (mat.Matrix, error) { return e.Diag(mat.NewDense(1, 3, nil)) }},
		{"outer matrix", func() (mat.Matrix, error) { return e.Outer(hop.OpAdd, d23, col) }},
		{"table cols", func() (mat.Matrix, error) { return e.Table(d23, col, 2, 2) }},
	}
	for _, c := range cases {
		if v, err := c.run(); !errors.Is(err, hop.ErrShape) {
			t.Errorf("%s: %v (result %v), want ErrShape", c.name, err, v)
		}
	}
	if _, err := e.RBind(true); err == nil {
		t.Error("rbind of nothing accepted")
	}
	if _, err := e.Outer(hop.OpExp, col, col); err == nil {
		t.Error("outer with a unary operation accepted")
	}
	big := mat.NewDense(4096, 4096, nil) // 128 MiB of results below
	bigCol := mat.NewDense(8192, 1, nil)
	lim := &Exec{Threads: 2, MemoryLimit: 64 << 20}
	budget := []struct {
		name string
		run  func() (mat.Matrix, error)
	}{
		{"rbind", func() (mat.Matrix, error) { return lim.RBind(false, big, big) }},
		{"setslice", func() (mat.Matrix, error) { return lim.SetSlice(big, mat.NewDense(1, 1, nil), 0, 1, 0, 1) }},
		{"reshape", func() (mat.Matrix, error) { return lim.Reshape(big, 2048, 8192) }},
		{"rev", func() (mat.Matrix, error) { return lim.Rev(big) }},
		{"tri", func() (mat.Matrix, error) { return lim.Tri(big, false, true) }},
		{"fill", func() (mat.Matrix, error) { return lim.Fill(1, 8192, 8192, false) }},
		{"rand", func() (mat.Matrix, error) { return lim.Rand(8192, 8192, 0, 1, 1, 1) }},
		{"rand sparse", func() (mat.Matrix, error) { return lim.Rand(100000, 100000, 0, 1, 0.01, 1) }},
		{"outer", func() (mat.Matrix, error) { return lim.Outer(hop.OpMul, bigCol, bigCol) }},
		{"inverse", func() (mat.Matrix, error) { return lim.Inverse(big) }},
	}
	for _, c := range budget {
		if v, err := c.run(); !errors.Is(err, ErrMemoryBudget) {
			t.Errorf("%s: %v (result %T), want ErrMemoryBudget", c.name, err, v)
		}
	}
}
