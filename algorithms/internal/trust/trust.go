// Package trust holds the scalar control logic of the trust-region Newton
// method shared by MLogreg and GLM, as SystemML's MultiLogReg.dml and
// GLM.dml scripts compute it: the acceptance test and the update of the
// trust-region radius, and the step to the region's boundary. All of it is
// plain Go arithmetic on numbers the engine computed.
package trust

import "math"

// The constants of the scripts.
const (
	Eta0   = 0.0001 // accept a step when rho > Eta0
	Eta1   = 0.25
	Eta2   = 0.75
	Sigma1 = 0.25
	Sigma2 = 0.5
	Sigma3 = 4.0
	Psi    = 0.1 // inner CG tolerance relative to the gradient norm
)

// Radius returns the new trust-region radius after a step of norm snorm
// with ratio rho of actual to predicted reduction. change is the actual
// change of the objective (new - old) and gs the inner product of the step
// with the gradient. first is set on the first outer iteration, where the
// radius is first clipped to the step's norm.
func Radius(delta, rho, snorm, change, gs float64, first bool) float64 {
	if first {
		delta = math.Min(delta, snorm)
	}
	alpha2 := change - gs
	var alpha float64
	if alpha2 <= 0 {
		alpha = Sigma3
	} else {
		alpha = math.Max(Sigma1, -0.5*gs/alpha2)
	}
	switch {
	case !(rho >= Eta0): // also NaN
		return math.Min(math.Max(alpha, Sigma1)*snorm, Sigma2*delta)
	case rho < Eta1:
		return math.Max(Sigma1*delta, math.Min(alpha*snorm, Sigma2*delta))
	case rho < Eta2:
		return math.Max(Sigma1*delta, math.Min(alpha*snorm, Sigma3*delta))
	}
	return math.Max(delta, math.Min(alpha*snorm, Sigma3*delta))
}

// Resolution is the relative change of an objective below which changes
// are indistinguishable from rounding: the objectives are sums over
// millions of rows, and fused kernels add them in another order than
// unfused execution (and, across threads, in a varying one).
const Resolution = 1e-14

// NoProgress reports convergence for lack of measurable progress: the
// actual change of the objective (from obj to objNew, change = objNew -
// obj) is below its resolution for a step inside the trust region, as in
// the scripts, or the quadratic model's predicted change pred is. The
// second test keeps iterations near the optimum from running on, their
// steps rejected for rounding noise in the actual change, until the
// iteration limit; so the iteration count does not depend on the order in
// which a policy adds.
func NoProgress(obj, objNew, change, pred float64, boundary bool) bool {
	scale := (math.Abs(obj) + math.Abs(objNew)) * Resolution
	return (!boundary && math.Abs(change) < scale) || math.Abs(pred) < scale
}

// BoundaryStep returns the alpha >= 0 with ||S + alpha V||^2 = delta2,
// from sv = <S, V>, v2 = ||V||^2 and s2 = ||S||^2 (s2 <= delta2).
func BoundaryStep(sv, v2, s2, delta2 float64) float64 {
	if v2 <= 0 {
		return 0
	}
	rad := math.Sqrt(sv*sv + v2*math.Max(0, delta2-s2))
	if sv >= 0 {
		if sv+rad == 0 {
			return 0
		}
		return (delta2 - s2) / (sv + rad)
	}
	return (rad - sv) / v2
}
