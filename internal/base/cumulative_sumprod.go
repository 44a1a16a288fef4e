package base

import (
	"fmt"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/hugealloc"
)

// CumSumProd computes the sum-product recurrence of Boehm et al., BTW 2019 down every
// column of y:
//
//	Z_0 = +0,  Z_i = Y_i + W_i * Z_{i-1}   (i = 1..n, IEEE, no fused multiply-add)
//
// so that cumsumprod(Y, 1) is cumsum(Y) bit for bit and a weight 0 starts a
// new frame. w is broadcast onto y: y's shape, an n x 1 column (one weight
// per row), a 1 x m row (one per column) or 1 x 1; any other shape is a
// shape error. Structural zeros of CSR operands read as +0. The result is
// dense.
//
// In parallel, a row block composes into the affine map Z_last = A + P *
// Z_before, with A the block's recurrence from +0 and P the product of its
// weights: the aggregate is the pair (A, P) per column, the local scan is
// carry[b+1] = A + P * carry[b], and the backward cascade runs the
// recurrence from carry[b]. A block whose A or P is not finite (an Inf or
// NaN operand, or an overflow) is not composed, because the affine form
// distributes W over the sum (it would turn a weight 0 followed by a
// weight Inf into NaN where the recurrence gives Inf): its carry is the
// last row of its own scan.
func (e *Exec) CumSumProd(y, w mat.Matrix) (res mat.Matrix, err error) {
	const what = "base: cumsumprod"
	defer refCatch(&res, &err, what)
	yv, err := refViewOf(y)
	if err != nil {
		return nil, fmt.Errorf("%s: values: %w", what, err)
	}
	wv, err := refViewOf(w)
	if err != nil {
		return nil, fmt.Errorf("%s: weights: %w", what, err)
	}
	n, m := yv.rows, yv.cols
	if (wv.rows != n && wv.rows != 1) || (wv.cols != m && wv.cols != 1) {
		return nil, fmt.Errorf("%s: weights %dx%d do not broadcast onto %dx%d: %w", what, wv.rows, wv.cols, n, m, errBaseShape)
	}
	if _, err := refCells(n, m); err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	out := hugealloc.Make[float64](n * m)
	k := &cumSumProd{y: &yv, w: &wv, m: m}
	if err := e.cumRun(k, out, n, m, hugealloc.Make[float64](m)); err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	return mat.NewDense(n, m, out), nil
}

// cumSumProd is the scan kernel of CumSumProd; aggregates hold A (m values)
// then P (m values).
type cumSumProd struct {
	y, w *refView
	m    int
}

func (k *cumSumProd) aggWidth() int { return 2 * k.m }

func (k *cumSumProd) newWorker() cumWorker {
	wk := &cumSumProdWorker{k: k}
	if k.y.sparse {
		wk.ys = hugealloc.Make[float64](k.m)
	}
	if k.w.sparse {
		wk.ws = hugealloc.Make[float64](k.m)
	}
	return wk
}

// cumSumProdWorker holds the scratch rows that CSR operands expand into.
type cumSumProdWorker struct {
	k      *cumSumProd
	ys, ws []float64
}

// rows returns row i of Y (m values) and of the broadcast W: m values, or
// one value wc for the whole row.
func (wk *cumSumProdWorker) rows(i int) (y, w []float64, wc float64, wConst bool) {
	k, m := wk.k, wk.k.m
	if k.y.sparse {
		clear(wk.ys)
		for p := k.y.rp[i]; p < k.y.rp[i+1]; p++ {
			wk.ys[k.y.ci[p]] = k.y.v[p]
		}
		y = wk.ys
	} else {
		y = k.y.d[i*m : (i+1)*m]
	}
	w, wc, wConst = k.w.denseRow(i, m, wk.ws)
	return y, w, wc, wConst
}

func (wk *cumSumProdWorker) agg(r0, r1 int, dst []float64) bool {
	m := wk.k.m
	a, p := dst[:m], dst[m:2*m]
	clear(a)
	cumFill(p, 1)
	for i := r0; i < r1; i++ {
		y, w, wc, wConst := wk.rows(i)
		y = y[:m]
		if wConst {
			for j := range a {
				a[j] = y[j] + float64(wc*a[j])
				p[j] *= wc
			}
			continue
		}
		w = w[:m]
		for j := range a {
			a[j] = y[j] + float64(w[j]*a[j])
			p[j] *= w[j]
		}
	}
	return cumFinite(dst)
}

func (wk *cumSumProdWorker) compose(next, carry, agg []float64) {
	m := wk.k.m
	a, p := agg[:m], agg[m:2*m]
	carry = carry[:m]
	for j := range next[:m] {
		next[j] = a[j] + float64(p[j]*carry[j])
	}
}

func (wk *cumSumProdWorker) scan(r0, r1, c0, c1 int, carry, final, dst []float64) {
	m := wk.k.m
	prev := carry[c0:c1]
	for i := r0; i < r1; i++ {
		y, w, wc, wConst := wk.rows(i)
		y = y[c0:c1]
		o := dst[(i-r0)*m+c0 : (i-r0)*m+c1]
		prev = prev[:len(o)]
		if wConst {
			for j := range o {
				o[j] = y[j] + float64(wc*prev[j])
			}
		} else {
			w = w[c0:c1]
			for j := range o {
				o[j] = y[j] + float64(w[j]*prev[j])
			}
		}
		prev = o
	}
	if final != nil {
		copy(final[c0:c1], prev)
	}
}
