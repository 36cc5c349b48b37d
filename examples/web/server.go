package main

import (
	crand "crypto/rand"
	"embed"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"html/template"
	"io"
	"io/fs"
	"net/http"
	"strconv"
	"sync"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/bot"
	"github.com/invaderengine/invader/mission"
)

//go:embed page
var pageFiles embed.FS

var pageTemplate = template.Must(template.ParseFS(pageFiles, "page/index.html"))

// Limits of the server: the bytes of a request, and the games kept (the
// oldest goes when a new one would pass the limit).
const (
	maxBody  = 4 << 20
	maxGames = 256
)

// server keeps the games in memory, each under an unguessable id. Its
// mutex guards the map; each game has its own.
type server struct {
	mu    sync.Mutex
	games map[string]*game
	order []string // ids, oldest first
}

func newServer() *server { return &server{games: map[string]*game{}} }

// handler routes the page and the API. Every error of the API is a 4xx or
// 5xx status with a JSON body {"error": "..."}.
func (sv *server) handler() http.Handler {
	mux := http.NewServeMux()
	static, _ := fs.Sub(pageFiles, "page")
	mux.Handle("GET /static/", http.StripPrefix("/static/", http.FileServerFS(static)))
	mux.HandleFunc("GET /{$}", sv.page)
	mux.HandleFunc("/api/", func(w http.ResponseWriter, r *http.Request) {
		fail(w, http.StatusNotFound, errors.New("no such API: "+r.Method+" "+r.URL.Path))
	})
	route := func(method, path string, h http.HandlerFunc) {
		mux.HandleFunc(path, func(w http.ResponseWriter, r *http.Request) {
			if r.Method != method {
				w.Header().Set("Allow", method)
				fail(w, http.StatusMethodNotAllowed, fmt.Errorf("%s wants %s", path, method))
				return
			}
			r.Body = http.MaxBytesReader(w, r.Body, maxBody)
			h(w, r)
		})
	}
	route("GET", "/api/missions", sv.missions)
	route("POST", "/api/missions/check", sv.checkMission)
	route("POST", "/api/games", sv.create)
	route("POST", "/api/games/load", sv.load)
	route("GET", "/api/games/{id}", sv.withGame(sv.show))
	route("GET", "/api/games/{id}/state", sv.withGame(sv.state))
	route("POST", "/api/games/{id}/act", sv.withGame(sv.act))
	route("POST", "/api/games/{id}/undo", sv.withGame(sv.undo))
	route("POST", "/api/games/{id}/redo", sv.withGame(sv.redo))
	return mux
}

// fail answers with an error as JSON.
func fail(w http.ResponseWriter, status int, err error) {
	reply(w, status, map[string]string{"error": err.Error()})
}

