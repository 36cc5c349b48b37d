package xeno_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/invaderengine/invader/xeno"
)

// The core box's Xenos, row by row (pp.19-20; counts from the component
// list, pp.3-4; targeting priority from p.32, docs/RULINGS.md "Attacks").
func TestInvaderCatalogue(t *testing.T) {
	tests := []struct {
		kind xeno.Kind
		want xeno.Profile
	}{
		// Worker: 35 minis, deals 1, needs Damage 1, 1 XP, 1 Action, priority 2.
		{xeno.Worker, xeno.Profile{Name: "Worker", Damage: 1, Toughness: 1, XP: 1, Actions: 1, Priority: 2, Supply: 35}},
		// Tank: 14 minis, deals 2, needs Damage 2, 1 XP, 1 Action, priority 1.
		{xeno.Tank, xeno.Profile{Name: "Tank", Damage: 2, Toughness: 2, XP: 1, Actions: 1, Priority: 1, Supply: 14}},
		// Hunter: 14 minis, deals 1, needs Damage 1, 1 XP, 2 Actions (p.28), priority 3.
		{xeno.Hunter, xeno.Profile{Name: "Hunter", Damage: 1, Toughness: 1, XP: 1, Actions: 2, Priority: 3, Supply: 14}},
		// Spoiler Abomination: 1 mini, deals 3, needs Damage 3, 5 XP, 1 Action,
		// priority 1 with the Tanks, an Abomination that spreads Mold (p.20).
		{xeno.Spoiler, xeno.Profile{Name: "Spoiler Abomination", Damage: 3, Toughness: 3, XP: 5, Actions: 1, Priority: 1, Supply: 1, Abom: true, Mold: true}},
	}
	require.Len(t, xeno.Invader, len(tests), "the core box has four kinds of Xeno (p.19)")
	for _, tt := range tests {
		t.Run(tt.want.Name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, xeno.Invader[tt.kind]); diff != "" {
				t.Errorf("Invader[%d] (-want +got):\n%s", tt.kind, diff)
			}
		})
	}
}

// Box contents (component list, pp.3-4): 64 Xeno miniatures, 35/14/14/1.
func TestInvaderSupply(t *testing.T) {
	total := 0
	for _, p := range xeno.Invader {
		total += p.Supply
	}
	if total != 64 {
		t.Errorf("the catalogue's supplies sum to %d miniatures; the box has 64", total)
	}
}

// Only the Spoiler is an Abomination and spreads Mold (p.20).
func TestInvaderOnlySpoilerIsAbominationAndMold(t *testing.T) {
	for k, p := range xeno.Invader {
		spoiler := xeno.Kind(k) == xeno.Spoiler
		if p.Abom != spoiler || p.Mold != spoiler {
			t.Errorf("%s: Abom %v, Mold %v; want %v, %v", p.Name, p.Abom, p.Mold, spoiler, spoiler)
		}
	}
}

// Toughness is the least Damage of a single hit that eliminates a Xeno; in
// the core box every kind needs exactly the Damage it deals (pp.19-20), and
// no weapon has Damage 3, so only the Spoiler needs more than 2 (p.20).
func TestInvaderToughnessEqualsDamage(t *testing.T) {
	for _, p := range xeno.Invader {
		if p.Toughness != p.Damage {
			t.Errorf("%s: Toughness %d, Damage %d; pp.19-20 give equal numbers", p.Name, p.Toughness, p.Damage)
		}
		if (p.Toughness > 2) != p.Abom {
			t.Errorf("%s: Toughness %d; only the Abomination needs more than 2", p.Name, p.Toughness)
		}
	}
}

