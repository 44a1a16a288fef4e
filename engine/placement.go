package engine

import (
	"context"
	"fmt"
	"strings"

	"github.com/fusejit/fusejit/internal/cplan"
	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/memo"
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
// section 4.2, reduced to data movement) counts bytes, from the optimizer's
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
// Collected): the partitions read in parallel, moving data is serial.
// Driver = Resident+Staged+side inputs + NetWeight*Resident: the driver
// reads everything and must first fetch the resident partitions. An
// operator runs on the workers when Workers < Driver. Threads per worker,
// job latency and a worker's memory budget are not modelled.
type Placement struct {
	OnWorkers bool
	// Reason says why, in a few words.
	Reason string
	// Bytes by the model's categories (zero when the operator cannot run
	// per partition at all).
	Resident, Staged, Broadcast, Collected int64
	// Workers and Driver are the model's costs, in bytes read locally.
	Workers, Driver float64
}

// place decides where op runs.
func (d *Distributed) place(op *fusedOp) Placement {
	if op.cp == nil || op.err != nil {
		return Placement{Reason: fmt.Sprintf("no kernel (%v): its operators run unfused", op.err)}
	}
	cp := op.cp
	if cp.Template == memo.TemplateOuter {
		return Placement{Reason: "Outer operators do not run per partition yet"}
	}
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
	switch cp.Variant {
	case cplan.NoAgg, cplan.RowAgg, cplan.RightMM:
		p.Collected = out
	default:
		p.Collected = out * parts
	}
	p.Workers = float64(p.Resident+p.Staged)/float64(parts) + NetWeight*float64(p.Staged+p.Broadcast+p.Collected)
	p.Driver = float64(p.Resident+p.Staged+side) + NetWeight*float64(p.Resident)
	p.OnWorkers = p.Workers < p.Driver
	if p.OnWorkers {
		p.Reason = fmt.Sprintf("reads %s per partition, ships %s", byteSize((p.Resident+p.Staged)/parts), byteSize(p.Staged+p.Broadcast+p.Collected))
	} else {
		p.Reason = fmt.Sprintf("shipping %s costs more than reading %s here", byteSize(p.Staged+p.Broadcast+p.Collected), byteSize(p.Resident+p.Staged+side))
	}
	return p
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
	fmt.Fprintf(&b, "distributed over %d partitions of %d rows (%d row-aligned inputs resident); cost in bytes read, moving a byte costs %d\n",
		d.src.Partitions(), d.src.Rows(), d.src.Inputs(), NetWeight)
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
				fmt.Fprintf(&b, " [workers %.3g, driver %.3g]", p.Workers, p.Driver)
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
