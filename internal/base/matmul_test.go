package base

import (
	"fmt"
	"math"
	"runtime"
	"strings"
	"sync"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/matrix"
)

// mmRef is the reference product: a plain triple loop over the cells of
// a and b. A sparse operand contributes only its stored entries; every
// cell of a dense operand counts.
func mmRef(a, b mat.Matrix) [][]float64 {
	m, k := a.Dims()
	_, n := b.Dims()
	out := make([][]float64, m)
	for i := range out {
		out[i] = make([]float64, n)
		for j := range n {
			for kk := range k {
				av, aok := mmCell(a, i, kk)
				bv, bok := mmCell(b, kk, j)
				if aok && bok {
					out[i][j] += av * bv
				}
			}
		}
	}
	return out
}

// mmCell returns cell (i, j) and whether it takes part in products: every
// dense cell does, a CSR cell only when it is stored.
func mmCell(x mat.Matrix, i, j int) (float64, bool) {
	c, ok := x.(*matrix.CSR)
	if !ok {
		return x.At(i, j), true
	}
	cols, vals := c.Row(i)
	for p, cj := range cols {
		if int(cj) == j {
			return vals[p], true
		}
	}
	return 0, false
}

// mmCheck compares got with the reference; NaN must match NaN and
// infinities must match exactly.
func mmCheck(t *testing.T, got mat.Matrix, want [][]float64) {
	t.Helper()
	r, c := got.Dims()
	if r != len(want) || (r > 0 && c != len(want[0])) {
		t.Fatalf("result is %d x %d, want %d x %d", r, c, len(want), len(want[0]))
	}
	for i := range want {
		for j, w := range want[i] {
			g := got.At(i, j)
			switch {
			case math.IsNaN(w) || math.IsNaN(g):
				if math.IsNaN(w) != math.IsNaN(g) {
					t.Fatalf("(%d, %d) = %v, want %v", i, j, g, w)
				}
			case math.IsInf(w, 0) || math.IsInf(g, 0):
				if g != w {
					t.Fatalf("(%d, %d) = %v, want %v", i, j, g, w)
				}
			case math.Abs(g-w) > 1e-10*(1+math.Abs(w)):
				t.Fatalf("(%d, %d) = %v, want %v", i, j, g, w)
			}
		}
	}
}

// mmDense returns a random r x c dense matrix as a strided view inside a
// larger matrix whose other cells are a sentinel, so that kernels that
// ignore the stride read wrong values.
func mmDense(r, c int, seed uint64) *mat.Dense {
	big := matrix.RandDense(r+2, c+3, -1, 1, seed)
	return big.Slice(1, r+1, 2, c+2).(*mat.Dense)
}

// mmSparse returns a random r x c CSR matrix of density p.
func mmSparse(r, c int, p float64, seed uint64) *matrix.CSR {
	return matrix.RandSparse(r, c, p, -1, 1, seed)
}

// withNaN returns x with NaN and Inf written into a few cells (dense) or
// stored values (CSR).
func withNaN(x mat.Matrix) mat.Matrix {
	switch v := x.(type) {
	case *mat.Dense:
		d := mat.DenseCopyOf(v)
		r, c := d.Dims()
		d.Set(r/2, c/2, math.NaN())
		d.Set(r-1, 0, math.Inf(1))
		return d
	case *matrix.CSR:
		c := v.Clone()
		vals := c.Values()
		if len(vals) > 0 {
			vals[len(vals)/2] = math.NaN()
			vals[0] = math.Inf(-1)
		}
		return c
	}
	return x
}

// mmDescribe names an operand in test names.
func mmDescribe(x mat.Matrix) string {
	r, c := x.Dims()
	if _, ok := x.(*matrix.CSR); ok {
		return fmt.Sprintf("S%dx%d", r, c)
	}
	return fmt.Sprintf("D%dx%d", r, c)
}

