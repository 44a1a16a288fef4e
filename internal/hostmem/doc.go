// Package hostmem reads how much memory the process may use: the limit of
// its control group or the physical memory, which a default memory budget
// is a fraction of, and what the host can still provide right now.
//
// Why the second: a memory budget is per process, and the processes
// beside it share the host. An allocation within the budget can still be
// more than the host has left, and a Go allocation the kernel cannot back
// ends in the OOM killer, which no recover prevents. Checked against
// Available before it is made, such an allocation is refused with an
// error instead.
package hostmem
