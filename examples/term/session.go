package main

import (
	"bufio"
	"errors"
	"io"
	"strings"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/bot"
	"github.com/invaderengine/invader/lang"
)

// config is how a session plays: who the bots are, and how it writes.
type config struct {
	bot     bot.Bot // decides for the Survivors seats names
	botName string
	seats   seats
	color   bool           // write ANSI colour
	width   int            // the board's columns (draw.Width)
	echo    bool           // write each line read after its prompt (input that is not typed)
	lang    *lang.Language // the language the session speaks; nil is English
}

// seats says which Survivors a bot plays.
type seats struct {
	all   bool
	names map[string]bool // lower-case Survivor names
}

// isBot reports whether a bot plays Survivor i of s.
func (st seats) isBot(s invader.State, i int) bool {
	return st.all || st.names[strings.ToLower(s.Survivor(i).Card.Name)]
}

// A step is one State of the game and how it was reached.
type step struct {
	state  invader.State
	events []invader.Event // the events that led to state (the setup's, for the first)
	action string          // the action that led to state, in notation; "" for the first
	words  string          // the action in words, in a language but English (whose words are the notation's)
	human  bool            // a person chose the action
}

// A session is a game played at a terminal: the States so far (old States
// are values, so undo is a step back), what undo took away, and the lines
// read and written.
type session struct {
	cfg      config
	hist     []step   // hist[0] is the start or the game loaded
	redo     [][]step // groups that undo took away, the last undone last
	loaded   string   // the file hist[0] was loaded from, if any
	shown    bool     // the current State's board and actions are printed
	keyShown bool     // the key to the board's symbols is printed
	botLost  bool     // the bot failed at the current State: a person decides
	in       *bufio.Reader
	out      *output
	paint    painter
}

// newSession starts a session on s, reached by the setup events.
func newSession(s invader.State, events []invader.Event, cfg config) *session {
	if cfg.width == 0 {
		cfg.width = 80
	}
	if cfg.lang == nil {
		cfg.lang = lang.English
	}
	return &session{cfg: cfg, hist: []step{{state: s, events: events}}, paint: painter{on: cfg.color, l: cfg.lang}}
}

// l is the language the session speaks.
func (g *session) l() *lang.Language { return g.cfg.lang }

// say writes message id of the program's book in the session's language.
func (g *session) say(id string, args ...any) string { return g.cfg.lang.Book(book, id, args...) }

// errQuit ends a session at the players' request.
var errQuit = errors.New("quit")

// Run plays the game reading the players' lines from in and writing to out,
// until the game ends, a player quits or in ends. It returns only the
// errors of writing to out: every bad line is answered and asked again.
func (g *session) Run(in io.Reader, out io.Writer) error {
	g.in = bufio.NewReader(in)
	g.out = &output{w: out}
	g.intro()
	for g.out.err == nil {
		s := g.cur()
		if s.IsOver() {
			g.finish()
			break
		}
		if g.autoplay(s) {
			continue
		}
		if err := g.turn(s); err != nil {
			break
		}
	}
	return g.out.err
}

// turn asks the players for one line at s and carries it out; errQuit or
// io.EOF when the session ends.
func (g *session) turn(s invader.State) error {
	if !g.shown {
		g.show(s)
	}
	g.out.print(g.paint.bold(promptLine(g.l(), s)))
	line, err := g.readLine()
	if err != nil {
		g.out.println()
		g.out.println(g.paint.yellow(g.say("endOfInput", "round", s.Round())))
		return io.EOF
	}
	if g.cfg.echo {
		g.out.println(line)
	}
	return g.handle(line)
}

// readLine reads the next line without its end; io.EOF at the end of input.
func (g *session) readLine() (string, error) {
	line, err := g.in.ReadString('\n')
	if err != nil && line == "" {
		return "", io.EOF
	}
	return strings.TrimSpace(line), nil
}

// cur is the current State.
func (g *session) cur() invader.State { return g.hist[len(g.hist)-1].state }

// autoplay makes the move at s that no person makes: a bot's decision, or
// the only outcome of a chance event. It reports whether it moved.
func (g *session) autoplay(s invader.State) bool {
	if g.botLost {
		return false
	}
	if a, ok := onlyOutcome(s); ok {
		return g.play(a, false, g.say("by.only")) == nil
	}
	if !g.cfg.seats.decides(s) {
		return false
	}
	a := g.cfg.bot.Act(s)
	if a == nil {
		g.botLost = true
		return false
	}
	if err := g.play(a, false, g.say("by.bot", "bot", botTitle(g.l(), g.cfg.botName))); err != nil {
		g.out.println(g.paint.red(g.say("botFailed", "bot", botTitle(g.l(), g.cfg.botName), "action", s.FormatAction(a),
			"error", g.l().Error(err))))
		g.botLost = true
		return false
	}
	return true
}

// onlyOutcome returns the chance outcome to apply when a chance event has a
// single one: nobody need be asked.
func onlyOutcome(s invader.State) (invader.Action, bool) {
	if s.Pending().Decision != invader.ChanceDecision {
		return nil, false
	}
	if legal := s.Legal(); len(legal) == 1 {
		return legal[0], true
	}
	return nil, false
}

