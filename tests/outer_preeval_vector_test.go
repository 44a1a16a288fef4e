package tests

import (
	"context"
	"os/exec"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/internal/jit"
	"github.com/fusejit/fusejit/matrix"
)

// vectorStore and vectorArithmetic match, in clang's optimized IR, a
// store of a vector (of doubles, or of their bits after NaN
// canonicalization) and floating-point arithmetic on vectors of doubles.
var (
	vectorStore      = regexp.MustCompile(`store <\d+ x (double|i64)>`)
	vectorArithmetic = regexp.MustCompile(`= f(add|sub|mul|div) <\d+ x double>`)
)

// vectorizedBlocks returns the blocks of optimized IR that the loop
// vectorizer made (vector.body, vector.body15, ...), each as its text.
func vectorizedBlocks(optimized string) []string {
	var blocks []string
	for _, part := range strings.Split(optimized, "\n\n") {
		if strings.HasPrefix(strings.TrimLeft(part, "\n"), "vector.body") {
			blocks = append(blocks, part)
		}
	}
	return blocks
}

// optimizeLikeTheJIT runs clang over module with the optimization flags of
// the JIT's optimized build (jit/flags.go) and returns the optimized IR.
func optimizeLikeTheJIT(t *testing.T, c *jit.Compiler, module string) string {
	t.Helper()
	args := []string{"-O3", "-march=native", "-fno-unroll-loops", "-mllvm", "-force-vector-interleave=2", "-Wno-override-module"}
	if c.VecLib() {
		args = append(args, "-fveclib=libmvec")
	}
	args = append(args, "-S", "-emit-llvm", "-x", "ir", "-", "-o", "-")
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, c.Path(), args...)
	cmd.Stdin = strings.NewReader(module)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("clang %s: %v: %s", strings.Join(args, " "), err, stderr.String())
	}
	return string(out)
}

// TestOuterPreEvaluationVectorizes: the flat pass that evaluates a blocked
// Outer chunk's cells (llvmgen/outer_preeval.go) is there to be
// vectorized, which mathir.go's straight-line functions allow; a branch or
// an opaque call in one of them would leave it scalar and silently cost
// the time it saves (a vector pow is about a fifth of the kernel at
// 20,000^2, rank 100, sparsity 0.01). So, for each costly cell function,
// clang with the JIT's flags must turn the pass into a vector loop that
// computes on doubles and stores vectors: one more such loop than in the
// reference, the same expression times a dense side input of ones, which
// is evaluated in the row-major loop (the dot products' loops store
// nothing, the loops that clear counts or copy cursors compute nothing;
// left_mm's and right_mm's row updates do both, in either kernel).
func TestOuterPreEvaluationVectorizes(t *testing.T) {
	c, err := jit.NewCompiler("")
	if err != nil {
		t.Fatalf("no compiler: %v", err)
	}
	const n, m, rank = 500, 600, 129
	X := engine.Sparse(matrix.RandSparse(n, m, 0.01, 0.5, 1.5, 41))
	U := engine.Dense(matrix.RandDense(n, rank, 0.1, 1, 42))
	V := engine.Dense(matrix.RandDense(m, rank, 0.1, 1, 43))
	ones := engine.Dense(matrix.RandDense(n, m, 1, 1, 44))
	uv := U.MatMul(V.T())
	cases := []struct {
		name string
		cell func(one *engine.Expr) *engine.Expr
	}{
		{"sum-log", func(one *engine.Expr) *engine.Expr { return X.Mul(uv.Add(engine.Scalar(1e-15)).Log().Mul(one)).Sum() }},
		{"sum-pow", func(one *engine.Expr) *engine.Expr { return X.Mul(uv.Pow(engine.Scalar(1.5)).Mul(one)).Sum() }},
		{"sum-sqrt", func(one *engine.Expr) *engine.Expr { return X.Mul(uv.Sqrt().Mul(one)).Sum() }},
		{"exp", func(one *engine.Expr) *engine.Expr { return X.Mul(uv.Exp().Mul(one)) }},
		{"tanh", func(one *engine.Expr) *engine.Expr { return X.Mul(uv.Tanh().Mul(one)) }},
		{"sin", func(one *engine.Expr) *engine.Expr { return X.Mul(uv.Sin().Mul(one)) }},
		{"div-right", func(one *engine.Expr) *engine.Expr { return X.Div(uv.Mul(one)).MatMul(V) }},
		{"sigmoid-left", func(one *engine.Expr) *engine.Expr { return U.T().MatMul(X.Mul(uv.Sigmoid().Mul(one))) }},
	}
	e := newEngine(t, engine.PolicyFuseAll)
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			evaluating := map[bool]int{}
			for _, ref := range []bool{false, true} {
				one := engine.Scalar(1)
				if ref {
					one = ones
				}
				explain, err := e.ExplainIR(tc.cell(one))
				if err != nil {
					t.Fatal(err)
				}
				var outer string
				for _, mod := range extractModules(explain) {
					if strings.Contains(mod, "chunk") {
						outer = mod
					}
				}
				if outer == "" {
					t.Fatalf("ref=%v: no blocked Outer module in:\n%s", ref, explain)
				}
				if pre := strings.Contains(outer, "preeval"); pre == ref {
					t.Fatalf("ref=%v: the module has a pre-evaluation pass: %v", ref, pre)
				}
				for _, b := range vectorizedBlocks(optimizeLikeTheJIT(t, c, outer)) {
					if vectorStore.MatchString(b) && vectorArithmetic.MatchString(b) {
						evaluating[ref]++
					}
				}
			}
			if evaluating[false] != evaluating[true]+1 {
				t.Errorf("vector loops that compute and store doubles: %d with the pre-evaluation pass, %d without; want one more with it",
					evaluating[false], evaluating[true])
			}
		})
	}
}
