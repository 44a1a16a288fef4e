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

	// The element-wise operations and aggregates of issue 18, appended so
	// that the numbers above, and with them CPlan hashes and golden IR,
	// stay put. Binary first, then unary, then aggregates; each block is
	// contiguous (IsBinary, IsUnary and IsAgg test ranges).
	//
	// Structural zeros follow the general rules below (BinaryRule,
	// UnaryKeepsZero): %% and %/% keep a CSR's zeros against a scalar s
	// with s != 0 (0 %% 0 and 0 %/% 0 are NaN); xor keeps the zeros two
	// CSR operands share, and a CSR's against a scalar 0; log(x, base)
	// never keeps them (log 0 is -Inf). isnan, isinf, sprop, atan, asin
	// and sinh map 0 to 0 and keep them; !, acos and cosh do not.
	OpMod    // R's %%: x - floor(x/y)*y with R's special cases, see Mod
	OpIntDiv // R's %/%: floor(x/y)
	OpXor    // logical exclusive or (NaN is true)
	OpLogB   // log(x, base) = log(x)/log(base), internal/fmath's log

	OpIsNaN // 1 where NaN, else 0
	OpIsInf // 1 where ±Inf, else 0
	OpNot   // logical not: 1 where the cell is 0, else 0 (NaN is true)
	OpSprop // x*(1-x)
	OpAtan  // internal/fmath, as every transcendental
	OpAsin  // NaN outside [-1, 1]
	OpAcos  // NaN outside [-1, 1]
	OpSinh
	OpCosh

	OpProd     // product of the cells
	OpVar      // sample variance, denominator n-1 (R's var)
	OpSd       // sample standard deviation, sqrt(var)
	OpIndexMin // rowIndexMin: 1-based column index of the row minimum

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
	OpMod: "%%", OpIntDiv: "%/%", OpXor: "xor", OpLogB: "logb",
	OpIsNaN: "isnan", OpIsInf: "isinf", OpNot: "!", OpSprop: "sprop", OpAtan: "atan",
	OpAsin: "asin", OpAcos: "acos", OpSinh: "sinh", OpCosh: "cosh",
	OpProd: "prod", OpVar: "var", OpSd: "sd", OpIndexMin: "indexmin",
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
func (op OpCode) IsBinary() bool {
	return op >= OpAdd && op <= OpOr || op >= OpMod && op <= OpLogB
}

// IsUnary reports whether op is an element-wise unary operation.
func (op OpCode) IsUnary() bool {
	return op >= OpNeg && op <= OpTanh || op >= OpIsNaN && op <= OpCosh
}

// IsElementwise reports whether op computes each output cell from the
// cells at the same position of its (broadcast) inputs.
func (op OpCode) IsElementwise() bool { return op.IsBinary() || op.IsUnary() || op == OpIfElse }

// IsAgg reports whether op is an aggregate (full, row or column).
func (op OpCode) IsAgg() bool {
	return op >= OpSum && op <= OpIndexMax || op >= OpProd && op <= OpIndexMin
}

// IsFoldAgg reports whether op is sum, mean, min or max: the aggregates
// whose value over a CSR is its stored values folded with one +0, and that
// do not depend on the layout of their input beyond the order of a sum
// (prod, var and sd are computed in one fixed order only).
func (op OpCode) IsFoldAgg() bool {
	return op == OpSum || op == OpMean || op == OpMin || op == OpMax
}

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
	case OpMod:
		return Mod(a, b)
	case OpIntDiv:
		return math.Floor(a / b)
	case OpXor:
		return b2f((a != 0) != (b != 0))
	case OpLogB:
		return fmath.Log(a) / fmath.Log(b)
	}
	return math.NaN()
}

// Mod is R's x %% y for doubles, computed as SystemDS does, x - floor(x/y)*y
// (plain IEEE operations, each rounded on its own, so a kernel gives the same
// bits), with R's special cases:
//   - y == 0, NaN operands and infinite x give NaN;
//   - an infinite y gives x where x is 0 or has y's sign, else y;
//   - a zero result is +0;
//
// otherwise the result has the sign of y (-5 %% 3 is 1, 5 %% -3 is -1), up
// to the rounding of x/y: where x/y is not exact (|x/y| beyond 2^53, or
// rounding across an integer) the result may leave [0, y), as in SystemDS.
func Mod(x, y float64) float64 {
	if y == 0 || x != x || y != y || math.IsInf(x, 0) {
		return math.NaN()
	}
	if math.IsInf(y, 0) {
		if x == 0 || (x > 0) == (y > 0) {
			return x + 0 // +0 for -0
		}
		return y
	}
	r := x - float64(math.Floor(x/y)*y) // no fused multiply-add, as in the kernels
	if r == 0 {
		return 0
	}
	return r
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
	case OpIsNaN:
		return b2f(a != a)
	case OpIsInf:
		return b2f(math.IsInf(a, 0))
	case OpNot:
		return b2f(a == 0)
	case OpSprop:
		return a * (1 - a)
	case OpAtan:
		return fmath.Atan(a)
	case OpAsin:
		return fmath.Asin(a)
	case OpAcos:
		return fmath.Acos(a)
	case OpSinh:
		return fmath.Sinh(a)
	case OpCosh:
		return fmath.Cosh(a)
	}
	return math.NaN()
}

// AggIdentity is the identity of an aggregate's fold: +0 for sums (and
// means), 1 for products, +Inf for min, -Inf for max.
func AggIdentity(op OpCode) float64 {
	switch op {
	case OpMin:
		return math.Inf(1)
	case OpMax:
		return math.Inf(-1)
	case OpProd:
		return 1
	}
	return 0
}

// AggFold folds x into acc with the aggregate's semantics (NaN
// propagates through min and max); a mean folds as a sum.
func AggFold(op OpCode, acc, x float64) float64 {
	switch op {
	case OpMin:
		return Min2(acc, x)
	case OpMax:
		return Max2(acc, x)
	case OpProd:
		return acc * x
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
	case OpNeg, OpAbs, OpSign, OpSqrt, OpRound, OpFloor, OpCeil, OpSin, OpTanh,
		OpIsNaN, OpIsInf, OpSprop, OpAtan, OpAsin, OpSinh:
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
