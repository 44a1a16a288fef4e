package cplan_test

import (
	"bytes"
	"testing"

	"github.com/fusejit/fusejit/internal/cplan"
)

// Every plan of every template and variant survives Encode and Decode with
// its hash (so a worker builds the identical kernel) and re-encodes to the
// same bytes (so the known values and shapes travel too).
func TestEncodeRoundTrip(t *testing.T) {
	n := 0
	for name, outs := range capabilityCases() {
		for _, cp := range checkAccepted(t, name, outs...) {
			data, err := cplan.Encode(cp)
			if err != nil {
				t.Fatalf("%s: encode %s %s: %v", name, cp.Template, cp.Variant, err)
			}
			back, err := cplan.Decode(data)
			if err != nil {
				t.Fatalf("%s: decode %s %s: %v", name, cp.Template, cp.Variant, err)
			}
			if back.Hash() != cp.Hash() {
				t.Errorf("%s: %s %s: hash %s after the round trip, want %s", name, cp.Template, cp.Variant, back.Hash(), cp.Hash())
			}
			again, err := cplan.Encode(back)
			if err != nil || !bytes.Equal(again, data) {
				t.Errorf("%s: %s %s: re-encoding differs (%v):\n%s\n%s", name, cp.Template, cp.Variant, err, data, again)
			}
			n++
		}
	}
	if n < 10 {
		t.Fatalf("only %d plans checked", n)
	}
}

func TestDecodeRejectsMalformed(t *testing.T) {
	for name, in := range map[string]string{
		"not json":        "{",
		"version":         `{"Version":99}`,
		"no outputs":      `{"Version":1,"Nodes":[{"T":"data"}],"Inputs":[{}]}`,
		"forward operand": `{"Version":1,"Nodes":[{"T":"unary","Args":[0]}],"Outs":[0]}`,
		"unknown node":    `{"Version":1,"Nodes":[{"T":"what"}],"Outs":[0]}`,
		"missing input":   `{"Version":1,"Nodes":[{"T":"data","In":3}],"Inputs":[{}],"Outs":[0]}`,
		"wrong arity":     `{"Version":1,"Nodes":[{"T":"data"},{"T":"binary","Args":[0]}],"Inputs":[{}],"Outs":[1]}`,
	} {
		if _, err := cplan.Decode([]byte(in)); err == nil {
			t.Errorf("%s: Decode accepted %s", name, in)
		}
	}
}
