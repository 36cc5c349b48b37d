package main

import "github.com/invaderengine/invader/lang"

// book is what the program says besides the game's words (package lang):
// its header, outcome, errors and flags' help, in every language.
var book = lang.Book{
	"en": {
		"title":          {"{id} {title}"},
		"difficulty":     {" ({difficulty})"},
		"goal":           {"  goal {n}: {goal}"},
		"words":          {" ({words})"},
		"outcome":        {"Outcome after 1 round: {outcome}", "Outcome after {n} rounds: {outcome}"},
		"error.bot":      {`bot chose "{action}"`},
		"error.argument": {"unexpected argument {arg}"},
		"flag.bot":       {"the bot: {bots}"},
		"flag.mission":   {"the mission: demo, a built-in mission ({missions}) or a mission file"},
		"flag.seed":      {"the game's seed"},
		"flag.rounds":    {"stop after this many rounds"},
		"flag.quiet":     {"print only the outcome"},
		"flag.rules":     {"rule options, key=value pairs separated by commas; the keys: {keys}"},
		"flag.lang":      {"the language: {langs}"},
	},
	"zh": {
		"title":          {"{id} {title}"},
		"difficulty":     {"（{difficulty}）"},
		"goal":           {"  目标{n}：{goal}"},
		"words":          {"（{words}）"},
		"outcome":        {"{n}轮后的结果：{outcome}"},
		"error.bot":      {"机器人选择了“{action}”"},
		"error.argument": {"多余的参数 {arg}"},
		"flag.bot":       {"机器人：{bots}"},
		"flag.mission":   {"任务：demo、内置任务（{missions}）或任务文件"},
		"flag.seed":      {"游戏的随机种子"},
		"flag.rounds":    {"最多进行的轮数"},
		"flag.quiet":     {"只打印结果"},
		"flag.rules":     {"规则选项：用逗号分隔的 key=value；可用的键：{keys}"},
		"flag.lang":      {"语言：{langs}"},
	},
}
