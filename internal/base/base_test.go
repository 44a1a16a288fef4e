package base

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/matrix"
)

// btVal is the naive model of a value used by the reference: all cells
// in row-major order plus a structural-zero mask (a structural zero holds
// +0 in v).
type btVal struct {
	name   string
	r, c   int
	v      []float64
	z      []bool
	sparse bool
}

func (x *btVal) at(i, j int) (float64, bool) {
	k := i*x.c + j
	return x.v[k], x.sparse && x.z[k]
}

// matrix builds the *mat.Dense or *matrix.CSR for x.
func (x *btVal) matrix() mat.Matrix {
	if !x.sparse {
		return mat.NewDense(x.r, x.c, append([]float64(nil), x.v...))
	}
	rp := make([]int64, x.r+1)
	var ci []int32
	var vals []float64
	for i := 0; i < x.r; i++ {
		for j := 0; j < x.c; j++ {
			if !x.z[i*x.c+j] {
				ci = append(ci, int32(j))
				vals = append(vals, x.v[i*x.c+j])
			}
		}
		rp[i+1] = int64(len(ci))
	}
	return matrix.NewCSRFromParts(x.r, x.c, rp, ci, vals)
}

// btFrom converts a result into the model, checking its layout.
func btFrom(t *testing.T, m mat.Matrix) btVal {
	t.Helper()
	switch m := m.(type) {
	case *mat.Dense:
		raw := m.RawMatrix()
		if raw.Stride != raw.Cols {
			t.Fatalf("dense result with stride %d != cols %d", raw.Stride, raw.Cols)
		}
		return btVal{r: raw.Rows, c: raw.Cols, v: append([]float64(nil), raw.Data[:raw.Rows*raw.Cols]...)}
	case *matrix.CSR:
		if err := m.Validate(); err != nil {
			t.Fatalf("invalid CSR result: %v", err)
		}
		r, c := m.Dims()
		x := btVal{r: r, c: c, v: make([]float64, r*c), z: make([]bool, r*c), sparse: true}
		for k := range x.z {
			x.z[k] = true
		}
		rp, ci, vals := m.RowPtr(), m.ColIdx(), m.Values()
		for i := 0; i < r; i++ {
			for k := rp[i]; k < rp[i+1]; k++ {
				x.z[i*c+int(ci[k])] = false
				x.v[i*c+int(ci[k])] = vals[k]
			}
		}
		return x
	}
	t.Fatalf("result of unexpected type %T", m)
	return btVal{}
}

// btSpecial are the special values mixed into generated inputs.
var btSpecial = []float64{math.NaN(), math.Inf(1), math.Inf(-1), math.Copysign(0, -1), 0, 1, -1}

func btNum(rng *rand.Rand, special float64) float64 {
	if rng.Float64() < special {
		return btSpecial[rng.IntN(len(btSpecial))]
	}
	return math.Round((rng.Float64()*4-2)*1e6) / 1e5
}

// btGen generates an r x c value; density < 0 gives a dense value,
// otherwise a CSR storing each cell with that probability. Sparse values
// with more than one row get a forced empty row.
func btGen(rng *rand.Rand, r, c int, density, special float64) btVal {
	x := btVal{r: r, c: c, v: make([]float64, r*c)}
	if density < 0 {
		x.name = fmt.Sprintf("dense%dx%d", r, c)
		for k := range x.v {
			x.v[k] = btNum(rng, special)
		}
		return x
	}
	x.name = fmt.Sprintf("csr%dx%d@%g", r, c, density)
	x.sparse = true
	x.z = make([]bool, r*c)
	empty := -1
	if r > 1 {
		empty = rng.IntN(r)
	}
	for k := range x.v {
		if k/c == empty || rng.Float64() >= density {
			x.z[k] = true
			continue
		}
		x.v[k] = btNum(rng, special)
	}
	return x
}

// btScalar returns a 1 x 1 dense value, or a CSR one (stored unless
// empty).
func btScalar(v float64, sparse, empty bool) btVal {
	x := btVal{r: 1, c: 1, v: []float64{v}}
	x.name = fmt.Sprintf("dense(%g)", v)
	if sparse {
		x.sparse, x.z = true, []bool{empty}
		x.name = fmt.Sprintf("csr(%g)", v)
		if empty {
			x.v[0], x.name = 0, "csr(empty)"
		}
	}
	return x
}

