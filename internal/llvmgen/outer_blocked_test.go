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
	p := planFor(t, goldenCaseNamed(t, "outer_fullagg_blocked"))
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

// TestOuterGroupsFetchAheadForEachCell: in the unblocked walk, a group of
// n cells (groupedDots) fetches V's rows outerPrefetch cells ahead of its
// cells after the first (the walk's loop fetched for the first): its
// block ends the fetch range at pos+n, clamped to the walk's last
// position and to nothing when the walk does not fetch, and branches to a
// loop whose body reads the column outerPrefetch positions ahead and
// issues a pfline chain. Without it, the rows of the group's later cells
// came from memory when read (prefetchV).
func TestOuterGroupsFetchAheadForEachCell(t *testing.T) {
	ir := lowered(t, planFor(t, goldenCaseNamed(t, "outer_fullagg_blocked"))).ir.String()
	groups := regexp.MustCompile(`(?s)\ngroup\d+\.body:\n.*?\n\n`).FindAllString(ir, -1)
	for _, n := range []int{outerGroup, 2} {
		t.Run(fmt.Sprintf("group of %d", n), func(t *testing.T) {
			var body string
			for _, g := range groups {
				if regexp.MustCompile(fmt.Sprintf(`= add i64 %%\d+, %d\n`, n)).MatchString(g) {
					body = g
				}
			}
			if body == "" {
				t.Fatalf("no group block ends its range at pos+%d among:\n%s", n, strings.Join(groups, ""))
			}
			if strings.Count(body, "select i1") != 2 {
				t.Errorf("group block does not clamp its fetch range (two selects):\n%s", body)
			}
			loop := regexp.MustCompile(`br label %(prefetch\d+)\.head\n`).FindStringSubmatch(body)
			if loop == nil {
				t.Fatalf("group block does not enter a fetch loop:\n%s", body)
			}
			fetch := regexp.MustCompile(`(?s)\n` + loop[1] + `\.body:\n.*?\n\n`).FindString(ir)
			if !regexp.MustCompile(fmt.Sprintf(`= add i64 %%\d+, %d\n`, outerPrefetch)).MatchString(fetch) {
				t.Errorf("fetch loop does not read the column %d positions ahead:\n%s", outerPrefetch, fetch)
			}
			if !regexp.MustCompile(`br label %pfline\d+`).MatchString(fetch) {
				t.Errorf("fetch loop issues no pfline chain:\n%s", fetch)
			}
		})
	}
}
