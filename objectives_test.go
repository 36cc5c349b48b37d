package invader_test

import (
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/stretchr/testify/require"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/xeno"
)

// Take an Objective (p.24), Experience and Danger Levels (p.17), Goals and
// winning (p.10).

// objectivesBoard: three Objective tokens in the start s; the Exit in e.
const objectivesBoard = `
+--+--+
|s .e |
+--+--+

s: corridor start objective objective objective
e: corridor exit
`

// Taking an Objective (p.24) gives the mission's XP (5 by default); XP
// raises the Danger Level (p.17), and each level its reward at once.
func TestTakeObjective(t *testing.T) {
	yellowSkill := invader.SkillGained{Survivor: 0, Skill: plusOne}
	tests := []struct {
		name, rule string
		xp         int // mission.ObjectiveXP
		takes      int
		want       []invader.Event // events of the last take
		level      survivor.Level
		actions    int // general Actions left
		decision   invader.Decision
	}{
		{name: "5 XP by default", rule: "p.24", takes: 1, want: []invader.Event{
			invader.ObjectiveTaken{Survivor: 0, Objective: 0}, invader.XPGained{Survivor: 0, XP: 5, Total: 5},
		}, level: survivor.Blue, actions: 2, decision: invader.ActionDecision},
		{name: "mission XP", rule: "p.24, p.38", xp: 3, takes: 2, want: []invader.Event{
			invader.ObjectiveTaken{Survivor: 0, Objective: 1}, invader.XPGained{Survivor: 0, XP: 3, Total: 6},
		}, level: survivor.Blue, actions: 1, decision: invader.ActionDecision},
		{name: "10 XP: Yellow, and its Action at once", rule: "p.17 (its example)", takes: 2, want: []invader.Event{
			invader.ObjectiveTaken{Survivor: 0, Objective: 1}, invader.XPGained{Survivor: 0, XP: 5, Total: 10},
			invader.DangerRaised{Survivor: 0, Level: survivor.Yellow}, yellowSkill,
		}, level: survivor.Yellow, actions: 2, decision: invader.ActionDecision},
		{name: "exactly 7 XP is Yellow", rule: "p.17 (its example)", xp: 7, takes: 1, want: []invader.Event{
			invader.ObjectiveTaken{Survivor: 0, Objective: 0}, invader.XPGained{Survivor: 0, XP: 7, Total: 7},
			invader.DangerRaised{Survivor: 0, Level: survivor.Yellow}, yellowSkill,
		}, level: survivor.Yellow, actions: 3, decision: invader.ActionDecision},
		{name: "6 XP is still Blue", rule: "p.17 (its example)", xp: 6, takes: 1, want: []invader.Event{
			invader.ObjectiveTaken{Survivor: 0, Objective: 0}, invader.XPGained{Survivor: 0, XP: 6, Total: 6},
		}, level: survivor.Blue, actions: 2, decision: invader.ActionDecision},
		{name: "18 XP is still Yellow", rule: "p.17 (its example)", xp: 9, takes: 2, want: []invader.Event{
			invader.ObjectiveTaken{Survivor: 0, Objective: 1}, invader.XPGained{Survivor: 0, XP: 9, Total: 18},
		}, level: survivor.Yellow, actions: 2, decision: invader.ActionDecision},
		{name: "19 XP: Yellow and Orange at once", rule: "p.17 (its example)", xp: 19, takes: 1, want: []invader.Event{
			invader.ObjectiveTaken{Survivor: 0, Objective: 0}, invader.XPGained{Survivor: 0, XP: 19, Total: 19},
			invader.DangerRaised{Survivor: 0, Level: survivor.Yellow}, yellowSkill,
			invader.DangerRaised{Survivor: 0, Level: survivor.Orange},
		}, level: survivor.Orange, actions: 3, decision: invader.SkillDecision},
		{name: "43 XP: every level at once", rule: "p.17 (its example)", xp: 43, takes: 1, want: []invader.Event{
			invader.ObjectiveTaken{Survivor: 0, Objective: 0}, invader.XPGained{Survivor: 0, XP: 43, Total: 43},
			invader.DangerRaised{Survivor: 0, Level: survivor.Yellow}, yellowSkill,
			invader.DangerRaised{Survivor: 0, Level: survivor.Orange},
			invader.DangerRaised{Survivor: 0, Level: survivor.Red},
		}, level: survivor.Red, actions: 3, decision: invader.SkillDecision},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := newMission(t, objectivesBoard)
			m.ObjectiveXP = tt.xp
			s := start(t, m)
			var ev []invader.Event
			for o := range tt.takes {
				s, ev = apply(t, s, invader.TakeObjective{Survivor: 0, Objective: o})
			}
			if diff := cmp.Diff(tt.want, ev); diff != "" {
				t.Errorf("%s: ObjectiveXP %d, take #%d: events (-want +got):\n%s", tt.rule, tt.xp, tt.takes, diff)
			}
			sv := s.Survivor(0)
			if sv.Level != tt.level {
				t.Errorf("%s: %d XP: level %v, want %v", tt.rule, sv.XP, sv.Level, tt.level)
			}
			if n, _ := s.ActionsLeft(); n != tt.actions {
				t.Errorf("%s: %d XP after %d takes: %d Actions left, want %d", tt.rule, sv.XP, tt.takes, n, tt.actions)
			}
			if p := s.Pending(); p.Decision != tt.decision || p.Survivor != 0 {
				t.Errorf("%s: Pending() = %+v, want %v for survivor 0", tt.rule, p, tt.decision)
			}
		})
	}
}

