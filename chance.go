package invader

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
	"slices"
	"strconv"
)

// Chance events. Rule code asks for an outcome of a chance event with
// ask; with the seeded generator the outcome is drawn at once, and with
// ExternalChance the State stops until a Chance action supplies it. Either
// way the same continuation (resolve) carries on, so both paths run the
// same rules.

type chanceKind uint8

const (
	noChance      chanceKind = iota
	dealCard                 // deal a Starting Equipment card to survivor who
	drawXeno                 // draw a Xeno card for Spawn token who
	drawItem                 // draw an Equipment card for survivor who
	rollDie                  // roll a die of survivor who's attack
	drawPrototype            // hand survivor who a random Prototype (a mission's trigger)
)

type chanceNode struct {
	kind chanceKind
	who  int
}

// A ChanceOutcome is one outcome of a pending chance event. Its Label is
// its key: a die's face ("1" to "6"), a card's name; Action is the Chance
// that picks it, Chance{Outcome: Label}.
type ChanceOutcome struct {
	Action Chance
	Label  string // what the outcome is, e.g. a card's name
	Weight int    // the outcome's probability is Weight/Total
	Total  int
}

// Probability returns Weight/Total.
func (o ChanceOutcome) Probability() float64 { return float64(o.Weight) / float64(o.Total) }

// DescribeChance says what the pending chance event resolves, and for
// whom ("Magnus rolls die 1 of 2 for the SMG", "a Xeno card for the Spawn
// Zone sp"), or "" when none is pending.
func (s State) DescribeChance() string {
	if s.chance.kind == noChance || s.over() || !s.known() {
		return ""
	}
	who := s.chance.who
	switch s.chance.kind {
	case dealCard:
		return "Starting Equipment for " + s.name(who)
	case drawXeno:
		if who >= len(s.g.tokens) { // a zone's own card: a prison cell, a dark room (seed 004, §16; seed 002)
			return "a " + s.g.rules.card + " for zone " + s.zoneName(s.spawnZone(who))
		}
		return "a " + s.g.rules.card + " for the Spawn Zone " + s.zoneName(s.spawnZone(who))
	case drawItem:
		return "an Equipment card for " + s.name(who)
	case drawPrototype:
		return "a Prototype for " + s.name(who)
	}
	return fmt.Sprintf("%s rolls die %d of %d for %s", s.name(who), s.f().n+1, s.fightCombat().Dice(), s.fightWith())
}

// fightWith names what the fight under way attacks with: "the SMG",
// "the Peacekeeper Bot".
func (s *State) fightWith() string {
	if s.f().machine >= 0 {
		return s.machineName(int(s.f().machine))
	}
	ids := s.weapons(s.f().a)
	if len(ids) == 2 {
		return "the two " + plural(s.g.items[ids[0]].Name)
	}
	return "the " + s.g.items[ids[0]].Name
}

// ChanceOutcomes lists the outcomes of the pending chance event and their
// probabilities, or nil when no chance event is pending.
func (s State) ChanceOutcomes() []ChanceOutcome {
	if s.chance.kind == noChance || s.over() {
		return nil
	}
	return s.outcomes(s.chance)
}

func (s *State) outcomes(n chanceNode) []ChanceOutcome {
	var out []ChanceOutcome
	total := 0
	switch n.kind {
	case dealCard, drawPrototype, drawItem:
		names, weights := s.drawWeights(nil, nil, n.kind)
		for k, name := range names {
			out = append(out, ChanceOutcome{Action: Chance{name}, Label: name, Weight: weights[k]})
			total += weights[k]
		}
	case rollDie:
		for f := 1; f <= 6; f++ {
			out = append(out, ChanceOutcome{Action: Chance{strconv.Itoa(f)}, Label: strconv.Itoa(f), Weight: 1})
		}
		total = 6
	case drawXeno:
		weights, entries := s.xenoDraws(nil, nil)
		for k, e := range entries {
			name := s.g.deckNames[e]
			out = append(out, ChanceOutcome{Action: Chance{name}, Label: name, Weight: weights[k]})
			total += weights[k]
		}
	}
	for i := range out {
		out[i].Total = total
	}
	return out
}

// ask resolves a chance event now, or leaves it pending for the caller.
func (t *tx) ask(n chanceNode) {
	if t.g.cfg.ExternalChance {
		t.chance = n
		return
	}
	var buf [64]int // most piles: no allocation
	weights := t.weights(buf[:0], n)
	total := 0
	for _, w := range weights {
		total += w
	}
	r := intn(&t.rng, uint64(total))
	for i, w := range weights {
		if r < uint64(w) {
			t.resolve(n, i)
			return
		}
		r -= uint64(w)
	}
}

// weights appends to out the weights of chance event n's outcomes, in the
// order of ChanceOutcomes, without their labels, and returns the result.
func (s *State) weights(out []int, n chanceNode) []int {
	switch n.kind {
	case drawXeno:
		var entries [64]int // no allocation for the entries not needed here
		out, _ = s.xenoDraws(out, entries[:0])
	case dealCard, drawPrototype, drawItem:
		var names [64]string
		_, out = s.drawWeights(names[:0], out, n.kind)
	case rollDie:
		out = append(out, 1, 1, 1, 1, 1, 1)
	}
	return out
}

