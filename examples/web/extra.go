package main

import (
	"fmt"
	"strings"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/mission"
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

// extra is the server's Config.Extra: the page's data for seat (-1 for a
// spectator) of view, a State's View. The part every seat shares is made
// once per position (see board.go); the actions only for the seat that
// decides.
func extra(view invader.State, seat int) any {
	d := shared(view)
	if decides(view, seat) {
		d.Actions = actions(view, seat)
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

// describe makes the part of the page's data every seat shares.
func describe(s invader.State) pageData {
	ms := s.Mission()
	d := pageData{
		Ruleset: s.Ruleset().String(), Xenos: xenosWord(s),
		Title:  strings.TrimSpace(ms.ID + " " + ms.Title),
		Status: status(s), Prompt: prompt(s), Chance: s.DescribeChance(),
		SVG: board(s), Turn: turn(s), Fight: fight(s), Drawn: drawn(s),
		Survivors: survivors(s), Legend: legend(s),
	}
	return d
}

// xenosWord is what the game's rules call the enemies.
func xenosWord(s invader.State) string {
	if s.Ruleset() == mission.SecondEdition {
		return "Zombies"
	}
	return "Xenos"
}

// status is round and phase, in the words of the game's rules.
func status(s invader.State) string {
	phase := map[invader.Phase]string{
		invader.PlayersPhase: "Players' Phase", invader.XenosPhase: xenosWord(s) + "' Phase",
		invader.EndPhase: "End Phase", invader.Setup: "Setup",
	}[s.Phase()]
	line := fmt.Sprintf("Round %d · %s", s.Round(), phase)
	if s.IsOver() {
		return line + " · " + s.Outcome().String()
	}
	return line
}

// prompt says who must decide what, in words.
func prompt(s invader.State) string {
	p := s.Pending()
	who := ""
	switch {
	case p.Survivor >= 0:
		who = s.Survivor(p.Survivor).Card.Name + ": "
	case p.Player >= 0:
		who = fmt.Sprintf("Player %d: ", p.Player+1)
	}
	what := map[invader.Decision]string{
		invader.ActivationDecision: "choose a Survivor to activate (click its name)",
		invader.ActionDecision:     "take an Action: click a zone, a door, " + xenosWord(s) + " or a button",
		invader.SkillDecision:      "choose a Skill",
		invader.ChanceDecision:     "enter the outcome",
		invader.WoundDecision:      "choose who takes the wound (click a Survivor)",
		invader.SplitDecision:      "choose where the odd " + xenosWord(s) + " go",
		invader.KeepDecision:       "place the card drawn: choose a slot, or discard it",
		invader.ReorganizeDecision: "reorganize for free: click a card, then a slot; Done (or a click on the board) ends it",
		invader.RerollDecision:     "re-roll the dice?",
		invader.SoakDecision:       "discard cards against the wound, or take it",
		invader.BraceDecision:      "the wound would eliminate you: discard a card that heals (an M.R.E.), or take it",
		invader.StartingDecision:   "choose the card you add to the Starting Equipment, dealt at random",
		invader.TargetDecision:     "choose which of the " + xenosWord(s) + " the hit eliminates (click it)",
	}[p.Decision]
	if what == "" {
		return "The game is over: " + s.Outcome().String() + "."
	}
	return who + what
}

// turn describes the Turn under way, if one is.
func turn(s invader.State) *turnView {
	i := s.Active()
	if i < 0 || s.Phase() != invader.PlayersPhase {
		return nil
	}
	sv := s.Survivor(i)
	n, free := s.ActionsLeft()
	t := &turnView{Survivor: sv.Card.Name, Actions: n, Free: freeWords(free), Last: lastToActivate(s, i)}
	t.Words = plural(n, "Action") + " left"
	if t.Free != "" {
		t.Words += ", and " + t.Free
	}
	return t
}

// freeWords writes the free Actions left by kind: "a free Move".
func freeWords(free map[survivor.Action]int) string {
	var parts []string
	for k := survivor.AnyAction; k <= survivor.Search; k++ {
		n := free[k]
		if n <= 0 {
			continue
		}
		kind := "free " + k.String() + " Action"
		if k == survivor.AnyAction {
			kind = "free Action"
		}
		parts = append(parts, plural(n, kind))
	}
	return strings.Join(parts, ", ")
}

func plural(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return fmt.Sprintf("%d %ss", n, what)
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
func fight(s invader.State) *fightView {
	a, dice, ok := s.Fighting()
	if !ok || a.Survivor < 0 || a.Survivor >= s.NumSurvivors() {
		return nil
	}
	f := &fightView{Attacker: s.Survivor(a.Survivor).Card.Name, Target: s.Map().Zone(a.Target).Name, Dice: dice}
	if f.Dice == nil {
		f.Dice = []int{}
	}
	if a.Weapon >= 0 && a.Weapon < invader.NumSlots {
		f.Weapon = card(s, s.Inventory(a.Survivor)[a.Weapon], slotNames[a.Weapon])
	}
	f.Words = fmt.Sprintf("%s attacks %s", f.Attacker, f.Target)
	if f.Weapon.Card != "" {
		f.Words += " with the " + f.Weapon.Card
	}
	if a.Concentrated {
		f.Words += ", concentrated"
	}
	return f
}

// drawn describes the card waiting for a Keep decision, if one is.
func drawn(s invader.State) *drawnView {
	it, who, ok := s.Drawn()
	if !ok {
		return nil
	}
	return &drawnView{Survivor: s.Survivor(who).Card.Name, Card: card(s, it, "drawn")}
}