// A Yellow Survivor has 4 Actions in its Turn (p.17): the Action gained
// mid-Turn is spent at once, and the next Turn starts with 4.
func TestYellowHasFourActions(t *testing.T) {
	m := newMission(t, objectivesBoard)
	s := start(t, m)
	s, ev := play(t, s, "Ann take o0", "Ann take o1", "Ann take o2", "Ann noise")
	if got := len(only[invader.ObjectiveTaken](ev)) + len(only[invader.NoiseMade](ev)); got != 4 {
		t.Errorf("p.17: Actions taken in the Turn Yellow was reached = %d, want 4", got)
	}
	if diff := cmp.Diff([]invader.SurvivorActivated{{Survivor: 0, Actions: 4}}, only[invader.SurvivorActivated](ev)); diff != "" {
		t.Errorf("p.17: next Turn of a Yellow Survivor (-want +got):\n%s", diff)
	}
	if got := only[invader.GoalDone](ev); len(got) != 1 {
		t.Errorf("p.10: every Objective taken: GoalDone events %v, want goal 0", got)
	}
	if s.IsOver() {
		t.Errorf("p.10: the game is over before the Survivor reached the exit")
	}
}

// Reaching Orange (19 XP, p.17) asks the Survivor to choose one of its
// card's two Orange Skills before anything else goes on.
func TestOrangeSkillChoice(t *testing.T) {
	m := newMission(t, objectivesBoard, plain("Ann"), plain("Bob"))
	m.ObjectiveXP = 19
	s := start(t, m)
	s, _ = apply(t, s, invader.Activate{Survivor: 0})
	s, _ = play(t, s, "Ann take o0")
	if p := s.Pending(); p != (invader.Pending{Decision: invader.SkillDecision, Player: 0, Survivor: 0}) {
		t.Fatalf("p.17: Orange reached: Pending() = %+v, want a skill decision for Ann", p)
	}
	want := []invader.Action{
		invader.ChooseSkill{Survivor: 0, Skill: slippery},
		invader.ChooseSkill{Survivor: 0, Skill: freeMove},
	}
	if diff := cmp.Diff(want, withoutDiscards(s.Legal())); diff != "" { // discards: at any time (p.18)
		t.Errorf("p.17: Orange choices (-want +got):\n%s", diff)
	}
	refuseText(t, s, "Ann noise", invader.NotNow)
	refuseText(t, s, "Ann move e", invader.NotNow)
	refuseText(t, s, "Ann end", invader.NotNow)
	refuseText(t, s, "Ann skill Sniper", invader.NotAChoice)
	refuseText(t, s, "Ann skill +1 Action", invader.NotAChoice)
	refuseText(t, s, "Bob skill Slippery", invader.NotYours)
	refuse(t, s, invader.Chance{Outcome: "1"}, invader.NotNow)

	s, ev := play(t, s, "Ann skill +1 free Move Action")
	if diff := cmp.Diff([]invader.Event{invader.SkillGained{Survivor: 0, Skill: freeMove}}, ev); diff != "" {
		t.Errorf("p.17: ChooseSkill events (-want +got):\n%s", diff)
	}
	if n, free := s.ActionsLeft(); n != 3 || free[survivor.Move] != 1 {
		t.Errorf("p.17: a Skill gained mid-Turn is usable at once: ActionsLeft() = %d, %v; want 3, {Move: 1}", n, free)
	}
	s, _ = play(t, s, "Ann move e")
	if n, free := s.ActionsLeft(); n != 3 || len(free) != 0 {
		t.Errorf("p.17: the Move used the free Move Action: ActionsLeft() = %d, %v; want 3, {}", n, free)
	}
	if diff := cmp.Diff([]survivor.Skill{{Kind: survivor.Lucky}, plusOne, freeMove}, s.Survivor(0).Skills); diff != "" {
		t.Errorf("p.17: Skills (-want +got):\n%s", diff)
	}
}

