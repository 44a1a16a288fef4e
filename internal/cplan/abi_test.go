package cplan_test

import (
	"strings"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/cplan"
	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/memo"
	"github.com/fusejit/fusejit/matrix"
)

func TestABIParams(t *testing.T) {
	want := "vals rowptr colidx scalars out m rl ru aux"
	var got []string
	for p := range cplan.NumParams {
		got = append(got, p.String())
	}
	if s := strings.Join(got, " "); s != want {
		t.Errorf("parameters %q, want %q", s, want)
	}
}

// shapes returns the rows and columns of a plan's inputs.
func shapes(p *cplan.CPlan) (rows, cols []int) {
	for _, in := range p.Inputs {
		rows, cols = append(rows, in.Hop.Rows), append(cols, in.Hop.Cols)
	}
	return rows, cols
}

func TestABIRowFrame(t *testing.T) {
	n, m := 50, 7
	for _, sparse := range []bool{false, true} {
		X := hop.NewDense(matrix.RandDense(n, m, 1, 2, 1))
		if sparse {
			X = hop.NewSparse(matrix.RandSparse(n, m, 0.3, 1, 2, 1))
		}
		v := hop.NewDense(mat.NewDense(m, 1, nil))
		// colSums(X / rowSums(X)) * (X %*% v): row vectors, a per-row
		// scalar from a product, and (sparse) a densified main row.
		out := hop.NewAgg(hop.OpSum, hop.DirCol, hop.NewBinary(hop.OpMul,
			hop.NewBinary(hop.OpDiv, X, hop.NewAgg(hop.OpSum, hop.DirRow, X)), hop.NewMatMul(X, v)))
		cps := plans(t, out)
		p := cps[len(cps)-1]
		if p.Template != memo.TemplateRow {
			t.Fatalf("sparse=%t: plan %s, want a Row plan", sparse, p)
		}
		abi := p.ABI()
		if abi != p.ABI() {
			t.Errorf("ABI computed twice")
		}
		if got, want := abi.AuxLen, int(cplan.NodeSlot(len(abi.Nodes), 0)); got != want {
			t.Errorf("AuxLen %d, want %d", got, want)
		}
		rows, cols := shapes(p)
		f, err := abi.Frame(rows, cols)
		if err != nil {
			t.Fatal(err)
		}
		if f.Rows != n || f.Cols != m || f.Aux[cplan.AuxMainCols] != int64(m) {
			t.Errorf("frame %dx%d, main cols %d; want %dx%d", f.Rows, f.Cols, f.Aux[cplan.AuxMainCols], n, m)
		}
		if f.Aux[cplan.AuxScratch] != 0 || f.Aux[cplan.AuxFlags] != 0 {
			t.Errorf("pointer slots filled by Frame: %v", f.Aux[:2])
		}
		// Every buffer lies inside scratch, and no two overlap.
		used := make([]bool, f.Scratch)
		copies := 0
		for tn := range abi.Nodes {
			if f.Aux[cplan.NodeSlot(tn, cplan.NodeDense)] >= 0 {
				copies++
			}
			w := f.Aux[cplan.NodeSlot(tn, cplan.NodeWidth)]
			for _, field := range []cplan.NodeField{cplan.NodeOffset, cplan.NodeDense} {
				off := f.Aux[cplan.NodeSlot(tn, field)]
				if off < 0 {
					continue
				}
				if off+w > int64(f.Scratch) {
					t.Fatalf("node %d: buffer [%d, %d) outside scratch of %d", tn, off, off+w, f.Scratch)
				}
				for c := off; c < off+w; c++ {
					if used[c] {
						t.Fatalf("node %d: buffer [%d, %d) overlaps another", tn, off, off+w)
					}
					used[c] = true
				}
			}
		}
		if (copies > 0) != sparse {
			t.Errorf("sparse=%t: %d nodes with room for a dense copy", sparse, copies)
		}
	}
}

// outerRightMM returns the plan of (X != 0) * (U %*% t(V)) %*% V, a right
// multiply by V, for an n x m sparse X and factors of rank r.
func outerRightMM(t *testing.T, n, m, r int) *cplan.CPlan {
	t.Helper()
	X := hop.NewSparse(matrix.RandSparse(n, m, 0.05, 1, 2, 1))
	U := hop.NewDense(matrix.RandDense(n, r, 1, 2, 2))
	V := hop.NewDense(matrix.RandDense(m, r, 1, 2, 3))
	nz := hop.NewBinary(hop.OpNe, X, hop.NewScalar(0))
	out := hop.NewMatMul(hop.NewBinary(hop.OpMul, nz, hop.NewMatMul(U, hop.NewTranspose(V))), V)
	p := plans(t, out)[0]
	if p.Template != memo.TemplateOuter || p.Variant != cplan.RightMM {
		t.Fatalf("plan %s, want Outer right_mm", p)
	}
	return p
}

