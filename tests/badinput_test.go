package tests

// Bad input (issue 8, part 4): nil leaves, mismatched shapes, slices out of
// range, invalid CSR, zero-sized matrices and a missing or failing
// compiler. Each must give a clear error or a correct fallback, never a
// panic, and never modify the caller's data.

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/matrix"
)

// noPanic runs f and reports a panic as a test error.
func noPanic(t *testing.T, what string, f func()) (ok bool) {
	t.Helper()
	defer func() {
		if r := recover(); r != nil {
			t.Errorf("%s panicked: %v", what, r)
			ok = false
		}
	}()
	f()
	return true
}

// badInputs are the valid leaves the bad expressions are built from; their
// data is hashed before and after every evaluation.
type badInputs struct {
	X, Y, S, v, r *engine.Expr // 10x5 dense, 7x5 dense, 10x5 CSR, 10x1, 1x5
	leaves        []leafData
}

func newBadInputs() *badInputs {
	specs := []leafSpec{
		{Kind: lkDense, Rows: 10, Cols: 5, Seed: 1, Lo: -1, Hi: 1, Sets: []cellSet{{0, 0, nan}}},
		{Kind: lkDenseView, Rows: 7, Cols: 5, Seed: 2, Lo: -1, Hi: 1},
		{Kind: lkSparse, Rows: 10, Cols: 5, Seed: 3, Lo: -1, Hi: 1, Density: 0.3},
		{Kind: lkVectorView, Rows: 10, Cols: 1, Seed: 4, Lo: -1, Hi: 1},
		{Kind: lkDense, Rows: 1, Cols: 5, Seed: 5, Lo: -1, Hi: 1},
	}
	in := &badInputs{}
	for _, s := range specs {
		in.leaves = append(in.leaves, s.materialize())
	}
	in.X, in.Y, in.S, in.v, in.r = in.leaves[0].expr, in.leaves[1].expr, in.leaves[2].expr, in.leaves[3].expr, in.leaves[4].expr
	return in
}

// badCase is an expression that must fail with ErrShape; op is a part of
// the message naming the failed operation ("" = not checked).
type badCase struct {
	name  string
	op    string
	build func(in *badInputs) *engine.Expr
}

