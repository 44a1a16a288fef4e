package engine

import (
	"context"
	"time"

	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/opcache"
	"github.com/fusejit/fusejit/internal/selection"
)

// A quick build (opcache Request.Quick) saves about 30 ms of clang CPU
// time per module (median over the QuickSafe modules of the quick
// fusebench patterns: 41.6 ms at -O3 against 11.8 ms at -O0, after
// start-up), and its code runs slower: 2.5-3x on element-wise arithmetic
// and sums, 7x on column aggregates, 30x on chains of transcendental
// functions, whose inlined polynomials -O0 leaves unscheduled and spilled.
// An Eval takes it when even that slower first run costs less than the
// saving; the optimized build replaces it for the later calls. The two
// levels give the same bits, NaNs included (llvmgen stores NaNs
// canonically; TestLevelsAgreeOnNaNs in tests/), so which build serves a
// call changes its speed only.
const (
	quickSaving       = 30 * time.Millisecond
	quickSlowdown     = 8  // element-wise arithmetic, comparisons, aggregates
	quickSlowdownMath = 30 // exp, log, pow, trigonometric functions
)

// quickSlowdownOf is the slowdown to expect from op's quick build.
func quickSlowdownOf(op *selection.FusedOp) time.Duration {
	for _, h := range op.Covered {
		switch h.Op {
		case hop.OpPow, hop.OpExp, hop.OpLog, hop.OpLogB, hop.OpSigmoid, hop.OpSin, hop.OpCos,
			hop.OpTanh, hop.OpAtan, hop.OpAsin, hop.OpAcos, hop.OpSinh, hop.OpCosh:
			return quickSlowdownMath
		}
	}
	return quickSlowdown
}

// noQuickKey marks contexts whose compiles must not be quick.
type noQuickKey struct{}

// withoutQuick marks ctx so that its kernels are built optimized at once:
// Precompile warms a service for traffic, which should find the fast code.
func withoutQuick(ctx context.Context) context.Context {
	return context.WithValue(ctx, noQuickKey{}, true)
}

// borrowedKey marks the contexts of staged workers (RunPartition): their
// kernels are the driver's, which owns the optimized rebuild of any quick
// record they load (opcache Request.NoRebuild).
type borrowedKey struct{}

// borrowingKernels marks ctx as a staged worker's.
func borrowingKernels(ctx context.Context) context.Context {
	return context.WithValue(ctx, borrowedKey{}, true)
}

// markQuick sets Request.Quick on the requests of ops whose estimated
// fused run time is short, with two-level kernels (BuildTwoLevel, the
// default), and Request.LongUse on those whose quick run would cost more
// than the saving, so that a quick kernel another process left in the
// persistent cache does not serve them. Without two-level kernels, or
// for Precompile, every request expects a long use. The estimate uses the
// calibrated machine once known and the nominal one before, so that this
// never calibrates.
func (e *Engine) markQuick(ctx context.Context, ops []*fusedOp, reqs []opcache.Request) {
	switch {
	case e.cfg.buildLevels == BuildQuick:
		return
	case e.cfg.buildLevels != BuildTwoLevel || ctx.Value(noQuickKey{}) != nil:
		for i := range reqs {
			reqs[i].LongUse = true
		}
		return
	}
	mach := selection.Nominal()
	if m := e.cfg.machine; m != nil {
		mach = m.selection()
	} else if e.machineKnown.Load() {
		mach = e.calibratedMachine()
	}
	for i, op := range ops {
		if op.sel == nil {
			continue
		}
		_, f := selection.OperatorTimes(op.sel, mach)
		slow := f * quickSlowdownOf(op.sel)
		reqs[i].Quick = f > 0 && slow <= quickSaving
		reqs[i].LongUse = slow > quickSaving
	}
}
