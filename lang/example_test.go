package lang_test

import (
	"fmt"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/lang"
	"github.com/invaderengine/invader/mission"
)

// A game's actions, events and decisions in both languages; Survivors
// and zones keep their names, and the notation is the same in both.
func Example() {
	m, _ := mission.Builtin("M0")
	s, _, _ := invader.Start(m, invader.Seed(1))
	a, _ := s.ParseAction("activate Cole")
	next, events, _ := s.Apply(a)
	for _, l := range lang.Languages() {
		fmt.Println(l.Name() + ":")
		fmt.Println("  " + l.Action(s, a) + " [" + s.FormatAction(a) + "]")
		for _, e := range events {
			fmt.Println("  " + l.Event(next, e))
		}
		fmt.Println("  " + l.Pending(next))
	}
	// Output:
	// English:
	//   Activate Cole [activate Cole]
	//   Cole takes a Turn with 3 Actions
	//   Cole (player 1): choose an Action; 3 Actions left.
	// 简体中文:
	//   激活 Cole [activate Cole]
	//   Cole 开始回合，有3个行动
	//   Cole（玩家1）：选择一个行动；剩余3个行动。
}

// Counts: English has a singular and a plural, Chinese a measure word.
func ExampleLanguage_Event() {
	m, _ := mission.Builtin("M0")
	s, _ := invader.New(m, invader.Seed(1))
	c2 := m.Map.MustLookup("c2")
	for _, l := range lang.Languages() {
		for _, n := range []int{1, 3} {
			fmt.Println(l.Event(s, invader.XenosSpawned{Kind: 0, Zone: c2, Count: n}))
		}
		fmt.Println(l.Event(s, invader.AttackResolved{Survivor: 0, Zone: c2, Successes: 1, Misses: 2}))
	}
	// Output:
	// a Worker spawns in c2
	// 3 Workers spawn in c2
	// Cole's attack on c2: 1 hit, 2 misses
	// 1个开采者在 c2 现身
	// 3个开采者在 c2 现身
	// Cole 攻击 c2：1次命中，2次未命中
}

// Why an action is refused, and what the notation cannot read.
func ExampleLanguage_Error() {
	m, _ := mission.Builtin("M0")
	s, _ := invader.New(m, invader.Seed(1))
	_, _, refused := s.Apply(invader.Move{Survivor: 0, To: m.Map.MustLookup("c2")})
	_, unread := s.ParseAction("Cole move zz")
	for _, l := range lang.Languages() {
		fmt.Println(l.Error(refused))
		fmt.Println(l.Error(unread))
	}
	// Output:
	// invader: Cole move c2: not the decision the game waits for
	// invader: Cole move zz: no zone zz
	// 不能执行“Cole move c2”：游戏此刻等待的不是这项决定
	// 读不懂“Cole move zz”：没有区域 zz
}

// A -lang flag's value.
func ExampleParse() {
	for _, tag := range []string{"en", "zh-CN", "fr"} {
		l, err := lang.Parse(tag)
		fmt.Println(l, err)
	}
	// Output:
	// en <nil>
	// zh <nil>
	// <nil> unknown language "fr": want en (English), zh (简体中文)
}
