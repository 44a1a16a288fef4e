package matrix

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/hugealloc"
)

// Matrix Market exchange format (NIST, https://math.nist.gov/MatrixMarket/):
// a banner "%%MatrixMarket matrix <format> <field> <symmetry>", comment
// lines starting with '%', a size line, then the entries, one per line.
// Coordinate files list "row column value" with 1-based indexes (no value
// for the pattern field); array files list every value in column-major
// order. Symmetric files store the lower triangle only (skew-symmetric:
// strictly below the diagonal).

// maxLine bounds one line of a file; it only guards memory, real lines are
// far shorter.
const maxLine = 1 << 30

// ReadMatrixMarket reads a real, integer or pattern matrix in Matrix Market
// format, coordinate or array, general, symmetric or skew-symmetric. A
// coordinate file gives a *CSR (duplicate entries are summed, explicit
// zeros are stored, pattern entries are 1); an array file gives a
// *mat.Dense. Symmetric files are expanded to the full matrix. The input
// is streamed; memory grows with the entries read, never with sizes the
// header merely claims. Invalid input gives a *ParseError (wrapping
// ErrFormat) that names the line. Complex and Hermitian matrices are not
// supported.
func ReadMatrixMarket(r io.Reader) (mat.Matrix, error) {
	return readMatrixMarket(r, MaxDim)
}

type mmHeader struct {
	coordinate bool
	field      string // real, integer or pattern
	symmetry   string // general, symmetric or skew-symmetric
}

// lineReader yields the lines of its input with their 1-based numbers.
type lineReader struct {
	s    *bufio.Scanner
	line int
}

func newLineReader(r io.Reader) *lineReader {
	s := bufio.NewScanner(r)
	s.Buffer(make([]byte, 0, 64*1024), maxLine)
	return &lineReader{s: s}
}

// next returns the next line, or ok false at the end (err non-nil when
// reading failed).
func (lr *lineReader) next() (text string, ok bool, err error) {
	if !lr.s.Scan() {
		return "", false, lr.s.Err()
	}
	lr.line++
	return lr.s.Text(), true, nil
}

func readMatrixMarket(r io.Reader, maxDim int) (mat.Matrix, error) {
	lr := newLineReader(r)
	fail := func(format string, args ...any) error {
		return &ParseError{Format: "matrix market", Line: lr.line, Err: fmt.Errorf(format, args...)}
	}
	ioFail := func(err error) error {
		return &ParseError{Format: "matrix market", Line: lr.line + 1, Err: err}
	}
	banner, ok, err := lr.next()
	if err != nil {
		return nil, ioFail(err)
	}
	if !ok {
		return nil, &ParseError{Format: "matrix market", Err: errors.New("empty input, want a %%MatrixMarket banner")}
	}
	h, err := parseBanner(banner)
	if err != nil {
		return nil, fail("%v", err)
	}
	// Skip comments and blank lines up to the size line.
	var size string
	for {
		text, ok, err := lr.next()
		if err != nil {
			return nil, ioFail(err)
		}
		if !ok {
			return nil, &ParseError{Format: "matrix market", Err: errors.New("input ends before the size line")}
		}
		if t := strings.TrimSpace(text); t != "" && !strings.HasPrefix(t, "%") {
			size = t
			break
		}
	}
	dims := strings.Fields(size)
	want := 2
	if h.coordinate {
		want = 3
	}
	if len(dims) != want {
		return nil, fail("size line %q: want %d numbers", size, want)
	}
	var n [3]int
	for k, f := range dims {
		v, err := strconv.Atoi(f)
		if err != nil || v < 0 {
			return nil, fail("size line: %q is not a non-negative integer", f)
		}
		n[k] = v
	}
	rows, cols := n[0], n[1]
	if rows > maxDim || cols > maxDim {
		return nil, fail("size %d x %d exceeds the limit %d", rows, cols, maxDim)
	}
	if h.symmetry != "general" && rows != cols {
		return nil, fail("%s matrix is %d x %d, want square", h.symmetry, rows, cols)
	}
	if h.coordinate {
		return readCoordinate(lr, h, rows, cols, n[2], fail)
	}
	if rows == 0 || cols == 0 {
		return nil, fail("array of %d x %d: a dense matrix needs at least one row and column", rows, cols)
	}
	return readArray(lr, h, rows, cols, fail)
}

