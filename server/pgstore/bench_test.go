package pgstore_test

import (
	"fmt"
	"sync/atomic"
	"testing"

	"github.com/invaderengine/invader/server"
	"github.com/invaderengine/invader/server/storetest"
)

// BenchmarkAppend appends steps to one match, each a transaction of its
// own (one statement: the summary, the step and the notification).
func BenchmarkAppend(b *testing.B) {
	s := open(b, newSchema(b))
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

// BenchmarkAppendParallel appends steps to matches of their own from
// GOMAXPROCS goroutines at once.
func BenchmarkAppendParallel(b *testing.B) {
	s := open(b, newSchema(b))
	b.ReportAllocs()
	var n int64
	b.RunParallel(func(pb *testing.PB) {
		id := fmt.Sprint("m", atomic.AddInt64(&n, 1))
		if err := s.Create(ctx, storetest.Match(id)); err != nil {
			b.Error(err)
			return
		}
		for i := 0; pb.Next(); i++ {
			if err := s.Append(ctx, id, storetest.Step(i), storetest.Summary(i+1)); err != nil {
				b.Error(err)
				return
			}
		}
	})
}

// BenchmarkSteps reads a page of 50 steps of a match of 1000.
func BenchmarkSteps(b *testing.B) {
	s := open(b, newSchema(b))
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

// BenchmarkMatch reads a match, its seats included.
func BenchmarkMatch(b *testing.B) {
	s := open(b, newSchema(b))
	if err := s.Create(ctx, storetest.Match("a")); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := s.Match(ctx, "a"); err != nil {
			b.Fatal(err)
		}
	}
}
