package tests

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/fusejit/fusejit/engine"
)

// rewritesOff holds one engine per policy with the algebraic rewrites off
// (engine.WithRewrites(false)), shared by the tests of this file.
var (
	rewritesOffMu sync.Mutex
	rewritesOff   = map[engine.Policy]*engine.Engine{}
)

func rewritesOffEngine(tb testing.TB, p engine.Policy) *engine.Engine {
	rewritesOffMu.Lock()
	defer rewritesOffMu.Unlock()
	if e, ok := rewritesOff[p]; ok {
		return e
	}
	e, err := engine.New(engine.WithCompileMode(engine.CompileSync), engine.WithCacheDir(""), engine.WithPolicy(p), engine.WithRewrites(false))
	if err != nil {
		tb.Fatalf("engine.New(%s, WithRewrites(false)): %v", p, err)
	}
	rewritesOff[p] = e
	return e
}

// TestDAGCorpusRewritesOff runs the first seeds of the differential DAG
// corpus (TestDAGCorpus runs them with rewrites) with the rewrites off:
// every policy must agree with Base as before, and Base with rewrites must
// agree with Base without them (to 1e-9 relative, as the corpus compares
// fused and unfused results, NaN, Inf and signed zeros exactly).
// FUSEJIT_REWRITE_CORPUS sets the number of seeds.
func TestDAGCorpusRewritesOff(t *testing.T) {
	t.Parallel()
	n := envInt("FUSEJIT_REWRITE_CORPUS", 80)
	cfg := corpusGenConfig()
	engines := func(p engine.Policy) *engine.Engine { return rewritesOffEngine(t, p) }
	var checked, differ, rewritten atomic.Int64
	var mu sync.Mutex
	var failures []string
	forEachSeed(n, func(seed int) {
		d := genDAG(newRNGChooser(uint64(seed)), cfg)
		msg := ""
		if f := checkDAGOn(t, d, nil, engines); f != nil {
			msg = fmt.Sprintf("seed %d, rewrites off: %s", seed, f)
		} else if m, fired := compareRewrites(t, d); m != "" {
			msg = fmt.Sprintf("seed %d, rewrites on vs off under Base: %s", seed, m)
			differ.Add(1)
		} else if fired {
			rewritten.Add(1)
		}
		checked.Add(1)
		if msg != "" {
			mu.Lock()
			failures = append(failures, msg)
			mu.Unlock()
		}
	})
	reportFirstFailures(t, failures)
	t.Logf("%d DAGs with rewrites off, %d differ from rewrites on, %d agree where a rewrite fired", checked.Load(), differ.Load(), rewritten.Load())
	if rewritten.Load() == 0 {
		t.Error("no rewrite fired on the corpus: the comparison checks nothing")
	}
}

// compareRewrites evaluates d under Base with and without rewrites and
// returns the first difference, or "", and whether a rewrite other than
// CSE fired.
func compareRewrites(tb testing.TB, d *gDAG) (string, bool) {
	b, err := d.build()
	if err != nil {
		return "", false
	}
	text, err := sharedEngine(tb, engine.PolicyNone).Explain(b.outs...)
	fired := err == nil && strings.Contains(text, "rewrites: ") && strings.Count(text, "\n  cse at ") < strings.Count(text, " at ")
	ctx := context.Background()
	off, errOff := rewritesOffEngine(tb, engine.PolicyNone).Eval(ctx, b.outs...)
	on, errOn := sharedEngine(tb, engine.PolicyNone).Eval(ctx, b.outs...)
	switch {
	case errOff != nil && errOn != nil:
		return "", fired
	case errOff != nil || errOn != nil:
		return fmt.Sprintf("error with rewrites off: %v; on: %v", errOff, errOn), fired
	}
	for i := range b.outs {
		if df := diff(off.Matrix(i), on.Matrix(i), 1e-9); df != "" {
			return fmt.Sprintf("output %d: %s", i, df), fired
		}
		if df := zeroSignDiff(off.Matrix(i), on.Matrix(i)); df != "" {
			return fmt.Sprintf("output %d: %s", i, df), fired
		}
	}
	return "", fired
}
