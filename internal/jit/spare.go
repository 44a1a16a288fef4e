package jit

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"sync/atomic"
	"syscall"
	"time"
)

// A clang process spends about 30 ms of CPU before it reads its input:
// loading libclang-cpp and libLLVM (relocations, static constructors) and
// setting up the driver. That is most of a small kernel's compile. So
// clang reads its IR from stdin and writes the object to stdout, and after
// each successful compile the Compiler starts the next clang ahead of need
// (a spare), which does that start-up while the engine runs and then
// blocks reading stdin. A compile that finds a spare pays only for the
// compile itself; one that finds none starts clang as before.
//
// A spare costs one idle process and its start-up CPU if it is never used:
// it is started only after a compile succeeded (a failing compiler keeps
// failing), a Compiler keeps at most one and the process at most
// maxSpares, and it is killed after spareIdle without a compile and by
// Close. If the process exits, the spare reads end of file,
// compiles an empty module to a closed pipe and exits.

// spareIdle bounds how long a spare waits for a compile.
const spareIdle = 20 * time.Second

// maxSpares bounds the spares of all Compilers of the process together: a
// program that creates many engines (a test suite, a server with one
// engine per tenant) keeps at most this many idle clang processes.
const maxSpares = 2

// liveSpares counts the spares of the process; it only gates starting new
// ones.
var liveSpares atomic.Int32

// spareNice is the nice value of a spare until a compile takes it. A
// compile at normal priority then sets it back to 0 where the process may
// (root, or RLIMIT_NICE); elsewhere the spare compiles at spareNice, which
// costs little while the caller waits with its own threads idle.
const spareNice = 10

// clangProc is a clang started with its IR on stdin and its object on
// stdout.
type clangProc struct {
	cmd   *exec.Cmd
	stdin io.WriteCloser
	obj   *cappedBuffer
	errs  *boundedOutput
	vec   bool
	idle  *time.Timer // kills an unused spare

	counted  bool // holds one of maxSpares
	released atomic.Bool
}

// release gives back p's place among the maxSpares.
func (p *clangProc) release() {
	if p.counted && !p.released.Swap(true) {
		liveSpares.Add(-1)
	}
}

// startClang starts clang on stdin; its start-up runs at once.
func (c *Compiler) startClang(vec bool) (*clangProc, error) {
	args := append(c.clangArgs(vec), "-c", "-x", "ir", "-", "-o", "-")
	p := &clangProc{obj: &cappedBuffer{limit: maxObjectSize}, errs: &boundedOutput{limit: outputLimit}, vec: vec}
	p.cmd = exec.Command(c.clang, args...)
	p.cmd.Dir = c.tempRoot
	p.cmd.Stdout = p.obj
	p.cmd.Stderr = p.errs
	p.cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	p.cmd.WaitDelay = waitDelay
	in, err := p.cmd.StdinPipe()
	if err != nil {
		return nil, fmt.Errorf("jit: starting clang: %w", err)
	}
	p.stdin = in
	if err := p.cmd.Start(); err != nil {
		return nil, fmt.Errorf("jit: starting clang: %w", err)
	}
	return p, nil
}

// finish feeds irText to p and returns the object clang wrote. Ending ctx
// kills p's process group.
func (p *clangProc) finish(ctx context.Context, irText string) ([]byte, error) {
	stop := context.AfterFunc(ctx, func() { _ = killGroup(p.cmd) })
	defer stop()
	_, werr := io.WriteString(p.stdin, irText)
	if cerr := p.stdin.Close(); werr == nil {
		werr = cerr
	}
	err := p.cmd.Wait()
	_ = killGroup(p.cmd) // children left behind by a tool that exited
	if ctxErr := ctx.Err(); ctxErr != nil {
		return nil, fmt.Errorf("jit: clang canceled: %w", ctxErr)
	}
	if err == nil && werr != nil {
		err = fmt.Errorf("writing its input: %w", werr)
	}
	if err == nil && p.obj.over {
		err = fmt.Errorf("object larger than %d bytes", maxObjectSize)
	}
	if err != nil {
		msg := trimOutput([]byte(p.errs.String()), maxStderr)
		if msg == "" {
			msg = "(no output)"
		}
		return nil, fmt.Errorf("jit: clang failed (%w): %s", err, msg)
	}
	return p.obj.b, nil
}

// kill ends an unused process and reaps it.
func (p *clangProc) kill() {
	_ = killGroup(p.cmd)
	_ = p.stdin.Close()
	_ = p.cmd.Wait()
}

// compileIR compiles irText to object code with a spare clang if one is
// ready, else with a new one, and then has the next spare started.
func (c *Compiler) compileIR(ctx context.Context, irText string, vec bool) ([]byte, error) {
	p := c.takeSpare(vec)
	if p == nil {
		var err error
		if p, err = c.startClang(vec); err != nil {
			return nil, err
		}
	} else {
		// The spare started at spareNice; compile at the caller's.
		setGroupNice(p.cmd.Process.Pid, threadNice())
	}
	obj, err := p.finish(ctx, irText)
	if err == nil {
		go c.startSpare(vec)
	}
	return obj, err
}

// takeSpare returns the spare, if it was started with the same flags, and
// leaves none.
func (c *Compiler) takeSpare(vec bool) *clangProc {
	c.spareMu.Lock()
	p := c.spare
	c.spare = nil
	c.spareMu.Unlock()
	if p == nil {
		return nil
	}
	if !p.idle.Stop() {
		return nil // the idle timer is killing it
	}
	p.release()
	if p.vec != vec {
		p.kill()
		return nil
	}
	return p
}

// startSpare starts a spare unless one exists or the Compiler is closed,
// at spareNice: its start-up then takes idle cycles, not the cores of the
// Evals running meanwhile.
func (c *Compiler) startSpare(vec bool) {
	c.spareMu.Lock()
	busy := c.closed || c.spare != nil
	c.spareMu.Unlock()
	if busy {
		return
	}
	if liveSpares.Add(1) > maxSpares {
		liveSpares.Add(-1)
		return
	}
	p, err := c.startClang(vec)
	if err != nil {
		liveSpares.Add(-1)
		return
	}
	p.counted = true
	setGroupNice(p.cmd.Process.Pid, spareNice)
	c.spareMu.Lock()
	defer c.spareMu.Unlock()
	if c.closed || c.spare != nil {
		p.release()
		go p.kill()
		return
	}
	p.idle = time.AfterFunc(spareIdle, func() {
		c.spareMu.Lock()
		if c.spare == p {
			c.spare = nil
		}
		c.spareMu.Unlock()
		p.release()
		p.kill()
	})
	c.spare = p
}

// Close ends the Compiler's idle clang process, if any. Compiles still work
// after Close but no longer start clang ahead of need.
func (c *Compiler) Close() error {
	if c == nil {
		return errors.New("jit: Close on nil *Compiler")
	}
	c.spareMu.Lock()
	c.closed = true
	p := c.spare
	c.spare = nil
	c.spareMu.Unlock()
	if p != nil && p.idle.Stop() {
		p.release()
		p.kill()
	}
	return nil
}

// cappedBuffer collects a tool's output up to limit bytes and notes
// whether there was more.
type cappedBuffer struct {
	limit int
	b     []byte
	over  bool
}

func (w *cappedBuffer) Write(p []byte) (int, error) {
	n := len(p)
	if room := w.limit - len(w.b); room < len(p) {
		w.over = true
		p = p[:max(room, 0)]
	}
	w.b = append(w.b, p...)
	return n, nil
}
