// Package draw makes pictures of a position of Zombicide: Invader: the board
// of an [invader.State] with its pieces, as text for a terminal ([Text]) and
// as SVG for browsers and documents ([SVG]).
//
// A picture shows the zones and their boundaries (walls, floor markings,
// openings, and doors closed, open, destroyed or locked; pp.11-13, p.22,
// p.26), Mold (p.20), the Survivors by name, the Xenos of each zone by kind
// and count, Noise tokens (p.17), Objective tokens by colour (p.24), Spawn
// Zones (p.28) and Machines (p.25), with a title line (mission, round,
// phase, who decides what, outcome) and a legend. Boards with the special
// tiles and tokens of seed 004, §16 show them too: barbed wire intact or
// torn, watchtowers' ladders and rails, revolving gates' passages open or
// shut in the gate's position, and each special zone's feature by name.
//
// The text picture's words (its status line and legend) come from
// package lang, in the language [Lang] chooses: English by default,
// Simplified Chinese with lang.Chinese.
//
// The package reads the State through its public methods only, as any
// front end would. Zones are drawn in the order of their IDs and pieces in
// the order the State lists them, so the same State always gives the same
// picture, byte for byte.
//
// # Immutability and concurrency
//
// The functions only read the State they are given (a State is an
// immutable value), keep nothing between calls and share no memory with
// their results, so they are safe for concurrent use, on the same State or
// on different ones.
package draw