// The Targeting Priority Order (p.32; docs/RULINGS.md, "Attacks"): Tank
// and Abomination, then
// Worker, then Hunter.
func TestInvaderPriorityOrder(t *testing.T) {
	pr := func(k xeno.Kind) int { return xeno.Invader[k].Priority }
	require.Equal(t, pr(xeno.Tank), pr(xeno.Spoiler), "Tank and Spoiler share the first priority")
	require.Less(t, pr(xeno.Tank), pr(xeno.Worker))
	require.Less(t, pr(xeno.Worker), pr(xeno.Hunter))
}

func TestInvaderValidates(t *testing.T) {
	require.NoError(t, xeno.Invader.Validate())
}

func TestKindIndexes(t *testing.T) {
	// The constants index the catalogue in order.
	want := []xeno.Kind{0, 1, 2, 3}
	got := []xeno.Kind{xeno.Worker, xeno.Tank, xeno.Hunter, xeno.Spoiler}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("kind constants (-want +got):\n%s", diff)
	}
}

func valid(name string) xeno.Profile {
	return xeno.Profile{Name: name, Damage: 1, Toughness: 1, XP: 1, Actions: 1, Priority: 1, Supply: 1}
}

func TestCatalogValidate(t *testing.T) {
	with := func(f func(*xeno.Profile)) xeno.Catalog {
		p := valid("Walker")
		f(&p)
		return xeno.Catalog{valid("Runner"), p}
	}
	many := func(n int) xeno.Catalog {
		c := make(xeno.Catalog, n)
		for i := range c {
			c[i] = valid(string(rune('A' + i)))
		}
		return c
	}
	tests := []struct {
		name string
		c    xeno.Catalog
		ok   bool
	}{
		{"nil", nil, false},
		{"empty", xeno.Catalog{}, false},
		{"one kind", many(1), true},
		{"MaxKinds kinds", many(xeno.MaxKinds), true},
		{"more than MaxKinds", many(xeno.MaxKinds + 1), false},
		{"empty name", with(func(p *xeno.Profile) { p.Name = "" }), false},
		{"zero Toughness", with(func(p *xeno.Profile) { p.Toughness = 0 }), false},
		{"negative Toughness", with(func(p *xeno.Profile) { p.Toughness = -1 }), false},
		{"zero Actions", with(func(p *xeno.Profile) { p.Actions = 0 }), false},
		{"zero Priority", with(func(p *xeno.Profile) { p.Priority = 0 }), false},
		{"negative Damage", with(func(p *xeno.Profile) { p.Damage = -1 }), false},
		{"negative XP", with(func(p *xeno.Profile) { p.XP = -1 }), false},
		{"negative Supply", with(func(p *xeno.Profile) { p.Supply = -1 }), false},
		{"zero Damage is allowed", with(func(p *xeno.Profile) { p.Damage = 0 }), true},
		{"zero XP is allowed", with(func(p *xeno.Profile) { p.XP = 0 }), true},
		{"zero Supply is allowed", with(func(p *xeno.Profile) { p.Supply = 0 }), true},
		{"MaxSupply", with(func(p *xeno.Profile) { p.Supply = xeno.MaxSupply }), true},
		{"more than MaxSupply", with(func(p *xeno.Profile) { p.Supply = xeno.MaxSupply + 1 }), false},
		{"8 Actions", with(func(p *xeno.Profile) { p.Actions = 8 }), true},
		{"9 Actions", with(func(p *xeno.Profile) { p.Actions = 9 }), false},
		{"the first row is checked too", xeno.Catalog{{Name: "x"}, valid("y")}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.c.Validate()
			if tt.ok {
				require.NoError(t, err)
			} else {
				require.Error(t, err)
			}
		})
	}
}

// xeno.Counts holds one zone's Xenos of a kind in a uint8, so the whole
// supply of a kind must fit.
func TestMaxSupplyFitsCounts(t *testing.T) {
	var n xeno.Counts
	n[0] = xeno.MaxSupply
	require.Equal(t, xeno.MaxSupply, int(n[0]))
	require.Equal(t, xeno.MaxSupply, n.Total())
}

