package main

import (
	"fmt"
	"strings"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/bot"
	"github.com/invaderengine/invader/lang"
	"github.com/invaderengine/invader/mission"
)

// A session reads the players' lines (a number from the list of legal
// actions, an action in notation, or a command) and answers each; here
// without the board and the lists of actions it prints before each prompt.
func Example() {
	m, _ := mission.Builtin("M0")
	s, events, _ := invader.Start(m, invader.Seed(1))
	g := newSession(s, events, config{bot: bot.Greedy(), botName: "greedy", echo: true})
	var out strings.Builder
	_ = g.Run(strings.NewReader("activate Cole\n1\nCole move zz\nundo\nquit\n"), &out)
	for _, line := range strings.Split(out.String(), "\n") {
		for _, start := range []string{"> ", "  Cole", "invader:", "Undone", "Goodbye", "player", "Cole ["} {
			if strings.HasPrefix(line, start) {
				fmt.Println(line)
			}
		}
	}
	// Output:
	//   Cole is dealt the SMG
	// player 1 [1-12, an action, or help]> activate Cole
	// > activate Cole
	//   Cole takes a Turn with 3 Actions
	// Cole [1-17, an action, or help]> 1
	// > Cole move c1
	//   Cole moves s → c1
	// Cole [1-13, an action, or help]> Cole move zz
	// invader: Cole move zz: no zone zz
	// Cole [1-13, an action, or help]> undo
	// Undone: Cole move c1
	// Cole [1-17, an action, or help]> quit
	// Goodbye: the game is left unfinished (save it first to play on later).
}

// The same session in Chinese (-lang zh): the commands and the notation
// are typed as in English, and the Chinese commands' names work too.
func Example_chinese() {
	m, _ := mission.Builtin("M0")
	s, events, _ := invader.Start(m, invader.Seed(1))
	g := newSession(s, events, config{bot: bot.Greedy(), botName: "greedy", echo: true, lang: lang.Chinese})
	var out strings.Builder
	_ = g.Run(strings.NewReader("activate Cole\n1\nCole move zz\n撤销\n退出\n"), &out)
	for _, line := range strings.Split(out.String(), "\n") {
		for _, start := range []string{"> ", "  Cole", "读不懂", "已撤销", "再见", "玩家", "Cole ["} {
			if strings.HasPrefix(line, start) {
				fmt.Println(line)
			}
		}
	}
	// Output:
	//   Cole 获得起始装备SMG冲锋枪
	// 玩家1：激活一名幸存者（或弃掉一张卡）。
	// 玩家1 [1-12，行动，或“help”]> activate Cole
	// > activate Cole（激活 Cole）
	//   Cole 开始回合，有3个行动
	// Cole [1-17，行动，或“help”]> 1
	// > Cole move c1（Cole 移动到 c1）
	//   Cole 移动：s → c1
	// Cole [1-13，行动，或“help”]> Cole move zz
	// 读不懂“Cole move zz”：没有区域 zz
	// Cole [1-13，行动，或“help”]> 撤销
	// 已撤销：“Cole move c1”
	// Cole [1-17，行动，或“help”]> 退出
	// 再见：游戏没有下完（先保存，以后可以继续）。
}
