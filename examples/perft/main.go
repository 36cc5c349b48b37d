// Command perft counts the lines of play from a position, as chess
// engines count theirs (invadertest.Perft; docs/PERFT.md): the counts at
// depths 1 to N, or perft divide, the count below each first action, which
// is how a port finds the action it gets wrong. Usage:
//
//	go run ./examples/perft [-depth N] [-divide] [-play "A; B"] [-mission FILE] POSITION
//
// POSITION is a perft position file (invadertest/testdata/perft/NAME.txt),
// or a position in the position form (docs/POSITION.md), played on the
// mission of -mission FILE or on the built-in mission it names. A position
// that does not play under external chance is given it ("rules
// externalChance"): every die and card drawn is then a ply. -play plays
// actions in notation (docs/NOTATION.md), separated by semicolons, before
// counting. The divide prints one line per legal action, in Legal's order:
//
//	Cole move c1: 123 41/2
//
// the action, the nodes below it and their weight, then the totals.
package main

import (
	"flag"
	"fmt"
	"io"
	"math/big"
	"os"
	"strings"
	"time"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/invadertest"
)

// options are the command's flags.
type options struct {
	depth   int
	divide  bool
	play    string
	mission string
}

func main() {
	var o options
	flag.IntVar(&o.depth, "depth", 3, "the depth to count to, in plies")
	flag.BoolVar(&o.divide, "divide", false, "print the count below each first action at the depth")
	flag.StringVar(&o.play, "play", "", "actions to play first, in notation, separated by semicolons")
	flag.StringVar(&o.mission, "mission", "", "the mission file of a position that does not name a built-in one")
	flag.Parse()
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: perft [-depth N] [-divide] [-play \"A; B\"] [-mission FILE] POSITION")
		os.Exit(2)
	}
	if err := run(os.Stdout, flag.Arg(0), o); err != nil {
		fmt.Fprintln(os.Stderr, "perft:", err)
		os.Exit(1)
	}
}

// run counts the position of file as o says, writing to w.
func run(w io.Writer, file string, o options) error {
	s, err := load(file, o.mission)
	if err != nil {
		return err
	}
	if s, err = play(s, o.play); err != nil {
		return err
	}
	if o.divide {
		return divide(w, s, o.depth)
	}
	for d := 1; d <= o.depth; d++ {
		start := time.Now()
		r, err := invadertest.Perft(s, d)
		if err != nil {
			return err
		}
		fmt.Fprintf(w, "depth %d: %v\n", d, r)
		fmt.Fprintf(os.Stderr, "depth %d: %v, %.0f nodes/s\n", d, time.Since(start).Round(time.Millisecond), float64(r.Nodes)/time.Since(start).Seconds())
	}
	return nil
}

// load reads a perft position file, or a position on the mission of the
// file named by missionFile ("": a built-in one), under external chance.
func load(file, missionFile string) (invader.State, error) {
	text, err := os.ReadFile(file)
	if err != nil {
		return invader.State{}, err
	}
	p := invadertest.PerftPosition{Name: file, Text: string(text)}
	if strings.Contains("\n"+string(text), "\nposition:") {
		if p, err = invadertest.ParsePerftPosition(string(text)); err != nil {
			return invader.State{}, err
		}
	}
	if missionFile != "" {
		m, err := os.ReadFile(missionFile)
		if err != nil {
			return invader.State{}, err
		}
		p.Mission = string(m)
	}
	s, err := p.State()
	if err == nil && !s.Rules().ExternalChance {
		p.Text += "\nrules externalChance\n"
		s, err = p.State()
	}
	return s, err
}

// play plays the actions of list, in notation separated by semicolons.
func play(s invader.State, list string) (invader.State, error) {
	for _, text := range strings.Split(list, ";") {
		if text = strings.TrimSpace(text); text == "" {
			continue
		}
		a, err := s.ParseAction(text)
		if err != nil {
			return s, err
		}
		if s, _, err = s.Apply(a); err != nil {
			return s, fmt.Errorf("%s: %w", text, err)
		}
	}
	return s, nil
}

// divide prints the divide of s at depth, then its totals.
func divide(w io.Writer, s invader.State, depth int) error {
	lines, err := invadertest.Divide(s, depth)
	if err != nil {
		return err
	}
	nodes, weight := int64(0), new(big.Rat)
	for _, l := range lines {
		fmt.Fprintln(w, l)
		nodes += l.Nodes
		weight.Add(weight, new(big.Rat).Mul(l.Odds, l.Weight))
	}
	fmt.Fprintf(w, "total: %d %s\n", nodes, weight.RatString())
	return nil
}
