package mission

import (
	"fmt"
	"slices"

	"github.com/invaderengine/invader/equipment"
	"github.com/invaderengine/invader/zone"
)

// A problem is an error Check found, with what it is about: the index-th
// header line of a key ("trigger", "goal"), or a zone by name. Parse uses
// it to point at a line.
type problem struct {
	err   error
	key   string
	index int
	zone  string
}

func (p *problem) Error() string { return p.err.Error() }
func (p *problem) Unwrap() error { return p.err }

// validateReach checks that the Survivors can get from the start to every
// Objective token a Goal needs and, when a Goal needs one, to an Exit
// Zone: through every door (locked ones may be unlocked or forced later)
// and outside (tanks may come from anywhere).
func (m *Mission) validateReach() error {
	mp, start := m.Map, m.Start()
	routes := mp.Routes(mp.Initial(), zone.Mover{ThroughDoors: true, Oxygen: true})
	reach := func(z zone.ID) bool { _, ok := routes.Distance(start, z); return ok }
	for i, o := range mp.Objectives() {
		needed := slices.ContainsFunc(m.Goals, func(g Goal) bool { return g.NeedsObjective(o.Color) })
		if needed && !reach(o.Zone) {
			return &problem{zone: mp.Zone(o.Zone).Name, err: fmt.Errorf("mission: objective o%d in zone %q cannot be reached from the start zone %q, even through every door",
				i, mp.Zone(o.Zone).Name, mp.Zone(start).Name)}
		}
	}
	for i, g := range m.Goals {
		if g.Kind != ReachExit && g.Kind != EscapeExit {
			continue
		}
		if slices.ContainsFunc(m.zonesWith(zone.Exit), reach) {
			return nil
		}
		return &problem{key: "goal", index: i, err: fmt.Errorf("mission: goals[%d] (%v): no Exit Zone can be reached from the start zone %q, even through every door", i, g, mp.Zone(start).Name)}
	}
	return nil
}

// validateTrigger checks that trigger t names things the mission has: a
// token of its cause's colour, doors or Spawn Zones of the colour it
// unlocks or wakes, a card set aside for it to hand out.
func (m *Mission) validateTrigger(t Trigger) error {
	mp := m.Map
	doors := func(c zone.Color) bool {
		for d := range mp.Doors() {
			if mp.Door(zone.DoorID(d)).Color == c {
				return true
			}
		}
		return false
	}
	switch {
	case t.Cause == ObjectiveTaken &&
		!slices.ContainsFunc(mp.Objectives(), func(o zone.Objective) bool { return t.Color == zone.Neutral || o.Color == t.Color }):
		return fmt.Errorf("no %v Objective token on the map to take", t.Color)
	case t.Cause == DoorOpened && !doors(t.Color) && (t.Color != zone.Neutral || mp.Doors() == 0):
		return fmt.Errorf("no %v door on the map to open", t.Color)
	case t.Effect == UnlockDoors && !doors(t.Arg):
		return fmt.Errorf("no %v door on the map to unlock", t.Arg)
	case t.Effect == ActivateSpawns && !slices.ContainsFunc(mp.Spawns(), func(s zone.Spawn) bool { return s.Color == t.Arg }):
		return fmt.Errorf("no %v Spawn Zone on the map to wake", t.Arg)
	case t.Effect == GivePrototype && !slices.ContainsFunc(m.EquipmentCards(), func(e equipment.Entry) bool { return e.Group == equipment.Prototype }):
		return fmt.Errorf("no card set aside to hand out")
	}
	return nil
}
