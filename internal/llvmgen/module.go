package llvmgen

import (
	"fmt"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/fusejit/fusejit/internal/cplan"
	"github.com/fusejit/fusejit/internal/memo"
)

// Version identifies the code generator's output. Change it whenever the
// IR generated for a plan changes (a fix, a new specialization), so that
// persistent operator caches do not serve kernels built by older code.
const Version = "2026.11.25-s15-merged"

// Symbol returns the name of the kernel function generated for a plan.
func Symbol(p *cplan.CPlan) string { return "fj_" + p.Hash() }

// Generate lowers plans into one LLVM module, one kernel function per plan,
// and returns the module's text and the kernel symbols in plan order.
func Generate(plans ...*cplan.CPlan) (string, []string, error) {
	m := newModule()
	syms := make([]string, 0, len(plans))
	seen := map[string]bool{}
	for _, p := range plans {
		sym := Symbol(p)
		if !seen[sym] {
			seen[sym] = true
			if err := m.lower(p, sym); err != nil {
				return "", nil, err
			}
		}
		syms = append(syms, sym)
	}
	canonicalizeStoredNaNs(m.ir, m.deferred)
	return m.ir.String(), syms, nil
}

// module wraps the llir module with lazily declared intrinsics.
type module struct {
	ir    *ir.Module
	decls map[string]*ir.Func
	// deferred are the stores canonicalizeStoredNaNs leaves alone (see
	// deferNaNs).
	deferred map[*ir.InstStore]bool
}

func newModule() *module {
	return &module{ir: ir.NewModule(), decls: map[string]*ir.Func{}, deferred: map[*ir.InstStore]bool{}}
}

// deferNaNs exempts store st from the NaN canonicalization of stored
// doubles. Only for a store into memory that every caller of its
// function canonicalizes in a pass of its own before it returns: the
// values stored in between may be NaNs of any bits, which no one reads
// but the same kernel's later adds, and a NaN stays a NaN under them.
func (m *module) deferNaNs(st *ir.InstStore) { m.deferred[st] = true }

func (m *module) lower(p *cplan.CPlan, sym string) error {
	switch p.Template {
	case memo.TemplateCell, memo.TemplateMAgg, memo.TemplateOuter:
		return m.lowerCell(p, sym)
	case memo.TemplateRow:
		if err := m.lowerRow(p, sym); err != nil {
			return err
		}
		m.limitInlining(sym)
		return nil
	}
	return fmt.Errorf("llvmgen: template %s is not supported", p.Template)
}

// intrinsic returns the declaration of the nounwind function name
// (an LLVM intrinsic) returning ret from params, declared on first use.
func (m *module) intrinsic(name string, ret types.Type, params ...types.Type) *ir.Func {
	if f, ok := m.decls[name]; ok {
		return f
	}
	ps := make([]*ir.Param, len(params))
	for i, t := range params {
		ps[i] = ir.NewParam("", t)
	}
	f := m.ir.NewFunc(name, ret, ps...)
	f.FuncAttrs = append(f.FuncAttrs, enum.FuncAttrNoUnwind)
	m.decls[name] = f
	return f
}

// declare returns the declaration of an external function of doubles.
func (m *module) declare(name string, arity int) *ir.Func {
	if f, ok := m.decls[name]; ok {
		return f
	}
	params := make([]*ir.Param, arity)
	for i := range params {
		params[i] = ir.NewParam("", f64)
	}
	f := m.ir.NewFunc(name, f64, params...)
	f.FuncAttrs = append(f.FuncAttrs, enum.FuncAttrNoUnwind)
	if name == "tanh" {
		// A libm call: readnone lets the vectorizer map it to libmvec.
		f.FuncAttrs = append(f.FuncAttrs, enum.FuncAttrReadNone)
	}
	m.decls[name] = f
	return f
}

func (m *module) call1(b *ir.Block, name string, x value.Value) value.Value {
	return b.NewCall(m.declare(name, 1), x)
}

func (m *module) call2(b *ir.Block, name string, x, y value.Value) value.Value {
	return b.NewCall(m.declare(name, 2), x, y)
}

// kernelParams are the parameters of a kernel, in the calling convention
// stated (with the aux slots and scratch layout) in internal/cplan/abi.go.
type kernelParams struct {
	vals, rowptr, colidx, scalars, out, m, rl, ru, aux *ir.Param
}

// paramTypes are the LLVM types of the kernel parameters, by cplan.Param.
var paramTypes = [cplan.NumParams]types.Type{
	cplan.ParamVals: f64pp, cplan.ParamRowPtr: i64pp, cplan.ParamColIdx: i32pp,
	cplan.ParamScalars: f64p, cplan.ParamOut: f64p, cplan.ParamM: i64,
	cplan.ParamRL: i64, cplan.ParamRU: i64, cplan.ParamAux: i64p,
}

func (m *module) newKernel(sym string) (*ir.Func, kernelParams) {
	params := make([]*ir.Param, cplan.NumParams)
	for i := range params {
		q := ir.NewParam(cplan.Param(i).String(), paramTypes[i])
		if _, ptr := paramTypes[i].(*types.PointerType); ptr {
			q.Attrs = append(q.Attrs, enum.ParamAttrNoAlias, enum.ParamAttrNoCapture)
		}
		params[i] = q
	}
	p := kernelParams{
		vals: params[cplan.ParamVals], rowptr: params[cplan.ParamRowPtr], colidx: params[cplan.ParamColIdx],
		scalars: params[cplan.ParamScalars], out: params[cplan.ParamOut], m: params[cplan.ParamM],
		rl: params[cplan.ParamRL], ru: params[cplan.ParamRU], aux: params[cplan.ParamAux],
	}
	fn := m.ir.NewFunc(sym, types.Void, params...)
	fn.FuncAttrs = append(fn.FuncAttrs, enum.FuncAttrNoUnwind)
	return fn, p
}

// loadAux loads aux slot s.
func loadAux(b *ir.Block, par kernelParams, s cplan.AuxSlot) value.Value {
	return loadAt(b, i64, par.aux, ci(int64(s)))
}

// rowInlineMaxCalls is the number of primitive calls up to which a Row
// kernel lets clang inline its vector primitives. Inlined, a kernel over
// narrow rows (KMeans' 5 distances per row) saves the call overhead that
// otherwise dominates it; a long chain (sum(f_k(X / rowSums(X))), k up to
// 200) keeps one shared copy of each primitive, so that its code stays in
// the instruction cache and compiles in tens of milliseconds.
const rowInlineMaxCalls = 12

// limitInlining marks every call from the kernel named sym to a primitive
// noinline when the kernel makes more than rowInlineMaxCalls of them.
func (m *module) limitInlining(sym string) {
	var fn *ir.Func
	for _, f := range m.ir.Funcs {
		if f.Name() == sym {
			fn = f
		}
	}
	if fn == nil {
		return
	}
	var calls []*ir.InstCall
	for _, b := range fn.Blocks {
		for _, inst := range b.Insts {
			if c, ok := inst.(*ir.InstCall); ok {
				if f, ok := c.Callee.(*ir.Func); ok && len(f.Blocks) > 0 {
					calls = append(calls, c)
				}
			}
		}
	}
	if len(calls) <= rowInlineMaxCalls {
		return
	}
	for _, c := range calls {
		noInline(c)
	}
}
