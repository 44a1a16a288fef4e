// Package alscg factorizes a sparse ratings matrix X ~ U %*% t(V) with
// alternating least squares, each factor updated by conjugate gradient,
// written on the fusejit engine API the way SystemML's ALS-CG.dml script
// writes it, with the weighted L2 regularizer (wL2): each row of U is
// penalized by its number of ratings, each row of V likewise.
//
// Only the observed cells count: the loss is
//
//	0.5 * sum((X != 0) * (U %*% t(V) - X)^2)
//	  + 0.5 * lambda * (sum(U^2 * rowNnz) + sum(V^2 * colNnz))
//
// and the inner update rule for U is Expression (1) of Boehm et al., PVLDB 2018,
//
//	HS = ((X != 0) * (S %*% t(V))) %*% V + lambda * S * rowNnz.
//
// Written this way, the dense m x n product U %*% t(V) is a huge
// intermediate under unfused execution, while the cost-based optimizer
// runs each such expression as a sparsity-exploiting Outer operator that
// touches only the stored cells of X.
//
// The defaults are those of Table 2 of Boehm et al., PVLDB 2018: rank 20, lambda 1e-3,
// epsilon 1e-12 on the relative decrease of the loss, at most 20 outer
// iterations (each updates U, then V) of at most rank inner iterations.
package alscg