func badCases() []badCase {
	var nilE *engine.Expr
	cs := []badCase{
		{"Dense(nil)", "Dense", func(*badInputs) *engine.Expr { return engine.Dense(nil) }},
		{"Vector(nil)", "Vector", func(*badInputs) *engine.Expr { return engine.Vector(nil) }},
		{"Sparse(nil)", "Sparse", func(*badInputs) *engine.Expr { return engine.Sparse(nil) }},
		{"sum(Dense(nil))", "Dense", func(*badInputs) *engine.Expr { return engine.Dense(nil).Sum() }},
		{"X + Sparse(nil)", "Sparse", func(in *badInputs) *engine.Expr { return in.X.Add(engine.Sparse(nil)) }},
		{"nil receiver Add", "", func(in *badInputs) *engine.Expr { return nilE.Add(in.X) }},
		{"nil operand Mul", "", func(in *badInputs) *engine.Expr { return in.X.Mul(nilE) }},
		{"nil receiver Exp", "", func(*badInputs) *engine.Expr { return nilE.Exp() }},
		{"nil receiver T", "", func(*badInputs) *engine.Expr { return nilE.T() }},
		{"nil receiver RowSums", "", func(*badInputs) *engine.Expr { return nilE.RowSums() }},
		{"nil receiver Slice", "", func(*badInputs) *engine.Expr { return nilE.Slice(0, 1, 0, 1) }},
		{"nil receiver CumSum", "", func(*badInputs) *engine.Expr { return nilE.CumSum() }},
		{"nil MatMul operand", "MatMul", func(in *badInputs) *engine.Expr { return in.X.MatMul(nilE) }},
		{"nil IfElse cond", "IfElse", func(in *badInputs) *engine.Expr { return engine.IfElse(nilE, in.X, in.X) }},
		{"nil IfElse branch", "IfElse", func(in *badInputs) *engine.Expr { return engine.IfElse(in.X, in.X, nilE) }},
		{"nil CBind first", "CBind", func(in *badInputs) *engine.Expr { return engine.CBind(nilE, in.X) }},
		{"nil CBind later", "CBind", func(in *badInputs) *engine.Expr { return engine.CBind(in.X, in.S, nilE) }},
		{"IfElse mismatch", "IfElse", func(in *badInputs) *engine.Expr { return engine.IfElse(in.X, in.Y, in.X) }},
		{"IfElse row with column vector", "IfElse", func(in *badInputs) *engine.Expr { return engine.IfElse(in.r, in.v, in.v) }},
		{"MatMul inner", "MatMul", func(in *badInputs) *engine.Expr { return in.X.MatMul(in.Y) }},
		{"MatMul sparse inner", "MatMul", func(in *badInputs) *engine.Expr { return in.S.MatMul(in.S) }},
		{"CBind rows", "CBind", func(in *badInputs) *engine.Expr { return engine.CBind(in.X, in.Y) }},
		{"CBind vector rows", "CBind", func(in *badInputs) *engine.Expr { return engine.CBind(in.S, in.r) }},
		{"row with column vector", "+", func(in *badInputs) *engine.Expr { return in.r.Add(in.v) }},
		{"row vector wrong length", "*", func(in *badInputs) *engine.Expr { return in.X.Mul(in.r.Slice(0, 1, 0, 4)) }},
		{"column vector wrong length", "-", func(in *badInputs) *engine.Expr { return in.v.Slice(0, 7, 0, 1).Sub(in.X) }},
		{"error deep in the DAG", "+", func(in *badInputs) *engine.Expr {
			return in.X.Add(in.Y).Exp().RowSums().Add(engine.Scalar(1)).Sum()
		}},
		{"error in a shared subexpression", "CBind", func(in *badInputs) *engine.Expr {
			bad := engine.CBind(in.X, in.Y)
			return bad.Add(bad).Mul(in.X.Sum())
		}},
	}
	binOps := []struct {
		name string
		f    func(a, b *engine.Expr) *engine.Expr
		op   string
	}{
		{"Add", (*engine.Expr).Add, "+"}, {"Sub", (*engine.Expr).Sub, "-"}, {"Mul", (*engine.Expr).Mul, "*"},
		{"Div", (*engine.Expr).Div, "/"}, {"Pow", (*engine.Expr).Pow, "^"}, {"Minimum", (*engine.Expr).Minimum, "min2"},
		{"Maximum", (*engine.Expr).Maximum, "max2"}, {"Eq", (*engine.Expr).Eq, "=="}, {"Ne", (*engine.Expr).Ne, "!="},
		{"Lt", (*engine.Expr).Lt, "<"}, {"Le", (*engine.Expr).Le, "<="}, {"Gt", (*engine.Expr).Gt, ">"},
		{"Ge", (*engine.Expr).Ge, ">="}, {"And", (*engine.Expr).And, "&"}, {"Or", (*engine.Expr).Or, "|"},
	}
	for _, b := range binOps {
		cs = append(cs,
			badCase{b.name + " mismatch", b.op, func(in *badInputs) *engine.Expr { return b.f(in.X, in.Y) }},
			badCase{b.name + " sparse mismatch", b.op, func(in *badInputs) *engine.Expr { return b.f(in.Y, in.S) }},
			badCase{b.name + " nil", "", func(in *badInputs) *engine.Expr { return b.f(in.S, nilE) }})
	}
	slices := [][4]int{{-1, 2, 0, 2}, {0, 11, 0, 2}, {3, 3, 0, 5}, {0, 10, 0, 6}, {0, 10, -1, 2}, {0, 10, 4, 2}, {5, 2, 0, 5}, {10, 11, 0, 5}}
	for _, s := range slices {
		for _, which := range []string{"dense", "sparse"} {
			cs = append(cs, badCase{fmt.Sprintf("slice %v of %s", s, which), "Slice", func(in *badInputs) *engine.Expr {
				a := in.X
				if which == "sparse" {
					a = in.S
				}
				return a.Slice(s[0], s[1], s[2], s[3])
			}})
		}
	}
	cs = append(cs, badCase{"slice of a scalar", "Slice", func(in *badInputs) *engine.Expr { return in.X.Sum().Slice(0, 2, 0, 1) }})
	return cs
}

