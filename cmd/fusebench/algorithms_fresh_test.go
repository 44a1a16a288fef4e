package main

import (
	"encoding/json"
	"strings"
	"testing"

	"gonum.org/v1/gonum/mat"
)

func TestParseChildSpec(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want childSpec
		ok   bool
	}{
		{"0:1:2", childSpec{0, 1, 2}, true},
		{"3:0:0", childSpec{3, 0, 0}, true},
		{"1:2", childSpec{}, false},
		{"1:2:3:4", childSpec{}, false},
		{"a:1:2", childSpec{}, false},
		{"0:-1:2", childSpec{}, false},
	} {
		got, err := parseChildSpec(tc.in)
		if (err == nil) != tc.ok || got != tc.want {
			t.Errorf("parseChildSpec(%q) = %v, %v; want %v, ok %t", tc.in, got, err, tc.want, tc.ok)
		}
		if tc.ok && got.String() != tc.in {
			t.Errorf("%v prints as %q, want %q", got, got.String(), tc.in)
		}
	}
}

// TestAlgoChild runs the child side of -algorithms -fresh in this process
// (the parent re-executes the binary, which a test binary cannot stand in
// for): each policy's run reports its times, iterations and model, and
// the two models agree.
func TestAlgoChild(t *testing.T) {
	var models [2][]mat.Matrix
	for k := range models {
		out, stderr, err := runArgs(t, "-algorithms", "-fresh", "-algos", "l2svm", "-algo-rows", "2000",
			"-policies", "base,gen", "-algo-child", childSpec{0, k, 0}.String())
		if err != nil {
			t.Fatalf("policy %d: %v\n%s", k, err, stderr)
		}
		var r childRun
		if err := json.Unmarshal([]byte(strings.TrimSpace(out)), &r); err != nil {
			t.Fatalf("policy %d: output %q: %v", k, out, err)
		}
		if r.Err != "" || !(r.Seconds > 0) || r.Iters < 1 || len(r.Model) != 1 {
			t.Fatalf("policy %d: %+v", k, r)
		}
		m := r.Model[0]
		if m.Rows != 10 || m.Cols != 1 || len(m.Data) != 10 {
			t.Fatalf("policy %d: model %dx%d with %d values, want 10x1", k, m.Rows, m.Cols, len(m.Data))
		}
		models[k] = []mat.Matrix{mat.NewDense(m.Rows, m.Cols, m.Data)}
	}
	if d := modelDiff(models[0], models[1]); !(d <= algoTolerance) {
		t.Errorf("gen's model differs from base's by %g", d)
	}
}
