package invader_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/invadertest"
	"github.com/invaderengine/invader/mission"
)

// A State that loads can always be played on (issue 26). The property
// below plays random games of every built-in mission, then edits the save
// (State.MarshalJSON) or the position (State.Position) of where it got
// to: one or two values or lines changed, edited (a number, a flag, a
// string, a list's element dropped or doubled, a token replaced...) or
// taken from another State of the same game (a donor: its value, or its
// line). Every such mutant is either refused with an error, or loads as a
// State that plays on: it passes invadertest.CheckInvariants (a legal
// action while the game is not over, the JSON and the position read back
// Equal...), and each State a few random legal actions lead to from it
// loads back Equal from its save and its position, with a legal action
// until the game is over. TestLoadRefusesUnplayable (loadable_test.go)
// holds each kind of mutant the property found, refused since.
//
// Its default run takes a few seconds; INVADER_LONG=1 (CI) plays longer
// games and tries some 10,000 mutants (about a minute).
func TestLoadMutants(t *testing.T) {
	cfg := mutantConfig{mutants: 8, steps: 80, after: 4}
	if os.Getenv("INVADER_LONG") != "" {
		cfg = mutantConfig{mutants: 100, steps: 300, after: 8}
	}
	ms := map[string]mission.Mission{}
	for _, id := range mission.Builtins() {
		m, err := mission.Builtin(id)
		if err != nil {
			t.Fatal(err)
		}
		ms[id] = m
	}
	var loaded, refused int
	rapid.Check(t, func(t *rapid.T) {
		states := playRandom(t, ms[rapid.SampledFrom(mission.Builtins()).Draw(t, "mission")], cfg.steps)
		s := states[len(states)-1]
		for range cfg.mutants {
			donor := states[rapid.IntRange(0, len(states)-1).Draw(t, "donor: the State after step")]
			var mutant invader.State
			var err error
			if rapid.Bool().Draw(t, "save, not position") {
				mutant, err = loadSaveMutant(t, s, donor)
			} else {
				mutant, err = loadPositionMutant(t, s, donor)
			}
			if err != nil {
				refused++
				continue
			}
			loaded++
			playsOn(t, mutant, cfg.after)
		}
	})
	t.Logf("%d mutants loaded and played on, %d refused", loaded, refused)
}

// mutantConfig says how much TestLoadMutants does: each of rapid's checks
// plays a game of up to steps random legal actions, mutates where it got
// to mutants times, and plays each mutant that loads after random legal
// actions on.
type mutantConfig struct{ mutants, steps, after int }

// playRandom starts m with random options, plays up to steps random legal
// actions, and returns every State of the game, in order.
func playRandom(t *rapid.T, m mission.Mission, steps int) []invader.State {
	s, err := invader.New(m, invadertest.Options().Draw(t, "options")...)
	if err != nil {
		t.Fatalf("New(%s): %v", m.ID, err)
	}
	states := []invader.State{s}
	for range rapid.IntRange(0, steps).Draw(t, "steps") {
		if s.IsOver() {
			break
		}
		s, _, err = s.Apply(rapid.SampledFrom(s.Legal()).Draw(t, "action"))
		if err != nil {
			t.Fatalf("a legal action: %v", err)
		}
		states = append(states, s)
	}
	return states
}

// playsOn checks that s, loaded from a mutant, plays on: it passes
// CheckInvariants, and each State that after random legal actions lead to
// loads back Equal from its save and from its position, and has a legal
// action unless its game is over.
func playsOn(t *rapid.T, s invader.State, after int) {
	t.Helper()
	t.Logf("the mutant loaded:\n%s", s.Position())
	invadertest.CheckInvariants(t, s)
	for range after {
		if s.IsOver() {
			return
		}
		a := rapid.SampledFrom(s.Legal()).Draw(t, "action after")
		next, _, err := s.Apply(a)
		if err != nil {
			t.Fatalf("the loaded State refuses its legal action %s: %v\n%s", s.FormatAction(a), err, s.Position())
		}
		s = next
		loadsBack(t, s)
	}
}