func btClass(x *btVal) hop.Operand {
	switch {
	case x.r*x.c == 1:
		return hop.OperandScalar
	case x.sparse:
		return hop.OperandSparse
	}
	return hop.OperandDense
}

// btShape returns the broadcast shape of xs, or ok == false.
func btShape(xs ...*btVal) (R, C int, ok bool) {
	for _, x := range xs {
		R, C = max(R, x.r), max(C, x.c)
	}
	for _, x := range xs {
		if (x.r != R && x.r != 1) || (x.c != C && x.c != 1) {
			return 0, 0, false
		}
		ok = ok || (x.r == R && x.c == C)
	}
	return R, C, ok
}

// btCell returns cell (i, j) of x broadcast to R x C.
func btCell(x *btVal, R, C, i, j int) (float64, bool) {
	if x.r != R {
		i = 0
	}
	if x.c != C {
		j = 0
	}
	return x.at(i, j)
}

// btBinary is the naive reference for Binary.
func btBinary(op hop.OpCode, a, b *btVal) (btVal, bool) {
	R, C, ok := btShape(a, b)
	if !ok {
		return btVal{}, false
	}
	ka, kb := btClass(a), btClass(b)
	rule := hop.BinaryRule(op, ka, kb, a.v[0], b.v[0])
	out := btVal{r: R, c: C, v: make([]float64, R*C), z: make([]bool, R*C), sparse: rule != hop.ZeroNever}
	for i := 0; i < R; i++ {
		for j := 0; j < C; j++ {
			va, za := btCell(a, R, C, i, j)
			vb, zb := btCell(b, R, C, i, j)
			za, zb = za && ka == hop.OperandSparse, zb && kb == hop.OperandSparse
			k := i*C + j
			if out.sparse && rule.Apply(za, zb) {
				out.z[k] = true
				continue
			}
			out.v[k] = hop.EvalBinary(op, va, vb)
		}
	}
	return out, true
}

// btUnary is the naive reference for Unary.
func btUnary(op hop.OpCode, a *btVal) btVal {
	out := btVal{r: a.r, c: a.c, v: make([]float64, len(a.v))}
	if a.sparse && hop.UnaryKeepsZero(op) {
		out.sparse, out.z = true, append([]bool(nil), a.z...)
	}
	for k, x := range a.v {
		if out.sparse && out.z[k] {
			continue
		}
		out.v[k] = hop.EvalUnary(op, x)
	}
	return out
}

// btHash hashes the storage of a value (to detect modification).
func btHash(m mat.Matrix) uint64 {
	h := uint64(14695981039346656037)
	put := func(u uint64) { h = (h ^ u) * 1099511628211 }
	switch m := m.(type) {
	case *mat.Dense:
		for _, x := range m.RawMatrix().Data {
			put(math.Float64bits(x))
		}
	case *matrix.CSR:
		for _, x := range m.RowPtr() {
			put(uint64(x))
		}
		for _, x := range m.ColIdx() {
			put(uint64(x))
		}
		for _, x := range m.Values() {
			put(math.Float64bits(x))
		}
	}
	return h
}

// btScribble overwrites every array of a result, to show that inputs do
// not share storage with it.
func btScribble(m mat.Matrix) {
	switch m := m.(type) {
	case *mat.Dense:
		d := m.RawMatrix().Data
		for k := range d {
			d[k] = 12345.5
		}
	case *matrix.CSR:
		rp := m.RowPtr()
		for k := range rp {
			rp[k] = -7
		}
		ci := m.ColIdx()
		for k := range ci {
			ci[k] = -3
		}
		v := m.Values()
		for k := range v {
			v[k] = 54321.5
		}
	}
}

