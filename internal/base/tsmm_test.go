package base

import (
	"errors"
	"fmt"
	"slices"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/matrix"
)

// tsmmOperands are the x of the TSMM and MMChain tests: dense (strided
// views), CSR with empty rows and columns, NaN and Inf, single rows and
// columns and empty shapes.
func tsmmOperands() []mat.Matrix {
	withEmptyRows := func(x *matrix.CSR) *matrix.CSR {
		d := mat.DenseCopyOf(x)
		r, c := d.Dims()
		for i := 0; i < r; i += 3 {
			d.SetRow(i, make([]float64, c))
		}
		return matrix.FromDense(d)
	}
	return []mat.Matrix{
		mmDense(300, 200, 1),           // two blocks of output columns (left)
		mmDense(140, 9, 2),             // two blocks of output columns (right)
		withNaN(mmDense(5000, 30, 12)), // partials over the inner dimension (left)
		mmDense(30, 5000, 13),          // partials over the inner dimension (right)
		withNaN(mmDense(60, 40, 3)),
		mmDense(1, 7, 4),
		mmDense(7, 1, 5),
		mat.NewDense(3, 4, nil),
		mmSparse(200, 150, 0.05, 6),
		withEmptyRows(mmSparse(90, 30, 0.3, 7)),
		withNaN(mmSparse(50, 40, 0.2, 8)),
		mmSparse(1, 9, 0.5, 9),
		mmSparse(9, 1, 0.5, 10),
		matrix.NewCSRFromParts(0, 5, make([]int64, 1), nil, nil),
		matrix.NewCSRFromParts(5, 0, make([]int64, 6), nil, nil),
	}
}

func TestTSMMMatchesPlainProduct(t *testing.T) {
	e := &Exec{Threads: 2}
	for _, x := range tsmmOperands() {
		for _, left := range []bool{true, false} {
			t.Run(fmt.Sprintf("%s/left=%v", mmDescribe(x), left), func(t *testing.T) {
				a, b := x.T(), x
				if !left {
					a, b = x, x.T()
				}
				if r, _ := a.Dims(); r > 1000 {
					t.Skip("the reference triple loop would take too long")
				}
				got, err := e.TSMM(x, left)
				if err != nil {
					t.Fatal(err)
				}
				plain, err := e.MatMul(mmMaterialize(a), mmMaterialize(b))
				if err != nil {
					t.Fatal(err)
				}
				if r, c := plain.Dims(); r*c > 0 {
					mmCheck(t, got, mmRef(mmMaterialize(a), mmMaterialize(b)))
				}
				// The same format, and for CSR the same stored pattern.
				_, gotCSR := got.(*matrix.CSR)
				pc, plainCSR := plain.(*matrix.CSR)
				if gotCSR != plainCSR {
					t.Fatalf("result is %T, the plain product %T", got, plain)
				}
				if gotCSR {
					gc := got.(*matrix.CSR)
					if !slices.Equal(gc.RowPtr(), pc.RowPtr()) || !slices.Equal(gc.ColIdx(), pc.ColIdx()) {
						t.Fatalf("stored pattern differs from the plain product's")
					}
				}
			})
		}
	}
}

func TestTSMMBackendsAgree(t *testing.T) {
	if BLASName() != "openblas" {
		t.Skip("OpenBLAS is not installed; the Go kernel is what runs")
	}
	x := withNaN(mmDense(170, 150, 11)).(*mat.Dense)
	raw := x.RawMatrix()
	e := &Exec{Threads: 2}
	for _, left := range []bool{true, false} {
		blas, err := e.tsmmDense(backendOpenBLAS, raw, left)
		if err != nil {
			t.Fatal(err)
		}
		gonum, err := e.tsmmDense(backendGonum, raw, left)
		if err != nil {
			t.Fatal(err)
		}
		p := len(gonum)
		n := 1
		for n*n < p {
			n++
		}
		want := make([][]float64, n)
		for i := range want {
			want[i] = gonum[i*n : (i+1)*n]
		}
		mmCheck(t, mat.NewDense(n, n, blas), want)
	}
}

func TestMMChainMatchesPlainProducts(t *testing.T) {
	e := &Exec{Threads: 2}
	for i, x := range tsmmOperands() {
		m, n := x.Dims()
		v := withNaN(mmDense(n+1, 1, uint64(20+i)))
		if n > 0 {
			v = v.(*mat.Dense).Slice(0, n, 0, 1)
		} else {
			v = matrix.NewCSRFromParts(0, 1, make([]int64, 1), nil, nil)
		}
		w := mmDense(max(m, 1), 1, uint64(40+i)).Slice(0, max(m, 1), 0, 1)
		for _, withW := range []bool{true, false} {
			t.Run(fmt.Sprintf("%s/w=%v", mmDescribe(x), withW), func(t *testing.T) {
				if n == 0 || m == 0 {
					t.Skip("covered by TestMMChainEmpty")
				}
				q, err := e.MatMul(x, v)
				if err != nil {
					t.Fatal(err)
				}
				var wArg mat.Matrix
				if withW {
					wArg = w
					qd := mat.DenseCopyOf(q)
					qd.MulElem(qd, w)
					q = qd
				}
				got, err := e.MMChain(x, v, wArg)
				if err != nil {
					t.Fatal(err)
				}
				mmCheck(t, got, mmRef(mmMaterialize(x.T()), mmMaterialize(q)))
			})
		}
	}
}

func TestMMChainEmpty(t *testing.T) {
	e := &Exec{}
	got, err := e.MMChain(matrix.NewCSRFromParts(0, 4, make([]int64, 1), nil, nil), mat.NewDense(4, 1, []float64{1, 2, 3, 4}), nil)
	if err != nil {
		t.Fatal(err)
	}
	if r, c := got.Dims(); r != 4 || c != 1 || mat.Sum(got) != 0 {
		t.Fatalf("0-row x: got %d x %d sum %v, want 4 x 1 zeros", r, c, mat.Sum(got))
	}
	_, err = e.MMChain(mmDense(4, 3, 1), matrix.FromDense(mmDense(3, 1, 2)), nil)
	if !errors.Is(err, ErrMMChainOperands) {
		t.Fatalf("sparse v: err %v, want ErrMMChainOperands", err)
	}
}

func TestTSMMAndMMChainDeterministicAcrossThreads(t *testing.T) {
	xs := []mat.Matrix{
		detSpecial(mmDense(700, 300, 31), 997),
		detSpecial(mmSparse(3000, 400, 0.05, 32), 211),
		detSpecial(mmDense(3000, 60, 33), 1009),
	}
	for i, x := range xs {
		m, n := x.Dims()
		v := mmDense(n, 1, uint64(50+i))
		w := mmDense(m, 1, uint64(60+i))
		var want [3][]uint64
		for _, threads := range []int{1, 2, 3} {
			e := &Exec{Threads: threads}
			var got [3][]uint64
			for k, left := range []bool{true, false} {
				if !left && m > 1000 {
					continue
				}
				r, err := e.TSMM(x, left)
				if err != nil {
					t.Fatal(err)
				}
				got[k] = detBits(t, r)
			}
			r, err := e.MMChain(x, v, w)
			if err != nil {
				t.Fatal(err)
			}
			got[2] = detBits(t, r)
			if threads == 1 {
				want = got
				continue
			}
			for k := range got {
				if d := detFirstDiff(want[k], got[k]); d >= 0 {
					t.Fatalf("%s, result %d: %d threads differ from 1 thread at word %d", mmDescribe(x), k, threads, d)
				}
			}
		}
	}
}
