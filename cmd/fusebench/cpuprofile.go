package main

import (
	"fmt"
	"io"
	"os"
	"runtime/pprof"
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
	f, err := os.Create(path)
	if err != nil {
		fmt.Fprintf(stderr, "fusebench: %s: %v\n", envCPUProfile, err)
		return func() {}
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		fmt.Fprintf(stderr, "fusebench: %s: %v\n", envCPUProfile, err)
		_ = f.Close()
		return func() {}
	}
	return func() {
		pprof.StopCPUProfile()
		if err := f.Close(); err != nil {
			fmt.Fprintf(stderr, "fusebench: %s: %v\n", envCPUProfile, err)
		}
	}
}
