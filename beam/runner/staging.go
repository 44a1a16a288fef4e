package runner

import (
	"errors"
	"fmt"
	"hash/maphash"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/fusejit/fusejit/engine"
)

// Beam keeps no data between jobs, and a program of several stages reads
// the same resident inputs (X) in every one of them. With a WorkDir, the
// partitions' blocks are therefore content-addressed files under
// WorkDir/blocks: a block is named by the SHA-256 of its encoding (which
// includes its partition index), written by the first job that needs it
// and only read by later ones. Naming by content rather than by the
// matrix's identity stays correct when a caller reuses a buffer for new
// values. The name is two 64-bit maphash sums under the Runner's own
// random seeds (a cryptographic hash ran at ~200 MB/s here, slower than
// writing the block; maphash at ~1.6 GB/s): an accidental collision is
// as unlikely as for a 128-bit hash, and a file staged under another
// driver process's seeds is simply not found. The files stay until the
// caller removes WorkDir.

// blockName names an encoded block by its content.
func (r *Runner) blockName(enc []byte) string {
	r.seedOnce.Do(func() { r.seeds = [2]maphash.Seed{maphash.MakeSeed(), maphash.MakeSeed()} })
	return fmt.Sprintf("%016x%016x-%d.blk", maphash.Bytes(r.seeds[0], enc), maphash.Bytes(r.seeds[1], enc), len(enc))
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
	files := make([][]string, src.Partitions())
	for p := range files {
		blocks, err := src.Partition(p)
		if err != nil {
			return nil, err
		}
		for i, b := range blocks {
			enc := encodeBlock(NewBlock(p, b))
			var path string
			if r.WorkDir == "" {
				path = filepath.Join(store, fmt.Sprintf("source-%06d-%03d.blk", p, i))
			} else {
				path = filepath.Join(store, r.blockName(enc))
				if _, err := os.Stat(path); err == nil {
					r.Last.Reused++
					files[p] = append(files[p], path)
					continue
				} else if !errors.Is(err, fs.ErrNotExist) {
					return nil, fmt.Errorf("runner: %w", err)
				}
			}
			if err := writeAtomic(path, enc); err != nil {
				return nil, err
			}
			files[p] = append(files[p], path)
		}
	}
	return files, nil
}

// writeAtomic writes data to path through a temporary file and a rename,
// so that a reader (a later job) never sees a partial block.
func writeAtomic(path string, data []byte) error {
	f, err := os.CreateTemp(filepath.Dir(path), ".tmp-*")
	if err != nil {
		return fmt.Errorf("runner: %w", err)
	}
	_, err = f.Write(data)
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
// wrote.
func readPartition(files []string) ([]Block, error) {
	var out []Block
	for _, f := range files {
		bs, err := readBlocks(f)
		if err != nil {
			return nil, err
		}
		out = append(out, bs...)
	}
	return out, nil
}