// Validate accepts a catalogue exactly when it has 1 to MaxKinds rows and
// every row is in range.
func TestCatalogValidateProperty(t *testing.T) {
	profile := rapid.Custom(func(t *rapid.T) xeno.Profile {
		return xeno.Profile{
			Name:      rapid.SampledFrom([]string{"", "Worker", "Walker"}).Draw(t, "name"),
			Damage:    rapid.IntRange(-1, 3).Draw(t, "damage"),
			Toughness: rapid.IntRange(-1, 3).Draw(t, "toughness"),
			XP:        rapid.IntRange(-1, 5).Draw(t, "xp"),
			Actions:   rapid.IntRange(-1, 9).Draw(t, "actions"),
			Priority:  rapid.IntRange(-1, 3).Draw(t, "priority"),
			Supply:    rapid.IntRange(-1, xeno.MaxSupply+1).Draw(t, "supply"),
		}
	})
	rapid.Check(t, func(t *rapid.T) {
		c := xeno.Catalog(rapid.SliceOfN(profile, 0, xeno.MaxKinds+2).Draw(t, "catalog"))
		want := len(c) >= 1 && len(c) <= xeno.MaxKinds
		for _, p := range c {
			want = want && p.Name != "" && p.Damage >= 0 && p.Toughness >= 1 && p.XP >= 0 &&
				p.Actions >= 1 && p.Actions <= 8 && p.Priority >= 1 && p.Supply >= 0 && p.Supply <= xeno.MaxSupply
		}
		if got := c.Validate() == nil; got != want {
			t.Fatalf("Validate() == nil is %v; want %v for %+v", got, want, c)
		}
	})
}

func TestCatalogLookup(t *testing.T) {
	for k, p := range xeno.Invader {
		got, ok := xeno.Invader.Lookup(p.Name)
		if !ok || got != xeno.Kind(k) {
			t.Errorf("Lookup(%q) = %d, %v; want %d, true", p.Name, got, ok, k)
		}
	}
	for _, name := range []string{"", "Walker", "worker", "Spoiler", "Worker "} {
		if k, ok := xeno.Invader.Lookup(name); ok {
			t.Errorf("Lookup(%q) = %d, true; want not found", name, k)
		}
	}
	if _, ok := xeno.Catalog(nil).Lookup("Worker"); ok {
		t.Error("a nil catalogue found a Worker")
	}
	// A user catalogue: Zombicide 2nd edition's kinds are new rows.
	z := xeno.Catalog{valid("Walker"), valid("Runner"), valid("Brute"), valid("Abomination")}
	require.NoError(t, z.Validate())
	k, ok := z.Lookup("Brute")
	require.True(t, ok)
	require.Equal(t, xeno.Kind(2), k)
}

func TestCountsTotal(t *testing.T) {
	var full xeno.Counts
	for i := range full {
		full[i] = 255
	}
	tests := []struct {
		name string
		n    xeno.Counts
		want int
	}{
		{"none", xeno.Counts{}, 0},
		{"one Worker", xeno.Counts{xeno.Worker: 1}, 1},
		{"mixed", xeno.Counts{xeno.Worker: 3, xeno.Tank: 2, xeno.Hunter: 1, xeno.Spoiler: 1}, 7},
		{"last kind", xeno.Counts{xeno.MaxKinds - 1: 4}, 4},
		{"no uint8 overflow", full, 255 * xeno.MaxKinds},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.n.Total(); got != tt.want {
				t.Errorf("%v.Total() = %d; want %d", tt.n, got, tt.want)
			}
		})
	}
}

// Total is the sum of the counts, whatever they are (it adds them as one
// word).
func TestCountsTotalIsTheSum(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var n xeno.Counts
		want := 0
		for i := range n {
			n[i] = rapid.Uint8().Draw(t, "count")
			want += int(n[i])
		}
		if got := n.Total(); got != want {
			t.Fatalf("%v.Total() = %d; want %d", n, got, want)
		}
	})
}
