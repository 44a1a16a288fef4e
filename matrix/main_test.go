package matrix

import (
	"os"
	"testing"
)

// TestMain switches huge pages on (they are opt-in, FUSEJIT_HUGEPAGES=on)
// so that TestLargeArraysStartOnHugePages checks every constructor's
// allocation path; the arrays' contents do not depend on it.
func TestMain(m *testing.M) {
	os.Setenv("FUSEJIT_HUGEPAGES", "on")
	os.Exit(m.Run())
}
