package opcache

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/fusejit/fusejit/internal/jit"
)

// Layout of the persistent cache directory:
//
//	o-<sha256 of the file>.so   a shared object, named by its content hash
//	k-<sha256 of fingerprint and key>.json   one per kernel: which object
//	                            defines it, under which symbol, and the
//	                            object's size and hash
//	i-<sha256 of the file>.ll   the IR a quick object was built from
//	                            (see disklevel.go)
//	.tmp-*                      files being written (renamed when complete)
//
// Several kernel files point to one object when the kernels were compiled
// in one batch.

const (
	metaFormat  = 1
	maxMetaSize = 64 << 10
	maxObjSize  = 1 << 30
	// staleTemp is the age after which a leftover temporary file (from a
	// process that died while writing) is removed when the cache is opened.
	staleTemp = time.Hour
)

// meta is the content of a kernel file.
type meta struct {
	Format      int    `json:"format"`
	Fingerprint string `json:"fingerprint"`
	Key         string `json:"key"`
	Symbol      string `json:"symbol"`
	Object      string `json:"object"` // hex sha256 of the object file's bytes
	Size        int64  `json:"size"`
	// Level is the build level of the object (disklevel.go): "optimized",
	// "quick", or absent in records written before levels (optimized).
	Level string `json:"level,omitempty"`
	// IR and Kernels, in quick records only: the hex sha256 of the IR file
	// the object was built from, and the number of kernels the object holds.
	IR      string `json:"ir,omitempty"`
	Kernels int    `json:"kernels,omitempty"`
}

// disk is the persistent cache in one directory, for one compiler
// fingerprint. It is safe for concurrent use (and for use by several
// processes): files are only ever created by renaming complete temporary
// files, and every file is verified before it is used.
type disk struct {
	dir string // absolute, symlinks resolved
	fp  string
	uid int
	log *slog.Logger
	// maxBytes caps the objects and records kept (0: no cap); see evict.
	maxBytes int64
	// rebuildable: this cache's compiler builds optimized objects, so a
	// quick record is owed its optimized build (false when the compiler
	// forces quick builds: then quick records are final).
	rebuildable bool
}

// openDisk prepares dir (see PrepareDir) for the cache of one compiler
// fingerprint.
func openDisk(dir, fingerprint string, log *slog.Logger) (*disk, error) {
	if fingerprint == "" {
		return nil, errors.New("compiler has no fingerprint")
	}
	abs, err := PrepareDir(dir)
	if err != nil {
		return nil, err
	}
	d := &disk{dir: abs, fp: fingerprint, uid: os.Getuid(), log: log}
	d.removeStaleTemps()
	return d, nil
}

// trusted checks that fi is owned by the current user and not writable by
// group or others.
func (d *disk) trusted(fi fs.FileInfo) error { return trustedBy(fi, d.uid) }

func trustedBy(fi fs.FileInfo, uid int) error {
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return errors.New("file owner unavailable on this platform")
	}
	if int(st.Uid) != uid {
		return fmt.Errorf("owned by uid %d, not by the current user (uid %d)", st.Uid, uid)
	}
	if perm := fi.Mode().Perm(); perm&0o022 != 0 {
		return fmt.Errorf("writable by group or others (mode %04o)", perm)
	}
	return nil
}

func (d *disk) removeStaleTemps() {
	ents, err := os.ReadDir(d.dir)
	if err != nil {
		return
	}
	for _, e := range ents {
		if !strings.HasPrefix(e.Name(), ".tmp-") {
			continue
		}
		if fi, err := e.Info(); err == nil && time.Since(fi.ModTime()) > staleTemp {
			_ = os.Remove(filepath.Join(d.dir, e.Name()))
		}
	}
}

// metaName returns the kernel file name of key: the fingerprint is part of
// the name, so that another compiler or CPU never finds this entry.
func (d *disk) metaName(key string) string {
	sum := sha256.Sum256([]byte(d.fp + "\x00" + key))
	return "k-" + hex.EncodeToString(sum[:]) + ".json"
}

func objectName(hash string) string { return "o-" + hash + ".so" }

// errAbsent marks a missing file: a miss, not a rejection.
var errAbsent = errors.New("absent")

