package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"runtime"
	"runtime/pprof"
	"strconv"
	"sync"
	"time"

	"github.com/invaderengine/invader/server"
	"github.com/invaderengine/invader/server/pgstore"
)

// serverEnv holds a serverConfig as JSON in a server's process.
const serverEnv = "INVADER_LOAD_SERVER"

// serverConfig is what a server process serves, and how.
type serverConfig struct {
	Index        int           `json:"index"`
	PG           string        `json:"pg"`     // the connection string
	Schema       string        `json:"schema"` // the run's, shared by the servers
	Limits       server.Limits `json:"limits"`
	Life         time.Duration `json:"life"` // past this, it stops even if its stdin is open
	CPUProfile   string        `json:"cpuProfile,omitempty"`
	MutexProfile string        `json:"mutexProfile,omitempty"`
}

// A serverLine is a line a server process writes on its stdout: its
// address once it serves, then what it measured once told to stop.
type serverLine struct {
	Addr string      `json:"addr,omitempty"`
	Done *serverDone `json:"done,omitempty"`
}

// serverDone is what a server process measured, from the moment it served
// to the moment it was told to stop.
type serverDone struct {
	CPU           time.Duration   `json:"cpu"`
	RoundTrips    int64           `json:"roundTrips"`
	Notifications int64           `json:"notifications"`
	Handled       []time.Duration `json:"handled"` // its handler's time for each action
	Logs          int             `json:"logs"`
	FirstLogs     []string        `json:"firstLogs,omitempty"`
}

// serverMain is a server process: it serves a Server on the PostgreSQL
// schema its serverConfig names, until its stdin closes (the load program
// is done with it, or gone), then writes what it measured on stdout.
func serverMain(config string) int {
	var cfg serverConfig
	if err := json.Unmarshal([]byte(config), &cfg); err != nil {
		fmt.Fprintln(os.Stderr, "load server:", err)
		return 2
	}
	stdin := make(chan struct{})
	go func() { // ends with stdin, or with the process
		_, _ = io.Copy(io.Discard, os.Stdin)
		close(stdin)
	}()
	if err := serveProcess(cfg, stdin); err != nil {
		fmt.Fprintf(os.Stderr, "load server %d: %v\n", cfg.Index, err)
		return 1
	}
	return 0
}

func serveProcess(cfg serverConfig, stdin <-chan struct{}) error {
	ctx, cancel := context.WithTimeout(context.Background(), pgTimeout)
	st, err := pgstore.Open(ctx, cfg.PG, pgstore.Schema(cfg.Schema))
	cancel()
	if err != nil {
		return err
	}
	defer st.Close()
	sv, err := serve(st, cfg.Limits)
	if err != nil {
		return err
	}
	closed := false
	defer func() {
		if !closed {
			sv.close()
		}
	}()
	if cfg.MutexProfile != "" {
		runtime.SetMutexProfileFraction(10)
	}
	if cfg.CPUProfile != "" {
		f, err := os.Create(cfg.CPUProfile)
		if err != nil {
			return err
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			return err
		}
		defer pprof.StopCPUProfile()
	}
	out := json.NewEncoder(os.Stdout)
	counts := func() dbCounts { return dbCounts{st.RoundTrips(), st.Notifications()} }
	db0, cpu0 := counts(), cpuTime()
	if err := out.Encode(serverLine{Addr: sv.addr}); err != nil {
		return err
	}
	life := time.NewTimer(cfg.Life)
	defer life.Stop()
	select {
	case <-stdin:
	case <-life.C:
		fmt.Fprintf(os.Stderr, "load server %d: not told to stop within %v: stopping\n", cfg.Index, cfg.Life)
	}
	// What it measured, its closing aside (as with one server, which the
	// report reads before closing it).
	cpu, db, handled := cpuTime()-cpu0, counts().less(db0), sv.timed.all()
	logs, first := sv.logs.report()
	sv.close()
	closed = true
	if cfg.MutexProfile != "" {
		if err := writeProfile("mutex", cfg.MutexProfile); err != nil {
			return err
		}
	}
	return out.Encode(serverLine{Done: &serverDone{
		CPU: cpu, RoundTrips: db.trips, Notifications: db.notes, Handled: handled, Logs: logs, FirstLogs: first,
	}})
}

