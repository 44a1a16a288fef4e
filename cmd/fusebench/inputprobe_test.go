package main

import (
	"context"
	"math"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/matrix"
)

func TestInputArraysAreTheInputsBytes(t *testing.T) {
	dense := matrix.RandDense(7, 5, 0, 1, 1)
	sparse := matrix.RandSparse(9, 11, 0.3, 0, 1, 2)
	for _, tc := range []struct {
		name   string
		m      mat.Matrix
		arrays int
	}{
		{"dense", dense, 1},
		{"csr", sparse, 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			arrays := inputArrays(tc.m)
			if len(arrays) != tc.arrays {
				t.Fatalf("%d arrays, want %d", len(arrays), tc.arrays)
			}
			total := int64(0)
			for _, a := range arrays {
				total += int64(len(a))
			}
			// The probe reads what the roofline's accounting counts.
			if want := sizeOf(tc.m); total != want {
				t.Errorf("%d bytes, want %d (sizeOf)", total, want)
			}
		})
	}
}

func TestPairedRatio(t *testing.T) {
	tests := []struct {
		name              string
		runs, passes      []float64
		readBytes, probed int64
		want              float64
	}{
		{"each run over its pass", []float64{2, 9, 3}, []float64{1, 3, 2}, 10, 10, 2},
		{"scaled to the bytes counted", []float64{4}, []float64{1}, 20, 10, 2},
		{"only complete pairs", []float64{4, 100}, []float64{2}, 1, 1, 2},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := pairedRatio(tc.runs, tc.passes, tc.readBytes, tc.probed); got != tc.want {
				t.Errorf("pairedRatio = %g, want %g", got, tc.want)
			}
		})
	}
	if got := pairedRatio(nil, nil, 1, 1); !math.IsNaN(got) {
		t.Errorf("no pairs: %g, want NaN", got)
	}
}

// TestReadPartsReadsEveryByteOnce checks the C probe's cutting: every
// chunk, step and tail of arrays of awkward lengths is read exactly once.
// Each array holds a one at every offset that is a multiple of 8, so a
// 64-bit word read adds 1 and so does a tail byte at such an offset.
func TestReadPartsReadsEveryByteOnce(t *testing.T) {
	c, err := newCProbe(context.Background())
	if err != nil {
		t.Skipf("no C probe: %v", err)
	}
	defer c.close()
	lens := []int{1, 63, 64, 65, 1000, 4097, 1 << 20, 1<<20 + 13}
	var arrays [][]byte
	want := int64(0)
	for _, n := range lens {
		a := make([]byte, n)
		for i := 0; i < n; i += 8 {
			a[i] = 1
			want++
		}
		arrays = append(arrays, a)
	}
	for _, threads := range []int{1, 2, 3} {
		for _, chunks := range []int{1, 2, 7, 64} {
			for _, step := range []int{64, 1000, 1 << 10} {
				if got := c.readParts(arrays, threads, chunks, step); got != want {
					t.Errorf("threads %d chunks %d step %d: sum %d, want %d", threads, chunks, step, got, want)
				}
			}
		}
	}
	if got := c.readParts(nil, 2, 4, 64); got != 0 {
		t.Errorf("no arrays: %d", got)
	}
}

func TestRooflineUsesTheInputProbe(t *testing.T) {
	mc := machine{bw: []float64{1e9}, kernelBW: 5e9}
	var m measurement
	if got := m.roofBandwidth(mc, 0); got != 5e9 {
		t.Errorf("without an input probe: %g, want the machine's 5e9", got)
	}
	m.inputsBW = 2e9
	if got := m.roofBandwidth(mc, 0); got != 2e9 {
		t.Errorf("with an input probe: %g, want its 2e9, not another configuration's read", got)
	}
	if got := m.roofBandwidth(mc, 3e9); got != 3e9 {
		t.Errorf("a policy read faster: %g, want its 3e9", got)
	}
}
