package machine_test

import (
	"testing"

	"github.com/invaderengine/invader/internal/nopanictest"
	"github.com/invaderengine/invader/machine"
)

// No exported method of the package panics, on the real catalogue or zero
// values, whatever its arguments.
func TestNoMethodPanics(t *testing.T) {
	for name, v := range map[string]any{
		"Invader": machine.Invader, "the nil Catalog": machine.Catalog(nil), "a Kind": machine.Kind(200),
		"a *Kind": new(machine.Kind), "the zero Weapon": machine.Weapon{}, "the zero Profile": machine.Profile{},
	} {
		nopanictest.Methods(t, name, v, nopanictest.Config{})
	}
}

// The package declares no exported method on a pointer receiver; should
// one come, this test calls it on a nil receiver once it is listed here.
func TestNoNilReceiverPanics(t *testing.T) {
	nopanictest.NilReceivers(t, nopanictest.Config{})
}
