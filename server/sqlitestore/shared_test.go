package sqlitestore_test

import (
	"path/filepath"
	"testing"

	"github.com/invaderengine/invader/server"
	"github.com/invaderengine/invader/server/storetest"
)

// TestShared: two Stores on one file, as two processes have, pass the
// shared contract (a Store of a file is no Feed: those tests skip).
func TestShared(t *testing.T) {
	storetest.RunShared(t, func(t *testing.T) (a, b server.Store) {
		path := filepath.Join(t.TempDir(), "m.db")
		return open(t, path), open(t, path)
	})
}
