package main

import (
	"fmt"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/mission"
)

// The README's position: any position of a mission in a few lines, played
// from; an action printed in words with FormatAction.
func Example_position() {
	m, _ := mission.Builtin("M0")
	s, err := invader.ParsePosition(`
turn active=Cole actions=3
survivor Cole c1 activated hand1=SMG
xenos c2 worker=2
`, m)
	if err != nil {
		fmt.Println(err)
		return
	}
	a := s.Legal()[0]
	fmt.Println(s.FormatAction(a)) // "Cole move s", not fmt.Println(a)
	fmt.Println(s.Pending().Decision, s.Xenos(m.Map.MustLookup("c2")).Total())
	// Output:
	// Cole move s
	// action 2
}
