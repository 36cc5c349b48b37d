package main

import (
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/lang"
	"github.com/invaderengine/invader/lang/langtest"
)

// A whole game of M0 in Chinese, every seat human, typed as the greedy
// bot would play it: numbers and notation in turn, with the commands in
// English and in Chinese (help, odds, log, board, undo, redo, save, load),
// bad lines, and a save loaded again. The session prints the same lists
// of legal actions and every event in Chinese, and nothing of English
// but names, notation and the board's symbols.
func TestPlayM0InChinese(t *testing.T) {
	p := newPlayerIn(t, lang.Chinese, "M0", seats{}, invader.Seed(wonSeed))
	file := filepath.Join(t.TempDir(), "game.json")
	zh := map[string]string{"odds": "几率", "undo": "撤销", "redo": "重做", "save": "保存", "log": "记录", "load": "载入"}
	out := p.playM0(file, []string{"help", "帮助", "Cole fly", "99", "地图"}, func(cmd string, i int) string {
		if cmd == "odds" && i%2 == 0 || i == 5 { // the English words work too
			return cmd
		}
		return zh[cmd]
	})
	for _, want := range []string{"可选行动：", "帮助", "几率", "已撤销：", "已保存到 ", "已载入 ", "读不懂“Cole fly”", "没有编号为99的行动", "  Cole 开始回合，有3个行动\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("the session never says %q", want)
		}
	}
	checkChinese(t, p.s, out, file)
}

// The Chinese at a physical table, and in 2nd Edition's Z1 (its zombies
// and terms), with bots playing some seats.
func TestChineseTableAndSecondEdition(t *testing.T) {
	p := newPlayerIn(t, lang.Chinese, "M0", seats{}, invader.ExternalChance())
	for n := 0; !p.s.IsOver() && n < 400; n++ {
		if p.s.Pending().Decision == invader.ChanceDecision {
			o := p.s.ChanceOutcomes()[0]
			p.play(p.number(o.Action), o.Action)
			continue
		}
		a := p.greedy()
		p.play(p.number(a), a)
	}
	if !p.s.IsOver() {
		p.say("退出")
	}
	out := p.run()
	p.check(out)
	if !strings.Contains(out, "在桌上：") || !strings.Contains(out, "掷第1颗骰子") {
		t.Error("no chance event asked in Chinese")
	}
	checkChinese(t, p.s, out)

	st := seats{names: map[string]bool{"nadia": true, "theo": true}}
	p = newPlayerIn(t, lang.Chinese, "Z1", st, invader.Seed(9))
	for n := 0; !p.s.IsOver() && n < 400; n++ {
		a := p.greedy()
		p.play(p.number(a), a)
	}
	out = p.run()
	p.check(out)
	for _, want := range []string{"僵尸阶段开始", "贪心机器人", "生命值"} {
		if !strings.Contains(out, want) {
			t.Errorf("Z1 never says %q", want)
		}
	}
	checkChinese(t, p.s, out)
}

// symbols are the board's symbols, the same in every language.
var symbols = regexp.MustCompile(`^(#?[A-Z]?[a-z]?[0-9]*|SP[a-z]|sp[a-z]|MOLD|mold|Bot|Gun|D#|~[Ww]~|#[0-9]+)$`)

// checkChinese checks a session's output in Chinese for English words:
// the board aside, and the notation (each legal action's and each typed
// line's), names and symbols, and the files named.
func checkChinese(t *testing.T, s invader.State, out string, files ...string) {
	t.Helper()
	allowed := append(langtest.Names(s), s.Mission().ID, "JSON")
	allowed = append(allowed, files...)
	for i, line := range strings.Split(out, "\n") {
		if board := strings.TrimLeft(line, " "); strings.HasPrefix(board, "+") || strings.HasPrefix(board, "|") {
			continue
		}
		if m := itemRE.FindStringSubmatch(line); m != nil {
			line = m[3] // the note; the notation is what the player types
		}
		if rest, ok := strings.CutPrefix(line, "> "); ok {
			_, line, _ = strings.Cut(rest, "（")
		}
		if j := strings.Index(line, "]> "); j >= 0 {
			line = line[:j] // what follows the prompt is typed
		}
		for _, w := range langtest.Stray(line, allowed...) {
			if !symbols.MatchString(w) {
				t.Errorf("line %d: %q holds English %q", i+1, line, w)
			}
		}
	}
}

// Every message of the program's book is in every language, and every
// command has a name in each language but English.
func TestBookInEveryLanguage(t *testing.T) {
	if missing := book.Missing(); len(missing) > 0 {
		t.Errorf("the book lacks %q", missing)
	}
	for _, l := range lang.Languages() {
		if l == lang.English {
			continue
		}
		for _, c := range commands {
			if aliases[l.Tag()][c.name] == "" {
				t.Errorf("command %s has no name in %s", c.name, l)
			}
		}
	}
}

// The program with -lang zh: the flags' help and its errors in Chinese;
// an unknown language is an error that names the languages there are.
func TestBinaryInChinese(t *testing.T) {
	run := buildTerm(t)
	out, _, code := run("1\nCole fly\n退出\n", "-lang", "zh", "-seed", "3")
	for _, want := range []string{"M0 突破！（简单）", "1名玩家，随机种子3", "可选行动：", "> activate Cole（激活 Cole）", "不认识的词“fly”", "再见"} {
		if !strings.Contains(out, want) {
			t.Errorf("-lang zh: the output lacks %q", want)
		}
	}
	if code != 0 {
		t.Errorf("-lang zh: exit %d", code)
	}
	if _, errOut, _ := run("", "-lang=zh", "-h"); !strings.Contains(errOut, "游戏的随机种子") {
		t.Errorf("-lang=zh -h: %q", errOut)
	}
	if _, errOut, code := run("", "-lang", "zh", "-bots", "Bob"); code != 2 || !strings.Contains(errOut, "本局没有幸存者") {
		t.Errorf("-lang zh -bots Bob: exit %d, %q", code, errOut)
	}
	for _, args := range [][]string{{"-lang", "fr"}, {"-lang=klingon"}, {"-lang", ""}} {
		if _, errOut, code := run("", args...); code != 2 || !strings.HasPrefix(errOut, "term: -lang: unknown language") || !strings.Contains(errOut, "zh (简体中文)") {
			t.Errorf("%v: exit %d, %q", args, code, errOut)
		}
	}
}
