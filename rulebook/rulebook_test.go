// Package rulebook_test is the rules of Zombicide: Invader as a
// specification a player can read: one file per section of the rulebook,
// named with its pages, each test a position in a few lines
// (invader.ParsePosition), the actions played from it in the game's
// notation, and the events they give in words. It uses the public API
// only, as any front end would; the root package keeps the tests of the
// engine's own mechanics.
//
// Every rule is played with the dice and cards given in the test
// ("chance 6" for a die's face, "chance Pistol" for a card), and every
// step is checked by invadertest.CheckApply and CheckInvariants.
package rulebook_test

import (
	"errors"
	"fmt"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/equipment"
	"github.com/invaderengine/invader/invadertest"
	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/survivor"
)

// A rule is one statement of the rulebook as a test.
type rule struct {
	name    string // the statement, with its page (p.NN)
	mission string // the mission file, its board drawn in the text map format; corridor when empty
	// edit, when not nil, changes what the text form cannot say of the
	// mission (Survivors beyond the six core ones).
	edit     func(m *mission.Mission)
	position string   // the position before the actions, without a mission line
	play     []string // the actions, in notation; the dice and cards as "chance LABEL"
	events   []string // every event of the actions, in words (State.FormatEvent); nil: not checked
	// refused, when not 0, is the Reason the last action is refused for;
	// the State is then the one before it.
	refused invader.Reason
	then    func(t *testing.T, s invader.State) // more checks on the State after the actions
	// skills are the Skill kinds the rule is about (pp.52-55), for the
	// check that every kind of survivor.Kinds() has a rule.
	skills []survivor.Kind
}

// corridor is the board of the rules that need little room: three
// corridor Zones in a row, the Player Starting Area at s and the Exit at
// c2.
const corridor = `id: corridor
title: three corridor Zones
goal: reach the exit
map:
+--+--+--+
|s .c1.c2|
+--+--+--+

s: corridor start
c1: corridor
c2: corridor exit
`

// check plays each rule as a subtest.
func check(t *testing.T, rules ...rule) {
	t.Helper()
	for _, r := range rules {
		t.Run(r.name, func(t *testing.T) { play(t, r) })
	}
}

// play sets up a rule's position, plays its actions and checks its
// events; it returns the State after them.
func play(t *testing.T, r rule) invader.State {
	t.Helper()
	s := position(t, r.mission, r.position, r.edit)
	got := []string{}
	for i, text := range r.play {
		a, err := s.ParseAction(text)
		if err != nil {
			t.Fatalf("%q: %v", text, err)
		}
		if r.refused != 0 && i == len(r.play)-1 {
			refuse(t, s, a, r.refused)
			break
		}
		if _, _, err := s.Apply(a); err != nil {
			t.Fatalf("%q: %v", text, err) // CheckApply accepts a refusal
		}
		var ev []invader.Event
		s, ev = invadertest.CheckApply(t, s, a)
		for _, e := range ev {
			got = append(got, s.FormatEvent(e))
		}
	}
	if r.events != nil {
		if diff := cmp.Diff(r.events, got); diff != "" {
			t.Errorf("events (-want +got):\n%s", diff)
		}
	}
	if r.then != nil {
		r.then(t, s)
	}
	return s
}

// position reads a position of the mission file text (corridor when
// empty, changed by edit when not nil), its chance given by the test.
func position(t *testing.T, text, pos string, edit func(*mission.Mission)) invader.State {
	t.Helper()
	if text == "" {
		text = corridor
	}
	m, err := mission.Parse(text)
	if err != nil {
		t.Fatalf("mission: %v", err)
	}
	if edit != nil {
		edit(&m)
	}
	s, err := invader.ParsePosition("rules externalChance\n"+strings.TrimSpace(pos), m)
	if err != nil {
		t.Fatalf("position: %v\n%s", err, pos)
	}
	invadertest.CheckInvariants(t, s)
	return s
}

// refuse checks that a is refused for reason and changes nothing.
func refuse(t *testing.T, s invader.State, a invader.Action, reason invader.Reason) {
	t.Helper()
	next, ev, err := s.Apply(a)
	var illegal *invader.IllegalError
	switch {
	case err == nil:
		t.Fatalf("%s was accepted, want refused: %v", s.FormatAction(a), reason)
	case !errors.Is(err, invader.ErrIllegal) || !errors.As(err, &illegal):
		t.Fatalf("%s: %v is not an IllegalError", s.FormatAction(a), err)
	case illegal.Reason != reason:
		t.Fatalf("%s refused for %v, want %v", s.FormatAction(a), illegal.Reason, reason)
	case len(ev) != 0 || !next.Equal(s):
		t.Fatalf("%s was refused but changed the State", s.FormatAction(a))
	}
}

// actionsLeft checks that the active Survivor has n general Actions
// left.
func actionsLeft(n int) func(t *testing.T, s invader.State) {
	return func(t *testing.T, s invader.State) {
		t.Helper()
		if got, _ := s.ActionsLeft(); got != n {
			t.Errorf("%d Actions left, want %d", got, n)
		}
	}
}

// noiseTokens checks the Noise tokens in the Zone named z (State.Noise:
// the Survivors there are not counted).
func noiseTokens(t *testing.T, s invader.State, z string, n int) {
	t.Helper()
	id, ok := s.Map().Lookup(z)
	if !ok {
		t.Fatalf("no Zone %q", z)
	}
	if got := s.Noise(id); got != n {
		t.Errorf("%d Noise tokens in %s, want %d", got, z, n)
	}
}

