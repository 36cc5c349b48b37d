package main

import (
	"bytes"
	"fmt"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/bot"
	"github.com/invaderengine/invader/lang"
	"github.com/invaderengine/invader/mission"
)

// wonSeed is a seed of M0 the greedy bot wins (when a rule change makes it
// lose, the tests still pass: they compare with the greedy bot's game).
const wonSeed = 22

// A player writes the script of a game: the lines a person types, chosen
// as the greedy bot would choose, and what the session must print for
// them: a board and a list of legal actions for each State it reaches
// (want), and the words of every event, in order.
type player struct {
	t      *testing.T
	s      invader.State
	seats  seats
	lines  []string
	want   []invader.State   // the State of each list of legal actions printed
	events []string          // every event printed, in order
	undone [][]invader.State // what undo took back, for redo
	past   []invader.State   // the States at which the players decided
	lang   *lang.Language    // the language the session speaks
}

// newPlayer starts a script for mission id with opts; bots play seats.
func newPlayer(t *testing.T, id string, st seats, opts ...invader.Option) *player {
	t.Helper()
	return newPlayerIn(t, lang.English, id, st, opts...)
}

// newPlayerIn starts a script of a session speaking language l.
func newPlayerIn(t *testing.T, l *lang.Language, id string, st seats, opts ...invader.Option) *player {
	t.Helper()
	m, err := mission.Builtin(id)
	if err != nil {
		t.Fatal(err)
	}
	s, events, err := invader.Start(m, opts...)
	if err != nil {
		t.Fatal(err)
	}
	p := &player{t: t, s: s, seats: st, lang: l}
	p.record(s, events)
	p.advance()
	return p
}

// session starts the session the script is for, writing no colour and
// echoing its input.
func (p *player) session() *session {
	m, opts := p.start()
	s, events, err := invader.Start(m, opts...)
	if err != nil {
		p.t.Fatal(err)
	}
	return newSession(s, events, config{bot: bot.Greedy(), botName: "greedy", seats: p.seats, echo: true, lang: p.lang})
}

// start is the mission and options of the game the script plays.
func (p *player) start() (mission.Mission, []invader.Option) {
	r := p.s.Rules()
	opts := []invader.Option{invader.Seed(r.Seed)}
	if r.ExternalChance {
		opts = append(opts, invader.ExternalChance())
	}
	return p.s.Mission(), opts
}

func (p *player) record(s invader.State, events []invader.Event) {
	for _, e := range events {
		p.events = append(p.events, "  "+p.lang.Event(s, e))
	}
}

func (p *player) apply(a invader.Action) {
	p.t.Helper()
	next, events, err := p.s.Apply(a)
	if err != nil {
		p.t.Fatalf("%s: %v", p.s.FormatAction(a), err)
	}
	p.record(next, events)
	p.s = next
}

// advance makes the moves the session makes alone (bots, forced chance
// outcomes); the State reached is one the session prints, unless over.
func (p *player) advance() {
	for !p.s.IsOver() {
		if a, ok := onlyOutcome(p.s); ok {
			p.apply(a)
		} else if p.seats.decides(p.s) {
			p.apply(bot.Greedy().Act(p.s))
		} else {
			p.want = append(p.want, p.s)
			return
		}
	}
}

// greedy is the action the greedy bot takes now.
func (p *player) greedy() invader.Action { return bot.Greedy().Act(p.s) }

// number is the line naming a by its number in the legal list.
func (p *player) number(a invader.Action) string {
	for i, b := range p.s.Legal() {
		if a == b {
			return fmt.Sprint(i + 1)
		}
	}
	p.t.Fatalf("%s is not legal", p.s.FormatAction(a))
	return ""
}

// play types line, which names a, and plays a.
func (p *player) play(line string, a invader.Action) {
	p.lines = append(p.lines, line)
	p.past = append(p.past, p.s)
	p.undone = nil
	p.apply(a)
	p.advance()
}

// say types a line that does not change the State.
func (p *player) say(line string) { p.lines = append(p.lines, line) }

// undo types line, a word for undo: back to the State of the last
// decision.
func (p *player) undo(line string) {
	p.lines = append(p.lines, line)
	p.undone = append(p.undone, []invader.State{p.s})
	p.s = p.past[len(p.past)-1]
	p.past = p.past[:len(p.past)-1]
	p.want = append(p.want, p.s)
}

