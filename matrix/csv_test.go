package matrix

import (
	"bytes"
	"errors"
	"math"
	"slices"
	"strings"
	"testing"

	"gonum.org/v1/gonum/mat"
)

func TestReadCSV(t *testing.T) {
	nan, inf := math.NaN(), math.Inf(1)
	tests := []struct {
		name   string
		in     string
		opt    CSVOptions
		want   *mat.Dense
		header []string
	}{
		{"plain", "1,2\n3,4\n", CSVOptions{}, mat.NewDense(2, 2, []float64{1, 2, 3, 4}), nil},
		{"header", "x,y\n1,2\n", CSVOptions{Header: true}, mat.NewDense(1, 2, []float64{1, 2}), []string{"x", "y"}},
		{"semicolon and spaces", " 1.5 ; -2e-3\n", CSVOptions{Comma: ';'}, mat.NewDense(1, 2, []float64{1.5, -0.002}), nil},
		{"tab", "1\t2\n", CSVOptions{Comma: '\t'}, mat.NewDense(1, 2, []float64{1, 2}), nil},
		{"specials", "NaN,inf,-Inf,+INF\n", CSVOptions{}, mat.NewDense(1, 4, []float64{nan, inf, -inf, inf}), nil},
		{"empty as NaN", "1,,3\n", CSVOptions{EmptyAsNaN: true}, mat.NewDense(1, 3, []float64{1, nan, 3}), nil},
		{"quoted and CRLF", "\"1\",2\r\n3,\"4\"\r\n", CSVOptions{}, mat.NewDense(2, 2, []float64{1, 2, 3, 4}), nil},
		{"comments", "# note\n1,2\n", CSVOptions{Comment: '#'}, mat.NewDense(1, 2, []float64{1, 2}), nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m, h, err := ReadCSV(strings.NewReader(tc.in), tc.opt)
			if err != nil {
				t.Fatal(err)
			}
			if !equalNaN(m, tc.want) || !slices.Equal(h, tc.header) {
				t.Fatalf("got %v %q, want %v %q", mat.Formatted(m), h, mat.Formatted(tc.want), tc.header)
			}
		})
	}
}

func TestReadCSVMalformed(t *testing.T) {
	tests := []struct {
		name        string
		in          string
		opt         CSVOptions
		line, field int
	}{
		{"empty", "", CSVOptions{}, 0, 0},
		{"header only", "a,b\n", CSVOptions{Header: true}, 0, 0},
		{"not a number", "1,2\n3,x\n", CSVOptions{}, 2, 2},
		{"empty field", "1,2\n,4\n", CSVOptions{}, 2, 1},
		{"ragged", "1,2\n3,4,5\n", CSVOptions{}, 2, 0},
		{"out of range", "1e999\n", CSVOptions{}, 1, 1},
		{"bad quote", "1,\"2\n", CSVOptions{}, 1, 0},
		{"header counts lines", "a,b\n1,2\n3,?\n", CSVOptions{Header: true}, 3, 2},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, _, err := ReadCSV(strings.NewReader(tc.in), tc.opt)
			var pe *ParseError
			if !errors.As(err, &pe) || !errors.Is(err, ErrFormat) {
				t.Fatalf("error %v, want a *ParseError wrapping ErrFormat", err)
			}
			if pe.Line != tc.line || pe.Column != tc.field {
				t.Fatalf("error %q names line %d field %d, want line %d field %d", err, pe.Line, pe.Column, tc.line, tc.field)
			}
		})
	}
}

func TestCSVRoundTrip(t *testing.T) {
	d := RandDense(7, 3, -1e300, 1e300, 3)
	d.Set(0, 0, math.NaN())
	d.Set(1, 1, math.Inf(-1))
	d.Set(2, 2, 5e-324)
	for _, opt := range []CSVOptions{{}, {Comma: ';', Header: true}, {Comma: '\t'}} {
		var buf bytes.Buffer
		names := []string{"a", "b,c", "d\"e"}
		if err := WriteCSV(&buf, d, names, opt); err != nil {
			t.Fatal(err)
		}
		got, h, err := ReadCSV(&buf, opt)
		if err != nil {
			t.Fatal(err)
		}
		if !equalNaN(got, d) {
			t.Fatalf("%+v: round trip differs", opt)
		}
		if opt.Header && !slices.Equal(h, names) {
			t.Fatalf("header %q", h)
		}
	}
	if err := WriteCSV(&bytes.Buffer{}, d, []string{"a"}, CSVOptions{Header: true}); err == nil {
		t.Error("1 name for 3 columns: no error")
	}
	var buf bytes.Buffer
	if err := WriteCSV(&buf, FromDense(d), nil, CSVOptions{}); err != nil {
		t.Fatal(err)
	}
	if got, _, err := ReadCSV(&buf, CSVOptions{}); err != nil || !equalNaN(got, d) {
		t.Fatalf("CSR round trip: %v", err)
	}
}

// FuzzReadCSV: the reader never panics, errors are ParseErrors, and what
// it reads writes back to the same matrix.
func FuzzReadCSV(f *testing.F) {
	for _, s := range []string{"1,2\n3,4\n", "x,y\n1,NaN\n", "1;;3\n", "\"1\",+Inf\r\n", "# c\n-0,5e-324\n"} {
		f.Add([]byte(s), byte(','), true, false)
		f.Add([]byte(s), byte(';'), false, true)
	}
	f.Fuzz(func(t *testing.T, in []byte, comma byte, header, emptyAsNaN bool) {
		opt := CSVOptions{Comma: rune(comma), Header: header, EmptyAsNaN: emptyAsNaN}
		m, h, err := ReadCSV(bytes.NewReader(in), opt)
		if err != nil {
			if !errors.Is(err, ErrFormat) && !strings.Contains(err.Error(), "delimiter") {
				t.Fatalf("error %v does not wrap ErrFormat", err)
			}
			return
		}
		if header && len(h) == 0 {
			t.Fatal("no header returned")
		}
		var buf bytes.Buffer
		opt.Header = false
		if err := WriteCSV(&buf, m, nil, opt); err != nil {
			return // a delimiter WriteCSV rejects
		}
		back, _, err := ReadCSV(&buf, opt)
		if err != nil {
			t.Fatalf("reading what was written: %v\n%q", err, buf.String())
		}
		if !equalNaN(back, m) {
			t.Fatal("round trip differs")
		}
	})
}
