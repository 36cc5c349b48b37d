package invader

import (
	"slices"

	"github.com/invaderengine/invader/xeno"
	"github.com/invaderengine/invader/zone"
)

// The rules of classic Zombicide's special tiles and tokens that carry
// over to Invader's boards (seed 004, §16), as far as the game plays them:
// the board itself (what stops whom, where no Search or spawn is allowed)
// is package zone's. Their rulings are in docs/RULINGS.md, "Special tiles
// and tokens".

// TurnGate turns a revolving gate a quarter turn, to its other position:
// one Action, by a Survivor in the zone of the gate's switch (seed 004,
// §16). Gate indexes the map's gates ([zone.Map.Gate]).
type TurnGate struct {
	Survivor int         `json:"survivor"`
	Gate     zone.GateID `json:"gate"`
}

var _ = defAction[TurnGate]("{survivor} turn {gate}")

func (a TurnGate) String() string { return notation(a) }

func (a TurnGate) check(s *judge) Reason {
	if r := s.actor(a.Survivor); r != 0 {
		return r
	}
	switch {
	case int(a.Gate) >= s.g.m.NumGates():
		return NoSuchThing
	case s.g.m.Gate(a.Gate).Switch != s.survivors[a.Survivor].zone:
		return NotAtSwitch
	case s.turn.actions < 1:
		return NoActions
	}
	return 0
}

func (a TurnGate) apply(t *tx) {
	t.turn.actions--
	t.board = t.board.TurnGate(a.Gate)
	t.emit(GateTurned{Survivor: a.Survivor, Gate: a.Gate, Position: t.board.Gate(a.Gate)})
}

// special says which special zones a game's map has, so that the rules
// of seed 004, §16 cost nothing on the boards without them.
type special struct {
	safe  bool // safe zones
	cells bool // prison cells or shops
}

func specialsOf(m *zone.Map) special {
	var sp special
	for z := range m.Len() {
		sp.safe = sp.safe || m.Zone(zone.ID(z)).Has(zone.Safe)
		sp.cells = sp.cells || isCell(m, zone.ID(z))
	}
	return sp
}

// isSafe reports whether zone z is a safe zone (seed 004, §16).
func (s *State) isSafe(z zone.ID) bool {
	return s.g.special.safe && s.g.m.Zone(z).Features.Has(zone.Safe)
}

// came records the zone a Survivor's Move left: where a Survivor ending
// its Turn in a safe zone is pushed back to.
func (t *tx) came(from zone.ID) {
	if t.g.special.safe {
		t.turn.came = uint16(from) + 1
	}
}

// pushBack pushes the Survivor ending its Turn in a safe zone back to the
// zone it came from (seed 004, §16).
func (t *tx) pushBack(i int) {
	z := t.survivors[i].zone
	if !t.isSafe(z) || t.turn.came == 0 {
		return
	}
	back := zone.ID(t.turn.came - 1)
	t.surv(i).zone = back
	t.emit(SurvivorPushedBack{Survivor: i, From: z, To: back})
}

// pushXenosBack pushes the Xenos of the kinds whose activation ends with
// move step st out of the safe zones they stand in (seed 004, §16): those
// that moved in by moves, to the zone they came from; any others (who
// could not move on), to the first zone Xenos may step to that is not
// safe (docs/RULINGS.md, "Special tiles and tokens").
func (t *tx) pushXenosBack(st *xstep, moves []planned) {
	if !t.g.special.safe {
		return
	}
	ending := uint8(0)
	for k, p := range t.g.kinds {
		if st.kinds&(1<<k) != 0 && (st.action == 0 || p.Actions <= int(st.action)) {
			ending |= 1 << k
		}
	}
	for _, p := range moves {
		if p.door == zone.NoDoor && ending&(1<<p.kind) != 0 && t.isSafe(p.to) {
			n := min(p.count, t.xenos[p.to][p.kind])
			t.pushXenos(p.kind, p.to, p.from, n)
		}
	}
	for z := range t.xenos {
		if !t.isSafe(zone.ID(z)) {
			continue
		}
		for k := range t.g.kinds {
			if n := t.xenos[z][k]; n > 0 && ending&(1<<k) != 0 {
				if to, ok := t.wayOut(zone.ID(z)); ok {
					t.pushXenos(xeno.Kind(k), zone.ID(z), to, n)
				}
			}
		}
	}
}

