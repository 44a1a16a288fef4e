package tests

import (
	"context"
	"fmt"
	"math"
	"testing"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/internal/hop"
)

func hasOuter(plan []engine.FusedOp) bool {
	for _, op := range plan {
		if op.Template == engine.TemplateOuter {
			return true
		}
	}
	return false
}

// otherValues changes the values of a built DAG's leaves in place and
// keeps their shapes: every cell that is not zero is scaled by -1.5 (NaN
// stays NaN, Inf turns to -Inf); the first such cell of a dense leaf
// becomes NaN, the last stored one of a CSR leaf an explicit zero. Zeros
// stay where they are and a CSR keeps its stored cells, so that every
// leaf keeps its stored-cell count and the DAG its shape. Scalar literals
// are left as they are: their bits are part of the shape a kept program
// serves.
func otherValues(b *built) {
	for _, ld := range b.leaves {
		csr := len(ld.ints64) > 0
		for _, f := range ld.floats {
			first, last := -1, -1
			for k, v := range f {
				if v == 0 {
					continue
				}
				f[k] = -1.5 * v
				if first < 0 {
					first = k
				}
				last = k
			}
			switch {
			case csr && last >= 0:
				f[last] = 0
			case !csr && first >= 0:
				f[first] = math.NaN()
			}
		}
	}
}

// outerDAGs are DAGs the cost model plans as Outer operators, which the
// random DAGs rarely are: (X != 0) * E is E over an X that stores no zero
// (cplan), so that stored zeros are part of what a kept program serves.
func outerDAGs() []*gDAG {
	var out []*gDAG
	for k, build := range []func(d *gDAG, x, u, v *gNode){
		func(d *gDAG, x, u, v *gNode) { // sum((X != 0) * (U %*% t(V) - X)^2)
			uv := d.op(hop.OpMatMul, u, d.op(hop.OpTranspose, v))
			e := d.op(hop.OpPow, d.op(hop.OpSub, uv, x), scalarNode(d, 2))
			d.out(d.agg(hop.OpSum, hop.DirFull, d.op(hop.OpMul, d.op(hop.OpNe, x, scalarNode(d, 0)), e)))
		},
		func(d *gDAG, x, u, v *gNode) { // ((X != 0) * (U %*% t(V))) %*% V
			uv := d.op(hop.OpMatMul, u, d.op(hop.OpTranspose, v))
			d.out(d.op(hop.OpMatMul, d.op(hop.OpMul, d.op(hop.OpNe, x, scalarNode(d, 0)), uv), v))
		},
	} {
		d := &gDAG{}
		x := d.leaf(leafSpec{Kind: lkSparse, Rows: 2000, Cols: 1000, Seed: uint64(31 + k), Lo: 1, Hi: 2, Density: 0.01})
		u := d.leaf(leafSpec{Kind: lkDense, Rows: 2000, Cols: 10, Seed: uint64(41 + k), Lo: -1, Hi: 1})
		v := d.leaf(leafSpec{Kind: lkDense, Rows: 1000, Cols: 10, Seed: uint64(51 + k), Lo: -1, Hi: 1})
		build(d, x, u, v)
		out = append(out, d)
	}
	return out
}

func scalarNode(d *gDAG, v float64) *gNode {
	return d.leaf(leafSpec{Kind: lkScalar, Rows: 1, Cols: 1, Value: v})
}

// TestProgramReuseMatchesFreshPlans: an engine that evaluates a random DAG
// and then the same DAG over other values of the same shape reuses the
// program it kept (engine programcache.go) and must give the bits of an
// engine that plans the second inputs afresh: a kept program must not
// carry anything of the first inputs' values. Fixed rates, so that both
// engines plan alike.
func TestProgramReuseMatchesFreshPlans(t *testing.T) {
	ctx := context.Background()
	rates := engine.WithMachine(engine.Machine{ReadBandwidth: 20e9, WriteBandwidth: 10e9, PeakFLOPS: 40e9})
	reusing := newEngine(t, engine.PolicyCostBased, rates)
	fresh := newEngine(t, engine.PolicyCostBased, rates)
	cfg := genConfig{maxDim: 40, minSteps: 3, maxSteps: 12, largePct: 10, noRemoveEmpty: true}
	compared, reused := 0, int64(0)
	dags := outerDAGs()
	outer := len(dags)
	for seed := uint64(1); seed <= 200; seed++ {
		dags = append(dags, genDAG(newRNGChooser(seed+7000), cfg))
	}
	for k, d := range dags {
		first, err := d.build()
		if err != nil {
			t.Fatalf("DAG %d: %v", k, err)
		}
		second, err := d.build()
		if err != nil {
			t.Fatalf("DAG %d: %v", k, err)
		}
		otherValues(second)
		if _, err := reusing.Eval(ctx, first.outs...); err != nil {
			continue // a DAG Eval rejects (its shapes): nothing to compare
		}
		before := reusing.Stats().ProgramsReused
		got, errGot := reusing.Eval(ctx, second.outs...)
		reused += reusing.Stats().ProgramsReused - before
		want, errWant := fresh.Eval(ctx, second.outs...)
		if (errGot == nil) != (errWant == nil) {
			t.Fatalf("DAG %d: reusing engine: %v; fresh engine: %v", k, errGot, errWant)
		}
		if errGot != nil {
			continue
		}
		for i := range want.Len() {
			if s := bitsDiff(want.Matrix(i), got.Matrix(i)); s != "" {
				t.Errorf("DAG %d output %d: reused program %s against a fresh plan\n%s", k, i, s, fmt.Sprint(got.Plan()))
			}
		}
		if k < outer && !hasOuter(got.Plan()) {
			t.Errorf("Outer DAG %d: no Outer operator in %v", k, got.Plan())
		}
		compared++
	}
	if compared < 150 || reused < 100 {
		t.Errorf("%d DAGs compared, %d programs reused; want at least 150 and 100", compared, reused)
	}
	t.Logf("%d DAGs compared, %d of their second Evals reused a program", compared, reused)
}
