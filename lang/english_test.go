package lang_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/lang"
	"github.com/invaderengine/invader/mission"
)

// The English catalog is the engine's own words, byte for byte: every
// event of the golden playthroughs and of random games of every built-in
// mission (seeded, at a real table, Ultrared), in a game and in the zero
// State; every chance event's description; every outcome; and the errors
// of actions refused. The Chinese says the same events without falling
// back on the English.
func TestEnglishIsTheEngines(t *testing.T) {
	var events, chances int
	check := func(st step) {
		s := st.after
		for _, e := range st.events {
			events++
			if got, want := lang.English.Event(s, e), s.FormatEvent(e); got != want {
				t.Fatalf("%T: English %q, engine %q", e, got, want)
			}
			if got, want := lang.English.Event(invader.State{}, e), e.String(); got != want {
				t.Fatalf("%T in the zero State: English %q, engine %q", e, got, want)
			}
		}
		if want := s.DescribeChance(); want != "" {
			chances++
			if got := lang.English.Chance(s); got != want {
				t.Fatalf("chance: English %q, engine %q", got, want)
			}
			if got := lang.Chinese.Chance(s); got == want {
				t.Fatalf("chance %q: no Chinese", want)
			}
		}
		if got, want := lang.English.Outcome(s.Outcome()), s.Outcome().String(); got != want {
			t.Fatalf("outcome: English %q, engine %q", got, want)
		}
		if st.a == nil {
			return
		}
		// The action just played is refused in the State it led to, most
		// of the time: its error in words.
		if _, _, err := s.Apply(st.a); err != nil {
			if got, want := lang.English.Error(err), err.Error(); got != want {
				t.Fatalf("error: English %q, engine %q", got, want)
			}
			if got := lang.Chinese.Error(err); got == err.Error() || strings.Contains(got, "invader:") {
				t.Fatalf("error %q: Chinese %q", err, got)
			}
		}
	}
	for _, id := range mission.Builtins() {
		m, _ := mission.Builtin(id)
		playthrough(t, m, check)
	}
	randomGames(t, check)
	t.Logf("%d events, %d chance events", events, chances)
	if events == 0 || chances == 0 {
		t.Fatalf("%d events, %d chance events", events, chances)
	}
}

// Every Reason reads as the engine writes it.
func TestEnglishReasons(t *testing.T) {
	n := 0
	for r := invader.Reason(1); r.String() != fmt.Sprintf("Reason(%d)", uint8(r)); r++ {
		n++
		if got, want := lang.English.Reason(r), r.String(); got != want {
			t.Errorf("Reason %d: English %q, engine %q", r, got, want)
		}
	}
	if n == 0 {
		t.Fatal("no Reason")
	}
}

// badNotation are lines the notation does not read, one for each of its
// reasons (invader's notation.go).
var badNotation = []string{
	"", "Cole fly", "Cole move zz", "Cole move", "Bob move c1", "Cole open x", "Cole take x", "Cole discard x",
	"Cole keep pack9", "Cole attack c1 hand3", "Cole reroll maybe", "split x", "Cole hits Zog",
	"Cole machine x move c1", "Cole turn x", "Cole skill Flying", "Cole skill +1 die: Move",
	"Cole attack c1 hand1 sideways", "arrange card1 Cole", "chance", "Cole move c1 c2",
	strings.Repeat("x", invader.MaxNotationBytes+1),
}

// The notation's errors read as the engine writes them, and every one
// has its Chinese.
func TestEnglishNotationErrors(t *testing.T) {
	m, _ := mission.Builtin("M0")
	s, err := invader.New(m, invader.Seed(1))
	if err != nil {
		t.Fatal(err)
	}
	var zero invader.State
	for _, line := range badNotation {
		for _, st := range []invader.State{s, zero} {
			_, err := st.ParseAction(line)
			if err == nil {
				t.Fatalf("%q reads", line)
			}
			if got, want := lang.English.Error(err), err.Error(); got != want {
				t.Errorf("%q: English %q, engine %q", line, got, want)
			}
			if got := lang.Chinese.Error(err); got == err.Error() || strings.Contains(got, "invader:") {
				t.Errorf("%q: no Chinese for %q", line, err)
			}
		}
	}
	if got := lang.Chinese.Error(errors.New("other")); got != "other" {
		t.Errorf("an error of no kind the package knows: %q", got)
	}
	if got := lang.Chinese.Error(nil); got != "" {
		t.Errorf("Error(nil) = %q", got)
	}
}