// TestBadInputShapeErrors: every bad expression records ErrShape naming
// the operation, Eval returns it under every policy (alone and next to a
// valid output), nothing panics and no input changes.
func TestBadInputShapeErrors(t *testing.T) {
	in := newBadInputs()
	before := leafHash(in.leaves)
	good := in.X.Mul(in.S).Sum()
	for _, c := range badCases() {
		t.Run(c.name, func(t *testing.T) {
			var e *engine.Expr
			if !noPanic(t, "building", func() { e = c.build(in) }) {
				return
			}
			err := e.Err()
			if !errors.Is(err, engine.ErrShape) {
				t.Errorf("Err() = %v, want ErrShape", err)
			}
			if err != nil && c.op != "" && !strings.Contains(err.Error(), c.op) {
				t.Errorf("Err() = %q does not name the operation %q", err, c.op)
			}
			if e.Rows() != 0 || e.Cols() != 0 {
				t.Errorf("failed node has shape %dx%d, want 0x0", e.Rows(), e.Cols())
			}
			for _, p := range allPolicies {
				eng := sharedEngine(t, p)
				for _, outs := range [][]*engine.Expr{{e}, {good, e}, {e, good, e}} {
					noPanic(t, "Eval under "+p.String(), func() {
						res, err := eng.Eval(context.Background(), outs...)
						if !errors.Is(err, engine.ErrShape) || res != nil {
							t.Errorf("%s: Eval = %v, %v; want nil, ErrShape", p, res, err)
						}
					})
				}
			}
			if leafHash(in.leaves) != before {
				t.Fatalf("input data modified")
			}
		})
	}
}

// TestBadInputEvalArguments: no outputs, nil outputs, invalid options and
// out-of-range Result accessors (Eval after Close: TestEvalAfterClose).
func TestBadInputEvalArguments(t *testing.T) {
	in := newBadInputs()
	good := in.X.Add(in.v).RowSums()
	for _, p := range allPolicies {
		eng := sharedEngine(t, p)
		noPanic(t, "Eval()", func() {
			if res, err := eng.Eval(context.Background()); err == nil || res != nil {
				t.Errorf("%s: Eval() = %v, %v; want an error", p, res, err)
			}
		})
		noPanic(t, "Eval(nil)", func() {
			if _, err := eng.Eval(context.Background(), nil); !errors.Is(err, engine.ErrShape) {
				t.Errorf("%s: Eval(nil) error %v, want ErrShape", p, err)
			}
			if _, err := eng.Eval(context.Background(), good, nil); !errors.Is(err, engine.ErrShape) {
				t.Errorf("%s: Eval(good, nil) error %v, want ErrShape", p, err)
			}
		})
		noPanic(t, "Result accessors", func() {
			res, err := eng.Eval(context.Background(), good, good)
			if err != nil {
				t.Fatalf("%s: %v", p, err)
			}
			if res.Len() != 2 || res.Matrix(-1) != nil || res.Matrix(2) != nil {
				t.Errorf("%s: Len %d, Matrix(-1) %v, Matrix(2) %v", p, res.Len(), res.Matrix(-1), res.Matrix(2))
			}
			if s := res.Scalar(0); s == s {
				t.Errorf("%s: Scalar of a 10x1 output = %v, want NaN", p, s)
			}
			if s := res.Scalar(5); s == s {
				t.Errorf("%s: Scalar(5) = %v, want NaN", p, s)
			}
		})
	}
	for name, opts := range map[string][]engine.Option{
		"negative threads":    {engine.WithThreads(-1)},
		"a million threads":   {engine.WithThreads(1_000_000)},
		"unknown policy":      {engine.WithPolicy(engine.Policy(42))},
		"zero operator cache": {engine.WithOperatorCacheSize(0)},
		"negative cache":      {engine.WithOperatorCacheSize(-3)},
	} {
		noPanic(t, name, func() {
			e, err := engine.New(append([]engine.Option{engine.WithCacheDir("")}, opts...)...)
			if err == nil {
				e.Close()
				t.Errorf("%s: engine.New accepted invalid options", name)
			}
		})
	}
}

