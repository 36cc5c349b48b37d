package lang

import (
	"reflect"

	"github.com/invaderengine/invader"
)

// Event writes e as a sentence in the words of the game s, as
// [invader.State.FormatEvent] does in English: "Cole moves s → r1",
// "Cole 移动：s → r1". In the zero State names are numbers (s0, z4), as
// an event's String writes them. An event of a kind the package does not
// know comes in the engine's English (TestEveryEventHasWords fails
// first).
func (l *Language) Event(s invader.State, e invader.Event) string {
	if e == nil {
		return "<nil>"
	}
	f := eventWords[reflect.TypeOf(e)]
	if f == nil {
		return s.FormatEvent(e)
	}
	return f(l.game(s), e)
}

// eventWords says each kind of event, by its type: the message's id is
// "event." and the type's name, and the arguments are the event's
// fields, named as in its JSON form.
var eventWords = map[reflect.Type]func(g *game, e invader.Event) string{}

// onEvent registers the words of events of type E.
func onEvent[E invader.Event](f func(g *game, e E) string) struct{} {
	eventWords[reflect.TypeFor[E]()] = func(g *game, e invader.Event) string { return f(g, e.(E)) }
	return struct{}{}
}

// eventID is the id of the message of an event of type E.
func eventID[E invader.Event]() string { return "event." + reflect.TypeFor[E]().Name() }

// simple registers an event said by one message, its arguments taken
// from the event by args.
func simple[E invader.Event](args func(g *game, e E) []any) struct{} {
	id := eventID[E]()
	return onEvent(func(g *game, e E) string { return g.say(id, args(g, e)...) })
}