// redo types line, a word for redo.
func (p *player) redo(line string) {
	p.lines = append(p.lines, line)
	p.past = append(p.past, p.s)
	p.s = p.undone[len(p.undone)-1][0]
	p.undone = p.undone[:len(p.undone)-1]
	p.want = append(p.want, p.s)
}

// playM0 types a whole game of M0 after the lines of prelude, as the
// greedy bot would play it: numbers and notation in turn, odds before
// each attack, an undo, an undo and a redo, a save to file, the log and
// the save loaded again to play on; word(cmd, i) is what is typed for
// the command cmd (odds, undo, redo, save, log, load) at the i-th
// action. It runs the session, checks it and returns what it printed.
func (p *player) playM0(file string, prelude []string, word func(cmd string, i int) string) string {
	for _, line := range prelude {
		p.say(line)
	}
	p.want = append(p.want, p.s)
	var saved invader.State
	var savedAt int
	for i := 0; !p.s.IsOver(); i++ {
		a := p.greedy()
		line := p.number(a)
		if i%2 == 1 {
			line = p.s.FormatAction(a)
		}
		if _, ok := a.(invader.Attack); ok {
			p.say(word("odds", i))
		}
		switch i {
		case 3:
			p.play(line, a)
			p.undo(word("undo", i))
		case 5:
			p.play(line, a)
			p.undo(word("undo", i))
			p.redo(word("redo", i))
			continue
		case 20:
			p.say(word("save", i) + " " + file)
			saved, savedAt = p.s, len(p.events)
		case 24:
			p.say(word("log", i))
			p.say(word("load", i) + " " + file)
			p.s, p.past = saved, nil
			p.events = p.events[:savedAt]
			p.want = append(p.want, p.s)
			continue
		}
		p.play(line, a)
	}
	out := p.run()
	p.check(out)
	return out
}

// run plays the script in a session and returns what it printed.
func (p *player) run() string {
	p.t.Helper()
	var out bytes.Buffer
	if err := p.session().Run(strings.NewReader(strings.Join(p.lines, "\n")+"\n"), &out); err != nil {
		p.t.Fatal(err)
	}
	return out.String()
}

// itemRE reads an item of a list of legal actions: its number, its
// notation and its note.
var itemRE = regexp.MustCompile(`^ *([0-9]+)  (.*?)(  [(（].*[)）])?$`)

// lists reads the lists of legal actions a session printed in language
// l.
func lists(t *testing.T, l *lang.Language, out string) [][]string {
	t.Helper()
	var all [][]string
	lines := strings.Split(out, "\n")
	for i := 0; i < len(lines); i++ {
		if lines[i] != legalHeader(l) {
			continue
		}
		byNumber := map[int]string{}
		for i++; i < len(lines) && (itemRE.MatchString(lines[i]) || strings.HasPrefix(lines[i], discardsHeader(l))); i++ {
			if m := itemRE.FindStringSubmatch(lines[i]); m != nil {
				n, _ := strconv.Atoi(m[1])
				byNumber[n] = m[2]
			}
		}
		list := make([]string, len(byNumber))
		for n, a := range byNumber {
			if n < 1 || n > len(list) {
				t.Fatalf("line %d: item %d of a list of %d", i, n, len(list))
			}
			list[n-1] = a
		}
		all = append(all, list)
	}
	return all
}

// check compares what a session printed with the script: every list of
// legal actions is the State's, every event is there in order, and the
// last line is the outcome.
func (p *player) check(out string) {
	t := p.t
	t.Helper()
	got := lists(t, p.lang, out)
	if len(got) != len(p.want) {
		t.Fatalf("%d lists of legal actions printed, want %d", len(got), len(p.want))
	}
	for i, s := range p.want {
		want := legalTexts(s)
		if strings.Join(got[i], "\n") != strings.Join(want, "\n") {
			t.Fatalf("list %d:\n%s\nwant State.Legal:\n%s", i+1, strings.Join(got[i], "\n"), strings.Join(want, "\n"))
		}
	}
	at := 0
	for _, e := range p.events {
		i := strings.Index(out[at:], e+"\n")
		if i < 0 {
			t.Fatalf("event %q not printed (after byte %d)", e, at)
		}
		at += i + len(e)
	}
	if p.s.IsOver() {
		lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
		if last, want := lines[len(lines)-1], outcomeLine(p.lang, p.s); last != want {
			t.Errorf("last line %q, want %q", last, want)
		}
	}
}

