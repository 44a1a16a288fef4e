package matrix

import (
	"bytes"
	"encoding/binary"
	"errors"
	"math"
	"strings"
	"testing"

	"gonum.org/v1/gonum/mat"
)

// npyBytes builds a .npy stream as numpy.save lays it out.
func npyBytes(version byte, dict string, data []byte) []byte {
	var b bytes.Buffer
	b.Write(npyMagic)
	b.Write([]byte{version, 0})
	lenBytes := 2
	if version > 1 {
		lenBytes = 4
	}
	total := 8 + lenBytes + len(dict) + 1
	header := dict + strings.Repeat(" ", (64-total%64)%64) + "\n"
	if lenBytes == 2 {
		binary.Write(&b, binary.LittleEndian, uint16(len(header)))
	} else {
		binary.Write(&b, binary.LittleEndian, uint32(len(header)))
	}
	b.WriteString(header)
	b.Write(data)
	return b.Bytes()
}

func encode(order binary.ByteOrder, vals ...any) []byte {
	var b bytes.Buffer
	for _, v := range vals {
		binary.Write(&b, order, v)
	}
	return b.Bytes()
}

func TestReadNPY(t *testing.T) {
	le, be := binary.LittleEndian, binary.BigEndian
	tests := []struct {
		name string
		in   []byte
		want *mat.Dense
	}{
		{"f8 C order", npyBytes(1, "{'descr': '<f8', 'fortran_order': False, 'shape': (2, 3), }",
			encode(le, 0.0, 1.0, 2.0, 3.0, 4.0, math.Inf(-1))), mat.NewDense(2, 3, []float64{0, 1, 2, 3, 4, math.Inf(-1)})},
		{"f8 Fortran order", npyBytes(1, "{'descr': '<f8', 'fortran_order': True, 'shape': (2, 3), }",
			encode(le, 0.0, 3.0, 1.0, 4.0, 2.0, 5.0)), mat.NewDense(2, 3, []float64{0, 1, 2, 3, 4, 5})},
		{"f4 big-endian 1-d", npyBytes(1, "{'descr': '>f4', 'fortran_order': False, 'shape': (3,), }",
			encode(be, float32(1.5), float32(-2), float32(3))), mat.NewDense(3, 1, []float64{1.5, -2, 3})},
		{"i8 version 2", npyBytes(2, "{'descr': '<i8', 'fortran_order': False, 'shape': (1, 2), }",
			encode(le, int64(-7), int64(1<<40))), mat.NewDense(1, 2, []float64{-7, 1 << 40})},
		{"i2 and scalar shape", npyBytes(1, "{'descr': '<i2', 'fortran_order': False, 'shape': (), }",
			encode(le, int16(-300))), mat.NewDense(1, 1, []float64{-300})},
		{"u1", npyBytes(1, "{'descr': '|u1', 'fortran_order': False, 'shape': (2,), }", []byte{255, 7}), mat.NewDense(2, 1, []float64{255, 7})},
		{"i1", npyBytes(1, "{'descr': '|i1', 'fortran_order': False, 'shape': (2,), }", []byte{255, 7}), mat.NewDense(2, 1, []float64{-1, 7})},
		{"bool", npyBytes(1, "{'descr': '|b1', 'fortran_order': False, 'shape': (2,), }", []byte{1, 0}), mat.NewDense(2, 1, []float64{1, 0})},
		{"u4 key order", npyBytes(3, "{'shape': (1, 1), 'fortran_order': False, 'descr': '<u4'}", encode(le, uint32(4000000000))), mat.NewDense(1, 1, []float64{4e9})},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := ReadNPY(bytes.NewReader(tc.in))
			if err != nil {
				t.Fatal(err)
			}
			if !equalNaN(got, tc.want) {
				t.Fatalf("got %v, want %v", mat.Formatted(got), mat.Formatted(tc.want))
			}
		})
	}
}

func TestReadNPYMalformed(t *testing.T) {
	good := "{'descr': '<f8', 'fortran_order': False, 'shape': (2,), }"
	data := encode(binary.LittleEndian, 1.0, 2.0)
	tests := []struct {
		name string
		in   []byte
	}{
		{"empty", nil},
		{"not npy", []byte("PK\x03\x04 a zip file")},
		{"version 9", append(append([]byte{}, npyMagic...), 9, 0, 0, 0)},
		{"short header", npyBytes(1, good, data)[:20]},
		{"no shape", npyBytes(1, "{'descr': '<f8', 'fortran_order': False}", data)},
		{"object array", npyBytes(1, "{'descr': '|O', 'fortran_order': False, 'shape': (2,), }", data)},
		{"complex", npyBytes(1, "{'descr': '<c16', 'fortran_order': False, 'shape': (1,), }", append(data, data...))},
		{"three dims", npyBytes(1, "{'descr': '<f8', 'fortran_order': False, 'shape': (1, 1, 2), }", data)},
		{"bad dim", npyBytes(1, "{'descr': '<f8', 'fortran_order': False, 'shape': (x,), }", data)},
		{"zero dim", npyBytes(1, "{'descr': '<f8', 'fortran_order': False, 'shape': (0, 2), }", nil)},
		{"short data", npyBytes(1, good, data[:12])},
		{"long data", npyBytes(1, good, append(data, 0))},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := ReadNPY(bytes.NewReader(tc.in)); !errors.Is(err, ErrFormat) {
				t.Fatalf("error %v, want ErrFormat", err)
			}
		})
	}
}

