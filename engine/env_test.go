package engine

import (
	"bytes"
	"context"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"testing"

	"gonum.org/v1/gonum/mat"
)

func TestApplyEnv(t *testing.T) {
	tests := []struct {
		name    string
		env     map[string]string
		check   func(c config) bool
		wantErr string // substring of the error; "" for none
	}{
		{"empty", nil, func(c config) bool { return c.policy == PolicyCostBased && c.threads == 0 }, ""},
		{"policy", map[string]string{EnvPolicy: "FNR"}, func(c config) bool { return c.policy == PolicyFuseNoRedundancy }, ""},
		{"disable wins", map[string]string{EnvPolicy: "fa", EnvDisable: "1"}, func(c config) bool { return c.policy == PolicyNone }, ""},
		{"disable 0", map[string]string{EnvDisable: "0"}, func(c config) bool { return c.policy == PolicyCostBased }, ""},
		{"threads", map[string]string{EnvThreads: " 3 "}, func(c config) bool { return c.threads == 3 }, ""},
		{"cache and compiler", map[string]string{EnvCacheDir: "/tmp/k", EnvCompiler: "/usr/bin/clang"},
			func(c config) bool { return c.cacheDir == "/tmp/k" && c.compiler == "/usr/bin/clang" }, ""},
		{"log level", map[string]string{EnvLogLevel: "debug"}, func(c config) bool { return c.logLevel == slog.LevelDebug }, ""},
		{"log off", map[string]string{EnvLogLevel: "OFF"}, func(c config) bool { return c.logLevel == levelOff }, ""},
		{"blas", map[string]string{EnvBLAS: "gonum"}, func(config) bool { return true }, ""},
		{"bad policy", map[string]string{EnvPolicy: "fast"}, nil, EnvPolicy},
		{"bad threads", map[string]string{EnvThreads: "-2"}, nil, EnvThreads},
		{"bad disable", map[string]string{EnvDisable: "maybe"}, nil, EnvDisable},
		{"bad level", map[string]string{EnvLogLevel: "loud"}, nil, EnvLogLevel},
		{"bad blas", map[string]string{EnvBLAS: "mkl"}, nil, EnvBLAS},
		{"default build levels", nil, func(c config) bool { return c.buildLevels == BuildTwoLevel }, ""},
		{"build levels", map[string]string{EnvJITLevel: " Optimized "}, func(c config) bool { return c.buildLevels == BuildOptimized }, ""},
		{"quick build level", map[string]string{EnvJITLevel: "quick"}, func(c config) bool { return c.buildLevels == BuildQuick }, ""},
		{"bad build levels", map[string]string{EnvJITLevel: "O2"}, nil, EnvJITLevel},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c := config{policy: PolicyCostBased, logLevel: levelAll}
			err := applyEnv(&c, func(k string) (string, bool) { v, ok := tc.env[k]; return v, ok })
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
					t.Fatalf("error %v, want one naming %s", err, tc.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !tc.check(c) {
				t.Fatalf("config %+v", c)
			}
		})
	}
}

// TestNewEnv: New reads the environment, options override it, and an
// invalid value is an error naming the variable.
func TestNewEnv(t *testing.T) {
	t.Setenv(EnvPolicy, "base")
	e, err := New()
	if err != nil {
		t.Fatal(err)
	}
	if e.Policy() != PolicyNone {
		t.Errorf("policy %s, want base from %s", e.Policy(), EnvPolicy)
	}
	e.Close()
	e, err = New(WithPolicy(PolicyFuseAll))
	if err != nil {
		t.Fatal(err)
	}
	if e.Policy() != PolicyFuseAll {
		t.Errorf("policy %s, want fa from WithPolicy", e.Policy())
	}
	e.Close()
	t.Setenv(EnvThreads, "many")
	if _, err := New(); err == nil || !strings.Contains(err.Error(), EnvThreads) {
		t.Errorf("error %v, want one naming %s", err, EnvThreads)
	}
}

func TestOnceHandler(t *testing.T) {
	var buf bytes.Buffer
	l := slog.New(newOnceHandler(slog.NewTextHandler(&buf, &slog.HandlerOptions{Level: slog.LevelDebug}), slog.LevelWarn))
	errA, errB := fmt.Errorf("clang: not found"), fmt.Errorf("clang: crashed")
	var wg sync.WaitGroup
	for i := 0; i < 8; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := 0; j < 50; j++ {
				l.Warn("fusejit: fused operator runs unfused", "root", fmt.Sprintf("sum#%d", j), "err", errA)
			}
		}()
	}
	wg.Wait()
	l.Warn("fusejit: fused operator runs unfused", "root", "sum#1", "err", errB)
	l.Warn("fusejit: cache", "dir", "/a")
	l.Warn("fusejit: cache", "dir", "/a")
	l.Warn("fusejit: cache", "dir", "/b")
	l.Debug("fusejit: below the level")
	l.Info("fusejit: below the level")
	out := buf.String()
	for _, c := range []struct {
		substr string
		want   int
	}{
		{"clang: not found", 1},
		{"clang: crashed", 1},
		{"dir=/a", 1},
		{"dir=/b", 1},
		{"below the level", 0},
	} {
		if got := strings.Count(out, c.substr); got != c.want {
			t.Errorf("%q logged %d times, want %d:\n%s", c.substr, got, c.want, out)
		}
	}
}

func TestOnceHandlerBound(t *testing.T) {
	var buf bytes.Buffer
	h := newOnceHandler(slog.NewTextHandler(&buf, nil), slog.LevelWarn)
	l := slog.New(h)
	for i := 0; i < maxWarnCauses+10; i++ {
		l.Warn("w", "err", i)
	}
	if n := len(h.state.seen); n != maxWarnCauses {
		t.Errorf("%d causes remembered, want the bound %d", n, maxWarnCauses)
	}
	if got := strings.Count(buf.String(), "too many distinct warnings"); got != 1 {
		t.Errorf("notice logged %d times, want 1", got)
	}
	if got := strings.Count(buf.String(), "\n"); got != maxWarnCauses+1 {
		t.Errorf("%d lines, want %d", got, maxWarnCauses+1)
	}
}

// TestDefaultLoggerWarns: without WithLogger a missing compiler is logged
// to slog.Default(), once per engine and cause.
func TestDefaultLoggerWarns(t *testing.T) {
	var buf bytes.Buffer
	old := slog.Default()
	slog.SetDefault(slog.New(slog.NewTextHandler(&buf, nil)))
	t.Cleanup(func() { slog.SetDefault(old) })
	// The compiler is set up when a kernel is first needed.
	fused := Dense(mat.NewDense(2, 2, []float64{1, 2, 3, 4}))
	fused = fused.Mul(fused).Sum()
	e, err := New(WithCompiler("/nonexistent/clang"), WithPolicy(PolicyFuseAll), WithCompileMode(CompileSync))
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	if _, err := e.Eval(context.Background(), fused); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(buf.String(), "no native compiler") {
		t.Fatalf("no warning on slog.Default():\n%s", buf.String())
	}
	t.Setenv(EnvLogLevel, "off")
	buf.Reset()
	e2, err := New(WithCompiler("/nonexistent/clang"), WithPolicy(PolicyFuseAll), WithCompileMode(CompileSync))
	if err != nil {
		t.Fatal(err)
	}
	defer e2.Close()
	if _, err := e2.Eval(context.Background(), fused); err != nil {
		t.Fatal(err)
	}
	if buf.Len() != 0 {
		t.Errorf("%s=off still logs:\n%s", EnvLogLevel, buf.String())
	}
}
