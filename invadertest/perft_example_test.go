package invadertest_test

import (
	"fmt"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/invadertest"
	"github.com/invaderengine/invader/mission"
)

// Count the lines of play from a position: Cole, alone in a corridor with
// an SMG, a Worker in the next Zone. Under external chance each die he
// rolls is a ply of six branches, whose weights add up to one.
func ExamplePerft() {
	m, err := mission.Parse(`id: corridor
title: three corridor Zones
goal: reach the exit
survivors: Cole
map:
+--+--+--+
|s .c1.c2|
+--+--+--+

s: corridor start
c1: corridor
c2: corridor exit
`)
	if err != nil {
		fmt.Println(err)
		return
	}
	s, err := invader.ParsePosition("rules externalChance\nsurvivor Cole s hand1=SMG\nxenos c1 worker=1", m)
	if err != nil {
		fmt.Println(err)
		return
	}
	for depth := 1; depth <= 3; depth++ {
		r, err := invadertest.Perft(s, depth)
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Printf("depth %d: %v\n", depth, r)
	}
	// Perft divide: the lines below each first action.
	lines, err := invadertest.Divide(s, 2)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, l := range lines {
		fmt.Println(l)
	}
	// Output:
	// depth 1: nodes=7 weight=7 won=0 lost=0 ended=0 events=13 Attack=2 Discard=1 EndTurn=1 MakeNoise=1 Move=1 Reorganize=1
	// depth 2: nodes=45 weight=35 won=1 lost=0 ended=0 events=78 Arrange=6 Attack=6 Chance=12 Discard=4 DoneReorganizing=1 EndTurn=4 MakeNoise=4 Move=5 Reorganize=3
	// depth 3: nodes=271 weight=171 won=4 lost=0 ended=1 events=593 Arrange=54 Attack=20 Chance=108 Discard=19 DoneReorganizing=10 EndTurn=16 MakeNoise=16 Move=18 Reorganize=10
	// Cole move c1: 8 8
	// Cole attack c1 hand1: 6 1
	// Cole attack c1 hand1 concentrated: 6 1
	// Cole noise: 7 7
	// Cole reorganize Cole: 8 8
	// Cole end: 7 7
	// Cole discard card4: 3 3
}
