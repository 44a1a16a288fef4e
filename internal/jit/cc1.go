package jit

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"sync"
	"time"
)

// The clang driver turns the flags of a build into the command line of
// clang's compiler proper (`clang -cc1`): it resolves -march=native into
// a CPU and some 80 target features, looks for a GCC installation and
// the resource directory, and then runs cc1 in its own process. All of
// that depends only on the flags, the clang binary and the machine, so
// the probe asks the driver once (`-###` prints the cc1 command line
// without running it), and builds run that line: about 1 ms of CPU less
// per build (doc.go). The line is kept in the probe record, keyed by the
// driver flags it stands for, so a change of flags or of the binary never
// reuses a stale one. A cc1 build that fails is repeated by the driver,
// which then decides; if the driver succeeds, the Compiler stops using cc1
// lines.

// cc1Tail is how the cc1 line of clangRunArgs must end: IR from stdin,
// the object to stdout.
var cc1Tail = []string{"-o", "-", "-x", "ir", "-"}

// probeCC1 asks clang's driver for the cc1 command line of a build with
// the driver arguments args.
func probeCC1(ctx context.Context, clang string, args []string) ([]string, error) {
	out, err := runOutput(ctx, "/", "clang", clang, append([]string{"-###"}, args...))
	if err != nil {
		return nil, fmt.Errorf("jit: asking %s for its cc1 command: %w", clang, err)
	}
	return parseCC1(out, clang)
}

// parseCC1 extracts the one cc1 command line from the output of
// `clang -###`, whose program must be the file clang resolves to, and
// checks that it reads IR from stdin and writes to stdout. Anything it
// does not recognize is an error: builds then run the driver.
func parseCC1(out, clang string) ([]string, error) {
	var argv []string
	for _, line := range strings.Split(out, "\n") {
		if !strings.HasPrefix(line, ` "`) {
			continue
		}
		if argv != nil {
			return nil, errors.New("jit: the driver runs more than one command")
		}
		var err error
		if argv, err = splitQuoted(strings.TrimSpace(line)); err != nil {
			return nil, err
		}
	}
	if len(argv) < 2+len(cc1Tail) || argv[1] != "-cc1" {
		return nil, fmt.Errorf("jit: no cc1 command in the driver's output %q", trimOutput([]byte(out), 512))
	}
	for i, a := range cc1Tail {
		if argv[len(argv)-len(cc1Tail)+i] != a {
			return nil, fmt.Errorf("jit: the cc1 command does not end in %q", strings.Join(cc1Tail, " "))
		}
	}
	want, err1 := filepath.EvalSymlinks(clang)
	got, err2 := filepath.EvalSymlinks(argv[0])
	if err1 != nil || err2 != nil || want != got {
		return nil, fmt.Errorf("jit: the cc1 command runs %s, not %s", argv[0], clang)
	}
	return argv, nil
}

// splitQuoted splits a command line as the driver prints it: every
// argument in double quotes, with \, " and $ escaped by a backslash.
func splitQuoted(line string) ([]string, error) {
	var args []string
	for i := 0; i < len(line); {
		switch line[i] {
		case ' ':
			i++
			continue
		case '"':
		default:
			return nil, fmt.Errorf("jit: unquoted argument at %d in %q", i, line)
		}
		var a strings.Builder
		i++
		for {
			if i >= len(line) {
				return nil, fmt.Errorf("jit: unterminated argument in %q", line)
			}
			ch := line[i]
			if ch == '"' {
				i++
				break
			}
			if ch == '\\' {
				if i+1 >= len(line) {
					return nil, fmt.Errorf("jit: dangling escape in %q", line)
				}
				i++
				ch = line[i]
			}
			a.WriteByte(ch)
			i++
		}
		if i < len(line) && line[i] != ' ' {
			return nil, fmt.Errorf("jit: argument not followed by a space at %d in %q", i, line)
		}
		args = append(args, a.String())
	}
	return args, nil
}

// cc1Key is the key of the cc1 line standing for the driver arguments.
func cc1Key(driverArgs []string) string { return strings.Join(driverArgs, " ") }

// cc1ProbeLimit bounds the driver's answer for one cc1 line: `-###`
// compiles nothing.
const cc1ProbeLimit = 10 * time.Second

// probeCC1Lines asks the driver for the cc1 line of both levels' builds
// with the Compiler's vector library setting; a level it cannot give one
// for builds through the driver. Only clang itself is asked: a wrapper
// script's line would run another program than the Compiler's (and
// parseCC1 would refuse it). partial says that an answer was cut short
// (the line may exist), so that the probe is not stored.
func (c *Compiler) probeCC1Lines(ctx context.Context) (lines map[string][]string, partial bool) {
	lines = map[string][]string{}
	if !isELF(c.clang) {
		return lines, false
	}
	ctx, cancel := context.WithTimeout(ctx, cc1ProbeLimit)
	defer cancel()
	type answer struct {
		key  string
		argv []string
	}
	answers := make(chan answer, 2)
	id, _ := probeKey(c.clang)
	for _, lvl := range []Level{LevelOptimized, LevelQuick} {
		args := c.clangRunArgs(c.veclib.Load(), lvl)
		go func() {
			answers <- answer{cc1Key(args), cc1Line(ctx, c.clang, id, args)}
		}()
	}
	for range 2 {
		if a := <-answers; a.argv != nil {
			lines[a.key] = a.argv
		}
	}
	return lines, ctx.Err() != nil
}

// cc1Lines remembers the cc1 line of each compiler binary (by probeKey)
// and driver arguments in this process, so that Compilers made without a
// ProbeStore ask the driver once.
var cc1Lines sync.Map // string -> *cc1Probe

type cc1Probe struct {
	once sync.Once
	argv []string // nil: none
}

// cc1Line is probeCC1, remembered by id (the compiler's probeKey; "": not
// remembered); nil where the driver gives no usable line. An answer cut
// short by ctx is not remembered.
func cc1Line(ctx context.Context, clang, id string, args []string) []string {
	if id == "" {
		argv, _ := probeCC1(ctx, clang, args)
		return argv
	}
	key := id + "|" + cc1Key(args)
	v, _ := cc1Lines.LoadOrStore(key, &cc1Probe{})
	p := v.(*cc1Probe)
	p.once.Do(func() {
		p.argv, _ = probeCC1(ctx, clang, args)
		if ctx.Err() != nil {
			cc1Lines.Delete(key)
		}
	})
	return p.argv
}

// runArgv is the program and arguments of a build at lvl: the cc1 line
// for its driver arguments if the probe found one and cc1 lines are in
// use, else the driver's.
func (c *Compiler) runArgv(vec bool, lvl Level, driverOnly bool) (prog string, args []string, cc1 bool) {
	args = c.clangRunArgs(vec, lvl)
	if !driverOnly && !c.cc1Off.Load() {
		c.spareMu.Lock()
		argv := c.cc1[cc1Key(args)]
		c.spareMu.Unlock()
		if argv != nil {
			return argv[0], argv[1:], true
		}
	}
	return c.clang, args, false
}
