package jit

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"
)

// TestForkServerMeasurement compiles IR modules with clang forked from the
// zygote or exec'd, through the driver or the cc1 line, the four
// alternated per module, each from a cold start (no spare), and prints the wall time from starting clang to the
// object read, per module and as the median over modules. It runs only
// with FUSEJIT_MEASURE=1; FUSEJIT_MEASURE_IR names a directory of .ll
// files (default: the llvmgen golden modules), FUSEJIT_MEASURE_MODE
// restricts it to one of exec-driver (as before the zygote and cc1
// lines), exec-cc1, fork-driver and fork-cc1 (for CPU time: run the test
// under `perf stat` once per mode and divide the difference by the
// compiles), FUSEJIT_MEASURE_LEVEL to "quick" or "optimized".
//
//	FUSEJIT_MEASURE=1 go test ./internal/jit -run ForkServerMeasurement -v
func TestForkServerMeasurement(t *testing.T) {
	if os.Getenv("FUSEJIT_MEASURE") == "" {
		t.Skip("measurement; set FUSEJIT_MEASURE=1")
	}
	mods := zygoteModules(t)
	if dir := os.Getenv("FUSEJIT_MEASURE_IR"); dir != "" {
		files, _ := filepath.Glob(filepath.Join(dir, "*.ll"))
		mods = map[string]string{}
		for _, f := range files {
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			mods[filepath.Base(f)] = string(b)
		}
	}
	names := make([]string, 0, len(mods))
	for n := range mods {
		names = append(names, n)
	}
	sort.Strings(names)
	modes := []string{"exec-driver", "exec-cc1", "fork-driver", "fork-cc1"}
	if m := os.Getenv("FUSEJIT_MEASURE_MODE"); m != "" {
		modes = []string{m}
	}
	levels := []Level{LevelQuick, LevelOptimized}
	switch os.Getenv("FUSEJIT_MEASURE_LEVEL") {
	case "quick":
		levels = levels[:1]
	case "optimized":
		levels = levels[1:]
	}
	comps := map[string]*Compiler{}
	for _, m := range modes {
		c, _ := newTestCompiler(t, WithForkServer(strings.HasPrefix(m, "fork")))
		if strings.HasSuffix(m, "driver") {
			c.cc1 = nil
		}
		comps[m] = c
	}
	const rounds = 5
	ctx := context.Background()
	ms := func(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
	first := map[string]time.Duration{}
	for _, lvl := range levels {
		meds := map[string][]time.Duration{}
		for _, n := range names {
			walls := map[string][]time.Duration{}
			for range rounds {
				for _, m := range modes {
					c := comps[m]
					start := time.Now()
					p, err := c.startClang(c.VecLib(), lvl, strings.HasPrefix(m, "fork"), threadNice())
					if err != nil {
						t.Fatal(err)
					}
					if _, err := p.finish(ctx, mods[n]); err != nil {
						t.Fatalf("%s %s: %v", n, m, err)
					}
					walls[m] = append(walls[m], time.Since(start))
					if _, ok := first[m]; !ok {
						first[m] = time.Since(start)
						t.Logf("%s: first compile of the process (the zygote's start-up included): %.1f ms", m, ms(first[m]))
					}
					<-p.exited
				}
			}
			line := ""
			for _, m := range modes {
				s := slices.Clone(walls[m])
				slices.Sort(s)
				meds[m] = append(meds[m], s[len(s)/2])
				line += "  " + m + " " + time.Duration(s[len(s)/2]).Round(10*time.Microsecond).String()
			}
			t.Logf("%-40s %-9s%s", n, lvl, line)
		}
		for _, m := range modes {
			s := slices.Clone(meds[m])
			slices.Sort(s)
			t.Logf("%s %s: MEDIAN OVER %d MODULES, start to object: %.1f ms", lvl, m, len(s), ms(s[len(s)/2]))
		}
	}
}
