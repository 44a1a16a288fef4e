package engine

import (
	"fmt"
	"strings"

	"github.com/fusejit/fusejit/internal/jit"
)

// BuildLevels says at which optimization levels the engine builds fused
// kernels (FUSEJIT_JIT_LEVEL, WithBuildLevels).
type BuildLevels uint8

const (
	// BuildTwoLevel gives a kernel whose first use is short a quick (-O0)
	// build, served at once, and replaces it by its optimized build from
	// the background (engine/quick.go). Only modules whose results cannot
	// depend on the level get quick builds (jit.QuickSafe, with NaNs made
	// canonical where the kernels store them: SEMANTICS.md), so which
	// build serves a call changes its speed, never a bit.
	BuildTwoLevel BuildLevels = iota
	// BuildOptimized builds every kernel at -O3 at once, for measurements.
	BuildOptimized
	// BuildQuick builds every kernel that allows it quick and never
	// replaces it: the differential tests check quick code with it.
	BuildQuick
)

// EnvJITLevel is read by New; its values are the names of BuildLevels.
const EnvJITLevel = "FUSEJIT_JIT_LEVEL"

// WithBuildLevels sets the optimization levels of kernel builds (default
// BuildTwoLevel). Values outside the constants are rejected by New.
func WithBuildLevels(l BuildLevels) Option { return func(c *config) { c.buildLevels = l } }

// String returns the name FUSEJIT_JIT_LEVEL gives l.
func (l BuildLevels) String() string {
	switch l {
	case BuildTwoLevel:
		return "two-level"
	case BuildOptimized:
		return "optimized"
	case BuildQuick:
		return "quick"
	}
	return fmt.Sprintf("BuildLevels(%d)", uint8(l))
}

// parseBuildLevels reads a FUSEJIT_JIT_LEVEL value.
func parseBuildLevels(s string) (BuildLevels, error) {
	for _, l := range []BuildLevels{BuildTwoLevel, BuildOptimized, BuildQuick} {
		if strings.EqualFold(s, l.String()) {
			return l, nil
		}
	}
	return 0, fmt.Errorf("unknown build levels %q", s)
}

// compilerOptions are the jit options that force a level, if l does.
func (l BuildLevels) compilerOptions() []jit.Option {
	switch l {
	case BuildOptimized:
		return []jit.Option{jit.WithForcedLevel(jit.LevelOptimized)}
	case BuildQuick:
		return []jit.Option{jit.WithForcedLevel(jit.LevelQuick)}
	}
	return nil
}
