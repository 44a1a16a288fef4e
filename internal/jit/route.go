package jit

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
)

// Route selects how [Compiler.Compile] turns IR into a shared object.
type Route int

const (
	// RouteCompileThenLink runs `clang -c` to produce an object file and then
	// links it with `ld -shared`. It is the default: it skips the clang
	// driver's second process and the C runtime start files, and measured
	// about 30 ms faster per compile than RouteClangShared.
	RouteCompileThenLink Route = iota
	// RouteClangShared runs a single `clang -shared` on the .ll file.
	RouteClangShared
	// RouteOptLLC runs LLVM's `opt -O3` and `llc -O3` as separate processes
	// and links with `ld -shared`. It produces the same optimized code as
	// the clang routes but pays for two LLVM process start-ups; it exists for
	// measurements and for installations whose clang driver is unusable.
	// NewCompiler falls back to RouteCompileThenLink when opt, llc or ld is
	// missing.
	RouteOptLLC
)

// String returns the route's name.
func (r Route) String() string {
	switch r {
	case RouteCompileThenLink:
		return "compile+ld"
	case RouteClangShared:
		return "clang-shared"
	case RouteOptLLC:
		return "opt+llc+ld"
	default:
		return fmt.Sprintf("Route(%d)", int(r))
	}
}

// pickRoute sets the build route to want unless the installed tools do not
// allow it (see the Route constants for the fallbacks), and records the
// tools' paths; opt is looked up whatever the route, for Verify.
func (c *Compiler) pickRoute(want Route) error {
	c.route = want
	c.opt = findLLVMTool("opt", c.clang, c.version)
	if runtime.GOOS == "linux" {
		if ld, err := exec.LookPath("ld"); err == nil {
			c.ld = ld
		}
	}
	switch c.route {
	case RouteOptLLC:
		c.llc = findLLVMTool("llc", c.clang, c.version)
		if c.opt == "" || c.llc == "" || c.ld == "" || c.triple == "" {
			c.route = RouteCompileThenLink
		}
	case RouteCompileThenLink, RouteClangShared:
	default:
		return fmt.Errorf("jit: unknown build route %d", int(c.route))
	}
	if c.route == RouteCompileThenLink && c.ld == "" {
		c.route = RouteClangShared
	}
	return nil
}

// build runs the configured route.
// RouteOptLLC builds every level as LevelOptimized.
func (c *Compiler) build(ctx context.Context, dir, irText, llPath, soPath string, vec bool, lvl Level) error {
	switch c.route {
	case RouteCompileThenLink:
		objPath := filepath.Join(dir, "module.o")
		obj, err := c.compileIR(ctx, irText, vec, lvl)
		if err != nil {
			return err
		}
		if err := os.WriteFile(objPath, obj, 0o600); err != nil {
			return fmt.Errorf("jit: writing object code: %w", err)
		}
		return c.link(ctx, dir, objPath, soPath, vec)
	case RouteOptLLC:
		bcPath := filepath.Join(dir, "module.bc")
		objPath := filepath.Join(dir, "module.o")
		optArgs := append(c.optToolArgs(vec), llPath, "-o", bcPath)
		if err := run(ctx, dir, "opt", c.opt, optArgs); err != nil {
			return err
		}
		llcArgs := append(c.llcArgs(), bcPath, "-o", objPath)
		if err := run(ctx, dir, "llc", c.llc, llcArgs); err != nil {
			return err
		}
		return c.link(ctx, dir, objPath, soPath, vec)
	default:
		args := c.clangArgs(vec, lvl)
		args = append(args, "-shared", "-x", "ir", llPath, "-o", soPath)
		args = append(args, linkLibs(vec)...)
		return run(ctx, dir, "clang", c.clang, args)
	}
}

// link runs `ld -shared` on one object file.
func (c *Compiler) link(ctx context.Context, dir, objPath, soPath string, vec bool) error {
	link := []string{"-shared", "--as-needed", "-o", soPath, objPath}
	link = append(link, linkLibs(vec)...)
	return run(ctx, dir, "ld", c.ld, link)
}
