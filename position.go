package invader

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/invaderengine/invader/internal/postext"
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
	f.Line("#", postext.OneLine(s.summary()))
	f.Line("mission", postext.Word(s.g.mission.ID))
	if cfg := postext.MustTree(s.g.cfg); !postext.Same(cfg, postext.MustTree(Rules{})) {
		f.Line("rules", postext.Members(cfg.(postext.Obj), postext.MustTree(Rules{}).(postext.Obj)))
	}
	tree := treeOf(&s)
	for _, m := range tree {
		def := f.def.Get(m.K)
		if sg := sugarOf(m.K); sg != nil {
			sg.write(&f, m.V, def)
			continue
		}
		f.Generic(m.K, m.V, def)
	}
	return f.String()
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
	s, err := parsePosition(text, missions)
	if e, ok := err.(*postext.Error); ok {
		return State{}, &PositionError{e.Line, e.Column, e.Msg}
	}
	return s, err
}

// A PositionError says what is wrong with a position's text and where.
type PositionError struct {
	Line, Column int // 1-based
	Msg          string
}

func (e *PositionError) Error() string {
	return fmt.Sprintf("invader: position: line %d:%d: %s", e.Line, e.Column, e.Msg)
}

// parsePosition reads a position; its errors are *postext.Error.
func parsePosition(text string, missions []mission.Mission) (State, error) {
	lines, err := postext.ParseLines(text)
	if err != nil {
		return State{}, err
	}
	r := &reader{Reader: postext.Reader{Where: map[string]postext.Tok{}}}
	g, rest, err := r.game(lines, missions)
	if err != nil {
		return State{}, err
	}
	r.g, r.Def = g, g.blankTree()
	r.Tree = postext.Clone(r.Def).(postext.Obj)
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
	w.Members("", postext.Loadable(r.Tree).(map[string]any), func() { s.walk(&w) })
	if w.Err != nil {
		return State{}, r.Locate(w.Where, w.Err)
	}
	if err := s.consistent(); err != nil {
		return State{}, r.Locate(leadingPath(err.Error()), err)
	}
	return s, nil
}

// blankTree returns the tree of the game's blank State (a position says
// what differs from it), worked out once: shared, read only.
func (g *game) blankTree() postext.Obj {
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
func treeOf(s *State) postext.Obj {
	w := walk.Walker{Mode: walk.Saving, Named: true, Buf: []byte{'{'}}
	s.walk(&w)
	return postext.MustTree(append(w.Buf, '}')).(postext.Obj)
}

// A former writes a position: the fields of the State's tree with words
// of their own (position_words.go) as their sugar says, the others as
// postext's Writer does (Generic).
type former struct {
	postext.Writer
	s     *State
	def   postext.Obj // the blank State's tree
	cards *cardWords  // worked out once (position_cards.go)
}

// A reader reads a position into the State's tree: the lines with words
// of their own as their sugar says, the others as postext's Reader does
// (Field). Its Tree is the State's fields, the blank State's (Def)
// changed by each line.
type reader struct {
	postext.Reader
	g     *game     // the game set up from the mission and rules lines
	cards []mention // the cards the lines place (position_cards.go)
}

// game reads the mission and rules lines and sets the game up; it returns
// the other lines.
func (r *reader) game(lines []postext.Line, missions []mission.Mission) (*game, []postext.Line, error) {
	var m *mission.Mission
	var rules []postext.Item
	var rest []postext.Line
	if len(lines) > 0 {
		r.First = lines[0].Key
	} else {
		r.First = postext.Tok{Line: 1, Col: 1}
	}
	for _, l := range lines {
		switch l.Key.Text {
		case "mission":
			if m != nil {
				return nil, nil, postext.Errorf(l.Key, "a second mission line")
			}
			found, err := findMission(l, missions)
			if err != nil {
				return nil, nil, err
			}
			m = &found
		case "rules":
			rules = append(rules, l.Items...)
		default:
			rest = append(rest, l)
		}
	}
	if m == nil {
		if len(missions) != 1 {
			return nil, nil, postext.Errorf(r.First, "no mission line: say which mission is played (mission M1)")
		}
		m = &missions[0]
	}
	cfg, err := r.Merge(postext.MustTree(Rules{}).(postext.Obj), rules, ".rules")
	if err != nil {
		return nil, nil, err
	}
	g, err := r.setUp(*m, cfg)
	return g, rest, err
}

// setUp checks the rules read and sets the game up.
func (r *reader) setUp(m mission.Mission, cfg postext.Obj) (*game, error) {
	at := r.First
	if t, ok := r.Where[".rules"]; ok {
		at = t
	}
	var rules Rules
	data, _ := json.Marshal(postext.Loadable(cfg))
	if err := strict(data, &rules); err != nil {
		return nil, postext.Errorf(at, "rules: %v", err)
	}
	if rules.Players != 0 {
		m.Players = rules.Players
	}
	mdata, err := json.Marshal(m)
	if err != nil {
		return nil, postext.Errorf(at, "mission: %v", err)
	}
	g, err := loadGame(mdata, data)
	if err != nil {
		return nil, postext.Errorf(at, "%v", err)
	}
	return g, nil
}

// findMission returns the mission a mission line names.
func findMission(l postext.Line, missions []mission.Mission) (mission.Mission, error) {
	if len(l.Items) != 1 || l.Items[0].Key.Text != "" || l.Items[0].Val.Kind != postext.Scalar {
		return mission.Mission{}, postext.Errorf(l.Key, "want mission ID")
	}
	id := l.Items[0].Val.Tok
	for _, m := range missions {
		if m.ID == id.Text {
			return m, nil
		}
	}
	m, err := mission.Builtin(id.Text)
	if err != nil {
		return mission.Mission{}, postext.Errorf(id, "no mission %q among those given, and %s", id.Text, strings.TrimPrefix(err.Error(), "mission: "))
	}
	return m, nil
}

// line reads a line other than mission and rules: a line with words of
// its own as its sugar says, any other as the generic reader does.
func (r *reader) line(l postext.Line) error {
	if sg := sugarFor(l.Key.Text); sg != nil {
		r.At("."+sg.json, l.Key)
		return sg.read(r, l)
	}
	if sugarOf(l.Key.Text) != nil {
		return postext.Errorf(l.Key, "%s is written with its own words (docs/POSITION.md)", l.Key.Text)
	}
	return r.Field(l)
}
