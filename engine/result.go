package engine

import (
	"errors"
	"fmt"
	"math"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/cplan"
	"github.com/fusejit/fusejit/internal/memo"
	"github.com/fusejit/fusejit/matrix"
)

// Template is the template of a fused operator: the four templates of
// Boehm et al., "On Optimizing Operator Fusion Plans for Large-Scale
// Machine Learning in SystemML" (PVLDB 2018).
type Template uint8

// The values are the optimizer's own, so that converting is free.
const (
	// TemplateCell: element-wise operations over cells, with an optional
	// full, row or column aggregate.
	TemplateCell = Template(memo.TemplateCell)
	// TemplateMAgg: several full aggregates over one pass of shared inputs.
	TemplateMAgg = Template(memo.TemplateMAgg)
	// TemplateRow: row-wise operations with vector primitives over rows.
	TemplateRow = Template(memo.TemplateRow)
	// TemplateOuter: outer-product-like multiplies U %*% t(V) driven by
	// the (sparse) cells of a main input.
	TemplateOuter = Template(memo.TemplateOuter)
)

func (t Template) String() string { return memo.TemplateType(t).String() }

// templateOf maps the optimizer's template to the public one.
func templateOf(t memo.TemplateType) Template { return Template(t) }

// FusedOp describes one fused operator that ran.
type FusedOp struct {
	Template Template
	// Variant names the aggregation or template variant, e.g. full_agg,
	// row_agg, col_agg or no_agg for cell.
	Variant string
	// SparseSafe: only the stored cells of a sparse main input were visited.
	SparseSafe bool
	// Operators is the number of HOPs computed inside the operator.
	Operators int
	// Hash identifies the CPlan (and the kernel in the operator cache).
	Hash string
	// Fallback: the kernel was unavailable and the operators ran unfused.
	Fallback bool
	// Refused: the code-generation planner refused the selected operator
	// because it lies outside its template's capabilities (an internal
	// error: the optimizer offered a plan the kernels do not implement).
	// The operators ran unfused (Fallback) and a warning was logged.
	Refused bool
}

func (op *fusedOp) public() FusedOp {
	f := FusedOp{Template: templateOf(op.sel.Type), Operators: len(op.sel.Covered), Fallback: op.err != nil,
		Refused: errors.Is(op.err, cplan.ErrUnsupported)}
	if op.cp != nil {
		f.Variant = op.cp.Variant.String()
		f.SparseSafe = op.cp.SparseSafe
		f.Hash = op.cp.Hash()
	}
	return f
}

// Result holds the outputs of one Eval.
//
// An output never shares values with an input of the Eval or with another
// output (a CSR output may share its read-only row pointers and column
// indexes), so it may be written freely. The typed accessors (Dense,
// Vector, CSR, ScalarErr, DenseInto, VectorInto, Scan) return an error
// wrapping ErrShape when i is out of range or the output's shape does not
// fit; they convert between dense and CSR storage where needed.
type Result struct {
	outs []mat.Matrix
	plan []FusedOp
}

// Len returns the number of outputs.
func (r *Result) Len() int { return len(r.outs) }

// Matrix returns output i as stored: a *mat.Dense or a *matrix.CSR, or nil
// when i is out of range. Use Dense, Vector or CSR for a fixed type.
func (r *Result) Matrix(i int) mat.Matrix {
	if i < 0 || i >= len(r.outs) {
		return nil
	}
	return r.outs[i]
}

// Scalar returns the value of a 1 x 1 output i; NaN when i is out of range
// or the output is not 1 x 1. It is kept for brevity where the shape is
// certain; ScalarErr reports the mistake instead of a NaN that could be a
// result.
func (r *Result) Scalar(i int) float64 {
	v, err := r.ScalarErr(i)
	if err != nil {
		return math.NaN()
	}
	return v
}

// ScalarErr returns the value of the 1 x 1 output i.
func (r *Result) ScalarErr(i int) (float64, error) {
	m, err := r.output(i)
	if err != nil {
		return 0, err
	}
	if rr, c := m.Dims(); rr != 1 || c != 1 {
		return 0, r.shapeErr(i, m, "want 1 x 1")
	}
	return m.At(0, 0), nil
}

// Dense returns output i as a *mat.Dense. A dense output is returned
// itself (no copy); a CSR output is converted into a new matrix. An output
// with no cells is an empty &mat.Dense{}, as gonum cannot represent zero
// dimensions.
func (r *Result) Dense(i int) (*mat.Dense, error) {
	m, err := r.output(i)
	if err != nil {
		return nil, err
	}
	switch v := m.(type) {
	case *mat.Dense:
		return v, nil
	case *matrix.CSR:
		return v.ToDense(), nil
	}
	return mat.DenseCopyOf(m), nil
}

// Vector returns the n x 1 or 1 x n output i as a vector of length n. It
// shares storage with a contiguous dense output (what Dense(i) returns);
// other outputs are copied.
func (r *Result) Vector(i int) (*mat.VecDense, error) {
	m, err := r.output(i)
	if err != nil {
		return nil, err
	}
	n, err := r.vectorLen(i, m)
	if err != nil {
		return nil, err
	}
	if d, ok := m.(*mat.Dense); ok {
		raw := d.RawMatrix()
		if (raw.Cols == 1 && raw.Stride == 1) || raw.Rows == 1 {
			return mat.NewVecDense(n, raw.Data[:n:n]), nil
		}
	}
	v := mat.NewVecDense(n, nil)
	return v, r.VectorInto(i, v)
}

