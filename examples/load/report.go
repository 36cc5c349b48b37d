package main

import (
	"fmt"
	"io"
	"maps"
	"math"
	"slices"
	"strings"
	"time"
)

// The goals of issue 24 on a 2-core machine.
const (
	goalP99    = 50 * time.Millisecond
	goalMemory = 64 << 10 // bytes a match, its history aside
)

// A Report is what a run measured.
type Report struct {
	Matches  int     `json:"matches"` // matches kept in progress at once
	Duration float64 `json:"duration"`
	Mission  string  `json:"mission"`
	Bots     int     `json:"bots"`
	Bot      string  `json:"bot"`
	Think    float64 `json:"think"` // ms, the mean; each think is jittered ±50%
	Store    string  `json:"store"`
	Servers  int     `json:"servers"`         // server processes
	Route    string  `json:"route,omitempty"` // with several: "alternate" or "home"
	Clients  string  `json:"clients"`         // "process" or "inproc"
	CPUs     int     `json:"cpus"`

	Actions        Latency `json:"actions"`       // POST to its response
	Live           Latency `json:"live"`          // POST to its step's view over the WebSocket
	ServerActions  Latency `json:"serverActions"` // the server's handler of an action, from its call to its return
	Create         Latency `json:"create"`        // POST /api/matches
	ActionsPerSec  float64 `json:"actionsPerSec"`
	BotStepsPerSec float64 `json:"botStepsPerSec"`
	Steps          int64   `json:"steps"`
	BotSteps       int64   `json:"botSteps"`
	Received       int64   `json:"received"` // bytes of live updates the clients received
	Created        int64   `json:"created"`
	Finished       int64   `json:"finished"`
	Abandoned      int64   `json:"abandoned"`

	Errors     map[string]int    `json:"errors"`
	Samples    map[string]string `json:"samples,omitempty"`
	ServerLogs int               `json:"serverLogs"`
	FirstLogs  []string          `json:"firstLogs,omitempty"`

	Memory    Memory         `json:"memory"` // while the clients play (with several servers, not measured: only where the clients stood)
	After     *Memory        `json:"after,omitempty"`
	CPU       CPU            `json:"cpu"`
	PerServer []ServerReport `json:"perServer,omitempty"` // on PostgreSQL, each server process's part
	DB        *DB            `json:"db,omitempty"`        // on PostgreSQL

	Goals []Goal `json:"goals"`
}

// A Latency summarises durations, in milliseconds.
type Latency struct {
	Count int     `json:"count"`
	P50   float64 `json:"p50"`
	P90   float64 `json:"p90"`
	P99   float64 `json:"p99"`
	Max   float64 `json:"max"`
}

