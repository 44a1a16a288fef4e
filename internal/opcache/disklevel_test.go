package opcache

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/fusejit/fusejit/internal/jit"
)

// holdTierUps takes every rebuild slot of c, so that its optimized
// rebuilds wait; the returned function gives the slots back.
func holdTierUps(c *Cache) func() {
	for range tierUpSlots {
		c.tierSlots <- struct{}{}
	}
	return func() {
		for range tierUpSlots {
			<-c.tierSlots
		}
	}
}

// quickReq is kreq(k) allowing a quick build.
func quickReq(k string) Request {
	r := kreq(k)
	r.Quick = true
	return r
}

// readMeta reads the kernel record of key in c's directory.
func readMeta(t *testing.T, c *Cache, key string) meta {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(c.disk.dir, c.disk.metaName(key)))
	if err != nil {
		t.Fatal(err)
	}
	var m meta
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	return m
}

// dirFiles counts the files of dir by prefix (o-, i-, k-).
func dirFiles(t *testing.T, dir string) map[string]int {
	t.Helper()
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	n := map[string]int{}
	for _, e := range ents {
		n[e.Name()[:2]]++
	}
	return n
}

func getOne(t *testing.T, c *Cache, req Request) Source {
	t.Helper()
	h, src, err := c.Get(context.Background(), req, (&builder{}).build)
	if err != nil {
		t.Fatalf("%s: %v", req.Key, err)
	}
	if got := callGet(t, h); got != int64(len(req.Key)) {
		t.Errorf("%s: get = %d", req.Key, got)
	}
	h.Release()
	return src
}

func waitIdle(t *testing.T, c *Cache) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	if err := c.WaitIdle(ctx); err != nil {
		t.Fatal(err)
	}
}

// TestQuickRecordStoredThenReplaced: with a persistent cache a quick build
// is on disk when Get returns, marked quick with its IR file; the
// optimized build replaces the record and removes the quick files.
func TestQuickRecordStoredThenReplaced(t *testing.T) {
	dir := t.TempDir()
	c, _ := newCache(t, 8, WithDir(dir))
	release := holdTierUps(c)
	if src := getOne(t, c, quickReq("ab")); src != SourceCompiled {
		t.Fatalf("source %v", src)
	}
	m := readMeta(t, c, "ab")
	if m.Level != levelNameQuick || m.Kernels != 1 || !isHash(m.IR) {
		t.Errorf("record after the quick build: level %q, %d kernels, IR %q", m.Level, m.Kernels, m.IR)
	}
	if n := dirFiles(t, dir); n["o-"] != 1 || n["i-"] != 1 || n["k-"] != 1 {
		t.Errorf("files after the quick build: %v", n)
	}
	release()
	waitIdle(t, c)
	if s := c.Stats(); s.TierUps != 1 || s.DiskWrites != 2 {
		t.Errorf("TierUps %d DiskWrites %d, want 1, 2", s.TierUps, s.DiskWrites)
	}
	if m := readMeta(t, c, "ab"); m.Level != levelNameOptimized || m.IR != "" || m.Kernels != 0 {
		t.Errorf("record after the rebuild: %+v", m)
	}
	if n := dirFiles(t, dir); n["o-"] != 1 || n["i-"] != 0 || n["k-"] != 1 {
		t.Errorf("files after the rebuild: %v, want the optimized object and record only", n)
	}
}

// TestLongUseSkipsQuickRecord (fix 1): a request that expects a long use
// compiles the optimized build at once when the record on disk is quick,
// and its store replaces the record; a request whose use is unknown loads
// the quick record, and owes its rebuild; a borrowing one (a staged
// worker, NoRebuild) loads it and leaves the rebuild to its builder.
func TestLongUseSkipsQuickRecord(t *testing.T) {
	dir := t.TempDir()
	producer, _ := newCache(t, 8, WithDir(dir))
	release := holdTierUps(producer)
	defer release()
	if src := getOne(t, producer, quickReq("ab")); src != SourceCompiled {
		t.Fatalf("source %v", src)
	}

	unknown, _ := newCache(t, 8, WithDir(dir))
	hold := holdTierUps(unknown)
	if src := getOne(t, unknown, kreq("ab")); src != SourceDisk {
		t.Errorf("unknown use: source %v, want disk", src)
	}

	borrowed := kreq("ab")
	borrowed.NoRebuild = true
	borrower, _ := newCache(t, 8, WithDir(dir))
	if src := getOne(t, borrower, borrowed); src != SourceDisk {
		t.Errorf("borrowed: source %v, want disk", src)
	}

	long := kreq("ab")
	long.LongUse = true
	lookup, _ := newCache(t, 8, WithDir(dir))
	if res := lookup.Lookup(context.Background(), []Request{long}); !errors.Is(res[0].Err, ErrNotCached) {
		t.Errorf("Lookup of a long use: %v, want ErrNotCached", res[0].Err)
		releaseAll(res)
	}

	c, _ := newCache(t, 8, WithDir(dir))
	if src := getOne(t, c, long); src != SourceCompiled {
		t.Errorf("long use: source %v, want compiled", src)
	}
	if s := c.Stats(); s.QuickBuilds != 0 || s.DiskHits != 0 {
		t.Errorf("long use: QuickBuilds %d DiskHits %d, want 0, 0", s.QuickBuilds, s.DiskHits)
	}
	if m := readMeta(t, c, "ab"); m.Level != levelNameOptimized {
		t.Errorf("record after the long use: level %q", m.Level)
	}
	hold()
	waitIdle(t, unknown)
	if s := unknown.Stats(); s.TierUps != 1 {
		t.Errorf("the process that loaded the quick record made %d rebuilds, want 1", s.TierUps)
	}
	waitIdle(t, borrower)
	if s := borrower.Stats(); s.TierUps != 0 || s.Compiles != 0 {
		t.Errorf("the borrower made %d rebuilds and %d compiles, want 0, 0", s.TierUps, s.Compiles)
	}
}

