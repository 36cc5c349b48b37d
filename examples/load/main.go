// Command load puts a game server (package server) under the load of many
// matches at once, over loopback HTTP and WebSockets, and reports how fast
// it answers and how much memory a match takes (issue 24: 1,000 matches,
// p99 below 50 ms, a match in 64 KiB plus its history), and, on
// PostgreSQL, what several server processes sharing one database make of
// it (issue 25).
//
// Usage:
//
//	go run ./examples/load [-matches 1000] [-duration 60s] [-mission M0] [-bots 1] [-bot greedy]
//	                       [-think 1s] [-store memory|sqlite|postgres] [-pg URL] [-keep]
//	                       [-servers 1] [-route alternate|home] [-clients process|inproc]
//	                       [-json] [-check] [-cpuprofile FILE] [-memprofile FILE] [-mutexprofile FILE]
//
// It starts a server.Server in this process (on a MemoryStore, with
// -store sqlite on package sqlitestore's Store in a temporary file, with
// -store postgres on package pgstore's Store in a schema of its own),
// served by server.NewHTTPServer on 127.0.0.1 at a port of the system's
// choosing: all its traffic is loopback traffic. Then -matches scripted
// clients each create a match (POST /api/matches: the mission, seed i and
// one player more than -bots; seat 0 a person's, which the client takes,
// the others -bot's, which the server plays), connect to its live updates
// (GET /api/matches/{id}/live, hello with the seat's credential and after
// -1) and play it: on each view that says "yours", the client thinks
// -think (1 s by default: a decision a second is already quicker than
// people play a board game; 200ms is a stress test), jittered ±50%, then
// POSTs one of the view's actions at random,
// at the view's index, with a new client id. A match that ends is replaced
// by a new one, so -matches are in progress at once until -duration ends;
// client i starts at i × -ramp / -matches. Each client's choices come from
// a math/rand/v2 generator seeded with -seed and i, so a run asks the same
// things again (what the bots and the server's timing make of it may
// differ). After -duration the requests under way have -drain to end;
// then every connection is closed, and the server (Server.Close).
//
// The clients run by default in a process of their own (this program
// again, told so by the environment), so that the server's process holds
// only the server: its memory and CPU time are the server's alone. With
// -clients inproc they run as goroutines of this process (quicker to
// start; the memory measured then counts the clients' too).
//
// # PostgreSQL and several server processes
//
// With -store postgres the Store is package pgstore's, on the database
// -pg names (by default $INVADER_PG, else
// postgres://postgres@127.0.0.1:5432/test?sslmode=disable; pool_max_conns
// and the like may be added to it), in a new schema load_<random hex>,
// dropped at the end (kept with -keep, to look into; a run killed leaves
// it too). With -servers N above 1 (PostgreSQL only) this process serves
// nothing itself: it starts N server processes (this program again, told
// by the environment which schema to serve), each on the shared schema,
// at a port of its own, and the clients spread over them: client i
// creates its matches on server i % N and hears them live from it, and
// with -route alternate (the default) POSTs its actions to each server by
// turns, so that every other step is made by a process its live
// connection is not on and reaches it through the Store's Feed (LISTEN
// and NOTIFY); with -route home, all to server i % N. A server process
// ends when its standard input closes: when this program is done with it,
// or dies.
//
// All clients come from 127.0.0.1, which the server's limits per client
// would refuse past 20 matches or 50 connections: each client names itself
// in an X-Load-Client header, and the server's Config.ClientKey reads it
// (a server in the open must not trust such a header), so the default
// Limits apply to each load client as to a person.
//
// What it measures:
//
//   - action latency: from sending an action's POST to having read its
//     whole response (200s only; refusals are counted as errors);
//   - live latency: from sending the POST to the arrival over the
//     WebSocket of the view of the step it made;
//   - p50, p90, p99 and max of each, the actions a second, the steps of
//     bots a second (the step messages of seat -1), the matches created,
//     finished and given up, and the errors by kind (the HTTP status, a
//     WebSocket closed by the server, a match with no view for -stall);
//   - memory a match: at -measure (by default halfway through the time
//     after the ramp) the server's process collects its garbage
//     (runtime.GC) and reads runtime.MemStats: HeapInuse less the
//     baseline read before any match, shared among the matches the server
//     holds (every match created: none expires within a run), and
//     StackInuse over its baseline, the goroutines' stacks, shared the
//     same way. The history a match is what its steps take, counted from
//     the step messages the clients received: the stored Step, the
//     server's brief of it and its words (historyPerStep, the action,
//     the request's client id, each line of words), on average; the
//     report gives the memory a match with and without it, and the goal
//     judges heap and stacks together, the history aside. The memory is
//     measured again once the clients have left. With -servers above 1 it
//     is not measured (each process holds a part of each match);
//   - the CPU time of the server's process (of each, with -servers) and
//     of the clients';
//   - on PostgreSQL, the round trips each server's Store made to the
//     database (pgstore's Store.RoundTrips) while the clients played,
//     and the notifications its Feed heard, in all and a step (the
//     persons' actions taken and the bots' steps).
//
// It prints a short report (with -json, one JSON object) and exits 0;
// with -check it exits 1 if the p99 of the action latency is 50 ms or
// more or the memory a match (heap and stacks) less its history is over
// 64 KiB (not judged with -servers above 1). The -cpuprofile (the whole
// run) and -memprofile (the heap at the memory measure, and in
// FILE.after once the clients are gone) profiles are the server's
// process's, for go tool pprof; with -servers N, server k writes its CPU
// and lock profiles to FILE.k, and there is no -memprofile.
package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"strings"
	"sync"
	"time"

	"github.com/invaderengine/invader/server"
	"github.com/invaderengine/invader/server/pgstore"
	"github.com/invaderengine/invader/server/sqlitestore"
)

