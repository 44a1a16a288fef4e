package jit

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

func TestBoundedOutput(t *testing.T) {
	for _, tc := range []struct {
		name   string
		writes []string
		limit  int
		want   string
	}{
		{"fits in head", []string{"abc"}, 4, "abc"},
		{"head and tail", []string{"abcd", "ef"}, 4, "abcdef"},
		{"exactly both", []string{"abcdefgh"}, 4, "abcdefgh"},
		{"drops the middle", []string{"abcd", "0123456789", "wxyz"}, 4, "abcd\n... (10 bytes omitted) ...\nwxyz"},
		{"ring wraps in small writes", []string{"abcd", "1", "2", "3", "4", "5", "6"}, 4, "abcd\n... (2 bytes omitted) ...\n3456"},
	} {
		b := &boundedOutput{limit: tc.limit}
		for _, w := range tc.writes {
			if n, err := b.Write([]byte(w)); n != len(w) || err != nil {
				t.Fatalf("%s: Write = %d, %v", tc.name, n, err)
			}
		}
		if got := b.String(); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.name, got, tc.want)
		}
	}
}

// fakeProbe answers NewCompiler's probes like clang does.
const fakeProbe = `case "$1" in
-###) echo "fake clang version 14.0.0" >&2; exit 0;;
-print-file-name=*) echo "libmvec.so"; exit 0;;
esac
`

// TestCompileTimeout: a compiler that hangs is killed at the timeout, with
// the children it started, and the error says so.
func TestCompileTimeout(t *testing.T) {
	pidFile := t.TempDir() + "/child.pid"
	p := writeScript(t, fakeProbe+`sleep 300 &
echo $! > `+pidFile+`
sleep 300
`)
	c, err := NewCompiler(p, WithTempDir(t.TempDir()), WithTimeout(300*time.Millisecond))
	if err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	_, err = c.Compile(context.Background(), "define void @f() {\n  ret void\n}\n", []string{"f"})
	if took := time.Since(start); took > 5*time.Second {
		t.Errorf("Compile returned after %v, timeout 300ms", took)
	}
	if !errors.Is(err, ErrTimeout) || errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("error %v: want ErrTimeout, not a context error", err)
	}
	assertKilled(t, pidFile)
}

// TestProbeWithChildHoldingThePipe: a compiler whose probe leaves a child
// holding its output open does not hold NewCompiler beyond the timeout.
func TestProbeWithChildHoldingThePipe(t *testing.T) {
	pidFile := t.TempDir() + "/child.pid"
	p := writeScript(t, `sleep 300 &
echo $! > `+pidFile+`
`+fakeProbe)
	start := time.Now()
	_, _ = NewCompiler(p, WithTempDir(t.TempDir()), WithTimeout(2*time.Second))
	if took := time.Since(start); took > 8*time.Second {
		t.Errorf("NewCompiler returned after %v, timeout 2s", took)
	}
	assertKilled(t, pidFile)
}

// TestCompilerOutputIsBounded: a compiler printing megabytes of diagnostics
// costs a bounded buffer, and the error keeps the end of the output.
func TestCompilerOutputIsBounded(t *testing.T) {
	p := writeScript(t, fakeProbe+`head -c 20000000 /dev/zero | tr '\0' 'x' >&2
echo "the last line" >&2
exit 1
`)
	c, err := NewCompiler(p, WithTempDir(t.TempDir()))
	if err != nil {
		t.Fatal(err)
	}
	_, err = c.Compile(context.Background(), "define void @f() {\n  ret void\n}\n", []string{"f"})
	if err == nil {
		t.Fatal("no error from a failing compiler")
	}
	if len(err.Error()) > 2*maxStderr {
		t.Errorf("error of %d bytes", len(err.Error()))
	}
	out, _ := runOutput(context.Background(), "", "fake", p, []string{"x"})
	if len(out) > 2*outputLimit+100 || !strings.HasSuffix(strings.TrimSpace(out), "the last line") {
		t.Errorf("kept %d bytes ending %q", len(out), out[max(len(out)-40, 0):])
	}
}

func TestModuleSizeLimit(t *testing.T) {
	p := writeScript(t, fakeProbe+"exit 1\n")
	c, err := NewCompiler(p, WithTempDir(t.TempDir()), WithMaxModuleSize(64))
	if err != nil {
		t.Fatal(err)
	}
	ir := "define void @f() {\n  ret void\n}\n; " + strings.Repeat("padding ", 20) + "\n"
	if _, err := c.Compile(context.Background(), ir, []string{"f"}); !errors.Is(err, ErrModuleTooLarge) {
		t.Errorf("error %v, want ErrModuleTooLarge", err)
	}
}

// assertKilled waits briefly for the process whose pid a fake compiler
// wrote to be gone.
func assertKilled(t *testing.T, pidFile string) {
	t.Helper()
	var pid int
	for range 50 {
		if b, err := os.ReadFile(pidFile); err == nil {
			if _, err := fmt.Sscan(strings.TrimSpace(string(b)), &pid); err == nil && pid > 0 {
				break
			}
		}
		time.Sleep(20 * time.Millisecond)
	}
	if pid <= 0 {
		t.Fatalf("the fake compiler wrote no child pid")
	}
	for range 100 {
		if err := syscall.Kill(pid, 0); errors.Is(err, syscall.ESRCH) {
			return
		}
		// A killed child stays a zombie until init reaps it; check its state.
		if st, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat"); err == nil && strings.Contains(string(st), ") Z ") {
			return
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Errorf("child %d of the compiler still runs", pid)
}

// TestToolSucceedingWithChildHoldingThePipe: a tool that exits 0 but
// leaves a child holding its output open succeeds once waitDelay has
// passed (its files are complete), and the child is killed.
func TestToolSucceedingWithChildHoldingThePipe(t *testing.T) {
	pidFile := t.TempDir() + "/child.pid"
	p := writeScript(t, `sleep 300 &
echo $! > `+pidFile+`
echo done
exit 0
`)
	start := time.Now()
	out, err := runOutput(context.Background(), t.TempDir(), "tool", p, nil)
	if err != nil {
		t.Fatalf("runOutput = %v, want success: the tool exited 0", err)
	}
	if took := time.Since(start); took > waitDelay+5*time.Second {
		t.Errorf("runOutput returned after %v, waitDelay %v", took, waitDelay)
	}
	if out != "done\n" {
		t.Errorf("output %q, want %q", out, "done\n")
	}
	assertKilled(t, pidFile)
}
