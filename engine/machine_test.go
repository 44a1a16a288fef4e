package engine_test

import (
	"context"
	"math"
	"strings"
	"testing"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/matrix"
)

// TestWithMachine: the cost model uses the given rates (Explain prints
// them) and rejects rates that are not positive and finite.
func TestWithMachine(t *testing.T) {
	m := engine.Machine{ReadBandwidth: 12.5e9, WriteBandwidth: 7.25e9, PeakFLOPS: 33e9}
	e, err := engine.New(engine.WithCompileMode(engine.CompileSync), engine.WithCacheDir(""), engine.WithMachine(m))
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	X := engine.Dense(matrix.RandDense(300, 40, 0, 1, 1))
	Y := engine.Dense(matrix.RandDense(300, 40, 0, 1, 2))
	expr := X.Mul(Y).Add(X).Sum()
	s, err := e.Explain(expr)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(s, m.String()) {
		t.Fatalf("Explain does not show the given machine %q:\n%s", m.String(), s)
	}
	if _, err := e.Eval(context.Background(), expr); err != nil {
		t.Fatal(err)
	}
	for _, bad := range []engine.Machine{{}, {ReadBandwidth: 1e9, WriteBandwidth: 1e9, PeakFLOPS: math.Inf(1)}, {ReadBandwidth: -1, WriteBandwidth: 1, PeakFLOPS: 1}} {
		if e, err := engine.New(engine.WithCompileMode(engine.CompileSync), engine.WithCacheDir(""), engine.WithMachine(bad)); err == nil {
			e.Close()
			t.Errorf("WithMachine(%v): no error", bad)
		}
	}
}
