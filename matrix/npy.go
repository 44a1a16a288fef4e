package matrix

import (
	"archive/zip"
	"bufio"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/hugealloc"
)

// NumPy's .npy format (numpy.lib.format, versions 1.0 to 3.0): the magic
// "\x93NUMPY", a version, a little-endian header length (2 bytes in 1.0,
// 4 bytes later), a Python dict literal with 'descr', 'fortran_order' and
// 'shape', padded to a multiple of 64 bytes, then the raw array.

var npyMagic = []byte("\x93NUMPY")

// maxNPYHeader bounds the header length; numpy itself writes a few hundred
// bytes.
const maxNPYHeader = 1 << 20

var (
	npyDescr   = regexp.MustCompile(`'descr'\s*:\s*'([^']*)'`)
	npyFortran = regexp.MustCompile(`'fortran_order'\s*:\s*(True|False)`)
	npyShape   = regexp.MustCompile(`'shape'\s*:\s*\(([^)]*)\)`)
)

// ReadNPY reads a NumPy .npy array of one or two dimensions (a 0-d array
// is 1 x 1, a 1-d array of length n is an n x 1 column) into a dense
// matrix. Element types: float64, float32, signed and unsigned integers of
// 1 to 8 bytes and bool, in either byte order, C or Fortran order. Integer
// values beyond 2^53 lose precision in float64. Invalid input gives a
// *ParseError wrapping ErrFormat; object arrays (pickles) are refused.
func ReadNPY(r io.Reader) (*mat.Dense, error) {
	return readNPY(r, MaxDim)
}

func readNPY(r io.Reader, maxDim int) (*mat.Dense, error) {
	fail := func(format string, args ...any) error {
		return &ParseError{Format: "npy", Err: fmt.Errorf(format, args...)}
	}
	br := bufio.NewReader(r)
	var pre [8]byte
	if _, err := io.ReadFull(br, pre[:]); err != nil {
		return nil, fail("reading the magic string: %v", err)
	}
	if string(pre[:6]) != string(npyMagic) {
		return nil, fail("not a .npy file (magic %q)", pre[:6])
	}
	var hlen int
	switch pre[6] {
	case 1:
		var b [2]byte
		if _, err := io.ReadFull(br, b[:]); err != nil {
			return nil, fail("reading the header length: %v", err)
		}
		hlen = int(binary.LittleEndian.Uint16(b[:]))
	case 2, 3:
		var b [4]byte
		if _, err := io.ReadFull(br, b[:]); err != nil {
			return nil, fail("reading the header length: %v", err)
		}
		hlen = int(binary.LittleEndian.Uint32(b[:]))
	default:
		return nil, fail("format version %d.%d not supported", pre[6], pre[7])
	}
	if hlen > maxNPYHeader {
		return nil, fail("header of %d bytes", hlen)
	}
	hdr := make([]byte, hlen)
	if _, err := io.ReadFull(br, hdr); err != nil {
		return nil, fail("reading the %d-byte header: %v", hlen, err)
	}
	h := string(hdr)
	descr := npyDescr.FindStringSubmatch(h)
	fortran := npyFortran.FindStringSubmatch(h)
	shape := npyShape.FindStringSubmatch(h)
	if descr == nil || fortran == nil || shape == nil {
		return nil, fail("header %q lacks descr, fortran_order or shape", strings.TrimSpace(h))
	}
	elem, err := npyElement(descr[1])
	if err != nil {
		return nil, fail("%v", err)
	}
	var dims []int
	for _, f := range strings.Split(shape[1], ",") {
		f = strings.TrimSpace(f)
		if f == "" {
			continue
		}
		n, err := strconv.Atoi(f)
		if err != nil || n < 0 || n > maxDim {
			return nil, fail("shape (%s): %q is not a dimension in [0, %d]", shape[1], f, maxDim)
		}
		dims = append(dims, n)
	}
	rows, cols := 1, 1
	switch len(dims) {
	case 0:
	case 1:
		rows = dims[0]
	case 2:
		rows, cols = dims[0], dims[1]
	default:
		return nil, fail("shape (%s): %d dimensions, want at most 2", shape[1], len(dims))
	}
	if rows == 0 || cols == 0 {
		return nil, fail("shape (%s): a dense matrix needs at least one row and column", shape[1])
	}
	// Read element by element: memory grows with the data present, not
	// with the shape the header claims.
	var data []float64
	buf := make([]byte, elem.size)
	for k := 0; k < rows*cols; k++ {
		if _, err := io.ReadFull(br, buf); err != nil {
			return nil, fail("data ends after %d of %d elements", k, rows*cols)
		}
		data = append(data, elem.decode(buf))
	}
	if _, err := br.ReadByte(); err == nil {
		return nil, fail("data continues after %d elements", rows*cols)
	}
	if fortran[1] == "True" {
		// Column-major: transpose into gonum's row-major layout.
		t := hugealloc.Make[float64](len(data))
		for j := 0; j < cols; j++ {
			for i := 0; i < rows; i++ {
				t[i*cols+j] = data[j*rows+i]
			}
		}
		data = t
	}
	return mat.NewDense(rows, cols, settled(data)), nil
}

type npyElem struct {
	size   int
	decode func([]byte) float64
}

