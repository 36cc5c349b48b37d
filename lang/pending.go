package lang

import (
	"fmt"
	"maps"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/invaderengine/invader"
)

// decisionIDs are the ids of the decisions' messages: "pending." and the
// Decision's name ("pending.action"). A Decision the engine adds has no
// message until someone writes it (TestEveryDecisionHasWords).
func decisionID(d invader.Decision) string { return "pending." + d.String() }

// Pending says who must decide what at s, as a sentence a player reads
// before choosing: "Cole (player 1): choose an Action; 3 Actions left.",
// "Cole（玩家1）：选择一个行动；剩余3个行动。". Its English is
// examples/term's.
func (l *Language) Pending(s invader.State) string {
	g := l.game(s)
	p := s.Pending()
	name := ""
	if p.Survivor >= 0 {
		name = s.Survivor(p.Survivor).Card.Name
	}
	args := []any{"survivor", name, "player", p.Player + 1}
	switch p.Decision {
	case invader.ActionDecision:
		args = append(args, "left", g.actionsLeft())
	case invader.SkillDecision:
		args = append(args, "level", l.Level(s.Survivor(p.Survivor).Level))
	case invader.ChanceDecision:
		args = append(args, "what", l.Chance(s))
	case invader.SplitDecision:
		return g.splitWords()
	case invader.KeepDecision:
		if item, _, ok := s.Drawn(); ok {
			return g.say("pending.keep.card", "survivor", name, "card", g.card(item.Card.Name))
		}
	case invader.NoDecision:
		args = append(args, "outcome", l.Outcome(s.Outcome()))
	}
	id := decisionID(p.Decision)
	if English.texts[id] == nil {
		id = decisionID(invader.NoDecision)
	}
	return g.say(id, args...)
}

// actionsLeft says how many Actions the active Survivor has left.
func (g *game) actionsLeft() string {
	n, free := g.s.ActionsLeft()
	text := g.say("pending.actionsLeft", "n", n)
	for _, kind := range slices.Sorted(maps.Keys(free)) {
		if k := free[kind]; k > 0 {
			text += g.say("pending.freeActions", "n", k, "action", g.l.ActionKind(kind))
		}
	}
	return text
}

// splitWords says which group waits to split, and how to answer.
func (g *game) splitWords() string {
	p := g.s.Pending()
	group, ok := g.s.SplitWays()
	if !ok {
		return g.say("pending.split", "player", p.Player+1)
	}
	m := g.s.Map()
	ways := make([]string, len(group.Ways))
	for i, w := range group.Ways {
		ways[i] = g.say("pending.split.way", "i", i, "zone", m.Zone(w.To).Name)
	}
	kind := g.l.name("kind", g.s.Catalog()[group.Kind].Name)
	return g.say("pending.split.group", "player", p.Player+1, "n", group.Count,
		"xenos", g.say("phrase.count", "n", group.Count, "kind", kind, "kinds", g.l.pluralName(kind)),
		"zone", m.Zone(group.Zone).Name, "ways", strings.Join(ways, g.say("list.comma")))
}

// Waiting says in a few words who must decide what at s, for a status
// line: "Cole to take an Action", "等待 Cole 选择行动"; "" when the game is
// over.
func (l *Language) Waiting(s invader.State) string {
	g := l.game(s)
	p := s.Pending()
	if p.Decision == invader.NoDecision {
		return ""
	}
	what := g.say("waiting." + p.Decision.String())
	if English.texts["waiting."+p.Decision.String()] == nil {
		what = g.say("waiting.other", "decision", p.Decision.String())
	}
	player := ""
	if p.Player >= 0 {
		player = g.say("waiting.player", "player", p.Player+1)
	}
	switch {
	case p.Survivor >= 0 && p.Survivor < s.NumSurvivors():
		who := s.Survivor(p.Survivor).Card.Name
		if player != "" && s.NumPlayers() > 1 {
			who = g.say("waiting.survivorOf", "survivor", who, "player", player)
		}
		return g.say("waiting.who", "who", who, "what", what)
	case player != "":
		return g.say("waiting.who", "who", player, "what", what)
	}
	return g.say("waiting.nobody", "what", what)
}

