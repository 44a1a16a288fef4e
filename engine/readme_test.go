package engine_test

import (
	"os"
	"strings"
	"testing"
)

// TestREADMEExample keeps the README's example the same code as Example,
// which go test runs: the body of main there is the body of Example here.
func TestREADMEExample(t *testing.T) {
	readme, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile("example_test.go")
	if err != nil {
		t.Fatal(err)
	}
	between := func(s, from, to string) string {
		i := strings.Index(s, from)
		if i < 0 {
			return ""
		}
		s = s[i+len(from):]
		j := strings.Index(s, to)
		if j < 0 {
			return ""
		}
		return s[:j]
	}
	want := between(string(src), "func Example() {\n", "\t// Output:")
	got := between(string(readme), "func main() {\n", "}\n```")
	if want == "" || got != want {
		t.Fatalf("README's main differs from Example's body:\nREADME:\n%s\nExample:\n%s", got, want)
	}
}
