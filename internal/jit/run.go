package jit

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"strings"
	"syscall"
	"time"
)

// maxStderr bounds the tool output quoted in errors.
const maxStderr = 4096

// outputLimit bounds the output of a tool process kept in memory: the first
// and the last outputLimit bytes. A compiler that prints hundreds of
// megabytes of diagnostics costs the process no more than this.
const outputLimit = 64 << 10

// waitDelay bounds how long a finished or killed tool may keep its output
// pipes open through children it left behind (a driver's linker, a wrapper
// script's background job) before they are closed under it.
const waitDelay = time.Second

// ErrTimeout is wrapped by the error of a compiler process that ran longer
// than the Compiler's timeout (see [WithTimeout]). It deliberately does not
// wrap context.DeadlineExceeded: the caller's context did not end, the
// compiler was too slow, and callers remember that as a failure.
var ErrTimeout = errors.New("compiler timed out")

// run executes one tool and returns an error quoting its output when it
// fails; see runOutput.
func run(ctx context.Context, dir, tool, path string, args []string) error {
	out, err := runOutput(ctx, dir, tool, path, args)
	if err == nil || ctx.Err() != nil {
		return err
	}
	msg := trimOutput([]byte(out), maxStderr)
	if msg == "" {
		msg = "(no output)"
	}
	return fmt.Errorf("%w: %s", err, msg)
}

// runOutput executes one tool in its own process group and returns its
// combined output, bounded to the first and last outputLimit bytes. When ctx
// ends, the whole group is killed (the clang driver spawns cc1 and the
// linker); after the tool exits, whatever it left running in its group is
// killed too, and pipes held open by such children are closed after
// waitDelay, so that runOutput returns promptly whatever the tool does.
func runOutput(ctx context.Context, dir, tool, path string, args []string) (string, error) {
	return runWithInput(ctx, dir, tool, path, args, nil)
}

// runWithInput is runOutput with stdin (nil: none) as the tool's input.
func runWithInput(ctx context.Context, dir, tool, path string, args []string, stdin io.Reader) (string, error) {
	out := &boundedOutput{limit: outputLimit}
	cmd := exec.CommandContext(ctx, path, args...)
	cmd.Dir = dir
	cmd.Stdin = stdin
	cmd.Stdout = out
	cmd.Stderr = out
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return killGroup(cmd) }
	cmd.WaitDelay = waitDelay
	err := cmd.Run()
	_ = killGroup(cmd) // children left behind by a tool that exited
	if err == nil {
		return out.String(), nil
	}
	if errors.Is(err, exec.ErrWaitDelay) && cmd.ProcessState != nil && cmd.ProcessState.Success() {
		// The tool succeeded, but its output pipes stayed open past
		// waitDelay (seen for ld at a load average of 40): what it wrote
		// to its files is complete; only its diagnostics may be cut.
		return out.String(), nil
	}
	if ctxErr := ctx.Err(); ctxErr != nil {
		return out.String(), fmt.Errorf("jit: %s canceled: %w", tool, ctxErr)
	}
	return out.String(), fmt.Errorf("jit: %s failed (%w)", tool, err)
}

// killGroup kills the process group of a started command.
func killGroup(cmd *exec.Cmd) error {
	if cmd.Process == nil {
		return nil
	}
	err := syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	if errors.Is(err, syscall.ESRCH) {
		return nil
	}
	return err
}

// withTimeout runs f under a context that also ends after d, and turns the
// end of that deadline (not the caller's) into an error wrapping
// ErrTimeout. d <= 0 means no limit of its own.
func withTimeout(ctx context.Context, d time.Duration, what string, f func(context.Context) error) error {
	if d <= 0 {
		return f(ctx)
	}
	tctx, cancel := context.WithTimeout(ctx, d)
	defer cancel()
	err := f(tctx)
	if err != nil && ctx.Err() == nil && errors.Is(tctx.Err(), context.DeadlineExceeded) {
		return fmt.Errorf("jit: %s: %w after %v", what, ErrTimeout, d)
	}
	return err
}

// boundedOutput keeps the first limit bytes written to it and the last
// limit bytes, and counts the rest.
type boundedOutput struct {
	limit   int
	head    []byte
	tail    []byte // ring buffer once full
	next    int    // write position in tail once full
	dropped int64
}

var _ io.Writer = (*boundedOutput)(nil)

func (b *boundedOutput) Write(p []byte) (int, error) {
	n := len(p)
	if room := b.limit - len(b.head); room > 0 {
		k := min(room, len(p))
		b.head = append(b.head, p[:k]...)
		p = p[k:]
	}
	for len(p) > 0 {
		if len(b.tail) < b.limit {
			k := min(b.limit-len(b.tail), len(p))
			b.tail = append(b.tail, p[:k]...)
			p = p[k:]
			continue
		}
		k := min(b.limit-b.next, len(p))
		b.dropped += int64(k)
		copy(b.tail[b.next:], p[:k])
		b.next = (b.next + k) % b.limit
		p = p[k:]
	}
	return n, nil
}

// String returns the kept output, with a marker where bytes were dropped.
func (b *boundedOutput) String() string {
	var s strings.Builder
	s.Write(b.head)
	if b.dropped > 0 {
		fmt.Fprintf(&s, "\n... (%d bytes omitted) ...\n", b.dropped)
	}
	s.Write(b.tail[b.next:])
	s.Write(b.tail[:b.next])
	return s.String()
}

// trimOutput returns the trimmed output, cut to at most max bytes.
func trimOutput(out []byte, max int) string {
	s := strings.TrimSpace(string(out))
	if len(s) > max {
		s = s[:max] + fmt.Sprintf("\n... (%d more bytes)", len(s)-max)
	}
	return s
}
