package invader

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/invaderengine/invader/xeno"
	"github.com/invaderengine/invader/zone"
)

// The words the events' texts share: names of things in the game, or, for
// a nil State (an event's String), numbers.

// FormatEvent writes e as a sentence, in the words of the game s (as
// FormatAction writes actions): "Cole moves s → r1", "3 Workers spawn in
// sp", "Xenos break d2". An event's String writes the same without a
// game, with numbers for names (s0 moves z0 → z4).
func (s State) FormatEvent(e Event) string {
	if e == nil {
		return "<nil>"
	}
	if !s.known() {
		return e.text(nil)
	}
	return e.text(&s)
}

func phaseBegins(p Phase) string {
	switch p {
	case PlayersPhase:
		return "the Players' Phase begins"
	case XenosPhase:
		return "the Xenos' Phase begins"
	case EndPhase:
		return "the End Phase begins"
	}
	return p.String()
}

func doorName(d zone.DoorID) string { return fmt.Sprintf("d%d", d) }

func gateName(g zone.GateID) string { return "g" + strconv.Itoa(int(g)) }

func objectiveName(o int) string { return fmt.Sprintf("o%d", o) }

// count writes n of a noun: "1 hit", "2 hits", "0 misses".
func count(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %s", n, plural(noun))
}

func plural(noun string) string {
	if strings.HasSuffix(noun, "s") {
		return noun + "es"
	}
	return noun + "s"
}

// kindTitle names a Xeno kind: "Tank", or k1 without a game.
func (s *State) kindTitle(k xeno.Kind) string {
	if s.known() && int(k) < len(s.g.kinds) {
		return s.g.kinds[k].Name
	}
	return fmt.Sprintf("k%d", k)
}

// xenos1 writes one Xeno of kind k: "a Tank".
func (s *State) xenos1(k xeno.Kind) string { return "a " + s.kindTitle(k) }

// xenosN writes n Xenos of kind k: "a Worker", "3 Workers".
func (s *State) xenosN(k xeno.Kind, n int) string {
	if n == 1 {
		return s.xenos1(k)
	}
	return fmt.Sprintf("%d %s", n, plural(s.kindTitle(k)))
}

// verb writes a verb for n Xenos: "moves" for one, "move" for more.
func verb(n int, v string) string {
	if n == 1 {
		return v + "s"
	}
	return v
}

// goalText writes Goal g done: "goal 1 done: take all objectives".
func (s *State) goalText(g int) string {
	out := fmt.Sprintf("goal %d done", g+1)
	if s.known() && g >= 0 && g < len(s.g.mission.Goals) {
		out += ": " + s.g.mission.Goals[g].String()
	}
	return out
}

// xenoCard writes a Xeno card drawn for Spawn token spawn.
func (s *State) xenoCard(spawn, card int) string {
	if !s.known() || spawn < 0 || spawn >= s.spawnTokens() || card < 0 || card >= len(s.g.deck) {
		return fmt.Sprintf("Xeno card %d for spawn token %d", card, spawn)
	}
	return s.g.rules.card + " for " + s.zoneName(s.spawnZone(spawn)) + ": " + s.g.deck[card].Card.Name(s.g.kinds)
}

// discarded writes a card discarded, by a Survivor or (who < 0) with its
// host.
func (s *State) discarded(who int, card string) string {
	if who < 0 {
		return "the " + card + " is discarded"
	}
	return s.name(who) + " discards the " + card
}

func (s *State) reorganized(e Reorganized) string {
	switch {
	case e.Free:
		return s.name(e.Survivor) + " reorganizes for free"
	case e.With == e.Survivor:
		return s.name(e.Survivor) + " reorganizes"
	}
	return s.name(e.Survivor) + " trades with " + s.name(e.With)
}

// machineName names Machine m: "the Peacekeeper Bot", or m0 without a
// game.
func (s *State) machineName(m int) string {
	if s.known() && m >= 0 && m < len(s.g.machineKind) && int(s.g.machineKind[m]) < len(s.g.machines) {
		return "the " + s.g.machines[s.g.machineKind[m]].Name
	}
	return fmt.Sprintf("m%d", m)
}

// zoneCard writes a Xeno card drawn for zone z.
func (s *State) zoneCard(z zone.ID, card int) string {
	if !s.known() || card < 0 || card >= len(s.g.deck) {
		return fmt.Sprintf("Xeno card %d for zone %d", card, z)
	}
	return s.g.rules.card + " for " + s.zoneName(z) + ": " + s.g.deck[card].Card.Name(s.g.kinds)
}
