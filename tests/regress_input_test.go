package tests

// Regressions of bad inputs and of cancellation: leaves the API must
// reject, invalid CSRs, and Evals that must return when their context ends.

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/matrix"
)

// TestRegress_VectorOfEmptyVecDensePanics: engine.Vector(&mat.VecDense{})
// panics with "mat: zero length in matrix dimension". Builders must never
// panic. Cause: hop.NewVector wraps the vector with mat.NewDense(n, 1, ...),
// which panics for n == 0; it should record ErrShape for a zero-sized
// vector as hop.NewSparse does for a zero-sized CSR.
//
// Fixed in b8ac5a4; this test guards the fix.
func TestRegress_VectorOfEmptyVecDensePanics(t *testing.T) {
	var e *engine.Expr
	func() {
		defer func() {
			if r := recover(); r != nil {
				t.Fatalf("engine.Vector(&mat.VecDense{}) panicked: %v", r)
			}
		}()
		e = engine.Vector(&mat.VecDense{})
	}()
	if !errors.Is(e.Err(), engine.ErrShape) {
		t.Errorf("Err() = %v, want ErrShape", e.Err())
	}
}

// TestRegress_EmptyDenseLeafNotRejected: engine.Dense(&mat.Dense{}) is a
// 0 x 0 leaf without an error. Eval of the leaf alone returns a 0 x 0
// "result"; Base rejects it inside an operation with a non-ErrShape
// "invalid input", and the fused policies fail with a recovered panic
// ("internal error: runtime error: index out of range [0] with length 0"
// from the Cell skeleton). Cause: hop.NewDense does not reject zero-sized
// matrices (hop.NewSparse does). Expected: ErrShape when the leaf is built.
//
// Fixed in b8ac5a4; this test guards the fix.
func TestRegress_EmptyDenseLeafNotRejected(t *testing.T) {
	z := engine.Dense(&mat.Dense{})
	if !errors.Is(z.Err(), engine.ErrShape) {
		t.Errorf("engine.Dense(&mat.Dense{}).Err() = %v, want ErrShape", z.Err())
	}
	for _, p := range allPolicies {
		_, err := sharedEngine(t, p).Eval(context.Background(), z.Add(engine.Scalar(1)).Sum())
		if !errors.Is(err, engine.ErrShape) {
			t.Errorf("%s: Eval(sum(z+1)) error = %v, want ErrShape", p, err)
		}
	}
}

const regressChildEnv = "FUSEJIT_REGRESS_CHILD"

// inChild runs the named test in a child process with regressChildEnv set
// to name and returns its output and whether it exited normally.
func inChild(t *testing.T, test, name string) (string, bool) {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^"+test+"$", "-test.count=1")
	cmd.Env = append(os.Environ(), regressChildEnv+"="+name)
	out, err := cmd.CombinedOutput()
	text := string(out)
	if i := strings.Index(text, "\ngoroutine "); i >= 0 {
		text = text[:i] // the signal report, not the goroutine dumps
	}
	return text, err == nil
}

// TestRegress_InvalidCSRCrashesFusedKernel: a CSR whose row pointers run
// past its arrays (built with matrix.NewCSRFromParts, which does not check)
// kills the whole process with SIGSEGV in the generated Cell kernel of
// sum(X * Y) under every fused policy; Base returns an error. Cause:
// neither engine.Sparse (hop.NewSparse) nor Eval validates CSR leaves, and
// the kernels trust rowPtr and colIdx. Expected: an error (for example
// from (*matrix.CSR).Validate when the leaf is built), never a crash.
// Runs in a child process so that the crash is reported, not fatal.
//
// Fixed in b8ac5a4; this test guards the fix.
func TestRegress_InvalidCSRCrashesFusedKernel(t *testing.T) {
	bad := func() *matrix.CSR {
		return matrix.NewCSRFromParts(4, 3, []int64{0, 1, 100, 2, 2}, []int32{0, 1}, []float64{1, 2})
	}
	if os.Getenv(regressChildEnv) == "csr-crash" {
		X := engine.Sparse(bad())
		Y := engine.Dense(matrix.RandDense(4, 3, 0.5, 1.5, 2))
		e, err := engine.New(engine.WithCompileMode(engine.CompileSync), engine.WithCacheDir(""), engine.WithPolicy(engine.PolicyFuseAll))
		if err != nil {
			fmt.Println("engine:", err)
			return
		}
		_, err = e.Eval(context.Background(), X.Mul(Y).Sum())
		fmt.Printf("EVAL RETURNED err=%v\n", err)
		return
	}
	out, ok := inChild(t, "TestRegress_InvalidCSRCrashesFusedKernel", "csr-crash")
	switch {
	case !ok || !strings.Contains(out, "EVAL RETURNED"):
		t.Fatalf("Eval of sum(X*Y) with an invalid CSR X crashed the process:\n%s", out)
	case strings.Contains(out, "err=<nil>"):
		t.Fatalf("Eval of sum(X*Y) with an invalid CSR X returned a result instead of an error")
	}
}

