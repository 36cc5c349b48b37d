package lang

import (
	"fmt"
	"slices"
	"strings"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/spawn"
	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/xeno"
	"github.com/invaderengine/invader/zone"
)

// The names of the game's things, as the engine writes them in its words
// (invader's words.go and notation.go): Survivors and zones by their names
// (the same in every language: the notation reads them), or, in the zero
// State, by number (s0, z4); doors, gates, Objectives and wires by their
// tokens (d3, g1, o2, w1); the game's nouns (kinds, cards, Skills, Danger
// Levels...) in the language.

// survivor names Survivor i: its name, #i when the name is not one word
// (the notation's rule), s0 without a game.
func (g *game) survivor(i int) string {
	switch {
	case !g.known:
		return fmt.Sprintf("s%d", i)
	case i >= 0 && i < g.s.NumSurvivors():
		if name := g.s.Survivor(i).Card.Name; oneWord(name) {
			return name
		}
	}
	return fmt.Sprintf("#%d", i)
}

// oneWord reports whether a name reads back as one word of the notation.
func oneWord(name string) bool {
	return name != "" && len(strings.Fields(name)) == 1 && !strings.HasPrefix(name, "#")
}

// zone names zone z: its name, z4 without a game, #z off the map.
func (g *game) zone(z zone.ID) string {
	switch {
	case !g.known:
		return fmt.Sprintf("z%d", z)
	case int(z) < g.s.Map().Len():
		return g.s.Map().Zone(z).Name
	}
	return fmt.Sprintf("#%d", z)
}

func door(d zone.DoorID) string { return fmt.Sprintf("d%d", d) }

func objective(o int) string { return fmt.Sprintf("o%d", o) }

// kindTitle names Xeno kind k: "Tank" ("坦克"), or k1 without a game.
func (g *game) kindTitle(k xeno.Kind) string {
	if c := g.s.Catalog(); g.known && int(k) < len(c) {
		return g.l.name("kind", c[k].Name)
	}
	return fmt.Sprintf("k%d", k)
}

// xenos writes n Xenos of kind k: "a Worker", "3 Workers".
func (g *game) xenos(k xeno.Kind, n int) string {
	kind := g.kindTitle(k)
	return g.say("phrase.xenos", "n", n, "kind", kind, "kinds", g.l.pluralName(kind))
}

// card names an Equipment card by its English name.
func (g *game) card(name string) string { return g.l.name("card", name) }

// cardID names the card numbered id in the game.
func (g *game) cardID(id int) string {
	if g.cards == nil {
		g.cards = g.s.Cards()
	}
	if id < 0 || id >= len(g.cards) {
		return fmt.Sprintf("card%d", id)
	}
	return g.card(g.cards[id].Card.Name)
}

// machine names Machine m: "the Peacekeeper Bot", or m0 without a game.
func (g *game) machine(m int) string {
	if g.known {
		if ms := g.s.Machines(); m >= 0 && m < len(ms) {
			return g.say("phrase.machine", "machine", g.l.name("machine", ms[m].Profile.Name))
		}
	}
	return fmt.Sprintf("m%d", m)
}

var slotNames = [invader.NumSlots]string{"hand1", "hand2", "body1", "body2", "pack1", "pack2", "pack3", "pack4", "pack5"}

// slot names an inventory slot: hand1... in English, as the notation
// does.
func (g *game) slot(slot int) string { return g.l.slot(slot) }

// Slot names an inventory slot: hand1... pack5 in English, as the
// notation writes them; 手1... 背包5 in Chinese.
func (l *Language) Slot(slot int) string { return l.slot(slot) }

func (l *Language) slot(slot int) string {
	if slot >= 0 && slot < invader.NumSlots {
		return l.Say("slot." + slotNames[slot])
	}
	return fmt.Sprintf("slot%d", slot)
}

// Level names a Danger Level: "orange", "橙色".
func (l *Language) Level(v survivor.Level) string { return l.name("level", v.String()) }

// Class names a Survivor's class: "soldier", "士兵".
func (l *Language) Class(c survivor.Class) string { return l.name("class", c.String()) }

// ActionKind names the kind of Action a Skill names: "Move", "移动".
func (l *Language) ActionKind(a survivor.Action) string { return l.name("action", a.String()) }

// Skill names a Skill as its card prints it, with its parameter: "+1
// free Move Action", "+1次免费移动行动".
func (l *Language) Skill(sk survivor.Skill) string {
	if !slices.Contains(survivor.Kinds(), sk.Kind) {
		return sk.String() // Skill(N)
	}
	name := l.name("skill", sk.Kind.Info().Name)
	name = strings.Replace(name, "[Action]", l.ActionKind(sk.Action), 1)
	return strings.Replace(name, "[Equipment]", l.name("card", sk.Card), 1)
}

// Kind names a Xeno kind by its English name ("Worker"): a kind of the
// built-in catalogues in the language, any other as it is.
func (l *Language) Kind(name string) string { return l.name("kind", name) }

