// Package algorithms is the home of end-to-end machine-learning algorithms
// written on fusejit's public engine API, the six of Boehm et al.'s (PVLDB 2018) end-to-end
// experiments (Table 2), each in a package of its own:
//
//	l2svm        binary L2-SVM: nonlinear CG with Newton line search
//	mlogreg      multinomial logistic regression: trust-region Newton, CG inside
//	glm          binomial probit GLM: trust-region Newton (Steihaug CG)
//	kmeans       Lloyd's algorithm, greedy k-means++ initialization
//	alscg        ALS with CG per factor over sparse ratings (Expression (1))
//	autoencoder  2-layer sigmoid autoencoder, mini-batch SGD with momentum
//
// Every package has an Options struct whose zero value means the
// configuration of Table 2, and a Train function that takes a context, an
// *engine.Engine, the data (a *mat.Dense or a *matrix.CSR) and the options
// and returns the model. Each iteration is written as engine expressions,
// several related outputs evaluated together, so that the engine's
// optimizer can fuse across them; scalar control logic (step sizes, trust
// regions, convergence tests) stays in Go and feeds back as scalar leaves,
// which are run-time arguments of the compiled kernels. Repeated iterations
// therefore hit the engine's plan and operator caches.
//
// Package datagen generates the synthetic data sets, seeded, in the shapes
// the paper uses; cmd/fusebench -algorithms runs all six under the Base,
// FA, FNR and Gen policies and prints Tables 3 to 5.
package algorithms
