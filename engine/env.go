package engine

import (
	"errors"
	"fmt"
	"log/slog"
	"strconv"
	"strings"
)

// The environment variables New reads; the package documentation has the
// table of their meanings.
const (
	EnvCacheDir = "FUSEJIT_CACHE_DIR"
	EnvPolicy   = "FUSEJIT_POLICY"
	EnvThreads  = "FUSEJIT_THREADS"
	EnvLogLevel = "FUSEJIT_LOG_LEVEL"
	EnvCompiler = "FUSEJIT_COMPILER"
	EnvDisable  = "FUSEJIT_DISABLE"
	// EnvBLAS is read by the unfused matrix multiply once per process;
	// New only validates it.
	EnvBLAS = "FUSEJIT_BLAS"
)

// applyEnv sets the fields of c that the environment configures. It
// returns every invalid value as one error naming the variables.
func applyEnv(c *config, lookup func(string) (string, bool)) error {
	var errs []error
	get := func(name string) (string, bool) {
		v, ok := lookup(name)
		return strings.TrimSpace(v), ok && strings.TrimSpace(v) != ""
	}
	bad := func(name, v, want string) {
		errs = append(errs, fmt.Errorf("engine: %s=%q: %s", name, v, want))
	}
	if v, ok := lookup(EnvCacheDir); ok {
		// "off" or "" disables the persistent cache (see cacheDirOf).
		if v = strings.TrimSpace(v); v == "off" {
			v = ""
		}
		c.cacheDir, c.cacheDirSet = v, true
	}
	if v, ok := get(EnvCompiler); ok {
		c.compiler = v
	}
	if v, ok := get(EnvPolicy); ok {
		p, err := ParsePolicy(v)
		if err != nil {
			bad(EnvPolicy, v, "want gen, fa, fnr or base")
		}
		c.policy = p
	}
	if v, ok := get(EnvDisable); ok {
		off, err := strconv.ParseBool(v)
		if err != nil {
			bad(EnvDisable, v, "want 1 (no fusion) or 0")
		} else if off {
			c.policy = PolicyNone
		}
	}
	if v, ok := get(EnvThreads); ok {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 {
			bad(EnvThreads, v, "want a number of threads >= 0 (0: all cores)")
		}
		c.threads = n
	}
	if v, ok := get(EnvLogLevel); ok {
		l, err := parseLevel(v)
		if err != nil {
			bad(EnvLogLevel, v, "want debug, info, warn, error or off")
		}
		c.logLevel = l
	}
	if v, ok := get(EnvJITLevel); ok {
		l, err := parseBuildLevels(v)
		if err != nil {
			bad(EnvJITLevel, v, "want two-level, optimized or quick")
		}
		c.buildLevels = l
	}
	if v, ok := get(EnvBLAS); ok && v != "gonum" && v != "openblas" {
		bad(EnvBLAS, v, "want openblas (default, gonum when OpenBLAS is missing) or gonum")
	}
	return errors.Join(errs...)
}

// ParsePolicy returns the policy named by Policy.String (gen, fa, fnr or
// base; case does not matter).
func ParsePolicy(s string) (Policy, error) {
	for p := PolicyCostBased; p <= PolicyNone; p++ {
		if strings.EqualFold(s, p.String()) {
			return p, nil
		}
	}
	return PolicyCostBased, fmt.Errorf("engine: unknown policy %q (want gen, fa, fnr or base)", s)
}

func parseLevel(s string) (slog.Level, error) {
	if strings.EqualFold(s, "off") {
		return levelOff, nil
	}
	var l slog.Level
	err := l.UnmarshalText([]byte(s))
	return l, err
}
