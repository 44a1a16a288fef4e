package hostmem

import (
	"bufio"
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// Paths says where the kernel's memory accounting is read; System is the
// running process's, other values serve tests.
type Paths struct {
	SelfCgroup string // /proc/self/cgroup
	CgroupRoot string // the cgroup file system's mount point
	Meminfo    string // /proc/meminfo
}

// System reads the running process's accounting.
var System = Paths{SelfCgroup: "/proc/self/cgroup", CgroupRoot: "/sys/fs/cgroup", Meminfo: "/proc/meminfo"}

// Limit returns the smaller of the control group's memory limit and the
// physical memory, in bytes, or 0 if neither can be read.
func (p Paths) Limit() int64 {
	phys := meminfoField(p.Meminfo, "MemTotal:")
	lim := p.cgroup().limit
	return smallestKnown(phys, lim)
}

// Available returns, in bytes, how much more memory the process can take
// now without the kernel reclaiming it from someone: the smaller of the
// host's MemAvailable and the control group's limit less its working set
// (usage less inactive file pages, which the kernel reclaims first), or 0
// if neither can be read.
func (p Paths) Available() int64 {
	host := meminfoField(p.Meminfo, "MemAvailable:")
	cg := p.cgroup()
	var room int64
	if cg.limit > 0 && cg.usage > 0 {
		room = max(cg.limit-max(cg.usage-cg.inactiveFile, 0), 1)
	}
	return smallestKnown(host, room)
}

// smallestKnown returns the smaller of the positive values of a and b, 0
// if neither is positive.
func smallestKnown(a, b int64) int64 {
	switch {
	case a > 0 && b > 0:
		return min(a, b)
	case a > 0:
		return a
	}
	return max(b, 0)
}

// cgroupMemory is a control group's memory accounting; zero fields were
// not readable, a zero limit means none.
type cgroupMemory struct {
	limit, usage, inactiveFile int64
}

// cgroup reads the accounting of the process's control group: v2's files
// in the unified hierarchy's directory named by /proc/self/cgroup, then at
// the root (where a container sees its own group), then v1's memory
// controller at the root.
func (p Paths) cgroup() cgroupMemory {
	var dirs []string
	if data, err := os.ReadFile(p.SelfCgroup); err == nil {
		for _, line := range strings.Split(string(data), "\n") {
			if path, ok := strings.CutPrefix(line, "0::"); ok {
				dirs = append(dirs, filepath.Join(p.CgroupRoot, path))
			}
		}
	}
	dirs = append(dirs, p.CgroupRoot)
	for _, d := range dirs {
		if lim, ok := readLimit(filepath.Join(d, "memory.max")); ok {
			return cgroupMemory{
				limit:        lim,
				usage:        readCount(filepath.Join(d, "memory.current")),
				inactiveFile: statField(filepath.Join(d, "memory.stat"), "inactive_file"),
			}
		}
	}
	v1 := filepath.Join(p.CgroupRoot, "memory")
	if lim, ok := readLimit(filepath.Join(v1, "memory.limit_in_bytes")); ok {
		return cgroupMemory{
			limit:        lim,
			usage:        readCount(filepath.Join(v1, "memory.usage_in_bytes")),
			inactiveFile: statField(filepath.Join(v1, "memory.stat"), "total_inactive_file"),
		}
	}
	return cgroupMemory{}
}

// readLimit reads a cgroup memory limit: ok when the file holds one;
// "max" and v1's page-rounded 2^63 mean no limit (0).
func readLimit(path string) (int64, bool) {
	data, err := os.ReadFile(path)
	if err != nil {
		return 0, false
	}
	s := string(bytes.TrimSpace(data))
	if s == "max" {
		return 0, true
	}
	v, err := strconv.ParseInt(s, 10, 64)
	switch {
	case err != nil || v <= 0:
		return 0, false
	case v >= 1<<62: // v1 without a limit
		return 0, true
	}
	return v, true
}

// readCount reads a file holding one byte count (0 if it cannot).
func readCount(path string) int64 {
	data, err := os.ReadFile(path)
	if err != nil {
		return 0
	}
	v, err := strconv.ParseInt(string(bytes.TrimSpace(data)), 10, 64)
	if err != nil || v < 0 {
		return 0
	}
	return v
}

// statField reads a byte count from a memory.stat file ("name value"
// lines), 0 if absent.
func statField(path, name string) int64 {
	v, _ := scanField(path, name)
	return v
}

// meminfoField reads a field of /proc/meminfo ("Name: value kB") in
// bytes, 0 if absent or implausible.
func meminfoField(path, name string) int64 {
	kb, ok := scanField(path, name)
	if !ok || kb > 1<<52 {
		return 0
	}
	return kb << 10
}

// scanField returns the positive number that follows name on the first
// line of path that starts with it.
func scanField(path, name string) (int64, bool) {
	f, err := os.Open(path)
	if err != nil {
		return 0, false
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) < 2 || fields[0] != name {
			continue
		}
		v, err := strconv.ParseInt(fields[1], 10, 64)
		if err != nil || v <= 0 {
			return 0, false
		}
		return v, true
	}
	return 0, false
}
