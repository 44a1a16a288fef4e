// Package hop defines the DAG of high-level operators (HOPs) that fusejit
// optimizes: the operation codes with their exact scalar and structural-zero
// semantics, shape and sparsity propagation, and algebraic rewrites.
package hop
