package main

import (
	"context"
	"slices"
	"time"

	"github.com/fusejit/fusejit/engine"
)

// taskReport is the per-task breakdown of one extra, separately timed Eval
// of a configuration (-json): for each pass of a fused operator over its
// rows, the kernel calls (tasks) and the time around them.
type taskReport struct {
	EvalMS jsonFloat `json:"eval_ms"` // the timed Eval, end to end
	// OutsidePassesMS is the Eval's time outside the fused operators'
	// passes: plan lookup, unfused operators, result assembly.
	OutsidePassesMS jsonFloat    `json:"outside_passes_ms"`
	Passes          []passReport `json:"passes"`
}

// passReport is one pass of a fused operator.
type passReport struct {
	Operator  string    `json:"operator"` // template:variant
	Workers   int       `json:"workers"`
	WallMS    jsonFloat `json:"wall_ms"`
	TaskCount int       `json:"task_count"`
	TaskMinMS jsonFloat `json:"task_min_ms"`
	TaskMedMS jsonFloat `json:"task_median_ms"`
	TaskMaxMS jsonFloat `json:"task_max_ms"`
	// BusiestWorkerMS is the task time of the worker with the most; the
	// pass cannot end before it.
	BusiestWorkerMS jsonFloat `json:"busiest_worker_ms"`
	// OutsideTasksMS is the pass's wall time minus BusiestWorkerMS:
	// binding, output allocation, scheduling, idle workers at the end and
	// the final merge.
	OutsideTasksMS jsonFloat    `json:"outside_tasks_ms"`
	Tasks          []taskRecord `json:"tasks"`
}

// taskRecord is one kernel call.
type taskRecord struct {
	Lo      int       `json:"lo"`
	Rows    int       `json:"rows"`
	Worker  int       `json:"worker"`
	StartMS jsonFloat `json:"start_ms"` // after the pass began
	MS      jsonFloat `json:"ms"`
}

func millis(d time.Duration) jsonFloat { return jsonFloat(d.Seconds() * 1e3) }

// timeTasks runs one more Eval of outs on eng with task timings on and
// summarizes them. It is not one of the measured runs: timing the tasks
// costs two clock reads per task.
func timeTasks(ctx context.Context, eng *engine.Engine, outs []*engine.Expr) (*taskReport, error) {
	var tt engine.TaskTimings
	start := time.Now()
	if _, err := eng.Eval(engine.WithTaskTimings(ctx, &tt), outs...); err != nil {
		return nil, err
	}
	r := &taskReport{EvalMS: millis(time.Since(start))}
	outside := time.Since(start)
	for _, p := range tt.Passes() {
		r.Passes = append(r.Passes, summarizePass(p))
		outside -= p.Wall
	}
	r.OutsidePassesMS = millis(max(outside, 0))
	return r, nil
}

// summarizePass turns a pass's timings into its report.
func summarizePass(p engine.PassTiming) passReport {
	pr := passReport{Operator: p.Template + ":" + p.Variant, Workers: p.Workers, WallMS: millis(p.Wall), TaskCount: len(p.Tasks)}
	walls := make([]float64, len(p.Tasks))
	perWorker := make([]time.Duration, max(p.Workers, 1))
	for i, t := range p.Tasks {
		walls[i] = float64(millis(t.Wall))
		if t.Worker >= 0 && t.Worker < len(perWorker) {
			perWorker[t.Worker] += t.Wall
		}
		pr.Tasks = append(pr.Tasks, taskRecord{Lo: t.Lo, Rows: t.Hi - t.Lo, Worker: t.Worker, StartMS: millis(t.Start), MS: millis(t.Wall)})
	}
	if len(walls) > 0 {
		slices.Sort(walls)
		pr.TaskMinMS, pr.TaskMedMS, pr.TaskMaxMS = jsonFloat(walls[0]), jsonFloat(median(walls)), jsonFloat(walls[len(walls)-1])
	}
	busiest := slices.Max(perWorker)
	pr.BusiestWorkerMS = millis(busiest)
	pr.OutsideTasksMS = millis(max(p.Wall-busiest, 0))
	return pr
}
