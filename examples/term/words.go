package main

import (
	"fmt"
	"slices"
	"strings"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/lang"
)

// The program's words are the game's (package lang: events, pending
// decisions, actions, odds, errors, the board's legend) and its own
// (book.go: prompts, help, commands), in the language of -lang.

// legalHeader opens the numbered list of legal actions, and
// discardsHeader its part of the free Discards.
func legalHeader(l *lang.Language) string    { return l.Book(book, "legal") }
func discardsHeader(l *lang.Language) string { return l.Book(book, "discards") }

// show prints the board at s, what is pending, and the legal actions.
func (g *session) show(s invader.State) {
	g.out.print(g.paint.board(s, g.cfg.width, !g.keyShown))
	g.shown, g.keyShown = true, true
	g.out.println(g.paint.bold(g.l().Pending(s)))
	if i := s.Pending().Survivor; i >= 0 {
		g.out.println(inventoryLine(g.l(), s, i))
	}
	if slices.ContainsFunc(s.Legal(), isAttack) {
		g.out.println(g.say("typeOdds"))
	}
	g.out.println(legalHeader(g.l()))
	legal := s.Legal()
	discards := 0
	d := s.Pending().Decision
	apart := d != invader.SoakDecision && d != invader.BraceDecision && d != invader.ReorganizeDecision
	for i, a := range legal {
		if apart && isDiscard(a) {
			discards++
			continue
		}
		g.out.println(g.legalLine(s, i, a))
	}
	if discards == 0 {
		return
	}
	// The free Discards any Survivor may make (p.18), apart, with their
	// numbers in the one list.
	g.out.println(g.paint.dim(discardsHeader(g.l())))
	for i, a := range legal {
		if isDiscard(a) {
			g.out.println(g.legalLine(s, i, a))
		}
	}
	// (When discarding is the decision itself, against a wound or while
	// reorganizing, the Discards stay in the list.)
}

// legalLine is legal action a, numbered i+1, in notation (what a player
// types), with its note.
func (g *session) legalLine(s invader.State, i int, a invader.Action) string {
	line := fmt.Sprintf("%3d  %s", i+1, s.FormatAction(a))
	if n := note(g.l(), s, a); n != "" {
		line += "  " + g.paint.dim(g.say("note", "note", n))
	}
	return line
}

// isDiscard reports whether a is a Discard.
func isDiscard(a invader.Action) bool {
	_, ok := a.(invader.Discard)
	return ok
}

func isAttack(a invader.Action) bool {
	_, ok := a.(invader.Attack)
	return ok
}

// promptLine asks for the answer to the decision pending at s.
func promptLine(l *lang.Language, s invader.State) string {
	p := s.Pending()
	who := l.Book(book, "who.chance")
	switch {
	case p.Survivor >= 0:
		who = s.Survivor(p.Survivor).Card.Name
	case p.Player >= 0:
		who = l.Book(book, "who.player", "player", p.Player+1)
	}
	return l.Book(book, "prompt", "who", who, "n", len(s.Legal()))
}

// inventoryLine says what Survivor i carries, slot by slot.
func inventoryLine(l *lang.Language, s invader.State, i int) string {
	var held []string
	for slot, item := range s.Inventory(i) {
		if item.ID < 0 {
			continue
		}
		args := []any{"slot", l.Slot(slot), "card", l.Card(item.Card.Name), "id", fmt.Sprintf("card%d", item.ID)}
		if item.Attached >= 0 {
			held = append(held, l.Book(book, "item.with", append(args, "attached", cardName(l, s, item.Attached))...))
		} else {
			held = append(held, l.Book(book, "item", args...))
		}
	}
	name := s.Survivor(i).Card.Name
	if len(held) == 0 {
		return l.Book(book, "carriesNothing", "survivor", name)
	}
	return l.Book(book, "carries", "survivor", name, "items", strings.Join(held, l.Say("list.comma")))
}

// note adds to an action what its notation does not say. In English,
// whose words the notation uses, the names of the cards it moves and a
// chance outcome's odds; in any other language, the action in words.
func note(l *lang.Language, s invader.State, a invader.Action) string {
	if l != lang.English {
		return l.Action(s, a)
	}
	switch a := a.(type) {
	case invader.Discard:
		return cardName(l, s, a.Card)
	case invader.Arrange:
		return cardName(l, s, a.Card)
	case invader.Attach:
		return cardName(l, s, a.Card) + " on " + cardName(l, s, a.Host)
	case invader.Attack:
		return s.Inventory(a.Survivor)[a.Weapon].Card.Name
	case invader.Keep:
		if a.Slot >= 0 {
			if old := s.Inventory(a.Survivor)[a.Slot]; old.ID >= 0 {
				return "in place of the " + old.Card.Name
			}
		}
	case invader.Chance:
		for _, o := range s.ChanceOutcomes() {
			if o.Action == a {
				return fmt.Sprintf("%d in %d", o.Weight, o.Total)
			}
		}
	}
	return ""
}

// cardName is the name of the card numbered id in s.
func cardName(l *lang.Language, s invader.State, id int) string {
	for _, c := range s.Cards() {
		if c.ID == id {
			return l.Card(c.Card.Name)
		}
	}
	return l.Book(book, "card", "id", id)
}

// outcomeLine says how the game ended.
func outcomeLine(l *lang.Language, s invader.State) string {
	return l.Book(book, "outcome", "outcome", l.Outcome(s.Outcome()), "round", s.Round())
}

// botTitle names a bot of package bot by its name on the command line:
// "greedy", "贪心"; "search:50".
func botTitle(l *lang.Language, name string) string {
	if n, ok := strings.CutPrefix(name, "search:"); ok {
		return l.Book(book, "bot.searchN", "n", n)
	}
	if _, ok := book["en"]["bot."+name]; ok {
		return l.Book(book, "bot."+name)
	}
	return name
}

// rulesLine says which game this is.
func rulesLine(l *lang.Language, s invader.State, cfg config) string {
	r := s.Rules()
	parts := []string{l.Book(book, "players", "n", s.NumPlayers()), l.Book(book, "seed", "seed", fmt.Sprint(r.Seed))}
	if r.Ultrared {
		parts = append(parts, l.Book(book, "ultrared"))
	}
	if r.ExternalChance {
		parts = append(parts, l.Book(book, "table"))
	}
	bot := botTitle(l, cfg.botName)
	switch {
	case cfg.seats.all:
		parts = append(parts, l.Book(book, "botPlaysAll", "bot", bot))
	case len(cfg.seats.names) > 0:
		var names []string
		for _, n := range survivorNames(s) {
			if cfg.seats.names[strings.ToLower(n)] {
				names = append(names, n)
			}
		}
		parts = append(parts, l.Book(book, "botPlays", "bot", bot, "survivors", strings.Join(names, l.Say("list.comma"))))
	}
	return strings.Join(parts, l.Book(book, "rules.comma"))
}

// survivorNames are the names of the Survivors of s, in order.
func survivorNames(s invader.State) []string {
	names := make([]string, s.NumSurvivors())
	for i := range names {
		names[i] = s.Survivor(i).Card.Name
	}
	return names
}

// survivorNamed is the index of the Survivor called name in s, or -1.
func survivorNamed(s invader.State, name string) int {
	for i, n := range survivorNames(s) {
		if strings.EqualFold(n, name) {
			return i
		}
	}
	return -1
}
