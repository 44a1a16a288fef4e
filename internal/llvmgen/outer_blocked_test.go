package llvmgen

import (
	"regexp"
	"strings"
	"testing"
)

// TestOuterBlockedPrefetchesBothFactors: a blocked Outer kernel prefetches
// V's rows in both walks (the cell outerPrefetch ahead in the unblocked
// walk, the column outerSortedAhead ahead in the sorted one) and, in the
// unblocked walk, U's row outerPrefetchRows rows ahead of the row it
// reads: each of the three loops issues llvm.prefetch, U's from an
// address computed from U's values.
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
	for _, loop := range []string{"pfline", "pfrow", "pfu"} {
		body := regexp.MustCompile(`(?s)\n` + loop + `\d*\.body:.*?\n\n`).FindString(ir)
		if !strings.Contains(body, "call void @llvm.prefetch") {
			t.Errorf("loop %s prefetches nothing:\n%s", loop, body)
		}
	}
	// U's row: the prefetch loop's row pointer is U's values at row
	// i + outerPrefetchRows of the walk's row loop.
	pre := regexp.MustCompile(`(?s)\nprefetchu\d*\.body:.*?\n\n`).FindString(ir)
	if !strings.Contains(pre, "getelementptr double") {
		t.Errorf("U's prefetch computes no row address:\n%s", pre)
	}
}
