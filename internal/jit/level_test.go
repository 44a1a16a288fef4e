package jit

import (
	"bytes"
	"context"
	"encoding/binary"
	"io"
	"math"
	"testing"
	"unsafe"
)

func TestQuickSafe(t *testing.T) {
	body := func(inst string) string {
		return "define void @k(double* noalias nocapture %p) nounwind {\nentry:\n  %x = load double, double* %p\n  " +
			inst + "\n  store double %y, double* %p\n  ret void\n}\n"
	}
	cases := []struct {
		name string
		ir   string
		want bool
	}{
		{"plain arithmetic", body("%y = fadd double %x, 1.0"), true},
		{"exact intrinsic", body("%y = call double @llvm.fma.f64(double %x, double %x, double 1.0)") +
			"declare double @llvm.fma.f64(double, double, double)\n", true},
		{"reassoc", body("%y = fadd reassoc double %x, 1.0"), false},
		{"fast", body("%y = fmul fast double %x, 2.0"), false},
		{"contract", body("%y = fmul contract double %x, 2.0"), false},
		{"nsz", body("%y = fsub nsz double %x, 2.0"), false},
		{"libm call", body("%y = call double @exp(double %x)") + "declare double @exp(double)\n", false},
		{"minnum", body("%y = call double @llvm.minnum.f64(double %x, double 0.0)") +
			"declare double @llvm.minnum.f64(double, double)\n", false},
		{"fmuladd", body("%y = call double @llvm.fmuladd.f64(double %x, double %x, double 1.0)") +
			"declare double @llvm.fmuladd.f64(double, double, double)\n", false},
		{"indirect call", body("%y = call double %f(double %x)"), false},
		{"flag-like names are identifiers", body("%fast = fadd double %x, 1.0\n  %y = fadd double %fast, 1.0"), true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if got := QuickSafe(tc.ir); got != tc.want {
				t.Errorf("QuickSafe = %v, want %v\n%s", got, tc.want, tc.ir)
			}
		})
	}
}

// elfObject returns a fake ELF64 little-endian object of size bytes whose
// section header table (n entries of 64 bytes) ends the file.
func elfObject(size, n int) []byte {
	b := make([]byte, size)
	copy(b, "\x7fELF\x02\x01")
	binary.LittleEndian.PutUint64(b[0x28:], uint64(size-64*n))
	binary.LittleEndian.PutUint16(b[0x3a:], 64)
	binary.LittleEndian.PutUint16(b[0x3c:], uint16(n))
	return b
}

// chunkReader returns at most n bytes per Read.
type chunkReader struct {
	r io.Reader
	n int
}

func (c chunkReader) Read(p []byte) (int, error) { return c.r.Read(p[:min(len(p), c.n)]) }

func TestReadObjectFrom(t *testing.T) {
	obj := elfObject(1000, 5)
	unpatched := elfObject(1000, 5)
	binary.LittleEndian.PutUint64(unpatched[0x28:], 0)
	cases := []struct {
		name         string
		stream       []byte
		chunk        int
		wantComplete bool
		wantLen      int
	}{
		{"whole object in pieces", obj, 7, true, 1000},
		// Bytes past the object's end within one read: not the object
		// the header describes, so the whole output is taken at its end.
		{"object then more output", append(append([]byte(nil), obj...), 1, 2, 3), 7, false, 1003},
		// Taken as soon as complete: what follows is left for reap.
		{"object then more output later", append(append([]byte(nil), obj...), 1, 2, 3), 1000, true, 1000},
		{"unpatched header waits for the end", unpatched, 100, false, 1000},
		{"not ELF", bytes.Repeat([]byte{1}, 300), 64, false, 300},
		{"truncated", obj[:900], 64, false, 900},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			r := readObjectFrom(chunkReader{bytes.NewReader(tc.stream), tc.chunk})
			if r.complete != tc.wantComplete || len(r.obj) != tc.wantLen || r.err != nil {
				t.Errorf("complete %v, %d bytes, err %v; want %v, %d bytes", r.complete, len(r.obj), r.err, tc.wantComplete, tc.wantLen)
			}
		})
	}
}

// TestLevelsAgree: a QuickSafe kernel built at both levels gives the same
// bits, including a sum that overflows in one order and not another, and
// the quick object really is built by other code.
func TestLevelsAgree(t *testing.T) {
	c, _ := newTestCompiler(t)
	// out = ((x0 + x1) + x2) + ... in order, and x0*x1 + x2 without fma.
	const ir = `define void @k(double* noalias nocapture %x, double* noalias nocapture %out, i64 %n) nounwind {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %s = phi double [ 0.0, %entry ], [ %s1, %loop ]
  %p = getelementptr inbounds double, double* %x, i64 %i
  %v = load double, double* %p
  %s1 = fadd double %s, %v
  %i1 = add i64 %i, 1
  %c = icmp slt i64 %i1, %n
  br i1 %c, label %loop, label %done
done:
  store double %s1, double* %out
  %a = load double, double* %x
  %p1 = getelementptr inbounds double, double* %x, i64 1
  %b = load double, double* %p1
  %p2 = getelementptr inbounds double, double* %x, i64 2
  %d = load double, double* %p2
  %m = fmul double %a, %b
  %f = fadd double %m, %d
  %o1 = getelementptr inbounds double, double* %out, i64 1
  store double %f, double* %o1
  ret void
}
`
	if !QuickSafe(ir) {
		t.Fatal("test kernel is not QuickSafe")
	}
	x := make([]float64, 1003)
	for i := range x {
		x[i] = math.Ldexp(float64(i%7)-3.1, (i*37)%90-45)
	}
	x[0], x[1], x[2] = 0.1, 3, -0.30000000000000004
	x[500], x[501] = 1.5e308, 1.5e308
	x[502] = -1.7e308
	var results [2][2]float64
	var objs [2][]byte
	for i, lvl := range []Level{LevelOptimized, LevelQuick} {
		lib, obj, err := c.CompileAt(context.Background(), lvl, ir, []string{"k"}, true)
		if err != nil {
			t.Fatalf("%v: %v", lvl, err)
		}
		objs[i] = obj
		if err := Call(lib.Symbol("k"), uintptr(unsafe.Pointer(&x[0])), uintptr(unsafe.Pointer(&results[i][0])), uintptr(len(x))); err != nil {
			t.Fatal(err)
		}
		_ = lib.Close()
	}
	for j := range results[0] {
		if math.Float64bits(results[0][j]) != math.Float64bits(results[1][j]) {
			t.Errorf("result %d: optimized %v, quick %v", j, results[0][j], results[1][j])
		}
	}
	if bytes.Equal(objs[0], objs[1]) {
		t.Error("quick and optimized objects are identical: the level was not applied")
	}
}
