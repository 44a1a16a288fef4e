package main

import (
	"flag"
	"fmt"
	"os"
	"time"

	"github.com/fusejit/fusejit/engine"
)

// engineFlags are the engine settings both modes share: when kernels
// compile and where the persistent cache lives.
type engineFlags struct {
	compile  string
	cacheDir string
}

func (f *engineFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&f.compile, "compile", "sync", "when kernels compile: sync (every fused operator runs its kernel; deterministic plans), tiered (the engine's default: compile only what pays off) or async")
	fs.StringVar(&f.cacheDir, "cache-dir", "off", "persistent kernel cache of each engine: off, fresh (a new empty directory per engine: compile included), default (the engine's default directory) or a directory")
}

func (f engineFlags) mode() (engine.CompileMode, error) {
	switch f.compile {
	case "sync":
		return engine.CompileSync, nil
	case "tiered":
		return engine.CompileTiered, nil
	case "async":
		return engine.CompileAsync, nil
	}
	return 0, fmt.Errorf("-compile: %q is not sync, tiered or async", f.compile)
}

// options returns the engine options for policy pol; cleanup removes a
// fresh cache directory.
func (f engineFlags) options(pol engine.Policy, threads int, extra ...engine.Option) (opts []engine.Option, cleanup func(), err error) {
	mode, err := f.mode()
	if err != nil {
		return nil, nil, err
	}
	opts = append([]engine.Option{engine.WithPolicy(pol), engine.WithThreads(threads), engine.WithCompileMode(mode)}, extra...)
	cleanup = func() {}
	switch f.cacheDir {
	case "off":
		opts = append(opts, engine.WithCacheDir(""))
	case "default":
	case "fresh":
		dir, err := os.MkdirTemp("", "fusebench-cache-")
		if err != nil {
			return nil, nil, fmt.Errorf("fresh cache directory: %w", err)
		}
		opts = append(opts, engine.WithCacheDir(dir))
		cleanup = func() { _ = os.RemoveAll(dir) }
	default:
		opts = append(opts, engine.WithCacheDir(f.cacheDir))
	}
	return opts, cleanup, nil
}

// newEngine creates an engine for pol and returns it with the time New
// took (compiler probe, unless remembered) and a cleanup to call after
// Close.
func (f engineFlags) newEngine(pol engine.Policy, threads int, extra ...engine.Option) (*engine.Engine, float64, func(), error) {
	opts, cleanup, err := f.options(pol, threads, extra...)
	if err != nil {
		return nil, 0, nil, err
	}
	start := time.Now()
	eng, err := engine.New(opts...)
	took := time.Since(start).Seconds()
	if err != nil {
		cleanup()
		return nil, 0, nil, err
	}
	return eng, took, cleanup, nil
}