// readTrusted reads a regular file of the cache directory that is owned by
// the current user, not writable by group or others and at most max bytes,
// without following symlinks.
func (d *disk) readTrusted(name string, max int64) ([]byte, error) {
	f, err := os.OpenFile(filepath.Join(d.dir, name), os.O_RDONLY|syscall.O_NOFOLLOW|syscall.O_NONBLOCK, 0)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, errAbsent
		}
		return nil, err
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if !fi.Mode().IsRegular() {
		return nil, fmt.Errorf("not a regular file (mode %v)", fi.Mode())
	}
	if err := d.trusted(fi); err != nil {
		return nil, err
	}
	if fi.Size() > max {
		return nil, fmt.Errorf("%d bytes, more than %d", fi.Size(), max)
	}
	b, err := io.ReadAll(io.LimitReader(f, max+1))
	if err != nil {
		return nil, err
	}
	if int64(len(b)) > max {
		return nil, fmt.Errorf("more than %d bytes", max)
	}
	return b, nil
}

// reject logs a refused file and removes it, so that the rebuilt entry
// replaces it.
func (d *disk) reject(name string, err error) error {
	err = fmt.Errorf("persistent cache entry %s rejected: %w", filepath.Join(d.dir, name), err)
	d.log.Warn("fusejit: refusing persistent operator cache entry; it will be rebuilt", "file", filepath.Join(d.dir, name), "err", err)
	_ = os.Remove(filepath.Join(d.dir, name))
	return err
}

// diskKernel is a kernel loaded from disk.
type diskKernel struct {
	lib *library
	fn  uintptr
	// quick is set for a quick kernel whose optimized build is owed (the
	// disk is rebuildable); ir is then the module its object was built
	// from, and obj, irHash and kernels its record's fields.
	quick   bool
	ir      string
	obj     string
	irHash  string
	kernels int
}

// load loads the kernels of reqs found in the cache, one dlopen per object
// file. It returns them by key, and the rejections (already logged). A
// quick record is a miss for a request that expects a long use
// (Request.LongUse), and so is one whose IR file is gone.
func (d *disk) load(reqs []Request) (map[string]diskKernel, []error) {
	var rejects []error
	byObject := map[string][]meta{}
	var objects []string       // in first-seen order
	irs := map[string]string{} // IR text by hash, of the quick records
	for _, r := range reqs {
		name := d.metaName(r.Key)
		b, err := d.readTrusted(name, maxMetaSize)
		if err == errAbsent {
			continue
		}
		var m meta
		if err == nil {
			err = d.checkMeta(b, r, &m)
		}
		if err != nil {
			rejects = append(rejects, d.reject(name, err))
			continue
		}
		if m.Level == levelNameQuick && d.rebuildable {
			if r.LongUse {
				continue // compiled optimized at once; its store replaces the record
			}
			if _, ok := irs[m.IR]; !ok {
				ir, err := d.readIR(m.IR)
				if err != nil {
					// Without its IR the record can never be rebuilt:
					// drop it, so that the kernel is compiled again.
					_ = os.Remove(filepath.Join(d.dir, name))
					if err != errAbsent {
						rejects = append(rejects, err)
					}
					continue
				}
				irs[m.IR] = ir
			}
		}
		if _, ok := byObject[m.Object]; !ok {
			objects = append(objects, m.Object)
		}
		byObject[m.Object] = append(byObject[m.Object], m)
	}
	found := map[string]diskKernel{}
	for _, obj := range objects {
		ms := byObject[obj]
		lib, err := d.loadObject(obj, ms)
		if err != nil {
			if err != errAbsent {
				rejects = append(rejects, err)
			}
			continue
		}
		l := &library{lib: lib}
		used := []string{objectName(obj)}
		for _, m := range ms {
			k := diskKernel{lib: l, fn: lib.Symbol(m.Symbol)}
			if ir, ok := irs[m.IR]; ok && m.Level == levelNameQuick {
				k.quick, k.ir, k.obj, k.irHash, k.kernels = true, ir, m.Object, m.IR, m.Kernels
				used = append(used, irName(m.IR))
			}
			found[m.Key] = k
			used = append(used, d.metaName(m.Key))
		}
		d.touch(used...)
	}
	return found, rejects
}

