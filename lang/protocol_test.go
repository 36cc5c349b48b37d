package lang_test

import (
	"encoding/json"
	"testing"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/examples/engine/protocol"
	"github.com/invaderengine/invader/lang"
	"github.com/invaderengine/invader/lang/langtest"
)

// The actions in English are examples/engine's words, the line protocol's
// ("words", docs/PROTOCOL.md): every legal action of States of random
// games of every built-in mission, loaded into the protocol's engine from
// a save.
// Every one has its Chinese, with no English but names and notation.
func TestEnglishActionsAreTheProtocols(t *testing.T) {
	e := protocol.New(protocol.Config{})
	n, k := 0, 0
	randomGames(t, func(st step) {
		s := st.after
		k++
		// Every State of the rarer decisions, one in sixteen of the others.
		d := s.Pending().Decision
		if s.IsOver() || (d == invader.ActionDecision || d == invader.ActivationDecision) && k%16 != 0 {
			return
		}
		save, err := s.MarshalJSON()
		if err != nil {
			t.Fatal(err)
		}
		req, _ := json.Marshal(map[string]any{"cmd": "load", "save": json.RawMessage(save)})
		if ans := e.Handle(req); !json.Valid(ans) || !ok(ans) {
			t.Fatalf("load: %s", ans)
		}
		var legal struct {
			OK      bool `json:"ok"`
			Actions []struct {
				Notation string `json:"notation"`
				Words    string `json:"words"`
			} `json:"actions"`
		}
		if err := json.Unmarshal(e.Handle([]byte(`{"cmd":"legal"}`)), &legal); err != nil || !legal.OK {
			t.Fatalf("legal: %v", err)
		}
		acts := s.Legal()
		if len(acts) != len(legal.Actions) {
			t.Fatalf("%d legal actions, the protocol %d", len(acts), len(legal.Actions))
		}
		names := langtest.Names(s)
		for i, a := range acts {
			n++
			if got, want := lang.English.Action(s, a), legal.Actions[i].Words; got != want {
				t.Fatalf("%s: English %q, the protocol's %q", legal.Actions[i].Notation, got, want)
			}
			zh := lang.Chinese.Action(s, a)
			if stray := langtest.Stray(zh, names...); len(stray) > 0 || zh == legal.Actions[i].Words {
				t.Fatalf("%s: Chinese %q holds English %q", legal.Actions[i].Notation, zh, stray)
			}
		}
	})
	if n == 0 {
		t.Fatal("no action")
	}
}

func ok(answer []byte) bool {
	var a struct {
		OK bool `json:"ok"`
	}
	return json.Unmarshal(answer, &a) == nil && a.OK
}
