package invader_test

import (
	"errors"
	"testing"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/zone"
)

// FuzzApply decodes an action from its JSON form and applies it to a game
// in progress (doc.go "Contract"): Apply never panics, and an error always
// wraps ErrIllegal and leaves the State as it was.
func FuzzApply(f *testing.F) {
	for _, seed := range []string{
		`{"type":"Move","survivor":0,"to":1}`, `{"type":"Activate","survivor":2}`,
		`{"type":"Attack","survivor":0,"weapon":0,"target":0}`, `{"type":"Search","survivor":0}`,
		`{"type":"Reorganize","survivor":0,"with":1}`, `{"type":"Chance","outcome":9}`,
		`{"type":"SplitXenos","extra":3}`, `{"type":"Keep","survivor":0,"slot":-2}`,
	} {
		for _, steps := range []uint8{0, 3, 7, 12} { // also from later decisions
			f.Add([]byte(seed), steps)
		}
	}
	m := mission.Mission{
		Map: zone.MustParse("+--+--+--+\n|r1 r1or2|\n+--+DD+--+\n|c1.c2.c3|\n+--+--+--+\n\n" +
			"r1: room\nr2: room objective\nc1: corridor start\nc2: corridor\nc3: corridor spawn\n"),
		Goals: []mission.Goal{{Kind: mission.TakeAllObjectives}},
		Xenos: []mission.Xenos{{Zone: 3, Kind: 0, Count: 2}},
	}
	start, err := invader.New(m, invader.Seed(3))
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, data []byte, steps uint8) {
		s := start
		for range steps % 16 { // reach a few other decisions first
			if legal := s.Legal(); len(legal) > 0 {
				s, _, _ = s.Apply(legal[int(steps)%len(legal)])
			}
		}
		a, err := invader.UnmarshalAction(data)
		if err != nil {
			return
		}
		before := s.Hash()
		next, events, err := s.Apply(a)
		if err != nil && (!errors.Is(err, invader.ErrIllegal) || next.Hash() != before || events != nil) {
			t.Fatalf("Apply(%v) = %v: an error must wrap ErrIllegal and change nothing", a, err)
		}
		if s.Hash() != before {
			t.Fatalf("Apply(%v) modified its receiver", a)
		}
	})
}