// Card names an Equipment card by its English name ("Cattle Prod",
// "电刺棍"): a card of the built-in catalogues in the language, a
// mission's own card as the mission wrote it.
func (l *Language) Card(name string) string { return l.name("card", name) }

// Machine names a Machine by its profile's name ("Peacekeeper Bot").
func (l *Language) Machine(name string) string { return l.name("machine", name) }

// ZoneKind names a kind of zone: "corridor", "走廊".
func (l *Language) ZoneKind(k zone.Kind) string { return l.name("zonekind", k.String()) }

// Feature names a zone's feature by its name in the text map format
// ("airlock", "气闸").
func (l *Language) Feature(name string) string { return l.name("feature", name) }

// Color names a colour: "purple", "紫色".
func (l *Language) Color(c zone.Color) string { return l.name("color", c.String()) }

// Mold names a Mold token's state: "active", "活性".
func (l *Language) Mold(m zone.Mold) string { return l.name("mold", m.String()) }

// Goal says a mission's Goal: "take all objectives", "拿取所有目标".
func (l *Language) Goal(goal mission.Goal) string {
	if goal.Kind == mission.TakeColorObjectives {
		return l.Say("goal.color", "color", l.Color(goal.Color))
	}
	return l.name("goal", goal.Kind.String())
}

// Title is a mission's title in the language: a built-in mission's by its
// ID, any other as its author wrote it.
func (l *Language) Title(m mission.Mission) string {
	if t, ok := l.names["title:"+m.ID+" "+m.Title]; ok {
		return t
	}
	return m.Title
}

// Difficulty says a mission's difficulty: "hard", "困难".
func (l *Language) Difficulty(d string) string { return l.name("difficulty", d) }

// Phase names a phase of the round in a game of ruleset r: "Players'
// Phase", "玩家阶段"; "Xenos' Phase", "僵尸阶段" in 2nd Edition.
func (l *Language) Phase(r mission.Ruleset, p invader.Phase) string {
	id := "phase." + p.String()
	if English.texts[id] == nil {
		return p.String() // no phase: Phase(N)
	}
	return l.SayIn(r, id)
}

// Loss says why a game was lost.
func (l *Language) Loss(loss invader.Loss) string { return l.name("loss", loss.String()) }

// Outcome says how a game stands: "in progress", "won", "lost: a
// survivor was eliminated", as [invader.Outcome]'s String does in English.
func (l *Language) Outcome(o invader.Outcome) string {
	if o.Result == invader.Lost {
		return l.Say("outcome.lost", "loss", l.Loss(o.Loss))
	}
	return l.name("result", o.Result.String())
}

// goalText says Goal g done.
func (g *game) goalText(i int) string {
	if g.known {
		if goals := g.mission().Goals; i >= 0 && i < len(goals) {
			return g.say("event.GoalDone.known", "goal", i+1, "what", g.l.Goal(goals[i]))
		}
	}
	return g.say("event.GoalDone", "goal", i+1)
}

// xenoCard names a Xeno card as a player reads it, as spawn.Card.Name
// does in English: "spawn Worker 1/2/4/6", "extra activation: Hunter".
func (g *game) xenoCard(c spawn.Card) string {
	kind := func(k xeno.Kind) string {
		if cat := g.s.Catalog(); int(k) < len(cat) {
			return g.l.name("kind", cat[k].Name)
		}
		return g.say("xenocard.unknownKind", "k", int(k))
	}
	var name string
	switch c.Type {
	case spawn.Spawn:
		l := c.Lines
		if l[0].Kind == l[1].Kind && l[1].Kind == l[2].Kind && l[2].Kind == l[3].Kind {
			name = g.say("xenocard.spawn", "kind", kind(l[0].Kind),
				"lines", fmt.Sprintf("%d/%d/%d/%d", l[0].Count, l[1].Count, l[2].Count, l[3].Count))
		} else {
			var lines []string
			for _, line := range l {
				lines = append(lines, g.say("xenocard.line", "n", line.Count, "kind", kind(line.Kind)))
			}
			name = g.say("xenocard.spawnMixed", "lines", strings.Join(lines, "/"))
		}
	case spawn.Extra:
		name = g.say("xenocard.extra", "kind", kind(c.Kind))
	case spawn.MoldSpawn:
		name = g.say("xenocard.mold", "n", c.Lines[0].Count, "kind", kind(c.Lines[0].Kind))
	case spawn.Abomination:
		name = g.say("xenocard.abomination")
	default:
		name = c.Type.String()
	}
	if c.Rush {
		return g.say("xenocard.rush", "card", name)
	}
	return name
}

// deckCard names card i of the game's Xeno deck, or "" when there is none.
func (g *game) deckCard(i int) (string, bool) {
	deck := g.mission().XenoDeck()
	if i < 0 || i >= len(deck) {
		return "", false
	}
	return g.xenoCard(deck[i].Card), true
}
