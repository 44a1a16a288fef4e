// Package hugealloc allocates large pointer-free arrays on 2 MiB-aligned,
// transparent-huge-page-advised Go heap memory.
//
// Why: with THP in the kernel's "madvise" mode (a common default) Go heap
// memory is backed by 4 KiB pages, and a kernel that streams several rows
// of a large matrix at once crosses a page boundary every 4 KiB in each
// stream, where the hardware prefetcher stops and a TLB entry is missed.
// Backed by 2 MiB pages those boundaries are 512 times rarer.
//
// How: Make over-allocates an ordinary Go slice by one huge page, returns
// the part that starts on a 2 MiB boundary, and advises MADV_HUGEPAGE over
// the allocation's aligned interior before anyone writes it. The memory
// stays managed by the garbage collector (the returned slice keeps the
// whole allocation alive), so a caller's slice can never outlive it. The
// runtime hands out fresh spans untouched, so the first write faults in
// huge pages; a reused span that the runtime zeroed already keeps the
// pages it has, unless an earlier advised array left them huge (the
// advice stays on the address range). Advice never changes contents: the
// slice reads as zeros, exactly like make's.
//
// It is opt-in (FUSEJIT_HUGEPAGES=on; EnvHugePages says why): arrays
// under Threshold bytes, platforms other than Linux, and processes without
// the switch get plain make. madvise errors are ignored:
// the advice is only advice.
package hugealloc
