package opcache

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/fusejit/fusejit/internal/jit"
)

// Levels on disk. A kernel record names the level its object was built at:
// a quick object (jit.LevelQuick) is stored as soon as it is built, so that
// another process finds the kernel at once, and its optimized build
// replaces the records when it completes (tierup.go). A quick record also
// names the IR file its object was built from (i-<sha256>.ll), so that any
// process that loads it, even without the code generator's plan at hand
// (Lookup), can run the optimized build, and how many kernels the object
// holds, so that the rebuild knows when the quick files have no record left.
//
// Records written before levels existed have no level and were all built
// optimized; they are read as optimized. A level this version does not know
// (a newer writer's) is refused like a malformed record: a miss.

// Level names in kernel records.
const (
	levelNameOptimized = "optimized"
	levelNameQuick     = "quick"
)

// maxIRSize bounds the IR files read back (the compiler refuses larger
// modules anyway: jit.DefaultMaxModuleSize is 4 MiB).
const maxIRSize = 64 << 20

// levelName is the record's name of lvl.
func levelName(lvl jit.Level) string {
	if lvl == jit.LevelQuick {
		return levelNameQuick
	}
	return levelNameOptimized
}

// recordLevel parses a record's level; "" is a record written before levels.
func recordLevel(name string) (jit.Level, error) {
	switch name {
	case "", levelNameOptimized:
		return jit.LevelOptimized, nil
	case levelNameQuick:
		return jit.LevelQuick, nil
	}
	return 0, fmt.Errorf("unknown build level %q", name)
}

// checkLevel checks the level fields of a parsed record.
func checkLevel(m *meta) error {
	lvl, err := recordLevel(m.Level)
	if err != nil {
		return err
	}
	if lvl != jit.LevelQuick {
		if m.IR != "" || m.Kernels != 0 {
			return fmt.Errorf("optimized record names an IR file %q or %d kernels", m.IR, m.Kernels)
		}
		return nil
	}
	if !isHash(m.IR) {
		return fmt.Errorf("quick record with malformed IR hash %q", m.IR)
	}
	if m.Kernels <= 0 {
		return fmt.Errorf("quick record with %d kernels", m.Kernels)
	}
	return nil
}

// isHash reports whether s is a lower-case hex SHA-256.
func isHash(s string) bool {
	return len(s) == 2*sha256.Size && strings.Trim(s, "0123456789abcdef") == ""
}

func irName(hash string) string { return "i-" + hash + ".ll" }

func hashOf(b []byte) string {
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}

// readIR reads and verifies the IR file of a quick record. A missing file
// returns errAbsent; one that fails its checks is rejected (removed).
func (d *disk) readIR(hash string) (string, error) {
	name := irName(hash)
	b, err := d.readTrusted(name, maxIRSize)
	if err == errAbsent {
		return "", errAbsent
	}
	if err == nil && hashOf(b) != hash {
		err = fmt.Errorf("content hash %s does not match the recorded %s", hashOf(b), hash)
	}
	if err != nil {
		return "", d.reject(name, err)
	}
	return string(b), nil
}

// removeQuick removes a quick object and its IR file once their records
// all point to the optimized object. A process that still reads a record
// naming them finds them absent: a clean miss.
func (d *disk) removeQuick(objHash, irHash string) {
	_ = os.Remove(filepath.Join(d.dir, objectName(objHash)))
	_ = os.Remove(filepath.Join(d.dir, irName(irHash)))
}
