package invader

import (
	"slices"

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

	// Derived for the current xMove step, never stored in the State.
	routes    *zone.Routes
	dests     []zone.ID // each zone's destinations, grouped by destStart
	destStart []int32
}

func (t *tx) emit(e Event) { t.ev = append(t.ev, e) }

func (t *tx) surv(i int) *survivorState {
	if !t.ownAll && !t.ownSurv {
		t.survivors = slices.Clone(t.survivors)
		t.ownSurv = true
	}
	return &t.survivors[i]
}

func (t *tx) noiseMut() []uint8 {
	if !t.ownAll && !t.ownNoise {
		t.noise = slices.Clone(t.noise)
		t.ownNoise = true
	}
	return t.noise
}