func TestMatMulCombinations(t *testing.T) {
	shapes := [][3]int{
		{1, 1, 1}, {1, 7, 1}, {1, 9, 13}, {13, 9, 1}, {7, 1, 5}, {1, 1, 40},
		{5, 8, 3}, {17, 23, 19}, {40, 1, 40}, {64, 50, 70}, {130, 40, 3},
	}
	backends := map[string]blasBackend{"auto": backendAuto, "gonum": backendGonum}
	seed := uint64(1)
	for _, s := range shapes {
		m, k, n := s[0], s[1], s[2]
		seed++
		for _, aSparse := range []bool{false, true} {
			for _, bSparse := range []bool{false, true} {
				for _, nan := range []bool{false, true} {
					var a, b mat.Matrix = mmDense(m, k, seed), mmDense(k, n, seed+100)
					if aSparse {
						a = mmSparse(m, k, 0.3, seed+200)
					}
					if bSparse {
						b = mmSparse(k, n, 0.3, seed+300)
					}
					if nan {
						a, b = withNaN(a), withNaN(b)
					}
					want := mmRef(a, b)
					for bname, be := range backends {
						for _, threads := range []int{1, 2, 3} {
							name := fmt.Sprintf("%s*%s/nan=%v/%s/t%d", mmDescribe(a), mmDescribe(b), nan, bname, threads)
							t.Run(name, func(t *testing.T) {
								e := &Exec{Threads: threads}
								got, err := e.matMul(be, a, b)
								if err != nil {
									t.Fatal(err)
								}
								mmCheckType(t, got, aSparse && bSparse)
								mmCheck(t, got, want)
							})
						}
					}
				}
			}
		}
	}
}

// mmCheckType checks the result representation.
func mmCheckType(t *testing.T, got mat.Matrix, sparse bool) {
	t.Helper()
	switch g := got.(type) {
	case *matrix.CSR:
		if !sparse {
			t.Fatalf("result is CSR, want dense")
		}
		if err := g.Validate(); err != nil {
			t.Fatal(err)
		}
	case *mat.Dense:
		if sparse {
			t.Fatalf("result is dense, want CSR")
		}
		if raw := g.RawMatrix(); raw.Stride != raw.Cols {
			t.Fatalf("dense result has stride %d for %d columns", raw.Stride, raw.Cols)
		}
	default:
		t.Fatalf("result has type %T", got)
	}
}

// Larger products cross the parallel thresholds and the chunking; thread
// counts around the chunk constants, fewer rows than threads.
func TestMatMulParallel(t *testing.T) {
	shapes := [][3]int{{3, 300, 300}, {257, 129, 65}, {600, 200, 2}, {2, 2000, 600}}
	for _, s := range shapes {
		m, k, n := s[0], s[1], s[2]
		ad, bd := mmDense(m, k, 5), mmDense(k, n, 6)
		as, bs := mmSparse(m, k, 0.05, 7), mmSparse(k, n, 0.05, 8)
		for _, pair := range [][2]mat.Matrix{{ad, bd}, {as, bd}, {ad, bs}, {as, bs}} {
			want := mmRef(pair[0], pair[1])
			for _, threads := range []int{1, 2, 4, 5, 9, 64} {
				t.Run(fmt.Sprintf("%s*%s/t%d", mmDescribe(pair[0]), mmDescribe(pair[1]), threads), func(t *testing.T) {
					got, err := (&Exec{Threads: threads}).MatMul(pair[0], pair[1])
					if err != nil {
						t.Fatal(err)
					}
					mmCheck(t, got, want)
				})
			}
		}
	}
}

