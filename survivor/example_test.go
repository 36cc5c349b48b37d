package survivor_test

import (
	"fmt"

	"github.com/invaderengine/invader/survivor"
)

// The Danger Level of a Survivor at the boundaries of p.17.
func ExampleLevelOf() {
	for _, xp := range []int{0, 6, 7, 18, 19, 42, 43} {
		fmt.Printf("%2d XP: %v\n", xp, survivor.LevelOf(xp))
	}
	// Output:
	//  0 XP: blue
	//  6 XP: blue
	//  7 XP: yellow
	// 18 XP: yellow
	// 19 XP: orange
	// 42 XP: orange
	// 43 XP: red
}

// Skills are read from their printed names, in any case.
func ExampleParseSkill() {
	for _, text := range []string{"+1 free move action", "Starts with Sledge", "+1 die: Move", "Break-in"} {
		s, err := survivor.ParseSkill(text)
		if err != nil {
			fmt.Printf("%q: not a Skill\n", text)
			continue
		}
		fmt.Printf("%q: %v (%v)\n", text, s, s.Kind.Info().Area == survivor.Economy)
	}
	// Output:
	// "+1 free move action": +1 free Move Action (true)
	// "Starts with Sledge": Starts with Sledge (false)
	// "+1 die: Move": not a Skill
	// "Break-in": not a Skill
}

// The Skills a Survivor is offered at each Danger Level.
func ExampleCard_Choices() {
	magnus, _ := survivor.Lookup("Magnus")
	for _, l := range []survivor.Level{survivor.Blue, survivor.Yellow, survivor.Orange, survivor.Red} {
		fmt.Printf("%v (%d XP): %q\n", l, l.Threshold(), magnus.Choices(l))
	}
	// Output:
	// blue (0 XP): ["Tough"]
	// yellow (7 XP): ["+1 Action"]
	// orange (19 XP): ["+1 die: Melee" "Taunt"]
	// red (43 XP): ["Super strength" "+1 free Combat Action" "Shove"]
}
