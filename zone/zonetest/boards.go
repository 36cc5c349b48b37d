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

// SpecialTiles has one of each special zone and boundary of classic
// Zombicide's special tiles and tokens (seed 004, §16):
//
//   - prison cells c1 (door open), c2 and c3 (doors closed) on the prison
//     corridors p1 and p2; shop h1 on the mall corridor p3;
//   - a revolving gate g1 at position A: its passage A to p2 is open, its
//     passage B to k1 a wall; its switch is in k1;
//   - barbed wire: intact between k1 and k3, torn between k3 and k5;
//   - watchtower t1, climbed by its ladder from k2, with rails toward k3
//     and k6;
//   - safe zone sf, through an opening from p2 and from k4;
//   - extra zone x1, a room outside the base, reached from the exterior
//     zone e1 through an opening;
//   - a Spawn Zone in k6 and the Player Starting Area in k2.
//
// Xenos from k6 head for k2 through the torn wire and the intact one;
// Survivors from k2 can climb t1 but reach k3 only by turning the gate.
const SpecialTiles = `
+--+--+--+--+--+--+
|c1|c2|c3|g1Bk1.k2|
+dd+DD+DD+AA+WW+HH+
|p1 p1.p2 p2.k3:t1|
+..+--+oo+--+ww+::+
|p3 p3|sfok4.k5.k6|
+DD+--+--+--+--+--+
|h1|x1oe1.e2.e3.e4|
+--+--+--+--+--+--+

c1: room cell
c2: room cell
c3: room cell
g1: corridor gate
k1: corridor switch=g1
k2: corridor start
p1: corridor prison
p2: corridor prison
k3: corridor
t1: corridor watchtower
p3: corridor mall
sf: room safe
k4: corridor
k5: corridor
k6: corridor spawn
h1: room shop
x1: room extra
e1: exterior
e2: exterior
e3: exterior
e4: exterior
`