// A structural zero times NaN or Inf contributes nothing; a stored zero
// times NaN is NaN; dense zeros count.
func TestMatMulStructuralZeros(t *testing.T) {
	nan, inf := math.NaN(), math.Inf(1)
	// a: row 0 stores (0, 2) only; row 1 stores an explicit zero at column 1;
	// row 2 is empty.
	a, err := matrix.NewCSR(3, 3, []int{0, 1, 2, 2}, []int{0, 1}, []float64{2, 0})
	if err != nil {
		t.Fatal(err)
	}
	b := mat.NewDense(3, 2, []float64{
		1, 2,
		nan, 3,
		inf, nan,
	})
	got, err := (&Exec{}).MatMul(a, b)
	if err != nil {
		t.Fatal(err)
	}
	want := [][]float64{{2, 4}, {nan, 0}, {0, 0}}
	mmCheck(t, got, want)

	// The same with the sparse operand on the right: (b^T a^T).
	bt := mat.DenseCopyOf(b.T())
	got, err = (&Exec{}).MatMul(bt, a.Transpose())
	if err != nil {
		t.Fatal(err)
	}
	mmCheck(t, got, [][]float64{{2, nan, 0}, {4, 0, 0}})

	// Dense zeros count: 0 * NaN is NaN with either backend, through dgemm
	// and both dgemv shapes.
	ad := a.ToDense()
	row := mat.NewDense(1, 3, []float64{0, 1, 1})
	col := mat.NewDense(3, 1, []float64{nan, 1, 1})
	zeroRows := mat.NewDense(2, 3, []float64{0, 1, 1, 0, 2, 2})
	denseCases := []struct {
		a, b mat.Matrix
		want [][]float64
	}{
		{ad, b, [][]float64{{nan, nan}, {nan, nan}, {nan, nan}}},
		{row, mat.NewDense(3, 2, []float64{nan, inf, 1, 1, 1, 1}), [][]float64{{nan, nan}}},
		{zeroRows, col, [][]float64{{nan}, {nan}}},
		{row, col, [][]float64{{nan}}},
	}
	for _, be := range []blasBackend{backendAuto, backendGonum} {
		for _, c := range denseCases {
			got, err = (&Exec{}).matMul(be, c.a, c.b)
			if err != nil {
				t.Fatal(err)
			}
			mmCheck(t, got, c.want)
		}
	}

	// Sparse times sparse: cancellation leaves a stored zero.
	x, _ := matrix.NewCSR(1, 2, []int{0, 2}, []int{0, 1}, []float64{1, 1})
	y, _ := matrix.NewCSR(2, 1, []int{0, 1, 2}, []int{0, 0}, []float64{1, -1})
	p, err := (&Exec{}).MatMul(x, y)
	if err != nil {
		t.Fatal(err)
	}
	if c := p.(*matrix.CSR); c.NNZ() != 1 || c.At(0, 0) != 0 {
		t.Fatalf("cancelled product: nnz %d value %v, want one stored zero", c.NNZ(), c.At(0, 0))
	}
}

func TestMatMulDenseBackendsAgree(t *testing.T) {
	if BLASName() != "openblas" {
		t.Skipf("OpenBLAS not loaded: %s", BLASInfo())
	}
	t.Logf("BLAS: %s", BLASInfo())
	for _, s := range [][3]int{{1, 500, 300}, {300, 500, 1}, {1, 1000, 1}, {200, 300, 100}} {
		a, b := mmDense(s[0], s[1], 11), mmDense(s[1], s[2], 12)
		e := &Exec{Threads: 2}
		ob, err := e.matMul(backendOpenBLAS, a, b)
		if err != nil {
			t.Fatal(err)
		}
		gb, err := e.matMul(backendGonum, a, b)
		if err != nil {
			t.Fatal(err)
		}
		if !mat.EqualApprox(ob, gb, 1e-10) {
			t.Errorf("%v: OpenBLAS and gonum differ", s)
		}
	}
}

func TestMatMulDoesNotModifyOperands(t *testing.T) {
	a, b := mmDense(30, 20, 3), mmSparse(20, 25, 0.2, 4)
	a0, b0 := mat.DenseCopyOf(a), b.Clone()
	for _, pair := range [][2]mat.Matrix{{a, b}, {b.T(), a.T()}, {a, a.T()}, {b, b.T()}} {
		if _, err := (&Exec{}).MatMul(pair[0], pair[1]); err != nil {
			t.Fatal(err)
		}
	}
	if !mat.Equal(a, a0) || !mat.Equal(b, b0) {
		t.Fatal("MatMul modified an operand")
	}
}

