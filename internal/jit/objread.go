package jit

import (
	"encoding/binary"
	"errors"
	"io"
)

// objRead is what readObjectFrom got from a clang's stdout.
type objRead struct {
	obj      []byte
	complete bool // obj is a whole ELF object; the stream may go on
	over     bool // more than maxObjectSize bytes
	err      error
}

// readObjectFrom reads an object file from r until its ELF header shows it
// is complete or r ends. LLVM writes the section header table last and the
// header (with the table's offset) first, patched before anything reaches
// a pipe, so the object ends at e_shoff + e_shnum*e_shentsize.
func readObjectFrom(r io.Reader) objRead {
	var res objRead
	buf := make([]byte, 0, 64<<10)
	for {
		if len(buf) == cap(buf) {
			buf = append(buf, 0)[:len(buf)]
		}
		n, err := r.Read(buf[len(buf):cap(buf)])
		buf = buf[:len(buf)+n]
		if len(buf) > maxObjectSize {
			res.over = true
			buf = buf[:maxObjectSize]
		}
		if end, ok := elfEnd(buf); ok && len(buf) == end {
			res.obj, res.complete = buf, true
			return res
		}
		if err != nil {
			if !errors.Is(err, io.EOF) {
				res.err = err
			}
			res.obj = buf
			return res
		}
		if res.over {
			_, _ = io.Copy(io.Discard, r)
			res.obj = buf
			return res
		}
	}
}

// elfEnd returns the size of the little-endian ELF64 object that b starts
// with, once the header is there, from the section header table's place.
// It refuses headers it cannot be sure of: a zero table offset (not yet
// patched) and extended section numbering (e_shnum 0).
func elfEnd(b []byte) (int, bool) {
	const ehsize = 64
	if len(b) < ehsize || string(b[:4]) != "\x7fELF" || b[4] != 2 || b[5] != 1 {
		return 0, false
	}
	shoff := binary.LittleEndian.Uint64(b[0x28:])
	shentsize := uint64(binary.LittleEndian.Uint16(b[0x3a:]))
	shnum := uint64(binary.LittleEndian.Uint16(b[0x3c:]))
	if shoff < ehsize || shnum == 0 || shentsize == 0 || shoff > maxObjectSize {
		return 0, false
	}
	end := shoff + shnum*shentsize
	if end > maxObjectSize {
		return 0, false
	}
	return int(end), true
}