// TestBadInputZeroSized: zero-sized leaves are rejected with ErrShape when
// the expression is built (like a zero-sized CSR), whatever the policy and
// whatever operation uses them.
func TestBadInputZeroSized(t *testing.T) {
	X := engine.Dense(matrix.RandDense(3, 3, 0, 1, 1))
	leaves := map[string]func() *engine.Expr{
		"Sparse 0x3": func() *engine.Expr {
			c, err := matrix.NewCSR(0, 3, []int{0}, nil, nil)
			if err != nil {
				t.Fatalf("NewCSR(0, 3): %v", err)
			}
			return engine.Sparse(c)
		},
		"Sparse 3x0": func() *engine.Expr {
			c, err := matrix.NewCSR(3, 0, []int{0, 0, 0, 0}, nil, nil)
			if err != nil {
				t.Fatalf("NewCSR(3, 0): %v", err)
			}
			return engine.Sparse(c)
		},
		"Sparse 0x0 from parts": func() *engine.Expr { return engine.Sparse(matrix.NewCSRFromParts(0, 0, nil, nil, nil)) },
		"Dense{}":               func() *engine.Expr { return engine.Dense(&mat.Dense{}) },
		"VecDense{}":            func() *engine.Expr { return engine.Vector(&mat.VecDense{}) },
	}
	uses := map[string]func(z *engine.Expr) *engine.Expr{
		"leaf":     func(z *engine.Expr) *engine.Expr { return z },
		"z+1":      func(z *engine.Expr) *engine.Expr { return z.Add(engine.Scalar(1)) },
		"sum(z)":   func(z *engine.Expr) *engine.Expr { return z.Sum() },
		"sum(z*z)": func(z *engine.Expr) *engine.Expr { return z.Mul(z).Sum() },
		"X*z":      func(z *engine.Expr) *engine.Expr { return X.Mul(z) },
		"t(z)":     func(z *engine.Expr) *engine.Expr { return z.T() },
		"cumsum":   func(z *engine.Expr) *engine.Expr { return z.CumSum() },
	}
	for ln, leaf := range leaves {
		for un, use := range uses {
			t.Run(ln+"/"+un, func(t *testing.T) {
				var e *engine.Expr
				if !noPanic(t, "building", func() { e = use(leaf()) }) {
					return
				}
				if !errors.Is(e.Err(), engine.ErrShape) {
					t.Errorf("Err() = %v, want ErrShape", e.Err())
				}
				for _, p := range allPolicies {
					noPanic(t, "Eval", func() {
						res, err := sharedEngine(t, p).Eval(context.Background(), e)
						if !errors.Is(err, engine.ErrShape) {
							t.Errorf("%s: Eval error = %v (result %v), want ErrShape", p, err, res != nil)
						}
					})
				}
			})
		}
	}
}

// TestBadInputNewCSR: matrix.NewCSR and matrix.FromTriplets reject every
// kind of invalid layout with ErrInvalidCSR, never panic and never alias
// the caller's slices.
func TestBadInputNewCSR(t *testing.T) {
	type csrArgs struct {
		rows, cols int
		rp, ci     []int
		v          []float64
	}
	bad := map[string]csrArgs{
		"unsorted columns":     {2, 3, []int{0, 2, 3}, []int{2, 0, 1}, []float64{1, 2, 3}},
		"duplicate column":     {2, 3, []int{0, 2, 3}, []int{1, 1, 1}, []float64{1, 2, 3}},
		"column >= cols":       {2, 3, []int{0, 1, 2}, []int{0, 3}, []float64{1, 2}},
		"negative column":      {2, 3, []int{0, 1, 2}, []int{-1, 0}, []float64{1, 2}},
		"rowPtr too short":     {2, 3, []int{0, 2}, []int{0, 1}, []float64{1, 2}},
		"rowPtr too long":      {2, 3, []int{0, 1, 2, 2}, []int{0, 1}, []float64{1, 2}},
		"rowPtr empty":         {2, 3, nil, []int{0, 1}, []float64{1, 2}},
		"rowPtr[0] != 0":       {2, 3, []int{1, 1, 2}, []int{0, 1}, []float64{1, 2}},
		"rowPtr decreasing":    {3, 3, []int{0, 2, 1, 2}, []int{0, 1}, []float64{1, 2}},
		"rowPtr beyond nnz":    {2, 3, []int{0, 1, 5}, []int{0, 1}, []float64{1, 2}},
		"rowPtr negative":      {2, 3, []int{0, -1, 2}, []int{0, 1}, []float64{1, 2}},
		"rowPtr short of nnz":  {2, 3, []int{0, 1, 1}, []int{0, 1}, []float64{1, 2}},
		"values shorter":       {2, 3, []int{0, 1, 2}, []int{0, 1}, []float64{1}},
		"indices shorter":      {2, 3, []int{0, 1, 2}, []int{0}, []float64{1, 2}},
		"negative rows":        {-1, 3, []int{0}, nil, nil},
		"negative cols":        {2, -3, []int{0, 0, 0}, nil, nil},
		"zero rows, no rowPtr": {0, 3, nil, nil, nil},
		"huge rows":            {matrix.MaxDim + 1, 3, []int{0}, nil, nil},
	}
	for name, a := range bad {
		noPanic(t, "NewCSR "+name, func() {
			c, err := matrix.NewCSR(a.rows, a.cols, a.rp, a.ci, a.v)
			if !errors.Is(err, matrix.ErrInvalidCSR) || c != nil {
				t.Errorf("%s: NewCSR = %v, %v; want nil, ErrInvalidCSR", name, c, err)
			}
		})
	}
	badTriplets := map[string]csrArgs{
		"row out of range":    {2, 2, []int{0, 2}, []int{0, 1}, []float64{1, 2}},
		"column out of range": {2, 2, []int{0, 1}, []int{0, 2}, []float64{1, 2}},
		"negative index":      {2, 2, []int{0, -1}, []int{0, 1}, []float64{1, 2}},
		"lengths differ":      {2, 2, []int{0, 1}, []int{0}, []float64{1, 2}},
		"negative dims":       {-2, 2, nil, nil, nil},
	}
	for name, a := range badTriplets {
		noPanic(t, "FromTriplets "+name, func() {
			c, err := matrix.FromTriplets(a.rows, a.cols, a.rp, a.ci, a.v)
			if !errors.Is(err, matrix.ErrInvalidCSR) || c != nil {
				t.Errorf("%s: FromTriplets = %v, %v; want nil, ErrInvalidCSR", name, c, err)
			}
		})
	}
	// A valid CSR does not alias the caller's slices.
	rp, ci, v := []int{0, 1, 2}, []int{2, 0}, []float64{5, 6}
	c, err := matrix.NewCSR(2, 3, rp, ci, v)
	if err != nil {
		t.Fatal(err)
	}
	v[0], ci[0], rp[1] = 99, 1, 2
	if c.At(0, 2) != 5 || c.At(1, 0) != 6 || c.NNZ() != 2 {
		t.Errorf("NewCSR aliases its arguments")
	}
}