// summarize sorts ds and summarises them.
func summarize(ds []time.Duration) Latency {
	if len(ds) == 0 {
		return Latency{}
	}
	slices.Sort(ds)
	at := func(p float64) float64 {
		i := int(math.Ceil(p*float64(len(ds)))) - 1
		return ms(ds[min(max(i, 0), len(ds)-1)])
	}
	return Latency{Count: len(ds), P50: at(0.50), P90: at(0.90), P99: at(0.99), Max: ms(ds[len(ds)-1])}
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

// Memory is the server's memory at a moment, over the baseline taken
// before any match, shared among the matches it holds.
type Memory struct {
	At          float64 `json:"at"`          // seconds into the run
	Held        int64   `json:"held"`        // matches the server holds (every one created: none expires in a run)
	Live        int64   `json:"live"`        // of them, in progress with a client connected
	Heap        uint64  `json:"heap"`        // HeapInuse over the baseline, bytes
	Alloc       uint64  `json:"alloc"`       // HeapAlloc (the live objects) over the baseline, bytes
	Stacks      uint64  `json:"stacks"`      // StackInuse over the baseline, bytes
	Goroutines  int     `json:"goroutines"`  // the server's, over the baseline
	PerMatch    float64 `json:"perMatch"`    // Heap / Held, bytes
	History     float64 `json:"history"`     // the steps' words a match, bytes
	Steps       float64 `json:"steps"`       // steps a match
	LessHistory float64 `json:"lessHistory"` // PerMatch + StackPer - History: what the goal judges
	StackPer    float64 `json:"stackPer"`    // Stacks / Held, bytes
}

// CPU is the CPU time the run took.
type CPU struct {
	Server  float64 `json:"server"`  // seconds, the server's process (with the clients when inproc; with several, all of theirs)
	Clients float64 `json:"clients"` // seconds, the clients' process
	Wall    float64 `json:"wall"`    // seconds the clients acted, with the drain
}

// A ServerReport is one server process's part of a run on PostgreSQL,
// while the clients played.
type ServerReport struct {
	CPU           float64 `json:"cpu"`           // seconds
	Actions       int     `json:"actions"`       // action requests its handler answered
	RoundTrips    int64   `json:"roundTrips"`    // its Store's to the database (pgstore's Store.RoundTrips)
	Notifications int64   `json:"notifications"` // the changes its Feed heard of
	Logs          int     `json:"logs"`          // its log lines
}

// DB is what the servers asked of PostgreSQL while the clients played.
type DB struct {
	Schema        string  `json:"schema"`        // the run's
	Kept          bool    `json:"kept"`          // not dropped at the end (-keep)
	Pool          int     `json:"pool"`          // the connections a server's pool may hold
	RoundTrips    int64   `json:"roundTrips"`    // all servers'
	Notifications int64   `json:"notifications"` // all servers' Feeds'
	PerStep       float64 `json:"perStep"`       // RoundTrips / (the actions taken + the bots' steps)
	NotesPerStep  float64 `json:"notesPerStep"`  // Notifications / (the actions taken + the bots' steps)
}

// database sums the servers' counts of the database in r.DB.
func (r *Report) database(o options, schema string, pool int) {
	d := &DB{Schema: schema, Kept: o.keep, Pool: pool}
	for _, s := range r.PerServer {
		d.RoundTrips += s.RoundTrips
		d.Notifications += s.Notifications
	}
	if n := float64(r.Actions.Count) + float64(r.BotSteps); n > 0 {
		d.PerStep = float64(d.RoundTrips) / n
		d.NotesPerStep = float64(d.Notifications) / n
	}
	r.DB = d
}

// A Goal is one of the goals, met or not.
type Goal struct {
	What string `json:"what"`
	Met  bool   `json:"met"`
}

// goals judges r against the goals.
func (r *Report) goals() {
	p99 := time.Duration(r.Actions.P99 * float64(time.Millisecond))
	r.Goals = []Goal{
		{fmt.Sprintf("action p99 %.1f ms < %v", r.Actions.P99, goalP99), r.Actions.Count > 0 && p99 < goalP99},
	}
	if r.Servers > 1 { // the memory is not measured
		return
	}
	r.Goals = append(r.Goals, Goal{fmt.Sprintf("memory a match (heap and stacks), history aside, %s ≤ %s", kib(r.Memory.LessHistory), kib(goalMemory)),
		r.Memory.Held > 0 && r.Memory.LessHistory <= goalMemory})
}

func kib(b float64) string { return fmt.Sprintf("%.1f KiB", b/1024) }

func mib(b uint64) string { return fmt.Sprintf("%.1f MiB", float64(b)/(1<<20)) }

func (l Latency) String() string {
	return fmt.Sprintf("p50 %.2f ms, p90 %.2f ms, p99 %.2f ms, max %.1f ms", l.P50, l.P90, l.P99, l.Max)
}

// print writes the report for people.
func (r *Report) print(w io.Writer) {
	where := "the clients in a process of their own"
	if r.Clients == "inproc" {
		where = "the clients in the server's process (its memory counts theirs)"
	}
	fmt.Fprintf(w, "load: %d matches of %s at once (a scripted person + %d %s bot), think %.0f ms ±50%%, %s store, %s, %g s on %d CPUs\n",
		r.Matches, r.Mission, r.Bots, r.Bot, r.Think, r.Store, where, r.Duration, r.CPUs)
	if r.Servers > 1 {
		route := "each client's actions to each server by turns, its live connection on one"
		if r.Route == "home" {
			route = "each client's actions to the server of its live connection"
		}
		fmt.Fprintf(w, "servers    %d processes on one schema, %s\n", r.Servers, route)
	}
	fmt.Fprintf(w, "actions    %d, %.1f/s: %v\n", r.Actions.Count, r.ActionsPerSec, r.Actions)
	fmt.Fprintf(w, "live view  %d: %v\n", r.Live.Count, r.Live)
	fmt.Fprintf(w, "in server  %d: %v (the action's handler alone)\n", r.ServerActions.Count, r.ServerActions)
	fmt.Fprintf(w, "creates    %d: %v\n", r.Create.Count, r.Create)
	fmt.Fprintf(w, "matches    %d created, %d finished, %d given up\n", r.Created, r.Finished, r.Abandoned)
	fmt.Fprintf(w, "steps      %d seen, %d of bots (%.1f/s); live updates %s received, %s a step\n",
		r.Steps, r.BotSteps, r.BotStepsPerSec, mib(uint64(r.Received)), kib(float64(r.Received)/float64(max(r.Steps, 1))))
	if len(r.Errors) == 0 {
		fmt.Fprintln(w, "errors     none")
	} else {
		fmt.Fprintln(w, "errors")
		for _, k := range slices.Sorted(maps.Keys(r.Errors)) {
			fmt.Fprintf(w, "  %-14s %d, first: %s\n", k, r.Errors[k], r.Samples[k])
		}
	}
	if r.ServerLogs > 0 {
		fmt.Fprintf(w, "server log %d lines, first: %s\n", r.ServerLogs, strings.Join(r.FirstLogs, " | "))
	}
	r.printDB(w)
	m := r.Memory
	if r.Servers > 1 {
		fmt.Fprintf(w, "memory     not measured with %d server processes (-servers 1 measures it); at %.1f s, %d matches created, %d live\n",
			r.Servers, m.At, m.Held, m.Live)
	} else {
		r.printMemory(w)
	}
	fmt.Fprintf(w, "cpu        server %.1f s (%.0f%% of %d CPUs), clients %.1f s, over %.1f s\n",
		r.CPU.Server, 100*r.CPU.Server/r.CPU.Wall/float64(r.CPUs), r.CPUs, r.CPU.Clients, r.CPU.Wall)
	for _, g := range r.Goals {
		verdict := "met"
		if !g.Met {
			verdict = "NOT MET"
		}
		fmt.Fprintf(w, "goal       %s: %s\n", g.What, verdict)
	}
}

// printDB writes what the servers asked of PostgreSQL, each and in all.
func (r *Report) printDB(w io.Writer) {
	d := r.DB
	if d == nil {
		return
	}
	for k, s := range r.PerServer {
		fmt.Fprintf(w, "server %-3d cpu %.1f s (%.0f%% of %d CPUs), %d actions answered, %d round trips to the database, %d notifications heard, %d log lines\n",
			k, s.CPU, 100*s.CPU/r.CPU.Wall/float64(r.CPUs), r.CPUs, s.Actions, s.RoundTrips, s.Notifications, s.Logs)
	}
	kept := "dropped at the end"
	if d.Kept {
		kept = "kept"
	}
	fmt.Fprintf(w, "database   %d round trips, %.2f a step (the %d actions taken and %d bot steps); %d notifications heard, %.2f a step; schema %s (%s), pools of %d connections\n",
		d.RoundTrips, d.PerStep, r.Actions.Count, r.BotSteps, d.Notifications, d.NotesPerStep, d.Schema, kept, d.Pool)
}

// printMemory writes the memory a match.
func (r *Report) printMemory(w io.Writer) {
	m := r.Memory
	fmt.Fprintf(w, "memory     at %.1f s, %d matches held (%d live): heap +%s (live objects +%s) = %s a match, stacks +%s (%s a match, %d goroutines); history %s a match (%.0f steps); heap and stacks less history %s a match\n",
		m.At, m.Held, m.Live, mib(m.Heap), mib(m.Alloc), kib(m.PerMatch), mib(m.Stacks), kib(m.StackPer), m.Goroutines,
		kib(m.History), m.Steps, kib(m.LessHistory))
	if a := r.After; a != nil {
		fmt.Fprintf(w, "after      the clients gone, %d matches held: %s a match, stacks %s; history %s (%.0f steps); %s without it\n",
			a.Held, kib(a.PerMatch), kib(a.StackPer), kib(a.History), a.Steps, kib(a.LessHistory))
	}
}
