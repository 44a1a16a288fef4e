package hop

import (
	"math"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/matrix"
)

var negZero = math.Copysign(0, -1)

// TestSimplifyRewritesDAG checks each static and dynamic simplification on
// a case where it fires and on cases where it must not.
func TestSimplifyRewritesDAG(t *testing.T) {
	X := NewDense(mat.NewDense(6, 4, nil))
	S := NewSparse(matrix.RandSparse(6, 4, 0.5, 1, 2, 1))
	row := NewDense(mat.NewDense(1, 4, nil))
	col := NewDense(mat.NewDense(6, 1, nil))
	one := NewDense(mat.NewDense(1, 1, []float64{7}))
	sel := NewDense(mat.NewDense(1, 4, nil))
	dynRow := NewRemoveEmpty(OpRemoveEmptyCols, row, sel)
	empty := NewSparse(matrix.RandSparse(6, 4, 0, 1, 2, 3))
	lit := NewScalar
	bin := NewBinary
	cases := []struct {
		name  string
		rule  func(*DAG) bool
		roots []*Hop
		want  string // "" = unchanged
	}{
		{"t(t(X))", rewriteDoubleTranspose, []*Hop{NewTranspose(NewTranspose(X))}, "dense"},
		{"t(t(t(X)))", rewriteDoubleTranspose, []*Hop{NewTranspose(NewTranspose(NewTranspose(S)))}, "t(sparse)"},
		{"t(X)", rewriteDoubleTranspose, []*Hop{NewTranspose(X)}, ""},
		{"-(-X)", rewriteDoubleNegation, []*Hop{bin(OpAdd, NewUnary(OpNeg, NewUnary(OpNeg, X)), X)}, "+(dense,dense)"},
		{"-abs(X)", rewriteDoubleNegation, []*Hop{NewUnary(OpNeg, NewUnary(OpAbs, X))}, ""},
		{"abs(abs(X))", rewriteIdempotentUnary, []*Hop{NewUnary(OpAbs, NewUnary(OpAbs, X))}, "abs(dense)"},
		{"floor(floor(X))", rewriteIdempotentUnary, []*Hop{NewUnary(OpFloor, NewUnary(OpFloor, X))}, "floor(dense)"},
		{"sqrt(sqrt(X))", rewriteIdempotentUnary, []*Hop{NewUnary(OpSqrt, NewUnary(OpSqrt, X))}, ""},
		{"floor(ceil(X))", rewriteIdempotentUnary, []*Hop{NewUnary(OpFloor, NewUnary(OpCeil, X))}, ""},
		{"X*1", rewriteNeutralOperand, []*Hop{NewAgg(OpSum, DirRow, bin(OpMul, X, lit(1)))}, "rowsum(dense)"},
		{"1*S", rewriteNeutralOperand, []*Hop{bin(OpMul, lit(1), S)}, "sparse"},
		{"X/1", rewriteNeutralOperand, []*Hop{bin(OpDiv, X, lit(1))}, "dense"},
		{"X-0", rewriteNeutralOperand, []*Hop{bin(OpSub, X, lit(0))}, "dense"},
		{"X+(-0)", rewriteNeutralOperand, []*Hop{bin(OpAdd, X, lit(negZero))}, "dense"},
		{"(-0)+X", rewriteNeutralOperand, []*Hop{bin(OpAdd, lit(negZero), X)}, "dense"},
		{"min2(X, Inf)", rewriteNeutralOperand, []*Hop{bin(OpMin2, X, lit(math.Inf(1)))}, "dense"},
		{"max2(-Inf, X)", rewriteNeutralOperand, []*Hop{bin(OpMax2, lit(math.Inf(-1)), X)}, "dense"},
		{"X+0 keeps -0 -> +0", rewriteNeutralOperand, []*Hop{bin(OpAdd, X, lit(0))}, ""},
		{"X-(-0)", rewriteNeutralOperand, []*Hop{bin(OpSub, X, lit(negZero))}, ""},
		{"X*0", rewriteNeutralOperand, []*Hop{bin(OpMul, X, lit(0))}, ""},
		{"1/X", rewriteNeutralOperand, []*Hop{bin(OpDiv, lit(1), X)}, ""},
		{"0-X", rewriteNeutralOperand, []*Hop{bin(OpSub, lit(0), X)}, ""},
		{"max2(X, Inf)", rewriteNeutralOperand, []*Hop{bin(OpMax2, X, lit(math.Inf(1)))}, ""},
		{"1x1 * 1 broadcast onto X", rewriteNeutralOperand, []*Hop{bin(OpAdd, X, bin(OpMul, one, lit(1)))}, "+(dense,dense)"},
		{"X+X", rewriteAddSelf, []*Hop{bin(OpAdd, S, S)}, "*(lit(2),sparse)"},
		{"X+Y", rewriteAddSelf, []*Hop{bin(OpAdd, X, S)}, ""},
		{"X*X", rewriteAddSelf, []*Hop{bin(OpMul, X, X)}, ""},
		{"sum(t(X))", rewriteAggTranspose, []*Hop{NewAgg(OpSum, DirFull, NewTranspose(S))}, "fullsum(sparse)"},
		{"max(t(X))", rewriteAggTranspose, []*Hop{NewAgg(OpMax, DirFull, NewTranspose(X))}, "fullmax(dense)"},
		{"colSums(t(X))", rewriteAggTranspose, []*Hop{NewAgg(OpSum, DirCol, NewTranspose(X))}, ""},
		{"colSums(row)", rewriteSingleCellAgg, []*Hop{NewAgg(OpSum, DirCol, row)}, "+(dense,lit(0))"},
		{"rowMaxs(col)", rewriteSingleCellAgg, []*Hop{NewAgg(OpMax, DirRow, col)}, "dense"},
		{"mean(1x1)", rewriteSingleCellAgg, []*Hop{bin(OpMul, X, NewAgg(OpMean, DirFull, one))}, "*(dense,+(dense,lit(0)))"},
		{"rowSums(row)", rewriteSingleCellAgg, []*Hop{NewAgg(OpSum, DirRow, row)}, ""},
		{"colSums(X)", rewriteSingleCellAgg, []*Hop{NewAgg(OpSum, DirCol, X)}, ""},
		{"colSums(sparse row)", rewriteSingleCellAgg, []*Hop{NewAgg(OpSum, DirCol, NewSparse(matrix.RandSparse(1, 4, 0.5, 1, 2, 2)))}, ""},
		{"rowIndexMax(col)", rewriteSingleCellAgg, []*Hop{NewAgg(OpIndexMax, DirRow, col)}, ""},
		{"X[0:6, 0:4]", rewriteFullSlice, []*Hop{NewSlice(S, 0, 6, 0, 4)}, "sparse"},
		{"X[0:5, 0:4]", rewriteFullSlice, []*Hop{NewSlice(X, 0, 5, 0, 4)}, ""},
		{"X[0:6, 1:4]", rewriteFullSlice, []*Hop{NewSlice(X, 0, 6, 1, 4)}, ""},
		{"dynamic[0:1, 0:4]", rewriteFullSlice, []*Hop{NewSlice(dynRow, 0, 1, 0, 4)}, ""},
		{"max(empty CSR)", rewriteEmptyAgg, []*Hop{bin(OpMul, X, NewAgg(OpMax, DirFull, empty))}, "*(dense,lit(0))"},
		{"mean(empty CSR)", rewriteEmptyAgg, []*Hop{NewAgg(OpMean, DirFull, empty)}, "lit(0)"},
		{"sum(S)", rewriteEmptyAgg, []*Hop{NewAgg(OpSum, DirFull, S)}, ""},
		{"colSums(empty CSR)", rewriteEmptyAgg, []*Hop{NewAgg(OpSum, DirCol, empty)}, ""},
		{"sum(zero dense)", rewriteEmptyAgg, []*Hop{NewAgg(OpSum, DirFull, X)}, ""},
		{"colSums(dynamic row)", rewriteSingleCellAgg, []*Hop{NewAgg(OpSum, DirRow, dynRow)}, ""},
	}
	for _, c := range cases {
		for _, r := range c.roots {
			if r.Err != nil {
				t.Fatalf("%s: %v", c.name, r.Err)
			}
		}
		d, err := Prepare(c.roots)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		before := cumShape(d)
		changed := c.rule(d)
		after := cumShape(d)
		want := c.want
		if want == "" {
			want = before
		}
		if changed != (c.want != "") || after != want {
			t.Fatalf("%s: changed=%v, DAG %s, want %s", c.name, changed, after, want)
		}
		if changed && len(d.firedAt) == 0 {
			t.Fatalf("%s: fired without recording where", c.name)
		}
	}
}

