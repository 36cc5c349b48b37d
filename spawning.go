package invader

import (
	"slices"

	"github.com/invaderengine/invader/mold"
	"github.com/invaderengine/invader/spawn"
	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/xeno"
	"github.com/invaderengine/invader/zone"
)

// spawnStep draws a Xeno card for Spawn token i, if it is active (p.28).
// An empty deck is reshuffled first: every card is back.
func (t *tx) spawnStep(i int) {
	if i < len(t.g.spawns) && !t.board.SpawnActive(i) {
		return // the extra tokens of 7+ Survivors are always active
	}
	if t.deckLeft() == 0 {
		t.deck, t.ownDeck = slices.Clone(t.g.deckSize), true
		t.emit(XenoDeckShuffled{})
	}
	t.ask(chanceNode{kind: drawXeno, who: i})
}

// deckMut returns the deck's counts to write, copied on the tx's first
// write (every Xeno card drawn writes them).
func (t *tx) deckMut() []uint8 {
	if !t.ownAll && !t.ownDeck {
		t.deck = slices.Clone(t.deck)
		t.ownDeck = true
	}
	return t.deck
}

func (s *State) deckLeft() int {
	n := 0
	for _, c := range s.deck {
		n += int(c)
	}
	return n
}

// drawn resolves Xeno card entry e drawn for Spawn token i.
func (t *tx) drawn(i, e int) {
	t.deckMut()[e]--
	z := t.spawnZone(i)
	if i < len(t.g.tokens) {
		t.emit(t.g.boxed.cardDrawnEvent(XenoCardDrawn{Spawn: i, Card: e}))
	} else {
		t.emit(ZoneCardDrawn{Zone: z, Card: e})
	}
	card := t.g.deck[e].Card
	switch card.Type {
	case spawn.Spawn:
		g := card.Line(int(t.dangerLevel()))
		put, short := t.placed(z, g.Kind, g.Count)
		if card.Rush && put > 0 {
			t.rush(z, g.Kind, put) // seed 002: they act at once
		}
		if short && !t.g.rules.shortActivates {
			t.abominations(z)
		}
	case spawn.Extra:
		t.extraActivation(1 << card.Kind)
	case spawn.Abomination:
		t.abominations(z)
	case spawn.MoldSpawn:
		g := card.Line(0)
		t.placeInMold(g.Kind, g.Count)
	}
}

// spawnTokens returns the number of Spawn tokens: the map's, then the
// extra ones of 7+ Survivors.
func (s *State) spawnTokens() int { return len(s.g.tokens) }

// spawnSources returns the number of the places a Xeno card is drawn for:
// the Spawn tokens, then, on a map with prison cells or shops or in 2nd
// Edition, every zone (a cell or shop first exposed draws its own card,
// seed 004, §16; so does each dark room of a building first opened, seed
// 002).
func (s *State) spawnSources() int {
	if s.g.special.cells || s.g.rules.buildingSpawn {
		return len(s.g.tokens) + s.g.m.Len()
	}
	return len(s.g.tokens)
}

// spawnZone returns the zone of Spawn token i, or for i beyond the tokens,
// the zone i - tokens (spawnSources).
func (s *State) spawnZone(i int) zone.ID {
	if i >= len(s.g.tokens) {
		return zone.ID(i - len(s.g.tokens))
	}
	return s.g.tokens[i]
}

// dangerLevel returns the highest Danger Level among the Survivors: the
// line of Xeno cards to read (p.17).
func (s *State) dangerLevel() survivor.Level {
	l := survivor.Blue
	for i, sv := range s.survivors {
		if !sv.off() {
			l = max(l, s.level(i))
		}
	}
	return l
}

// onBoard returns the Xenos of kind k on the board.
func (s *State) onBoard(k xeno.Kind) int {
	n := 0
	for _, c := range s.xenos {
		n += int(c[k])
	}
	return n
}

// place puts n Xenos of kind k in zone z (p.28), as many as the box still
// has, and reports whether it ran out of a kind that is no Abomination.
// Running out (p.30) gives the kind no extra activation; instead every
// Abomination on the board activates and a new one is placed: the caller
// does that once per card, with abominations. In 2nd Edition the kind that
// runs short takes an extra activation instead, at once (seed 002).
func (t *tx) place(z zone.ID, k xeno.Kind, n int) bool {
	_, short := t.placed(z, k, n)
	return short
}

// placed is place, also returning how many Xenos it put. In 2nd Edition
// an Abomination spawns only when none is on the board: else the one
// there takes an extra activation (seed 002).
func (t *tx) placed(z zone.ID, k xeno.Kind, n int) (put int, short bool) {
	if t.g.kinds[k].Abom && t.g.rules.oneAbomination && n > 0 {
		if mask := t.abominationsOnBoard(); mask != 0 {
			t.extraActivation(mask)
			return 0, false
		}
		n = 1
	}
	avail := t.g.kinds[k].Supply - t.onBoard(k)
	if put = min(n, avail); put > 0 {
		t.xenosMut()[z][k] += uint8(put)
		t.emit(t.g.boxed.spawnedEvent(XenosSpawned{Kind: k, Zone: z, Count: put}))
		if t.g.kinds[k].Mold {
			t.spreadMold(z)
		}
	}
	if n > avail && !t.g.kinds[k].Abom {
		t.emit(XenosRanOut{Kind: k})
		if t.g.rules.shortActivates {
			t.extraActivation(1 << k)
		}
		return put, true
	}
	return put, false
}

