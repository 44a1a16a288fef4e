package skeletons

import (
	"context"
	"sync"
	"time"

	"github.com/fusejit/fusejit/internal/cplan"
)

// Per-task timings. A Recorder placed in a context with WithRecorder
// makes every Run under that context log, per pass over the iteration
// space, the wall time of the pass and of each kernel call (row range) and
// the worker that made it, so that a benchmark can tell the kernels' time
// from binding, scheduling and merging. Without a recorder a Run pays one
// context lookup and one nil test per call.

// TaskTime is one kernel call of a pass: rows [Lo, Hi) on worker Worker,
// starting Start after the pass began and taking Wall.
type TaskTime struct {
	Lo, Hi, Worker int
	Start, Wall    time.Duration
}

// RunTime is one pass of a fused operator over its iteration space (a
// Row operator split into column bands makes one pass per band).
type RunTime struct {
	Template, Variant string
	Workers           int
	// Wall is the whole pass: binding, output allocation, the calls and
	// the merge of partials.
	Wall  time.Duration
	Tasks []TaskTime
}

// MaxRecordedRuns bounds a Recorder: a recorder left in a long-lived
// context keeps the first MaxRecordedRuns passes and counts the rest
// (Dropped) instead of growing without end.
const MaxRecordedRuns = 1 << 16

// Recorder collects the passes of the Runs made under its context. It is
// safe for concurrent use.
type Recorder struct {
	mu      sync.Mutex
	runs    []RunTime
	dropped int
}

// Runs returns the passes recorded so far, in the order they ended.
func (r *Recorder) Runs() []RunTime {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]RunTime(nil), r.runs...)
}

// Dropped returns how many passes were not kept since the last Reset
// because MaxRecordedRuns were held.
func (r *Recorder) Dropped() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.dropped
}

// Reset forgets the recorded passes.
func (r *Recorder) Reset() {
	r.mu.Lock()
	r.runs, r.dropped = nil, 0
	r.mu.Unlock()
}

func (r *Recorder) add(t RunTime) {
	r.mu.Lock()
	if len(r.runs) < MaxRecordedRuns {
		r.runs = append(r.runs, t)
	} else {
		r.dropped++
	}
	r.mu.Unlock()
}

type recorderKey struct{}

// WithRecorder returns ctx carrying r: Runs under it record their passes
// in r.
func WithRecorder(ctx context.Context, r *Recorder) context.Context {
	return context.WithValue(ctx, recorderKey{}, r)
}

func recorderFrom(ctx context.Context) *Recorder {
	r, _ := ctx.Value(recorderKey{}).(*Recorder)
	return r
}

// passTimer times one pass; a nil *passTimer records nothing.
type passTimer struct {
	rec   *Recorder
	start time.Time
	run   RunTime
}

// startPass returns a timer for a pass of p, or nil when ctx carries no
// recorder.
func startPass(ctx context.Context, p *cplan.CPlan) *passTimer {
	rec := recorderFrom(ctx)
	if rec == nil {
		return nil
	}
	return &passTimer{rec: rec, start: time.Now(),
		run: RunTime{Template: p.Template.String(), Variant: p.Variant.String()}}
}

// calls sizes the pass for n kernel calls.
func (t *passTimer) calls(n int) {
	if t != nil {
		t.run.Tasks = make([]TaskTime, n)
	}
}

// since is the time from the start of the pass, or 0 without a timer.
func (t *passTimer) since() time.Duration {
	if t == nil {
		return 0
	}
	return time.Since(t.start)
}

// task records call c of rows r on worker w, begun at begin (from since).
// Each call writes its own slot, so workers need no lock.
func (t *passTimer) task(c, lo, hi, w int, begin time.Duration) {
	if t == nil {
		return
	}
	t.run.Tasks[c] = TaskTime{Lo: lo, Hi: hi, Worker: w, Start: begin, Wall: time.Since(t.start) - begin}
}

// end records the pass with the given number of workers.
func (t *passTimer) end(workers int) {
	if t == nil {
		return
	}
	t.run.Wall = time.Since(t.start)
	t.run.Workers = workers
	t.rec.add(t.run)
}
