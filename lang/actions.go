package lang

import (
	"fmt"
	"reflect"
	"strings"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/zone"
)

// Action says action a in words, as a sentence with its Survivor, in the
// game s it is legal in: "Cole moves to c1", "Cole 移动到 c1". Its
// English is examples/engine's ("words" in docs/PROTOCOL.md). The
// notation ([invader.State.FormatAction]) is what a player types; these
// are what a player reads. An action of a kind the package does not know
// comes in notation (TestEveryActionHasWords fails first).
func (l *Language) Action(s invader.State, a invader.Action) string {
	if a == nil {
		return "<nil>"
	}
	f := actionWords[reflect.TypeOf(a)]
	if f == nil {
		return s.FormatAction(a)
	}
	return f(l.game(s), a)
}

// actionWords says each kind of action, by its type; the message ids
// are "action." and the type's name.
var actionWords = map[reflect.Type]func(g *game, a invader.Action) string{}

func onAction[A invader.Action](f func(g *game, a A) string) struct{} {
	actionWords[reflect.TypeFor[A]()] = func(g *game, a invader.Action) string { return f(g, a.(A)) }
	return struct{}{}
}

func actionID[A invader.Action]() string { return "action." + reflect.TypeFor[A]().Name() }

// sayAction registers an action said by one message.
func sayAction[A invader.Action](args func(g *game, a A) []any) struct{} {
	id := actionID[A]()
	return onAction(func(g *game, a A) string { return g.say(id, args(g, a)...) })
}

// The names an action's words use: unlike the events', the Survivor's
// name as its card prints it.
func (g *game) who(i int) string {
	if i < 0 || i >= g.s.NumSurvivors() {
		return g.say("action.unknownSurvivor", "n", i)
	}
	return g.s.Survivor(i).Card.Name
}

func (g *game) where(z zone.ID) string {
	if m := g.s.Map(); m != nil && int(z) < m.Len() {
		return m.Zone(z).Name
	}
	return g.say("action.unknownZone", "n", int(z))
}

// weapon names the card in Survivor i's slot.
func (g *game) weapon(i, slot int) string {
	if i < 0 || i >= g.s.NumSurvivors() || slot < 0 || slot >= invader.NumSlots {
		return g.say("action.weapon")
	}
	return g.card(g.s.Inventory(i)[slot].Card.Name)
}

func (g *game) kind(k int) string {
	if c := g.s.Catalog(); k >= 0 && k < len(c) {
		return g.l.name("kind", c[k].Name)
	}
	return fmt.Sprintf("k%d", k)
}

