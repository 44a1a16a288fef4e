package selection

import (
	"strings"
	"testing"

	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/memo"
)

// A Row operator pays for re-reading a product's B or partial per row only
// when it does not fit in rowCacheBytes, so skinny products cost what they
// did and wide ones more than their FLOPs.
func TestRowStreamTime(t *testing.T) {
	n := 10000
	m := &model{mach: testMachine}
	cases := []struct {
		name   string
		m, k   int
		transp bool
		charge bool
	}{
		{"x %*% B, 300 x 8", 300, 8, false, false},
		{"x %*% B, 100 x 200 (160 KB)", 100, 200, false, false},
		{"x %*% B, 300 x 200 (480 KB)", 300, 200, false, true},
		{"t(X) %*% W, 300 x 8 partial", 300, 8, true, false},
		// Dense X: blocked through BLAS, the partial is read per block.
		{"t(X) %*% W, 300 x 200 partial", 300, 200, true, false},
		{"t(X) %*% W, 300 x 200 partial, sparse X", 300, 200, true, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			X := dense(n, c.m)
			if strings.HasSuffix(c.name, "sparse X") {
				X = sparse(n, c.m, 0.1, 1)
			}
			var h *hop.Hop
			if c.transp {
				h = hop.NewMatMul(hop.NewTranspose(X), dense(n, c.k))
			} else {
				h = hop.NewMatMul(X, dense(c.m, c.k))
			}
			v := &vector{typ: memo.TemplateRow, roots: []*hop.Hop{h}, covered: []*hop.Hop{h}}
			got := m.rowStreamTime(v)
			if (got > 0) != c.charge {
				t.Fatalf("stream time %g, want charged %v", got, c.charge)
			}
			if c.charge {
				per, rows := rowStreamBytes(h)
				if want := per * rows / (rowCacheRate * testMachine.ReadBandwidth); got != want {
					t.Errorf("stream time %g, want %g", got, want)
				}
			}
			v.typ = memo.TemplateCell
			if got := m.rowStreamTime(v); got != 0 {
				t.Errorf("cell operator charged %g", got)
			}
		})
	}
}

// A Row operator closing with t(X) %*% W holds an m x k partial per worker;
// OperatorBytes counts it, and only one row per worker for x %*% B.
func TestOperatorBytesRowPartials(t *testing.T) {
	n, m, k := 1000, 300, 200
	X, W := dense(n, m), dense(n, k)
	tx := hop.NewTranspose(X)
	mm := hop.NewMatMul(tx, W)
	op := &FusedOp{Type: memo.TemplateRow, Root: mm, Roots: []*hop.Hop{mm}, Covered: []*hop.Hop{tx, mm}, Inputs: []*hop.Hop{X, W}}
	if d, want := OperatorBytes(op, 3)-OperatorBytes(op, 1), int64(2*m*k*8); d != want {
		t.Errorf("two more workers add %d bytes, want %d (two m x k partials)", d, want)
	}
	xv := hop.NewMatMul(X, dense(m, k))
	op = &FusedOp{Type: memo.TemplateRow, Root: xv, Roots: []*hop.Hop{xv}, Covered: []*hop.Hop{xv}, Inputs: xv.Inputs}
	if d, want := OperatorBytes(op, 3)-OperatorBytes(op, 1), int64(2*k*8); d != want {
		t.Errorf("two more workers add %d bytes, want %d (two rows of k)", d, want)
	}
}

// In a t(X) %*% (w * (X %*% V)) operator over a dense X, both products run
// blocked through BLAS and neither is charged per row; over a CSR X the
// operator updates its partial per row, and both are.
func TestRowStreamTimeBlocked(t *testing.T) {
	n, m, k := 10000, 300, 200
	mm := &model{mach: testMachine}
	for _, sp := range []bool{false, true} {
		X := dense(n, m)
		if sp {
			X = sparse(n, m, 0.1, 1)
		}
		xv := hop.NewMatMul(X, dense(m, k))
		w := hop.NewBinary(hop.OpMul, dense(n, 1), xv)
		tx := hop.NewTranspose(X)
		root := hop.NewMatMul(tx, w)
		v := &vector{typ: memo.TemplateRow, roots: []*hop.Hop{root}, covered: []*hop.Hop{xv, w, tx, root}}
		got := mm.rowStreamTime(v)
		if (got > 0) != sp {
			t.Errorf("sparse X %t: stream time %g, want charged %t", sp, got, sp)
		}
	}
}