// wayOut returns the first zone out of safe zone z that Xenos may step to
// and that is not safe.
func (t *tx) wayOut(z zone.ID) (zone.ID, bool) {
	var buf [16]zone.ID
	for _, to := range t.g.m.AppendTouching(buf[:0], z) {
		if st, ok := t.g.m.CanStep(t.board, z, to, t.g.rules.xenoMover); ok && st.Door == zone.NoDoor && st.Wire == zone.NoWire && !t.isSafe(to) {
			return to, true
		}
	}
	return 0, false
}

func (t *tx) pushXenos(k xeno.Kind, from, to zone.ID, n uint8) {
	if n == 0 {
		return
	}
	x := t.xenosMut()
	x[from][k] -= n
	x[to][k] += n
	t.emit(XenosPushedBack{Kind: k, From: from, To: to, Count: int(n)})
	if t.g.kinds[k].Mold {
		t.spreadMold(to) // p.20: wherever a Spoiler stands
	}
}

// tear tears barbed wire w: an Abomination walks through it (seed 004,
// §16). The routes of the step are worked out again: they may change.
func (t *tx) tear(w zone.WireID) {
	if t.board.Torn(w) {
		return
	}
	t.board = t.board.WithTorn(w)
	t.routes = nil
	t.emit(WireTorn{Wire: w})
}

// exposeCells draws a Xeno card for each prison cell or shop that door d,
// opened for the first time, exposes (seed 004, §16): a cell or shop on
// either side of it, and, when d leads into a prison's or a mall's
// corridor, every cell or shop of that corridor whose door is open or
// missing then.
func (t *tx) exposeCells(d zone.DoorID) {
	if !t.g.special.cells {
		return
	}
	m := t.g.m
	var cells []zone.ID
	for _, z := range m.Door(d).Zones {
		if isCell(m, z) && !slices.Contains(cells, z) {
			cells = append(cells, z)
		}
	}
	for _, z := range m.Door(d).Zones {
		if f := m.Zone(z).Features; f&(zone.Prison|zone.Mall) != 0 {
			cells = t.openCellsOf(z, cells)
		}
	}
	if len(cells) == 0 {
		return
	}
	q := t.queueMut()
	for _, z := range cells {
		q = append(q, xstep{kind: xSpawn, arg: int16(t.spawnTokens() + int(z))})
	}
	t.queue = q
}

func isCell(m *zone.Map, z zone.ID) bool {
	return m.Zone(z).Features&(zone.PrisonCell|zone.Shop) != 0
}

// openCellsOf appends to cells the prison cells or shops that open now
// (an open, destroyed or removed door, or an opening) onto the corridor
// of corridor zone c: c and the zones of its kind (prison or mall) joined
// to it.
func (t *tx) openCellsOf(c zone.ID, cells []zone.ID) []zone.ID {
	m := t.g.m
	kind := m.Zone(c).Features & (zone.Prison | zone.Mall)
	corridor := []zone.ID{c}
	var buf [16]zone.ID
	for i := 0; i < len(corridor); i++ {
		for _, z := range m.AppendTouching(buf[:0], corridor[i]) {
			st, ok := m.CanStep(t.board, corridor[i], z, zone.Mover{Oxygen: true})
			switch {
			case !ok || st.Door != zone.NoDoor:
			case m.Zone(z).Features&kind != 0 && !slices.Contains(corridor, z):
				corridor = append(corridor, z)
			case isCell(m, z) && !slices.Contains(cells, z):
				cells = append(cells, z)
			}
		}
	}
	return cells
}

// watchtowerRange is the Range a Survivor in zone z gains: +1 on a
// watchtower (seed 004, §16).
func (s *State) watchtowerRange(z zone.ID) int {
	if s.g.m.Zone(z).Features.Has(zone.Watchtower) {
		return 1
	}
	return 0
}

// engaged reports whether the Xenos of zone z attack rather than move:
// Survivors are there, and it is no safe zone, where a figure may only
// Move (seed 004, §16).
func (s *State) engaged(z zone.ID) bool { return s.occupied(z) && !s.isSafe(z) }
