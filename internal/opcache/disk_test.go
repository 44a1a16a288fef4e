package opcache

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
)

// objects returns the object files and kernel records of a cache dir, and
// fails on leftover temporary files.
func cacheFiles(t *testing.T, dir string) (objs, metas []string) {
	t.Helper()
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range ents {
		switch n := e.Name(); {
		case strings.HasPrefix(n, "o-") && strings.HasSuffix(n, ".so"):
			objs = append(objs, filepath.Join(dir, n))
		case strings.HasPrefix(n, "k-") && strings.HasSuffix(n, ".json"):
			metas = append(metas, filepath.Join(dir, n))
		default:
			t.Errorf("unexpected file %s in the cache directory", n)
		}
	}
	return objs, metas
}

// fill compiles keys into a fresh cache on dir and closes it.
func fill(t *testing.T, dir string, keys ...string) {
	t.Helper()
	c, _ := newCache(t, 16, WithDir(dir))
	if c.Dir() == "" {
		t.Fatal("persistent cache disabled")
	}
	res := c.GetBatch(context.Background(), kreqs(keys...), (&builder{}).build)
	for _, r := range res {
		if r.Err != nil || r.Source != SourceCompiled {
			t.Fatalf("fill: %v %v", r.Source, r.Err)
		}
	}
	releaseAll(res)
	if s := c.Stats(); s.DiskWrites != 1 || s.DiskMisses != int64(len(keys)) {
		t.Errorf("fill stats = %+v", s)
	}
	c.Close()
}

// checkAllFrom gets keys from a new cache on dir and checks their source
// and values.
func checkAllFrom(t *testing.T, dir string, want Source, keys ...string) (*Cache, *logBuffer) {
	t.Helper()
	log, buf := newLogger()
	c, _ := newCache(t, 16, WithDir(dir), WithLogger(log))
	b := &builder{}
	res := c.GetBatch(context.Background(), kreqs(keys...), b.build)
	defer releaseAll(res)
	if want == SourceDisk && (res[0].LoadTime <= 0 || res[0].CompileTime != res[0].LoadTime) {
		t.Errorf("disk load times %v / %v", res[0].CompileTime, res[0].LoadTime)
	}
	for i, r := range res {
		if r.Err != nil {
			t.Fatalf("%s: %v", keys[i], r.Err)
		}
		if r.Source != want {
			t.Errorf("%s: source %v, want %v", keys[i], r.Source, want)
		}
		if got := callGet(t, r.Handle); got != int64(len(keys[i])) {
			t.Errorf("%s: get = %d", keys[i], got)
		}
	}
	return c, buf
}

func TestDiskRoundTrip(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "cache", "ops")
	fill(t, dir, "a", "bb", "ccc")

	fi, err := os.Stat(dir)
	if err != nil {
		t.Fatal(err)
	}
	if fi.Mode().Perm() != 0o700 {
		t.Errorf("cache directory mode %04o, want 0700", fi.Mode().Perm())
	}
	objs, metas := cacheFiles(t, dir)
	if len(objs) != 1 || len(metas) != 3 {
		t.Fatalf("%d objects and %d records, want 1 and 3", len(objs), len(metas))
	}
	for _, f := range append(objs, metas...) {
		if fi, err := os.Stat(f); err != nil || fi.Mode().Perm() != 0o600 {
			t.Errorf("%s: mode %v err %v, want 0600", f, fi.Mode(), err)
		}
	}

	c, _ := checkAllFrom(t, dir, SourceDisk, "bb", "a", "ccc")
	s := c.Stats()
	if s.LoadTime <= 0 {
		t.Errorf("no load time: %+v", s)
	}
	if s.Compiles != 0 || s.DiskHits != 3 || s.LoadTime <= 0 {
		t.Errorf("second cache stats = %+v, want no compile and 3 disk hits", s)
	}
	// A subset and a new key: one disk hit, one compile of the new key only.
	c2, _ := newCache(t, 16, WithDir(dir))
	b := &builder{}
	res := c2.GetBatch(context.Background(), kreqs("ccc", "dddd"), b.build)
	releaseAll(res)
	if res[0].Source != SourceDisk || res[1].Source != SourceCompiled || len(b.calls) != 1 || len(b.calls[0]) != 1 {
		t.Errorf("sources %v %v, builds %v", res[0].Source, res[1].Source, b.calls)
	}
}

