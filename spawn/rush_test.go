package spawn_test

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/invaderengine/invader/internal/nopanictest"
	"github.com/invaderengine/invader/spawn"
	"github.com/invaderengine/invader/xeno"
)

// zombies is a catalogue in the shape of 2nd Edition's (seed 002), with
// names of more than one word, which the names of cards must carry.
var zombies = xeno.Catalog{
	{Name: "Walker", Damage: 1, Toughness: 1, XP: 1, Actions: 1, Priority: 3, Supply: 40},
	{Name: "Runner", Damage: 1, Toughness: 1, XP: 1, Actions: 2, Priority: 4, Supply: 16},
	{Name: "Brute", Damage: 1, Toughness: 2, XP: 1, Actions: 1, Priority: 2, Supply: 16},
	{Name: "Patient Zero", Damage: 1, Toughness: 3, XP: 5, Actions: 1, Priority: 2, Supply: 1, Abom: true},
}

const walker, runner, brute, patientZero xeno.Kind = 0, 1, 2, 3

func lines(k xeno.Kind, blue, yellow, orange, red int) [4]spawn.Group {
	return [4]spawn.Group{{Kind: k, Count: blue}, {Kind: k, Count: yellow}, {Kind: k, Count: orange}, {Kind: k, Count: red}}
}

// seed 002: a Rush card's zombies "spawn and act at once": a Spawn card
// with Rush; its name and String say so.
func TestRushNameSeed002(t *testing.T) {
	mixed := [4]spawn.Group{{Kind: walker, Count: 1}, {Kind: brute, Count: 1}, {Kind: brute, Count: 2}, {Kind: patientZero, Count: 1}}
	for _, tc := range []struct {
		c            spawn.Card
		name, str    string
		nameWithNone string // Name(nil): kinds by number
	}{
		{spawn.Card{Type: spawn.Spawn, Rush: true, Lines: lines(walker, 1, 2, 3, 4)},
			"rush: spawn Walker 1/2/3/4", "rush: spawn 1/2/3/4 of kind 0", "rush: spawn kind 0 1/2/3/4"},
		{spawn.Card{Type: spawn.Spawn, Rush: true, Provisional: true, Lines: mixed},
			"rush: spawn 1 Walker/1 Brute/2 Brute/1 Patient Zero", "rush: spawn 1/1/2/1 of kind 0",
			"rush: spawn 1 kind 0/1 kind 2/2 kind 2/1 kind 3"},
		{spawn.Card{Type: spawn.Spawn, Lines: lines(runner, 0, 1, 2, 3)},
			"spawn Runner 0/1/2/3", "spawn 0/1/2/3 of kind 1", "spawn kind 1 0/1/2/3"},
		// Invalid, but shown as it is: a name hides nothing.
		{spawn.Card{Type: spawn.Extra, Kind: brute, Rush: true},
			"rush: extra activation: Brute", "rush: extra activation of kind 2", "rush: extra activation: kind 2"},
	} {
		if got := tc.c.Name(zombies); got != tc.name {
			t.Errorf("seed 002: Name = %q, want %q", got, tc.name)
		}
		if got := tc.c.String(); got != tc.str {
			t.Errorf("seed 002: String = %q, want %q", got, tc.str)
		}
		if got := tc.c.Name(nil); got != tc.nameWithNone {
			t.Errorf("seed 002: Name(nil) = %q, want %q", got, tc.nameWithNone)
		}
	}
}

// seed 002: only a Spawn card is Rush; Validate names the deck index of
// one that is not.
func TestRushValidateSeed002(t *testing.T) {
	ok := spawn.Entry{Card: spawn.Card{Type: spawn.Spawn, Rush: true, Lines: lines(walker, 1, 2, 3, 4)}, Count: 3}
	require.NoError(t, spawn.Deck{ok}.Validate(zombies), "seed 002: a Rush spawn card")
	for _, tc := range []struct {
		what string
		c    spawn.Card
	}{
		{"extra activation", spawn.Card{Type: spawn.Extra, Kind: runner, Rush: true}},
		{"abomination", spawn.Card{Type: spawn.Abomination, Rush: true}},
		{"mold", spawn.Card{Type: spawn.MoldSpawn, Rush: true, Lines: lines(walker, 1, 1, 1, 1)}},
	} {
		err := spawn.Deck{ok, ok, {Card: tc.c, Count: 1}}.Validate(zombies)
		require.Error(t, err, "seed 002: a Rush %s card", tc.what)
		for _, want := range []string{"deck[2]", "a card of type " + tc.c.Type.String() + " marked Rush", "only a spawn card"} {
			require.Contains(t, err.Error(), want, "seed 002: a Rush %s card", tc.what)
		}
	}
}