func parseBanner(line string) (mmHeader, error) {
	f := strings.Fields(strings.ToLower(line))
	if len(f) != 5 || f[0] != "%%matrixmarket" || f[1] != "matrix" {
		return mmHeader{}, fmt.Errorf("banner %q: want %%%%MatrixMarket matrix <format> <field> <symmetry>", line)
	}
	h := mmHeader{field: f[3], symmetry: f[4]}
	switch f[2] {
	case "coordinate":
		h.coordinate = true
	case "array":
	default:
		return h, fmt.Errorf("format %q: want coordinate or array", f[2])
	}
	switch h.field {
	case "real", "integer":
	case "pattern":
		if !h.coordinate {
			return h, errors.New("pattern field needs the coordinate format")
		}
	default:
		return h, fmt.Errorf("field %q: want real, integer or pattern", h.field)
	}
	switch h.symmetry {
	case "general", "symmetric", "skew-symmetric":
	default:
		return h, fmt.Errorf("symmetry %q: want general, symmetric or skew-symmetric", h.symmetry)
	}
	return h, nil
}

// parseValue parses one value of field h.field.
func parseValue(h mmHeader, s string) (float64, error) {
	if h.field == "integer" {
		v, err := strconv.ParseInt(s, 10, 64)
		if err != nil {
			return 0, fmt.Errorf("value %q is not an integer", s)
		}
		return float64(v), nil
	}
	v, err := strconv.ParseFloat(s, 64)
	if err != nil {
		return 0, fmt.Errorf("value %q is not a number", s)
	}
	return v, nil
}

// dataLine returns the next line that is not blank or a comment.
func dataLine(lr *lineReader) (fields []string, ok bool, err error) {
	for {
		text, ok, err := lr.next()
		if err != nil || !ok {
			return nil, ok, err
		}
		t := strings.TrimSpace(text)
		if t == "" || strings.HasPrefix(t, "%") {
			continue
		}
		return strings.Fields(t), true, nil
	}
}

func readCoordinate(lr *lineReader, h mmHeader, rows, cols, nnz int, fail func(string, ...any) error) (*CSR, error) {
	want := 3
	if h.field == "pattern" {
		want = 2
	}
	var is, js []int
	var vs []float64
	for k := 0; k < nnz; k++ {
		f, ok, err := dataLine(lr)
		if err != nil {
			return nil, &ParseError{Format: "matrix market", Line: lr.line + 1, Err: err}
		}
		if !ok {
			return nil, &ParseError{Format: "matrix market", Err: fmt.Errorf("input ends after %d of %d entries", k, nnz)}
		}
		if len(f) != want {
			return nil, fail("entry has %d fields, want %d", len(f), want)
		}
		i, err1 := strconv.Atoi(f[0])
		j, err2 := strconv.Atoi(f[1])
		if err1 != nil || err2 != nil || i < 1 || i > rows || j < 1 || j > cols {
			return nil, fail("index (%s, %s) outside 1..%d x 1..%d", f[0], f[1], rows, cols)
		}
		v := 1.0
		if want == 3 {
			if v, err = parseValue(h, f[2]); err != nil {
				return nil, fail("%v", err)
			}
		}
		switch h.symmetry {
		case "symmetric":
			if i < j {
				return nil, fail("entry (%d, %d) above the diagonal of a symmetric matrix", i, j)
			}
		case "skew-symmetric":
			if i <= j {
				return nil, fail("entry (%d, %d) on or above the diagonal of a skew-symmetric matrix", i, j)
			}
		}
		is, js, vs = append(is, i-1), append(js, j-1), append(vs, v)
		if i != j && h.symmetry != "general" {
			mirror := v
			if h.symmetry == "skew-symmetric" {
				mirror = -v
			}
			is, js, vs = append(is, j-1), append(js, i-1), append(vs, mirror)
		}
	}
	if f, ok, err := dataLine(lr); err != nil {
		return nil, &ParseError{Format: "matrix market", Line: lr.line + 1, Err: err}
	} else if ok {
		return nil, fail("more than the %d entries of the size line (%q)", nnz, strings.Join(f, " "))
	}
	c, err := FromTriplets(rows, cols, is, js, vs)
	if err != nil {
		return nil, fmt.Errorf("matrix: matrix market: %w", err)
	}
	return c, nil
}

