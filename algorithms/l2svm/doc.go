// Package l2svm trains a binary linear support vector machine with the
// squared hinge loss (L2-SVM), written on the fusejit engine API the way
// SystemML's l2-svm.dml script writes it: nonlinear conjugate gradient on
// the primal objective
//
//	0.5 * sum(max(0, 1 - y * (X w))^2) + lambda/2 * ||w||^2
//
// with an exact Newton line search along each direction. Every step is a
// handful of engine expressions evaluated together, so that the optimizer
// can fuse across them: the line search's two sums become one
// multi-aggregate, and the gradient t(X) %*% (out * y) with the hinge
// computation one row-wise pass over X.
//
// The defaults are those of Table 2 of Boehm et al., PVLDB 2018: no intercept, lambda
// 1e-3, epsilon 1e-12 and at most 20 outer iterations (the line search
// runs until its Newton decrement is tiny, capped at MaxLineSearch steps).
package l2svm
