package rulebook_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/invadertest"
	"github.com/invaderengine/invader/mission"
)

// Setting up (p.9, RULINGS "Starting Equipment"): each Survivor is dealt
// one Starting Equipment card, from the box's 4 Cattle Prods and 2 SMGs;
// then round 1 begins. Setup is no position: these rules start the game
// with invader.Start.

// six is the corridor played by the six core Survivors, two players.
const six = `id: six
title: six Survivors, two players
players: 2
goal: take all objectives
map:
+--+--+--+
|s .b .o |
+--+--+--+

s: corridor start
b: corridor
o: corridor objective objective
`

func TestSetup(t *testing.T) {
	m, err := mission.Parse(six)
	if err != nil {
		t.Fatal(err)
	}
	t.Run("p.9 (RULINGS \"Starting Equipment\"): each Survivor is dealt one Starting card, from 4 Cattle Prods and 2 SMGs, then round 1 begins", func(t *testing.T) {
		for seed := range uint64(20) {
			s, ev, err := invader.Start(m, invader.Seed(seed))
			if err != nil {
				t.Fatal(err)
			}
			invadertest.CheckInvariants(t, s)
			count := map[string]int{}
			for i := range s.NumSurvivors() {
				hand := s.Survivor(i).Hand
				if len(hand) != 1 {
					t.Errorf("p.9: seed %d: %s holds %q, want one Starting card", seed, s.Survivor(i).Card.Name, hand)
				}
				for _, c := range hand {
					count[c]++
				}
			}
			if diff := cmp.Diff(map[string]int{"Cattle Prod": 4, "SMG": 2}, count); diff != "" {
				t.Errorf("p.9: seed %d: cards dealt (-want +got):\n%s", seed, diff)
			}
			var words []string
			for _, e := range ev {
				words = append(words, s.FormatEvent(e))
			}
			dealt := 0
			for _, e := range ev {
				if _, ok := e.(invader.CardDealt); ok {
					dealt++
				}
			}
			if dealt != 6 || len(words) < 2 || words[len(words)-2] != "round 1 begins" || words[len(words)-1] != "the Players' Phase begins" {
				t.Errorf("p.9, p.10: seed %d: %d cards dealt, setup ends with %q; want 6, round 1 and the Players' Phase", seed, dealt, words)
			}
		}
	})
	t.Run("p.36 (RULINGS \"Playing with 7+ Survivors\"): the 7th Survivor gets a Cattle Prod from outside the box: everyone starts with one card", func(t *testing.T) {
		m, err := mission.Parse(six)
		if err != nil {
			t.Fatal(err)
		}
		seventh(&m)
		s, err := invader.New(m)
		if err != nil {
			t.Fatal(err)
		}
		for i := range s.NumSurvivors() {
			if h := s.Survivor(i).Hand; len(h) != 1 {
				t.Errorf("%s starts with %v, want one card", s.Survivor(i).Card.Name, h)
			}
		}
		if h := s.Survivor(6).Hand; len(h) != 1 || h[0] != "Cattle Prod" {
			t.Errorf("the 7th Survivor starts with %v, want a Cattle Prod", h)
		}
	})
}
