//go:build !linux

package hugealloc

import "unsafe"

func addrOf[T Elem](s []T) uintptr { return uintptr(unsafe.Pointer(unsafe.SliceData(s))) }
