package engine

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/fusejit/fusejit/llvmgen"
)

// loadKernel gets op's kernel from the operator cache, compiling it on a
// miss.
func (e *Engine) loadKernel(ctx context.Context, op *fusedOp) error {
	if e.cache == nil {
		return fmt.Errorf("no compiler: %w", e.compileErr)
	}
	start := time.Now()
	h, hit, err := e.cache.Get(ctx, op.cp.Hash(), func() (string, []string, error) {
		return llvmgen.Generate(op.cp)
	})
	if hit {
		e.stats.hits.Add(1)
	} else {
		e.stats.misses.Add(1)
		e.stats.compileNS.Add(int64(time.Since(start)))
	}
	if err != nil {
		return err
	}
	if !hit {
		e.stats.compiled.Add(1)
	}
	op.handle = h
	op.fn = h.Symbol(llvmgen.Symbol(op.cp))
	if op.fn == 0 {
		return errors.New("kernel symbol not found")
	}
	return nil
}