// clientEnv holds a clientConfig as JSON in the clients' process.
const clientEnv = "INVADER_LOAD_CLIENTS"

func main() {
	if cfg := os.Getenv(clientEnv); cfg != "" {
		os.Exit(clientMain(cfg))
	}
	if cfg := os.Getenv(serverEnv); cfg != "" {
		os.Exit(serverMain(cfg))
	}
	o, err := parseFlags(os.Args[1:], os.Stderr)
	if err != nil {
		os.Exit(2)
	}
	r, err := run(context.Background(), o)
	if err != nil {
		fmt.Fprintln(os.Stderr, "load:", err)
		os.Exit(1)
	}
	if o.json {
		e := json.NewEncoder(os.Stdout)
		e.SetIndent("", "  ")
		_ = e.Encode(r)
	} else {
		r.print(os.Stdout)
	}
	if o.check {
		for _, g := range r.Goals {
			if !g.Met {
				fmt.Fprintln(os.Stderr, "load: goal not met:", g.What)
				os.Exit(1)
			}
		}
	}
}

// options are the flags.
type options struct {
	matches      int
	duration     time.Duration
	mission      string
	bots         int
	bot          string
	think        time.Duration
	store        string
	pg           string
	keep         bool
	servers      int
	route        string
	clients      string
	seed         uint64
	ramp         time.Duration
	drain        time.Duration
	measure      time.Duration
	stall        time.Duration
	json         bool
	check        bool
	cpuprofile   string
	memprofile   string
	mutexprofile string
}

// pgEnv names the variable of -pg's default.
const pgEnv = "INVADER_PG"

// defaultPG is -pg's default when pgEnv is not set.
const defaultPG = "postgres://postgres@127.0.0.1:5432/test?sslmode=disable"

