package mission_test

import (
	"fmt"
	"strings"

	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/xeno"
	"github.com/invaderengine/invader/zone"
)

// A tiny mission: two Survivors start in a corridor, must take the
// Objective in the room past a Worker, then leave by the exit.
func ExampleMission_Validate() {
	board := zone.MustParse(`
+--+--+
|s .c |
+--+oo+
   |r |
   +--+

s: corridor start
c: corridor exit
r: room objective
`)
	m := mission.Mission{
		ID:        "T1",
		Title:     "Grab and go",
		Map:       board,
		Survivors: survivor.Base()[:2],
		Goals:     []mission.Goal{{Kind: mission.TakeAllObjectives}, {Kind: mission.ReachExit}},
		Xenos:     []mission.Xenos{{Zone: board.MustLookup("r"), Kind: xeno.Worker, Count: 1}},
	}
	fmt.Println("valid:", m.Validate() == nil)
	fmt.Println("start:", board.Zone(m.Start()).Name)
	for _, c := range m.Cards() {
		fmt.Println("survivor:", c.Name)
	}
	fmt.Println("objective XP:", m.XPForObjective())
	for i, g := range m.Goals {
		fmt.Printf("goal %d: %v\n", i+1, g.Kind)
	}

	m.Xenos[0].Count = 36 // the box has 35 Workers
	fmt.Println("valid with 36 Workers:", m.Validate() == nil)
	// Output:
	// valid: true
	// start: s
	// survivor: Cole
	// survivor: Vivian
	// objective XP: 5
	// goal 1: take all objectives
	// goal 2: reach the exit
	// valid with 36 Workers: false
}

func ExampleGoalKind_MarshalText() {
	text, _ := mission.ReachExit.MarshalText()
	fmt.Printf("%s\n", text)
	var k mission.GoalKind
	err := k.UnmarshalText([]byte("take all objectives"))
	fmt.Println(k == mission.TakeAllObjectives, err)
	// Output:
	// reach the exit
	// true <nil>
}

// A mission written as text: numbered Objectives (the blue token first,
// then every other), then the Exit. Parse says where a mistake is.
func ExampleParse() {
	m, err := mission.Parse(`id: T2
title: Key first
goal: take blue objectives
goal: take all objectives
goal: reach the exit
map:
+--+--+--+
|s .c Dr |
+--+--+--+

s: corridor start exit
c: corridor objective=blue
r: room objective
`)
	if err != nil {
		fmt.Println(err)
		return
	}
	for i, g := range m.Goals {
		fmt.Printf("goal %d: %v\n", i+1, g)
	}
	_, err = mission.Parse("goal: take pink objectives\nmap:\n")
	fmt.Println(err)
	// Output:
	// goal 1: take blue objectives
	// goal 2: take all objectives
	// goal 3: reach the exit
	// mission: line 1:7: goal "take pink objectives": want "take all objectives", "take COLOUR objectives", "reach the exit" or "escape through the exit"
}

func ExampleBuiltins() {
	for _, id := range mission.Builtins() {
		m, _ := mission.Builtin(id)
		fmt.Printf("%s %s: %d goals\n", m.ID, m.Title, len(m.Goals))
	}
	// Output:
	// M0 Breach!: 2 goals
	// M1 Gathering Forces: 2 goals
	// M2 Rock'n Rolly: 3 goals
	// M3 The Rearguard: 2 goals
	// M4 The Engineers: 3 goals
	// M5 Arms Race: 2 goals
	// M6 Playing with Fire: 2 goals
	// X1 The Prison Block: 2 goals
	// Z1 The Town Block: 2 goals
	// M11 Rescue the Scientists: 2 goals
}

// Z1 is a 2nd Edition mission (seed 002): BuiltinsOf lists it under its
// ruleset, and its defaults are package zombicide2's.
func ExampleBuiltinsOf() {
	fmt.Println(mission.Builtins())
	fmt.Println(mission.BuiltinsOf(mission.SecondEdition))
	m, _ := mission.Builtin("Z1")
	fmt.Println(m.Title, m.Ruleset, len(m.Cards()), "survivors, first", m.Cards()[0].Name, "and", m.Kinds()[0].Name+"s")
	// Output:
	// [M0 M1 M2 M3 M4 M5 M6 X1 Z1 M11]
	// [Z1]
	// The Town Block 2e 4 survivors, first Nadia and Walkers
}

// The ruleset is a line of the text form, and chooses the names the
// survivors line reads (seed 002).
func ExampleRuleset() {
	m, err := mission.Parse(`ruleset: 2e
survivors: Pip Lou
goal: take all objectives
map:
+--+--+
|s .c |
+--+--+

s: corridor start
c: corridor objective
`)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(m.Ruleset, m.Cards()[0].Name, m.Cards()[0].Class)
	_, err = mission.Parse("ruleset: 3e\n")
	fmt.Println(err)
	// Output:
	// 2e Pip child
	// mission: line 1:10: ruleset "3e": want invader or 2e
}

// Each Survivor beyond six adds a card from outside the box to the
// Starting Equipment (seed 004, §15), by ruleset: the 8th's, 10th's... of
// the players' choice, the first by default.
func ExampleMission_ExtraStarting() {
	for _, id := range []string{"M1", "Z1"} {
		m, _ := mission.Builtin(id)
		odd, even := m.ExtraStarting()
		var names []string
		for _, c := range even {
			names = append(names, c.Name)
		}
		fmt.Printf("%s: the 7th %s, the 8th %s\n", m.Ruleset, odd.Name, strings.Join(names, " or "))
	}
	// Output:
	// invader: the 7th Cattle Prod, the 8th SMG or Sledge or Cattle Prod
	// 2e: the 7th Baseball Bat, the 8th Crowbar or Fire Axe or Pistol
}
