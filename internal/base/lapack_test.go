package base

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/matrix"
)

// laRandom returns a random n x n matrix with entries in [-1, 1) plus
// shift on the diagonal; spd makes it B t(B) + shift I instead.
func laRandom(n int, shift float64, spd bool, seed uint64) *mat.Dense {
	rng := rand.New(rand.NewPCG(seed, 7))
	d := make([]float64, n*n)
	for i := range d {
		d[i] = 2*rng.Float64() - 1
	}
	a := mat.NewDense(n, n, d)
	if spd {
		s := mat.NewDense(n, n, nil)
		s.Mul(a, a.T())
		a = s
	}
	for i := 0; i < n; i++ {
		a.Set(i, i, a.At(i, i)+shift)
	}
	return a
}

// laHilbert is the n x n Hilbert matrix, whose condition number grows
// about e^(3.5 n): about 1e10 at n = 8 and far above 1e16 at n = 14.
func laHilbert(n int) *mat.Dense {
	a := mat.NewDense(n, n, nil)
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			a.Set(i, j, 1/float64(i+j+1))
		}
	}
	return a
}

// TestLinalgBackendsAgree runs Solve, Inverse and Cholesky through
// OpenBLAS's LAPACK and through gonum's on the same operands: both fail
// with the same sentinel error or both succeed with results within 1e-9
// of each other (relative to the larger magnitude past 1), or about
// cond(A) * eps for the ill-conditioned case.
func TestLinalgBackendsAgree(t *testing.T) {
	if !lapackLUAvailable(backendAuto) || !lapackCholAvailable(backendAuto) {
		t.Skipf("OpenBLAS's LAPACK not loaded: %s", BLASInfo())
	}
	e := &Exec{Threads: 2}
	nan := mat.NewDense(3, 3, []float64{4, 1, 0, 1, math.NaN(), 1, 0, 1, 2})
	inf := mat.NewDense(3, 3, []float64{4, 1, 0, 1, math.Inf(-1), 1, 0, 1, 2})
	sing := mat.NewDense(3, 3, []float64{1, 2, 3, 2, 4, 6, 1, 0, 1})
	// Finite cells whose factorization overflows.
	huge := mat.NewDense(2, 2, []float64{1e-300, 1e300, 1e300, 1})
	spd := laRandom(130, 1, true, 3)
	cases := []struct {
		name string
		a    mat.Matrix
		b    mat.Matrix // right-hand side of Solve
		chol bool       // run Cholesky too
		tol  float64    // agreement, 1e-9 when 0: about cond(A) * eps
	}{
		{"1x1", mat.NewDense(1, 1, []float64{4}), mat.NewDense(1, 1, []float64{2}), true, 0},
		{"1x1 zero", mat.NewDense(1, 1, []float64{0}), mat.NewDense(1, 1, []float64{2}), true, 0},
		{"5x5 vector", laRandom(5, 4, false, 1), matrix.RandDense(5, 1, -1, 1, 2), false, 0},
		{"64x64 k=3", laRandom(64, 8, false, 2), matrix.RandDense(64, 3, -1, 1, 3), false, 0},
		{"130 spd k=7", spd, matrix.RandDense(130, 7, -1, 1, 4), true, 0},
		{"130 spd csr rhs", spd, matrix.RandSparse(130, 5, 0.2, -1, 1, 5), true, 0},
		{"csr operand", matrix.FromDense(laRandom(40, 6, true, 6)), matrix.RandDense(40, 2, -1, 1, 6), true, 0},
		{"indefinite", laRandom(20, 0, false, 7), matrix.RandDense(20, 1, -1, 1, 7), true, 0},
		{"hilbert 8", laHilbert(8), matrix.RandDense(8, 2, -1, 1, 8), true, 1e-5},
		{"hilbert 14", laHilbert(14), matrix.RandDense(14, 1, -1, 1, 9), false, 0},
		{"singular", sing, matrix.RandDense(3, 2, -1, 1, 10), true, 0},
		{"zero", mat.NewDense(3, 3, nil), matrix.RandDense(3, 1, -1, 1, 11), true, 0},
		{"nan", nan, matrix.RandDense(3, 1, -1, 1, 12), true, 0},
		{"inf", inf, matrix.RandDense(3, 1, -1, 1, 13), true, 0},
		{"overflow", huge, matrix.RandDense(2, 1, -1, 1, 14), true, 0},
	}
	type run struct {
		op string
		f  func(be blasBackend, c int) (mat.Matrix, error)
	}
	runs := []run{
		{"solve", func(be blasBackend, c int) (mat.Matrix, error) { return e.solve(be, cases[c].a, cases[c].b) }},
		{"inverse", func(be blasBackend, c int) (mat.Matrix, error) { return e.inverse(be, cases[c].a) }},
		{"cholesky", func(be blasBackend, c int) (mat.Matrix, error) { return e.cholesky(be, cases[c].a) }},
	}
	for c, tc := range cases {
		for _, r := range runs {
			if r.op == "cholesky" && !tc.chol {
				continue
			}
			name := fmt.Sprintf("%s/%s", r.op, tc.name)
			ob, oerr := r.f(backendOpenBLAS, c)
			gb, gerr := r.f(backendGonum, c)
			for _, sentinel := range []error{ErrSingular, ErrNotPositiveDefinite} {
				if errors.Is(oerr, sentinel) != errors.Is(gerr, sentinel) {
					t.Errorf("%s: OpenBLAS error %v, gonum error %v", name, oerr, gerr)
				}
			}
			if (oerr == nil) != (gerr == nil) {
				t.Errorf("%s: OpenBLAS error %v, gonum error %v", name, oerr, gerr)
				continue
			}
			if oerr != nil {
				continue
			}
			tol := tc.tol
			if tol == 0 {
				tol = 1e-9
			}
			if !mat.EqualApprox(ob, gb, tol) {
				t.Errorf("%s: OpenBLAS and gonum differ by %g", name, laMaxDiff(ob, gb))
			}
			if r.op == "cholesky" {
				n, _ := ob.Dims()
				for i := 0; i < n; i++ {
					for j := i + 1; j < n; j++ {
						if v := ob.At(i, j); math.Float64bits(v) != 0 {
							t.Fatalf("%s: cell (%d,%d) above the diagonal is %v", name, i, j, v)
						}
					}
				}
			}
		}
	}
}

