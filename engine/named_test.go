package engine_test

import (
	"context"
	"strings"
	"testing"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/matrix"
)

// TestNamed: Explain prints the labels, and labels change neither the plan
// nor the CPlan hashes.
func TestNamed(t *testing.T) {
	eng, err := engine.New(engine.WithPolicy(engine.PolicyFuseAll))
	if err != nil {
		t.Fatal(err)
	}
	defer eng.Close()
	x := matrix.RandDense(50, 8, 0, 1, 1)
	z := matrix.RandSparse(50, 8, 0.1, 0, 1, 2)
	build := func(named bool) *engine.Expr {
		X, Z := engine.Dense(x), engine.Sparse(z)
		if named {
			X, Z = engine.Named("features", X), engine.Named("mask", Z)
		}
		return Z.Mul(X).Mul(X).Sum()
	}
	text, err := eng.Explain(build(true))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"dense:features", "sparse:mask"} {
		if !strings.Contains(text, want) {
			t.Errorf("Explain lacks %q:\n%s", want, text)
		}
	}
	var hashes [2][]string
	for i, named := range []bool{false, true} {
		res, err := eng.Eval(context.Background(), build(named))
		if err != nil {
			t.Fatal(err)
		}
		for _, op := range res.Plan() {
			hashes[i] = append(hashes[i], op.Hash)
		}
	}
	if len(hashes[0]) == 0 || strings.Join(hashes[0], ",") != strings.Join(hashes[1], ",") {
		t.Errorf("plans differ: unnamed %v, named %v", hashes[0], hashes[1])
	}
	if err := engine.Named("nil", nil).Err(); err == nil {
		t.Error("Named(nil): no error")
	}
}
