package spawn_test

import (
	"testing"

	"github.com/invaderengine/invader/internal/nopanictest"
	"github.com/invaderengine/invader/spawn"
	"github.com/invaderengine/invader/xeno"
)

// No exported function or method of the package panics, on the real deck
// and its cards or zero values, whatever its arguments: levels and kinds
// out of range, extreme adjustments, zero catalogues.
func TestNoMethodPanics(t *testing.T) {
	d := spawn.Invader()
	c := nopanictest.Config{Values: []any{xeno.Invader}}
	for name, v := range map[string]any{
		"the Invader deck": d, "the nil Deck": spawn.Deck(nil), "a card": d[0].Card, "the zero Card": spawn.Card{},
		"an Entry": d[0], "the zero Group": spawn.Group{}, "a Type": spawn.Type(200), "a *Type": new(spawn.Type),
	} {
		nopanictest.Methods(t, name, v, c)
	}
	for i, e := range d {
		nopanictest.Methods(t, "card "+e.Card.String(), e.Card, c)
		if i > 3 {
			break
		}
	}
	nopanictest.Func(t, "Invader", spawn.Invader, c)
}

// No exported method declared on a pointer receiver panics on a nil one,
// whatever its arguments: a nil pointer answers as the zero value, and an
// Unmarshal method returns an error.
func TestNoNilReceiverPanics(t *testing.T) {
	nopanictest.NilReceivers(t, nopanictest.Config{}, (*spawn.Type)(nil))
}
