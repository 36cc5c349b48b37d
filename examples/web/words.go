package main

import (
	"net/http"
	"slices"
	"strconv"
	"strings"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/lang"
	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/server"
)

// book is the page's own words in every language it speaks (words_en.go,
// words_zh.go); TestEveryWordInEveryLanguage says what a language lacks.
var book = lang.Book{"en": englishWords, "zh": chineseWords}

// languages are the server's languages (server.Config.Languages): the
// log's words in each of package lang's.
func languages() []server.Language {
	var out []server.Language
	for _, l := range lang.Languages() {
		out = append(out, l)
	}
	return out
}

// langOf is the *lang.Language of a server's language: English for one
// that is not package lang's (the server's default).
func langOf(l server.Language) *lang.Language {
	if ll, ok := l.(*lang.Language); ok && ll != nil {
		return ll
	}
	return lang.English
}

// say is message id of the page's book in l.
func say(l *lang.Language, id string, args ...any) string { return l.Book(book, id, args...) }

// A wordsReply is the page's words in one language (GET /words).
type wordsReply struct {
	Lang      string            `json:"lang"`
	Languages []languageInfo    `json:"languages"`
	Words     map[string]string `json:"words"`
}

type languageInfo struct {
	Tag  string `json:"tag"`
	Name string `json:"name"`
}

// wordsFor answers GET /words: the page's words in the language of the
// lang parameter, or, without one, the best of the browser's
// Accept-Language the page speaks, or English. An unknown lang is a 400
// that lists the languages there are.
func wordsFor(w http.ResponseWriter, r *http.Request) {
	l := accepted(r.Header.Get("Accept-Language"))
	if tag := r.URL.Query().Get("lang"); tag != "" {
		var err error
		if l, err = lang.Parse(tag); err != nil {
			reply(w, http.StatusBadRequest, map[string]string{"error": "lang: " + err.Error()})
			return
		}
	}
	reply(w, http.StatusOK, pageWords(l))
}

// pageWords are the page's words in l: its book's messages (a counted
// message in its form for many, its {names} as they are), the outcomes of a game as the views
// and the lobby name them ("outcome.won"), and the built-in missions'
// titles ("mission.M0").
func pageWords(l *lang.Language) wordsReply {
	out := wordsReply{Lang: l.Tag(), Words: map[string]string{}}
	for _, ll := range lang.Languages() {
		out.Languages = append(out.Languages, languageInfo{ll.Tag(), ll.Name()})
	}
	for id, en := range book[lang.English.Tag()] {
		forms := book[l.Tag()][id]
		if len(forms) == 0 {
			forms = en
		}
		out.Words[id] = forms[len(forms)-1] // the page fills in the {names} itself
	}
	for _, o := range outcomes() {
		out.Words["outcome."+o.String()] = l.Outcome(o)
	}
	for _, id := range mission.Builtins() {
		if m, err := mission.Builtin(id); err == nil {
			out.Words["mission."+id] = l.Title(m)
		}
	}
	return out
}

// outcomes are every Outcome a game may have: in progress, won, and lost
// for each reason.
func outcomes() []invader.Outcome {
	out := []invader.Outcome{{Result: invader.InProgress}, {Result: invader.Won}}
	for loss := invader.Loss(1); loss < 64; loss++ {
		if strings.HasPrefix(loss.String(), "Loss(") {
			break
		}
		out = append(out, invader.Outcome{Result: invader.Lost, Loss: loss})
	}
	return out
}

// accepted is the language of an Accept-Language header the page speaks
// best ("zh-CN,zh;q=0.9,en;q=0.8"), by its q values, or English.
func accepted(header string) *lang.Language {
	type choice struct {
		l *lang.Language
		q float64
	}
	var all []choice
	for _, part := range strings.Split(header, ",") {
		tag, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		q := 1.0
		if v, ok := strings.CutPrefix(strings.TrimSpace(params), "q="); ok {
			if f, err := strconv.ParseFloat(v, 64); err == nil {
				q = f
			}
		}
		if l, err := lang.Parse(tag); err == nil && q > 0 {
			all = append(all, choice{l, q})
		}
	}
	slices.SortStableFunc(all, func(a, b choice) int {
		switch {
		case a.q > b.q:
			return -1
		case a.q < b.q:
			return 1
		}
		return 0
	})
	if len(all) == 0 {
		return lang.English
	}
	return all[0].l
}
