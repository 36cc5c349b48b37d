package invader_test

// Boards drawn in the zone text format (zone.Parse) for the tests of
// several files. A board used by one file only is drawn there.

// The Players' Phase.

// twoCorridors: the start s and the Objective in o, joined by a floor
// marking.
const twoCorridors = `
+--+--+
|s .o |
+--+--+

s: corridor start
o: corridor objective
`

// flowBoard is a corridor with no door, so a Turn ends as soon as its
// Actions are spent (a free door use would keep it open, p.22), and two
// Objective tokens, so taking one does not win.
const flowBoard = `
+--+--+--+
|s .b .o |
+--+--+--+

s: corridor start
b: corridor
o: corridor objective objective
`

// doorsBoard has a door of every state around the start room s: d0 a|s
// closed, d1 s|c open, d2 s|k destroyed, d3 c|r open. Objectives in a and
// s, the Exit in k.
const doorsBoard = `
+--+--+--+
|a Ds dc |
+--+xx+dd+
   |k |r |
   +--+--+

a: room objective
s: room start objective
c: corridor
k: corridor exit
r: room
`

// escapeBoard: the Objective in the start, a corridor, then the Exit.
const escapeBoard = `
+--+--+--+
|s .c .e |
+--+--+--+

s: corridor start objective
c: corridor
e: corridor exit
`

// notationBoard has two doors (d0 s|r, d1 s|c) and an Objective.
const notationBoard = `
+--+--+--+
|r Ds Dc |
+--+..+--+
   |c4|
   +--+

r: room objective
s: corridor start
c: room
c4: corridor exit
`

// Equipment and combat.

// roomBoard: the start s is a room with an opening on corridor c, which
// runs on to corridor o. From s, c is at Range 1 and o at Range 2.
const roomBoard = `
+--+--+--+
|s oc .o |
+--+--+--+

s: room start
c: corridor
o: corridor objective
`

// The Xenos' Phase.

// lineBoard is a corridor of three zones; the Objective token in o is never
// taken, so the game goes on.
const lineBoard = `
+--+--+--+
|s .b .o |
+--+--+--+

s: corridor start
b: corridor
o: corridor objective
`

// squareBoard: from w two routes of 2 steps lead to s, through a and
// through b; w sees a and b, not s.
const squareBoard = `
+--+--+
|w .a |
+..+..+
|b .s |
+--+--+

w: corridor
a: corridor
b: corridor
s: corridor start objective
`

// threeSpawnsBoard: two red Spawn Zones, p and q, and a dormant green one, g.
const threeSpawnsBoard = `
+--+--+--+--+--+
|o .s .p .q .g |
+--+--+--+--+--+

o: corridor objective objective
s: corridor start
p: corridor spawn
q: corridor spawn
g: corridor spawn=green
`
