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
	pid int       // also its process group
	cmd *exec.Cmd // nil for a child of the zygote
	// errDone is closed when a zygote child's stderr ends (it exited).
	errDone chan struct{}
	stdin   io.WriteCloser
	out     io.ReadCloser // clang's stdout: the object
	errs    *boundedOutput
	vec     bool
	lvl     Level
	// exited is closed once the process has been waited for.
	exited chan struct{}
	idle   *time.Timer // kills an unused spare

	counted  bool    // holds one of maxSpares
	zygote   *zygote // the zygote it was forked from, if any
	cc1      bool    // runs a cc1 line, not the driver (cc1.go)
	released atomic.Bool
}

// release gives back p's place among the maxSpares.
func (p *clangProc) release() {
	if p.counted && !p.released.Swap(true) {
		liveSpares.Add(-1)
	}
}

// startClang starts clang on stdin, as a child of the zygote where one
// runs (see zygote.go; with startZygote, one is started if need be) at
// nice value nice, else by exec at the calling thread's; its start-up
// runs at once.
func (c *Compiler) startClang(vec bool, lvl Level, startZygote bool, nice int) (*clangProc, error) {
	if z := c.zygote(startZygote); z != nil {
		p := c.newClangProc(vec, lvl)
		prog, args, cc1 := c.runArgv(vec, lvl, false)
		if err := forkClang(z, prog, args, nice, p); err == nil {
			p.zygote, p.cc1 = z, cc1
			return p, nil
		}
		c.dropZygote(z)
	}
	return c.execClang(vec, lvl, false)
}

// clangRunArgs is the argv (without the program) of a clang that reads IR
// on stdin and writes the object to stdout.
func (c *Compiler) clangRunArgs(vec bool, lvl Level) []string {
	return append(c.clangArgs(vec, lvl), "-c", "-x", "ir", "-", "-o", "-")
}

func (c *Compiler) newClangProc(vec bool, lvl Level) *clangProc {
	return &clangProc{errs: &boundedOutput{limit: outputLimit}, vec: vec, lvl: lvl, exited: make(chan struct{})}
}

// execClang starts clang on stdin by exec; with driverOnly, through the
// driver even where a cc1 line is known.
func (c *Compiler) execClang(vec bool, lvl Level, driverOnly bool) (*clangProc, error) {
	p := c.newClangProc(vec, lvl)
	prog, args, cc1 := c.runArgv(vec, lvl, driverOnly)
	p.cc1 = cc1
	p.cmd = exec.Command(prog, args...)
	p.cmd.Dir = c.tempRoot
	p.cmd.Stderr = p.errs
	p.cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	p.cmd.WaitDelay = waitDelay
	in, err := p.cmd.StdinPipe()
	if err != nil {
		return nil, fmt.Errorf("jit: starting clang: %w", err)
	}
	p.stdin = in
	if p.out, err = p.cmd.StdoutPipe(); err != nil {
		_ = in.Close()
		return nil, fmt.Errorf("jit: starting clang: %w", err)
	}
	if err := p.cmd.Start(); err != nil {
		return nil, fmt.Errorf("jit: starting clang: %w", err)
	}
	p.pid = p.cmd.Process.Pid
	return p, nil
}

// wait waits for p to exit. A zygote child is not this process's child:
// its end is the end of its stderr, and its exit status is unknown (nil).
func (p *clangProc) wait() error {
	if p.cmd != nil {
		return p.cmd.Wait()
	}
	<-p.errDone
	return nil
}

// killGroup kills p's process group.
func (p *clangProc) killGroup() {
	if p.cmd != nil {
		_ = killGroup(p.cmd)
		return
	}
	if err := syscall.Kill(-p.pid, syscall.SIGKILL); err != nil && !errors.Is(err, syscall.ESRCH) {
		_ = syscall.Kill(p.pid, syscall.SIGKILL)
	}
}

// finish feeds irText to p and returns the object clang wrote. Ending ctx
// kills p's process group.
//
// clang writes the object in one piece at the end of its work and then
// exits, and the exit (static destructors, unmapping libLLVM) took 5-20 ms
// of wall time in measurements, more under load. So the object is taken
// as soon as its ELF header says it is complete, and the process is reaped
// in the background: the link runs meanwhile.
func (p *clangProc) finish(ctx context.Context, irText string) ([]byte, error) {
	stop := context.AfterFunc(ctx, p.killGroup)
	defer stop()
	read := make(chan objRead, 1)
	go func() { read <- readObjectFrom(p.out) }()
	_, werr := io.WriteString(p.stdin, irText)
	if cerr := p.stdin.Close(); werr == nil {
		werr = cerr
	}
	r := <-read
	if r.complete && ctx.Err() == nil {
		go p.reap()
		return r.obj, nil
	}
	_, _ = io.Copy(io.Discard, p.out) // a pipe closed early would block clang
	err := p.wait()
	if p.cmd != nil {
		_ = killGroup(p.cmd) // children left behind by a tool that exited
	}
	close(p.exited)
	if ctxErr := ctx.Err(); ctxErr != nil {
		return nil, fmt.Errorf("jit: clang canceled: %w", ctxErr)
	}
	if err == nil && r.err != nil {
		err = fmt.Errorf("reading its output: %w", r.err)
	}
	if err == nil && werr != nil {
		err = fmt.Errorf("writing its input: %w", werr)
	}
	if err == nil && r.over {
		err = fmt.Errorf("object larger than %d bytes", maxObjectSize)
	}
	if err == nil && p.cmd == nil {
		// Without an exit status, only a whole object is a success.
		err = errors.New("no complete object on its output")
	}
	if err != nil {
		msg := trimOutput([]byte(p.errs.String()), maxStderr)
		if msg == "" {
			msg = "(no output)"
		}
		return nil, fmt.Errorf("jit: clang failed (%w): %s", err, msg)
	}
	return r.obj, nil
}

