package engine

import (
	"strings"
	"time"

	"github.com/fusejit/fusejit/internal/cplan"
	"github.com/fusejit/fusejit/internal/llvmgen"
)

// The compile-time model measures a kernel by the lines of its LLVM IR,
// not by the operators it covers: clang's time follows the code it is
// given, and templates expand operators very differently. A GLM Cell
// kernel of 27 operators is 129 lines and its clang run took 61 ms (40-45
// ms of it clang's start-up), a Row kernel of 4 operators (t(X) %*% (w *
// (X %*% v)), its dot products unrolled in lane order) 1116 lines and 142
// ms, and the Outer kernel of sum(X * log(U %*% t(V) + 1e-15)), 6
// operators, 1360 lines and 152 ms (best of 3, -O3, load 3-4). Counted by
// operators (35 ms + 2 ms each), the Cell kernel was expected to take 89
// ms and the other two 43 and 47 ms, so the Row and Outer kernels looked
// three times cheaper than they were and were compiled before calls they
// could not pay for (outer on 3000 x 3000 at sparsity 0.01 or 0.0001 on
// its first call: 0.17 s of clang for a call Base runs in 0.12 s).

// defaultKernelLines is the size assumed for a kernel whose IR could not
// be generated (its compile then fails anyway): about the median of the
// algorithms' kernels.
const defaultKernelLines = 200

// negligibleGain is the estimated saving per call below which a kernel's
// IR is not generated to measure it (generating took 0.3-3 ms per kernel
// on the algorithms' DAGs, loaded machine): such a kernel is assumed to
// be defaultKernelLines long, whose 16 ms of modelled compile it would
// need 160 calls to save, which is what its saving is worth anyway.
const negligibleGain = 100 * time.Microsecond

// kernelLines returns the number of lines of the IR of cp's kernel (key is
// its operator-cache key; unfused and fused the cost model's estimates of
// its operators), generated once per key and remembered by the tiers.
func (e *Engine) kernelLines(key string, cp *cplan.CPlan, unfused, fused time.Duration) int {
	if unfused-fused < negligibleGain {
		return defaultKernelLines
	}
	if n, ok := e.tiers.linesOf(key); ok {
		return n
	}
	n := defaultKernelLines
	if ir, _, err := llvmgen.Generate(cp); err == nil {
		n = strings.Count(ir, "\n")
	}
	e.tiers.rememberLines(key, n)
	return n
}

// linesOf returns the remembered IR size of kernel key.
func (t *tiers) linesOf(key string) (int, bool) {
	t.mu.Lock()
	defer t.mu.Unlock()
	n, ok := t.lines[key]
	return n, ok
}

// rememberLines remembers the IR size of kernel key; the table starts over
// past maxSightings.
func (t *tiers) rememberLines(key string, n int) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if len(t.lines) >= maxSightings {
		clear(t.lines)
	}
	t.lines[key] = n
}
