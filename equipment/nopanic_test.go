package equipment_test

import (
	"testing"

	"github.com/invaderengine/invader/equipment"
	"github.com/invaderengine/invader/internal/nopanictest"
)

// No exported function or method of the package panics, on the real cards
// or zero values, whatever its arguments.
func TestNoMethodPanics(t *testing.T) {
	for name, v := range map[string]any{
		"the SMG": equipment.SMG, "the Flamethrower": equipment.Flamethrower, "the zero Card": equipment.Card{},
		"a Slot": equipment.Slot(200), "a *Slot": new(equipment.Slot), "an Ammo": equipment.Ammo(200),
		"an Attach": equipment.Attach(200), "a Group": equipment.Group(200), "a Weapon": equipment.Weapon(200),
		"the zero Entry": equipment.Entry{}, "a MoldSpawn": equipment.MoldSpawn{},
	} {
		nopanictest.Methods(t, name, v, nopanictest.Config{})
	}
	for _, e := range equipment.Core() {
		nopanictest.Methods(t, e.Card.Name, e.Card, nopanictest.Config{})
	}
	nopanictest.Func(t, "Core", equipment.Core, nopanictest.Config{})
	nopanictest.Func(t, "StartingPool", equipment.StartingPool, nopanictest.Config{})
}

// No exported method declared on a pointer receiver panics on a nil one,
// whatever its arguments: a nil pointer answers as the zero value, and an
// Unmarshal method returns an error.
func TestNoNilReceiverPanics(t *testing.T) {
	nopanictest.NilReceivers(t, nopanictest.Config{}, (*equipment.Slot)(nil))
}
