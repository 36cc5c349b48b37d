package invadertest_test

import (
	"fmt"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/invadertest"
	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/zone"
)

// printTB is the smallest invadertest.TB: it prints failures instead of
// stopping a test, so the checks can run outside "go test" (in a fuzzer, a
// bot or a debugging session).
type printTB struct{}

func (printTB) Helper() {}

func (printTB) Fatalf(format string, args ...any) {
	fmt.Printf("FAIL: "+format+"\n", args...)
}

// Check a game's first step against every invariant of the engine.
func Example() {
	m := mission.Mission{
		ID: "tiny",
		Map: zone.MustParse(`
+--+--+
|s .c |
+--+oo+
   |r |
   +--+

s: corridor start
c: corridor exit
r: room objective
`),
		Survivors: survivor.Base()[:2],
		Goals:     []mission.Goal{{Kind: mission.TakeAllObjectives}},
	}
	s, err := invader.New(m, invader.Seed(1))
	if err != nil {
		fmt.Println(err)
		return
	}
	var t printTB
	invadertest.CheckInvariants(t, s)

	a := s.Legal()[0]
	fmt.Println("play:", s.FormatAction(a))
	next, events := invadertest.CheckApply(t, s, a)
	invadertest.CheckInvariants(t, next)
	fmt.Println("events:", len(events) > 0)
	fmt.Println("waiting for:", next.Pending().Decision)

	// An illegal action is refused and leaves the State as it was.
	same, _ := invadertest.CheckApply(t, next, invader.Move{Survivor: 0, To: m.Map.MustLookup("r")})
	fmt.Println("unchanged:", same.Hash() == next.Hash())
	// Output:
	// play: activate Cole
	// events: true
	// waiting for: action
	// unchanged: true
}