// xenosLeft checks the Xenos in the Zone named z, as a position's xenos
// line gives them ("worker=1 tank=1"; "" for none).
func xenosLeft(z, want string) func(t *testing.T, s invader.State) {
	return func(t *testing.T, s invader.State) {
		t.Helper()
		got := ""
		for _, l := range strings.Split(s.Position(), "\n") {
			if rest, ok := strings.CutPrefix(l, "xenos "+z+" "); ok {
				got = rest
			}
		}
		if got != want {
			t.Errorf("Xenos in %s: %q, want %q", z, got, want)
		}
	}
}

// equip gives a mission exactly the Equipment cards named, as "NAME" for
// one copy in the Equipment deck, "NAME*N" for N copies, "start:NAME" for
// a Starting card, "oxygen:NAME" for an Oxygen Supply Room's card; the
// cards are the box's.
func equip(t *testing.T, cards ...string) func(m *mission.Mission) {
	return func(m *mission.Mission) {
		t.Helper()
		m.Equipment = nil
		for _, c := range cards {
			g := equipment.Deck
			if rest, ok := strings.CutPrefix(c, "start:"); ok {
				c, g = rest, equipment.Start
			}
			if rest, ok := strings.CutPrefix(c, "oxygen:"); ok {
				c, g = rest, equipment.Oxygen
			}
			n := 1
			if name, count, ok := strings.Cut(c, "*"); ok {
				c = name
				fmt.Sscan(count, &n)
			}
			box := append(equipment.Core(), equipment.Entry{Card: equipment.UltraRailgun}) // and the sample Ultra weapon
			i := slices.IndexFunc(box, func(e equipment.Entry) bool { return e.Card.Name == c })
			if i < 0 {
				t.Fatalf("no Equipment card %q in the box", c)
			}
			m.Equipment = append(m.Equipment, equipment.Entry{Card: box[i].Card, Count: n, Group: g})
		}
	}
}

// cast replaces the mission's Survivors by cards of the given names, each
// a Civilian ("Sca") or a Soldier ("Sca:soldier") with Blue Skill blue.
func cast(blue survivor.Skill, names ...string) func(m *mission.Mission) {
	return func(m *mission.Mission) {
		m.Survivors = nil
		for _, n := range names {
			c := survivor.Card{Name: n, Class: survivor.Civilian, Blue: blue,
				Orange: [2]survivor.Skill{{Kind: survivor.Slippery}, {Kind: survivor.Medic}},
				Red:    [3]survivor.Skill{{Kind: survivor.Sniper}, {Kind: survivor.Tough}, {Kind: survivor.Taunt}}}
			if name, ok := strings.CutSuffix(n, ":soldier"); ok {
				c.Name, c.Class = name, survivor.Soldier
			}
			m.Survivors = append(m.Survivors, c)
		}
	}
}

// both applies the edits in turn.
func both(edits ...func(m *mission.Mission)) func(m *mission.Mission) {
	return func(m *mission.Mission) {
		for _, e := range edits {
			e(m)
		}
	}
}

// cardsAt checks where the Equipment cards are: "deck", "discard",
// "aside", "drawn", "NAME SLOT" for a card in a Survivor's slot and
// "NAME SLOT+" for the card attached to it; names sorted in each place.
func cardsAt(want map[string][]string) func(t *testing.T, s invader.State) {
	return func(t *testing.T, s invader.State) {
		t.Helper()
		slots := []string{"hand1", "hand2", "body1", "body2", "pack1", "pack2", "pack3", "pack4", "pack5"}
		cards := s.Cards()
		got := map[string][]string{}
		for _, c := range cards {
			var k string
			switch c.Place {
			case invader.Carried:
				k = s.Survivor(c.Survivor).Card.Name + " " + slots[c.Slot]
			case invader.Attached:
				h := cards[c.Host]
				k = s.Survivor(h.Survivor).Card.Name + " " + slots[h.Slot] + "+"
			default:
				k = c.Place.String()
			}
			got[k] = append(got[k], c.Card.Name)
		}
		for _, v := range got {
			sort.Strings(v)
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("the cards (-want +got):\n%s", diff)
		}
	}
}

// outcomes checks the pending chance event's outcomes, as "LABEL W/T".
func outcomes(want ...string) func(t *testing.T, s invader.State) {
	return func(t *testing.T, s invader.State) {
		t.Helper()
		var got []string
		for _, o := range s.ChanceOutcomes() {
			got = append(got, fmt.Sprintf("%s %d/%d", o.Label, o.Weight, o.Total))
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("chance outcomes (-want +got):\n%s", diff)
		}
	}
}

// legalFirst checks the first actions Legal lists, in notation.
func legalFirst(want ...string) func(t *testing.T, s invader.State) {
	return func(t *testing.T, s invader.State) {
		t.Helper()
		var got []string
		for _, a := range s.Legal() {
			got = append(got, s.FormatAction(a))
		}
		if len(got) < len(want) || !slices.Equal(got[:len(want)], want) {
			t.Errorf("Legal() = %q, want it to start with %q", got, want)
		}
	}
}

// all runs every check.
func all(checks ...func(t *testing.T, s invader.State)) func(t *testing.T, s invader.State) {
	return func(t *testing.T, s invader.State) {
		t.Helper()
		for _, c := range checks {
			c(t, s)
		}
	}
}

// pending checks what the game waits for.
func pending(d invader.Decision) func(t *testing.T, s invader.State) {
	return func(t *testing.T, s invader.State) {
		t.Helper()
		if got := s.Pending().Decision; got != d {
			t.Errorf("Pending() = %+v, want %v", s.Pending(), d)
		}
	}
}
