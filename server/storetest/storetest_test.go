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
