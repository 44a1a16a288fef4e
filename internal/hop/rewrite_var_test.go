package hop_test

import (
	"strings"
	"testing"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/matrix"
)

// TestVarSumsFires: var-sums rewrites var and sd of a dense operand in
// every direction, and leaves those of a CSR operand (whose deviations
// Base would materialize) alone. A DAG with removeEmpty runs in stages,
// so the var after it sees the exact shape and is rewritten too. The
// values are checked in tests/var_fused_test.go.
func TestVarSumsFires(t *testing.T) {
	dense := engine.Dense(matrix.RandDense(30, 6, -1, 1, 1))
	sparse := engine.Sparse(matrix.RandSparse(30, 6, 0.2, -1, 1, 2))
	dyn := engine.RemoveEmptyRows(sparse, nil)
	e, err := engine.New(engine.WithCompileMode(engine.CompileSync), engine.WithCacheDir(""), engine.WithPolicy(engine.PolicyFuseAll))
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	cases := []struct {
		name  string
		out   *engine.Expr
		fires bool
	}{
		{"var dense", dense.Var(), true},
		{"rowSds dense chain", dense.Mul(engine.Scalar(2)).RowSds(), true},
		{"colVars dense", dense.ColVars(), true},
		{"var csr", sparse.Var(), false},
		{"colSds csr", sparse.ColSds(), false},
		{"rowVars after removeEmpty", dyn.Add(engine.Scalar(1)).RowVars(), true},
	}
	for _, c := range cases {
		text, err := e.Explain(c.out)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if got := strings.Contains(text, "var-sums"); got != c.fires {
			t.Errorf("%s: var-sums fired %t, want %t:\n%s", c.name, got, c.fires, text)
		}
	}
}
