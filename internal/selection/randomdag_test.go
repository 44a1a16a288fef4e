package selection

import (
	"math/rand/v2"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/matrix"
)

// Random DAGs for the optimizer tests: element-wise chains with shared
// subexpressions over dense and sparse matrices, broadcasting column
// vectors, aggregates, matrix-vector products (Row), t(X) %*% y (Row
// closing) and sparsity-exploiting outer products X * (U %*% t(V)).

const (
	rdRows, rdCols, rdRank = 400, 300, 8 // both > memo.OuterMinDim
)

// rdLeaves are shared by all random DAGs (leaves are only read).
type rdLeaves struct {
	mats, sparse, vecs []*hop.Hop // rows x cols, rows x 1
	colVec             *hop.Hop   // cols x 1
	u, v               *hop.Hop   // rows x rank, cols x rank
}

func newLeaves() *rdLeaves {
	l := &rdLeaves{}
	for i := 0; i < 3; i++ {
		l.mats = append(l.mats, hop.NewDense(matrix.RandDense(rdRows, rdCols, 0, 1, uint64(i+1))))
	}
	for i, sp := range []float64{0.01, 0.2} {
		l.sparse = append(l.sparse, hop.NewSparse(matrix.RandSparse(rdRows, rdCols, sp, 0, 1, uint64(10+i))))
	}
	for i := 0; i < 2; i++ {
		l.vecs = append(l.vecs, hop.NewDense(mat.NewDense(rdRows, 1, nil)))
	}
	l.colVec = hop.NewDense(mat.NewDense(rdCols, 1, nil))
	l.u = hop.NewDense(mat.NewDense(rdRows, rdRank, nil))
	l.v = hop.NewDense(mat.NewDense(rdCols, rdRank, nil))
	return l
}

type rdBuilder struct {
	r    *rand.Rand
	l    *rdLeaves
	mats []*hop.Hop // rows x cols intermediates and leaves
	vecs []*hop.Hop // rows x 1
}

// pick prefers recent operands (chains) but often reuses older ones
// (shared subexpressions).
func (b *rdBuilder) pick(pool []*hop.Hop) *hop.Hop {
	if b.r.IntN(2) == 0 && len(pool) > 3 {
		return pool[len(pool)-1-b.r.IntN(3)]
	}
	return pool[b.r.IntN(len(pool))]
}

var (
	rdBinary = []hop.OpCode{hop.OpAdd, hop.OpSub, hop.OpMul, hop.OpMul, hop.OpDiv, hop.OpMax2, hop.OpGt}
	rdUnary  = []hop.OpCode{hop.OpExp, hop.OpLog, hop.OpAbs, hop.OpSqrt, hop.OpSigmoid, hop.OpNeg}
)

func (b *rdBuilder) step() {
	r := b.r
	switch k := r.IntN(20); {
	case k < 8: // binary over matrices
		b.mats = append(b.mats, hop.NewBinary(rdBinary[r.IntN(len(rdBinary))], b.pick(b.mats), b.pick(b.mats)))
	case k < 10: // matrix with scalar or column vector
		other := hop.NewScalar(float64(r.IntN(3)))
		if r.IntN(2) == 0 {
			other = b.pick(b.vecs)
		}
		b.mats = append(b.mats, hop.NewBinary(rdBinary[r.IntN(len(rdBinary))], b.pick(b.mats), other))
	case k < 12:
		b.mats = append(b.mats, hop.NewUnary(rdUnary[r.IntN(len(rdUnary))], b.pick(b.mats)))
	case k < 14: // sparsity-exploiting outer product
		x := b.l.sparse[r.IntN(len(b.l.sparse))]
		uv := hop.NewMatMul(b.l.u, hop.NewTranspose(b.l.v))
		if r.IntN(2) == 0 {
			b.mats = append(b.mats, hop.NewBinary(hop.OpMul, x, uv))
		} else {
			b.mats = append(b.mats, hop.NewBinary(hop.OpMul, x, hop.NewUnary(hop.OpExp, uv)))
		}
	case k < 16: // row aggregate or matrix-vector product
		if r.IntN(2) == 0 {
			b.vecs = append(b.vecs, hop.NewAgg(hop.OpSum, hop.DirRow, b.pick(b.mats)))
		} else {
			b.vecs = append(b.vecs, hop.NewMatMul(b.pick(b.mats), b.l.colVec))
		}
	default: // vector arithmetic
		b.vecs = append(b.vecs, hop.NewBinary(rdBinary[r.IntN(len(rdBinary))], b.pick(b.vecs), b.pick(b.vecs)))
	}
}

// randomDAG returns the outputs of a random DAG of 3 to 24 operations.
func randomDAG(r *rand.Rand, l *rdLeaves) []*hop.Hop {
	b := &rdBuilder{r: r, l: l}
	b.mats = append(b.mats, l.mats...)
	b.mats = append(b.mats, l.sparse...)
	b.vecs = append(b.vecs, l.vecs...)
	for i, n := 0, 3+r.IntN(22); i < n; i++ {
		b.step()
	}
	var outs []*hop.Hop
	for i, n := 0, 1+r.IntN(3); i < n; i++ {
		switch r.IntN(5) {
		case 0:
			outs = append(outs, hop.NewAgg(hop.OpSum, hop.DirFull, b.pick(b.mats)))
		case 1:
			outs = append(outs, b.pick(b.mats))
		case 2:
			outs = append(outs, b.pick(b.vecs))
		case 3:
			outs = append(outs, hop.NewMatMul(hop.NewTranspose(b.pick(b.mats)), b.pick(b.vecs)))
		default:
			outs = append(outs, hop.NewAgg(hop.OpSum, hop.DirCol, b.pick(b.mats)))
		}
	}
	// The last operations are outputs too, so that chains are used.
	outs = append(outs, b.mats[len(b.mats)-1], b.vecs[len(b.vecs)-1])
	return outs
}
