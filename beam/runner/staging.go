package runner

import (
	"bufio"
	"errors"
	"fmt"
	"hash/maphash"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/fusejit/fusejit/engine"
)

// Beam keeps no data between jobs, and a program of several stages reads
// the same resident inputs (X) in every one of them. With a WorkDir, the
// partitions' blocks are therefore content-addressed files under
// WorkDir/blocks: a block is named by a hash of its encoding (which
// includes its partition index), written by the first job that needs it
// and only read by later ones. Naming by content rather than by the
// matrix's identity stays correct when a caller reuses a buffer for new
// values. The name is two 64-bit maphash sums under the Runner's own
// random seeds (a cryptographic hash ran at ~200 MB/s here, slower than
// writing the block; maphash at ~1.6 GB/s): an accidental collision is
// as unlikely as for a 128-bit hash, and a file staged under another
// driver process's seeds is simply not found. The hash reads the block's
// arrays in place (encodeParts), so a job whose blocks are all staged
// already costs one pass over the data, no copy and no write.
//
// The matrices given to engine.NewSource are resident: the caller may not
// modify them while the Source is in use (see there). Their partitions are
// hashed once per Runner: the Runner remembers the file of each by the
// matrix's identity (engine.Source.Resident) and the partition's rows, and
// later jobs only check that the file is still there. At 10^6 x 100 the
// hash of X's 800 MB took ~1.3 s per job on this (loaded) machine, more
// than the job itself. Values the driver computed (X %*% s) are hashed
// every time: they are new data, or a buffer the caller reused.
//
// The directory is bounded by Runner.MaxBlockBytes: each job marks its
// blocks as used (their modification time) and then removes the least
// recently used other blocks until the directory is within the cap, as
// the kernel cache trims its directory. Runners sharing a WorkDir at the
// same time must have caps above their jobs' blocks together, or one may
// remove a block another's running job is about to read (that job then
// fails with the missing file; it is not silently wrong).

// DefaultMaxBlockBytes is the cap of WorkDir/blocks of a Runner with
// MaxBlockBytes 0.
const DefaultMaxBlockBytes = 8 << 30

// evictTarget is the share of the cap the directory is trimmed to, so that
// a directory at its cap is not trimmed again after every job.
const evictTarget = 0.9

// blockName names a block by its encoding's content.
// The Runner's seeds must be set (stageSource does).
func (r *Runner) blockName(b Block) string {
	var h0, h1 maphash.Hash
	h0.SetSeed(r.seeds[0])
	h1.SetSeed(r.seeds[1])
	encodeParts(b, func(p []byte) {
		h0.Write(p)
		h1.Write(p)
	})
	return fmt.Sprintf("%016x%016x-%d.blk", h0.Sum64(), h1.Sum64(), encodedSize(b))
}

// blocksDir is where the content-addressed blocks of a WorkDir live.
func blocksDir(workDir string) string { return filepath.Join(workDir, "blocks") }

// stageSource writes src's partitions and returns, per partition, the
// files holding its blocks in order. Without a WorkDir every block goes
// to the job's own directory dir.
func (r *Runner) stageSource(src *engine.Source, dir string) ([][]string, error) {
	store := dir
	if r.WorkDir != "" {
		store = blocksDir(r.WorkDir)
		if err := os.MkdirAll(store, 0o700); err != nil {
			return nil, fmt.Errorf("runner: %w", err)
		}
	}
	r.seedOnce.Do(func() { r.seeds = [2]maphash.Seed{maphash.MakeSeed(), maphash.MakeSeed()} })
	now := time.Now()
	files := make([][]string, src.Partitions())
	// Partitions are hashed (and written) in parallel: hashing is most of
	// a job's staging once the blocks exist.
	counts := make([]tally, len(files))
	errs := make([]error, len(files))
	sem := make(chan struct{}, runtime.GOMAXPROCS(0))
	var wg sync.WaitGroup
	for p := range files {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer func() { <-sem; wg.Done() }()
			files[p], counts[p], errs[p] = r.stagePartition(src, p, store, now)
		}()
	}
	wg.Wait()
	for p := range files {
		if errs[p] != nil {
			return nil, errs[p]
		}
		r.Last.Reused += counts[p].reused
		r.Last.Written += counts[p].written
		r.Last.Hashed += counts[p].hashed
	}
	if r.WorkDir != "" {
		r.evict(store, files)
	}
	return files, nil
}

