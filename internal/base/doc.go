// Package base is Base, the unfused reference executor of fusejit.
//
// Every operation runs on its own and materializes its result. Fused kernels
// are tested against Base and benchmarks compare with it, so Base defines the
// exact semantics that generated code mirrors:
//
// Values. Every input and output is a *mat.Dense with contiguous storage
// (Stride == Cols) or a *matrix.CSR. (A *mat.VecDense is read as an n x 1
// column, a non-contiguous *mat.Dense or another mat.Matrix is copied first.)
// Empty (0 x n) values are rejected. A 1 x 1 value is a scalar for
// broadcasting; a structural zero of a 1 x 1 CSR reads as +0. Inputs are never
// modified and results never alias inputs.
//
// Broadcasting, as in R/DML: a matrix n x m with a matrix n x m, with a column
// vector n x 1 (one value per row), with a row vector 1 x m (one value per
// column) or with a 1 x 1 scalar, in either operand order, and vectors with
// vectors of the same shape. The result has the larger shape. A row vector
// with a column vector (an outer operation) is a shape error. IfElse
// broadcasts its three operands the same way.
//
// Structural zeros. A cell of a CSR that is not stored is a structural zero
// and reads as +0. For a binary op the operand class is hop.OperandScalar for
// any 1 x 1 value, hop.OperandSparse for a CSR with more than one cell and
// hop.OperandDense otherwise; r = hop.BinaryRule(op, ka, kb, sa, sb). If r is
// hop.ZeroNever the result is dense and every cell is hop.EvalBinary of the
// (broadcast) operand cells. Otherwise the result is a CSR whose cell is
// stored exactly when !r.Apply(za, zb), where za and zb tell whether the
// broadcast operand cells are structural zeros; the stored value is
// hop.EvalBinary of the operand cells. The stored pattern never depends on
// computed values: a computed 0 or NaN stays stored.
//
// Unary ops keep the CSR pattern of a CSR input (of any shape) when
// hop.UnaryKeepsZero(op), with values hop.EvalUnary; otherwise the result is
// dense. IfElse, aggregates and CumSumProd always give dense results. A
// cumulative aggregate of a CSR gives a CSR when the caller asks for one
// (the engine does when hop.NewCumAgg estimates the scan sparse enough):
// column j then stores every row from its first stored cell on and the
// +0 cells above are structural zeros; otherwise, and for dense inputs,
// the result is dense. Transpose, Slice and CBind keep the format (CBind gives a CSR when
// any input is a CSR, with every cell of the dense inputs stored). The
// structural operators (structure.go: RBind, SetSlice, Reshape, Rev, Diag,
// Tri), the generators (generate.go: Seq, Fill, Rand) and Outer and Table
// (outer_table.go) follow the formats their hop constructors state
// (internal/hop/structure.go); Solve, Inverse and Cholesky (linalg.go)
// give dense results computed by OpenBLAS's LAPACK or gonum's (lapack.go).
//
// Aggregates fold with +0 (sum), hop.Min2 from +Inf (min) or hop.Max2 from
// -Inf (max), so NaN propagates. Row and full sums (and means) add in the
// one order the kernels use too (SEMANTICS.md, "Summation order";
// sumorder.go), so fused and unfused sums are bitwise equal. Otherwise, on a
// CSR the stored values are folded in row-major order and then a single +0
// is folded when the row, column or matrix has unstored cells. Mean is the
// sum divided by the number of cells.
// Full aggregates and column aggregates use a partition that depends only
// on the input (shape and, for CSR, the row pointers), so their results are
// independent of the thread count. Row index-max gives the 1-based column of
// the first maximum, or of the first NaN if the row holds one.
//
// Cumulative aggregates run down each column from the identity (+0, 1, +Inf,
// -Inf): out[0,j] = f(identity, a[0,j]), out[i,j] = f(out[i-1,j], a[i,j]).
//
// Determinism. Every result is the same bit for bit for every thread count
// (Exec.Threads) and every run: parallel loops go through parallel.For over
// tasks that the shape of the operands decides (parallel.Split and
// SplitWeighted, the fixed blocks of aggregates and scans), and partial
// results are merged in task order. Dense products run OpenBLAS
// single-threaded, one call per task (its own threading changes its sums
// with the thread count), or gonum, whose results do not depend on its
// goroutines. The thread count changes only how fast a result comes.
//
// Cancellation. An Exec made by WithContext stops an operation at its next
// task, or next block of a long task, once the context ends, and returns
// an error wrapping the context's error only after all of the operation's
// goroutines have returned: nothing reads the inputs after that.
package base
