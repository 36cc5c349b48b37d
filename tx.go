package invader

import (
	"slices"
	"sync"
	"unsafe"

	"github.com/invaderengine/invader/mold"
	"github.com/invaderengine/invader/xeno"
	"github.com/invaderengine/invader/zone"
)

// tx builds the next State inside Apply (and New). It copies each slice of
// the State the first time it writes to it, so that no write ever reaches
// memory an existing State can see.
type tx struct {
	State
	ev []Event

	ownAll                                                                 bool // New: every slice is fresh
	ownSurv, ownNoise, ownXenos, ownItems, ownQueue, ownMoves, ownMachines bool
	ownFight, ownExtras, ownDeck                                           bool

	j judge // checks actions against the State being built

	scratch []Action      // canAct's candidates, kept with the pooled tx
	evBuf   []Event       // the events of an Apply, kept with the pooled tx
	outEv   block[Event]  // where Apply's events are handed out from
	outAct  block[Action] // where Legal's lists are handed out from
	invBuf  itemIndex     // the index of the items once the tx writes them (inventory.go)
	chains  mold.Chain    // the search for a chain of Mold, with its buffers

	spareMoves []planned   // a Xenos' step's moves, made: the next step's array, in this Apply only
	queueBuf   []xstep     // the array a Xenos' Phase's queue starts in, kept with the pooled tx (detach)
	movesBuf   []planned   // the array a Xenos' step's moves start in, kept with the pooled tx (detach)
	after      pendingMemo // the decision settle left pending, when it knows it

	// Derived for the current xMove step, never stored in the State.
	routes    *zone.Routes // nil, or routeBuf once prepared
	routeBuf  zone.Routes
	destsOf   xeno.Destinations // prepareRoutes': kept for its memory
	dests     []zone.ID         // each zone's destinations, grouped by destStart
	destStart []int32
	sense     xeno.Field  // what the Xenos sense, for the step's destinations
	target    []bool      // per zone: among targets
	targets   []zone.ID   // the destinations of every zone, each once
	opts      []zone.Step // the steps of the zone whose Xenos move now
}

// txs recycles the tx of Apply and Legal. The actions' check and apply
// methods are called through the Action interface, so the compiler must
// assume that the tx and judge they get escape: a tx from the pool keeps
// Apply and Legal from allocating one (and the State it holds) per call.
// Nothing of a tx outlives free but the events Apply hands out (free
// forgets them), so the pool is invisible to callers.
var txs = sync.Pool{New: func() any { return new(tx) }}

// newTx returns a tx that builds on a copy of s.
func newTx(s *State) *tx {
	t := txs.Get().(*tx)
	// Field by field rather than a whole new tx: the pooled tx is on the
	// heap, where every pointer written costs a write barrier while the
	// collector runs; the buffers keep theirs.
	t.load(s)
	t.ownAll, t.ownSurv, t.ownNoise, t.ownXenos, t.ownItems, t.ownQueue, t.ownMoves, t.ownMachines = false, false, false, false, false, false, false, false
	t.ownFight, t.ownExtras, t.ownDeck = false, false, false
	// Each pointer written only when it changes (t.x = t.x[:0] writes
	// none): most often it does not.
	if unsafe.SliceData(t.ev) == unsafe.SliceData(t.evBuf) {
		t.ev = t.ev[:0]
	} else {
		t.ev = t.evBuf[:0]
	}
	if t.routes != nil {
		t.routes = nil
	}
	if t.spareMoves != nil {
		t.spareMoves = nil
	}
	t.after = pendingMemo{}
	t.dests, t.destStart = t.dests[:0], t.destStart[:0]
	t.invBuf.built = false
	if t.inv == nil {
		t.inv = &t.invBuf // stale: built on first use
	}
	return t
}

// load makes t's State a copy of s, writing only the pointers that
// differ. A pooled tx mostly holds the State it is loaded with again (a
// bot's Apply on the State its Legal just saw; Legal on the State the last
// Apply returned), and a pointer written into the heap costs a write
// barrier while the collector marks: copying the whole State at once
// cost a bulk barrier over all its pointers, 4% of a random playout's
// CPU (issue 16). TestTxLoadCopiesEveryField keeps it in step with State.
func (t *tx) load(s *State) {
	d := &t.State
	if d.g != s.g {
		d.g = s.g
	}
	if d.board != s.board {
		d.board = s.board
	}
	d.rng, d.round, d.phase, d.first, d.turn, d.chance = s.rng, s.round, s.phase, s.first, s.turn, s.chance
	d.wait, d.reorg, d.tough, d.goals, d.outcome, d.pend = s.wait, s.reorg, s.tough, s.goals, s.outcome, s.pend
	setSlice(&d.survivors, s.survivors)
	setSlice(&d.noise, s.noise)
	setSlice(&d.xenos, s.xenos)
	setSlice(&d.items, s.items)
	setSlice(&d.deck, s.deck)
	setSlice(&d.queue, s.queue)
	setSlice(&d.moves, s.moves)
	setSlice(&d.machines, s.machines)
	setSlice(&d.extras, s.extras)
	setSlice(&d.opened, s.opened)
	setSlice(&d.chosen, s.chosen)
	if d.fight != s.fight {
		d.fight = s.fight
	}
	if d.inv != s.inv {
		d.inv = s.inv
	}
}

// setSlice sets *d to s unless it is that slice already (same array,
// length and capacity; nil stays apart from empty).
func setSlice[T any](d *[]T, s []T) {
	if unsafe.SliceData(*d) != unsafe.SliceData(s) || len(*d) != len(s) || cap(*d) != cap(s) {
		*d = s
	}
}

