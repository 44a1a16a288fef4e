package engine

import (
	"context"
	"time"

	"github.com/fusejit/fusejit/internal/cplan"
	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/memo"
	"github.com/fusejit/fusejit/internal/opcache"
	"github.com/fusejit/fusejit/internal/selection"
)

// A quick build (opcache Request.Quick) saves most of the -O3 clang
// time of its module, and its code runs slower. An Eval takes it when even
// that slower first run costs less than the saving; the optimized build
// replaces it for the later calls. The two levels give the same bits, NaNs
// included (llvmgen stores NaNs canonically and writes its sums' and dot
// products' orders out in the IR; TestLevelsAgreeOnNaNs and
// TestOuterLevelsAgree in tests/), so which build serves a call changes
// its speed only.
//
// The saving is a share of the module's modelled -O3 clang time (after
// start-up, which both levels pay) at this machine's learned compile
// scale: over the QuickSafe modules of the quick fusebench patterns -O3
// took 41.6 ms (median) and -O0 11.8 ms, a saving of 0.72 of the -O3 time
// (30 ms). A blocked Outer kernel (cplan.CPlan.OuterBlocked) is
// about ten times larger than those modules (its unblocked, blocked and
// sorted walks, the grouped dot products, the prefetch chains: about
// 2,000 lines against 150-250); it took 0.30-0.45 s of clang CPU at -O3
// and 0.02-0.04 s at -O0 (clang -march=native -fPIC -shared on
// llvmgen/testdata/outer_fullagg_blocked.ll, whole processes, load 4-7;
// the Outer module of fusebench's outer 3000^2 took 180-200 ms on a
// quieter machine), so its walks add outerWalkClang to the model. Its
// quick code runs 2-6.5x slower (quickSlowdownOuter); element-wise
// arithmetic and sums 2.5-3x, column aggregates 7x, chains of
// transcendental functions 30x, whose inlined polynomials -O0 leaves
// unscheduled and spilled.
const (
	quickModuleClang  = 41600 * time.Microsecond
	outerWalkClang    = 160 * time.Millisecond
	quickSavingShare  = 0.72
	quickSlowdown     = 8  // element-wise arithmetic, comparisons, aggregates
	quickSlowdownMath = 30 // exp, log, pow, trigonometric functions
	// quickSlowdownOuter is the slowdown of Outer kernels, whose time goes
	// to the dot products, written as explicit vector code that -O0
	// keeps (llvmgen outer_dotorder.go): the -O0 kernel of
	// sum(X * log(U %*% t(V) + 1e-15)), rank 100, one thread, took 3.8x
	// the CPU time of the -O3 one with X 3000^2 at sparsity 0.01 (3.5x at
	// rank 37), 2.2x at 10^-4, 6.4x at 0.3 (the sorted walk's integer
	// code); at 20,000^2 3.5x at 0.1, 5.1x at 0.01, 2.1x at 10^-4; at
	// 3000^2, 0.01, right_mm 3.5x, left_mm 4.3x, no_agg with a sigmoid
	// 3.4x (min of 4-50 Evals each). The log of each cell costs little
	// beside its dot product.
	quickSlowdownOuter = 7
)

// quickSlowdownOf is the slowdown to expect from op's quick build.
func quickSlowdownOf(op *selection.FusedOp) time.Duration {
	if op.Type == memo.TemplateOuter {
		return quickSlowdownOuter
	}
	for _, h := range op.Covered {
		switch h.Op {
		case hop.OpPow, hop.OpExp, hop.OpLog, hop.OpLogB, hop.OpSigmoid, hop.OpSin, hop.OpCos,
			hop.OpTanh, hop.OpAtan, hop.OpAsin, hop.OpAcos, hop.OpSinh, hop.OpCosh:
			return quickSlowdownMath
		}
	}
	return quickSlowdown
}

// quickSavingOf is the clang time a quick build of cp's kernel saves, at
// compile scale scale: quickSavingShare of its module's modelled -O3 time.
func quickSavingOf(cp *cplan.CPlan, scale float64) time.Duration {
	clang := quickModuleClang
	if cp != nil && cp.OuterBlocked() {
		clang += outerWalkClang
	}
	return time.Duration(quickSavingShare * scale * float64(clang))
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
	scale := e.tiers.scale()
	for i, op := range ops {
		if op.sel == nil {
			continue
		}
		_, f := selection.OperatorTimes(op.sel, mach)
		slow := f * quickSlowdownOf(op.sel)
		saving := quickSavingOf(op.cp, scale)
		reqs[i].Quick = f > 0 && slow <= saving
		reqs[i].LongUse = slow > saving
	}
}
