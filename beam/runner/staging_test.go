package runner

import (
	"os"
	"testing"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/matrix"
)

// blocksSize is the bytes of the blocks under WorkDir/blocks.
func blocksSize(t *testing.T, work string) (int64, int) {
	t.Helper()
	ents, err := os.ReadDir(blocksDir(work))
	if err != nil {
		t.Fatal(err)
	}
	var total int64
	for _, e := range ents {
		fi, err := e.Info()
		if err != nil {
			t.Fatal(err)
		}
		total += fi.Size()
	}
	return total, len(ents)
}

// Staging the same source again writes nothing; a new source beyond the
// cap evicts the blocks least recently used, never the current job's.
func TestStagingReuseAndEviction(t *testing.T) {
	work := t.TempDir()
	const parts = 4
	src := func(seed uint64) *engine.Source {
		s, err := engine.NewSource(parts, engine.Dense(matrix.RandDense(400, 10, -1, 1, seed)))
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	a, b, c := src(1), src(2), src(3)
	// One source's blocks: 4 x (100 rows x 10 x 8 bytes + a 60-byte header).
	const one = parts * (8000 + 60)
	r := &Runner{WorkDir: work, MaxBlockBytes: 2*one + 3*one/10} // trimmed to 90%: two sources stay
	stage := func(s *engine.Source) [][]string {
		t.Helper()
		r.Last = Timing{}
		files, err := r.stageSource(s, t.TempDir())
		if err != nil {
			t.Fatal(err)
		}
		return files
	}
	stage(a)
	if r.Last.Written != parts || r.Last.Reused != 0 {
		t.Fatalf("first job: %d written, %d reused; want %d, 0", r.Last.Written, r.Last.Reused, parts)
	}
	if size, _ := blocksSize(t, work); size != one {
		t.Fatalf("one source's blocks take %d bytes, want %d", size, one)
	}
	if r.Last.Hashed != parts {
		t.Errorf("first job: %d blocks hashed, want %d", r.Last.Hashed, parts)
	}
	stage(a)
	if r.Last.Written != 0 || r.Last.Reused != parts || r.Last.Hashed != 0 {
		t.Errorf("same source again: %d written, %d reused, %d hashed; want 0, %d, 0 (resident)", r.Last.Written, r.Last.Reused, r.Last.Hashed, parts)
	}
	// A block removed behind the Runner's back is hashed and written again.
	gone := stage(a)[1][0]
	if err := os.Remove(gone); err != nil {
		t.Fatal(err)
	}
	stage(a)
	if r.Last.Written != 1 || r.Last.Hashed != 1 {
		t.Errorf("after removing a block: %d written, %d hashed; want 1, 1", r.Last.Written, r.Last.Hashed)
	}
	if _, err := os.Stat(gone); err != nil {
		t.Errorf("the removed block was not staged again: %v", err)
	}
	stage(b)
	stage(a) // a is now more recently used than b
	if r.Last.Evicted != 0 {
		t.Errorf("two sources within the cap: %d evicted", r.Last.Evicted)
	}
	files := stage(c) // over the cap: b goes, a and c stay
	if r.Last.Evicted != parts {
		t.Errorf("third source: %d blocks evicted, want %d", r.Last.Evicted, parts)
	}
	if size, n := blocksSize(t, work); size > r.MaxBlockBytes || n != 2*parts {
		t.Errorf("after eviction: %d bytes in %d blocks, want <= %d in %d", size, n, r.MaxBlockBytes, 2*parts)
	}
	for _, part := range files {
		for _, f := range part {
			if _, err := os.Stat(f); err != nil {
				t.Errorf("the current job's block was evicted: %v", err)
			}
		}
	}
	stage(a)
	if r.Last.Reused != parts {
		t.Errorf("the most recently used source was evicted: %d of %d blocks reused", r.Last.Reused, parts)
	}
	// A cap below one job's blocks keeps them: they are in use.
	r.MaxBlockBytes = 1
	files = stage(b)
	for _, part := range files {
		for _, f := range part {
			if _, err := os.Stat(f); err != nil {
				t.Errorf("tiny cap: the current job's block was evicted: %v", err)
			}
		}
	}
	if _, n := blocksSize(t, work); n != parts {
		t.Errorf("tiny cap: %d blocks left, want the job's %d", n, parts)
	}
}