// The engine's English description of a chance event
// (invader.State.DescribeChance), read back to say it in another
// language.
var (
	chanceDeal      = regexp.MustCompile(`^Starting Equipment for (.+)$`)
	chanceXeno      = regexp.MustCompile(`^a (?:Xeno|Zombie) card for the Spawn Zone (.+)$`)
	chanceZone      = regexp.MustCompile(`^a (?:Xeno|Zombie) card for zone (.+)$`)
	chanceItem      = regexp.MustCompile(`^an Equipment card for (.+)$`)
	chancePrototype = regexp.MustCompile(`^a Prototype for (.+)$`)
	chanceDie       = regexp.MustCompile(`^(.+) rolls die (\d+) of (\d+) for (.+)$`)
)

// Chance says what the pending chance event at s resolves, and for whom,
// as [invader.State.DescribeChance] does in English: "Magnus rolls die 1
// of 2 for the SMG", "Magnus 为SMG冲锋枪掷第1颗骰子（共2颗）". "" when no
// chance event is pending.
func (l *Language) Chance(s invader.State) string {
	text := s.DescribeChance()
	if text == "" {
		return ""
	}
	g := l.game(s)
	if id, args, ok := g.readChance(text); ok {
		return g.say(id, args...)
	}
	return text
}

// readChance reads the engine's English description of a chance event:
// its message's id and arguments.
func (g *game) readChance(text string) (string, []any, bool) {
	if m := chanceDeal.FindStringSubmatch(text); m != nil {
		return "chance.deal", []any{"survivor", m[1]}, true
	}
	if m := chanceXeno.FindStringSubmatch(text); m != nil {
		return "chance.xeno", []any{"zone", m[1]}, true
	}
	if m := chanceZone.FindStringSubmatch(text); m != nil {
		return "chance.zone", []any{"zone", m[1]}, true
	}
	if m := chanceItem.FindStringSubmatch(text); m != nil {
		return "chance.item", []any{"survivor", m[1]}, true
	}
	if m := chancePrototype.FindStringSubmatch(text); m != nil {
		return "chance.prototype", []any{"survivor", m[1]}, true
	}
	if m := chanceDie.FindStringSubmatch(text); m != nil {
		die, _ := strconv.Atoi(m[2])
		dice, _ := strconv.Atoi(m[3])
		if with, ok := g.with(m[4]); ok {
			return "chance.die", []any{"survivor", m[1], "die", die, "n", dice, "with", with}, true
		}
	}
	return "", nil, false
}

// with says what an attack rolls for, read from the engine's English:
// "the SMG", "the two SMGs", "the Peacekeeper Bot".
func (g *game) with(text string) (string, bool) {
	if two, ok := strings.CutPrefix(text, "the two "); ok {
		for _, c := range g.s.Cards() {
			if plural(c.Card.Name) == two {
				name := g.card(c.Card.Name)
				return g.say("chance.withTwo", "card", name, "cards", g.l.pluralName(name)), true
			}
		}
	}
	name, ok := strings.CutPrefix(text, "the ")
	if !ok {
		return "", false
	}
	for _, m := range g.s.Machines() {
		if m.Profile.Name == name {
			return g.say("chance.withMachine", "machine", g.l.name("machine", name)), true
		}
	}
	return g.say("chance.with", "card", g.card(name)), true
}

// Odds sums up the exact odds of attack a at s: the Xenos it eliminates
// on average, the chance of at least one, its misses and XP on average.
func (l *Language) Odds(s invader.State, a invader.Attack) string {
	outcomes, err := s.AttackOdds(a)
	if err != nil {
		return l.Error(err)
	}
	var kills, misses, xp, some float64
	for _, o := range outcomes {
		p := o.Probability()
		n := o.Result.Eliminated.Total()
		kills += p * float64(n)
		misses += p * float64(o.Result.Misses)
		xp += p * float64(o.Result.XP)
		if n > 0 {
			some += p
		}
	}
	g := l.game(s)
	return g.say("odds", "kills", fmt.Sprintf("%.2f", kills), "some", fmt.Sprintf("%.0f", 100*some),
		"misses", fmt.Sprintf("%.2f", misses), "xp", fmt.Sprintf("%.2f", xp))
}