func parseFlags(args []string, errs io.Writer) (options, error) {
	var o options
	fs := flag.NewFlagSet("load", flag.ContinueOnError)
	fs.SetOutput(errs)
	pg := os.Getenv(pgEnv)
	if pg == "" {
		pg = defaultPG
	}
	fs.IntVar(&o.matches, "matches", 1000, "matches in progress at once")
	fs.DurationVar(&o.duration, "duration", 60*time.Second, "how long the clients play")
	fs.StringVar(&o.mission, "mission", "M0", "the built-in mission of every match")
	fs.IntVar(&o.bots, "bots", 1, "bot seats a match, besides the scripted person's")
	fs.StringVar(&o.bot, "bot", "greedy", "the bots' name (package bot)")
	fs.DurationVar(&o.think, "think", time.Second, "a client's mean time to decide (jittered ±50%): a person quicker than people play; 200ms is a stress")
	fs.StringVar(&o.store, "store", "memory", "the server's Store: memory, sqlite (a temporary file) or postgres (a new schema of -pg's database)")
	fs.StringVar(&o.pg, "pg", pg, "with -store postgres, the database's connection string (default $"+pgEnv+", else "+defaultPG+")")
	fs.BoolVar(&o.keep, "keep", false, "with -store postgres, keep the run's schema instead of dropping it")
	fs.IntVar(&o.servers, "servers", 1, "server processes on the store (more than 1: -store postgres), the clients spread over them")
	fs.StringVar(&o.route, "route", "alternate", "with -servers above 1, where a client's actions go: alternate (each server by turns) or home (the server of its live connection)")
	fs.StringVar(&o.clients, "clients", "process", "where the clients run: process (their own) or inproc")
	fs.Uint64Var(&o.seed, "seed", 1, "the seed of the clients' choices and of the matches")
	fs.DurationVar(&o.ramp, "ramp", 5*time.Second, "the clients start spread over this long (at most a quarter of -duration)")
	fs.DurationVar(&o.drain, "drain", 10*time.Second, "after -duration, how long requests under way may take")
	fs.DurationVar(&o.measure, "measure", 0, "when to measure the memory (0: halfway through the time after the ramp)")
	fs.DurationVar(&o.stall, "stall", 30*time.Second, "a match with no new view for this long is given up")
	fs.BoolVar(&o.json, "json", false, "print the report as one JSON object")
	fs.BoolVar(&o.check, "check", false, "exit 1 unless the goals are met (action p99 < 50 ms, 64 KiB a match besides its history)")
	fs.StringVar(&o.cpuprofile, "cpuprofile", "", "write the server process's CPU profile to this file (with -servers, server k's to FILE.k)")
	fs.StringVar(&o.mutexprofile, "mutexprofile", "", "write the server process's profile of waits on locks (a sample of 1 in 10) to this file (with -servers, server k's to FILE.k)")
	fs.StringVar(&o.memprofile, "memprofile", "", "write the server process's heap profile at the memory measure to this file (and once the clients are gone to FILE.after; not with -servers)")
	if err := fs.Parse(args); err != nil {
		return o, err
	}
	var bad []string
	if o.matches < 1 {
		bad = append(bad, "-matches: want at least 1")
	}
	if o.duration <= 0 || o.think <= 0 || o.drain <= 0 || o.stall <= 0 || o.ramp < 0 || o.measure < 0 {
		bad = append(bad, "-duration, -think, -drain and -stall: want more than 0; -ramp and -measure: not less")
	}
	if o.bots < 0 {
		bad = append(bad, "-bots: want 0 or more")
	}
	if o.store != "memory" && o.store != "sqlite" && o.store != "postgres" {
		bad = append(bad, "-store: want memory, sqlite or postgres")
	}
	switch {
	case o.servers < 1:
		bad = append(bad, "-servers: want at least 1")
	case o.servers > 1 && o.store != "postgres":
		bad = append(bad, "-servers: more than 1 wants -store postgres, which processes share")
	case o.servers > 1 && o.memprofile != "":
		bad = append(bad, "-memprofile: only with -servers 1")
	}
	if o.route != "alternate" && o.route != "home" {
		bad = append(bad, "-route: want alternate or home")
	}
	if o.clients != "process" && o.clients != "inproc" {
		bad = append(bad, "-clients: want process or inproc")
	}
	if fs.NArg() > 0 {
		bad = append(bad, "no arguments, only flags")
	}
	if len(bad) > 0 {
		err := errors.New(strings.Join(bad, "; "))
		fmt.Fprintln(errs, "load:", err)
		return o, err
	}
	o.ramp = min(o.ramp, o.duration/4)
	if o.measure == 0 {
		o.measure = o.ramp + (o.duration-o.ramp)/2
	}
	o.measure = min(o.measure, o.duration)
	return o, nil
}

// clientConfig is the clients' config for o, on the servers at addrs.
func (o options) clientConfig(addrs []string) clientConfig {
	return clientConfig{
		Addrs: addrs, Route: o.route, Matches: o.matches, Duration: o.duration, Ramp: o.ramp,
		Drain: o.drain, MeasureAt: o.measure, Stall: o.stall, Mission: o.mission,
		Bots: o.bots, Bot: o.bot, Think: o.think, Seed: o.seed,
	}
}

