package equipment

import (
	"errors"
	"fmt"
)

// MaxCopies is the most copies of a card an [Entry] may hold: the most
// Equipment cards a mission may hold in all.
const MaxCopies = 1000

// Validate reports what is wrong with c, if anything, saying which card:
// a name, each enumeration one of its values, numbers in range (dice 0
// to 32, Accuracy 0 to 7, Damage, ranges, Soak, Heal and a Mold count not
// negative, MinRange at most MaxRange), and properties that go together:
//
//   - the weapon's numbers and marks (ammunition, Dual, dice, Accuracy,
//     Damage, Range, Takes, NeedsPower, Sniper, Hellfire, Molotov, Ultra)
//     only on a weapon: on another card nothing would read them;
//   - a Molotov is a Ranged weapon with no ammunition and no dice: it
//     affects every zombie of its zone whatever its Toughness (seed 002),
//     so nothing is rolled;
//   - a door opener ([Card.Door]) is a Hand card: 2nd Edition opens a
//     door "with a door opener in Hand" (seed 002);
//   - a card improving the weapons of an ammunition ([Card.Boosts]) is
//     no weapon, nor an Invader attachment ([Card.Is]): the two are the
//     editions' alternatives for the same thing;
//   - an "Aaahh!" card ([Card.Aaahh]) has nothing but its name, slot and
//     Provisional mark: it is discarded as soon as it is drawn, so no
//     other property could ever be used.
//
// Every card of [Core], [StartingPool] and [UltraRailgun] is valid.
func (c Card) Validate() error {
	if err := c.problem(); err != nil {
		return fmt.Errorf("equipment: %q: %w", c.Name, err)
	}
	return nil
}

func (c Card) problem() error {
	switch {
	case c.Name == "":
		return errors.New("a card needs a name")
	case c.Slot > Body:
		return fmt.Errorf("unknown %v", c.Slot)
	case c.Weapon > Ranged:
		return fmt.Errorf("unknown weapon kind %d", c.Weapon)
	case c.Ammo > Shells || c.Boosts > Shells:
		return fmt.Errorf("unknown ammunition %d (ammo) or %d (boosts)", c.Ammo, c.Boosts)
	case c.Takes > CanisterFuel || c.Is > CanisterFuel:
		return fmt.Errorf("unknown attachment %d (takes) or %d (is)", c.Takes, c.Is)
	case c.Door >= numOpeners:
		return fmt.Errorf("unknown door %v", c.Door)
	case c.Dice < 0 || c.Dice > 32 || c.Accuracy < 0 || c.Accuracy > 7 || c.Damage < 0:
		return fmt.Errorf("%d dice, Accuracy %d, Damage %d: want dice 0 to 32, Accuracy 0 to 7, Damage 0 or more", c.Dice, c.Accuracy, c.Damage)
	case c.MinRange < 0 || c.MaxRange < c.MinRange:
		return fmt.Errorf("the Range %d-%d: want 0 or more, the first at most the second", c.MinRange, c.MaxRange)
	case c.Soak < 0 || c.Heal < 0 || c.Mold.Count < 0:
		return fmt.Errorf("the Soak %d, Heal %d, Mold count %d: want 0 or more", c.Soak, c.Heal, c.Mold.Count)
	case !c.IsWeapon() && c.hasWeaponProperty():
		return errors.New("weapon numbers or marks on a card that is no weapon")
	case c.Molotov && (c.Weapon != Ranged || c.Ammo != NoAmmo || c.Dice != 0 || c.Accuracy != 0 || c.Damage != 0):
		return errors.New("a Molotov is a Ranged weapon with no ammunition, dice, Accuracy or Damage: it affects its whole zone (seed 002)")
	case c.OpensDoors() && c.Slot != Hand:
		return fmt.Errorf("a door opener in slot %v: it opens doors from a Hand (seed 002)", c.Slot)
	case c.Boosts != NoAmmo && (c.IsWeapon() || c.Is != NoAttach):
		return errors.New("a card improving the weapons of its ammunition is no weapon nor an attachment")
	case c.Aaahh && c != (Card{Name: c.Name, Slot: c.Slot, Aaahh: true, Provisional: c.Provisional}):
		return errors.New("an Aaahh! card has no other property: it is discarded when drawn (seed 002)")
	}
	return nil
}

// hasWeaponProperty reports whether c has a number or mark only a weapon
// uses.
func (c Card) hasWeaponProperty() bool {
	return c.Ammo != NoAmmo || c.Dual || c.Dice != 0 || c.Accuracy != 0 || c.Damage != 0 || c.MinRange != 0 || c.MaxRange != 0 ||
		c.Takes != NoAttach || c.NeedsPower || c.Sniper || c.Hellfire || c.Molotov || c.Ultra
}

// Validate reports what is wrong with e, if anything: its card's
// problems ([Card.Validate]), a count of 1 to [MaxCopies], a known
// group, and the cards drawn from the Equipment deck to act at once (a
// Mold card, an "Aaahh!" card) in the group [Deck], the only one a
// Search draws from.
func (e Entry) Validate() error {
	if err := e.problem(); err != nil {
		return fmt.Errorf("equipment: %q: %w", e.Card.Name, err)
	}
	return nil
}

func (e Entry) problem() error {
	if err := e.Card.problem(); err != nil {
		return err
	}
	switch {
	case e.Count < 1 || e.Count > MaxCopies:
		return fmt.Errorf("%d copies: want 1 to %d", e.Count, MaxCopies)
	case e.Group > Crate:
		return fmt.Errorf("unknown group %d", e.Group)
	case (e.Card.IsMold() || e.Card.Aaahh) && e.Group != Deck:
		return fmt.Errorf("group %d: a Mold or Aaahh! card acts when drawn in a Search: it belongs in the Equipment deck", e.Group)
	}
	return nil
}

// Validate reports the first problem of entries, a list of cards such as
// [Core] or a mission's, saying at which index: each entry must be valid
// ([Entry.Validate]) and the list hold at most [MaxCopies] cards in all.
// An empty list is valid: a mission may have no Equipment.
func Validate(entries []Entry) error {
	total := 0
	for i, e := range entries {
		if err := e.problem(); err != nil {
			return fmt.Errorf("equipment: entries[%d] (%q): %w", i, e.Card.Name, err)
		}
		if total += e.Count; total > MaxCopies {
			return fmt.Errorf("equipment: entries[%d] (%q): more than %d cards in all", i, e.Card.Name, MaxCopies)
		}
	}
	return nil
}
