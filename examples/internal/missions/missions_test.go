package missions_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/bot"
	"github.com/invaderengine/invader/examples/internal/missions"
	"github.com/invaderengine/invader/invadertest"
	"github.com/invaderengine/invader/mission"
)

const escapeFile = "../../missions/escape.txt"

// The hand-written mission loads, and games of it are won and lost by
// play: the greedy bot wins some and loses some, and every step keeps the
// engine's invariants.
func TestHandWrittenMissionWinsAndLoses(t *testing.T) {
	m, err := missions.Load(escapeFile)
	if err != nil {
		t.Fatal(err)
	}
	results := map[invader.Result]int{}
	for seed := range uint64(60) {
		s, err := invader.New(m, invader.Seed(seed))
		if err != nil {
			t.Fatal(err)
		}
		for !s.IsOver() && s.Round() <= 30 {
			s, _ = invadertest.CheckApply(t, s, bot.Greedy().Act(s))
		}
		results[s.Outcome().Result]++
	}
	if results[invader.Won] == 0 || results[invader.Lost] == 0 {
		t.Errorf("60 greedy games of %s: %v; want wins and losses", m.ID, results)
	}
}

// Load reads built-in IDs and files, and names the file in its errors.
func TestLoad(t *testing.T) {
	if m, err := missions.Load("M11"); err != nil || m.ID != "M11" {
		t.Errorf("Load(M11) = %s, %v", m.ID, err)
	}
	if _, err := missions.Load("M99"); err == nil {
		t.Error("Load(M99): no error for a mission that does not exist")
	}
	if _, err := missions.Load("no/such.txt"); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("Load(no/such.txt) = %v; want a missing file", err)
	}
	text, err := os.ReadFile(escapeFile)
	if err != nil {
		t.Fatal(err)
	}
	bad := filepath.Join(t.TempDir(), "bad.txt")
	broken := strings.Replace(string(text), "goal: take all objectives", "goal: take most objectives", 1)
	if err := os.WriteFile(bad, []byte(broken), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err = missions.Load(bad)
	var pe *mission.ParseError
	if !errors.As(err, &pe) || pe.Line != 10 || !strings.Contains(err.Error(), "bad.txt") {
		t.Errorf("Load(bad.txt) = %v; want a ParseError at line 10 naming the file", err)
	}
}
