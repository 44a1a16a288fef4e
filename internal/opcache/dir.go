package opcache

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// PrepareDir creates dir (mode 0700) if needed and checks that it can hold
// a persistent cache: a directory owned by the current user and not
// writable by group or others. It returns the absolute path with symlinks
// resolved. Callers that want to report an unusable directory themselves
// (once, rather than on every New) call it before passing the result to
// [WithDir].
func PrepareDir(dir string) (string, error) {
	if dir == "" {
		return "", errors.New("empty cache directory")
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return "", fmt.Errorf("resolving %q: %w", dir, err)
	}
	if err := os.MkdirAll(abs, 0o700); err != nil {
		return "", fmt.Errorf("creating cache directory: %w", err)
	}
	if abs, err = filepath.EvalSymlinks(abs); err != nil {
		return "", fmt.Errorf("resolving %q: %w", dir, err)
	}
	fi, err := os.Lstat(abs)
	if err != nil {
		return "", fmt.Errorf("checking cache directory: %w", err)
	}
	if !fi.IsDir() {
		return "", fmt.Errorf("%s is not a directory", abs)
	}
	if err := trustedBy(fi, os.Getuid()); err != nil {
		return "", fmt.Errorf("cache directory %s: %w", abs, err)
	}
	return abs, nil
}

// maxRecordSize bounds the small records of ReadRecord.
const maxRecordSize = 64 << 10

// ReadRecord returns the content of a small record file (at most 64 KiB)
// that another part of the program keeps in a directory returned by
// PrepareDir, checked like the cache's own files (a regular file, not a
// symlink, owned by the current user, not writable by others). A missing
// record is an error wrapping fs.ErrNotExist. Names must be plain file
// names starting with "r-", so records never collide with cache entries
// and eviction leaves them alone.
func ReadRecord(dir, name string) ([]byte, error) {
	if err := checkRecordName(name); err != nil {
		return nil, err
	}
	d := &disk{dir: dir, uid: os.Getuid()}
	b, err := d.readTrusted(name, maxRecordSize)
	if err == errAbsent {
		return nil, fmt.Errorf("record %s: %w", name, fs.ErrNotExist)
	}
	if err != nil {
		return nil, fmt.Errorf("record %s: %w", name, err)
	}
	return b, nil
}

// WriteRecord writes a record file atomically (see ReadRecord).
func WriteRecord(dir, name string, data []byte) error {
	if err := checkRecordName(name); err != nil {
		return err
	}
	if len(data) > maxRecordSize {
		return fmt.Errorf("record %s: %d bytes, more than %d", name, len(data), maxRecordSize)
	}
	d := &disk{dir: dir, uid: os.Getuid()}
	return d.writeAtomic(name, data)
}

func checkRecordName(name string) error {
	if !strings.HasPrefix(name, "r-") || strings.ContainsAny(name, `/\`) || name != filepath.Base(name) {
		return fmt.Errorf("opcache: invalid record name %q", name)
	}
	return nil
}
