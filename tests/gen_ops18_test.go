package tests

import (
	"testing"

	"github.com/fusejit/fusejit/internal/hop"
)

// TestCorpusDrawsOps18: the fixed-seed corpus of TestDAGCorpus contains
// every element-wise operation and aggregate of issue 18, outer and
// table, so the differential check
// covers them (fused against unfused, SEMANTICS.md).
func TestCorpusDrawsOps18(t *testing.T) {
	want := []hop.OpCode{hop.OpMod, hop.OpIntDiv, hop.OpXor, hop.OpLogB, hop.OpIsNaN, hop.OpIsInf, hop.OpNot,
		hop.OpSprop, hop.OpAtan, hop.OpAsin, hop.OpAcos, hop.OpSinh, hop.OpCosh, hop.OpMean,
		hop.OpProd, hop.OpVar, hop.OpSd, hop.OpIndexMin, hop.OpOuter, hop.OpTable}
	count := map[hop.OpCode]int{}
	for s := 0; s < corpusSize; s++ {
		for _, n := range genDAG(newRNGChooser(uint64(s)), corpusGenConfig()).reachable() {
			count[n.Op]++
		}
	}
	for _, op := range want {
		t.Logf("%s: %d nodes", op, count[op])
		if count[op] < 5 {
			t.Errorf("the corpus draws %s %d times, want at least 5", op, count[op])
		}
	}
}
