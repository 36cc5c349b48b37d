package sqlitestore_test

import (
	"path/filepath"
	"testing"

	"github.com/invaderengine/invader/server"
)

// BenchmarkAppend appends steps to one match, each a transaction of its
// own written through to the file (synchronous=FULL).
func BenchmarkAppend(b *testing.B) {
	s := open(b, filepath.Join(b.TempDir(), "m.db"))
	defer func() { _ = s.Close() }()
	if err := s.Create(ctx, match("a")); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		if err := s.Append(ctx, "a", step(i), summary(i+1)); err != nil {
			b.Fatal(err)
		}
		i++
	}
}

// BenchmarkSteps reads a page of 50 steps of a match of 1000.
func BenchmarkSteps(b *testing.B) {
	s := open(b, filepath.Join(b.TempDir(), "m.db"))
	defer func() { _ = s.Close() }()
	if err := s.Create(ctx, match("a")); err != nil {
		b.Fatal(err)
	}
	for i := range 1000 {
		if err := s.Append(ctx, "a", step(i), summary(i+1)); err != nil {
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
