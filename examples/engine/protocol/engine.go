package protocol

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"github.com/invaderengine/invader"
)

// Versions and defaults, as the greeting says them.
const (
	// Name is the protocol's name, Version its version: a client that
	// sends hello with another version is refused. A change that could
	// break a client (a field renamed or removed, a meaning changed)
	// raises Version; new commands and new fields do not.
	Name    = "invader-engine"
	Version = 1
	// EngineVersion is the engine's: the module's version, v0.0.0 until
	// its first release (README.md, "Install").
	EngineVersion = "v0.0.0"
	// MaxLine is the longest request line read, in bytes, not counting
	// its end of line: a longer line is read to its end and answered with
	// an error (line_too_long), and the next line is read as usual.
	MaxLine = 1 << 20
	// MaxIterations is the largest search budget a bot request may ask
	// for, by default (Config.MaxIterations).
	MaxIterations = 100_000
)

// Config tunes an Engine; the zero Config has the defaults.
type Config struct {
	MaxLine       int // the longest request line; 0 means MaxLine
	MaxIterations int // the largest search budget of a bot request; 0 means MaxIterations
}

// An Engine answers the protocol's requests, one line at a time. It
// holds at most one game. It is not safe for concurrent use.
type Engine struct {
	cfg  Config
	game invader.State
	has  bool // a game is loaded
	done bool // quit was asked
	// panicHook, when set (tests only), runs before each command: it
	// lets a test check that a panic is answered as code internal.
	panicHook func(cmd string)
}

// New returns an Engine with no game.
func New(cfg Config) *Engine {
	if cfg.MaxLine <= 0 {
		cfg.MaxLine = MaxLine
	}
	if cfg.MaxIterations <= 0 {
		cfg.MaxIterations = MaxIterations
	}
	return &Engine{cfg: cfg}
}

// Done reports whether the engine was asked to quit.
func (e *Engine) Done() bool { return e.done }

// Game returns the engine's game, and false when it has none yet. A
// State is an immutable value: the caller may read it (draw it, say) and
// the engine's game is unchanged whatever it does with it.
func (e *Engine) Game() (invader.State, bool) { return e.game, e.has }

// Greeting is the line the engine writes before reading anything: the
// answer to hello.
func (e *Engine) Greeting() []byte {
	return answer(nil, "hello", e.helloBody(), nil)
}

// Handle answers one request line (without its end of line): the answer
// line, without its end of line. A blank line is no request: its answer
// is nil.
func (e *Engine) Handle(line []byte) []byte {
	line = bytes.TrimSuffix(line, []byte("\r"))
	if len(bytes.TrimSpace(line)) == 0 {
		return nil
	}
	if len(line) > e.cfg.MaxLine {
		return tooLong(len(line), e.cfg.MaxLine)
	}
	h, err := readHead(line)
	if err != nil {
		return answer(h.ID, "", nil, err)
	}
	c, ok := commands[h.Cmd]
	if !ok {
		return answer(h.ID, "", nil, fail(CodeUnknownCommand, "unknown command %q (the commands: %s)", h.Cmd, joinNames()))
	}
	body, err := e.run(c, h.Cmd, line)
	return answer(h.ID, h.Cmd, body, err)
}

// run runs command c on the request line, answering a panic (a bug) with
// code internal instead of dying with it.
func (e *Engine) run(c command, name string, line []byte) (body any, err *Error) {
	defer func() {
		if p := recover(); p != nil {
			body, err = nil, fail(CodeInternal, "the engine failed on this request (%v): please report it", p)
		}
	}()
	if e.panicHook != nil {
		e.panicHook(name)
	}
	return c.run(e, line)
}

// tooLong is the answer to a line longer than max bytes.
func tooLong(n, limit int) []byte {
	return answer(nil, "", nil, fail(CodeLineTooLong, "the line has %d bytes or more; at most %d are read: it was skipped", n, limit))
}

