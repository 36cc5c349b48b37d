package sqlitestore_test

import (
	"fmt"
	"path/filepath"
	"runtime"
	"sync/atomic"
	"testing"

	"github.com/invaderengine/invader/server"
	"github.com/invaderengine/invader/server/storetest"
)

// BenchmarkAppend appends steps to one match, each a transaction of its
// own written through to the file (synchronous=FULL).
func BenchmarkAppend(b *testing.B) {
	s := open(b, filepath.Join(b.TempDir(), "m.db"))
	defer func() { _ = s.Close() }()
	if err := s.Create(ctx, storetest.Match("a")); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		if err := s.Append(ctx, "a", storetest.Step(i), storetest.Summary(i+1)); err != nil {
			b.Fatal(err)
		}
		i++
	}
}

// BenchmarkSteps reads a page of 50 steps of a match of 1000.
func BenchmarkSteps(b *testing.B) {
	s := open(b, filepath.Join(b.TempDir(), "m.db"))
	defer func() { _ = s.Close() }()
	if err := s.Create(ctx, storetest.Match("a")); err != nil {
		b.Fatal(err)
	}
	for i := range 1000 {
		if err := s.Append(ctx, "a", storetest.Step(i), storetest.Summary(i+1)); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportAllocs()
	var got []server.Step
	for b.Loop() {
		var err error
		if got, err = s.Steps(ctx, "a", 500, 50); err != nil || len(got) != 50 {
			b.Fatal(len(got), err)
		}
	}
}

// BenchmarkAppendParallel appends steps to 64 matches at once, as a
// server's many matches do: the appends that arrive while a transaction
// is written share the next (batch.go).
func BenchmarkAppendParallel(b *testing.B) {
	s := open(b, filepath.Join(b.TempDir(), "m.db"))
	defer func() { _ = s.Close() }()
	const matches = 64
	for i := range matches {
		if err := s.Create(ctx, storetest.Match(fmt.Sprint("m", i))); err != nil {
			b.Fatal(err)
		}
	}
	var next [matches]atomic.Int64
	var turn atomic.Int64
	b.ReportAllocs()
	b.SetParallelism(matches / max(1, runtime.GOMAXPROCS(0)))
	b.RunParallel(func(pb *testing.PB) {
		m := int(turn.Add(1)-1) % matches // a match per goroutine
		for pb.Next() {
			i := int(next[m].Add(1) - 1)
			if err := s.Append(ctx, fmt.Sprint("m", m), storetest.Step(i), storetest.Summary(i+1)); err != nil {
				b.Error(err)
				return
			}
		}
	})
}
