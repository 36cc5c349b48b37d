package invader

import (
	"slices"
	"sync"

	"github.com/invaderengine/invader/mission"
)

// The static data of recent missions. A bot or a test plays thousands of
// games of one mission: each New of it finds what the mission decides
// (cards, deck, Equipment, the interned actions of Legal) already made,
// instead of making it again, which cost more than the rest of a short
// game's setup. The cache keeps its own copy of each mission, compared
// field by field with the mission given to New (sameMission), so that a
// caller who changes a mission's slices after New gets a game of the
// changed mission. A *zone.Map is compared by identity: a Map is never
// changed once made (package zone), and sight tables are already kept
// per Map (package los).
var statics struct {
	sync.Mutex
	recent [8]staticEntry // the most recently made, replaced in turn
	next   int
}

type staticEntry struct {
	key mission.Mission // a copy of its own: no caller can change it
	st  *static
}

// staticOf returns the static data of a game of mission m: that of an
// equal mission made before, or made now.
func staticOf(m mission.Mission) *static {
	if st := lookupStatic(&m); st != nil {
		return st
	}
	key := copyMission(m)
	st := newStatic(copyMission(m)) // the game's mission aliases nothing of the caller's
	statics.Lock()
	defer statics.Unlock()
	statics.recent[statics.next] = staticEntry{key: key, st: st}
	statics.next = (statics.next + 1) % len(statics.recent)
	return st
}

// lookupStatic returns the static data made for a mission equal to m, or
// nil. Only New, UnmarshalJSON and ParsePosition make any, each after
// validating the mission: a mission found here is valid.
func lookupStatic(m *mission.Mission) *static {
	statics.Lock()
	defer statics.Unlock()
	for _, e := range statics.recent {
		if e.st != nil && sameMission(&e.key, m) {
			return e.st
		}
	}
	return nil
}

// sameMission reports whether a and b are the same mission: every field
// equal, the Map the same one. TestSameMissionSeesEveryField changes
// each field in turn, so a field added to Mission must be added here.
func sameMission(a, b *mission.Mission) bool {
	return a.ID == b.ID && a.Title == b.Title && a.Difficulty == b.Difficulty && a.Map == b.Map &&
		a.Players == b.Players && a.ObjectiveXP == b.ObjectiveXP && a.Ruleset == b.Ruleset &&
		eqSlice(a.Survivors, b.Survivors) && eqSlice(a.Goals, b.Goals) && eqSlice(a.Xenos, b.Xenos) &&
		eqSlice(a.Catalog, b.Catalog) && eqSlice(a.Deck, b.Deck) && eqSlice(a.Equipment, b.Equipment) &&
		eqSlice(a.SetAside, b.SetAside) && eqSlice(a.Machines, b.Machines) && eqSlice(a.Triggers, b.Triggers) &&
		eqSlice(a.ForcedDoors, b.ForcedDoors) && eqSlice(a.ExtraSpawns, b.ExtraSpawns)
}

// eqSlice is slices.Equal that also tells nil from empty: a mission's
// nil Catalog means Invader's, an empty one none.
func eqSlice[E comparable](a, b []E) bool { return (a == nil) == (b == nil) && slices.Equal(a, b) }

// copyMission returns m with slices of its own (their elements hold no
// slice: sameMission compares them with ==).
func copyMission(m mission.Mission) mission.Mission {
	m.Survivors, m.Goals, m.Xenos = slices.Clone(m.Survivors), slices.Clone(m.Goals), slices.Clone(m.Xenos)
	m.Catalog, m.Deck, m.Equipment = slices.Clone(m.Catalog), slices.Clone(m.Deck), slices.Clone(m.Equipment)
	m.SetAside, m.Machines, m.Triggers = slices.Clone(m.SetAside), slices.Clone(m.Machines), slices.Clone(m.Triggers)
	m.ForcedDoors, m.ExtraSpawns = slices.Clone(m.ForcedDoors), slices.Clone(m.ExtraSpawns)
	return m
}
