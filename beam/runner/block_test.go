package runner

import (
	"errors"
	"math"
	"path/filepath"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/matrix"
)

func TestBlockRoundTrip(t *testing.T) {
	dense := mat.NewDense(3, 2, []float64{1, math.Copysign(0, -1), math.NaN(), math.Inf(-1), 5e-324, 7})
	sparse := matrix.RandSparse(50, 20, 0.1, -1, 1, 3)
	view := matrix.RandDense(10, 4, -1, 1, 4).Slice(2, 7, 1, 3) // strided: copied
	for name, m := range map[string]mat.Matrix{"dense": dense, "csr": sparse, "view": view} {
		b := NewBlock(5, m)
		back, err := decodeBlock(encodeBlock(b))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if back.Index != 5 {
			t.Errorf("%s: index %d, want 5", name, back.Index)
		}
		got, err := back.Matrix()
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		r, c := m.Dims()
		if gr, gc := got.Dims(); gr != r || gc != c {
			t.Fatalf("%s: %dx%d, want %dx%d", name, gr, gc, r, c)
		}
		if _, isCSR := m.(*matrix.CSR); isCSR != back.Sparse {
			t.Errorf("%s: sparse %t after the round trip", name, back.Sparse)
		}
		for i := range r {
			for j := range c {
				if math.Float64bits(got.At(i, j)) != math.Float64bits(m.At(i, j)) {
					t.Errorf("%s: cell (%d,%d) = %v, want %v", name, i, j, got.At(i, j), m.At(i, j))
				}
			}
		}
	}
}

func TestBlockDecodeRejects(t *testing.T) {
	good := encodeBlock(NewBlock(0, mat.NewDense(2, 2, []float64{1, 2, 3, 4})))
	bad := append([]byte(nil), good...)
	bad[4+4*8] = 200 // claims 200 values
	for name, data := range map[string][]byte{
		"empty":     nil,
		"magic":     append([]byte("XXXX"), good[4:]...),
		"truncated": good[:len(good)-3],
		"trailing":  append(append([]byte(nil), good...), 0),
		"too long":  bad,
	} {
		if _, err := decodeBlock(data); !errors.Is(err, errBlock) {
			t.Errorf("%s: decode returned %v, want errBlock", name, err)
		}
	}
	// A CSR block whose arrays disagree is refused when it becomes a matrix.
	b := NewBlock(0, matrix.RandSparse(5, 5, 0.5, -1, 1, 1))
	b.ColIdx = b.ColIdx[:len(b.ColIdx)-1]
	if _, err := b.Matrix(); !errors.Is(err, errBlock) {
		t.Errorf("inconsistent CSR: %v, want errBlock", err)
	}
}

func TestBlockFiles(t *testing.T) {
	path := filepath.Join(t.TempDir(), "b.blk")
	in := []Block{NewBlock(0, mat.NewDense(1, 2, []float64{1, 2})), NewBlock(1, matrix.RandSparse(4, 3, 0.5, 0, 1, 2))}
	if err := writeBlocks(path, in); err != nil {
		t.Fatal(err)
	}
	out, err := readBlocks(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(out) != 2 || out[0].Index != 0 || out[1].Index != 1 || !out[1].Sparse || out[0].Data[1] != 2 {
		t.Fatalf("read back %+v", out)
	}
}
