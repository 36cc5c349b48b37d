package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"

	"github.com/invaderengine/invader"
)

// A command is a word the players may type instead of an action: its
// English name, in every language, or its name in the session's language
// (aliases); its help is the book's "cmd." and its name.
type command struct {
	name string
	file bool // it takes a file name
	run  func(g *session, arg string) error
}

// commands are the session's commands, in the order help lists them.
var commands []command

func init() {
	commands = []command{
		{"help", false, func(g *session, _ string) error { g.help(); return nil }},
		{"undo", false, func(g *session, _ string) error { g.undo(); return nil }},
		{"redo", false, func(g *session, _ string) error { g.redoLast(); return nil }},
		{"save", true, (*session).save},
		{"load", true, (*session).load},
		{"board", false, func(g *session, _ string) error {
			g.shown, g.keyShown = false, false
			return nil
		}},
		{"log", false, func(g *session, _ string) error { g.log(); return nil }},
		{"odds", false, func(g *session, _ string) error { g.odds(); return nil }},
		{"quit", false, func(g *session, _ string) error {
			g.out.println(g.say("goodbye"))
			return errQuit
		}},
	}
}

// named reports whether a player's word names command c in the session's
// language: its English name or its alias, in any case.
func (g *session) named(c command, word string) bool {
	alias := aliases[g.l().Tag()][c.name]
	return strings.EqualFold(word, c.name) || alias != "" && word == alias
}

// handle carries out one line of the players: a number from the list of
// legal actions, a command, or an action in notation. Whatever is wrong
// with it is said, and the State stays as it was.
func (g *session) handle(line string) error {
	if line == "" {
		return nil
	}
	word, arg, _ := strings.Cut(line, " ")
	for _, c := range commands {
		if g.named(c, word) {
			return c.run(g, strings.TrimSpace(arg))
		}
	}
	a, err := g.pick(line)
	if err == nil {
		err = g.play(a, true, "")
	}
	if err != nil {
		g.complain(g.l().Error(err))
	}
	return nil
}

// pick reads the action a line names: its number in the list, the label
// of a chance outcome, or its notation.
func (g *session) pick(line string) (invader.Action, error) {
	s := g.cur()
	legal := s.Legal()
	if n, err := strconv.Atoi(line); err == nil {
		if n < 1 || n > len(legal) {
			return nil, errors.New(g.say("noNumber", "n", n, "most", len(legal)))
		}
		return legal[n-1], nil
	}
	for _, o := range s.ChanceOutcomes() {
		if strings.EqualFold(line, o.Label) {
			return o.Action, nil
		}
	}
	return s.ParseAction(line)
}

// complain says what is wrong with a line.
func (g *session) complain(msg string) {
	g.out.println(g.paint.red(msg))
}

// help lists the ways to answer and the commands.
func (g *session) help() {
	g.out.println(g.say("help.1"))
	g.out.println(g.say("help.2"))
	var rows [][]string
	for _, c := range commands {
		file := ""
		if c.file {
			file = " " + g.say("cmd.file")
		}
		name := g.say("cmd.name", "name", c.name, "alias", aliases[g.l().Tag()][c.name], "file", file)
		rows = append(rows, []string{"  " + name, g.say("cmd." + c.name)})
	}
	width := 10 + 2 // as fmt's %-10s after two spaces
	for _, row := range rows {
		width = max(width, textWidth(row[0])+1)
	}
	for _, line := range columns(rows, width) {
		g.out.println(line)
	}
}

// columns lines rows of two cells up: the first padded to width columns
// of a terminal (where a Chinese character takes two), or followed by
// one space when longer.
func columns(rows [][]string, width int) []string {
	out := make([]string, len(rows))
	for i, row := range rows {
		pad := max(width-textWidth(row[0]), 0) + 1
		out[i] = row[0] + strings.Repeat(" ", pad) + row[1]
	}
	return out
}

// textWidth counts the columns a terminal gives text: two for a wide
// character.
func textWidth(text string) int {
	n := 0
	for _, r := range text {
		n++
		if r >= 0x1100 && (r <= 0x115F || r >= 0x2E80 && r <= 0xA4CF || r >= 0xAC00 && r <= 0xD7A3 ||
			r >= 0xF900 && r <= 0xFAFF || r >= 0xFE30 && r <= 0xFE4F || r >= 0xFF00 && r <= 0xFF60 || r >= 0xFFE0 && r <= 0xFFE6) {
			n++
		}
	}
	return n
}

// save writes the current State to a file as JSON.
func (g *session) save(file string) error {
	if file == "" {
		g.complain(g.say("save.noFile"))
		return nil
	}
	data, err := g.cur().MarshalJSON()
	if err == nil {
		err = os.WriteFile(file, data, 0o644)
	}
	if err != nil {
		g.complain(g.say("save.failed", "error", err.Error()))
		return nil
	}
	g.out.println(g.say("saved", "file", file, "round", g.cur().Round()))
	return nil
}

// load reads a saved game and plays on from it. The events before the
// save are not in it: the log starts again, and undo stops there.
func (g *session) load(file string) error {
	if file == "" {
		g.complain(g.say("load.noFile"))
		return nil
	}
	data, err := os.ReadFile(file)
	var s invader.State
	if err == nil {
		err = json.Unmarshal(data, &s)
	}
	if err != nil {
		g.complain(g.say("load.failed", "error", err.Error()))
		return nil
	}
	g.hist = []step{{state: s}}
	g.redo, g.loaded = nil, file
	g.shown, g.botLost = false, false
	g.out.println(g.say("loaded", "file", file, "id", s.Mission().ID, "title", g.l().Title(s.Mission()), "round", s.Round()))
	return nil
}

// log prints every event so far, under the action that caused it.
func (g *session) log() {
	if g.loaded != "" {
		g.out.println(g.say("loadedFrom", "file", g.loaded))
	}
	for _, st := range g.hist {
		if st.action != "" {
			g.out.println(g.paint.cyan(g.played(st.action, st.words, "")))
		}
		g.printEvents(st.state, st.events)
	}
}

// odds prints the exact odds of each attack among the legal actions.
func (g *session) odds() {
	s := g.cur()
	found := false
	for i, a := range s.Legal() {
		if at, ok := a.(invader.Attack); ok {
			found = true
			g.out.println(g.say("odds", "n", fmt.Sprintf("%3d", i+1), "action", s.FormatAction(a), "odds", g.l().Odds(s, at)))
		}
	}
	if !found {
		g.out.println(g.say("noAttack"))
	}
}
