package engine

import (
	"context"
	"errors"
	"math"
	"os"
	"runtime"
	"runtime/debug"
	"sync/atomic"
	"testing"
	"time"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/matrix"
)

// factors returns n x r dense U and V with values in [-0.5, 0.5), so that
// exp(U %*% t(V)) stays moderate.
func factors(n, r int) (*mat.Dense, *mat.Dense) {
	u, v := mat.NewDense(n, r, nil), mat.NewDense(n, r, nil)
	ud, vd := u.RawMatrix().Data, v.RawMatrix().Data
	for i := range ud {
		ud[i] = float64((i*7919)%1000)/1000 - 0.5
		vd[i] = float64((i*104729)%997)/997 - 0.5
	}
	return u, v
}

// hugeCSR is the 2 x (2^31-1) CSR with two cells of issue 16: t(X) %*% X
// needs a 17 GB row pointer array.
func hugeCSR() *matrix.CSR {
	const cols = math.MaxInt32
	return matrix.NewCSRFromParts(2, cols, []int64{0, 1, 2}, []int32{0, cols - 1}, []float64{1, 2})
}

func TestMemoryBudgetRefusesBeforeAllocating(t *testing.T) {
	u, v := factors(200_000, 10) // U %*% t(V) is 320 GB
	U, V := Dense(u), Dense(v)
	X := Sparse(hugeCSR())
	exprs := map[string]*Expr{
		"sum(U %*% t(V))":          U.MatMul(V.T()).Sum(),
		"rowSums(exp(U %*% t(V)))": U.MatMul(V.T()).Exp().RowSums(),
		"t(X) %*% X":               X.T().MatMul(X),
	}
	policies := []Policy{PolicyCostBased, PolicyFuseAll, PolicyFuseNoRedundancy, PolicyNone}
	// 8 MiB: no fused plan is offered (a row of U %*% t(V) per worker does
	// not fit in a small part of it); 24 MiB: the Row plan is offered but
	// needs U and t(V) (32 MB) as well.
	for _, budget := range []int64{8 << 20, 24 << 20} {
		for _, p := range policies {
			// Fixed rates: measuring the machine allocates buffers larger
			// than the refusal may.
			e, err := New(WithPolicy(p), WithMemoryBudget(budget), WithMachine(Machine{ReadBandwidth: 10e9, WriteBandwidth: 8e9, PeakFLOPS: 20e9}))
			if err != nil {
				t.Fatal(err)
			}
			// The first cost-based Eval calibrates the machine's rates,
			// which allocates: not part of what is measured.
			if _, err := e.Eval(context.Background(), Scalar(1).Add(Scalar(2))); err != nil {
				t.Fatal(err)
			}
			for name, x := range exprs {
				var before runtime.MemStats
				runtime.ReadMemStats(&before)
				_, err := e.Eval(context.Background(), x)
				var after runtime.MemStats
				runtime.ReadMemStats(&after)
				if !errors.Is(err, ErrMemoryBudget) {
					t.Errorf("budget %d, %s, %s: err = %v, want ErrMemoryBudget", budget, p, name, err)
				}
				if grew := after.TotalAlloc - before.TotalAlloc; grew > 64<<20 {
					t.Errorf("budget %d, %s, %s: allocated %d bytes before refusing", budget, p, name, grew)
				}
			}
			e.Close()
		}
	}
}

func TestMemoryBudgetErrorNamesOperatorAndBytes(t *testing.T) {
	u, v := factors(1000, 4)
	e, err := New(WithPolicy(PolicyNone), WithMemoryBudget(1<<20))
	if err != nil {
		t.Fatal(err)
	}
	_, err = e.Eval(context.Background(), Dense(u).MatMul(Dense(v).T()).Sum())
	if !errors.Is(err, ErrMemoryBudget) {
		t.Fatalf("err = %v, want ErrMemoryBudget", err)
	}
	for _, want := range []string{"%*%#3[1000x1000]", "needs an estimated 80", "budget 1048576"} {
		if !containsStr(err.Error(), want) {
			t.Errorf("error %q does not name %q", err, want)
		}
	}
}

func containsStr(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return true
		}
	}
	return false
}

// blockedReference computes sum(U %*% t(V)) and rowSums(exp(U %*% t(V)))
// a block of rows at a time, never holding the product.
func blockedReference(u, v *mat.Dense) (sum float64, rowSums []float64) {
	n, _ := u.Dims()
	m, _ := v.Dims()
	const block = 256
	rowSums = make([]float64, n)
	var blk mat.Dense
	for r0 := 0; r0 < n; r0 += block {
		r1 := min(n, r0+block)
		blk.Reset()
		blk.Mul(u.Slice(r0, r1, 0, u.RawMatrix().Cols), v.T())
		for i := 0; i < r1-r0; i++ {
			for j := 0; j < m; j++ {
				x := blk.At(i, j)
				sum += x
				rowSums[r0+i] += math.Exp(x)
			}
		}
	}
	return sum, rowSums
}

