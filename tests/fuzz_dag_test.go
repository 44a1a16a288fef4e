package tests

import (
	"fmt"
	"go/parser"
	"go/token"
	"os"
	"runtime"
	"strconv"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/fusejit/fusejit/hop"
)

// corpusSize is the number of DAGs of the fixed-seed corpus; the
// environment variable FUSEJIT_DAG_CORPUS overrides it (for longer local
// runs), FUSEJIT_DAG_SEED0 shifts the seeds.
const corpusSize = 520

func envInt(name string, def int) int {
	if s := os.Getenv(name); s != "" {
		if v, err := strconv.Atoi(s); err == nil {
			return v
		}
	}
	return def
}

// TestDAGCorpus is the differential test of issue 8 on a fixed-seed corpus
// of random DAGs: every DAG is evaluated under PolicyNone, PolicyFuseAll,
// PolicyFuseNoRedundancy and PolicyCostBased and the results must agree.
// The first few failures are minimized and printed with the Go code of a
// regression test.
func TestDAGCorpus(t *testing.T) {
	t.Parallel()
	n := envInt("FUSEJIT_DAG_CORPUS", corpusSize)
	seed0 := envInt("FUSEJIT_DAG_SEED0", 0)
	st := newCheckStats()
	start := time.Now()
	type failed struct {
		seed int
		d    *gDAG
		f    *dagFailure
	}
	// Workers share the per-policy engines (which are safe for concurrent
	// use) so that kernels compile on all cores.
	results := make([]*failed, n)
	var next atomic.Int64
	var wg sync.WaitGroup
	for w := 0; w < corpusWorkers(); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(1) - 1)
				if i >= n {
					return
				}
				seed := seed0 + i
				d := genDAG(newRNGChooser(uint64(seed)), defaultGenConfig)
				if f := checkDAG(t, d, st); f != nil {
					results[i] = &failed{seed, d, f}
				}
			}
		}()
	}
	wg.Wait()
	t.Logf("corpus seeds %d..%d in %v: %s", seed0, seed0+n-1, time.Since(start).Round(time.Millisecond), st.report())
	k := 0
	for _, f := range results {
		if f == nil {
			continue
		}
		label := fmt.Sprintf("corpus DAG seed %d", f.seed)
		if k++; k <= 3 {
			t.Errorf("%s", reportFailure(t, label, f.d, f.f, 300))
		} else {
			t.Errorf("%s: %s", label, f.f)
		}
	}
	st.mu.Lock()
	defer st.mu.Unlock()
	if frac := float64(st.nonFinite) / float64(st.outputs); frac > 0.2 {
		t.Errorf("%.0f%% of outputs are all NaN or Inf: the generator proves too little", 100*frac)
	}
	if frac := float64(st.fusedDAGs) / float64(st.dags); frac < 0.5 {
		t.Errorf("only %.0f%% of DAGs ran a fused operator under fuse-all", 100*frac)
	}
}

// corpusWorkers is the number of goroutines checking corpus DAGs.
func corpusWorkers() int { return envInt("FUSEJIT_DAG_WORKERS", 2*runtime.GOMAXPROCS(0)) }

// TestGeneratorDeterministic: a seed always gives the same DAG, and the
// printers agree with the model.
func TestGeneratorDeterministic(t *testing.T) {
	for seed := uint64(0); seed < 50; seed++ {
		a := genDAG(newRNGChooser(seed), defaultGenConfig)
		b := genDAG(newRNGChooser(seed), defaultGenConfig)
		if a.String() != b.String() || a.GoCode() != b.GoCode() {
			t.Fatalf("seed %d: two generations differ:\n%s\n%s", seed, a, b)
		}
		if _, err := a.build(); err != nil {
			t.Fatalf("seed %d: %v\n%s", seed, err, a)
		}
	}
	// The byte chooser never fails, whatever the bytes.
	for _, data := range [][]byte{nil, {0}, {255, 255, 255}, []byte("fusejit fuzz seed")} {
		d := genDAG(&byteChooser{b: data}, fuzzGenConfig)
		if _, err := d.build(); err != nil {
			t.Fatalf("bytes %v: %v\n%s", data, err, d)
		}
	}
}

// fuzzGenConfig is the generator configuration of FuzzDAG.
var fuzzGenConfig = genConfig{maxDim: 24, minSteps: 1, maxSteps: 16, largePct: 4}