// A serverProc is a server process, seen from the load program.
type serverProc struct {
	k      int
	cmd    *exec.Cmd
	stdin  io.WriteCloser  // closing it stops the server
	lines  chan serverLine // what it writes
	exited chan struct{}   // closed when it has ended (cmd.Wait returned)
	err    error           // cmd.Wait's, once exited is closed
	addr   string          // where it serves, once ready

	once    sync.Once // of stop
	done    *serverDone
	stopErr error
}

// The waits of a server process's life.
const (
	readyTimeout = time.Minute      // to open the Store and serve
	stopTimeout  = time.Minute      // to close the Server and report, once told
	killTimeout  = 10 * time.Second // to be gone once killed
)

// startServer starts server process k on cfg; ctx's end kills it.
func startServer(ctx context.Context, cfg serverConfig) (*serverProc, error) {
	exe, err := os.Executable()
	if err != nil {
		return nil, err
	}
	b, _ := json.Marshal(cfg)
	p := &serverProc{k: cfg.Index, lines: make(chan serverLine, 4), exited: make(chan struct{})}
	p.cmd = exec.CommandContext(ctx, exe)
	p.cmd.Env = append(os.Environ(), serverEnv+"="+string(b))
	p.cmd.Stdout = &lineWriter{lines: p.lines, k: cfg.Index}
	p.cmd.Stderr = os.Stderr
	p.cmd.WaitDelay = 5 * time.Second
	if p.stdin, err = p.cmd.StdinPipe(); err != nil {
		return nil, err
	}
	if err := p.cmd.Start(); err != nil {
		return nil, err
	}
	go func() { // ends when the process does: at the latest, killed by ctx's end
		p.err = p.cmd.Wait()
		close(p.exited)
	}()
	return p, nil
}

// ready waits for p to serve, and returns where.
func (p *serverProc) ready() (string, error) {
	t := time.NewTimer(readyTimeout)
	defer t.Stop()
	for {
		select {
		case l := <-p.lines:
			if l.Addr != "" {
				p.addr = l.Addr
				return l.Addr, nil
			}
		case <-p.exited:
			return "", fmt.Errorf("server %d ended before it served: %v", p.k, p.err)
		case <-t.C:
			return "", fmt.Errorf("server %d did not serve within %v", p.k, readyTimeout)
		}
	}
}

// stop tells p to stop (its stdin closes) and returns what it measured,
// waiting stopTimeout at most, then killing it. It may be called again:
// it returns what it did the first time.
func (p *serverProc) stop() (*serverDone, error) {
	p.once.Do(func() { p.done, p.stopErr = p.stopOnce() })
	return p.done, p.stopErr
}

func (p *serverProc) stopOnce() (*serverDone, error) {
	_ = p.stdin.Close()
	t := time.NewTimer(stopTimeout)
	defer t.Stop()
	var done *serverDone
	for done == nil {
		select {
		case l := <-p.lines:
			done = l.Done
		case <-p.exited:
			select { // all it wrote is in: cmd.Wait waits for it
			case l := <-p.lines:
				done = l.Done
				continue
			default:
			}
			return nil, fmt.Errorf("server %d ended with no report: %v", p.k, p.err)
		case <-t.C:
			p.kill()
			return nil, fmt.Errorf("server %d did not stop within %v: killed", p.k, stopTimeout)
		}
	}
	select {
	case <-p.exited:
	case <-t.C:
		p.kill()
	}
	return done, nil
}

// kill kills p and waits for it to be gone (killTimeout at most).
func (p *serverProc) kill() {
	_ = p.cmd.Process.Kill()
	select {
	case <-p.exited:
	case <-time.After(killTimeout):
		fmt.Fprintf(os.Stderr, "load: server %d not gone %v after it was killed\n", p.k, killTimeout)
	}
}

