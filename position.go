package invader

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"unicode"

	"github.com/invaderengine/invader/internal/walk"
	"github.com/invaderengine/invader/mission"
)

// The position form of a State: what FEN is to chess, a few lines a
// person can read and write. docs/POSITION.md describes it.
//
// A position says what differs from the blank State of its mission: the
// game set up and round 1 begun, with no card dealt (every Survivor in
// the Player Starting Area, no Noise, the map's doors, Mold and Spawn
// Zones). Each line is a key and its items, key=value or a value alone:
//
//	mission M1
//	rules seed=7
//	turn actions=2
//	survivor Cole r1 xp=5 hand1=Pistol body1="Shock Armor"
//	survivor Vivian c1 armor=1
//	xenos c2 worker=2 tank=1
//	noise c1=2
//
// The keys with words of their own are mission, rules, survivor (a
// Survivor's fields, cards by slot and cards drawn), xenos, noise, doors,
// mold, objectives, spawns, opened, and discard, aside and in-deck (cards
// elsewhere than the blank State has them). Every other field of the
// State is written under its JSON key (State.MarshalJSON), with Zones and
// Survivors by name: round 3, phase xenos, turn actions=1 door, chance
// kind=die who=Cole, rng "base64...". So any State the game reaches has a
// position, and reads back equal ([State.Equal]).

// Position returns the State's position: ParsePosition reads it back,
// given the mission when it is not built in. The zero State's is "".
func (s State) Position() string {
	if s.g == nil {
		return ""
	}
	f := former{s: &s, def: s.g.blankTree()}
	f.line("#", oneLine(s.summary()))
	f.line("mission", word(s.g.mission.ID))
	if cfg := mustTree(s.g.cfg); !same(cfg, mustTree(Rules{})) {
		f.line("rules", members(cfg.(obj), mustTree(Rules{}).(obj)))
	}
	tree := treeOf(&s)
	for _, m := range tree {
		def := f.def.get(m.k)
		if sg := sugarOf(m.k); sg != nil {
			sg.write(&f, m.v, def)
			continue
		}
		f.generic(m.k, m.v, def)
	}
	return f.b.String()
}

// oneLine returns text with its control characters as spaces: a comment
// ends at the end of its line, and a mission's title or a card's name
// with a line break in it would start another line.
func oneLine(text string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsControl(r) {
			return ' '
		}
		return r
	}, text)
}

// summary says in words where the game is, for the comment that starts
// a position.
func (s *State) summary() string {
	m := s.g.mission
	head := strings.TrimSpace(m.ID + " " + m.Title)
	if head != "" {
		head += ": "
	}
	head += fmt.Sprintf("round %d, %s phase", s.round, s.phase)
	if s.over() {
		return head + ", " + s.outcome.String()
	}
	p := s.pending()
	switch {
	case p.Decision == ChanceDecision:
		return head + "; next: " + s.DescribeChance()
	case p.Survivor >= 0:
		return fmt.Sprintf("%s; next: %s by %s", head, p.Decision, s.g.cards[p.Survivor].Name)
	}
	return fmt.Sprintf("%s; next: %s by player %d", head, p.Decision, p.Player+1)
}

// ParsePosition reads a position (State.Position). Its mission line
// names one of missions by ID, else a built-in mission; a position with
// no mission line plays missions[0] when it is the only one given. The
// State read must be one the game can reach, as for UnmarshalJSON;
// errors are *PositionError, with the line and column at fault.
func ParsePosition(text string, missions ...mission.Mission) (State, error) {
	if len(text) > MaxPositionBytes {
		return State{}, &PositionError{1, 1, fmt.Sprintf("%d bytes: a position is at most %d", len(text), MaxPositionBytes)}
	}
	lines, err := parseLines(text)
	if err != nil {
		return State{}, err
	}
	r := &reader{where: map[string]ptok{}}
	g, rest, err := r.game(lines, missions)
	if err != nil {
		return State{}, err
	}
	r.g, r.def = g, g.blankTree()
	r.tree = clone(r.def).(obj)
	for _, l := range rest {
		if err := r.line(l); err != nil {
			return State{}, err
		}
	}
	if err := r.finish(); err != nil {
		return State{}, err
	}
	s := State{g: g}
	w := walk.Walker{Mode: walk.Loading, Named: true}
	w.Members("", loadable(r.tree).(map[string]any), func() { s.walk(&w) })
	if w.Err != nil {
		return State{}, r.locate(w.Where, w.Err)
	}
	if err := s.consistent(); err != nil {
		return State{}, r.locate(leadingPath(err.Error()), err)
	}
	return s, nil
}

