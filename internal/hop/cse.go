package hop

import "fmt"

// Nondeterministic reports whether op can give different values on two
// evaluations of the same inputs (a random generator would). CSE never
// merges such operators, neither in Prepare nor in the pipeline, and a
// rule must not duplicate or drop one. OpRand is listed although its
// values follow from its seed: SystemDS never merges two rand calls, and a
// user who writes two draws expects two operators.
func (op OpCode) Nondeterministic() bool {
	switch op {
	case OpRand:
		return true
	default:
		return false
	}
}

// eliminateCommonSubexpressions merges operators that compute the same
// operation with the same parameters on the same inputs, over the whole
// multi-output DAG (Boehm et al., IEEE Data Eng. Bull. 2014: CSE before
// and after the static simplifications, which create duplicates such as
// two literal 0s or two copies of a rewritten product). It visits the
// operators inputs first, so that merging inputs makes their consumers
// equal too; the first operator of each key stays.
func eliminateCommonSubexpressions(d *DAG) bool {
	return eliminateCommon(d, OpCode.Nondeterministic)
}

// eliminateCommon is eliminateCommonSubexpressions with the operations
// that are never merged given by nondet.
func eliminateCommon(d *DAG, nondet func(OpCode) bool) bool {
	d.merged = false
	d.renumber()
	// By the ids renumber just gave: inputs come first, so an input's
	// representative is known when its consumers are keyed.
	rep := make([]*Hop, len(d.Nodes))
	byKey := make(map[string]*Hop, len(d.Nodes))
	keyer := cseKeyer{b: make([]byte, 0, 64), nondet: nondet}
	changed := false
	for _, h := range d.Nodes {
		for k, in := range h.Inputs {
			h.Inputs[k] = rep[in.ID]
		}
		key := keyer.key(h)
		if prev, ok := byKey[string(key)]; ok {
			d.firedAt = append(d.firedAt, firing{at: fmt.Sprintf("%s[%dx%d]", opLabel(h), h.Rows, h.Cols), repl: prev})
			rep[h.ID] = prev
			changed = true
			continue
		}
		byKey[string(key)] = h
		rep[h.ID] = h
	}
	for i, r := range d.Roots {
		d.Roots[i] = rep[r.ID]
	}
	return changed
}
