package engine

import "github.com/fusejit/fusejit/internal/hop"

// Statistical aggregates (issue 18). They run unfused (internal/base), in
// one fixed order per result cell, and end fusion like a matrix multiply;
// Mean, RowMeans and ColMeans (expr.go) fuse as Cell, MAgg and Row
// aggregates. Unstored cells of a CSR operand count as +0.

// Prod returns the product of all cells (1 x 1). A CSR operand with any
// unstored cell gives +0, even against NaN or Inf (the structural-zero
// rule of a multiply); a dense one follows IEEE (0 * Inf is NaN).
func (e *Expr) Prod() *Expr { return e.agg(hop.OpProd, hop.DirFull) }

// RowProds returns the n x 1 row products, as Prod per row.
func (e *Expr) RowProds() *Expr { return e.agg(hop.OpProd, hop.DirRow) }

// ColProds returns the 1 x m column products, as Prod per column.
func (e *Expr) ColProds() *Expr { return e.agg(hop.OpProd, hop.DirCol) }

// Var returns the sample variance of all cells (1 x 1), with R's
// denominator n-1: the mean first, then the sum of squared deviations.
// One cell gives NaN (R's NA); NaN and Inf propagate as NaN.
func (e *Expr) Var() *Expr { return e.agg(hop.OpVar, hop.DirFull) }

// RowVars returns the n x 1 sample variances of the rows, as Var.
func (e *Expr) RowVars() *Expr { return e.agg(hop.OpVar, hop.DirRow) }

// ColVars returns the 1 x m sample variances of the columns, as Var.
func (e *Expr) ColVars() *Expr { return e.agg(hop.OpVar, hop.DirCol) }

// Sd returns the sample standard deviation of all cells, sqrt(Var).
func (e *Expr) Sd() *Expr { return e.agg(hop.OpSd, hop.DirFull) }

// RowSds returns the n x 1 sample standard deviations of the rows.
func (e *Expr) RowSds() *Expr { return e.agg(hop.OpSd, hop.DirRow) }

// ColSds returns the 1 x m sample standard deviations of the columns.
func (e *Expr) ColSds() *Expr { return e.agg(hop.OpSd, hop.DirCol) }

// RowIndexMin returns, per row, the 1-based column of the first minimum;
// a NaN wins over every number (the first NaN), and -0 ties with +0.
func (e *Expr) RowIndexMin() *Expr { return e.agg(hop.OpIndexMin, hop.DirRow) }
