package zombicide2_test

import (
	"testing"

	"github.com/invaderengine/invader/internal/nopanictest"
	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/zombicide2"
)

// No exported function or method of the package panics, whatever its
// arguments: unknown names, zero cards, Invader's cards.
func TestNoMethodPanics(t *testing.T) {
	c := nopanictest.Config{Values: []any{zombicide2.Survivors()[0], survivor.Base()[0], "Pip", "Molotov"}}
	for name, f := range map[string]any{
		"Zombies": zombicide2.Zombies, "Survivors": zombicide2.Survivors, "Survivor": zombicide2.Survivor,
		"CheckSurvivor": zombicide2.CheckSurvivor, "ChildSkill": zombicide2.ChildSkill, "Equipment": zombicide2.Equipment,
		"Card": zombicide2.Card, "Molotov": zombicide2.Molotov, "BackOf": zombicide2.BackOf,
		"ZombieDeck": zombicide2.ZombieDeck, "DeckWith": zombicide2.DeckWith, "Default": zombicide2.Default,
		"Aaahh": zombicide2.Aaahh,
	} {
		nopanictest.Func(t, name, f, c)
	}
	for name, v := range map[string]any{
		"a Back": zombicide2.Back(200), "Red": zombicide2.Red, "the Rules": zombicide2.Default(),
	} {
		nopanictest.Methods(t, name, v, c)
	}
}