func TestDiskOtherFingerprintNotFound(t *testing.T) {
	dir := t.TempDir()
	fill(t, dir, "a")
	comp, _ := newCompiler(t)
	d, err := openDisk(dir, comp.Fingerprint()+"|other cpu", nil)
	if err != nil {
		t.Fatal(err)
	}
	found, rejects := d.load(kreqs("a"))
	if len(found) != 0 || len(rejects) != 0 {
		t.Errorf("another fingerprint found %d entries, %d rejects", len(found), len(rejects))
	}
}

func TestDiskRejectsBadEntries(t *testing.T) {
	type tamper func(t *testing.T, obj, rec string)
	cases := map[string]tamper{
		"flipped byte": func(t *testing.T, obj, _ string) {
			b, _ := os.ReadFile(obj)
			b[len(b)/2] ^= 0xff
			writeKeepMode(t, obj, b)
		},
		"truncated": func(t *testing.T, obj, _ string) {
			if err := os.Truncate(obj, 100); err != nil {
				t.Fatal(err)
			}
		},
		"empty": func(t *testing.T, obj, _ string) {
			if err := os.Truncate(obj, 0); err != nil {
				t.Fatal(err)
			}
		},
		"world-writable object": func(t *testing.T, obj, _ string) { chmod(t, obj, 0o666) },
		"group-writable record": func(t *testing.T, _, rec string) { chmod(t, rec, 0o620) },
		"record for another key": func(t *testing.T, _, rec string) {
			editMeta(t, rec, func(m *meta) { m.Key = "other" })
		},
		"record with another hash": func(t *testing.T, _, rec string) {
			editMeta(t, rec, func(m *meta) { m.Object = strings.Repeat("0", 64) })
		},
		"record for another compiler": func(t *testing.T, _, rec string) {
			editMeta(t, rec, func(m *meta) { m.Fingerprint = "clang 99" })
		},
		"malformed record": func(t *testing.T, _, rec string) { writeKeepMode(t, rec, []byte("{not json")) },
		"object replaced by a symlink": func(t *testing.T, obj, _ string) {
			other := filepath.Join(t.TempDir(), "evil.so")
			b, _ := os.ReadFile(obj)
			if err := os.WriteFile(other, b, 0o600); err != nil {
				t.Fatal(err)
			}
			if err := os.Remove(obj); err != nil {
				t.Fatal(err)
			}
			if err := os.Symlink(other, obj); err != nil {
				t.Fatal(err)
			}
		},
		"foreign owner": func(t *testing.T, obj, _ string) {
			if os.Getuid() != 0 {
				t.Skip("chown needs root")
			}
			if err := os.Chown(obj, 4242, 4242); err != nil {
				t.Fatal(err)
			}
		},
	}
	for name, tamper := range cases {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			fill(t, dir, "kk")
			objs, metas := cacheFiles(t, dir)
			if len(objs) != 1 || len(metas) != 1 {
				t.Fatalf("%d objects, %d records", len(objs), len(metas))
			}
			tamper(t, objs[0], metas[0])

			c, logs := checkAllFrom(t, dir, SourceCompiled, "kk")
			if s := c.Stats(); s.DiskRejects == 0 && name != "record with another hash" {
				t.Errorf("no rejection counted: %+v", s)
			}
			if name != "record with another hash" && !strings.Contains(logs.String(), "refusing persistent operator cache entry") {
				t.Errorf("no warning logged: %q", logs.String())
			}
			// The rebuilt entry is valid and used by the next cache.
			checkAllFrom(t, dir, SourceDisk, "kk")
			objs, _ = cacheFiles(t, dir)
			for _, o := range objs {
				fi, err := os.Lstat(o)
				if err != nil || !fi.Mode().IsRegular() || fi.Mode().Perm() != 0o600 {
					t.Errorf("%s after rebuild: %v %v", o, fi.Mode(), err)
				}
			}
		})
	}
}

