package invader_test

import (
	"encoding/json"
	"fmt"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/mission"
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
