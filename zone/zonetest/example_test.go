package zonetest_test

import (
	"fmt"

	"github.com/invaderengine/invader/zone"
	"github.com/invaderengine/invader/zone/zonetest"
	"pgregory.net/rapid"
)

// A drawn map is valid: its canonical text parses back to the same map.
func ExampleMap() {
	gen := zonetest.Map()
	for seed := range 3 {
		m := gen.Example(seed)
		back, err := zone.Parse(m.Format())
		w, h := m.Size()
		fmt.Printf("seed %d: parses %v, same map %v, has zones %v, within MaxSide %v\n", seed,
			err == nil, err == nil && back.Format() == m.Format(),
			m.Len() > 0, w >= 1 && h >= 1 && w <= zonetest.MaxSide && h <= zonetest.MaxSide)
	}
	// Output:
	// seed 0: parses true, same map true, has zones true, within MaxSide true
	// seed 1: parses true, same map true, has zones true, within MaxSide true
	// seed 2: parses true, same map true, has zones true, within MaxSide true
}

// States drawn for a map fit it. Draw the map and its states in one
// generator, as a property test does.
func ExampleState() {
	type board struct {
		m *zone.Map
		s zone.State
	}
	gen := rapid.Custom(func(t *rapid.T) board {
		m := zonetest.Map().Draw(t, "map")
		return board{m, zonetest.State(m).Draw(t, "state")}
	})
	for seed := range 3 {
		b := gen.Example(seed)
		fmt.Printf("seed %d: fits %v, initial fits %v\n", seed, b.m.Fits(b.s), b.m.Fits(b.m.Initial()))
	}
	// Output:
	// seed 0: fits true, initial fits true
	// seed 1: fits true, initial fits true
	// seed 2: fits true, initial fits true
}

// The hand-drawn text may differ from the canonical form, but reads to the
// same map.
func ExampleText() {
	text := zonetest.Text().Example(4)
	m, err := zone.Parse(text)
	fmt.Println(err == nil)
	again, err := zone.Parse(m.Format())
	fmt.Println(err == nil && again.Format() == m.Format())
	// Output:
	// true
	// true
}

func ExampleGrid() {
	m := zone.MustParse(zonetest.Grid(10, 6, map[string]string{"b0": "start"}))
	w, h := m.Size()
	fmt.Println(m.Len(), "zones on", w, "x", h, "cells; b0 is", m.Zone(m.MustLookup("b0")).Kind)
	// Output: 60 zones on 10 x 6 cells; b0 is corridor
}
