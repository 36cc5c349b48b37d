// Package bots holds players for the example programs: a greedy
// heuristic, a lookahead that plays each choice's round out with the greedy
// one, and a uniformly random one. They use only the public API.
package bots

import (
	"cmp"
	"math/rand/v2"
	"slices"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/zone"
)

// A Bot picks an action among the legal ones of a State.
type Bot func(invader.State) invader.Action

// Random returns a bot that picks uniformly among the legal actions, from
// its own seeded generator (not safe for concurrent use).
func Random(seed uint64) Bot {
	r := rand.New(rand.NewPCG(seed, 1))
	return func(s invader.State) invader.Action {
		legal := s.Legal()
		return legal[r.IntN(len(legal))]
	}
}

// Greedy takes Objectives where it stands, fights when the odds are good,
// searches rooms it passes through, otherwise heads for the nearest
// Objective token (opening doors on the way), then for the Exit.
func Greedy(s invader.State) invader.Action {
	legal := s.Legal()
	p := s.Pending()
	if p.Decision == invader.KeepDecision {
		return keep(s, p.Survivor, legal)
	}
	if p.Decision != invader.ActionDecision {
		return legal[0] // the safe default of every other decision
	}
	for _, a := range legal {
		if _, ok := a.(invader.TakeObjective); ok {
			return a
		}
	}
	if a, ok := bestAttack(s, legal); ok {
		return a
	}
	for _, a := range legal {
		if _, ok := a.(invader.TakeOxygen); ok && !hasCard(s, p.Survivor, "Oxygen Tank") {
			return a // the exterior needs one (p.35)
		}
	}
	for _, a := range legal {
		if _, ok := a.(invader.Search); ok {
			return a
		}
	}
	if a, ok := away(s, p.Survivor, legal); ok {
		return a
	}
	routes := s.Map().Routes(s.Board(), planner)
	if leads(s, routes, p.Survivor) {
		if a, ok := toward(s, routes, p.Survivor, legal); ok {
			return a
		}
	}
	return invader.EndTurn{Survivor: p.Survivor}
}

// planner is how the bots plan routes: through closed doors (they open or
// force them on the way) and outside (they fetch an Oxygen Tank first).
var planner = zone.Mover{ThroughDoors: true, Oxygen: true}

// leads reports whether Survivor i should head for the target: every
// Survivor once only the Exit is left, else the one closest to an
// Objective, so the others stay out of harm's way.
func leads(s invader.State, routes *zone.Routes, i int) bool {
	mine, ok := distance(s, routes, i)
	if !ok || objectivesLeft(s) == 0 {
		return true
	}
	for j := range s.Survivors() {
		if d, ok := distance(s, routes, j); ok && j != i && d < mine {
			return false
		}
	}
	return true
}

// distance is how far Survivor i is from the nearest of its targets.
func distance(s invader.State, r *zone.Routes, i int) (int, bool) {
	here := s.Survivor(i).Zone
	t := aims(s, r, i)
	if len(t) == 0 {
		return 0, false
	}
	return r.Distance(here, t[0])
}

// wanted reports whether the current Goal wants Objective tokens of colour
// c: a "take COLOUR objectives" Goal wants only its own.
func wanted(s invader.State, c zone.Color) bool {
	goals := s.Mission().Goals
	if i := s.GoalsDone(); i < len(goals) && goals[i].Kind == mission.TakeColorObjectives {
		return goals[i].Color == c
	}
	return true
}

func objectivesLeft(s invader.State) int {
	n := 0
	for i := range s.Map().Objectives() {
		if s.Board().HasObjective(i) {
			n++
		}
	}
	return n
}

// threat weighs the Xenos that could attack zone z in the next Xenos'
// Phase: those in it, and (less) those one open step away.
func threat(s invader.State, z zone.ID) int {
	n := 10 * s.Xenos(z).Total() // those attack for sure; the others must move first
	for _, st := range s.Map().AppendSteps(nil, s.Board(), z, zone.Mover{Oxygen: true}) {
		n += s.Xenos(st.To).Total()
	}
	return n
}

// away returns the Move to the least threatened zone, if it is safer than
// where Survivor i stands.
func away(s invader.State, i int, legal []invader.Action) (invader.Action, bool) {
	var best invader.Action
	least := threat(s, s.Survivor(i).Zone)
	for _, a := range legal {
		if mv, ok := a.(invader.Move); ok && mv.Survivor == i {
			if t := threat(s, mv.To); t < least {
				best, least = a, t
			}
		}
	}
	return best, best != nil
}

