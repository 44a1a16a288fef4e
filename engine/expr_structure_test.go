package engine_test

import (
	"context"
	"errors"
	"math"
	"strings"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/matrix"
)

// structDense returns a 5 x 4 matrix with NaN, +Inf, -Inf and -0 cells.
func structDense() *mat.Dense {
	d := mat.NewDense(5, 4, nil)
	for i := 0; i < 5; i++ {
		for j := 0; j < 4; j++ {
			d.Set(i, j, float64(3*i-2*j)+0.25)
		}
	}
	d.Set(0, 1, math.NaN())
	d.Set(1, 2, math.Inf(1))
	d.Set(2, 0, math.Inf(-1))
	d.Set(3, 3, math.Copysign(0, -1))
	return d
}

// structSparse returns a 5 x 4 CSR with an empty row and a NaN cell.
func structSparse(t *testing.T) *matrix.CSR {
	s, err := matrix.FromTriplets(5, 4, []int{0, 0, 2, 3, 4}, []int{1, 3, 2, 0, 3}, []float64{2, math.NaN(), -1.5, 4, math.Copysign(0, -1)})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// denseOf copies any matrix cell by cell.
func denseOf(m mat.Matrix) *mat.Dense {
	r, c := m.Dims()
	d := mat.NewDense(r, c, nil)
	for i := 0; i < r; i++ {
		for j := 0; j < c; j++ {
			d.Set(i, j, m.At(i, j))
		}
	}
	return d
}

// refFunc builds a reference r x c matrix cell by cell.
func refFunc(r, c int, f func(i, j int) float64) *mat.Dense {
	d := mat.NewDense(r, c, nil)
	for i := 0; i < r; i++ {
		for j := 0; j < c; j++ {
			d.Set(i, j, f(i, j))
		}
	}
	return d
}

// sameBits reports bit equality with every NaN equal to every NaN.
func sameBits(a, b float64) bool {
	if a != a || b != b {
		return a != a && b != b
	}
	return math.Float64bits(a) == math.Float64bits(b)
}

// TestStructureOps evaluates each structural operation, alone and under a
// fused consumer, under every policy, against references built cell by
// cell; exact operations must match bit for bit.
func TestStructureOps(t *testing.T) {
	D := structDense()
	S := structSparse(t)
	Dh, Sh := denseOf(D), denseOf(S)
	X, Y := engine.Dense(D), engine.Sparse(S)
	v := mat.NewVecDense(3, []float64{2, math.Copysign(0, -1), math.NaN()})
	V := engine.Vector(v)
	u := mat.NewVecDense(2, []float64{1, -3})
	U := engine.Vector(u)
	at := func(m *mat.Dense, i, j int) float64 { return m.At(i, j) }
	cases := []struct {
		name   string
		e      *engine.Expr
		want   *mat.Dense
		sparse bool
	}{
		{"rbind", engine.RBind(X, Y, X), refFunc(15, 4, func(i, j int) float64 {
			if i/5 == 1 {
				return at(Sh, i%5, j)
			}
			return at(Dh, i%5, j)
		}), false},
		{"rbind sparse", engine.RBind(Y, Y), refFunc(10, 4, func(i, j int) float64 { return at(Sh, i%5, j) }), true},
		{"cbind n-ary", engine.CBind(X, Y, X), refFunc(5, 12, func(i, j int) float64 {
			if j/4 == 1 {
				return at(Sh, i, j%4)
			}
			return at(Dh, i, j%4)
		}), true},
		{"setslice", X.SetSlice(1, 3, 1, 4, Y.Slice(0, 2, 0, 3)), refFunc(5, 4, func(i, j int) float64 {
			if i >= 1 && i < 3 && j >= 1 {
				return at(Sh, i-1, j-1)
			}
			return at(Dh, i, j)
		}), false},
		{"setslice sparse", Y.SetSlice(0, 5, 2, 3, engine.Scalar(7)), refFunc(5, 4, func(i, j int) float64 {
			if j == 2 {
				return 7
			}
			return at(Sh, i, j)
		}), true},
		{"reshape", X.Reshape(2, 10), refFunc(2, 10, func(i, j int) float64 { k := i*10 + j; return at(Dh, k/4, k%4) }), false},
		{"reshape sparse", Y.Reshape(10, 2), refFunc(10, 2, func(i, j int) float64 { k := i*2 + j; return at(Sh, k/4, k%4) }), true},
		{"rev", Y.Rev(), refFunc(5, 4, func(i, j int) float64 { return at(Sh, 4-i, j) }), true},
		{"diag of vector", V.Diag(), refFunc(3, 3, func(i, j int) float64 {
			if i == j {
				return v.AtVec(i)
			}
			return 0
		}), true},
		{"diag of square", X.Slice(0, 4, 0, 4).Diag(), refFunc(4, 1, func(i, _ int) float64 { return at(Dh, i, i) }), false},
		{"lowertri", X.LowerTri(false), refFunc(5, 4, func(i, j int) float64 {
			if j < i {
				return at(Dh, i, j)
			}
			return 0
		}), false},
		{"uppertri diag", Y.UpperTri(true), refFunc(5, 4, func(i, j int) float64 {
			if j >= i {
				return at(Sh, i, j)
			}
			return 0
		}), true},
		{"seq", engine.Seq(10, 1, -2.5), refFunc(4, 1, func(i, _ int) float64 { return 10 - 2.5*float64(i) }), false},
		{"fill", engine.Fill(math.Copysign(0, -1), 2, 3), refFunc(2, 3, func(int, int) float64 { return math.Copysign(0, -1) }), false},
		{"fill zero", engine.Fill(0, 2, 3), mat.NewDense(2, 3, nil), true},
		{"outer", V.Outer(U, (*engine.Expr).Mul), refFunc(3, 2, func(i, j int) float64 { return v.AtVec(i) * u.AtVec(j) }), false},
		{"outer row", U.Outer(V.T(), (*engine.Expr).Minimum), refFunc(2, 3, func(i, j int) float64 {
			return math.Min(u.AtVec(i), v.AtVec(j))
		}), false},
		{"table", engine.Table(engine.Seq(1, 3, 1), engine.Vector(mat.NewVecDense(3, []float64{2, 2, 1})), 3, 2),
			mat.NewDense(3, 2, []float64{0, 1, 0, 1, 1, 0}), true},
		// Fused consumers read the structural results.
		{"rbind row sums", engine.RBind(X, Y).Mul(engine.Scalar(2)).RowSums(), refFunc(10, 1, func(i, _ int) float64 {
			m := Dh
			if i >= 5 {
				m = Sh
			}
			s := 0.0
			for j := 0; j < 4; j++ {
				s += 2 * at(m, i%5, j)
			}
			return s
		}), false},
		{"rev minus", X.Rev().Sub(X), refFunc(5, 4, func(i, j int) float64 { return at(Dh, 4-i, j) - at(Dh, i, j) }), false},
	}
	for _, p := range cumPolicies {
		eng := cumEngine(t, p)
		outs := make([]*engine.Expr, len(cases))
		for k, c := range cases {
			if err := c.e.Err(); err != nil {
				t.Fatalf("%s: %v", c.name, err)
			}
			outs[k] = c.e
		}
		res, err := eng.Eval(context.Background(), outs...)
		if err != nil {
			t.Fatalf("%v: %v", p, err)
		}
		for k, c := range cases {
			got := res.Matrix(k)
			if _, isCSR := got.(*matrix.CSR); isCSR != c.sparse {
				t.Errorf("%v %s: result %T, want sparse=%v", p, c.name, got, c.sparse)
			}
			if strings.Contains(c.name, "row sums") {
				cumNear(t, p.String()+" "+c.name, got, c.want)
				continue
			}
			r, cc := got.Dims()
			if wr, wc := c.want.Dims(); r != wr || cc != wc {
				t.Fatalf("%v %s: %dx%d, want %dx%d", p, c.name, r, cc, wr, wc)
			}
			for i := 0; i < r; i++ {
				for j := 0; j < cc; j++ {
					if g, w := got.At(i, j), c.want.At(i, j); !sameBits(g, w) {
						t.Fatalf("%v %s: (%d,%d) = %v, want %v", p, c.name, i, j, g, w)
					}
				}
			}
		}
	}
	// Left indexing is copy on write: X's data is untouched.
	for i := 0; i < 5; i++ {
		for j := 0; j < 4; j++ {
			if !sameBits(D.At(i, j), structDense().At(i, j)) {
				t.Fatalf("operand modified at (%d,%d)", i, j)
			}
		}
	}
}

// TestRandEngines: a seeded Rand is bit for bit the same under every
// policy and for 1, 2 and 3 threads, also when a fused operator consumes
// it; different seeds differ.
func TestRandEngines(t *testing.T) {
	mk := func(seed uint64) []*engine.Expr {
		r := engine.Rand(700, 60, -1, 1, seed)
		s := engine.RandSparse(700, 60, 0.1, 0, 5, seed)
		return []*engine.Expr{r, s, r.Mul(engine.Scalar(3)).Add(s), r.Add(s).RowSums()}
	}
	var first []mat.Matrix
	for _, p := range cumPolicies {
		for _, threads := range []int{1, 2, 3} {
			eng, err := engine.New(engine.WithCompileMode(engine.CompileSync), engine.WithCacheDir(""), engine.WithPolicy(p), engine.WithThreads(threads))
			if err != nil {
				t.Fatal(err)
			}
			res, err := eng.Eval(context.Background(), mk(42)...)
			eng.Close()
			if err != nil {
				t.Fatalf("%v threads %d: %v", p, threads, err)
			}
			if first == nil {
				for k := range 4 {
					first = append(first, res.Matrix(k))
				}
				if _, ok := first[1].(*matrix.CSR); !ok {
					t.Fatalf("RandSparse gave %T, want a CSR", first[1])
				}
				continue
			}
			for k := range 3 { // the row sums may be added in another order
				g, w := res.Matrix(k), first[k]
				r, c := w.Dims()
				for i := 0; i < r; i++ {
					for j := 0; j < c; j++ {
						if !sameBits(g.At(i, j), w.At(i, j)) {
							t.Fatalf("%v threads %d output %d: (%d,%d) = %v, first run %v", p, threads, k, i, j, g.At(i, j), w.At(i, j))
						}
					}
				}
			}
			cumNear(t, "rand row sums", res.Matrix(3), denseOf(first[3]))
		}
	}
	eng := cumEngine(t, engine.PolicyCostBased)
	res, err := eng.Eval(context.Background(), mk(43)[0])
	if err != nil {
		t.Fatal(err)
	}
	if mat.Equal(res.Matrix(0), first[0]) {
		t.Fatal("seeds 42 and 43 give the same matrix")
	}
	// Two draws with equal arguments stay two operators.
	a, b := engine.Rand(3, 3, 0, 1, 5), engine.Rand(3, 3, 0, 1, 5)
	text, err := eng.Explain(a.Add(b))
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(text, "rand(0,1,sp=1,seed=5)"); n != 2 {
		t.Fatalf("%d rand operators in the DAG, want 2:\n%s", n, text)
	}
}

// TestLinalgOps solves a small regression's normal equations three ways
// and checks the errors of singular and indefinite inputs.
func TestLinalgOps(t *testing.T) {
	A := mat.NewDense(3, 3, []float64{4, 1, 0, 1, 3, 1, 0, 1, 2})
	b := mat.NewDense(3, 2, []float64{1, 0, 2, 1, -1, 3})
	var want mat.Dense
	if err := want.Solve(A, b); err != nil {
		t.Fatal(err)
	}
	XA, Xb := engine.Dense(A), engine.Dense(b)
	L := XA.Cholesky()
	outs := []*engine.Expr{
		XA.Solve(Xb),
		XA.Inverse().MatMul(Xb),
		L.MatMul(L.T()),
		L.UpperTri(false).Sum(),
		engine.Sparse(matrix.FromDense(A)).Solve(Xb).Mul(engine.Scalar(2)),
	}
	for _, p := range cumPolicies {
		res, err := cumEngine(t, p).Eval(context.Background(), outs...)
		if err != nil {
			t.Fatalf("%v: %v", p, err)
		}
		cumNear(t, "solve", res.Matrix(0), &want)
		cumNear(t, "inverse", res.Matrix(1), &want)
		cumNear(t, "cholesky", res.Matrix(2), A)
		if s, err := res.ScalarErr(3); err != nil || math.Float64bits(s) != 0 {
			t.Fatalf("upper triangle of L sums to %v (%v), want +0", s, err)
		}
		var twice mat.Dense
		twice.Scale(2, &want)
		cumNear(t, "sparse solve", res.Matrix(4), &twice)
	}
	eng := cumEngine(t, engine.PolicyCostBased)
	sing := engine.Dense(mat.NewDense(2, 2, []float64{1, 2, 2, 4}))
	if _, err := eng.Eval(context.Background(), sing.Solve(engine.Fill(1, 2, 1))); !errors.Is(err, engine.ErrSingular) {
		t.Errorf("singular solve: %v, want ErrSingular", err)
	}
	if _, err := eng.Eval(context.Background(), sing.Inverse()); !errors.Is(err, engine.ErrSingular) {
		t.Errorf("singular inverse: %v, want ErrSingular", err)
	}
	if _, err := eng.Eval(context.Background(), sing.Cholesky()); !errors.Is(err, engine.ErrNotPositiveDefinite) {
		t.Errorf("singular cholesky: %v, want ErrNotPositiveDefinite", err)
	}
}

// TestStructureErrors: bad shapes are recorded on the expression and
// wrap ErrShape; data errors surface from Eval.
func TestStructureErrors(t *testing.T) {
	X := engine.Dense(mat.NewDense(3, 2, nil))
	v := engine.Vector(mat.NewVecDense(3, nil))
	bad := map[string]*engine.Expr{
		"rbind":         engine.RBind(X, X.T()),
		"rbind nil":     engine.RBind(X, nil),
		"setslice":      X.SetSlice(0, 2, 0, 2, X),
		"setslice out":  X.SetSlice(0, 4, 0, 1, engine.Scalar(1)),
		"reshape":       X.Reshape(4, 2),
		"diag":          X.Diag(),
		"diag row":      v.T().Diag(),
		"seq":           engine.Seq(1, 2, -1),
		"fill":          engine.Fill(1, 0, 3),
		"rand":          engine.Rand(2, 2, 1, 0, 1),
		"rand sparse":   engine.RandSparse(2, 2, 2, 0, 1, 1),
		"outer matrix":  X.Outer(v, (*engine.Expr).Add),
		"outer nil op":  v.Outer(v, nil),
		"outer unary":   v.Outer(v, func(a, _ *engine.Expr) *engine.Expr { return a.Exp() }),
		"outer swapped": v.Outer(v, func(a, b *engine.Expr) *engine.Expr { return b.Sub(a) }),
		"outer panics":  v.Outer(v, func(a, _ *engine.Expr) *engine.Expr { panic("no") }),
		"table":         engine.Table(v, X, 2, 2),
		"solve":         X.Solve(v),
		"inverse":       X.Inverse(),
		"cholesky":      X.Cholesky(),
		"tri of error":  X.Reshape(5, 5).LowerTri(true),
	}
	for name, e := range bad {
		if err := e.Err(); !errors.Is(err, engine.ErrShape) {
			t.Errorf("%s: Err() = %v, want ErrShape", name, err)
		}
	}
	eng := cumEngine(t, engine.PolicyNone)
	idx := engine.Vector(mat.NewVecDense(3, []float64{1, 2.5, 1}))
	if _, err := eng.Eval(context.Background(), engine.Table(idx, idx, 3, 3)); !errors.Is(err, engine.ErrShape) {
		t.Errorf("table of 2.5: %v, want ErrShape", err)
	}
}
