package opcache

import (
	"slices"
	"testing"
)

// TestRenew checks that a Kernel's Renew pins a kernel the cache still
// serves, counting a hit, and refuses one it no longer serves: evicted or
// after Close.
func TestRenew(t *testing.T) {
	c, log := newCache(t, 2)
	b := &builder{}
	ha, _ := mustGet(t, c, "a", b)
	hits := c.Stats().Hits
	ra := ha.Kernel().Renew()
	if ra == nil || ra.Fn() != ha.Fn() || ra.Key() != "a" {
		t.Fatalf("Renew of a cached kernel = %v", ra)
	}
	if got := c.Stats().Hits; got != hits+1 {
		t.Errorf("Renew counted %d hits, want 1", got-hits)
	}
	ha.Release()
	// Evict a: the renewed Handle keeps its object loaded, but the cache
	// no longer serves it, so it is not renewed again.
	hb, _ := mustGet(t, c, "b", b)
	hc, _ := mustGet(t, c, "c", b)
	if got := log.get(); len(got) != 0 {
		t.Fatalf("unloaded %v while a renewed Handle pins a", got)
	}
	if callGet(t, ra) != 1 {
		t.Error("renewed kernel a does not run after its eviction")
	}
	if ra.Kernel().Renew() != nil {
		t.Error("Renew of an evicted kernel is not nil")
	}
	ra.Release()
	if got := log.get(); !slices.Contains(got, "a") {
		t.Errorf("unloads = %v: releasing the renewed Handle must unload a", got)
	}
	rb := hb.Kernel().Renew()
	if rb == nil {
		t.Fatal("Renew of cached kernel b is nil")
	}
	rb.Release()
	hb.Release()
	c.Close()
	if hc.Kernel().Renew() != nil {
		t.Error("Renew after Close is not nil")
	}
	hc.Release()
}

// TestKernelRenew checks that a Kernel renews while the cache serves its
// kernel, also after every Handle was released, and pins nothing: the
// kernel is unloaded when evicted, and the Kernel then renews nil, as
// after Close and for the zero Kernel.
func TestKernelRenew(t *testing.T) {
	c, log := newCache(t, 2)
	b := &builder{}
	ha, _ := mustGet(t, c, "a", b)
	ka := ha.Kernel()
	ha.Release()
	ra := ka.Renew()
	if ra == nil || ra.Key() != "a" || callGet(t, ra) != 1 {
		t.Fatalf("Renew of a cached kernel after its Handle's release = %v", ra)
	}
	ra.Release()
	hb, _ := mustGet(t, c, "b", b)
	hc, _ := mustGet(t, c, "c", b)
	if got := log.get(); !slices.Contains(got, "a") {
		t.Errorf("unloads = %v: a Kernel must not keep evicted a loaded", got)
	}
	if h := ka.Renew(); h != nil {
		h.Release()
		t.Error("Renew of an evicted kernel is not nil")
	}
	if (Kernel{}).Renew() != nil || (*Handle)(nil).Kernel().Renew() != nil {
		t.Error("Renew of the zero Kernel is not nil")
	}
	kb := hb.Kernel()
	hb.Release()
	c.Close()
	if kb.Renew() != nil {
		t.Error("Renew after Close is not nil")
	}
	hc.Release()
}