// laMaxDiff is the largest absolute difference of two same-shaped
// matrices.
func laMaxDiff(a, b mat.Matrix) float64 {
	r, c := a.Dims()
	d := 0.0
	for i := 0; i < r; i++ {
		for j := 0; j < c; j++ {
			d = max(d, math.Abs(a.At(i, j)-b.At(i, j)))
		}
	}
	return d
}

// TestLinalgCancelled: a cancelled context stops Solve, Inverse and
// Cholesky before their LAPACK call, on either backend.
func TestLinalgCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	e := (&Exec{Threads: 2}).WithContext(ctx)
	a := laRandom(50, 1, true, 1)
	b := matrix.RandDense(50, 2, -1, 1, 2)
	for _, be := range []blasBackend{backendAuto, backendGonum} {
		for _, tc := range []struct {
			name string
			run  func() (mat.Matrix, error)
		}{
			{"solve", func() (mat.Matrix, error) { return e.solve(be, a, b) }},
			{"inverse", func() (mat.Matrix, error) { return e.inverse(be, a) }},
			{"cholesky", func() (mat.Matrix, error) { return e.cholesky(be, a) }},
		} {
			if _, err := tc.run(); !errors.Is(err, context.Canceled) {
				t.Errorf("%s (backend %d) under a cancelled context: err = %v", tc.name, be, err)
			}
		}
	}
}

// BenchmarkLinalg1000 compares the backends on 1000 x 1000 operands.
func BenchmarkLinalg1000(b *testing.B) {
	const n = 1000
	a := laRandom(n, 1, true, 1)
	rhs := matrix.RandDense(n, 1, -1, 1, 2)
	e := &Exec{}
	for _, bk := range []struct {
		name string
		be   blasBackend
	}{{BLASName(), backendAuto}, {"gonum", backendGonum}} {
		for _, op := range []struct {
			name string
			run  func() (mat.Matrix, error)
		}{
			{"solve", func() (mat.Matrix, error) { return e.solve(bk.be, a, rhs) }},
			{"inverse", func() (mat.Matrix, error) { return e.inverse(bk.be, a) }},
			{"cholesky", func() (mat.Matrix, error) { return e.cholesky(bk.be, a) }},
		} {
			b.Run(op.name+"/"+bk.name, func(b *testing.B) {
				for b.Loop() {
					if _, err := op.run(); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
