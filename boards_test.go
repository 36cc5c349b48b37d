package invader_test

// Boards drawn in the zone text format (zone.Parse) for the tests of
// several files. A board used by one file only is drawn there.

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

// twoCorridors: the start s and the Objective in o, joined by a floor
// marking.
const twoCorridors = `
+--+--+
|s .o |
+--+--+

s: corridor start
o: corridor objective
`

// exitStartBoard: the start s is also the Exit Zone; the Objective is in
// the next corridor, o.
const exitStartBoard = `
+--+--+
|s .o |
+--+--+

s: corridor start exit
o: corridor objective
`

// twoRoomsBoard: the start s and the Objective room r, behind a closed
// door (d0).
const twoRoomsBoard = `
+--+--+
|s Dr |
+--+--+

s: room start
r: room objective
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
