// Package zombicide2 holds the data of Zombicide 2nd Edition, Invader's
// parent game, as the engine's own types: its zombies as an
// [xeno.Catalog], Survivors as [survivor.Card]s, Equipment as
// [equipment.Entry] lists, the Zombie deck as a [spawn.Deck] (its Rush
// cards marked [spawn.Card.Rush], the game's Abomination chosen with
// [DeckWith]) and the rule constants as a [Rules] value. The source is seed 002, a summary of 2nd
// Edition as played online; docs/SECOND-EDITION.md says what it gives, what
// this package holds and what the engine's 2nd Edition ruleset must switch.
//
// The package is data, not rules: the engine reads it when a game is
// created with the 2nd Edition ruleset, and front ends read it to show the
// cards. Nothing here plays.
//
// # Immutability
//
// The package has no exported variable. Every function returns a fresh
// copy (a new slice, a value), so callers may change what they get without
// touching what others get; everything is safe for concurrent use.
//
// # What is provisional
//
// Seed 002 gives the zombies' table in full (Health, Actions, XP, how many
// in the box), the order ranged attacks hit them in, the four
// Abominations' rules, the Survivors' Health by age, the Equipment's
// symbols and the rule constants of [Rules]. It gives no card's numbers:
// no weapon's Range, dice, Accuracy or Damage (only that none deals more
// than 2), no deck's composition, no Danger Level line of the Zombie
// cards, no Survivor's Skill tree. What is not in the seed is our
// reconstruction, in the spirit of the game, marked where the types allow
// it: every Equipment card and Zombie card has Provisional set, and so has
// every sample Survivor ([survivor.Card.Provisional]). The zombies' table
// has no such mark, since the seed gives it; the two numbers inferred
// rather than read (a Walker's Damage 1, one miniature of each
// Abomination) are said where they are set. Users with the printed cards
// replace the provisional ones with their own values.
package zombicide2
