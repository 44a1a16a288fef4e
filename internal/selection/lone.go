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
func unfuseLoneProducts(plan *Plan) []int {
	var ids []int
	for _, h := range slices.Clone(plan.Order) {
		op, ok := plan.Fused[h.ID]
		if !ok || len(op.Covered) != 1 || op.Covered[0] != h || h.Op != hop.OpMatMul {
			continue
		}
		delete(plan.Fused, h.ID)
		ids = append(ids, h.ID)
	}
	return ids
}
