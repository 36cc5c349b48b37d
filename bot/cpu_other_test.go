//go:build !linux

package bot_test

import "time"

var epoch = time.Now()

// threadCPU stands in for the thread's CPU time where getrusage cannot
// give it: the wall time, which counts other work too.
func threadCPU() time.Duration { return time.Since(epoch) }
