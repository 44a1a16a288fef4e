package engine

import (
	"testing"
	"time"

	"github.com/fusejit/fusejit/internal/cplan"
	"github.com/fusejit/fusejit/internal/llvmgen"
	"github.com/fusejit/fusejit/internal/memo"
	"github.com/fusejit/fusejit/matrix"
)

// cplanOf returns the CPlan of the one fused operator of template typ that
// FuseAll makes of out.
func cplanOf(t *testing.T, out *Expr, typ memo.TemplateType) *cplan.CPlan {
	t.Helper()
	for _, op := range fuseAllPlan(t, out).Fused {
		if op.Type != typ {
			continue
		}
		cp, err := cplan.Build(op, nil)
		if err != nil {
			t.Fatal(err)
		}
		return cp
	}
	t.Fatalf("no %v operator in the plan", typ)
	return nil
}

// TestCompanions: a compile before a call takes along the kernels still
// counting whose expected saving pays for their operators' share of it
// (not for a clang start-up) and for a compile of their own, and
// stops counting them; a kernel that saves too little for either, one
// excluded (the caller's own), one without a plan and one already queued
// in the background stay.
func TestCompanions(t *testing.T) {
	ms := time.Millisecond
	tr := newTiers()
	cp := cplanOf(t, Dense(matrix.RandDense(100, 10, 0, 1, 1)).Mul(Dense(matrix.RandDense(100, 10, 0, 1, 2))).Sum(), memo.TemplateCell)
	enc, err := cplan.Encode(cp)
	if err != nil {
		t.Fatal(err)
	}
	// Three sightings each; a compile of h operators is modelled at 35 ms
	// + 2 ms each.
	see := func(key string, hops int, gain time.Duration, withPlan bool) {
		c := tierCandidate{key: key, hops: hops, unfused: gain + ms, fused: ms}
		s := &sighting{count: 3, cand: c}
		if withPlan {
			s.plan = enc
		}
		tr.seen[key] = s
	}
	see("pays", 5, 20*ms, true)    // 60 ms against 10 (share) and 45 (own)
	see("costly", 20, 20*ms, true) // 60 ms against a 75 ms compile
	see("far", 1, 10*ms, true)     // 30 ms against 2 and 37
	see("mine", 1, 50*ms, true)    // excluded
	see("noplan", 1, 50*ms, false) // no plan
	see("queued", 1, 50*ms, true)  // in the background
	tr.inflight["queued"] = true
	got := tr.companions(map[string]bool{"mine": true})
	if len(got) != 1 || got[0].key != "pays" || got[0].hops != 5 || got[0].cp.Hash() != cp.Hash() {
		t.Fatalf("companions %+v, want the kernel %q alone", got, "pays")
	}
	if tr.seen["pays"] != nil {
		t.Errorf("the companion is still counting")
	}
	for _, k := range []string{"costly", "far", "mine", "noplan", "queued"} {
		if tr.seen[k] == nil {
			t.Errorf("%q stopped counting", k)
		}
	}
}

// TestCompanionPlansGenerateTheSameIR: a companion is built from its plan
// as the sighting stored it (cplan.Encode, no HOPs), under the key of the
// original plan, so the decoded plan must generate the very same module.
func TestCompanionPlansGenerateTheSameIR(t *testing.T) {
	X := Sparse(matrix.RandSparse(300, 300, 0.05, 0.5, 1, 1))
	U := Dense(matrix.RandDense(300, 100, 0.1, 1, 2))
	V := Dense(matrix.RandDense(300, 100, 0.1, 1, 3))
	Y := Dense(matrix.RandDense(1000, 10, 0, 1, 4))
	w := Dense(matrix.RandDense(1000, 1, 0, 1, 5))
	v := Dense(matrix.RandDense(10, 1, 0, 1, 6))
	for _, tc := range []struct {
		name string
		cp   *cplan.CPlan
	}{
		{"outer", cplanOf(t, X.Mul(U.MatMul(V.T()).Add(Scalar(1e-15)).Log()).Sum(), memo.TemplateOuter)},
		{"cell", cplanOf(t, Y.Mul(Y).Add(Scalar(1)).Exp().Mul(Y).Sum(), memo.TemplateCell)},
		{"row", cplanOf(t, Y.T().MatMul(w.Mul(Y.MatMul(v))), memo.TemplateRow)},
	} {
		enc, err := cplan.Encode(tc.cp)
		if err != nil {
			t.Fatalf("%s: encode: %v", tc.name, err)
		}
		back, err := cplan.Decode(enc)
		if err != nil {
			t.Fatalf("%s: decode: %v", tc.name, err)
		}
		want, _, err := llvmgen.Generate(tc.cp)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		got, _, err := llvmgen.Generate(back)
		if err != nil {
			t.Fatalf("%s: decoded: %v", tc.name, err)
		}
		if got != want || back.Hash() != tc.cp.Hash() || llvmgen.Symbol(back) != llvmgen.Symbol(tc.cp) {
			t.Errorf("%s: the decoded plan generates other IR, hash or symbol", tc.name)
		}
	}
}
