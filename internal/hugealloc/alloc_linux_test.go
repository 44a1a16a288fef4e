package hugealloc

import (
	"os"
	"os/exec"
	"strings"
	"testing"
	"unsafe"
)

func addrOf[T Elem](s []T) uintptr { return uintptr(unsafe.Pointer(unsafe.SliceData(s))) }

// TestAdviceAppliedBeforeFirstWrite checks that a large array's memory
// carries MADV_HUGEPAGE (smaps VmFlags "hg") over its whole aligned extent,
// and logs how much of it the kernel backed with huge pages once written
// (that depends on free huge pages, so it is reported, not asserted).
func TestAdviceAppliedBeforeFirstWrite(t *testing.T) {
	if !enabled() {
		t.Fatalf("%s=%q disables huge pages in this test process", EnvHugePages, os.Getenv(EnvHugePages))
	}
	n := 3 * HugePage / 8
	s := Make[float64](n)
	first, last := addrOf(s), addrOf(s)+uintptr(n*8)-1
	for _, a := range []uintptr{first, last} {
		m, err := mappingOf(a)
		if err != nil {
			t.Fatal(err)
		}
		if !m.advised() {
			t.Fatalf("mapping %#x-%#x holding %#x lacks VmFlags hg: %v", m.start, m.end, a, m.flags)
		}
	}
	for i := range s {
		s[i] = float64(i)
	}
	m, err := mappingOf(first)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("mapping %#x-%#x: AnonHugePages %d KiB after writing %d KiB", m.start, m.end, m.hugeKiB, n*8/1024)
}

// TestEnvOffGivesPlainMake runs this test binary again with
// FUSEJIT_HUGEPAGES unset and set to off and expects no advice there:
// huge pages are opt-in.
func TestEnvOffGivesPlainMake(t *testing.T) {
	if os.Getenv("HUGEALLOC_CHILD") == "1" {
		s := Make[float64](2 * Threshold / 8)
		m, err := mappingOf(addrOf(s))
		if err != nil {
			t.Fatal(err)
		}
		if m.advised() {
			t.Fatalf("%s=%q but mapping %#x-%#x is advised: %v", EnvHugePages, os.Getenv(EnvHugePages), m.start, m.end, m.flags)
		}
		return
	}
	for _, v := range []string{"", "off"} {
		cmd := exec.Command(os.Args[0], "-test.run", "^TestEnvOffGivesPlainMake$", "-test.count=1")
		cmd.Env = append(withoutEnv(os.Environ(), EnvHugePages), "HUGEALLOC_CHILD=1")
		if v != "" {
			cmd.Env = append(cmd.Env, EnvHugePages+"="+v)
		}
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("child with %s=%q: %v\n%s", EnvHugePages, v, err, out)
		}
	}
}

// withoutEnv returns env without the variable name.
func withoutEnv(env []string, name string) []string {
	var out []string
	for _, kv := range env {
		if !strings.HasPrefix(kv, name+"=") {
			out = append(out, kv)
		}
	}
	return out
}