var (
	_ = sayAction(func(g *game, a invader.Activate) []any { return []any{"survivor", g.who(a.Survivor)} })
	_ = sayAction(func(g *game, a invader.Move) []any {
		return []any{"survivor", g.who(a.Survivor), "zone", g.where(a.To)}
	})
	_ = sayAction(func(g *game, a invader.Jump) []any {
		return []any{"survivor", g.who(a.Survivor), "zone", g.where(a.To)}
	})
	_ = sayAction(func(g *game, a invader.Bloodlust) []any {
		return []any{"survivor", g.who(a.Survivor), "zone", g.where(a.To)}
	})
	_ = sayAction(func(g *game, a invader.Shove) []any {
		return []any{"survivor", g.who(a.Survivor), "zone", g.where(a.To)}
	})
	_ = sayAction(func(g *game, a invader.Lifesave) []any {
		return []any{"survivor", g.who(a.Survivor), "zone", g.where(a.From)}
	})
	_ = sayAction(func(g *game, a invader.Taunt) []any {
		return []any{"survivor", g.who(a.Survivor), "zone", g.where(a.Zone)}
	})
	_ = sayAction(func(g *game, a invader.MakeNoise) []any { return []any{"survivor", g.who(a.Survivor)} })
	_ = sayAction(func(g *game, a invader.Search) []any { return []any{"survivor", g.who(a.Survivor)} })
	_ = sayAction(func(g *game, a invader.TakeOxygen) []any { return []any{"survivor", g.who(a.Survivor)} })
	_ = sayAction(func(g *game, a invader.EndTurn) []any { return []any{"survivor", g.who(a.Survivor)} })
	_ = sayAction(func(g *game, a invader.OpenDoor) []any {
		return []any{"survivor", g.who(a.Survivor), "door", door(a.Door)}
	})
	_ = sayAction(func(g *game, a invader.CloseDoor) []any {
		return []any{"survivor", g.who(a.Survivor), "door", door(a.Door)}
	})
	_ = sayAction(func(g *game, a invader.TakeObjective) []any {
		return []any{"survivor", g.who(a.Survivor), "objective", objective(a.Objective)}
	})
	_ = onAction(func(g *game, a invader.Reorganize) string {
		if a.With == a.Survivor {
			return g.say("action.Reorganize", "survivor", g.who(a.Survivor))
		}
		return g.say("action.Reorganize.trade", "survivor", g.who(a.Survivor), "with", g.who(a.With))
	})
	_ = sayAction(func(g *game, a invader.Discard) []any {
		return []any{"survivor", g.who(a.Survivor), "card", g.cardID(a.Card)}
	})
	_ = onAction(func(g *game, a invader.Keep) string { return g.keep(a) })
	_ = sayAction(func(g *game, a invader.Arrange) []any {
		slot := g.say("action.slot")
		if a.Slot >= 0 && a.Slot < invader.NumSlots {
			slot = g.slot(a.Slot)
		}
		return []any{"card", g.cardID(a.Card), "owner", g.who(a.Owner), "slot", slot}
	})
	_ = sayAction(func(g *game, a invader.Attach) []any {
		return []any{"card", g.cardID(a.Card), "host", g.cardID(a.Host)}
	})
	_ = sayAction(func(g *game, a invader.DoneReorganizing) []any { return []any{"survivor", g.who(a.Survivor)} })
	_ = sayAction(func(g *game, a invader.Attack) []any {
		dual, conc := "", ""
		if a.Dual {
			dual = g.say("action.dual")
		}
		if a.Concentrated {
			conc = g.say("action.concentrated")
		}
		return []any{"survivor", g.who(a.Survivor), "zone", g.where(a.Target), "weapon", g.weapon(a.Survivor, a.Weapon),
			"dual", dual, "concentrated", conc}
	})
	_ = sayAction(func(g *game, a invader.MachineAttack) []any {
		ranged, conc := "", ""
		if a.Ranged {
			ranged = g.say("action.ranged")
		}
		if a.Concentrated {
			conc = g.say("action.concentrated")
		}
		return []any{"survivor", g.who(a.Survivor), "machine", fmt.Sprintf("m%d", a.Machine), "zone", g.where(a.Target),
			"ranged", ranged, "concentrated", conc}
	})
	_ = sayAction(func(g *game, a invader.ForceDoor) []any {
		return []any{"survivor", g.who(a.Survivor), "door", door(a.Door), "weapon", g.weapon(a.Survivor, a.Weapon)}
	})
	_ = sayAction(func(g *game, a invader.AssignHit) []any {
		return []any{"survivor", g.who(a.Survivor), "kind", g.kind(int(a.Kind))}
	})
	_ = onAction(func(g *game, a invader.Reroll) string {
		if a.Yes {
			return g.say("action.Reroll.yes", "survivor", g.who(a.Survivor))
		}
		return g.say("action.Reroll", "survivor", g.who(a.Survivor))
	})
	_ = sayAction(func(g *game, a invader.AssignWound) []any { return []any{"survivor", g.who(a.Survivor)} })
	_ = sayAction(func(g *game, a invader.TakeWound) []any { return []any{"survivor", g.who(a.Survivor)} })
	_ = sayAction(func(g *game, a invader.Heal) []any {
		return []any{"survivor", g.who(a.Survivor), "target", g.who(a.Target)}
	})
	_ = sayAction(func(g *game, a invader.Lead) []any {
		return []any{"survivor", g.who(a.Survivor), "target", g.who(a.Target)}
	})
	_ = sayAction(func(g *game, a invader.ChooseStarting) []any {
		return []any{"survivor", g.who(a.Survivor), "card", g.cardID(a.Card)}
	})
	_ = sayAction(func(g *game, a invader.ChooseSkill) []any {
		return []any{"survivor", g.who(a.Survivor), "skill", g.l.Skill(a.Skill)}
	})
	_ = sayAction(func(g *game, a invader.MachineMove) []any {
		return []any{"survivor", g.who(a.Survivor), "machine", fmt.Sprintf("m%d", a.Machine), "zone", g.where(a.To)}
	})
	_ = sayAction(func(g *game, a invader.MachineForceDoor) []any {
		return []any{"survivor", g.who(a.Survivor), "machine", fmt.Sprintf("m%d", a.Machine), "door", door(a.Door)}
	})
	_ = sayAction(func(g *game, a invader.TurnGate) []any {
		return []any{"survivor", g.who(a.Survivor), "gate", fmt.Sprintf("g%d", a.Gate)}
	})
	_ = onAction(func(g *game, a invader.SplitXenos) string { return g.split(a) })
	_ = onAction(func(g *game, a invader.Chance) string { return g.chance(a) })
)