// limits are the servers' Limits for o.
func (o options) limits() server.Limits {
	var l server.Limits
	if o.matches > 5000 { // the server's 10,000 matches in progress, with room for those given up
		l.Matches = 2 * o.matches
	}
	return l
}

// runClients runs the clients as o says (in their own process or this
// one), and returns their result and the CPU time of their process.
func (o options) runClients(ctx context.Context, cfg clientConfig, onMark func(mark)) (clientResult, time.Duration, error) {
	if o.clients == "inproc" {
		return runClients(ctx, cfg, onMark), 0, nil
	}
	return runClientProcess(ctx, cfg, onMark)
}

// run serves a Server (or, with -servers above 1, starts the server
// processes), runs the clients against it, and reports.
func run(ctx context.Context, o options) (*Report, error) {
	if o.servers > 1 {
		return runServers(ctx, o)
	}
	st, err := openStore(ctx, o)
	if err != nil {
		return nil, err
	}
	defer st.close()
	sv, err := serve(st.store, o.limits())
	if err != nil {
		return nil, err
	}
	defer sv.close()

	baseline := readMem()
	if o.mutexprofile != "" {
		runtime.SetMutexProfileFraction(10)
		defer runtime.SetMutexProfileFraction(0)
	}
	if o.cpuprofile != "" {
		f, err := os.Create(o.cpuprofile)
		if err != nil {
			return nil, err
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			return nil, err
		}
		defer pprof.StopCPUProfile()
	}
	var (
		memMu   sync.Mutex
		atMark  memStats
		profErr error
	)
	onMark := func(mark) {
		memMu.Lock()
		defer memMu.Unlock()
		atMark = readMem()
		if o.memprofile != "" {
			profErr = writeHeapProfile(o.memprofile)
		}
	}
	cpu0 := cpuTime()
	db0 := st.counts()
	start := time.Now()
	res, clientCPU, err := o.runClients(ctx, o.clientConfig([]string{sv.addr}), onMark)
	if err != nil {
		return nil, err
	}
	wall := time.Since(start)
	serverCPU := cpuTime() - cpu0
	db := st.counts().less(db0)
	after := readMem()
	if o.mutexprofile != "" {
		if err := writeProfile("mutex", o.mutexprofile); err != nil {
			return nil, err
		}
	}
	if o.memprofile != "" {
		if err := writeHeapProfile(o.memprofile + ".after"); err != nil {
			return nil, err
		}
	}
	memMu.Lock()
	defer memMu.Unlock()
	if profErr != nil {
		return nil, profErr
	}

	r := newReport(o, res, clientCPU, wall)
	handled := sv.timed.all()
	r.ServerActions = summarize(handled)
	r.CPU.Server = serverCPU.Seconds()
	r.ServerLogs, r.FirstLogs = sv.logs.report()
	if st.pg != nil {
		r.PerServer = []ServerReport{{CPU: r.CPU.Server, Actions: len(handled),
			RoundTrips: db.trips, Notifications: db.notes, Logs: r.ServerLogs}}
		r.database(o, st.schema, st.poolSize)
	}
	m := res.Mark
	r.Memory = memory(baseline, atMark, m.At, m.Created, m.Live, m.History, m.Steps)
	a := memory(baseline, after, wall, res.Created, 0, res.History, res.Steps)
	r.After = &a
	r.goals()
	return r, nil
}

// newReport is the report of the clients' result res, the parts the
// servers measure aside.
func newReport(o options, res clientResult, clientCPU, wall time.Duration) *Report {
	r := &Report{
		Matches: o.matches, Duration: o.duration.Seconds(), Mission: o.mission, Bots: o.bots, Bot: o.bot,
		Think: ms(o.think), Store: o.store, Servers: o.servers, Clients: o.clients, CPUs: runtime.GOMAXPROCS(0),
		Actions: summarize(res.Actions), Live: summarize(res.Live), Create: summarize(res.Create),
		Steps: res.Steps, BotSteps: res.BotSteps, Received: res.Received,
		Created: res.Created, Finished: res.Finished, Abandoned: res.Abandoned,
		Errors: res.Errors, Samples: res.Samples,
		CPU: CPU{Clients: clientCPU.Seconds(), Wall: wall.Seconds()},
	}
	if o.servers > 1 {
		r.Route = o.route
	}
	if s := res.Acting.Seconds(); s > 0 {
		r.ActionsPerSec = float64(r.Actions.Count) / s
		r.BotStepsPerSec = float64(r.BotSteps) / s
	}
	return r
}

