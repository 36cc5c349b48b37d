package invader_test

import (
	"fmt"
	"maps"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/equipment"
	"github.com/invaderengine/invader/invadertest"
	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/zombicide2"
)

// crowd is a corridor of three Zones for a crowd of Survivors, in either
// ruleset (the mission's Survivors are given in Go).
const crowd = `id: crowd
title: a crowd in a corridor
goal: reach the exit
map:
+--+--+--+
|s .c1.c2|
+--+--+--+

s: corridor start
c1: corridor
c2: corridor exit
`

// crowdOf returns crowd played by n Survivors of ruleset rs, the ruleset's
// six in turn under new names, and players players.
func crowdOf(t interface{ Fatal(...any) }, rs mission.Ruleset, n, players int) mission.Mission {
	m, err := mission.Parse(crowd)
	if err != nil {
		t.Fatal(err)
	}
	base := survivor.Base()
	if rs == mission.SecondEdition {
		m.Ruleset, base = rs, zombicide2.Survivors()
	}
	m.Players = players
	for k := range n {
		c := base[k%len(base)]
		c.Name = fmt.Sprintf("%s%d", c.Name, k+1)
		m.Survivors = append(m.Survivors, c)
	}
	return m
}

// With 8 Survivors or more, the players choose the 8th's, 10th's...
// Starting card among the three the ruleset offers (seed 004, §15), in
// order, each by the Survivor's player; then the deal gives every
// Survivor one card from the box's Starting Equipment, the 7th's, 9th's...
// card and the cards chosen, and only those: the cards offered and not
// chosen stay aside.
func TestStartingChoices(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		rs := rapid.SampledFrom([]mission.Ruleset{mission.Invader, mission.SecondEdition}).Draw(t, "ruleset")
		n := rapid.IntRange(8, 13).Draw(t, "survivors")
		m := crowdOf(t, rs, n, rapid.IntRange(1, n).Draw(t, "players"))
		s, err := invader.New(m, invader.Seed(rapid.Uint64().Draw(t, "seed")))
		if err != nil {
			t.Fatal(err)
		}
		odd, even := m.ExtraStarting()
		want := map[string]int{odd.Name: (n - 5) / 2}
		for _, e := range m.EquipmentCards() {
			if e.Group == equipment.Start {
				want[e.Card.Name] += e.Count
			}
		}
		for k := 0; 7+2*k < n; k++ {
			p := s.Pending()
			if who := 7 + 2*k; p != (invader.Pending{Decision: invader.StartingDecision, Player: who % m.Players, Survivor: who}) {
				t.Fatalf("choice %d: Pending() = %+v, want the Starting decision of Survivor %d", k+1, p, who)
			}
			legal := s.Legal()
			if len(legal) != len(even) {
				t.Fatalf("choice %d: %d choices, want %d", k+1, len(legal), len(even))
			}
			j := rapid.IntRange(0, len(legal)-1).Draw(t, "choice")
			if got := s.Cards()[legal[j].(invader.ChooseStarting).Card].Card.Name; got != even[j].Name {
				t.Fatalf("choice %d: the card offered %d is the %s, want the %s", k+1, j, got, even[j].Name)
			}
			want[even[j].Name]++
			invadertest.CheckInvariants(t, s)
			s, _ = invadertest.CheckApply(t, s, legal[j])
		}
		invadertest.CheckInvariants(t, s)
		dealt := map[string]int{}
		for i := range n {
			h := s.Survivor(i).Hand
			if len(h) != 1 {
				t.Fatalf("%s starts with %v, want one card", s.Survivor(i).Card.Name, h)
			}
			dealt[h[0]]++
		}
		if !maps.Equal(dealt, want) {
			t.Fatalf("dealt %v, want %v", dealt, want)
		}
	})
}

// A position or a save whose choices of Starting cards the game cannot
// reach is refused, with the line at fault: a card not chosen in play, a
// choice still to make once the deal has begun.
func TestStartingChoicesRefused(t *testing.T) {
	m := crowdOf(t, mission.Invader, 8, 2)
	for _, tt := range []struct{ name, pos, want string }{
		{"a card not chosen in a Survivor's hand", "survivor Cole1 s hand1=Sledge#4", "did not choose"},
		{"no choice in round 1", "starting [none]", "still to choose"},
		{"no choice during the deal", "rules externalChance\nround 0\nphase setup\nchance kind=deal who=0\nstarting [none]", "still to choose"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := invader.ParsePosition(tt.pos, m)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("ParsePosition(%q): %v, want an error saying %q", tt.pos, err, tt.want)
			}
		})
	}
	t.Run("the choice still to make, before the deal", func(t *testing.T) {
		s, err := invader.ParsePosition("rules externalChance\nround 0\nphase setup\nstarting [none]", m)
		if err != nil {
			t.Fatal(err)
		}
		invadertest.CheckInvariants(t, s)
		if p := s.Pending(); p.Decision != invader.StartingDecision || p.Survivor != 7 {
			t.Errorf("Pending() = %+v, want the 8th Survivor's Starting card", p)
		}
	})
}
