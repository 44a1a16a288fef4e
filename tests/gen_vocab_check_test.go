package tests

import (
	"context"
	"go/parser"
	"go/token"
	"strings"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/matrix"
)

// vocabCases are hand-built DAGs with each operator gen_vocab_test.go
// draws, on dense and CSR operands with NaN, Inf and -0 cells, under a
// fused consumer where one fits.
func vocabCases() []struct {
	name string
	d    *gDAG
} {
	type tc = struct {
		name string
		d    *gDAG
	}
	var cases []tc
	special := []cellSet{{0, 0, nan}, {1, 2, posInf}, {2, 1, negZero}}
	dense := func(d *gDAG, r, c int, sets []cellSet) *gNode {
		return d.leaf(leafSpec{Kind: lkDense, Rows: r, Cols: c, Seed: 3, Lo: -2, Hi: 2, Sets: sets})
	}
	sparse := func(d *gDAG, r, c int, sets []cellSet) *gNode {
		return d.leaf(leafSpec{Kind: lkSparse, Rows: r, Cols: c, Seed: 4, Lo: -2, Hi: 2, Density: 0.3, EmptyRows: 3, Sets: sets})
	}
	for _, op := range []hop.OpCode{hop.OpProd, hop.OpVar, hop.OpSd} {
		for _, dir := range statsDirs {
			for _, sp := range []bool{false, true} {
				for _, sets := range [][]cellSet{nil, special} {
					d := &gDAG{}
					leaf := dense
					if sp {
						leaf = sparse
					}
					x := leaf(d, 7, 5, sets)
					a := d.agg(op, dir, d.op(hop.OpMul, x, d.leaf(leafSpec{Kind: lkScalar, Value: 0.5})))
					d.out(d.op(hop.OpAdd, a, d.leaf(leafSpec{Kind: lkScalar, Value: 1})))
					cases = append(cases, tc{aggName(op, dir) + map[bool]string{false: "/dense", true: "/csr"}[sp] + map[bool]string{false: "", true: "/specials"}[sets != nil], d})
				}
			}
		}
	}
	for _, sp := range []bool{false, true} {
		d := &gDAG{}
		x := dense(d, 6, 4, special)
		if sp {
			x = sparse(d, 6, 4, []cellSet{{1, 1, negZero}, {2, 3, nan}})
		}
		d.out(d.agg(hop.OpIndexMin, hop.DirRow, d.op(hop.OpSub, x, d.leaf(leafSpec{Kind: lkScalar, Value: 1}))),
			d.agg(hop.OpIndexMin, hop.DirRow, x))
		cases = append(cases, tc{map[bool]string{false: "rowIndexMin/dense", true: "rowIndexMin/csr"}[sp], d})
	}
	for _, op := range []hop.OpCode{hop.OpMul, hop.OpAdd, hop.OpDiv, hop.OpMin2, hop.OpIntDiv} {
		d := &gDAG{}
		u := d.leaf(leafSpec{Kind: lkSparse, Rows: 6, Cols: 1, Seed: 5, Lo: -1, Hi: 1, Density: 0.5, Sets: []cellSet{{0, 0, posInf}}})
		v := d.leaf(leafSpec{Kind: lkDense, Rows: 1, Cols: 4, Seed: 6, Lo: -1, Hi: 1, Sets: []cellSet{{0, 1, nan}, {0, 2, negZero}}})
		o := d.outer(u, v, op)
		d.out(d.agg(hop.OpSum, hop.DirRow, d.op(hop.OpExp, o)), d.outer(v, d.leaf(leafSpec{Kind: lkScalar, Value: 2}), op))
		cases = append(cases, tc{"outer/" + op.String(), d})
	}
	{
		d := &gDAG{}
		x := dense(d, 9, 4, special)
		a := d.agg(hop.OpIndexMax, hop.DirRow, x)
		b := d.op(hop.OpCeil, d.leaf(leafSpec{Kind: lkVector, Rows: 9, Cols: 1, Seed: 7, Lo: 0.001, Hi: 3}))
		t := d.table(a, b, 3, 2) // drops the pairs past 3 x 2
		d.out(d.agg(hop.OpSum, hop.DirCol, d.op(hop.OpMul, t, d.leaf(leafSpec{Kind: lkScalar, Value: 2}))),
			d.table(b, d.leaf(leafSpec{Kind: lkScalar, Value: 2}), 1, 1))
		cases = append(cases, tc{"table", d})
	}
	return cases
}

