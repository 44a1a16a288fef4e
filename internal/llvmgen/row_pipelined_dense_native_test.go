package llvmgen

import (
	"context"
	"fmt"
	"math"
	"runtime"
	"strings"
	"testing"
	"unsafe"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/cplan"
	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/jit"
	"github.com/fusejit/fusejit/internal/memo"
)

// TestPipelinedRowsLeaveCanonicalNaNs compiles the kernel of
// t(X) %*% (w * (X %*% v)) over long rows, whose pipelined adds leave the
// NaNs of C as they come (defersOutNaNs), and calls it natively, without
// the skeleton: the skeleton canonicalizes the merged partials again, so
// the end-to-end tests cannot see whether the kernel left every NaN it
// stored canonical when it returned, as nancanon.go requires of every
// kernel. X holds, in one case, NaNs of other payloads and signs (which
// the adds pass on) and, in the other, infinities of both signs (whose
// sums make x86's default NaN, 0xFFF8000000000000) in a few rows; its
// columns are no multiple of the lane block. The calls cover all rows
// (a few after the row blocks), rows from 6, whole row blocks only, and
// two calls adding into one partial (a task split in two), at -O3 and
// -O0; every NaN of C must be the canonical one, and every cell the same
// bits at both levels. Two steps canonicalize C after the deferred adds
// today: the last row block's adds (addRowsPrim), whose stores cover all
// of C, and the kernel's pass (deferOutNaNs); the test fails with both
// taken away (the pass removed and addRowsPrim's stores exempted: 0xFFF8...
// in 640 of the 645 cells over whole blocks), not with either alone.
func TestPipelinedRowsLeaveCanonicalNaNs(t *testing.T) {
	const n, m = 203, cplan.WideRowMinCols + 5
	comp, err := jit.NewCompiler("")
	if err != nil {
		t.Fatalf("no compiler: %v", err)
	}
	specials := map[string][]float64{
		"NaN payloads": {math.Float64frombits(0x7ff8000000000123), math.Float64frombits(0xfff8000000000456),
			math.Float64frombits(0x7ff0000000000001)},
		"infinities": {math.Inf(1), math.Inf(-1)},
	}
	ranges := map[string][][2]int{"all rows": {{0, n}}, "from row 6": {{6, n}}, "whole blocks": {{0, n - n%rowBlock}},
		"two calls into one partial": {{0, 101}, {101, n}}}
	for kind, vals := range specials {
		t.Run(kind, func(t *testing.T) {
			x := mat.NewDense(n, m, nil)
			for i := range n {
				for j := range m {
					x.Set(i, j, math.Ldexp(float64((i*7+j*13)%17)-8.5, (i+j)%9-4))
				}
			}
			for k, i := 0, 3; i < n; k, i = k+1, i+37 {
				x.Set(i, (i*11)%m, vals[k%len(vals)])
			}
			X, w, v := hop.NewDense(x), hop.NewDense(sines(n, 1)), hop.NewDense(sines(m, 2))
			c := goldenCase{name: "native_colaggt_vector_longrows", tmpl: memo.TemplateRow, variant: cplan.ColAggT, drive: dense,
				roots: func() []*hop.Hop { return one(mm(tr(X), bin(hop.OpMul, w, mm(X, v)))) }}
			p := planFor(t, c)
			irText, syms, err := Generate(p)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(irText, "_deferred(") || !jit.QuickSafe(irText) {
				t.Fatalf("the kernel does not call the deferring adds, or is not QuickSafe")
			}
			byLevel := map[string][]float64{}
			for _, lvl := range []jit.Level{jit.LevelOptimized, jit.LevelQuick} {
				lib, _, err := comp.CompileAt(context.Background(), lvl, irText, syms, false)
				if err != nil {
					t.Fatalf("level %v: %v", lvl, err)
				}
				for name, calls := range ranges {
					out := callRowKernel(t, p, lib.Symbol(syms[0]), calls)
					if nans := nonCanonicalNaNs(t, out, fmt.Sprintf("level %v, %s", lvl, name)); nans == 0 {
						t.Fatalf("level %v, %s: no NaN in C: the test checks nothing", lvl, name)
					}
					ref, ok := byLevel[name]
					if !ok {
						byLevel[name] = out
						continue
					}
					for j := range out {
						if math.Float64bits(out[j]) != math.Float64bits(ref[j]) {
							t.Errorf("%s: C[%d] = %#x at level %v, %#x at -O3", name, j, math.Float64bits(out[j]), lvl, math.Float64bits(ref[j]))
						}
					}
				}
				if err := lib.Close(); err != nil {
					t.Error(err)
				}
			}
		})
	}
}

