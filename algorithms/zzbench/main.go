package main

import (
	"context"
	"fmt"
	"os"
	"runtime/pprof"
)

func main() {
	args := os.Args[1:]
	if p := os.Getenv("CPUPROF"); p != "" {
		f, _ := os.Create(p)
		pprof.StartCPUProfile(f)
		defer pprof.StopCPUProfile()
	}
	if err := runAlgorithms(context.Background(), args, os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, err)
	}
}

var errInterrupted = fmt.Errorf("interrupted")
var _ = wantsAlgorithms
