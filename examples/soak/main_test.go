package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/invaderengine/invader/invadertest"
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

// A short soak of the built-in missions and of a mission file finds no
// game stuck and nothing broken.
func TestSoakNothingStuck(t *testing.T) {
	for _, files := range [][]string{nil, {"../missions/escape.txt"}} {
		r, err := soak(files, invadertest.SoakOptions{Steps: 1500, Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		if r.Stuck != 0 || r.Violations != 0 || r.Steps < 1500 {
			t.Fatalf("soak %v: %v %v", files, r, r.First)
		}
	}
	if _, err := soak([]string{"no such file"}, invadertest.SoakOptions{Steps: 1}); err == nil {
		t.Fatal("soak of a missing file: no error")
	}
}