func writeKeepMode(t *testing.T, path string, b []byte) {
	t.Helper()
	fi, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, b, fi.Mode().Perm()); err != nil {
		t.Fatal(err)
	}
}

func chmod(t *testing.T, path string, mode os.FileMode) {
	t.Helper()
	if err := os.Chmod(path, mode); err != nil {
		t.Fatal(err)
	}
}

func editMeta(t *testing.T, path string, edit func(*meta)) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var m meta
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	edit(&m)
	b, _ = json.Marshal(m)
	writeKeepMode(t, path, b)
}

func TestDiskUnsafeDirectoryNotUsed(t *testing.T) {
	cases := map[string]func(t *testing.T, dir string){
		"world-writable": func(t *testing.T, dir string) { chmod(t, dir, 0o777) },
		"group-writable": func(t *testing.T, dir string) { chmod(t, dir, 0o770) },
		"foreign owner": func(t *testing.T, dir string) {
			if os.Getuid() != 0 {
				t.Skip("chown needs root")
			}
			if err := os.Chown(dir, 4242, 4242); err != nil {
				t.Fatal(err)
			}
		},
		"a file": func(t *testing.T, dir string) {
			if err := os.Remove(dir); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(dir, nil, 0o600); err != nil {
				t.Fatal(err)
			}
		},
	}
	for name, prepare := range cases {
		t.Run(name, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "c")
			if err := os.Mkdir(dir, 0o700); err != nil {
				t.Fatal(err)
			}
			prepare(t, dir)
			log, buf := newLogger()
			c, _ := newCache(t, 4, WithDir(dir), WithLogger(log))
			if c.Dir() != "" {
				t.Errorf("unsafe directory used")
			}
			if !strings.Contains(buf.String(), "persistent operator cache disabled") {
				t.Errorf("no warning: %q", buf.String())
			}
			// Still works, memory only.
			h, src := mustGet(t, c, "k", &builder{})
			h.Release()
			if src != SourceCompiled {
				t.Errorf("source %v", src)
			}
		})
	}
}

func TestDiskConcurrentCaches(t *testing.T) {
	// Two caches (as two processes would) compile the same kernels into the
	// same directory at once; both work and the directory stays consistent.
	dir := t.TempDir()
	var wg sync.WaitGroup
	for i := 0; i < 2; i++ {
		c, _ := newCache(t, 8, WithDir(dir))
		wg.Add(1)
		go func() {
			defer wg.Done()
			res := c.GetBatch(context.Background(), kreqs("x", "yy"), (&builder{}).build)
			checkGetsAndRelease(t, res)
		}()
	}
	wg.Wait()
	checkAllFrom(t, dir, SourceDisk, "x", "yy")
}

func TestDiskStaleTempRemoved(t *testing.T) {
	dir := t.TempDir()
	stale := filepath.Join(dir, ".tmp-123")
	if err := os.WriteFile(stale, []byte("partial"), 0o600); err != nil {
		t.Fatal(err)
	}
	old := syscall.NsecToTimeval(0)
	if err := syscall.Utimes(stale, []syscall.Timeval{old, old}); err != nil {
		t.Fatal(err)
	}
	fresh := filepath.Join(dir, ".tmp-456")
	if err := os.WriteFile(fresh, []byte("being written"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := openDisk(dir, "fp", nil); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(stale); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("stale temporary file kept: %v", err)
	}
	if _, err := os.Stat(fresh); err != nil {
		t.Errorf("fresh temporary file removed: %v", err)
	}
}
