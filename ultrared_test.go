package invader_test

import (
	"testing"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/spawn"
	"github.com/invaderengine/invader/survivor"
)

// Ultrared mode (p.36; seed 004, §14, its Elsa example; RULINGS "Ultrared
// mode"): Elsa in Ultrared mode. Her card: Blue
// Scavenger (standing in for the classic Break-in), Orange Slippery or +1
// free Ranged Action, Red +1 free Combat Action, +1 free Move Action or 2
// Zones per Move Action. Objectives worth 43 XP each take her round a whole
// pass at a time. After pass 1 she has 4 Skills, after pass 2 6 (the other
// Orange Skill given, a Red one chosen), after pass 3 7 (the last Red
// Skill); she stays Red throughout.
func TestUltrared_EXULTRA1(t *testing.T) {
	elsa := survivor.Card{
		Name: "Elsa", Class: survivor.Civilian,
		Blue:   survivor.Skill{Kind: survivor.Scavenger},
		Orange: [2]survivor.Skill{{Kind: survivor.Slippery}, {Kind: survivor.FreeAction, Action: survivor.Ranged}},
		Red: [3]survivor.Skill{{Kind: survivor.FreeAction, Action: survivor.Combat}, {Kind: survivor.FreeAction, Action: survivor.Move},
			{Kind: survivor.TwoZones}},
	}
	m := newMission(t, `
+--+--+
|s .o |
+--+--+

s: corridor start objective objective objective objective
o: corridor exit
`, elsa)
	m.ObjectiveXP = 43
	s := start(t, m, invader.Ultrared())

	s, _ = play(t, s, "Elsa take o0", "Elsa skill Slippery", "Elsa skill +1 free Combat Action")
	checkUltra(t, s, "pass 1", 4, 0)
	s, _ = play(t, s, "Elsa take o1")
	if got := s.Pending(); got.Decision != invader.SkillDecision {
		t.Fatalf("pass 2: the Red pick between two Skills waits for a choice: Pending() = %+v", got)
	}
	s, _ = play(t, s, "Elsa skill +1 free Move Action")
	checkUltra(t, s, "pass 2", 6, 0)
	if !hasSkill(s, 0, survivor.Skill{Kind: survivor.FreeAction, Action: survivor.Ranged}) {
		t.Errorf("pass 2: the other Orange Skill (+1 free Ranged Action) is gained without a choice")
	}
	s, _ = play(t, s, "Elsa end", "Elsa take o2")
	checkUltra(t, s, "pass 3", 7, 0)
	// Pass 4: every Skill of her card is taken: any unbracketed Skill.
	s, _ = play(t, s, "Elsa take o3")
	if got := s.Pending(); got.Decision != invader.SkillDecision || len(s.Legal()) < 20 {
		t.Fatalf("pass 4: Orange then Red offer any unbracketed Skill: Pending() = %+v, %d choices", got, len(s.Legal()))
	}
	for _, a := range withoutDiscards(s.Legal()) {
		if sk := a.(invader.ChooseSkill).Skill; sk.Kind.Info().Param != survivor.NoParam || hasSkill(s, 0, sk) {
			t.Errorf("pass 4: %v offered: bracketed or already had", sk)
		}
	}
}

func checkUltra(t *testing.T, s invader.State, pass string, skills, xp int) {
	t.Helper()
	sv := s.Survivor(0)
	if len(sv.Skills) != skills || sv.XP != xp || sv.Level != survivor.Red {
		t.Fatalf("%s: %d Skills %v, %d XP, level %v; want %d Skills, %d XP, Red", pass, len(sv.Skills), sv.Skills, sv.XP, sv.Level, skills, xp)
	}
}

func hasSkill(s invader.State, i int, sk survivor.Skill) bool {
	for _, x := range s.Survivor(i).Skills {
		if x == sk {
			return true
		}
	}
	return false
}

// p.37, RULINGS "Tuning the difficulty": StartingXP starts every Survivor at a
// Danger Level, with its choices; the Xeno deck can be made easier or harder.
func TestDifficulty(t *testing.T) {
	m := newMission(t, twoCorridors)
	s := start(t, m, invader.StartingXP(19))
	if sv := s.Survivor(0); sv.Level != survivor.Orange || s.Pending().Decision != invader.SkillDecision {
		t.Fatalf("StartingXP(19): %v, Pending %+v; want Orange and its Skill choice first", sv.Level, s.Pending())
	}
	d := spawn.Invader()
	easier, harder := d.Adjust(spawn.Extra, -1), d.Adjust(spawn.Abomination, 2)
	if easier.Size() != d.Size()-3 || harder.Size() != d.Size()+2 {
		t.Errorf("Adjust: sizes %d and %d from %d, want 3 Extra Activation cards fewer and 2 Abomination cards more", easier.Size(), harder.Size(), d.Size())
	}
}
