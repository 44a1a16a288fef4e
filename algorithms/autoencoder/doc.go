// Package autoencoder trains a fully connected autoencoder with two hidden
// encoder layers (Table 2 of Boehm et al., PVLDB 2018: 500 and 2 units) and a mirrored
// decoder, d -> H1 -> H2 -> H1 -> d, with sigmoid activations, by
// mini-batch gradient descent with momentum, written on the fusejit engine
// API the way SystemML's autoencoder-2layer.dml script writes it.
//
// One mini-batch is one evaluation: the forward pass, the backward pass,
// the squared reconstruction error and the momentum updates of all eight
// parameters are a single DAG of about a hundred operators with 17
// outputs, evaluated together so that the optimizer can fuse the
// element-wise chains of the backward pass (E * Yhat * (1 - Yhat), ...)
// into the matrix products around them.
//
// The defaults follow Table 2 (batch 512, H1 = 500, H2 = 2, one epoch of
// rows(X) / 512 iterations) and the script (momentum 0.9, step decay 0.95
// per epoch); the step size default is chosen so that the reconstruction
// error falls on data in [0, 1].
package autoencoder
