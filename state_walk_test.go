package invader

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/invaderengine/invader/internal/walk"
	"github.com/invaderengine/invader/mission"
)

// span is the memory of one field a covering walk visited.
type span struct{ lo, hi uintptr }

func spans(seen []any) []span {
	out := make([]span, len(seen))
	for i, p := range seen {
		v := reflect.ValueOf(p)
		out[i] = span{v.Pointer(), v.Pointer() + v.Type().Elem().Size()}
	}
	return out
}

// uncovered lists the fields of v (addressable) whose memory no visited
// span touches: a struct wholly inside one span is covered; otherwise its
// fields are looked at one by one, and a slice's elements one by one. An
// array counts as one field.
func uncovered(v reflect.Value, path string, seen []span) []string {
	lo := v.UnsafeAddr()
	hi := lo + v.Type().Size()
	touched, whole := false, false
	for _, s := range seen {
		touched = touched || s.lo < hi && lo < s.hi
		whole = whole || s.lo <= lo && hi <= s.hi
	}
	switch {
	case whole || v.Type().Size() == 0:
		return nil
	case v.Kind() == reflect.Struct:
		var out []string
		for i := range v.NumField() {
			out = append(out, uncovered(v.Field(i), path+"."+v.Type().Field(i).Name, seen)...)
		}
		return out
	case v.Kind() == reflect.Pointer && !v.IsNil():
		return uncovered(v.Elem(), path, seen) // the pointer itself is no field to save
	case v.Kind() == reflect.Slice:
		if v.Len() == 0 {
			return []string{path + " (empty: give it an element in the test)"}
		}
		var out []string
		for i := range v.Len() {
			out = append(out, uncovered(v.Index(i), fmt.Sprintf("%s[%d]", path, i), seen)...)
		}
		return out
	case !touched:
		return []string{path}
	}
	return nil
}

// TestWalkCoversState fails when a field of the State is not in
// State.walk, the one list that Hash, Equal and the JSON form follow: add
// the field there (or, if it is not part of the game, say so here).
func TestWalkCoversState(t *testing.T) {
	s := specGame(t)
	s.queue = []xstep{{kind: xMove}}
	s.moves = []planned{{count: 1}}
	s.fight = &fight{}
	s.extras = make([]extraSkills, len(s.survivors))
	s.chosen = []uint8{1}
	w := walk.Walker{Mode: walk.Covering}
	s.walk(&w)
	seen := spans(w.Seen)
	v := reflect.ValueOf(&s).Elem()
	var missed []string
	for i := range v.NumField() {
		f := v.Type().Field(i)
		if f.Name == "g" || f.Name == "inv" || f.Name == "pend" { // the game, saved beside the walk; the index, derived from items; the decision pending, derived from the rest
			continue
		}
		missed = append(missed, uncovered(v.Field(i), f.Name, seen)...)
	}
	if len(missed) > 0 {
		t.Errorf("State.walk does not visit %s", strings.Join(missed, ", "))
	}
}

// playBuiltin plays a built-in mission at random and calls check on every
// State of the game.
func playBuiltin(t *testing.T, id string, seed uint64, steps int, check func(State)) {
	t.Helper()
	m, err := mission.Builtin(id)
	if err != nil {
		t.Fatal(err)
	}
	s, err := New(m, Seed(seed))
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(seed, 1))
	for range steps {
		check(s)
		legal := s.Legal()
		if len(legal) == 0 {
			return
		}
		if s, _, err = s.Apply(legal[r.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
}

// Every State of random games of every built-in mission saves and loads
// back Equal, with the same Hash and the same save; it differs from the
// next State of the game and from itself reseeded.
func TestSaveLoadEqual(t *testing.T) {
	for _, id := range mission.Builtins() {
		var prev State
		playBuiltin(t, id, 3, 150, func(s State) {
			data, err := json.Marshal(s)
			if err != nil {
				t.Fatalf("%s: MarshalJSON: %v", id, err)
			}
			var back State
			if err := json.Unmarshal(data, &back); err != nil {
				t.Fatalf("%s: UnmarshalJSON: %v\n%s", id, err, data)
			}
			again, _ := json.Marshal(back)
			switch {
			case !back.Equal(s) || !s.Equal(back):
				t.Fatalf("%s: the loaded State is not Equal to the saved one", id)
			case back.Hash() != s.Hash():
				t.Fatalf("%s: the loaded State hashes differently", id)
			case string(again) != string(data):
				t.Fatalf("%s: saving the loaded State gives another save", id)
			case prev.g != nil && prev.Equal(s):
				t.Fatalf("%s: a State is Equal to the one before it", id)
			case s.Reseed(99).Equal(s):
				t.Fatalf("%s: a reseeded State is Equal to the original", id)
			}
			prev = s
		})
	}
	if !(State{}).Equal(State{}) || (State{}).Equal(specGame(t)) {
		t.Errorf("the zero State is Equal to itself only")
	}
}
