package runner

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"hash/maphash"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"sync"
	"time"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/engine"
)

func init() {
	beam.RegisterCoder(reflect.TypeFor[Block](), encodeBlock, decodeBlock)
	register.DoFn4x1[context.Context, int, func(*Block) bool, func(Block), error](&partitionFn{})
	register.DoFn4x1[context.Context, int, func(*Block) bool, func(Block), error](&foldFn{})
	register.DoFn2x1[context.Context, Block, error](&writeFn{})
	register.Emitter1[Block]()
	register.Iter1[Block]()
}

// Runner executes engine Stages as Beam pipelines. It implements
// engine.Executor: for the same stage and source it returns the bits
// Engine.Execute returns.
//
// The pipeline reads each partition's blocks from WorkDir (the driver
// stages them there, once per content: see staging.go), runs the stage's kernel on it in a ParDo with the
// stage's small inputs as a side input, and either writes each
// partition's rows of the result (no_agg, row_agg) or brings all partial
// aggregates to one worker (GroupByKey on a fixed key) that folds them in
// partition order and writes the result. The driver reads the result back
// from WorkDir once the job is done. WorkDir and CacheDir must therefore be
// reachable from the driver and every worker (a shared file system on a
// cluster; any local directory on Prism).
type Runner struct {
	// Beam is the Beam runner: "prism" (in-process, loopback workers),
	// "universal" (a job server given by the --endpoint flag), "flink",
	// "spark", "dataflow", ... (see package beam's runner flags).
	Beam string
	// WorkDir holds the staged partitions, content-addressed under
	// blocks/ and reused by later jobs (bounded by MaxBlockBytes; the
	// caller removes WorkDir when done), and the results, one
	// subdirectory per job; "" is a new temporary directory per job,
	// nothing reused.
	WorkDir string
	// CacheDir is the persistent kernel cache the workers load kernels
	// from; the driver's engine should use the same directory, so that a
	// worker loads the kernel the driver compiled instead of compiling it.
	CacheDir string
	// Threads bounds the threads of one partition's kernel (0: all cores).
	Threads int
	// Keep leaves the job's directory in place (for debugging).
	Keep bool
	// MaxBlockBytes caps WorkDir/blocks: after staging, a job removes the
	// least recently used blocks other jobs staged until the directory
	// is within the cap (see staging.go). 0 is DefaultMaxBlockBytes,
	// negative unlimited.
	MaxBlockBytes int64
	// WorkerCacheBytes caps each worker process's memory of staged blocks
	// it decoded for earlier jobs (see blockcache.go); 0 is
	// DefaultWorkerCacheBytes, negative none. Without a WorkDir nothing
	// is kept.
	WorkerCacheBytes int64

	// Last is the time the last Execute spent in each step.
	Last Timing

	seedOnce sync.Once
	seeds    [2]maphash.Seed // content-addressed blocks (staging.go)
	mu       sync.Mutex
	resident map[residentBlock]string // staged files of resident blocks (staging.go)
}

// Timing splits an Execute's wall time: writing the partitions to WorkDir,
// the Beam job (submission, workers reading partitions, kernels, fold,
// writing results), and reading and combining the results.
type Timing struct {
	Stage, Job, Collect time.Duration
	// Reused counts the blocks an earlier job had already staged,
	// Written those this job staged, Hashed those it hashed to name them
	// (resident blocks are hashed once per Runner), Evicted the older
	// blocks it removed to keep WorkDir/blocks within MaxBlockBytes (see
	// staging.go).
	Reused, Written, Hashed, Evicted int
}

var _ engine.Executor = (*Runner)(nil)

