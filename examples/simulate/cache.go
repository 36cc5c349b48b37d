package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"time"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/zone"
)

// The balance cache (-cache DIR) keeps each cell of -balance (a mission
// and a bot, its games from a seed under a round cap) in a JSON file of
// its own: a run cut short, or one that adds a bot, plays only the cells
// it lacks, and the table comes out as if played in one go. The games of
// a cell are the same for the same engine and bots, on any machine but
// for their CPU times; clear DIR when the engine or a bot changes.

// cacheFormat is the version of a cell's file; a file of another is
// played again.
const cacheFormat = 1

// A cachedCell is a cell's file.
type cachedCell struct {
	Format int           `json:"format"`
	Took   time.Duration `json:"took"` // the wall time its games took
	Games  []cachedGame  `json:"games"`
}

// A cachedGame is a game of a cell, its fields those of game.
type cachedGame struct {
	Seed      uint64          `json:"seed"`
	Outcome   invader.Outcome `json:"outcome"`
	Rounds    int             `json:"rounds"`
	Actions   int             `json:"actions"`
	Cause     string          `json:"cause,omitempty"`
	FirstFall int             `json:"firstFall"`
	Falls     []zone.ID       `json:"falls,omitempty"`
	Survivors []cachedFate    `json:"survivors"`
	CPU       time.Duration   `json:"cpu"`
}

type cachedFate struct {
	Wounds int            `json:"wounds"`
	Kills  int            `json:"kills"`
	XP     int            `json:"xp"`
	Level  survivor.Level `json:"level"`
	Dead   bool           `json:"dead,omitempty"`
}

// cellFile names the file of a cell in dir.
func cellFile(dir, id string, b botRun, seed uint64, rounds int) string {
	return filepath.Join(dir, fmt.Sprintf("%s_%s_%d_s%d_r%d.json", id, sanitize(b.name), b.games, seed, rounds))
}

// sanitize keeps a bot's name to letters, digits and dashes in a file name.
func sanitize(name string) string {
	out := []byte(name)
	for i, c := range out {
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '-') {
			out[i] = '-'
		}
	}
	return string(out)
}

// loadCell reads a cell's games from path: ok false when there is no
// file, or one of another format or of another number of games.
func loadCell(path string, games int) ([]game, time.Duration, bool, error) {
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, 0, false, nil
	}
	if err != nil {
		return nil, 0, false, err
	}
	var c cachedCell
	if err := json.Unmarshal(data, &c); err != nil {
		return nil, 0, false, fmt.Errorf("%s: %w", path, err)
	}
	if c.Format != cacheFormat || len(c.Games) != games {
		return nil, 0, false, nil
	}
	out := make([]game, len(c.Games))
	for i, g := range c.Games {
		out[i] = g.game()
	}
	return out, c.Took, true, nil
}

// saveCell writes a cell's games to path, through a file renamed into
// place: a run killed while writing leaves no half file.
func saveCell(path string, games []game, took time.Duration) error {
	c := cachedCell{Format: cacheFormat, Took: took, Games: make([]cachedGame, len(games))}
	for i, g := range games {
		c.Games[i] = cached(g)
	}
	data, err := json.Marshal(c)
	if err != nil {
		return err
	}
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, data, 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}

func cached(g game) cachedGame {
	c := cachedGame{Seed: g.seed, Outcome: g.outcome, Rounds: g.rounds, Actions: g.actions, Cause: g.cause,
		FirstFall: g.firstFall, Falls: g.falls, CPU: g.cpu, Survivors: make([]cachedFate, len(g.survivors))}
	for i, f := range g.survivors {
		c.Survivors[i] = cachedFate{Wounds: f.wounds, Kills: f.kills, XP: f.xp, Level: f.level, Dead: f.dead}
	}
	return c
}

func (c cachedGame) game() game {
	g := game{result: result{outcome: c.Outcome, rounds: c.Rounds, actions: c.Actions}, seed: c.Seed, cause: c.Cause,
		firstFall: c.FirstFall, falls: c.Falls, cpu: c.CPU, survivors: make([]fate, len(c.Survivors))}
	for i, f := range c.Survivors {
		g.survivors[i] = fate{wounds: f.Wounds, kills: f.Kills, xp: f.XP, level: f.Level, dead: f.Dead}
	}
	return g
}
