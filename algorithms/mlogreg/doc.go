// Package mlogreg trains multinomial logistic regression, written on the
// fusejit engine API the way SystemML's MultiLogReg.dml script writes it:
// a trust-region Newton method whose subproblem is solved by conjugate
// gradient. The last class is the baseline, so a model over k classes has
// k-1 columns of weights B; class probabilities are the softmax of
// cbind(X %*% B, 0).
//
// The Hessian-vector product of the inner loop is Expression (2) of seed
// 000,
//
//	Q  = P[, 1:K] * (X %*% V)
//	HV = t(X) %*% (Q - P[, 1:K] * rowSums(Q)) + lambda * V,
//
// which the cost-based optimizer turns into one row-wise pass over X.
//
// The defaults are those of Table 2 of Boehm et al., PVLDB 2018: 2 classes, no intercept,
// lambda 1e-3, epsilon 1e-12, at most 20 outer and 10 inner iterations.
package mlogreg
