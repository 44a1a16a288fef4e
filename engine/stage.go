package engine

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/cplan"
	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/llvmgen"
	"github.com/fusejit/fusejit/internal/memo"
)

// Stage is one optimized fused operator prepared to run partition by
// partition over a Source: the plan every worker builds its kernel from
// (identical to the driver's: its hash is checked), which plan inputs are
// the source's row-aligned blocks and which are small side inputs
// (vectors, scalars, matrices read whole), and how the partitions'
// results combine.
//
// A Stage made by Engine.Stage carries its side inputs' values
// (SideInputs); MarshalBinary leaves them out, because a distributed
// runner ships them separately (broadcast), and a worker passes them to
// RunPartition.
type Stage struct {
	w    wireStage
	side []mat.Matrix // driver only
}

// wireStage is what travels to workers.
type wireStage struct {
	// Plan is the cplan encoding; Key the kernel's cache key (code
	// generator version and plan hash).
	Plan json.RawMessage
	Key  string
	// Kind is the template and variant, for String.
	Kind string
	// Inputs maps plan input i to source block Inputs[i] when >= 0, else
	// to side input -1-Inputs[i].
	Inputs  []int
	Sources int // blocks per partition
	Sides   int
	// RowOutput: partitions yield row blocks of the result (no_agg,
	// row_agg, right_mm), stacked in partition order; otherwise they yield
	// partial aggregates folded in partition order with AggOps.
	RowOutput bool
	AggOps    []hop.OpCode
	// Columns[k] is the column of the combined 1 x K result holding output
	// k (a MAgg operator's several full aggregates); nil for one output.
	Columns []int
}

// Stage plans outs for partitioned execution over src: outs must be
// computed by one fused operator whose row-aligned inputs are all in src;
// its other inputs must be leaves, which become side inputs. The
// operator's kernel is compiled (or loaded), so that it is in the
// persistent cache before workers look for it; it is built optimized at
// once, as for Precompile: it runs over every partition of the source.
func (e *Engine) Stage(ctx context.Context, src *Source, outs ...*Expr) (*Stage, error) {
	if src == nil {
		return nil, fmt.Errorf("engine: stage: nil source")
	}
	if e.cfg.policy == PolicyNone {
		return nil, fmt.Errorf("engine: stage: policy %s fuses nothing", e.cfg.policy)
	}
	prog, err := e.compile(withoutQuick(ctx), outs, CompileSync)
	if err != nil {
		return nil, err
	}
	defer prog.release()
	var op *fusedOp
	for _, o := range prog.ops {
		if op != nil && o != op {
			return nil, fmt.Errorf("engine: stage: %w: the outputs need several fused operators; partitioned execution runs one", ErrNotPartitionable)
		}
		op = o
	}
	if op == nil {
		return nil, fmt.Errorf("engine: stage: %w: the optimizer fused no operator for these outputs", ErrNotPartitionable)
	}
	if op.cp == nil || op.err != nil {
		return nil, fmt.Errorf("engine: stage: fused operator at %s has no kernel: %w", op.sel.Root, op.err)
	}
	return buildStage(op, prog.dag.Roots, src.Inputs(), func(in cplan.Input, main bool) (int, mat.Matrix, error) {
		return bindSource(src, in, main)
	})
}

// binder says where plan input in of a stage comes from: source block
// block (>= 0), or the side input whose value is side (block < 0).
type binder func(in cplan.Input, main bool) (block int, side mat.Matrix, err error)

// buildStage makes the Stage running op over partitions of sources blocks
// each, computing outs (roots of op), with inputs placed by bind.
func buildStage(op *fusedOp, outs []*hop.Hop, sources int, bind binder) (*Stage, error) {
	st := &Stage{w: wireStage{Key: llvmgen.Version + "-" + op.cp.Hash(), Sources: sources}}
	for _, r := range outs {
		k := slices.Index(op.sel.Roots, r)
		if k < 0 {
			return nil, fmt.Errorf("engine: stage: %w: output %s is not computed by the fused operator", ErrNotPartitionable, r)
		}
		st.w.Columns = append(st.w.Columns, k)
	}
	if len(op.sel.Roots) == 1 {
		st.w.Columns = nil
	}
	for i, in := range op.cp.Inputs {
		idx, side, err := bind(in, i == 0)
		if err != nil {
			return nil, fmt.Errorf("engine: stage: input %d (%s): %w", i, in.Hop, err)
		}
		if idx < 0 {
			st.side = append(st.side, side)
			st.w.Sides++
			idx = -st.w.Sides
		}
		st.w.Inputs = append(st.w.Inputs, idx)
	}
	cp := op.cp
	st.w.Kind = fmt.Sprintf("%s %s", cp.Template, cp.Variant)
	switch cp.Variant {
	case cplan.NoAgg, cplan.RowAgg, cplan.RightMM:
		st.w.RowOutput = true
	case cplan.FullAgg:
		st.w.AggOps = cp.AggOps
		if len(cp.AggOps) == 0 {
			st.w.AggOps = []hop.OpCode{cp.AggOp}
		}
	case cplan.ColAgg:
		st.w.AggOps = []hop.OpCode{cp.AggOp}
	default: // col_agg_t, left_mm: sums of products
		st.w.AggOps = []hop.OpCode{hop.OpSum}
	}
	var err error
	if st.w.Plan, err = cplan.Encode(cp); err != nil {
		return nil, fmt.Errorf("engine: stage: %w", err)
	}
	return st, nil
}

