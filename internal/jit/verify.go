package jit

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"strings"
	"time"
)

// ErrNoVerifier is returned (wrapped) by [Compiler.Verify] when no LLVM `opt`
// tool is installed next to clang or on PATH.
var ErrNoVerifier = errors.New("no LLVM opt tool found for IR verification; install llvm (e.g. `apt-get install -y llvm`)")

// Verify checks irText with `opt -verify` (the full IR verifier, which clang
// does not run on -x ir input). It returns nil for a valid module, an error
// containing opt's diagnostics otherwise, and an error wrapping
// [ErrNoVerifier] when opt is not installed.
func (c *Compiler) Verify(irText string) error {
	if c == nil || c.opt == "" {
		return fmt.Errorf("jit: verify: %w", ErrNoVerifier)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	out, err := runWithInput(ctx, "", "opt", c.opt, []string{"-verify", "-disable-output"}, strings.NewReader(irText))
	if err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) {
			return fmt.Errorf("jit: verify: running %s: %v: %w", c.opt, err, ErrNoVerifier)
		}
		return fmt.Errorf("jit: IR verification failed (%v): %s", err, trimOutput([]byte(out), maxStderr))
	}
	return nil
}
