package main

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime/debug"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/jackc/pgx/v5"
	"github.com/stretchr/testify/require"

	"github.com/invaderengine/invader/server"
)

// The helpers of the TestTwoProcesses tests: the program built once and
// run as processes of their own on one PostgreSQL schema, and a client of
// theirs (HTTP and live updates), as a browser would be.

// pgEnv names the variable that holds the connection string of the
// database the tests use, as in
// postgres://postgres@127.0.0.1:5432/test?sslmode=disable.
const pgEnv = "INVADER_PG"

var pgReach struct {
	once sync.Once
	err  error
}

// pgConn returns the connection string of the tests' database. It skips
// t if there is none, except under CI (CI=true), which must run these
// tests: there it fails t. It fails t too if the database cannot be
// reached.
func pgConn(t *testing.T) string {
	t.Helper()
	conn := os.Getenv(pgEnv)
	if conn == "" {
		if os.Getenv("CI") == "true" {
			t.Fatalf("%s is not set: CI must test the processes on PostgreSQL (e.g. %s=postgres://postgres@127.0.0.1:5432/test?sslmode=disable)", pgEnv, pgEnv)
		}
		t.Skipf("%s is not set: no PostgreSQL to run the processes on", pgEnv)
	}
	pgReach.once.Do(func() { pgReach.err = pgExec(conn, "SELECT 1") })
	if pgReach.err != nil {
		t.Fatalf("%s: cannot reach PostgreSQL: %v", pgEnv, pgReach.err)
	}
	return conn
}

// pgExec runs query on a connection of its own.
func pgExec(conn, query string, args ...any) error {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	c, err := pgx.Connect(ctx, conn)
	if err != nil {
		return err
	}
	defer func() { _ = c.Close(ctx) }()
	_, err = c.Exec(ctx, query, args...)
	return err
}

// newPGSchema returns the name of a schema no other test uses, which t's
// end drops (with all in it), after the processes on it are killed.
func newPGSchema(t *testing.T) string {
	t.Helper()
	conn := pgConn(t)
	b := make([]byte, 8)
	_, _ = rand.Read(b)
	name := "web_test_" + hex.EncodeToString(b)
	t.Cleanup(func() {
		if err := pgExec(conn, "DROP SCHEMA IF EXISTS "+pgx.Identifier{name}.Sanitize()+" CASCADE"); err != nil {
			t.Errorf("drop schema %s: %v", name, err)
		}
	})
	return name
}

// webBin is the program, built once for the tests that run it.
var webBin struct {
	once sync.Once
	dir  string
	path string
	err  error
}

// TestMain removes the program the tests built, if they did.
func TestMain(m *testing.M) {
	code := m.Run()
	if webBin.dir != "" {
		_ = os.RemoveAll(webBin.dir)
	}
	os.Exit(code)
}