// answer writes an answer line: the request's id, the command, ok, then
// the body's fields or the error.
func answer(id json.RawMessage, cmd string, body any, e *Error) []byte {
	var b bytes.Buffer
	b.WriteByte('{')
	if id != nil {
		b.WriteString(`"id":`)
		b.Write(marshal(id))
		b.WriteByte(',')
	}
	if cmd != "" {
		b.WriteString(`"reply":`)
		b.Write(marshal(cmd))
		b.WriteByte(',')
	}
	if e != nil {
		b.WriteString(`"ok":false,"error":`)
		b.Write(marshal(e))
		b.WriteByte('}')
		return b.Bytes()
	}
	b.WriteString(`"ok":true`)
	if body != nil {
		if fields := marshal(body); len(fields) > 2 { // not {}
			b.WriteByte(',')
			b.Write(fields[1:])
			return b.Bytes()
		}
	}
	b.WriteByte('}')
	return b.Bytes()
}

// marshal writes v as compact JSON, leaving <, > and & as they are (the
// events' words hold arrows and names, never markup).
func marshal(v any) []byte {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		// Every value written is built by this package from the
		// engine's own; should one not encode, say so in JSON.
		m, _ := json.Marshal(fmt.Sprintf("cannot encode: %v", err))
		return m
	}
	return bytes.TrimSuffix(b.Bytes(), []byte("\n"))
}

// Serve writes the greeting to w, then answers each line of r on a line
// of w, until quit or the end of r. It returns the first error of reading
// or writing (nil at the end of r or after quit).
func Serve(r io.Reader, w io.Writer, cfg Config) error {
	e := New(cfg)
	bw := bufio.NewWriter(w)
	if err := writeLine(bw, e.Greeting()); err != nil {
		return err
	}
	lr := newLineReader(r, e.cfg.MaxLine)
	for !e.done {
		line, n, err := lr.next()
		if errors.Is(err, io.EOF) {
			return bw.Flush()
		}
		if err != nil {
			return err
		}
		var out []byte
		if n > e.cfg.MaxLine {
			out = tooLong(n, e.cfg.MaxLine)
		} else {
			out = e.Handle(line)
		}
		if out == nil {
			continue
		}
		if err := writeLine(bw, out); err != nil {
			return err
		}
	}
	return bw.Flush()
}

// writeLine writes line and an end of line, and flushes: a client waits
// for each answer before its next request.
func writeLine(w *bufio.Writer, line []byte) error {
	w.Write(line)
	w.WriteByte('\n')
	return w.Flush()
}

// A lineReader reads lines of at most max bytes, skipping the rest of a
// longer one.
type lineReader struct {
	r   *bufio.Reader
	max int
	buf []byte
}

func newLineReader(r io.Reader, limit int) *lineReader {
	return &lineReader{r: bufio.NewReaderSize(r, 64<<10), max: limit}
}

// next returns the next line without its end of line (\n or \r\n), and
// its length:
// when the length is over max, the line returned is cut short and the
// rest was skipped. A last line with no end of line counts; io.EOF
// comes after it.
func (l *lineReader) next() ([]byte, int, error) {
	l.buf = l.buf[:0]
	n := 0
	for {
		chunk, err := l.r.ReadSlice('\n')
		n += len(chunk)
		if len(l.buf) <= l.max {
			l.buf = append(l.buf, chunk...)
		}
		switch {
		case err == nil: // the end of line, \n or \r\n, is no part of the line
			line, n := bytes.TrimSuffix(l.buf, []byte("\n")), n-1
			if bytes.HasSuffix(line, []byte("\r")) {
				line, n = line[:len(line)-1], n-1
			}
			return line, n, nil
		case errors.Is(err, bufio.ErrBufferFull):
			continue
		case errors.Is(err, io.EOF) && n > 0:
			return l.buf, n, nil
		default:
			return nil, 0, err
		}
	}
}
