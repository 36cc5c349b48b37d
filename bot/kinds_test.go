package bot

import (
	"maps"
	"slices"
	"testing"

	"github.com/invaderengine/invader/internal/kindtest"
)

// greedyLeaves are the kinds of action greedy.go never names, with what
// Greedy does about them: it takes the first legal choice at every
// decision but an Action, a Keep and a hit, and at an Action decision it
// weighs only the kinds greedy.go names. A new kind of action goes either
// here or into greedy.go, where Greedy weighs it.
var greedyLeaves = map[string]string{
	"Activate":         "the first legal choice of an activation",
	"Arrange":          "the first legal choice of a Reorganize",
	"Attach":           "the first legal choice of a Reorganize",
	"DoneReorganizing": "the first legal choice of a Reorganize",
	"Reorganize":       "never taken at an Action decision: cards go where Keep puts them",
	"AssignWound":      "the first legal choice of a wound",
	"TakeWound":        "the first legal choice of a soak, and of a brace without a card that heals",
	"Chance":           "the first legal choice, when the game does not roll itself",
	"ChooseSkill":      "the first legal choice of a Skill",
	"ChooseStarting":   "the first legal choice of a Starting card: the default",
	"Reroll":           "the first legal choice of a re-roll",
	"SplitXenos":       "the first legal choice of a split",
	"CloseDoor":        "never taken: the bot opens and forces doors on its way (OpenDoor, ForceDoor)",
	"MakeNoise":        "never taken",
	"Bloodlust":        "never taken: of the Skills' Actions none is weighed, only Move and Attack",
	"Jump":             "never taken, as Bloodlust",
	"Lifesave":         "never taken, as Bloodlust",
	"Shove":            "never taken, as Bloodlust",
	"Taunt":            "never taken, as Bloodlust",
	"Heal":             "never taken, as Bloodlust",
	"Lead":             "never taken, as Bloodlust",
	"MachineMove":      "never taken: a Machine only forces doors (MachineForceDoor)",
	"MachineAttack":    "never taken, as MachineMove",
	"TurnGate":         "never taken: revolving gates stay as they are",
}

// Every kind of action is either one that greedy.go weighs by name or one
// that greedyLeaves says it leaves to its defaults, and no kind is both: a
// new kind of action fails here until someone decides what Greedy does
// with it.
func TestGreedyKnowsEveryActionKind(t *testing.T) {
	src := kindtest.Read(t, "greedy.go")
	leaves := map[string]bool{}
	for k := range greedyLeaves {
		leaves[k] = true
	}
	if missing := kindtest.Missing(src.Named, leaves); len(missing) > 0 {
		t.Errorf("Greedy neither weighs nor leaves %v: name each in greedy.go or in greedyLeaves with what Greedy does about it", missing)
	}
	for _, k := range slices.Sorted(maps.Keys(greedyLeaves)) {
		if src.Named[k] {
			t.Errorf("greedy.go names %s, which greedyLeaves says it leaves to its defaults", k)
		}
		if !slices.Contains(kindtest.Kinds(), k) {
			t.Errorf("greedyLeaves lists %s, which is no kind of action", k)
		}
	}
}