// sines is an r x 1 matrix of sin(i + seed): signs and magnitudes mixed.
func sines(r int, seed float64) *mat.Dense {
	d := mat.NewDense(r, 1, nil)
	for i := range r {
		d.Set(i, 0, math.Sin(float64(i)+seed))
	}
	return d
}

// nonCanonicalNaNs reports, as errors named by what, every NaN of out that
// is not the canonical quiet NaN, and returns the number of NaNs in out.
func nonCanonicalNaNs(t *testing.T, out []float64, what string) int {
	t.Helper()
	nans := 0
	for j, z := range out {
		if z != z {
			nans++
			if b := math.Float64bits(z); b != canonicalNaNPattern {
				t.Errorf("%s: C[%d] is the NaN %#x, want %#x", what, j, b, uint64(canonicalNaNPattern))
			}
		}
	}
	return nans
}

// callRowKernel calls the Row kernel fn of plan p, whose inputs are dense
// leaves holding their data, once per range of rows, all adding into one
// zeroed partial of p's root's size, and returns the partial.
func callRowKernel(t *testing.T, p *cplan.CPlan, fn uintptr, calls [][2]int) []float64 {
	t.Helper()
	k := len(p.Inputs)
	vals, zeros := make([]uintptr, k), make([]uintptr, k)
	scalars := make([]float64, k)
	rows, cols := make([]int, k), make([]int, k)
	var keep [][]float64
	for i, in := range p.Inputs {
		h := in.Hop
		rows[i], cols[i] = h.Rows, h.Cols
		if in.Kind == cplan.KindScalar {
			scalars[i] = in.Value
			continue
		}
		if h.Dense == nil || in.Sparse || p.PackedColumns(i) {
			t.Fatalf("input %d is not a dense leaf read by rows", i)
		}
		data := h.Dense.RawMatrix().Data
		keep = append(keep, data)
		vals[i] = uintptr(unsafe.Pointer(&data[0]))
	}
	frame, err := p.ABI().Frame(rows, cols)
	if err != nil {
		t.Fatal(err)
	}
	scratch := make([]float64, max(frame.Scratch, 1))
	aux := append([]int64(nil), frame.Aux...)
	aux[cplan.AuxScratch] = int64(uintptr(unsafe.Pointer(&scratch[0])))
	out := make([]float64, p.Root.Rows*p.Root.Cols)
	var args cplan.Args
	args[cplan.ParamVals] = uintptr(unsafe.Pointer(&vals[0]))
	args[cplan.ParamRowPtr] = uintptr(unsafe.Pointer(&zeros[0]))
	args[cplan.ParamColIdx] = uintptr(unsafe.Pointer(&zeros[0]))
	args[cplan.ParamScalars] = uintptr(unsafe.Pointer(&scalars[0]))
	args[cplan.ParamOut] = uintptr(unsafe.Pointer(&out[0]))
	args[cplan.ParamM] = uintptr(frame.Cols)
	args[cplan.ParamAux] = uintptr(unsafe.Pointer(&aux[0]))
	for _, c := range calls {
		args[cplan.ParamRL], args[cplan.ParamRU] = uintptr(c[0]), uintptr(c[1])
		if err := jit.Call(fn, args[:]...); err != nil {
			t.Fatal(err)
		}
	}
	runtime.KeepAlive(keep)
	runtime.KeepAlive(vals)
	runtime.KeepAlive(zeros)
	runtime.KeepAlive(scalars)
	runtime.KeepAlive(scratch)
	runtime.KeepAlive(aux)
	return out
}
