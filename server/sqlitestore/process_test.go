package sqlitestore_test

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/invaderengine/invader/server"
	"github.com/invaderengine/invader/server/sqlitestore"
	"github.com/invaderengine/invader/server/storetest"
)

// helperEnv names the file TestAppenderProcess appends to, in a process of
// its own.
const helperEnv = "SQLITESTORE_TEST_APPENDER"

const processSteps = 200

// TestProcesses: processes racing to append the steps of a match to one
// file (the test and two of its own binary) win each index exactly once.
func TestProcesses(t *testing.T) {
	if testing.Short() {
		t.Skip("starts processes")
	}
	path := filepath.Join(t.TempDir(), "m.db")
	s := open(t, path)
	defer func() { require.NoError(t, s.Close()) }()
	require.NoError(t, s.Create(ctx, storetest.Match("a")))

	var wg sync.WaitGroup
	wins := make([]int, 3)
	for i := range 2 {
		wg.Go(func() {
			cmd := exec.Command(os.Args[0], "-test.run=^TestAppenderProcess$", "-test.v")
			cmd.Env = append(os.Environ(), helperEnv+"="+path)
			out, err := cmd.CombinedOutput()
			if err != nil {
				t.Errorf("process %d: %v\n%s", i, err, out)
				return
			}
			_, after, ok := strings.Cut(string(out), "wins=")
			n, err := strconv.Atoi(strings.Fields(after + " x")[0])
			if !ok || err != nil {
				t.Errorf("process %d said:\n%s", i, out)
			}
			wins[i] = n
		})
	}
	startTogether(t, path, 2)
	wins[2] = appendAll(t, s, "test")
	wg.Wait()
	t.Log("wins of the processes and the test:", wins)
	require.Equal(t, processSteps, wins[0]+wins[1]+wins[2], "each index won exactly once: %v", wins)
	got, err := s.Steps(ctx, "a", 0, -1)
	require.NoError(t, err)
	require.Len(t, got, processSteps)
	for i, st := range got {
		require.Equal(t, i, st.Index)
	}
}

// TestAppenderProcess is TestProcesses' other processes.
func TestAppenderProcess(t *testing.T) {
	path := os.Getenv(helperEnv)
	if path == "" {
		t.Skip("run by TestProcesses")
	}
	s := open(t, path)
	defer func() { require.NoError(t, s.Close()) }()
	ready := fmt.Sprintf("%s.ready.%d", path, os.Getpid())
	require.NoError(t, os.WriteFile(ready, nil, 0o600))
	for waited := time.Duration(0); !exists(path + ".go"); waited += time.Millisecond {
		require.Less(t, waited, time.Minute, "no go")
		time.Sleep(time.Millisecond)
	}
	fmt.Printf("wins=%d\n", appendAll(t, s, fmt.Sprint("process ", os.Getpid())))
}

// startTogether waits for n processes to be ready to append to the file
// at path, then tells them to.
func startTogether(t *testing.T, path string, n int) {
	for waited := time.Duration(0); ; waited += time.Millisecond {
		ready, err := filepath.Glob(path + ".ready.*")
		require.NoError(t, err)
		if len(ready) == n {
			break
		}
		if waited > time.Minute {
			t.Fatalf("%d processes of %d are ready", len(ready), n)
		}
		time.Sleep(time.Millisecond)
	}
	require.NoError(t, os.WriteFile(path+".go", nil, 0o600))
}

func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}

// appendAll tries to append each step of match a, and says how many it
// stored.
func appendAll(t *testing.T, s *sqlitestore.Store, by string) int {
	wins := 0
	for i := range processSteps {
		st := storetest.Step(i)
		st.By = by
		err := s.Append(ctx, "a", st, storetest.Summary(i+1))
		switch {
		case err == nil:
			wins++
		case !errors.Is(err, server.ErrConflict):
			t.Errorf("%s, step %d: %v", by, i, err)
		}
	}
	return wins
}