// TestIdempotentUnary checks the property idempotentUnary claims on op.go's
// functions, bit for bit, at special and ordinary values.
func TestIdempotentUnary(t *testing.T) {
	vals := []float64{0, negZero, 0.5, -0.5, 1.5, -2.5, 3, 1e300, -1e-310, math.Inf(1), math.Inf(-1), math.NaN()}
	for op := OpCode(0); op < numOps; op++ {
		if !idempotentUnary[op] {
			continue
		}
		for _, v := range vals {
			once := EvalUnary(op, v)
			twice := EvalUnary(op, once)
			if math.Float64bits(once) != math.Float64bits(twice) && !(once != once && twice != twice) {
				t.Errorf("%s(%s(%v)) = %v, %s(%v) = %v", op, op, v, twice, op, v, once)
			}
		}
	}
}

// TestNeutralOperands checks neutralRight and neutralLeft on op.go's
// EvalBinary at special values, and that X + (+0) is not neutral.
func TestNeutralOperands(t *testing.T) {
	vals := []float64{0, negZero, 1, -1, 1e-310, -1e308, math.Inf(1), math.Inf(-1), math.NaN()}
	lits := []float64{0, negZero, 1, -1, 2, math.Inf(1), math.Inf(-1)}
	same := func(a, b float64) bool { return math.Float64bits(a) == math.Float64bits(b) || (a != a && b != b) }
	for op := OpAdd; op <= OpOr; op++ {
		for _, s := range lits {
			for _, x := range vals {
				if neutralRight(op, s) && !same(EvalBinary(op, x, s), x) {
					t.Errorf("%v op %v claimed neutral on the right: %v %s %v = %v", s, op, x, op, s, EvalBinary(op, x, s))
				}
				if neutralLeft(op, s) && !same(EvalBinary(op, s, x), x) {
					t.Errorf("%v op %v claimed neutral on the left: %v %s %v = %v", s, op, s, op, x, EvalBinary(op, s, x))
				}
			}
		}
	}
	if neutralRight(OpAdd, 0) || neutralLeft(OpAdd, 0) {
		t.Error("+0 claimed neutral for +: -0 + +0 is +0")
	}
	if !neutralRight(OpSub, 0) || !neutralRight(OpMul, 1) || !neutralLeft(OpAdd, negZero) {
		t.Error("an exact identity is not recognized")
	}
}

