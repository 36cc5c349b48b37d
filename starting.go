package invader

import (
	"slices"

	"github.com/invaderengine/invader/equipment"
)

// Playing with 7+ Survivors (p.36; seed 004, §15): each Survivor beyond
// six adds a card from outside the box to the Starting Equipment, and for
// the 8th, 10th... it is "an axe, a pistol or a crowbar, your choice!".
// The cards offered are items of the game, set aside
// ([mission.Mission.ExtraStarting]: the ruleset's three, the default
// first); at setup, before the deal, the players choose one for each such
// Survivor (a StartingDecision), and the others stay aside, out of play
// (docs/RULINGS.md, "Playing with 7+ Survivors").

// ChooseStarting chooses the card that the 8th, 10th... Survivor adds to
// the Starting Equipment at setup (a StartingDecision; seed 004, §15):
// Card is one of the cards offered for it, by number ([State.Cards]; set
// aside until chosen), the first offered being the default. The card
// chosen joins the Starting Equipment dealt at random (p.9): the Survivor
// it is chosen for does not necessarily get it.
type ChooseStarting struct {
	Survivor int `json:"survivor"`
	Card     int `json:"card"`
}

var _ = defAction[ChooseStarting]("{survivor} starting {card}")

func (a ChooseStarting) String() string { return notation(a) }

func (a ChooseStarting) check(s *judge) Reason {
	switch {
	case s.p.Decision == NoDecision:
		return GameOver
	case s.p.Decision != StartingDecision:
		return NotNow
	case a.Survivor != s.p.Survivor:
		return NotYours
	case a.Card < 0 || a.Card >= len(s.items):
		return NoSuchThing
	case !slices.Contains(s.g.choices[s.choosing()], int16(a.Card)):
		return NotAChoice
	}
	return 0
}

func (a ChooseStarting) apply(t *tx) {
	k := t.choosing()
	t.chosen = slices.Clone(t.chosen) // written at setup only: a copy of its own
	t.chosen[k] = uint8(1 + slices.Index(t.g.choices[k], int16(a.Card)))
	t.emit(StartingChosen{Survivor: a.Survivor, Card: t.g.items[a.Card].Name})
	if t.choosing() < 0 {
		t.dealNext()
	}
}

// appendStartingChoices appends the ChooseStarting of each card offered
// for Survivor i, the default first.
func (s *State) appendStartingChoices(out []Action, i int) []Action {
	if k := s.choosing(); k >= 0 {
		for _, id := range s.g.choices[k] {
			out = append(out, ChooseStarting{Survivor: i, Card: int(id)})
		}
	}
	return out
}

// chooser returns the Survivor the k-th choice of a Starting card is
// for: the 8th, the 10th... (seed 004, §15).
func chooser(k int) int { return 7 + 2*k }

// choosing returns the first choice of a Starting card the players have
// not made, or -1: they are made in order, at setup.
func (s *State) choosing() int {
	for k, c := range s.chosen {
		if c == 0 {
			return k
		}
	}
	return -1
}

// inPlay reports whether item id is in play: not a card offered for a
// Starting card that the players did not choose, or have yet to.
func (s *State) inPlay(id int) bool {
	if s.g.choiceOf == nil {
		return true
	}
	k := s.g.choiceOf[id]
	return k < 0 || s.chosen[k] > 0 && s.g.choices[k][s.chosen[k]-1] == int16(id)
}

// defaultChoices makes the players' choices of Starting cards the
// default ones: the blank State of a position has them.
func (s *State) defaultChoices() {
	for k := range s.chosen {
		s.chosen[k] = 1
	}
}

// addChoices adds the cards offered for the 8th, 10th... Survivor's
// Starting card to the game's items, aside (seed 004, §15), and indexes
// them.
func (g *game) addChoices(even []equipment.Card) {
	choice := make([]int16, len(even))
	for j, c := range even {
		choice[j] = int16(len(g.items))
		g.items = append(g.items, c)
		g.itemGroup = append(g.itemGroup, equipment.Start)
	}
	g.choices = append(g.choices, choice)
}

// indexChoices makes choiceOf, once every item is in.
func (g *game) indexChoices() {
	if len(g.choices) == 0 {
		return
	}
	g.choiceOf = slices.Repeat([]int8{-1}, len(g.items))
	for k, choice := range g.choices {
		for _, id := range choice {
			g.choiceOf[id] = int8(k)
		}
	}
}