// peakHeap samples HeapAlloc every millisecond while f runs and returns
// the largest sample minus the heap before f.
func peakHeap(f func()) uint64 {
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	base := ms.HeapAlloc
	var peak atomic.Uint64
	stop := make(chan struct{})
	done := make(chan struct{})
	go func() {
		defer close(done)
		tick := time.NewTicker(time.Millisecond)
		defer tick.Stop()
		for {
			var s runtime.MemStats
			runtime.ReadMemStats(&s)
			if s.HeapAlloc > peak.Load() {
				peak.Store(s.HeapAlloc)
			}
			select {
			case <-stop:
				return
			case <-tick.C:
			}
		}
	}()
	f()
	close(stop)
	<-done
	if p := peak.Load(); p > base {
		return p - base
	}
	return 0
}

func TestMemoryBudgetFusedPlanWithoutProduct(t *testing.T) {
	if _, err := os.Stat("/usr/bin/clang"); err != nil {
		t.Skip("no clang: the fused plan cannot be compiled")
	}
	cases := []struct {
		policy Policy
		n      int
		budget int64
	}{
		{PolicyCostBased, 8_000, 64 << 20}, // product 512 MB
		{PolicyFuseAll, 3_000, 16 << 20},   // product 72 MB
		{PolicyFuseNoRedundancy, 3_000, 16 << 20},
	}
	for _, c := range cases {
		u, v := factors(c.n, 10)
		product := uint64(c.n) * uint64(c.n) * 8
		wantSum, wantRows := blockedReference(u, v)
		e, err := New(WithPolicy(c.policy), WithMemoryBudget(c.budget))
		if err != nil {
			t.Fatal(err)
		}
		U, V := Dense(u), Dense(v)
		// Compile first, so that the measured run allocates only data.
		for _, x := range []*Expr{U.MatMul(V.T()).Sum(), U.MatMul(V.T()).Exp().RowSums()} {
			if err := e.Precompile(context.Background(), x); err != nil {
				t.Fatal(err)
			}
		}
		var sumRes, rowRes *Result
		var sumErr, rowErr error
		peak := peakHeap(func() {
			sumRes, sumErr = e.Eval(context.Background(), U.MatMul(V.T()).Sum())
			rowRes, rowErr = e.Eval(context.Background(), U.MatMul(V.T()).Exp().RowSums())
		})
		e.Close()
		if sumErr != nil || rowErr != nil {
			t.Fatalf("%s n=%d: errors %v, %v", c.policy, c.n, sumErr, rowErr)
		}
		for _, r := range []*Result{sumRes, rowRes} {
			for _, op := range r.Plan() {
				if op.Fallback {
					t.Errorf("%s n=%d: fused operator fell back to Base", c.policy, c.n)
				}
			}
		}
		if got := sumRes.Scalar(0); math.Abs(got-wantSum) > 1e-9*float64(c.n)*float64(c.n) {
			t.Errorf("%s n=%d: sum = %v, want %v", c.policy, c.n, got, wantSum)
		}
		rows := rowRes.Matrix(0)
		for i, want := range wantRows {
			if got := rows.At(i, 0); math.Abs(got-want) > 1e-9*math.Abs(want) {
				t.Fatalf("%s n=%d: rowSums[%d] = %v, want %v", c.policy, c.n, i, got, want)
			}
		}
		if peak > product/16 {
			t.Errorf("%s n=%d: peak heap grew by %d bytes, product is %d", c.policy, c.n, peak, product)
		}
		t.Logf("%s n=%d: peak heap +%d bytes (product %d)", c.policy, c.n, peak, product)
	}
}

func TestMemoryBudgetOption(t *testing.T) {
	if _, err := New(WithMemoryBudget(-1), WithPolicy(PolicyNone)); err == nil {
		t.Error("New accepted a negative budget")
	}
	e, err := New(WithPolicy(PolicyNone))
	if err != nil {
		t.Fatal(err)
	}
	if got, want := e.MemoryBudget(), DefaultMemoryBudget(); got != want || got <= 0 {
		t.Errorf("default budget %d, want DefaultMemoryBudget() = %d > 0", got, want)
	}
	e, err = New(WithPolicy(PolicyNone), WithMemoryBudget(12345))
	if err != nil {
		t.Fatal(err)
	}
	if got := e.MemoryBudget(); got != 12345 {
		t.Errorf("budget %d, want 12345", got)
	}
}

// TestHostShortageRefusesOperators: an Eval whose operator needs more than
// the host can provide returns ErrMemoryBudget instead of allocating,
// fused or not, and runs when the host has room.
func TestHostShortageRefusesOperators(t *testing.T) {
	ctx := context.Background()
	X := Dense(matrix.RandDense(4096, 4096, -1, 1, 5)) // 128 MiB outputs below
	for _, p := range []Policy{PolicyNone, PolicyFuseAll} {
		e, err := New(WithPolicy(p), WithCompileMode(CompileSync))
		if err != nil {
			t.Fatal(err)
		}
		defer e.Close()
		host := int64(16 << 20)
		e.base.HostAvailable = func() int64 { return host }
		out := X.Mul(X).Add(X.Exp())
		debug.FreeOSMemory() // free heap counts as room: return it first
		if _, err := e.Eval(ctx, out); !errors.Is(err, ErrMemoryBudget) {
			t.Errorf("%s, host short: err = %v, want ErrMemoryBudget", p, err)
		}
		host = 1 << 40
		if _, err := e.Eval(ctx, out); err != nil {
			t.Errorf("%s, host with room: %v", p, err)
		}
		if s := e.Stats(); p == PolicyFuseAll && s.KernelsCompiled+s.OpCacheHits == 0 {
			t.Errorf("%s: no fused operator ran", p)
		}
	}
}