// btCall runs f on fresh matrices of ins, checks that the inputs are
// unchanged and not aliased by the result, and returns the result.
func btCall(t *testing.T, ins []*btVal, f func(ms []mat.Matrix) (mat.Matrix, error)) (mat.Matrix, btVal, error) {
	t.Helper()
	ms := make([]mat.Matrix, len(ins))
	hs := make([]uint64, len(ins))
	for k, x := range ins {
		ms[k] = x.matrix()
		hs[k] = btHash(ms[k])
	}
	res, err := f(ms)
	for k := range ms {
		if btHash(ms[k]) != hs[k] {
			t.Fatalf("input %d (%s) was modified", k, ins[k].name)
		}
	}
	if err != nil {
		return nil, btVal{}, err
	}
	got := btFrom(t, res)
	btScribble(res)
	for k := range ms {
		if btHash(ms[k]) != hs[k] {
			t.Fatalf("result aliases input %d (%s)", k, ins[k].name)
		}
	}
	return res, got, nil
}

// btSameBits reports bit equality, with every NaN equal to every NaN.
func btSameBits(x, y float64) bool {
	if x != x || y != y {
		return x != x && y != y
	}
	return math.Float64bits(x) == math.Float64bits(y)
}

// btClose reports x ~ y: NaN positions identical, infinities equal,
// otherwise |x-y| <= 1e-12 * max(|x|, |y|, scale).
func btClose(x, y, scale float64) bool {
	if x != x || y != y {
		return x != x && y != y
	}
	if x == y {
		return true
	}
	if math.IsInf(x, 0) || math.IsInf(y, 0) {
		return false
	}
	return math.Abs(x-y) <= 1e-12*max(math.Abs(x), math.Abs(y), scale)
}

// btCompare checks format, shape, stored pattern and values. With scale ==
// nil values must be bit-identical; otherwise they are compared with
// btClose and the per-cell scale.
func btCompare(t *testing.T, what string, got, want btVal, scale []float64) {
	t.Helper()
	if got.sparse != want.sparse {
		t.Fatalf("%s: result sparse=%v, want sparse=%v", what, got.sparse, want.sparse)
	}
	if got.r != want.r || got.c != want.c {
		t.Fatalf("%s: result %dx%d, want %dx%d", what, got.r, got.c, want.r, want.c)
	}
	for k := range want.v {
		i, j := k/want.c, k%want.c
		if want.sparse && got.z[k] != want.z[k] {
			t.Fatalf("%s: cell (%d,%d) stored=%v, want stored=%v", what, i, j, !got.z[k], !want.z[k])
		}
		ok := false
		if scale == nil {
			ok = btSameBits(got.v[k], want.v[k])
		} else {
			ok = btClose(got.v[k], want.v[k], scale[k])
		}
		if !ok {
			t.Fatalf("%s: cell (%d,%d) = %v, want %v", what, i, j, got.v[k], want.v[k])
		}
	}
}

var btBinaryOps = []hop.OpCode{
	hop.OpAdd, hop.OpSub, hop.OpMul, hop.OpDiv, hop.OpPow, hop.OpMin2, hop.OpMax2,
	hop.OpEq, hop.OpNe, hop.OpLt, hop.OpLe, hop.OpGt, hop.OpGe, hop.OpAnd, hop.OpOr,
}

var btUnaryOps = []hop.OpCode{
	hop.OpNeg, hop.OpAbs, hop.OpSign, hop.OpSqrt, hop.OpExp, hop.OpLog, hop.OpRound,
	hop.OpFloor, hop.OpCeil, hop.OpSigmoid, hop.OpSin, hop.OpCos, hop.OpTanh,
}

// btPool returns test operands of every shape class for an n x m problem:
// matrices, column vectors, row vectors and scalars, dense and CSR.
func btPool(seed uint64, n, m int) []btVal {
	rng := rand.New(rand.NewPCG(seed, 7))
	var pool []btVal
	for _, d := range []float64{-1, 0.1, 0.001, 0.6, 0} {
		pool = append(pool, btGen(rng, n, m, d, 0.1))
	}
	for _, d := range []float64{-1, 0.5, 0.1} {
		pool = append(pool, btGen(rng, n, 1, d, 0.1), btGen(rng, 1, m, d, 0.1))
	}
	for _, v := range []float64{2.5, 0, math.Copysign(0, -1), math.NaN(), math.Inf(1), math.Inf(-1), -1} {
		pool = append(pool, btScalar(v, false, false))
	}
	for _, v := range []float64{3, 0, math.NaN()} {
		pool = append(pool, btScalar(v, true, false))
	}
	pool = append(pool, btScalar(0, true, true))
	return pool
}

