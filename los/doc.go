// Package los answers who sees whom in Zombicide: Invader, and at what
// Range (rulebook pp.11-12, p.16, p.20).
//
// Lines of sight run in straight lines parallel to the board's edges, never
// diagonally. They cross floor markings, openings and open or destroyed
// doors, and on classic Zombicide's special tiles (seed 004, §16) barbed
// wire, ladders, rails and the passages of a revolving gate at its
// position; walls, closed doors, a gate's other passages and the board's
// edge stop them, and no line
// ever joins the base to the exterior (Airlocks let actors through, not
// sight). Through corridor and exterior zones a line runs on as far as it
// can; it goes only one zone into a room and stops there. An actor in a room
// therefore sees the neighbouring zones its room shares an opening with, and
// on along straight corridors. Active Mold makes a zone count as a room,
// Inactive Mold as a corridor, and a Mold zone's walls as openings except
// toward the exterior. Dark Zones cannot be seen into, nor through, without
// a Searchlight.
//
// For a zone spanning several cells, the lines of sight are those of each of
// its cells; zone A sees zone B if any of them reaches B, and the Range is
// the fewest zones crossed on the way (docs/RULINGS.md, "Straight lines
// through zones of several cells").
//
// The functions are pure: they read a [zone.Map] and a [zone.State] and
// modify neither, so they are safe for concurrent use. [Sees] and [Range]
// do not allocate. The first query on a Map works out, once, for every
// ordered pair of its zones, the ways a line of sight can run between them
// and what each needs of the board state (doors open or destroyed, Mold,
// the revolving gates' positions, a Searchlight), and keeps that table with the Map ([zone.Memo]); every
// query then tests those few conditions. Maps of more than 1024 zones get
// no table, and each query walks the lines.
package los
