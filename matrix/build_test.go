package matrix

import (
	"errors"
	"math"
	"math/rand/v2"
	"strings"
	"testing"
)

func TestFromTriplets(t *testing.T) {
	tests := []struct {
		name       string
		rows, cols int
		i, j       []int
		v          []float64
		want       [][]float64 // dense expectation; nil with wantErr
		wantNNZ    int
		wantErr    string
	}{
		{
			name: "unsorted with duplicates",
			rows: 3, cols: 3,
			i:       []int{2, 0, 2, 0, 2, 0},
			j:       []int{1, 2, 0, 2, 1, 0},
			v:       []float64{1, 2, 3, 4, 5, 6},
			want:    [][]float64{{6, 0, 6}, {0, 0, 0}, {3, 6, 0}},
			wantNNZ: 4,
		},
		{
			name: "explicit zero is stored",
			rows: 1, cols: 2,
			i: []int{0}, j: []int{1}, v: []float64{0},
			want:    [][]float64{{0, 0}},
			wantNNZ: 1,
		},
		{
			name: "duplicates cancel but stay stored",
			rows: 1, cols: 2,
			i: []int{0, 0}, j: []int{0, 0}, v: []float64{1, -1},
			want:    [][]float64{{0, 0}},
			wantNNZ: 1,
		},
		{name: "empty", rows: 2, cols: 2, want: [][]float64{{0, 0}, {0, 0}}},
		{name: "zero rows", rows: 0, cols: 5},
		{name: "length mismatch", rows: 2, cols: 2, i: []int{0}, j: []int{0, 1}, v: []float64{1}, wantErr: "differ in length"},
		{name: "value length mismatch", rows: 2, cols: 2, i: []int{0}, j: []int{0}, v: nil, wantErr: "differ in length"},
		{name: "row out of range", rows: 2, cols: 2, i: []int{0, 2}, j: []int{0, 0}, v: []float64{1, 1}, wantErr: "triplet 1: row index 2"},
		{name: "negative row", rows: 2, cols: 2, i: []int{-1}, j: []int{0}, v: []float64{1}, wantErr: "triplet 0: row index -1"},
		{name: "column out of range", rows: 2, cols: 2, i: []int{0}, j: []int{2}, v: []float64{1}, wantErr: "triplet 0: column index 2"},
		{name: "negative dims", rows: -2, cols: 2, wantErr: "negative dimensions"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, err := FromTriplets(tt.rows, tt.cols, tt.i, tt.j, tt.v)
			if tt.wantErr != "" {
				if !errors.Is(err, ErrInvalidCSR) || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("error = %v, want ErrInvalidCSR containing %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if err := c.Validate(); err != nil {
				t.Fatal(err)
			}
			if r, k := c.Dims(); r != tt.rows || k != tt.cols {
				t.Fatalf("Dims = %d x %d", r, k)
			}
			if c.NNZ() != tt.wantNNZ {
				t.Errorf("NNZ = %d, want %d", c.NNZ(), tt.wantNNZ)
			}
			for i, row := range tt.want {
				for j, w := range row {
					if got := c.At(i, j); got != w {
						t.Errorf("At(%d, %d) = %v, want %v", i, j, got, w)
					}
				}
			}
		})
	}
}

func TestFromTripletsRandom(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	const rows, cols, n = 17, 23, 400
	i := make([]int, n)
	j := make([]int, n)
	v := make([]float64, n)
	want := make([]float64, rows*cols)
	set := make([]bool, rows*cols)
	for t := range n {
		i[t], j[t], v[t] = rng.IntN(rows), rng.IntN(cols), rng.Float64()
		want[i[t]*cols+j[t]] += v[t]
		set[i[t]*cols+j[t]] = true
	}
	c, err := FromTriplets(rows, cols, i, j, v)
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Validate(); err != nil {
		t.Fatal(err)
	}
	nnz := 0
	for k, s := range set {
		if s {
			nnz++
		}
		if got := c.At(k/cols, k%cols); math.Abs(got-want[k]) > 1e-12 {
			t.Fatalf("At(%d, %d) = %v, want %v", k/cols, k%cols, got, want[k])
		}
	}
	if c.NNZ() != nnz {
		t.Fatalf("NNZ = %d, want %d distinct cells", c.NNZ(), nnz)
	}
}
