// Package glm fits a generalized linear model of the binomial family with
// the probit link, written on the fusejit engine API the way SystemML's
// GLM.dml script does: a trust-region Newton method (Fisher scoring) whose
// subproblem is solved by Steihaug's truncated conjugate gradient.
//
// The model is P(y = 1 | x) = Phi(x' beta). Phi is evaluated as the script
// does, with the rational approximation 7.1.26 of Abramowitz and Stegun
// (absolute error below 1e-7), built from exp, abs and arithmetic. That
// makes the weights, the gradient and the log-likelihood long element-wise
// chains over n x 1 vectors, the pattern in which fusion pays off most in
// Table 4 of Boehm et al., PVLDB 2018; the Hessian-vector product
// t(X) %*% (w * (X %*% p)) + lambda * p is one row-wise pass over X.
//
// The defaults are those of Table 2: no intercept, lambda 1e-3, epsilon
// 1e-12, at most 20 outer and 10 inner iterations.
package glm
