package jit

import (
	"context"
	"crypto/sha256"
	_ "embed"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sync"
	"syscall"
	"time"
)

// A clang process spends about 25-30 ms of CPU before main: the dynamic
// loader maps libLLVM and libclang-cpp and applies their 800,000
// relocations (copying the 10 MB of relocated data page by page), and
// their static constructors run. A quick (-O0) build of a generated module
// needs about 5 ms more. So clang is started once, with a small preloaded
// library (zygote/shim.c) that stops it just before main and makes it a
// fork server, the zygote: every build forks a child of the zygote, which
// runs clang's main with the build's argv, stdin, stdout and stderr, as an
// exec'd clang would after its start-up. A forked child shares the
// zygote's relocated pages until it writes them; it costs 5-7 ms of CPU on
// an empty module against 27-30 ms for an exec'd clang (doc.go).
//
// The shim is compiled once per compiler binary with that clang, about 80
// ms of CPU, in the background after a Compiler's first build
// (startProbeExtras), and kept in the ProbeStore. Where it cannot be
// compiled or loaded (no C library headers, a zygote that does not answer,
// a child that fails where an exec'd clang succeeds), builds exec clang as
// before and the Compiler stops using the zygote. The shim's bytes from a
// ProbeStore are loaded into clang, so a store must be as trusted as the
// compiler binary (the engine's records are files of the user's own that
// no one else may write). The shim deletes its file once loaded, and the
// zygote exits when this process closes its socket or dies.

//go:embed zygote/shim.c
var zygoteShimSource string

// zygoteReplyLimit bounds the wait for the zygote's answer to one request;
// the first answer waits for the zygote's start-up.
const zygoteReplyLimit = 30 * time.Second

// zygoteIdle is how long a zygote without requests stays alive.
const zygoteIdle = spareIdle

// shimBuilds remembers the shim built for each compiler binary in this
// process (keyed by probeKey), so that Compilers made without a
// ProbeStore compile it once.
var shimBuilds sync.Map // string -> *shimBuild

type shimBuild struct {
	once sync.Once
	so   []byte
}

// zygoteShim returns the shim compiled by clang, or nil where it cannot be
// built. key identifies the compiler binary ("" : not remembered).
func zygoteShim(ctx context.Context, clang, tempRoot, key string) []byte {
	if runtime.GOOS != "linux" || !isELF(clang) {
		return nil
	}
	if key == "" {
		return buildZygoteShim(ctx, clang, tempRoot)
	}
	v, _ := shimBuilds.LoadOrStore(key, &shimBuild{})
	b := v.(*shimBuild)
	b.once.Do(func() {
		b.so = buildZygoteShim(ctx, clang, tempRoot)
		if ctx.Err() != nil { // cut short: not the machine's answer
			shimBuilds.Delete(key)
		}
	})
	return b.so
}

// isELF reports whether path is an ELF executable. A zygote serves only
// clang itself: preloaded into a wrapper script's shell, the shim would
// fork shells.
func isELF(path string) bool {
	f, err := os.Open(path)
	if err != nil {
		return false
	}
	defer f.Close()
	var magic [4]byte
	_, err = io.ReadFull(f, magic[:])
	return err == nil && string(magic[:]) == "\x7fELF"
}

// buildZygoteShim compiles zygote/shim.c into a shared object with clang.
func buildZygoteShim(ctx context.Context, clang, tempRoot string) []byte {
	dir, err := os.MkdirTemp(tempRoot, "fusejit-shim-")
	if err != nil {
		return nil
	}
	defer removeDir(dir)
	src := filepath.Join(dir, "zygote_shim.c")
	so := filepath.Join(dir, "zygote_shim.so")
	if os.WriteFile(src, []byte(zygoteShimSource), 0o600) != nil {
		return nil
	}
	// glibc 2.34 and later have dlsym in libc; older ones need -ldl.
	for _, extra := range [][]string{nil, {"-ldl"}} {
		args := append([]string{"-O1", "-shared", "-fPIC", "-o", so, src}, extra...)
		if run(ctx, dir, "clang", clang, args) == nil {
			b, err := os.ReadFile(so)
			if err == nil && len(b) > 0 {
				return b
			}
		}
	}
	return nil
}