// checkMeta parses a kernel file and checks that it describes r for this
// compiler.
func (d *disk) checkMeta(b []byte, r Request, m *meta) error {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(m); err != nil {
		return fmt.Errorf("malformed kernel record: %w", err)
	}
	switch {
	case m.Format != metaFormat:
		return fmt.Errorf("format %d, want %d", m.Format, metaFormat)
	case m.Fingerprint != d.fp:
		return errors.New("recorded for another compiler or CPU")
	case m.Key != r.Key:
		return fmt.Errorf("records key %q, want %q", m.Key, r.Key)
	case m.Symbol != r.Symbol:
		return fmt.Errorf("records symbol %q, want %q", m.Symbol, r.Symbol)
	case !isHash(m.Object):
		return fmt.Errorf("malformed object hash %q", m.Object)
	case m.Size <= 0 || m.Size > maxObjSize:
		return fmt.Errorf("implausible object size %d", m.Size)
	}
	return checkLevel(m)
}

// loadObject verifies an object file against its recorded size and hash and
// loads the verified bytes from a private copy (jit.OpenObject), never the
// cache file itself: a process that rewrites or truncates the file in place
// later must not pull the code from under a running kernel (SIGBUS).
func (d *disk) loadObject(hash string, ms []meta) (*jit.Library, error) {
	name := objectName(hash)
	b, err := d.readTrusted(name, maxObjSize)
	if err == errAbsent {
		// The kernel file points to an object that is gone (removed after a
		// rejection): drop the dangling kernel files.
		for _, m := range ms {
			_ = os.Remove(filepath.Join(d.dir, d.metaName(m.Key)))
		}
		return nil, errAbsent
	}
	if err == nil {
		sum := sha256.Sum256(b)
		for _, m := range ms {
			if int64(len(b)) != m.Size {
				err = fmt.Errorf("%d bytes, recorded %d (truncated or modified)", len(b), m.Size)
			}
		}
		if got := hex.EncodeToString(sum[:]); err == nil && got != hash {
			err = fmt.Errorf("content hash %s does not match the recorded %s", got, hash)
		}
	}
	if err != nil {
		return nil, d.reject(name, err)
	}
	syms := make([]string, len(ms))
	for i, m := range ms {
		syms[i] = m.Symbol
	}
	lib, err := jit.OpenObject(b, syms, "")
	if err != nil {
		return nil, d.reject(name, err)
	}
	return lib, nil
}

// store writes obj, built at lvl, and one kernel file per request, each
// atomically (temporary file, then rename); a quick object's IR first, so
// that a record never names an IR file not yet written. It returns the
// object's hash and, for a quick object, the IR's.
func (d *disk) store(obj []byte, reqs []Request, lvl jit.Level, ir string) (objHash, irHash string, err error) {
	hash := hashOf(obj)
	m := meta{Format: metaFormat, Fingerprint: d.fp, Object: hash, Size: int64(len(obj)), Level: levelName(lvl)}
	if lvl == jit.LevelQuick {
		m.IR, m.Kernels = hashOf([]byte(ir)), len(reqs)
		if err := d.writeAtomic(irName(m.IR), []byte(ir)); err != nil {
			return "", "", err
		}
	}
	if err := d.writeAtomic(objectName(hash), obj); err != nil {
		return "", "", err
	}
	for _, r := range reqs {
		m.Key, m.Symbol = r.Key, r.Symbol
		b, err := json.Marshal(m)
		if err != nil {
			return "", "", fmt.Errorf("encoding kernel record: %w", err)
		}
		if err := d.writeAtomic(d.metaName(r.Key), append(b, '\n')); err != nil {
			return "", "", err
		}
	}
	d.evict()
	return hash, m.IR, nil
}

// writeAtomic writes data to a new temporary file (mode 0600) in the
// directory and renames it to name. Readers see the old file or the
// complete new one; a crash leaves at most a temporary file, which a later
// openDisk removes. The data is not fsynced: a file cut short by a crash is
// caught by the size and hash checks.
func (d *disk) writeAtomic(name string, data []byte) error {
	f, err := os.CreateTemp(d.dir, ".tmp-*")
	if err != nil {
		return fmt.Errorf("creating temporary cache file: %w", err)
	}
	tmp := f.Name()
	_, err = f.Write(data)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp, filepath.Join(d.dir, name))
	}
	if err != nil {
		_ = os.Remove(tmp)
		return fmt.Errorf("writing cache file %s: %w", name, err)
	}
	return nil
}
