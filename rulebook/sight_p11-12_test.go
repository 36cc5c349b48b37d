package rulebook_test

import (
	"testing"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/zone"
)

// Lines of Sight (pp.11-12): a line runs straight through corridor
// Zones, enters one room and stops there; walls, closed doors and Dark
// Zones stop it. The rules are played on rooms (boards_test.go) with
// Ranged Actions, which need their target in sight.

func TestSight(t *testing.T) {
	check(t,
		rule{
			name:    "p.11: in corridors a Line of Sight runs on, Zone after Zone, as far as the weapon's Range",
			mission: rooms,
			position: `
turn active=Cole actions=3
survivor Cole s activated hand1="Sniper Rifle"
xenos c3 worker=1`,
			play: []string{"Cole attack c3 hand1", "chance 6"},
			events: []string{
				"Cole makes noise in s",
				"Cole rolls a 6",
				"Cole's attack on c3: 1 hit, 0 misses",
				"Cole eliminates a Worker in c3",
				"Cole gains 1 XP (1 in all)",
			},
		},
		rule{
			name:    "p.11: a closed door stops a Line of Sight",
			mission: rooms,
			position: `
turn active=Cole actions=3
survivor Cole c1 activated hand1=SMG
xenos r2 worker=1`,
			play:    []string{"Cole attack r2 hand1"},
			refused: invader.OutOfRange,
		},
		rule{
			name:    "p.11: through an open door the room behind it is in sight",
			mission: rooms,
			position: `
doors d1=open
turn active=Cole actions=3
survivor Cole c1 activated hand1=SMG
xenos r2 worker=1`,
			play: []string{"Cole attack r2 hand1", "chance 5", "chance 1"},
			events: []string{
				"Cole makes noise in c1",
				"Cole rolls a 5",
				"Cole rolls a 1",
				"Cole's attack on r2: 1 hit, 1 miss",
				"Cole eliminates a Worker in r2",
				"Cole gains 1 XP (1 in all)",
			},
		},
		rule{
			name:    "p.12: a Line of Sight enters one room and stops there: the room beyond is out of sight",
			mission: rooms,
			position: `
turn active=Cole actions=3
survivor Cole c4 activated hand1="Heavy Shotgun"
xenos r2 worker=1`,
			play:    []string{"Cole attack r2 hand1"},
			refused: invader.OutOfRange,
		},
		rule{
			name:    "p.12: from a room, a Line of Sight into a corridor runs straight along it",
			mission: rooms,
			position: `
turn active=Cole actions=3
survivor Cole r3 activated hand1="Heavy Shotgun"
xenos c5 worker=1`,
			play: []string{"Cole attack c5 hand1", "chance 4", "chance 3"},
			events: []string{
				"Cole makes noise in r3",
				"Cole rolls a 4",
				"Cole rolls a 3",
				"Cole's attack on c5: 1 hit, 1 miss",
				"Cole eliminates a Worker in c5",
				"Cole gains 1 XP (1 in all)",
			},
		},
		rule{
			name:    "p.11: a Dark Zone cannot be seen without a Searchlight",
			mission: rooms,
			position: `
turn active=Cole actions=3
survivor Cole c3 activated hand1=SMG
xenos c6 worker=1`,
			play:    []string{"Cole attack c6 hand1"},
			refused: invader.OutOfRange,
		},
		rule{
			name:    "p.11: a Searchlight in a Body slot lights a Dark Zone",
			mission: rooms,
			position: `
turn active=Cole actions=3
survivor Cole c3 activated hand1=SMG body1=Searchlight
xenos c6 worker=1`,
			play: []string{"Cole attack c6 hand1", "chance 6", "chance 2"},
			events: []string{
				"Cole makes noise in c3",
				"Cole rolls a 6",
				"Cole rolls a 2",
				"Cole's attack on c6: 1 hit, 1 miss",
				"Cole eliminates a Worker in c6",
				"Cole gains 1 XP (1 in all)",
			},
		},
		rule{
			name:    "p.11: from a Dark Zone an Actor sees out as usual",
			mission: rooms,
			position: `
turn active=Cole actions=3
survivor Cole c6 activated hand1=SMG
xenos c3 worker=1`,
			play: []string{"Cole attack c3 hand1", "chance 6", "chance 2"},
			events: []string{
				"Cole makes noise in c6",
				"Cole rolls a 6",
				"Cole rolls a 2",
				"Cole's attack on c3: 1 hit, 1 miss",
				"Cole eliminates a Worker in c3",
				"Cole gains 1 XP (1 in all)",
			},
		},
		rule{
			name:    "p.11: a wall stops a Line of Sight: a room beside a corridor is seen only through its opening",
			mission: rooms,
			position: `
turn active=Cole actions=3
survivor Cole c3 activated hand1=SMG
xenos r3 worker=1`,
			play:    []string{"Cole attack r3 hand1"},
			refused: invader.OutOfRange,
		},
	)
}

// p.11: Dark Zones "are not featured in this box, but in Zombicide:
// Invader expansions": no built-in Invader mission has one (2nd Edition's
// dark rooms are another rule, seed 002). The rules above draw their own.
func TestNoDarkZoneInTheBox(t *testing.T) {
	invaders := 0
	for _, id := range mission.Builtins() {
		m, err := mission.Builtin(id)
		if err != nil {
			t.Fatal(err)
		}
		if m.Ruleset != mission.Invader {
			continue
		}
		invaders++
		for z := range m.Map.Len() {
			if zn := m.Map.Zone(zone.ID(z)); zn.Features.Has(zone.Dark) {
				t.Errorf("p.11: %s's zone %s is Dark: the core box has no Dark Zones", id, zn.Name)
			}
		}
	}
	if invaders == 0 {
		t.Error("no built-in Invader mission")
	}
}
