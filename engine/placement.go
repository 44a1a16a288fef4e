package engine

import (
	"context"
	"fmt"
	"math"
	"math/bits"
	"strings"

	"github.com/fusejit/fusejit/internal/cplan"
	"github.com/fusejit/fusejit/internal/hop"
)

// NetWeight is what the distributed cost model charges for moving one byte
// between the driver and a worker, in units of one byte read from memory by
// a kernel. Network and serialization (the raw block coder, a shared file
// system or a shuffle) are several times slower than a kernel's streaming
// read; 4 is deliberately modest, so that operators over resident data go
// to the workers as soon as they read more than they ship.
const NetWeight = 4

// Placement is where a fused operator of a Distributed evaluation runs,
// and the figures it was decided on. The model (Boehm et al., PVLDB 2018,
// section 4.2, reduced to data movement, a job's fixed cost and a
// worker's memory) counts bytes, from the optimizer's
// size estimates:
//
//   - Resident: row-aligned inputs given to NewSource; they are where the
//     partitions are, each worker reads its share.
//   - Staged: row-aligned inputs the driver holds (earlier results, other
//     leaves with the source's rows); the driver ships them partitioned.
//   - Broadcast: side inputs (vectors, scalars, matrices read whole) times
//     the partitions, each of which receives them all.
//   - Collected: the result brought to the driver: its rows, or one partial
//     aggregate per partition.
//
// Workers = (Resident+Staged)/partitions + NetWeight*(Staged+Broadcast+
// Collected) + Latency: the partitions read in parallel, moving data is
// serial, and the job has a fixed cost (Cluster.JobLatency in bytes read).
// Driver = Resident+Staged+side inputs + NetWeight*Resident: the driver
// reads everything and must first fetch the resident partitions. An
// operator runs on the workers when Workers < Driver and its working set
// per partition fits Cluster.WorkerMemory. Threads per worker are not
// modelled.
type Placement struct {
	OnWorkers bool
	// Reason says why, in a few words.
	Reason string
	// Bytes by the model's categories (zero when the operator cannot run
	// per partition at all).
	Resident, Staged, Broadcast, Collected int64
	// Latency is the job's fixed cost in bytes read (Cluster.JobLatency
	// times its ReadRate), part of Workers.
	Latency float64
	// WorkingSet is the largest partition's bytes on a worker: its blocks
	// twice (encoded and decoded), the side inputs and its result.
	WorkingSet int64
	// MinPartitions is the fewest partitions whose working set fits
	// Cluster.WorkerMemory (0 without a limit; -1 when none does: the side
	// inputs or an aggregate alone exceed it).
	MinPartitions int
	// Workers and Driver are the model's costs, in bytes read locally.
	Workers, Driver float64
}

// place decides where op runs.
func (d *Distributed) place(op *fusedOp) Placement {
	if op.cp == nil || op.err != nil {
		return Placement{Reason: fmt.Sprintf("no kernel (%v): its operators run unfused", op.err)}
	}
	cp := op.cp
	switch cp.Variant {
	case cplan.NoAgg, cplan.RowAgg, cplan.RightMM, cplan.FullAgg, cplan.ColAgg, cplan.ColAggT, cplan.LeftMM:
	default:
		return Placement{Reason: fmt.Sprintf("variant %s has no partitioned form", cp.Variant)}
	}
	main := cp.Inputs[0]
	if !d.partitioned(main) {
		return Placement{Reason: fmt.Sprintf("its main input is %dx%d, not partitioned like the source's %d rows", main.Hop.Rows, main.Hop.Cols, d.src.Rows())}
	}
	parts := int64(d.src.Partitions())
	var p Placement
	var side int64
	seen := map[int]bool{}
	for _, in := range cp.Inputs {
		if seen[in.Hop.ID] {
			continue
		}
		seen[in.Hop.ID] = true
		b := hopBytes(in.Hop, in.Sparse)
		switch {
		case !d.partitioned(in):
			side += b
		case d.src.index(in.Hop) >= 0:
			p.Resident += b
		default:
			p.Staged += b
		}
	}
	p.Broadcast = side * parts
	var out int64
	for _, r := range op.sel.Roots {
		out += hopBytes(r, r.Sparse)
	}
	rowOut := false
	switch cp.Variant {
	case cplan.NoAgg, cplan.RowAgg, cplan.RightMM:
		p.Collected, rowOut = out, true
	default:
		p.Collected = out * parts
	}
	p.memory(d.src, d.cluster.WorkerMemory, side, out, rowOut)
	p.Latency = d.cluster.latencyBytes()
	p.Workers = float64(p.Resident+p.Staged)/float64(parts) + NetWeight*float64(p.Staged+p.Broadcast+p.Collected) + p.Latency
	p.Driver = float64(p.Resident+p.Staged+side) + NetWeight*float64(p.Resident)
	mem := d.cluster.WorkerMemory
	switch {
	case mem > 0 && p.WorkingSet > mem && p.MinPartitions < 0:
		p.Reason = fmt.Sprintf("needs %s per partition, a worker has %s, and no partitioning fits", byteSize(p.WorkingSet), byteSize(mem))
	case mem > 0 && p.WorkingSet > mem:
		p.Reason = fmt.Sprintf("needs %s per partition, a worker has %s: use >= %d partitions", byteSize(p.WorkingSet), byteSize(mem), p.MinPartitions)
	case p.Workers < p.Driver:
		p.OnWorkers = true
		p.Reason = fmt.Sprintf("reads %s per partition, ships %s", byteSize((p.Resident+p.Staged)/parts), byteSize(p.Staged+p.Broadcast+p.Collected))
	case p.Latency > 0 && p.Workers-p.Latency < p.Driver:
		p.Reason = fmt.Sprintf("a job's latency (%v) costs more than reading %s here", d.cluster.JobLatency, byteSize(p.Resident+p.Staged+side))
	default:
		p.Reason = fmt.Sprintf("shipping %s costs more than reading %s here", byteSize(p.Staged+p.Broadcast+p.Collected), byteSize(p.Resident+p.Staged+side))
	}
	return p
}

