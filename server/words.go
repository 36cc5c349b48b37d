package server

import (
	"fmt"
	"net/http"
	"strings"

	"github.com/invaderengine/invader"
)

// A Language says the game's events in a human language, for the log's
// words (StepMessage.Lines), and the engine's errors, for the refusal of
// an action that does not read or is illegal. Package lang's languages
// are Languages:
//
//	server.Config{Languages: []server.Language{lang.English, lang.Chinese}}
//
// Its Tag is what a client asks for with the lang parameter ("en",
// "zh"); a Language must be safe for concurrent use.
type Language interface {
	Tag() string
	Event(s invader.State, e invader.Event) string
	Error(err error) string
}

// said is a step's events in words: a list of lines for each of the
// server's languages, in the order of Config.Languages.
type said [][]string

// english is the engine's own words (State.FormatEvent): the language of
// a server whose Config names none.
type english struct{}

func (english) Tag() string { return "en" }

func (english) Event(s invader.State, e invader.Event) string { return s.FormatEvent(e) }

func (english) Error(err error) string { return err.Error() }

// languagesOf are the languages a server speaks: cfg's, or the engine's
// English alone.
func languagesOf(cfg Config) []Language {
	var out []Language
	for _, l := range cfg.Languages {
		if l != nil {
			out = append(out, l)
		}
	}
	if len(out) == 0 {
		out = []Language{english{}}
	}
	return out
}

// say writes events in the words of the State s they led to, in every
// language of langs.
func say(langs []Language, s invader.State, events []invader.Event) said {
	out := make(said, len(langs))
	for i, l := range langs {
		lines := make([]string, len(events))
		for j, e := range events {
			lines[j] = l.Event(s, e)
		}
		out[i] = lines
	}
	return out
}

// language returns the index (in s.langs) of the language a request asks
// for with its lang parameter: "" for the first (the default), else a tag
// of one of the server's languages, in any case, with or without a
// region ("zh", "zh-CN", "en-US"). An unknown tag is an error that lists
// the tags there are.
func (s *Server) language(r *http.Request) (int, error) {
	tag := r.URL.Query().Get("lang")
	if tag == "" {
		return 0, nil
	}
	base, _, _ := strings.Cut(strings.ToLower(strings.ReplaceAll(tag, "_", "-")), "-")
	var tags []string
	for i, l := range s.langs {
		if strings.EqualFold(l.Tag(), base) || strings.EqualFold(l.Tag(), tag) {
			return i, nil
		}
		tags = append(tags, l.Tag())
	}
	return 0, fmt.Errorf("lang: unknown language %q: want one of %s", truncate(tag, 32), strings.Join(tags, ", "))
}

// languageOf is the language of a request, or false once it has answered
// an unknown one with 400.
func (s *Server) languageOf(w http.ResponseWriter, r *http.Request) (int, bool) {
	i, err := s.language(r)
	if err != nil {
		fail(w, http.StatusBadRequest, err.Error())
		return 0, false
	}
	return i, true
}

// extra is the front end's data for a view of seat in language lg (an
// index in s.langs), if the Config has any.
func (s *Server) extra(v invader.State, seat, lg int) any {
	switch {
	case s.cfg.ExtraIn != nil:
		return s.cfg.ExtraIn(v, seat, s.langs[lg])
	case s.cfg.Extra != nil:
		return s.cfg.Extra(v, seat)
	}
	return nil
}
