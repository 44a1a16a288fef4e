package hop

import (
	"math"

	"github.com/fusejit/fusejit/internal/fmath"
)

// OpCode names the operation a HOP computes.
type OpCode uint8

// Leaves.
const (
	OpInvalid OpCode = iota
	OpDense          // dense matrix or vector leaf
	OpSparse         // CSR leaf
	OpScalar         // scalar literal leaf

	// Element-wise binary operations with R/DML broadcasting.
	OpAdd
	OpSub
	OpMul
	OpDiv
	OpPow
	OpMin2 // element-wise minimum
	OpMax2 // element-wise maximum
	OpEq
	OpNe
	OpLt
	OpLe
	OpGt
	OpGe
	OpAnd
	OpOr

	// Element-wise unary operations.
	OpNeg
	OpAbs
	OpSign
	OpSqrt
	OpExp
	OpLog
	OpRound
	OpFloor
	OpCeil
	OpSigmoid
	OpSin
	OpCos
	OpTanh

	// OpIfElse is the ternary cond != 0 ? a : b.
	OpIfElse

	// Matrix operations.
	OpMatMul
	OpTranspose

	// Aggregates; the direction is in Hop.Dir.
	OpSum
	OpMin
	OpMax
	OpMean
	OpIndexMax // rowIndexMax: 1-based column index of the row maximum

	// Reorganisation.
	OpSlice
	OpCBind

	// Cumulative aggregates, column-wise.
	OpCumSum
	OpCumProd
	OpCumMin
	OpCumMax

	// OpCumSumProd is the sum-product recurrence Z_i = Y_i + W_i * Z_{i-1}
	// down every column, with Inputs {Y, W} (see NewCumSumProd).
	OpCumSumProd
	// OpRemoveEmptyRows and OpRemoveEmptyCols keep the non-zero (or
	// selected) rows or columns; their output shape is dynamic (see
	// Hop.DynamicRows and NewRemoveEmpty).
	OpRemoveEmptyRows
	OpRemoveEmptyCols

	// Structure (internal/hop/structure.go states each one's semantics).
	OpRBind    // row-wise concatenation, n-ary
	OpSetSlice // left indexing: X with [R0:R1, C0:C1] replaced by Y
	OpReshape  // row-major refill to Rows x Cols (R's byrow = TRUE)
	OpRev      // rows in reverse order
	OpDiag     // vector to diagonal matrix, square matrix to its diagonal
	OpSeq      // Args {from, to, by}: a column
	OpFill     // Args {v}: every cell v
	OpRand     // Args {min, max, sparsity, seed bits}: seeded uniform cells
	OpOuter    // Args {binary op}: out[i,j] = op(u[i], v[j])
	OpTable    // contingency table of two index vectors
	OpLowerTri // Args {diag}: cells on and below (diag 1) or below the diagonal
	OpUpperTri // Args {diag}: cells on and above (diag 1) or above the diagonal

	// Dense linear algebra (internal/hop/linalg.go); never fused.
	OpSolve
	OpInverse
	OpCholesky

	numOps
)

var opNames = [numOps]string{
	OpInvalid: "invalid", OpDense: "dense", OpSparse: "sparse", OpScalar: "scalar",
	OpAdd: "+", OpSub: "-", OpMul: "*", OpDiv: "/", OpPow: "^",
	OpMin2: "min2", OpMax2: "max2", OpEq: "==", OpNe: "!=", OpLt: "<", OpLe: "<=",
	OpGt: ">", OpGe: ">=", OpAnd: "&", OpOr: "|",
	OpNeg: "neg", OpAbs: "abs", OpSign: "sign", OpSqrt: "sqrt", OpExp: "exp",
	OpLog: "log", OpRound: "round", OpFloor: "floor", OpCeil: "ceil",
	OpSigmoid: "sigmoid", OpSin: "sin", OpCos: "cos", OpTanh: "tanh",
	OpIfElse: "ifelse", OpMatMul: "%*%", OpTranspose: "t",
	OpSum: "sum", OpMin: "min", OpMax: "max", OpMean: "mean", OpIndexMax: "indexmax",
	OpSlice: "slice", OpCBind: "cbind",
	OpCumSum: "cumsum", OpCumProd: "cumprod", OpCumMin: "cummin", OpCumMax: "cummax",
	OpCumSumProd: "cumsumprod", OpRemoveEmptyRows: "rmempty_rows", OpRemoveEmptyCols: "rmempty_cols",
	OpRBind: "rbind", OpSetSlice: "setslice", OpReshape: "reshape", OpRev: "rev", OpDiag: "diag",
	OpSeq: "seq", OpFill: "fill", OpRand: "rand", OpOuter: "outer", OpTable: "table",
	OpLowerTri: "lowertri", OpUpperTri: "uppertri",
	OpSolve: "solve", OpInverse: "inverse", OpCholesky: "cholesky",
}

