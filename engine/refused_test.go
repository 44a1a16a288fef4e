package engine

import (
	"bytes"
	"fmt"
	"log/slog"
	"strings"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/cplan"
	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/memo"
	"github.com/fusejit/fusejit/internal/selection"
)

// A plan cplan refuses is an internal error: the operator runs unfused,
// but it is reported as refused, logged with its reason and counted,
// unlike a kernel that failed to compile.
func TestRefusedPlanIsSurfaced(t *testing.T) {
	root := hop.NewDense(mat.NewDense(2, 2, nil))
	refusal := &cplan.UnsupportedError{Template: memo.TemplateRow, Reason: "row operator reads sparse colvec input s"}
	cases := []struct {
		name        string
		err         error
		wantRefused bool
		wantLog     string
	}{
		{"refused", refusal, true, "code-generation plan refused"},
		{"refused, wrapped", fmt.Errorf("adapting formats: %w", refusal), true, "code-generation plan refused"},
		{"compile failure", fmt.Errorf("kernel k: clang failed"), false, "fused operator runs unfused"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var logs bytes.Buffer
			e, err := New(WithLogger(slog.New(slog.NewTextHandler(&logs, nil))), WithCompiler("/nonexistent/clang"))
			if err != nil {
				t.Fatal(err)
			}
			defer e.Close()
			logs.Reset()
			op := &fusedOp{sel: &selection.FusedOp{Type: memo.TemplateRow, Root: root, Roots: []*hop.Hop{root}}, err: c.err}
			e.noteFallback(op)
			pub := op.public()
			if !pub.Fallback || pub.Refused != c.wantRefused {
				t.Errorf("Fallback, Refused = %v, %v; want true, %v", pub.Fallback, pub.Refused, c.wantRefused)
			}
			if got := e.Stats().Fallbacks; got != 1 {
				t.Errorf("Stats().Fallbacks = %d, want 1", got)
			}
			out := logs.String()
			if !strings.Contains(out, "level=WARN") || !strings.Contains(out, c.wantLog) || !strings.Contains(out, c.err.Error()) {
				t.Errorf("log = %q, want a warning %q with the reason %q", out, c.wantLog, c.err)
			}
		})
	}
}
