package llvmgen

import (
	"fmt"
	"regexp"
	"strings"
	"testing"
)

// TestOuterBlockedPrefetchesBothFactors: a blocked Outer kernel prefetches
// V's rows in both walks (the cell outerPrefetch ahead in the unblocked
// walk; in the sorted one, the column outerSortedFar ahead into L2 and the
// column outerSortedAhead ahead into L1) and, in the unblocked walk, U's
// row outerPrefetchRows rows ahead of the row it reads: each of the four
// prefetches of a row (prefetchLines) switches
// on the row's line count into a chain of outerUnrolledLines blocks that
// each issue llvm.prefetch, with a loop for the lines past them, U's
// from an address computed from U's values.
func TestOuterBlockedPrefetchesBothFactors(t *testing.T) {
	var c goldenCase
	for _, g := range goldenCases {
		if g.name == "outer_fullagg_blocked" {
			c = g
		}
	}
	if c.name == "" {
		t.Fatal("no golden case outer_fullagg_blocked")
	}
	p := planFor(t, c)
	if !p.OuterBlocked() {
		t.Fatalf("plan is not blocked:\n%s", p)
	}
	ir := lowered(t, p).ir.String()
	for _, name := range []string{"pfline", "pffar", "pfrow", "pfu"} {
		sw := regexp.MustCompile(`(?s)switch i64 %\d+, label %` + name + `\d+\.done \[.*?\]`).FindString(ir)
		if n := strings.Count(sw, "label %"+name); n != outerUnrolledLines+1 {
			t.Errorf("%s: switch has %d targets, want the %d line blocks and done:\n%s", name, n, outerUnrolledLines+1, sw)
		}
		for _, block := range []string{`\.line0`, fmt.Sprintf(`\.line%d`, outerUnrolledLines-1), `loop\d+\.body`} {
			body := regexp.MustCompile(`(?s)\n` + name + `\d+` + block + `:.*?\n\n`).FindString(ir)
			if !strings.Contains(body, "call void @llvm.prefetch") {
				t.Errorf("%s: block %s prefetches nothing:\n%s", name, block, body)
			}
		}
	}
	// The unblocked walk's prefetches (of U's and V's rows) and the sorted
	// walk's far one fetch into L2, the sorted walk's near one into every
	// level: llvm.prefetch's third argument.
	for name, locality := range map[string]int64{"pfline": outerWalkLocality, "pfu": outerWalkLocality, "pffar": outerSortedFarLocality, "pfrow": outerSortedLocality} {
		body := regexp.MustCompile(`(?s)\n` + name + `\d+\.line0:.*?\n\n`).FindString(ir)
		want := fmt.Sprintf("i32 0, i32 %d, i32 1)", locality)
		if !strings.Contains(body, want) {
			t.Errorf("%s: prefetch without locality %d (%q):\n%s", name, locality, want, body)
		}
	}
	// U's row: the prefetch loop's row pointer is U's values at row
	// i + outerPrefetchRows of the walk's row loop.
	pre := regexp.MustCompile(`(?s)\nprefetchu\d*\.body:.*?\n\n`).FindString(ir)
	if !strings.Contains(pre, "getelementptr double") {
		t.Errorf("U's prefetch computes no row address:\n%s", pre)
	}
}
