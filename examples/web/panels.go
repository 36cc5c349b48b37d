package main

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/equipment"
	"github.com/invaderengine/invader/lang"
	"github.com/invaderengine/invader/mission"
)

// survivorView is a Survivor's panel.
type survivorView struct {
	Name      string     `json:"name"`
	Seat      int        `json:"seat"` // its player, whose seat plays it
	Class     string     `json:"class"`
	Zone      string     `json:"zone"`
	XP        int        `json:"xp"`
	Level     string     `json:"level"`
	Armor     int        `json:"armor"`
	ArmorWord string     `json:"armorWord"` // "Armor" (Invader) or "Health" (2nd Edition)
	Skills    []string   `json:"skills"`
	Activated bool       `json:"activated"`
	Active    bool       `json:"active"` // taking its Turn
	Out       string     `json:"out,omitempty"`
	Slots     []cardView `json:"slots"` // only the slots its ruleset uses
	// Words are the panel's line after the name, in the view's language:
	// "soldier · in c1 · XP 0 Blue · Armor 3 · activated".
	Words string `json:"words"`
}

// cardView is an Equipment card in a slot (an empty slot has no Card),
// with its numbers in words.
type cardView struct {
	Slot      string `json:"slot"`                // in notation: hand1, pack2; "drawn"
	SlotWords string `json:"slotWords,omitempty"` // the slot in the view's language
	Card      string `json:"card,omitempty"`
	ID        string `json:"id,omitempty"` // c3
	Attached  string `json:"attached,omitempty"`
	Stats     string `json:"stats,omitempty"` // "Melee · Range 0 · 2 dice · 4+ · Damage 1"
	Weapon    bool   `json:"weapon,omitempty"`
}

// legendView says what the board's colours and pieces mean, as the
// game's rules have them.
type legendView struct {
	Mold  bool       `json:"mold"` // the game has Mold (Invader)
	Kinds []kindView `json:"kinds"`
}

// kindView is a kind of Xeno (or zombie) with its profile, in the colour
// of its chips on the board.
type kindView struct {
	Name      string `json:"name"`
	Color     string `json:"color"`
	Damage    int    `json:"damage"`
	Toughness int    `json:"toughness"`
	XP        int    `json:"xp"`
	Words     string `json:"words"` // "Damage 1, Toughness 1, 1 XP"
}

// slotNames are the inventory slots in notation, by index.
var slotNames = [invader.NumSlots]string{"hand1", "hand2", "body1", "body2", "pack1", "pack2", "pack3", "pack4", "pack5"}

// xenoColors are package draw's colours of the Xeno chips, by kind (its
// orange darkened here, for the contrast of white words on it: WCAG AA).
var xenoColors = []string{"#b03a2e", "#4a235a", "#a04000", "#1e5631", "#1a5276", "#7e5109", "#6c3483", "#0e6251"}

// slotsOf lists the inventory slots the game's rules use: Invader's two
// Hands, two Body slots and five Backpack slots; 2nd Edition's two Hands
// and a Backpack of three.
func slotsOf(s invader.State) []int {
	if s.Ruleset() == mission.SecondEdition {
		return []int{invader.Hand1, invader.Hand2, invader.Backpack1, invader.Backpack1 + 1, invader.Backpack1 + 2}
	}
	all := make([]int, invader.NumSlots)
	for i := range all {
		all[i] = i
	}
	return all
}

// survivors makes every Survivor's panel, in l.
func survivors(s invader.State, l *lang.Language) []survivorView {
	out := make([]survivorView, s.NumSurvivors())
	m := s.Map()
	armor := say(l, "panel.armor")
	if s.Ruleset() == mission.SecondEdition {
		armor = say(l, "panel.health") // 2nd Edition's Survivors have Health points, no Armor
	}
	for i := range out {
		sv := s.Survivor(i)
		v := survivorView{
			Name: sv.Card.Name, Seat: sv.Player, Class: l.Class(sv.Card.Class), Zone: m.Zone(sv.Zone).Name,
			XP: sv.XP, Level: l.Level(sv.Level), Armor: sv.Armor, ArmorWord: armor,
			Activated: sv.Activated, Active: s.Active() == i, Skills: []string{},
		}
		for _, sk := range sv.Skills {
			v.Skills = append(v.Skills, l.Skill(sk))
		}
		switch {
		case sv.Dead:
			v.Out = say(l, "panel.eliminated")
		case sv.Escaped:
			v.Out = say(l, "panel.escaped")
		}
		inv := s.Inventory(i)
		for _, slot := range slotsOf(s) {
			v.Slots = append(v.Slots, card(s, inv[slot], slot, l))
		}
		v.Words = panelWords(v, l)
		out[i] = v
	}
	return out
}

