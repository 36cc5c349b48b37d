package invader

import (
	"sync"
	"sync/atomic"

	"github.com/invaderengine/invader/xeno"
	"github.com/invaderengine/invader/zone"
)

// Interned actions. An action put in an Action interface is a value on
// the heap: listing the candidates of a decision boxed one per candidate,
// most of Legal's allocations, though a game lists the same few hundred
// actions again and again. A game's interned tables box each of the
// commonest candidates once, on first use, and Legal lists the boxed
// value: equal, as an interface value, to a freshly boxed one (interfaces
// compare by their dynamic values), so nothing a caller sees changes.
// Entries are filled from any goroutine; two that race store equal
// values.
type interned struct {
	move, reorganize, heal, open, close, take, discard, arrange, attack, keep, attach table

	// moved and xenosMoved intern the commonest events, a Survivor's Move
	// (by Survivor and Zone left: Zone entered and Cost up to movedCosts)
	// and a group of Xenos' (by kind and Zone left: Zone entered and count
	// up to movedCounts); cardDrawn and spawned those of the Spawn Step
	// (by Spawn token: the deck entry; by kind and Zone: the count).
	moved, xenosMoved, cardDrawn, spawned events
	// activated and moldPlaced intern the event of every activation (by
	// Survivor: the Actions, up to activatedActions) and of Mold placed
	// (by Zone: the token); noiseMade, noiseRemoved and arranged those of
	// Noise (by Survivor: the Zone; by Zone: the count, up to
	// removedCounts) and of a card arranged (by card: owner and slot).
	activated, moldPlaced, noiseMade, noiseRemoved, arranged events
	zones                                                    int
}

// movedCosts bounds the Costs of the interned SurvivorMoved events, and
// movedCounts the Counts of the interned XenosMoved events.
const (
	movedCosts  = 4
	movedCounts = 8
	// activatedActions bounds the Actions of the interned
	// SurvivorActivated events.
	activatedActions = 8
	// removedCounts bounds the Counts of the interned NoiseRemoved events.
	removedCounts = 16
)

// events are interned events: rows made on first use, of cols entries.
type events struct {
	rows []atomic.Pointer[[]atomic.Pointer[Event]]
	cols int
}

func newEvents(rows, cols int) events {
	if rows*cols > maxInterned*16 {
		return events{} // a huge board boxes its events as they come
	}
	return events{rows: make([]atomic.Pointer[[]atomic.Pointer[Event]], rows), cols: cols}
}

// internEvent returns e as an Event, boxed once per game: the value of
// entry c of row r; e anew out of the table.
func internEvent[E Event](t *events, r, c int, e E) Event {
	if r < 0 || r >= len(t.rows) || c < 0 || c >= t.cols {
		return e
	}
	row := t.rows[r].Load()
	if row == nil {
		fresh := make([]atomic.Pointer[Event], t.cols)
		t.rows[r].CompareAndSwap(nil, &fresh) // or another goroutine's row
		row = t.rows[r].Load()
	}
	if p := (*row)[c].Load(); p != nil {
		return *p
	}
	var v Event = e
	(*row)[c].Store(&v)
	return v
}

// movedEvent returns e as an Event, boxed once per game.
func (in *interned) movedEvent(e SurvivorMoved) Event {
	if e.Cost < 1 || e.Cost > movedCosts || int(e.To) >= in.zones || int(e.From) >= in.zones {
		return e
	}
	return internEvent(&in.moved, e.Survivor*in.zones+int(e.From), int(e.To)*movedCosts+e.Cost-1, e)
}

// cardDrawnEvent returns e as an Event, boxed once per game.
func (in *interned) cardDrawnEvent(e XenoCardDrawn) Event {
	return internEvent(&in.cardDrawn, e.Spawn, e.Card, e)
}

// spawnedEvent returns e as an Event, boxed once per game.
func (in *interned) spawnedEvent(e XenosSpawned) Event {
	if e.Count < 1 || e.Count > movedCounts || int(e.Zone) >= in.zones {
		return e
	}
	return internEvent(&in.spawned, int(e.Kind)*in.zones+int(e.Zone), e.Count-1, e)
}