// handOut readies the State t built to be handed out: the tx's own index
// of the items, which the next tx from the pool rebuilds, is replaced by a
// copy of its own when built (the next Apply or Legal on the State need
// not build it again), else dropped.
func (t *tx) handOut() {
	if t.inv == &t.invBuf {
		t.inv = t.invBuf.copy()
	}
	detach(&t.queue, t.queueBuf)
	detach(&t.moves, t.movesBuf)
	if t.pend = t.after; !t.pend.ok {
		t.pend = memo(t.pending())
	}
}

// detach readies *s for a State handed out: it leaves it as it is,
// unless it lies in buf, an array the pooled tx keeps for the next Apply,
// when it makes it nil (empty) or a copy of its own. A Xenos' Phase mostly
// runs to its end within one Apply, its queue and moves emptied: they
// cost no allocation.
func detach[T any](s *[]T, buf []T) {
	if cap(*s) == 0 || cap(buf) == 0 {
		return
	}
	var v T
	size := unsafe.Sizeof(v)
	p, lo := uintptr(unsafe.Pointer(unsafe.SliceData(*s))), uintptr(unsafe.Pointer(unsafe.SliceData(buf)))
	switch {
	case p < lo || p >= lo+uintptr(cap(buf))*size:
	case len(*s) == 0:
		*s = nil
	default:
		*s = slices.Clone(*s)
	}
}

// events returns the events of t in a slice of their own, of their
// number, from a block: a Move's one or two, a Xenos' Phase's few dozen
// (a block holds four of those; more would waste its end), else in an
// array of their own.
func (t *tx) events() []Event { return t.outEv.clone(t.ev, blockLen/4) }

// A block hands out copies of short slices from an array it allocates
// once for many of them: Apply's events and Legal's lists, a few to a few
// dozen values each, would otherwise cost an allocation each, a tenth of
// an Apply(Move). Each copy is a slice of its own part of the array, its
// capacity cut to its length: its holder may write its elements or
// append to it (append copies it elsewhere) without ever reaching
// another's. The array lives while any of its copies does: blockLen
// values at most, kept small. A block is a pooled tx's, so one goroutine
// hands out of it at a time, and the parts it hands out never overlap.
type block[T any] []T

// blockLen is the length of a block's array.
const blockLen = 128

// clone returns a copy of src of its own (nil for an empty src), from
// the block when src has at most most values.
func (b *block[T]) clone(src []T, most int) []T {
	n := len(src)
	switch {
	case n == 0:
		return nil
	case n > most:
		return slices.Clone(src)
	case cap(*b)-len(*b) < n:
		*b = make([]T, 0, blockLen)
	}
	i := len(*b)
	*b = append(*b, src...)
	return (*b)[i : i+n : i+n]
}

// keep returns a copy of its own of the values of src that ok keeps, in
// order (nil for none): from the block, written there as ok keeps them,
// when src has at most most values, else compacted in src and cloned.
func (b *block[T]) keep(src []T, most int, ok func(T) bool) []T {
	if len(src) > most {
		kept := src[:0]
		for _, v := range src {
			if ok(v) {
				kept = append(kept, v)
			}
		}
		return slices.Clone(kept)
	}
	if cap(*b)-len(*b) < len(src) {
		*b = make([]T, 0, blockLen)
	}
	i := len(*b)
	for _, v := range src {
		if ok(v) {
			*b = append(*b, v) // within the room made for src: never grows
		}
	}
	if len(*b) == i {
		return nil
	}
	return (*b)[i:len(*b):len(*b)]
}

// free returns t to the pool; neither t nor its judge may be used after.
// It keeps the buffers and leaves the rest as it is: newTx overwrites
// every field, and what a pooled tx still points at (a State of the game,
// the events and candidates of its last use, each handed out only as a
// copy) is let go with the pool at the second collection. Not clearing
// them saves the write barriers of clearing pointers on every call.
func (t *tx) free() {
	if cap(t.ev) <= maxKeptEvents && unsafe.SliceData(t.ev) != unsafe.SliceData(t.evBuf) {
		t.evBuf = t.ev[:0]
	}
	txs.Put(t)
}

// maxKeptEvents bounds the events buffer a pooled tx keeps.
const maxKeptEvents = 1 << 10

// judgeFor returns t's judge of the State being built, for its pending
// decision p.
func (t *tx) judgeFor(p Pending) *judge {
	if t.j.State != &t.State { // written once: a pointer write costs a barrier
		t.j.State = &t.State
	}
	t.j.p = p
	return &t.j
}

func (t *tx) emit(e Event) { t.ev = append(t.ev, e) }

func (t *tx) surv(i int) *survivorState {
	if !t.ownAll && !t.ownSurv {
		t.survivors = slices.Clone(t.survivors)
		t.ownSurv = true
	}
	return &t.survivors[i]
}

// extrasMut returns Survivor i's Ultrared Skills to write, the block
// made on the first one of the game.
func (t *tx) extrasMut(i int) *extraSkills {
	switch {
	case t.extras == nil:
		t.extras = make([]extraSkills, len(t.survivors))
	case !t.ownAll && !t.ownExtras:
		t.extras = slices.Clone(t.extras)
	}
	t.ownExtras = true
	return &t.extras[i]
}

func (t *tx) noiseMut() []uint16 {
	if !t.ownAll && !t.ownNoise {
		t.noise = slices.Clone(t.noise)
		t.ownNoise = true
	}
	return t.noise
}
