package main

import (
	"strings"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/lang"
	"github.com/invaderengine/invader/server"
	"github.com/invaderengine/invader/survivor"
)

// pageData is what the page adds to every view the server sends
// (server.Config.Extra, the view's "extra"): the board drawn, the
// Survivors' panels, the words of the prompt, and the legal actions with
// the spots where the page takes them. It is made from the State's View
// alone (no seed, no generator), so nothing in it tells the future.
type pageData struct {
	Ruleset   string         `json:"ruleset"` // "invader" or "2e"
	Xenos     string         `json:"xenos"`   // what the ruleset calls its enemies: "Xenos" or "Zombies"
	Title     string         `json:"title"`
	Status    string         `json:"status"` // round and phase
	Prompt    string         `json:"prompt"` // who must decide what
	Chance    string         `json:"chance,omitempty"`
	SVG       string         `json:"svg"`
	Turn      *turnView      `json:"turn,omitempty"`
	Fight     *fightView     `json:"fight,omitempty"`
	Drawn     *drawnView     `json:"drawn,omitempty"`
	Survivors []survivorView `json:"survivors"`
	Legend    legendView     `json:"legend"`
	Zones     []zoneView     `json:"zones"` // each zone in words, for its accessible name and the board in words
	Doors     []doorView     `json:"doors"`
	// Actions are the legal actions with their spots and words, for the
	// seat that decides (none for the others and spectators).
	Actions []actionView `json:"actions,omitempty"`
}

// turnView is the Turn under way: its Survivor and the Actions it has left.
type turnView struct {
	Survivor string `json:"survivor"`
	Actions  int    `json:"actions"` // general Actions left
	Free     string `json:"free,omitempty"`
	Words    string `json:"words"` // "2 Actions left, and a free Move"
	Last     bool   `json:"last"`  // the last Survivor of its player to activate this round
}

// fightView is the attack under way: who, with what, where, the dice.
type fightView struct {
	Attacker string   `json:"attacker"`
	Weapon   cardView `json:"weapon"`
	Target   string   `json:"target"`
	Dice     []int    `json:"dice"`
	Words    string   `json:"words"`
}

// drawnView is a card waiting for its place (a Keep decision).
type drawnView struct {
	Survivor string   `json:"survivor"`
	Card     cardView `json:"card"`
}

// extra is the page's data in English (extraIn).
func extra(view invader.State, seat int) any { return extraIn(view, seat, lang.English) }

// extraIn is the server's Config.ExtraIn: the page's data for seat (-1
// for a spectator) of view, a State's View, in language sl (package
// lang's). The part every seat shares is made once per position and
// language (see board.go); the actions only for the seat that decides.
func extraIn(view invader.State, seat int, sl server.Language) any {
	l := langOf(sl)
	d := shared(view, l)
	if decides(view, seat) {
		d.Actions = actions(view, seat, l)
	}
	return d
}

// decides reports whether seat takes view's pending decision: its
// player's, or a chance outcome (at a real table any person enters them;
// when the server rolls, the page is never asked).
func decides(view invader.State, seat int) bool {
	p := view.Pending()
	if seat < 0 || view.IsOver() {
		return false
	}
	return p.Player == seat || p.Decision == invader.ChanceDecision
}

// describe makes the part of the page's data every seat shares, in l.
func describe(s invader.State, l *lang.Language) pageData {
	ms := s.Mission()
	d := pageData{
		Ruleset: s.Ruleset().String(), Xenos: xenosWord(s, l),
		Title:  strings.TrimSpace(ms.ID + " " + l.Title(ms)),
		Status: status(s, l), Prompt: prompt(s, l), Chance: l.Chance(s),
		SVG: board(s, l), Turn: turn(s, l), Fight: fight(s, l), Drawn: drawn(s, l),
		Survivors: survivors(s, l), Legend: legend(s, l),
		Zones: zones(s, l), Doors: doors(s, l),
	}
	return d
}

// xenosWord is what the game's rules call the enemies, in l: "Xenos" or
// "Zombies". (A message no book has is said as it is: its {@xeno} is the
// ruleset's term.)
func xenosWord(s invader.State, l *lang.Language) string { return l.SayIn(s.Ruleset(), "{@xeno}") }

// status is round and phase, in the words of the game's rules.
func status(s invader.State, l *lang.Language) string {
	phase := l.Phase(s.Ruleset(), s.Phase())
	if s.Phase() == invader.XenosPhase { // the enemies' own phase: "Zombies' Phase" in 2nd Edition
		phase = say(l, "status.xenosPhase", "xenos", xenosWord(s, l))
	}
	line := say(l, "status", "round", s.Round(), "phase", phase)
	if s.IsOver() {
		return line + " · " + l.Outcome(s.Outcome())
	}
	return line
}

