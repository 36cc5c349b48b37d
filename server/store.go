package server

import (
	"context"
	"encoding/json"
	"errors"
	"time"
)

// A Store keeps matches: each as what replays it exactly (how it starts,
// then its steps in order) plus checkpoints, so that a server restarted on
// the same Store goes on with every match Equal to before.
//
// The log of steps is append-only: Append adds the step whose Index is the
// match's step count, and refuses any other with ErrConflict, so that two
// writers can never both store step N of a match. Package storetest holds the
// contract every Store passes; MemoryStore (tests) and package sqlitestore
// (the embedded default) are two.
//
// A Store is safe for concurrent use. Values it returns share no memory with
// what it keeps. Times are kept to the microsecond, in UTC (a Store that
// persists returns them so; the server gives it no others).
type Store interface {
	// Create stores a new match, with no steps (its Summary.Steps is
	// taken as 0). It fails with ErrExists if the ID is taken.
	Create(ctx context.Context, m Match) error
	// Match returns a match's record, or ErrNotFound.
	Match(ctx context.Context, id string) (Match, error)
	// Append stores step s of match id and the match's Summary after it,
	// as one change. s.Index must be the match's step count (Summary.Steps
	// before it), else ErrConflict and nothing changes.
	Append(ctx context.Context, id string, s Step, sum Summary) error
	// Steps returns up to limit steps of match id from index from on, in
	// order.
	Steps(ctx context.Context, id string, from, limit int) ([]Step, error)
	// TakeSeat gives seat n of match id to a person: their name and the
	// hash of their credential (not empty, else ErrForbidden). It fails
	// with ErrSeatTaken if the seat is a bot's or has a person already,
	// unless the credential is the one it holds (taking one's own seat
	// again changes nothing but the name).
	TakeSeat(ctx context.Context, id string, n int, name string, credential []byte) error
	// LeaveSeat opens seat n of match id again, if credential holds it;
	// else ErrForbidden.
	LeaveSeat(ctx context.Context, id string, n int, credential []byte) error
	// PutCheckpoint stores the State at a step of match id (its JSON), which
	// a restart replays from instead of from the start.
	PutCheckpoint(ctx context.Context, id string, c Checkpoint) error
	// Checkpoint returns match id's checkpoint of the greatest index at or
	// before index, or ErrNotFound if there is none.
	Checkpoint(ctx context.Context, id string, index int) (Checkpoint, error)
	// List returns matches, newest first, without their Start.
	List(ctx context.Context, q Query) ([]Match, error)
	// Count says how many matches q selects, its Limit aside.
	Count(ctx context.Context, q Query) (int, error)
	// Expire deletes the matches finished before finished and those in
	// progress whose last change came before abandoned (zero times delete
	// nothing of their kind), with their steps and checkpoints, and says
	// how many it deleted.
	Expire(ctx context.Context, finished, abandoned time.Time) (int, error)
	// Close releases the Store's resources.
	Close() error
}

// The errors of a Store, for errors.Is.
var (
	ErrNotFound  = errors.New("server: no such match")
	ErrExists    = errors.New("server: a match with this ID exists")
	ErrConflict  = errors.New("server: the step was stored first by another")
	ErrSeatTaken = errors.New("server: the seat is taken")
	ErrForbidden = errors.New("server: not your seat")
)

// A Match is a match's stored record: how it starts, who sits where, its
// settings, and a summary of where it stands (for the lobby).
type Match struct {
	ID      string    `json:"id"`
	Created time.Time `json:"created"`
	Owner   string    `json:"-"` // the client that created it, for its quota
	Start   Start     `json:"-"`
	Seats   []Seat    `json:"seats"`
	// IdleBot is the bot (package bot's name) that takes the decisions of
	// a person's seat while its person is away; "" leaves them waiting.
	IdleBot string `json:"idleBot,omitempty"`
	// IdleAfter is how long a person may be away (disconnected, or not
	// acting on their decision) before IdleBot decides for them.
	IdleAfter time.Duration `json:"idleAfter,omitempty"`
	Summary
}

// A Start is how a match begins: a mission (its JSON) and the game's rule
// options (invader.Rules as JSON, seed included), or a State (a save's
// JSON) for a match started from a saved game.
type Start struct {
	Mission json.RawMessage `json:"mission,omitempty"`
	Rules   json.RawMessage `json:"rules,omitempty"`
	State   json.RawMessage `json:"state,omitempty"`
	// Table says the chance outcomes of a game under ExternalChance come
	// from the players (a real table). Else the server rolls them: its
	// outcomes are steps like any other, so a replay needs no seed of its
	// dice.
	Table bool `json:"table,omitempty"`
}

// A Seat is one player's place in a match: the Survivors the game gives
// that player (invader.Survivor.Player) are played by a bot or a person.
type Seat struct {
	Survivors  []string `json:"survivors"`      // the names of the seat's Survivors
	Bot        string   `json:"bot,omitempty"`  // a bot's name (package bot); "" for a person's seat
	Name       string   `json:"name,omitempty"` // the person's name, once taken
	Credential []byte   `json:"-"`              // the SHA-256 of the seat's credential; nil while open
}

// Open reports whether a person may still take the seat.
func (s Seat) Open() bool { return s.Bot == "" && s.Credential == nil }

// A Summary says where a match stands.
type Summary struct {
	Mission string    `json:"mission"` // the mission's ID
	Title   string    `json:"title"`
	Steps   int       `json:"steps"` // the steps stored; the next one's index
	Round   int       `json:"round"`
	Outcome string    `json:"outcome"` // "in progress", "won", "lost: ..."
	Over    bool      `json:"over"`
	Updated time.Time `json:"updated"` // the last step or change of seat
}

// A Step is one entry of a match's log: an action (in notation, read
// against the State before it), or an undo back to the State after an
// earlier step. Step 0 is the setup: no action.
type Step struct {
	Index  int    `json:"index"`
	Action string `json:"action,omitempty"`
	// Undo says this step takes no action but returns the game to the
	// State after step To (0: the setup).
	Undo   bool      `json:"undo,omitempty"`
	To     int       `json:"to,omitempty"`
	Seat   int       `json:"seat"`             // the seat that took it; -1 for a bot or the server's dice
	By     string    `json:"by,omitempty"`     // a person's name, a bot's name or "dice"
	Client string    `json:"client,omitempty"` // the request's client id, so a retry is answered, not applied again
	Time   time.Time `json:"time"`
}

// A Checkpoint is the State after step Index, as JSON.
type Checkpoint struct {
	Index int
	State []byte
}

// A Query selects matches to List.
type Query struct {
	Owner  string    // only this client's; "" for every client's
	Active bool      // only those in progress
	Before time.Time // only those created before it (for the next page); zero for no bound
	Limit  int       // at most this many; 0 or less for 100
}

// A Feed is news of the changes other processes make to a Store's matches.
// A Store that several server processes share implements it (package
// pgstore's does, through PostgreSQL's LISTEN/NOTIFY), so that a match one
// process serves hears of the steps and seats another stored, and tells its
// own clients at once.
type Feed interface {
	// Follow calls changed with a match's ID after any process (this one
	// too) has stored a step of it or changed one of its seats, until ctx
	// is done, and then returns ctx's error. A change may be told late or
	// more than once, never before it can be read. When Follow cannot tell
	// what it may have missed (its connection was lost and made again), it
	// calls changed with "": any match may have changed. It returns another
	// error only if it cannot start.
	Follow(ctx context.Context, changed func(id string)) error
}
