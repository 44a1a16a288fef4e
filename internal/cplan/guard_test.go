package cplan_test

import (
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/cplan"
	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/memo"
	"github.com/fusejit/fusejit/matrix"
)

// TestSetMainGuard: a guarded Row plan hashes apart from the unguarded
// one (they are different kernels), keeps the guard through the wire
// encoding, and has one aux slot more, after the nodes'; other templates
// refuse the guard.
func TestSetMainGuard(t *testing.T) {
	X := hop.NewDense(matrix.RandDense(40, 6, -1, 1, 1))
	d := hop.NewDense(mat.NewDense(6, 1, nil))
	rowPlan := func() *cplan.CPlan {
		cps := plans(t, hop.NewMatMul(hop.NewTranspose(X), hop.NewMatMul(X, d)))
		p := cps[len(cps)-1]
		if p.Template != memo.TemplateRow {
			t.Fatalf("plan %s, want a Row plan", p)
		}
		return p
	}
	plain, guarded := rowPlan(), rowPlan()
	if _, ok := plain.ABI().GuardSlot(); ok {
		t.Errorf("an unguarded plan has a guard slot")
	}
	if err := guarded.SetMainGuard(); err != nil {
		t.Fatal(err)
	}
	if plain.Hash() == guarded.Hash() {
		t.Errorf("guarded and unguarded plans share hash %s", plain.Hash())
	}
	slot, ok := guarded.ABI().GuardSlot()
	if !ok || int(slot) != plain.ABI().AuxLen || guarded.ABI().AuxLen != plain.ABI().AuxLen+1 {
		t.Errorf("guard slot %d (%t), aux %d; want slot %d of %d", slot, ok, guarded.ABI().AuxLen, plain.ABI().AuxLen, plain.ABI().AuxLen+1)
	}
	if err := guarded.SetMainGuard(); err == nil {
		t.Errorf("SetMainGuard after the ABI was computed: no error")
	}
	data, err := cplan.Encode(guarded)
	if err != nil {
		t.Fatal(err)
	}
	back, err := cplan.Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	if !back.MainGuard || back.Hash() != guarded.Hash() {
		t.Errorf("after the round trip: guard %t, hash %s, want %s", back.MainGuard, back.Hash(), guarded.Hash())
	}
	cell := plans(t, hop.NewBinary(hop.OpMul, X, X))
	if err := cell[len(cell)-1].SetMainGuard(); err == nil {
		t.Errorf("a %s plan accepted a main-input guard", cell[len(cell)-1].Template)
	}
}

// TestSetSideGuard: a side guard needs a main-input guard and a dense
// column vector; it sets the plan apart in its hash (a different kernel)
// and survives the wire encoding.
func TestSetSideGuard(t *testing.T) {
	X := hop.NewDense(matrix.RandDense(40, 6, -1, 1, 1))
	v := hop.NewDense(matrix.RandDense(40, 1, -1, 1, 2))
	d := hop.NewDense(mat.NewDense(6, 1, nil))
	rowPlan := func() (*cplan.CPlan, int, int) {
		cps := plans(t, hop.NewMatMul(hop.NewTranspose(X), hop.NewBinary(hop.OpMul, v, hop.NewMatMul(X, d))))
		p := cps[len(cps)-1]
		vi, di := -1, -1
		for i, in := range p.Inputs {
			switch in.Kind {
			case cplan.KindColVector:
				vi = i
			case cplan.KindWhole:
				di = i
			}
		}
		if p.Template != memo.TemplateRow || vi <= 0 || di <= 0 {
			t.Fatalf("plan %s: v input %d, d input %d; want a Row plan reading both", p, vi, di)
		}
		return p, vi, di
	}
	mainOnly, _, _ := rowPlan()
	p, vi, di := rowPlan()
	if err := p.SetSideGuard(vi); err == nil {
		t.Errorf("side guard without a main-input guard: no error")
	}
	if err := mainOnly.SetMainGuard(); err != nil {
		t.Fatal(err)
	}
	if err := p.SetMainGuard(); err != nil {
		t.Fatal(err)
	}
	if err := p.SetSideGuard(di); err == nil {
		t.Errorf("side guard on d (%s): no error", p.Inputs[di].Kind)
	}
	if err := p.SetSideGuard(0); err == nil {
		t.Errorf("side guard on the main input: no error")
	}
	if err := p.SetSideGuard(vi); err != nil {
		t.Fatal(err)
	}
	if err := p.SetSideGuard(vi); err == nil {
		t.Errorf("side guard set twice: no error")
	}
	if p.Hash() == mainOnly.Hash() {
		t.Errorf("plans with and without the side guard share hash %s", p.Hash())
	}
	data, err := cplan.Encode(p)
	if err != nil {
		t.Fatal(err)
	}
	back, err := cplan.Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	if len(back.SideGuards) != 1 || back.SideGuards[0] != vi || back.Hash() != p.Hash() {
		t.Errorf("after the round trip: side guards %v, hash %s; want [%d], %s", back.SideGuards, back.Hash(), vi, p.Hash())
	}
	if err := p.SetSideGuard(vi); err == nil {
		t.Errorf("side guard after the ABI was computed: no error")
	}
}
