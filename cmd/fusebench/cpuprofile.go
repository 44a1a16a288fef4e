package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime/pprof"
	"strconv"
)

// envCPUProfile names a file to write a CPU profile of the whole run to,
// for `go tool pprof`: where an engine's time goes besides the kernels
// (optimizer, unfused tier, compiles) at sizes where that matters.
const envCPUProfile = "FUSEBENCH_CPUPROFILE"

// startCPUProfile starts the profile envCPUProfile asks for and returns
// the function that ends it.
func startCPUProfile(stderr io.Writer) func() {
	path := os.Getenv(envCPUProfile)
	if path == "" {
		return func() {}
	}
	stop, err := profileTo(path)
	if err != nil {
		fmt.Fprintf(stderr, "fusebench: %s: %v\n", envCPUProfile, err)
		return func() {}
	}
	return func() {
		if err := stop(); err != nil {
			fmt.Fprintf(stderr, "fusebench: %s: %v\n", envCPUProfile, err)
		}
	}
}

// profileTo starts a CPU profile written to path and returns the function
// that ends it and closes the file.
func profileTo(path string) (stop func() error, err error) {
	f, err := os.Create(path)
	if err != nil {
		return nil, err
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		_ = f.Close()
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return func() error {
		pprof.StopCPUProfile()
		return f.Close()
	}, nil
}

// profilePath is the -profile file of one configuration under one policy:
// pattern, rows, and the parameters that tell a pattern's configurations
// in one run apart (sparsity below 1, k), then the policy, as in
// cell-dense-100000-gen.pprof or outer-20000-s0.01-gen.pprof.
// Kernels run as native code called through purego: their samples show
// as runtime.cgocall under the skeleton that called them; perf sees
// inside them.
func profilePath(dir string, pattern string, pt point, policy string) string {
	name := pattern + "-" + strconv.Itoa(pt.Rows)
	if pt.Sparsity > 0 && pt.Sparsity < 1 {
		name += "-s" + strconv.FormatFloat(pt.Sparsity, 'g', -1, 64)
	}
	if pt.K > 0 {
		name += "-k" + strconv.Itoa(pt.K)
	}
	return filepath.Join(dir, name+"-"+policy+".pprof")
}