// loadsBack checks that s loads back Equal from its save and from its
// position, and is not stuck.
func loadsBack(t *rapid.T, s invader.State) {
	t.Helper()
	data, err := json.Marshal(s)
	if err != nil {
		t.Fatalf("MarshalJSON: %v", err)
	}
	var back invader.State
	if err := json.Unmarshal(data, &back); err != nil || !back.Equal(s) {
		t.Fatalf("the save does not load back Equal (%v):\n%s", err, s.Position())
	}
	if back, err := invader.ParsePosition(s.Position(), s.Mission()); err != nil || !back.Equal(s) {
		t.Fatalf("the position does not read back Equal (%v):\n%s", err, s.Position())
	}
	if !s.IsOver() && len(s.Legal()) == 0 {
		t.Fatalf("the game is stuck: not over, nothing legal (%+v):\n%s", s.Pending(), s.Position())
	}
}

// loadSaveMutant loads s's save with one or two values changed: edited
// (mutator), or taken from donor's save, another State of the game.
func loadSaveMutant(t *rapid.T, s, donor invader.State) (invader.State, error) {
	tree, other := decodeSave(t, s), decodeSave(t, donor)
	mu := &mutator{t: t, strs: stringsOf(other, stringsOf(tree, nil))}
	for range rapid.IntRange(1, 2).Draw(t, "save edits") {
		editSave(t, tree, other, mu)
	}
	mutant, err := json.Marshal(tree)
	if err != nil {
		t.Fatalf("marshal the mutant: %v", err)
	}
	var loaded invader.State
	err = json.Unmarshal(mutant, &loaded)
	return loaded, err
}

// editSave changes one value of a save. Most often it is a value of the
// game: a field (a number, a flag, a list...) is drawn among the kinds of
// fields ("survivors[].bonus", "turn.actions"), so that each kind is as
// likely as another however many there are of it, then one of its kind;
// it is edited, or set to the same one of the donor's save. Now and then
// it is a value of the version, mission or options, edited.
func editSave(t *rapid.T, tree, donor map[string]any, mu *mutator) {
	game := map[string]any{}
	for k, v := range tree {
		if k == "version" || k == "mission" || k == "options" {
			continue
		}
		game[k] = v
	}
	if rapid.IntRange(0, 9).Draw(t, "static") == 0 {
		k := rapid.SampledFrom([]string{"version", "mission", "options"}).Draw(t, "static key")
		tree[k] = mu.value(tree[k])
		return
	}
	byShape := map[string][]place{}
	places(game, nil, "", byShape)
	shapes := sortedKeys(byShape)
	all := byShape[rapid.SampledFrom(shapes).Draw(t, "shape")]
	slices.SortFunc(all, func(a, b place) int { return strings.Compare(fmt.Sprint(a), fmt.Sprint(b)) }) // not map order: rapid replays draws
	p := all[rapid.IntRange(0, len(all)-1).Draw(t, "place")]
	v, _ := p.get(tree)
	if d, ok := p.get(donor); ok && !reflect.DeepEqual(d, v) && rapid.Bool().Draw(t, "from the donor") {
		p.set(tree, d)
		return
	}
	p.set(tree, mu.edit(v))
}

// A place is where a value sits in a decoded save: its keys and indices.
type place []any

// places adds to out the place of every value in v (at, of shape), by
// shape: its place with indices left out ("survivors[].bonus").
func places(v any, at place, shape string, out map[string][]place) {
	switch v := v.(type) {
	case map[string]any:
		for k, e := range v {
			p := append(slices.Clip(at), k)
			out[shape+"."+k] = append(out[shape+"."+k], p)
			places(e, p, shape+"."+k, out)
		}
	case []any:
		for i, e := range v {
			p := append(slices.Clip(at), i)
			out[shape+"[]"] = append(out[shape+"[]"], p)
			places(e, p, shape+"[]", out)
		}
	}
}

// get returns the value at p in tree, if there is one.
func (p place) get(tree any) (any, bool) {
	v := tree
	for _, k := range p {
		switch k := k.(type) {
		case string:
			m, ok := v.(map[string]any)
			if !ok {
				return nil, false
			}
			if v, ok = m[k]; !ok {
				return nil, false
			}
		case int:
			l, ok := v.([]any)
			if !ok || k >= len(l) {
				return nil, false
			}
			v = l[k]
		}
	}
	return v, true
}

