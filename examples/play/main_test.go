package main

import (
	"io"
	"testing"

	"github.com/invaderengine/invader"
)

// The README's first command plays a game the greedy bot wins.
func TestDefaultGameIsWon(t *testing.T) {
	m, err := pickMission(defaultMission)
	if err != nil {
		t.Fatal(err)
	}
	s, err := play(io.Discard, m, "greedy", defaultSeed, 30)
	if err != nil {
		t.Fatal(err)
	}
	if s.Outcome().Result != invader.Won {
		t.Errorf("the default game (%s, seed %d) ends %v; pick a seed the greedy bot wins", defaultMission, defaultSeed, s.Outcome())
	}
}
