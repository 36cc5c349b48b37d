package spawn_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/stretchr/testify/require"

	"github.com/invaderengine/invader/spawn"
	"github.com/invaderengine/invader/xeno"
)

// p17 is the card printed on p.17: Blue 2 Workers, Yellow 4, Orange 6, Red 8.
var p17 = spawn.Card{Type: spawn.Spawn, Provisional: true, Lines: [4]spawn.Group{
	{Kind: xeno.Worker, Count: 2}, {Kind: xeno.Worker, Count: 4}, {Kind: xeno.Worker, Count: 6}, {Kind: xeno.Worker, Count: 8},
}}

// The core box has 54 Xeno cards (component list, pp.3-4); the composition
// is a provisional reconstruction (docs/RULINGS.md, "Supplies").
func TestInvaderDeck(t *testing.T) {
	d := spawn.Invader()
	require.NoError(t, d.Validate(xeno.Invader), "the core deck fits the core catalogue")
	if n := d.Size(); n != 54 {
		t.Errorf("p.3: Invader().Size() = %d; want 54", n)
	}
	sum := 0
	for i, e := range d {
		sum += e.Count
		if !e.Card.Provisional {
			t.Errorf("RULINGS Supplies: deck[%d] (%v) is not marked Provisional", i, e.Card)
		}
	}
	if sum != d.Size() {
		t.Errorf("Size() = %d, but the counts add up to %d", d.Size(), sum)
	}
}

// The p.17 illustration shows a card with 2/4/6/8 Workers.
func TestInvaderHasP17Card(t *testing.T) {
	for _, e := range spawn.Invader() {
		if cmp.Equal(e.Card, p17) {
			return
		}
	}
	t.Errorf("p.17: Invader() has no card %v", p17)
}

// Mold cards are twice as many for Workers as for Tanks or for Hunters
// (the Kickstarter's "The Xeno Invaders" update; p.29).
func TestInvaderMoldCards(t *testing.T) {
	byKind := map[xeno.Kind]int{}
	for _, e := range spawn.Invader() {
		if e.Card.Type != spawn.MoldSpawn {
			continue
		}
		k := e.Card.Lines[0].Kind
		for lv := range 4 {
			if e.Card.Lines[lv] != e.Card.Lines[0] {
				t.Errorf("p.29: Mold card %v reads %v at level %d; a Mold card has one line", e.Card, e.Card.Lines[lv], lv)
			}
		}
		byKind[k] += e.Count
	}
	w, tk, h := byKind[xeno.Worker], byKind[xeno.Tank], byKind[xeno.Hunter]
	if w == 0 || w != 2*tk || w != 2*h {
		t.Errorf("Kickstarter: Mold cards for Workers, Tanks, Hunters = %d, %d, %d; want twice as many for Workers as for each other kind", w, tk, h)
	}
	if n := byKind[xeno.Spoiler]; n != 0 {
		t.Errorf("p.29: %d Mold cards place Spoiler Abominations; Abomination cards do that (p.29)", n)
	}
}

// Every kind of card the rulebook names (pp.28-29) is in the deck.
func TestInvaderHasEveryType(t *testing.T) {
	seen := map[spawn.Type]bool{}
	for _, e := range spawn.Invader() {
		seen[e.Card.Type] = true
	}
	for _, ty := range []spawn.Type{spawn.Spawn, spawn.Extra, spawn.Abomination, spawn.MoldSpawn} {
		if !seen[ty] {
			t.Errorf("pp.28-29: the core deck has no %v card", ty)
		}
	}
}

// Invader returns a fresh copy each time: changing it changes nothing else.
func TestInvaderReturnsCopy(t *testing.T) {
	a := spawn.Invader()
	want := spawn.Invader()
	a[0].Count = 99
	a[0].Card.Lines[0].Count = 99
	a[1] = spawn.Entry{}
	if diff := cmp.Diff(want, spawn.Invader()); diff != "" {
		t.Errorf("changing one Invader() changed the next (-before +after):\n%s", diff)
	}
}

// p.17: the line of the highest Danger Level is read; levels
// above Red read Red, below Blue read Blue.
func TestLineOfLevel(t *testing.T) {
	tests := []struct {
		level int
		want  int
	}{
		{-5, 2}, {-1, 2},
		{0, 2}, // Blue
		{1, 4}, // Yellow
		{2, 6}, // Orange
		{3, 8}, // Red
		{4, 8}, {100, 8},
	}
	for _, tt := range tests {
		want := spawn.Group{Kind: xeno.Worker, Count: tt.want}
		if got := p17.Line(tt.level); got != want {
			t.Errorf("p.17: 2/4/6/8 card, Line(%d) = %+v; want %+v", tt.level, got, want)
		}
	}
}

// p.17 (and seed 002's example): Survivors at Blue, Yellow ×4 and Orange: the highest
// level, Orange, decides: 6 Workers.
func TestLineMixedLevels(t *testing.T) {
	highest := 0
	for _, lv := range []int{0, 1, 1, 1, 1, 2} {
		highest = max(highest, lv)
	}
	if got := p17.Line(highest); got.Count != 6 || got.Kind != xeno.Worker {
		t.Errorf("p.17: Line(%d) = %+v; want 6 Workers", highest, got)
	}
}

