//go:build !race

package tests

import "time"

// cancelBound is how soon Eval must return after its context is cancelled:
// the longest single unfused operation of the cancellation tests takes well
// under 100 ms on 2 cores.
const cancelBound = 300 * time.Millisecond
