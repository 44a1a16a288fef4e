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
// operator for a single operation that has a built-in one. It returns the
// HOP ids of the products it unfused, in plan order.
//
// A Row operator of t(X) %*% W also covers the transpose it reads
// through; unfused, the transpose runs before the product (moved there
// when it is an output too, which the plan builds after the product; once
// for products sharing it).
// Since Row products have no width limit, such operators reach every
// width: a 10^5 x 100 times 100 x 200 product ran at 0.68 of Base's speed
// as a Row operator.
func unfuseLoneProducts(plan *Plan) []int {
	var ids []int
	for _, h := range slices.Clone(plan.Order) {
		op, ok := plan.Fused[h.ID]
		if !ok || !loneProduct(op, h) {
			continue
		}
		delete(plan.Fused, h.ID)
		if t := h.Inputs[0]; len(op.Covered) > 1 && !slices.Contains(plan.Order[:slices.Index(plan.Order, h)], t) {
			plan.Order = slices.DeleteFunc(plan.Order, func(x *hop.Hop) bool { return x == t })
			plan.Order = slices.Insert(plan.Order, slices.Index(plan.Order, h), t)
		}
		ids = append(ids, h.ID)
	}
	return ids
}

// loneProduct reports whether op, rooted at h, covers the product h and
// nothing else but the transpose t(X) of t(X) %*% W it reads through.
func loneProduct(op *FusedOp, h *hop.Hop) bool {
	if h.Op != hop.OpMatMul || op.Covered[len(op.Covered)-1] != h {
		return false
	}
	switch len(op.Covered) {
	case 1:
		return true
	case 2:
		t := op.Covered[0]
		return t == h.Inputs[0] && t.Op == hop.OpTranspose
	}
	return false
}
