//go:build !linux

package main

import "time"

var epoch = time.Now()

// threadCPU returns the time since the program started: elsewhere than on
// Linux the decisions are timed by the clock, which counts the time the
// thread waited for a core too.
func threadCPU() time.Duration { return time.Since(epoch) }