// npyElement maps a NumPy type string such as "<f8" to its decoder.
func npyElement(descr string) (npyElem, error) {
	if len(descr) < 3 {
		return npyElem{}, fmt.Errorf("element type %q not supported", descr)
	}
	var order binary.ByteOrder = binary.LittleEndian
	switch descr[0] {
	case '<', '|', '=':
	case '>':
		order = binary.BigEndian
	default:
		return npyElem{}, fmt.Errorf("element type %q: byte order %q", descr, descr[0])
	}
	size, err := strconv.Atoi(descr[2:])
	if err != nil {
		return npyElem{}, fmt.Errorf("element type %q not supported", descr)
	}
	kind := descr[1]
	switch {
	case kind == 'f' && size == 8:
		return npyElem{8, func(b []byte) float64 { return math.Float64frombits(order.Uint64(b)) }}, nil
	case kind == 'f' && size == 4:
		return npyElem{4, func(b []byte) float64 { return float64(math.Float32frombits(order.Uint32(b))) }}, nil
	case kind == 'b' && size == 1:
		return npyElem{1, func(b []byte) float64 {
			if b[0] != 0 {
				return 1
			}
			return 0
		}}, nil
	case (kind == 'i' || kind == 'u') && (size == 1 || size == 2 || size == 4 || size == 8):
		signed := kind == 'i'
		return npyElem{size, func(b []byte) float64 {
			var u uint64
			switch size {
			case 1:
				u = uint64(b[0])
			case 2:
				u = uint64(order.Uint16(b))
			case 4:
				u = uint64(order.Uint32(b))
			default:
				u = order.Uint64(b)
			}
			if signed {
				shift := 64 - 8*uint(size)
				return float64(int64(u<<shift) >> shift)
			}
			return float64(u)
		}}, nil
	}
	return npyElem{}, fmt.Errorf("element type %q not supported (want float, integer or bool)", descr)
}

// WriteNPY writes m as a little-endian float64 .npy array (format 1.0, C
// order, shape (rows, cols)), which numpy.load reads.
func WriteNPY(w io.Writer, m mat.Matrix) error {
	if c, ok := m.(*CSR); m == nil || (ok && c == nil) {
		return errors.New("matrix: npy: nil matrix")
	}
	rows, cols := m.Dims()
	dict := fmt.Sprintf("{'descr': '<f8', 'fortran_order': False, 'shape': (%d, %d), }", rows, cols)
	// Magic, version, length and dict end in '\n' on a 64-byte boundary.
	total := len(npyMagic) + 2 + 2 + len(dict) + 1
	pad := (64 - total%64) % 64
	header := dict + strings.Repeat(" ", pad) + "\n"
	bw := bufio.NewWriter(w)
	bw.Write(npyMagic)
	bw.Write([]byte{1, 0})
	var b [8]byte
	binary.LittleEndian.PutUint16(b[:2], uint16(len(header)))
	bw.Write(b[:2])
	bw.WriteString(header)
	for i := 0; i < rows; i++ {
		for j := 0; j < cols; j++ {
			binary.LittleEndian.PutUint64(b[:], math.Float64bits(m.At(i, j)))
			bw.Write(b[:])
		}
	}
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("matrix: npy: %w", err)
	}
	return nil
}

// ReadNPZ reads every array of a NumPy .npz archive (numpy.savez or
// savez_compressed: a zip file of .npy members) by name, without the
// ".npy" suffix. Each member must be what ReadNPY accepts; an error names
// the member.
func ReadNPZ(r io.ReaderAt, size int64) (map[string]*mat.Dense, error) {
	z, err := zip.NewReader(r, size)
	if err != nil {
		return nil, &ParseError{Format: "npz", Err: err}
	}
	out := make(map[string]*mat.Dense, len(z.File))
	for _, f := range z.File {
		rc, err := f.Open()
		if err != nil {
			return nil, &ParseError{Format: "npz", Err: fmt.Errorf("member %s: %w", f.Name, err)}
		}
		m, err := ReadNPY(rc)
		rc.Close()
		if err != nil {
			return nil, fmt.Errorf("matrix: npz: member %s: %w", f.Name, err)
		}
		out[strings.TrimSuffix(f.Name, ".npy")] = m
	}
	return out, nil
}

// WriteNPZ writes arrays as a NumPy .npz archive (what numpy.savez, or
// numpy.savez_compressed with compress, writes): one ".npy" member per
// name, in sorted name order so that the same arrays give the same bytes.
func WriteNPZ(w io.Writer, arrays map[string]mat.Matrix, compress bool) error {
	names := make([]string, 0, len(arrays))
	for name := range arrays {
		if name == "" || strings.ContainsAny(name, "/\\") {
			return fmt.Errorf("matrix: npz: array name %q: want a plain file name", name)
		}
		names = append(names, name)
	}
	sort.Strings(names)
	method := zip.Store
	if compress {
		method = zip.Deflate
	}
	z := zip.NewWriter(w)
	for _, name := range names {
		m, err := z.CreateHeader(&zip.FileHeader{Name: name + ".npy", Method: method})
		if err != nil {
			return fmt.Errorf("matrix: npz: member %s: %w", name, err)
		}
		if err := WriteNPY(m, arrays[name]); err != nil {
			return fmt.Errorf("matrix: npz: member %s: %w", name, err)
		}
	}
	if err := z.Close(); err != nil {
		return fmt.Errorf("matrix: npz: %w", err)
	}
	return nil
}
