package tests

import (
	"os"
	"testing"

	"github.com/fusejit/fusejit/engine"
)

// TestMain keeps every engine of the test binary out of the user's real
// cache directory: engines that name no WithCacheDir run memory-only, and
// the tests that exercise the persistent cache give their own t.TempDir().
func TestMain(m *testing.M) {
	if err := os.Setenv(engine.EnvCacheDir, "off"); err != nil {
		panic(err)
	}
	os.Exit(m.Run())
}
