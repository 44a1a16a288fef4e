package llvmgen

import (
	"fmt"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/cplan"
	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/memo"
	"github.com/fusejit/fusejit/internal/selection"
	"github.com/fusejit/fusejit/matrix"
)

// The CPlans the golden tests lower. Each comes from a small HOP DAG taken
// through the real stages (rewrites, memo exploration, fuse-all selection
// restricted to the case's template, cplan.Build), so the goldens show the
// IR of plans the engine actually builds; the case states the template,
// variant and driver it expects, and planFor fails when the stages produce
// something else, so that a case never silently stops covering what its
// name says.

// Leaf shapes: small, fixed, and with deterministic sparse data so that
// plans (which can depend on stored-cell counts) are reproducible.
const (
	gN = 60 // rows of X
	gM = 12 // columns of X
	gR = 3  // rank of the Outer factors; small width of Row products
)

func dx() *hop.Hop { return dmat(gN, gM) }
func sx() *hop.Hop { return smat(gN, gM, 0.05, 1) }

func dmat(r, c int) *hop.Hop { return hop.NewDense(mat.NewDense(r, c, nil)) }

func smat(r, c int, sp float64, seed uint64) *hop.Hop {
	return hop.NewSparse(matrix.RandSparse(r, c, sp, 1, 2, seed))
}

func lit(v float64) *hop.Hop { return hop.NewScalar(v) }

func bin(op hop.OpCode, a, b *hop.Hop) *hop.Hop { return hop.NewBinary(op, a, b) }
func un(op hop.OpCode, a *hop.Hop) *hop.Hop     { return hop.NewUnary(op, a) }
func agg(op hop.OpCode, d hop.Direction, a *hop.Hop) *hop.Hop {
	return hop.NewAgg(op, d, a)
}
func mm(a, b *hop.Hop) *hop.Hop { return hop.NewMatMul(a, b) }
func tr(a *hop.Hop) *hop.Hop    { return hop.NewTranspose(a) }

// Outer operators pay off only for products larger than
// memo.OuterMinDim in both dimensions, so their driver is bigger.
const (
	oN = memo.OuterMinDim + 44
	oM = memo.OuterMinDim + 4
	// At rank oBlockedR, V of oBlockedM rows (625 KB) does not fit in the
	// 512 KB the blocked walk assumes of L2, so Outer kernels block.
	oBlockedR = 200
	oBlockedM = 400
)

// ox is the sparse driver of Outer cases.
func ox() *hop.Hop { return smat(oN, oM, 0.01, 3) }

// uvt is U %*% t(V) for an Outer operator over the oN x oM driver.
func uvt() (u, v, uv *hop.Hop) {
	u, v = dmat(oN, gR), dmat(oM, gR)
	return u, v, mm(u, tr(v))
}

// driver says how a case's plan visits cells.
type driver uint8

const (
	dense      driver = iota // every cell (or row), no sparse main input
	sparseMain               // dense loops over a sparse main input (not sparse-safe)
	sparseSafe               // only the stored cells of a sparse main input
)

func (d driver) String() string { return [...]string{"dense", "sparse", "sparse_safe"}[d] }

type goldenCase struct {
	name    string // also the golden file name: testdata/<name>.ll
	tmpl    memo.TemplateType
	variant cplan.Variant
	drive   driver
	roots   func() []*hop.Hop
}

func one(h *hop.Hop) []*hop.Hop { return []*hop.Hop{h} }

