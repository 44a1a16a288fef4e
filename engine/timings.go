package engine

import (
	"context"
	"time"

	"github.com/fusejit/fusejit/internal/skeletons"
)

// TaskTimings collects, for the fused operators evaluated under a context
// from WithTaskTimings, the wall time of each pass over the rows and of
// each kernel call (task) in it: where a fused operator's time goes
// between its kernels and the binding, scheduling and merging around them.
// Without it nothing is timed. The zero value is ready to use and safe for
// concurrent use.
type TaskTimings struct {
	rec skeletons.Recorder
}

// PassTiming is one pass of a fused operator over its rows (a Row operator
// over a wide matrix product makes one pass per band of columns).
type PassTiming struct {
	Template, Variant string
	// Workers is the number of goroutines that ran the tasks.
	Workers int
	// Wall is the whole pass: binding inputs, allocating the output, the
	// tasks and merging their partial results.
	Wall  time.Duration
	Tasks []TaskTiming
}

// TaskTiming is one kernel call: rows [Lo, Hi) run by worker Worker
// (0 <= Worker < Workers), starting Start after the pass began and taking
// Wall, including folding its partial result into an in-order merge.
type TaskTiming struct {
	Lo, Hi, Worker int
	Start, Wall    time.Duration
}

// WithTaskTimings returns ctx with t attached: Eval and the other
// evaluations under it record their fused operators' passes in t.
func WithTaskTimings(ctx context.Context, t *TaskTimings) context.Context {
	return skeletons.WithRecorder(ctx, &t.rec)
}

// Passes returns the passes recorded so far, in the order they ended.
func (t *TaskTimings) Passes() []PassTiming {
	runs := t.rec.Runs()
	out := make([]PassTiming, len(runs))
	for i, r := range runs {
		tasks := make([]TaskTiming, len(r.Tasks))
		for j, k := range r.Tasks {
			tasks[j] = TaskTiming{Lo: k.Lo, Hi: k.Hi, Worker: k.Worker, Start: k.Start, Wall: k.Wall}
		}
		out[i] = PassTiming{Template: r.Template, Variant: r.Variant, Workers: r.Workers, Wall: r.Wall, Tasks: tasks}
	}
	return out
}

// Dropped returns how many passes were not recorded since the last Reset:
// a TaskTimings keeps at most the first 65,536 passes, so that one left
// in a long-lived context does not grow without end.
func (t *TaskTimings) Dropped() int { return t.rec.Dropped() }

// Reset forgets the recorded passes.
func (t *TaskTimings) Reset() { t.rec.Reset() }