// Invalid CSR built with matrix.NewCSRFromParts (which does not check) can
// reach Eval through engine.Sparse. The cases run in child processes, so
// that a crash in native code is reported instead of killing the test
// binary.

const badPartsEnv = "FUSEJIT_BAD_PARTS_CASE"

// badParts are invalid layouts of a 4 x 3 matrix.
var badParts = map[string]func() *matrix.CSR{
	"unsorted-columns": func() *matrix.CSR {
		return matrix.NewCSRFromParts(4, 3, []int64{0, 2, 2, 3, 3}, []int32{2, 0, 1}, []float64{1, 2, 3})
	},
	"column-out-of-range": func() *matrix.CSR {
		return matrix.NewCSRFromParts(4, 3, []int64{0, 1, 1, 2, 2}, []int32{1 << 20, 1}, []float64{1, 2})
	},
	"negative-column": func() *matrix.CSR {
		return matrix.NewCSRFromParts(4, 3, []int64{0, 1, 1, 2, 2}, []int32{-5, 1}, []float64{1, 2})
	},
	"rowptr-too-short": func() *matrix.CSR {
		return matrix.NewCSRFromParts(4, 3, []int64{0, 1, 2}, []int32{0, 1}, []float64{1, 2})
	},
	"rowptr-decreasing": func() *matrix.CSR {
		return matrix.NewCSRFromParts(4, 3, []int64{0, 2, 1, 2, 2}, []int32{0, 1}, []float64{1, 2})
	},
	"rowptr-beyond-nnz": func() *matrix.CSR {
		return matrix.NewCSRFromParts(4, 3, []int64{0, 1, 100, 2, 2}, []int32{0, 1}, []float64{1, 2})
	},
	"values-too-short": func() *matrix.CSR {
		return matrix.NewCSRFromParts(4, 3, []int64{0, 1, 1, 2, 2}, []int32{0, 1}, []float64{1})
	},
}

