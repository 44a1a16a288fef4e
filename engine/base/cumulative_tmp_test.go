package base

import (
	"fmt"
	"testing"
	"time"

	"github.com/fusejit/fusejit/hop"
	"github.com/fusejit/fusejit/matrix"
)

func BenchmarkTmpCumVariants(b *testing.B) {
	const n, m = 1_000_000, 100
	x := matrix.RandDense(n, m, -1, 1, 1)
	src := x.RawMatrix().Data
	out := make([]float64, len(src))
	copy(out, src)
	type v struct {
		name         string
		block, stage int
		threads      int
	}
	vs := []v{
		{"chain t1 stage 1088", 1<<20 + 64<<10, 1 << 20, 1},
		{"chain t2 stage 1088", 1<<20 + 64<<10, 1 << 20, 2},
		{"chain t2 stage 1536", 1536 << 10, 1 << 20, 2},
		{"chain t2 stage 2048", 2 << 20, 1 << 20, 2},
		{"chain t2 direct 512", 512 << 10, 1 << 62, 2},
	}
	best := map[string]time.Duration{}
	rec := func(name string, f func()) {
		t0 := time.Now()
		f()
		if d := time.Since(t0); best[name] == 0 || d < best[name] {
			best[name] = d
		}
	}
	seq4 := &cumDense{op: hop.OpCumSum, x: src, m: m}
	init := make([]float64, m)
	for b.Loop() {
		rec("copy", func() { copy(out, src) })
		rec("seq", func() { cumSeqDense(src, out, n, m) })
		rec("scan", func() { seq4.scan(0, n, 0, m, init, nil, out) })
		rec("agg only", func() { seq4.agg(0, n, init) })
		for _, c := range vs {
			cumBlockBytes, cumStageBytes = c.block, c.stage
			e := &Exec{Threads: c.threads}
			rec(c.name, func() {
				if err := e.cumDenseInto(hop.OpCumSum, src, out, n, m); err != nil {
					b.Fatal(err)
				}
			})
		}
	}
	for _, k := range []string{"copy", "seq", "scan", "agg only"} {
		fmt.Printf("%-22s %v ratio %.2f\n", k, best[k], float64(best[k])/float64(best["copy"]))
	}
	for _, c := range vs {
		fmt.Printf("%-22s %v ratio %.2f\n", c.name, best[c.name], float64(best[c.name])/float64(best["copy"]))
	}
}