func reply(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

func (sv *server) page(w http.ResponseWriter, r *http.Request) {
	data := struct {
		Missions []missionInfo
		Bots     []string
	}{Bots: bot.Names()}
	for _, id := range mission.Builtins() {
		m, err := mission.Builtin(id)
		if err == nil {
			data.Missions = append(data.Missions, info(m))
		}
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	if err := pageTemplate.Execute(w, data); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
	}
}

// missionInfo is what the new game form needs of a mission.
type missionInfo struct {
	ID        string   `json:"id"`
	Title     string   `json:"title"`
	Players   int      `json:"players"`
	Survivors []string `json:"survivors"`
}

func info(m mission.Mission) missionInfo {
	mi := missionInfo{ID: m.ID, Title: m.Title, Players: max(m.Players, 1)}
	for _, c := range m.Cards() {
		mi.Survivors = append(mi.Survivors, c.Name)
	}
	return mi
}

func (sv *server) missions(w http.ResponseWriter, r *http.Request) {
	var out []missionInfo
	for _, id := range mission.Builtins() {
		if m, err := mission.Builtin(id); err == nil {
			out = append(out, info(m))
		}
	}
	reply(w, http.StatusOK, out)
}

// checkMission reads an uploaded mission file and describes it, or says
// what is wrong with it and where.
func (sv *server) checkMission(w http.ResponseWriter, r *http.Request) {
	text, err := upload(r, "missionFile")
	if err != nil {
		fail(w, http.StatusBadRequest, err)
		return
	}
	m, err := mission.Parse(text)
	if err != nil {
		parseFailed(w, err)
		return
	}
	reply(w, http.StatusOK, info(m))
}

// parseFailed answers with a mission's parse error, with its line and
// column apart when it has them.
func parseFailed(w http.ResponseWriter, err error) {
	body := map[string]any{"error": "the mission file: " + err.Error()}
	var pe *mission.ParseError
	if errors.As(err, &pe) {
		body["line"], body["column"] = pe.Line, pe.Column
	}
	reply(w, http.StatusBadRequest, body)
}

// upload returns the text of the form's file field, or "" when none was
// sent.
func upload(r *http.Request, field string) (string, error) {
	if err := r.ParseMultipartForm(maxBody); err != nil {
		return "", fmt.Errorf("want a multipart form: %v", err)
	}
	f, _, err := r.FormFile(field)
	if errors.Is(err, http.ErrMissingFile) {
		return "", nil
	}
	if err != nil {
		return "", err
	}
	defer f.Close()
	b, err := io.ReadAll(f)
	return string(b), err
}

// add keeps a game under a new id.
func (sv *server) add(g *game) string {
	var b [16]byte
	_, _ = crand.Read(b[:])
	id := hex.EncodeToString(b[:])
	sv.mu.Lock()
	defer sv.mu.Unlock()
	if len(sv.order) >= maxGames {
		delete(sv.games, sv.order[0])
		sv.order = sv.order[1:]
	}
	sv.games[id] = g
	sv.order = append(sv.order, id)
	return id
}

func (sv *server) get(id string) *game {
	sv.mu.Lock()
	defer sv.mu.Unlock()
	return sv.games[id]
}

// withGame finds the request's game and runs h with its lock held.
func (sv *server) withGame(h func(w http.ResponseWriter, r *http.Request, id string, g *game)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		id := r.PathValue("id")
		g := sv.get(id)
		if g == nil {
			fail(w, http.StatusNotFound, errors.New("no such game"))
			return
		}
		g.mu.Lock()
		defer g.mu.Unlock()
		h(w, r, id, g)
	}
}

// show answers with the game as the page shows it: at the cursor, or at
// step ?at=N of its history for a replay.
func (sv *server) show(w http.ResponseWriter, r *http.Request, id string, g *game) {
	i := g.cursor
	if at := r.URL.Query().Get("at"); at != "" {
		n, err := strconv.Atoi(at)
		if err == nil {
			_, err = g.at(n)
		}
		if err != nil {
			fail(w, http.StatusBadRequest, fmt.Errorf("at: %v", err))
			return
		}
		i = n
	}
	sv.showStep(w, id, g, i)
}

func (sv *server) showStep(w http.ResponseWriter, id string, g *game, i int) {
	v, err := g.view(id, i)
	if err != nil {
		fail(w, http.StatusInternalServerError, err)
		return
	}
	reply(w, http.StatusOK, v)
}

// state answers with the JSON of the State's View, the save: with
// ?download=1 as a file to keep.
func (sv *server) state(w http.ResponseWriter, r *http.Request, id string, g *game) {
	b, err := g.current().View().MarshalJSON()
	if err != nil {
		fail(w, http.StatusInternalServerError, err)
		return
	}
	if r.URL.Query().Get("download") != "" {
		w.Header().Set("Content-Disposition", `attachment; filename="invader-save.json"`)
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	_, _ = w.Write(b)
}

// act takes a person's action, {"action": "Cole move c1"} in notation.
func (sv *server) act(w http.ResponseWriter, r *http.Request, id string, g *game) {
	var body struct {
		Action string `json:"action"`
	}
	if err := json.NewDecoder(r.Body).Decode(&body); err != nil {
		fail(w, http.StatusBadRequest, fmt.Errorf("want {\"action\": NOTATION}: %v", err))
		return
	}
	if err := g.play(body.Action); err != nil {
		status := http.StatusBadRequest
		if errors.Is(err, invader.ErrIllegal) || errors.Is(err, errNotYours) {
			status = http.StatusConflict
		}
		fail(w, status, err)
		return
	}
	sv.showStep(w, id, g, g.cursor)
}

func (sv *server) undo(w http.ResponseWriter, r *http.Request, id string, g *game) {
	if err := g.undo(); err != nil {
		fail(w, http.StatusConflict, err)
		return
	}
	sv.showStep(w, id, g, g.cursor)
}

func (sv *server) redo(w http.ResponseWriter, r *http.Request, id string, g *game) {
	if err := g.redo(); err != nil {
		fail(w, http.StatusConflict, err)
		return
	}
	sv.showStep(w, id, g, g.cursor)
}
