package lang

// The game's terms that differ by ruleset, {@term} in a message: the
// enemies (Xenos in Zombicide: Invader, zombies in 2nd Edition), their
// cards and deck, and what the engine counts as XP and Armor. English
// says XP and Armor in both rulesets, as the engine does. The game's
// names (cards, kinds, Skills...) are English already: English has no
// table of names.
var englishTerms = Texts{
	"@xeno":           {"Xenos"},
	"@xeno/2e":        {"Zombies"},
	"@xenoCard":       {"Xeno card"},
	"@xenoCard/2e":    {"Zombie card"},
	"@xenoDeck":       {"Xeno deck"},
	"@xenoDeck/2e":    {"Zombie deck"},
	"@xp":             {"XP"},
	"@xp/2e":          {"XP"},
	"@abomination":    {"Abomination"},
	"@abomination/2e": {"Abomination"},
	"@spawnZone":      {"Spawn Zone"},
	"@spawnZone/2e":   {"Spawn Zone"},
	"@spawns":         {"spawn"},
	"@spawns/2e":      {"spawn"},
	"@danger":         {"Danger Level"},
	"@danger/2e":      {"Danger Level"},
	"@armor":          {"Armor"},
	"@armor/2e":       {"Armor"},
}
