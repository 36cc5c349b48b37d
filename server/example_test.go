package server_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"net/http/httptest"

	"github.com/invaderengine/invader/server"
	"github.com/invaderengine/invader/server/sqlitestore"
)

// post sends a JSON body with a credential (if any) and decodes the
// answer into out.
func post(url, credential string, body, out any) {
	b, _ := json.Marshal(body)
	req, _ := http.NewRequest("POST", url, bytes.NewReader(b))
	req.Header.Set("Content-Type", "application/json")
	if credential != "" {
		req.Header.Set("Authorization", "Bearer "+credential)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		log.Fatal(err)
	}
	defer res.Body.Close()
	if err := json.NewDecoder(res.Body).Decode(out); err != nil {
		log.Fatal(err)
	}
}

// A program mounts the Server; a front end creates a match with a person
// and a bot, and the person acts with the credential their seat gave
// them (docs/SERVER.md has every endpoint).
func Example() {
	s, err := server.New(server.Config{}) // in memory; sqlitestore.Open for a file
	if err != nil {
		log.Fatal(err)
	}
	defer s.Close()
	web := httptest.NewServer(s)
	defer web.Close()

	var created server.Created
	post(web.URL+"/api/matches", "", server.CreateRequest{
		Mission: "M0",
		Rules:   json.RawMessage(`{"seed": 7, "players": 2}`),
		Seats:   []string{"", "greedy"}, // seat 0 a person, seat 1 the greedy bot
		Take:    new(int),               // the creator takes seat 0
		Name:    "Ana",
	}, &created)
	for _, seat := range created.Match.Seats {
		who := "person " + seat.Name
		if seat.Bot != "" {
			who = "bot " + seat.Bot
		}
		fmt.Printf("seat %d %v: %s\n", seat.Seat, seat.Survivors, who)
	}

	var res server.ActResult
	post(web.URL+"/api/matches/"+created.Match.ID+"/actions", created.Credential,
		server.ActRequest{Index: 0, Action: "activate Cole", Client: "click-1"}, &res)
	fmt.Println(res.Index, res.View.Decision, res.View.Survivor, res.View.Yours)
	// Output:
	// seat 0 [Cole Mitsuki Jared]: person Ana
	// seat 1 [Vivian Magnus Baraka]: bot greedy
	// 1 action Cole true
}

// A program serves matches kept in an SQLite file, on the default mux
// beside its own pages (examples/web is such a program). (Compiled, not
// run: it serves until killed.)
func Example_serve() {
	st, err := sqlitestore.Open("matches.db")
	if err != nil {
		log.Fatal(err)
	}
	s, err := server.New(server.Config{Store: st})
	if err != nil {
		log.Fatal(err)
	}
	defer s.Close()
	http.Handle("/api/", s)
	log.Fatal(server.NewHTTPServer(http.DefaultServeMux).ListenAndServe())
}