// A serving is a server.Server on a Store, served over HTTP on 127.0.0.1
// at a port of the system's choosing.
type serving struct {
	srv    *server.Server
	hs     *http.Server
	addr   string
	logs   *logCounter
	timed  *handlerTimes
	served chan error
}

// serve serves a Server on store with limits.
func serve(store server.Store, limits server.Limits) (*serving, error) {
	logs := &logCounter{}
	srv, err := server.New(server.Config{Store: store, Limits: limits, ClientKey: loadClientKey, Logf: logs.logf})
	if err != nil {
		return nil, err
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		_ = srv.Close()
		return nil, err
	}
	sv := &serving{srv: srv, hs: server.NewHTTPServer(srv), addr: ln.Addr().String(),
		logs: logs, timed: &handlerTimes{}, served: make(chan error, 1)}
	sv.hs.Handler = sv.timed.wrap(srv)
	sv.hs.ErrorLog = log.New(logs, "", 0)
	go func() { sv.served <- sv.hs.Serve(ln) }() // ends with hs.Close in close
	return sv, nil
}

// close closes the Server, then the HTTP server, and waits for it (10 s
// at most).
func (sv *serving) close() {
	_ = sv.srv.Close()
	_ = sv.hs.Close()
	select {
	case <-sv.served:
	case <-time.After(10 * time.Second):
		fmt.Fprintln(os.Stderr, "load: the HTTP server did not stop within 10 s")
	}
}

// loadClientKey is the server's ClientKey: the X-Load-Client a load
// client sends, else the remote IP address.
func loadClientKey(r *http.Request) string {
	if k := r.Header.Get(clientHeader); k != "" {
		return "load " + k
	}
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}

// A runStore is the Store of a run of one server, and what closes it.
type runStore struct {
	store    server.Store
	close    func()
	pg       *pgstore.Store // with -store postgres
	schema   string         // its schema
	poolSize int            // its pool's connections at most
}

// counts are what the Store has asked of PostgreSQL so far (nothing of
// another Store).
func (s *runStore) counts() dbCounts {
	if s.pg == nil {
		return dbCounts{}
	}
	return dbCounts{s.pg.RoundTrips(), s.pg.Notifications()}
}

// openStore opens the Store o names.
func openStore(ctx context.Context, o options) (*runStore, error) {
	switch o.store {
	case "memory":
		s := server.NewMemoryStore()
		return &runStore{store: s, close: func() { _ = s.Close() }}, nil
	case "postgres":
		return openPostgres(ctx, o)
	}
	dir, err := os.MkdirTemp("", "invader-load-")
	if err != nil {
		return nil, err
	}
	s, err := sqlitestore.Open(filepath.Join(dir, "load.db"))
	if err != nil {
		_ = os.RemoveAll(dir)
		return nil, err
	}
	return &runStore{store: s, close: func() {
		if err := s.Close(); err != nil {
			fmt.Fprintln(os.Stderr, "load: closing the store:", err)
		}
		_ = os.RemoveAll(dir)
	}}, nil
}