func TestMatMulOperandKinds(t *testing.T) {
	a := mmDense(6, 4, 21)
	v := mat.NewVecDense(4, []float64{1, -2, 3, 0.5})
	strided := mat.NewDense(4, 3, []float64{1, -2, 0, 3, 0, 0, 0.5, 0, 0, 9, 9, 9}).ColView(0).(*mat.VecDense)
	s := mmSparse(4, 6, 0.5, 22)
	cases := []struct {
		name string
		a, b mat.Matrix
	}{
		{"dense*vec", a, v},
		{"dense*strided vec", a, strided},
		{"vecT*sparse", v.T(), s},
		{"dense transpose", a.T(), a},
		{"csr transpose", s.T(), s},
		{"double transpose (generic)", a, mat.Transpose{Matrix: s.T()}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, err := (&Exec{}).MatMul(c.a, c.b)
			if err != nil {
				t.Fatal(err)
			}
			mmCheck(t, got, mmRef(mmMaterialize(c.a), mmMaterialize(c.b)))
		})
	}
}

// mmMaterialize turns a transposed CSR into a CSR so that mmRef treats it
// as sparse; other operands are returned as they are.
func mmMaterialize(x mat.Matrix) mat.Matrix {
	if t, ok := x.(mat.Transpose); ok {
		if c, ok := t.Matrix.(*matrix.CSR); ok {
			return c.Transpose()
		}
	}
	return x
}

func TestMatMulEmptyDimensions(t *testing.T) {
	s03 := matrix.RandSparse(0, 3, 0.5, 0, 1, 1)
	s30 := matrix.RandSparse(3, 0, 0.5, 0, 1, 1)
	s04 := matrix.RandSparse(0, 4, 0.5, 0, 1, 1)
	d34 := mmDense(3, 4, 1)
	d43 := mmDense(4, 3, 2)
	cases := []struct {
		name       string
		a, b       mat.Matrix
		rows, cols int
		dense      bool
	}{
		{"0xk * dense", s03, d34, 0, 4, false},
		{"dense * kx0", d43, s30, 4, 0, false},
		{"inner zero sparse", s30, s04, 3, 4, false},
		{"empty dense", &mat.Dense{}, s04, 0, 4, false},
		{"inner zero sparse*empty dense", s30, &mat.Dense{}, 3, 0, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, err := (&Exec{}).MatMul(c.a, c.b)
			if err != nil {
				t.Fatal(err)
			}
			if r, k := got.Dims(); r != c.rows || k != c.cols {
				t.Fatalf("result %d x %d, want %d x %d", r, k, c.rows, c.cols)
			}
			if _, isDense := got.(*mat.Dense); isDense != c.dense {
				t.Fatalf("result type %T", got)
			}
			if sp, ok := got.(*matrix.CSR); ok {
				if err := sp.Validate(); err != nil {
					t.Fatal(err)
				}
				if sp.NNZ() != 0 {
					t.Fatalf("empty product stores %d entries", sp.NNZ())
				}
			}
		})
	}
}

func TestMatMulErrors(t *testing.T) {
	var nilDense *mat.Dense
	var nilCSR *matrix.CSR
	var nilVec *mat.VecDense
	d := mmDense(3, 4, 1)
	cases := []struct {
		name string
		a, b mat.Matrix
		want string
	}{
		{"shape", d, d, "inner dimensions differ: 3 x 4 times 3 x 4"},
		{"sparse shape", mmSparse(3, 4, 0.5, 1), mmSparse(5, 2, 0.5, 1), "inner dimensions differ"},
		{"nil interface", nil, d, "left operand: nil matrix"},
		{"nil dense", d, nilDense, "right operand: nil matrix"},
		{"nil csr", nilCSR, d, "left operand: nil matrix"},
		{"nil vec", d, nilVec, "right operand: nil matrix"},
		{"broken foreign matrix", mat.Transpose{}, d, "left operand: reading mat.Transpose"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, err := (&Exec{}).MatMul(c.a, c.b)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("MatMul = %v, %v; want error containing %q", got, err, c.want)
			}
		})
	}
}