// TestVocabDAGs runs the differential check (every policy against Base,
// and Base against the oracle) on the hand-built DAGs.
func TestVocabDAGs(t *testing.T) {
	for _, c := range vocabCases() {
		t.Run(c.name, func(t *testing.T) {
			if f := checkDAG(t, c.d, nil); f != nil {
				t.Fatalf("%v\n%s", f, c.d)
			}
		})
	}
}

// TestVocabOracleCatches: the oracle rejects Base's result of each new
// operator once one cell of it is changed, so a wrong Base fails the
// corpus.
func TestVocabOracleCatches(t *testing.T) {
	e := sharedEngine(t, engine.PolicyNone)
	for _, c := range vocabCases() {
		t.Run(c.name, func(t *testing.T) {
			nodes := c.d.reachable()
			b, err := c.d.build()
			if err != nil {
				t.Fatal(err)
			}
			outs := make([]*engine.Expr, len(nodes))
			for k, n := range nodes {
				outs[k] = b.exprOf[n]
			}
			res, err := e.Eval(context.Background(), outs...)
			if err != nil {
				t.Fatal(err)
			}
			vals := make([]mat.Matrix, len(nodes))
			for k := range nodes {
				vals[k] = res.Matrix(k)
			}
			if msg := oracleCheck(c.d, nodes, vals); msg != "" {
				t.Fatalf("unchanged: %s", msg)
			}
			checked := 0
			for k, n := range nodes {
				switch {
				case n.isLeaf():
					continue
				case n.Op == hop.OpProd, n.Op == hop.OpVar, n.Op == hop.OpSd, n.Op == hop.OpIndexMin, n.Op == hop.OpOuter, n.Op == hop.OpTable:
				default:
					continue
				}
				changed := append([]mat.Matrix(nil), vals...)
				changed[k] = bumpFirstCell(vals[k])
				if msg := oracleCheck(c.d, nodes, changed); msg == "" {
					t.Errorf("%s: a changed cell passed the oracle", n.Op)
				}
				checked++
			}
			if checked == 0 {
				t.Fatal("no new operator in the DAG")
			}
		})
	}
}

// bumpFirstCell returns a dense copy of m with 1 added to its first cell
// (which becomes 1 when NaN or infinite).
func bumpFirstCell(m mat.Matrix) mat.Matrix {
	d := mat.DenseCopyOf(m)
	v := d.At(0, 0) + 1
	if v != v || v-1 == v {
		v = 1
	}
	d.Set(0, 0, v)
	if _, ok := m.(*matrix.CSR); ok {
		return matrix.FromDense(d)
	}
	return d
}

// TestVocabGeneratorValid: every DAG of the corpus configuration builds
// (the generator draws only valid shapes and table indexes), and its
// printed Go code parses.
func TestVocabGeneratorValid(t *testing.T) {
	cfg := corpusGenConfig()
	drawn := 0
	for seed := uint64(0); seed < corpusSize; seed++ {
		d := genDAG(newRNGChooser(seed), cfg)
		if _, err := d.build(); err != nil {
			t.Fatalf("seed %d: %v\n%s", seed, err, d)
		}
		code := d.GoCode()
		if strings.Contains(code, "d.outer(") || strings.Contains(code, "d.table(") {
			drawn++
			if _, err := parser.ParseFile(token.NewFileSet(), "regress.go", "package p\nfunc f() {\n"+code+"}\n", 0); err != nil {
				t.Fatalf("seed %d: printed Go code does not parse: %v\n%s", seed, err, code)
			}
		}
	}
	if drawn == 0 {
		t.Fatal("no corpus DAG draws outer or table")
	}
}

// TestOracleAggTranspose: the mean of a transposed scan, which hop's
// agg-transpose rule sums in the scan's order, passes the oracle (found by
// the corpus at seed 5608 with FUSEJIT_DAG_VOCAB_WEIGHT=25).
func TestOracleAggTranspose(t *testing.T) {
	for _, op := range []hop.OpCode{hop.OpMean, hop.OpSum} {
		d := &gDAG{}
		L0 := d.leaf(leafSpec{Kind: lkDense, Rows: 39, Cols: 15, Seed: 1, Lo: 0.5, Hi: 1.5})
		t1 := d.op(hop.OpCumSum, L0)
		t2 := d.op(hop.OpTranspose, t1)
		d.out(d.agg(op, hop.DirFull, t2))
		if f := checkDAG(t, d, nil); f != nil {
			t.Errorf("%s: %v", op, f)
		}
	}
}