// FuzzDAG drives the generator from the fuzzer's bytes and runs the
// differential check:
//
//	go test -run XXX -fuzz FuzzDAG -fuzztime 5m ./tests
func FuzzDAG(f *testing.F) {
	f.Add([]byte{})
	f.Add([]byte{1, 2, 3, 4, 5, 6, 7, 8})
	f.Add([]byte("sum(X*Y*Z) with sparse X"))
	f.Add([]byte{200, 13, 77, 9, 150, 3, 3, 3, 99, 42, 42, 1, 0, 250, 8, 16, 32, 64, 128})
	f.Add([]byte{7, 7, 0, 0, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100, 101, 102, 103, 104, 105})
	f.Fuzz(func(t *testing.T, data []byte) {
		d := genDAG(&byteChooser{b: data}, fuzzGenConfig)
		if fl := checkDAG(t, d, nil); fl != nil {
			t.Fatalf("%s", reportFailure(t, fmt.Sprintf("fuzz input %x", data), d, fl, 150))
		}
	})
}

// TestDAGEdgeSemantics checks hand-written DAGs at the corners of the
// structural-zero rules (hop/op.go) under every policy and the oracle.
func TestDAGEdgeSemantics(t *testing.T) {
	sparseX := leafSpec{Kind: lkSparse, Rows: 9, Cols: 7, Seed: 3, Lo: -1, Hi: 1, Density: 0.3, EmptyRows: 3,
		Sets: []cellSet{{0, 0, nan}, {1, 1, negZero}, {2, 2, 0}, {4, 5, posInf}}}
	denseY := leafSpec{Kind: lkDense, Rows: 9, Cols: 7, Seed: 4, Lo: -2, Hi: 2, Sets: []cellSet{{0, 1, nan}, {3, 3, negInf}}}
	cases := map[string]func(d *gDAG){
		"runtime zero scalar keeps zeros": func(d *gDAG) {
			X := d.leaf(sparseX)
			z := d.agg(hop.OpSum, hop.DirFull, d.leaf(leafSpec{Kind: lkSparse, Rows: 4, Cols: 4, Seed: 1, Lo: 1, Hi: 2}))
			d.out(d.op(hop.OpAdd, X, z), d.agg(hop.OpSum, hop.DirRow, d.op(hop.OpMax2, X, z)))
		},
		"runtime zero exponent": func(d *gDAG) {
			X := d.leaf(sparseX)
			z := d.agg(hop.OpMin, hop.DirFull, d.leaf(leafSpec{Kind: lkDense, Rows: 2, Cols: 2, Seed: 1, Lo: 0, Hi: 0}))
			d.out(d.op(hop.OpPow, X, z), d.op(hop.OpPow, z, X))
		},
		"divide by zero": func(d *gDAG) {
			X := d.leaf(sparseX)
			zero := d.leaf(leafSpec{Kind: lkScalar, Value: 0})
			d.out(d.op(hop.OpDiv, X, zero), d.agg(hop.OpSum, hop.DirCol, d.op(hop.OpDiv, zero, X)))
		},
		"negative zero scalar": func(d *gDAG) {
			X := d.leaf(sparseX)
			nz := d.leaf(leafSpec{Kind: lkScalar, Value: negZero})
			m := d.op(hop.OpMul, X, nz)
			one := d.leaf(leafSpec{Kind: lkScalar, Value: 1})
			d.out(m, d.op(hop.OpDiv, one, m), d.op(hop.OpAdd, X, nz))
		},
		"negated structural zeros stay +0": func(d *gDAG) {
			X := d.leaf(sparseX)
			one := d.leaf(leafSpec{Kind: lkScalar, Value: 1})
			d.out(d.op(hop.OpDiv, one, d.op(hop.OpNeg, X)), d.agg(hop.OpMin, hop.DirRow, d.op(hop.OpNeg, X)))
		},
		"1x1 CSR scalars": func(d *gDAG) {
			X := d.leaf(sparseX)
			empty := d.leaf(leafSpec{Kind: lkSparse, Rows: 1, Cols: 1, Seed: 1, Lo: 1, Hi: 2})
			full := d.leaf(leafSpec{Kind: lkSparse, Rows: 1, Cols: 1, Seed: 1, Lo: 1, Hi: 2, Sets: []cellSet{{0, 0, 3}}})
			d.out(d.op(hop.OpAdd, X, empty), d.op(hop.OpMul, X, full), d.op(hop.OpSub, empty, X))
		},
		"sparse vectors broadcast": func(d *gDAG) {
			Y := d.leaf(denseY)
			X := d.leaf(sparseX)
			r := d.leaf(leafSpec{Kind: lkSparse, Rows: 1, Cols: 7, Seed: 5, Lo: -1, Hi: 1, Density: 0.5, Sets: []cellSet{{0, 6, nan}}})
			c := d.leaf(leafSpec{Kind: lkSparse, Rows: 9, Cols: 1, Seed: 6, Lo: -1, Hi: 1, Density: 0.5})
			d.out(d.op(hop.OpMul, Y, r), d.op(hop.OpAdd, X, c), d.agg(hop.OpSum, hop.DirCol, d.op(hop.OpMul, d.op(hop.OpMul, X, r), c)))
		},
		"ifelse on structural zeros": func(d *gDAG) {
			X := d.leaf(sparseX)
			d.out(d.op(hop.OpIfElse, X, d.leaf(leafSpec{Kind: lkScalar, Value: nan}), d.leaf(denseY)))
		},
		"aggregates over empty rows": func(d *gDAG) {
			X := d.leaf(leafSpec{Kind: lkSparse, Rows: 8, Cols: 5, Seed: 7, Lo: -3, Hi: -1, Density: 0.4, EmptyRows: 2, EmptyCols: 3})
			sq := d.op(hop.OpMul, X, X)
			d.out(d.agg(hop.OpMin, hop.DirRow, X), d.agg(hop.OpMax, hop.DirRow, sq), d.agg(hop.OpMax, hop.DirFull, X),
				d.agg(hop.OpIndexMax, hop.DirRow, X), d.agg(hop.OpMean, hop.DirCol, X))
		},
		"all-zero CSR everywhere": func(d *gDAG) {
			Z := d.leaf(leafSpec{Kind: lkSparse, Rows: 6, Cols: 4, Seed: 1, Lo: 0, Hi: 1})
			Y := d.leaf(leafSpec{Kind: lkDense, Rows: 6, Cols: 4, Seed: 2, Lo: -1, Hi: 1})
			p := d.op(hop.OpMul, Z, Y)
			d.out(d.agg(hop.OpSum, hop.DirFull, p), d.op(hop.OpMatMul, d.op(hop.OpTranspose, Z), Y), d.op(hop.OpCumProd, d.op(hop.OpExp, Z)),
				d.slice(d.op(hop.OpCBind, Z, Y, Z), 1, 5, 2, 11))
		},
		"outer product and skinny multiply": func(d *gDAG) {
			u := d.leaf(leafSpec{Kind: lkVector, Rows: 12, Cols: 1, Seed: 8, Lo: -1, Hi: 1, Sets: []cellSet{{3, 0, negZero}}})
			v := d.leaf(leafSpec{Kind: lkDense, Rows: 1, Cols: 9, Seed: 9, Lo: -1, Hi: 1})
			U := d.op(hop.OpMatMul, u, v)
			S := d.leaf(leafSpec{Kind: lkSparse, Rows: 9, Cols: 3, Seed: 10, Lo: -1, Hi: 1, Density: 0.3, Sets: []cellSet{{0, 0, nan}}})
			d.out(d.agg(hop.OpSum, hop.DirRow, d.op(hop.OpMul, U, U)), d.op(hop.OpMatMul, U, S))
		},
	}
	for name, build := range cases {
		t.Run(name, func(t *testing.T) {
			d := &gDAG{}
			build(d)
			requireDAGAgrees(t, d)
		})
	}
}

