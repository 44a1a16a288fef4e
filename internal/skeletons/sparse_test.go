package skeletons

import (
	"math"
	"testing"

	"github.com/fusejit/fusejit/matrix"
)

// TestDropFlagged: the result, fast path or not, is dropFlaggedCells's,
// and holds as many cells as main has unflagged, whichever cells are
// flagged (none, one at either end of an 8-byte word, all); it never
// shares main's arrays.
func TestDropFlagged(t *testing.T) {
	main := matrix.RandSparse(7, 9, 0.4, -1, 1, 3)
	nnz := len(main.Values())
	if nnz < 17 {
		t.Fatalf("test matrix has %d stored cells, want at least 17", nnz)
	}
	vals := make([]float64, nnz)
	for k := range vals {
		vals[k] = float64(k) + 0.5
	}
	vals[1] = math.NaN()
	cases := map[string][]int{
		"none": nil, "first": {0}, "word end": {7}, "next word": {8}, "tail": {nnz - 1},
		"several": {2, 8, 15, nnz - 1}, "all": nil,
	}
	for name, set := range cases {
		flags := make([]uint8, nnz)
		for _, k := range set {
			flags[k] = 1
		}
		if name == "all" {
			for k := range flags {
				flags[k] = 1
			}
		}
		got := dropFlagged(main, append([]float64(nil), vals...), flags)
		want := dropFlaggedCells(main, vals, flags)
		kept := 0
		for _, f := range flags {
			if f == 0 {
				kept++
			}
		}
		if got.NNZ() != kept {
			t.Errorf("%s: %d cells stored, want the %d unflagged", name, got.NNZ(), kept)
		}
		if !sameCSR(got, want) {
			t.Errorf("%s: dropFlagged differs from dropFlaggedCells", name)
		}
		if r := got.RowPtr(); len(r) > 0 && &r[0] == &main.RowPtr()[0] {
			t.Errorf("%s: the result shares main's row pointers", name)
		}
		if c := got.ColIdx(); len(c) > 0 && &c[0] == &main.ColIdx()[0] {
			t.Errorf("%s: the result shares main's column indices", name)
		}
	}
}

// TestAnyFlagged checks every position of every length up to 33.
func TestAnyFlagged(t *testing.T) {
	for n := 0; n <= 33; n++ {
		flags := make([]uint8, n)
		if anyFlagged(flags) {
			t.Fatalf("length %d: no cell set, anyFlagged is true", n)
		}
		for k := 0; k < n; k++ {
			flags[k] = 1
			if !anyFlagged(flags) {
				t.Fatalf("length %d: cell %d set, anyFlagged is false", n, k)
			}
			flags[k] = 0
		}
	}
}

func sameCSR(a, b *matrix.CSR) bool {
	ar, ac := a.Dims()
	br, bc := b.Dims()
	if ar != br || ac != bc || len(a.Values()) != len(b.Values()) {
		return false
	}
	for i, p := range a.RowPtr() {
		if b.RowPtr()[i] != p {
			return false
		}
	}
	for k, v := range a.Values() {
		if a.ColIdx()[k] != b.ColIdx()[k] || math.Float64bits(v) != math.Float64bits(b.Values()[k]) {
			return false
		}
	}
	return true
}