// Execute stages src's partitions, runs st over them as a Beam pipeline
// and returns its outputs.
func (r *Runner) Execute(ctx context.Context, st *engine.Stage, src *engine.Source) (outs []mat.Matrix, err error) {
	dir, err := r.jobDir()
	if err != nil {
		return nil, err
	}
	if !r.Keep {
		defer func() {
			if rmErr := os.RemoveAll(dir); err == nil && rmErr != nil {
				err = fmt.Errorf("runner: %w", rmErr)
			}
		}()
	}
	start := time.Now()
	r.Last = Timing{}
	files, err := r.stageSource(src, dir)
	if err != nil {
		return nil, err
	}
	plan, err := st.MarshalBinary()
	if err != nil {
		return nil, err
	}
	pipe, err := r.pipeline(plan, st, files, dir)
	if err != nil {
		return nil, err
	}
	r.Last.Stage = time.Since(start)
	start = time.Now()
	if _, err := beam.Run(ctx, r.Beam, pipe); err != nil {
		return nil, fmt.Errorf("runner: %s: %w", r.Beam, err)
	}
	r.Last.Job = time.Since(start)
	start = time.Now()
	outs, err = collect(st, dir, src.Partitions())
	r.Last.Collect = time.Since(start)
	return outs, err
}

// pipeline builds the job: partitions -> kernel -> (fold) -> files.
func (r *Runner) pipeline(plan []byte, st *engine.Stage, files [][]string, dir string) (*beam.Pipeline, error) {
	p, s := beam.NewPipelineWithRoot()
	parts := len(files)
	idx := make([]int, parts)
	for i := range idx {
		idx[i] = i
	}
	sides := make([]Block, len(st.SideInputs()))
	for i, m := range st.SideInputs() {
		sides[i] = NewBlock(i, m)
	}
	// An empty side input still needs a PCollection of Blocks.
	sideCol := beam.CreateList(s.Scope("side inputs"), sides)
	var cacheBytes int64
	if r.WorkDir != "" { // staged blocks are content-addressed
		cacheBytes = r.WorkerCacheBytes
		if cacheBytes == 0 {
			cacheBytes = DefaultWorkerCacheBytes
		}
	}
	results := beam.ParDo(s.Scope("partitions"), &partitionFn{Plan: plan, Files: files, CacheDir: r.CacheDir, Threads: r.Threads, CacheBytes: max(cacheBytes, 0)},
		beam.CreateList(s.Scope("partition indexes"), idx), beam.SideInput{Input: sideCol})
	if !st.RowOutput() {
		grouped := beam.GroupByKey(s.Scope("gather partials"), beam.AddFixedKey(s, results))
		results = beam.ParDo(s.Scope("fold in partition order"), &foldFn{Plan: plan, Parts: parts}, grouped)
	}
	beam.ParDo0(s.Scope("write"), &writeFn{Dir: dir}, results)
	return p, nil
}

// jobDir creates this job's directory.
func (r *Runner) jobDir() (string, error) {
	var tag [8]byte
	if _, err := rand.Read(tag[:]); err != nil {
		return "", fmt.Errorf("runner: %w", err)
	}
	if r.WorkDir == "" {
		dir, err := os.MkdirTemp("", "fusebeam-")
		if err != nil {
			return "", fmt.Errorf("runner: %w", err)
		}
		return dir, nil
	}
	dir := filepath.Join(r.WorkDir, "job-"+hex.EncodeToString(tag[:]))
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return "", fmt.Errorf("runner: %w", err)
	}
	return dir, nil
}

func resultPath(dir string, p int) string {
	return filepath.Join(dir, fmt.Sprintf("result-%06d.blk", p))
}

// collect reads the job's results and combines them: row blocks in
// partition order, or the one folded aggregate.
func collect(st *engine.Stage, dir string, parts int) ([]mat.Matrix, error) {
	n := 1
	if st.RowOutput() {
		n = parts
	}
	ms := make([]mat.Matrix, n)
	for p := range ms {
		bs, err := readBlocks(resultPath(dir, p))
		if err != nil {
			return nil, err
		}
		if len(bs) != 1 {
			return nil, fmt.Errorf("runner: result %d: %d blocks", p, len(bs))
		}
		if ms[p], err = bs[0].Matrix(); err != nil {
			return nil, err
		}
	}
	m, err := st.Combine(ms)
	if err != nil {
		return nil, err
	}
	return st.Outputs(m)
}

// worker is what the DoFns that run kernels share: the decoded stage and
// an engine whose persistent cache is the shared directory.
type worker struct {
	st  engine.Stage
	eng *engine.Engine
}