// TestCSE merges duplicates made by a rewrite across outputs, keeps
// different literals (+0 and -0) apart, and never merges a
// nondeterministic operator.
func TestCSE(t *testing.T) {
	X := NewDense(mat.NewDense(3, 3, nil))
	a := NewBinary(OpMul, X, NewScalar(1))
	b := NewBinary(OpAdd, NewBinary(OpMul, X, NewScalar(2)), NewScalar(0))
	c := NewBinary(OpAdd, NewBinary(OpMul, X, NewScalar(2)), NewScalar(negZero))
	d, err := Prepare([]*Hop{a, b, c})
	if err != nil {
		t.Fatal(err)
	}
	if eliminateCommonSubexpressions(d) {
		t.Fatal("CSE fired on a prepared DAG")
	}
	n := len(d.Nodes)
	// X*1 -> X leaves two X*2 in different outputs? No: Prepare merged
	// them. Build a duplicate by hand, as a rewrite would.
	d.Roots[0] = NewBinary(OpMul, X, NewScalar(2))
	d.Roots[0].Inputs[0] = d.Nodes[0]
	d.renumber()
	if !eliminateCommonSubexpressions(d) {
		t.Fatal("CSE missed a duplicate product")
	}
	d.renumber()
	if len(d.Nodes) != n-2 { // the duplicate and its literal; X*1 and lit(1) are gone
		t.Fatalf("%d operators after CSE, want %d:\n%s", len(d.Nodes), n-2, d)
	}
	if d.Roots[0] != d.Roots[1].Inputs[0] {
		t.Fatal("output 0 is not the shared product")
	}
	if d.Roots[1] == d.Roots[2] {
		t.Fatal("X*2 + 0 and X*2 + -0 merged")
	}
	for op := OpCode(0); op < numOps; op++ {
		if op.Nondeterministic() && op != OpRand { // TestCSERand
			t.Errorf("%s is nondeterministic: add a CSE test for it", op)
		}
	}
}

// TestCSENondeterministic: with abs standing in for a nondeterministic
// operation, two abs(X) stay apart while two neg(X) merge.
func TestCSENondeterministic(t *testing.T) {
	X := NewDense(mat.NewDense(3, 3, nil))
	d, err := Prepare([]*Hop{NewUnary(OpAbs, X), NewUnary(OpNeg, X)})
	if err != nil {
		t.Fatal(err)
	}
	// Duplicates, as a rewrite could make them.
	d.Roots = append(d.Roots, NewUnary(OpAbs, d.Nodes[0]), NewUnary(OpNeg, d.Nodes[0]))
	d.renumber()
	eliminateCommon(d, func(op OpCode) bool { return op == OpAbs })
	d.renumber()
	if d.Roots[0] == d.Roots[2] {
		t.Fatal("two nondeterministic operators merged")
	}
	if d.Roots[1] != d.Roots[3] {
		t.Fatal("two equal deterministic operators not merged")
	}
	k := cseKeyer{nondet: func(OpCode) bool { return true }}
	first := string(k.key(d.Roots[0])) // a copy: key reuses its buffer
	if first == string(k.key(d.Roots[2])) {
		t.Fatal("nondeterministic operators share a key")
	}
}
