package zonetest_test

import (
	"testing"

	"github.com/invaderengine/invader/zone"
	"github.com/invaderengine/invader/zone/zonetest"
)

// The shared boards parse, and their canonical form reads back to the
// same map.
func TestBoards(t *testing.T) {
	for name, text := range map[string]string{
		"EqualRoutes": zonetest.EqualRoutes, "DoorOrDetour": zonetest.DoorOrDetour, "SmallMission": zonetest.SmallMission,
		"SpecialTiles": zonetest.SpecialTiles,
	} {
		m, err := zone.Parse(text)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if again, err := zone.Parse(m.Format()); err != nil || again.Format() != m.Format() {
			t.Errorf("%s: Format does not read back: %v", name, err)
		}
	}
}