func (op OpCode) String() string {
	if op < numOps && opNames[op] != "" {
		return opNames[op]
	}
	return "op?"
}

// IsLeaf reports whether op is a data leaf.
func (op OpCode) IsLeaf() bool { return op == OpDense || op == OpSparse || op == OpScalar }

// IsBinary reports whether op is an element-wise binary operation.
func (op OpCode) IsBinary() bool { return op >= OpAdd && op <= OpOr }

// IsUnary reports whether op is an element-wise unary operation.
func (op OpCode) IsUnary() bool { return op >= OpNeg && op <= OpTanh }

// IsElementwise reports whether op computes each output cell from the
// cells at the same position of its (broadcast) inputs.
func (op OpCode) IsElementwise() bool { return op.IsBinary() || op.IsUnary() || op == OpIfElse }

// IsAgg reports whether op is an aggregate (full, row or column).
func (op OpCode) IsAgg() bool { return op >= OpSum && op <= OpIndexMax }

// IsCumAgg reports whether op is a unary column-wise cumulative aggregate
// (OpCumSumProd, the binary sum-product recurrence, is not one).
func (op OpCode) IsCumAgg() bool { return op >= OpCumSum && op <= OpCumMax }

// Direction is the direction of an aggregate.
type Direction uint8

const (
	DirNone Direction = iota // not an aggregate
	DirFull                  // 1 x 1
	DirRow                   // n x 1: one value per row
	DirCol                   // 1 x m: one value per column
)

func (d Direction) String() string {
	switch d {
	case DirFull:
		return "full"
	case DirRow:
		return "row"
	case DirCol:
		return "col"
	}
	return ""
}

// Scalar semantics. Every execution path (Base, generated kernels, tests)
// must agree with these functions exactly, including NaN, Inf and signed
// zeros, so they are written once here; the transcendental functions are
// internal/fmath's, which the kernels emit operation for operation
// (SEMANTICS.md at the repository root states the whole contract).

// Min2 is the element-wise minimum; it propagates NaN from either operand
// and orders -0 below +0 (IEEE 754-2019 minimum), so that it is
// commutative as well as associative: a reduction gives the same result in
// any order, which vectorized and parallel kernels rely on.
func Min2(a, b float64) float64 {
	if a < b || a != a || (a == b && math.Signbit(a)) {
		return a
	}
	return b
}

// Max2 is the element-wise maximum; it propagates NaN from either operand
// and orders +0 above -0 (IEEE 754-2019 maximum), commutative as Min2.
func Max2(a, b float64) float64 {
	if a > b || a != a || (a == b && math.Signbit(b)) {
		return a
	}
	return b
}

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

// EvalBinary applies a binary element-wise op to two scalars with IEEE 754
// semantics. Logical operators treat any non-zero value (including NaN) as
// true.
func EvalBinary(op OpCode, a, b float64) float64 {
	switch op {
	case OpAdd:
		return a + b
	case OpSub:
		return a - b
	case OpMul:
		return a * b
	case OpDiv:
		return a / b
	case OpPow:
		return fmath.Pow(a, b)
	case OpMin2:
		return Min2(a, b)
	case OpMax2:
		return Max2(a, b)
	case OpEq:
		return b2f(a == b)
	case OpNe:
		return b2f(a != b)
	case OpLt:
		return b2f(a < b)
	case OpLe:
		return b2f(a <= b)
	case OpGt:
		return b2f(a > b)
	case OpGe:
		return b2f(a >= b)
	case OpAnd:
		return b2f(a != 0 && b != 0)
	case OpOr:
		return b2f(a != 0 || b != 0)
	}
	return math.NaN()
}

// EvalUnary applies a unary element-wise op to a scalar.
func EvalUnary(op OpCode, a float64) float64 {
	switch op {
	case OpNeg:
		return -a
	case OpAbs:
		return math.Abs(a)
	case OpSign:
		switch {
		case a > 0:
			return 1
		case a < 0:
			return -1
		case a == 0:
			return 0
		}
		return a // NaN
	case OpSqrt:
		return math.Sqrt(a)
	case OpExp:
		return fmath.Exp(a)
	case OpLog:
		return fmath.Log(a)
	case OpRound:
		return math.Round(a)
	case OpFloor:
		return math.Floor(a)
	case OpCeil:
		return math.Ceil(a)
	case OpSigmoid:
		return fmath.Sigmoid(a)
	case OpSin:
		return fmath.Sin(a)
	case OpCos:
		return fmath.Cos(a)
	case OpTanh:
		return fmath.Tanh(a)
	}
	return math.NaN()
}

