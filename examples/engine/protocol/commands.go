package protocol

import (
	"encoding/json"
	"reflect"
	"strings"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/bot"
	"github.com/invaderengine/invader/mission"
)

// A command is one request the engine answers.
type command struct {
	needsGame bool
	fields    []string // the request's fields, id and cmd first
	run       func(e *Engine, line []byte) (any, *Error)
}

// handle makes the command whose request is a T (a struct embedding head
// whose fields name the keys it takes), answered by f.
func handle[T any](needsGame bool, f func(e *Engine, r *T) (any, *Error)) command {
	return command{
		needsGame: needsGame,
		fields:    keys(reflect.TypeFor[T]()),
		run: func(e *Engine, line []byte) (any, *Error) {
			var r T
			if err := decodeStrict(line, &r, "the request"); err != nil {
				return nil, err
			}
			if needsGame && !e.has {
				return nil, fail(CodeNoGame, "this command needs a game: start, setposition or load one first")
			}
			return f(e, &r)
		},
	}
}

// order is the commands in the order of docs/PROTOCOL.md.
var order = []string{"hello", "start", "setposition", "load", "status", "legal", "apply", "view",
	"odds", "bot", "chance", "position", "hash", "save", "quit"}

// commands are the engine's commands by name (made in init: hello lists
// them).
var commands map[string]command

func init() {
	commands = map[string]command{
		"hello":       handle(false, (*Engine).hello),
		"start":       handle(false, (*Engine).start),
		"setposition": handle(false, (*Engine).setPosition),
		"load":        handle(false, (*Engine).load),
		"status":      handle(true, (*Engine).status),
		"legal":       handle(true, (*Engine).legal),
		"apply":       handle(true, (*Engine).apply),
		"view":        handle(true, (*Engine).view),
		"odds":        handle(true, (*Engine).odds),
		"bot":         handle(true, (*Engine).bot),
		"chance":      handle(true, (*Engine).chance),
		"position":    handle(true, (*Engine).position),
		"hash":        handle(true, (*Engine).hash),
		"save":        handle(true, (*Engine).save),
		"quit":        handle(false, (*Engine).quit),
	}
}

func commandNames() []string { return order }

func joinNames() string { return strings.Join(order, ", ") }

// Fields returns the fields the request of command cmd takes, id and cmd
// first; nil for no such command.
func Fields(cmd string) []string {
	return commands[cmd].fields
}

// Commands lists the commands, in the order of docs/PROTOCOL.md.
func Commands() []string { return append([]string(nil), order...) }

type helloRequest struct {
	head
	Protocol *int `json:"protocol"` // the version the client speaks
}

// helloBody is the greeting, and hello's answer.
type helloBody struct {
	Protocol      string   `json:"protocol"`
	Version       int      `json:"version"`
	Engine        string   `json:"engine"`
	EngineVersion string   `json:"engineVersion"`
	SaveVersion   int      `json:"saveVersion"`
	MaxLine       int      `json:"maxLine"`
	MaxIterations int      `json:"maxIterations"`
	Commands      []string `json:"commands"`
	Missions      []string `json:"missions"`
	Bots          []string `json:"bots"`
}

func (e *Engine) helloBody() helloBody {
	return helloBody{
		Protocol: Name, Version: Version, Engine: "invader", EngineVersion: EngineVersion,
		SaveVersion: invader.SaveVersion, MaxLine: e.cfg.MaxLine, MaxIterations: e.cfg.MaxIterations,
		Commands: order, Missions: mission.Builtins(), Bots: bot.Names(),
	}
}

func (e *Engine) hello(r *helloRequest) (any, *Error) {
	if r.Protocol != nil && *r.Protocol != Version {
		return nil, fail(CodeUnsupportedVersion, "protocol version %d asked; this engine speaks version %d", *r.Protocol, Version)
	}
	return e.helloBody(), nil
}

// A missionSource names a mission: a built-in one, or one written out.
type missionSource struct {
	Mission     *string         `json:"mission"`     // a built-in mission's ID: M0...
	MissionText *string         `json:"missionText"` // a mission in the text form of package mission
	MissionJSON json.RawMessage `json:"missionJSON"` // a mission's JSON
}

