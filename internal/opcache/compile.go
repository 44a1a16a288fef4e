package opcache

import (
	"context"
	"fmt"
	"time"

	"github.com/fusejit/fusejit/internal/jit"
)

// compile builds one module for reqs, compiles and loads it with one
// compiler run, and stores it in the persistent cache. One bad kernel must
// not cost the others their compiled code: when the module does not build,
// the kernels are built one by one and the ones that fail are left out;
// when it does not compile (and the compiler can compile a trivial module),
// the batch is split in halves, recursively, so that the failure is narrowed
// down to the kernels that cause it.
func (c *Cache) compile(ctx context.Context, reqs []Request, build BuildFunc, o *outcome) {
	ir, err := safeBuild(build, reqs)
	if err != nil && len(reqs) > 1 {
		var good []Request
		for _, r := range reqs {
			if _, err := safeBuild(build, []Request{r}); err != nil {
				c.fail([]Request{r}, fmt.Errorf("opcache: building module for %s: %w", describe([]Request{r}), err), o)
			} else {
				good = append(good, r)
			}
		}
		switch {
		case len(good) == 0:
			return
		case len(good) == len(reqs): // each builds alone, not together
			c.bisect(ctx, reqs, build, o)
			return
		}
		reqs = good
		if ir, err = safeBuild(build, reqs); err != nil {
			c.bisect(ctx, reqs, build, o)
			return
		}
	}
	if err != nil {
		c.fail(reqs, fmt.Errorf("opcache: building module for %s: %w", describe(reqs), err), o)
		return
	}
	syms := make([]string, len(reqs))
	for i, r := range reqs {
		syms[i] = r.Symbol
	}
	lvl := jit.LevelOptimized
	if c.quickLevel(reqs, ir) {
		lvl = jit.LevelQuick
	}
	start := time.Now()
	lib, obj, err := c.comp.CompileAt(ctx, lvl, ir, syms, c.disk != nil)
	d := c.countCompile(start)
	if err != nil {
		if len(reqs) > 1 && !isContextErr(err) {
			works, dc := c.compilerWorks(ctx)
			o.addTime(reqs[0].Key, d+dc, 0)
			if works {
				c.bisect(ctx, reqs, build, o)
				return
			}
		} else {
			o.addTime(reqs[0].Key, d, 0)
		}
		c.fail(reqs, fmt.Errorf("opcache: compiling %s: %w", describe(reqs), err), o)
		return
	}
	c.compiled.Add(int64(len(reqs)))
	o.addTime(reqs[0].Key, d, lib.LoadTime())
	l := &library{lib: lib}
	for _, r := range reqs {
		o.got[r.Key] = loaded{lib: l, fn: lib.Symbol(r.Symbol), src: SourceCompiled}
	}
	// Stored with the level it was built at, which a forced level may
	// have changed; a quick object at once, so that other processes find
	// the kernel now, and replaced by the optimized build later.
	built := c.comp.LevelFor(lvl, ir)
	var objHash, irHash string
	if c.disk != nil {
		objHash, irHash, err = c.disk.store(obj, reqs, built, ir)
		if err != nil {
			c.log.Warn("fusejit: writing the persistent operator cache", "dir", c.disk.dir, "err", err)
		} else {
			c.diskWrites.Add(1)
		}
	}
	if built == jit.LevelQuick {
		c.quickBuilds.Add(1)
	}
	if built == jit.LevelQuick && c.comp.LevelFor(jit.LevelOptimized, ir) == jit.LevelOptimized {
		o.tierUps = append(o.tierUps, tierUp{ir: ir, reqs: append([]Request(nil), reqs...), quick: l, obj: objHash, irHash: irHash, kernels: len(reqs)})
	}
}

// canaryIR is a trivial module: when it does not compile either, a failed
// batch is the compiler's fault, and splitting the batch would only repeat
// the failure.
const canaryIR = "define void @fusejit_canary() {\n  ret void\n}\n"

// compilerWorks compiles canaryIR and returns whether that worked and how
// long it took.
func (c *Cache) compilerWorks(ctx context.Context) (bool, time.Duration) {
	start := time.Now()
	lib, err := c.comp.Compile(ctx, canaryIR, []string{"fusejit_canary"})
	d := c.countCompile(start)
	if err != nil {
		return false, d
	}
	_ = lib.Close()
	return true, d
}

// bisect compiles the two halves of reqs separately.
func (c *Cache) bisect(ctx context.Context, reqs []Request, build BuildFunc, o *outcome) {
	mid := len(reqs) / 2
	c.compile(ctx, reqs[:mid], build, o)
	c.compile(ctx, reqs[mid:], build, o)
}

// fail records err for reqs.
func (c *Cache) fail(reqs []Request, err error, o *outcome) {
	for _, r := range reqs {
		o.errs[r.Key] = err
	}
	if !isContextErr(err) {
		c.failures.Add(int64(len(reqs)))
	}
}

// describe names the keys of a module in errors.
func describe(reqs []Request) string {
	if len(reqs) == 1 {
		return fmt.Sprintf("%q", reqs[0].Key)
	}
	return fmt.Sprintf("%d kernels (%q, ...)", len(reqs), reqs[0].Key)
}

// safeBuild runs build, converting a panic into an error so that waiters are
// never left hanging.
func safeBuild(build BuildFunc, reqs []Request) (ir string, err error) {
	defer func() {
		if r := recover(); r != nil {
			ir, err = "", fmt.Errorf("panic: %v", r)
		}
	}()
	return build(append([]Request(nil), reqs...))
}