// memory fills in the working set of src's largest partition and the
// fewest partitions that fit mem bytes (when mem > 0): blocks counted
// twice, side inputs whole, the result's rows (rowOut) or one partial.
func (p *Placement) memory(src *Source, mem, side, out int64, rowOut bool) {
	rows := int64(src.Rows())
	perRow := 2 * (p.Resident + p.Staged) // the blocks' bytes over all rows
	fixed := side
	if rowOut {
		perRow += out
	} else {
		fixed += out
	}
	largest := ceilDiv(rows, int64(src.Partitions()))
	p.WorkingSet = satAdd(fixed, mulDiv(perRow, largest, rows, true))
	if mem <= 0 {
		return
	}
	// A partition of s rows fits when perRow*s/rows <= mem-fixed, that is
	// s <= (mem-fixed)*rows/perRow; k partitions have at most ceil(rows/k)
	// rows, which is at most that s from k = ceil(rows/s) on.
	if fixed >= mem {
		p.MinPartitions = -1
		return
	}
	s := rows
	if perRow > 0 {
		s = min(mulDiv(mem-fixed, rows, perRow, false), rows)
	}
	if s < 1 {
		p.MinPartitions = -1 // even one row per partition does not fit
		return
	}
	p.MinPartitions = int(ceilDiv(rows, s))
}

func ceilDiv(a, b int64) int64 { return (a + b - 1) / b }

// mulDiv is a*b/c for non-negative a, b and positive c, rounded up or
// down, without overflowing the product (terabytes times a billion rows);
// a quotient beyond int64 saturates.
func mulDiv(a, b, c int64, up bool) int64 {
	hi, lo := bits.Mul64(uint64(a), uint64(b))
	if hi >= uint64(c) {
		return math.MaxInt64
	}
	q, r := bits.Div64(hi, lo, uint64(c))
	if up && r != 0 {
		q++
	}
	if q > math.MaxInt64 {
		return math.MaxInt64
	}
	return int64(q)
}

// satAdd is a+b for non-negative a and b, saturating at the int64 range.
func satAdd(a, b int64) int64 {
	if a > math.MaxInt64-b {
		return math.MaxInt64
	}
	return a + b
}

// hopBytes estimates the bytes of h's value in the given format: CSR's
// values, column indexes and row pointers, or dense cells.
func hopBytes(h *hop.Hop, sparse bool) int64 {
	if sparse {
		return h.NNZ*12 + int64(h.Rows+1)*8
	}
	return int64(h.Rows) * int64(h.Cols) * 8
}

// byteSize prints n bytes with a binary unit.
func byteSize(n int64) string {
	const unit = 1024
	if n < unit {
		return fmt.Sprintf("%d B", n)
	}
	v, u := float64(n)/unit, "KiB"
	for _, next := range []string{"MiB", "GiB", "TiB"} {
		if v < unit {
			break
		}
		v, u = v/unit, next
	}
	return fmt.Sprintf("%.1f %s", v, u)
}

// Explain optimizes the DAG below outs (compiling its kernels, without
// running it) and lists its operators in execution order with where each
// runs: "workers" (per partition, a stage on the executor) or "driver",
// and why (see Placement). Engine.Explain prints the optimizer's view of
// the same DAG.
func (d *Distributed) Explain(outs ...*Expr) (s string, err error) {
	defer func() {
		if r := recover(); r != nil {
			s, err = "", fmt.Errorf("engine: distributed explain: internal error: %v", r)
		}
	}()
	prog, err := d.compile(context.Background(), outs)
	if err != nil {
		return "", err
	}
	defer prog.release()
	var b strings.Builder
	fmt.Fprintf(&b, "distributed over %d partitions of %d rows (%d row-aligned inputs resident); cost in bytes read, moving a byte costs %d; %s\n",
		d.src.Partitions(), d.src.Rows(), d.src.Inputs(), NetWeight, d.cluster)
	listed := map[*fusedOp]bool{}
	for _, h := range prog.plan.Order {
		if h.Op == hop.OpDense || h.Op == hop.OpSparse || h.Op == hop.OpScalar || prog.mmInner[h.ID] {
			continue
		}
		if op, ok := prog.ops[h.ID]; ok {
			if listed[op] {
				continue
			}
			listed[op] = true
			p := d.place(op)
			where := "driver "
			if p.OnWorkers {
				where = "workers"
			}
			what := "fused (no kernel)"
			if op.cp != nil {
				what = fmt.Sprintf("%s %s", op.cp.Template, op.cp.Variant)
			}
			fmt.Fprintf(&b, "  %-4d %s  %-22s %s", h.ID, where, what, p.Reason)
			if p.Workers > 0 {
				fmt.Fprintf(&b, " [workers %.3g incl. latency %.3g, driver %.3g; %s per partition]", p.Workers, p.Latency, p.Driver, byteSize(p.WorkingSet))
			}
			b.WriteByte('\n')
			continue
		}
		what := h.Op.String()
		if mm, ok := prog.mmops[h.ID]; ok {
			what = mm.Kind.String()
		}
		fmt.Fprintf(&b, "  %-4d driver   %-22s unfused: no kernel to ship (%dx%d)\n", h.ID, what, h.Rows, h.Cols)
	}
	return b.String(), nil
}