func (w *worker) setup(plan []byte, cacheDir string, threads int) error {
	if err := w.st.UnmarshalBinary(plan); err != nil {
		return err
	}
	if cacheDir == "" {
		return nil
	}
	eng, err := engine.New(engine.WithCacheDir(cacheDir), engine.WithThreads(threads), engine.WithCompileMode(engine.CompileSync))
	if err != nil {
		return fmt.Errorf("runner: worker engine: %w", err)
	}
	w.eng = eng
	return nil
}

// partitionFn runs the stage's kernel over one partition.
type partitionFn struct {
	Plan     []byte
	Files    [][]string // per partition, its blocks' files
	CacheDir string
	Threads  int
	// CacheBytes caps the worker's cache of staged blocks (blockcache.go);
	// 0 when the files are not content-addressed.
	CacheBytes int64

	w worker
}

func (f *partitionFn) Setup() error {
	if err := f.w.setup(f.Plan, f.CacheDir, f.Threads); err != nil {
		return err
	}
	if f.w.eng == nil {
		return fmt.Errorf("runner: no kernel cache directory: workers need the driver's CacheDir")
	}
	return nil
}

func (f *partitionFn) Teardown() error {
	if f.w.eng != nil {
		return f.w.eng.Close()
	}
	return nil
}

func (f *partitionFn) ProcessElement(ctx context.Context, p int, sides func(*Block) bool, emit func(Block)) error {
	var side []Block
	var b Block
	for sides(&b) {
		side = append(side, b)
	}
	sort.Slice(side, func(i, j int) bool { return side[i].Index < side[j].Index })
	sideMs, err := matrices(side)
	if err != nil {
		return err
	}
	if p < 0 || p >= len(f.Files) {
		return fmt.Errorf("runner: partition %d of %d", p, len(f.Files))
	}
	blocks, err := readPartition(f.Files[p], f.CacheBytes)
	if err != nil {
		return err
	}
	ms, err := matrices(blocks)
	if err != nil {
		return err
	}
	res, err := f.w.eng.RunPartition(ctx, &f.w.st, ms, sideMs)
	if err != nil {
		return fmt.Errorf("runner: partition %d: %w", p, err)
	}
	emit(NewBlock(p, res))
	return nil
}

func matrices(bs []Block) ([]mat.Matrix, error) {
	out := make([]mat.Matrix, len(bs))
	for i, b := range bs {
		m, err := b.Matrix()
		if err != nil {
			return nil, err
		}
		out[i] = m
	}
	return out, nil
}

// foldFn folds all partial aggregates in partition order: the left fold
// Engine.Execute does, so the bits are the same. A CombineFn would let
// Beam merge partials in any grouping, which changes the rounding.
type foldFn struct {
	Plan  []byte
	Parts int

	st engine.Stage
}

func (f *foldFn) Setup() error { return f.st.UnmarshalBinary(f.Plan) }

func (f *foldFn) ProcessElement(_ context.Context, _ int, partials func(*Block) bool, emit func(Block)) error {
	byIndex := make([]mat.Matrix, f.Parts)
	var b Block
	for partials(&b) {
		if b.Index < 0 || b.Index >= f.Parts || byIndex[b.Index] != nil {
			return fmt.Errorf("runner: partial of partition %d unexpected (%d partitions)", b.Index, f.Parts)
		}
		m, err := b.Matrix()
		if err != nil {
			return err
		}
		byIndex[b.Index] = m
	}
	for p, m := range byIndex {
		if m == nil {
			return fmt.Errorf("runner: no partial of partition %d", p)
		}
	}
	m, err := f.st.Combine(byIndex)
	if err != nil {
		return err
	}
	emit(NewBlock(0, m))
	return nil
}

// writeFn writes each result block to the job directory, where the driver
// reads it.
type writeFn struct{ Dir string }

func (f *writeFn) ProcessElement(_ context.Context, b Block) error {
	return writeBlocks(resultPath(f.Dir, b.Index), []Block{b})
}
