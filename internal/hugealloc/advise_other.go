//go:build !linux

package hugealloc

const supported = false

// advise does nothing off Linux: there is no madvise(MADV_HUGEPAGE).
func advise([]byte) {}
