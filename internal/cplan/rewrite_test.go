package cplan_test

import (
	"strings"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/cplan"
	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/memo"
	"github.com/fusejit/fusejit/internal/selection"
	"github.com/fusejit/fusejit/matrix"
)

// plans builds the fuse-all CPlans of the DAG below out.
func plans(t *testing.T, out *hop.Hop) []*cplan.CPlan {
	t.Helper()
	d, err := hop.Prepare([]*hop.Hop{out})
	if err != nil {
		t.Fatal(err)
	}
	p := selection.FuseAll(memo.Explore(d, memo.Templates()), nil)
	var cps []*cplan.CPlan
	seen := map[*selection.FusedOp]bool{}
	for _, h := range p.Order {
		if op, ok := p.Fused[h.ID]; ok && !seen[op] {
			seen[op] = true
			cp, err := cplan.Build(op, nil)
			if err != nil {
				t.Fatal(err)
			}
			cps = append(cps, cp)
		}
	}
	return cps
}

func TestRewrites(t *testing.T) {
	n, m := 400, 300
	U := hop.NewDense(mat.NewDense(n, 5, nil))
	V := hop.NewDense(mat.NewDense(m, 5, nil))
	outer := func(X *hop.Hop) *hop.Hop {
		nz := hop.NewBinary(hop.OpNe, X, hop.NewScalar(0))
		return hop.NewMatMul(hop.NewBinary(hop.OpMul, nz, hop.NewMatMul(U, hop.NewTranspose(V))), V)
	}
	clean := matrix.RandSparse(n, m, 0.05, 1, 2, 1)
	withZero := clean.Clone()
	withZero.Values()[0] = 0
	Y := hop.NewDense(mat.NewDense(10, 10, nil))
	cases := []struct {
		name      string
		out       *hop.Hop
		has, lack string // text the CPlan must and must not contain
	}{
		{"drop X!=0 in outer", outer(hop.NewSparse(clean)), "dot(", " != "},
		{"keep X!=0 when X stores zeros", outer(hop.NewSparse(withZero)), " != ", ""},
		{"pow 2 is a product", hop.NewAgg(hop.OpSum, hop.DirFull, hop.NewBinary(hop.OpPow, Y, hop.NewScalar(2))), " * ", " ^ "},
		{"times one disappears", hop.NewAgg(hop.OpSum, hop.DirFull,
			hop.NewBinary(hop.OpMul, hop.NewUnary(hop.OpExp, Y), hop.NewScalar(1))), "exp(", " * "},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cps := plans(t, c.out)
			text := cps[len(cps)-1].String()
			if !strings.Contains(text, c.has) || (c.lack != "" && strings.Contains(text, c.lack)) {
				t.Errorf("CPlan must contain %q and not %q:\n%s", c.has, c.lack, text)
			}
		})
	}
}

func TestHashIgnoresIDsAndSizes(t *testing.T) {
	build := func(n, m int, pad bool) string {
		X := hop.NewDense(mat.NewDense(n, m, nil))
		Y := hop.NewDense(mat.NewDense(n, m, nil))
		if pad { // extra operators shift every id
			Y = hop.NewUnary(hop.OpAbs, hop.NewUnary(hop.OpNeg, hop.NewUnary(hop.OpAbs, Y)))
		}
		cps := plans(t, hop.NewAgg(hop.OpSum, hop.DirRow, hop.NewBinary(hop.OpMul, X, hop.NewBinary(hop.OpAdd, Y, hop.NewScalar(3)))))
		return cps[len(cps)-1].Hash()
	}
	a, b := build(10, 20, false), build(300, 7, false)
	if a != b {
		t.Errorf("hash depends on sizes: %s vs %s", a, b)
	}
	if c := build(10, 20, true); c == a {
		t.Errorf("different plans share a hash")
	}
}