// zygote is a running fork server.
type zygote struct {
	cmd    *exec.Cmd
	conn   *net.UnixConn
	mu     sync.Mutex // one request at a time
	exited chan struct{}
	idle   *time.Timer
}

// startZygote starts clang as a fork server with the shim so preloaded.
func startZygote(clang string, so []byte) (*zygote, error) {
	if os.Getenv("LD_PRELOAD") != "" {
		// Another preloaded library may interpose __libc_start_main too,
		// and the children must see it: run clang as it is.
		return nil, errors.New("jit: LD_PRELOAD is set")
	}
	dir, err := os.MkdirTemp("", "fusejit-zygote-")
	if err != nil {
		return nil, fmt.Errorf("jit: starting zygote: %w", err)
	}
	shim := filepath.Join(dir, "zygote_shim.so")
	if err := os.WriteFile(shim, so, 0o500); err != nil {
		removeDir(dir)
		return nil, fmt.Errorf("jit: starting zygote: %w", err)
	}
	fds, err := syscall.Socketpair(syscall.AF_UNIX, syscall.SOCK_SEQPACKET|syscall.SOCK_CLOEXEC, 0)
	if err != nil {
		removeDir(dir)
		return nil, fmt.Errorf("jit: starting zygote: %w", err)
	}
	ours, theirs := os.NewFile(uintptr(fds[0]), "zygote"), os.NewFile(uintptr(fds[1]), "zygote-server")
	defer theirs.Close()
	fc, err := net.FileConn(ours)
	_ = ours.Close()
	conn, ok := fc.(*net.UnixConn)
	if err != nil || !ok {
		if fc != nil {
			_ = fc.Close()
		}
		removeDir(dir)
		return nil, fmt.Errorf("jit: starting zygote: socket: %v", err)
	}
	z := &zygote{conn: conn, exited: make(chan struct{})}
	z.cmd = exec.Command(clang, "--version") // what clang does without the shim
	// Not a Compiler's temporary directory, which may be removed while
	// the zygote serves other Compilers; clang's object does not depend
	// on its working directory (TestBuildsMatchDriver compiles in
	// others).
	z.cmd.Dir = "/"
	z.cmd.Env = append(os.Environ(), "LD_PRELOAD="+shim, "FUSEJIT_ZYGOTE_FD=3")
	z.cmd.ExtraFiles = []*os.File{theirs}
	z.cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	z.cmd.WaitDelay = waitDelay
	// The children inherit the zygote's nice value and can only raise
	// theirs: start it from a thread of the process's own priority, not
	// from a caller's lowered one.
	started := make(chan error, 1)
	go func() {
		runtime.LockOSThread()
		defer runtime.UnlockOSThread()
		started <- z.cmd.Start()
	}()
	if err := <-started; err != nil {
		_ = conn.Close()
		removeDir(dir)
		return nil, fmt.Errorf("jit: starting zygote: %w", err)
	}
	go func() {
		_ = z.cmd.Wait()
		removeDir(dir) // the shim removes it once loaded; not if it failed
		close(z.exited)
	}()
	return z, nil
}

// spawn has the zygote fork a clang child running argv (argv[0] is the
// program name) with stdin, stdout and stderr as its standard streams and
// the given nice value, and returns its pid, which is also its process
// group.
func (z *zygote) spawn(argv []string, nice int, stdin, stdout, stderr *os.File) (int, error) {
	msg := binary.NativeEndian.AppendUint32(nil, uint32(int32(nice)))
	for _, a := range argv {
		msg = append(append(msg, a...), 0)
	}
	rights := syscall.UnixRights(int(stdin.Fd()), int(stdout.Fd()), int(stderr.Fd()))
	z.mu.Lock()
	defer z.mu.Unlock()
	if err := z.conn.SetDeadline(time.Now().Add(zygoteReplyLimit)); err != nil {
		return 0, fmt.Errorf("jit: zygote: %w", err)
	}
	if _, _, err := z.conn.WriteMsgUnix(msg, rights, nil); err != nil {
		return 0, fmt.Errorf("jit: zygote request: %w", err)
	}
	var reply [4]byte
	n, _, _, _, err := z.conn.ReadMsgUnix(reply[:], nil)
	if err != nil || n != len(reply) {
		return 0, fmt.Errorf("jit: zygote reply (%d bytes): %v", n, err)
	}
	pid := int(int32(binary.NativeEndian.Uint32(reply[:])))
	if pid <= 0 {
		return 0, fmt.Errorf("jit: zygote fork: %w", syscall.Errno(-pid))
	}
	return pid, nil
}

