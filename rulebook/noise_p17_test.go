package rulebook_test

import (
	"testing"

	"github.com/invaderengine/invader"
)

// Noise (p.17): a Make Noise Action and every Action with a noisy weapon
// put a Noise token in the Survivor's Zone; the tokens draw the Xenos
// (xenos-phase_p26-30_test.go) and leave the board in the End Phase.

func TestNoise(t *testing.T) {
	check(t,
		rule{
			name:     "p.17: Make Noise puts a Noise token in the Survivor's Zone, for one Action",
			mission:  solo,
			position: `survivor Cole c1`,
			play:     []string{"Cole noise"},
			events: []string{
				"Cole makes noise in c1",
			},
			then: func(t *testing.T, s invader.State) {
				actionsLeft(2)(t, s)
				noiseTokens(t, s, "c1", 1)
			},
		},
		rule{
			name:     "p.17: Noise tokens add up in a Zone, and the End Phase takes them all away",
			mission:  solo,
			position: `survivor Cole c1`,
			play:     []string{"Cole noise", "Cole noise", "Cole end"},
			events: []string{
				"Cole makes noise in c1",
				"Cole makes noise in c1",
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"the End Phase begins",
				"2 Noise tokens leave c1",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
			},
			then: func(t *testing.T, s invader.State) { noiseTokens(t, s, "c1", 0) },
		},
		rule{
			name:    "p.17: an Action with a noisy weapon makes one Noise token, whatever its dice",
			mission: solo,
			position: `
survivor Cole s hand1=SMG
xenos c1 worker=1`,
			play: []string{"Cole attack c1 hand1", "chance 1", "chance 1"},
			events: []string{
				"Cole makes noise in s",
				"Cole rolls a 1",
				"Cole rolls a 1",
				"Cole's attack on c1: 0 hits, 2 misses",
			},
			then: func(t *testing.T, s invader.State) { noiseTokens(t, s, "s", 1) },
		},
		rule{
			name:    "p.17: a Dual pair of noisy weapons makes one Noise token for the Action",
			mission: solo,
			position: `
survivor Cole s hand1=SMG hand2=SMG
xenos c1 worker=2`,
			play: []string{"Cole attack c1 hand1 dual", "chance 5", "chance 5", "chance 5", "chance 5"},
			events: []string{
				"Cole makes noise in s",
				"Cole rolls a 5",
				"Cole rolls a 5",
				"Cole rolls a 5",
				"Cole rolls a 5",
				"Cole's attack on c1: 4 hits, 0 misses",
				"Cole eliminates 2 Workers in c1",
				"Cole gains 2 XP (2 in all)",
			},
			then: func(t *testing.T, s invader.State) { noiseTokens(t, s, "s", 1) },
		},
		rule{
			name:    "p.17: a weapon that is not noisy makes no Noise",
			mission: solo,
			position: `
survivor Cole c1 hand1="Heavy Cutter"
xenos c1 worker=1`,
			play: []string{"Cole attack c1 hand1", "chance 1", "chance 1"},
			events: []string{
				"Cole rolls a 1",
				"Cole rolls a 1",
				"Cole's attack on c1: 0 hits, 2 misses",
			},
			then: func(t *testing.T, s invader.State) { noiseTokens(t, s, "c1", 0) },
		},
	)
}
