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
	for d := range t.g.m.Doors() {
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
}

// prototypeAside picks the Prototype cards still set aside.
func (s *State) prototypeAside(id int, l itemLoc) bool {
	return l.place == SetAside && s.g.itemGroup[id] == equipment.Prototype
}

// gotPrototype hands Survivor who the Prototype of outcome o: it waits for
// Keep like a drawn card.
func (t *tx) gotPrototype(who, o int) {
	id, name := t.pileCard(drawPrototype, o)
	t.itemsMut()[id] = itemLoc{place: Drawn, who: int8(who), at: -1}
	t.emit(CardDrawn{Survivor: who, Card: name})
}
