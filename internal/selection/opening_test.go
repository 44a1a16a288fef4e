package selection

import (
	"fmt"
	"slices"
	"testing"

	"github.com/fusejit/fusejit/internal/hop"
)

// glmTrialPoint is the DAG of GLM's trial point (algorithms/glm, binomial
// probit): eta = X %*% beta is an output, and the negative log-likelihood
// at eta is a chain of per-row operations on it.
func glmTrialPoint(n int) []*hop.Hop {
	X, Y, beta := dense(n, 10), dense(n, 1), dense(10, 1)
	eta := mm(X, beta)
	one := scalar(1)
	t := bin(hop.OpDiv, one, bin(hop.OpAdd, one, bin(hop.OpMul, scalar(0.231641888), un(hop.OpAbs, eta))))
	poly := bin(hop.OpMul, t, scalar(1.061405429))
	for _, a := range []float64{-1.453152027, 1.421413741, -0.284496736, 0.254829592} {
		poly = bin(hop.OpMul, t, bin(hop.OpAdd, scalar(a), poly))
	}
	gauss := un(hop.OpExp, bin(hop.OpMul, bin(hop.OpMul, eta, eta), scalar(-0.5)))
	q := bin(hop.OpMul, bin(hop.OpMul, scalar(0.5), poly), gauss)
	pos := bin(hop.OpGe, eta, scalar(0))
	mu := hop.NewIfElse(pos, bin(hop.OpSub, one, q), q)
	omu := hop.NewIfElse(pos, q, bin(hop.OpSub, one, q))
	loss := un(hop.OpNeg, sum(un(hop.OpLog, hop.NewIfElse(Y, mu, omu))))
	return []*hop.Hop{eta, loss}
}

// TestOpeningReusesOutputs checks the third opening plan on GLM's trial
// point, whose 15 interesting points exceed the search budget: on every
// rate the engine measured on the project's machine the plan reads X
// once (the product eta, an output, is read by the per-row chain, not
// recomputed in a Row operator over X). Without the opening the rate
// of 9.5 GB/s keeps fuse-all when the budget runs out (in the engine,
// before rowCallWork, three of the four did).
func TestOpeningReusesOutputs(t *testing.T) {
	for _, mach := range measuredMachines {
		t.Run(fmt.Sprint(mach), func(t *testing.T) {
			const n = 1000000
			tbl := explore(t, glmTrialPoint(n)...)
			isX := func(h *hop.Hop) bool { return h.Rows == n && h.Cols == 10 }
			p, rep := CostBased(tbl, nil, Options{Machine: &mach, NoCache: true})
			reads := 0
			for _, h := range p.Order {
				if op, ok := p.Fused[h.ID]; ok {
					if op.Root == h && slices.ContainsFunc(op.Inputs, isX) {
						reads++
					}
					continue
				}
				if slices.ContainsFunc(h.Inputs, isX) {
					reads++ // unfused
				}
			}
			if reads != 1 {
				t.Errorf("X is read by %d operators, want 1:\n%s%s", reads, p, rep.String())
			}
		})
	}
}
