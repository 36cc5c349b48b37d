package spawn_test

import (
	"slices"
	"testing"

	"github.com/invaderengine/invader/internal/jsontest"
	"github.com/invaderengine/invader/spawn"
	"github.com/invaderengine/invader/xeno"
)

// A Deck whose Entry and Card have every field set round-trips through
// JSON, under lowerCamelCase keys.
func TestDeckJSONKeys(t *testing.T) {
	c := spawn.Card{Type: spawn.Spawn, Kind: xeno.Hunter, Rush: true, Provisional: true, Lines: [4]spawn.Group{
		{Kind: xeno.Worker, Count: 1}, {Kind: xeno.Tank, Count: 2}, {Kind: xeno.Hunter, Count: 3}, {Kind: xeno.Spoiler, Count: 1}}}
	e := spawn.Entry{Card: c, Count: 3}
	jsontest.RoundTrip(t, spawn.Deck{e, {Card: spawn.Card{Type: spawn.Abomination}, Count: 1}}, slices.Equal[spawn.Deck])
	jsontest.Keys[spawn.Entry](t, jsontest.Marshal(t, e))
	jsontest.Keys[spawn.Card](t, jsontest.Marshal(t, c))
	jsontest.Keys[spawn.Group](t, jsontest.Marshal(t, c.Lines[0]))
}

// A card's Type travels in JSON by name.
func TestTypeText(t *testing.T) {
	jsontest.Names(t, []spawn.Type{spawn.Spawn, spawn.Extra, spawn.Abomination, spawn.MoldSpawn}, spawn.Type(0),
		`"Spawn"`, `"rush"`, `1`)
}
