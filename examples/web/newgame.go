package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/bot"
	"github.com/invaderengine/invader/mission"
)

// create starts a game from the new game form (multipart): mission (a
// built-in ID) or missionFile (a mission's text), players, seat0, seat1...
// ("human" or a bot's name), ultrared, doors ("free" or "action"),
// physical (the dice and cards of a real table) and seed.
func (sv *server) create(w http.ResponseWriter, r *http.Request) {
	text, err := upload(r, "missionFile")
	if err != nil {
		fail(w, http.StatusBadRequest, err)
		return
	}
	var m mission.Mission
	if text != "" {
		if m, err = mission.Parse(text); err != nil {
			parseFailed(w, err)
			return
		}
	} else if m, err = mission.Builtin(r.FormValue("mission")); err != nil {
		fail(w, http.StatusBadRequest, err)
		return
	}
	opts, err := options(r)
	if err != nil {
		fail(w, http.StatusBadRequest, err)
		return
	}
	seats, err := readSeats(r, len(m.Cards()))
	if err != nil {
		fail(w, http.StatusBadRequest, err)
		return
	}
	s, setup, err := invader.Start(m, opts...)
	if err != nil {
		fail(w, http.StatusBadRequest, err)
		return
	}
	sv.begin(w, newGame(s, setup, seats, s.Rules().ExternalChance))
}

// begin keeps a new game and answers with it.
func (sv *server) begin(w http.ResponseWriter, g *game) {
	id := sv.add(g)
	g.mu.Lock()
	defer g.mu.Unlock()
	sv.showStep(w, id, g, g.cursor)
}

// options reads the form's rule options.
func options(r *http.Request) ([]invader.Option, error) {
	var opts []invader.Option
	if p := r.FormValue("players"); p != "" {
		n, err := strconv.Atoi(p)
		if err != nil || n < 1 || n > 64 {
			return nil, fmt.Errorf("players: want 1 to 64, not %q", p)
		}
		opts = append(opts, invader.Players(n))
	}
	if on(r, "ultrared") {
		opts = append(opts, invader.Ultrared())
	}
	switch d := r.FormValue("doors"); d {
	case "", "free":
	case "action":
		opts = append(opts, invader.Doors(invader.DoorCostsAction))
	default:
		return nil, fmt.Errorf("doors: want free or action, not %q", d)
	}
	if on(r, "physical") {
		opts = append(opts, invader.ExternalChance())
	}
	seed := randomUint64()
	if text := strings.TrimSpace(r.FormValue("seed")); text != "" {
		n, err := strconv.ParseUint(text, 10, 64)
		if err != nil {
			return nil, fmt.Errorf("seed: want a number, not %q", text)
		}
		seed = n
	}
	return append(opts, invader.Seed(seed)), nil
}

func on(r *http.Request, field string) bool {
	v := r.FormValue(field)
	return v == "on" || v == "true" || v == "1"
}

// readSeats reads who plays each of n Survivors: seat0, seat1...; a person
// when absent.
func readSeats(r *http.Request, n int) ([]seat, error) {
	seats := make([]seat, n)
	for i := range seats {
		name := r.FormValue(fmt.Sprintf("seat%d", i))
		if name == "" || name == "human" {
			seats[i] = seat{name: "human"}
			continue
		}
		b, err := bot.ByName(name, randomUint64())
		if err != nil {
			return nil, fmt.Errorf("seat%d: %v", i, err)
		}
		seats[i] = seat{name: name, bot: b}
	}
	return seats, nil
}

// load starts a game from a save (the form's file "save", a State's JSON),
// with the form's seats; physical says a real table supplies the chance
// outcomes. A save is a View, with no future: unless physical, the server
// rolls its dice.
func (sv *server) load(w http.ResponseWriter, r *http.Request) {
	text, err := upload(r, "save")
	if err == nil && text == "" {
		err = errors.New("no save file sent (the form's file field \"save\")")
	}
	if err != nil {
		fail(w, http.StatusBadRequest, err)
		return
	}
	var s invader.State
	if err := json.Unmarshal([]byte(text), &s); err != nil {
		fail(w, http.StatusBadRequest, fmt.Errorf("the save: %v", err))
		return
	}
	seats, err := readSeats(r, s.Survivors())
	if err != nil {
		fail(w, http.StatusBadRequest, err)
		return
	}
	note := fmt.Sprintf("a saved game of %s loaded, round %d", s.Mission().ID, s.Round())
	sv.begin(w, newGame(s, nil, seats, on(r, "physical"), note))
}
