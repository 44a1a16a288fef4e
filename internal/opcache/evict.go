package opcache

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"
)

// evictTarget is the share of the size cap the directory is trimmed to, so
// that eviction does not run again after every store once the cap is hit.
const evictTarget = 0.9

// touch marks cache files as used now: eviction removes the least recently
// used files first, and file times are how uses are remembered across
// processes. Errors are ignored: a file that was not touched is evicted a
// little earlier, nothing else.
func (d *disk) touch(names ...string) {
	now := time.Now()
	for _, n := range names {
		_ = os.Chtimes(filepath.Join(d.dir, n), now, now)
	}
}

// evict removes the least recently used objects, IR files and kernel records until
// the directory's objects and records take at most evictTarget of
// d.maxBytes. A record whose object was evicted is dropped by the next
// lookup (as after a rejection), and an object whose records were evicted
// is evicted in turn, being unused; a lookup never sees a partial entry
// because both are verified before use. Other files (temporaries, records
// of other kinds) are neither counted nor removed.
func (d *disk) evict() {
	if d.maxBytes <= 0 {
		return
	}
	ents, err := os.ReadDir(d.dir)
	if err != nil {
		return
	}
	type file struct {
		name string
		size int64
		mod  time.Time
	}
	var files []file
	var total int64
	for _, e := range ents {
		n := e.Name()
		if !e.Type().IsRegular() || !(strings.HasPrefix(n, "o-") || strings.HasPrefix(n, "k-") || strings.HasPrefix(n, "i-")) {
			continue
		}
		fi, err := e.Info()
		if err != nil {
			continue
		}
		files = append(files, file{n, fi.Size(), fi.ModTime()})
		total += fi.Size()
	}
	if total <= d.maxBytes {
		return
	}
	slices.SortFunc(files, func(a, b file) int { return a.mod.Compare(b.mod) })
	target := int64(float64(d.maxBytes) * evictTarget)
	removed := 0
	for _, f := range files {
		if total <= target {
			break
		}
		if os.Remove(filepath.Join(d.dir, f.name)) == nil {
			total -= f.size
			removed++
		}
	}
	d.log.Debug("fusejit: persistent operator cache trimmed", "dir", d.dir, "files", removed, "bytes", total, "cap", d.maxBytes)
}
