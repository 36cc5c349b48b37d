package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"
)

// TestMain lets the test binary be the clients' process and the servers'
// too, as the program is.
func TestMain(m *testing.M) {
	if cfg := os.Getenv(clientEnv); cfg != "" {
		os.Exit(clientMain(cfg))
	}
	if cfg := os.Getenv(serverEnv); cfg != "" {
		os.Exit(serverMain(cfg))
	}
	os.Exit(m.Run())
}

// TestRun: a short run, the clients in their own process, completes with
// no error, actions taken and seen live, and every field of the report
// filled.
func TestRun(t *testing.T) {
	for _, tt := range []struct {
		clients  string
		duration time.Duration
	}{{"process", 3 * time.Second}, {"inproc", 1500 * time.Millisecond}} {
		t.Run(tt.clients, func(t *testing.T) {
			o, err := parseFlags([]string{
				"-matches", "20", "-duration", tt.duration.String(), "-think", "100ms",
				"-ramp", "200ms", "-drain", "5s", "-clients", tt.clients,
			}, os.Stderr)
			if err != nil {
				t.Fatal(err)
			}
			ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
			defer cancel()
			start := time.Now()
			r, err := run(ctx, o)
			if err != nil {
				t.Fatal(err)
			}
			var out bytes.Buffer
			r.print(&out)
			t.Logf("in %v:\n%s", time.Since(start).Round(time.Millisecond), out.String())
			if len(r.Errors) != 0 || r.ServerLogs != 0 {
				t.Errorf("errors %v, samples %v, server logs %v", r.Errors, r.Samples, r.FirstLogs)
			}
			if r.Actions.Count == 0 || r.Live.Count == 0 || r.Create.Count < 20 || r.Created < 20 {
				t.Errorf("too little done: %d actions, %d live views, %d creates", r.Actions.Count, r.Live.Count, r.Create.Count)
			}
			if r.Live.Count > r.Actions.Count || r.Actions.Count < r.Live.Count*9/10 {
				t.Errorf("%d actions but %d of their views seen live", r.Actions.Count, r.Live.Count)
			}
			for _, l := range []Latency{r.Actions, r.Live, r.Create} {
				if !(l.P50 > 0 && l.P50 <= l.P90 && l.P90 <= l.P99 && l.P99 <= l.Max) {
					t.Errorf("latency %+v: want 0 < p50 ≤ p90 ≤ p99 ≤ max", l)
				}
			}
			if r.ActionsPerSec <= 0 || r.Steps < int64(r.Actions.Count) || r.Received == 0 {
				t.Errorf("actions/s %v, steps %d, received %d", r.ActionsPerSec, r.Steps, r.Received)
			}
			m := r.Memory
			if m.Held < 20 || m.Live == 0 || m.Heap == 0 || m.PerMatch <= 0 || m.History <= 0 || m.Steps <= 0 {
				t.Errorf("memory %+v: want it measured", m)
			}
			if r.After == nil || r.After.Held != r.Created {
				t.Errorf("after %+v: want the matches created held", r.After)
			}
			if r.CPU.Server <= 0 || r.CPU.Wall < tt.duration.Seconds() || (tt.clients == "process" && r.CPU.Clients <= 0) {
				t.Errorf("cpu %+v", r.CPU)
			}
			if len(r.Goals) != 2 {
				t.Errorf("goals %+v", r.Goals)
			}
			var back Report
			b, _ := json.Marshal(r)
			if err := json.Unmarshal(b, &back); err != nil || back.Actions != r.Actions {
				t.Errorf("the JSON report does not read back: %v", err)
			}
			if !strings.Contains(out.String(), "goal ") {
				t.Errorf("the report lacks its goals")
			}
		})
	}
}

// TestFlags: bad flags are refused, and the ramp and measure are kept
// within the run.
func TestFlags(t *testing.T) {
	var errs bytes.Buffer
	for _, args := range [][]string{
		{"-matches", "0"}, {"-store", "disk"}, {"-clients", "elsewhere"}, {"-think", "0s"}, {"extra"},
		{"-servers", "0"}, {"-servers", "2"}, {"-store", "sqlite", "-servers", "2"},
		{"-store", "postgres", "-servers", "2", "-memprofile", "m"}, {"-route", "random"},
	} {
		if _, err := parseFlags(args, &errs); err == nil {
			t.Errorf("%q: want an error", args)
		}
	}
	o, err := parseFlags([]string{"-duration", "8s", "-ramp", "10s"}, &errs)
	if err != nil {
		t.Fatal(err)
	}
	if o.ramp != 2*time.Second || o.measure != 5*time.Second {
		t.Errorf("ramp %v, measure %v: want 2s, 5s", o.ramp, o.measure)
	}
}

