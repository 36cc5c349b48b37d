package xeno_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/invaderengine/invader/internal/nopanictest"
	"github.com/invaderengine/invader/xeno"
)

// seed 002: the Hobo and Wild Abominations of Zombicide 2nd Edition carry
// a Special rule, travelling in JSON by number; Invader's kinds carry
// none, so their JSON is what it was.
func TestSpecialJSON(t *testing.T) {
	for s, want := range map[xeno.Special]string{xeno.NoSpecial: "none", xeno.NoCombatHere: "no combat here", xeno.MolotovOnlyIt: "molotov only it"} {
		if got := s.String(); got != want {
			t.Errorf("seed 002: %d.String() = %q, want %q", s, got, want)
		}
	}
	hobo := xeno.Profile{Name: "Hobo Abomination", Damage: 1, Toughness: 3, XP: 5, Actions: 1, Priority: 2, Supply: 1, Abom: true, Special: xeno.NoCombatHere}
	data, err := json.Marshal(xeno.Catalog{hobo})
	if err != nil || !strings.Contains(string(data), `"special":1`) {
		t.Fatalf("seed 002: Marshal(Hobo) = %s, %v; want its special rule by name", data, err)
	}
	var back xeno.Catalog
	if err := json.Unmarshal(data, &back); err != nil || len(back) != 1 || back[0] != hobo {
		t.Fatalf("seed 002: Unmarshal(%s) = %+v, %v; want %+v", data, back, err, hobo)
	}
	for _, p := range xeno.Invader {
		data, err := json.Marshal(p)
		if err != nil || strings.Contains(string(data), "special") || p.Special != xeno.NoSpecial {
			t.Errorf("%s: %s, %v: want no special rule, none in JSON", p.Name, data, err)
		}
	}
}

// A catalogue with an unknown Special is invalid; the known ones are valid.
func TestSpecialValidate(t *testing.T) {
	c := xeno.Catalog{{Name: "Wild Abomination", Damage: 1, Toughness: 3, XP: 5, Actions: 1, Priority: 2, Supply: 1, Abom: true, Special: xeno.MolotovOnlyIt}}
	if err := c.Validate(); err != nil {
		t.Errorf("seed 002: Validate(Wild) = %v", err)
	}
	c[0].Special = 9
	if err := c.Validate(); err == nil {
		t.Error("Validate(Special(9)) = nil; want an error")
	}
	if got := xeno.Special(9).String(); got != "Special(9)" {
		t.Errorf("Special(9).String() = %q", got)
	}
}

// No method of Special panics.
func TestSpecialNoPanics(t *testing.T) {
	for name, v := range map[string]any{"a Special": xeno.Special(200), "NoCombatHere": xeno.NoCombatHere} {
		nopanictest.Methods(t, name, v, nopanictest.Config{})
	}
}