// CSR returns output i as a *matrix.CSR. A CSR output is returned itself;
// a dense output is converted, storing its cells that are not zero.
func (r *Result) CSR(i int) (*matrix.CSR, error) {
	m, err := r.output(i)
	if err != nil {
		return nil, err
	}
	if c, ok := m.(*matrix.CSR); ok {
		return c, nil
	}
	return matrix.FromDense(m), nil
}

// DenseInto copies output i into dst, so that a loop can reuse one buffer
// across evaluations. dst must have the output's shape, or be empty (the
// zero value or after Reset), in which case it is sized to fit.
func (r *Result) DenseInto(i int, dst *mat.Dense) error {
	m, err := r.output(i)
	if err != nil {
		return err
	}
	if dst == nil {
		return fmt.Errorf("engine: result: output %d: %w: nil destination", i, ErrShape)
	}
	rr, c := m.Dims()
	if dst.IsEmpty() {
		if rr == 0 || c == 0 {
			return nil
		}
		dst.ReuseAs(rr, c)
	} else if dr, dc := dst.Dims(); dr != rr || dc != c {
		return r.shapeErr(i, m, fmt.Sprintf("destination is %d x %d", dr, dc))
	}
	if s, ok := m.(*matrix.CSR); ok {
		dst.Zero()
		for row := 0; row < rr; row++ {
			cols, vals := s.Row(row)
			for p, j := range cols {
				dst.Set(row, int(j), vals[p])
			}
		}
		return nil
	}
	dst.Copy(m)
	return nil
}

// VectorInto copies the n x 1 or 1 x n output i into dst, which must have
// length n or be empty (then it is sized to fit).
func (r *Result) VectorInto(i int, dst *mat.VecDense) error {
	m, err := r.output(i)
	if err != nil {
		return err
	}
	if dst == nil {
		return fmt.Errorf("engine: result: output %d: %w: nil destination", i, ErrShape)
	}
	n, err := r.vectorLen(i, m)
	if err != nil {
		return err
	}
	if dst.IsEmpty() {
		dst.ReuseAsVec(n)
	} else if dst.Len() != n {
		return r.shapeErr(i, m, fmt.Sprintf("destination has length %d", dst.Len()))
	}
	rr, _ := m.Dims()
	for k := 0; k < n; k++ {
		if rr == 1 {
			dst.SetVec(k, m.At(0, k))
		} else {
			dst.SetVec(k, m.At(k, 0))
		}
	}
	return nil
}

// Scan reads the outputs in order into dst, one destination per output,
// in the manner of database/sql's Row.Scan: a *float64 receives a 1 x 1
// output (ScalarErr), a **mat.Dense Dense, a **mat.VecDense Vector, a
// **matrix.CSR CSR and a *mat.Matrix the output as stored; a nil
// destination skips its output. It stops at the first error.
func (r *Result) Scan(dst ...any) error {
	if len(dst) != len(r.outs) {
		return fmt.Errorf("engine: result: %w: %d destinations for %d outputs", ErrShape, len(dst), len(r.outs))
	}
	for i, d := range dst {
		var err error
		switch p := d.(type) {
		case nil:
		case *float64:
			*p, err = r.ScalarErr(i)
		case **mat.Dense:
			*p, err = r.Dense(i)
		case **mat.VecDense:
			*p, err = r.Vector(i)
		case **matrix.CSR:
			*p, err = r.CSR(i)
		case *mat.Matrix:
			*p, err = r.output(i)
		default:
			err = fmt.Errorf("engine: result: output %d: unsupported destination %T", i, d)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// output returns output i or an error wrapping ErrShape.
func (r *Result) output(i int) (mat.Matrix, error) {
	if r == nil {
		return nil, fmt.Errorf("engine: result: %w: nil result", ErrShape)
	}
	if i < 0 || i >= len(r.outs) {
		return nil, fmt.Errorf("engine: result: %w: output %d out of range [0, %d)", ErrShape, i, len(r.outs))
	}
	return r.outs[i], nil
}

// vectorLen returns the length of output m as a vector.
func (r *Result) vectorLen(i int, m mat.Matrix) (int, error) {
	rr, c := m.Dims()
	switch {
	case rr == 0 || c == 0:
		return 0, r.shapeErr(i, m, "want a vector of length >= 1")
	case c == 1:
		return rr, nil
	case rr == 1:
		return c, nil
	}
	return 0, r.shapeErr(i, m, "want n x 1 or 1 x n")
}

func (r *Result) shapeErr(i int, m mat.Matrix, want string) error {
	rr, c := m.Dims()
	return fmt.Errorf("engine: result: output %d is %d x %d: %w: %s", i, rr, c, ErrShape, want)
}

// Plan returns the fused operators that ran, in execution order.
func (r *Result) Plan() []FusedOp { return append([]FusedOp(nil), r.plan...) }