func TestBinary(t *testing.T) {
	e := &Exec{Threads: 4}
	for _, sz := range [][2]int{{13, 9}, {1, 7}, {6, 1}} {
		pool := btPool(uint64(sz[0]*100+sz[1]), sz[0], sz[1])
		for ia := range pool {
			for ib := range pool {
				a, b := &pool[ia], &pool[ib]
				for _, op := range btBinaryOps {
					what := fmt.Sprintf("%v(%s, %s)", op, a.name, b.name)
					want, ok := btBinary(op, a, b)
					_, got, err := btCall(t, []*btVal{a, b}, func(ms []mat.Matrix) (mat.Matrix, error) {
						return e.Binary(op, ms[0], ms[1])
					})
					if !ok {
						if err == nil || !errors.Is(err, errBaseShape) {
							t.Fatalf("%s: got error %v, want a shape error", what, err)
						}
						continue
					}
					if err != nil {
						t.Fatalf("%s: %v", what, err)
					}
					btCompare(t, what, got, want, nil)
				}
			}
		}
	}
}

func TestUnary(t *testing.T) {
	e := &Exec{Threads: 4}
	pool := btPool(3, 11, 8)
	for k := range pool {
		a := &pool[k]
		for _, op := range btUnaryOps {
			what := fmt.Sprintf("%v(%s)", op, a.name)
			_, got, err := btCall(t, []*btVal{a}, func(ms []mat.Matrix) (mat.Matrix, error) {
				return e.Unary(op, ms[0])
			})
			if err != nil {
				t.Fatalf("%s: %v", what, err)
			}
			btCompare(t, what, got, btUnary(op, a), nil)
		}
	}
}

// btIfElse is the naive reference for IfElse.
func btIfElse(c, a, b *btVal) (btVal, bool) {
	R, C, ok := btShape(c, a, b)
	if !ok {
		return btVal{}, false
	}
	out := btVal{r: R, c: C, v: make([]float64, R*C)}
	for i := 0; i < R; i++ {
		for j := 0; j < C; j++ {
			vc, _ := btCell(c, R, C, i, j)
			va, _ := btCell(a, R, C, i, j)
			vb, _ := btCell(b, R, C, i, j)
			out.v[i*C+j] = hop.EvalIfElse(vc, va, vb)
		}
	}
	return out, true
}

func TestIfElse(t *testing.T) {
	e := &Exec{Threads: 4}
	rng := rand.New(rand.NewPCG(5, 5))
	pool := btPool(9, 7, 5)
	// Conditions with many zeros, so that both branches are taken.
	conds := []btVal{btGen(rng, 7, 5, 0.4, 0.2), btScalar(0, false, false), btScalar(math.NaN(), false, false)}
	cd := btGen(rng, 7, 5, -1, 0)
	for k := range cd.v {
		if rng.IntN(2) == 0 {
			cd.v[k] = btSpecial[rng.IntN(len(btSpecial))]
		}
	}
	conds = append(conds, cd, btGen(rng, 7, 1, 0.5, 0.3), btGen(rng, 1, 5, -1, 0.5))
	pool = append(pool, conds...)
	for ic := range pool {
		for ia := range pool {
			for ib := range pool {
				c, a, b := &pool[ic], &pool[ia], &pool[ib]
				what := fmt.Sprintf("ifelse(%s, %s, %s)", c.name, a.name, b.name)
				want, ok := btIfElse(c, a, b)
				_, got, err := btCall(t, []*btVal{c, a, b}, func(ms []mat.Matrix) (mat.Matrix, error) {
					return e.IfElse(ms[0], ms[1], ms[2])
				})
				if !ok {
					if !errors.Is(err, errBaseShape) {
						t.Fatalf("%s: got error %v, want a shape error", what, err)
					}
					continue
				}
				if err != nil {
					t.Fatalf("%s: %v", what, err)
				}
				btCompare(t, what, got, want, nil)
			}
		}
	}
}

