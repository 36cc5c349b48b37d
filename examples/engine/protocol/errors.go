package protocol

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/invaderengine/invader"
)

// The error codes of an answer with "ok":false. They are stable: a client
// may switch on them. docs/PROTOCOL.md says when each is given.
const (
	CodeBadJSON            = "bad_json"            // the line is not one JSON object
	CodeLineTooLong        = "line_too_long"       // the line is longer than the cap
	CodeBadRequest         = "bad_request"         // a field is missing, given twice, of the wrong type or out of range
	CodeUnknownCommand     = "unknown_command"     // no command of that name
	CodeUnknownField       = "unknown_field"       // a field the command does not take
	CodeUnsupportedVersion = "unsupported_version" // hello asked for a protocol version this engine does not speak
	CodeNoGame             = "no_game"             // the command needs a game: start, setposition or load one first
	CodeBadMission         = "bad_mission"         // no such built-in mission, or the mission's text or JSON is wrong
	CodeCannotStart        = "cannot_start"        // the mission and the rule options make no game
	CodeBadPosition        = "bad_position"        // the position does not read (line:column) or describes no reachable State
	CodeBadSave            = "bad_save"            // the save does not load
	CodeBadAction          = "bad_action"          // the action's notation does not read in this game
	CodeIllegal            = "illegal"             // the game refuses the action now; the reason says why
	CodeBadBot             = "bad_bot"             // no bot of that name, or a budget out of range
	CodeGameOver           = "game_over"           // the game is over: no bot can choose
	CodeInternal           = "internal"            // a bug of the engine: please report the request
)

// Codes lists every error code, in the order of docs/PROTOCOL.md.
func Codes() []string {
	return []string{CodeBadJSON, CodeLineTooLong, CodeBadRequest, CodeUnknownCommand, CodeUnknownField,
		CodeUnsupportedVersion, CodeNoGame, CodeBadMission, CodeCannotStart, CodeBadPosition, CodeBadSave,
		CodeBadAction, CodeIllegal, CodeBadBot, CodeGameOver, CodeInternal}
}

// An Error is an answer's error: a code, a message that says what and
// where, and for an illegal action the engine's Reason.
type Error struct {
	Code    string `json:"code"`
	Message string `json:"message"`
	// Reason is invader.Reason's number for an illegal action (stable:
	// the engine only appends to the list), ReasonText its words.
	Reason     int    `json:"reason,omitempty"`
	ReasonText string `json:"reasonText,omitempty"`
}

func (e *Error) Error() string { return e.Code + ": " + e.Message }

// fail returns an Error of code with a formatted message.
func fail(code, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

// illegal turns an error of State.Apply or State.AttackOdds into an
// Error: code illegal with the reason when it wraps invader.ErrIllegal,
// else code other.
func illegal(err error, other string) *Error {
	var ie *invader.IllegalError
	if errors.As(err, &ie) {
		return &Error{Code: CodeIllegal, Message: err.Error(), Reason: int(ie.Reason), ReasonText: ie.Reason.String()}
	}
	if errors.Is(err, invader.ErrIllegal) {
		return &Error{Code: CodeIllegal, Message: err.Error()}
	}
	return &Error{Code: other, Message: err.Error()}
}

// typeError rewords encoding/json's errors about a field's value: which
// field, what it wants and what it got.
func typeError(err error) *Error {
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) {
		if te.Field == "" {
			return fail(CodeBadRequest, "want %s, got a JSON %s", kindOf(te.Type.Kind().String()), te.Value)
		}
		field := te.Field[strings.LastIndexByte(te.Field, '.')+1:] // not the embedded struct's name
		return fail(CodeBadRequest, "field %q: want %s, got a JSON %s", field, kindOf(te.Type.Kind().String()), te.Value)
	}
	return fail(CodeBadRequest, "%v", err)
}

// kindOf names a Go kind the way a JSON client thinks of it.
func kindOf(k string) string {
	switch k {
	case "string":
		return "a string"
	case "bool":
		return "true or false"
	case "int", "int64", "int32":
		return "an integer"
	case "uint64", "uint", "uint32", "uint8":
		return "an integer from 0"
	case "float64":
		return "a number"
	case "slice", "array":
		return "a list"
	case "struct", "map":
		return "an object"
	}
	return k
}
