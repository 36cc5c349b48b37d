package server

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/mission"
)

// recordHeader opens every game record (docs/RECORD.md).
const recordHeader = "invader record 1"

// WriteRecord writes match rec and its steps as a game record: what PGN
// is to chess (docs/RECORD.md). The mission (its text form, or its JSON
// when the text form cannot say all of it), the rule options with the
// seed, or the saved game it started from; the seats; every step, each
// action in notation; the position after each checkpoint step. ReadRecord
// reads it back, and a match imported from it goes on Equal.
func WriteRecord(w io.Writer, rec Match, steps []Step, positions map[int]string) error {
	bw := bufio.NewWriter(w)
	fmt.Fprintln(bw, recordHeader)
	fmt.Fprintf(bw, "match: %s\n", rec.ID)
	fmt.Fprintf(bw, "mission: %s\n", oneLine(strings.TrimSpace(rec.Mission+" "+rec.Title)))
	if len(rec.Start.Rules) > 0 {
		fmt.Fprintf(bw, "rules: %s\n", compact(rec.Start.Rules))
	}
	fmt.Fprintf(bw, "table: %v\n", rec.Start.Table)
	for i, s := range rec.Seats {
		who := "person " + oneLine(s.Name)
		if s.Bot != "" {
			who = "bot " + s.Bot
		}
		fmt.Fprintf(bw, "seat %d: %s; %s\n", i, strings.TrimSpace(who), strings.Join(s.Survivors, " "))
	}
	fmt.Fprintf(bw, "outcome: %s\n", rec.Outcome)
	fmt.Fprintln(bw)
	for _, st := range steps {
		if st.Index == 0 {
			continue
		}
		fmt.Fprintf(bw, "%d. %s: %s\n", st.Index, author(st), stepText(st))
		if p, ok := positions[st.Index]; ok {
			block(bw, fmt.Sprintf("position after %d", st.Index), p)
		}
	}
	fmt.Fprintln(bw)
	if err := writeStart(bw, rec.Start); err != nil {
		return err
	}
	return bw.Flush()
}

// writeStart writes the mission (text or JSON) or the saved game a match
// starts from.
func writeStart(w io.Writer, st Start) error {
	if len(st.State) > 0 {
		block(w, "save", string(compact(st.State)))
		return nil
	}
	var m mission.Mission
	if err := json.Unmarshal(st.Mission, &m); err != nil {
		return fmt.Errorf("the match's mission: %w", err)
	}
	if text := mission.Format(m); text != "" && sameMission(text, st.Mission) {
		block(w, "mission file", text)
		return nil
	}
	block(w, "mission json", string(compact(st.Mission)))
	return nil
}

// sameMission reports whether a mission's text form says all its JSON
// says.
func sameMission(text string, want json.RawMessage) bool {
	m, err := mission.Parse(text)
	if err != nil {
		return false
	}
	got, err := json.Marshal(m)
	return err == nil && bytes.Equal(compact(got), compact(want))
}

// block writes a titled block of lines, each behind "  | ".
func block(w io.Writer, title, text string) {
	fmt.Fprintf(w, "%s:\n", title)
	for _, line := range strings.Split(strings.TrimRight(text, "\n"), "\n") {
		fmt.Fprintf(w, "  | %s\n", line)
	}
}

func compact(b []byte) []byte {
	var buf bytes.Buffer
	if err := json.Compact(&buf, b); err != nil {
		return b
	}
	return buf.Bytes()
}

// oneLine keeps a name on its line.
func oneLine(s string) string {
	return strings.NewReplacer("\n", " ", "\r", " ", ";", ",").Replace(s)
}

// author says who took a step: "seat 0 (Ana)", "bot greedy" or "dice".
func author(st Step) string {
	switch {
	case st.Seat >= 0:
		return fmt.Sprintf("seat %d (%s)", st.Seat, strings.NewReplacer("(", "[", ")", "]").Replace(oneLine(st.By)))
	case st.By == "dice":
		return "dice"
	}
	return "bot " + oneLine(st.By)
}

func stepText(st Step) string {
	if st.Undo {
		return fmt.Sprintf("undo to %d", st.To)
	}
	return st.Action
}

// A Record is a game record read back: the match's Start and seats, its
// steps after the setup, and the positions recorded after some of them.
type Record struct {
	Start     Start
	Seats     []Seat
	Steps     []Step
	Positions map[int]string
}

// ReadRecord reads a game record (docs/RECORD.md), saying which line is
// wrong and why.
func ReadRecord(r io.Reader) (Record, error) {
	rd := recordReader{rec: Record{Positions: map[int]string{}}}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), invader.MaxSaveBytes)
	for sc.Scan() {
		rd.line++
		if err := rd.read(sc.Text()); err != nil {
			return Record{}, fmt.Errorf("record line %d: %w", rd.line, err)
		}
	}
	if err := sc.Err(); err != nil {
		return Record{}, fmt.Errorf("record line %d: %w", rd.line+1, err)
	}
	return rd.finish()
}

