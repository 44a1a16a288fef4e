package hugealloc

import (
	"os"
	"sync"
	"unsafe"
)

// Threshold is the smallest array, in bytes, that Make places on huge
// pages. The over-allocation is at most one huge page, so at most half of
// an array this size and a vanishing share of the 100 MB-class arrays
// that gain; fresh memory the array does not use is never touched, so it
// costs address space and heap accounting, not resident memory.
const Threshold = 4 << 20

// HugePage is the transparent huge page size advised for, 2 MiB on x86-64
// and on arm64 with 4 KiB base pages.
const HugePage = 2 << 20

// EnvHugePages, set to "on", makes Make advise huge pages; anything else,
// and unset, gives plain make slices. Huge pages are opt-in: at 10^5 rows
// they made Base's cell-dense 2.8x and Gen's 1.4x faster, but at 10^7 rows,
// where every iteration allocates gigabytes, L2SVM took 1.7-1.9x as long
// under Base and 1.4-1.8x under Gen with them (the kernel's THP "defrag"
// setting makes a fault in advised memory compact memory synchronously),
// and a library must not make large data slower.
const EnvHugePages = "FUSEJIT_HUGEPAGES"

// Elem is the element types Make allocates: pointer-free, so that the
// advised memory never holds anything the garbage collector scans.
type Elem interface {
	~float64 | ~float32 | ~int64 | ~int32 | ~int | ~uint64 | ~uint32 | ~uint8
}

// enabled reports whether this process advises huge pages: a supported
// platform and FUSEJIT_HUGEPAGES=on. Read once.
var enabled = sync.OnceValue(func() bool {
	return supported && os.Getenv(EnvHugePages) == "on"
})

// Enabled reports whether Make advises huge pages in this process (Linux,
// and FUSEJIT_HUGEPAGES=on).
func Enabled() bool { return enabled() }

// Count is the integer types a length may have, as make accepts them.
type Count interface {
	~int | ~int64 | ~int32
}

// Make returns a zeroed slice of n elements with len and cap n, like
// make([]T, n). From Threshold bytes on (when enabled) it starts on a
// HugePage boundary and huge pages are advised for its memory. Like make,
// it panics on a negative n or one too large to allocate.
func Make[T Elem, N Count](n N) []T {
	size := int(unsafe.Sizeof(*new(T)))
	if !worthAdvising(int64(n), size) || !enabled() {
		return make([]T, n)
	}
	return alignedAdvised[T](int(n), size)
}

// worthAdvising reports whether n elements of size bytes get huge pages:
// from Threshold bytes on, unless the over-allocation would overflow int.
func worthAdvising(n int64, size int) bool {
	return n >= int64(Threshold/size) && n <= int64(maxElems(size))
}

// maxElems is the largest n whose over-allocated byte count fits in int.
func maxElems(size int) int {
	return (int(^uint(0)>>1) - HugePage) / size
}

// alignedAdvised over-allocates by one huge page, advises the aligned
// interior of the whole allocation, and returns the n elements that start
// at its first huge page boundary.
func alignedAdvised[T Elem](n, size int) []T {
	buf := make([]T, n+HugePage/size)
	addr := uintptr(unsafe.Pointer(unsafe.SliceData(buf)))
	// Large Go objects start on 8 KiB boundaries, so the padding is a
	// whole number of elements.
	pad := int(alignUp(addr, HugePage)-addr) / size
	whole := unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(buf))), len(buf)*size)
	advise(whole[pad*size : alignDownLen(len(whole)-pad*size)+pad*size])
	return buf[pad : pad+n : pad+n]
}

func alignUp(v, a uintptr) uintptr { return (v + a - 1) &^ (a - 1) }

// alignDownLen rounds a byte count down to whole huge pages.
func alignDownLen(n int) int { return n &^ (HugePage - 1) }
