package main

import (
	"runtime"
	"sync"
)

// parallel plays games 0 to n-1 with play on every core, each worker
// locked to a thread of its own (for threadCPU), and returns them in
// index order, whatever order they finished in. After each game, in index
// order, it calls stop when not nil: once stop returns true no more games
// are started, and the games up to that one are returned, so that where
// a run stops depends on the games alone. tick, when not nil, is called
// with each game as it finishes, from the workers, for a progress line.
func parallel[T any](n int, play func(i int) T, stop func(T) bool, tick func(T)) []T {
	out := make([]T, n)
	done := make([]bool, n)
	var mu sync.Mutex
	next, seen, cut := 0, 0, n // the next game to start, the games stop saw, the games kept
	take := func() (int, bool) {
		mu.Lock()
		defer mu.Unlock()
		if next >= cut {
			return 0, false
		}
		next++
		return next - 1, true
	}
	put := func(i int, r T) {
		mu.Lock()
		defer mu.Unlock()
		out[i], done[i] = r, true
		for ; seen < cut && done[seen]; seen++ {
			if stop != nil && stop(out[seen]) {
				cut = seen + 1
			}
		}
	}
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			defer lockThread()()
			for i, ok := take(); ok; i, ok = take() {
				r := play(i)
				if tick != nil {
					tick(r)
				}
				put(i, r)
			}
		})
	}
	wg.Wait()
	return out[:cut]
}