func legalTexts(s invader.State) []string {
	var texts []string
	for _, a := range s.Legal() {
		texts = append(texts, s.FormatAction(a))
	}
	return texts
}

// A whole game of M0, every seat human, typed as the greedy bot would
// play it: numbers and notation in turn, with help, odds, log, board, bad
// lines, undo, redo, and a save loaded again to play on.
func TestPlayM0ToTheEnd(t *testing.T) {
	p := newPlayer(t, "M0", seats{}, invader.Seed(wonSeed))
	file := filepath.Join(t.TempDir(), "game.json")
	out := p.playM0(file, []string{"help", "Cole fly", "99", "board"}, func(cmd string, _ int) string { return cmd })
	for _, c := range commands {
		if !strings.Contains(out, "\n  "+c.name) {
			t.Errorf("help does not list %s", c.name)
		}
	}
	if !strings.Contains(out, "\nCole [1-") && !strings.Contains(out, "\nplayer 1 [1-") {
		t.Error("no prompt")
	}
	if strings.Contains(out, "\x1b[") {
		t.Error("colour written to a buffer")
	}
	t.Logf("%d lines typed, %d lists checked, %s", len(p.lines), len(p.want), outcomeLine(lang.English, p.s))
}

// Every built-in mission can be played to its end, every seat human, in
// notation alone (every kind of decision the greedy bot meets is typed).
func TestPlayEveryMissionInNotation(t *testing.T) {
	for _, id := range mission.Builtins() {
		t.Run(id, func(t *testing.T) {
			p := newPlayer(t, id, seats{}, invader.Seed(9))
			for n := 0; !p.s.IsOver() && n < 3000; n++ {
				a := p.greedy()
				p.play(p.s.FormatAction(a), a)
			}
			if !p.s.IsOver() {
				p.say("quit")
			}
			p.check(p.run())
		})
	}
}

// Bots play the Survivors -bots names; the players type for the others.
func TestBotsPlaySomeSeats(t *testing.T) {
	s, _, err := invader.Start(mustMission(t, "M0"), invader.Seed(wonSeed))
	if err != nil {
		t.Fatal(err)
	}
	st, err := parseSeats(lang.English, s, "cole, Vivian,Mitsuki")
	if err != nil {
		t.Fatal(err)
	}
	p := newPlayer(t, "M0", st, invader.Seed(wonSeed))
	for !p.s.IsOver() {
		if pend := p.s.Pending(); pend.Survivor >= 0 && st.isBot(p.s, pend.Survivor) {
			t.Fatalf("asked for a bot's decision: %+v", pend)
		}
		a := p.greedy()
		p.play(p.number(a), a)
	}
	out := p.run()
	p.check(out)
	if !strings.Contains(out, "(greedy bot)") {
		t.Error("no bot move printed")
	}
	if _, err := parseSeats(lang.English, s, "Bob"); err == nil || !strings.Contains(err.Error(), "Bob") {
		t.Errorf("-bots Bob: %v", err)
	}
}

// At a physical table the players enter every die and card, by number, by
// its label or in notation; an event with one outcome is not asked.
func TestPhysicalTable(t *testing.T) {
	p := newPlayer(t, "M0", seats{}, invader.ExternalChance())
	chances := 0
	for n := 0; !p.s.IsOver() && n < 600; n++ {
		if p.s.Pending().Decision != invader.ChanceDecision {
			a := p.greedy()
			p.play(p.number(a), a)
			continue
		}
		outcomes := p.s.ChanceOutcomes()
		o := outcomes[0]
		line := []string{p.number(o.Action), o.Label, p.s.FormatAction(o.Action)}[chances%3]
		chances++
		p.play(line, o.Action)
	}
	if !p.s.IsOver() {
		p.say("quit")
	}
	out := p.run()
	p.check(out)
	if !p.s.IsOver() || !strings.Contains(out, "rolls die 2 of 2") {
		t.Error("the game did not end, or no die was entered")
	}
	if strings.Count(out, "At the table: ") != chances {
		t.Errorf("%d chance outcomes entered, %d asked", chances, strings.Count(out, "At the table: "))
	}
}

func mustMission(t *testing.T, id string) mission.Mission {
	t.Helper()
	m, err := mission.Builtin(id)
	if err != nil {
		t.Fatal(err)
	}
	return m
}
