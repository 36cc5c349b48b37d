// Command golden plays the golden games of every built-in mission and
// prints how each ended, a line each: the mission, then the golden
// playthrough's final State.Hash and the SHA-256 of its log, then the
// greedy bot's whole game's final State.Hash, outcome and number of
// actions.
//
// The golden playthrough is the root package's (golden_test.go): seed 7,
// a uniformly random choice drawn from PCG(7, 7), at most 120 actions;
// its log (each action in notation, then its events in JSON) is
// testdata/golden/ID.log. The greedy game is seed 7 played by bot.Greedy
// to its end.
//
// Its test builds it with GOOS=wasip1 GOARCH=wasm and runs it under
// wazero, a WebAssembly runtime in Go, to check that the WebAssembly
// build plays the same rules as the native one (int sizes, map order,
// floating point): both must print the same lines. It runs natively
// too:
//
//	go run ./examples/wasm/golden
package main

import (
	"bytes"
	"crypto/sha256"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"os"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/bot"
	"github.com/invaderengine/invader/mission"
)

func main() {
	if err := report(os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "golden:", err)
		os.Exit(1)
	}
}

// report writes the line of every built-in mission, in the order of
// mission.Builtins.
func report(w io.Writer) error {
	for _, id := range mission.Builtins() {
		line, err := missionLine(id)
		if err != nil {
			return fmt.Errorf("%s: %w", id, err)
		}
		if _, err := fmt.Fprintln(w, line); err != nil {
			return err
		}
	}
	return nil
}

// missionLine plays mission id's golden games and says how they ended.
func missionLine(id string) (string, error) {
	m, err := mission.Builtin(id)
	if err != nil {
		return "", err
	}
	log, s, err := playthrough(m)
	if err != nil {
		return "", err
	}
	start, err := invader.New(m, invader.Seed(7))
	if err != nil {
		return "", err
	}
	end, n, err := bot.Play(start, bot.Greedy(), math.MaxInt, 100_000)
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("%s random %016x log %x greedy %016x %q after %d actions",
		id, s.Hash(), sha256.Sum256(log), end.Hash(), end.Outcome().String(), n), nil
}

// playthrough plays the golden playthrough of m (golden_test.go's): seed
// 7, a random choice drawn from PCG(7, 7), at most 120 actions. It
// returns the log, as testdata/golden/ID.log holds it, and the last
// State.
func playthrough(m mission.Mission) ([]byte, invader.State, error) {
	s, events, err := invader.Start(m, invader.Seed(7))
	if err != nil {
		return nil, s, err
	}
	var log bytes.Buffer
	writeEvents := func(events []invader.Event) error {
		for _, e := range events {
			b, err := invader.MarshalEvent(e)
			if err != nil {
				return err
			}
			log.WriteString("  " + string(b) + "\n")
		}
		return nil
	}
	if err := writeEvents(events); err != nil {
		return nil, s, err
	}
	r := rand.New(rand.NewPCG(7, 7))
	for range 120 {
		if s.IsOver() {
			break
		}
		legal := s.Legal()
		a := legal[r.IntN(len(legal))]
		log.WriteString(s.FormatAction(a) + "\n")
		next, ev, err := s.Apply(a)
		if err != nil {
			return nil, s, fmt.Errorf("Apply(%s): %w", s.FormatAction(a), err)
		}
		if err := writeEvents(ev); err != nil {
			return nil, s, err
		}
		s = next
	}
	log.WriteString("outcome: " + s.Outcome().String() + "\n")
	return log.Bytes(), s, nil
}
