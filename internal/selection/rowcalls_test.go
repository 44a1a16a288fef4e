package selection

import (
	"fmt"
	"testing"

	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/memo"
)

// TestRowCallWork counts the row-vector primitives of Row operators:
// element-wise operations on rows of more than one cell, aggregates of
// such rows, products and cbind count; per-row scalars, slices and the
// transpose of t(X) %*% w do not; an operator of one product costs
// nothing extra (it runs unfused).
func TestRowCallWork(t *testing.T) {
	const n = 1000
	L, X := dense(n, 2), dense(n, 10)
	P := dense(n, 3)
	v, w := dense(10, 1), dense(n, 1)
	tX := tr(X)
	expL := un(hop.OpExp, L)
	xv := mm(X, v)
	pk := hop.NewSlice(P, 0, n, 0, 1)
	scaled := bin(hop.OpMul, pk, xv)
	cases := []struct {
		name    string
		covered []*hop.Hop
		calls   int
	}{
		{"exp of 2-cell rows", []*hop.Hop{expL}, 1},
		{"rowSums(exp(L))", []*hop.Hop{expL, rowSums(expL)}, 2},
		{"log of a per-row scalar", []*hop.Hop{rowSums(L), un(hop.OpLog, rowSums(L))}, 1},
		{"P[,1] * (X %*% v)", []*hop.Hop{pk, xv, scaled}, 1},
		{"t(X) %*% (P[,1] * (X %*% v))", []*hop.Hop{pk, xv, scaled, tX, mm(tX, scaled)}, 2},
		{"cbind(X %*% v, w)", []*hop.Hop{xv, hop.NewCBind(xv, w)}, 2},
		{"lone X %*% v", []*hop.Hop{xv}, 0},
		{"t(X) %*% W, X read", []*hop.Hop{tX, mm(tX, dense(n, 3))}, 1},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			for _, h := range c.covered {
				if h.Err != nil {
					t.Fatal(h.Err)
				}
			}
			v := &vector{typ: memo.TemplateRow, roots: c.covered[len(c.covered)-1:], covered: c.covered}
			if got, want := rowCallWork(v), rowCallFlops*float64(n*c.calls); got != want {
				t.Errorf("work %g, want %g (%d calls of %d rows)", got, want, c.calls, n)
			}
			v.typ = memo.TemplateCell
			if got := rowCallWork(v); got != 0 {
				t.Errorf("as a Cell operator: work %g, want 0", got)
			}
		})
	}
}

// measuredMachines are the rates the engine measured on the project's
// 2-core machine under different loads; the plans of the algorithms' DAGs
// must not depend on which of them a process measured.
var measuredMachines = []Machine{
	{ReadBandwidth: 23.8e9, WriteBandwidth: 13.6e9, PeakFLOPS: 18.2e9},
	{ReadBandwidth: 24.1e9, WriteBandwidth: 25.4e9, PeakFLOPS: 17.8e9},
	{ReadBandwidth: 9.5e9, WriteBandwidth: 10.2e9, PeakFLOPS: 19.7e9},
	{ReadBandwidth: 6.2e9, WriteBandwidth: 23.1e9, PeakFLOPS: 18.6e9},
}

// mlogregTrialPoint is the DAG of MLogreg's trial point with two classes
// (algorithms/mlogreg): the linear terms LT = cbind(X %*% B, 0) shifted
// by their row maxima, the probabilities and the loss.
func mlogregTrialPoint(n int) []*hop.Hop {
	X, Y, zero := dense(n, 10), dense(n, 2), dense(n, 1)
	B := dense(10, 1)
	LT := hop.NewCBind(mm(X, B), zero)
	LT = bin(hop.OpSub, LT, hop.NewAgg(hop.OpMax, hop.DirRow, LT))
	expLT := un(hop.OpExp, LT)
	P := bin(hop.OpDiv, expLT, rowSums(expLT))
	loss := bin(hop.OpAdd, un(hop.OpNeg, sum(bin(hop.OpMul, Y, LT))), sum(un(hop.OpLog, rowSums(expLT))))
	return []*hop.Hop{P, loss}
}

