package jit

import (
	"errors"
	"fmt"

	"github.com/ebitengine/purego"
)

// MaxArgs is the largest number of arguments [Call] accepts.
const MaxArgs = 32

// ErrNilFunction is returned by [Call] for a zero function address.
var ErrNilFunction = errors.New("jit: call of nil function address")

// Call calls the native function `void fn(...)` at address fn with args.
// Every argument must be of integer class in the C ABI: pointers, i64/u64
// and smaller integers; float or double arguments are not supported (pass
// them through memory). The return value is ignored; kernels write results to
// memory.
//
// Cost: one call goes through purego.SyscallN and runtime.cgocall, about
// 100-230 ns of overhead on the reference machine (cgo: 40-60 ns), so one
// call should cover at least ~10^4 elements of work.
//
// Memory: Go memory passed to native code must not contain Go pointers and
// must stay reachable for the whole call. Pointers converted in the call
// expression itself, as in
//
//	jit.Call(fn, uintptr(unsafe.Pointer(&x[0])), uintptr(len(x)))
//
// are kept alive by the compiler (Call is marked go:uintptrescapes);
// otherwise call runtime.KeepAlive(x) after Call returns.
//
// Call returns an error, and calls nothing, for fn == 0 or more than MaxArgs
// arguments. It never panics; callers that validated fn may ignore the error.
// A native call does not hold its Go P, so GOMAXPROCS does not bound how many
// native calls run at once.
//
//go:uintptrescapes
func Call(fn uintptr, args ...uintptr) error {
	if fn == 0 {
		return ErrNilFunction
	}
	if len(args) > MaxArgs {
		return fmt.Errorf("jit: call with %d arguments, at most %d supported", len(args), MaxArgs)
	}
	purego.SyscallN(fn, args...)
	return nil
}
