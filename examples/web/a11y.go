package main

import (
	"fmt"
	"strings"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/lang"
	"github.com/invaderengine/invader/zone"
)

// zoneView is a zone in words, as a sighted player reads it off the
// picture: its kind and name, who and what is in it ("corridor c2: Cole,
// 1 Tank, noise 2"). The page names the zone's picture with it and lists
// it in the board in words.
type zoneView struct {
	Zone  string `json:"zone"` // its name, as the notation writes it
	Words string `json:"words"`
}

// doorView is a door in words: "door d0, between c1 and r1: closed".
type doorView struct {
	Door  string `json:"door"` // d0
	Words string `json:"words"`
}

// zones says every zone of s in words, in l.
func zones(s invader.State, l *lang.Language) []zoneView {
	m := s.Map()
	if m == nil {
		return nil
	}
	here := map[zone.ID][]string{}
	for i := range s.NumSurvivors() {
		if sv := s.Survivor(i); !sv.Dead && !sv.Escaped {
			here[sv.Zone] = append(here[sv.Zone], sv.Card.Name)
		}
	}
	for i, o := range m.Objectives() {
		if s.Board().HasObjective(i) {
			here[o.Zone] = append(here[o.Zone], say(l, "zone.objective", "o", fmt.Sprintf("o%d", i), "color", l.Color(o.Color)))
		}
	}
	for i, sp := range m.Spawns() {
		id := "zone.spawnDormant"
		if s.Board().SpawnActive(i) {
			id = "zone.spawn"
		}
		here[sp.Zone] = append(here[sp.Zone], say(l, id, "color", l.Color(sp.Color), "spawnZone", l.SayIn(s.Ruleset(), "{@spawnZone}")))
	}
	out := make([]zoneView, 0, m.Len())
	for id := range m.Len() {
		z := m.Zone(zone.ID(id))
		out = append(out, zoneView{Zone: z.Name, Words: zoneWords(s, l, z, here[z.ID])})
	}
	return out
}

// zoneWords says zone z: its kind and name, then what is in it.
func zoneWords(s invader.State, l *lang.Language, z zone.Zone, here []string) string {
	parts := here
	for k, n := range s.Xenos(z.ID) {
		if n > 0 && k < len(s.Catalog()) {
			kind := l.Kind(s.Catalog()[k].Name)
			if n != 1 {
				kind = l.Plural(kind)
			}
			parts = append(parts, say(l, "zone.xenos", "n", n, "kind", kind))
		}
	}
	if n := s.Noise(z.ID); n > 0 {
		parts = append(parts, say(l, "zone.noise", "n", n))
	}
	if mo := s.Board().Mold(z.ID); mo != zone.NoMold {
		parts = append(parts, say(l, "zone.mold")+" ("+l.Mold(mo)+")")
	}
	if len(parts) == 0 {
		parts = append(parts, say(l, "zone.empty"))
	}
	return say(l, "zone.words", "kind", l.ZoneKind(z.Kind), "zone", z.Name) + say(l, "seat.colon") + strings.Join(parts, ", ")
}

// doorStates are the page's words for a door's state.
var doorStates = map[zone.DoorState]string{
	zone.Closed: "door.closed", zone.Open: "door.open", zone.Destroyed: "door.destroyed", zone.Removed: "door.destroyed",
}

// doors says every door of s in words, in l.
func doors(s invader.State, l *lang.Language) []doorView {
	m := s.Map()
	if m == nil {
		return nil
	}
	out := make([]doorView, 0, m.NumDoors())
	for d := range m.NumDoors() {
		id := zone.DoorID(d)
		info := m.Door(id)
		st := say(l, doorStates[s.Board().Door(id)])
		if s.Board().Locked(id) {
			st += ", " + say(l, "door.locked") + " (" + l.Color(info.Color) + ")"
		}
		name := fmt.Sprintf("d%d", d)
		out = append(out, doorView{Door: name, Words: say(l, "door.words", "door", name,
			"a", m.Zone(info.Zones[0]).Name, "b", m.Zone(info.Zones[1]).Name, "state", st)})
	}
	return out
}