// keep says where a Keep puts the card drawn.
func (g *game) keep(a invader.Keep) string {
	drawn := g.say("action.cardDrawn")
	if c, _, ok := g.s.Drawn(); ok {
		drawn = g.card(c.Card.Name)
	}
	who := g.who(a.Survivor)
	switch {
	case a.Slot == invader.Redraw:
		return g.say("action.Keep.redraw", "survivor", who, "card", drawn)
	case a.Slot < 0 || a.Slot >= invader.NumSlots:
		return g.say("action.Keep.none", "survivor", who, "card", drawn)
	}
	room := ""
	if a.Survivor >= 0 && a.Survivor < g.s.NumSurvivors() {
		if old := g.s.Inventory(a.Survivor)[a.Slot]; old.ID >= 0 {
			room = g.say("action.Keep.room", "card", g.card(old.Card.Name))
		}
	}
	return g.say("action.Keep", "survivor", who, "card", drawn, "slot", g.slot(a.Slot), "room", room)
}

// split says where the odd Xenos of a split go.
func (g *game) split(a invader.SplitXenos) string {
	group, ok := g.s.SplitWays()
	if !ok || len(group.Ways) == 0 {
		return g.say("action.SplitXenos.unknown", "notation", g.s.FormatAction(a))
	}
	var to []string
	for i, way := range group.Ways {
		if i < 64 && a.Extra&(1<<i) != 0 {
			to = append(to, g.where(way.To))
		}
	}
	if len(to) == 0 {
		return g.say("action.SplitXenos.none", "zone", g.where(group.Zone))
	}
	return g.say("action.SplitXenos", "zone", g.where(group.Zone), "to", strings.Join(to, g.say("list.comma")))
}

// chance says a chance outcome with its probability.
func (g *game) chance(a invader.Chance) string {
	for _, o := range g.s.ChanceOutcomes() {
		if o.Action == a {
			return g.say("action.Chance", "label", g.label(o.Label), "weight", o.Weight, "total", o.Total)
		}
	}
	return g.say("action.Chance.unknown", "outcome", a.Outcome)
}

// label says a chance outcome's label: a die's face, or a card's name in
// the language (a Xeno card's or an Equipment card's).
func (g *game) label(label string) string {
	if g.l == English || !g.known {
		return label
	}
	cat := g.s.Catalog()
	for _, e := range g.mission().XenoDeck() {
		if e.Card.Name(cat) == label {
			return g.xenoCard(e.Card)
		}
	}
	return g.card(label)
}
