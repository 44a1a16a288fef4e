package jit

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"sort"
	"strings"
	"sync"
	"time"
)

// probeTimeout bounds the first clang run made by NewCompiler.
const probeTimeout = 30 * time.Second

// probeAttempts is how many times a probe that ran out of time is tried.
// `clang -###` compiles nothing and takes milliseconds, so a timeout means
// the machine was starved (a probe took over 30 s at load 30 here), not
// that clang is broken; giving up would leave the engine unfused for its
// whole life. Each retry doubles the limit unless WithTimeout set a
// smaller one, so a clang that really hangs costs at most 30+60+120 s, in
// the background under tiered compilation.
const probeAttempts = 3

// probe records what clang and this machine are: clang's version, target
// and what -march=native resolves to, the relevant CPU features, and whether
// libmvec can be linked. What only makes later builds cheaper (the
// zygote's shim and the cc1 lines) is probed afterwards, off the first
// build's path (probeExtras).
func (c *Compiler) probe() error {
	limit := probeTimeout
	if c.timeout > 0 {
		limit = min(limit, c.timeout)
	}
	var err error
	for range probeAttempts {
		err = withTimeout(context.Background(), limit, "probing "+c.clang, c.probeWithin)
		if !errors.Is(err, ErrTimeout) {
			return err
		}
		if c.timeout <= 0 || 2*limit <= c.timeout {
			limit *= 2
		}
	}
	return err
}

// probeWithin is probe under ctx.
func (c *Compiler) probeWithin(ctx context.Context) error {

	// The libmvec probe runs concurrently with the version probe.
	var (
		wg         sync.WaitGroup
		haveMvec   bool
		versionErr error
	)
	if runtime.GOOS == "linux" {
		wg.Add(1)
		go func() {
			defer wg.Done()
			haveMvec = probeLibmvec(ctx, c.clang)
		}()
	}
	c.version, c.targetCPU, c.triple, versionErr = probeVersion(ctx, c.clang)
	wg.Wait()
	if versionErr != nil {
		return versionErr
	}
	if err := ctx.Err(); err != nil {
		// The libmvec probe reports a timeout as "no libmvec"; an answer
		// cut short must not be kept (or stored) as the machine's.
		return err
	}
	c.veclib.Store(haveMvec)
	c.features = cpuFeatures()
	return nil
}

var (
	targetCPURe = regexp.MustCompile(`"-target-cpu" "([^"]+)"`)
	tripleRe    = regexp.MustCompile(`(?m)^Target: (\S+)`)
)

// probeVersion runs `clang -### -march=native` on an empty C input: it
// prints the version banner, the default target and the cc1 command line
// (including the CPU that -march=native resolves to) without compiling
// anything.
func probeVersion(ctx context.Context, clang string) (version, cpu, triple string, err error) {
	text, err := runOutput(ctx, "", "clang", clang, []string{"-###", "-march=native", "-x", "c", "-c", os.DevNull, "-o", os.DevNull})
	out := []byte(text)
	if err != nil {
		return "", "", "", fmt.Errorf("jit: probing compiler %s: %w: %s", clang, err, trimOutput(out, 2048))
	}
	first, _, _ := strings.Cut(string(out), "\n")
	first = strings.TrimSpace(first)
	if !strings.Contains(strings.ToLower(first), "clang") {
		return "", "", "", fmt.Errorf("jit: %s does not look like clang (first line of output: %q): %w", clang, first, ErrNoCompiler)
	}
	if m := targetCPURe.FindSubmatch(out); m != nil {
		cpu = string(m[1])
	}
	if m := tripleRe.FindSubmatch(out); m != nil {
		triple = string(m[1])
	}
	return first, cpu, triple, nil
}

// probeLibmvec reports whether clang's library search path has libmvec.so.
func probeLibmvec(ctx context.Context, clang string) bool {
	out, err := runOutput(ctx, "", "clang", clang, []string{"-print-file-name=libmvec.so"})
	if err != nil {
		return false
	}
	p := strings.TrimSpace(out)
	if !filepath.IsAbs(p) {
		return false // clang echoes the bare name when it finds nothing
	}
	_, err = os.Stat(p)
	return err == nil
}

// relevantFeatures is the canonical subset of CPU flags that changes what
// -march=native generates for numeric kernels.
var relevantFeatures = map[string]bool{
	// x86
	"sse4_1": true, "sse4_2": true, "avx": true, "avx2": true, "fma": true, "f16c": true,
	"bmi2": true, "avx512f": true, "avx512dq": true, "avx512cd": true, "avx512bw": true,
	"avx512vl": true, "avx512ifma": true, "avx512vbmi": true, "avx512_vnni": true,
	"avx512_bf16": true, "avx512_fp16": true, "amx_tile": true,
	// arm64
	"asimd": true, "asimdhp": true, "asimddp": true, "sve": true, "sve2": true, "bf16": true,
}

// cpuFeatures returns the sorted, comma-separated relevant CPU flags of the
// first processor in /proc/cpuinfo, or "unknown".
func cpuFeatures() string {
	f, err := os.Open("/proc/cpuinfo")
	if err != nil {
		return "unknown"
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 0, 64*1024), 1024*1024)
	for sc.Scan() {
		key, val, ok := strings.Cut(sc.Text(), ":")
		if !ok {
			continue
		}
		key = strings.TrimSpace(key)
		if key != "flags" && key != "Features" {
			continue
		}
		var got []string
		for _, fl := range strings.Fields(val) {
			if relevantFeatures[fl] {
				got = append(got, fl)
			}
		}
		sort.Strings(got)
		if len(got) == 0 {
			return "none"
		}
		return strings.Join(got, ",")
	}
	return "unknown"
}
