package invadertest

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/mold"
	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/xeno"
	"github.com/invaderengine/invader/zombicide2"
	"github.com/invaderengine/invader/zone"
	"github.com/invaderengine/invader/zone/zonetest"
	"pgregory.net/rapid"
)

// Mission returns a generator of small valid missions: a random board from
// [zonetest.Map] with a Player Starting Area and at least one Objective,
// 1 to 8 Survivors (the core ones, or custom ones with random Skills at
// every level) shared by 1 to 7 players, Xenos in some zones, and one to
// three Goals (the tokens of one colour first, sometimes). One in four is
// a Zombicide 2nd Edition mission (seed 002): package zombicide2's
// Survivors (or custom adults and children), zombies and cards, no Mold.
func Mission() *rapid.Generator[mission.Mission] {
	return rapid.Custom(func(t *rapid.T) mission.Mission {
		text := withStartAndObjective(zonetest.Map().Draw(t, "map").Format())
		m := zone.MustParse(text)
		rs := mission.Invader
		if rapid.IntRange(0, 3).Draw(t, "ruleset") == 0 {
			rs = mission.SecondEdition
		}
		// Lost from the start (p.20), or more Mold than the box: no Mold then.
		// The printed Spawn tokens stand in every zone of the mission's
		// (its SpawnTokens): the extra ones of 7+ Survivors go on the red
		// Spawn Zones when the mission names no zone (seed 004, §15).
		// 2nd Edition has no Mold.
		if rs == mission.SecondEdition || mold.Chained(m, m.Initial(), mold.Spawns(m)) || mold.Count(m, m.Initial()) > mold.Tokens {
			m = zone.MustParse(strings.NewReplacer(" mold=active", "", " mold=inactive", "").Replace(text))
		}
		n := rapid.IntRange(1, 8).Draw(t, "survivors")
		var cards []survivor.Card
		switch core := n <= 6 && rapid.Bool().Draw(t, "core survivors"); {
		case core && rs == mission.SecondEdition:
			cards = zombicide2.Survivors()[:n]
		case core:
			cards = survivor.Base()[:n]
		default:
			cards = drawCards(t, n, rs) // 7 or 8: playing with 7+ Survivors (p.36)
		}
		ms := mission.Mission{
			ID: "gen", Map: m, Survivors: cards, Ruleset: rs,
			Players: rapid.IntRange(1, min(7, len(cards))).Draw(t, "players"), // 7+ players too (seed 004, §15)
			Goals:   []mission.Goal{{Kind: mission.TakeAllObjectives}},
		}
		if rapid.Bool().Draw(t, "colour goal first") { // numbered Objectives: one colour first
			objs := m.Objectives()
			col := objs[rapid.IntRange(0, len(objs)-1).Draw(t, "goal objective")].Color
			ms.Goals = []mission.Goal{{Kind: mission.TakeColorObjectives, Color: col}, {Kind: mission.TakeAllObjectives}}
		}
		if hasExit(m) {
			// Objectives only, then the Exit, then an escape, or an escape alone.
			switch rapid.IntRange(0, 3).Draw(t, "exit goal") {
			case 1:
				ms.Goals = append(ms.Goals, mission.Goal{Kind: mission.ReachExit})
			case 2:
				ms.Goals = append(ms.Goals, mission.Goal{Kind: mission.EscapeExit})
			case 3:
				ms.Goals = []mission.Goal{{Kind: mission.EscapeExit}}
			}
		}
		ms.Xenos = drawXenos(t, m, ms.Kinds())
		ms.Triggers = rapid.SliceOfN(Trigger(), 0, 3).Draw(t, "triggers")
		for d := range m.NumDoors() {
			if rapid.IntRange(0, 3).Draw(t, "forced door") == 0 {
				ms.ForcedDoors = append(ms.ForcedDoors, zone.DoorID(d))
			}
		}
		return ms
	})
}

// Skill returns a generator of valid Skills of the catalogue, with a
// parameter when the Skill takes one.
func Skill() *rapid.Generator[survivor.Skill] {
	return rapid.Custom(func(t *rapid.T) survivor.Skill {
		k := rapid.SampledFrom(survivor.Kinds()).Draw(t, "skill kind")
		sk := survivor.Skill{Kind: k}
		switch info := k.Info(); info.Param {
		case survivor.ActionParam:
			sk.Action = rapid.SampledFrom(info.Actions).Draw(t, "skill action")
		case survivor.CardParam:
			sk.Card = rapid.SampledFrom([]string{"Cattle Prod", "SMG", "Sledge", "Searchlight"}).Draw(t, "skill card")
		}
		return sk
	})
}

