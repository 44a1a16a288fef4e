package jit

import (
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
)

// clangNames lists the names NewCompiler("") tries on PATH, in order.
var clangNames = []string{"clang", "clang-19", "clang-18", "clang-17", "clang-16", "clang-15", "clang-14"}

// findClang resolves the compiler path as documented on NewCompiler.
func findClang(path string) (string, error) {
	if path == "" {
		for _, name := range clangNames {
			if p, err := exec.LookPath(name); err == nil {
				return absPath(p), nil
			}
		}
		return "", fmt.Errorf("jit: none of %s found on PATH: %w", strings.Join(clangNames, ", "), ErrNoCompiler)
	}
	if !strings.ContainsRune(path, os.PathSeparator) {
		p, err := exec.LookPath(path)
		if err != nil {
			return "", fmt.Errorf("jit: compiler %q: %v: %w", path, err, ErrNoCompiler)
		}
		return absPath(p), nil
	}
	fi, err := os.Stat(path)
	if err != nil {
		return "", fmt.Errorf("jit: compiler %q: %v: %w", path, err, ErrNoCompiler)
	}
	if !isExecutable(fi) {
		return "", fmt.Errorf("jit: compiler %q is not an executable file: %w", path, ErrNoCompiler)
	}
	return absPath(path), nil
}

// isExecutable reports whether fi is a file that someone may execute.
func isExecutable(fi fs.FileInfo) bool {
	return !fi.IsDir() && fi.Mode().Perm()&0o111 != 0
}

func absPath(p string) string {
	if a, err := filepath.Abs(p); err == nil {
		return a
	}
	return p
}

var clangMajorRe = regexp.MustCompile(`clang version (\d+)`)

// findLLVMTool looks for an LLVM tool (opt, llc) next to the
// (symlink-resolved) clang binary, then as <tool>-<major> and <tool> on PATH.
func findLLVMTool(tool, clang, version string) string {
	var cands []string
	if real, err := filepath.EvalSymlinks(clang); err == nil {
		cands = append(cands, filepath.Join(filepath.Dir(real), tool))
	}
	cands = append(cands, filepath.Join(filepath.Dir(clang), tool))
	for _, c := range cands {
		if fi, err := os.Stat(c); err == nil && isExecutable(fi) {
			return c
		}
	}
	var names []string
	if m := clangMajorRe.FindStringSubmatch(version); m != nil {
		names = append(names, tool+"-"+m[1])
	}
	names = append(names, tool)
	for _, n := range names {
		if p, err := exec.LookPath(n); err == nil {
			return p
		}
	}
	return ""
}
