package invader

import (
	"reflect"
	"testing"

	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/zone"
)

// Every field of a Mission counts in sameMission: changing any one of
// them makes another mission, so no game is made of a cached mission it
// differs from.
func TestSameMissionSeesEveryField(t *testing.T) {
	m, err := mission.Builtin("M1")
	if err != nil {
		t.Fatal(err)
	}
	other := zone.MustParse("+--+\n|a0|\n+--+\na0: room start\n")
	typ := reflect.TypeFor[mission.Mission]()
	for i := range typ.NumField() {
		f := typ.Field(i)
		c := copyMission(m)
		v := reflect.ValueOf(&c).Elem().Field(i)
		switch v.Kind() {
		case reflect.String:
			v.SetString(v.String() + "x")
		case reflect.Int:
			v.SetInt(v.Int() + 1)
		case reflect.Uint8:
			v.SetUint(v.Uint() + 1)
		case reflect.Pointer:
			v.Set(reflect.ValueOf(other))
		case reflect.Slice:
			v.Set(reflect.Append(v, reflect.Zero(v.Type().Elem())))
		default:
			t.Fatalf("Mission.%s: a %v field this test does not change", f.Name, v.Kind())
		}
		if sameMission(&m, &c) {
			t.Errorf("sameMission misses a change of Mission.%s", f.Name)
		}
		if !sameMission(&m, &m) {
			t.Fatal("a mission differs from itself")
		}
	}
	// nil and empty differ: a nil Catalog is Invader's, an empty one none.
	a, b := copyMission(m), copyMission(m)
	a.Triggers, b.Triggers = nil, []mission.Trigger{}
	if sameMission(&a, &b) {
		t.Error("sameMission takes an empty slice for a nil one")
	}
}

// A mission changed in place after New makes a game of the changed
// mission, not of the cached one.
func TestStaticFollowsChangedMission(t *testing.T) {
	m, err := mission.Builtin("M1")
	if err != nil {
		t.Fatal(err)
	}
	m.Survivors = append([]survivor.Card(nil), m.Survivors...)
	s1, err := New(m, Seed(1))
	if err != nil {
		t.Fatal(err)
	}
	m.Survivors[0].Name = "Zed"
	s2, err := New(m, Seed(1))
	if err != nil {
		t.Fatal(err)
	}
	if s1.g.cards[0].Name == "Zed" || s2.g.cards[0].Name != "Zed" {
		t.Errorf("names %q and %q: the second game should have the changed card, the first not", s1.g.cards[0].Name, s2.g.cards[0].Name)
	}
	s3, err := New(m, Seed(2))
	if err != nil {
		t.Fatal(err)
	}
	if s3.g.static != s2.g.static {
		t.Error("two games of one mission do not share its static data")
	}
}
