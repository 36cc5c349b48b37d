// Package mission describes a mission of Zombicide: Invader: its board,
// the Survivors who play it, the Xenos on the board at the start, and its
// objectives (rulebook pp.38-51).
//
// A [Mission] is plain data, built in Go, read from its text form
// ([Parse], [Format]) or from JSON, or taken from the built-in missions
// ([Builtin]: M0 to M6, M11 and X1, on boards of our own, and Z1), and checked with
// [Mission.Validate] (what a game needs to run) and [Mission.Check] (what
// a playable mission needs besides). Its Goals are done in order; its Triggers are the
// mission's special rules, a small vocabulary of causes and effects. It never refers to the game state:
// the root package reads a Mission to start a game and asks [Goal]s what
// they need. A Mission must not be modified once a game has started from
// it; its Map is shared and immutable.
//
// # Rulesets
//
// A Mission is played by a [Ruleset] (issue 18): [Invader], the zero
// value, or [SecondEdition], Zombicide 2nd Edition (seed 002;
// docs/SECOND-EDITION.md). The ruleset gives the defaults of the fields
// left nil (the Survivors, Xeno kinds, Xeno deck and Equipment: package
// zombicide2's under SecondEdition) and what [Mission.Validate] and
// [Mission.Check] accept; every such difference is one table, rulesets
// in ruleset.go. Under SecondEdition, Validate accepts the red cards
// handed out by crates (equipment.Crate) and no Oxygen Tank or Machine
// card, and wants adults and children as Survivors (zombicide2's
// CheckSurvivor); Check refuses a map with what 2nd Edition does not
// know: Oxygen, Airlock and Security Rooms, exterior zones (its streets
// are corridors), Mold, Machines. The rules of play are the root
// package's. [Builtins] lists every built-in mission, Z1, 2nd Edition's,
// among them; [BuiltinsOf] lists one ruleset's.
//
// The JSON form of a Mission, which a saved game embeds, has
// lowerCamelCase keys at every depth ("id", "objectiveXP", "minRange"),
// leaves out empty optional fields, and writes enums by name where they
// have one (Goal kinds, colours, Survivor classes, Skills, Xeno card
// types, Equipment slots); zones, doors, Xeno kinds and the enums without
// names (trigger causes and effects, weapon kinds, ammo, card groups,
// attachments) are numbers.
//
// # The text form
//
// A mission file is a header of "key: value" lines, then a line "map:"
// and the board in the text form of package zone (its documentation has
// the whole grid and legend). Lines starting with # are comments.
//
//	# A mission of our own, for the book's M11.
//	id: M11
//	title: Rescue the Scientists
//	difficulty: medium
//	players: 2
//	survivors: Cole Vivian Mitsuki Magnus Jared Baraka
//	objective-xp: 5
//	goal: take all objectives
//	goal: escape through the exit
//	xenos: c3 worker 2
//	trigger: objective green -> unlock green
//	trigger: door green -> spawn green
//	trigger: objective red -> prototype
//	trigger: objective blue -> xp 5
//	forced-doors: d0 d2
//	set-aside: Flamethrower, Canister
//	map:
//	+--+--+--+
//	|s .c3Dr1|
//	+--+--+--+
//
//	s: corridor start exit
//	c3: corridor
//	r1: room objective
//
// The keys, each on a line of its own (those marked "again" may repeat):
//
//	id            the mission's identifier (M0, M11, my-mission)
//	title         its name
//	difficulty    easy, medium or hard, as the mission sheet rates it
//	ruleset       invader (the default, which Format leaves out) or 2e
//	              (Zombicide 2nd Edition, seed 002); once
//	players       how many players share the Survivors (1 to 64; default 1)
//	survivors     the ruleset's Survivors who play, by name (default: all
//	              six): the core ones, or zombicide2's under 2e
//	objective-xp  the XP an Objective gives (default 5, p.24)
//	goal          again: a Goal; Goals are done in order (below)
//	xenos         again: ZONE KIND COUNT, Xenos on the board at the start;
//	              kinds in lower case: worker, tank, hunter, spoiler; under
//	              2e walker, runner, brute, hobo, patrol, wild, patient
//	trigger       again: CAUSE [COLOUR] -> EFFECT [ARG], a special rule (below)
//	forced-doors  doors that open only to a Damage 2 hit or a Machine
//	              (M11): d0 d2
//	set-aside     Equipment deck cards set aside with the Prototypes, for
//	              the "prototype" effect to hand out, separated by commas
//	map           the last key: the board follows
//
// The goals:
//
//	take all objectives      take every Objective token on the board
//	take COLOUR objectives   every token of that colour (take blue objectives)
//	reach the exit           every Survivor in an Exit Zone free of Xenos
//	escape through the exit  each Survivor leaves the board as its Turn ends
//	                         in such a Zone (must be the last goal)
//
// A trigger's CAUSE is "objective" (an Objective token taken) or "door"
// (a door opened), of COLOUR (red, blue, green, purple; any colour when
// left out); its EFFECT is one of:
//
//	unlock COLOUR  unlock every door of that colour (p.22)
//	spawn COLOUR   wake the Spawn Zones of that colour (p.28)
//	prototype      hand the Survivor a random set-aside card
//	xp N           give the Survivor N XP
//
// [Format] writes a Mission in this form, and Parse reads it back.
package mission