// stop ends the zygote; its children run on.
func (z *zygote) stop() {
	_ = z.conn.Close() // ends a spawn in flight
	_ = killGroup(z.cmd)
	<-z.exited // and its directory removed
}

// zygotes holds the running zygote of each compiler binary and shim: the
// Compilers of a process share it (a program that makes an engine per
// request starts clang once), and it ends zygoteIdle after its last
// request, not with a Compiler's Close.
var zygotes struct {
	mu sync.Mutex
	m  map[string]*zygote
}

// zygoteKey identifies the zygote a Compiler may share.
func (c *Compiler) zygoteKey() string {
	sum := sha256.Sum256(c.zygoteShim)
	return c.clang + "|" + hex.EncodeToString(sum[:8])
}

// zygote returns a running zygote for the Compiler's clang, with start
// starting one if need be, or nil when builds must exec clang.
func (c *Compiler) zygote(start bool) *zygote {
	c.spareMu.Lock()
	off := c.zyOff || c.closed || c.zygoteShim == nil
	c.spareMu.Unlock()
	if off {
		return nil
	}
	key := c.zygoteKey()
	zygotes.mu.Lock()
	defer zygotes.mu.Unlock()
	if z := zygotes.m[key]; z != nil {
		select {
		case <-z.exited: // died under us: start another
		default:
			if z.idle.Stop() {
				z.idle.Reset(zygoteIdle)
				return z
			}
			// its idle timer is stopping it: start another
		}
		delete(zygotes.m, key)
	}
	if !start {
		return nil
	}
	z, err := startZygote(c.clang, c.zygoteShim)
	if err != nil {
		c.spareMu.Lock()
		c.zyOff = true
		c.spareMu.Unlock()
		return nil
	}
	z.idle = time.AfterFunc(zygoteIdle, func() {
		zygotes.mu.Lock()
		if zygotes.m[key] == z {
			delete(zygotes.m, key)
		}
		zygotes.mu.Unlock()
		z.stop()
	})
	if zygotes.m == nil {
		zygotes.m = map[string]*zygote{}
	}
	zygotes.m[key] = z
	return z
}

// dropZygote keeps the Compiler from using a zygote again and stops z
// (nil: none), which failed; other Compilers start a new one.
func (c *Compiler) dropZygote(z *zygote) {
	c.spareMu.Lock()
	c.zyOff = true
	c.spareMu.Unlock()
	if z == nil {
		return
	}
	zygotes.mu.Lock()
	for k, v := range zygotes.m {
		if v == z {
			delete(zygotes.m, k)
		}
	}
	zygotes.mu.Unlock()
	if z.idle.Stop() {
		go z.stop()
	}
}

// forkClang starts clang's main with argv prog, args... as a child of z;
// see startClang.
func forkClang(z *zygote, prog string, args []string, nice int, p *clangProc) error {
	inR, inW, err := os.Pipe()
	if err != nil {
		return err
	}
	outR, outW, err := os.Pipe()
	if err != nil {
		_, _ = inR.Close(), inW.Close()
		return err
	}
	errR, errW, err := os.Pipe()
	if err != nil {
		_, _, _, _ = inR.Close(), inW.Close(), outR.Close(), outW.Close()
		return err
	}
	pid, err := z.spawn(append([]string{prog}, args...), nice, inR, outW, errW)
	_, _, _ = inR.Close(), outW.Close(), errW.Close()
	if err != nil {
		_, _, _ = inW.Close(), outR.Close(), errR.Close()
		return err
	}
	p.pid, p.stdin, p.out = pid, inW, outR
	p.errDone = make(chan struct{})
	go func() {
		defer close(p.errDone)
		_, _ = io.Copy(p.errs, errR)
		_ = errR.Close()
	}()
	return nil
}