// badPartsExprs are the expressions each invalid CSR X is used in.
func badPartsExprs(X *engine.Expr) map[string]*engine.Expr {
	Y := engine.Dense(matrix.RandDense(4, 3, 0.5, 1.5, 2))
	return map[string]*engine.Expr{
		"sum(X*Y)":     X.Mul(Y).Sum(),
		"X*Y":          X.Mul(Y),
		"rowSums(X+Y)": X.Add(Y).RowSums(),
		"colSums(X*Y)": X.Mul(Y).ColSums(),
		"exp(X)*2":     X.Exp().Mul(engine.Scalar(2)),
		"t(X)":         X.T(),
		"X%*%t(Y)":     X.MatMul(Y.T()),
		"cumsum(X)":    X.CumSum(),
	}
}

// runBadPartsChild is the child process's part: it evaluates every
// expression under every policy and prints one line per evaluation.
func runBadPartsChild(name string) {
	mk := badParts[name]
	for _, p := range allPolicies {
		e, err := engine.New(engine.WithCompileMode(engine.CompileSync), engine.WithCacheDir(""), engine.WithPolicy(p))
		if err != nil {
			fmt.Printf("ENGINE %s %v\n", p, err)
			continue
		}
		for en, expr := range badPartsExprs(engine.Sparse(mk())) {
			fmt.Printf("START %s %s\n", p, en)
			os.Stdout.Sync()
			res, err := e.Eval(context.Background(), expr)
			if err != nil {
				fmt.Printf("ERROR %s %s %v\n", p, en, strings.ReplaceAll(err.Error(), "\n", " "))
			} else {
				fmt.Printf("RESULT %s %s %v\n", p, en, mat.Formatted(res.Matrix(0), mat.Squeeze()))
			}
		}
		e.Close()
	}
	fmt.Println("CHILD DONE")
}

// TestBadInputCSRFromParts: an invalid CSR that bypassed NewCSR's checks
// must make Eval return an error under every policy; it must neither crash
// the process nor return a result computed from out-of-range memory.
func TestBadInputCSRFromParts(t *testing.T) {
	if name := os.Getenv(badPartsEnv); name != "" {
		runBadPartsChild(name) // the child process: report and pass
		return
	}
	for name := range badParts {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			cmd := exec.Command(os.Args[0], "-test.run=^TestBadInputCSRFromParts$", "-test.count=1")
			cmd.Env = append(os.Environ(), badPartsEnv+"="+name)
			out, err := cmd.CombinedOutput()
			text := string(out)
			if err != nil || !strings.Contains(text, "CHILD DONE") {
				last := ""
				for _, l := range strings.Split(text, "\n") {
					if strings.HasPrefix(l, "START ") {
						last = strings.TrimPrefix(l, "START ")
					}
				}
				sig := text
				if i := strings.Index(sig, "\ngoroutine "); i >= 0 {
					sig = sig[:i]
				}
				if i := strings.LastIndex(sig, "START "); i >= 0 {
					sig = sig[i:]
				}
				t.Errorf("the process crashed (%v) evaluating %s:\n%s", err, last, sig)
				return
			}
			var accepted []string
			for _, l := range strings.Split(text, "\n") {
				if f := strings.Fields(l); len(f) >= 3 && f[0] == "RESULT" {
					accepted = append(accepted, f[1]+":"+f[2])
				}
			}
			if len(accepted) > 0 {
				sort.Strings(accepted)
				t.Errorf("Eval returned a result instead of an error for an invalid CSR in %d of %d evaluations: %s",
					len(accepted), len(allPolicies)*len(badPartsExprs(nil)), strings.Join(accepted, " "))
			}
		})
	}
}

// fallbackDAGs returns generated DAGs that fuse, with reference results.
func fallbackDAGs(t *testing.T, n int) ([]*built, []*engine.Result) {
	_, builds, wants := concurrentDAGs(t, n)
	return builds, wants
}

