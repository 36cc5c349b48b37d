package invadertest

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/mission"
)

// A PerftPosition is one named position of a perft suite and its
// published counts (docs/PERFT.md; the engine's suite is the files of
// invadertest/testdata/perft). Its text form is a header of "key: value"
// lines, then the sections "mission:" (a mission's text, left out when
// the position names a built-in mission), "position:" (the position form,
// docs/POSITION.md) and "perft:" (one line per depth: the depth, then
// [PerftResult.String]):
//
//	# comments start with #
//	name: hellfire
//	page: p.34
//	purpose: a Hellfire burns every Xeno and Survivor in its Zone ...
//	depth: 4
//	mission:
//	id: fire
//	...
//	position:
//	mission fire
//	rules externalChance
//	turn active=Cole actions=3
//	survivor Cole s activated hand1=Flamethrower+Canister pack1=Canister
//	...
//	perft:
//	1 nodes=9 weight=9 won=0 lost=1 ended=0 events=22 Attack=2 Discard=3 ...
//	2 nodes=69 weight=69 won=0 lost=3 ended=1 events=126 Arrange=13 ...
type PerftPosition struct {
	Name    string   // a word: the file's name
	Page    string   // the rulebook pages the position is about ("p.34")
	Purpose string   // one line: the rule it checks
	Depth   int      // the deepest count published
	Mission string   // the mission's text (mission.Parse); "" for a built-in one
	Text    string   // the position (invader.ParsePosition)
	Counts  []string // Counts[d-1] is PerftResult.String() at depth d
}

// ParsePerftPosition reads a PerftPosition from its text form.
func ParsePerftPosition(text string) (PerftPosition, error) {
	var p PerftPosition
	section := ""
	var mission, position []string
	for n, line := range strings.Split(text, "\n") {
		line = strings.TrimRight(line, "\r")
		if l := strings.TrimSpace(line); l == "mission:" || l == "position:" || l == "perft:" {
			section = strings.TrimSuffix(l, ":")
			continue
		}
		var err error
		switch section {
		case "":
			err = p.header(line)
		case "mission":
			mission = append(mission, line)
		case "position":
			position = append(position, line)
		case "perft":
			err = p.count(line)
		}
		if err != nil {
			return PerftPosition{}, fmt.Errorf("perft position line %d: %w", n+1, err)
		}
	}
	p.Mission = strings.TrimSpace(strings.Join(mission, "\n"))
	p.Text = strings.TrimSpace(strings.Join(position, "\n"))
	switch {
	case p.Name == "" || strings.ContainsAny(p.Name, " \t/"):
		return PerftPosition{}, fmt.Errorf("perft position: its name %q is not a word", p.Name)
	case p.Text == "":
		return PerftPosition{}, fmt.Errorf("perft position %s: no position", p.Name)
	case p.Depth < 1:
		return PerftPosition{}, fmt.Errorf("perft position %s: no depth", p.Name)
	}
	return p, nil
}

// header reads a line of the header.
func (p *PerftPosition) header(line string) error {
	if l := strings.TrimSpace(line); l == "" || strings.HasPrefix(l, "#") {
		return nil
	}
	key, val, ok := strings.Cut(line, ":")
	val = strings.TrimSpace(val)
	switch {
	case !ok:
		return fmt.Errorf("%q is no key: value", line)
	case key == "name":
		p.Name = val
	case key == "page":
		p.Page = val
	case key == "purpose":
		p.Purpose = val
	case key == "depth":
		d, err := strconv.Atoi(val)
		if err != nil || d < 1 {
			return fmt.Errorf("depth %q is no depth", val)
		}
		p.Depth = d
	default:
		return fmt.Errorf("unknown key %q", key)
	}
	return nil
}

// count reads a line of the perft section: "DEPTH RESULT", depths in
// order from 1.
func (p *PerftPosition) count(line string) error {
	if strings.TrimSpace(line) == "" {
		return nil
	}
	d, rest, _ := strings.Cut(line, " ")
	if n, err := strconv.Atoi(d); err != nil || n != len(p.Counts)+1 {
		return fmt.Errorf("%q: want depth %d", line, len(p.Counts)+1)
	}
	p.Counts = append(p.Counts, strings.TrimSpace(rest))
	return nil
}

// State reads p's position, on its mission.
func (p PerftPosition) State() (invader.State, error) {
	if p.Mission == "" {
		return invader.ParsePosition(p.Text)
	}
	m, err := mission.Parse(p.Mission)
	if err != nil {
		return invader.State{}, fmt.Errorf("perft position %s: its mission: %w", p.Name, err)
	}
	s, err := invader.ParsePosition(p.Text, m)
	if err != nil {
		return invader.State{}, fmt.Errorf("perft position %s: %w", p.Name, err)
	}
	return s, nil
}
