package machine_test

import (
	"fmt"
	"testing"

	"github.com/invaderengine/invader/machine"
)

// p.25: the Bot moves, fights in Melee and shoots; the Sentry Gun only
// shoots. The numbers are provisional.
func TestInvader(t *testing.T) {
	bot, sentry := machine.Invader[machine.Bot], machine.Invader[machine.Sentry]
	switch {
	case !bot.Moves || !bot.Melee.Has() || !bot.Ranged.Has():
		t.Errorf("p.25: the Bot %+v must move, fight in Melee and shoot", bot)
	case sentry.Moves || sentry.Melee.Has() || !sentry.Ranged.Has():
		t.Errorf("p.25: the Sentry Gun %+v only shoots", sentry)
	case !bot.Provisional || !sentry.Provisional:
		t.Error("the Machines' numbers are not confirmed: they must be marked provisional")
	}
	if err := machine.Invader.Validate(); err != nil {
		t.Errorf("Invader.Validate() = %v", err)
	}
}

func TestValidate(t *testing.T) {
	bad := []machine.Catalog{
		{{Name: ""}},
		{{Name: "x", Ranged: machine.Weapon{Dice: 2, Accuracy: 0}}},
		{{Name: "x", Ranged: machine.Weapon{Dice: 40, Accuracy: 4}}},
		{{Name: "x", Ranged: machine.Weapon{Dice: 2, Accuracy: 4, MinRange: 2, MaxRange: 1}}},
		make(machine.Catalog, 9),
	}
	for i, c := range bad {
		if err := c.Validate(); err == nil {
			t.Errorf("bad[%d].Validate() = nil, want an error", i)
		}
	}
}

func Example() {
	for _, p := range machine.Invader {
		fmt.Printf("%s: moves %v, melee %v, ranged %d-%d\n", p.Name, p.Moves, p.Melee.Has(), p.Ranged.MinRange, p.Ranged.MaxRange)
	}
	// Output:
	// Peacekeeper Bot: moves true, melee true, ranged 1-2
	// Falchion Sentry Gun: moves false, melee false, ranged 1-3
}