// checkFallback evaluates DAGs on an engine without a working compiler and
// requires results bitwise equal to Base's, no kernel compiled, fallbacks
// counted and listed, and a logged warning mentioning logWant. With
// missing (no compiler could be set up at all; under CompileSync New
// finds out), the setup's warning is the only one, no Eval plans anything
// to fuse (each runs Base's plan) and Explain says why; otherwise (a
// compiler that fails every compile) every Eval lists its fused operators
// as fallbacks.
func checkFallback(t *testing.T, compiler string, logWant string, missing bool) {
	builds, wants := fallbackDAGs(t, 6)
	for _, p := range []engine.Policy{engine.PolicyFuseAll, engine.PolicyFuseNoRedundancy, engine.PolicyCostBased} {
		var buf bytes.Buffer
		logger := slog.New(slog.NewTextHandler(&buf, &slog.HandlerOptions{Level: slog.LevelDebug}))
		var e *engine.Engine
		noPanic(t, "engine.New", func() {
			var err error
			e, err = engine.New(engine.WithCompileMode(engine.CompileSync), engine.WithCacheDir(""), engine.WithPolicy(p), engine.WithCompiler(compiler), engine.WithLogger(logger))
			if err != nil {
				t.Fatalf("%s: engine.New with compiler %s: %v (a missing compiler must not be an error)", p, compiler, err)
			}
		})
		if e == nil {
			return
		}
		for k, b := range builds {
			before := leafHash(b.leaves)
			noPanic(t, "Eval", func() {
				res, err := e.Eval(context.Background(), b.outs...)
				if err != nil {
					t.Errorf("%s, DAG %d: Eval: %v", p, k, err)
					return
				}
				for i := range b.outs {
					if d := bitsDiff(wants[k].Matrix(i), res.Matrix(i)); d != "" {
						t.Errorf("%s, DAG %d, output %d differs from Base's bits: %s", p, k, i, d)
					}
				}
				plan := res.Plan()
				for _, op := range plan {
					if !op.Fallback {
						t.Errorf("%s, DAG %d: %+v listed as run with its kernel", p, k, op)
					}
				}
				switch {
				case missing && len(plan) > 0:
					t.Errorf("%s, DAG %d: %d fused operators planned without a compiler, want none", p, k, len(plan))
				case !missing && len(plan) == 0:
					t.Errorf("%s, DAG %d: no fused operator listed as a fallback", p, k)
				}
			})
			if leafHash(b.leaves) != before {
				t.Errorf("%s, DAG %d: input data modified", p, k)
			}
		}
		st := e.Stats()
		if !missing && st.Fallbacks == 0 {
			t.Errorf("%s: Stats().Fallbacks = 0, want fallbacks", p)
		}
		if st.KernelsCompiled != 0 {
			t.Errorf("%s: %d kernels compiled with a broken compiler", p, st.KernelsCompiled)
		}
		log := buf.String()
		if !strings.Contains(log, "level=WARN") || !strings.Contains(log, logWant) {
			t.Errorf("%s: no warning mentioning %q logged:\n%s", p, logWant, log)
		}
		if missing {
			if n := strings.Count(log, "level=WARN"); n != 1 {
				t.Errorf("%s: %d warnings logged, want the setup's one:\n%s", p, n, log)
			}
			ex, err := e.Explain(builds[0].outs...)
			if err != nil {
				t.Errorf("%s: Explain: %v", p, err)
			} else if !strings.Contains(ex, "no native compiler") {
				t.Errorf("%s: Explain does not say that there is no compiler:\n%s", p, ex)
			}
		}
		e.Close()
	}
}

// TestBadInputMissingCompiler: WithCompiler naming a file that does not
// exist, or a program that is not clang, falls back to Base's execution
// with Base's bits and one logged warning.
func TestBadInputMissingCompiler(t *testing.T) {
	t.Run("nonexistent", func(t *testing.T) { checkFallback(t, "/nonexistent/clang", "no native compiler", true) })
	t.Run("not-clang", func(t *testing.T) {
		dir := t.TempDir()
		fake := filepath.Join(dir, "notclang")
		if err := os.WriteFile(fake, []byte("#!/bin/sh\necho 'gcc (Debian) 12.2.0'\n"), 0o755); err != nil {
			t.Fatal(err)
		}
		checkFallback(t, fake, "no native compiler", true)
	})
}

// TestBadInputFailingCompiler: a clang that passes the engine's probes but
// fails every compile: kernels fall back to unfused execution with the
// right answer and a logged warning carrying the compiler's message.
func TestBadInputFailingCompiler(t *testing.T) {
	clangPath, err := exec.LookPath("clang")
	if err != nil {
		t.Fatalf("no clang on PATH: %v", err)
	}
	dir := t.TempDir()
	fake := filepath.Join(dir, "clang")
	script := fmt.Sprintf(`#!/bin/sh
# Delegates the engine's probes to the real clang; fails on LLVM IR input.
for a in "$@"; do
	case "$a" in
	*.ll|ir) echo "fakeclang: simulated compiler failure" >&2; exit 1;;
	esac
done
exec %q "$@"
`, clangPath)
	if err := os.WriteFile(fake, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	checkFallback(t, fake, "simulated compiler failure", false)
}
