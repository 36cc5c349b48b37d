package invader_test

import (
	"encoding/json"
	"fmt"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/xeno"
)

// Every kind of action comes with its notation and fields, for help
// screens, generators and docs.
func ExampleActionSpecs() {
	for _, sp := range invader.ActionSpecs() {
		if sp.Name == "Move" || sp.Name == "Attack" {
			fmt.Printf("%s: %s\n", sp.Name, sp.Notation)
			for _, f := range sp.Fields {
				fmt.Printf("  %s %q is a %s\n", f.Name, f.JSON, f.Role)
			}
		}
	}
	// Output:
	// Attack: SURVIVOR attack ZONE HAND [dual] [concentrated]
	//   Survivor "survivor" is a survivor
	//   Weapon "weapon" is a hand
	//   Dual "dual" is a flag
	//   Target "target" is a zone
	//   Concentrated "concentrated" is a flag
	// Move: SURVIVOR move ZONE
	//   Survivor "survivor" is a survivor
	//   To "to" is a zone
}

// A saved game loads back Equal to the State saved; another position is
// not Equal to it.
func ExampleState_Equal() {
	m, _ := mission.Builtin("M0")
	s, _ := invader.New(m, invader.Seed(1))
	data, _ := json.Marshal(s)
	var back invader.State
	if err := json.Unmarshal(data, &back); err != nil {
		fmt.Println(err)
	}
	next, _, _ := s.Apply(s.Legal()[0])
	fmt.Println(back.Equal(s), next.Equal(s))
	// Output: true false
}

// Every Equipment card of the game is in exactly one place: at the start
// of M0, six Starting cards are carried, the deck holds the rest but what
// the mission sets aside.
func ExampleState_Cards() {
	m, _ := mission.Builtin("M0")
	s, _ := invader.New(m, invader.Seed(1))
	count := map[invader.Place]int{}
	for _, c := range s.Cards() {
		count[c.Place]++
	}
	fmt.Println(count[invader.Carried], "carried,", count[invader.InDeck], "in the deck,", count[invader.SetAside], "set aside")
	// Output: 6 carried, 51 in the deck, 12 set aside
}

// View is what a server sends a client: the game as the players see it,
// with no seed and no generator to read the future from. Games that
// differ only in their future look the same.
func ExampleState_View() {
	g, _ := invader.New(tinyMission(), invader.Seed(1))
	other := g.Reseed(99) // the same game, another future
	v := g.View()
	fmt.Println(v.Equal(other.View()), g.Equal(other))
	fmt.Println(v.Rules().Seed, v.Rules().ExternalChance)
	fmt.Println(v.Pending().Decision, len(v.Legal()) == len(g.Legal()))
	// Output:
	// true false
	// 0 true
	// activation true
}

// Position writes a State in a few lines a person can read (what differs
// from the mission's set-up), and ParsePosition reads it back.
func ExampleParsePosition() {
	g, _ := invader.New(tinyMission(), invader.Seed(1))
	for _, a := range []string{"activate Cole", "Cole move c"} {
		act, _ := g.ParseAction(a)
		g, _, _ = g.Apply(act)
	}
	fmt.Print(g.Position())
	back, err := invader.ParsePosition(g.Position(), tinyMission())
	fmt.Println(err, back.Equal(g))

	s, err := invader.ParsePosition(`
turn active=Cole actions=3
survivor Cole c activated hand1=SMG
xenos r worker=2
`, tinyMission())
	fmt.Println(err, s.Pending().Decision, s.Xenos(s.Map().MustLookup("r"))[xeno.Worker])
	_, err = invader.ParsePosition("survivor Cole q", tinyMission())
	fmt.Println(err)
	// Output:
	// # tiny: round 1, players phase; next: action by Cole
	// mission tiny
	// rules seed=1
	// rng "cGNnOtcs8d9iHe0M7b/DdB69tCc="
	// turn active=Cole actions=2 acted
	// survivor Cole c activated hand1=SMG
	// survivor Vivian s hand1="Cattle Prod"
	// <nil> true
	// <nil> action 2
	// invader: position: line 1:15: there is no zone "q"
}

// A mission says which rules it is played by: Z1 is a 2nd Edition mission
// (seed 002), where a door opens only with a door opener in Hand.
func ExampleState_Ruleset() {
	m, _ := mission.Parse(`id: shed
ruleset: 2e
survivors: Nadia
goal: take all objectives
map:
+--+--+
|s Dr |
+--+--+

s: corridor start
r: room objective
`)
	s, _ := invader.ParsePosition("survivor Nadia s hand1=Pistol", m)
	fmt.Println(s.Ruleset())
	open, _ := s.ParseAction("Nadia open d0")
	_, _, err := s.Apply(open)
	fmt.Println(err)
	s, _ = invader.ParsePosition("survivor Nadia s hand1=Crowbar", m)
	_, events, err := s.Apply(open)
	fmt.Println(err, s.FormatEvent(events[0]))
	// Output:
	// 2e
	// invader: Nadia open d0: opening a door needs a door opener in hand
	// <nil> Nadia opens d0
}

// Fighting shows the attack under way: its dice, and the zone whose
// Xenos the attacker picks among as each hit is placed (p.31).
func ExampleState_Fighting() {
	s, _ := invader.ParsePosition(`
rules externalChance
turn active=Cole actions=3
survivor Cole r activated hand1="Heavy Cutter"
xenos r worker=1 tank=1 hunter=1
`, tinyMission())
	for _, text := range []string{"Cole attack r hand1", "chance 6", "chance 5"} {
		a, _ := s.ParseAction(text)
		s, _, _ = s.Apply(a)
		at, rolls, ok := s.Fighting()
		fmt.Println(s.Pending().Decision, ok, s.Map().Zone(at.Target).Name, rolls)
	}
	// Output:
	// chance true r []
	// chance true r [6]
	// target true r [6 5]
}