// panelWords is a Survivor's panel's line after its name.
func panelWords(v survivorView, l *lang.Language) string {
	where := v.Out
	if where == "" {
		where = say(l, "panel.in", "zone", v.Zone)
	}
	parts := []string{v.Class, where, say(l, "panel.xp", "xp", v.XP, "level", v.Level), v.ArmorWord + " " + strconv.Itoa(v.Armor)}
	switch {
	case v.Active:
		parts = append(parts, say(l, "panel.active"))
	case v.Activated:
		parts = append(parts, say(l, "panel.activated"))
	}
	if len(v.Skills) > 0 {
		parts = append(parts, strings.Join(v.Skills, ", "))
	}
	return strings.Join(parts, " · ")
}

// card describes the item in a slot (-1: the card drawn), in l.
func card(s invader.State, it invader.Item, slot int, l *lang.Language) cardView {
	c := cardView{Slot: "drawn", SlotWords: say(l, "panel.drawn")}
	if slot >= 0 && slot < invader.NumSlots {
		c.Slot, c.SlotWords = slotNames[slot], l.Slot(slot)
	}
	if it.ID < 0 {
		return c
	}
	c.Card, c.ID = l.Card(it.Card.Name), fmt.Sprintf("card%d", it.ID) // as the notation names it
	c.Stats, c.Weapon = stats(it.Card, l), it.Card.IsWeapon()
	if it.Attached >= 0 {
		c.Attached = l.Card(cardName(s, it.Attached))
	}
	return c
}

// stats writes a card's numbers: a weapon's kind, Range, dice, Accuracy
// and Damage, and what else the card does.
func stats(c equipment.Card, l *lang.Language) string {
	var parts []string
	if c.IsWeapon() {
		kind := say(l, "stats.melee")
		if c.Weapon == equipment.Ranged {
			kind = say(l, "stats.ranged")
		}
		parts = append(parts, kind, rangeWords(c, l))
		if !c.Molotov && c.Dice > 0 {
			parts = append(parts, say(l, "stats.dice", "n", c.Dice), say(l, "stats.accuracy", "n", c.Accuracy), say(l, "stats.damage", "n", c.Damage))
		}
	}
	return strings.Join(append(parts, traits(c, l)...), " · ")
}

// rangeWords is a weapon's Range: "Range 0" or "Range 1-3".
func rangeWords(c equipment.Card, l *lang.Language) string {
	if c.MinRange == c.MaxRange {
		return say(l, "stats.range", "n", c.MinRange)
	}
	return say(l, "stats.ranges", "min", c.MinRange, "max", c.MaxRange)
}

// traits lists what a card does besides its numbers.
func traits(c equipment.Card, l *lang.Language) []string {
	var out []string
	add := func(on bool, id string, n int) {
		if on {
			out = append(out, say(l, "stats."+id, "n", n))
		}
	}
	add(c.Dual, "Dual", 0)
	add(c.Noisy, "noisy", 0)
	add(c.Ammo == equipment.Bullets, "Bullets", 0)
	add(c.Ammo == equipment.Energy, "Energy", 0)
	add(c.Ammo == equipment.Shells, "Shells", 0)
	add(c.Sniper, "Sniper", 0)
	add(c.NeedsPower, "power", 0)
	add(c.Hellfire, "Hellfire", 0)
	add(c.Molotov, "Molotov", 0)
	add(c.Ultra, "Ultra", 0)
	add(c.Searchlight, "light", 0)
	add(c.Oxygen, "oxygen", 0)
	add(c.Soak > 0, "soak", c.Soak)
	add(c.Heal > 0, "heal", c.Heal)
	add(c.OpensDoors(), "doors", 0)
	add(c.Boosts != equipment.NoAmmo, "boosts", 0)
	add(c.IsMold(), "Mold", 0)
	return out
}

// cardName is the name of the card numbered id in s.
func cardName(s invader.State, id int) string {
	for _, c := range s.Cards() {
		if c.ID == id {
			return c.Card.Name
		}
	}
	return fmt.Sprintf("card%d", id)
}

// legend lists the game's kinds of Xenos (or zombies) with their
// profiles, and whether it has Mold.
func legend(s invader.State, l *lang.Language) legendView {
	lv := legendView{Mold: s.Ruleset() != mission.SecondEdition, Kinds: []kindView{}}
	for k, p := range s.Catalog() {
		lv.Kinds = append(lv.Kinds, kindView{
			Name: l.Kind(p.Name), Color: xenoColors[k%len(xenoColors)],
			Damage: p.Damage, Toughness: p.Toughness, XP: p.XP,
			Words: say(l, "legend.kind", "damage", p.Damage, "toughness", p.Toughness, "xp", p.XP),
		})
	}
	return lv
}