// TestDecode: a view is read without its State, and read whole when the
// cut does not parse.
func TestDecode(t *testing.T) {
	for _, b := range []string{
		`{"type":"view","view":{"match":"x","index":7,"yours":true,"actions":["a","b"],"over":false,"state":{"deep":[1,2,{"x":"}}"}]}}}`,
		`{"type":"view","view":{"index":7,"yours":true,"actions":["a","b"],"state":{},"extra":{"k":1}}}`,
		`{"type":"view","view":{"index":7,"yours":true,"actions":["a","b"],"state":{"k":{"q":1,"state":3}}}}`, // the cut fails
	} {
		var m message
		if err := decode([]byte(b), &m); err != nil {
			t.Fatalf("%s: %v", b, err)
		}
		if m.Type != "view" || m.View == nil || m.View.Index != 7 || !m.View.Yours || len(m.View.Actions) != 2 {
			t.Errorf("%s: read %+v", b, m.View)
		}
	}
}

// TestPostgresServerProcesses: a short run on PostgreSQL (INVADER_PG),
// with one server (in the load program's process) and with two server
// processes, the clients' actions alternating between them, completes
// with no error, each server answering actions, and the database's round
// trips counted. Without INVADER_PG it is skipped, except under CI
// (CI=true), where it fails; it fails too if the database cannot be
// reached.
func TestPostgresServerProcesses(t *testing.T) {
	conn := os.Getenv(pgEnv)
	if conn == "" {
		if os.Getenv("CI") == "true" {
			t.Fatalf("%s is not set: CI must test the load program on PostgreSQL (e.g. %s=%s)", pgEnv, pgEnv, defaultPG)
		}
		t.Skipf("%s is not set: no PostgreSQL to run against", pgEnv)
	}
	for _, servers := range []int{1, 2} {
		t.Run(fmt.Sprint("servers=", servers), func(t *testing.T) {
			o, err := parseFlags([]string{
				"-store", "postgres", "-pg", conn, "-servers", fmt.Sprint(servers),
				"-matches", "10", "-duration", "3s", "-think", "100ms", "-ramp", "200ms", "-drain", "5s",
			}, os.Stderr)
			if err != nil {
				t.Fatal(err)
			}
			ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
			defer cancel()
			start := time.Now()
			r, err := run(ctx, o)
			if err != nil {
				t.Fatal(err)
			}
			var out bytes.Buffer
			r.print(&out)
			t.Logf("in %v:\n%s", time.Since(start).Round(time.Millisecond), out.String())
			if len(r.Errors) != 0 || r.ServerLogs != 0 {
				t.Errorf("errors %v, samples %v, server logs %v", r.Errors, r.Samples, r.FirstLogs)
			}
			if r.Actions.Count == 0 || r.Live.Count == 0 || r.Created < 10 || r.ServerActions.Count != r.Actions.Count {
				t.Errorf("%d actions (%d answered by the servers), %d live views, %d matches", r.Actions.Count, r.ServerActions.Count, r.Live.Count, r.Created)
			}
			if len(r.PerServer) != servers {
				t.Fatalf("%d servers reported, want %d", len(r.PerServer), servers)
			}
			for k, s := range r.PerServer {
				if s.CPU <= 0 || s.Actions == 0 || s.RoundTrips < int64(s.Actions) {
					t.Errorf("server %d: %+v: want CPU, actions and a round trip each at least", k, s)
				}
				if servers > 1 && s.Notifications == 0 {
					t.Errorf("server %d heard of no change", k)
				}
			}
			if d := r.DB; d == nil || d.PerStep < 1 || d.Schema == "" || d.Pool < 1 {
				t.Errorf("database %+v: want a round trip a step at least", d)
			}
			if want := map[int]int{1: 2, 2: 1}[servers]; len(r.Goals) != want {
				t.Errorf("goals %+v, want %d", r.Goals, want)
			}
			var back Report
			b, _ := json.Marshal(r)
			if err := json.Unmarshal(b, &back); err != nil || back.DB == nil || *back.DB != *r.DB {
				t.Errorf("the JSON report does not read back: %v", err)
			}
		})
	}
}
