package opcache

import (
	"context"
	"errors"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

func TestFailureTTL(t *testing.T) {
	c, _ := newCache(t, 4, WithFailureTTL(200*time.Millisecond))
	ctx := context.Background()
	var builds atomic.Int32
	bad := func([]Request) (string, error) { builds.Add(1); return "", errors.New("no such template") }
	for i := 0; i < 3; i++ {
		if _, _, err := c.Get(ctx, kreq("k"), bad); err == nil || !strings.Contains(err.Error(), "no such template") {
			t.Fatalf("Get %d = %v", i, err)
		}
	}
	if r := c.Lookup(ctx, kreqs("k"))[0]; r.Err == nil || !strings.Contains(r.Err.Error(), "no such template") {
		t.Errorf("Lookup = %v, want the remembered failure", r.Err)
	}
	if n := builds.Load(); n != 1 {
		t.Errorf("builds = %d, want 1 (failure remembered)", n)
	}
	time.Sleep(250 * time.Millisecond)
	b := &builder{}
	h, src := mustGet(t, c, "k", b)
	h.Release()
	if src != SourceCompiled {
		t.Errorf("after the TTL: source %v", src)
	}
}
