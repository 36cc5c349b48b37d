package main

import (
	"encoding/json"
	"fmt"
	"os"
	"strconv"
	"strings"

	"github.com/invaderengine/invader"
)

// A command is a word the players may type instead of an action.
type command struct {
	name, arg, help string
	run             func(g *session, arg string) error
}

// commands are the session's commands, in the order help lists them.
var commands []command

func init() {
	commands = []command{
		{"help", "", "this list", func(g *session, _ string) error { g.help(); return nil }},
		{"undo", "", "take back the last decision (and what the bots did after it)", func(g *session, _ string) error { g.undo(); return nil }},
		{"redo", "", "replay what undo took back", func(g *session, _ string) error { g.redoLast(); return nil }},
		{"save", "FILE", "save the game as JSON", (*session).save},
		{"load", "FILE", "load a saved game and play on from it", (*session).load},
		{"board", "", "draw the board with the key to its symbols, and list the actions again", func(g *session, _ string) error {
			g.shown, g.keyShown = false, false
			return nil
		}},
		{"log", "", "every event so far, in words", func(g *session, _ string) error { g.log(); return nil }},
		{"odds", "", "the odds of each attack offered", func(g *session, _ string) error { g.odds(); return nil }},
		{"quit", "", "leave the game", func(g *session, _ string) error {
			g.out.println("Goodbye: the game is left unfinished (save it first to play on later).")
			return errQuit
		}},
	}
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
		if strings.EqualFold(word, c.name) {
			return c.run(g, strings.TrimSpace(arg))
		}
	}
	a, err := g.pick(line)
	if err == nil {
		err = g.play(a, true, "")
	}
	if err != nil {
		g.complain(err.Error())
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
			return nil, fmt.Errorf("no action numbered %d: choose 1 to %d", n, len(legal))
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
	g.out.println("Answer with the number of an action in the list, or the action written out")
	g.out.println(`("Cole move c1", "activate Vivian", "chance 6"; docs/NOTATION.md), or a command:`)
	for _, c := range commands {
		name := c.name
		if c.arg != "" {
			name += " " + c.arg
		}
		g.out.printf("  %-10s %s\n", name, c.help)
	}
}

// save writes the current State to a file as JSON.
func (g *session) save(file string) error {
	if file == "" {
		g.complain("save needs a file name: save FILE")
		return nil
	}
	data, err := g.cur().MarshalJSON()
	if err == nil {
		err = os.WriteFile(file, data, 0o644)
	}
	if err != nil {
		g.complain("save: " + err.Error())
		return nil
	}
	g.out.printf("Saved to %s (round %d).\n", file, g.cur().Round())
	return nil
}

// load reads a saved game and plays on from it. The events before the
// save are not in it: the log starts again, and undo stops there.
func (g *session) load(file string) error {
	if file == "" {
		g.complain("load needs a file name: load FILE")
		return nil
	}
	data, err := os.ReadFile(file)
	var s invader.State
	if err == nil {
		err = json.Unmarshal(data, &s)
	}
	if err != nil {
		g.complain("load: " + err.Error())
		return nil
	}
	g.hist = []step{{state: s}}
	g.redo, g.loaded = nil, file
	g.shown, g.botLost = false, false
	g.out.printf("Loaded %s: %s %s, round %d.\n", file, s.Mission().ID, s.Mission().Title, s.Round())
	return nil
}

// log prints every event so far, under the action that caused it.
func (g *session) log() {
	if g.loaded != "" {
		g.out.printf("(loaded from %s: what came before is not in the save)\n", g.loaded)
	}
	for _, st := range g.hist {
		if st.action != "" {
			g.out.println(g.paint.cyan("> " + st.action))
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
			g.out.printf("%3d  %s: %s\n", i+1, s.FormatAction(a), oddsWords(s, at))
		}
	}
	if !found {
		g.out.println("No attack is offered now.")
	}
}