// toward returns the Move or OpenDoor that brings Survivor i one step
// closer to its target.
func toward(s invader.State, routes *zone.Routes, i int, legal []invader.Action) (invader.Action, bool) {
	here := s.Survivor(i).Zone
	for _, target := range aims(s, routes, i) { // nearest first; a locked way tries the next
		for _, st := range routes.AppendFirstSteps(nil, here, target) {
			if s.Xenos(st.To).Total() > 0 {
				continue // never walk into Xenos
			}
			want := []invader.Action{invader.Move{Survivor: i, To: st.To}}
			if st.Door != zone.NoDoor {
				want = doorActions(s, i, st.Door)
			}
			for _, a := range want {
				if slices.Contains(legal, a) {
					return a, true
				}
			}
		}
	}
	return nil, false
}

// doorActions are the ways Survivor i may get through door d: open it, or
// force it open (M11) with a weapon or a Machine it controls.
func doorActions(s invader.State, i int, d zone.DoorID) []invader.Action {
	out := []invader.Action{invader.OpenDoor{Survivor: i, Door: d},
		invader.ForceDoor{Survivor: i, Door: d, Weapon: invader.Hand1},
		invader.ForceDoor{Survivor: i, Door: d, Weapon: invader.Hand2}}
	for _, m := range s.Machines() {
		if m.Controller == i {
			out = append(out, invader.MachineForceDoor{Survivor: i, Machine: m.Index, Door: d},
				invader.MachineForceDoor{Survivor: i, Machine: m.Index, Door: d, Ranged: true})
		}
	}
	return out
}

// aims returns where Survivor i heads, nearest first: its targets, or the
// Oxygen Supply Rooms first when the nearest target is outside and it has
// no Oxygen Tank (p.35).
func aims(s invader.State, r *zone.Routes, i int) []zone.ID {
	here := s.Survivor(i).Zone
	t := targets(s, r, here)
	if len(t) == 0 || s.Map().Zone(t[0]).Kind != zone.Exterior || hasCard(s, i, "Oxygen Tank") {
		return t
	}
	var rooms []zone.ID
	for z := range s.Map().Len() {
		if _, ok := r.Distance(here, zone.ID(z)); ok && s.Map().Features(s.Board(), zone.ID(z)).Has(zone.OxygenSupply) {
			rooms = append(rooms, zone.ID(z))
		}
	}
	if len(rooms) == 0 {
		return t
	}
	return nearestFirst(r, here, rooms)
}

// targets returns the zones worth going to, nearest first (ties by zone):
// those with an Objective token the current Goal needs (any while some are
// left), else the Exit Zones.
func targets(s invader.State, r *zone.Routes, here zone.ID) []zone.ID {
	m, b := s.Map(), s.Board()
	var out []zone.ID
	for i, o := range m.Objectives() {
		if _, ok := r.Distance(here, o.Zone); ok && b.HasObjective(i) && wanted(s, o.Color) && !slices.Contains(out, o.Zone) {
			out = append(out, o.Zone)
		}
	}
	if len(out) == 0 {
		for z := range m.Len() {
			if _, ok := r.Distance(here, zone.ID(z)); ok && m.Zone(zone.ID(z)).Has(zone.Exit) {
				out = append(out, zone.ID(z))
			}
		}
	}
	return nearestFirst(r, here, out)
}

// nearestFirst sorts zones by their distance from here, then by ID.
func nearestFirst(r *zone.Routes, here zone.ID, zs []zone.ID) []zone.ID {
	slices.SortStableFunc(zs, func(a, b zone.ID) int {
		da, _ := r.Distance(here, a)
		db, _ := r.Distance(here, b)
		return cmp.Or(da-db, int(a)-int(b))
	})
	return zs
}

// bestAttack returns the legal attack that eliminates the most Xenos on
// average, by the exact odds, if any eliminates at least half a Xeno.
func bestAttack(s invader.State, legal []invader.Action) (invader.Action, bool) {
	var best invader.Action
	bestMean := 0.5
	for _, a := range legal {
		at, ok := a.(invader.Attack)
		if !ok {
			continue
		}
		odds, err := s.AttackOdds(at)
		if err != nil {
			continue // a Hellfire: the bot keeps its Canisters
		}
		mean := 0.0
		for _, o := range odds {
			mean += float64(o.Result.Eliminated.Total()) * o.Probability()
		}
		if mean > bestMean {
			best, bestMean = a, mean
		}
	}
	return best, best != nil
}

// keep puts a drawn weapon in a free Hand, any other card in a free slot
// that takes it, and discards it when nothing is free.
func keep(s invader.State, i int, legal []invader.Action) invader.Action {
	inv := s.Inventory(i)
	for _, a := range legal {
		if k, ok := a.(invader.Keep); ok && k.Slot >= 0 && inv[k.Slot].ID < 0 {
			return a // Legal lists Hand slots first, then Body, then Backpack
		}
	}
	return legal[0] // keep none
}

// hasCard reports whether Survivor i holds a card of that name.
func hasCard(s invader.State, i int, name string) bool {
	for _, it := range s.Inventory(i) {
		if it.ID >= 0 && it.Card.Name == name {
			return true
		}
	}
	return false
}
