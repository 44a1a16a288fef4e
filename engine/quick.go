package engine

import (
	"context"
	"time"

	"github.com/fusejit/fusejit/internal/opcache"
	"github.com/fusejit/fusejit/internal/selection"
)

// quickMaxRun bounds the cost model's estimate of a kernel's run time for
// which an Eval may take a quick build of it (opcache Request.Quick): -O0
// code ran 4-30 times slower than -O3 code in measurements (slowest on
// transcendental chains), and the quick build saves 25-40 ms of clang
// time, so at this bound the slower first run still costs less than
// waiting for the optimized build, which replaces the quick one for the
// later calls. Results are the same bits at both levels.
const quickMaxRun = time.Millisecond

// noQuickKey marks contexts whose compiles must not be quick.
type noQuickKey struct{}

// withoutQuick marks ctx so that its kernels are built optimized at once:
// Precompile warms a service for traffic, which should find the fast code.
func withoutQuick(ctx context.Context) context.Context {
	return context.WithValue(ctx, noQuickKey{}, true)
}

// markQuick sets Request.Quick on the requests of ops whose estimated
// fused run time is short. The estimate uses the calibrated machine once
// known and the nominal one before, so that this never calibrates.
func (e *Engine) markQuick(ctx context.Context, ops []*fusedOp, reqs []opcache.Request) {
	if ctx.Value(noQuickKey{}) != nil {
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
		reqs[i].Quick = f > 0 && f <= quickMaxRun
	}
}
