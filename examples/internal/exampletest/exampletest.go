// Package exampletest holds what the tests of the example programs share.
package exampletest

import (
	"os"
	"testing"

	"github.com/fusejit/fusejit/engine"
)

// Main runs a test binary of an example with the persistent kernel cache
// off, so that testing the examples never writes into the user's real
// cache directory.
func Main(m *testing.M) {
	if err := os.Setenv(engine.EnvCacheDir, "off"); err != nil {
		panic(err)
	}
	os.Exit(m.Run())
}