// blankTree returns the tree of the game's blank State (a position says
// what differs from it), worked out once: shared, read only.
func (g *game) blankTree() obj {
	g.blankOnce.Do(func() {
		blank := g.blank()
		g.blankDef = treeOf(&blank)
	})
	return g.blankDef
}

// leadingPath returns the field a consistency error starts with
// ("turn: ...", "survivors[2] is ..."), as a path (".turn").
func leadingPath(msg string) string {
	end := strings.IndexFunc(msg, func(r rune) bool {
		return !(r == '[' || r == ']' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z')
	})
	if end < 0 {
		end = len(msg)
	}
	return "." + msg[:end]
}

// treeOf returns the tree of a State's fields, Zones and Survivors by
// name.
func treeOf(s *State) obj {
	w := walk.Walker{Mode: walk.Saving, Named: true, Buf: []byte{'{'}}
	s.walk(&w)
	return mustTree(append(w.Buf, '}')).(obj)
}

// mustTree returns the tree of JSON data or of a value that marshals.
func mustTree(v any) any {
	data, ok := v.([]byte)
	if !ok {
		var err error
		if data, err = json.Marshal(v); err != nil {
			panic(fmt.Sprintf("invader: position: %v", err)) // the State's own values marshal
		}
	}
	t, err := decodeTree(data)
	if err != nil {
		panic(fmt.Sprintf("invader: position: %v", err))
	}
	return t
}

// A former writes a position.
type former struct {
	s     *State
	def   obj // the blank State's tree
	b     strings.Builder
	cards *cardWords // worked out once (position_cards.go)
}

// line writes a line of the words that are not empty.
func (f *former) line(words ...string) {
	sep := ""
	for _, w := range words {
		if w != "" {
			f.b.WriteString(sep + w)
			sep = " "
		}
	}
	f.b.WriteByte('\n')
}

// generic writes a field that has no words of its own, if it differs from
// the blank State's: a value; an object's members that differ; a list of
// objects of fixed length as "key INDEX members", one line per element
// that differs; a list of objects that grows as one line per element; any
// other list whole, in brackets.
func (f *former) generic(k string, v, def any) {
	if same(v, def) {
		return
	}
	switch v := v.(type) {
	case obj:
		d, _ := def.(obj)
		if d == nil {
			d = obj{}
		}
		f.line(k, members(v, d))
		return
	case []any:
		d, _ := def.([]any)
		if len(v) == 0 || !isObj(v[0]) {
			break
		}
		if len(d) == len(v) {
			for i := range v {
				if !same(v[i], d[i]) {
					f.line(k, strconv.Itoa(i), members(v[i].(obj), d[i].(obj)))
				}
			}
			return
		}
		if len(d) == 0 {
			for _, e := range v {
				f.line(k, members(e.(obj), nil))
			}
			return
		}
	}
	f.line(k, value(v))
}

func isObj(v any) bool { _, ok := v.(obj); return ok }

// A reader reads a position.
type reader struct {
	g     *game
	tree  obj             // the State's fields, the blank State's changed by each line
	def   obj             // the blank State's fields
	where map[string]ptok // where each path's value was read
	first ptok            // the first line's key
	cards []mention       // the cards the lines place (position_cards.go)
}

// at records where the value of path was read (the first time).
func (r *reader) at(path string, t ptok) {
	if _, ok := r.where[path]; !ok {
		r.where[path] = t
	}
}

// locate turns a load error into a PositionError at the value it is
// about, or at the line that set the nearest field that holds it.
func (r *reader) locate(path string, err error) error {
	msg := err.Error()
	if p := strings.TrimPrefix(path, "."); p != "" {
		msg = strings.TrimPrefix(msg, p+": ")
	}
	for p := path; ; {
		if t, ok := r.where[p]; ok {
			return &PositionError{t.line, t.col, msg}
		}
		i := strings.LastIndexAny(p, ".[")
		if i < 0 {
			return &PositionError{r.first.line, r.first.col, msg}
		}
		p = p[:i]
	}
}

// game reads the mission and rules lines and sets the game up; it returns
// the other lines.
func (r *reader) game(lines []pline, missions []mission.Mission) (*game, []pline, error) {
	var m *mission.Mission
	var rules []pitem
	var rest []pline
	if len(lines) > 0 {
		r.first = lines[0].key
	} else {
		r.first = ptok{line: 1, col: 1}
	}
	for _, l := range lines {
		switch l.key.text {
		case "mission":
			if m != nil {
				return nil, nil, errAt(l.key, "a second mission line")
			}
			found, err := findMission(l, missions)
			if err != nil {
				return nil, nil, err
			}
			m = &found
		case "rules":
			rules = append(rules, l.items...)
		default:
			rest = append(rest, l)
		}
	}
	if m == nil {
		if len(missions) != 1 {
			return nil, nil, &PositionError{r.first.line, r.first.col, "no mission line: say which mission is played (mission M1)"}
		}
		m = &missions[0]
	}
	cfg, err := r.merge(mustTree(Rules{}).(obj), rules, ".rules")
	if err != nil {
		return nil, nil, err
	}
	g, err := r.setUp(*m, cfg)
	return g, rest, err
}

// setUp checks the rules read and sets the game up.
func (r *reader) setUp(m mission.Mission, cfg obj) (*game, error) {
	at := r.first
	if t, ok := r.where[".rules"]; ok {
		at = t
	}
	var rules Rules
	data, _ := json.Marshal(loadable(cfg))
	if err := strict(data, &rules); err != nil {
		return nil, errAt(at, "rules: %v", err)
	}
	if rules.Players != 0 {
		m.Players = rules.Players
	}
	mdata, err := json.Marshal(m)
	if err != nil {
		return nil, errAt(at, "mission: %v", err)
	}
	g, err := loadGame(mdata, data)
	if err != nil {
		return nil, errAt(at, "%v", err)
	}
	return g, nil
}

// findMission returns the mission a mission line names.
func findMission(l pline, missions []mission.Mission) (mission.Mission, error) {
	if len(l.items) != 1 || l.items[0].key.text != "" || l.items[0].val.kind != 's' {
		return mission.Mission{}, errAt(l.key, "want mission ID")
	}
	id := l.items[0].val.tok
	for _, m := range missions {
		if m.ID == id.text {
			return m, nil
		}
	}
	m, err := mission.Builtin(id.text)
	if err != nil {
		return mission.Mission{}, errAt(id, "no mission %q among those given, and %s", id.text, strings.TrimPrefix(err.Error(), "mission: "))
	}
	return m, nil
}

// line reads a line other than mission and rules.
func (r *reader) line(l pline) error {
	if sg := sugarFor(l.key.text); sg != nil {
		r.at("."+sg.json, l.key)
		return sg.read(r, l)
	}
	k := l.key.text
	path := "." + k
	r.at(path, l.key)
	cur, def := r.tree.get(k), r.def.get(k)
	if sugarOf(k) != nil {
		return errAt(l.key, "%s is written with its own words (docs/POSITION.md)", k)
	}
	switch d := def.(type) {
	case nil, obj:
		base, _ := cur.(obj)
		o, err := r.merge(clone(base).(obj), l.items, path)
		r.tree.set(k, o)
		return err
	case []any:
		return r.list(l, cur.([]any), d, path)
	}
	if len(l.items) != 1 || l.items[0].key.text != "" {
		return errAt(l.key, "want %s VALUE", k)
	}
	r.where[path] = l.items[0].val.tok // errors in the value point at it
	v, err := r.read(l.items[0].val, def, path)
	r.tree.set(k, v)
	return err
}

// list reads a line of a list field: the whole list in brackets; an
// element of a list of fixed length, "key INDEX members"; or, for a list
// that grows, one more element.
func (r *reader) list(l pline, cur, def []any, path string) error {
	k := l.key.text
	if len(l.items) == 1 && l.items[0].key.text == "" && l.items[0].val.kind == 'l' {
		v, err := r.read(l.items[0].val, def, path)
		r.tree.set(k, v)
		return err
	}
	if len(def) == 0 {
		i := strconv.Itoa(len(cur))
		o, err := r.merge(obj{}, l.items, path+"["+i+"]")
		r.tree.set(k, append(cur, o))
		return err
	}
	if !isObj(def[0]) || len(l.items) == 0 || l.items[0].key.text != "" || l.items[0].val.kind != 's' {
		return errAt(l.key, "want %s [VALUES...] or %s INDEX key=value...", k, k)
	}
	at := l.items[0].val.tok
	i, err := strconv.Atoi(at.text)
	if err != nil || i < 0 || i >= len(cur) {
		return errAt(at, "%s %q: want an index from 0 to %d", k, at.text, len(cur)-1)
	}
	cur = append([]any(nil), cur...)
	o, err := r.merge(clone(cur[i]).(obj), l.items[1:], path+"["+strconv.Itoa(i)+"]")
	cur[i] = o
	r.tree.set(k, cur)
	return err
}
