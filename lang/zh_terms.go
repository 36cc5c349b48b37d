package lang

// The game's terms that differ by ruleset, in Simplified Chinese: 异种
// (seed 001) in Zombicide: Invader, 僵尸 (seed 002) in 2nd Edition; seed
// 002's 肾上腺素点 (AP) for 2nd Edition's experience and 生命值 for its
// Survivors' health.
var chineseTerms = Texts{
	"@xeno":        {"异种"},
	"@xeno/2e":     {"僵尸"},
	"@xenoCard":    {"异种卡"},
	"@xenoCard/2e": {"僵尸卡"},
	"@xenoDeck":    {"异种牌堆"},
	"@xenoDeck/2e": {"僵尸牌堆"},
	"@xp":          {"经验"},
	"@xp/2e":       {"肾上腺素"},
	"@armor":       {"护甲"},
	"@armor/2e":    {"生命值"},
}
