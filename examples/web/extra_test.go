package main

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/bot"
	"github.com/invaderengine/invader/lang"
	"github.com/invaderengine/invader/mission"
)

func startGame(t *testing.T, id string, rules invader.Rules) invader.State {
	t.Helper()
	m, err := mission.Builtin(id)
	require.NoError(t, err)
	s, _, err := invader.Start(m, rules.Option())
	require.NoError(t, err)
	return s
}

// playUntil plays s with the greedy bot (deciding on the View, as a
// person sees it) until cond holds; it fails if the game ends first.
func playUntil(t *testing.T, s invader.State, cond func(invader.State) bool) invader.State {
	t.Helper()
	for n := 0; !cond(s); n++ {
		require.False(t, s.IsOver(), "the game ended first")
		require.Less(t, n, 5000)
		next, _, err := s.Apply(bot.Greedy().Act(s.View()))
		require.NoError(t, err)
		s = next
	}
	return s
}

// TestExtraInvader: an Invader match's panels have the nine slots, Armor,
// the cards' numbers, Mold and Xenos in the legend; the board has no
// legend of draw's (the page writes its own).
func TestExtraInvader(t *testing.T) {
	s := startGame(t, "M1", invader.Rules{Seed: 3}).View()
	d := extra(s, 0).(pageData)
	assert.Equal(t, "invader", d.Ruleset)
	assert.Equal(t, "Xenos", d.Xenos)
	assert.True(t, d.Legend.Mold)
	require.NotEmpty(t, d.Survivors)
	for _, sv := range d.Survivors {
		assert.Len(t, sv.Slots, 9)
		assert.Equal(t, "Armor", sv.ArmorWord)
	}
	assert.Equal(t, []string{"hand1", "hand2", "body1", "body2", "pack1", "pack2", "pack3", "pack4", "pack5"}, slotsOf2(d.Survivors[0]))
	weapon := d.Survivors[0].Slots[0]
	require.True(t, weapon.Weapon, "%+v", weapon)
	for _, word := range []string{"Range", "dice", "Accuracy", "Damage"} {
		assert.Contains(t, weapon.Stats, word)
	}
	var kinds []string
	for _, k := range d.Legend.Kinds {
		kinds = append(kinds, k.Name)
	}
	assert.Contains(t, kinds, "Worker")
	assert.NotContains(t, d.SVG, `id="legend"`)
	assert.True(t, strings.HasPrefix(d.SVG, "<svg"))
	assert.Empty(t, extra(s, -1).(pageData).Actions, "a spectator is offered nothing")
	assert.Empty(t, extra(s, 1).(pageData).Actions, "nor is a seat that does not decide")
}

// zombiesPhase is the page's data of a 2nd Edition game stopped in its
// Zombies' Phase (on a wound or a split to decide).
func zombiesPhase(t *testing.T) pageData {
	for seed := uint64(1); seed <= 50; seed++ {
		s := startGame(t, "Z1", invader.Rules{Seed: seed, Players: 2})
		for n := 0; n < 1000 && !s.IsOver(); n++ {
			if s.Phase() == invader.XenosPhase {
				return extra(s.View(), -1).(pageData)
			}
			s, _, _ = s.Apply(bot.Greedy().Act(s.View()))
		}
	}
	t.Fatal("no game stopped in its Zombies' Phase")
	return pageData{}
}

func slotsOf2(sv survivorView) []string {
	var out []string
	for _, c := range sv.Slots {
		out = append(out, c.Slot)
	}
	return out
}

// TestExtraSecondEdition: a 2nd Edition match shows two Hands and a
// Backpack of three, Health for Armor, zombies and no Mold.
func TestExtraSecondEdition(t *testing.T) {
	s := startGame(t, "Z1", invader.Rules{Seed: 39, Players: 2})
	d := extra(s.View(), 0).(pageData)
	assert.Equal(t, "2e", d.Ruleset)
	assert.Equal(t, "Zombies", d.Xenos)
	assert.False(t, d.Legend.Mold)
	for _, sv := range d.Survivors {
		assert.Equal(t, []string{"hand1", "hand2", "pack1", "pack2", "pack3"}, slotsOf2(sv))
		assert.Equal(t, "Health", sv.ArmorWord)
	}
	var kinds []string
	for _, k := range d.Legend.Kinds {
		kinds = append(kinds, k.Name)
	}
	assert.Contains(t, kinds, "Walker")
	assert.Contains(t, zombiesPhase(t).Status, "Zombies' Phase")
	b, err := json.Marshal(d)
	require.NoError(t, err)
	assert.NotContains(t, string(b), "body1")
	assert.NotContains(t, string(b), "Armor")
	assert.NotContains(t, string(b), "Mold")
}