func TestABIOuterFrame(t *testing.T) {
	// At rank 5 V takes 12 KB, in cache without blocking: no blocked walk,
	// and a plan (and hash) of its own.
	if one := outerRightMM(t, 400, 300, 5); !one.OuterUnblocked || one.OuterBlocked() {
		t.Errorf("rank 5: unblocked %t, blocked %t; want unblocked", one.OuterUnblocked, one.OuterBlocked())
	}
	n, m, r := 400, 300, 256
	p := outerRightMM(t, n, m, r)
	rows, cols := shapes(p)
	f, err := p.ABI().Frame(rows, cols)
	if err != nil {
		t.Fatal(err)
	}
	if f.Rank != r || f.MMWidth != r || f.Aux[cplan.AuxRank] != int64(r) || f.Aux[cplan.AuxMMWidth] != int64(r) {
		t.Errorf("rank %d, width %d, aux %v; want %d", f.Rank, f.MMWidth, f.Aux, r)
	}
	// The blocked walk: a block of V fills the cache share, and a chunk
	// holds the row cap's dense rows (at rank 256, 384 rows of 300 cells).
	if !p.OuterBlocked() || f.Aux[cplan.AuxOuterBlock] != 128 || f.Aux[cplan.AuxOuterRows] != 384 || f.Aux[cplan.AuxOuterChunk] != 384*int64(m) {
		t.Errorf("blocked %t, aux %v: want blocks of 128 columns and chunks of 384 rows, %d cells", p.OuterBlocked(), f.Aux, 384*m)
	}
	// Fitted to an input whose densest 384 consecutive rows hold 10*50 +
	// 374*3 cells, the dot buffer shrinks to a bound on that (the densest
	// 384+47 rows at most: 10*50 + 421*3), so every chunk still gets 384
	// rows; so do the sorted walk's packed cells (one uint32 per cell,
	// half a double of scratch).
	halves := func(cells int) int { return (cells + 1) / 2 }
	rowPtr := make([]int64, n+1)
	for i := range n {
		cells := int64(3)
		if i >= 200 && i < 210 {
			cells = 50
		}
		rowPtr[i+1] = rowPtr[i] + cells
	}
	scratch := f.Scratch
	fitted := *f
	fitted.Aux = append([]int64(nil), f.Aux...)
	p.ABI().FitOuterRows(&fitted, rowPtr)
	got := fitted.Aux[cplan.AuxOuterChunk]
	if got < 10*50+374*3 || got > 10*50+421*3 || fitted.Aux[cplan.AuxOuterRows] != 384 || scratch-fitted.Scratch != 384*m-int(got)+halves(384*m)-halves(int(got)) {
		t.Errorf("fitted: aux %v, scratch %d (was %d); want a chunk of %d to %d cells", fitted.Aux, fitted.Scratch, scratch, 10*50+374*3, 10*50+421*3)
	}
	// An input of fewer rows than the cap: the cursors shrink to its rows.
	few := *f
	few.Aux = append([]int64(nil), f.Aux...)
	p.ABI().FitOuterRows(&few, []int64{0, 0, 7, 7})
	if few.Aux[cplan.AuxOuterChunk] != 7 || few.Aux[cplan.AuxOuterRows] != 3 || scratch-few.Scratch != 384*m-7+halves(384*m)-halves(7)+384-3 {
		t.Errorf("3 rows: aux %v, scratch %d (was %d)", few.Aux, few.Scratch, scratch)
	}
	// A factor of the wrong height is refused.
	for i, in := range p.Inputs {
		if in.Kind == cplan.KindRowsJ {
			bad := append([]int(nil), rows...)
			bad[i]++
			if _, err := p.ABI().Frame(bad, cols); err == nil {
				t.Errorf("factor %d with %d rows accepted", i, bad[i])
			}
		}
	}
	if _, err := p.ABI().Frame(rows[:1], cols[:1]); err == nil {
		t.Errorf("frame of one input shape for %d inputs accepted", len(p.Inputs))
	}
}
