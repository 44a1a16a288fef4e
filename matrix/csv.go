package matrix

import (
	"bufio"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	"gonum.org/v1/gonum/mat"
)

// CSVOptions configure ReadCSV and WriteCSV. The zero value reads and
// writes comma-separated numbers without a header.
type CSVOptions struct {
	// Comma is the field delimiter (',' when zero), e.g. ';' or '\t'.
	Comma rune
	// Header: the first record holds column names (ReadCSV returns them;
	// WriteCSV writes the names given to it).
	Header bool
	// EmptyAsNaN reads an empty field as NaN (a missing value) instead of
	// rejecting it.
	EmptyAsNaN bool
	// Comment, when not zero, starts lines that ReadCSV skips.
	Comment rune
}

func (o CSVOptions) comma() rune {
	if o.Comma == 0 {
		return ','
	}
	return o.Comma
}

// ReadCSV reads a dense matrix from comma-separated values, one row per
// record. Every record must have as many fields as the first. A field is a
// number as strconv.ParseFloat reads it (surrounding spaces allowed),
// including NaN, Inf, +Inf and -Inf in any case; an empty field is NaN with
// EmptyAsNaN and an error otherwise. Quoting follows RFC 4180
// (encoding/csv). With Header the first record's fields are returned as
// the column names. The input is streamed; invalid input gives a
// *ParseError (wrapping ErrFormat) that names the line and field. A file
// without data rows is an error, as gonum has no empty dense matrix.
func ReadCSV(r io.Reader, opt CSVOptions) (m *mat.Dense, header []string, err error) {
	cr := csv.NewReader(bufio.NewReader(r))
	cr.Comma = opt.comma()
	cr.Comment = opt.Comment
	cr.ReuseRecord = true
	cr.FieldsPerRecord = 0 // the first record sets the width
	fail := func(line, field int, err error) error {
		return &ParseError{Format: "csv", Line: line, Column: field, Err: err}
	}
	var data []float64
	cols, rows := 0, 0
	for first := true; ; first = false {
		rec, err := cr.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			var pe *csv.ParseError
			if errors.As(err, &pe) {
				return nil, nil, fail(pe.Line, 0, pe.Err)
			}
			return nil, nil, fail(0, 0, err)
		}
		if first {
			cols = len(rec)
			if opt.Header {
				header = append([]string(nil), rec...)
				continue
			}
		}
		for k, f := range rec {
			v, err := parseCSVField(f, opt.EmptyAsNaN)
			if err != nil {
				line, _ := cr.FieldPos(k)
				return nil, nil, fail(line, k+1, err)
			}
			data = append(data, v)
		}
		rows++
	}
	if rows == 0 {
		return nil, header, fail(0, 0, errors.New("no data rows"))
	}
	return mat.NewDense(rows, cols, settled(data)), header, nil
}

func parseCSVField(f string, emptyAsNaN bool) (float64, error) {
	t := strings.TrimSpace(f)
	if t == "" {
		if emptyAsNaN {
			return math.NaN(), nil
		}
		return 0, errors.New("empty field (set EmptyAsNaN to read it as NaN)")
	}
	v, err := strconv.ParseFloat(t, 64)
	if err != nil {
		var ne *strconv.NumError
		if errors.As(err, &ne) && errors.Is(ne.Err, strconv.ErrRange) {
			return 0, fmt.Errorf("%q is out of the float64 range", t)
		}
		return 0, fmt.Errorf("%q is not a number", t)
	}
	return v, nil
}

// WriteCSV writes m as comma-separated values, one record per row, with
// the fewest digits that read back exactly (NaN, +Inf and -Inf for the
// special values). With opt.Header, header must have one name per column
// and is written first.
func WriteCSV(w io.Writer, m mat.Matrix, header []string, opt CSVOptions) error {
	if c, ok := m.(*CSR); m == nil || (ok && c == nil) {
		return errors.New("matrix: csv: nil matrix")
	}
	rows, cols := m.Dims()
	cw := csv.NewWriter(w)
	cw.Comma = opt.comma()
	if opt.Header {
		if len(header) != cols {
			return fmt.Errorf("matrix: csv: %d header names for %d columns", len(header), cols)
		}
		if err := cw.Write(header); err != nil {
			return fmt.Errorf("matrix: csv: %w", err)
		}
	}
	rec := make([]string, cols)
	var buf []byte
	for i := 0; i < rows; i++ {
		for j := range rec {
			buf = appendFloat(buf[:0], m.At(i, j))
			rec[j] = string(buf)
		}
		if err := cw.Write(rec); err != nil {
			return fmt.Errorf("matrix: csv: %w", err)
		}
	}
	cw.Flush()
	if err := cw.Error(); err != nil {
		return fmt.Errorf("matrix: csv: %w", err)
	}
	return nil
}
