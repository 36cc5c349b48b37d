package rulebook_test

import (
	"slices"
	"testing"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/survivor"
)

// Skills (pp.52-55: p.52 for the Skills of the chapter's first page, the
// classic Zombicide wording for the others; the engine's readings are in
// docs/RULINGS.md, "Skills"). First the core Survivors' own Skills: Cole's
// Point-blank and Sniper, Vivian's Medic and Low profile, Mitsuki's
// Slippery, Magnus' Tough, Jared's +1 to dice roll: Ranged, Baraka's
// Lucky; a position gives the Orange and Red Skills chosen by their index
// on the card (orange=0: the first). Then every Skill of the catalogue,
// each on a Survivor cast for it (Ann, Bob...: the Skill under test is
// its Blue Skill, so that it acts from the first Turn), beside the same
// Survivor without it (Blue Tactician, nothing in a one-player game).
// This file has the Skills of Actions and Turns and of wounds; the
// others are in skills_p52-55_combat_test.go, skills_p52-55_move_test.go
// and skills_p52-55_cards_test.go. Each rule names the Skill kinds it is
// about, and TestSkillsCovered fails when a kind of survivor.Kinds() has
// no rule.

// skillRules are the rules of the Skills, file by file.
var skillRules = []func(t *testing.T) []rule{coreSkills, turnSkills, woundSkills, combatSkills, moveSkills, cardSkills}

func TestSkills(t *testing.T) {
	check(t, coreSkills(t)...)
}

// TestSkillsCovered checks that every Skill kind of survivor.Kinds() has
// a rule, and that every rule of the Skills names one.
func TestSkillsCovered(t *testing.T) {
	covered := map[survivor.Kind]int{}
	names := map[string]bool{}
	for _, rules := range skillRules {
		for _, r := range rules(t) {
			if names[r.name] {
				t.Errorf("two rules are named %q", r.name)
			}
			names[r.name] = true
			if len(r.skills) == 0 {
				t.Errorf("%q names no Skill kind", r.name)
			}
			for _, k := range r.skills {
				covered[k]++
			}
		}
	}
	kinds := survivor.Kinds()
	if len(kinds) != 35 {
		t.Errorf("pp.52-55: survivor.Kinds() has %d Skills; the rules cover 35", len(kinds))
	}
	for _, k := range kinds {
		if covered[k] == 0 {
			t.Errorf("pp.52-55: the Skill %q has no rule", k.Info().Name)
		}
	}
	for k := range covered {
		if !slices.Contains(kinds, k) {
			t.Errorf("a rule names the Skill kind %d, not in survivor.Kinds()", k)
		}
	}
}

// sk is the Skill of kind k, skFor the one naming the kind of Action a,
// skWith the one naming the Equipment card named card.
func sk(k survivor.Kind) survivor.Skill { return survivor.Skill{Kind: k} }

func skFor(k survivor.Kind, a survivor.Action) survivor.Skill {
	return survivor.Skill{Kind: k, Action: a}
}

func skWith(k survivor.Kind, card string) survivor.Skill {
	return survivor.Skill{Kind: k, Card: card}
}

// neutral is the Blue Skill of the Survivors without the Skill under
// test: in a one-player game, Tactician changes nothing.
var neutral = sk(survivor.Tactician)

// kinds lists Skill kinds, for a rule's skills.
func kinds(ks ...survivor.Kind) []survivor.Kind { return ks }

// players makes the mission a game of n players.
func players(n int) func(m *mission.Mission) {
	return func(m *mission.Mission) { m.Players = n }
}

// legalAll checks every action Legal lists, the discards too, in
// notation.
func legalAll(want ...string) func(t *testing.T, s invader.State) {
	return func(t *testing.T, s invader.State) {
		t.Helper()
		var got []string
		for _, a := range s.Legal() {
			got = append(got, s.FormatAction(a))
		}
		if !slices.Equal(got, want) {
			t.Errorf("Legal() = %q, want %q", got, want)
		}
	}
}

