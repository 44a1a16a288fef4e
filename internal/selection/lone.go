package selection

import (
	"slices"

	"github.com/fusejit/fusejit/internal/hop"
)

// unfuseLoneProducts drops the fused operators that cover nothing but one
// matrix product. Such an operator fuses nothing: it reads the same
// inputs and writes the same output as the unfused product, which runs on
// a BLAS library tuned for exactly that (a generated Row kernel for
// A %*% v at 4000 x 4000 measured about 3x slower than dgemv), and it
// costs a compile. Boehm et al. (PVLDB 2018) likewise generate no fused
// operator for a single operation that has a built-in one. A product
// t(X) %*% W whose operator covers only the product and the transpose is
// lone as well when Base would read the transpose in place
// (loneTransposedProduct). It returns the HOP ids of the products it
// unfused, in plan order.
func unfuseLoneProducts(dag *hop.DAG, plan *Plan) []int {
	var lone []*hop.Hop
	for _, h := range plan.Order {
		op, ok := plan.Fused[h.ID]
		if !ok || h.Op != hop.OpMatMul || len(op.Roots) != 1 {
			continue
		}
		// Decided on the plan as selected: the transposed products that
		// share a transpose are unfused together or not at all.
		if (len(op.Covered) == 1 && op.Covered[0] == h) || loneTransposedProduct(dag, plan, op) {
			lone = append(lone, h)
		}
	}
	ids := make([]int, 0, len(lone))
	for _, h := range lone {
		op := plan.Fused[h.ID]
		delete(plan.Fused, h.ID)
		if len(op.Covered) == 2 { // t(X) joins the order before its first product
			if t := h.Inputs[0]; !slices.Contains(plan.Order, t) {
				plan.Order = slices.Insert(plan.Order, slices.Index(plan.Order, h), t)
			}
		}
		ids = append(ids, h.ID)
	}
	if len(ids) == 0 {
		return nil
	}
	return ids
}

// loneTransposedProduct reports whether op computes t(X) %*% W and nothing
// else (transposedProductOnly), t(X) is no output and every consumer of
// t(X) is such an operator: unfused, each product then reads t(X) as a
// view of X (the engine's lazyTransposes; the plan lists t(X) as an
// operator that runs unfused), where a fused reader left would make the
// engine copy it.
func loneTransposedProduct(dag *hop.DAG, plan *Plan, op *FusedOp) bool {
	if !transposedProductOnly(op.Covered) || dag.IsRoot(op.Root.Inputs[0]) {
		return false
	}
	for _, c := range dag.Consumers[op.Root.Inputs[0].ID] {
		cop, ok := plan.Fused[c.ID]
		if !ok || cop.Root != c || !transposedProductOnly(cop.Covered) {
			return false
		}
	}
	return true
}

// transposedProductOnly reports whether covered is t(X) %*% W and its
// transpose, nothing else, with a dense X that Base multiplies in place
// and a dense W (Base would copy t(X) to multiply it by a CSR W).
// Base's product then reads the same X and W and writes the same result
// as the Row kernel: for KMeans' t(P) %*% X over 10^6 x 5 and 10^6 x 10
// (one BLAS dgemm with a transpose flag) the kernel, which multiplies
// blocks of a few dozen rows, took 2-2.2x Base's CPU time, and for GLM's
// t(X) %*% y over 10^6 x 10 it matched Base's dot-order loop at best,
// costing a compile. W of 2 to 8 columns stays fused: Base adds the
// rows once per column of W, and the kernel, which adds each row into
// every column at once, took 5.7-6.1 ms against Base's 10 for
// t(X) %*% W over 10^6 x 10 and 10^6 x 2 (W of one column is a single
// pass either way; from blockedKMin columns both multiply with BLAS). A
// CSR X stays fused: with W of one column the kernel measured 1.3-1.5x
// faster than Base from 10 to 100 stored cells per row (10^5-10^6 rows,
// 100-10,000 columns), about even below (0.8-1.1x at 10^6 x 10, sparsity
// 0.1-0.5, which demotion catches where it loses), and 3x with W of 4
// columns (min of 15 Evals each; Base reads X's rows in place since it
// stopped building t(X) first, before which the kernel was 3-4x faster
// everywhere). t(X) %*% X is left to
// decideMMOps (TSMM).
func transposedProductOnly(covered []*hop.Hop) bool {
	if len(covered) != 2 {
		return false
	}
	t, h := covered[0], covered[1]
	return h.Op == hop.OpMatMul && t.Op == hop.OpTranspose && h.Inputs[0] == t && h.Inputs[1] != t &&
		h.Inputs[1] != t.Inputs[0] && !t.Inputs[0].Sparse && !h.Inputs[1].Sparse &&
		(h.Cols == 1 || h.Cols >= blockedKMin)
}