func readArray(lr *lineReader, h mmHeader, rows, cols int, fail func(string, ...any) error) (*mat.Dense, error) {
	// The number of values the file lists, in column-major order.
	count := 0
	switch h.symmetry {
	case "general":
		count = rows * cols
	case "symmetric":
		count = rows * (rows + 1) / 2
	case "skew-symmetric":
		count = rows * (rows - 1) / 2
	}
	var vals []float64
	for len(vals) < count {
		f, ok, err := dataLine(lr)
		if err != nil {
			return nil, &ParseError{Format: "matrix market", Line: lr.line + 1, Err: err}
		}
		if !ok {
			return nil, &ParseError{Format: "matrix market", Err: fmt.Errorf("input ends after %d of %d values", len(vals), count)}
		}
		if len(f) != 1 {
			return nil, fail("%d fields, want one value per line", len(f))
		}
		v, err := parseValue(h, f[0])
		if err != nil {
			return nil, fail("%v", err)
		}
		vals = append(vals, v)
	}
	if _, ok, err := dataLine(lr); err != nil {
		return nil, &ParseError{Format: "matrix market", Line: lr.line + 1, Err: err}
	} else if ok {
		return nil, fail("more than the %d values of a %d x %d %s array", count, rows, cols, h.symmetry)
	}
	d := mat.NewDense(rows, cols, hugealloc.Make[float64](rows*cols))
	k := 0
	for j := 0; j < cols; j++ {
		first := 0
		switch h.symmetry {
		case "symmetric":
			first = j
		case "skew-symmetric":
			first = j + 1
		}
		for i := first; i < rows; i++ {
			v := vals[k]
			k++
			d.Set(i, j, v)
			switch {
			case h.symmetry == "symmetric":
				d.Set(j, i, v)
			case h.symmetry == "skew-symmetric":
				d.Set(j, i, -v)
			}
		}
	}
	return d, nil
}

// WriteMatrixMarket writes m in Matrix Market format with real values: a
// *CSR (or a transposed one) as a general coordinate matrix of its stored
// cells, any other matrix as a general array. Values are written with the
// fewest digits that read back exactly; NaN and infinities as NaN, +Inf
// and -Inf, which ReadMatrixMarket accepts.
func WriteMatrixMarket(w io.Writer, m mat.Matrix) error {
	if c, ok := m.(*CSR); m == nil || (ok && c == nil) {
		return errors.New("matrix: matrix market: nil matrix")
	}
	bw := bufio.NewWriter(w)
	rows, cols := m.Dims()
	var buf []byte
	if t, ok := m.(mat.Transpose); ok {
		if c, ok := t.Matrix.(*CSR); ok {
			m = c.Transpose()
		}
	}
	if c, ok := m.(*CSR); ok && c != nil {
		fmt.Fprintf(bw, "%%%%MatrixMarket matrix coordinate real general\n%d %d %d\n", rows, cols, c.NNZ())
		for i := 0; i < rows; i++ {
			cs, vs := c.Row(i)
			for p, j := range cs {
				buf = strconv.AppendInt(buf[:0], int64(i+1), 10)
				buf = append(buf, ' ')
				buf = strconv.AppendInt(buf, int64(j)+1, 10)
				buf = append(buf, ' ')
				buf = appendFloat(buf, vs[p])
				buf = append(buf, '\n')
				bw.Write(buf)
			}
		}
		return bw.Flush()
	}
	fmt.Fprintf(bw, "%%%%MatrixMarket matrix array real general\n%d %d\n", rows, cols)
	for j := 0; j < cols; j++ {
		for i := 0; i < rows; i++ {
			buf = appendFloat(buf[:0], m.At(i, j))
			buf = append(buf, '\n')
			bw.Write(buf)
		}
	}
	return bw.Flush()
}

// appendFloat formats v so that strconv.ParseFloat reads it back exactly.
func appendFloat(buf []byte, v float64) []byte {
	switch {
	case math.IsInf(v, 1):
		return append(buf, "+Inf"...)
	case math.IsInf(v, -1):
		return append(buf, "-Inf"...)
	}
	return strconv.AppendFloat(buf, v, 'g', -1, 64)
}