// webBinary builds the program (with the race detector when the tests
// have it, so that a race in a process shows in its standard error) and
// returns its path.
func webBinary(t *testing.T) string {
	t.Helper()
	webBin.once.Do(func() {
		if webBin.dir, webBin.err = os.MkdirTemp("", "invader-web-"); webBin.err != nil {
			return
		}
		webBin.path = filepath.Join(webBin.dir, "web")
		args := []string{"build", "-o", webBin.path}
		if raceBuild() {
			args = append(args, "-race")
		}
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
		defer cancel()
		out, err := exec.CommandContext(ctx, "go", append(args, ".")...).CombinedOutput()
		if err != nil {
			webBin.err = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	require.NoError(t, webBin.err)
	return webBin.path
}

// raceBuild says whether the tests run with the race detector.
func raceBuild() bool {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return false
	}
	for _, s := range info.Settings {
		if s.Key == "-race" {
			return s.Value == "true"
		}
	}
	return false
}

// A lockedBuffer is a process's output, written by exec and read by the
// test.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// A proc is the program running as a process of its own, on PostgreSQL
// with the tests' limits.
type proc struct {
	name   string
	cmd    *exec.Cmd
	url    string // http://127.0.0.1:PORT, once it serves
	out    lockedBuffer
	errs   lockedBuffer
	exited chan struct{} // closed once the process has ended
	dead   atomic.Bool   // the test killed it
}

// startProcs starts n processes of the program on schema at once (so
// that they migrate it at once), and waits until each answers. t's end
// kills them.
func startProcs(t *testing.T, schema string, n int) []*proc {
	t.Helper()
	procs := make([]*proc, n)
	for i := range procs {
		procs[i] = launch(t, fmt.Sprint("process ", string(rune('A'+i))), schema)
	}
	for _, p := range procs {
		p.waitServing(t)
	}
	return procs
}

// launch starts a process of the program on schema; t's end kills it,
// failing t if it reported a data race, and shows its output if t failed.
func launch(t *testing.T, name, schema string) *proc {
	t.Helper()
	p := &proc{name: name, exited: make(chan struct{})}
	p.cmd = exec.Command(webBinary(t), "-addr", "127.0.0.1:0", "-pg", pgConn(t), "-pg-schema", schema, "-limits", "test")
	p.cmd.Stdout, p.cmd.Stderr = &p.out, &p.errs
	dieWithTest(p.cmd)
	require.NoError(t, p.cmd.Start())
	go func() {
		_ = p.cmd.Wait()
		close(p.exited)
	}()
	t.Cleanup(func() {
		p.kill()
		errs := p.errs.String()
		if strings.Contains(errs, "WARNING: DATA RACE") {
			t.Errorf("%s reported a data race:\n%s", p.name, errs)
		} else if t.Failed() && errs != "" {
			t.Logf("%s's standard error:\n%s", p.name, errs)
		}
	})
	return p
}

// serving is the line the program prints once it serves.
var serving = regexp.MustCompile(`Serving on (http://[^/\s]+)/`)

// waitServing waits until p says where it serves and answers there.
func (p *proc) waitServing(t *testing.T) {
	t.Helper()
	deadline := time.Now().Add(60 * time.Second)
	for p.url == "" {
		if m := serving.FindStringSubmatch(p.out.String()); m != nil {
			p.url = m[1]
			break
		}
		select {
		case <-p.exited:
			t.Fatalf("%s ended before it served:\n%s%s", p.name, p.out.String(), p.errs.String())
		case <-time.After(10 * time.Millisecond):
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s did not serve within 60 s:\n%s", p.name, p.errs.String())
		}
	}
	for {
		status, _, err := p.call(context.Background(), "GET", "/api/missions", "", nil, nil)
		if err == nil && status == http.StatusOK {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s does not answer at %s: %d %v", p.name, p.url, status, err)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// kill kills p with SIGKILL, if it is still running, and waits for it to
// end; from then on p is dead.
func (p *proc) kill() {
	p.dead.Store(true)
	_ = p.cmd.Process.Kill()
	<-p.exited
}

// httpClient is the tests' HTTP client: a connection per request in
// flight kept for the next.
var httpClient = &http.Client{
	Timeout:   30 * time.Second,
	Transport: &http.Transport{MaxIdleConnsPerHost: 64},
}

// call sends a request with a JSON body (nil for none) to p as the holder
// of cred ("" for none), decodes a 2xx answer into out (if not nil), and
// returns the status and the body. Its error is the request's: p could
// not be reached, or died before it answered.
func (p *proc) call(ctx context.Context, method, path, cred string, body, out any) (int, []byte, error) {
	var rd io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			return 0, nil, err
		}
		rd = bytes.NewReader(b)
	}
	req, err := http.NewRequestWithContext(ctx, method, p.url+path, rd)
	if err != nil {
		return 0, nil, err
	}
	req.Header.Set("Content-Type", "application/json")
	if cred != "" {
		req.Header.Set("Authorization", "Bearer "+cred)
	}
	res, err := httpClient.Do(req)
	if err != nil {
		return 0, nil, err
	}
	defer res.Body.Close()
	data, err := io.ReadAll(res.Body)
	if err != nil {
		return 0, nil, err
	}
	if out != nil && res.StatusCode/100 == 2 {
		if err := json.Unmarshal(data, out); err != nil {
			return res.StatusCode, data, fmt.Errorf("%s %s: %w: %s", method, path, err, data)
		}
	}
	return res.StatusCode, data, nil
}

// must is call for the test's goroutine: it fails t unless the answer's
// status is want.
func (p *proc) must(t *testing.T, want int, method, path, cred string, body, out any) {
	t.Helper()
	status, data, err := p.call(context.Background(), method, path, cred, body, out)
	require.NoError(t, err, "%s: %s %s", p.name, method, path)
	require.Equal(t, want, status, "%s: %s %s: %s", p.name, method, path, data)
}

// view is match id's View for cred ("" for a spectator's) on p.
func (p *proc) view(t *testing.T, id, cred string) server.View {
	t.Helper()
	var v server.View
	p.must(t, http.StatusOK, "GET", "/api/matches/"+id+"/view", cred, nil, &v)
	return v
}

// waitIndex waits until p's match id is at step index.
func (p *proc) waitIndex(t *testing.T, id string, index int) server.View {
	t.Helper()
	deadline := time.Now().Add(15 * time.Second)
	for {
		v := p.view(t, id, "")
		if v.Index >= index {
			require.Equal(t, index, v.Index, "%s: match %s went past step %d", p.name, id, index)
			return v
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s: match %s at step %d, not %d, after 15 s", p.name, id, v.Index, index)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// A liveMsg is what a test reads of a live-update message.
type liveMsg struct {
	Type string `json:"type"`
	Step *struct {
		Index int `json:"index"`
	} `json:"step"`
	View *struct {
		Index   int      `json:"index"`
		Over    bool     `json:"over"`
		Yours   bool     `json:"yours"`
		Actions []string `json:"actions"`
	} `json:"view"`
	From  *int   `json:"from"`
	To    *int   `json:"to"`
	Error string `json:"error"`
}

// A socket is a live-update connection to one process.
type socket struct {
	conn *websocket.Conn
	msgs chan liveMsg // closed when the connection ends
}

// errClosed is a socket's connection ended.
var errClosed = errors.New("the live connection closed")

// dial connects to match id's live updates on p with cred, having the
// steps to after.
func dial(ctx context.Context, p *proc, id, cred string, after int) (*socket, error) {
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	url := "ws" + strings.TrimPrefix(p.url, "http") + "/api/matches/" + id + "/live"
	conn, _, err := websocket.Dial(ctx, url, nil)
	if err != nil {
		return nil, fmt.Errorf("%s: live: %w", p.name, err)
	}
	conn.SetReadLimit(16 << 20)
	b, _ := json.Marshal(server.Hello{Credential: cred, After: after})
	if err := conn.Write(ctx, websocket.MessageText, b); err != nil {
		conn.CloseNow()
		return nil, fmt.Errorf("%s: hello: %w", p.name, err)
	}
	s := &socket{conn: conn, msgs: make(chan liveMsg, 4096)}
	go s.read()
	return s, nil
}

func (s *socket) read() {
	defer close(s.msgs)
	for {
		_, b, err := s.conn.Read(context.Background())
		if err != nil {
			return
		}
		var m liveMsg
		if json.Unmarshal(b, &m) == nil {
			s.msgs <- m
		}
	}
}

// next returns the next message: errClosed if the connection ended, an
// error if none came within 20 s or ctx ended.
func (s *socket) next(ctx context.Context) (liveMsg, error) {
	select {
	case m, ok := <-s.msgs:
		if !ok {
			return liveMsg{}, errClosed
		}
		return m, nil
	case <-ctx.Done():
		return liveMsg{}, ctx.Err()
	case <-time.After(20 * time.Second):
		return liveMsg{}, errors.New("no live message in 20 s")
	}
}

// close ends the connection, and waits for its reader to end.
func (s *socket) close() {
	s.conn.CloseNow()
	for range s.msgs {
	}
}

// A replayer is a server in this test's process, in memory, which plays
// matches' records again.
type replayer struct{ srv *server.Server }

func newReplayer(t *testing.T) replayer {
	t.Helper()
	srv, err := server.New(server.Config{Logf: t.Logf, Limits: testLimits})
	require.NoError(t, err)
	t.Cleanup(func() { _ = srv.Close() })
	return replayer{srv}
}

// replay imports match id's record (read from p) and returns the View
// it plays again to.
func (r replayer) replay(t *testing.T, p *proc, id string) server.View {
	t.Helper()
	status, record, err := p.call(context.Background(), "GET", "/api/matches/"+id+"/record", "", nil, nil)
	require.NoError(t, err)
	require.Equal(t, http.StatusOK, status, "record: %s", record)
	imp := httptest.NewRecorder()
	r.srv.ServeHTTP(imp, httptest.NewRequest("POST", "/api/matches/import", bytes.NewReader(record)))
	require.Equal(t, http.StatusCreated, imp.Code, "import: %s", imp.Body)
	var c server.Created
	require.NoError(t, json.Unmarshal(imp.Body.Bytes(), &c))
	got := httptest.NewRecorder()
	r.srv.ServeHTTP(got, httptest.NewRequest("GET", "/api/matches/"+c.Match.ID+"/view", nil))
	require.Equal(t, http.StatusOK, got.Code)
	var v server.View
	require.NoError(t, json.Unmarshal(got.Body.Bytes(), &v))
	return v
}

// agree checks that match id is at step index with the same State on
// every live process, the State its record plays again to.
func agree(t *testing.T, procs []*proc, r replayer, id string, index int) {
	t.Helper()
	var first *server.View
	var alive *proc
	for _, p := range procs {
		if p.dead.Load() {
			continue
		}
		v := p.waitIndex(t, id, index)
		if first == nil {
			first, alive = &v, p
			continue
		}
		require.JSONEq(t, string(first.State), string(v.State), "match %s: the same State on every process", id)
	}
	require.NotNil(t, first, "no process alive")
	replayed := r.replay(t, alive, id)
	require.Equal(t, index, replayed.Index, "match %s: its record's steps", id)
	require.JSONEq(t, string(first.State), string(replayed.State), "match %s: its record plays again to its State", id)
}

// storedClients returns the client ids of match id's steps as stored in
// schema, in order, failing t unless they are steps 0 to last.
func storedClients(t *testing.T, schema, id string, last int) []string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	c, err := pgx.Connect(ctx, pgConn(t))
	require.NoError(t, err)
	defer func() { _ = c.Close(ctx) }()
	rows, err := c.Query(ctx, "SELECT idx, client FROM "+pgx.Identifier{schema, "steps"}.Sanitize()+" WHERE match_id = $1 ORDER BY idx", id)
	require.NoError(t, err)
	var clients []string
	for rows.Next() {
		var idx int
		var client string
		require.NoError(t, rows.Scan(&idx, &client))
		require.Equal(t, len(clients), idx, "match %s: the steps stored are 0, 1, 2...", id)
		clients = append(clients, client)
	}
	require.NoError(t, rows.Err())
	require.Len(t, clients, last+1, "match %s: the steps stored", id)
	return clients
}

// checkClients checks that each client id made at most one of match id's
// steps, and that each request answered 200 (its client id to the step's
// index) made the step stored with its id.
func checkClients(t *testing.T, schema, id string, last int, answered map[string]int) {
	t.Helper()
	made := map[string]int{}
	for i, c := range storedClients(t, schema, id, last) {
		if c == "" {
			continue
		}
		prev, twice := made[c]
		require.False(t, twice, "match %s: client id %q made steps %d and %d", id, c, prev, i)
		made[c] = i
	}
	for c, i := range answered {
		got, ok := made[c]
		require.True(t, ok, "match %s: request %q answered step %d, which is not stored with its id", id, c, i)
		require.Equal(t, i, got, "match %s: request %q answered step %d, but made step %d", id, c, i, got)
	}
}