// recordReader reads a record line by line.
type recordReader struct {
	rec     Record
	line    int
	started bool
	block   string // the block being read, "" outside one
	lines   []string
	blockAt int // the index of a position block's step
}

func (rd *recordReader) read(line string) error {
	if !rd.started {
		if strings.TrimSpace(line) != recordHeader {
			return fmt.Errorf("want %q first", recordHeader)
		}
		rd.started = true
		return nil
	}
	if rest, ok := strings.CutPrefix(line, "  | "); ok && rd.block != "" {
		rd.lines = append(rd.lines, rest)
		return nil
	}
	if line == "  |" && rd.block != "" {
		rd.lines = append(rd.lines, "")
		return nil
	}
	if err := rd.endBlock(); err != nil {
		return err
	}
	if strings.TrimSpace(line) == "" {
		return nil
	}
	return rd.entry(line)
}

// entry reads a header line, a step or a block's title.
func (rd *recordReader) entry(line string) error {
	if n, rest, ok := strings.Cut(line, ". "); ok && isNumber(n) {
		return rd.step(n, rest)
	}
	key, value, ok := strings.Cut(line, ":")
	if !ok {
		return fmt.Errorf("want \"key: value\", a step \"N. who: action\" or a block, not %q", line)
	}
	value = strings.TrimSpace(value)
	switch {
	case key == "match" || key == "mission" || key == "outcome":
		return nil // for the reader: the import takes them from the game
	case key == "rules":
		if !json.Valid([]byte(value)) {
			return errors.New("rules: want the rule options as JSON")
		}
		rd.rec.Start.Rules = json.RawMessage(value)
		return nil
	case key == "table":
		b, err := strconv.ParseBool(value)
		rd.rec.Start.Table = b
		return err
	case strings.HasPrefix(key, "seat "):
		return rd.seat(strings.TrimPrefix(key, "seat "), value)
	case value == "" && (key == "mission file" || key == "mission json" || key == "save" || strings.HasPrefix(key, "position after ")):
		return rd.startBlock(key)
	}
	return fmt.Errorf("unknown entry %q", key)
}

func isNumber(s string) bool {
	_, err := strconv.Atoi(s)
	return err == nil
}

// seat reads "seat N: person NAME; SURVIVORS" or "seat N: bot NAME; ...".
func (rd *recordReader) seat(n, value string) error {
	i, err := strconv.Atoi(n)
	if err != nil || i != len(rd.rec.Seats) {
		return fmt.Errorf("want seat %d next, not %q", len(rd.rec.Seats), n)
	}
	who, survivors, _ := strings.Cut(value, ";")
	s := Seat{Survivors: strings.Fields(survivors)}
	switch kind, name, _ := strings.Cut(strings.TrimSpace(who), " "); kind {
	case "bot":
		s.Bot = strings.TrimSpace(name)
	case "person":
	default:
		return fmt.Errorf("seat %d: want \"person NAME\" or \"bot NAME\", not %q", i, who)
	}
	rd.rec.Seats = append(rd.rec.Seats, s)
	return nil
}

// step reads "N. who: action" or "N. who: undo to M".
func (rd *recordReader) step(n, rest string) error {
	i, _ := strconv.Atoi(n)
	if want := len(rd.rec.Steps) + 1; i != want {
		return fmt.Errorf("want step %d next, not %d", want, i)
	}
	who, text, ok := strings.Cut(rest, ": ")
	if !ok {
		return fmt.Errorf("step %d: want \"who: action\"", i)
	}
	st := Step{Index: i, Seat: -1, Action: strings.TrimSpace(text)}
	switch {
	case who == "dice":
		st.By = "dice"
	case strings.HasPrefix(who, "bot "):
		st.By = strings.TrimPrefix(who, "bot ")
	case strings.HasPrefix(who, "seat "):
		num, name, _ := strings.Cut(strings.TrimPrefix(who, "seat "), " ")
		seat, err := strconv.Atoi(num)
		if err != nil || seat < 0 {
			return fmt.Errorf("step %d: want \"seat N (name)\", not %q", i, who)
		}
		st.Seat, st.By = seat, strings.TrimSuffix(strings.TrimPrefix(name, "("), ")")
	default:
		return fmt.Errorf("step %d: want \"seat N (name)\", \"bot NAME\" or \"dice\", not %q", i, who)
	}
	if to, ok := strings.CutPrefix(st.Action, "undo to "); ok {
		t, err := strconv.Atoi(to)
		if err != nil || t < 0 || t >= i {
			return fmt.Errorf("step %d: want \"undo to N\" with N before %d", i, i)
		}
		st.Undo, st.To, st.Action = true, t, ""
	}
	rd.rec.Steps = append(rd.rec.Steps, st)
	return nil
}

