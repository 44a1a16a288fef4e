//go:build race

package tests

import "time"

// cancelBound is how soon Eval must return after its context is cancelled.
const cancelBound = 2 * time.Second
