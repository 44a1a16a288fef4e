package hugealloc

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
)

// mapping is what /proc/self/smaps says about the mapping holding an
// address: its VmFlags ("hg" when MADV_HUGEPAGE applies) and its
// AnonHugePages in KiB.
type mapping struct {
	flags      []string
	hugeKiB    int
	start, end uintptr
}

func (m mapping) advised() bool {
	for _, f := range m.flags {
		if f == "hg" {
			return true
		}
	}
	return false
}

// mappingOf reads /proc/self/smaps for the mapping that holds addr.
func mappingOf(addr uintptr) (mapping, error) {
	f, err := os.Open("/proc/self/smaps")
	if err != nil {
		return mapping{}, fmt.Errorf("reading smaps: %w", err)
	}
	defer f.Close()
	var m mapping
	in := false
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		fields := strings.Fields(line)
		if len(fields) == 0 {
			continue
		}
		if lo, hi, ok := rangeOf(fields[0]); ok {
			if in {
				return m, nil
			}
			in = lo <= addr && addr < hi
			m = mapping{start: lo, end: hi}
			continue
		}
		if !in {
			continue
		}
		switch fields[0] {
		case "VmFlags:":
			m.flags = fields[1:]
		case "AnonHugePages:":
			m.hugeKiB, _ = strconv.Atoi(fields[1])
		}
	}
	if err := sc.Err(); err != nil {
		return mapping{}, fmt.Errorf("reading smaps: %w", err)
	}
	if !in {
		return mapping{}, fmt.Errorf("no mapping holds %#x", addr)
	}
	return m, nil
}

// rangeOf parses a mapping header's "start-end" field.
func rangeOf(s string) (lo, hi uintptr, ok bool) {
	a, b, found := strings.Cut(s, "-")
	if !found {
		return 0, 0, false
	}
	x, err1 := strconv.ParseUint(a, 16, 64)
	y, err2 := strconv.ParseUint(b, 16, 64)
	if err1 != nil || err2 != nil {
		return 0, 0, false
	}
	return uintptr(x), uintptr(y), true
}
