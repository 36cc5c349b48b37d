package survivor_test

import (
	"testing"

	"github.com/invaderengine/invader/internal/nopanictest"
	"github.com/invaderengine/invader/survivor"
)

// No exported function or method of the package panics, on the real cards
// and skills or zero values, whatever its arguments: levels, kinds and
// classes out of range, text of no skill.
func TestNoMethodPanics(t *testing.T) {
	c := nopanictest.Config{}
	values := map[string]any{
		"the zero Card": survivor.Card{}, "the zero Skill": survivor.Skill{}, "a Skill out of range": survivor.Skill{Kind: 200, Action: 200},
		"the Yellow skill": survivor.YellowSkill(), "an Action": survivor.Action(200), "an Area": survivor.Area(200),
		"a Class": survivor.Class(200), "a *Class": new(survivor.Class), "a Kind": survivor.Kind(200), "a Level": survivor.Level(200),
		"a *Level": new(survivor.Level), "a Param": survivor.Param(200), "a *Skill": new(survivor.Skill), "the zero KindInfo": survivor.KindInfo{},
	}
	for _, card := range survivor.Base() {
		values["card "+card.Name] = card
	}
	for _, k := range survivor.Kinds() {
		values["kind "+k.Info().Name] = k
	}
	for name, v := range values {
		nopanictest.Methods(t, name, v, c)
	}
	for name, f := range map[string]any{"Base": survivor.Base, "Lookup": survivor.Lookup, "Kinds": survivor.Kinds,
		"LevelOf": survivor.LevelOf, "ParseSkill": survivor.ParseSkill, "YellowSkill": survivor.YellowSkill} {
		nopanictest.Func(t, name, f, c)
	}
}

// No exported method declared on a pointer receiver panics on a nil one,
// whatever its arguments: a nil pointer answers as the zero value, and an
// Unmarshal method returns an error.
func TestNoNilReceiverPanics(t *testing.T) {
	nopanictest.NilReceivers(t, nopanictest.Config{}, (*survivor.Class)(nil), (*survivor.Level)(nil), (*survivor.Skill)(nil))
}
