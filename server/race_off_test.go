//go:build !race

package server

// raceEnabled says the race detector is on: the long tests play less.
const raceEnabled = false