// promptIDs are the page's words for each decision: what to do, and how
// on the page.
var promptIDs = map[invader.Decision]string{
	invader.ActivationDecision: "prompt.activation", invader.ActionDecision: "prompt.action",
	invader.SkillDecision: "prompt.skill", invader.ChanceDecision: "prompt.chance",
	invader.WoundDecision: "prompt.wound", invader.SplitDecision: "prompt.split",
	invader.KeepDecision: "prompt.keep", invader.ReorganizeDecision: "prompt.reorganize",
	invader.RerollDecision: "prompt.reroll", invader.SoakDecision: "prompt.soak",
	invader.BraceDecision: "prompt.brace", invader.StartingDecision: "prompt.starting",
	invader.TargetDecision: "prompt.target",
}

// prompt says who must decide what, in words.
func prompt(s invader.State, l *lang.Language) string {
	p := s.Pending()
	who := ""
	switch {
	case p.Survivor >= 0:
		who = say(l, "prompt.survivor", "survivor", s.Survivor(p.Survivor).Card.Name)
	case p.Player >= 0:
		who = say(l, "prompt.player", "n", p.Player+1)
	}
	id, ok := promptIDs[p.Decision]
	if !ok {
		return say(l, "prompt.over", "outcome", l.Outcome(s.Outcome()))
	}
	return who + say(l, id, "xenos", xenosWord(s, l))
}

// turn describes the Turn under way, if one is.
func turn(s invader.State, l *lang.Language) *turnView {
	i := s.Active()
	if i < 0 || s.Phase() != invader.PlayersPhase {
		return nil
	}
	sv := s.Survivor(i)
	n, free := s.ActionsLeft()
	t := &turnView{Survivor: sv.Card.Name, Actions: n, Free: freeWords(free, l), Last: lastToActivate(s, i)}
	t.Words = say(l, "turn.left", "n", n)
	if t.Free != "" {
		t.Words += say(l, "turn.and", "free", t.Free)
	}
	return t
}

// freeWords writes the free Actions left by kind: "1 free Move Action".
func freeWords(free map[survivor.Action]int, l *lang.Language) string {
	var parts []string
	for k := survivor.AnyAction; k <= survivor.Search; k++ {
		n := free[k]
		if n <= 0 {
			continue
		}
		if k == survivor.AnyAction {
			parts = append(parts, say(l, "turn.free", "n", n))
		} else {
			parts = append(parts, say(l, "turn.freeKind", "n", n, "kind", l.ActionKind(k)))
		}
	}
	return strings.Join(parts, ", ")
}

// lastToActivate reports whether Survivor i is the last of its player's
// Survivors on the board to take its Turn this round (the game activates
// it at once: no click needed).
func lastToActivate(s invader.State, i int) bool {
	me := s.Survivor(i)
	for j := range s.NumSurvivors() {
		sv := s.Survivor(j)
		if j != i && sv.Player == me.Player && !sv.Activated && !sv.Dead && !sv.Escaped {
			return false
		}
	}
	return true
}

// fight describes the attack under way, if one is.
func fight(s invader.State, l *lang.Language) *fightView {
	a, dice, ok := s.Fighting()
	if !ok || a.Survivor < 0 || a.Survivor >= s.NumSurvivors() {
		return nil
	}
	f := &fightView{Attacker: s.Survivor(a.Survivor).Card.Name, Target: s.Map().Zone(a.Target).Name, Dice: dice}
	if f.Dice == nil {
		f.Dice = []int{}
	}
	if a.Weapon >= 0 && a.Weapon < invader.NumSlots {
		f.Weapon = card(s, s.Inventory(a.Survivor)[a.Weapon], a.Weapon, l)
	}
	f.Words = say(l, "fight.attacks", "attacker", f.Attacker, "target", f.Target)
	if f.Weapon.Card != "" {
		f.Words += say(l, "fight.with", "weapon", f.Weapon.Card)
	}
	if a.Concentrated {
		f.Words += say(l, "fight.concentrated")
	}
	return f
}

// drawn describes the card waiting for a Keep decision, if one is.
func drawn(s invader.State, l *lang.Language) *drawnView {
	it, who, ok := s.Drawn()
	if !ok {
		return nil
	}
	return &drawnView{Survivor: s.Survivor(who).Card.Name, Card: card(s, it, -1, l)}
}
