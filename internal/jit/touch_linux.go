package jit

import (
	"bufio"
	"os"
	"runtime"
	"strconv"
	"strings"
	"unsafe"
)

// touchPages reads one byte of every page the dynamic loader mapped from
// path, once, right after dlopen.
//
// Why: a kernel that makes its NaNs canonical (SEMANTICS.md) compiles to a
// compare and a masked broadcast of the canonical NaN from the module's
// read-only data, and the mask is all zero as long as no NaN occurs. A
// masked load whose mask is zero never reads the page, so the page's
// accessed bit is never set, and then the CPU takes a microcode assist on
// every such load to check that faults stay suppressed: measured here
// (AMD EPYC, znver3, a C micro-test) 130-140 ns per load on a never-read
// page against 2.5 ns once the page has been read. KMeans' distance kernel, alone in its module under
// CompileTiered, ran 3x slower than the same code in a module whose
// constant page other kernels read (180 against 60 ms per 10^6 rows).
// One read per page sets the bit; the code and its results are unchanged.
func touchPages(path string) {
	f, err := os.Open("/proc/self/maps")
	if err != nil {
		return // nothing lost but speed
	}
	defer f.Close()
	page := uintptr(os.Getpagesize())
	var sum byte
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		lo, hi, ok := readableMappingOf(sc.Text(), path)
		if !ok {
			continue
		}
		for a := lo; a < hi; a += page {
			sum ^= byteAt(a)
		}
	}
	runtime.KeepAlive(sum) // the reads are the point: keep them
}

// readableMappingOf parses one line of /proc/self/maps and returns its
// address range when the mapping is readable and maps path. The path is
// the rest of the line after the inode, so it may hold spaces; the kernel
// appends " (deleted)" once the file is removed.
func readableMappingOf(line, path string) (lo, hi uintptr, ok bool) {
	var fields [5]string // address, perms, offset, device, inode
	rest := line
	for i := range fields {
		rest = strings.TrimLeft(rest, " ")
		end := strings.IndexByte(rest, ' ')
		if end < 0 {
			return 0, 0, false
		}
		fields[i], rest = rest[:end], rest[end:]
	}
	name := strings.TrimLeft(rest, " ")
	if name != path && name != path+" (deleted)" || !strings.HasPrefix(fields[1], "r") {
		return 0, 0, false
	}
	bounds := strings.SplitN(fields[0], "-", 2)
	if len(bounds) != 2 {
		return 0, 0, false
	}
	l, err1 := strconv.ParseUint(bounds[0], 16, 64)
	h, err2 := strconv.ParseUint(bounds[1], 16, 64)
	if err1 != nil || err2 != nil || h <= l {
		return 0, 0, false
	}
	return uintptr(l), uintptr(h), true
}

// byteAt reads the byte at address a, which lies in a readable mapping of
// a loaded module (so the read cannot fault).
func byteAt(a uintptr) byte {
	return *(*byte)(unsafe.Add(unsafe.Pointer(nil), a))
}
