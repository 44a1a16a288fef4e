package hugealloc

import "syscall"

const supported = true

// advise asks for huge pages over b, which starts on a HugePage boundary.
// The error is ignored: THP may be disabled ("never"), or the kernel may
// not know MADV_HUGEPAGE, and either way the memory works as before.
func advise(b []byte) {
	if len(b) == 0 {
		return
	}
	_ = syscall.Madvise(b, syscall.MADV_HUGEPAGE)
}
