package jit

import (
	"bufio"
	"strings"
)

// Level is how much work a build spends on the code it produces.
type Level uint8

const (
	// LevelOptimized is the default: -O3 with vectorization (see doc.go).
	LevelOptimized Level = iota
	// LevelQuick skips the IR optimizer and selects instructions with
	// FastISel (-O0): a fifth to a quarter of LevelOptimized's clang time
	// after start-up, for code that runs several times slower. It is meant
	// for a kernel's first use while its optimized build runs in the
	// background, and only for modules whose results cannot depend on the
	// level (see QuickSafe).
	LevelQuick
)

// String returns the level's name.
func (l Level) String() string {
	if l == LevelQuick {
		return "quick"
	}
	return "optimized"
}

// LevelFor is the level a build of irText requested at want runs at: want,
// unless the Compiler forces a level (WithForcedLevel). Callers that record
// what a build produced (a persistent cache marking quick objects) record
// this level, not the one they asked for.
func (c *Compiler) LevelFor(want Level, irText string) Level { return c.levelFor(want, irText) }

// levelFor is the level a build of irText requested at want runs at.
func (c *Compiler) levelFor(want Level, irText string) Level {
	if !c.levelForced {
		return want
	}
	if c.forcedLevel == LevelQuick && !QuickSafe(irText) {
		return LevelOptimized
	}
	return c.forcedLevel
}

// fastMathWords are LLVM's fast-math flags. Each allows a value-changing
// rewrite (reassociation, contraction into fma, ...) that -O3 may apply
// and -O0 does not, so a module carrying one may give other bits at
// another level.
var fastMathWords = map[string]bool{
	"fast": true, "reassoc": true, "nnan": true, "ninf": true, "nsz": true,
	"arcp": true, "contract": true, "afn": true,
}

// exactIntrinsics are the intrinsics whose results are exactly specified:
// correctly rounded or exact floating-point operations, integer and memory
// operations, hints. A call of anything else (libm, llvm.exp, minnum with
// its free choice between -0 and +0, fmuladd with its free choice of
// contraction) may be replaced at -O3 by a different implementation, for
// example a libmvec vector variant.
var exactIntrinsics = []string{
	"llvm.fma.", "llvm.sqrt.", "llvm.fabs.", "llvm.copysign.", "llvm.floor.",
	"llvm.ceil.", "llvm.trunc.", "llvm.round.", "llvm.roundeven.", "llvm.rint.",
	"llvm.nearbyint.", "llvm.ctlz.", "llvm.cttz.", "llvm.ctpop.", "llvm.prefetch",
	"llvm.memset.", "llvm.memcpy.", "llvm.memmove.", "llvm.lifetime.", "llvm.assume",
	"llvm.smax.", "llvm.smin.", "llvm.umax.", "llvm.umin.", "llvm.abs.",
}

// QuickSafe reports whether every level compiles irText to code with
// bitwise the same results: no instruction carries a fast-math flag, no
// function is called that is not defined in the module or an exactly
// specified intrinsic, and no call is indirect. Without fast-math flags
// LLVM keeps IEEE semantics at every optimization level (vectorized
// element-wise operations round each element as the scalar ones do, and
// reductions are not reordered), so -O0 and -O3 code compute the same
// bits; NaN payloads aside, which SEMANTICS.md does not compare. The test
// is conservative: a word like "fast" anywhere in the text counts.
func QuickSafe(irText string) bool {
	sc := bufio.NewScanner(strings.NewReader(irText))
	sc.Buffer(make([]byte, 0, 64<<10), len(irText)+1)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "declare ") {
			at := strings.Index(line, "@")
			if at < 0 || !exactIntrinsic(line[at+1:]) {
				return false
			}
			continue
		}
		if strings.Contains(line, "call ") && indirectCall(line) {
			return false
		}
		for _, w := range strings.FieldsFunc(line, notWordRune) {
			if fastMathWords[w] {
				return false
			}
		}
	}
	return sc.Err() == nil
}

func exactIntrinsic(name string) bool {
	for _, p := range exactIntrinsics {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	return false
}

// indirectCall reports whether the call on line goes through a pointer
// value rather than a named function.
func indirectCall(line string) bool {
	i := strings.Index(line, "call ")
	rest := line[i:]
	open := strings.Index(rest, "(")
	if open < 0 {
		return true
	}
	head := rest[:open]
	return !strings.Contains(head, "@")
}

func notWordRune(r rune) bool {
	return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '_' || r == '.' || r == '%' || r == '@')
}