// Trigger returns a generator of mission triggers of every cause and
// effect.
func Trigger() *rapid.Generator[mission.Trigger] {
	colors := []zone.Color{zone.Neutral, zone.Red, zone.Green, zone.Purple}
	return rapid.Custom(func(t *rapid.T) mission.Trigger {
		return mission.Trigger{
			Cause:  rapid.SampledFrom([]mission.Cause{mission.ObjectiveTaken, mission.DoorOpened}).Draw(t, "cause"),
			Color:  rapid.SampledFrom(colors).Draw(t, "color"),
			Effect: rapid.SampledFrom([]mission.Effect{mission.UnlockDoors, mission.ActivateSpawns, mission.GivePrototype, mission.GiveXP}).Draw(t, "effect"),
			Arg:    rapid.SampledFrom(colors).Draw(t, "arg"),
			N:      rapid.IntRange(1, 10).Draw(t, "n"),
		}
	})
}

// drawCards draws n Survivors with random classes and Skill trees.
func drawCards(t *rapid.T, n int, rs mission.Ruleset) []survivor.Card {
	classes := []survivor.Class{survivor.Civilian, survivor.Soldier}
	if rs == mission.SecondEdition {
		classes = []survivor.Class{survivor.Adult, survivor.Child}
	}
	cards := make([]survivor.Card, n)
	for i := range cards {
		cards[i] = survivor.Card{
			Name:   fmt.Sprintf("S%d", i+1),
			Class:  rapid.SampledFrom(classes).Draw(t, "class"),
			Blue:   Skill().Draw(t, "blue"),
			Orange: [2]survivor.Skill{Skill().Draw(t, "orange"), Skill().Draw(t, "orange")},
			Red:    [3]survivor.Skill{Skill().Draw(t, "red"), Skill().Draw(t, "red"), Skill().Draw(t, "red")},
		}
		if cards[i].Class == survivor.Child {
			cards[i].Blue = zombicide2.ChildSkill() // seed 002: children start with Slippery
		}
	}
	return cards
}

// drawXenos places up to 4 groups of Xenos of any kind, within the box.
func drawXenos(t *rapid.T, m *zone.Map, cat xeno.Catalog) []mission.Xenos {
	var out []mission.Xenos
	var used [xeno.MaxKinds]int
	for range rapid.IntRange(0, 4).Draw(t, "xeno groups") {
		k := xeno.Kind(rapid.IntRange(0, len(cat)-1).Draw(t, "xeno kind"))
		left := cat[k].Supply - used[k]
		if left == 0 {
			continue
		}
		n := rapid.IntRange(1, min(3, left)).Draw(t, "xeno count")
		used[k] += n
		out = append(out, mission.Xenos{Zone: zone.ID(rapid.IntRange(0, m.Len()-1).Draw(t, "xeno zone")), Kind: k, Count: n})
	}
	return out
}

// withStartAndObjective makes zone 0 part of the Player Starting Area and
// puts an Objective in the last zone (taking its Mold away) if the map has
// none.
func withStartAndObjective(text string) string {
	grid, legend, _ := strings.Cut(text, "\n\n")
	lines := strings.Split(strings.TrimRight(legend, "\n"), "\n")
	if !strings.Contains(lines[0], " start") {
		lines[0] += " start"
	}
	if last := len(lines) - 1; !strings.Contains(legend, "objective") {
		lines[last] = strings.NewReplacer(" mold=active", "", " mold=inactive", "").Replace(lines[last]) + " objective"
	}
	return grid + "\n\n" + strings.Join(lines, "\n") + "\n"
}

func hasExit(m *zone.Map) bool {
	for id := range m.Len() {
		if m.Zone(zone.ID(id)).Has(zone.Exit) {
			return true
		}
	}
	return false
}

