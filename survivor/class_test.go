package survivor_test

import (
	"encoding/json"
	"testing"

	"github.com/invaderengine/invader/survivor"
)

// seed 002: Zombicide 2nd Edition's adults have 3 Health points, its
// children 2; both travel in JSON by name and make valid cards. Class(3)
// stays invalid.
func TestSecondEditionClasses(t *testing.T) {
	pip := survivor.Card{Name: "Pip", Class: survivor.Child, Blue: survivor.Skill{Kind: survivor.Slippery},
		Orange: [2]survivor.Skill{{Kind: survivor.Lucky}, {Kind: survivor.Tough}},
		Red:    [3]survivor.Skill{{Kind: survivor.Medic}, {Kind: survivor.Taunt}, {Kind: survivor.Shove}}, Provisional: true}
	for _, tc := range []struct {
		c     survivor.Class
		name  string
		armor int
	}{{survivor.Adult, "adult", 3}, {survivor.Child, "child", 2}, {survivor.Civilian, "civilian", 2}, {survivor.Soldier, "soldier", 3}} {
		if got := tc.c.Armor(); got != tc.armor {
			t.Errorf("seed 002: %v.Armor() = %d, want %d", tc.c, got, tc.armor)
		}
		if !tc.c.Known() || tc.c.String() != tc.name {
			t.Errorf("seed 002: %d: Known %v, String %q; want known, %q", uint8(tc.c), tc.c.Known(), tc.c.String(), tc.name)
		}
		card := pip
		card.Class = tc.c
		if err := card.Validate(); err != nil {
			t.Errorf("seed 002: a card of class %v: %v", tc.c, err)
		}
		data, err := json.Marshal(card)
		if err != nil {
			t.Fatal(err)
		}
		var back survivor.Card
		if err := json.Unmarshal(data, &back); err != nil || back != card {
			t.Errorf("seed 002: Unmarshal(%s) = %+v, %v; want %+v", data, back, err, card)
		}
	}
	for _, c := range []survivor.Class{0, 3, 6, 200} {
		if c.Known() {
			t.Errorf("Class(%d).Known() = true", uint8(c))
		}
		if _, err := json.Marshal(c); err == nil {
			t.Errorf("Marshal(Class(%d)): want an error", uint8(c))
		}
		bad := pip
		bad.Class = c
		if err := bad.Validate(); err == nil {
			t.Errorf("Validate of class %d: want an error", uint8(c))
		}
	}
}
