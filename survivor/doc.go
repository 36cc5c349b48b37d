// Package survivor holds the Survivors' ID cards, Danger Levels and the
// Skill catalogue of Zombicide: Invader (rulebook p.17, pp.52-55).
//
// Everything here is data: a [Card] is a comparable value (name, [Class],
// skill tree), a [Skill] is a catalogue [Kind] with its parameter, and
// [LevelOf] turns Experience Points into a Danger Level. The rules that
// make each Skill act live where they act (the game, combat, search), each
// looking up the skills of its [Area]. Users define their own Survivors
// with Card literals or [ParseSkill]; nothing here is global or mutable,
// and every function is safe for concurrent use.
//
// The six core Survivors' skill trees could not be read from the printed
// cards and are provisional ([Card.Provisional]).
package survivor
