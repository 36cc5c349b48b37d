package rulebook_test

// Boards shared by several files, in the mission text format
// (mission.Parse); corridor, the default, is in rulebook_test.go.

// solo is the corridor played by Cole alone, so that his Turn's end
// starts the Xenos' Phase.
const solo = `id: solo
title: three corridor Zones, one Survivor
goal: reach the exit
survivors: Cole
map:
+--+--+--+
|s .c1.c2|
+--+--+--+

s: corridor start
c1: corridor
c2: corridor exit
`

// spawnsolo is solo with an active Spawn Zone at the Exit.
const spawnsolo = `id: spawnsolo
title: one Survivor and a Spawn Zone
goal: reach the exit
survivors: Cole
map:
+--+--+--+
|s .c1.c2|
+--+--+--+

s: corridor start
c1: corridor
c2: corridor exit spawn
`

// duo is the corridor played by Cole, Vivian, Mitsuki and Magnus shared
// by two players: Cole and Mitsuki are the first player's, Vivian and
// Magnus the second's.
const duo = `id: duo
title: four Survivors, two players
players: 2
goal: reach the exit
survivors: Cole Vivian Mitsuki Magnus
map:
+--+--+--+
|s .c1.c2|
+--+--+--+

s: corridor start
c1: corridor
c2: corridor exit
`

// objexit is solo with an Objective to take at the Exit before it counts.
const objexit = `id: objexit
title: an Objective, then the Exit
goal: take all objectives
goal: reach the exit
survivors: Cole
map:
+--+--+--+
|s .c1.c2|
+--+--+--+

s: corridor start
c1: corridor
c2: corridor exit objective
`

// rooms is a corridor above rooms: r1 (the Exit) and r2 behind doors,
// r3 open to the corridor above, to r2 and to c4, a corridor running
// on to c5; c6, at the corridor's end, is Dark. Cole and Vivian play.
const rooms = `id: rooms
title: a corridor above rooms
goal: reach the exit
survivors: Cole Vivian
map:
+--+--+--+--+--+
|s .c1.c2.c3.c6|
+DD+DD+oo+..+--+
|r1|r2or3oc4.c5|
+--+--+--+--+--+

s: corridor start
c1: corridor
c2: corridor
c3: corridor
c6: corridor dark
r1: room exit
r2: room
r3: room
c4: corridor
c5: corridor
`

// chain is a corridor with a Spawn Zone at c1 and at c3 and the Exit
// between them, Cole alone.
const chain = `id: chain
title: Spawn Zones on both sides of c2
goal: reach the exit
survivors: Cole
map:
+--+--+--+--+
|s .c1.c2.c3|
+--+--+--+--+

s: corridor start
c1: corridor spawn
c2: corridor exit
c3: corridor spawn
`

// vivian is rooms played by Vivian alone, a Civilian, who Searches any
// room.
const vivian = `id: vivian
title: a corridor above rooms, Vivian alone
goal: reach the exit
survivors: Vivian
map:
+--+--+--+--+--+
|s .c1.c2.c3.c6|
+DD+DD+oo+..+--+
|r1|r2or3oc4.c5|
+--+--+--+--+--+

s: corridor start
c1: corridor
c2: corridor
c3: corridor
c6: corridor dark
r1: room exit
r2: room
r3: room
c4: corridor
c5: corridor
`

// botboard is a corridor with the Bot and its remote, the green
// Objective, in c1; Vivian alone plays.
const botboard = `id: bot
title: the Peacekeeper Bot
goal: take all objectives
goal: reach the exit
survivors: Vivian
map:
+--+--+--+
|s .c1.c2|
+--+--+--+

s: corridor start
c1: corridor objective=green bot
c2: corridor exit
`

// base is the base and its surface: a Security Room r1 and an Oxygen
// Supply Room o1 off the corridor, an airlock a1 and two exterior Zones
// beyond it. Cole, a Soldier, and Vivian, a Civilian, play.
const base = `id: base
title: the base and its surface
goal: reach the exit
survivors: Cole Vivian
map:
+--+--+--+--+--+
|s .c1oa1oe1.e2|
+oo+oo+--+--+--+
|r1|o1|
+--+--+

s: corridor start
c1: corridor
a1: room airlock
e1: exterior
e2: exterior exit
r1: room security
o1: room oxygen
`

// row is four corridor Zones in a row, for the Skills (pp.52-55): from
// the start s, b is at Range 1, c at Range 2 and o at Range 3; the
// Objective in o is never taken, so the game goes on. The rules cast its
// Survivors.
const row = `id: row
title: four corridor Zones
goal: take all objectives
map:
+--+--+--+--+
|s .b .c .o |
+--+--+--+--+

s: corridor start
b: corridor
c: corridor
o: corridor objective
`

// roomrow is row with a room for its start: s opens on the corridor c,
// which runs on to o.
const roomrow = `id: roomrow
title: a room and two corridor Zones
goal: take all objectives
map:
+--+--+--+
|s oc .o |
+--+--+--+

s: room start
c: corridor
o: corridor objective
`