// set puts x at p in tree, which has a value there.
func (p place) set(tree map[string]any, x any) {
	parent, _ := p[:len(p)-1].get(tree)
	switch k := p[len(p)-1].(type) {
	case string:
		parent.(map[string]any)[k] = x
	case int:
		parent.([]any)[k] = x
	}
}

// decodeSave decodes s's save into a tree of maps, slices and
// json.Numbers.
func decodeSave(t *rapid.T, s invader.State) map[string]any {
	data, err := json.Marshal(s)
	if err != nil {
		t.Fatalf("MarshalJSON: %v", err)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var tree map[string]any
	if err := dec.Decode(&tree); err != nil {
		t.Fatalf("decode the save: %v", err)
	}
	return tree
}

// A mutator changes one value of a decoded save.
type mutator struct {
	t    *rapid.T
	strs []string // the save's strings, to draw another from
}

// edit returns v changed: a number, a boolean or a string changed, an
// element of a list dropped or doubled, a member of an object dropped.
func (mu *mutator) edit(v any) any {
	t := mu.t
	switch v := v.(type) {
	case map[string]any:
		if keys := sortedKeys(v); len(keys) > 0 {
			delete(v, rapid.SampledFrom(keys).Draw(t, "drop member"))
		}
		return v
	case []any:
		if len(v) == 0 {
			return append(v, json.Number("0"))
		}
		i := rapid.IntRange(0, len(v)-1).Draw(t, "element")
		if rapid.Bool().Draw(t, "drop, not double") {
			return slices.Delete(v, i, i+1)
		}
		return slices.Insert(v, i, v[i])
	}
	return mu.value(v)
}

// value returns v with one value in it changed: a number, a boolean or a
// string changed, an element of a list dropped or doubled, a member of
// an object dropped.
func (mu *mutator) value(v any) any {
	t := mu.t
	switch v := v.(type) {
	case map[string]any:
		keys := sortedKeys(v)
		if len(keys) == 0 {
			return v
		}
		k := rapid.SampledFrom(keys).Draw(t, "member")
		if rapid.IntRange(0, 15).Draw(t, "drop member") == 0 {
			delete(v, k)
			return v
		}
		v[k] = mu.value(v[k])
		return v
	case []any:
		if len(v) == 0 {
			return append(v, json.Number("0"))
		}
		i := rapid.IntRange(0, len(v)-1).Draw(t, "element")
		switch rapid.IntRange(0, 7).Draw(t, "list edit") {
		case 0:
			return slices.Delete(v, i, i+1)
		case 1:
			return slices.Insert(v, i, v[i])
		}
		v[i] = mu.value(v[i])
		return v
	case json.Number:
		return json.Number(mu.number(string(v)))
	case bool:
		return !v
	case string:
		return mu.str(v)
	}
	return rapid.SampledFrom([]any{json.Number("0"), false, "", json.Number("1")}).Draw(t, "for null")
}

// edited returns n changed by edit k: n+1 or n-1 most often, else 0, -1,
// n+2 or a large number.
func edited(n int64, k int) int64 {
	switch k {
	case 0, 1, 2:
		return n + 1
	case 3, 4:
		return n - 1
	case 5:
		return 0
	case 6:
		return -1
	case 7:
		return n + 2
	case 8:
		return 255
	}
	return 1 << 31
}

// number returns another number for n (edited).
func (mu *mutator) number(n string) string {
	v, err := strconv.ParseInt(n, 10, 64)
	if err != nil {
		v = 0
	}
	return strconv.FormatInt(edited(v, rapid.IntRange(0, 9).Draw(mu.t, "number edit")), 10)
}

// str returns another string for s: another of the save's, empty, or s
// with a character more or less.
func (mu *mutator) str(s string) string {
	switch rapid.IntRange(0, 5).Draw(mu.t, "string edit") {
	case 0:
		return ""
	case 1:
		return s + "x"
	case 2:
		if s != "" {
			return s[:len(s)-1]
		}
	}
	return rapid.SampledFrom(mu.strs).Draw(mu.t, "another string")
}

// stringsOf appends the strings in a decoded save to out.
func stringsOf(v any, out []string) []string {
	switch v := v.(type) {
	case map[string]any:
		for _, k := range sortedKeys(v) {
			out = stringsOf(v[k], out)
		}
	case []any:
		for _, e := range v {
			out = stringsOf(e, out)
		}
	case string:
		if !slices.Contains(out, v) {
			out = append(out, v)
		}
	}
	return out
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// positionTokens finds the tokens of a position's line: quoted strings,
// lists in brackets, and runs of other characters.
var positionTokens = regexp.MustCompile(`"(?:[^"\\]|\\.)*"|\[[^\]]*\]|[^\s]+`)

// digits finds the numbers in a position's line (in zones' names too:
// c1 to c2).
var digits = regexp.MustCompile(`-?[0-9]+`)

// loadPositionMutant reads s's position with one or two lines changed: a
// number changed, a line dropped or doubled, a token replaced by another,
// dropped or added, or a line of donor's position (another State of the
// game) put in or in place of the line of its key.
func loadPositionMutant(t *rapid.T, s, donor invader.State) (invader.State, error) {
	lines := positionLines(s)
	other := positionLines(donor)
	var pool []string
	for _, l := range append(slices.Clone(lines), other...) {
		pool = append(pool, positionTokens.FindAllString(l, -1)...)
	}
	for range rapid.IntRange(1, 2).Draw(t, "position edits") {
		if rapid.Bool().Draw(t, "from the donor") && len(other) > 0 {
			lines = donorLine(t, lines, other)
			continue
		}
		lines = editPosition(t, lines, pool)
	}
	return invader.ParsePosition(strings.Join(lines, "\n"))
}

// positionLines returns the lines of s's position but its comment.
func positionLines(s invader.State) []string {
	return strings.Split(strings.TrimRight(s.Position(), "\n"), "\n")[1:]
}

// donorLine puts a line of other in lines: in place of the first line of
// its key (its first two words for the lines of a Survivor or a zone's
// Xenos), or after the others.
func donorLine(t *rapid.T, lines, other []string) []string {
	l := rapid.SampledFrom(other).Draw(t, "donor line")
	key := lineKey(l)
	for i, m := range lines {
		if lineKey(m) == key {
			lines[i] = l
			return lines
		}
	}
	return append(lines, l)
}

// lineKey returns what a position's line is about: its key, with the
// Survivor or zone it names for the lines that name one.
func lineKey(l string) string {
	f := strings.Fields(l)
	if len(f) > 1 && (f[0] == "survivor" || f[0] == "xenos") {
		return f[0] + " " + f[1]
	}
	if len(f) > 0 {
		return f[0]
	}
	return ""
}

// editPosition changes one line of a position.
func editPosition(t *rapid.T, lines, pool []string) []string {
	if len(lines) == 0 {
		return lines
	}
	i := rapid.IntRange(0, len(lines)-1).Draw(t, "line")
	l := lines[i]
	toks := positionTokens.FindAllStringIndex(l, -1)
	tok := toks[rapid.IntRange(0, len(toks)-1).Draw(t, "token")]
	switch rapid.IntRange(0, 5).Draw(t, "line edit") {
	case 0:
		return slices.Delete(lines, i, i+1)
	case 1:
		return slices.Insert(lines, i, l)
	case 2:
		l = l[:tok[0]] + rapid.SampledFrom(pool).Draw(t, "token") + l[tok[1]:]
	case 3:
		l = l[:tok[0]] + l[tok[1]:]
	case 4:
		l = l[:tok[1]] + " " + rapid.SampledFrom(pool).Draw(t, "token") + l[tok[1]:]
	default:
		nums := digits.FindAllStringIndex(l, -1)
		if len(nums) == 0 {
			return lines
		}
		n := nums[rapid.IntRange(0, len(nums)-1).Draw(t, "number")]
		mu := &mutator{t: t}
		l = l[:n[0]] + mu.number(l[n[0]:n[1]]) + l[n[1]:]
	}
	lines[i] = l
	return lines
}
