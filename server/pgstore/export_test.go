package pgstore

import "time"

// OnListen has f told the backend process ID of each connection s's
// Follows listen on. Call it before any Follow of s.
func OnListen(s *Store, f func(pid uint32)) { s.onListen = f }

// Channel is the channel s notifies.
func Channel(s *Store) string { return s.channel }

// SetPingAfter sets how long a listening connection may be quiet before
// Follow pings it, and returns a function that puts it back.
func SetPingAfter(d time.Duration) (undo func()) {
	old := pingAfter
	pingAfter = d
	return func() { pingAfter = old }
}

// BreakListen points the connections s's Follows make at a port where no
// server listens.
func BreakListen(s *Store) {
	s.listen = s.listen.Copy()
	s.listen.Host, s.listen.Port, s.listen.Fallbacks = "127.0.0.1", 1, nil
}
