package rules_test

import (
	"strings"
	"testing"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/examples/internal/rules"
)

func TestParseFormat(t *testing.T) {
	for _, c := range []struct {
		text, formatted string
		want            invader.Rules
	}{
		{"", "", invader.Rules{}},
		{" ultrared=true ", "ultrared=true", invader.Rules{Ultrared: true}},
		{"startXP=7,limitMold=true,doors=costs an action", "doors=costs an action,limitMold=true,startXP=7", invader.Rules{StartingXP: 7, LimitMold: true, Doors: invader.DoorCostsAction}},
		{"players=2, spawnZones=1", "players=2,spawnZones=1", invader.Rules{Players: 2, SpawnZones: 1}},
	} {
		got, err := rules.Parse(c.text)
		if err != nil || got != c.want {
			t.Errorf("Parse(%q) = %+v, %v; want %+v", c.text, got, err, c.want)
			continue
		}
		if f := rules.Format(got); f != c.formatted {
			t.Errorf("Format(%+v) = %q; want %q", got, f, c.formatted)
		}
		if back, err := rules.Parse(rules.Format(got)); err != nil || back != got {
			t.Errorf("Parse(Format(%+v)) = %+v, %v", got, back, err)
		}
	}
	if f := rules.Format(invader.Rules{Seed: 9}); f != "" {
		t.Errorf("Format leaves the seed out; got %q", f)
	}
}

func TestParseErrors(t *testing.T) {
	for text, want := range map[string]string{
		"ultrared":                     "want key=value",
		"seed=3":                       "flag of its own",
		"ultrared=true,ultrared=false": "given twice",
		"colour=blue":                  "unknown field",
		"doors=sometimes":              "doors",
		"startXP=many":                 "startXP",
	} {
		if _, err := rules.Parse(text); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Parse(%q): %v; want an error with %q", text, err, want)
		}
	}
	if keys := strings.Join(rules.Keys(), " "); !strings.HasPrefix(keys, "players doors ") || strings.Contains(keys, "seed") {
		t.Errorf("Keys() = %s", keys)
	}
}
