package tests

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/matrix"
)

// TestTieredCalibrationBetweenEvals: the default engine evaluates a DAG
// large enough for the machine's rates to matter without measuring them
// on the Eval (they are measured in the background while no Eval runs,
// or taken from an earlier measurement of the process), stores them with
// their quality in the cache directory, and a second engine on that
// directory plans with them; every result is Base's, bit for bit
// (footprint-like chains: element-wise operators and a sum in the one
// summation order).
func TestTieredCalibrationBetweenEvals(t *testing.T) {
	ctx := context.Background()
	x := engine.Dense(matrix.RandDense(3000, 1500, -1, 1, 7))
	outs := []*engine.Expr{x.Div(x.Abs().RowSums()).Mul(engine.Scalar(3)).Add(x).Mul(x).Sum(),
		x.Mul(x).Sub(x.Mul(engine.Scalar(0.5))).RowSums()}
	want := evalWith(t, engine.PolicyNone, outs...)
	dir := t.TempDir()
	check := func(name string, e *engine.Engine) {
		t.Helper()
		for round := range 2 {
			got, err := e.Eval(ctx, outs...)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			for i := range outs {
				if d := sameBitsOrNaN(want.Matrix(i), got.Matrix(i)); d != "" {
					t.Errorf("%s, Eval %d, output %d: %s", name, round+1, i, d)
				}
			}
		}
	}
	first, err := engine.New(engine.WithCacheDir(dir))
	if err != nil {
		t.Fatal(err)
	}
	check("first engine", first)
	// Idle now: the background measurement, when one is needed, runs.
	var recs []string
	for deadline := time.Now().Add(30 * time.Second); len(recs) == 0 && time.Now().Before(deadline); {
		time.Sleep(20 * time.Millisecond)
		recs, _ = filepath.Glob(filepath.Join(dir, "r-machine-*.json"))
	}
	if err := first.Close(); err != nil {
		t.Fatal(err)
	}
	if len(recs) != 1 {
		t.Fatalf("machine records in the cache directory: %v", recs)
	}
	b, err := os.ReadFile(recs[0])
	if err != nil {
		t.Fatal(err)
	}
	var rec struct {
		ReadBandwidth, WriteBandwidth, PeakFLOPS float64
		Share                                    *float64 `json:"share"`
		Load                                     *float64 `json:"load"`
		Remeasured                               *int     `json:"remeasured"`
	}
	if err := json.Unmarshal(b, &rec); err != nil {
		t.Fatal(err)
	}
	if rec.ReadBandwidth <= 0 || rec.WriteBandwidth <= 0 || rec.PeakFLOPS <= 0 || rec.Share == nil || rec.Load == nil || rec.Remeasured == nil {
		t.Fatalf("record %s: %s", recs[0], b)
	}
	second, err := engine.New(engine.WithCacheDir(dir))
	if err != nil {
		t.Fatal(err)
	}
	defer second.Close()
	check("second engine", second)
}