// goldenCases covers each template and variant with dense and sparse
// inputs, and the Row template's vector primitives.
var goldenCases = []goldenCase{
	// Cell.
	{"cell_noagg_dense", memo.TemplateCell, cplan.NoAgg, dense, func() []*hop.Hop {
		X, Y := dx(), dmat(gN, gM)
		return one(bin(hop.OpAdd, bin(hop.OpMul, X, Y), un(hop.OpExp, X)))
	}},
	{"cell_noagg_vectors", memo.TemplateCell, cplan.NoAgg, dense, func() []*hop.Hop {
		X, c, r := dx(), dmat(gN, 1), dmat(1, gM)
		return one(bin(hop.OpMax2, bin(hop.OpSub, bin(hop.OpDiv, X, c), r), lit(0)))
	}},
	{"cell_noagg_sparse_safe", memo.TemplateCell, cplan.NoAgg, sparseSafe, func() []*hop.Hop {
		X := sx()
		return one(bin(hop.OpMul, X, un(hop.OpSqrt, un(hop.OpAbs, dmat(gN, gM)))))
	}},
	{"cell_noagg_sparse_sides", memo.TemplateCell, cplan.NoAgg, sparseSafe, func() []*hop.Hop {
		X, Y := sx(), smat(gN, gM, 0.2, 2)
		return one(bin(hop.OpMul, X, bin(hop.OpAdd, Y, lit(1))))
	}},
	{"cell_noagg_sparse_unsafe", memo.TemplateCell, cplan.NoAgg, sparseMain, func() []*hop.Hop {
		X := sx()
		return one(bin(hop.OpAdd, un(hop.OpExp, X), bin(hop.OpMul, X, dmat(gN, gM))))
	}},
	{"cell_rowagg_dense", memo.TemplateCell, cplan.RowAgg, dense, func() []*hop.Hop {
		X := dx()
		return one(agg(hop.OpSum, hop.DirRow, bin(hop.OpPow, X, lit(2))))
	}},
	{"cell_rowagg_dense_streams", memo.TemplateCell, cplan.RowAgg, dense, func() []*hop.Hop {
		X, Y, Z := dx(), dmat(gN, gM), dmat(gN, gM)
		return one(agg(hop.OpSum, hop.DirRow, bin(hop.OpMul, bin(hop.OpMul, X, Y), Z)))
	}},
	{"cell_rowagg_sparse_safe", memo.TemplateCell, cplan.RowAgg, sparseSafe, func() []*hop.Hop {
		X := sx()
		return one(agg(hop.OpMax, hop.DirRow, bin(hop.OpMul, X, dmat(gN, gM))))
	}},
	{"cell_colagg_dense", memo.TemplateCell, cplan.ColAgg, dense, func() []*hop.Hop {
		X := dx()
		return one(agg(hop.OpMin, hop.DirCol, bin(hop.OpSub, X, dmat(1, gM))))
	}},
	{"cell_colagg_sparse_safe", memo.TemplateCell, cplan.ColAgg, sparseSafe, func() []*hop.Hop {
		X := sx()
		return one(agg(hop.OpSum, hop.DirCol, bin(hop.OpMul, X, un(hop.OpLog, dmat(gN, gM)))))
	}},
	{"cell_fullagg_dense", memo.TemplateCell, cplan.FullAgg, dense, func() []*hop.Hop {
		X, Y := dx(), dmat(gN, gM)
		return one(agg(hop.OpSum, hop.DirFull, bin(hop.OpMul, bin(hop.OpSub, X, Y), bin(hop.OpSub, X, Y))))
	}},
	{"cell_fullagg_sparse_safe", memo.TemplateCell, cplan.FullAgg, sparseSafe, func() []*hop.Hop {
		X := sx()
		return one(agg(hop.OpSum, hop.DirFull, bin(hop.OpMul, X, un(hop.OpLog, bin(hop.OpAdd, dmat(gN, gM), lit(1))))))
	}},
	// Two sparse side inputs: the lane adds skip structural zeros.
	{"cell_fullagg_sparse_sides", memo.TemplateCell, cplan.FullAgg, sparseSafe, func() []*hop.Hop {
		X, Y, Z := sx(), smat(gN, gM, 0.4, 2), smat(gN, gM, 0.5, 3)
		return one(agg(hop.OpSum, hop.DirFull, bin(hop.OpMul, bin(hop.OpMul, X, Y), Z)))
	}},
	{"cell_fullagg_sparse_unsafe", memo.TemplateCell, cplan.FullAgg, sparseMain, func() []*hop.Hop {
		X := sx()
		return one(agg(hop.OpSum, hop.DirFull, hop.NewIfElse(bin(hop.OpGt, X, lit(1)), X, un(hop.OpSigmoid, X))))
	}},
	{"cell_noagg_dynamic_rule", memo.TemplateCell, cplan.NoAgg, sparseMain, func() []*hop.Hop {
		X := sx()
		return one(bin(hop.OpPow, X, agg(hop.OpSum, hop.DirFull, dmat(gN, 1))))
	}},
	// MAgg: several full aggregates over one iteration space.
	{"magg_dense", memo.TemplateMAgg, cplan.FullAgg, dense, func() []*hop.Hop {
		X, Y := dx(), dmat(gN, gM)
		return []*hop.Hop{
			agg(hop.OpSum, hop.DirFull, bin(hop.OpMul, X, Y)),
			agg(hop.OpMax, hop.DirFull, bin(hop.OpAdd, X, Y)),
		}
	}},
	{"magg_sparse_safe", memo.TemplateMAgg, cplan.FullAgg, sparseSafe, func() []*hop.Hop {
		X, Y := sx(), dmat(gN, gM)
		return []*hop.Hop{
			agg(hop.OpSum, hop.DirFull, bin(hop.OpMul, X, Y)),
			agg(hop.OpSum, hop.DirFull, bin(hop.OpMul, X, bin(hop.OpMul, Y, Y))),
		}
	}},
	// Outer: per stored cell of a sparse driver, dot(U[i,], V[j,]).
	{"outer_fullagg", memo.TemplateOuter, cplan.FullAgg, sparseSafe, func() []*hop.Hop {
		X := ox()
		_, _, uv := uvt()
		return one(agg(hop.OpSum, hop.DirFull, bin(hop.OpMul, X, un(hop.OpLog, bin(hop.OpAdd, uv, lit(1e-15))))))
	}},
	// At rank oBlockedR the kernel has the blocked walk
	// (cplan.CPlan.OuterBlocked); at the other cases' rank V fits in the
	// cache and it does not.
	{"outer_fullagg_blocked", memo.TemplateOuter, cplan.FullAgg, sparseSafe, func() []*hop.Hop {
		X := smat(oN, oBlockedM, 0.01, 3)
		u, v := dmat(oN, oBlockedR), dmat(oBlockedM, oBlockedR)
		return one(agg(hop.OpSum, hop.DirFull, bin(hop.OpMul, X, un(hop.OpLog, bin(hop.OpAdd, mm(u, tr(v)), lit(1e-15))))))
	}},
	{"outer_noagg", memo.TemplateOuter, cplan.NoAgg, sparseSafe, func() []*hop.Hop {
		X := ox()
		_, _, uv := uvt()
		return one(bin(hop.OpMul, X, un(hop.OpSigmoid, uv)))
	}},
	{"outer_right_mm", memo.TemplateOuter, cplan.RightMM, sparseSafe, func() []*hop.Hop {
		X := ox()
		_, v, uv := uvt()
		return one(mm(bin(hop.OpMul, bin(hop.OpNe, X, lit(0)), uv), v))
	}},
	{"outer_left_mm", memo.TemplateOuter, cplan.LeftMM, sparseSafe, func() []*hop.Hop {
		X := ox()
		u, _, uv := uvt()
		return one(mm(tr(u), bin(hop.OpDiv, X, uv)))
	}},
	// Row.
	{"row_noagg_matvec_dense", memo.TemplateRow, cplan.NoAgg, dense, func() []*hop.Hop {
		X := dx()
		return one(bin(hop.OpMul, mm(X, dmat(gM, gR)), lit(2)))
	}},
	{"row_noagg_softmax_dense", memo.TemplateRow, cplan.NoAgg, dense, func() []*hop.Hop {
		X := dx()
		y := un(hop.OpExp, bin(hop.OpSub, X, agg(hop.OpMax, hop.DirRow, X)))
		return one(bin(hop.OpDiv, y, agg(hop.OpSum, hop.DirRow, y)))
	}},
	{"row_noagg_indexmax_mean_dense", memo.TemplateRow, cplan.NoAgg, dense, func() []*hop.Hop {
		X := dx()
		return one(bin(hop.OpAdd, agg(hop.OpIndexMax, hop.DirRow, bin(hop.OpMul, X, lit(2))), agg(hop.OpMean, hop.DirRow, X)))
	}},
	{"row_noagg_slice_cbind_dense", memo.TemplateRow, cplan.NoAgg, dense, func() []*hop.Hop {
		X := dx()
		s := hop.NewSlice(X, 0, gN, 2, 7)
		return one(bin(hop.OpMul, hop.NewCBind(s, agg(hop.OpSum, hop.DirRow, X)), lit(3)))
	}},
	{"row_noagg_scan_dense", memo.TemplateRow, cplan.NoAgg, dense, func() []*hop.Hop {
		X := dx()
		return one(bin(hop.OpDiv, hop.NewRowCumAgg(hop.OpCumSum, X), agg(hop.OpSum, hop.DirRow, X)))
	}},
	{"row_noagg_sparse", memo.TemplateRow, cplan.NoAgg, sparseMain, func() []*hop.Hop {
		X := sx()
		return one(un(hop.OpExp, bin(hop.OpSub, X, agg(hop.OpMax, hop.DirRow, X))))
	}},
	{"row_noagg_ifelse_dense", memo.TemplateRow, cplan.NoAgg, dense, func() []*hop.Hop {
		X := dx()
		return one(hop.NewIfElse(bin(hop.OpGt, X, agg(hop.OpMean, hop.DirRow, X)), X, lit(0)))
	}},
	{"row_colagg_gather_sparse", memo.TemplateRow, cplan.ColAgg, sparseMain, func() []*hop.Hop {
		X := sx()
		return one(agg(hop.OpSum, hop.DirCol, bin(hop.OpDiv, bin(hop.OpMul, X, dmat(gN, gM)), agg(hop.OpSum, hop.DirRow, X))))
	}},
	{"row_colagg_max_dense", memo.TemplateRow, cplan.ColAgg, dense, func() []*hop.Hop {
		X := dx()
		return one(agg(hop.OpMax, hop.DirCol, bin(hop.OpDiv, X, agg(hop.OpSum, hop.DirRow, X))))
	}},
	{"row_colagg_dense", memo.TemplateRow, cplan.ColAgg, dense, func() []*hop.Hop {
		X := dx()
		return one(agg(hop.OpSum, hop.DirCol, bin(hop.OpDiv, X, agg(hop.OpSum, hop.DirRow, X))))
	}},
	{"row_colagg_sparse", memo.TemplateRow, cplan.ColAgg, sparseMain, func() []*hop.Hop {
		X := sx()
		return one(agg(hop.OpSum, hop.DirCol, bin(hop.OpDiv, X, agg(hop.OpSum, hop.DirRow, X))))
	}},
	{"row_fullagg_dense", memo.TemplateRow, cplan.FullAgg, dense, func() []*hop.Hop {
		X := dx()
		return one(agg(hop.OpMax, hop.DirFull, bin(hop.OpDiv, X, agg(hop.OpSum, hop.DirRow, X))))
	}},
	{"row_fullagg_sparse", memo.TemplateRow, cplan.FullAgg, sparseMain, func() []*hop.Hop {
		X := sx()
		return one(agg(hop.OpMax, hop.DirFull, bin(hop.OpDiv, X, agg(hop.OpSum, hop.DirRow, X))))
	}},
	{"row_colaggt_vector_dense", memo.TemplateRow, cplan.ColAggT, dense, func() []*hop.Hop {
		X := dx()
		return one(mm(tr(X), bin(hop.OpMul, dmat(gN, 1), mm(X, dmat(gM, 1)))))
	}},
	{"row_colaggt_vector_sparse", memo.TemplateRow, cplan.ColAggT, sparseMain, func() []*hop.Hop {
		X := sx()
		return one(mm(tr(X), bin(hop.OpMul, dmat(gN, 1), mm(X, dmat(gM, 1)))))
	}},
	{"row_colaggt_small_dense", memo.TemplateRow, cplan.ColAggT, dense, func() []*hop.Hop {
		X := dx()
		return one(mm(tr(X), bin(hop.OpMul, dmat(gN, gR), mm(X, dmat(gM, gR)))))
	}},
	// Two columns (row-mm): the pipelined row loop with two products per row.
	{"row_colaggt_k2_dense", memo.TemplateRow, cplan.ColAggT, dense, func() []*hop.Hop {
		X := dx()
		return one(mm(tr(X), bin(hop.OpMul, dmat(gN, 2), mm(X, dmat(gM, 2)))))
	}},
	// The same two kernels over long rows (cplan.WideRowMinCols columns):
	// the plan's LongRows gives their pipelined loops the L1 prefetch and,
	// with two columns, 256-bit registers.
	{"row_colaggt_vector_dense_longrows", memo.TemplateRow, cplan.ColAggT, dense, func() []*hop.Hop {
		X := dmat(gN, cplan.WideRowMinCols)
		return one(mm(tr(X), bin(hop.OpMul, dmat(gN, 1), mm(X, dmat(cplan.WideRowMinCols, 1)))))
	}},
	{"row_colaggt_k2_dense_longrows", memo.TemplateRow, cplan.ColAggT, dense, func() []*hop.Hop {
		X := dmat(gN, cplan.WideRowMinCols)
		return one(mm(tr(X), bin(hop.OpMul, dmat(gN, 2), mm(X, dmat(cplan.WideRowMinCols, 2)))))
	}},
	// MLogreg's Hessian-vector product with two classes: the probabilities
	// P[, 1:1] are a column slice of a side input, a per-row scalar the
	// pipelined row loop reads like any other.
	{"row_colaggt_slice_dense", memo.TemplateRow, cplan.ColAggT, dense, func() []*hop.Hop {
		X := dx()
		P := hop.NewSlice(dmat(gN, 2), 0, gN, 0, 1)
		Q := bin(hop.OpMul, P, mm(X, dmat(gM, 1)))
		return one(mm(tr(X), bin(hop.OpSub, Q, bin(hop.OpMul, P, Q))))
	}},
	{"row_colaggt_small_sparse", memo.TemplateRow, cplan.ColAggT, sparseMain, func() []*hop.Hop {
		X := sx()
		return one(mm(tr(X), bin(hop.OpMul, dmat(gN, gR), mm(X, dmat(gM, gR)))))
	}},
	{"row_colaggt_wide_dense", memo.TemplateRow, cplan.ColAggT, dense, func() []*hop.Hop {
		X := dx()
		w := cplan.SmallK + 2
		return one(mm(tr(X), bin(hop.OpMul, dmat(gN, w), mm(X, dmat(gM, w)))))
	}},
	{"row_colaggt_wide_sparse", memo.TemplateRow, cplan.ColAggT, sparseMain, func() []*hop.Hop {
		X := sx()
		w := cplan.SmallK + 2
		return one(mm(tr(X), bin(hop.OpMul, dmat(gN, w), mm(X, dmat(gM, w)))))
	}},
	// More primitive calls than rowInlineMaxCalls: every call is noinline.
	{"row_fullagg_long_chain_dense", memo.TemplateRow, cplan.FullAgg, dense, func() []*hop.Hop {
		X := dx()
		y := bin(hop.OpDiv, X, agg(hop.OpSum, hop.DirRow, X))
		for i := range rowInlineMaxCalls + 2 {
			y = un(hop.OpSqrt, bin(hop.OpMul, y, lit(1+1/float64(i+2))))
		}
		return one(agg(hop.OpSum, hop.DirFull, y))
	}},
}