// activatedEvent returns e as an Event, boxed once per game.
func (in *interned) activatedEvent(e SurvivorActivated) Event {
	return internEvent(&in.activated, e.Survivor, e.Actions, e)
}

// moldPlacedEvent returns e as an Event, boxed once per game.
func (in *interned) moldPlacedEvent(e MoldPlaced) Event {
	return internEvent(&in.moldPlaced, int(e.Zone), int(e.Mold), e)
}

// noiseMadeEvent returns e as an Event, boxed once per game.
func (in *interned) noiseMadeEvent(e NoiseMade) Event {
	return internEvent(&in.noiseMade, e.Survivor, int(e.Zone), e)
}

// noiseRemovedEvent returns e as an Event, boxed once per game.
func (in *interned) noiseRemovedEvent(e NoiseRemoved) Event {
	return internEvent(&in.noiseRemoved, int(e.Zone), e.Count-1, e)
}

// arrangedEvent returns e, the event of card id arranged, as an Event,
// boxed once per game.
func (in *interned) arrangedEvent(id int, e CardArranged) Event {
	if e.Slot < 0 || e.Slot >= NumSlots {
		return e
	}
	return internEvent(&in.arranged, id, e.Owner*NumSlots+e.Slot, e)
}

// xenosMovedEvent returns e as an Event, boxed once per game.
func (in *interned) xenosMovedEvent(e XenosMoved) Event {
	if e.Count < 1 || e.Count > movedCounts || int(e.To) >= in.zones || int(e.From) >= in.zones {
		return e
	}
	return internEvent(&in.xenosMoved, int(e.Kind)*in.zones+int(e.From), int(e.To)*movedCounts+e.Count-1, e)
}

// A table of interned actions is made on first use: a short game (a bot's
// playout) pays only for the tables it uses.
type table struct {
	once    sync.Once
	n       int // its size
	entries []atomic.Pointer[Action]
}

func (t *table) get() []atomic.Pointer[Action] {
	t.once.Do(func() { t.entries = make([]atomic.Pointer[Action], t.n) })
	return t.entries
}

// maxInterned bounds a table: a game on a huge board boxes its actions
// as they come rather than keep a table of millions of entries.
const maxInterned = 1 << 16

// newInterned sizes the tables of a game with survivors Survivors, zones
// Zones, doors doors, objectives Objective tokens, items Equipment cards,
// tokens Spawn tokens and entries Xeno deck entries.
func newInterned(survivors, zones, doors, objectives, items, tokens, entries int) *interned {
	size := func(n int) int {
		if n > maxInterned {
			return 0
		}
		return n
	}
	in := &interned{zones: zones}
	in.moved = newEvents(survivors*zones, zones*movedCosts)
	in.xenosMoved = newEvents(xeno.MaxKinds*zones, zones*movedCounts)
	in.spawned = newEvents(xeno.MaxKinds*zones, movedCounts)
	in.cardDrawn = newEvents(tokens, entries)
	in.activated = newEvents(survivors, activatedActions+1)
	in.moldPlaced = newEvents(zones, int(zone.InactiveMold)+1)
	in.noiseMade = newEvents(survivors, zones)
	in.noiseRemoved = newEvents(zones, removedCounts)
	in.arranged = newEvents(items, survivors*NumSlots)
	for _, t := range []struct {
		t *table
		n int
	}{
		{&in.move, survivors * zones}, {&in.reorganize, survivors * survivors}, {&in.heal, survivors * survivors},
		{&in.open, survivors * doors}, {&in.close, survivors * doors}, {&in.take, survivors * objectives},
		{&in.discard, survivors * items}, {&in.arrange, items * survivors * NumSlots}, {&in.attack, survivors * zones * 6},
		{&in.keep, survivors * (NumSlots + 2)}, {&in.attach, items * items},
	} {
		t.t.n = size(t.n)
	}
	return in
}

// intern returns a as an Action, boxed once: the value of tab[k], stored
// on first use; a key out of the table boxes a anew.
func intern[A Action](t *table, k int, a A) Action {
	if k < 0 || k >= t.n {
		return a
	}
	tab := t.get()
	if k >= len(tab) {
		return a
	}
	if p := tab[k].Load(); p != nil {
		return *p
	}
	var v Action = a
	tab[k].Store(&v)
	return v
}
