package main

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/invaderengine/invader/examples/engine/protocol"
)

// generated are the transcripts a program writes, as their requests
// depend on earlier answers (a save loaded back) or are too many or too
// long to write by hand. go test -run TestKit -update writes them whole;
// otherwise they are replayed like the others.
var generated = map[string]func(g *gen){
	"m0-game.txt":   m0Game,
	"save-load.txt": saveLoad,
	"too-long.txt":  tooLong,
}

// A gen writes a transcript, asking an Engine for each answer.
type gen struct {
	e       *protocol.Engine
	entries []entry
	greeted bool
}

// generate writes the transcript f makes.
func generate(f func(g *gen)) []entry {
	g := &gen{e: protocol.New(protocol.Config{})}
	f(g)
	return g.entries
}

func (g *gen) comment(lines ...string) {
	for _, l := range lines {
		g.entries = append(g.entries, entry{'#', l})
	}
}

// send writes request line and its answer, and returns the answer.
func (g *gen) send(line string) []byte {
	if !g.greeted {
		g.entries, g.greeted = append(g.entries, entry{'<', string(g.e.Greeting())}), true
	}
	g.entries = append(g.entries, entry{'>', line})
	ans := g.e.Handle([]byte(line))
	if ans != nil {
		g.entries = append(g.entries, entry{'<', string(ans)})
	}
	return ans
}

// botAnswer is what m0Game reads of a bot's answer.
type botAnswer struct {
	OK      bool `json:"ok"`
	Applied struct {
		Status struct {
			Over bool `json:"over"`
		} `json:"status"`
	} `json:"applied"`
}

func readBot(ans []byte) botAnswer {
	var b botAnswer
	if err := json.Unmarshal(ans, &b); err != nil {
		panic(fmt.Sprintf("a bot's answer does not read: %v: %s", err, ans))
	}
	return b
}

// m0Seed is the seed of the whole game of m0-game.txt: one the greedy
// bot wins.
const m0Seed = 74

func m0Game(g *gen) {
	g.comment("# A whole game of M0, seed 74, played by the greedy bot to its end (written by",
		"# gen_test.go: go test ./examples/engine -run TestKit -update). Each bot request",
		"# applies its choice; the last one wins the game. Then the game is over: status",
		"# says so, a bot has nothing to choose, an action is illegal (reason 1, the game",
		"# is over) and nothing is legal.")
	g.send(fmt.Sprintf(`{"id":"start","cmd":"start","mission":"M0","rules":{"seed":%d}}`, m0Seed))
	for i := 1; ; i++ {
		b := readBot(g.send(fmt.Sprintf(`{"id":%d,"cmd":"bot","name":"greedy","apply":true}`, i)))
		if !b.OK || b.Applied.Status.Over || i >= 5000 {
			break
		}
	}
	g.send(`{"id":"end","cmd":"status"}`)
	g.send(`{"id":"more","cmd":"bot"}`)
	g.send(`{"id":"late","cmd":"apply","action":"activate Cole"}`)
	g.send(`{"id":"none","cmd":"legal"}`)
	g.send(`{"cmd":"quit"}`)
}

func saveLoad(g *gen) {
	g.comment("# Save and load (written by gen_test.go: go test ./examples/engine -run TestKit",
		"# -update, as the load request holds the save answered before it). A game of M0 is",
		"# played a few steps, saved, played on, then loaded back: the hash is the one saved,",
		"# and the game goes on from there exactly as before.")
	g.send(`{"id":1,"cmd":"start","mission":"M0","rules":{"seed":2}}`)
	for i := range 4 {
		g.send(fmt.Sprintf(`{"id":"b%d","cmd":"bot","apply":true}`, i+1))
	}
	var saved struct {
		Save json.RawMessage `json:"save"`
	}
	if err := json.Unmarshal(g.send(`{"id":2,"cmd":"save"}`), &saved); err != nil {
		panic(err)
	}
	g.send(`{"id":3,"cmd":"hash"}`)
	g.send(`{"id":4,"cmd":"bot","apply":true}`)
	g.send(`{"id":5,"cmd":"hash"}`)
	g.send(`{"id":6,"cmd":"load","save":` + string(saved.Save) + `}`)
	g.send(`{"id":7,"cmd":"hash"}`)
	g.send(`{"id":8,"cmd":"bot","apply":true}`)
	g.comment("# Errors: a save that does not load, and no save at all.")
	g.send(`{"id":9,"cmd":"load","save":{"version":2,"mission":{"id":"M0"}}}`)
	g.send(`{"id":10,"cmd":"load","save":[1,2,3]}`)
	g.send(`{"id":11,"cmd":"load"}`)
	g.send(`{"id":12,"cmd":"quit"}`)
}

func tooLong(g *gen) {
	g.comment(fmt.Sprintf("# A request line of %d bytes, one more than the cap: it is skipped with an", protocol.MaxLine+1),
		"# error, and the engine reads on (written by gen_test.go: go test ./examples/engine",
		"# -run TestKit -update).")
	head := `{"id":1,"cmd":"hello","pad":"`
	g.send(head + strings.Repeat("x", protocol.MaxLine+1-len(head)-2) + `"}`)
	g.send(`{"id":2,"cmd":"hello"}`)
}

// The generated transcripts are what their generators write now, and the
// whole game reaches its end.
func TestGenerated(t *testing.T) {
	if *update {
		t.Skip("TestKit writes them")
	}
	for name, f := range generated {
		entries, err := readTranscript(filepath.Join(kitDir, name))
		if err != nil {
			t.Fatal(err)
		}
		if d := diff(entries, generate(f)); d != "" {
			t.Errorf("%s is not what gen_test.go writes: %s\n(go test ./examples/engine -run TestKit -update)", name, d)
		}
	}
	entries, err := readTranscript(filepath.Join(kitDir, "m0-game.txt"))
	if err != nil {
		t.Fatal(err)
	}
	won := false
	for _, a := range answers(entries) {
		if strings.Contains(a, `"reply":"bot"`) && strings.Contains(a, `"outcome":"won","over":true`) {
			won = true
		}
	}
	if !won {
		t.Error("m0-game.txt: no bot answer ends the game with a win")
	}
}