// abominationsOnBoard returns the Abomination kinds on the board, by bit.
func (s *State) abominationsOnBoard() uint8 {
	mask := uint8(0)
	for k, p := range s.g.kinds {
		if p.Abom && s.onBoard(xeno.Kind(k)) > 0 {
			mask |= 1 << k
		}
	}
	return mask
}

// extraActivation gives the Xenos of the kinds in mask an activation now,
// then the steps then, before the steps queued (an Extra card, p.28).
func (t *tx) extraActivation(mask uint8, then ...xstep) {
	for k := range t.g.kinds {
		if mask&(1<<k) != 0 {
			t.emit(ExtraActivation{Kind: xeno.Kind(k)})
		}
	}
	var buf [5]xstep
	t.pushFront(append(t.appendActivation(buf[:0], mask), then...)...)
}

// rush gives the n Xenos of kind k just spawned in zone z by a Rush card
// an activation now (seed 002: "the zombies spawn and act"). The engine
// counts Xenos, it does not tell them apart: the activation is of at most
// n Xenos of kind k in z (docs/RULINGS.md, "2nd Edition: Rush").
func (t *tx) rush(z zone.ID, k xeno.Kind, n int) {
	t.emit(RushActivation{Kind: k, Zone: z, Count: n})
	var buf [4]xstep
	steps := t.appendActivation(buf[:0], 1<<k)
	for i := range steps {
		steps[i].rush, steps[i].only = uint8(min(n, 255)), z
	}
	t.pushFront(steps...)
}

// placeInMold puts n Xenos of kind k in every Active Mold Zone (a Mold
// card, p.29). If the box runs out, the Abominations' turn comes once, in
// the first zone that lacked Xenos.
func (t *tx) placeInMold(k xeno.Kind, n int) {
	out := zone.None
	for id := range t.g.m.Len() {
		z := zone.ID(id)
		if t.board.Mold(z) == zone.ActiveMold && t.g.m.Spawnable(z) && t.place(z, k, n) && out == zone.None { // none in safe zones (seed 004, §16)
			out = z
		}
	}
	if out != zone.None {
		t.abominations(out)
	}
}

// abominations gives every Abomination on the board an extra activation,
// then places a new one in zone z if the box has one (p.29, p.30).
func (t *tx) abominations(z zone.ID) {
	t.extraActivation(t.abominationsOnBoard(), xstep{kind: xPlace, zone: z})
}

// placeAbomination places one Abomination in zone z, of the first kind the
// box still has.
func (t *tx) placeAbomination(z zone.ID) {
	for k, p := range t.g.kinds {
		if p.Abom && t.onBoard(xeno.Kind(k)) < p.Supply {
			t.place(z, xeno.Kind(k), 1)
			return
		}
	}
}

// spreadMold lets a Spoiler Abomination standing in zone z spread Mold
// (p.20), then checks the losses Mold can cause: a needed Objective gone,
// or two Spawn Zones chained by Active Mold.
func (t *tx) spreadMold(z zone.ID) {
	before := t.board
	limit := t.g.m.Len() // no more Mold than zones
	if t.g.cfg.LimitMold {
		limit = mold.Tokens
	}
	after, changed := mold.Spread(t.g.m, before, z, limit)
	if !changed {
		return
	}
	t.board = after
	t.emit(t.g.boxed.moldPlacedEvent(MoldPlaced{Zone: z, Mold: after.Mold(z)}))
	for d := range t.g.m.NumDoors() {
		if id := zone.DoorID(d); before.Door(id) != zone.Removed && after.Door(id) == zone.Removed {
			t.emit(DoorRemoved{Door: id})
		}
	}
	lostNeeded := false
	for o, obj := range t.g.objectives {
		if before.HasObjective(o) && !after.HasObjective(o) {
			t.emit(ObjectiveRemoved{Objective: o})
			lostNeeded = lostNeeded || t.needsObjective(obj.Color)
		}
	}
	if lostNeeded {
		t.lose(GoalsUnreachable)
	}
	if t.chains.Chained(t.g.m, t.board, t.g.tokens) {
		t.lose(MoldChain)
	}
}

// needsObjective reports whether a Goal not yet done needs the Objective
// tokens of colour c taken (p.20: an Objective removed by Mold can make the
// mission unwinnable).
func (s *State) needsObjective(c zone.Color) bool {
	for _, g := range s.g.mission.Goals[s.goals:] {
		if g.NeedsObjective(c) {
			return true
		}
	}
	return false
}
