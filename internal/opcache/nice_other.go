//go:build !linux

package opcache

// lowerPriority does nothing outside Linux (see nice_linux.go).
func lowerPriority(int) {}