// TestMinimizeAndPrint proves the failure-reporting machinery: minimizing
// against an artificial failure ("the DAG computes an exp of a sparse
// matrix") shrinks generated DAGs to a few nodes that still fail, and the
// printed Go code of every DAG parses.
func TestMinimizeAndPrint(t *testing.T) {
	hasExpOfSparse := func(d *gDAG) bool {
		for _, n := range d.reachable() {
			if n.Op == hop.OpExp && n.In[0].isLeaf() && n.In[0].Leaf.Kind == lkSparse {
				return true
			}
		}
		return false
	}
	found := 0
	for seed := uint64(0); seed < 400 && found < 5; seed++ {
		d := genDAG(newRNGChooser(seed), defaultGenConfig)
		src := "package p\nfunc f() {\n" + d.GoCode() + "}\n"
		if _, err := parser.ParseFile(token.NewFileSet(), "regress.go", src, 0); err != nil {
			t.Fatalf("seed %d: printed Go code does not parse: %v\n%s", seed, err, src)
		}
		if !hasExpOfSparse(d) {
			continue
		}
		found++
		small := minimize(d, hasExpOfSparse, 500)
		if !hasExpOfSparse(small) {
			t.Fatalf("seed %d: the minimized DAG lost the failure:\n%s", seed, small)
		}
		if n := len(small.reachable()); n > 2 || len(small.Outs) != 1 {
			t.Errorf("seed %d: minimized to %d nodes and %d outputs, want exp(L0) alone:\n%s", seed, n, len(small.Outs), small)
		}
		if _, err := small.build(); err != nil {
			t.Errorf("seed %d: the minimized DAG does not build: %v", seed, err)
		}
	}
	if found == 0 {
		t.Fatalf("no generated DAG computes exp of a sparse leaf")
	}
}
