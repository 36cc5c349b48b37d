package main

import (
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/runtime"
)

// A trace keeps the last things a tab's page did that a failure's report
// needs: its console messages and exceptions, the browser's log, and the
// answers and failures of its requests and live connections.
type trace struct {
	start  time.Time
	mu     sync.Mutex
	lines  []string
	thrown []string // the page's uncaught exceptions: each a defect
}

// traceLines is how many of a tab's last lines a trace keeps.
const traceLines = 80

// event takes one event of the tab's target (chromedp.Listen).
func (tr *trace) event(ev any) {
	switch e := ev.(type) {
	case *runtime.EventConsoleAPICalled:
		var args []string
		for _, a := range e.Args {
			if len(a.Value) > 0 {
				args = append(args, string(a.Value))
			} else {
				args = append(args, a.Description)
			}
		}
		tr.add("console.%s %s", e.Type, strings.Join(args, " "))
	case *runtime.EventExceptionThrown:
		d := e.ExceptionDetails
		msg := d.Text
		if d.Exception != nil {
			msg += " " + d.Exception.Description
		}
		tr.add("exception at %s:%d: %s", d.URL, d.LineNumber, msg)
		tr.mu.Lock()
		tr.thrown = append(tr.thrown, msg)
		tr.mu.Unlock()
	case *log.EventEntryAdded:
		tr.add("log %s %s: %s %s", e.Entry.Level, e.Entry.Source, e.Entry.Text, e.Entry.URL)
	case *network.EventResponseReceived:
		if strings.Contains(e.Response.URL, "/api/") {
			tr.add("%d %s", e.Response.Status, e.Response.URL)
		}
	case *network.EventLoadingFailed:
		tr.add("request failed: %s (canceled %v)", e.ErrorText, e.Canceled)
	case *network.EventWebSocketCreated:
		tr.add("websocket %s", e.URL)
	case *network.EventWebSocketClosed:
		tr.add("websocket closed")
	case *network.EventWebSocketFrameError:
		tr.add("websocket error: %s", e.ErrorMessage)
	}
}

func (tr *trace) add(format string, args ...any) {
	tr.mu.Lock()
	defer tr.mu.Unlock()
	line := fmt.Sprintf("%7.3fs ", time.Since(tr.start).Seconds()) + fmt.Sprintf(format, args...)
	if len(line) > 300 {
		line = line[:300] + "…"
	}
	tr.lines = append(tr.lines, line)
	if len(tr.lines) > traceLines {
		tr.lines = tr.lines[len(tr.lines)-traceLines:]
	}
}

func (tr *trace) String() string {
	tr.mu.Lock()
	defer tr.mu.Unlock()
	return strings.Join(tr.lines, "\n")
}

// exceptions returns the page's uncaught exceptions so far.
func (tr *trace) exceptions() []string {
	tr.mu.Lock()
	defer tr.mu.Unlock()
	return append([]string(nil), tr.thrown...)
}
