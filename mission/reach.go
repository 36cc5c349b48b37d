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
// Zone: through every door (locked ones may be unlocked or forced later),
// outside (tanks may come from anywhere), across barbed wire (an
// Abomination may tear it) and with the revolving gates in any position
// (seed 004, §16).
func (m *Mission) validateReach() error {
	mp, start := m.Map, m.Start()
	reached := reachable(mp, start)
	reach := func(z zone.ID) bool { return int(z) < len(reached) && reached[z] }
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
		for d := range mp.NumDoors() {
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
	case t.Cause == DoorOpened && !doors(t.Color) && (t.Color != zone.Neutral || mp.NumDoors() == 0):
		return fmt.Errorf("no %v door on the map to open", t.Color)
	case t.Effect == UnlockDoors && !doors(t.Arg):
		return fmt.Errorf("no %v door on the map to unlock", t.Arg)
	case t.Effect == ActivateSpawns && !slices.ContainsFunc(mp.Spawns(), func(s zone.Spawn) bool { return s.Color == t.Arg }):
		return fmt.Errorf("no %v Spawn Zone on the map to wake", t.Arg)
	case t.Effect == GivePrototype && !slices.ContainsFunc(m.EquipmentCards(), func(e equipment.Entry) bool {
		return e.Group == equipment.Prototype || e.Group == equipment.Crate // 2nd Edition's crates (seed 002)
	}):
		return fmt.Errorf("no card set aside to hand out")
	}
	return nil
}

// maxGateStates bounds the board states validateReach tries: every
// combination of gate positions up to 6 gates, then only the first 6
// gates' combinations.
const maxGateStates = 1 << 6

// gateStates returns the initial board state of mp with its revolving
// gates in every combination of positions (up to maxGateStates).
func gateStates(mp *zone.Map) []zone.State {
	out := []zone.State{mp.Initial()}
	for g := range mp.NumGates() {
		for _, s := range out {
			if len(out) >= maxGateStates {
				break
			}
			out = append(out, s.TurnGate(zone.GateID(g)))
		}
	}
	return out
}

// reachable returns, per zone, whether Survivors may get there from zone
// start, with the gates turned as often as they like: the zones reached in
// one position of the gates are where the next position's ways start.
func reachable(mp *zone.Map, start zone.ID) []bool {
	var all []*zone.Routes
	for _, s := range gateStates(mp) {
		all = append(all, mp.Routes(s, zone.Mover{ThroughDoors: true, Oxygen: true, ThroughWire: true}))
	}
	reached := make([]bool, mp.Len())
	if int(start) >= len(reached) {
		return reached
	}
	reached[start] = true
	for todo := []zone.ID{start}; len(todo) > 0; {
		from := todo[len(todo)-1]
		todo = todo[:len(todo)-1]
		for _, r := range all {
			for to := range reached {
				if _, ok := r.Distance(from, zone.ID(to)); ok && !reached[to] {
					reached[to] = true
					todo = append(todo, zone.ID(to))
				}
			}
		}
	}
	return reached
}