// TestNarrowRowsPlanStable checks the plan of MLogreg's trial point on the
// rates the engine measured on the project's 2-core machine under
// different loads: exp over the n x 2 LT runs in no Row operator (where it
// is scalar) and one operator reads X. Before rowCallWork the optimizer
// chose among three plans by the measured write bandwidth, the worst
// re-reading X and computing exp in Row operators (2.2x the CPU time of
// the best, and 1.7x Base's).
func TestNarrowRowsPlanStable(t *testing.T) {
	for _, n := range []int{100000, 1000000} {
		for _, mach := range measuredMachines {
			t.Run(fmt.Sprintf("%d/%s", n, mach), func(t *testing.T) {
				tbl := explore(t, mlogregTrialPoint(n)...)
				p, _ := CostBased(tbl, nil, Options{Machine: &mach, NoCache: true})
				readsX := 0
				for _, op := range opsOf(p) {
					for _, h := range op.Covered {
						if h.Op == hop.OpExp && op.Type == memo.TemplateRow {
							t.Errorf("exp over %dx%d in a Row operator:\n%s", h.Rows, h.Cols, p)
						}
					}
					for _, in := range op.Inputs {
						if in.Rows == n && in.Cols == 10 {
							readsX++
						}
					}
				}
				if readsX != 1 {
					t.Errorf("%d fused operators read X, want 1:\n%s", readsX, p)
				}
			})
		}
	}
}

// TestMMChainTiesWithRowCalls checks that GLM's Hessian-vector product
// t(X) %*% (w * (X %*% v)) over 10^6 x 10 stays one Row operator on every
// measured rate: the MMChain it could run as instead is charged the same
// per-row work (mmOpCost), so rowCallWork does not tip the tie to the
// unfused chain, which measured 18 ms against the pipelined kernel's 9
// (one thread).
func TestMMChainTiesWithRowCalls(t *testing.T) {
	const n = 1000000
	for _, mach := range measuredMachines {
		t.Run(fmt.Sprint(mach), func(t *testing.T) {
			X := dense(n, 10)
			hv := mm(tr(X), bin(hop.OpMul, dense(n, 1), mm(X, dense(10, 1))))
			p, rep := CostBased(explore(t, hv), nil, Options{Machine: &mach, NoCache: true})
			ops := opsOf(p)
			if len(ops) != 1 || ops[0].Type != memo.TemplateRow {
				t.Errorf("plan %s%s, want one Row operator", p, rep.String())
			}
		})
	}
}

// TestOperatorTimesLeaveOutRowCalls: the gain estimate for compile
// decisions charges a narrow Row operator its cells' work only, not the
// per-row entry work that ranks fused plans (unfused operators' own
// per-operator overheads are not counted either).
func TestOperatorTimesLeaveOutRowCalls(t *testing.T) {
	const n = 10_000_000
	L := dense(n, 2)
	expL := un(hop.OpExp, L)
	sums := rowSums(expL)
	op := &FusedOp{Root: sums, Roots: []*hop.Hop{sums}, Type: memo.TemplateRow, Covered: []*hop.Hop{expL, sums}, Inputs: []*hop.Hop{L}}
	m := Nominal()
	_, fused := OperatorTimes(op, m)
	plain := &model{mach: m, noRowCalls: true}
	ranked := &model{mach: m}
	if want := toDuration(plain.vectorCost(vectorOf(op))); fused != want {
		t.Errorf("fused estimate %v, want %v (without the per-row entry work)", fused, want)
	}
	if withCalls := toDuration(ranked.vectorCost(vectorOf(op))); withCalls <= fused {
		t.Errorf("plan ranking's cost %v not above the estimate %v: the test shows nothing", withCalls, fused)
	}
}