// A lineWriter is a server process's stdout: it passes each JSON line on
// to lines, dropping those there is no room for (there are two).
type lineWriter struct {
	buf   []byte
	lines chan<- serverLine
	k     int
}

func (w *lineWriter) Write(b []byte) (int, error) {
	w.buf = append(w.buf, b...)
	for {
		i := bytes.IndexByte(w.buf, '\n')
		if i < 0 {
			return len(b), nil
		}
		var l serverLine
		if err := json.Unmarshal(w.buf[:i], &l); err != nil {
			fmt.Fprintf(os.Stderr, "load: server %d wrote %q: %v\n", w.k, truncate(string(w.buf[:i]), 200), err)
		} else {
			select {
			case w.lines <- l:
			default:
			}
		}
		w.buf = w.buf[i+1:]
	}
}

// runServers starts o.servers server processes on a new schema, runs the
// clients against them, stops them and reports.
func runServers(ctx context.Context, o options) (*Report, error) {
	sc, err := newSchema(ctx, o)
	if err != nil {
		return nil, err
	}
	defer sc.drop()
	// The servers stop when told, after the clients; past this they are
	// killed.
	ctx, cancel := context.WithTimeout(ctx, o.duration+o.drain+5*time.Minute)
	defer cancel()
	var procs []*serverProc
	defer func() { stopAll(procs) }() // on the way out of a failure; done already else
	var addrs []string
	for k := range o.servers {
		cfg := serverConfig{Index: k, PG: o.pg, Schema: sc.name, Limits: o.limits(), Life: o.duration + o.drain + 3*time.Minute}
		if o.cpuprofile != "" {
			cfg.CPUProfile = o.cpuprofile + "." + strconv.Itoa(k)
		}
		if o.mutexprofile != "" {
			cfg.MutexProfile = o.mutexprofile + "." + strconv.Itoa(k)
		}
		p, err := startServer(ctx, cfg)
		if err != nil {
			return nil, err
		}
		procs = append(procs, p)
	}
	for _, p := range procs {
		addr, err := p.ready()
		if err != nil {
			return nil, err
		}
		addrs = append(addrs, addr)
	}

	start := time.Now()
	res, clientCPU, err := o.runClients(ctx, o.clientConfig(addrs), func(mark) {})
	if err != nil {
		return nil, err
	}
	wall := time.Since(start)
	dones, err := stopAll(procs)
	if err != nil {
		return nil, err
	}

	r := newReport(o, res, clientCPU, wall)
	var handled []time.Duration
	for k, d := range dones {
		r.PerServer = append(r.PerServer, ServerReport{CPU: d.CPU.Seconds(), Actions: len(d.Handled),
			RoundTrips: d.RoundTrips, Notifications: d.Notifications, Logs: d.Logs})
		handled = append(handled, d.Handled...)
		r.CPU.Server += d.CPU.Seconds()
		r.ServerLogs += d.Logs
		for _, l := range d.FirstLogs {
			if len(r.FirstLogs) < 5 {
				r.FirstLogs = append(r.FirstLogs, "server "+strconv.Itoa(k)+": "+l)
			}
		}
	}
	r.ServerActions = summarize(handled)
	r.database(o, sc.name, sc.poolSize)
	r.Memory.At, r.Memory.Held, r.Memory.Live = res.Mark.At.Seconds(), res.Mark.Created, res.Mark.Live
	r.goals()
	return r, nil
}

// stopAll stops the server processes at once, and returns what each
// measured, or the first error.
func stopAll(procs []*serverProc) ([]*serverDone, error) {
	dones := make([]*serverDone, len(procs))
	errs := make([]error, len(procs))
	var wg sync.WaitGroup
	for i, p := range procs {
		wg.Go(func() { dones[i], errs[i] = p.stop() }) // each ends within stopTimeout and killTimeout
	}
	wg.Wait()
	return dones, errors.Join(errs...)
}
