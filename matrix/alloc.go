package matrix

import "github.com/fusejit/fusejit/internal/hugealloc"

// settled returns data, or a copy of it on huge-page-advised memory when
// it is large: readers grow their arrays by append (memory follows the
// data actually present, whatever a header claims), and a kernel that
// streams the result gains from 2 MiB pages (package hugealloc). The copy
// moves values, never changes them.
func settled(data []float64) []float64 {
	if len(data) < hugealloc.Threshold/8 {
		return data
	}
	out := hugealloc.Make[float64](len(data))
	copy(out, data)
	return out
}

// cloned copies s like append([]T(nil), s...) (nil stays nil for an empty
// s), placing a large copy on huge-page-advised memory.
func cloned[T hugealloc.Elem](s []T) []T {
	if len(s) == 0 {
		return nil
	}
	out := hugealloc.Make[T](len(s))
	copy(out, s)
	return out
}
