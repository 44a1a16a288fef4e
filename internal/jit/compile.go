package jit

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// Compile compiles the IR module irText into a shared object, loads it and
// resolves symbols. Every name in symbols must be defined by the module (the
// error wraps [ErrMissingSymbol] otherwise). All temporary files are removed
// before Compile returns, whatever the outcome. Cancelling ctx kills the
// running clang/ld and returns an error wrapping ctx.Err().
//
// One call runs one build (clang once, or clang and ld once, depending on
// the route) however many functions the module defines: about 20-30 ms of
// each build is process start-up, so callers should put every kernel they
// need into one module.
func (c *Compiler) Compile(ctx context.Context, irText string, symbols []string) (*Library, error) {
	lib, _, err := c.compile(ctx, irText, symbols, false, LevelOptimized)
	return lib, err
}

// CompileAt is Compile at level lvl; with keep it also returns the shared
// object's bytes, as CompileObject does. LevelQuick should only be asked
// for modules that pass QuickSafe, whose results do not depend on the
// level.
func (c *Compiler) CompileAt(ctx context.Context, lvl Level, irText string, symbols []string, keep bool) (*Library, []byte, error) {
	return c.compile(ctx, irText, symbols, keep, lvl)
}

// CompileObject is Compile that also returns the bytes of the shared object
// it loaded, for persistent caches. The bytes are read before the temporary
// files are removed; writing them to a file and loading that file with
// [Open] gives the same code.
func (c *Compiler) CompileObject(ctx context.Context, irText string, symbols []string) (*Library, []byte, error) {
	return c.compile(ctx, irText, symbols, true, LevelOptimized)
}

// maxObjectSize bounds the shared objects CompileObject reads back.
const maxObjectSize = 1 << 30

func (c *Compiler) compile(ctx context.Context, irText string, symbols []string, keep bool, lvl Level) (*Library, []byte, error) {
	if c == nil {
		return nil, nil, errors.New("jit: Compile on nil *Compiler")
	}
	if ctx == nil {
		ctx = context.Background()
	}
	if err := ctx.Err(); err != nil {
		return nil, nil, fmt.Errorf("jit: compile: %w", err)
	}
	if len(irText) > c.maxIR {
		return nil, nil, fmt.Errorf("jit: compile: %w: %d bytes of IR, limit %d", ErrModuleTooLarge, len(irText), c.maxIR)
	}
	dir, err := os.MkdirTemp(c.tempRoot, "fusejit-")
	if err != nil {
		return nil, nil, fmt.Errorf("jit: creating temporary directory: %w", err)
	}
	defer removeDir(dir)

	llPath := filepath.Join(dir, "module.ll")
	if err := os.WriteFile(llPath, []byte(irText), 0o600); err != nil {
		return nil, nil, fmt.Errorf("jit: writing IR: %w", err)
	}
	soPath := filepath.Join(dir, uniqueName(irText))
	lvl = c.levelFor(lvl, irText)

	err = withTimeout(ctx, c.timeout, "compile", func(ctx context.Context) error {
		useVec := c.veclib.Load()
		err := c.build(ctx, dir, irText, llPath, soPath, useVec, lvl)
		if err != nil && useVec && ctx.Err() == nil && strings.Contains(err.Error(), "mvec") {
			// Linking against libmvec failed on this machine: retry once
			// without it and keep it off for this Compiler.
			c.veclib.Store(false)
			_ = os.Remove(soPath)
			err = c.build(ctx, dir, irText, llPath, soPath, false, lvl)
		}
		return err
	})
	if err != nil {
		return nil, nil, err
	}
	var obj []byte
	if keep {
		if obj, err = readObject(soPath); err != nil {
			return nil, nil, err
		}
	}
	lib, err := openLibrary(soPath, symbols)
	if err != nil {
		return nil, nil, err
	}
	return lib, obj, nil
}

// readObject reads a freshly built shared object.
func readObject(path string) ([]byte, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return nil, fmt.Errorf("jit: reading compiled module: %w", err)
	}
	if fi.Size() > maxObjectSize {
		return nil, fmt.Errorf("jit: compiled module is %d bytes, more than %d", fi.Size(), maxObjectSize)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("jit: reading compiled module: %w", err)
	}
	return b, nil
}

// uniqueName returns a file name that is unique per compile: a content hash
// (for debugging) plus 64 random bits, so that dlopen never mistakes a new
// object for one loaded earlier from the same path.
func uniqueName(irText string) string {
	sum := sha256.Sum256([]byte(irText))
	var rnd [8]byte
	_, _ = rand.Read(rnd[:]) // crypto/rand.Read does not fail (Go >= 1.24)
	return "fj-" + hex.EncodeToString(sum[:6]) + "-" + hex.EncodeToString(rnd[:]) + ".so"
}

// removeDir removes a per-compile temporary directory. A second attempt
// covers the rare case of a killed tool's child process creating a file
// while the first removal ran.
func removeDir(dir string) {
	if err := os.RemoveAll(dir); err != nil {
		time.Sleep(10 * time.Millisecond)
		_ = os.RemoveAll(dir)
	}
}