// TestBinaryFormats pins the output format and pattern of characteristic
// cases by hand, independent of the reference.
func TestBinaryFormats(t *testing.T) {
	e := &Exec{}
	nan := math.NaN()
	sp := matrix.NewCSRFromParts(2, 3, []int64{0, 1, 3}, []int32{1, 0, 2}, []float64{nan, 0, 4})
	dn := mat.NewDense(2, 3, []float64{1, 2, 3, 4, 5, 6})
	cases := []struct {
		name    string
		op      hop.OpCode
		a, b    mat.Matrix
		sparse  bool
		pattern []int32 // flattened column indices with -1 between rows
	}{
		{"sparse*dense keeps sparse pattern, 0*NaN stays structural", hop.OpMul, sp, dn, true, []int32{1, -1, 0, 2}},
		{"dense*sparse", hop.OpMul, dn, sp, true, []int32{1, -1, 0, 2}},
		{"sparse+dense is dense", hop.OpAdd, sp, dn, false, nil},
		{"sparse/dense", hop.OpDiv, sp, dn, true, []int32{1, -1, 0, 2}},
		{"dense/sparse is dense", hop.OpDiv, dn, sp, false, nil},
		{"sparse+0 keeps pattern", hop.OpAdd, sp, mat.NewDense(1, 1, []float64{0}), true, []int32{1, -1, 0, 2}},
		{"sparse+1 is dense", hop.OpAdd, sp, mat.NewDense(1, 1, []float64{1}), false, nil},
		{"sparse*NaN keeps pattern", hop.OpMul, sp, mat.NewDense(1, 1, []float64{nan}), true, []int32{1, -1, 0, 2}},
		{"sparse^0 is dense", hop.OpPow, sp, mat.NewDense(1, 1, []float64{0}), false, nil},
		{"sparse==sparse is dense", hop.OpEq, sp, sp, false, nil},
		{"sparse-sparse union", hop.OpSub, sp, sp, true, []int32{1, -1, 0, 2}},
	}
	for _, c := range cases {
		res, err := e.Binary(c.op, c.a, c.b)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		csr, isCSR := res.(*matrix.CSR)
		if isCSR != c.sparse {
			t.Fatalf("%s: result %T", c.name, res)
		}
		if !isCSR {
			continue
		}
		var pat []int32
		rp := csr.RowPtr()
		for i := 0; i+1 < len(rp); i++ {
			if i > 0 {
				pat = append(pat, -1)
			}
			pat = append(pat, csr.ColIdx()[rp[i]:rp[i+1]]...)
		}
		if fmt.Sprint(pat) != fmt.Sprint(c.pattern) {
			t.Fatalf("%s: pattern %v, want %v", c.name, pat, c.pattern)
		}
	}
	// A computed NaN and a computed 0 stay stored.
	res, err := e.Binary(hop.OpMul, sp, mat.NewDense(1, 1, []float64{0}))
	if err != nil {
		t.Fatal(err)
	}
	v := res.(*matrix.CSR).Values()
	if len(v) != 3 || v[0] == v[0] || v[1] != 0 || v[2] != 0 {
		t.Fatalf("sparse*0 values %v, want [NaN 0 0]", v)
	}
}

// TestInputLayouts checks non-contiguous dense, VecDense and other
// mat.Matrix inputs.
func TestInputLayouts(t *testing.T) {
	e := &Exec{}
	big := mat.NewDense(4, 5, nil)
	for k := range 20 {
		big.Set(k/5, k%5, float64(k)-7)
	}
	sub := big.Slice(1, 3, 1, 4).(*mat.Dense) // stride 5, 2x3
	want := mat.NewDense(2, 3, nil)
	want.Copy(sub)
	vec := mat.NewVecDense(2, []float64{10, 20})
	res, err := e.Binary(hop.OpAdd, sub, vec)
	if err != nil {
		t.Fatal(err)
	}
	for i := range 2 {
		for j := range 3 {
			if got := res.At(i, j); got != want.At(i, j)+vec.AtVec(i) {
				t.Fatalf("(%d,%d) = %v", i, j, got)
			}
		}
	}
	res, err = e.Binary(hop.OpMul, sub.T(), mat.NewDense(1, 1, []float64{2}))
	if err != nil {
		t.Fatal(err)
	}
	if r, c := res.Dims(); r != 3 || c != 2 || res.At(2, 1) != 2*want.At(1, 2) {
		t.Fatalf("transposed input: %v", mat.Formatted(res))
	}
}
