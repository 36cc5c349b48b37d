package mission_test

import (
	"fmt"

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
