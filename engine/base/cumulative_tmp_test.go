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
	par := &Exec{}
	type v struct{ block, stage int }
	vs := []v{{256 << 10, 1 << 62}, {512 << 10, 1 << 62}, {1<<20 + 64<<10, 1 << 20}, {2 << 20, 1 << 20}, {4 << 20, 1 << 20}}
	best := make([]time.Duration, len(vs)+2)
	for b.Loop() {
		t0 := time.Now()
		copy(out, src)
		if d := time.Since(t0); best[0] == 0 || d < best[0] {
			best[0] = d
		}
		t0 = time.Now()
		cumSeqDense(src, out, n, m)
		if d := time.Since(t0); best[1] == 0 || d < best[1] {
			best[1] = d
		}
		for k, c := range vs {
			cumBlockBytes, cumStageBytes = c.block, c.stage
			t0 := time.Now()
			if err := par.cumDenseInto(hop.OpCumSum, src, out, n, m); err != nil {
				b.Fatal(err)
			}
			if d := time.Since(t0); best[k+2] == 0 || d < best[k+2] {
				best[k+2] = d
			}
		}
	}
	fmt.Printf("copy %v seq %v\n", best[0], best[1])
	for k, c := range vs {
		fmt.Printf("block %d stage %v: %v ratio %.2f\n", c.block>>10, c.stage < 1<<62, best[k+2], float64(best[k+2])/float64(best[0]))
	}
}

func BenchmarkTmpKernels(b *testing.B) {
	const rows, m = 1392, 100
	x := matrix.RandDense(rows, m, -1, 1, 1).RawMatrix().Data
	out := make([]float64, rows*m)
	k := &cumDense{op: hop.OpCumSum, x: x, m: m}
	carry := make([]float64, m)
	agg := make([]float64, m)
	b.Run("agg", func(b *testing.B) {
		b.SetBytes(rows * m * 8)
		for b.Loop() {
			k.agg(0, rows, agg)
		}
	})
	b.Run("scan", func(b *testing.B) {
		b.SetBytes(rows * m * 8)
		for b.Loop() {
			k.scan(0, rows, 0, m, carry, nil, out)
		}
	})
	b.Run("copy", func(b *testing.B) {
		b.SetBytes(rows * m * 8)
		for b.Loop() {
			copy(out, x)
		}
	})
}
