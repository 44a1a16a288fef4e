package runner

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"os"
	"unsafe"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/matrix"
)

// Block is one matrix block in a pipeline: a partition's rows of a source
// input, a partition's result, or a side input. Index is the partition
// (or side input) it belongs to; combining in partition order sorts by it.
type Block struct {
	Index      int
	Rows, Cols int
	Sparse     bool
	// Data holds a dense block's cells row by row, or a CSR block's
	// values; RowPtr and ColIdx are a CSR block's other arrays.
	Data   []float64
	RowPtr []int64
	ColIdx []int32
}

// blockMagic starts every encoded block, with the encoding's version.
const blockMagic = "FJB1"

// errBlock wraps decoding errors.
var errBlock = errors.New("runner: malformed block")

// NewBlock copies m (a *mat.Dense or *matrix.CSR; other matrices are
// copied densely) into a Block.
func NewBlock(index int, m mat.Matrix) Block {
	r, c := m.Dims()
	b := Block{Index: index, Rows: r, Cols: c}
	if s, ok := m.(*matrix.CSR); ok {
		b.Sparse = true
		rp := s.RowPtr()
		b.RowPtr = make([]int64, len(rp))
		for i, x := range rp {
			b.RowPtr[i] = x - rp[0]
		}
		b.ColIdx = s.ColIdx()[rp[0]:rp[r]]
		b.Data = s.Values()[rp[0]:rp[r]]
		return b
	}
	d, ok := m.(*mat.Dense)
	if !ok || d.RawMatrix().Stride != c {
		d = mat.DenseCopyOf(m)
	}
	b.Data = d.RawMatrix().Data[:r*c]
	return b
}

// Matrix returns the block as a *mat.Dense or *matrix.CSR sharing its
// arrays; a CSR block's arrays are validated.
func (b Block) Matrix() (mat.Matrix, error) {
	if !b.Sparse {
		if len(b.Data) != b.Rows*b.Cols || b.Rows <= 0 || b.Cols <= 0 {
			return nil, fmt.Errorf("%w: dense %dx%d with %d values", errBlock, b.Rows, b.Cols, len(b.Data))
		}
		return mat.NewDense(b.Rows, b.Cols, b.Data), nil
	}
	if len(b.RowPtr) != b.Rows+1 || len(b.ColIdx) != len(b.Data) {
		return nil, fmt.Errorf("%w: CSR %dx%d with %d row pointers, %d indexes, %d values", errBlock, b.Rows, b.Cols, len(b.RowPtr), len(b.ColIdx), len(b.Data))
	}
	c := matrix.NewCSRFromParts(b.Rows, b.Cols, b.RowPtr, b.ColIdx, b.Data)
	if err := c.Validate(); err != nil {
		return nil, fmt.Errorf("%w: %w", errBlock, err)
	}
	return c, nil
}

// encodeBlock is the raw coder: a header of little-endian int64s, then the
// arrays as little-endian float64, int64 and int32 words, without Beam's
// per-field framing. On little-endian machines the arrays are copied as
// they lie in memory.
func encodeBlock(b Block) []byte {
	out := make([]byte, 0, encodedSize(b))
	encodeParts(b, func(p []byte) { out = append(out, p...) })
	return out
}

// encodedSize is the length of b's encoding.
func encodedSize(b Block) int {
	return len(blockMagic) + 8*7 + 8*len(b.Data) + 8*len(b.RowPtr) + 4*len(b.ColIdx)
}

// encodeParts passes b's encoding to put piece by piece, in order: the
// header, then each array, which on little-endian machines is the array's
// own memory (not a copy; put must not keep or modify it). Hashing and
// writing a block this way never copies its arrays.
func encodeParts(b Block, put func([]byte)) {
	sparse := int64(0)
	if b.Sparse {
		sparse = 1
	}
	head := []int64{int64(b.Index), int64(b.Rows), int64(b.Cols), sparse, int64(len(b.Data)), int64(len(b.RowPtr)), int64(len(b.ColIdx))}
	hb := make([]byte, 0, len(blockMagic)+8*len(head))
	hb = append(hb, blockMagic...)
	for _, h := range head {
		hb = binary.LittleEndian.AppendUint64(hb, uint64(h))
	}
	put(hb)
	putWords(put, b.Data)
	putWords(put, b.RowPtr)
	putWords(put, b.ColIdx)
}