// runClientProcess runs the clients in a process of their own: this
// program again, with cfg in its environment. It calls onMark when the
// clients mark the memory measure, and returns their result and the CPU
// time they took.
func runClientProcess(ctx context.Context, cfg clientConfig, onMark func(mark)) (clientResult, time.Duration, error) {
	exe, err := os.Executable()
	if err != nil {
		return clientResult{}, 0, err
	}
	b, _ := json.Marshal(cfg)
	// The clients stop by themselves after Duration+Drain; past that and a
	// minute more, they are killed.
	ctx, cancel := context.WithTimeout(ctx, cfg.Duration+cfg.Drain+90*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, exe)
	cmd.Env = append(os.Environ(), clientEnv+"="+string(b))
	cmd.Stderr = os.Stderr
	cmd.WaitDelay = 5 * time.Second
	stdin, err := cmd.StdinPipe() // closed when done: the clients stop if still running
	if err != nil {
		return clientResult{}, 0, err
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return clientResult{}, 0, err
	}
	if err := cmd.Start(); err != nil {
		return clientResult{}, 0, err
	}
	var res *clientResult
	dec := json.NewDecoder(bufio.NewReader(stdout))
	for res == nil {
		var line childLine
		if err := dec.Decode(&line); err != nil {
			break
		}
		if line.Mark != nil {
			onMark(*line.Mark)
		}
		res = line.Result
	}
	_ = stdin.Close()
	_, _ = io.Copy(io.Discard, stdout)
	err = cmd.Wait()
	switch {
	case res == nil && err != nil:
		return clientResult{}, 0, fmt.Errorf("the clients' process: %w", err)
	case res == nil:
		return clientResult{}, 0, errors.New("the clients' process ended with no result")
	}
	var cpu time.Duration
	if ps := cmd.ProcessState; ps != nil {
		cpu = ps.UserTime() + ps.SystemTime()
	}
	return *res, cpu, nil
}

// memStats is what readMem reads.
type memStats struct {
	heap, alloc, stacks uint64
	goroutines          int
}

// readMem collects the garbage and reads the memory in use.
func readMem() memStats {
	runtime.GC()
	runtime.GC() // what finalizers let go of the first time
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	return memStats{heap: ms.HeapInuse, alloc: ms.HeapAlloc, stacks: ms.StackInuse, goroutines: runtime.NumGoroutine()}
}

// memory shares the memory over the baseline among the matches held.
func memory(base, now memStats, at time.Duration, held, live, history, steps int64) Memory {
	m := Memory{
		At: at.Seconds(), Held: held, Live: live,
		Heap: sub(now.heap, base.heap), Alloc: sub(now.alloc, base.alloc), Stacks: sub(now.stacks, base.stacks),
		Goroutines: now.goroutines - base.goroutines,
	}
	if held > 0 {
		n := float64(held)
		m.PerMatch = float64(m.Heap) / n
		m.History = float64(history) / n
		m.Steps = float64(steps) / n
		m.StackPer = float64(m.Stacks) / n
		m.LessHistory = m.PerMatch + m.StackPer - m.History
	}
	return m
}

func sub(a, b uint64) uint64 {
	if a < b {
		return 0
	}
	return a - b
}

// writeHeapProfile writes the heap profile, as of the last GC.
func writeHeapProfile(path string) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := pprof.Lookup("heap").WriteTo(f, 0); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// logCounter counts the server's log lines and keeps the first few.
type logCounter struct {
	mu    sync.Mutex
	n     int
	first []string
}

func (l *logCounter) logf(format string, args ...any) { l.add(fmt.Sprintf(format, args...)) }

// Write takes the http.Server's log lines.
func (l *logCounter) Write(p []byte) (int, error) {
	l.add(strings.TrimSpace(string(p)))
	return len(p), nil
}

func (l *logCounter) add(line string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.n++
	if len(l.first) < 5 {
		l.first = append(l.first, truncate(line, 300))
	}
}

func (l *logCounter) report() (int, []string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.n, append([]string(nil), l.first...)
}

// handlerTimes times the server's handler of each action (POST
// /api/matches/{id}/actions), from its call to its return: the server's
// part of an action's latency, the clients' and the network's aside.
type handlerTimes struct {
	mu sync.Mutex
	ds []time.Duration
}

func (h *handlerTimes) wrap(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodPost || !strings.HasSuffix(r.URL.Path, "/actions") {
			next.ServeHTTP(w, r)
			return
		}
		start := time.Now()
		next.ServeHTTP(w, r)
		d := time.Since(start)
		h.mu.Lock()
		h.ds = append(h.ds, d)
		h.mu.Unlock()
	})
}

func (h *handlerTimes) all() []time.Duration {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.ds
}

// writeProfile writes the named runtime profile to path.
func writeProfile(name, path string) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := pprof.Lookup(name).WriteTo(f, 0); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