// Concurrent products with different thread counts go through the OpenBLAS
// thread gate.
func TestMatMulConcurrentThreadCounts(t *testing.T) {
	a, b := mmDense(150, 120, 31), mmDense(120, 110, 32)
	want, err := (&Exec{Threads: 1}).matMul(backendGonum, a, b)
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	errs := make(chan error, 16)
	for g := range 16 {
		wg.Go(func() {
			e := &Exec{Threads: 1 + g%3}
			for range 5 {
				got, err := e.MatMul(a, b)
				if err != nil {
					errs <- err
					return
				}
				if !mat.EqualApprox(got, want, 1e-10) {
					errs <- fmt.Errorf("goroutine %d: wrong product", g)
					return
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}

func BenchmarkMatMulDense1000(b *testing.B) {
	const n = 1000
	x, y := matrix.RandDense(n, n, -1, 1, 1), matrix.RandDense(n, n, -1, 1, 2)
	backends := []struct {
		name string
		be   blasBackend
	}{{BLASName(), backendAuto}, {"gonum", backendGonum}}
	for _, bk := range backends {
		for _, threads := range []int{1, runtime.NumCPU()} {
			b.Run(fmt.Sprintf("%s/t%d", bk.name, threads), func(b *testing.B) {
				e := &Exec{Threads: threads}
				for b.Loop() {
					if _, err := e.matMul(bk.be, x, y); err != nil {
						b.Fatal(err)
					}
				}
				b.ReportMetric(2*n*n*n*float64(b.N)/b.Elapsed().Seconds()/1e9, "GFLOP/s")
			})
		}
	}
}

func BenchmarkMatMulSparse(b *testing.B) {
	s := matrix.RandSparse(5000, 5000, 0.01, -1, 1, 1)
	d := matrix.RandDense(5000, 100, -1, 1, 2)
	dt := matrix.RandDense(100, 5000, -1, 1, 3)
	e := &Exec{}
	b.Run("sparse*dense", func(b *testing.B) {
		for b.Loop() {
			_, _ = e.MatMul(s, d)
		}
	})
	b.Run("dense*sparse", func(b *testing.B) {
		for b.Loop() {
			_, _ = e.MatMul(dt, s)
		}
	})
	b.Run("sparse*sparse", func(b *testing.B) {
		for b.Loop() {
			_, _ = e.MatMul(s, s)
		}
	})
}

// TestMatMulTransposedOperands: a mat.Transpose view of a dense operand
// (non-contiguous, as mmDense makes it) is read in place by dgemm, dgemv
// and gonum, or copied where a kernel needs rows (a sparse other side, the
// IEEE kernel for NaN with gonum), and equals the product of the copies.
func TestMatMulTransposedOperands(t *testing.T) {
	shapes := [][3]int{{1, 1, 1}, {1, 7, 1}, {1, 9, 13}, {13, 9, 1}, {7, 1, 5}, {17, 23, 19}, {64, 50, 70}, {130, 40, 3}}
	backends := map[string]blasBackend{"auto": backendAuto, "gonum": backendGonum}
	seed := uint64(500)
	for _, s := range shapes {
		m, k, n := s[0], s[1], s[2]
		seed++
		for _, tA := range []bool{false, true} {
			for _, tB := range []bool{false, true} {
				for _, other := range []string{"dense", "sparse"} {
					for _, nan := range []bool{false, true} {
						var a, b mat.Matrix = mmDense(m, k, seed), mmDense(k, n, seed+100)
						if tA {
							a = mat.Transpose{Matrix: mmDense(k, m, seed)}
						}
						if tB {
							b = mat.Transpose{Matrix: mmDense(n, k, seed+100)}
						}
						if nan {
							a, b = withNaN(mat.DenseCopyOf(a)), withNaN(mat.DenseCopyOf(b))
							if tA {
								a = mat.Transpose{Matrix: mat.DenseCopyOf(a.T())}
							}
							if tB {
								b = mat.Transpose{Matrix: mat.DenseCopyOf(b.T())}
							}
						}
						if other == "sparse" {
							if tA {
								b = mmSparse(k, n, 0.3, seed+300)
							} else {
								a = mmSparse(m, k, 0.3, seed+200)
							}
						}
						want := mmRef(a, b)
						for bname, be := range backends {
							name := fmt.Sprintf("%dx%dx%d/tA=%v/tB=%v/%s/nan=%v/%s", m, k, n, tA, tB, other, nan, bname)
							t.Run(name, func(t *testing.T) {
								e := &Exec{Threads: 2}
								got, err := e.matMul(be, a, b)
								if err != nil {
									t.Fatal(err)
								}
								mmCheck(t, got, want)
							})
						}
					}
				}
			}
		}
	}
}

// BenchmarkMatMulShapes times the dense products of the benchmark patterns
// (fusebench row-dense, row-mm, outer) at a size that fits a quick run:
// matrix-vector products both ways, a thin matrix-matrix product both
// ways, and a low-rank product.
//
//	go test -run '^$' -bench MatMulShapes ./internal/base/
func BenchmarkMatMulShapes(b *testing.B) {
	const m = 1000
	u, w := matrix.RandDense(3000, 100, -1, 1, 6), matrix.RandDense(3000, 100, -1, 1, 7)
	for _, n := range []int{1000, 20000} {
		x := matrix.RandDense(n, m, -1, 1, 1)
		v, y := matrix.RandDense(m, 1, -1, 1, 2), matrix.RandDense(n, 1, -1, 1, 3)
		vv, yy := matrix.RandDense(m, 2, -1, 1, 4), matrix.RandDense(n, 2, -1, 1, 5)
		cases := []struct {
			name string
			a, b mat.Matrix
		}{{"X_v", x, v}, {"tX_y", x.T(), y}, {"X_V", x, vv}, {"tX_Y", x.T(), yy}}
		if n == 1000 {
			cases = append(cases, struct {
				name string
				a, b mat.Matrix
			}{"U_tV", u, w.T()})
		}
		for _, c := range cases {
			b.Run(fmt.Sprintf("%s/n=%d", c.name, n), func(b *testing.B) {
				e := &Exec{}
				for b.Loop() {
					if _, err := e.MatMul(c.a, c.b); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

// TestTransposedCSRProductReadsRows: t(X) %*% w for a CSR X reads X's
// rows in the dot order without building t(X), which would allocate
// X's stored cells again (a copy that took most of Base's time there).
func TestTransposedCSRProductReadsRows(t *testing.T) {
	x := matrix.RandSparse(20000, 300, 0.1, -1, 1, 7)
	w := matrix.RandDense(20000, 2, -1, 1, 8)
	e := &Exec{Threads: 1}
	if _, err := e.MatMul(mat.Transpose{Matrix: x}, w); err != nil { // warm up
		t.Fatal(err)
	}
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	got, err := e.MatMul(mat.Transpose{Matrix: x}, w)
	runtime.ReadMemStats(&after)
	if err != nil {
		t.Fatal(err)
	}
	if r, c := got.Dims(); r != 300 || c != 2 {
		t.Fatalf("result %dx%d, want 300x2", r, c)
	}
	stored := uint64(8 * x.NNZ())
	if alloc := after.TotalAlloc - before.TotalAlloc; alloc >= stored {
		t.Errorf("t(X) %%*%% w allocated %d bytes, at least X's %d bytes of stored values: t(X) was built", alloc, stored)
	}
	// A product that reads t(X)'s rows still gets them.
	wide := matrix.RandDense(20000, 20, -1, 1, 9)
	if _, err := e.MatMul(mat.Transpose{Matrix: x}, wide); err != nil {
		t.Fatal(err)
	}
}

// BenchmarkMatMulTransposedCSR times Base's t(X) %*% w for a CSR X.
func BenchmarkMatMulTransposedCSR(b *testing.B) {
	x := matrix.RandSparse(100000, 1000, 0.1, -1, 1, 1)
	w := matrix.RandDense(100000, 1, -1, 1, 2)
	e := &Exec{}
	for b.Loop() {
		if _, err := e.MatMul(mat.Transpose{Matrix: x}, w); err != nil {
			b.Fatal(err)
		}
	}
}
