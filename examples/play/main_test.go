package main

import (
	"bytes"
	"io"
	"strings"
	"testing"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/lang"
	"github.com/invaderengine/invader/lang/langtest"
	"github.com/invaderengine/invader/mission"
)

// The README's first command plays a game the greedy bot wins.
func TestDefaultGameIsWon(t *testing.T) {
	m, err := pickMission(defaultMission)
	if err != nil {
		t.Fatal(err)
	}
	s, err := play(io.Discard, lang.English, m, "greedy", defaultSeed, 30)
	if err != nil {
		t.Fatal(err)
	}
	if s.Outcome().Result != invader.Won {
		t.Errorf("the default game (%s, seed %d) ends %v; pick a seed the greedy bot wins", defaultMission, defaultSeed, s.Outcome())
	}
}

// The program in both languages: the same game, its header, events and
// outcome in English as the engine says them, in Chinese with no English
// but names, notation and the map's text format; an unknown language is
// a clear error.
func TestLanguages(t *testing.T) {
	args := []string{"-mission", "M0", "-seed", "1", "-rounds", "3"}
	var en, zh, errOut bytes.Buffer
	if code := run(args, &en, &errOut); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	if code := run(append(args, "-lang", "zh"), &zh, &errOut); code != 0 {
		t.Fatalf("-lang zh: exit %d: %s", code, errOut.String())
	}
	for _, want := range []string{"M0 Breach! (easy)\n  goal 1: take all objectives\n", "  Cole is dealt the SMG\n", "> activate Cole\n", "\nOutcome after 4 rounds: in progress\n"} {
		if !strings.Contains(en.String(), want) {
			t.Errorf("English lacks %q", want)
		}
	}
	for _, want := range []string{"M0 突破！（简单）\n  目标1：拿取所有目标\n", "  Cole 获得起始装备SMG冲锋枪\n", "> activate Cole（激活 Cole）\n", "\n4轮后的结果：进行中\n"} {
		if !strings.Contains(zh.String(), want) {
			t.Errorf("Chinese lacks %q", want)
		}
	}
	if strings.Count(en.String(), "\n") != strings.Count(zh.String(), "\n") {
		t.Error("the two languages print different games")
	}
	m, _ := mission.Builtin("M0")
	s, _ := invader.New(m)
	names := append(langtest.Names(s), m.ID)
	inMap := false // in the map's text format, a format in every language
	for i, line := range strings.Split(zh.String(), "\n") {
		switch {
		case strings.HasPrefix(line, "+"):
			inMap = true
		case strings.HasPrefix(line, "  "):
			inMap = false
		case strings.HasPrefix(line, "> "):
			_, line, _ = strings.Cut(line, "（") // the notation, then the words
		}
		if stray := langtest.Stray(line, names...); len(stray) > 0 && !inMap {
			t.Errorf("line %d: %q holds English %q", i+1, line, stray)
		}
	}
	for _, args := range [][]string{{"-lang", "fr"}, {"-lang=xx"}} {
		var out, errOut bytes.Buffer
		if code := run(args, &out, &errOut); code != 2 || !strings.Contains(errOut.String(), "unknown language") || out.Len() > 0 {
			t.Errorf("%v: exit %d, %q", args, code, errOut.String())
		}
	}
	errOut.Reset()
	if code := run([]string{"-lang", "zh", "-h"}, &en, &errOut); code != 0 || !strings.Contains(errOut.String(), "游戏的随机种子") {
		t.Errorf("-lang zh -h: exit %d, %q", code, errOut.String())
	}
	if missing := book.Missing(); len(missing) > 0 {
		t.Errorf("the book lacks %q", missing)
	}
}
