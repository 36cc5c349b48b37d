package main

import (
	"context"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net"
	"net/http"

	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/server"
	"github.com/invaderengine/invader/server/pgstore"
	"github.com/invaderengine/invader/server/sqlitestore"
)

//go:embed page
var pageFiles embed.FS

// An app is the program at work: the game server (package server) on its
// store, and the page, served over HTTP on one listener.
type app struct {
	store server.Store
	games *server.Server
	http  *http.Server
	ln    net.Listener
	done  chan error // Serve's error, once it returns
}

// A storeChoice is where the app keeps its matches: the SQLite file db,
// or, if pg is set, the PostgreSQL database pg names (a connection
// string), in schema ("": the connection's own).
type storeChoice struct {
	db     string
	pg     string
	schema string
}

// open opens the store chosen; ctx bounds connecting to PostgreSQL and
// bringing its schema up to date.
func (c storeChoice) open(ctx context.Context) (server.Store, error) {
	if c.pg == "" {
		return sqlitestore.Open(c.db)
	}
	return pgstore.Open(ctx, c.pg, pgstore.Schema(c.schema))
}

// String says where the matches are kept, with no password.
func (c storeChoice) String() string {
	switch {
	case c.pg == "":
		return c.db
	case c.schema != "":
		return "PostgreSQL, schema " + c.schema
	}
	return "PostgreSQL"
}

// start opens the store in the SQLite file db, starts the game server on
// it with limits, and serves the page and the API on addr.
func start(addr, db string, limits server.Limits) (*app, error) {
	st, err := sqlitestore.Open(db)
	if err != nil {
		return nil, err
	}
	return serve(addr, st, limits)
}

// serve starts the game server on st with limits, and serves the page
// and the API on addr. The app owns st: it closes it when it stops, or
// at once if serve fails.
func serve(addr string, st server.Store, limits server.Limits) (*app, error) {
	games, err := server.New(server.Config{Store: st, ExtraIn: extraIn, Languages: languages(), Limits: limits})
	if err != nil {
		_ = st.Close()
		return nil, err
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		_ = games.Close()
		_ = st.Close()
		return nil, err
	}
	a := &app{store: st, games: games, ln: ln, http: server.NewHTTPServer(handler(games)), done: make(chan error, 1)}
	go func() { a.done <- a.http.Serve(ln) }()
	return a, nil
}

// url is where the page is served.
func (a *app) url() string { return "http://" + a.ln.Addr().String() + "/" }

// stop shuts the app down: no new requests, those under way answered
// (within ctx), then the game server's bots and live connections, then
// the store.
func (a *app) stop(ctx context.Context) error {
	err := a.http.Shutdown(ctx)
	if errors.Is(err, context.DeadlineExceeded) {
		err = errors.Join(err, a.http.Close())
	}
	if serveErr := <-a.done; !errors.Is(serveErr, http.ErrServerClosed) {
		err = errors.Join(err, serveErr)
	}
	return errors.Join(err, a.games.Close(), a.store.Close())
}

// handler serves the API at /api/ (the game server) and the page beside
// it, with the same security headers.
func handler(games http.Handler) http.Handler {
	static, _ := fs.Sub(pageFiles, "page")
	page := http.NewServeMux()
	page.HandleFunc("GET /{$}", index)
	page.Handle("GET /static/", http.StripPrefix("/static/", noCache(http.FileServerFS(static))))
	page.HandleFunc("POST /missions/check", checkMission)
	page.HandleFunc("GET /words", wordsFor)
	page.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		http.Error(w, "no such page: "+r.URL.Path, http.StatusNotFound)
	})
	mux := http.NewServeMux()
	mux.Handle("/api/", games)
	mux.Handle("/", server.Secure(page))
	return mux
}

// index serves the page: the lobby and the matches (app.js routes).
func index(w http.ResponseWriter, r *http.Request) {
	b, err := pageFiles.ReadFile("page/index.html")
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-cache")
	_, _ = w.Write(b)
}

// noCache makes browsers check the page's files again on each load, so
// that a new build is never mixed with an old one.
func noCache(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-cache")
		h.ServeHTTP(w, r)
	})
}

// maxMission bounds a mission file sent to be checked.
const maxMission = 4 << 20

// missionInfo is what the lobby's form needs of a mission file: as the
// server's GET /api/missions describes a built-in one.
type missionInfo struct {
	ID        string   `json:"id"`
	Title     string   `json:"title"`
	Ruleset   string   `json:"ruleset"`
	Players   int      `json:"players"`
	Survivors []string `json:"survivors"`
}

// checkMission reads a mission file (the body, as text) and describes it,
// or says what is wrong with it and where: {"error", "line", "column"}, as
// the API answers a match created from it. It changes nothing.
func checkMission(w http.ResponseWriter, r *http.Request) {
	b, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxMission))
	if err != nil {
		reply(w, http.StatusRequestEntityTooLarge, map[string]any{"error": fmt.Sprintf("the mission file is over %d bytes", maxMission)})
		return
	}
	m, err := mission.Parse(string(b))
	if err != nil {
		body := map[string]any{"error": "the mission text: " + err.Error()}
		var pe *mission.ParseError
		if errors.As(err, &pe) {
			body["line"], body["column"] = pe.Line, pe.Column
		}
		reply(w, http.StatusBadRequest, body)
		return
	}
	info := missionInfo{ID: m.ID, Title: m.Title, Ruleset: m.Ruleset.String(), Players: max(m.Players, 1), Survivors: []string{}}
	for _, c := range m.Cards() {
		info.Survivors = append(info.Survivors, c.Name)
	}
	reply(w, http.StatusOK, info)
}

func reply(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}
