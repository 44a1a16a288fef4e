package matrix

import (
	"errors"
	"fmt"
)

// ErrFormat is wrapped by every error about the contents of a matrix file
// (Matrix Market, CSV, NumPy); test for it with errors.Is. The error is a
// *ParseError that names the line, and for CSV the field.
var ErrFormat = errors.New("matrix: invalid file")

// ParseError reports invalid input of a reader in this package.
type ParseError struct {
	Format string // "matrix market", "csv", "npy" or "npz"
	Line   int    // 1-based line of a text input; 0 when it ended early or is binary
	Column int    // 1-based field of a CSV record; 0 when not applicable
	Err    error  // what is wrong
}

func (e *ParseError) Error() string {
	switch {
	case e.Line == 0:
		return fmt.Sprintf("matrix: %s: %v", e.Format, e.Err)
	case e.Column == 0:
		return fmt.Sprintf("matrix: %s: line %d: %v", e.Format, e.Line, e.Err)
	}
	return fmt.Sprintf("matrix: %s: line %d, field %d: %v", e.Format, e.Line, e.Column, e.Err)
}

// Unwrap returns the cause, e.g. a *strconv.NumError.
func (e *ParseError) Unwrap() error { return e.Err }

// Is makes every ParseError match ErrFormat.
func (e *ParseError) Is(target error) bool { return target == ErrFormat }
