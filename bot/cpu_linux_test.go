//go:build linux

package bot_test

import (
	"syscall"
	"time"
)

// threadCPU returns the CPU time the calling thread has used (getrusage's
// RUSAGE_THREAD, 1 on Linux): call it from a goroutine locked to its
// thread.
func threadCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(1, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
