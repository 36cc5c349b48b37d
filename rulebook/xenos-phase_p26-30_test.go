package rulebook_test

import "testing"

// The Xenos' Phase (pp.26-30): every Xeno activates, attacking a Survivor
// in its Zone or else moving one Zone toward the noisiest Zone holding
// Survivors it sees (else the noisiest Zone of the board); a group that
// has several equally good ways splits as evenly as it can, the players
// placing the odd ones; a closed door on the way is broken instead of
// moving; then each Spawn Zone draws a Xeno card, read at the highest
// Danger Level among the Survivors.

// sixAt is a corridor position where everyone but Baraka has taken his
// Turn: five Survivors at s, Cole in c2, Baraka's Turn the last.
const sixAt = `
turn active=Baraka actions=3
survivor Cole c2 activated
survivor Vivian s activated
survivor Mitsuki s activated
survivor Magnus s activated
survivor Jared s activated
survivor Baraka s activated
`

func TestXenosActivation(t *testing.T) {
	check(t,
		rule{
			name:    "p.26: a Xeno sharing a Zone with a Survivor attacks instead of moving",
			mission: solo,
			position: `
survivor Cole c1
xenos c1 worker=1
xenos c2 worker=1`,
			play: []string{"Cole end"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"a Worker wounds Cole in c1: 1 Damage, 2 Armor left",
				"a Worker moves c2 → c1",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
			},
		},
		rule{
			name:     "p.26: Xenos move toward the noisiest Zone holding Survivors in sight, Noise tokens and Survivors counted",
			position: sixAt + `noise c2=5` + "\n" + `xenos c1 worker=1`,
			play:     []string{"Baraka end"},
			events: []string{
				"Baraka ends the Turn",
				"the Xenos' Phase begins",
				"a Worker moves c1 → c2",
				"the End Phase begins",
				"5 Noise tokens leave c2",
				"round 2 begins",
				"the Players' Phase begins",
			},
		},
		rule{
			name:     "p.26: the same group, with less noise in c2, goes to the five Survivors at s",
			position: sixAt + `noise c2=3` + "\n" + `xenos c1 worker=1`,
			play:     []string{"Baraka end"},
			events: []string{
				"Baraka ends the Turn",
				"the Xenos' Phase begins",
				"a Worker moves c1 → s",
				"the End Phase begins",
				"3 Noise tokens leave c2",
				"round 2 begins",
				"the Players' Phase begins",
			},
		},
		rule{
			name:     "p.26: a group with two equally good ways splits as evenly as it can; the players place the odd one",
			position: sixAt + `noise c2=4` + "\n" + `xenos c1 worker=3`,
			play:     []string{"Baraka end", "split 2"},
			events: []string{
				"Baraka ends the Turn",
				"the Xenos' Phase begins",
				"a Worker moves c1 → s",
				"2 Workers move c1 → c2",
				"the End Phase begins",
				"4 Noise tokens leave c2",
				"round 2 begins",
				"the Players' Phase begins",
			},
		},
		rule{
			name:    "p.26: Xenos with no Survivor in sight head for the noisiest Zone of the board, and break the closed door on their way",
			mission: vivian,
			position: `
survivor Vivian r2
xenos c1 worker=1`,
			play: []string{"Vivian end"},
			events: []string{
				"Vivian ends the Turn",
				"the Xenos' Phase begins",
				"Xenos break d1",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Vivian takes a Turn with 3 Actions",
			},
		},
	)
}

func TestSpawning(t *testing.T) {
	check(t,
		rule{
			name:     "p.28: a Spawn Zone draws a Xeno card, read at the Blue Danger Level",
			mission:  spawnsolo,
			position: `survivor Cole s`,
			play:     []string{"Cole end", "chance spawn Worker 1/2/3/4"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"Xeno card for c2: spawn Worker 1/2/3/4",
				"a Worker spawns in c2",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
			},
		},
		rule{
			name:     "p.28: the card is read at the highest Danger Level among the Survivors: Yellow",
			mission:  spawnsolo,
			position: `survivor Cole s xp=7`,
			play:     []string{"Cole end", "chance spawn Worker 1/2/3/4"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"Xeno card for c2: spawn Worker 1/2/3/4",
				"2 Workers spawn in c2",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 4 Actions",
			},
		},
		rule{
			name:     "p.28: at Red the card's last number is read",
			mission:  spawnsolo,
			position: `survivor Cole s xp=43 orange=0 red=0`,
			play:     []string{"Cole end", "chance spawn Hunter 1/1/2/3"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"Xeno card for c2: spawn Hunter 1/1/2/3",
				"3 Hunters spawn in c2",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 4 Actions",
			},
		},
		rule{
			name:    "p.30: an Extra Activation card activates every Xeno of its kind again",
			mission: spawnsolo,
			position: `
survivor Cole s
xenos c1 worker=1`,
			play: []string{"Cole end", "chance extra activation: Worker"},
			events: []string{
				"Cole ends the Turn",
				"the Xenos' Phase begins",
				"a Worker moves c1 → s",
				"Xeno card for c2: extra activation: Worker",
				"every Worker activates again",
				"a Worker wounds Cole in s: 1 Damage, 2 Armor left",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Cole takes a Turn with 3 Actions",
			},
		},
	)
}
