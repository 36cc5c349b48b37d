package lang

// The game's terms that differ by ruleset, in Simplified Chinese: the
// Chinese rulebook's (seeds 000 and 001) in Zombicide: Invader, seed
// 002's in 2nd Edition: 异种 and 僵尸, 憎恶 and 憎恶者, 经验点数 and
// 肾上腺素点 (AP), 异种出生点 and 生成点, 现身 and 生成, 危险级别 and
// 危险等级; 生命值 for 2nd Edition's Survivors' health (seed 002), 护甲
// for Invader's Armor (ours: the rulebook's pages we have do not name
// it).
var chineseTerms = Texts{
	"@xeno":           {"异种"},
	"@xeno/2e":        {"僵尸"},
	"@xenoCard":       {"异种卡"},
	"@xenoCard/2e":    {"僵尸卡"},
	"@xenoDeck":       {"异种牌堆"},
	"@xenoDeck/2e":    {"僵尸牌堆"},
	"@xp":             {"经验点数"},
	"@xp/2e":          {"肾上腺素点"},
	"@abomination":    {"憎恶"},
	"@abomination/2e": {"憎恶者"},
	"@spawnZone":      {"异种出生点"},
	"@spawnZone/2e":   {"生成点"},
	"@spawns":         {"现身"},
	"@spawns/2e":      {"生成"},
	"@danger":         {"危险级别"},
	"@danger/2e":      {"危险等级"},
	"@armor":          {"护甲"},
	"@armor/2e":       {"生命值"},
}
