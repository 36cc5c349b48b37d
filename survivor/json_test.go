package survivor_test

import (
	"testing"

	"github.com/invaderengine/invader/internal/jsontest"
	"github.com/invaderengine/invader/survivor"
)

// A Card with every field set round-trips through JSON, under lowerCamelCase
// keys.
func TestCardJSONKeys(t *testing.T) {
	c := survivor.Card{
		Name: "Elsa", Class: survivor.Soldier, Provisional: true,
		Blue:   survivor.Skill{Kind: survivor.StartsWith, Card: "Sledge"},
		Orange: [2]survivor.Skill{{Kind: survivor.FreeAction, Action: survivor.Ranged}, {Kind: survivor.Slippery}},
		Red:    [3]survivor.Skill{{Kind: survivor.PlusOneDamageWith, Card: "SMG"}, {Kind: survivor.PlusOneDie, Action: survivor.Melee}, {Kind: survivor.Lucky}},
	}
	data := jsontest.RoundTrip(t, c, func(a, b survivor.Card) bool { return a == b })
	jsontest.Keys[survivor.Card](t, data)
}
