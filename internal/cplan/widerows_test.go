package cplan_test

import (
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/cplan"
	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/memo"
	"github.com/fusejit/fusejit/matrix"
)

// lastRowPlan is the last fused plan of out, which must be a Row plan.
func lastRowPlan(t *testing.T, out *hop.Hop) *cplan.CPlan {
	t.Helper()
	cps := plans(t, out)
	p := cps[len(cps)-1]
	if p.Template != memo.TemplateRow {
		t.Fatalf("plan %s, want a Row plan", p)
	}
	return p
}

// TestWideRowsByMainInputWidth: a dense col_agg_t Row plan with a product
// of the main input's row is wide from WideRowMinCols columns on, and its
// hash tells the two widths apart (their kernels hold different loops)
// but no two widths of one class; a guarded plan, a sparse main input and
// a plan without such a product have one hash for every width.
func TestWideRowsByMainInputWidth(t *testing.T) {
	const rows = 24
	rowDense := func(cols int) *cplan.CPlan { // t(X) %*% (X %*% v)
		X := hop.NewDense(matrix.RandDense(rows, cols, -1, 1, 1))
		v := hop.NewDense(mat.NewDense(cols, 1, nil))
		return lastRowPlan(t, hop.NewMatMul(hop.NewTranspose(X), hop.NewMatMul(X, v)))
	}
	hashes := map[bool]map[string]bool{false: {}, true: {}}
	for _, cols := range []int{2, 10, cplan.WideRowMinCols - 1, cplan.WideRowMinCols, 1000} {
		p := rowDense(cols)
		wide := cols >= cplan.WideRowMinCols
		if p.WideRows != wide || p.LongRows() != wide {
			t.Errorf("%d columns: WideRows %t, LongRows %t, want %t", cols, p.WideRows, p.LongRows(), wide)
		}
		hashes[wide][p.Hash()] = true
		data, err := cplan.Encode(p)
		if err != nil {
			t.Fatal(err)
		}
		back, err := cplan.Decode(data)
		if err != nil {
			t.Fatal(err)
		}
		if back.WideRows != p.WideRows || back.Hash() != p.Hash() {
			t.Errorf("%d columns: after the round trip WideRows %t, hash %s; want %t, %s", cols, back.WideRows, back.Hash(), p.WideRows, p.Hash())
		}
	}
	if len(hashes[false]) != 1 || len(hashes[true]) != 1 {
		t.Errorf("hashes per class: narrow %d, wide %d; want one each", len(hashes[false]), len(hashes[true]))
	}
	for h := range hashes[true] {
		if hashes[false][h] {
			t.Errorf("narrow and wide plans share hash %s", h)
		}
	}

	same := func(name string, build func(cols int) *cplan.CPlan) {
		narrow, wide := build(10), build(1000)
		if wide.LongRows() || narrow.Hash() != wide.Hash() {
			t.Errorf("%s: LongRows %t at 1000 columns, hashes %s and %s; want one", name, wide.LongRows(), narrow.Hash(), wide.Hash())
		}
	}
	same("guarded", func(cols int) *cplan.CPlan {
		p := rowDense(cols)
		if err := p.SetMainGuard(); err != nil {
			t.Fatal(err)
		}
		return p
	})
	same("sparse", func(cols int) *cplan.CPlan {
		X := hop.NewSparse(matrix.RandSparse(rows, cols, 0.05, -1, 1, 2))
		v := hop.NewDense(mat.NewDense(cols, 1, nil))
		return lastRowPlan(t, hop.NewMatMul(hop.NewTranspose(X), hop.NewMatMul(X, v)))
	})
	same("t(X) %*% rowSums(X)", func(cols int) *cplan.CPlan {
		X := hop.NewDense(matrix.RandDense(rows, cols, -1, 1, 1))
		return lastRowPlan(t, hop.NewMatMul(hop.NewTranspose(X), hop.NewAgg(hop.OpSum, hop.DirRow, X)))
	})
}
