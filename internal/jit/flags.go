package jit

import "strings"

// optFlags are the optimization flags of every optimized clang run.
func (c *Compiler) optFlags() []string {
	return []string{"-O3", "-march=native", "-fno-unroll-loops", "-mllvm", "-force-vector-interleave=2"}
}

// quickFlags are the optimization flags of a LevelQuick clang run: no IR
// optimization, FastISel. -march=native still selects the instructions
// (AVX, FMA for llvm.fma) the optimized code uses.
func quickFlags() []string { return []string{"-O0", "-march=native"} }

// clangArgs are the code generation flags of every clang run at lvl.
func (c *Compiler) clangArgs(vec bool, lvl Level) []string {
	args := c.optFlags()
	if lvl == LevelQuick {
		args = quickFlags()
	}
	args = append(args, "-fPIC", "-Wno-override-module")
	if vec {
		args = append(args, "-fveclib=libmvec")
	}
	return args
}

// optToolArgs are the flags of `opt` on RouteOptLLC: the optimisation of
// optFlags, spelled for opt.
func (c *Compiler) optToolArgs(vec bool) []string {
	args := []string{"-O3", "-mtriple=" + c.triple, "-mcpu=native", "-disable-loop-unrolling", "-force-vector-interleave=2"}
	if vec && strings.HasPrefix(c.triple, "x86_64") {
		args = append(args, "-vector-library=LIBMVEC-X86")
	}
	return args
}

// llcArgs are the flags of `llc` on RouteOptLLC.
func (c *Compiler) llcArgs() []string {
	return []string{"-O3", "-mtriple=" + c.triple, "-mcpu=native", "-relocation-model=pic", "-filetype=obj"}
}
