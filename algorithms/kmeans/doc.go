// Package kmeans clusters the rows of a matrix with Lloyd's algorithm,
// written on the fusejit engine API the way SystemML's Kmeans.dml script
// writes it. Each iteration evaluates
//
//	D    = -2 * (X %*% t(C)) + t(rowSums(C ^ 2))   # distances minus ||x||^2
//	minD = rowMins(D)
//	wcss = sum(X ^ 2) + sum(minD)
//
// and, unless converged,
//
//	P     = (D <= minD);  P = P / rowSums(P)       # ties share a record
//	C_new = (t(P) %*% X) / t(colSums(P))
//
// so that the optimizer can run the distance computation and the
// centroid update as row-wise passes over X.
//
// The defaults are those of Table 2 of Boehm et al., PVLDB 2018: one run with k = 5,
// epsilon 1e-12 on the relative decrease of the within-cluster sum of
// squares, at most 20 iterations. Initial centroids are picked by greedy
// k-means++ from a sample of 50 rows per centroid, with a seed.
package kmeans