var (
	_ = simple(func(g *game, e invader.RoundStarted) []any { return []any{"round", e.Round} })
	_ = onEvent(func(g *game, e invader.PhaseStarted) string {
		id := "event.PhaseStarted." + e.Phase.String()
		if English.texts[id] == nil {
			return e.Phase.String() // no phase: the engine's Phase(N)
		}
		return g.say(id)
	})
	_ = simple(func(g *game, e invader.CardDealt) []any {
		return []any{"survivor", g.survivor(e.Survivor), "card", g.card(e.Card)}
	})
	_ = simple(func(g *game, e invader.StartingChosen) []any {
		return []any{"survivor", g.survivor(e.Survivor), "card", g.card(e.Card)}
	})
	_ = simple(func(g *game, e invader.SurvivorActivated) []any {
		return []any{"survivor", g.survivor(e.Survivor), "n", e.Actions}
	})
	_ = simple(func(g *game, e invader.SurvivorMoved) []any {
		return []any{"survivor", g.survivor(e.Survivor), "from", g.zone(e.From), "to", g.zone(e.To)}
	})
	_ = simple(func(g *game, e invader.DoorOpened) []any {
		return []any{"survivor", g.survivor(e.Survivor), "door", door(e.Door)}
	})
	_ = simple(func(g *game, e invader.DoorClosed) []any {
		return []any{"survivor", g.survivor(e.Survivor), "door", door(e.Door)}
	})
	_ = simple(func(g *game, e invader.NoiseMade) []any {
		return []any{"survivor", g.survivor(e.Survivor), "zone", g.zone(e.Zone)}
	})
	_ = simple(func(g *game, e invader.ObjectiveTaken) []any {
		return []any{"survivor", g.survivor(e.Survivor), "objective", objective(e.Objective)}
	})
	_ = simple(func(g *game, e invader.XPGained) []any {
		return []any{"survivor", g.survivor(e.Survivor), "xp", e.XP, "total", e.Total}
	})
	_ = simple(func(g *game, e invader.DangerRaised) []any {
		return []any{"survivor", g.survivor(e.Survivor), "level", g.l.Level(e.Level)}
	})
	_ = simple(func(g *game, e invader.SkillGained) []any {
		return []any{"survivor", g.survivor(e.Survivor), "skill", g.l.Skill(e.Skill)}
	})
	_ = simple(func(g *game, e invader.TurnEnded) []any { return []any{"survivor", g.survivor(e.Survivor)} })
	_ = simple(func(g *game, e invader.NoiseRemoved) []any { return []any{"n", e.Count, "zone", g.zone(e.Zone)} })
	_ = simple(func(g *game, e invader.FirstPlayerPassed) []any { return []any{"player", e.Player + 1} })
	_ = onEvent(func(g *game, e invader.GoalDone) string { return g.goalText(e.Goal) })
	_ = simple(func(*game, invader.GameWon) []any { return nil })
	_ = simple(func(g *game, e invader.GameLost) []any { return []any{"loss", g.l.Loss(e.Reason)} })
	_ = simple(func(g *game, e invader.SurvivorWounded) []any {
		return []any{"xeno", g.xenos(e.Kind, 1), "survivor", g.survivor(e.Survivor), "zone", g.zone(e.Zone),
			"damage", e.Damage, "armor", e.Armor}
	})
	_ = simple(func(g *game, e invader.SurvivorEscaped) []any {
		return []any{"survivor", g.survivor(e.Survivor), "zone", g.zone(e.Zone)}
	})
	_ = simple(func(g *game, e invader.SurvivorEliminated) []any { return []any{"survivor", g.survivor(e.Survivor)} })
	_ = simple(func(g *game, e invader.XenosMoved) []any {
		return []any{"n", e.Count, "xenos", g.xenos(e.Kind, e.Count), "from", g.zone(e.From), "to", g.zone(e.To)}
	})
	_ = simple(func(g *game, e invader.DoorDestroyed) []any { return []any{"door", door(e.Door)} })
	_ = simple(func(*game, invader.XenoDeckShuffled) []any { return nil })
	_ = onEvent(func(g *game, e invader.XenoCardDrawn) string {
		if g.known {
			tokens := g.mission().SpawnTokens()
			if name, ok := g.deckCard(e.Card); ok && e.Spawn >= 0 && e.Spawn < len(tokens) {
				return g.say("event.XenoCardDrawn.known", "zone", g.zone(tokens[e.Spawn]), "card", name)
			}
		}
		return g.say("event.XenoCardDrawn", "card", e.Card, "spawn", e.Spawn)
	})
	_ = simple(func(g *game, e invader.XenosSpawned) []any {
		return []any{"n", e.Count, "xenos", g.xenos(e.Kind, e.Count), "zone", g.zone(e.Zone)}
	})
	_ = simple(func(g *game, e invader.ExtraActivation) []any { return []any{"kind", g.kindTitle(e.Kind)} })
	_ = simple(func(g *game, e invader.RushActivation) []any {
		return []any{"n", e.Count, "xenos", g.xenos(e.Kind, e.Count), "zone", g.zone(e.Zone)}
	})
	_ = simple(func(g *game, e invader.XenosRanOut) []any { return []any{"kind", g.kindTitle(e.Kind)} })
	_ = simple(func(g *game, e invader.MoldPlaced) []any {
		return []any{"mold", g.l.Mold(e.Mold), "zone", g.zone(e.Zone)}
	})
	_ = simple(func(g *game, e invader.DoorRemoved) []any { return []any{"door", door(e.Door)} })
	_ = simple(func(g *game, e invader.ObjectiveRemoved) []any { return []any{"objective", objective(e.Objective)} })
	_ = simple(func(g *game, e invader.CardDrawn) []any {
		return []any{"survivor", g.survivor(e.Survivor), "card", g.card(e.Card)}
	})
	_ = simple(func(g *game, e invader.CardKept) []any {
		return []any{"survivor", g.survivor(e.Survivor), "card", g.card(e.Card), "slot", g.slot(e.Slot)}
	})
	_ = onEvent(func(g *game, e invader.CardDiscarded) string {
		if e.Survivor < 0 {
			return g.say("event.CardDiscarded.alone", "card", g.card(e.Card))
		}
		return g.say("event.CardDiscarded", "survivor", g.survivor(e.Survivor), "card", g.card(e.Card))
	})
	_ = simple(func(*game, invader.EquipmentDeckShuffled) []any { return nil })
	_ = onEvent(func(g *game, e invader.Reorganized) string {
		switch {
		case e.Free:
			return g.say("event.Reorganized.free", "survivor", g.survivor(e.Survivor))
		case e.With == e.Survivor:
			return g.say("event.Reorganized", "survivor", g.survivor(e.Survivor))
		}
		return g.say("event.Reorganized.trade", "survivor", g.survivor(e.Survivor), "with", g.survivor(e.With))
	})
	_ = simple(func(g *game, e invader.CardArranged) []any {
		return []any{"card", g.card(e.Card), "owner", g.survivor(e.Owner), "slot", g.slot(e.Slot)}
	})
	_ = simple(func(g *game, e invader.CardAttached) []any {
		return []any{"card", g.card(e.Card), "host", g.card(e.Host)}
	})
	_ = simple(func(g *game, e invader.DieRolled) []any {
		return []any{"survivor", g.survivor(e.Survivor), "face", e.Face}
	})
	_ = simple(func(g *game, e invader.AttackResolved) []any {
		return []any{"survivor", g.survivor(e.Survivor), "zone", g.zone(e.Zone),
			"hits", g.say("phrase.hits", "n", e.Successes), "misses", g.say("phrase.misses", "n", e.Misses)}
	})
	_ = simple(func(g *game, e invader.XenosEliminated) []any {
		return []any{"survivor", g.survivor(e.Survivor), "xenos", g.xenos(e.Kind, e.Count), "zone", g.zone(e.Zone)}
	})
	_ = simple(func(g *game, e invader.FriendlyFire) []any {
		return []any{"shooter", g.survivor(e.Shooter), "survivor", g.survivor(e.Survivor), "damage", e.Damage, "armor", e.Armor}
	})
	_ = simple(func(g *game, e invader.HellfireStarted) []any {
		return []any{"survivor", g.survivor(e.Survivor), "zone", g.zone(e.Zone)}
	})
	_ = simple(func(g *game, e invader.SurvivorBurned) []any { return []any{"survivor", g.survivor(e.Survivor)} })
	_ = simple(func(g *game, e invader.SurvivorHealed) []any {
		return []any{"survivor", g.survivor(e.Survivor), "armor", e.Armor}
	})
	_ = simple(func(g *game, e invader.FreeActionGained) []any {
		return []any{"survivor", g.survivor(e.Survivor), "action", g.l.ActionKind(e.Action)}
	})
	_ = simple(func(g *game, e invader.ActionGiven) []any {
		return []any{"survivor", g.survivor(e.Survivor), "target", g.survivor(e.Target)}
	})
	_ = simple(func(g *game, e invader.Taunted) []any {
		return []any{"survivor", g.survivor(e.Survivor), "zone", g.zone(e.Zone)}
	})
	_ = simple(func(g *game, e invader.DamageCancelled) []any { return []any{"survivor", g.survivor(e.Survivor)} })
	_ = simple(func(g *game, e invader.MachineControlled) []any {
		return []any{"survivor", g.survivor(e.Survivor), "machine", g.machine(e.Machine)}
	})
	_ = simple(func(g *game, e invader.MachineMoved) []any {
		return []any{"machine", g.machine(e.Machine), "from", g.zone(e.From), "to", g.zone(e.To)}
	})
	_ = simple(func(g *game, e invader.MachineActivated) []any { return []any{"machine", g.machine(e.Machine)} })
	_ = simple(func(g *game, e invader.MachineRested) []any { return []any{"machine", g.machine(e.Machine)} })
	_ = simple(func(g *game, e invader.DoorUnlocked) []any { return []any{"door", door(e.Door)} })
	_ = simple(func(g *game, e invader.SpawnActivated) []any { return []any{"zone", g.zone(e.Zone)} })
	_ = simple(func(g *game, e invader.XPAwarded) []any {
		return []any{"survivor", g.survivor(e.Survivor), "xp", e.XP}
	})
	_ = simple(func(g *game, e invader.UltraredReset) []any {
		return []any{"survivor", g.survivor(e.Survivor), "xp", e.XP}
	})
	_ = simple(func(g *game, e invader.DoorForced) []any {
		return []any{"survivor", g.survivor(e.Survivor), "door", door(e.Door)}
	})
	_ = simple(func(g *game, e invader.GateTurned) []any {
		return []any{"survivor", g.survivor(e.Survivor), "gate", "g" + itoa(int(e.Gate)), "position", e.Position.String()}
	})
	_ = simple(func(g *game, e invader.SurvivorPushedBack) []any {
		return []any{"survivor", g.survivor(e.Survivor), "from", g.zone(e.From), "to", g.zone(e.To)}
	})
	_ = simple(func(g *game, e invader.XenosPushedBack) []any {
		return []any{"n", e.Count, "xenos", g.xenos(e.Kind, e.Count), "from", g.zone(e.From), "to", g.zone(e.To)}
	})
	_ = simple(func(g *game, e invader.WireTorn) []any { return []any{"wire", "w" + itoa(int(e.Wire))} })
	_ = onEvent(func(g *game, e invader.ZoneCardDrawn) string {
		if g.known {
			if name, ok := g.deckCard(e.Card); ok {
				return g.say("event.ZoneCardDrawn.known", "zone", g.zone(e.Zone), "card", name)
			}
		}
		return g.say("event.ZoneCardDrawn", "card", e.Card, "zone", int(e.Zone))
	})
)