// stagePartition stages partition p's blocks and returns their files and
// how many were already there, how many it wrote and how many it hashed.
func (r *Runner) stagePartition(src *engine.Source, p int, store string, now time.Time) (files []string, n tally, err error) {
	blocks, err := src.Partition(p)
	if err != nil {
		return nil, n, err
	}
	rg := src.Range(p)
	for i, m := range blocks {
		b := NewBlock(p, m)
		var path string
		if r.WorkDir == "" {
			path = filepath.Join(store, fmt.Sprintf("source-%06d-%03d.blk", p, i))
		} else {
			id, resident := src.Resident(i)
			key := residentBlock{id, p, rg.Lo, rg.Hi}
			if resident {
				if known, ok := r.residentName(key); ok && os.Chtimes(known, now, now) == nil {
					n.reused++
					files = append(files, known)
					continue
				}
			}
			path = filepath.Join(store, r.blockName(b))
			n.hashed++
			// Touching is the existence check: the block is marked as used
			// for eviction.
			if err := os.Chtimes(path, now, now); err == nil {
				if resident {
					r.rememberResident(key, path)
				}
				n.reused++
				files = append(files, path)
				continue
			} else if !errors.Is(err, fs.ErrNotExist) {
				return nil, n, fmt.Errorf("runner: %w", err)
			}
		}
		if err := writeAtomic(path, b); err != nil {
			return nil, n, err
		}
		if id, resident := src.Resident(i); resident && r.WorkDir != "" {
			r.rememberResident(residentBlock{id, p, rg.Lo, rg.Hi}, path)
		}
		n.written++
		files = append(files, path)
	}
	return files, n, nil
}

// tally counts a partition's blocks by what staging did with them.
type tally struct{ reused, written, hashed int }

// residentBlock identifies a partition of a resident matrix: the matrix's
// storage (engine.Source.Resident), the partition and its rows.
type residentBlock struct {
	id     any
	p      int
	lo, hi int
}

// maxResidentNames bounds the Runner's memory of resident blocks' names;
// past it the memory starts over (each block is then hashed once more).
const maxResidentNames = 1 << 16

// residentName returns the file a resident block was staged to.
func (r *Runner) residentName(k residentBlock) (string, bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	name, ok := r.resident[k]
	return name, ok
}

// rememberResident records the file a resident block was staged to.
func (r *Runner) rememberResident(k residentBlock, path string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.resident == nil || len(r.resident) >= maxResidentNames {
		r.resident = map[residentBlock]string{}
	}
	r.resident[k] = path
}

// evict removes the least recently used blocks of store, never those of
// the current job (files), until the blocks take at most evictTarget of
// the cap. Errors are ignored: a block not removed is removed by a later
// job.
func (r *Runner) evict(store string, files [][]string) {
	limit := r.MaxBlockBytes
	if limit == 0 {
		limit = DefaultMaxBlockBytes
	}
	if limit < 0 {
		return
	}
	ents, err := os.ReadDir(store)
	if err != nil {
		return
	}
	inUse := map[string]bool{}
	for _, part := range files {
		for _, f := range part {
			inUse[filepath.Base(f)] = true
		}
	}
	type block struct {
		name string
		size int64
		mod  time.Time
	}
	var old []block
	var total int64
	for _, e := range ents {
		if !e.Type().IsRegular() || !strings.HasSuffix(e.Name(), ".blk") {
			continue
		}
		fi, err := e.Info()
		if err != nil {
			continue
		}
		total += fi.Size()
		if !inUse[e.Name()] {
			old = append(old, block{e.Name(), fi.Size(), fi.ModTime()})
		}
	}
	if total <= limit {
		return
	}
	slices.SortFunc(old, func(a, b block) int { return a.mod.Compare(b.mod) })
	target := int64(float64(limit) * evictTarget)
	for _, b := range old {
		if total <= target {
			break
		}
		if os.Remove(filepath.Join(store, b.name)) == nil {
			total -= b.size
			r.Last.Evicted++
		}
	}
}

// writeAtomic writes b's encoding to path through a temporary file and a
// rename, so that a reader (a later job) never sees a partial block.
func writeAtomic(path string, b Block) error {
	f, err := os.CreateTemp(filepath.Dir(path), ".tmp-*")
	if err != nil {
		return fmt.Errorf("runner: %w", err)
	}
	w := bufio.NewWriterSize(f, 1<<20)
	encodeParts(b, func(p []byte) {
		if err == nil {
			_, err = w.Write(p)
		}
	})
	if err == nil {
		err = w.Flush()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(f.Name(), path)
	}
	if err != nil {
		os.Remove(f.Name())
		return fmt.Errorf("runner: %w", err)
	}
	return nil
}

// readPartition reads a partition's blocks from the files stageSource
// wrote, through this process's block cache when they are content
// addressed (cacheBytes > 0; see blockcache.go).
func readPartition(files []string, cacheBytes int64) ([]Block, error) {
	var out []Block
	for _, f := range files {
		bs, err := workerBlocks.read(f, cacheBytes)
		if err != nil {
			return nil, err
		}
		out = append(out, bs...)
	}
	return out, nil
}