func coreSkills(t *testing.T) []rule {
	return []rule{
		rule{
			name:   "p.52: Point-blank: Ranged Actions at Range 0 whatever the weapon's minimum Range, with free choice of targets",
			skills: []survivor.Kind{survivor.PointBlank},
			position: `
turn active=Cole actions=3
survivor Cole c1 activated hand1="Heavy Shotgun"
xenos c1 worker=1 hunter=1 tank=1`,
			play: []string{"Cole attack c1 hand1", "chance 6", "chance 1", "Cole hits Hunter"},
			events: []string{
				"Cole makes noise in c1",
				"Cole rolls a 6",
				"Cole rolls a 1",
				"Cole's attack on c1: 1 hit, 1 miss",
				"Cole eliminates a Hunter in c1",
				"Cole gains 1 XP (1 in all)",
			},
			then: xenosLeft("c1", "worker=1 tank=1"),
		},
		rule{
			name:   "p.55: Sniper: the Survivor picks the targets of its Ranged hits, among the Xenos they eliminate",
			skills: []survivor.Kind{survivor.Sniper},
			position: `
turn active=Cole actions=3 acted
survivor Cole s activated xp=43 orange=0 red=2 hand1=SMG
xenos c1 worker=1 tank=1 hunter=1`,
			play:    []string{"Cole attack c1 hand1", "chance 6", "chance 1", "Cole hits Tank"},
			refused: invader.NotAChoice,
		},
		rule{
			name:   "p.55: Sniper: its misses hit no other Survivor",
			skills: []survivor.Kind{survivor.Sniper},
			position: `
turn active=Cole actions=3 acted
survivor Cole s activated xp=43 orange=0 red=2 hand1=SMG
survivor Vivian c1
xenos c1 worker=1 hunter=1`,
			play: []string{"Cole attack c1 hand1", "chance 6", "chance 1", "Cole hits Hunter"},
			events: []string{
				"Cole makes noise in s",
				"Cole rolls a 6",
				"Cole rolls a 1",
				"Cole's attack on c1: 1 hit, 1 miss",
				"Cole eliminates a Hunter in c1",
				"Cole gains 1 XP (44 in all)",
			},
		},
		rule{
			name:   "p.52: +1 to dice roll: Ranged adds 1 to each die of a Ranged Action",
			skills: []survivor.Kind{survivor.PlusOneToRoll},
			position: `
turn active=Jared actions=3
survivor Jared s activated hand1=SMG
xenos c1 worker=2`,
			play: []string{"Jared attack c1 hand1", "chance 4", "chance 3"},
			events: []string{
				"Jared makes noise in s",
				"Jared rolls a 4",
				"Jared rolls a 3",
				"Jared's attack on c1: 1 hit, 1 miss",
				"Jared eliminates a Worker in c1",
				"Jared gains 1 XP (1 in all)",
			},
		},
		rule{
			name:   "p.52: Low profile: the Survivor is never hit by Friendly Fire",
			skills: []survivor.Kind{survivor.LowProfile},
			position: `
turn active=Cole actions=3
survivor Cole s activated hand1=SMG
survivor Vivian c1 xp=19 orange=0
xenos c1 worker=1`,
			play: []string{"Cole attack c1 hand1", "chance 1", "chance 1"},
			events: []string{
				"Cole makes noise in s",
				"Cole rolls a 1",
				"Cole rolls a 1",
				"Cole's attack on c1: 0 hits, 2 misses",
			},
		},
		rule{
			name:   "p.54: Medic: once per Turn, for free, a Survivor in the Zone gets 1 Armor point back",
			skills: []survivor.Kind{survivor.Medic},
			position: `
turn active=Vivian actions=3
survivor Vivian c1 activated
survivor Cole c1 armor=1`,
			play: []string{"Vivian heal Cole"},
			events: []string{
				"Cole is healed: 2 Armor",
			},
			then: actionsLeft(3),
		},
		rule{
			name:   "p.54: Medic heals once per Turn",
			skills: []survivor.Kind{survivor.Medic},
			position: `
turn active=Vivian actions=3
survivor Vivian c1 activated
survivor Cole c1 armor=1`,
			play:    []string{"Vivian heal Cole", "Vivian heal Cole"},
			refused: invader.AlreadyUsed,
		},
		rule{
			name:   "p.55: Slippery: leaving a Zone with Xenos costs no extra Action",
			skills: []survivor.Kind{survivor.Slippery},
			position: `
turn active=Mitsuki actions=3 acted
survivor Mitsuki c1 activated xp=19 orange=0
xenos c1 worker=2`,
			play: []string{"Mitsuki move c2"},
			events: []string{
				"Mitsuki moves c1 → c2",
			},
			then: actionsLeft(2),
		},
		rule{
			name:   "p.55: Tough: the first point of Damage of each Xeno attack step is ignored",
			skills: []survivor.Kind{survivor.Tough},
			position: `
turn active=Baraka actions=3
survivor Cole c1 activated
survivor Vivian s activated
survivor Mitsuki s activated
survivor Magnus c2 activated
survivor Jared s activated
survivor Baraka s activated
xenos c2 tank=1`,
			play: []string{"Baraka end"},
			events: []string{
				"Baraka ends the Turn",
				"the Xenos' Phase begins",
				"a Tank wounds Magnus in c2: 1 Damage, 2 Armor left",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
			},
		},
		rule{
			name:   "p.54: Lucky: once per Turn, the Survivor re-rolls all the dice of an Action",
			skills: []survivor.Kind{survivor.Lucky},
			position: `
turn active=Baraka actions=3
survivor Baraka c1 activated hand1="Heavy Cutter"
xenos c1 worker=2`,
			play: []string{"Baraka attack c1 hand1", "chance 1", "chance 1", "Baraka reroll yes", "chance 6", "chance 6"},
			events: []string{
				"Baraka rolls a 1",
				"Baraka rolls a 1",
				"Baraka rolls a 6",
				"Baraka rolls a 6",
				"Baraka's attack on c1: 2 hits, 0 misses",
				"Baraka eliminates 2 Workers in c1",
				"Baraka gains 2 XP (2 in all)",
			},
		},
	}
}