// Jumping from Blue to Red asks for the Orange Skill, then the Red one
// (p.17).
func TestRedAfterOrange(t *testing.T) {
	m := newMission(t, objectivesBoard)
	m.ObjectiveXP = 43
	s := start(t, m)
	s, _ = play(t, s, "Ann take o0")
	if got, want := notation(s, withoutDiscards(s.Legal())), []string{"Ann skill Slippery", "Ann skill +1 free Move Action"}; !slices.Equal(got, want) {
		t.Errorf("p.17: first choice Legal() = %q, want the Orange Skills %q", got, want)
	}
	s, _ = play(t, s, "Ann skill Slippery")
	if p := s.Pending(); p.Decision != invader.SkillDecision {
		t.Fatalf("p.17: after the Orange Skill, Pending() = %+v, want the Red choice", p)
	}
	if got, want := notation(s, withoutDiscards(s.Legal())), []string{"Ann skill Sniper", "Ann skill Tough", "Ann skill Medic"}; !slices.Equal(got, want) {
		t.Errorf("p.17: second choice Legal() = %q, want the Red Skills %q", got, want)
	}
	refuseText(t, s, "Ann skill +1 free Move Action", invader.NotAChoice)
	s, _ = play(t, s, "Ann skill Tough")
	if p := s.Pending(); p.Decision != invader.ActionDecision {
		t.Errorf("p.17: after both choices Pending() = %+v, want the Turn to go on", p)
	}
	want := []survivor.Skill{{Kind: survivor.Lucky}, plusOne, slippery, {Kind: survivor.Tough}}
	if diff := cmp.Diff(want, s.Survivor(0).Skills); diff != "" {
		t.Errorf("p.17: Skills at Red (-want +got):\n%s", diff)
	}
}

// A Survivor takes only an Objective token in its own Zone (p.24), once.
func TestTakeObjectiveIllegal(t *testing.T) {
	m := newMission(t, exitStartBoard)
	s := start(t, m)
	refuseText(t, s, "Ann take o0", invader.NoObjective)
	refuseText(t, s, "Ann take o1", invader.NoSuchThing)
	refuse(t, s, invader.TakeObjective{Survivor: 0, Objective: -1}, invader.NoSuchThing)
	// Three Objective tokens, so taking one does not end the game.
	s = start(t, newMission(t, objectivesBoard))
	s, _ = play(t, s, "Ann take o0")
	refuseText(t, s, "Ann take o0", invader.NoObjective)
}

// Winning (p.10): the Goals in order, "reach the exit" only in an Exit
// Zone holding no Xeno; a won game has nothing left to do.
func TestWinning(t *testing.T) {
	// The exit e holds a Worker; the exit x is clear.
	m := newMission(t, `
+--+--+--+
|s .o .e |
+--+--+..+
      |x |
      +--+

s: corridor start
o: corridor objective
e: corridor exit
x: corridor exit
`)
	put(&m, "e", xeno.Worker, 1)
	s := start(t, m)
	s, ev := play(t, s, "Ann move o", "Ann take o0")
	if diff := cmp.Diff([]invader.GoalDone{{Goal: 0}}, only[invader.GoalDone](ev)); diff != "" {
		t.Errorf("p.10: every Objective taken: GoalDone (-want +got):\n%s", diff)
	}
	if s.GoalsDone() != 1 || s.IsOver() {
		t.Errorf("p.10: GoalsDone() = %d, IsOver() = %v; want 1, false", s.GoalsDone(), s.IsOver())
	}
	s, ev = play(t, s, "Ann move e")
	if len(only[invader.GoalDone](ev)) != 0 || s.IsOver() {
		t.Errorf("p.10: in an Exit Zone with a Xeno: events %v, IsOver() %v; the exit is not reached", ev, s.IsOver())
	}
	s, ev = play(t, s, "Ann move x") // round 2: 1 + 1 Worker
	want := []invader.Event{
		invader.SurvivorMoved{Survivor: 0, From: m.Map.MustLookup("e"), To: m.Map.MustLookup("x"), Cost: 2},
		invader.GoalDone{Goal: 1},
		invader.GameWon{},
	}
	if diff := cmp.Diff(want, ev); diff != "" {
		t.Errorf("p.10: reaching the clear exit (-want +got):\n%s", diff)
	}
	if got := s.Outcome(); got != (invader.Outcome{Result: invader.Won}) {
		t.Errorf("p.10: Outcome() = %v, want won", got)
	}
	if got := s.Legal(); len(got) != 0 {
		t.Errorf("p.10: a won game has legal actions %v", got)
	}
	if p := s.Pending(); p.Decision != invader.NoDecision {
		t.Errorf("p.10: a won game waits for %+v", p)
	}
	refuse(t, s, invader.EndTurn{Survivor: 0}, invader.GameOver)
	refuse(t, s, invader.MakeNoise{Survivor: 0}, invader.GameOver)
	refuse(t, s, invader.Activate{Survivor: 0}, invader.GameOver)
	refuse(t, s, invader.Chance{Outcome: "1"}, invader.GameOver)
	refuse(t, s, invader.ChooseSkill{Survivor: 0, Skill: slippery}, invader.GameOver)
}

