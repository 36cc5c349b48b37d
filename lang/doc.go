// Package lang says the game in people's languages: events, the Reasons
// an action is refused, the engine's errors, pending decisions, actions
// in words, chance events, odds, outcomes, and the words of the board's
// picture (package draw). It speaks English and Simplified Chinese:
//
//	lang.English.Event(s, e) // "Cole moves s → r1", as s.FormatEvent(e)
//	lang.Chinese.Event(s, e) // "Cole 移动：s → r1"
//	lang.Chinese.Reason(invader.NotAdjacent) // "两个区域不相邻"
//	lang.Chinese.Pending(s) // "Cole（玩家1）：选择一个行动；剩余3个行动。"
//	l, err := lang.Parse("zh") // a -lang flag's value
//
// A front end chooses the language per call, or keeps a *Language per
// game or per player: the package has no global state to set, and every
// Language is read-only and safe for concurrent use. English is the
// engine's own words, byte for byte (TestEnglishIsTheEngines holds the
// catalog to [invader.State.FormatEvent], [invader.Reason]'s String and
// the engine's errors over the golden playthroughs and random games of
// every built-in mission, so that the two never drift).
//
// The notation ([invader.State.FormatAction]), the position form and JSON
// are formats, not prose: they are the same in every language. So are
// the names a player types: Survivors and zones keep their names (Cole,
// c1), and doors, Objectives and cards their tokens (d3, o2, card12). The
// game's nouns are translated: Xeno kinds, Equipment cards, Skills,
// Danger Levels, zone kinds, Goals and the built-in missions' titles
// (a mission's own cards and kinds keep the names it gives them).
//
// # Messages
//
// Every message has a stable id: "event.SurvivorMoved", "reason.NotAdjacent",
// "action.Move", "pending.action", "draw.status"... A message is its plural
// forms, as the language's plural rule orders them ([Texts]): English has
// two ("1 hit", "2 hits"), Chinese one, with a measure word where English
// has a plural ("2次命中", "3个开采者"). {name} stands for an argument;
// {@term} for a word of the game's ruleset ({@xeno}: 异种 in Zombicide:
// Invader, 僵尸 in 2nd Edition). The game's names are keyed by their
// English names in the engine's catalogues ("card:Cattle Prod").
//
// A front end's own words (a terminal's prompts and help) go in a [Book]
// of its own, said with [Language.Book] by the same rules.
//
// # Adding a language
//
// Copy the zh_*.go files (events, reasons, actions, pending, draw, terms,
// names) to files of the new language's tag, translate every message,
// and add the Language to [Languages] with its plural rule. The tests say
// what is missing: TestEveryMessageInEveryLanguage (a message, a plural
// form, a placeholder), TestEveryNameInEveryLanguage (a card, a kind, a
// Skill...), TestEveryEventHasWords and TestEveryActionHasWords (words
// that fall back on English, or hold English words). When the engine
// adds an event, an action, a Reason or a Decision, the same tests fail
// until it has words in every language: they read the engine's own lists
// ([invader.EventSpecs], [invader.ActionSpecs], the Reasons' and
// Decisions' ranges), not a list kept here.
//
// docs/GLOSSARY.md lists every term of the game in both languages, with
// where each comes from.
//
// The package is on the engine's public API only, above it: no engine
// package imports it. It uses only the standard library (a plural rule
// and a placeholder are all it needs of a catalog library).
package lang
