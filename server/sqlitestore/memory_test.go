package sqlitestore_test

import (
	"path/filepath"
	"testing"

	"github.com/invaderengine/invader/server/storetest"
)

// TestLikeMemoryStore: the SQLite store does what server.MemoryStore
// does, to the difference between nil and empty, in the corners the
// contract leaves.
func TestLikeMemoryStore(t *testing.T) {
	s := open(t, filepath.Join(t.TempDir(), "m.db"))
	defer func() { _ = s.Close() }()
	storetest.LikeMemory(t, s)
}