// bindSource places plan input in of a stage over src: a source matrix
// read row by row is a block, a leaf is a side input, anything else is
// refused.
func bindSource(src *Source, in cplan.Input, main bool) (int, mat.Matrix, error) {
	h := in.Hop
	rowAligned := rowAlignedKind(in.Kind)
	if k := src.index(h); k >= 0 {
		if !rowAligned || h.Rows != src.Rows() {
			return 0, nil, fmt.Errorf("%w: a source matrix read as %s, not row by row", ErrNotPartitionable, in.Kind)
		}
		return k, nil, nil
	}
	if rowAligned && (main || h.Rows == src.Rows()) && h.Rows > 1 {
		return 0, nil, fmt.Errorf("%w: read row by row but not in the source (add it to NewSource)", ErrNotPartitionable)
	}
	switch {
	case h.Dense != nil:
		return -1, h.Dense, nil
	case h.CSR != nil:
		return -1, h.CSR, nil
	case h.Op == hop.OpScalar:
		return -1, mat.NewDense(1, 1, []float64{h.Value}), nil
	}
	return 0, nil, fmt.Errorf("%w: a computed side input; evaluate it first and pass its value", ErrNotPartitionable)
}

// rowAlignedKind reports whether a plan input of kind k is read row by
// row along the main input (row i of the input with row i of the main).
func rowAlignedKind(k cplan.InputKind) bool {
	return k == cplan.KindMatrix || k == cplan.KindColVector || k == cplan.KindRowsI
}

// SideInputs returns the values of the side inputs, in the order
// RunPartition takes them; nil for a Stage decoded by UnmarshalBinary.
func (st *Stage) SideInputs() []mat.Matrix { return st.side }

// Key identifies the stage's kernel in the persistent cache.
func (st *Stage) Key() string { return st.w.Key }

// RowOutput reports whether partitions yield row blocks of the result
// (stacked in partition order) rather than partial aggregates (folded in
// partition order).
func (st *Stage) RowOutput() bool { return st.w.RowOutput }

// String describes the stage: its fused operator's template and variant
// and where its inputs come from.
func (st *Stage) String() string {
	return fmt.Sprintf("%s operator, %d source blocks and %d side inputs per partition, kernel %s", st.w.Kind, st.w.Sources, st.w.Sides, st.w.Key)
}

// MarshalBinary encodes the stage without its side inputs' values.
func (st *Stage) MarshalBinary() ([]byte, error) { return json.Marshal(st.w) }

// UnmarshalBinary decodes a stage encoded by MarshalBinary.
func (st *Stage) UnmarshalBinary(data []byte) error {
	var w wireStage
	if err := json.Unmarshal(data, &w); err != nil {
		return fmt.Errorf("engine: stage: decode: %w", err)
	}
	for _, i := range w.Inputs {
		if i >= w.Sources || -1-i >= w.Sides {
			return fmt.Errorf("engine: stage: decode: input reference %d out of range (%d sources, %d sides)", i, w.Sources, w.Sides)
		}
	}
	st.w, st.side = w, nil
	return nil
}

// plan decodes the stage's plan for a partition of rows rows and checks
// that it is the plan the driver compiled.
func (st *Stage) plan(rows int) (*cplan.CPlan, error) {
	cp, err := cplan.Decode(st.w.Plan)
	if err != nil {
		return nil, err
	}
	if key := llvmgen.Version + "-" + cp.Hash(); key != st.w.Key {
		return nil, fmt.Errorf("plan decodes to kernel %s, the driver compiled %s (different fusejit versions?)", key, st.w.Key)
	}
	cp.Rows = rows
	if cp.Template == memo.TemplateRow && (cp.Variant == cplan.NoAgg || cp.Variant == cplan.RowAgg) {
		cp.Root.Rows = rows // the output has the partition's rows
	}
	return cp, nil
}
