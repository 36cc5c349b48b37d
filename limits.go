package invader

import "fmt"

// The largest inputs the decoders read; a longer one is refused before
// it is decoded. Each is far beyond what the game writes: a save of the
// largest built-in mission is under 64 KiB.
const (
	// MaxSaveBytes bounds a State's JSON (State.UnmarshalJSON): room for
	// a mission whose map is at zone's limits, and its game.
	MaxSaveBytes = 16 << 20
	// MaxActionBytes bounds an action's or an event's JSON
	// (UnmarshalAction, UnmarshalEvent).
	MaxActionBytes = 64 << 10
	// MaxNotationBytes bounds an action in notation (State.ParseAction).
	MaxNotationBytes = 1 << 10
	// MaxPositionBytes bounds a position (ParsePosition).
	MaxPositionBytes = 1 << 20
)

// tooLong says that an input of n bytes is over max, or returns nil.
func tooLong(what string, n, max int) error {
	if n <= max {
		return nil
	}
	return fmt.Errorf("invader: %s of %d bytes: at most %d", what, n, max)
}

// short returns s, cut to an excerpt when it is long, for error messages
// that quote their input.
func short(s string) string {
	const most = 60
	if r := []rune(s); len(r) > most {
		return string(r[:most]) + "…"
	}
	return s
}