// TestCloseFinishesRebuilds (fix 2): Close right after a quick build lets
// the optimized build finish and store, so that the next process on the
// directory loads optimized kernels and runs no compiler; a rebuild that
// cannot finish is cancelled after the compile timeout.
func TestCloseFinishesRebuilds(t *testing.T) {
	dir := t.TempDir()
	c, _ := newCache(t, 8, WithDir(dir))
	if src := getOne(t, c, quickReq("ab")); src != SourceCompiled {
		t.Fatalf("source %v", src)
	}
	c.Close()
	next, _ := newCache(t, 8, WithDir(dir))
	if src := getOne(t, next, quickReq("ab")); src != SourceDisk {
		t.Errorf("next process: source %v, want disk", src)
	}
	waitIdle(t, next)
	if s := next.Stats(); s.Compiles != 0 {
		t.Errorf("next process ran the compiler %d times, want 0", s.Compiles)
	}
	if m := readMeta(t, next, "ab"); m.Level != levelNameOptimized {
		t.Errorf("record after Close: level %q", m.Level)
	}

	// Bounded: a rebuild held past the compile timeout is cancelled.
	comp, err := jit.NewCompiler("", jit.WithTempDir(t.TempDir()), jit.WithTimeout(300*time.Millisecond))
	if err != nil {
		t.Fatal(err)
	}
	slow, err := New(8, comp, WithDir(t.TempDir()))
	if err != nil {
		t.Fatal(err)
	}
	holdTierUps(slow) // never given back
	if src := getOne(t, slow, quickReq("cd")); src != SourceCompiled {
		t.Fatalf("source %v", src)
	}
	start := time.Now()
	slow.Close()
	if d := time.Since(start); d < 250*time.Millisecond || d > 30*time.Second {
		t.Errorf("Close with a held rebuild took %v, want about the 300 ms timeout", d)
	}
	if s := slow.Stats(); s.TierUps != 0 {
		t.Errorf("a held rebuild completed")
	}
}

// TestRecordLevels: records without a level (written before levels) and
// optimized ones are loaded; a quick one is loaded and rebuilt, once per
// key; an unknown level, a quick record without its IR file or with a
// corrupt one, and a truncated record are misses.
func TestRecordLevels(t *testing.T) {
	cases := []struct {
		name     string
		edit     func(t *testing.T, dir string, m *meta)
		want     Source
		rebuilds int64
	}{
		{"no level (old record)", func(t *testing.T, dir string, m *meta) { m.Level = "" }, SourceDisk, 0},
		{"optimized", func(t *testing.T, dir string, m *meta) {}, SourceDisk, 0},
		{"quick", func(t *testing.T, dir string, m *meta) { makeQuick(t, dir, m, "ab") }, SourceDisk, 1},
		{"unknown level", func(t *testing.T, dir string, m *meta) { m.Level = "profiled" }, SourceCompiled, 0},
		{"quick without IR hash", func(t *testing.T, dir string, m *meta) { m.Level = levelNameQuick; m.Kernels = 1 }, SourceCompiled, 0},
		{"quick, IR file gone", func(t *testing.T, dir string, m *meta) {
			makeQuick(t, dir, m, "ab")
			if err := os.Remove(filepath.Join(dir, irName(m.IR))); err != nil {
				t.Fatal(err)
			}
		}, SourceCompiled, 0},
		{"quick, IR file corrupt", func(t *testing.T, dir string, m *meta) {
			makeQuick(t, dir, m, "ab")
			writeKeepMode(t, filepath.Join(dir, irName(m.IR)), []byte("define void @get_ab() {\n  ret void\n}\n"))
		}, SourceCompiled, 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			fill(t, dir, "ab")
			_, metas := cacheFiles(t, dir)
			editMeta(t, metas[0], func(m *meta) { tc.edit(t, dir, m) })
			c, _ := newCache(t, 1, WithDir(dir))
			release := holdTierUps(c)
			if src := getOne(t, c, kreq("ab")); src != tc.want {
				t.Errorf("source %v, want %v", src, tc.want)
			}
			// Out of the LRU and loaded again: not rebuilt twice.
			getOne(t, c, kreq("other"))
			if tc.want == SourceDisk {
				getOne(t, c, kreq("ab"))
			}
			release()
			waitIdle(t, c)
			if s := c.Stats(); s.TierUps != tc.rebuilds {
				t.Errorf("%d rebuilds, want %d", s.TierUps, tc.rebuilds)
			}
		})
	}
	t.Run("truncated record", func(t *testing.T) {
		dir := t.TempDir()
		fill(t, dir, "ab")
		_, metas := cacheFiles(t, dir)
		b, _ := os.ReadFile(metas[0])
		writeKeepMode(t, metas[0], b[:len(b)/2])
		c, _ := newCache(t, 4, WithDir(dir))
		if src := getOne(t, c, kreq("ab")); src != SourceCompiled {
			t.Errorf("source %v, want compiled", src)
		}
	})
}

