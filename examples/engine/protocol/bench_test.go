package protocol

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"testing"
	"time"
)

// benchGame is the requests of a game of M0 played by the greedy bot, a
// legal and an apply for each step, after its start: a client's round
// trips, without the bot's thinking (chosen once, before the clock runs).
func benchGame(b *testing.B) (start string, steps []string) {
	start = `{"id":0,"cmd":"start","mission":"M0","rules":{"seed":1}}`
	e := New(Config{})
	e.Handle([]byte(start))
	for i := 1; ; i++ {
		var ans struct {
			Choice struct {
				Notation string `json:"notation"`
			} `json:"choice"`
			Applied struct {
				Status status `json:"status"`
			} `json:"applied"`
		}
		if err := json.Unmarshal(e.Handle([]byte(`{"cmd":"bot","apply":true}`)), &ans); err != nil {
			b.Fatal(err)
		}
		action, _ := json.Marshal(ans.Choice.Notation)
		steps = append(steps, fmt.Sprintf(`{"id":%d,"cmd":"legal"}`, i), fmt.Sprintf(`{"id":%d,"cmd":"apply","action":%s}`, i, action))
		if ans.Applied.Status.Over {
			return start, steps
		}
	}
}

// BenchmarkLegalApply answers legal and apply requests through the core
// (Engine.Handle): a whole game of M0 over and over. An op is one
// request; req/s counts them.
func BenchmarkLegalApply(b *testing.B) {
	start, steps := benchGame(b)
	lines := make([][]byte, len(steps))
	for i, s := range steps {
		lines[i] = []byte(s)
	}
	e := New(Config{})
	e.Handle([]byte(start))
	b.ReportAllocs()
	cpu0, cpuOK := cpuTime()
	k := 0
	for b.Loop() {
		if k == len(lines) {
			e.Handle([]byte(start))
			k = 0
		}
		if ans := e.Handle(lines[k]); !bytes.Contains(ans, []byte(`"ok":true`)) {
			b.Fatalf("%s: %s", lines[k], ans)
		}
		k++
	}
	reportRate(b, b.N, cpu0, cpuOK)
}

// reportRate reports n requests' rate in wall time and, where it is
// measured, their CPU time each (all the process's threads, so the
// garbage collector's too), which other processes do not inflate.
func reportRate(b *testing.B, n int, cpu0 time.Duration, cpuOK bool) {
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "req/s")
	if cpu1, ok := cpuTime(); ok && cpuOK {
		b.ReportMetric(float64(cpu1-cpu0)/float64(time.Microsecond)/float64(n), "cpu-µs/req")
	}
}

// BenchmarkServe is the same game through Serve: the requests read from
// a stream, the answers written to one.
func BenchmarkServe(b *testing.B) {
	start, steps := benchGame(b)
	input := start + "\n" + strings.Join(steps, "\n") + "\n"
	b.ReportAllocs()
	cpu0, cpuOK := cpuTime()
	n := 0
	for b.Loop() {
		if err := Serve(strings.NewReader(input), io.Discard, Config{}); err != nil {
			b.Fatal(err)
		}
		n += len(steps) + 1
	}
	reportRate(b, n, cpu0, cpuOK)
}
