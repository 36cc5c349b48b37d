// Package zone models the board of Zombicide: Invader: zones, the
// boundaries between them, the tokens on them, and which zones an actor can
// step between (rulebook pp.10-13, p.20, p.26, pp.34-35).
//
// A [Map] is the static board: a grid of cells, each cell belonging to one
// zone (or to the void around the tiles), with a [Boundary] between every two
// orthogonally adjacent cells of different zones. A zone may span many cells
// and tiles; tiles themselves play no part in the rules and are not modelled.
// A [State] is what changes during a game: door states and locks, Mold
// tokens, Objective tokens taken or removed, Spawn Zones activated.
//
// # Immutability and concurrency
//
// A Map is never modified once built and is safe for concurrent use; share
// one pointer between every State of a game. A State is a value with
// copy-on-write internals: its methods return new States and never write
// to memory another State can see, so States can be kept, compared with
// [State.Equal] and shared between goroutines. Query methods allocate
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
// Lines starting with # are comments. [Parse] checks the rules a board must
// follow (zones in one piece, markings only between corridors or between
// exterior zones, the base meeting the exterior only at an airlock's
// opening or door, special rooms being rooms, ...) and reports the line and
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
// A Map keeps, for the last 8 board states its routes were asked on (as
// far as routes depend on them: the Mold and, for a Mover that stops at
// closed doors, the doors), which zones step into which and the distances
// to each target asked for so far, each computed once. [Map.RoutesTo] on
// such a state then only looks them up. The cache is held with the Map,
// replaced and filled atomically, so it is safe for concurrent use; it
// changes no answer, only how soon one comes.
//
// # Sight
//
// Each zone's straight lines ([Map.Line]) list the crossings a line of sight
// meets; [Map.Transparent] says whether sight passes each one now. The
// rules of how far sight goes are in package los.
package zone
