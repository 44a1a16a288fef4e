//go:build !unix

package engine

import "time"

// progressClock is the clock of the tier decisions (see the unix
// version): wall time where the process's CPU time is not read.
func progressClock() time.Time { return time.Now() }
