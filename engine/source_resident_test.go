package engine

import (
	"context"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/matrix"
)

// residentExecutor records, per stage, which source inputs are resident.
type residentExecutor struct {
	eng  *Engine
	keys [][]any
}

func (r *residentExecutor) Execute(ctx context.Context, st *Stage, src *Source) ([]mat.Matrix, error) {
	var keys []any
	for i := range src.Inputs() {
		k, _ := src.Resident(i)
		keys = append(keys, k)
	}
	r.keys = append(r.keys, keys)
	return r.eng.Execute(ctx, st, src)
}

// The inputs given to NewSource are resident, with one key per matrix
// whatever leaf references it; values the driver computed are not.
func TestSourceResident(t *testing.T) {
	eng, err := New(WithCompileMode(CompileSync), WithPolicy(PolicyFuseAll))
	if err != nil {
		t.Fatal(err)
	}
	defer eng.Close()
	Xm := matrix.RandDense(600, 10, -1, 1, 81)
	X := Dense(Xm)
	src, err := NewSource(3, X, Sparse(matrix.RandSparse(600, 10, 0.1, -1, 1, 82)))
	if err != nil {
		t.Fatal(err)
	}
	k0, ok0 := src.Resident(0)
	k1, ok1 := src.Resident(1)
	if !ok0 || !ok1 || k0 == k1 {
		t.Fatalf("NewSource's inputs: resident %t, %t, keys equal %t", ok0, ok1, k0 == k1)
	}
	again, err := NewSource(5, Dense(Xm))
	if err != nil {
		t.Fatal(err)
	}
	if k, _ := again.Resident(0); k != k0 {
		t.Error("another leaf over the same matrix has another key")
	}
	if _, ok := src.Resident(2); ok {
		t.Error("an input out of range is resident")
	}
	rec := &residentExecutor{eng: eng}
	d, err := eng.Distribute(src, rec, WithCluster(Cluster{}))
	if err != nil {
		t.Fatal(err)
	}
	// w has X's rows but is not in the source: the driver stages it.
	w := Dense(matrix.RandDense(600, 1, -1, 1, 83))
	v := Dense(matrix.RandDense(10, 1, -1, 1, 84))
	if _, err := d.Eval(context.Background(), X.T().MatMul(w.Mul(X.MatMul(v)))); err != nil {
		t.Fatal(err)
	}
	var sawResident, sawComputed bool
	for _, keys := range rec.keys {
		for _, k := range keys {
			if k == k0 {
				sawResident = true
			} else if k == nil {
				sawComputed = true
			}
		}
	}
	if !sawResident || !sawComputed {
		t.Errorf("stages' inputs %v: want X resident (key %v) and a computed, non-resident input", rec.keys, k0)
	}
}
