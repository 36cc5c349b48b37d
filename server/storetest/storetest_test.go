package storetest_test

import (
	"testing"

	"github.com/invaderengine/invader/server"
	"github.com/invaderengine/invader/server/storetest"
)

// TestSharedMemory: one MemoryStore, twice, passes the shared contract (it
// is no Feed: those tests skip).
func TestSharedMemory(t *testing.T) {
	storetest.RunShared(t, func(t *testing.T) (a, b server.Store) {
		s := server.NewMemoryStore()
		return s, s
	})
}

// keeper is a MemoryStore whose Close keeps what it holds, as a file or a
// database does.
type keeper struct{ *server.MemoryStore }

func (keeper) Close() error { return nil }

// TestReopenMemory: a MemoryStore that outlives its Close passes Reopen.
func TestReopenMemory(t *testing.T) {
	s := keeper{server.NewMemoryStore()}
	storetest.Reopen(t, func(*testing.T) server.Store { return s })
}
