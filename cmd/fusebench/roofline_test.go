package main

import "testing"

func TestFastestRead(t *testing.T) {
	big := int64(cacheFreeBytes)
	m := func(pattern string, bytes int64, min float64) measurement {
		var r measurement
		r.Pattern, r.Policy, r.Rows, r.readBytes, r.SecondsMin = pattern, "gen", 1, bytes, jsonFloat(min)
		return r
	}
	tests := []struct {
		name    string
		results []measurement
		want    float64
		wantPat string
	}{
		{"none", nil, 0, ""},
		{"small inputs may come from cache", []measurement{m("small", big/2, 1e-6)}, 0, ""},
		{"fastest of the large", []measurement{m("a", big, 1), m("b", 2*big, 0.5), m("small", 1, 1e-9)}, 4 * float64(big), "b 1 rows gen"},
		{"no time", []measurement{m("a", big, 0)}, 0, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, name := fastestRead(tc.results)
			if got != tc.want || name != tc.wantPat {
				t.Errorf("fastestRead = %g %q, want %g %q", got, name, tc.want, tc.wantPat)
			}
		})
	}
	// The roofline never lets a configuration read faster than it.
	mc := machine{bw: []float64{1e9}, kernelBW: 3e9}
	if got := mc.roofBandwidth(); got != 3e9 {
		t.Errorf("roofBandwidth = %g, want the kernel's 3e9", got)
	}
	mc.kernelBW = 0.5e9
	if got := mc.roofBandwidth(); got != 1e9 {
		t.Errorf("roofBandwidth = %g, want the probe's 1e9", got)
	}
}