// planFor takes c's DAG through the stages and returns the CPlan of the
// fused operator of c's template that computes an output of the DAG (other
// operators, such as a scalar the plan reads, are left out), checking that
// it is the plan c expects.
// goldenCaseNamed returns the golden case of the given name, failing the
// test when there is none (a renamed case must not leave a test checking
// the zero case).
func goldenCaseNamed(t testing.TB, name string) goldenCase {
	t.Helper()
	for _, c := range goldenCases {
		if c.name == name {
			return c
		}
	}
	t.Fatalf("no golden case %s", name)
	return goldenCase{}
}

func planFor(t testing.TB, c goldenCase) *cplan.CPlan {
	t.Helper()
	p, err := buildPlan(c)
	if err != nil {
		t.Fatalf("%s: %v", c.name, err)
	}
	return p
}

func buildPlan(c goldenCase) (*cplan.CPlan, error) {
	dag, err := hop.Prepare(c.roots())
	if err != nil {
		return nil, fmt.Errorf("prepare: %w", err)
	}
	hop.Optimize(dag)
	tbl := memo.Explore(dag, memo.Templates())
	only := func(tt memo.TemplateType) bool {
		// Cell plans are allowed beside a MAgg (it merges them) and a Row
		// or Outer plan may absorb them.
		return tt == c.tmpl || tt == memo.TemplateCell
	}
	plan := selection.FuseAll(tbl, only)
	var found []*cplan.CPlan
	seen := map[*selection.FusedOp]bool{}
	for _, h := range plan.Order {
		op, ok := plan.Fused[h.ID]
		if !ok || seen[op] || op.Type != c.tmpl || !dag.IsRoot(op.Root) {
			continue
		}
		seen[op] = true
		p, err := cplan.Build(op, nil)
		if err != nil {
			return nil, fmt.Errorf("cplan: %w", err)
		}
		found = append(found, p)
	}
	if len(found) != 1 {
		return nil, fmt.Errorf("want one %s operator, the stages selected %d:\n%s", c.tmpl, len(found), plan)
	}
	p := found[0]
	if p.Variant != c.variant {
		return nil, fmt.Errorf("variant %s, want %s:\n%s", p.Variant, c.variant, p)
	}
	got := dense
	if len(p.Inputs) > 0 && p.Inputs[0].Sparse {
		got = sparseMain
		if p.SparseSafe {
			got = sparseSafe
		}
	}
	if got != c.drive {
		return nil, fmt.Errorf("driver %s, want %s:\n%s", got, c.drive, p)
	}
	return p, nil
}
