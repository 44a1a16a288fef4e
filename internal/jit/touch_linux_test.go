package jit

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
)

// tableIR defines get and a table of n doubles in read-only data that no
// code reads unless peek is called (it is not): the table's pages are
// mapped by the loader but never read, as the canonical-NaN constant of a
// kernel that meets no NaN.
func tableIR(n int) string {
	vals := make([]string, n)
	for i := range vals {
		vals[i] = fmt.Sprintf("double %d.5", i+1)
	}
	return fmt.Sprintf(`@tbl = internal constant [%d x double] [%s], align 4096
define void @get(i64* nocapture %%out) {
  store i64 7, i64* %%out, align 8
  ret void
}
define double @peek(i64 %%i) {
  %%p = getelementptr [%d x double], [%d x double]* @tbl, i64 0, i64 %%i
  %%v = load double, double* %%p, align 8
  ret double %%v
}
`, n, strings.Join(vals, ", "), n, n)
}

// smapsEntry is one mapping of /proc/self/smaps: its range, file and the
// kB the kernel counts as mapped (Size) and referenced.
type smapsEntry struct {
	lo, hi       uint64
	perms, file  string
	size, refKiB int
}

func readSmaps(t *testing.T) []smapsEntry {
	t.Helper()
	f, err := os.Open("/proc/self/smaps")
	if err != nil {
		t.Skipf("no /proc/self/smaps: %v", err)
	}
	defer f.Close()
	var out []smapsEntry
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) >= 5 && strings.Contains(fields[0], "-") && !strings.HasSuffix(fields[0], ":") {
			b := strings.SplitN(fields[0], "-", 2)
			lo, _ := strconv.ParseUint(b[0], 16, 64)
			hi, _ := strconv.ParseUint(b[1], 16, 64)
			e := smapsEntry{lo: lo, hi: hi, perms: fields[1]}
			if len(fields) >= 6 {
				e.file = fields[5]
			}
			out = append(out, e)
			continue
		}
		if len(out) == 0 || len(fields) < 2 {
			continue
		}
		v, _ := strconv.Atoi(fields[1])
		switch fields[0] {
		case "Size:":
			out[len(out)-1].size = v
		case "Referenced:":
			out[len(out)-1].refKiB = v
		}
	}
	return out
}

// TestLoadedModulePagesAreReferenced checks that every page of every
// readable mapping of a freshly loaded module has been read (its accessed
// bit set): a masked load with an all-zero mask from a never-read page
// takes a microcode assist each time (touch_linux.go).
func TestLoadedModulePagesAreReferenced(t *testing.T) {
	c, _ := newTestCompiler(t)
	lib, err := c.Compile(context.Background(), tableIR(3*512), []string{"get", "peek"})
	if err != nil {
		t.Fatal(err)
	}
	defer lib.Close()
	sym := uint64(lib.Symbol("get"))
	maps := readSmaps(t)
	file := ""
	for _, m := range maps {
		if m.lo <= sym && sym < m.hi {
			file = m.file
		}
	}
	if file == "" {
		t.Fatalf("no mapping holds symbol get at %#x", sym)
	}
	checked := 0
	for _, m := range maps {
		if m.file != file || !strings.HasPrefix(m.perms, "r") {
			continue
		}
		checked++
		if m.refKiB != m.size {
			t.Errorf("mapping %x-%x %s of the module: %d of %d kB referenced, want all", m.lo, m.hi, m.perms, m.refKiB, m.size)
		}
	}
	if checked < 2 {
		t.Fatalf("found %d readable mappings of %s, want the code and the read-only data", checked, file)
	}
}

func TestReadableMappingOf(t *testing.T) {
	for _, c := range []struct {
		line, path string
		lo, hi     uintptr
		ok         bool
	}{
		{"7f00a000-7f00c000 r--p 00000000 08:01 123 /tmp/x.so", "/tmp/x.so", 0x7f00a000, 0x7f00c000, true},
		{"7f00a000-7f00c000 r-xp 00001000 08:01 123 /tmp/x.so (deleted)", "/tmp/x.so", 0x7f00a000, 0x7f00c000, true},
		{"7f00a000-7f00c000 ---p 00000000 08:01 123 /tmp/x.so", "/tmp/x.so", 0, 0, false},
		{"7f00a000-7f00c000 r--p 00000000 08:01 123 /tmp/y.so", "/tmp/x.so", 0, 0, false},
		{"7f00a000-7f00c000 rw-p 00000000 00:00 0", "/tmp/x.so", 0, 0, false},
		{"7f00a000-7f00c000 r--p 00000000 08:01 123                        /tmp/my dir/x.so", "/tmp/my dir/x.so", 0x7f00a000, 0x7f00c000, true},
		{"7f00a000-7f00c000 r--p 00000000 08:01 123 /tmp/my dir/x.so (deleted)", "/tmp/my dir/x.so", 0x7f00a000, 0x7f00c000, true},
		{"7f00a000-7f00c000 r--p 00000000 08:01 123 /tmp/my dir/x.so", "/tmp/my", 0, 0, false},
		{"7f00a000-7f00c000 r--p 00000000 08:01 123 /tmp/x.so.old", "/tmp/x.so", 0, 0, false},
		{"garbage", "/tmp/x.so", 0, 0, false},
	} {
		lo, hi, ok := readableMappingOf(c.line, c.path)
		if lo != c.lo || hi != c.hi || ok != c.ok {
			t.Errorf("readableMappingOf(%q) = %#x, %#x, %v; want %#x, %#x, %v", c.line, lo, hi, ok, c.lo, c.hi, c.ok)
		}
	}
}
