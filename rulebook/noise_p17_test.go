package rulebook_test

import (
	"slices"
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

// magnus is the corridor played by Magnus alone, the Survivor of p.17's
// Noise example.
const magnus = `id: magnus
title: three corridor Zones, Magnus alone
goal: reach the exit
survivors: Magnus
map:
+--+--+--+
|s .c1.c2|
+--+--+--+

s: corridor start
c1: corridor
c2: corridor exit
`

func TestNoiseExample(t *testing.T) {
	check(t,
		rule{
			name:     "p.17: a Noise token stays where it was made when the Survivor moves away; the End Phase takes every token off the board",
			mission:  magnus,
			position: `survivor Magnus s`,
			play:     []string{"Magnus noise", "Magnus move c1", "Magnus noise"},
			events: []string{
				"Magnus makes noise in s",
				"Magnus moves s → c1",
				"Magnus makes noise in c1",
				"Magnus ends the Turn",
				"the Xenos' Phase begins",
				"the End Phase begins",
				"1 Noise token leaves s",
				"1 Noise token leaves c1",
				"round 2 begins",
				"the Players' Phase begins",
				"Magnus takes a Turn with 3 Actions",
			},
			then: func(t *testing.T, s invader.State) {
				noiseTokens(t, s, "s", 0)
				noiseTokens(t, s, "c1", 0)
			},
		},
		rule{
			name:    "p.17, its example: the silent Sledge kills without Noise; the noisy Assault Shotgun's three dice make one token, in the shooter's Zone; it stays when he moves away, until the End Phase",
			mission: magnus,
			position: `
survivor Magnus s hand1=Sledge hand2="Assault Shotgun"
xenos s worker=1
xenos c1 worker=3`,
			play: []string{"Magnus attack s hand1", "chance 6", "Magnus attack c1 hand2", "chance 4", "chance 5", "chance 1", "Magnus move c1"},
			events: []string{
				"Magnus rolls a 6",
				"Magnus's attack on s: 1 hit, 0 misses",
				"Magnus eliminates a Worker in s",
				"Magnus gains 1 XP (1 in all)",
				"Magnus makes noise in s",
				"Magnus rolls a 4",
				"Magnus rolls a 5",
				"Magnus rolls a 1",
				"Magnus's attack on c1: 2 hits, 1 miss",
				"Magnus eliminates 2 Workers in c1",
				"Magnus gains 2 XP (3 in all)",
				"Magnus moves s → c1",
				"Magnus ends the Turn",
				"the Xenos' Phase begins",
				"a Worker wounds Magnus in c1: 0 Damage, 3 Armor left",
				"the End Phase begins",
				"1 Noise token leaves s",
				"round 2 begins",
				"the Players' Phase begins",
				"Magnus takes a Turn with 3 Actions",
			},
		},
		rule{
			name:    "p.17: each noisy Action makes its own token: a Dual attack, then another, make two",
			mission: solo,
			position: `
turn actions=2 acted
survivor Cole s hand1=SMG hand2=SMG
xenos c1 worker=5`,
			play: []string{"Cole attack c1 hand1 dual", "chance 5", "chance 6", "chance 5", "chance 6", "Cole attack c1 hand2", "chance 1", "chance 1"},
			events: []string{
				"Cole makes noise in s",
				"Cole rolls a 5",
				"Cole rolls a 6",
				"Cole rolls a 5",
				"Cole rolls a 6",
				"Cole's attack on c1: 4 hits, 0 misses",
				"Cole eliminates 4 Workers in c1",
				"Cole gains 4 XP (4 in all)",
				"Cole makes noise in s",
				"Cole rolls a 1",
				"Cole rolls a 1",
				"Cole's attack on c1: 0 hits, 2 misses",
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"a Worker moves c1 → s",
				"the End Phase begins",
				"2 Noise tokens leave s",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
			},
		},
	)
}

func TestNoiseTokensLimit(t *testing.T) {
	check(t,
		rule{
			name:    "p.17, p.24 (RULINGS \"Noise tokens\"): the rulebook sets no limit to the Noise tokens: a 19th is put down",
			mission: solo,
			position: `
noise s=18
survivor Cole s`,
			play: []string{"Cole noise"},
			events: []string{
				"Cole makes noise in s",
			},
			then: func(t *testing.T, s invader.State) { noiseTokens(t, s, "s", 19) },
		},
		rule{
			name:    "pp.3-4 (RULINGS \"Noise tokens\", the house rule limitNoise): the box's 18 Noise tokens all on the board, Make Noise is no choice",
			mission: solo,
			position: `
rules limitNoise
noise s=18
survivor Cole s`,
			play:    []string{"Cole noise"},
			refused: invader.NoNoiseTokens,
			then: func(t *testing.T, s invader.State) {
				t.Helper()
				var got []string
				for _, a := range s.Legal() {
					got = append(got, s.FormatAction(a))
				}
				if want := []string{"Cole move c1", "Cole end"}; !slices.Equal(got, want) {
					t.Errorf("Legal() = %q, want %q", got, want)
				}
			},
		},
	)
}