// decides reports whether the decision pending at s is a bot's: the
// decision of a Survivor a bot plays, or one of a player (which Survivor
// to activate, who takes a wound) whose every choice names such Survivors.
// Chance outcomes are never a bot's: at a real table the dice decide.
func (st seats) decides(s invader.State) bool {
	p := s.Pending()
	switch {
	case p.Decision == invader.ChanceDecision || p.Decision == invader.NoDecision:
		return false
	case st.all:
		return true
	case p.Survivor >= 0:
		return st.isBot(s, p.Survivor)
	}
	named := false
	for _, a := range s.Legal() {
		i := chooser(a)
		if i < 0 {
			continue
		}
		named = true
		if !st.isBot(s, i) {
			return false
		}
	}
	if named {
		return true
	}
	for i := range s.NumSurvivors() {
		if s.Survivor(i).Player == p.Player && !st.isBot(s, i) {
			return false
		}
	}
	return true
}

// chooser is the Survivor a player's choice names (who is activated, who
// takes the wound), or -1: the free Discards any Survivor may make do not
// make the decision theirs.
func chooser(a invader.Action) int {
	switch a := a.(type) {
	case invader.Activate:
		return a.Survivor
	case invader.AssignWound:
		return a.Survivor
	}
	return -1
}

// play applies a to the current State, records it and prints its events;
// by says who chose it when no person did.
func (g *session) play(a invader.Action, human bool, by string) error {
	s := g.cur()
	next, events, err := s.Apply(a)
	if err != nil {
		return err
	}
	text, words := s.FormatAction(a), ""
	if g.l() != lang.English { // English's words are the notation's
		words = g.l().Action(s, a)
	}
	g.hist = append(g.hist, step{state: next, events: events, action: text, words: words, human: human})
	g.redo = nil
	g.shown, g.botLost = false, false
	g.out.println(g.paint.cyan(g.played(text, words, by)))
	g.printEvents(next, events)
	return nil
}

// played is the line of an action played: in notation, with its words
// (in a language but English), chosen by by when no person chose it.
func (g *session) played(action, words, by string) string {
	if words != "" {
		words = g.say("words", "words", words)
	}
	if by != "" {
		by = g.say("by", "who", by)
	}
	return g.say("played", "action", action, "words", words, "by", by)
}

// printEvents writes events in the words of s, the State they led to.
func (g *session) printEvents(s invader.State, events []invader.Event) {
	for _, e := range events {
		g.out.println("  " + g.paint.event(e, g.l().Event(s, e)))
	}
}

// undo goes back to the State before the players' last decision, taking
// back the moves made for them after it.
func (g *session) undo() {
	last := -1
	for i := len(g.hist) - 1; i > 0; i-- {
		if g.hist[i].human {
			last = i
			break
		}
	}
	if last < 0 {
		g.out.println(g.say("nothingToUndo"))
		return
	}
	group := append([]step(nil), g.hist[last:]...)
	g.hist = g.hist[:last]
	g.redo = append(g.redo, group)
	g.shown, g.botLost = false, false
	g.out.println(g.paint.cyan(g.say("undone", "action", group[0].action)))
}

// redoLast replays what the last undo took back.
func (g *session) redoLast() {
	if len(g.redo) == 0 {
		g.out.println(g.say("nothingToRedo"))
		return
	}
	group := g.redo[len(g.redo)-1]
	g.redo = g.redo[:len(g.redo)-1]
	g.hist = append(g.hist, group...)
	g.shown, g.botLost = false, false
	for _, st := range group {
		g.out.println(g.paint.cyan(g.played(st.action, st.words, g.say("by.redone"))))
		g.printEvents(st.state, st.events)
	}
}

// intro prints the mission, its Goals and the setup.
func (g *session) intro() {
	s := g.cur()
	m := s.Mission()
	l := g.l()
	title := g.say("title", "id", m.ID, "title", l.Title(m))
	if m.Difficulty != "" {
		title += g.say("difficulty", "difficulty", l.Difficulty(m.Difficulty))
	}
	g.out.println(g.paint.bold(title))
	for i, goal := range m.Goals {
		g.out.println(g.say("goal", "n", i+1, "goal", l.Goal(goal)))
	}
	g.out.println(g.say("rules", "rules", rulesLine(l, s, g.cfg)))
	g.printEvents(s, g.hist[0].events)
}

// finish prints the end of the game: the board and the outcome.
func (g *session) finish() {
	s := g.cur()
	g.out.print(g.paint.board(s, g.cfg.width, false))
	g.out.println(g.paint.bold(outcomeLine(g.l(), s)))
}

// output writes to w and keeps the first error.
type output struct {
	w   io.Writer
	err error
}

func (o *output) print(text string) {
	if o.err == nil {
		_, o.err = io.WriteString(o.w, text)
	}
}

func (o *output) println(text ...string) { o.print(strings.Join(text, " ") + "\n") }
