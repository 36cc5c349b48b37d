package main

import (
	"fmt"
	"runtime"
	"strings"
	"time"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/bot"
	"github.com/invaderengine/invader/examples/internal/missions"
	"github.com/invaderengine/invader/examples/internal/rules"
	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/zone"
)

// A setting is what a run plays: a mission, a bot, rule options and a
// round cap.
type setting struct {
	missionArg string // as -mission gave it, for the replay commands
	m          mission.Mission
	bot        string
	rules      invader.Rules // the seed is each game's
	rounds     int
}

// newSetting loads the mission and checks the bot and rules.
func newSetting(missionArg, botName string, r invader.Rules, rounds int) (setting, error) {
	m, err := missions.Load(missionArg)
	if err != nil {
		return setting{}, err
	}
	if _, err := bot.ByName(botName, 0); err != nil {
		return setting{}, err
	}
	r.Seed = 0
	if _, err := invader.New(m, r.Option()); err != nil {
		return setting{}, err // every game would fail the same way
	}
	return setting{missionArg: missionArg, m: m, bot: botName, rules: r, rounds: rounds}, nil
}

// start returns the first State of seed's game.
func (st setting) start(seed uint64) (invader.State, []invader.Event, error) {
	r := st.rules
	r.Seed = seed
	return invader.Start(st.m, r.Option())
}

// replay returns the command that replays seed's game move by move.
func (st setting) replay(seed uint64) string {
	cmd := fmt.Sprintf("go run ./examples/play -mission %s -bot %s -seed %d -rounds %d",
		shellQuote(st.missionArg), shellQuote(st.bot), seed, st.rounds)
	if r := rules.Format(st.rules); r != "" {
		cmd += " -rules " + shellQuote(r)
	}
	return cmd
}

// command returns the command that plays games games of st from seed on
// and writes their report.
func (st setting) command(games int, seed uint64) string {
	cmd := fmt.Sprintf("go run ./examples/simulate -mission %s -bot %s -games %d -seed %d -rounds %d",
		shellQuote(st.missionArg), shellQuote(st.bot), games, seed, st.rounds)
	if r := rules.Format(st.rules); r != "" {
		cmd += " -rules " + shellQuote(r)
	}
	return cmd + " -report DIR"
}

// label describes st in a few words: "M1, greedy bot, ultrared=true".
func (st setting) label() string {
	out := st.m.ID + ", " + st.bot + " bot"
	if r := rules.Format(st.rules); r != "" {
		out += ", " + r
	}
	return out
}

// shellQuote quotes s for a POSIX shell when it needs it.
func shellQuote(s string) string {
	if s != "" && strings.Trim(s, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./:=,") == "" {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// A game is what one game left for the reports.
type game struct {
	result
	seed      uint64
	cause     string    // what ended it, within the outcome (cause)
	firstFall int       // the first Survivor eliminated, or -1
	falls     []zone.ID // where Survivors were eliminated, in order
	survivors []fate
	cpu       time.Duration // the bot's CPU time, over its decisions
}

// A fate is one Survivor's game.
type fate struct {
	wounds int // Armor points lost
	kills  int // Xenos eliminated
	xp     int // at the end
	level  survivor.Level
	dead   bool
}

// playGame plays seed's game of st to its end or the round cap, timing
// the bot's decisions on the calling thread.
func playGame(st setting, seed uint64) game {
	s, events, err := st.start(seed)
	if err != nil {
		panic(fmt.Sprintf("seed %d: %v", seed, err)) // newSetting started one
	}
	b, _ := bot.ByName(st.bot, seed) // newSetting checked the name; one bot per game
	t := newTally(s)
	t.add(s, events)
	n := 0
	var cpu time.Duration
	for ; !s.IsOver() && s.Round() <= st.rounds; n++ {
		before := threadCPU()
		a := b.Act(s)
		cpu += threadCPU() - before
		next, events, err := s.Apply(a)
		if err != nil {
			panic(fmt.Sprintf("seed %d, round %d: the bot chose %q: %v", seed, s.Round(), s.FormatAction(a), err))
		}
		t.add(next, events)
		s = next
	}
	g := t.game(s)
	g.seed, g.actions, g.cpu = seed, n, cpu
	return g
}

// lockThread keeps the calling goroutine on its thread, for threadCPU to
// time it alone; call the returned function when done.
func lockThread() func() {
	runtime.LockOSThread()
	return runtime.UnlockOSThread
}
