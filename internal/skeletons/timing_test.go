package skeletons

import (
	"context"
	"testing"
	"time"

	"github.com/fusejit/fusejit/internal/cplan"
	"github.com/fusejit/fusejit/internal/memo"
)

type otherKey struct{}

// TestPassTimerOff checks that without a recorder a pass records nothing
// and allocates nothing (the per-task calls are no-ops on a nil timer),
// and that with one it records every task.
func TestPassTimerOff(t *testing.T) {
	// A context as deep as an Eval's: cancel, values, deadline.
	ctx, cancel := context.WithTimeout(context.WithValue(context.Background(), otherKey{}, 1), time.Hour)
	defer cancel()
	p := &cplan.CPlan{Template: memo.TemplateCell}
	const tasks = 64
	pass := func(ctx context.Context) *passTimer {
		tm := startPass(ctx, p)
		tm.calls(tasks)
		for c := range tasks {
			tm.task(c, c, c+1, 0, tm.since())
		}
		tm.end(1)
		return tm
	}
	if pass(ctx) != nil {
		t.Fatal("a pass without a recorder made a timer")
	}
	// Off, timing must not allocate (a timer, a task slice per pass); its
	// time, a context lookup and a nil test per task, is logged: wall-clock
	// bounds would fail on a loaded machine.
	if allocs := testing.AllocsPerRun(100, func() { pass(ctx) }); allocs != 0 {
		t.Errorf("an untimed pass allocates %v times", allocs)
	}
	res := testing.Benchmark(func(b *testing.B) {
		for range b.N {
			pass(ctx)
		}
	})
	t.Logf("untimed pass of %d tasks: %d ns of timing code", tasks, res.NsPerOp())

	var rec Recorder
	tm := pass(WithRecorder(ctx, &rec))
	if tm == nil {
		t.Fatal("a pass with a recorder made no timer")
	}
	runs := rec.Runs()
	if len(runs) != 1 || len(runs[0].Tasks) != tasks || runs[0].Template != "cell" {
		t.Fatalf("recorded %+v", runs)
	}
	for c, k := range runs[0].Tasks {
		if k.Lo != c || k.Hi != c+1 {
			t.Errorf("task %d recorded rows [%d, %d)", c, k.Lo, k.Hi)
		}
	}
}

// TestRecorderBounded fills a recorder past MaxRecordedRuns: it keeps the
// first passes, counts the rest, and Reset clears both.
func TestRecorderBounded(t *testing.T) {
	var r Recorder
	const extra = 3
	for i := range MaxRecordedRuns + extra {
		r.add(RunTime{Workers: i})
	}
	runs := r.Runs()
	if len(runs) != MaxRecordedRuns || runs[len(runs)-1].Workers != MaxRecordedRuns-1 {
		t.Fatalf("kept %d passes, last %d; want the first %d", len(runs), runs[len(runs)-1].Workers, MaxRecordedRuns)
	}
	if r.Dropped() != extra {
		t.Errorf("dropped %d, want %d", r.Dropped(), extra)
	}
	r.Reset()
	if len(r.Runs()) != 0 || r.Dropped() != 0 {
		t.Errorf("after Reset: %d passes, %d dropped", len(r.Runs()), r.Dropped())
	}
}
