package selection

import (
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/memo"
	"github.com/fusejit/fusejit/matrix"
)

// testMachine makes costs deterministic.
var testMachine = Machine{ReadBandwidth: 20e9, WriteBandwidth: 15e9, PeakFLOPS: 50e9}

// testOpts are deterministic options without the shared plan cache.
func testOpts() Options { return Options{Machine: &testMachine, NoCache: true} }

func dense(r, c int) *hop.Hop { return hop.NewDense(mat.NewDense(r, c, nil)) }

func sparse(r, c int, sp float64, seed uint64) *hop.Hop {
	return hop.NewSparse(matrix.RandSparse(r, c, sp, 1, 2, seed))
}

func bin(op hop.OpCode, a, b *hop.Hop) *hop.Hop { return hop.NewBinary(op, a, b) }

func sum(a *hop.Hop) *hop.Hop { return hop.NewAgg(hop.OpSum, hop.DirFull, a) }

// explore prepares the DAG of outs and explores it with all templates.
func explore(t testing.TB, outs ...*hop.Hop) *memo.Table {
	t.Helper()
	for _, o := range outs {
		if o.Err != nil {
			t.Fatal(o.Err)
		}
	}
	d, err := hop.Prepare(outs)
	if err != nil {
		t.Fatal(err)
	}
	hop.Optimize(d)
	return memo.Explore(d, memo.Templates())
}

// opsOf returns the distinct fused operators of p.
func opsOf(p *Plan) []*FusedOp {
	var out []*FusedOp
	seen := map[*FusedOp]bool{}
	for _, h := range p.Order {
		if op, ok := p.Fused[h.ID]; ok && !seen[op] {
			seen[op] = true
			out = append(out, op)
		}
	}
	return out
}

// coveredBy returns the fused operators covering the operator with id.
func coveredBy(p *Plan, id int) []*FusedOp {
	var out []*FusedOp
	for _, op := range opsOf(p) {
		if op.Covers(id) {
			out = append(out, op)
		}
	}
	return out
}

func materialized(p *Plan, id int) bool {
	for _, h := range p.Order {
		if h.ID == id {
			return true
		}
	}
	return false
}

func findOp(t testing.TB, tbl *memo.Table, pick func(h *hop.Hop) bool) *hop.Hop {
	t.Helper()
	for _, h := range tbl.DAG.Nodes {
		if pick(h) {
			return h
		}
	}
	t.Fatal("operator not found")
	return nil
}