// Options returns a generator of game options: a seed, the door rule, and
// sometimes external chance.
func Options() *rapid.Generator[[]invader.Option] {
	return rapid.Custom(func(t *rapid.T) []invader.Option {
		opts := []invader.Option{invader.Seed(rapid.Uint64().Draw(t, "seed"))}
		if rapid.Bool().Draw(t, "doors cost an action") {
			opts = append(opts, invader.Doors(invader.DoorCostsAction))
		}
		if rapid.Bool().Draw(t, "external chance") {
			opts = append(opts, invader.ExternalChance())
		}
		if rapid.Bool().Draw(t, "oxygen anywhere") {
			opts = append(opts, invader.Oxygen(invader.OxygenAnywhere))
		}
		if rapid.Bool().Draw(t, "machines are targets") {
			opts = append(opts, invader.Machines(invader.MachinesAreTargets))
		}
		if rapid.Bool().Draw(t, "ultrared") {
			opts = append(opts, invader.Ultrared())
		}
		if rapid.Bool().Draw(t, "xenos see in the dark") {
			opts = append(opts, invader.XenosSeeInTheDark())
		}
		if rapid.Bool().Draw(t, "the box limits noise") {
			opts = append(opts, invader.LimitNoiseTokens())
		}
		if rapid.Bool().Draw(t, "the box limits mold") {
			opts = append(opts, invader.LimitMoldTokens())
		}
		return opts
	})
}

// State returns a generator of game states: a mission from [Mission],
// started with [Options], then up to steps random legal actions.
func State(steps int) *rapid.Generator[invader.State] {
	return rapid.Custom(func(t *rapid.T) invader.State {
		s, err := invader.New(Mission().Draw(t, "mission"), Options().Draw(t, "options")...)
		if err != nil {
			t.Fatalf("New on a generated mission: %v", err)
		}
		for range rapid.IntRange(0, steps).Draw(t, "steps") {
			legal := s.Legal()
			if len(legal) == 0 {
				break
			}
			s, _, _ = s.Apply(rapid.SampledFrom(legal).Draw(t, "action"))
		}
		return s
	})
}

// AnyAction returns a generator of actions of every kind ([invader.ActionSpecs])
// with fields in and around the valid ranges of s: most are illegal, some
// legal. Each field's range follows from its [invader.Role], so a new kind
// of action is drawn as soon as it is registered.
func AnyAction(s invader.State) *rapid.Generator[invader.Action] {
	specs := invader.ActionSpecs()
	return rapid.Custom(func(t *rapid.T) invader.Action {
		sp := rapid.SampledFrom(specs).Draw(t, "kind")
		fields := map[string]any{"type": sp.Name}
		for _, f := range sp.Fields {
			fields[f.JSON] = drawField(t, s, f)
		}
		data, err := json.Marshal(fields)
		if err != nil {
			t.Fatalf("marshal %v: %v", fields, err)
		}
		a, err := invader.UnmarshalAction(data)
		if err != nil {
			t.Fatalf("UnmarshalAction(%s): %v", data, err)
		}
		return a
	})
}

// drawField draws a value for a field of an action, by its role: in and
// around the range that makes sense in s.
func drawField(t *rapid.T, s invader.State, f invader.Field) any {
	m := s.Map()
	between := func(lo, hi int) int { return rapid.IntRange(lo, hi).Draw(t, f.Name) }
	switch f.Role {
	case invader.RoleSurvivor:
		return between(-1, s.NumSurvivors())
	case invader.RoleZone:
		return between(0, m.Len())
	case invader.RoleDoor:
		return between(0, m.NumDoors())
	case invader.RoleGate:
		return between(0, m.NumGates())
	case invader.RoleCard:
		return between(-1, len(s.Cards()))
	case invader.RoleObjective:
		return between(-1, len(m.Objectives()))
	case invader.RoleMachine:
		return between(-1, len(s.Machines()))
	case invader.RoleSlot:
		return between(-1, invader.NumSlots)
	case invader.RoleHand:
		return between(-1, invader.Hand2+1)
	case invader.RoleKeep:
		return between(invader.Redraw, invader.NumSlots)
	case invader.RoleKind:
		return between(0, len(s.Catalog()))
	case invader.RoleLabel: // an outcome of the chance event pending, or none
		labels := []string{"6", "no such outcome"}
		for _, o := range s.ChanceOutcomes() {
			labels = append(labels, o.Label)
		}
		return rapid.SampledFrom(labels).Draw(t, f.Name)
	case invader.RoleSkill:
		return Skill().Draw(t, f.Name)
	case invader.RoleBits:
		return rapid.Uint64Range(0, 7).Draw(t, f.Name)
	case invader.RoleFlag, invader.RoleYesNo:
		return rapid.Bool().Draw(t, f.Name)
	}
	return between(-1, 3) // RoleNumber: a chance outcome
}

func describe(s invader.State, a invader.Action) string {
	return fmt.Sprintf("%q (%v)", s.FormatAction(a), a)
}
