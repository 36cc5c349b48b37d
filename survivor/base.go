package survivor

// The six Survivors of the core box (component list, pp.3-4). Their classes
// for Vivian, Mitsuki, Magnus and Jared come from the rulebook's story and
// previews; Cole's and Baraka's are our guess. No source gave us the
// printed skill trees, so every tree below is PROVISIONAL: a plausible
// reconstruction from Invader's skill list, to be replaced by the real
// cards. Users with the cards can define their own [Card] values.
var base = []Card{
	{
		Name: "Cole", Class: Soldier, Provisional: true,
		Blue:   Skill{Kind: PointBlank},
		Orange: [2]Skill{{Kind: FreeAction, Action: Ranged}, {Kind: PlusOneDie, Action: Ranged}},
		Red:    [3]Skill{{Kind: PlusOneDamage, Action: Ranged}, {Kind: Lucky}, {Kind: Sniper}},
	},
	{
		Name: "Vivian", Class: Civilian, Provisional: true,
		Blue:   Skill{Kind: Medic},
		Orange: [2]Skill{{Kind: LowProfile}, {Kind: FreeAction, Action: Search}},
		Red:    [3]Skill{{Kind: BornLeader}, {Kind: SearchPlusOne}, {Kind: Tactician}},
	},
	{
		Name: "Mitsuki", Class: Civilian, Provisional: true,
		Blue:   Skill{Kind: FreeAction, Action: Machine},
		Orange: [2]Skill{{Kind: Slippery}, {Kind: FreeAction, Action: Move}},
		Red:    [3]Skill{{Kind: TwoZones}, {Kind: LowProfile}, {Kind: PlusOneDie, Action: Combat}},
	},
	{
		Name: "Magnus", Class: Soldier, Provisional: true,
		Blue:   Skill{Kind: Tough},
		Orange: [2]Skill{{Kind: PlusOneDie, Action: Melee}, {Kind: Taunt}},
		Red:    [3]Skill{{Kind: SuperStrength}, {Kind: FreeAction, Action: Combat}, {Kind: Shove}},
	},
	{
		Name: "Jared", Class: Soldier, Provisional: true,
		Blue:   Skill{Kind: PlusOneToRoll, Action: Ranged},
		Orange: [2]Skill{{Kind: PlusOneMaxRange}, {Kind: HitAndRun}},
		Red:    [3]Skill{{Kind: Ambidextrous}, {Kind: FreeAction, Action: Ranged}, {Kind: Sniper}},
	},
	{
		Name: "Baraka", Class: Civilian, Provisional: true,
		Blue:   Skill{Kind: Lucky},
		Orange: [2]Skill{{Kind: FreeAction, Action: Search}, {Kind: Slippery}},
		Red:    [3]Skill{{Kind: MatchingSet}, {Kind: Lifesaver}, {Kind: Regeneration}},
	},
}

// Base returns the six Survivors of the core box: Cole, Vivian, Mitsuki,
// Magnus, Jared and Baraka. Their skill trees are provisional (see
// [Card.Provisional]). The slice is a fresh copy.
func Base() []Card { return append([]Card(nil), base...) }

// Lookup returns the core-box Survivor with the given name.
func Lookup(name string) (Card, bool) {
	for _, c := range base {
		if c.Name == name {
			return c, true
		}
	}
	return Card{}, false
}
