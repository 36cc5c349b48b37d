package spawn

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/invaderengine/invader/xeno"
)

// ParseName returns the card whose [Card.Name] for catalogue cat is s:
// "spawn Worker 1/2/4/6", "spawn 2 Walker/3 Walker/1 Brute/2 Brute",
// "extra activation: Hunter", "mold: 1 Tank", "abomination", "rush:
// spawn Walker 1/2/3/4". A name reads as the first kind of cat with that
// name, else as "kind 7" for a kind cat does not hold.
//
// A name says nothing of what it does not show, so the card has
// Provisional false, an Extra card no lines, a Spawn card no Kind, and a
// Mold card its one line at all four levels (as the Mold cards of
// [Invader] have it). Only the names Name writes are read: s must be
// exactly c.Name(cat) for the card c returned, which makes the two
// inverse; anything else is an error saying what is wrong.
func ParseName(cat xeno.Catalog, s string) (Card, error) {
	c, err := parseName(cat, s)
	if err != nil {
		return Card{}, fmt.Errorf("spawn: ParseName(%q): %w", s, err)
	}
	if got := c.Name(cat); got != s {
		// A number written "+1" or "01", a kind named by number though
		// cat names it, the mixed form for one kind: not Name's text.
		return Card{}, fmt.Errorf("spawn: ParseName(%q): not as Card.Name writes the card: want %q", s, got)
	}
	return c, nil
}

func parseName(cat xeno.Catalog, s string) (Card, error) {
	rest, rush := strings.CutPrefix(s, rushPrefix)
	var c Card
	switch {
	case rest == Abomination.String():
		c.Type = Abomination
	case strings.HasPrefix(rest, "extra activation: "):
		k, err := parseKind(cat, strings.TrimPrefix(rest, "extra activation: "))
		if err != nil {
			return Card{}, err
		}
		c = Card{Type: Extra, Kind: k}
	case strings.HasPrefix(rest, "mold: "):
		g, err := parseGroup(cat, strings.TrimPrefix(rest, "mold: "))
		if err != nil {
			return Card{}, err
		}
		c = Card{Type: MoldSpawn, Lines: [4]Group{g, g, g, g}}
	case strings.HasPrefix(rest, "spawn "):
		lines, err := parseLines(cat, strings.TrimPrefix(rest, "spawn "))
		if err != nil {
			return Card{}, err
		}
		c = Card{Type: Spawn, Lines: lines}
	default:
		return Card{}, fmt.Errorf(`want "spawn ...", "extra activation: ...", "mold: ..." or "abomination", after "rush: " for a Rush card`)
	}
	if rush && c.Type != Spawn {
		return Card{}, fmt.Errorf("a card of type %v marked Rush: only a spawn card can be Rush (seed 002)", c.Type)
	}
	c.Rush = rush
	return c, nil
}

// parseLines reads the lines of a Spawn card: "Worker 1/2/4/6" when one
// kind is on every line, else "1 Worker/2 Worker/1 Tank/2 Tank".
func parseLines(cat xeno.Catalog, s string) ([4]Group, error) {
	var lines [4]Group
	if i := strings.LastIndexByte(s, ' '); i >= 0 {
		if counts, ok := parseCounts(s[i+1:]); ok {
			k, err := parseKind(cat, s[:i])
			if err != nil {
				return lines, err
			}
			for lv, n := range counts {
				lines[lv] = Group{Kind: k, Count: n}
			}
			return lines, nil
		}
	}
	parts := strings.Split(s, "/")
	if len(parts) != len(lines) {
		return lines, fmt.Errorf(`lines %q: want "Kind 1/2/3/4" or "1 Kind/2 Kind/3 Kind/4 Kind"`, s)
	}
	for lv, p := range parts {
		g, err := parseGroup(cat, p)
		if err != nil {
			return lines, fmt.Errorf("line %d: %w", lv+1, err)
		}
		lines[lv] = g
	}
	return lines, nil
}

// parseCounts reads "1/2/4/6".
func parseCounts(s string) ([4]int, bool) {
	var counts [4]int
	parts := strings.Split(s, "/")
	if len(parts) != len(counts) {
		return counts, false
	}
	for i, p := range parts {
		n, err := strconv.Atoi(p)
		if err != nil {
			return counts, false
		}
		counts[i] = n
	}
	return counts, true
}

// parseGroup reads "2 Tank".
func parseGroup(cat xeno.Catalog, s string) (Group, error) {
	count, name, ok := strings.Cut(s, " ")
	n, err := strconv.Atoi(count)
	if !ok || err != nil {
		return Group{}, fmt.Errorf(`%q: want a count and a kind, as "2 Tank"`, s)
	}
	k, err := parseKind(cat, name)
	if err != nil {
		return Group{}, err
	}
	return Group{Kind: k, Count: n}, nil
}

// parseKind reads a kind's name in cat, or "kind 7".
func parseKind(cat xeno.Catalog, name string) (xeno.Kind, error) {
	if k, ok := cat.Lookup(name); ok {
		return k, nil
	}
	if num, ok := strings.CutPrefix(name, "kind "); ok {
		if n, err := strconv.ParseUint(num, 10, 8); err == nil {
			return xeno.Kind(n), nil
		}
	}
	return 0, fmt.Errorf("kind %q: not in the catalogue, nor \"kind N\" with N from 0 to 255", name)
}
