package hostmem

import (
	"os"
	"path/filepath"
	"testing"
)

// fakeHost writes files under a temporary root and returns Paths reading
// them.
func fakeHost(t *testing.T, files map[string]string) Paths {
	t.Helper()
	dir := t.TempDir()
	for name, s := range files {
		path := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return Paths{SelfCgroup: filepath.Join(dir, "self"), CgroupRoot: filepath.Join(dir, "cg"), Meminfo: filepath.Join(dir, "meminfo")}
}

const meminfo = "MemTotal:       8000000 kB\nMemFree:        100 kB\nMemAvailable:   3000000 kB\n"

func TestLimit(t *testing.T) {
	cases := []struct {
		name  string
		files map[string]string
		want  int64
	}{
		{"meminfo only", map[string]string{"meminfo": meminfo}, 8000000 << 10},
		{"v2 own cgroup", map[string]string{"meminfo": meminfo, "self": "0::/app\n", "cg/app/memory.max": "1073741824\n"}, 1 << 30},
		{"v2 root", map[string]string{"meminfo": meminfo, "cg/memory.max": "2147483648"}, 2 << 30},
		{"v2 unlimited", map[string]string{"meminfo": meminfo, "cg/memory.max": "max\n"}, 8000000 << 10},
		{"v1", map[string]string{"cg/memory/memory.limit_in_bytes": "536870912\n"}, 512 << 20},
		{"v1 unlimited", map[string]string{"meminfo": meminfo, "cg/memory/memory.limit_in_bytes": "9223372036854771712"}, 8000000 << 10},
		{"limit above physical", map[string]string{"meminfo": meminfo, "cg/memory.max": "99999999999999"}, 8000000 << 10},
		{"nothing readable", map[string]string{}, 0},
		{"garbage", map[string]string{"meminfo": "MemTotal: lots\n", "cg/memory.max": "many"}, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := fakeHost(t, c.files).Limit(); got != c.want {
				t.Errorf("Limit = %d, want %d", got, c.want)
			}
		})
	}
}

func TestAvailable(t *testing.T) {
	const gib = 1 << 30
	cases := []struct {
		name  string
		files map[string]string
		want  int64
	}{
		{"meminfo only", map[string]string{"meminfo": meminfo}, 3000000 << 10},
		{"no MemAvailable", map[string]string{"meminfo": "MemTotal: 8000000 kB\n"}, 0},
		{"v2 room below the host's", map[string]string{"meminfo": meminfo, "self": "0::/app\n",
			"cg/app/memory.max": "2147483648\n", "cg/app/memory.current": "1610612736\n", "cg/app/memory.stat": "anon 1\ninactive_file 536870912\n"}, 1 * gib},
		{"v2 room above the host's", map[string]string{"meminfo": meminfo,
			"cg/memory.max": "8589934592", "cg/memory.current": "1073741824"}, 3000000 << 10},
		{"v2 unlimited", map[string]string{"meminfo": meminfo, "cg/memory.max": "max", "cg/memory.current": "1073741824"}, 3000000 << 10},
		{"v1", map[string]string{"cg/memory/memory.limit_in_bytes": "2147483648\n",
			"cg/memory/memory.usage_in_bytes": "1073741824", "cg/memory/memory.stat": "cache 5\ntotal_inactive_file 0\n"}, 1 * gib},
		{"v1 unlimited", map[string]string{"meminfo": meminfo, "cg/memory/memory.limit_in_bytes": "9223372036854771712",
			"cg/memory/memory.usage_in_bytes": "1073741824"}, 3000000 << 10},
		{"group over its limit", map[string]string{"cg/memory.max": "1073741824", "cg/memory.current": "2147483648"}, 1},
		{"nothing readable", map[string]string{}, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := fakeHost(t, c.files).Available(); got != c.want {
				t.Errorf("Available = %d, want %d", got, c.want)
			}
		})
	}
}

// The running system's numbers are plausible: what is available is
// positive and at most the limit.
func TestSystem(t *testing.T) {
	lim, avail := System.Limit(), System.Available()
	if _, err := os.Stat(System.Meminfo); err != nil {
		t.Skipf("no %s: %v", System.Meminfo, err)
	}
	if lim <= 0 || avail <= 0 || avail > lim {
		t.Errorf("Limit %d, Available %d: want 0 < Available <= Limit", lim, avail)
	}
}
