// Package datagen generates the synthetic data sets of the end-to-end
// experiments of Boehm et al., PVLDB 2018 (section 5.4): dense n x d feature matrices with
// labels for L2SVM, MLogreg and GLM, clustered points for KMeans, a sparse
// low-rank ratings matrix for ALS-CG and dense inputs in [0, 1] for the
// AutoEncoder. Every generator is seeded and reproducible: the same
// arguments give the same data on every machine, independent of the
// number of threads.
package datagen
