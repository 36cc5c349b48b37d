package combat_test

import (
	"testing"

	"github.com/invaderengine/invader/combat"
	"github.com/invaderengine/invader/internal/nopanictest"
	"github.com/invaderengine/invader/xeno"
)

// No exported function or method of the package panics, on a real attack
// or the zero one, whatever its arguments: rolls out of range, extreme
// Damage, Plans and Targets of no kind; nor on a nil *Attack, which
// answers as the zero one.
func TestNoMethodPanics(t *testing.T) {
	a := &combat.Attack{Weapons: []combat.Weapon{{Dice: 2, Accuracy: 4, Damage: 1}}, Ranged: true,
		Targets: xeno.Counts{xeno.Worker: 2, xeno.Tank: 1}, Kinds: xeno.Invader}
	bad := &combat.Attack{Weapons: []combat.Weapon{{Dice: 99, Accuracy: -1, Damage: 1 << 40}}, FreeTargets: true,
		Plan: []xeno.Kind{200}, Targets: xeno.Counts{255, 255, 255}, Kinds: xeno.Invader[:1]}
	for name, v := range map[string]*combat.Attack{"an attack": a, "the zero Attack": {}, "an attack out of range": bad, "a nil Attack": nil} {
		c := nopanictest.Config{Values: []any{a}, Zeros: []any{v}}
		nopanictest.Methods(t, name, v, c)
		nopanictest.Func(t, name+": Odds", combat.Odds, c)
		nopanictest.Func(t, name+": Resolve", combat.Resolve, c)
	}
	nopanictest.Methods(t, "an Outcome", combat.Outcome{}, nopanictest.Config{})
	nopanictest.NilReceivers(t, nopanictest.Config{Values: []any{a}}, (*combat.Attack)(nil))
}
