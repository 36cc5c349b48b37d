// Package zone models the board of Zombicide: Invader: zones, the
// boundaries between them, the tokens on them, and which zones an actor can
// step between (rulebook pp.10-13, p.20, p.26, pp.34-35).
//
// A [Map] is the static board: a grid of cells, each cell belonging to one
// zone (or to the void around the tiles), with a [Boundary] between every two
// orthogonally adjacent cells of different zones. A zone may span many cells
// and tiles; tiles themselves play no part in the rules and are not modelled.
// A [State] is what changes during a game: door states and locks, Mold
// tokens, Objective tokens taken or removed, Spawn Zones activated,
// barbed wire torn and revolving gates turned.
//
// # Immutability and concurrency
//
// A Map is never modified once built and is safe for concurrent use; share
// one pointer between every State of a game. A State is a value of one
// word, a pointer to tokens that are never modified once shared
// (copy-on-write): its methods return new States and never write to
// memory another State can see, so States can be kept, copied as cheaply
// as pointers, compared with [State.Equal] and shared between goroutines. Query methods allocate
// nothing unless they return a slice; the Append forms let callers reuse a
// buffer.
//
// # Text form
//
// Maps are drawn as text, in a grid followed by a legend:
//
//	+--+--+--+
//	|r1 r1or2|
//	+--+DD+--+
//	|c1.c2.c3|
//	+--+--+--+
//
//	r1: room security
//	r2: room objective
//	c1: corridor start
//	c2: corridor
//	c3: corridor spawn
//
// Each cell is two characters holding the label of its zone (one or two
// letters or digits; two spaces for a void cell). Between cells, one
// character (or, above and below cells, the same character twice) gives the
// boundary:
//
//	space   none: both cells are of one zone (or the board's edge, next to void)
//	| or -  wall; also the board's edge
//	.       floor marking, between two corridors or two exterior zones
//	o       opening: a wall with a permanent gap
//	D d x   neutral door: closed, open, destroyed
//	G g     green door: closed, open (locked until the mission opens it)
//	P p     purple door: closed, open (locked until the mission opens it)
//	W w     barbed wire: intact, torn (seed 004, §16)
//	H       a watchtower's ladder
//	:       a watchtower's rail, its open side: blocks movement, not sight
//	A B     a revolving gate's passage, open in the gate's position A or B
//
// Corners are + (or a space where only void meets). Rows and columns of
// void cells at the edges are cropped away: a Map's grid always reaches its
// cells on every side. Zones are numbered in
// the order their first cell appears, row by row. After a blank line, each
// zone gets one legend line, "label: kind words...", with kind one of room,
// corridor, exterior, and any of these words:
//
//	airlock security oxygen dark start exit
//	spawn               an active red Spawn Zone token
//	spawn=COLOUR[:S]    a red, green or purple one; S is active or dormant
//	                    (red defaults to active, other colours to dormant)
//	objective           a red Objective token; objective=COLOUR for another
//	                    colour (red, blue, green, purple, white); repeatable
//	bot sentry          a machine's starting zone
//	mold=active         a Mold token at the start (or mold=inactive)
//
// and the special zones of classic Zombicide's special tiles and tokens
// (seed 004, §16), at most one of them per zone:
//
//	cell shop safe extra   a prison cell, a mall's shop, a safe zone, an
//	                       extra zone: rooms
//	prison mall            a prison's or a mall's corridor
//	watchtower             a zone bounded only by ladders (H) and rails (:)
//	gate                   a revolving gate at position A; gate=b at B
//	switch=LABEL           the switch of the gate of zone LABEL is here
//	                       (it may be the gate's zone itself); one per gate
//
// Lines starting with # are comments. [Parse] checks the rules a board must
// follow (zones in one piece, markings only between corridors or between
// exterior zones, the base meeting the exterior only at an airlock's (or
// an extra zone's) opening or door, special rooms being rooms, ladders and
// rails bounding watchtowers, gate passages bounding one gate, no Spawn
// Zone where no Xeno spawns, ...) and reports the line and
// column of the first problem. [Map.Format] writes the canonical form, which
// Parse reads back to an equal Map; JSON ([Map.MarshalJSON]) carries the
// same content in a structured form for programs.
//
// # Movement and routes
//
// [Map.AppendSteps] and [Map.CanStep] give the zones a [Mover] may step to
// now (p.13): corridors and exterior zones connect across markings, rooms
// through openings and open or destroyed doors, the base and the exterior
// only through an Airlock, and only for movers with oxygen. [Map.Routes]
// computes every shortest route for a Mover; with [XenoMover] closed doors
// count as passable (p.26) and a [Step] says which door the Xenos must break.
//
// The boundaries of seed 004, §16: intact barbed wire blocks everyone, but
// Xenos plan their routes as if it were not there ([Mover].ThroughWire),
// and a Step then names the wire ([Step].Wire) where ordinary Xenos stop
// and an Abomination tears it ([State.WithTorn]); torn wire is free. A
// ladder lets Survivors onto a watchtower as an open door would, never
// Xenos ([Mover].NoLadders); rails let nobody through. A revolving gate's
// passages are open or walls by its position ([State.Gate]), for everyone:
// Xenos cannot break a closed one. Mold opens none of these.
//
// A Map keeps, for the last 8 board states its routes were asked on (as
// far as routes depend on them: the Mold, the revolving gates and, for a
// Mover that stops at closed doors, the doors, for one that stops at
// barbed wire, the torn wires), which zones step into which and the distances
// to each target asked for so far, each computed once. [Map.RoutesTo] on
// such a state then only looks them up. The cache is held with the Map,
// replaced and filled atomically, so it is safe for concurrent use; it
// changes no answer, only how soon one comes.
//
// # Sight
//
// Each zone's straight lines ([Map.Line]) list the crossings a line of sight
// meets; [Map.Transparent] says whether sight passes each one now: barbed
// wire, ladders and rails never stop it, a closed gate passage does. The
// rules of how far sight goes are in package los.
//
// # Special zones
//
// The special zones of seed 004, §16 are [Feature] bits: prison cells and
// shops (rooms entered through their doors; Xenos appear in one when its
// door is first broken, which the game does), safe zones, watchtowers,
// revolving gates ([GateInfo]), prison and mall corridors (street rules,
// which corridors follow already) and extra zones (rooms that may stand
// outside, meeting the exterior through an opening or door).
// [Map.Searchable] says where no Search is ever allowed and
// [Map.Spawnable] where no Xeno spawns; the rest of their rules (a +1
// Range on a watchtower, only Move in a safe zone, a Xeno card on a cell's
// first opening) are the game's.
//
// # Buildings
//
// Zombicide 2nd Edition (seed 002) spawns zombies in every dark zone of a
// building when its first door is opened. A building is a connected set
// of Room zones joined by any boundary but walls and rails (openings and
// doors of any colour or state, and the boundaries of seed 004, §16 that
// figures cross sooner or later); corridors and exterior zones, the
// streets, are in none. The Map numbers its buildings when it is built:
// [Map.Building] gives a zone's (-1 for none), [Map.AppendBuildingZones]
// a building's zones and [Map.AppendBuildingDoors] the doors on its
// outline, between its rooms and the streets. Which doors have been
// opened, and whether that opened a building, is the game's.
package zone
