package skeletons

import (
	"sync"
	"testing"
)

// TestPartialPoolReusesWithinBounds checks that a buffer given back is
// taken again (by size class), that the pool never holds more than its
// limit, and that buffers it cannot hold (too large, or of a capacity it
// did not make) are dropped.
func TestPartialPoolReusesWithinBounds(t *testing.T) {
	p := &partialPool{limit: 64 << 10}
	a := p.take(1000)
	if len(a) != 1000 || cap(a) != 1024 {
		t.Fatalf("take(1000): len %d cap %d, want 1000 and 1024", len(a), cap(a))
	}
	a[999] = 7
	p.give(a)
	if got := p.held(); got != 8*1024 {
		t.Fatalf("held %d bytes after one give, want %d", got, 8*1024)
	}
	b := p.take(600) // same class: 513..1024
	if &b[0] != &a[0] || len(b) != 600 {
		t.Fatalf("take(600) did not reuse the 1024-double buffer")
	}
	if p.held() != 0 {
		t.Fatalf("held %d bytes after taking the only buffer", p.held())
	}
	if c := p.take(2000); &c[0] == &a[0] {
		t.Fatalf("take(2000) returned a 1024-double buffer")
	}
	// The limit: 64 KiB holds eight 1024-double buffers.
	for range 20 {
		p.give(make([]float64, 1024))
	}
	if got := p.held(); got != 64<<10 {
		t.Fatalf("held %d bytes, want the limit %d", got, 64<<10)
	}
	p.give(make([]float64, 1000))               // not a power of two
	p.give(make([]float64, 2*maxPooledPartial)) // too large
	if got := p.held(); got != 64<<10 {
		t.Fatalf("held %d bytes after gives it cannot keep, want %d", got, 64<<10)
	}
	if big := p.take(maxPooledPartial + 1); len(big) != maxPooledPartial+1 {
		t.Fatalf("take beyond the pooled sizes: len %d", len(big))
	}
	if p.take(0) != nil {
		t.Fatalf("take(0) is not nil")
	}
}

// TestPartialPoolConcurrent takes and gives from several goroutines (run
// with -race) and checks that no buffer is handed to two holders at once.
func TestPartialPoolConcurrent(t *testing.T) {
	p := &partialPool{limit: 1 << 20}
	var wg sync.WaitGroup
	for g := range 8 {
		wg.Go(func() {
			for i := range 2000 {
				b := p.take(100 + (g*37+i)%900)
				for j := range b {
					b[j] = float64(g)
				}
				for j := range b {
					if b[j] != float64(g) {
						t.Errorf("buffer shared between goroutines")
						return
					}
				}
				p.give(b)
			}
		})
	}
	wg.Wait()
	if p.held() > 1<<20 {
		t.Fatalf("held %d bytes, over the limit", p.held())
	}
}
