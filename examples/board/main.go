// Command board prints a map and, for one zone, what an actor there sees at
// each Range and where Survivors and Xenos can go from it.
//
// Usage:
//
//	go run ./examples/board [-zone NAME] [-searchlight] [map.txt]
//
// Without a file it shows a built-in sample board; without -zone, the first
// zone of the Player Starting Area.
package main

import (
	_ "embed"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/invaderengine/invader/los"
	"github.com/invaderengine/invader/zone"
)

//go:embed sample.txt
var sample string

func main() {
	name := flag.String("zone", "", "the zone to look from (default: the first starting zone)")
	light := flag.Bool("searchlight", false, "the observer carries a Searchlight")
	flag.Parse()
	if err := run(os.Stdout, flag.Arg(0), *name, los.Viewer{Searchlight: *light}); err != nil {
		fmt.Fprintln(os.Stderr, "board:", err)
		os.Exit(1)
	}
}

func run(w io.Writer, path, name string, v los.Viewer) error {
	text := sample
	if path != "" {
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		text = string(b)
	}
	m, err := zone.Parse(text)
	if err != nil {
		return err
	}
	from, err := pick(m, name)
	if err != nil {
		return err
	}
	s := m.Initial()
	fmt.Fprint(w, m.Format())
	z := m.Zone(from)
	fmt.Fprintf(w, "\nFrom %s (%v%s):\n", z.Name, z.Kind, features(z.Features))
	sight(w, m, s, from, v)
	steps(w, m, s, from)
	routes(w, m, s, from)
	return nil
}

func pick(m *zone.Map, name string) (zone.ID, error) {
	if name != "" {
		id, ok := m.Lookup(name)
		if !ok {
			return 0, fmt.Errorf("no zone named %q", name)
		}
		return id, nil
	}
	for id := range m.Len() {
		if m.Zone(zone.ID(id)).Has(zone.Start) {
			return zone.ID(id), nil
		}
	}
	return 0, nil
}

func features(f zone.Feature) string {
	if f == 0 {
		return ""
	}
	return ", " + strings.ReplaceAll(f.String(), "|", ", ")
}

func sight(w io.Writer, m *zone.Map, s zone.State, from zone.ID, v los.Viewer) {
	byRange := map[int][]string{}
	far := 0
	for _, sg := range los.AppendVisible(nil, m, s, from, v) {
		byRange[sg.Range] = append(byRange[sg.Range], m.Zone(sg.Zone).Name)
		far = max(far, sg.Range)
	}
	for r := 0; r <= far; r++ {
		fmt.Fprintf(w, "  sees at range %d: %s\n", r, strings.Join(byRange[r], " "))
	}
}

func steps(w io.Writer, m *zone.Map, s zone.State, from zone.ID) {
	movers := []struct {
		who string
		mv  zone.Mover
	}{
		{"a Survivor", zone.Mover{}},
		{"a Survivor with oxygen", zone.Mover{Oxygen: true}},
		{"a Xeno", zone.XenoMover},
	}
	for _, mover := range movers {
		var names []string
		for _, st := range m.AppendSteps(nil, s, from, mover.mv) {
			names = append(names, stepName(m, st))
		}
		fmt.Fprintf(w, "  %s can step to: %s\n", mover.who, strings.Join(names, " "))
	}
}

func stepName(m *zone.Map, st zone.Step) string {
	name := m.Zone(st.To).Name
	if st.Door != zone.NoDoor {
		d := m.Door(st.Door)
		name += fmt.Sprintf("(breaking the door %v-%v)", d.Cells[0], d.Cells[1])
	}
	return name
}

func routes(w io.Writer, m *zone.Map, s zone.State, from zone.ID) {
	r := m.RoutesTo(s, zone.XenoMover, from) // routes toward one zone: all this needs
	fmt.Fprintf(w, "  Xeno routes from every zone to %s:\n", m.Zone(from).Name)
	for id := range m.Len() {
		z := zone.ID(id)
		d, ok := r.Distance(z, from)
		if !ok || z == from {
			continue
		}
		var first []string
		for _, st := range r.AppendFirstSteps(nil, z, from) {
			first = append(first, stepName(m, st))
		}
		fmt.Fprintf(w, "    %-2s %d step(s), first: %s\n", m.Zone(z).Name, d, strings.Join(first, " or "))
	}
}