// Skills that give Actions and Turns (p.17, p.52, RULINGS "Skills",
// "Free Actions"): +1 Action, +1 free [Action] Action, Born leader,
// Tactician.

func TestSkillsOfTurns(t *testing.T) {
	check(t, turnSkills(t)...)
}

// ann and bob are the two Survivors of one player, Ann of Blue Skill a,
// Bob without the Skill.
func annAndBob(a survivor.Skill) func(m *mission.Mission) {
	return crew("Ann", a, "Bob", neutral)
}

func turnSkills(t *testing.T) []rule {
	free := func(a survivor.Action) func(m *mission.Mission) {
		return both(equip(t, "Sledge*2", "start:Cattle Prod", "start:SMG"), cast(skFor(survivor.FreeAction, a), "Ann"))
	}
	one := func(a survivor.Action, n int) map[survivor.Action]int { return map[survivor.Action]int{a: n} }
	melee := []string{"Ann attack s hand1", "chance 6", "chance 6"}
	ranged := []string{"Ann attack c hand1", "chance 6", "chance 6"}
	search := []string{"Ann search", "chance Sledge", "Ann keep pack1"}
	moved := []string{"Ann moves s → c"}
	searched := []string{"Ann gets the Sledge", "Ann keeps the Sledge in pack1", "Ann reorganizes for free"}
	struck := []string{"Ann rolls a 6", "Ann rolls a 6", "Ann's attack on s: 2 hits, 0 misses", "Ann eliminates a Worker in s", "Ann gains 1 XP (1 in all)"}
	shot := []string{"Ann makes noise in s", "Ann rolls a 6", "Ann rolls a 6", "Ann's attack on c: 2 hits, 0 misses", "Ann eliminates a Worker in c", "Ann gains 1 XP (1 in all)"}
	freeRule := func(name string, a survivor.Action, weapon, xenos string, play, events []string, n int, want map[survivor.Action]int) rule {
		pos := "xenos " + xenos
		if weapon != "" {
			pos = "survivor Ann s hand1=" + weapon + "\n" + pos
		}
		if xenos == "" {
			pos = "survivor Ann s"
		}
		return rule{
			name:     "p.52 (RULINGS \"Free Actions\"): +1 free " + a.String() + " Action: " + name,
			skills:   kinds(survivor.FreeAction),
			mission:  roomrow,
			edit:     free(a),
			position: pos,
			play:     play,
			events:   events,
			then:     left(n, want),
		}
	}
	return []rule{
		{
			name:     "p.52: +1 Action: the Survivor's Turn has 4 Actions, and ends after the 4th",
			skills:   kinds(survivor.PlusOneAction),
			mission:  row,
			edit:     annAndBob(sk(survivor.PlusOneAction)),
			position: "",
			play:     []string{"activate Ann", "Ann noise", "Ann noise", "Ann noise", "Ann noise"},
			events: []string{
				"Ann takes a Turn with 4 Actions",
				"Ann makes noise in s",
				"Ann makes noise in s",
				"Ann makes noise in s",
				"Ann makes noise in s",
				"Ann ends the Turn",
				"Bob takes a Turn with 3 Actions",
			},
		},
		{
			name:     "p.52: +1 Action: after 3 Actions of 4 the Turn goes on",
			skills:   kinds(survivor.PlusOneAction),
			mission:  row,
			edit:     annAndBob(sk(survivor.PlusOneAction)),
			position: "",
			play:     []string{"activate Ann", "Ann noise", "Ann noise", "Ann noise"},
			events: []string{
				"Ann takes a Turn with 4 Actions",
				"Ann makes noise in s",
				"Ann makes noise in s",
				"Ann makes noise in s",
			},
			then: all(left(1, nil), waits(invader.Pending{Decision: invader.ActionDecision, Survivor: 0})),
		},
		{
			name:    "p.17, p.52: +1 Action stacks with the Yellow Level's +1 Action, gained mid-Turn",
			skills:  kinds(survivor.PlusOneAction),
			mission: row,
			edit:    both(equip(t, "start:Cattle Prod"), annAndBob(sk(survivor.PlusOneAction))),
			position: `
turn active=Ann actions=4
survivor Ann s activated xp=6 hand1="Cattle Prod"
xenos s worker=1`,
			play: []string{"Ann attack s hand1", "chance 6", "chance 1"},
			events: []string{
				"Ann rolls a 6",
				"Ann rolls a 1",
				"Ann's attack on s: 1 hit, 1 miss",
				"Ann eliminates a Worker in s",
				"Ann gains 1 XP (7 in all)",
				"Ann reaches the yellow Danger Level",
				"Ann gains the Skill +1 Action",
			},
			then: all(left(4, nil), skillsAre("+1 Action", "+1 Action")),
		},
		{
			name:     "p.10: without +1 Action, a Turn has 3 Actions",
			skills:   kinds(survivor.PlusOneAction),
			mission:  row,
			edit:     annAndBob(neutral),
			position: "",
			play:     []string{"activate Ann"},
			events: []string{
				"Ann takes a Turn with 3 Actions",
			},
			then: left(3, nil),
		},
		{
			name:     "p.52: +1 free [Action] Action: one more Action each Turn, of the named kind",
			skills:   kinds(survivor.FreeAction),
			mission:  roomrow,
			edit:     free(survivor.Combat),
			position: "",
			then:     left(3, one(survivor.Combat, 1)),
		},
		freeRule("Move pays a Move", survivor.Move, "", "", []string{"Ann move c"}, moved, 3, nil),
		freeRule("Search pays a Search", survivor.Search, "", "", search, searched, 3, nil),
		freeRule("Melee pays a Melee Action", survivor.Melee, "\"Cattle Prod\"", "s worker=1", melee, struck, 3, nil),
		freeRule("Ranged pays a Ranged Action", survivor.Ranged, "SMG", "c worker=1", ranged, shot, 3, nil),
		freeRule("Combat pays a Melee Action", survivor.Combat, "\"Cattle Prod\"", "s worker=1", melee, struck, 3, nil),
		freeRule("Combat pays a Ranged Action", survivor.Combat, "SMG", "c worker=1", ranged, shot, 3, nil),
		freeRule("Move does not pay a Search", survivor.Move, "", "", search, searched, 2, one(survivor.Move, 1)),
		freeRule("Search does not pay a Move", survivor.Search, "", "", []string{"Ann move c"}, moved, 2, one(survivor.Search, 1)),
		freeRule("Melee does not pay a Ranged Action", survivor.Melee, "SMG", "c worker=1", ranged, shot, 2, one(survivor.Melee, 1)),
		freeRule("Ranged does not pay a Melee Action", survivor.Ranged, "\"Cattle Prod\"", "s worker=1", melee, struck, 2, one(survivor.Ranged, 1)),
		freeRule("Machine has nothing to pay yet", survivor.Machine, "", "", []string{"Ann move c"}, moved, 2, one(survivor.Machine, 1)),
		{
			name:    "RULINGS \"Free Actions\": a free Action is spent before the general ones, the narrowest first: a Melee Action spends the free Melee Action and keeps the free Combat one",
			skills:  kinds(survivor.FreeAction),
			mission: row,
			edit: both(equip(t, "start:Cattle Prod"), annAndBob(skFor(survivor.FreeAction, survivor.Combat)), func(m *mission.Mission) {
				m.Survivors[0].Orange[0] = skFor(survivor.FreeAction, survivor.Melee)
			}),
			position: `
survivor Ann s xp=19 orange=0 hand1="Cattle Prod"
xenos s worker=2`,
			play: []string{"activate Ann", "Ann attack s hand1", "chance 1", "chance 1"},
			events: []string{
				"Ann takes a Turn with 4 Actions",
				"Ann rolls a 1",
				"Ann rolls a 1",
				"Ann's attack on s: 0 hits, 2 misses",
			},
			then: left(4, one(survivor.Combat, 1)),
		},
		{
			name:     "pp.52-55: Born leader: once per Turn, for free, another Survivor gets one more Action",
			skills:   kinds(survivor.BornLeader),
			mission:  row,
			edit:     annAndBob(sk(survivor.BornLeader)),
			position: "",
			play:     []string{"activate Ann", "Ann lead Bob"},
			events: []string{
				"Ann takes a Turn with 3 Actions",
				"Ann gives Bob an Action for the next Turn",
			},
			then: left(3, nil),
		},
		{
			name:     "pp.52-55: Born leader: not to the leader itself",
			skills:   kinds(survivor.BornLeader),
			mission:  row,
			edit:     annAndBob(sk(survivor.BornLeader)),
			position: "",
			play:     []string{"activate Ann", "Ann lead Ann"},
			refused:  invader.NotAChoice,
		},
		{
			name:     "pp.52-55: Born leader: once per Turn",
			skills:   kinds(survivor.BornLeader),
			mission:  row,
			edit:     annAndBob(sk(survivor.BornLeader)),
			position: "",
			play:     []string{"activate Ann", "Ann lead Bob", "Ann lead Bob"},
			refused:  invader.AlreadyUsed,
		},
		{
			name:     "pp.52-55: Born leader: the Action is for the other Survivor's next Turn, and that one only",
			skills:   kinds(survivor.BornLeader),
			mission:  row,
			edit:     annAndBob(sk(survivor.BornLeader)),
			position: "",
			play:     []string{"activate Ann", "Ann lead Bob", "Ann end", "Bob end", "activate Bob"},
			events: []string{
				"Ann takes a Turn with 3 Actions",
				"Ann gives Bob an Action for the next Turn",
				"Ann ends the Turn",
				"Bob takes a Turn with 4 Actions",
				"Bob ends the Turn",
				"the Xenos' Phase begins",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Bob takes a Turn with 3 Actions",
			},
			then: left(3, nil),
		},
		{
			name:     "pp.52-55: Born leader: Bob, without it, leads no one",
			skills:   kinds(survivor.BornLeader),
			mission:  row,
			edit:     annAndBob(sk(survivor.BornLeader)),
			position: "",
			play:     []string{"activate Bob", "Bob lead Ann"},
			refused:  invader.NoSkill,
		},
		{
			name:     "pp.52-55: Tactician: its player may activate it whenever a player is choosing which Survivor takes its Turn",
			skills:   kinds(survivor.Tactician),
			mission:  row,
			edit:     both(crew("Ann", medic, "Bob", sk(survivor.Tactician), "Cid", medic), players(2)),
			position: "",
			play:     []string{"activate Bob", "Bob end"},
			events: []string{
				"Bob takes a Turn with 3 Actions",
				"Bob ends the Turn",
			},
			then: waits(invader.Pending{Decision: invader.ActivationDecision, Player: 0, Survivor: -1}),
		},
		{
			name:     "pp.52-55: Tactician: then player 0's Survivors take their Turns, and the round ends",
			skills:   kinds(survivor.Tactician),
			mission:  row,
			edit:     both(crew("Ann", medic, "Bob", sk(survivor.Tactician), "Cid", medic), players(2)),
			position: "",
			play:     []string{"activate Bob", "Bob end", "activate Ann", "Ann end", "Cid end"},
			events: []string{
				"Bob takes a Turn with 3 Actions",
				"Bob ends the Turn",
				"Ann takes a Turn with 3 Actions",
				"Ann ends the Turn",
				"Cid takes a Turn with 3 Actions",
				"Cid ends the Turn",
				"the Xenos' Phase begins",
				"the End Phase begins",
				"player 2 takes the First Player token",
				"round 2 begins",
				"the Players' Phase begins",
				"Bob takes a Turn with 3 Actions",
			},
		},
		{
			name:     "p.10: without Tactician, a Survivor of another player waits for its player's turn",
			skills:   kinds(survivor.Tactician),
			mission:  row,
			edit:     both(crew("Ann", medic, "Bob", medic, "Cid", medic), players(2)),
			position: "",
			play:     []string{"activate Bob"},
			refused:  invader.NotYours,
		},
		{
			name:     "pp.52-55 (RULINGS \"Turn order and activation\"): Tactician: it may go before another player's single Survivor, which is then not activated at once",
			skills:   kinds(survivor.Tactician),
			mission:  row,
			edit:     both(crew("Ann", medic, "Bob", sk(survivor.Tactician)), players(2)),
			position: "",
			then:     all(legalHas("activate Bob", true), legalHas("activate Ann", true)),
		},
	}
}