// pile picks the items a card-drawing chance event draws from: the
// Starting Equipment set aside, the Prototypes set aside, or the
// Equipment deck.
func (s *State) pile(k chanceKind) func(id int, l itemLoc) bool {
	return func(id int, l itemLoc) bool { return s.inPile(k, id, l) }
}

// inPile reports whether item id, at l, is in the pile of card-drawing
// chance event k (pile's test, called directly where no func is needed).
func (s *State) inPile(k chanceKind, id int, l itemLoc) bool {
	switch k {
	case dealCard:
		return s.startingAside(id, l)
	case drawPrototype:
		return s.prototypeAside(id, l)
	}
	return inTheDeck(id, l)
}

// pileCard returns the item and card name of outcome o of card-drawing
// chance event k: the first item of that name in its pile.
func (s *State) pileCard(k chanceKind, o int) (id int, name string) {
	var names [64]string
	var weights [64]int
	all, _ := s.drawWeights(names[:0], weights[:0], k)
	return s.firstNamed(all[o], s.pile(k)), all[o]
}

// resolve carries on the rules after chance event n had outcome o.
func (t *tx) resolve(n chanceNode, o int) {
	t.chance = chanceNode{}
	switch n.kind {
	case dealCard:
		t.deal(n.who, o)
	case drawXeno:
		var weights, entries [64]int
		_, all := t.xenoDraws(weights[:0], entries[:0])
		t.drawn(n.who, all[o])
	case drawItem:
		t.drawnItem(n.who, o)
	case rollDie:
		t.rolled(o + 1)
	case drawPrototype:
		t.gotPrototype(n.who, o)
	}
}

// xenoDraws lists the Xeno cards that may be drawn, by name in the deck's
// order: their weights (the copies left) and, for each, the first deck
// entry of that name with copies left, the one a draw of that name takes
// (and whose name, static.deckNames, is the outcome's). Entries of one
// name are one outcome: they are the same card. They are appended to
// weights and entries.
func (s *State) xenoDraws(weights, entries []int) ([]int, []int) {
	var posBuf [64]int16 // each name's outcome, by its group (static.deckGroup)
	var pos []int16
	if s.g.deckGroups <= len(posBuf) {
		pos = posBuf[:s.g.deckGroups]
	} else {
		pos = make([]int16, s.g.deckGroups)
	}
	for g := range pos {
		pos[g] = -1
	}
	for e, left := range s.deck {
		if left == 0 {
			continue
		}
		if k := pos[s.g.deckGroup[e]]; k >= 0 {
			weights[k] += int(left)
			continue
		}
		pos[s.g.deckGroup[e]] = int16(len(weights))
		weights, entries = append(weights, int(left)), append(entries, e)
	}
	return weights, entries
}

// Reseed returns s with its random generator reseeded from seed: the same
// game with another future. Nothing that happened changes; the chance
// events to come (dice, cards, spawns) are drawn afresh. A State carries
// its generator, so a plain copy replays the very dice the game will roll:
// a bot that plays games out to judge its moves should play them on
// reseeded copies, or it sees the future. Under [ExternalChance] the
// caller supplies every outcome: Reseed returns s as it is (and so does it
// for the zero State).
func (s State) Reseed(seed uint64) State {
	if s.g == nil || s.g.cfg.ExternalChance {
		return s
	}
	s.rng = *rand.NewPCG(seed, pcgStream)
	return s
}

// intn returns a uniform number in [0, n) from p (Lemire's method).
func intn(p *rand.PCG, n uint64) uint64 {
	hi, lo := bits.Mul64(p.Uint64(), n)
	if lo < n {
		thresh := -n % n
		for lo < thresh {
			hi, lo = bits.Mul64(p.Uint64(), n)
		}
	}
	return hi
}

// dealNext deals a Starting Equipment card to the next Survivor without
// one, at random (setup, pp.7-9), or starts the first round when every
// Survivor has one or the pool is empty.
func (t *tx) dealNext() {
	for i := range t.survivors {
		if t.count(t.startingAside) > 0 && !t.hasCards(i) {
			t.ask(chanceNode{kind: dealCard, who: i})
			return
		}
	}
	t.startsWith()
	t.beginRound()
}

// deal gives Survivor who the card of outcome o, then deals on.
func (t *tx) deal(who, o int) {
	id, name := t.pileCard(dealCard, o)
	t.carry(id, who, t.firstSlotFor(who, id))
	t.emit(CardDealt{Survivor: who, Card: name})
	t.dealNext()
}

// Chance supplies the outcome of a chance event when the game was started
// with [ExternalChance]: Outcome indexes [State.ChanceOutcomes].
type Chance struct {
	Outcome string `json:"outcome"`
}

var _ = defAction[Chance]("chance {label Outcome}")

func (a Chance) String() string { return notation(a) }

func (a Chance) check(s *judge) Reason {
	switch {
	case s.over():
		return GameOver
	case s.chance.kind == noChance:
		return NotNow
	case s.outcomeIndex(a.Outcome) < 0:
		return NotAChoice
	}
	return 0
}

func (a Chance) apply(t *tx) { t.resolve(t.chance, t.outcomeIndex(a.Outcome)) }

// outcomeIndex returns the index of the pending chance event's outcome
// labelled label, or -1.
func (s *State) outcomeIndex(label string) int {
	return slices.IndexFunc(s.outcomes(s.chance), func(o ChanceOutcome) bool { return o.Label == label })
}