// Numbered Objectives (M11, RULINGS "Objectives and Goals"): "take blue
// objectives" is done once every blue token is taken, whatever else is; the
// Goals after it wait for it. Here the red token is taken first and nothing is
// done; the blue one then does both Goals at once.
func TestColorObjectivesInOrder(t *testing.T) {
	m, err := mission.Parse(`
survivors: Cole
goal: take blue objectives
goal: take all objectives
map:
+--+--+--+
|r .s .b |
+--+--+--+

r: corridor objective
s: corridor start
b: corridor objective=blue
`)
	require.NoError(t, err)
	s := start(t, m)
	s, ev := play(t, s, "Cole move r", "Cole take o0")
	if got := only[invader.GoalDone](ev); len(got) != 0 || s.GoalsDone() != 0 {
		t.Errorf("the red token first: GoalDone %v, GoalsDone() %d; want none", got, s.GoalsDone())
	}
	_, ev = play(t, s, "Cole move s", "Cole end", "Cole move b", "Cole take o1")
	want := []invader.Event{invader.GoalDone{Goal: 0}, invader.GoalDone{Goal: 1}, invader.GameWon{}}
	if diff := cmp.Diff(want, ev[len(ev)-3:]); diff != "" {
		t.Errorf("the blue token last (-want +got):\n%s", diff)
	}
	// Blue first: only the first Goal is done.
	s = start(t, m)
	_, ev = play(t, s, "Cole move b", "Cole take o1")
	if diff := cmp.Diff([]invader.GoalDone{{Goal: 0}}, only[invader.GoalDone](ev)); diff != "" {
		t.Errorf("the blue token first (-want +got):\n%s", diff)
	}
}

// The Goals are done in order (p.10): reaching the exit first counts only
// once every Objective is taken, and then both are done at once.
func TestGoalsInOrder(t *testing.T) {
	m := newMission(t, `
+--+--+
|s .o |
+--+--+

s: corridor start exit objective
o: corridor
`)
	s := start(t, m)
	s, ev := play(t, s, "Ann noise")
	if got := only[invader.GoalDone](ev); len(got) != 0 {
		t.Errorf("p.10: on the exit with the Objective still there: GoalDone %v, want none", got)
	}
	s, ev = play(t, s, "Ann take o0")
	want := []invader.Event{invader.GoalDone{Goal: 0}, invader.GoalDone{Goal: 1}, invader.GameWon{}}
	if diff := cmp.Diff(want, ev[len(ev)-3:]); diff != "" {
		t.Errorf("p.10: taking the Objective on the exit (-want +got):\n%s", diff)
	}
	if s.Outcome().Result != invader.Won {
		t.Errorf("p.10: Outcome() = %v, want won", s.Outcome())
	}
}

// "Reach the exit" needs every Survivor in an Exit Zone (p.10).
func TestReachExitNeedsEverySurvivor(t *testing.T) {
	m := newMission(t, `
+--+--+
|s .e |
+--+--+

s: corridor start objective
e: corridor exit
`, plain("Ann"), plain("Bob"))
	s := start(t, m)
	s, _ = apply(t, s, invader.Activate{Survivor: 0})
	s, _ = play(t, s, "Ann take o0", "Ann move e")
	if s.IsOver() {
		t.Fatalf("p.10: won with Bob still in s")
	}
	s, _ = play(t, s, "Ann end", "Bob move e")
	if s.Outcome().Result != invader.Won {
		t.Errorf("p.10: both in the exit: Outcome() = %v, want won", s.Outcome())
	}
}