// load returns the mission named, ok false when none is.
func (src missionSource) load() (mission.Mission, bool, *Error) {
	n := 0
	for _, given := range []bool{src.Mission != nil, src.MissionText != nil, src.MissionJSON != nil} {
		if given {
			n++
		}
	}
	switch {
	case n == 0:
		return mission.Mission{}, false, nil
	case n > 1:
		return mission.Mission{}, false, fail(CodeBadRequest, "give one of mission, missionText and missionJSON, not %d", n)
	case src.Mission != nil:
		m, err := mission.Builtin(*src.Mission)
		if err != nil {
			return m, false, fail(CodeBadMission, "%v", err)
		}
		return m, true, nil
	case src.MissionText != nil:
		m, err := mission.Parse(*src.MissionText)
		if err != nil {
			return m, false, fail(CodeBadMission, "missionText: %v", err)
		}
		return m, true, nil
	}
	var m mission.Mission
	if err := json.Unmarshal(src.MissionJSON, &m); err != nil {
		return m, false, fail(CodeBadMission, "missionJSON: %v", err)
	}
	return m, true, nil
}

type startRequest struct {
	head
	missionSource
	Rules json.RawMessage `json:"rules"` // invader.Rules' JSON: seed, externalChance, options
}

func (e *Engine) start(r *startRequest) (any, *Error) {
	m, ok, err := r.load()
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, fail(CodeBadRequest, "start needs a mission: mission, missionText or missionJSON")
	}
	var rules invader.Rules
	if r.Rules != nil {
		if err := decodeStrict(r.Rules, &rules, "rules"); err != nil {
			return nil, err
		}
	}
	s, events, serr := invader.Start(m, rules.Option())
	if serr != nil {
		return nil, fail(CodeCannotStart, "%v", serr)
	}
	return e.begin(s, events)
}

// begin makes s the engine's game and answers with it and the events
// that made it.
func (e *Engine) begin(s invader.State, events []invader.Event) (any, *Error) {
	evs, err := eventInfos(s, events)
	if err != nil {
		return nil, err
	}
	e.game, e.has = s, true
	return gameBody{Game: describeGame(s), Events: evs, Status: statusOf(s)}, nil
}

type setPositionRequest struct {
	head
	Text *string `json:"text"` // the position (docs/POSITION.md)
	missionSource
}

func (e *Engine) setPosition(r *setPositionRequest) (any, *Error) {
	if r.Text == nil {
		return nil, fail(CodeBadRequest, "setposition needs the position: field \"text\"")
	}
	m, ok, err := r.load()
	if err != nil {
		return nil, err
	}
	var ms []mission.Mission
	switch {
	case ok:
		ms = append(ms, m)
	case e.has:
		ms = append(ms, e.game.Mission())
	}
	s, perr := invader.ParsePosition(*r.Text, ms...)
	if perr != nil {
		return nil, fail(CodeBadPosition, "%v", perr)
	}
	return e.begin(s, nil)
}

type loadRequest struct {
	head
	Save json.RawMessage `json:"save"` // a State's JSON
}

func (e *Engine) load(r *loadRequest) (any, *Error) {
	if r.Save == nil {
		return nil, fail(CodeBadRequest, "load needs the saved game: field \"save\"")
	}
	var s invader.State
	if err := s.UnmarshalJSON(r.Save); err != nil {
		return nil, fail(CodeBadSave, "%v", err)
	}
	return e.begin(s, nil)
}

type plainRequest struct{ head }

func (e *Engine) quit(*plainRequest) (any, *Error) {
	e.done = true
	return nil, nil
}

func (e *Engine) status(*plainRequest) (any, *Error) { return statusOf(e.game), nil }

func (e *Engine) position(*plainRequest) (any, *Error) {
	return positionBody{Position: e.game.Position(), Hash: hashOf(e.game)}, nil
}

func (e *Engine) hash(*plainRequest) (any, *Error) {
	return hashBody{Hash: hashOf(e.game)}, nil
}

func (e *Engine) save(*plainRequest) (any, *Error) {
	data, err := e.game.MarshalJSON()
	if err != nil {
		return nil, fail(CodeInternal, "the game does not save: %v", err)
	}
	return saveBody{Save: data}, nil
}
