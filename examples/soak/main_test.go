package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/invaderengine/invader/mission"
)

// With no file, soak plays every built-in mission; a mission file is read
// and a bad one says which and why.
func TestLoad(t *testing.T) {
	all, err := load(nil)
	if err != nil || len(all) != len(mission.Builtins()) {
		t.Fatalf("load(nil) = %d missions, %v; want the %d built-in ones", len(all), err, len(mission.Builtins()))
	}
	bad := filepath.Join(t.TempDir(), "bad.txt")
	if err := os.WriteFile(bad, []byte("goal: fly away\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := load([]string{bad}); err == nil {
		t.Fatal("a bad mission file loads")
	}
	good, err := load([]string{"../missions/escape.txt"})
	if err != nil || len(good) != 1 {
		t.Fatalf("load(escape.txt) = %v, %v", good, err)
	}
}