// Skills against wounds (pp.52-55, RULINGS "Skills"): Is that all you've
// got?, Medic, Regeneration, Tough.

func TestSkillsOfWounds(t *testing.T) {
	check(t, woundSkills(t)...)
}

func woundSkills(t *testing.T) []rule {
	isThatAll := both(equip(t, "start:Cattle Prod"), cast(sk(survivor.IsThatAll), "Ann:soldier"))
	return []rule{
		{
			name:     "pp.52-55: Is that all you've got?: when a Xeno attack lands, the Survivor may discard cards, each cancelling 1 point of its Damage",
			skills:   kinds(survivor.IsThatAll),
			mission:  row,
			edit:     isThatAll,
			position: "survivor Ann s hand1=\"Cattle Prod\"\nxenos s tank=1",
			play:     []string{"Ann end"},
			events: []string{
				"Ann ends the Turn",
				"the Xenos' Phase begins",
			},
			then: all(waits(invader.Pending{Decision: invader.SoakDecision, Survivor: 0}), legalAll("Ann takes", "Ann discard card0")),
		},
		{
			name:     "pp.52-55: Is that all you've got?: a Tank's 2 Damage, one cancelled by a card, the other taken",
			skills:   kinds(survivor.IsThatAll),
			mission:  row,
			edit:     isThatAll,
			position: "survivor Ann s hand1=\"Cattle Prod\"\nxenos s tank=1",
			play:     []string{"Ann end", "Ann discard card0", "Ann takes"},
			events: []string{
				"Ann ends the Turn",
				"the Xenos' Phase begins",
				"Ann discards the Cattle Prod",
				"Ann cancels 1 Damage",
				"a Tank wounds Ann in s: 1 Damage, 2 Armor left",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Ann takes a Turn with 3 Actions",
			},
			then: all(armor(2), cardsAt(map[string][]string{"aside": {"Cattle Prod"}})),
		},
		{
			name:     "pp.52-55: Is that all you've got?: with no card left, the Survivor can only take the rest",
			skills:   kinds(survivor.IsThatAll),
			mission:  row,
			edit:     isThatAll,
			position: "survivor Ann s hand1=\"Cattle Prod\"\nxenos s tank=1",
			play:     []string{"Ann end", "Ann discard card0"},
			events: []string{
				"Ann ends the Turn",
				"the Xenos' Phase begins",
				"Ann discards the Cattle Prod",
				"Ann cancels 1 Damage",
			},
			then: legalAll("Ann takes"),
		},
		{
			name:     "pp.52-55: Is that all you've got?: taking the wound at once takes all of it",
			skills:   kinds(survivor.IsThatAll),
			mission:  row,
			edit:     isThatAll,
			position: "survivor Ann s hand1=\"Cattle Prod\"\nxenos s tank=1",
			play:     []string{"Ann end", "Ann takes"},
			events: []string{
				"Ann ends the Turn",
				"the Xenos' Phase begins",
				"a Tank wounds Ann in s: 2 Damage, 1 Armor left",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Ann takes a Turn with 3 Actions",
			},
			then: armor(1),
		},
		{
			name:     "pp.52-55: Is that all you've got?: one card cancels a Worker's whole attack",
			skills:   kinds(survivor.IsThatAll),
			mission:  row,
			edit:     isThatAll,
			position: "survivor Ann s hand1=\"Cattle Prod\"\nxenos s worker=1",
			play:     []string{"Ann end", "Ann discard card0"},
			events: []string{
				"Ann ends the Turn",
				"the Xenos' Phase begins",
				"Ann discards the Cattle Prod",
				"Ann cancels 1 Damage",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Ann takes a Turn with 3 Actions",
			},
			then: armor(3),
		},
		{
			name:     "pp.52-55: Is that all you've got?: with no card to discard the wound lands at once",
			skills:   kinds(survivor.IsThatAll),
			mission:  row,
			edit:     isThatAll,
			position: "xenos s tank=1",
			play:     []string{"Ann end"},
			events: []string{
				"Ann ends the Turn",
				"the Xenos' Phase begins",
				"a Tank wounds Ann in s: 2 Damage, 1 Armor left",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Ann takes a Turn with 3 Actions",
			},
			then: all(armor(1), pending(invader.ActionDecision)),
		},
		{
			name:     "p.26: without Is that all you've got?, the wound lands at once",
			skills:   kinds(survivor.IsThatAll),
			mission:  row,
			edit:     both(equip(t, "start:Cattle Prod"), cast(neutral, "Ann:soldier")),
			position: "survivor Ann s hand1=\"Cattle Prod\"\nxenos s tank=1",
			play:     []string{"Ann end"},
			events: []string{
				"Ann ends the Turn",
				"the Xenos' Phase begins",
				"a Tank wounds Ann in s: 2 Damage, 1 Armor left",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Ann takes a Turn with 3 Actions",
			},
			then: all(armor(1), pending(invader.ActionDecision)),
		},
		{
			name:     "pp.52-55: Medic: once per Turn, for free, a Survivor in the Medic's Zone gets 1 Armor point back",
			skills:   kinds(survivor.Medic),
			mission:  row,
			edit:     crew("Ann", medic, "Bob:soldier", neutral),
			position: "turn active=Ann actions=3\nsurvivor Ann s activated\nsurvivor Bob s armor=1",
			play:     []string{"Ann heal Bob"},
			events: []string{
				"Bob is healed: 2 Armor",
			},
			then: all(left(3, nil), armor(2, 2)),
		},
		{
			name:     "pp.52-55: Medic: not a Survivor with all its Armor",
			skills:   kinds(survivor.Medic),
			mission:  row,
			edit:     crew("Ann", medic, "Bob:soldier", neutral),
			position: "turn active=Ann actions=3\nsurvivor Ann s activated\nsurvivor Bob s armor=1",
			play:     []string{"Ann heal Ann"},
			refused:  invader.NotAChoice,
		},
		{
			name:     "pp.52-55: Medic: once per Turn",
			skills:   kinds(survivor.Medic),
			mission:  row,
			edit:     crew("Ann", medic, "Bob:soldier", neutral),
			position: "turn active=Ann actions=3\nsurvivor Ann s activated\nsurvivor Bob s armor=1",
			play:     []string{"Ann heal Bob", "Ann heal Bob"},
			refused:  invader.AlreadyUsed,
		},
		{
			name:     "pp.52-55: Medic: Bob, without it, heals no one",
			skills:   kinds(survivor.Medic),
			mission:  row,
			edit:     crew("Ann", medic, "Bob:soldier", neutral),
			position: "turn active=Bob actions=3\nsurvivor Ann s activated\nsurvivor Bob s armor=1 activated",
			play:     []string{"Bob heal Bob"},
			refused:  invader.NoSkill,
		},
		{
			name:     "pp.52-55: Regeneration: every Armor point back in the End Phase",
			skills:   kinds(survivor.Regeneration),
			mission:  row,
			edit:     cast(sk(survivor.Regeneration), "Ann:soldier"),
			position: "xenos s worker=1",
			play:     []string{"Ann end"},
			events: []string{
				"Ann ends the Turn",
				"the Xenos' Phase begins",
				"a Worker wounds Ann in s: 1 Damage, 2 Armor left",
				"the End Phase begins",
				"Ann is healed: 3 Armor",
				"round 2 begins",
				"the Players' Phase begins",
				"Ann takes a Turn with 3 Actions",
			},
			then: armor(3),
		},
		{
			name:     "p.26: without Regeneration the wound stays",
			skills:   kinds(survivor.Regeneration),
			mission:  row,
			edit:     cast(neutral, "Ann:soldier"),
			position: "xenos s worker=1",
			play:     []string{"Ann end"},
			events: []string{
				"Ann ends the Turn",
				"the Xenos' Phase begins",
				"a Worker wounds Ann in s: 1 Damage, 2 Armor left",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Ann takes a Turn with 3 Actions",
			},
			then: armor(2),
		},
		{
			name:     "pp.52-55: Tough: the first point of Damage of each Xeno attack step is ignored: of two Workers, the first",
			skills:   kinds(survivor.Tough),
			mission:  row,
			edit:     cast(sk(survivor.Tough), "Ann:soldier"),
			position: "xenos s worker=2",
			play:     []string{"Ann end"},
			events: []string{
				"Ann ends the Turn",
				"the Xenos' Phase begins",
				"a Worker wounds Ann in s: 0 Damage, 3 Armor left",
				"a Worker wounds Ann in s: 1 Damage, 2 Armor left",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Ann takes a Turn with 3 Actions",
			},
			then: armor(2),
		},
		{
			name:     "pp.52-55: Tough: again in the next round's attack step",
			skills:   kinds(survivor.Tough),
			mission:  row,
			edit:     cast(sk(survivor.Tough), "Ann:soldier"),
			position: "xenos s worker=2",
			play:     []string{"Ann end", "Ann end"},
			events: []string{
				"Ann ends the Turn",
				"the Xenos' Phase begins",
				"a Worker wounds Ann in s: 0 Damage, 3 Armor left",
				"a Worker wounds Ann in s: 1 Damage, 2 Armor left",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Ann takes a Turn with 3 Actions",
				"Ann ends the Turn",
				"the Xenos' Phase begins",
				"a Worker wounds Ann in s: 0 Damage, 2 Armor left",
				"a Worker wounds Ann in s: 1 Damage, 1 Armor left",
				"the End Phase begins",
				"round 3 begins",
				"the Players' Phase begins",
				"Ann takes a Turn with 3 Actions",
			},
			then: armor(1),
		},
		{
			name:     "pp.52-55: Tough: of a Tank's 2 Damage, 1",
			skills:   kinds(survivor.Tough),
			mission:  row,
			edit:     cast(sk(survivor.Tough), "Ann:soldier"),
			position: "xenos s tank=1",
			play:     []string{"Ann end"},
			events: []string{
				"Ann ends the Turn",
				"the Xenos' Phase begins",
				"a Tank wounds Ann in s: 1 Damage, 2 Armor left",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Ann takes a Turn with 3 Actions",
			},
			then: armor(2),
		},
		{
			name:     "p.26: without Tough, two Workers wound twice",
			skills:   kinds(survivor.Tough),
			mission:  row,
			edit:     cast(neutral, "Ann:soldier"),
			position: "xenos s worker=2",
			play:     []string{"Ann end"},
			events: []string{
				"Ann ends the Turn",
				"the Xenos' Phase begins",
				"a Worker wounds Ann in s: 1 Damage, 2 Armor left",
				"a Worker wounds Ann in s: 1 Damage, 1 Armor left",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Ann takes a Turn with 3 Actions",
			},
			then: armor(1),
		},
	}
}