// Invader has no Rush card: its deck's JSON and names are as before the
// field (the golden files hold them).
func TestInvaderHasNoRush(t *testing.T) {
	for i, e := range spawn.Invader() {
		data, err := json.Marshal(e)
		require.NoError(t, err)
		if e.Card.Rush || strings.Contains(string(data), "rush") || strings.Contains(e.Card.Name(xeno.Invader), "rush") ||
			strings.Contains(e.Card.String(), "rush") {
			t.Errorf("deck[%d]: an Invader card shows Rush: %s, %q", i, data, e.Card.Name(xeno.Invader))
		}
	}
	data, err := json.Marshal(spawn.Card{Type: spawn.Spawn, Rush: true})
	require.NoError(t, err)
	require.Contains(t, string(data), `"rush":true`, "seed 002")
}

func TestParseName(t *testing.T) {
	for _, tc := range []struct {
		s    string
		want spawn.Card
	}{
		{"spawn Walker 1/2/4/6", spawn.Card{Type: spawn.Spawn, Lines: lines(walker, 1, 2, 4, 6)}},
		{"spawn Patient Zero 0/0/1/1", spawn.Card{Type: spawn.Spawn, Lines: lines(patientZero, 0, 0, 1, 1)}},
		{"spawn 1 Walker/1 Brute/2 Brute/1 Patient Zero", spawn.Card{Type: spawn.Spawn,
			Lines: [4]spawn.Group{{Kind: walker, Count: 1}, {Kind: brute, Count: 1}, {Kind: brute, Count: 2}, {Kind: patientZero, Count: 1}}}},
		{"rush: spawn Runner 1/1/2/3", spawn.Card{Type: spawn.Spawn, Rush: true, Lines: lines(runner, 1, 1, 2, 3)}}, // seed 002
		{"spawn kind 7 1/2/3/4", spawn.Card{Type: spawn.Spawn, Lines: lines(7, 1, 2, 3, 4)}},
		{"spawn Walker -1/0/300/2", spawn.Card{Type: spawn.Spawn, Lines: lines(walker, -1, 0, 300, 2)}},
		{"extra activation: Brute", spawn.Card{Type: spawn.Extra, Kind: brute}},
		{"extra activation: kind 255", spawn.Card{Type: spawn.Extra, Kind: 255}},
		{"mold: 2 Runner", spawn.Card{Type: spawn.MoldSpawn, Lines: lines(runner, 2, 2, 2, 2)}},
		{"abomination", spawn.Card{Type: spawn.Abomination}},
	} {
		got, err := spawn.ParseName(zombies, tc.s)
		if err != nil || got != tc.want {
			t.Errorf("ParseName(%q) = %+v, %v; want %+v", tc.s, got, err, tc.want)
		}
	}
	for _, bad := range []string{
		"", "spawn", "spawn ", "Spawn Walker 1/2/3/4", "spawn Walker 1/2/3", "spawn Walker 1/2/3/4/5", "spawn Walker +1/2/3/4",
		"spawn Walker 01/2/3/4", "spawn Walker 1/2/x/4", "spawn Zombie 1/2/3/4", "spawn kind 0 1/2/3/4", "spawn kind 256 1/2/3/4",
		"spawn 1 Walker/2 Walker/3 Walker/4 Walker", // one kind: Name writes "spawn Walker 1/2/3/4"
		"spawn 1 Walker/2 Walker/3 Brute", "spawn 1 Walker/x Brute/2 Brute/3 Brute", "spawn 1 Walker/2 Brute/3 Brute/4",
		"extra activation: ", "extra activation: Zombie", "extra activation:Brute", "mold: Walker", "mold: 1", "mold: 1 Zombie",
		"abomination ", "rush: abomination", "rush: extra activation: Walker", "rush: mold: 1 Walker", // seed 002: Rush spawns
		"rush: rush: spawn Walker 1/2/3/4", "rush:spawn Walker 1/2/3/4", "Type(0)", "extra activation",
	} {
		if c, err := spawn.ParseName(zombies, bad); err == nil {
			t.Errorf("ParseName(%q) = %+v; want an error", bad, c)
		} else if !strings.HasPrefix(err.Error(), "spawn: ParseName(") {
			t.Errorf("ParseName(%q): error %q does not say where", bad, err)
		}
	}
}

// genCard draws any card, valid or not, with kinds in and past zombies.
func genCard(t *rapid.T) spawn.Card {
	kind := rapid.Custom(func(t *rapid.T) xeno.Kind {
		return xeno.Kind(rapid.IntRange(0, len(zombies)+2).Draw(t, "kind"))
	})
	c := spawn.Card{
		Type:        spawn.Type(rapid.IntRange(0, int(spawn.MoldSpawn)+1).Draw(t, "type")),
		Kind:        kind.Draw(t, "extra"),
		Rush:        rapid.Bool().Draw(t, "rush"),
		Provisional: rapid.Bool().Draw(t, "provisional"),
	}
	for i := range c.Lines {
		c.Lines[i] = spawn.Group{Kind: kind.Draw(t, "line kind"), Count: rapid.IntRange(-2, 300).Draw(t, "count")}
	}
	return c
}