// TestRegress_InvalidCSROutOfBoundsRead: a CSR with fewer values than
// column indices makes the fused col_agg kernel of colSums(X * Y) read past
// the values array: it returns garbage such as 1.07e-306 instead of an
// error (Base reports "malformed CSR"). Same cause as above. Child process,
// because an out-of-bounds read may also crash.
//
// Fixed in b8ac5a4; this test guards the fix.
func TestRegress_InvalidCSROutOfBoundsRead(t *testing.T) {
	if os.Getenv(regressChildEnv) == "csr-oob" {
		X := engine.Sparse(matrix.NewCSRFromParts(4, 3, []int64{0, 1, 1, 2, 2}, []int32{0, 1}, []float64{1}))
		Y := engine.Dense(matrix.RandDense(4, 3, 0.5, 1.5, 2))
		for _, p := range allPolicies {
			e, err := engine.New(engine.WithCompileMode(engine.CompileSync), engine.WithCacheDir(""), engine.WithPolicy(p))
			if err != nil {
				fmt.Println("engine:", err)
				return
			}
			res, err := e.Eval(context.Background(), X.Mul(Y).ColSums())
			if err != nil {
				fmt.Printf("POLICY %s error\n", p)
			} else {
				fmt.Printf("POLICY %s result %v\n", p, mat.Formatted(res.Matrix(0), mat.Squeeze()))
			}
			e.Close()
		}
		return
	}
	out, ok := inChild(t, "TestRegress_InvalidCSROutOfBoundsRead", "csr-oob")
	if !ok {
		t.Fatalf("the process crashed:\n%s", out)
	}
	for _, l := range strings.Split(out, "\n") {
		if strings.HasPrefix(l, "POLICY ") && strings.Contains(l, " result ") {
			t.Errorf("invalid CSR (one value short): Eval returned a result instead of an error: %s", strings.TrimPrefix(l, "POLICY "))
		}
	}
}

// TestRegress_UnsortedCSRPoliciesDisagree: a CSR with unsorted column
// indices in a row is accepted by every policy, and the results differ:
// rowSums(X + Y) is 5.4389... for row 0 under Base but 3.4389... under the
// fused policies (the sparse-safe merge of X with Y assumes sorted
// columns). Expected: the invalid leaf is rejected with an error.
//
// Fixed in b8ac5a4; this test guards the fix.
func TestRegress_UnsortedCSRPoliciesDisagree(t *testing.T) {
	X := engine.Sparse(matrix.NewCSRFromParts(4, 3, []int64{0, 2, 2, 3, 3}, []int32{2, 0, 1}, []float64{1, 2, 3}))
	Y := engine.Dense(matrix.RandDense(4, 3, 0.5, 1.5, 2))
	out := X.Add(Y).RowSums()
	var results []string
	for _, p := range allPolicies {
		res, err := sharedEngine(t, p).Eval(context.Background(), out)
		if err == nil {
			results = append(results, fmt.Sprintf("%s: %v", p, res.Matrix(0).At(0, 0)))
		}
	}
	if len(results) > 0 {
		t.Errorf("a CSR with unsorted column indices was accepted (want an error); row 0 of rowSums(X+Y): %s", strings.Join(results, ", "))
	}
}

// TestRegress_BaseMatMulIgnoresCancellation: Eval checks its context only
// between operators, and the unfused matrix multiply (OpenBLAS dgemm, or
// the gonum fallback) runs to the end once started: with a 5 ms timeout,
// Eval of sum(X %*% X) for a 2000 x 2000 X returns after about 1.5 s (3.2 s
// for 3000 x 3000). Cause: engine.runBasic calls base.Exec.MatMul without
// the context. Expected: the multiply is split into row panels that check
// the context, so that Eval returns within cancelBound.
//
// Fixed in b8ac5a4; this test guards the fix. The bound scales with the
// load: a quarter of an uncancelled Eval of the same product, if that is
// more than cancelBound.
func TestRegress_BaseMatMulIgnoresCancellation(t *testing.T) {
	const n = 2000
	X := engine.Dense(matrix.RandDense(n, n, 0, 1, 21))
	out := X.MatMul(X).Sum()
	start := time.Now()
	if _, err := sharedEngine(t, engine.PolicyNone).Eval(context.Background(), out); err != nil {
		t.Fatalf("uncancelled Eval: %v", err)
	}
	bound := max(cancelBound, time.Since(start)/4) + 5*time.Millisecond
	for _, p := range []engine.Policy{engine.PolicyNone, engine.PolicyCostBased} {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Millisecond)
		start := time.Now()
		_, err := sharedEngine(t, p).Eval(ctx, out)
		elapsed := time.Since(start)
		cancel()
		if !errors.Is(err, context.DeadlineExceeded) {
			t.Errorf("%s: error %v, want one wrapping context.DeadlineExceeded", p, err)
		}
		if elapsed > bound {
			t.Errorf("%s: Eval with a 5ms timeout returned after %v, want < %v", p, elapsed.Round(time.Millisecond), bound.Round(time.Millisecond))
		}
	}
}