func (rd *recordReader) startBlock(key string) error {
	rd.block, rd.lines = key, nil
	if n, ok := strings.CutPrefix(key, "position after "); ok {
		i, err := strconv.Atoi(n)
		if err != nil || i < 1 || i > len(rd.rec.Steps) {
			return fmt.Errorf("position after %q: want a step read already", n)
		}
		rd.blockAt = i
	}
	return nil
}

// endBlock keeps the block just read.
func (rd *recordReader) endBlock() error {
	text := strings.Join(rd.lines, "\n")
	switch key := rd.block; {
	case key == "":
		return nil
	case key == "mission file":
		m, err := mission.Parse(text)
		if err != nil {
			return fmt.Errorf("the mission file: %w", err)
		}
		b, err := json.Marshal(m)
		if err != nil {
			return err
		}
		rd.rec.Start.Mission = b
	case key == "mission json":
		rd.rec.Start.Mission = json.RawMessage(text)
	case key == "save":
		rd.rec.Start.State = json.RawMessage(text)
	default:
		rd.rec.Positions[rd.blockAt] = text + "\n"
	}
	rd.block, rd.lines = "", nil
	return nil
}

func (rd *recordReader) finish() (Record, error) {
	if err := rd.endBlock(); err != nil {
		return Record{}, err
	}
	switch st := rd.rec.Start; {
	case !rd.started:
		return Record{}, fmt.Errorf("an empty record: want %q first", recordHeader)
	case len(st.State) == 0 && len(st.Mission) == 0:
		return Record{}, errors.New("the record has no mission file, mission json or save")
	case len(st.State) > 0 && len(st.Mission) > 0:
		return Record{}, errors.New("the record has both a mission and a save")
	}
	return rd.rec, nil
}

// record answers a match's game record: GET /api/matches/{id}/record.
func (s *Server) record(w http.ResponseWriter, r *http.Request) {
	l, ok := s.match(w, r)
	if !ok {
		return
	}
	l.mu.Lock()
	rec := l.rec
	steps := make([]Step, l.g.index+1)
	for i := range steps {
		b := l.g.steps[i]
		steps[i] = Step{Index: i, Action: b.action, Undo: b.undo, To: b.to, Seat: b.seat, By: b.by}
	}
	positions := map[int]string{}
	for _, c := range l.checks {
		positions[c.index] = c.state.View().Position()
	}
	l.mu.Unlock()
	var buf bytes.Buffer
	if err := WriteRecord(&buf, rec, steps, positions); err != nil {
		fail(w, http.StatusInternalServerError, err.Error())
		return
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Content-Disposition", `attachment; filename="invader-`+rec.ID+`.txt"`)
	_, _ = w.Write(buf.Bytes())
}

// importRecord starts a match from a game record, its whole history
// played again (and each recorded position checked): POST
// /api/matches/import with the record as the body. The new match's
// persons' seats are open.
func (s *Server) importRecord(w http.ResponseWriter, r *http.Request) {
	rc, err := ReadRecord(r.Body)
	if err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			fail(w, http.StatusRequestEntityTooLarge, fmt.Sprintf("the body is over %d bytes", tooBig.Limit))
			return
		}
		fail(w, http.StatusBadRequest, err.Error())
		return
	}
	if err := rc.check(); err != nil {
		badStart(w, err)
		return
	}
	req := CreateRequest{IdleBot: "greedy"}
	for _, seat := range rc.Seats {
		req.Seats = append(req.Seats, seat.Bot)
	}
	s.open(w, r, req, rc.Start, rc.Steps)
}

// check plays the record again and compares each recorded position.
func (rc Record) check() error {
	g, err := startGame(rc.Start)
	if err != nil {
		return err
	}
	if len(rc.Seats) > 0 && len(rc.Seats) != g.seats {
		return fmt.Errorf("the record has %d seats, the game %d players", len(rc.Seats), g.seats)
	}
	for _, st := range rc.Steps {
		if st.Seat >= g.seats {
			return fmt.Errorf("step %d: no seat %d", st.Index, st.Seat)
		}
		if _, err := g.play(st); err != nil {
			return fmt.Errorf("step %d (%q): %w", st.Index, stepText(st), err)
		}
		if p, ok := rc.Positions[st.Index]; ok && g.state.View().Position() != p {
			return fmt.Errorf("step %d: the game's position is not the one recorded after it", st.Index)
		}
	}
	return nil
}