// AggIdentity is the identity of an aggregate's fold: +0 for sums, +Inf
// for min, -Inf for max.
func AggIdentity(op OpCode) float64 {
	switch op {
	case OpMin:
		return math.Inf(1)
	case OpMax:
		return math.Inf(-1)
	}
	return 0
}

// AggFold folds x into acc with the aggregate's semantics (NaN
// propagates through min and max).
func AggFold(op OpCode, acc, x float64) float64 {
	switch op {
	case OpMin:
		return Min2(acc, x)
	case OpMax:
		return Max2(acc, x)
	}
	return acc + x
}

// EvalIfElse is cond != 0 ? a : b; a NaN condition selects a.
func EvalIfElse(cond, a, b float64) float64 {
	if cond != 0 {
		return a
	}
	return b
}

// Structural zeros.
//
// A cell of a sparse matrix that is not stored is a structural zero. The
// engine defines which results keep structural zeros, and every path follows
// these rules, so that fused and unfused execution agree even where IEEE
// arithmetic would turn 0 * NaN into NaN:
//   - a multiply (or logical and) with a structural zero is a structural zero;
//   - a structural zero divided by anything is a structural zero;
//   - a unary op f with f(0) == 0 keeps structural zeros;
//   - any other binary op f keeps a structural zero where both operands are
//     structural zeros and f(0,0) == 0, or where the other operand is a
//     scalar s with f(0,s) == 0 (or f(s,0) == 0 when the zero is on the right);
//   - everything else (a dense matrix or vector operand, ifelse) gives an
//     ordinary dense value, computed from 0 at structural zeros.
// A structural zero has the value +0.

// UnaryKeepsZero reports whether a unary op maps 0 to 0.
func UnaryKeepsZero(op OpCode) bool {
	switch op {
	case OpNeg, OpAbs, OpSign, OpSqrt, OpRound, OpFloor, OpCeil, OpSin, OpTanh:
		return true
	}
	return false
}

// Operand classifies a binary operand for the structural-zero rules.
type Operand uint8

const (
	OperandDense  Operand = iota // dense matrix or vector: never a structural zero
	OperandSparse                // may hold structural zeros
	OperandScalar                // a scalar, value known
)

// BinaryZeroRule describes when the result of a binary op is a structural
// zero, given the structural-zero flags of its operands.
type BinaryZeroRule uint8

const (
	ZeroNever    BinaryZeroRule = iota // the result is never a structural zero
	ZeroIfA                            // structural zero iff a is
	ZeroIfB                            // structural zero iff b is
	ZeroIfEither                       // iff a or b is
	ZeroIfBoth                         // iff a and b are
)

// ScalarDecidesZeros reports whether the structural-zero rule of op with a
// scalar operand can depend on the scalar's value, so that a scalar known
// only at run time leaves the result's format open until then (Mul, And
// and Div keep a zero whatever the scalar).
func ScalarDecidesZeros(op OpCode) bool { return op != OpMul && op != OpAnd && op != OpDiv }

// BinaryRule returns the structural-zero rule for op with operand classes
// ka, kb; sa and sb are the scalar values where ka or kb is OperandScalar.
func BinaryRule(op OpCode, ka, kb Operand, sa, sb float64) BinaryZeroRule {
	aSp, bSp := ka == OperandSparse, kb == OperandSparse
	if !aSp && !bSp {
		return ZeroNever
	}
	switch op {
	case OpMul, OpAnd:
		switch {
		case aSp && bSp:
			return ZeroIfEither
		case aSp:
			return ZeroIfA
		default:
			return ZeroIfB
		}
	case OpDiv:
		if aSp {
			return ZeroIfA
		}
		return ZeroNever
	}
	switch {
	case aSp && bSp:
		if EvalBinary(op, 0, 0) == 0 {
			return ZeroIfBoth
		}
	case aSp && kb == OperandScalar:
		if EvalBinary(op, 0, sb) == 0 {
			return ZeroIfA
		}
	case bSp && ka == OperandScalar:
		if EvalBinary(op, sa, 0) == 0 {
			return ZeroIfB
		}
	}
	return ZeroNever
}

// Apply evaluates the rule on operand flags.
func (r BinaryZeroRule) Apply(za, zb bool) bool {
	switch r {
	case ZeroIfA:
		return za
	case ZeroIfB:
		return zb
	case ZeroIfEither:
		return za || zb
	case ZeroIfBoth:
		return za && zb
	}
	return false
}
