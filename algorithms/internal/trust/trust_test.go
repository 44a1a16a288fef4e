package trust

import (
	"math"
	"testing"
)

func TestBoundaryStepReachesTheBoundary(t *testing.T) {
	S := []float64{0.3, -0.2, 0.1}
	for _, V := range [][]float64{{1, 2, 3}, {-1, 0.5, -2}, {0, 0, 1e-3}} {
		var sv, v2, s2 float64
		for i := range S {
			sv += S[i] * V[i]
			v2 += V[i] * V[i]
			s2 += S[i] * S[i]
		}
		delta2 := 4.0
		a := BoundaryStep(sv, v2, s2, delta2)
		var n2 float64
		for i := range S {
			x := S[i] + a*V[i]
			n2 += x * x
		}
		if a < 0 || math.Abs(n2-delta2) > 1e-9 {
			t.Errorf("V %v: alpha %g gives ||S + alpha V||^2 = %g, want %g", V, a, n2, delta2)
		}
	}
	if a := BoundaryStep(0, 0, 1, 4); a != 0 {
		t.Errorf("V = 0: alpha %g", a)
	}
}

func TestRadius(t *testing.T) {
	// A poor step shrinks the region, a very good one grows it, NaN shrinks.
	if d := Radius(1, -1, 1, 0.5, -1, false); d >= 1 {
		t.Errorf("rejected step: radius %g, want < 1", d)
	}
	if d := Radius(1, 0.9, 1, -1, -1, false); d <= 1 {
		t.Errorf("good step at the boundary: radius %g, want > 1", d)
	}
	if d := Radius(1, math.NaN(), 1, 0, -1, false); d >= 1 {
		t.Errorf("NaN ratio: radius %g, want < 1", d)
	}
	if d := Radius(10, 0.5, 2, -1, -2, true); d > 8 {
		t.Errorf("first iteration: radius %g, want the step's norm 2 scaled at most 4x", d)
	}
}

func TestNoProgress(t *testing.T) {
	const obj = 4.5e6
	cases := []struct {
		change, pred float64
		boundary     bool
		want         bool
	}{
		{-1, -2, false, false},     // a real decrease
		{-1e-9, -1, false, true},   // no measurable change inside the region
		{-1e-9, -1, true, false},   // ... but the step was cut by the region
		{3e-8, -1e-12, true, true}, // noise, and the model predicts nothing
		{math.NaN(), -1e-3, false, false},
	}
	for _, c := range cases {
		if got := NoProgress(obj, obj+c.change, c.change, c.pred, c.boundary); got != c.want {
			t.Errorf("change %g, pred %g, boundary %t: %t, want %t", c.change, c.pred, c.boundary, got, c.want)
		}
	}
}