// makeQuick turns an optimized record of key into a quick one: its IR is
// written as the quick build would have (the builder's module for key).
func makeQuick(t *testing.T, dir string, m *meta, key string) {
	t.Helper()
	ir, _ := (&builder{}).build([]Request{kreq(key)})
	m.Level, m.IR, m.Kernels = levelNameQuick, hashOf([]byte(ir)), 1
	if err := os.WriteFile(filepath.Join(dir, irName(m.IR)), []byte(ir), 0o600); err != nil {
		t.Fatal(err)
	}
}

// TestRecordLevelNames: the names written are the names read.
func TestRecordLevelNames(t *testing.T) {
	for _, lvl := range []jit.Level{jit.LevelOptimized, jit.LevelQuick} {
		got, err := recordLevel(levelName(lvl))
		if err != nil || got != lvl {
			t.Errorf("%v: read back %v, %v", lvl, got, err)
		}
	}
	if _, err := recordLevel("QUICK"); err == nil || !strings.Contains(err.Error(), "unknown build level") {
		t.Errorf("unknown level accepted: %v", err)
	}
}

// TestRebuildsWaitForASlot: rebuilds run only with one of the tierUpSlots
// slots, so a burst of quick builds starts at most that many clang runs at
// once; held slots hold every rebuild back, and all complete once freed.
func TestRebuildsWaitForASlot(t *testing.T) {
	c, _ := newCache(t, 8, WithDir(t.TempDir()))
	release := holdTierUps(c)
	keys := []string{"ab", "cde", "fghi"}
	for _, k := range keys {
		getOne(t, c, quickReq(k))
	}
	time.Sleep(time.Second)
	if s := c.Stats(); s.TierUps != 0 || s.Compiles != int64(len(keys)) {
		t.Errorf("with every slot held: %d rebuilds, %d compiles; want 0 and %d", s.TierUps, s.Compiles, len(keys))
	}
	release()
	waitIdle(t, c)
	if s := c.Stats(); s.TierUps != int64(len(keys)) {
		t.Errorf("after the slots were freed: %d rebuilds, want %d", s.TierUps, len(keys))
	}
}

// TestConcurrentQuickCaches: three caches (as three processes would) build
// the same kernels quick into one directory at once, rebuild and replace
// them; after they close, a fourth loads every kernel optimized from disk
// with the right values and runs no compiler.
func TestConcurrentQuickCaches(t *testing.T) {
	dir := t.TempDir()
	keys := []string{"x", "yy", "zzz"}
	var wg sync.WaitGroup
	var caches []*Cache
	for range 3 {
		c, _ := newCache(t, 8, WithDir(dir))
		caches = append(caches, c)
		wg.Add(1)
		go func() {
			defer wg.Done()
			reqs := make([]Request, len(keys))
			for i, k := range keys {
				reqs[i] = quickReq(k)
			}
			res := c.GetBatch(context.Background(), reqs, (&builder{}).build)
			checkGetsAndRelease(t, res)
		}()
	}
	wg.Wait()
	for _, c := range caches {
		c.Close()
	}
	c, _ := checkAllFrom(t, dir, SourceDisk, keys...)
	waitIdle(t, c)
	if s := c.Stats(); s.Compiles != 0 {
		t.Errorf("the cache after them ran the compiler %d times, want 0", s.Compiles)
	}
	for _, k := range keys {
		if m := readMeta(t, c, k); m.Level != levelNameOptimized {
			t.Errorf("%s: level %q", k, m.Level)
		}
	}
	if n := dirFiles(t, dir); n["i-"] != 0 || n[".t"] != 0 {
		t.Errorf("files left: %v, want no IR or temporary file", n)
	}
}