func TestNPYRoundTrip(t *testing.T) {
	d := RandDense(5, 7, -1e3, 1e3, 11)
	d.Set(0, 0, math.NaN())
	for _, m := range []mat.Matrix{d, FromDense(d), d.T()} {
		var buf bytes.Buffer
		if err := WriteNPY(&buf, m); err != nil {
			t.Fatal(err)
		}
		if off := bytes.IndexByte(buf.Bytes(), '\n') + 1; off%64 != 0 {
			t.Errorf("data starts at byte %d, not on a 64-byte boundary", off)
		}
		got, err := ReadNPY(&buf)
		if err != nil {
			t.Fatal(err)
		}
		if !equalNaN(got, m) {
			t.Fatalf("%T: round trip differs", m)
		}
	}
}

// FuzzReadNPY: the reader never panics and errors wrap ErrFormat.
func FuzzReadNPY(f *testing.F) {
	f.Add(npyBytes(1, "{'descr': '<f8', 'fortran_order': False, 'shape': (2, 1), }", encode(binary.LittleEndian, 1.0, 2.0)))
	f.Add(npyBytes(1, "{'descr': '>i4', 'fortran_order': True, 'shape': (1, 2), }", encode(binary.BigEndian, int32(1), int32(2))))
	f.Add(npyBytes(2, "{'descr': '|b1', 'fortran_order': False, 'shape': (3,), }", []byte{0, 1, 1}))
	f.Fuzz(func(t *testing.T, in []byte) {
		m, err := readNPY(bytes.NewReader(in), 1<<12)
		if err != nil {
			if !errors.Is(err, ErrFormat) {
				t.Fatalf("error %v does not wrap ErrFormat", err)
			}
			return
		}
		var buf bytes.Buffer
		if err := WriteNPY(&buf, m); err != nil {
			t.Fatal(err)
		}
		back, err := ReadNPY(&buf)
		if err != nil || !equalNaN(back, m) {
			t.Fatalf("round trip: %v", err)
		}
	})
}

func TestReadNPZ(t *testing.T) {
	a := mat.NewDense(2, 2, []float64{1, 2, 3, 4})
	b := mat.NewDense(1, 3, []float64{math.Inf(-1), math.NaN(), math.Copysign(0, -1)})
	for _, compress := range []bool{false, true} {
		var buf bytes.Buffer
		if err := WriteNPZ(&buf, map[string]mat.Matrix{"a": a, "b": b}, compress); err != nil {
			t.Fatal(err)
		}
		var again bytes.Buffer
		if err := WriteNPZ(&again, map[string]mat.Matrix{"b": b, "a": a}, compress); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(buf.Bytes(), again.Bytes()) {
			t.Errorf("compress %v: the same arrays gave different archives", compress)
		}
		got, err := ReadNPZ(bytes.NewReader(buf.Bytes()), int64(buf.Len()))
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != 2 || !mat.Equal(got["a"], a) || got["b"].At(0, 0) != math.Inf(-1) ||
			!math.IsNaN(got["b"].At(0, 1)) || math.Float64bits(got["b"].At(0, 2)) != math.Float64bits(math.Copysign(0, -1)) {
			t.Fatalf("compress %v: got %v", compress, got)
		}
	}
	if err := WriteNPZ(&bytes.Buffer{}, map[string]mat.Matrix{"../x": a}, false); err == nil {
		t.Error("a member name with a path was accepted")
	}
	var buf bytes.Buffer
	if err := WriteNPZ(&buf, map[string]mat.Matrix{"a": a, "b": a}, true); err != nil {
		t.Fatal(err)
	}
	got, err := ReadNPZ(bytes.NewReader(buf.Bytes()), int64(buf.Len()))
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || !mat.Equal(got["a"], a) || !mat.Equal(got["b"], a) {
		t.Fatalf("got %v", got)
	}
	if _, err := ReadNPZ(bytes.NewReader([]byte("not a zip")), 9); !errors.Is(err, ErrFormat) {
		t.Errorf("not a zip: %v", err)
	}
}