// canonical is what a card's name shows of it: ParseName's card.
func canonical(c spawn.Card) spawn.Card {
	out := spawn.Card{Type: c.Type, Rush: c.Rush}
	switch c.Type {
	case spawn.Spawn:
		out.Lines = c.Lines
	case spawn.MoldSpawn:
		out.Lines = [4]spawn.Group{c.Lines[0], c.Lines[0], c.Lines[0], c.Lines[0]}
	case spawn.Extra:
		out.Kind = c.Kind
	}
	return out
}

// seed 002: any card of a known type, Rush or not (on a Spawn card),
// survives its name, with the catalogue or without (kinds by number).
func TestNameRoundTripSeed002(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		c := genCard(t)
		if c.Type < spawn.Spawn || c.Type > spawn.MoldSpawn || c.Rush && c.Type != spawn.Spawn {
			if got, err := spawn.ParseName(zombies, c.Name(zombies)); err == nil {
				t.Fatalf("ParseName(%q) = %+v; want an error: no such card is valid", c.Name(zombies), got)
			}
			return
		}
		for _, cat := range []xeno.Catalog{zombies, nil, xeno.Invader} {
			name := c.Name(cat)
			got, err := spawn.ParseName(cat, name)
			if err != nil || got != canonical(c) {
				t.Fatalf("ParseName(%q) = %+v, %v; want %+v", name, got, err, canonical(c))
			}
		}
	})
}

// ParseName never panics, and what it accepts is a card's name.
func TestParseNameAnyString(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := rapid.OneOf(rapid.String(), rapid.StringMatching(`(rush: )?(spawn|mold:|extra activation:) ?(kind )?[0-9 /A-Za-z+-]{0,24}`)).Draw(t, "s")
		if c, err := spawn.ParseName(zombies, s); err == nil && c.Name(zombies) != s {
			t.Fatalf("ParseName(%q) = %+v, whose name is %q", s, c, c.Name(zombies))
		}
	})
}

// seed 002: any deck, Rush cards and all, survives JSON; Validate never
// panics, and refuses Rush on any card but a Spawn card, naming its
// index.
func TestDeckPropertiesSeed002(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		d := spawn.Deck(rapid.SliceOfN(rapid.Custom(func(t *rapid.T) spawn.Entry {
			return spawn.Entry{Card: genCard(t), Count: rapid.IntRange(-1, 300).Draw(t, "copies")}
		}), 0, 6).Draw(t, "deck"))
		err := d.Validate(zombies) // must not panic
		for i, e := range d {
			if e.Card.Rush && e.Card.Type != spawn.Spawn && err == nil {
				t.Fatalf("seed 002: Validate accepts a Rush %v card at deck[%d]", e.Card.Type, i)
			}
		}
		if err != nil && len(d) > 0 && d.Size() > 0 && !strings.Contains(err.Error(), "deck[") {
			t.Fatalf("Validate = %v: says not where", err)
		}
		data, merr := json.Marshal(d)
		valid := !slices.ContainsFunc(d, func(e spawn.Entry) bool { return e.Card.Type < spawn.Spawn || e.Card.Type > spawn.MoldSpawn })
		if merr != nil {
			if valid {
				t.Fatalf("Marshal: %v", merr)
			}
			return
		}
		var back spawn.Deck
		if err := json.Unmarshal(data, &back); err != nil || !slices.Equal(back, d) {
			t.Fatalf("seed 002: Unmarshal(%s) = %+v, %v; want %+v", data, back, err, d)
		}
		for i, e := range d {
			if got := strings.Contains(string(mustMarshal(t, e.Card)), `"rush"`); got != e.Card.Rush {
				t.Fatalf("deck[%d]: %q in JSON %v, Rush %v: omitted when false", i, "rush", got, e.Card.Rush)
			}
		}
	})
}

func mustMarshal(t *rapid.T, v any) []byte {
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatalf("Marshal(%+v): %v", v, err)
	}
	return data
}

// ParseName never panics, whatever its arguments.
func TestParseNameNoPanics(t *testing.T) {
	nopanictest.Func(t, "ParseName", spawn.ParseName, nopanictest.Config{Values: []any{xeno.Invader, zombies,
		"rush: spawn Walker 1/2/3/4", "spawn 1 Walker/2 Brute/3 Brute/4", "mold: 1 kind 9", fmt.Sprint(spawn.Abomination)}})
}
