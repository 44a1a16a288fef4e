package engine

import (
	"os"
	"testing"
)

// TestMain keeps the engines of this package's tests and examples out of
// the user's real cache directory: engines that name no WithCacheDir run
// memory-only; tests of the persistent cache give their own t.TempDir().
func TestMain(m *testing.M) {
	if err := os.Setenv(EnvCacheDir, "off"); err != nil {
		panic(err)
	}
	os.Exit(m.Run())
}