func TestDeckSize(t *testing.T) {
	tests := []struct {
		name string
		d    spawn.Deck
		want int
	}{
		{"nil", nil, 0},
		{"one entry", spawn.Deck{{Card: p17, Count: 3}}, 3},
		{"two entries", spawn.Deck{{Card: p17, Count: 3}, {Card: spawn.Card{Type: spawn.Abomination}, Count: 2}}, 5},
	}
	for _, tt := range tests {
		if got := tt.d.Size(); got != tt.want {
			t.Errorf("%s: Size() = %d; want %d", tt.name, got, tt.want)
		}
	}
}

func TestDeckValidate(t *testing.T) {
	unknown := xeno.Kind(len(xeno.Invader)) // one past the catalogue
	line := func(k xeno.Kind, n int) [4]spawn.Group {
		g := spawn.Group{Kind: k, Count: n}
		return [4]spawn.Group{g, g, g, g}
	}
	one := func(c spawn.Card, n int) spawn.Deck { return spawn.Deck{{Card: c, Count: n}} }
	many := func(n int) spawn.Deck {
		d := make(spawn.Deck, n)
		for i := range d {
			d[i] = spawn.Entry{Card: spawn.Card{Type: spawn.Spawn, Lines: line(xeno.Worker, i%5)}, Count: 1}
		}
		return d
	}
	spawnLast := spawn.Card{Type: spawn.Spawn, Lines: line(xeno.Worker, 1)}
	spawnLast.Lines[3].Kind = unknown
	tests := []struct {
		name string
		d    spawn.Deck
		ok   bool
	}{
		{"the core deck", spawn.Invader(), true},
		{"nil deck", nil, false},
		{"empty deck", spawn.Deck{}, false},
		{"count 0", one(p17, 0), false},
		{"negative count", one(p17, -1), false},
		{"count 255", one(p17, 255), true},
		{"count 256", one(p17, 256), false},
		{"count 0 after a good entry", append(one(p17, 1), spawn.Entry{Card: p17}), false},
		{"Spawn card of an unknown kind", one(spawn.Card{Type: spawn.Spawn, Lines: line(unknown, 1)}, 1), false},
		{"Spawn card of an unknown kind on the Red line only", one(spawnLast, 1), false},
		{"Spawn card with a negative count", one(spawn.Card{Type: spawn.Spawn, Lines: line(xeno.Tank, -1)}, 1), false},
		{"Spawn card placing nobody", one(spawn.Card{Type: spawn.Spawn, Lines: line(xeno.Tank, 0)}, 1), true},
		{"Spawn card of the last kind", one(spawn.Card{Type: spawn.Spawn, Lines: line(xeno.Spoiler, 1)}, 1), true},
		{"Mold card of an unknown kind", one(spawn.Card{Type: spawn.MoldSpawn, Lines: line(unknown, 1)}, 1), false},
		{"Mold card", one(spawn.Card{Type: spawn.MoldSpawn, Lines: line(xeno.Worker, 2)}, 1), true},
		{"Extra card of an unknown kind", one(spawn.Card{Type: spawn.Extra, Kind: unknown}, 1), false},
		{"Extra card", one(spawn.Card{Type: spawn.Extra, Kind: xeno.Hunter}, 1), true},
		{"Abomination card", one(spawn.Card{Type: spawn.Abomination}, 1), true},
		{"no type", one(spawn.Card{Lines: line(xeno.Worker, 1)}, 1), false},
		{"a type past the last", one(spawn.Card{Type: spawn.MoldSpawn + 1}, 1), false},
		{"MaxEntries entries", many(spawn.MaxEntries), true},
		{"more than MaxEntries entries", many(spawn.MaxEntries + 1), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.d.Validate(xeno.Invader)
			if tt.ok {
				require.NoError(t, err)
			} else {
				require.Error(t, err)
			}
		})
	}
}

// A kind that exists in one catalogue may not in another: Validate checks
// against the catalogue it is given.
func TestDeckValidateAgainstCatalogue(t *testing.T) {
	d := spawn.Deck{{Card: spawn.Card{Type: spawn.Extra, Kind: xeno.Hunter}, Count: 1}}
	require.NoError(t, d.Validate(xeno.Invader))
	require.Error(t, d.Validate(xeno.Invader[:xeno.Hunter]), "a catalogue without Hunters")
}

func TestTypeString(t *testing.T) {
	tests := []struct {
		t    spawn.Type
		want string
	}{
		{spawn.Spawn, "spawn"},
		{spawn.Extra, "extra activation"},
		{spawn.Abomination, "abomination"},
		{spawn.MoldSpawn, "mold"},
		{0, "Type(0)"},
		{9, "Type(9)"},
	}
	for _, tt := range tests {
		if got := tt.t.String(); got != tt.want {
			t.Errorf("Type(%d).String() = %q; want %q", uint8(tt.t), got, tt.want)
		}
	}
}

func TestCardString(t *testing.T) {
	tests := []struct {
		c    spawn.Card
		want string
	}{
		{p17, "spawn 2/4/6/8 of kind 0"},
		{spawn.Card{Type: spawn.Extra, Kind: xeno.Tank}, "extra activation of kind 1"},
		{spawn.Card{Type: spawn.MoldSpawn, Lines: [4]spawn.Group{{Kind: xeno.Hunter, Count: 1}}}, "mold: 1 of kind 2"},
		{spawn.Card{Type: spawn.Abomination}, "abomination"},
		{spawn.Card{}, "Type(0)"},
	}
	for _, tt := range tests {
		if got := tt.c.String(); got != tt.want {
			t.Errorf("%+v.String() = %q; want %q", tt.c, got, tt.want)
		}
	}
}