// reap waits for a clang whose object was taken to exit.
func (p *clangProc) reap() {
	_, _ = io.Copy(io.Discard, p.out)
	_ = p.wait()
	if p.cmd != nil {
		_ = killGroup(p.cmd)
	} else {
		_ = p.out.Close()
	}
	close(p.exited)
}

// kill ends an unused process and reaps it.
func (p *clangProc) kill() {
	p.killGroup()
	_ = p.stdin.Close()
	_, _ = io.Copy(io.Discard, p.out)
	_ = p.wait()
	if p.cmd == nil {
		_ = p.out.Close()
		awaitGone(p.pid)
	}
	close(p.exited)
}

// awaitGone waits up to a second for the killed zygote child pid, whose
// streams have closed, to be reaped by the zygote, so that a kill is
// complete when it returns, as for an exec'd process.
func awaitGone(pid int) {
	for range 1000 {
		if syscall.Kill(pid, 0) != nil {
			return
		}
		time.Sleep(time.Millisecond)
	}
}

// compileIR compiles irText to object code with a spare clang if one is
// ready, else with a new one, and then has the next spare started.
func (c *Compiler) compileIR(ctx context.Context, irText string, vec bool, lvl Level) ([]byte, error) {
	p := c.takeSpare(vec, lvl)
	if p == nil {
		var err error
		// Without a running zygote, an exec'd clang is as quick as
		// starting one and forking it; the zygote starts after.
		if p, err = c.startClang(vec, lvl, false, threadNice()); err != nil {
			return nil, err
		}
	} else {
		// The spare started at spareNice; compile at the caller's.
		setGroupNice(p.pid, threadNice())
	}
	obj, err := p.finish(ctx, irText)
	if err != nil && (p.zygote != nil || p.cc1) && ctx.Err() == nil {
		// Whatever failed in a zygote's child or a cc1 line, the driver
		// exec'd decides: if it succeeds, they are not to be trusted.
		q, qerr := c.execClang(vec, lvl, true)
		if qerr != nil {
			return nil, qerr
		}
		if obj, err = q.finish(ctx, irText); err == nil {
			if p.zygote != nil {
				c.dropZygote(p.zygote)
			}
			if p.cc1 {
				c.cc1Off.Store(true)
			}
		}
	}
	if err == nil {
		if ctx.Value(rebuildKey{}) == nil && processBuilds.Add(1) > 1 {
			c.startProbeExtras()
		}
		go c.startSpare(vec, lvl)
	}
	return obj, err
}

// takeSpare returns the spare of level lvl, if it was started with the
// same flags, and leaves none.
func (c *Compiler) takeSpare(vec bool, lvl Level) *clangProc {
	c.spareMu.Lock()
	p := c.spare[lvl]
	c.spare[lvl] = nil
	c.spareMu.Unlock()
	if p == nil {
		return nil
	}
	if !p.idle.Stop() {
		return nil // the idle timer is killing it
	}
	p.release()
	if p.vec != vec || p.cc1 && c.cc1Off.Load() {
		p.kill()
		return nil
	}
	return p
}

// startSpare starts a spare unless one exists or the Compiler is closed,
// at spareNice: its start-up then takes idle cycles, not the cores of the
// Evals running meanwhile.
func (c *Compiler) startSpare(vec bool, lvl Level) {
	c.spareMu.Lock()
	busy := c.closed || c.spare[lvl] != nil
	c.spareMu.Unlock()
	if busy {
		return
	}
	if liveSpares.Add(1) > maxSpares {
		liveSpares.Add(-1)
		return
	}
	// A forked spare sets its own nice value before it runs clang's main;
	// an exec'd one is set here, after its start.
	p, err := c.startClang(vec, lvl, true, spareNice)
	if err != nil {
		liveSpares.Add(-1)
		return
	}
	p.counted = true
	if p.zygote == nil {
		setGroupNice(p.pid, spareNice)
	}
	c.spareMu.Lock()
	defer c.spareMu.Unlock()
	if c.closed || c.spare[lvl] != nil {
		p.release()
		go p.kill()
		return
	}
	p.idle = time.AfterFunc(spareIdle, func() {
		c.spareMu.Lock()
		if c.spare[lvl] == p {
			c.spare[lvl] = nil
		}
		c.spareMu.Unlock()
		p.release()
		p.kill()
	})
	c.spare[lvl] = p
}

// Close ends the Compiler's idle clang process, if any. Compiles still work
// after Close but no longer start clang ahead of need. The zygote the
// Compiler forked clang from is shared with the process's other Compilers
// and ends zygoteIdle after its last request (zygote.go).
func (c *Compiler) Close() error {
	if c == nil {
		return errors.New("jit: Close on nil *Compiler")
	}
	c.spareMu.Lock()
	c.closed = true
	spares := c.spare
	c.spare = [2]*clangProc{}
	stopExtras, extrasDone := c.stopExtras, c.extrasDone
	c.spareMu.Unlock()
	for _, p := range spares {
		if p != nil && p.idle.Stop() {
			p.release()
			p.kill()
		}
	}
	// The background probe writes the temporary directory and the probe
	// store, which the caller may remove once Close returns.
	stopExtras()
	<-extrasDone
	return nil
}
