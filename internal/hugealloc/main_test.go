package hugealloc

import (
	"os"
	"testing"
)

// TestMain switches huge pages on for this package's tests (they are
// opt-in), except in the child processes TestEnvOffGivesPlainMake starts
// to check the default.
func TestMain(m *testing.M) {
	if os.Getenv("HUGEALLOC_CHILD") != "1" {
		os.Setenv(EnvHugePages, "on")
	}
	os.Exit(m.Run())
}
