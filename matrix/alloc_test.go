package matrix

import (
	"bytes"
	"testing"
	"unsafe"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/hugealloc"
)

// TestLargeArraysStartOnHugePages checks that every constructor, generator,
// converter and reader places its large arrays through hugealloc (where
// huge pages are advised, the arrays start on a 2 MiB boundary), and that
// small arrays are plain make slices (len == cap, any address).
func TestLargeArraysStartOnHugePages(t *testing.T) {
	if !hugealloc.Enabled() {
		t.Skip("huge pages are not advised on this platform; nothing to check")
	}
	const rows, cols = 1200, 1000 // 9.6 MB dense
	dense := RandDense(rows, cols, -1, 1, 7)
	sparse := RandSparse(rows, cols, 0.95, -1, 1, 8) // about 1.14M cells: 4.6 MB of column indices
	var csvBuf bytes.Buffer
	small := RandDense(3, 4, 0, 1, 1)
	big := RandDense(600, 1000, 0, 1, 2)
	if err := WriteCSV(&csvBuf, big, nil, CSVOptions{}); err != nil {
		t.Fatal(err)
	}
	fromCSV, _, err := ReadCSV(bytes.NewReader(csvBuf.Bytes()), CSVOptions{})
	if err != nil {
		t.Fatal(err)
	}
	is, js, vs := tripletsOf(sparse)
	built, err := FromTriplets(rows, cols, is, js, vs)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		data []float64
	}{
		{"RandDense", dense.RawMatrix().Data},
		{"RandSparse values", sparse.Values()},
		{"CSR.ToDense", sparse.ToDense().RawMatrix().Data},
		{"FromDense values", FromDense(dense).Values()},
		{"CSR.Transpose values", sparse.Transpose().Values()},
		{"CSR.Clone values", sparse.Clone().Values()},
		{"FromTriplets values", built.Values()},
		{"ReadCSV", fromCSV.RawMatrix().Data},
	} {
		if a := uintptr(unsafe.Pointer(unsafe.SliceData(c.data))); a%hugealloc.HugePage != 0 {
			t.Errorf("%s: %d values start at %#x, not on a huge page boundary", c.name, len(c.data), a)
		}
		if cap(c.data) != len(c.data) {
			t.Errorf("%s: len %d cap %d", c.name, len(c.data), cap(c.data))
		}
	}
	if a := uintptr(unsafe.Pointer(unsafe.SliceData(sparse.ColIdx()))); a%hugealloc.HugePage != 0 {
		t.Errorf("RandSparse column indices start at %#x, not on a huge page boundary", a)
	}
	if d := small.RawMatrix().Data; cap(d) != len(d) {
		t.Errorf("small RandDense: len %d cap %d", len(d), cap(d))
	}
	if !mat.Equal(fromCSV, big) {
		t.Errorf("ReadCSV of a large matrix does not read back what was written")
	}
}

func tripletsOf(c *CSR) (is, js []int, vs []float64) {
	for i := range c.rows {
		cols, vals := c.Row(i)
		for k, j := range cols {
			is, js, vs = append(is, i), append(js, int(j)), append(vs, vals[k])
		}
	}
	return is, js, vs
}
