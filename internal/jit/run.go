package jit

import (
	"bytes"
	"context"
	"fmt"
	"os/exec"
	"strings"
	"syscall"
	"time"
)

// maxStderr bounds the tool output quoted in errors.
const maxStderr = 4096

// run executes one tool in its own process group, so that cancellation also
// kills children (the clang driver spawns the linker).
func run(ctx context.Context, dir, tool, path string, args []string) error {
	var stderr bytes.Buffer
	cmd := exec.CommandContext(ctx, path, args...)
	cmd.Dir = dir
	cmd.Stdout = &stderr
	cmd.Stderr = &stderr
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error {
		if cmd.Process == nil {
			return nil
		}
		return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	}
	cmd.WaitDelay = 5 * time.Second
	err := cmd.Run()
	if err == nil {
		return nil
	}
	if ctxErr := ctx.Err(); ctxErr != nil {
		return fmt.Errorf("jit: %s canceled: %w", tool, ctxErr)
	}
	msg := trimOutput(stderr.Bytes(), maxStderr)
	if msg == "" {
		msg = "(no output)"
	}
	return fmt.Errorf("jit: %s failed (%v): %s", tool, err, msg)
}

// trimOutput returns the trimmed output, cut to at most max bytes.
func trimOutput(out []byte, max int) string {
	s := strings.TrimSpace(string(out))
	if len(s) > max {
		s = s[:max] + fmt.Sprintf("\n... (%d more bytes)", len(s)-max)
	}
	return s
}
