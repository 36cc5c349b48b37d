package rulebook_test

import (
	"fmt"
	"testing"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/survivor"
)

// Skills of combat (p.52, pp.52-55, RULINGS "Skills"): dice, Damage,
// Range, Dual weapons, re-rolls, free choice of targets and Friendly
// Fire. Ann plays alone on row, her Turn under way, her weapon dealt.

func TestSkillsOfCombat(t *testing.T) {
	check(t, combatSkills(t)...)
}

// shooting is Bob's Turn done in b, beside a Worker, and Ann's Turn, an
// SMG in hand, to fire at b from s.
const shooting = `
turn active=Ann actions=3
survivor Ann s activated hand1=SMG
survivor Bob b activated
xenos b worker=1`

func combatSkills(t *testing.T) []rule {
	armed := func(blue survivor.Skill, cards ...string) func(m *mission.Mission) {
		return both(equip(t, cards...), cast(blue, "Ann"))
	}
	smg := func(blue survivor.Skill) func(m *mission.Mission) { return armed(blue, "start:SMG") }
	prod := func(blue survivor.Skill) func(m *mission.Mission) { return armed(blue, "start:Cattle Prod") }
	toRoll := func(a survivor.Action) survivor.Skill { return skFor(survivor.PlusOneToRoll, a) }
	damage := func(a survivor.Action) survivor.Skill { return skFor(survivor.PlusOneDamage, a) }
	die := func(a survivor.Action) survivor.Skill { return skFor(survivor.PlusOneDie, a) }
	rules := []rule{}
	twice := []string{"Ann's attack on b: 2 hits, 0 misses", "Ann eliminates 2 Workers in b", "Ann gains 2 XP (2 in all)"}
	never := []string{"Ann's attack on b: 0 hits, 2 misses"}
	for _, tt := range []struct {
		blue survivor.Skill
		say  string
		then []string // the events after the dice
	}{
		{toRoll(survivor.Ranged), "p.52: +1 to dice roll: Ranged: an SMG (Accuracy 5) rolling 4 and 4 hits twice", twice},
		{toRoll(survivor.Combat), "p.52: +1 to dice roll: Combat counts for Ranged Actions: an SMG rolling 4 and 4 hits twice", twice},
		{toRoll(survivor.Melee), "p.52: +1 to dice roll: Melee does not count for Ranged Actions: an SMG rolling 4 and 4 misses twice", never},
		{neutral, "p.31: without +1 to dice roll, an SMG rolling 4 and 4 misses twice", never},
	} {
		rules = append(rules, rule{
			name:     tt.say,
			skills:   kinds(survivor.PlusOneToRoll),
			mission:  row,
			edit:     smg(tt.blue),
			position: "survivor Ann s hand1=SMG\nxenos b worker=2",
			play:     []string{"Ann attack b hand1", "chance 4", "chance 4"},
			events:   append([]string{"Ann makes noise in s", "Ann rolls a 4", "Ann rolls a 4"}, tt.then...),
		})
	}
	rules = append(rules,
		rule{
			name:     "p.52: +1 to dice roll: Combat counts for Melee Actions: a Cattle Prod (Accuracy 5) rolling 4 and 3 hits once",
			skills:   kinds(survivor.PlusOneToRoll),
			mission:  row,
			edit:     prod(toRoll(survivor.Combat)),
			position: "survivor Ann s hand1=\"Cattle Prod\"\nxenos s worker=2",
			play:     []string{"Ann attack s hand1", "chance 4", "chance 3"},
			events: []string{
				"Ann rolls a 4",
				"Ann rolls a 3",
				"Ann's attack on s: 1 hit, 1 miss",
				"Ann eliminates a Worker in s",
				"Ann gains 1 XP (1 in all)",
			},
		},
		rule{
			name:     "p.52: Low profile: a Survivor of Low profile in the target Zone takes no miss",
			skills:   kinds(survivor.LowProfile),
			mission:  row,
			edit:     both(equip(t, "start:SMG"), crew("Ann", neutral, "Bob", low)),
			position: shooting,
			play:     []string{"Ann attack b hand1", "chance 6", "chance 1"},
			events: []string{
				"Ann makes noise in s",
				"Ann rolls a 6",
				"Ann rolls a 1",
				"Ann's attack on b: 1 hit, 1 miss",
				"Ann eliminates a Worker in b",
				"Ann gains 1 XP (1 in all)",
			},
			then: armor(2, 2),
		},
		rule{
			name:     "p.32: without Low profile, the miss hits the Survivor in the target Zone",
			skills:   kinds(survivor.LowProfile),
			mission:  row,
			edit:     both(equip(t, "start:SMG"), crew("Ann", neutral, "Bob", neutral)),
			position: shooting,
			play:     []string{"Ann attack b hand1", "chance 6", "chance 1"},
			events: []string{
				"Ann makes noise in s",
				"Ann rolls a 6",
				"Ann rolls a 1",
				"Ann's attack on b: 1 hit, 1 miss",
				"Ann eliminates a Worker in b",
				"Ann gains 1 XP (1 in all)",
				"Ann's miss hits Bob: 1 Damage, 1 Armor left",
			},
			then: armor(2, 1),
		},
		rule{
			name:     "pp.52-55 (RULINGS \"Skills\"): Sniper: its misses hit no other Survivor",
			skills:   kinds(survivor.Sniper),
			mission:  row,
			edit:     both(equip(t, "start:SMG"), crew("Ann", sk(survivor.Sniper), "Bob", neutral)),
			position: shooting,
			play:     []string{"Ann attack b hand1", "chance 6", "chance 1"},
			events: []string{
				"Ann makes noise in s",
				"Ann rolls a 6",
				"Ann rolls a 1",
				"Ann's attack on b: 1 hit, 1 miss",
				"Ann eliminates a Worker in b",
				"Ann gains 1 XP (1 in all)",
			},
			then: armor(2, 2),
		},
		rule{
			name:     "pp.52-55 (RULINGS \"Skills\"): Steady hand: the shooter spares whom it chooses from its Friendly Fire; the engine spares everyone",
			skills:   kinds(survivor.SteadyHand),
			mission:  row,
			edit:     both(equip(t, "start:SMG"), crew("Ann", sk(survivor.SteadyHand), "Bob", neutral)),
			position: shooting,
			play:     []string{"Ann attack b hand1", "chance 6", "chance 1"},
			events: []string{
				"Ann makes noise in s",
				"Ann rolls a 6",
				"Ann rolls a 1",
				"Ann's attack on b: 1 hit, 1 miss",
				"Ann eliminates a Worker in b",
				"Ann gains 1 XP (1 in all)",
			},
			then: armor(2, 2),
		},
		rule{
			name:     "p.52: Point-blank: an SMG (Range 1-1) fires into its own Zone, with free choice of targets: its hit eliminates the Worker, not wasted on the Tank",
			skills:   kinds(survivor.PointBlank),
			mission:  row,
			edit:     smg(sk(survivor.PointBlank)),
			position: "survivor Ann s hand1=SMG\nxenos s worker=1 tank=1",
			play:     []string{"Ann attack s hand1", "chance 6", "chance 1"},
			events: []string{
				"Ann makes noise in s",
				"Ann rolls a 6",
				"Ann rolls a 1",
				"Ann's attack on s: 1 hit, 1 miss",
				"Ann eliminates a Worker in s",
				"Ann gains 1 XP (1 in all)",
			},
			then: xenosLeft("s", "tank=1"),
		},
		rule{
			name:     "p.52, p.32: Point-blank: at Range 1 the Targeting Priority Order holds: the hit goes to the Tank and is wasted",
			skills:   kinds(survivor.PointBlank),
			mission:  row,
			edit:     smg(sk(survivor.PointBlank)),
			position: "survivor Ann s hand1=SMG\nxenos b worker=1 tank=1",
			play:     []string{"Ann attack b hand1", "chance 6", "chance 1"},
			events: []string{
				"Ann makes noise in s",
				"Ann rolls a 6",
				"Ann rolls a 1",
				"Ann's attack on b: 1 hit, 1 miss",
			},
			then: xenosLeft("b", "worker=1 tank=1"),
		},
		rule{
			name:     "p.30: without Point-blank, an SMG (Range 1-1) cannot fire into its own Zone",
			skills:   kinds(survivor.PointBlank),
			mission:  row,
			edit:     smg(neutral),
			position: "survivor Ann s hand1=SMG\nxenos s worker=1",
			play:     []string{"Ann attack s hand1"},
			refused:  invader.OutOfRange,
		},
		rule{
			name:     "pp.52-55 (RULINGS \"Skills\"): Sniper: free choice of the targets of Ranged hits: the hit eliminates the Worker, not wasted on the Tank",
			skills:   kinds(survivor.Sniper),
			mission:  row,
			edit:     smg(sk(survivor.Sniper)),
			position: "survivor Ann s hand1=SMG\nxenos b worker=1 tank=1",
			play:     []string{"Ann attack b hand1", "chance 6", "chance 1"},
			events: []string{
				"Ann makes noise in s",
				"Ann rolls a 6",
				"Ann rolls a 1",
				"Ann's attack on b: 1 hit, 1 miss",
				"Ann eliminates a Worker in b",
				"Ann gains 1 XP (1 in all)",
			},
			then: xenosLeft("b", "tank=1"),
		},
		rule{
			name:     "p.32: without Sniper the hit goes to the Tank first and is wasted",
			skills:   kinds(survivor.Sniper),
			mission:  row,
			edit:     smg(neutral),
			position: "survivor Ann s hand1=SMG\nxenos b worker=1 tank=1",
			play:     []string{"Ann attack b hand1", "chance 6", "chance 1"},
			events: []string{
				"Ann makes noise in s",
				"Ann rolls a 6",
				"Ann rolls a 1",
				"Ann's attack on b: 1 hit, 1 miss",
			},
			then: xenosLeft("b", "worker=1 tank=1"),
		},
	)
	for _, tt := range []struct {
		blue survivor.Skill
		say  string
		left string
	}{
		{damage(survivor.Melee), "pp.52-55: +1 Damage: Melee: a Cattle Prod hit (Damage 1) eliminates a Tank (p.19: Damage 2)", ""},
		{damage(survivor.Combat), "pp.52-55: +1 Damage: Combat counts for Melee: a Cattle Prod hit eliminates a Tank", ""},
		{damage(survivor.Ranged), "pp.52-55: +1 Damage: Ranged does not count for Melee: a Cattle Prod hit leaves a Tank", "tank=1"},
		{skWith(survivor.PlusOneDamageWith, "Cattle Prod"), "pp.52-55: +1 Damage with [Equipment]: with a Cattle Prod, a Cattle Prod hit eliminates a Tank", ""},
		{skWith(survivor.PlusOneDamageWith, "Sledge"), "pp.52-55: +1 Damage with [Equipment]: with the Sledge only: a Cattle Prod hit leaves a Tank", "tank=1"},
		{neutral, "p.19: without +1 Damage, a Cattle Prod hit leaves a Tank", "tank=1"},
	} {
		events := []string{"Ann rolls a 6", "Ann rolls a 1", "Ann's attack on s: 1 hit, 1 miss"}
		if tt.left == "" {
			events = append(events, "Ann eliminates a Tank in s", "Ann gains 1 XP (1 in all)")
		}
		k := survivor.PlusOneDamage
		if tt.blue.Kind == survivor.PlusOneDamageWith {
			k = survivor.PlusOneDamageWith
		}
		rules = append(rules, rule{
			name:     tt.say,
			skills:   kinds(k),
			mission:  row,
			edit:     prod(tt.blue),
			position: "survivor Ann s hand1=\"Cattle Prod\"\nxenos s tank=1",
			play:     []string{"Ann attack s hand1", "chance 6", "chance 1"},
			events:   events,
			then:     xenosLeft("s", tt.left),
		})
	}
	for _, tt := range []struct {
		blue      survivor.Skill
		say       string
		one, dual int // the dice of one Cattle Prod, of two Dual ones
	}{
		{die(survivor.Melee), "pp.52-55: +1 die: Melee: one more die for each weapon", 3, 6},
		{die(survivor.Combat), "pp.52-55: +1 die: Combat counts for Melee", 3, 6},
		{die(survivor.Ranged), "pp.52-55: +1 die: Ranged does not count for Melee", 2, 4},
		{neutral, "p.31: without +1 die, a Cattle Prod rolls its 2 dice", 2, 4},
	} {
		rules = append(rules,
			rule{
				name:     tt.say + ": a Cattle Prod (2 dice)",
				skills:   kinds(survivor.PlusOneDie),
				mission:  row,
				edit:     armed(tt.blue, "start:Cattle Prod", "Cattle Prod"),
				position: "survivor Ann s hand1=\"Cattle Prod\"\nxenos s worker=2",
				play:     append([]string{"Ann attack s hand1"}, ones(tt.one)...),
				events:   missed(tt.one),
			},
			rule{
				name:     tt.say + ": two Dual Cattle Prods",
				skills:   kinds(survivor.PlusOneDie),
				mission:  row,
				edit:     armed(tt.blue, "start:Cattle Prod", "Cattle Prod"),
				position: "survivor Ann s hand1=\"Cattle Prod\" hand2=\"Cattle Prod\"\nxenos s worker=2",
				play:     append([]string{"Ann attack s hand1 dual"}, ones(tt.dual)...),
				events:   missed(tt.dual),
			})
	}
	rules = append(rules,
		rule{
			name:     "pp.52-55: +1 max Range: the SMG (Range 1-1) reaches Range 2",
			skills:   kinds(survivor.PlusOneMaxRange),
			mission:  row,
			edit:     smg(sk(survivor.PlusOneMaxRange)),
			position: "survivor Ann s hand1=SMG\nxenos c worker=1\nxenos o worker=1",
			play:     []string{"Ann attack c hand1", "chance 6", "chance 6"},
			events: []string{
				"Ann makes noise in s",
				"Ann rolls a 6",
				"Ann rolls a 6",
				"Ann's attack on c: 2 hits, 0 misses",
				"Ann eliminates a Worker in c",
				"Ann gains 1 XP (1 in all)",
			},
			then: xenosLeft("c", ""),
		},
		rule{
			name:     "pp.52-55: +1 max Range: not Range 3",
			skills:   kinds(survivor.PlusOneMaxRange),
			mission:  row,
			edit:     smg(sk(survivor.PlusOneMaxRange)),
			position: "survivor Ann s hand1=SMG\nxenos c worker=1\nxenos o worker=1",
			play:     []string{"Ann attack o hand1"},
			refused:  invader.OutOfRange,
		},
		rule{
			name:     "p.16: without +1 max Range, the SMG does not reach Range 2",
			skills:   kinds(survivor.PlusOneMaxRange),
			mission:  row,
			edit:     smg(neutral),
			position: "survivor Ann s hand1=SMG\nxenos c worker=1\nxenos o worker=1",
			play:     []string{"Ann attack c hand1"},
			refused:  invader.OutOfRange,
		},
		rule{
			name:     "pp.52-55 (RULINGS \"Skills\"): Lucky: once per Turn, the Survivor may re-roll all the dice of an Action",
			skills:   kinds(survivor.Lucky),
			mission:  row,
			edit:     armed(sk(survivor.Lucky), "start:Cattle Prod"),
			position: "survivor Ann s hand1=\"Cattle Prod\"\nxenos s worker=3",
			play:     []string{"Ann attack s hand1", "chance 1", "chance 1"},
			events: []string{
				"Ann rolls a 1",
				"Ann rolls a 1",
			},
			then: all(waits(invader.Pending{Decision: invader.RerollDecision, Survivor: 0}), legalAll("Ann reroll no", "Ann reroll yes")),
		},
		rule{
			name:     "pp.52-55: Lucky: the new dice replace the old, and there is no second re-roll in the Action",
			skills:   kinds(survivor.Lucky),
			mission:  row,
			edit:     armed(sk(survivor.Lucky), "start:Cattle Prod"),
			position: "survivor Ann s hand1=\"Cattle Prod\"\nxenos s worker=3",
			play:     []string{"Ann attack s hand1", "chance 1", "chance 1", "Ann reroll yes", "chance 1", "chance 6"},
			events: []string{
				"Ann rolls a 1",
				"Ann rolls a 1",
				"Ann rolls a 1",
				"Ann rolls a 6",
				"Ann's attack on s: 1 hit, 1 miss",
				"Ann eliminates a Worker in s",
				"Ann gains 1 XP (1 in all)",
			},
			then: pending(invader.ActionDecision),
		},
		rule{
			name:     "pp.52-55: Lucky: spent for the Turn, back in the next one",
			skills:   kinds(survivor.Lucky),
			mission:  row,
			edit:     both(equip(t, "start:Cattle Prod"), cast(sk(survivor.Lucky), "Ann:soldier")),
			position: "survivor Ann s hand1=\"Cattle Prod\"\nxenos s worker=3",
			play: []string{"Ann attack s hand1", "chance 1", "chance 1", "Ann reroll yes", "chance 1", "chance 6",
				"Ann attack s hand1", "chance 1", "chance 1", "Ann end", "Ann attack s hand1", "chance 1", "chance 1"},
			events: []string{
				"Ann rolls a 1",
				"Ann rolls a 1",
				"Ann rolls a 1",
				"Ann rolls a 6",
				"Ann's attack on s: 1 hit, 1 miss",
				"Ann eliminates a Worker in s",
				"Ann gains 1 XP (1 in all)",
				"Ann rolls a 1",
				"Ann rolls a 1",
				"Ann's attack on s: 0 hits, 2 misses",
				"Ann ends the Turn",
				"the Xenos' Phase begins",
				"a Worker wounds Ann in s: 1 Damage, 2 Armor left",
				"a Worker wounds Ann in s: 1 Damage, 1 Armor left",
				"the End Phase begins",
				"round 2 begins",
				"the Players' Phase begins",
				"Ann takes a Turn with 3 Actions",
				"Ann rolls a 1",
				"Ann rolls a 1",
			},
			then: pending(invader.RerollDecision),
		},
		rule{
			name:     "pp.52-55: Lucky: a declined re-roll keeps the dice, and the re-roll for a later Action",
			skills:   kinds(survivor.Lucky),
			mission:  row,
			edit:     armed(sk(survivor.Lucky), "start:Cattle Prod"),
			position: "survivor Ann s hand1=\"Cattle Prod\"\nxenos s worker=3",
			play:     []string{"Ann attack s hand1", "chance 6", "chance 1", "Ann reroll no", "Ann attack s hand1", "chance 1", "chance 1"},
			events: []string{
				"Ann rolls a 6",
				"Ann rolls a 1",
				"Ann's attack on s: 1 hit, 1 miss",
				"Ann eliminates a Worker in s",
				"Ann gains 1 XP (1 in all)",
				"Ann rolls a 1",
				"Ann rolls a 1",
			},
			then: pending(invader.RerollDecision),
		},
		rule{
			name:     "p.23: without Lucky or an attachment, no re-roll",
			skills:   kinds(survivor.Lucky),
			mission:  row,
			edit:     armed(neutral, "start:Cattle Prod"),
			position: "survivor Ann s hand1=\"Cattle Prod\"\nxenos s worker=3",
			play:     []string{"Ann attack s hand1", "chance 1", "chance 1"},
			events: []string{
				"Ann rolls a 1",
				"Ann rolls a 1",
				"Ann's attack on s: 0 hits, 2 misses",
			},
			then: pending(invader.ActionDecision),
		},
		rule{
			name:     "pp.52-55 (RULINGS \"Skills\"): Lucky stacks with an Energy Cell's re-roll: two re-rolls in one Action, not three",
			skills:   kinds(survivor.Lucky),
			mission:  row,
			edit:     armed(sk(survivor.Lucky), "start:Cattle Prod", "Energy Cell"),
			position: "survivor Ann s hand1=\"Cattle Prod\"+\"Energy Cell\"\nxenos s worker=2",
			play:     []string{"Ann attack s hand1", "chance 1", "chance 1", "Ann reroll yes", "chance 1", "chance 1", "Ann reroll yes", "chance 1", "chance 1"},
			events: []string{
				"Ann rolls a 1",
				"Ann rolls a 1",
				"Ann rolls a 1",
				"Ann rolls a 1",
				"Ann rolls a 1",
				"Ann rolls a 1",
				"Ann's attack on s: 0 hits, 2 misses",
			},
			then: pending(invader.ActionDecision),
		},
		rule{
			name:     "pp.52-55: Lucky and an Energy Cell: after one re-roll, the second is offered",
			skills:   kinds(survivor.Lucky),
			mission:  row,
			edit:     armed(sk(survivor.Lucky), "start:Cattle Prod", "Energy Cell"),
			position: "survivor Ann s hand1=\"Cattle Prod\"+\"Energy Cell\"\nxenos s worker=2",
			play:     []string{"Ann attack s hand1", "chance 1", "chance 1", "Ann reroll yes", "chance 1", "chance 1"},
			events: []string{
				"Ann rolls a 1",
				"Ann rolls a 1",
				"Ann rolls a 1",
				"Ann rolls a 1",
			},
			then: pending(invader.RerollDecision),
		},
		rule{
			name:     "pp.52-55: Ambidextrous: every Melee and Ranged weapon counts as Dual: two Sledges (1 die each) strike together",
			skills:   kinds(survivor.Ambidextrous),
			mission:  row,
			edit:     armed(sk(survivor.Ambidextrous), "start:Sledge", "Sledge"),
			position: "survivor Ann s hand1=Sledge hand2=Sledge\nxenos s worker=2",
			play:     []string{"Ann attack s hand1 dual", "chance 6", "chance 6"},
			events: []string{
				"Ann rolls a 6",
				"Ann rolls a 6",
				"Ann's attack on s: 2 hits, 0 misses",
				"Ann eliminates 2 Workers in s",
				"Ann gains 2 XP (2 in all)",
			},
			then: xenosLeft("s", ""),
		},
		rule{
			name:     "p.14: without Ambidextrous, two Sledges (not Dual) do not strike together",
			skills:   kinds(survivor.Ambidextrous),
			mission:  row,
			edit:     armed(neutral, "start:Sledge", "Sledge"),
			position: "survivor Ann s hand1=Sledge hand2=Sledge\nxenos s worker=2",
			play:     []string{"Ann attack s hand1 dual"},
			refused:  invader.NotDual,
		},
		rule{
			name:     "pp.52-55 (RULINGS \"Skills\"): Super strength: Melee hits have Damage 3: a Cattle Prod hit eliminates the Spoiler Abomination",
			skills:   kinds(survivor.SuperStrength),
			mission:  row,
			edit:     prod(sk(survivor.SuperStrength)),
			position: "survivor Ann s hand1=\"Cattle Prod\"\nxenos s spoiler=1",
			play:     []string{"Ann attack s hand1", "chance 6", "chance 1"},
			events: []string{
				"Ann rolls a 6",
				"Ann rolls a 1",
				"Ann's attack on s: 1 hit, 1 miss",
				"Ann eliminates a Spoiler Abomination in s",
				"Ann gains 5 XP (5 in all)",
			},
			then: xenosLeft("s", ""),
		},
		rule{
			name:     "pp.52-55: Super strength: a Sledge hit eliminates the Spoiler Abomination",
			skills:   kinds(survivor.SuperStrength),
			mission:  row,
			edit:     armed(sk(survivor.SuperStrength), "start:Sledge"),
			position: "survivor Ann s hand1=Sledge\nxenos s spoiler=1",
			play:     []string{"Ann attack s hand1", "chance 6"},
			events: []string{
				"Ann rolls a 6",
				"Ann's attack on s: 1 hit, 0 misses",
				"Ann eliminates a Spoiler Abomination in s",
				"Ann gains 5 XP (5 in all)",
			},
			then: xenosLeft("s", ""),
		},
		rule{
			name:     "p.19: without Super strength, a Cattle Prod hit leaves the Spoiler Abomination",
			skills:   kinds(survivor.SuperStrength),
			mission:  row,
			edit:     prod(neutral),
			position: "survivor Ann s hand1=\"Cattle Prod\"\nxenos s spoiler=1",
			play:     []string{"Ann attack s hand1", "chance 6", "chance 1"},
			events: []string{
				"Ann rolls a 6",
				"Ann rolls a 1",
				"Ann's attack on s: 1 hit, 1 miss",
			},
			then: xenosLeft("s", "spoiler=1"),
		},
		rule{
			name:     "pp.52-55: Super strength is for Melee: SMG hits leave a Tank",
			skills:   kinds(survivor.SuperStrength),
			mission:  row,
			edit:     smg(sk(survivor.SuperStrength)),
			position: "survivor Ann s hand1=SMG\nxenos b tank=1",
			play:     []string{"Ann attack b hand1", "chance 6", "chance 6"},
			events: []string{
				"Ann makes noise in s",
				"Ann rolls a 6",
				"Ann rolls a 6",
				"Ann's attack on b: 2 hits, 0 misses",
			},
			then: xenosLeft("b", "tank=1"),
		},
		rule{
			name:     "pp.52-55: +1 Damage: Ranged: an SMG hit eliminates a Tank",
			skills:   kinds(survivor.PlusOneDamage),
			mission:  row,
			edit:     smg(damage(survivor.Ranged)),
			position: "survivor Ann s hand1=SMG\nxenos b tank=1",
			play:     []string{"Ann attack b hand1", "chance 6", "chance 1"},
			events: []string{
				"Ann makes noise in s",
				"Ann rolls a 6",
				"Ann rolls a 1",
				"Ann's attack on b: 1 hit, 1 miss",
				"Ann eliminates a Tank in b",
				"Ann gains 1 XP (1 in all)",
			},
			then: xenosLeft("b", ""),
		},
	)
	return rules
}

// missed is the events of Ann's Melee Action in s rolling n dice, all 1s.
func missed(n int) []string {
	out := make([]string, n, n+1)
	for i := range out {
		out[i] = "Ann rolls a 1"
	}
	return append(out, fmt.Sprintf("Ann's attack on s: 0 hits, %d misses", n))
}

// ones is n dice rolling 1.
func ones(n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = "chance 1"
	}
	return out
}
