package opcache

import (
	"context"
	"fmt"
	"testing"
)

// BenchmarkMemoryHit measures GetBatch of one cached kernel plus Release.
func BenchmarkMemoryHit(b *testing.B) {
	c, _ := newCache(b, 16)
	bl := &builder{}
	h, _ := mustGet(b, c, "k", bl)
	h.Release()
	ctx := context.Background()
	reqs := kreqs("k")
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		r := c.GetBatch(ctx, reqs, bl.build)
		r[0].Handle.Release()
	}
}

// BenchmarkDiskLoad measures loading kernels compiled by another cache from
// the persistent cache: a new Cache, one GetBatch (verification and dlopen
// of one shared object), Close (dlclose).
func BenchmarkDiskLoad(b *testing.B) {
	for _, n := range []int{1, 10} {
		b.Run(fmt.Sprintf("kernels=%d", n), func(b *testing.B) {
			dir := b.TempDir()
			keys := make([]string, n)
			for i := range keys {
				keys[i] = fmt.Sprintf("key%02d", i)
			}
			comp, _ := newCompiler(b)
			fillC, err := New(16, comp, WithDir(dir))
			if err != nil {
				b.Fatal(err)
			}
			releaseAll(fillC.GetBatch(context.Background(), kreqs(keys...), (&builder{}).build))
			fillC.Close()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				c, err := New(16, comp, WithDir(dir))
				if err != nil {
					b.Fatal(err)
				}
				res := c.GetBatch(context.Background(), kreqs(keys...), (&builder{}).build)
				for _, r := range res {
					if r.Err != nil || r.Source != SourceDisk {
						b.Fatalf("%v %v", r.Source, r.Err)
					}
				}
				releaseAll(res)
				c.Close()
			}
		})
	}
}
