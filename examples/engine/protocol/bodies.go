package protocol

import (
	"encoding/json"
	"fmt"

	"github.com/invaderengine/invader"
)

// status is where a game stands: the status command's answer, and part
// of the others'.
type status struct {
	Round    int    `json:"round"`
	Phase    string `json:"phase"`
	Decision string `json:"decision"`           // invader.Decision's name: activation, action, chance...; none when over
	Player   int    `json:"player"`             // the player who decides; -1 for none (a chance outcome, the end)
	Survivor string `json:"survivor,omitempty"` // the Survivor the decision is about
	Chance   string `json:"chance,omitempty"`   // the chance event pending, in words (State.DescribeChance)
	Outcome  string `json:"outcome"`            // in progress, won, or lost: why
	Over     bool   `json:"over"`
	Hash     string `json:"hash"`
}

func statusOf(s invader.State) status {
	p := s.Pending()
	st := status{
		Round: s.Round(), Phase: s.Phase().String(), Decision: p.Decision.String(), Player: p.Player,
		Chance: s.DescribeChance(), Outcome: s.Outcome().String(), Over: s.IsOver(), Hash: hashOf(s),
	}
	if p.Survivor >= 0 && p.Survivor < s.NumSurvivors() {
		st.Survivor = s.Survivor(p.Survivor).Card.Name
	}
	return st
}

// hashOf is a State's hash in 16 hexadecimal digits (a JSON number would
// lose digits in many languages).
func hashOf(s invader.State) string { return fmt.Sprintf("%016x", s.Hash()) }

// gameInfo describes a game: its mission, rules and Survivors.
type gameInfo struct {
	Mission   string         `json:"mission"`
	Title     string         `json:"title"`
	Ruleset   string         `json:"ruleset"`
	Rules     invader.Rules  `json:"rules"`
	Players   int            `json:"players"`
	Survivors []survivorInfo `json:"survivors"`
}

type survivorInfo struct {
	Index  int    `json:"index"` // as the actions' JSON numbers them
	Name   string `json:"name"`  // as the notation names them
	Player int    `json:"player"`
}

func describeGame(s invader.State) gameInfo {
	m := s.Mission()
	g := gameInfo{Mission: m.ID, Title: m.Title, Ruleset: s.Ruleset().String(), Rules: s.Rules(), Players: s.NumPlayers(), Survivors: []survivorInfo{}}
	for i := range s.NumSurvivors() {
		sv := s.Survivor(i)
		g.Survivors = append(g.Survivors, survivorInfo{Index: i, Name: sv.Card.Name, Player: sv.Player})
	}
	return g
}

// gameBody answers start, setposition and load.
type gameBody struct {
	Game   gameInfo    `json:"game"`
	Events []eventInfo `json:"events"` // the setup's, for start
	Status status      `json:"status"`
}

// eventInfo is an event in words and in JSON (invader.MarshalEvent).
type eventInfo struct {
	Text  string          `json:"text"`
	Event json.RawMessage `json:"event"`
}

// eventInfos says events in the words of s, the State they led to.
func eventInfos(s invader.State, events []invader.Event) ([]eventInfo, *Error) {
	out := make([]eventInfo, 0, len(events))
	for _, ev := range events {
		data, err := invader.MarshalEvent(ev)
		if err != nil {
			return nil, fail(CodeInternal, "event %v does not encode: %v", ev, err)
		}
		out = append(out, eventInfo{Text: s.FormatEvent(ev), Event: data})
	}
	return out, nil
}

// actionInfo is an action in notation and in words, and in JSON when
// asked.
type actionInfo struct {
	Notation string          `json:"notation"`
	Words    string          `json:"words"`
	JSON     json.RawMessage `json:"json,omitempty"`
}

// describe says actions of s; withJSON adds their JSON.
func describe(s invader.State, actions []invader.Action, withJSON bool) ([]actionInfo, *Error) {
	w := newSpeaker(s)
	out := make([]actionInfo, 0, len(actions))
	for _, a := range actions {
		words, _ := w.words(a)
		info := actionInfo{Notation: s.FormatAction(a), Words: words}
		if withJSON {
			data, err := invader.MarshalAction(a)
			if err != nil {
				return nil, fail(CodeInternal, "action %v does not encode: %v", a, err)
			}
			info.JSON = data
		}
		out = append(out, info)
	}
	return out, nil
}

type positionBody struct {
	Position string `json:"position"`
	Hash     string `json:"hash"`
}

type hashBody struct {
	Hash string `json:"hash"`
}

type saveBody struct {
	Save json.RawMessage `json:"save"`
}