// putWords passes xs in little-endian byte order to put.
func putWords[T word](put func([]byte), xs []T) {
	if len(xs) == 0 {
		return
	}
	if littleEndian {
		put(unsafe.Slice((*byte)(unsafe.Pointer(&xs[0])), int(unsafe.Sizeof(xs[0]))*len(xs)))
		return
	}
	put(appendWords(nil, xs))
}

// word is the element type of a block's arrays.
type word interface{ float64 | int64 | int32 }

// appendWords appends xs in little-endian byte order.
func appendWords[T word](out []byte, xs []T) []byte {
	if len(xs) == 0 {
		return out
	}
	size := int(unsafe.Sizeof(xs[0]))
	if littleEndian {
		return append(out, unsafe.Slice((*byte)(unsafe.Pointer(&xs[0])), size*len(xs))...)
	}
	for _, x := range xs {
		switch v := any(x).(type) {
		case float64:
			out = binary.LittleEndian.AppendUint64(out, math.Float64bits(v))
		case int64:
			out = binary.LittleEndian.AppendUint64(out, uint64(v))
		case int32:
			out = binary.LittleEndian.AppendUint32(out, uint32(v))
		}
	}
	return out
}

// readWords fills xs from little-endian data and returns the rest.
func readWords[T word](xs []T, data []byte) []byte {
	if len(xs) == 0 {
		return data
	}
	size := int(unsafe.Sizeof(xs[0]))
	n := size * len(xs)
	if littleEndian {
		copy(unsafe.Slice((*byte)(unsafe.Pointer(&xs[0])), n), data[:n])
		return data[n:]
	}
	for i := range xs {
		var v any
		switch any(xs[i]).(type) {
		case float64:
			v = math.Float64frombits(binary.LittleEndian.Uint64(data[i*8:]))
		case int64:
			v = int64(binary.LittleEndian.Uint64(data[i*8:]))
		case int32:
			v = int32(binary.LittleEndian.Uint32(data[i*4:]))
		}
		xs[i] = v.(T)
	}
	return data[n:]
}

// littleEndian: the machine stores words as the encoding does.
var littleEndian = binary.NativeEndian.Uint16([]byte{1, 0}) == 1

// decodeBlock decodes one block encoded by encodeBlock.
func decodeBlock(data []byte) (Block, error) {
	b, rest, err := decodeNext(data)
	if err == nil && len(rest) != 0 {
		err = fmt.Errorf("%w: %d trailing bytes", errBlock, len(rest))
	}
	return b, err
}

// decodeNext decodes the block at the start of data and returns the rest.
func decodeNext(data []byte) (Block, []byte, error) {
	const headWords = 7
	if len(data) < len(blockMagic)+8*headWords || string(data[:len(blockMagic)]) != blockMagic {
		return Block{}, nil, fmt.Errorf("%w: bad header", errBlock)
	}
	data = data[len(blockMagic):]
	var head [headWords]int64
	for i := range head {
		head[i] = int64(binary.LittleEndian.Uint64(data))
		data = data[8:]
	}
	nd, np, ni := head[4], head[5], head[6]
	if nd < 0 || np < 0 || ni < 0 || nd > int64(len(data)) || np > int64(len(data)) || ni > int64(len(data)) ||
		int64(len(data)) < 8*nd+8*np+4*ni {
		return Block{}, nil, fmt.Errorf("%w: %d values, %d row pointers, %d indexes in %d bytes", errBlock, nd, np, ni, len(data))
	}
	b := Block{Index: int(head[0]), Rows: int(head[1]), Cols: int(head[2]), Sparse: head[3] != 0}
	b.Data = make([]float64, nd)
	data = readWords(b.Data, data)
	if np > 0 {
		b.RowPtr = make([]int64, np)
		data = readWords(b.RowPtr, data)
	}
	if ni > 0 {
		b.ColIdx = make([]int32, ni)
		data = readWords(b.ColIdx, data)
	}
	return b, data, nil
}

// writeBlocks writes blocks to one file, one encoding after the other.
func writeBlocks(path string, blocks []Block) error {
	var buf []byte
	for _, b := range blocks {
		buf = append(buf, encodeBlock(b)...)
	}
	if err := os.WriteFile(path, buf, 0o600); err != nil {
		return fmt.Errorf("runner: %w", err)
	}
	return nil
}

// readBlocks reads a file written by writeBlocks.
func readBlocks(path string) ([]Block, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("runner: %w", err)
	}
	var out []Block
	for len(data) > 0 {
		var b Block
		if b, data, err = decodeNext(data); err != nil {
			return nil, fmt.Errorf("runner: %s: %w", path, err)
		}
		out = append(out, b)
	}
	return out, nil
}
