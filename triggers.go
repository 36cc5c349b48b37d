package invader

import (
	"slices"

	"github.com/invaderengine/invader/equipment"
	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/zone"
)

// fire carries out the mission's triggers for cause on a token of colour
// col, set off by Survivor who, in the mission's order; a Prototype to
// hand out comes last, since it may wait for a chance outcome: whatever
// comes after a chance event must be what follows its outcome, with the
// seeded generator or ExternalChance alike.
func (t *tx) fire(cause mission.Cause, col zone.Color, who int) {
	prototype := false
	for _, tr := range t.g.mission.Triggers {
		if !tr.Matches(cause, col) {
			continue
		}
		switch tr.Effect {
		case mission.UnlockDoors:
			t.unlockDoors(tr.Arg)
		case mission.ActivateSpawns:
			t.activateSpawns(tr.Arg)
		case mission.GivePrototype:
			prototype = true
		case mission.GiveXP:
			t.emit(XPAwarded{Survivor: who, XP: tr.N})
			t.gainXP(who, tr.N)
		}
	}
	if prototype && t.count(t.prototypeAside) > 0 {
		t.ask(chanceNode{kind: drawPrototype, who: who})
	}
}

func (t *tx) unlockDoors(col zone.Color) {
	for d := range t.g.m.NumDoors() {
		id := zone.DoorID(d)
		if t.g.m.Door(id).Color == col && t.board.Locked(id) {
			t.board = t.board.WithLocked(id, false)
			t.emit(DoorUnlocked{Door: id})
		}
	}
}

func (t *tx) activateSpawns(col zone.Color) {
	for i, sp := range t.g.spawns {
		if sp.Color == col && !t.board.SpawnActive(i) {
			t.board = t.board.WithSpawnActive(i, true)
			t.emit(SpawnActivated{Spawn: i, Zone: sp.Zone})
		}
	}
}

// doorOpened fires the DoorOpened triggers the first time door d opens.
func (t *tx) doorOpened(d zone.DoorID, who int) {
	if t.opened[d] {
		return
	}
	t.opened = slices.Clone(t.opened)
	t.opened[d] = true
	t.fire(mission.DoorOpened, t.g.m.Door(d).Color, who)
	t.exposeCells(d)
	t.openBuildings(d)
}

// openBuildings draws a Zombie card for each dark room of a building that
// door d, opened for the first time, opens: a building on either side of
// it whose outline has no other door opened before (seed 002: "if this is
// the first door of the building, zombies spawn in every dark zone of that
// building"). A door between two rooms of one building opens none.
func (t *tx) openBuildings(d zone.DoorID) {
	if !t.g.rules.buildingSpawn {
		return
	}
	m := t.g.m
	var doors [32]zone.DoorID
	var rooms [32]zone.ID
	done := -1
	for _, z := range m.Door(d).Zones {
		b := m.Building(z)
		if b < 0 || b == done {
			continue
		}
		outline := m.AppendBuildingDoors(doors[:0], b)
		if !slices.Contains(outline, d) || slices.ContainsFunc(outline, func(o zone.DoorID) bool { return o != d && t.opened[o] }) {
			continue
		}
		done = b
		q := t.queueMut()
		for _, r := range m.AppendBuildingZones(rooms[:0], b) {
			if m.Zone(r).Has(zone.Dark) && m.Spawnable(r) {
				q = append(q, xstep{kind: xSpawn, arg: int16(t.spawnTokens() + int(r))})
			}
		}
		t.queue = q
	}
}

// prototypeAside picks the Prototype cards still set aside.
func (s *State) prototypeAside(id int, l itemLoc) bool {
	return l.place == SetAside && handedOut(s.g.itemGroup[id])
}

// handedOut reports whether the cards of group grp are set aside for the
// mission's GivePrototype triggers to hand out: Invader's Prototypes, and
// 2nd Edition's red cards "found in the yellow crates" (seed 002), the
// mission's Objectives standing for its crates (docs/RULINGS.md, "2nd
// Edition: crates").
func handedOut(grp equipment.Group) bool {
	return grp == equipment.Prototype || grp == equipment.Crate
}

// gotPrototype hands Survivor who the Prototype of outcome o: it waits for
// Keep like a drawn card.
func (t *tx) gotPrototype(who, o int) {
	id, name := t.pileCard(drawPrototype, o)
	t.itemsMut()[id] = itemLoc{place: Drawn, who: int8(who), at: -1}
	t.emit(CardDrawn{Survivor: who, Card: name})
}
