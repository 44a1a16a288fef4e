package tests

import (
	"context"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/matrix"
)

// levelLoggingClang returns a clang wrapper that appends the optimization
// level of every successful kernel build (-O0 or -O3) to a log, and a
// function that returns the levels logged so far.
func levelLoggingClang(t *testing.T) (string, func() []string) {
	t.Helper()
	real, err := exec.LookPath("clang")
	if err != nil {
		t.Skip("clang not installed")
	}
	dir := t.TempDir()
	logf := filepath.Join(dir, "levels")
	script := fmt.Sprintf(`#!/bin/sh
ir=
level=
for a in "$@"; do
  case "$a" in
    ir) ir=1 ;;
    -O0|-O1|-O2|-O3) level=$a ;;
  esac
done
if [ -z "$ir" ]; then exec %[2]q "$@"; fi
%[2]q "$@" || exit $?
echo "$level" >> %[1]q
`, logf, real)
	p := filepath.Join(dir, "clang")
	if err := os.WriteFile(p, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	return p, func() []string {
		b, _ := os.ReadFile(logf)
		return strings.Fields(string(b))
	}
}

// outerLevelInputs returns X (n x m, CSR at sparsity sp, every third row
// empty), and U (n x r), V (m x r) with entries in [0.1, 1] and each of
// specials once in each, in different rows.
func outerLevelInputs(n, m, r int, sp float64, specials []float64, seed uint64) (X, U, V *engine.Expr) {
	X = engine.Sparse(withEmptyRows(matrix.RandSparse(n, m, sp, 0.5, 1.5, seed)))
	u := matrix.RandDense(n, r, 0.1, 1, seed+1)
	v := matrix.RandDense(m, r, 0.1, 1, seed+2)
	for k, s := range specials {
		u.Set((7*k+1)%n, (3*k)%r, s)
		v.Set((11*k+2)%m, (5*k+1)%r, s)
	}
	return X, engine.Dense(u), engine.Dense(v)
}

// TestOuterLevelsAgree: the Outer kernels' dot products are written in a
// fixed order (llvmgen outer_dotorder.go), so a quick (-O0) build gives
// the optimized (-O3) build's bits, on 1 to 3 threads, and both agree
// with Base within SEMANTICS.md's tolerance for reordered sums; the four
// variants, sparse and nearly dense X with empty rows, ranks 1 to 129 around the
// lane blocks, NaN, ±Inf and -0 in U and V, and a V large enough for
// the blocked and sorted walks. Every kernel of the quick engines must
// really be built at -O0: before, Outer modules carried reassoc and were
// built at -O3 whatever was asked.
func TestOuterLevelsAgree(t *testing.T) {
	clang, levels := levelLoggingClang(t)
	type setup struct {
		level   engine.BuildLevels
		threads int
	}
	setups := []setup{{engine.BuildOptimized, 1}, {engine.BuildQuick, 1}, {engine.BuildQuick, 2}, {engine.BuildQuick, 3}, {engine.BuildOptimized, 3}}
	engines := make([]*engine.Engine, len(setups))
	quickClang := func(i int) []engine.Option {
		if setups[i].level == engine.BuildQuick {
			return []engine.Option{engine.WithCompiler(clang)}
		}
		return nil
	}
	for i, s := range setups {
		engines[i] = newEngine(t, engine.PolicyFuseAll, append(quickClang(i),
			engine.WithBuildLevels(s.level), engine.WithThreads(s.threads))...)
	}
	base := newEngine(t, engine.PolicyNone)
	all := []float64{math.NaN(), math.Inf(1), math.Inf(-1), math.Copysign(0, -1)}
	variants := []struct {
		name  string
		build func(X, U, V *engine.Expr) *engine.Expr
		// specials are the values put into U and V.
		specials []float64
	}{
		{"full_agg", func(X, U, V *engine.Expr) *engine.Expr {
			return X.Mul(U.MatMul(V.T()).Add(engine.Scalar(1e-15)).Log()).Sum()
		}, all},
		{"no_agg", func(X, U, V *engine.Expr) *engine.Expr {
			return X.Mul(engine.Scalar(1).Div(engine.Scalar(1).Add(U.MatMul(V.T()).Neg().Exp())))
		}, all},
		{"right_mm", func(X, U, V *engine.Expr) *engine.Expr {
			return X.Ne(engine.Scalar(0)).Mul(U.MatMul(V.T())).MatMul(V)
		}, all},
		{"left_mm", func(X, U, V *engine.Expr) *engine.Expr {
			return U.T().MatMul(X.Div(U.MatMul(V.T()))).T()
		}, all},
	}
	type shape struct {
		n, m     int
		sp       float64
		ranks    []int
		specials bool
	}
	small := []int{1, 3, 4, 5, 7, 8, 9, 12, 13, 16, 17, 33}
	shapes := []shape{
		{400, 300, 0.2, small, true},
		// Nearly dense: a dense X plans no Outer operator.
		{400, 300, 0.9, small, true},
		{400, 300, 0.05, []int{100, 129}, false},
		// V of 3000 x r is past L2: the blocked walk, sorted in its dense
		// chunks (sparsity 0.3), by rows in its sparse ones.
		{400, 3000, 0.3, []int{8, 13, 100, 129}, true},
		{400, 3000, 0.01, []int{13, 100}, false},
	}
	ctx := context.Background()
	for si, s := range shapes {
		for _, r := range s.ranks {
			for _, v := range variants {
				var specials []float64
				if s.specials {
					specials = v.specials
				}
				X, U, V := outerLevelInputs(s.n, s.m, r, s.sp, specials, uint64(40+si))
				name := fmt.Sprintf("%s/%dx%d/sp=%g/r=%d", v.name, s.n, s.m, s.sp, r)
				out := v.build(X, U, V)
				want, err := base.Eval(ctx, out)
				if err != nil {
					t.Fatalf("%s: Base: %v", name, err)
				}
				var first mat.Matrix
				for i, e := range engines {
					res, err := e.Eval(ctx, out)
					if err != nil {
						t.Fatalf("%s: %v", name, err)
					}
					outer := false
					for _, op := range res.Plan() {
						if op.Fallback {
							t.Errorf("%s: %+v fell back to Base", name, op)
						}
						outer = outer || op.Template == engine.TemplateOuter && op.Variant == v.name
					}
					if !outer {
						t.Errorf("%s: no outer %s operator in %+v", name, v.name, res.Plan())
					}
					got := res.Matrix(0)
					if i == 0 {
						first = got
						if d := diff(want.Matrix(0), got, 1e-9); d != "" {
							t.Errorf("%s: optimized against Base: %s", name, d)
						}
						continue
					}
					if d := bitsDiff(first, got); d != "" {
						t.Errorf("%s: %s on %d threads differs from optimized on 1: %s", name, setups[i].level, setups[i].threads, d)
					}
				}
			}
		}
	}
	built := levels()
	if len(built) == 0 {
		t.Fatal("the quick engines built no kernel")
	}
	for _, l := range built {
		if l != "-O0" {
			t.Errorf("a quick engine built a kernel at %s, want every one at -O0 (levels %v)", l, built)
			break
		}
	}
	t.Logf("%d quick builds: %v", len(built), built)
}
