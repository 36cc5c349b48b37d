package zonetest

// Boards drawn by hand that the tests of several packages share, in the
// text form of package zone. Each is drawn once here, so that the packages
// that use it test the same board.

// EqualRoutes is a 3×3 square of corridors joined by markings, labelled
// row by row:
//
//	a b c
//	d e f
//	g h i
//
// Every two zones are linked by straight lines and, unless they share a
// row or a column, by several equally short routes: for tests of routes,
// of Xenos splitting between equal routes or tied destinations (p.26),
// and of sight lines.
const EqualRoutes = `
+--+--+--+
|a .b .c |
+..+..+..+
|d .e .f |
+..+..+..+
|g .h .i |
+--+--+--+

a: corridor
b: corridor
c: corridor
d: corridor
e: corridor
f: corridor
g: corridor
h: corridor
i: corridor
`

// DoorOrDetour is the board of a door Xenos break (p.26): room x has a
// closed door (door 0) to corridor k; the open way round goes x, r, k3,
// k4, k2 and on to k. Xenos heading for k or k2 count the door as passable
// and break it; Survivors go round.
const DoorOrDetour = `
+--+--+--+
|x Dk .k2|
+oo+--+..+
|r ok3.k4|
+--+--+--+

x: room
k: corridor
k2: corridor
r: room
k3: corridor
k4: corridor
`

// SmallMission is the smallest board a winnable mission needs: a Player
// Starting Area s, an Exit Zone c next to it, and an Objective token in
// room r, through an opening from c.
const SmallMission = `
+--+--+
|s .c |
+--+oo+
   |r |
   +--+

s: corridor start
c: corridor exit
r: room objective
`
