package invader_test

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/stretchr/testify/require"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/mission"
)

// The same outcomes give the same events (doc.go "Chance"): a game played
// with ExternalChance, fed the outcomes the seeded game drew, gives the
// seeded game's event log, event for event, in every built-in mission.
func TestExternalChanceGivesTheSeededEvents(t *testing.T) {
	for _, id := range mission.Builtins() {
		t.Run(id, func(t *testing.T) {
			m, err := mission.Builtin(id)
			if err != nil {
				t.Fatal(err)
			}
			for seed := range uint64(20) {
				seeded, actions := seededGame(t, m, seed)
				if got := externalGame(t, m, seeded, actions); !cmp.Equal(seeded, got) {
					t.Fatalf("seed %d: the events differ (-seeded +external):\n%s", seed, cmp.Diff(seeded, got))
				}
			}
		})
	}
}

// seededGame plays m with the seeded generator and a random policy, and
// returns its events (setup included) and its actions.
func seededGame(t *testing.T, m mission.Mission, seed uint64) ([]invader.Event, []invader.Action) {
	s, events, err := invader.Start(m, invader.Seed(seed))
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(seed, 3))
	var actions []invader.Action
	for range 300 {
		legal := s.Legal()
		if len(legal) == 0 {
			break
		}
		a := legal[r.IntN(len(legal))]
		next, ev, err := s.Apply(a)
		if err != nil {
			t.Fatal(err)
		}
		s, events, actions = next, append(events, ev...), append(actions, a)
	}
	return events, actions
}

// externalGame plays m with ExternalChance: the same actions, and at each
// chance event the outcome the seeded game's next event shows.
func externalGame(t *testing.T, m mission.Mission, seeded []invader.Event, actions []invader.Action) []invader.Event {
	s, events, err := invader.Start(m, invader.ExternalChance())
	if err != nil {
		t.Fatal(err)
	}
	step := func(a invader.Action) {
		next, ev, err := s.Apply(a)
		if err != nil {
			t.Fatalf("after %d events: %v: %v", len(events), a, err)
		}
		s, events = next, append(events, ev...)
	}
	feed := func() {
		for s.Pending().Decision == invader.ChanceDecision {
			if len(events) >= len(seeded) {
				t.Fatalf("after %d events the external game waits for chance; the seeded game went no further", len(events))
			}
			step(outcomeFor(t, s, m, seeded[len(events)]))
		}
	}
	feed()
	for _, a := range actions {
		step(a)
		feed()
	}
	return events
}

// outcomeFor returns the Chance action whose outcome is what event e
// shows: the card dealt or drawn, the die's face, the Xeno card: each by
// its label.
func outcomeFor(t *testing.T, s invader.State, m mission.Mission, e invader.Event) invader.Chance {
	outs := s.ChanceOutcomes()
	label := ""
	switch e := e.(type) {
	case invader.CardDealt:
		label = e.Card
	case invader.CardDrawn:
		label = e.Card
	case invader.DieRolled:
		label = strconv.Itoa(e.Face)
	case invader.XenoCardDrawn:
		label = m.XenoDeck()[e.Card].Card.Name(s.Catalog())
	case invader.ZoneCardDrawn: // a prison cell's (seed 004, §16)
		label = m.XenoDeck()[e.Card].Card.Name(s.Catalog())
	default:
		t.Fatalf("the external game waits for chance where the seeded game has %#v", e)
	}
	for _, o := range outs {
		if o.Label == label {
			return o.Action
		}
	}
	t.Fatalf("no chance outcome %q among %v", label, outs)
	return invader.Chance{}
}

// p.24, RULINGS "Chance": taking an Objective that hands out a Prototype
// gives the same events in the same order whether the game draws the card
// (seeded) or the players tell it (ExternalChance): the Objective, its XP,
// then the card.
func TestObjectivePrototypeOrder(t *testing.T) {
	m := newMission(t, `
+--+--+
|s .r |
+--+--+

s: corridor start objective
r: corridor objective
`)
	m.SetAside = []string{"Flamethrower", "Flamethrower"}
	m.Triggers = []mission.Trigger{{Cause: mission.ObjectiveTaken, Effect: mission.GivePrototype}}
	want := []string{"ObjectiveTaken", "XPGained", "CardDrawn"}
	kinds := func(ev []invader.Event) []string {
		var out []string
		for _, e := range ev {
			out = append(out, strings.TrimPrefix(fmt.Sprintf("%T", e), "invader."))
		}
		return out
	}

	seeded := start(t, m, invader.Seed(1))
	_, ev := play(t, seeded, "Ann take o0")
	require.Equal(t, want, kinds(ev)[:3], "seeded: %v", ev)
	card := only[invader.CardDrawn](ev)[0].Card

	external := start(t, m, invader.ExternalChance())
	external, _ = apply(t, external, nthOutcome(t, external, 0)) // the deal
	external, taken := play(t, external, "Ann take o0")
	_, drawn := chance(t, external, card)
	require.Equal(t, want, kinds(append(taken, drawn...))[:3], "ExternalChance: %v then %v", taken, drawn)
}