// TestExtraLastSurvivor: when the game activates a player's last Survivor
// at once, its Turn says so, and its own name is no spot of any action (a
// click there spent an Action on a Reorganize): reorganizing alone is a
// button, a trade asks first.
func TestExtraLastSurvivor(t *testing.T) {
	s := startGame(t, "M0", invader.Rules{Seed: 70, Players: 2})
	s = playUntil(t, s, func(s invader.State) bool {
		if s.Pending().Decision != invader.ActionDecision {
			return false
		}
		tv := turn(s, lang.English)
		return tv != nil && tv.Last && tv.Actions == 3
	})
	v := s.View()
	d := extra(v, v.Pending().Player).(pageData)
	require.NotNil(t, d.Turn)
	assert.Equal(t, "3 Actions left", d.Turn.Words)
	active := "survivor:" + d.Turn.Survivor
	alone := false
	for _, a := range d.Actions {
		assert.NotContains(t, a.Spots, active, "%s", a.Text)
		if a.Kind == "Reorganize" {
			if len(a.Spots) == 0 {
				alone = true
				assert.True(t, a.Button)
			} else {
				assert.True(t, a.Confirm, "a trade asks first: %s", a.Text)
			}
		}
	}
	assert.True(t, alone, "reorganizing alone is offered as a button")
}

// TestExtraTargets: while the hits of an attack are placed, the Xenos to
// click are in the attack's target zone (State.Fighting), and the attack
// and its dice are described.
func TestExtraTargets(t *testing.T) {
	for _, id := range mission.Builtins() {
		for seed := uint64(1); seed <= 20; seed++ {
			s := startGame(t, id, invader.Rules{Seed: seed})
			for n := 0; n < 400 && !s.IsOver(); n++ {
				if s.Pending().Decision == invader.TargetDecision {
					checkTargets(t, s.View())
					return
				}
				s, _, _ = s.Apply(bot.Greedy().Act(s.View()))
			}
		}
	}
	t.Fatal("no game placed its hits by choice")
}

func checkTargets(t *testing.T, v invader.State) {
	a, _, ok := v.Fighting()
	require.True(t, ok)
	d := extra(v, v.Pending().Player).(pageData)
	require.NotNil(t, d.Fight)
	zone := v.Map().Zone(a.Target).Name
	assert.Equal(t, zone, d.Fight.Target)
	hits := 0
	for _, av := range d.Actions {
		if av.Kind == "AssignHit" {
			hits++
			require.Len(t, av.Spots, 1)
			assert.True(t, strings.HasPrefix(av.Spots[0], "xeno:"+zone+":"), av.Spots[0])
		}
	}
	assert.Positive(t, hits)
}

// TestOddsSayWhatConcentratingChanges: a Concentrated Attack says what it
// does, and its odds differ where a tough Xeno stands with others.
func TestOddsSayWhatConcentratingChanges(t *testing.T) {
	m, err := mission.Builtin("M1")
	require.NoError(t, err)
	s, err := invader.ParsePosition("turn active=Cole actions=3\nsurvivor Cole c1 activated hand1=SMG hand2=SMG\nxenos c2 worker=2 tank=1\n", m)
	require.NoError(t, err)
	var plain, conc actionView
	for _, a := range extra(s, s.Pending().Player).(pageData).Actions {
		if a.Kind == "Attack" && strings.Contains(a.Text, "c2") && !strings.Contains(a.Text, "dual") {
			if strings.Contains(a.Text, "concentrated") {
				conc = a
			} else {
				plain = a
			}
		}
	}
	require.NotEmpty(t, plain.Text)
	require.NotEmpty(t, conc.Text)
	assert.Contains(t, conc.Label, "one hit")
	assert.Contains(t, plain.Odds, "a Tank")
	assert.NotEqual(t, plain.Odds, conc.Odds)
	assert.Regexp(t, regexp.MustCompile(`Range \d`), plain.Label, "the weapon's numbers")
}

// TestWithoutLegend cuts draw's legend off a picture, its height with it.
func TestWithoutLegend(t *testing.T) {
	in := `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="900" viewBox="0 0 800 900">` + "\n" +
		`<rect/>` + "\n" + `<g id="legend" font-size="12" fill="#1b2631">` + "\n" +
		`<text x="20" y="500" font-weight="bold">Zones</text>` + "\n</g>\n</svg>\n"
	out := withoutLegend(in)
	assert.Equal(t, `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="476" viewBox="0 0 800 476">`+"\n<rect/>\n</svg>\n", out)
	assert.Equal(t, "<svg>no legend</svg>", withoutLegend("<svg>no legend</svg>"))
}
