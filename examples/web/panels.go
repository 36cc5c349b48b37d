package main

import (
	"fmt"
	"strings"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/equipment"
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
}

// cardView is an Equipment card in a slot (an empty slot has no Card),
// with its numbers in words.
type cardView struct {
	Slot     string `json:"slot"`
	Card     string `json:"card,omitempty"`
	ID       string `json:"id,omitempty"` // c3
	Attached string `json:"attached,omitempty"`
	Stats    string `json:"stats,omitempty"` // "Melee · Range 0 · 2 dice · 4+ · Damage 1"
	Weapon   bool   `json:"weapon,omitempty"`
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
}

// slotNames are the inventory slots in notation, by index.
var slotNames = [invader.NumSlots]string{"hand1", "hand2", "body1", "body2", "pack1", "pack2", "pack3", "pack4", "pack5"}

// xenoColors are package draw's colours of the Xeno chips, by kind.
var xenoColors = []string{"#b03a2e", "#4a235a", "#d35400", "#1e5631", "#1a5276", "#7e5109", "#6c3483", "#0e6251"}

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

// survivors makes every Survivor's panel.
func survivors(s invader.State) []survivorView {
	out := make([]survivorView, s.NumSurvivors())
	m := s.Map()
	armor := "Armor"
	if s.Ruleset() == mission.SecondEdition {
		armor = "Health" // 2nd Edition's Survivors have Health points, no Armor
	}
	for i := range out {
		sv := s.Survivor(i)
		v := survivorView{
			Name: sv.Card.Name, Seat: sv.Player, Class: sv.Card.Class.String(), Zone: m.Zone(sv.Zone).Name,
			XP: sv.XP, Level: sv.Level.String(), Armor: sv.Armor, ArmorWord: armor,
			Activated: sv.Activated, Active: s.Active() == i, Skills: []string{},
		}
		for _, sk := range sv.Skills {
			v.Skills = append(v.Skills, sk.String())
		}
		switch {
		case sv.Dead:
			v.Out = "eliminated"
		case sv.Escaped:
			v.Out = "escaped"
		}
		inv := s.Inventory(i)
		for _, slot := range slotsOf(s) {
			v.Slots = append(v.Slots, card(s, inv[slot], slotNames[slot]))
		}
		out[i] = v
	}
	return out
}

// card describes the item in a slot.
func card(s invader.State, it invader.Item, slot string) cardView {
	c := cardView{Slot: slot}
	if it.ID < 0 {
		return c
	}
	c.Card, c.ID = it.Card.Name, fmt.Sprintf("card%d", it.ID) // as the notation names it
	c.Stats, c.Weapon = stats(it.Card), it.Card.IsWeapon()
	if it.Attached >= 0 {
		c.Attached = cardName(s, it.Attached)
	}
	return c
}

// stats writes a card's numbers: a weapon's kind, Range, dice, Accuracy
// and Damage, and what else the card does.
func stats(c equipment.Card) string {
	var parts []string
	if c.IsWeapon() {
		kind := "Melee"
		if c.Weapon == equipment.Ranged {
			kind = "Ranged"
		}
		parts = append(parts, kind, rangeWords(c))
		if !c.Molotov && c.Dice > 0 {
			parts = append(parts, diceWords(c.Dice), fmt.Sprintf("Accuracy %d+", c.Accuracy), fmt.Sprintf("Damage %d", c.Damage))
		}
	}
	return strings.Join(append(parts, traits(c)...), " · ")
}

// rangeWords is a weapon's Range: "Range 0" or "Range 1-3".
func rangeWords(c equipment.Card) string {
	if c.MinRange == c.MaxRange {
		return fmt.Sprintf("Range %d", c.MinRange)
	}
	return fmt.Sprintf("Range %d-%d", c.MinRange, c.MaxRange)
}

// diceWords is "1 die" or "3 dice".
func diceWords(n int) string {
	if n == 1 {
		return "1 die"
	}
	return fmt.Sprintf("%d dice", n)
}

// traits lists what a card does besides its numbers.
func traits(c equipment.Card) []string {
	var out []string
	add := func(on bool, word string) {
		if on {
			out = append(out, word)
		}
	}
	add(c.Dual, "Dual")
	add(c.Noisy, "noisy")
	add(c.Ammo == equipment.Bullets, "Bullets")
	add(c.Ammo == equipment.Energy, "Energy")
	add(c.Ammo == equipment.Shells, "Shells")
	add(c.Sniper, "Sniper")
	add(c.NeedsPower, "needs an Energy Cell")
	add(c.Hellfire, "Hellfire")
	add(c.Molotov, "Molotov")
	add(c.Ultra, "Ultra")
	add(c.Searchlight, "Searchlight in Body")
	add(c.Oxygen, "Oxygen in Body")
	add(c.Soak > 0, fmt.Sprintf("ignores %d Damage in Body", c.Soak))
	add(c.Heal > 0, fmt.Sprintf("discard: +%d Armor", c.Heal))
	add(c.OpensDoors(), "opens doors")
	add(c.Boosts != equipment.NoAmmo, "improves its ammunition's weapons")
	add(c.IsMold(), "Mold")
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
func legend(s invader.State) legendView {
	l := legendView{Mold: s.Ruleset() != mission.SecondEdition, Kinds: []kindView{}}
	for k, p := range s.Catalog() {
		l.Kinds = append(l.Kinds, kindView{
			Name: p.Name, Color: xenoColors[k%len(xenoColors)],
			Damage: p.Damage, Toughness: p.Toughness, XP: p.XP,
		})
	}
	return l
}
