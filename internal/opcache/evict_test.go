package opcache

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// dirBytes sums the sizes of the objects and kernel records in dir.
func dirBytes(t *testing.T, dir string) int64 {
	t.Helper()
	objs, metas := cacheFiles(t, dir)
	var n int64
	for _, p := range append(objs, metas...) {
		fi, err := os.Stat(p)
		if err != nil {
			t.Fatal(err)
		}
		n += fi.Size()
	}
	return n
}

// TestDiskEvictsLeastRecentlyUsed fills a capped directory past its cap
// and checks that it is trimmed, that the entry used last survives, and
// that what was evicted is compiled again rather than half-loaded.
func TestDiskEvictsLeastRecentlyUsed(t *testing.T) {
	dir := t.TempDir()
	fill(t, dir, "first")
	one := dirBytes(t, dir)
	// Room for about two batches: the third store evicts.
	capBytes := 2*one + one/2
	past := time.Now().Add(-time.Hour)
	objs, metas := cacheFiles(t, dir)
	for _, p := range append(objs, metas...) {
		if err := os.Chtimes(p, past, past); err != nil {
			t.Fatal(err)
		}
	}
	c, _ := newCache(t, 16, WithDir(dir), WithMaxBytes(capBytes))
	get := func(key string) Source {
		res := c.GetBatch(context.Background(), kreqs(key), (&builder{}).build)
		defer releaseAll(res)
		if res[0].Err != nil {
			t.Fatalf("%s: %v", key, res[0].Err)
		}
		return res[0].Source
	}
	get("second")
	get("third")
	if n := dirBytes(t, dir); n > capBytes {
		t.Errorf("directory holds %d bytes, cap %d", n, capBytes)
	}
	c.Close()
	// "first" was the least recently used: gone. "third" was stored last.
	c2, _ := newCache(t, 16, WithDir(dir), WithMaxBytes(capBytes))
	for key, want := range map[string]Source{"first": SourceCompiled, "third": SourceDisk} {
		res := c2.GetBatch(context.Background(), kreqs(key), (&builder{}).build)
		if res[0].Err != nil || res[0].Source != want {
			t.Errorf("%s: source %v (err %v), want %v", key, res[0].Source, res[0].Err, want)
		}
		releaseAll(res)
	}
}

func TestRecords(t *testing.T) {
	dir := t.TempDir()
	if _, err := ReadRecord(dir, "r-x.json"); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("missing record: %v, want fs.ErrNotExist", err)
	}
	if err := WriteRecord(dir, "r-x.json", []byte("hello")); err != nil {
		t.Fatal(err)
	}
	if b, err := ReadRecord(dir, "r-x.json"); err != nil || string(b) != "hello" {
		t.Errorf("read back %q, %v", b, err)
	}
	for _, bad := range []string{"k-x.json", "r-../x", "../r-x", "r-a/b", ""} {
		if err := WriteRecord(dir, bad, nil); err == nil {
			t.Errorf("WriteRecord(%q) accepted", bad)
		}
	}
	// A record others may write is refused.
	p := filepath.Join(dir, "r-x.json")
	if err := os.Chmod(p, 0o666); err != nil {
		t.Fatal(err)
	}
	if _, err := ReadRecord(dir, "r-x.json"); err == nil {
		t.Error("world-writable record was read")
	}
	// Eviction leaves records alone.
	log, _ := newLogger()
	d := &disk{dir: dir, maxBytes: 1, log: log}
	d.evict()
	if _, err := os.Stat(p); err != nil {
		t.Errorf("eviction removed a record: %v", err)
	}
}

func TestPrepareDirRefusesUnsafe(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "c")
	if _, err := PrepareDir(dir); err != nil {
		t.Fatal(err)
	}
	if fi, err := os.Stat(dir); err != nil || fi.Mode().Perm() != 0o700 {
		t.Errorf("created with %v (%v), want 0700", fi.Mode(), err)
	}
	if err := os.Chmod(dir, 0o777); err != nil {
		t.Fatal(err)
	}
	if _, err := PrepareDir(dir); err == nil {
		t.Error("world-writable directory accepted")
	}
}
