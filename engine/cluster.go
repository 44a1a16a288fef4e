package engine

import (
	"fmt"
	"time"
)

// Cluster is what the distributed cost model (Placement) knows about the
// workers besides data movement: the fixed cost of one job and the memory
// one worker has for a partition. Two Distributed evaluators with the same
// Cluster place a program's operators identically, whatever their
// Executors; give them the same Cluster to compare executors bit for bit.
type Cluster struct {
	// JobLatency is the fixed cost of one stage, whatever its data:
	// submitting the job, scheduling and starting the workers' harness,
	// writing and reading back the results. Each operator placed on the
	// workers is one job. 0: jobs are free (the Engine as its own
	// executor). Prism in-process took ~25 ms per empty job and ~0.5 s
	// per job of an L2SVM over 10^5 x 100 in 8 partitions (mostly reading
	// and decoding the partitions, which the byte terms count); a Flink or
	// Spark job costs a second or more.
	JobLatency time.Duration
	// WorkerMemory is the bytes a worker may hold for one partition: its
	// blocks (twice: the encoding read from storage and the decoded
	// arrays), the side inputs and its result. An operator whose working
	// set per partition exceeds it stays on the driver; Explain then says
	// how many partitions would fit. 0: unlimited.
	WorkerMemory int64
	// ReadRate converts JobLatency into the model's unit, bytes read by a
	// kernel: a job costs as much as reading JobLatency*ReadRate bytes.
	// 0: DefaultReadRate. It is a constant rather than the machine's
	// measured bandwidth so that placement never depends on the load.
	ReadRate float64
}

// DefaultReadRate is the kernel read rate (bytes/s) a Cluster without one
// uses: about one core streaming dense rows.
const DefaultReadRate = 4e9

// DefaultJobLatency is the job latency of Distribute without WithCluster:
// Prism's measured cost of a real job here, below that of a cluster.
const DefaultJobLatency = 500 * time.Millisecond

// DistributeOption configures Engine.Distribute.
type DistributeOption func(*Distributed)

// WithCluster sets the cluster the cost model places operators for.
// Without it, Distribute uses DefaultJobLatency, DefaultReadRate and the
// engine's memory budget (WithMemoryBudget) per worker: workers like the
// driver. Cluster{} (free jobs, unlimited memory) places every operator
// by its data movement alone.
func WithCluster(c Cluster) DistributeOption {
	return func(d *Distributed) { d.cluster = c }
}

// Cluster is the cluster the evaluator's cost model places operators for.
func (d *Distributed) Cluster() Cluster { return d.cluster }

// latencyBytes is JobLatency in the model's unit.
func (c Cluster) latencyBytes() float64 {
	rate := c.ReadRate
	if rate <= 0 {
		rate = DefaultReadRate
	}
	return c.JobLatency.Seconds() * rate
}

func (c Cluster) validate() error {
	if c.JobLatency < 0 || c.WorkerMemory < 0 || c.ReadRate < 0 || c.ReadRate != c.ReadRate {
		return fmt.Errorf("engine: distribute: cluster %+v: negative or NaN term", c)
	}
	return nil
}

// String prints the terms as Explain shows them.
func (c Cluster) String() string {
	mem := "unlimited"
	if c.WorkerMemory > 0 {
		mem = byteSize(c.WorkerMemory)
	}
	return fmt.Sprintf("job latency %v (%.3g bytes read), worker memory %s per partition", c.JobLatency, c.latencyBytes(), mem)
}
