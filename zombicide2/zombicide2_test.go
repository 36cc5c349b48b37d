package zombicide2_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/invaderengine/invader/combat"
	"github.com/invaderengine/invader/equipment"
	"github.com/invaderengine/invader/spawn"
	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/xeno"
	"github.com/invaderengine/invader/zombicide2"
)

// seed 002's table: Health (Toughness), Actions, XP and the box's count
// of each zombie; the Abominations' rules.
func TestZombies(t *testing.T) {
	cat := zombicide2.Zombies()
	if err := cat.Validate(); err != nil {
		t.Fatalf("seed 002: Zombies().Validate() = %v", err)
	}
	for _, tc := range []struct {
		kind                        xeno.Kind
		name                        string
		toughness, actions, xp, box int
		abom                        bool
		special                     xeno.Special
	}{
		{zombicide2.Walker, "Walker", 1, 1, 1, 40, false, xeno.NoSpecial},
		{zombicide2.Runner, "Runner", 1, 2, 1, 16, false, xeno.NoSpecial},
		{zombicide2.Brute, "Brute", 2, 1, 1, 16, false, xeno.NoSpecial},
		{zombicide2.Hobo, "Hobo Abomination", 3, 1, 5, 1, true, xeno.NoCombatHere},
		{zombicide2.Patrol, "Patrol Abomination", 3, 1, 5, 1, true, xeno.NoSpecial},
		{zombicide2.Wild, "Wild Abomination", 3, 1, 5, 1, true, xeno.MolotovOnlyIt},
		{zombicide2.PatientZero, "Patient Zero", 3, 1, 5, 1, true, xeno.NoSpecial},
	} {
		p := cat[tc.kind]
		if p.Name != tc.name || p.Toughness != tc.toughness || p.Actions != tc.actions || p.XP != tc.xp ||
			p.Supply != tc.box || p.Abom != tc.abom || p.Special != tc.special || p.Damage != 1 || p.Mold {
			t.Errorf("seed 002: kind %d = %+v; want %s: Toughness %d, %d Actions, %d XP, %d in the box, Abom %v, %v, Damage 1",
				tc.kind, p, tc.name, tc.toughness, tc.actions, tc.xp, tc.box, tc.abom, tc.special)
		}
		if k, ok := cat.Lookup(tc.name); !ok || k != tc.kind {
			t.Errorf("seed 002: Lookup(%q) = %d, %v", tc.name, k, ok)
		}
	}
	aboms := 0
	for _, p := range cat {
		if p.Abom {
			aboms += p.Supply
		}
	}
	if len(cat) != 7 || aboms != 4 {
		t.Errorf("seed 002: %d kinds, %d Abominations in the box; want 7 and 4", len(cat), aboms)
	}
	if !cat[zombicide2.SpawnedAbomination].Abom {
		t.Error("SpawnedAbomination is no Abomination")
	}
}

// seed 002: ranged attacks hit "Brute or Abomination (the player's
// choice), then Walkers, then Runners"; the Patrol Abomination comes
// first, shielding the others. Read through the engine's combat rules:
// the kinds the next hit may go to.
func TestTargetingOrder(t *testing.T) {
	W, R, B, H, P, Wi, Z := zombicide2.Walker, zombicide2.Runner, zombicide2.Brute, zombicide2.Hobo,
		zombicide2.Patrol, zombicide2.Wild, zombicide2.PatientZero
	a := &combat.Attack{Ranged: true, Kinds: zombicide2.Zombies()}
	for _, tc := range []struct {
		what string
		zone map[xeno.Kind]uint8
		dmg  int
		want []xeno.Kind
	}{
		{"4 Walkers and a Runner: the Walkers first", map[xeno.Kind]uint8{W: 4, R: 1}, 1, []xeno.Kind{W}},
		{"a Runner alone", map[xeno.Kind]uint8{R: 1}, 1, []xeno.Kind{R}},
		{"a Brute before the Walkers: Damage 1 is wasted on it", map[xeno.Kind]uint8{W: 2, B: 1}, 1, nil},
		{"a Brute before the Walkers", map[xeno.Kind]uint8{W: 2, B: 1}, 2, []xeno.Kind{B}},
		{"a Brute or an Abomination, the player's choice", map[xeno.Kind]uint8{B: 1, H: 1, W: 1}, 3, []xeno.Kind{B, H}},
		{"a Brute or the Wild", map[xeno.Kind]uint8{B: 1, Wi: 1}, 3, []xeno.Kind{B, Wi}},
		{"a Brute or Patient Zero", map[xeno.Kind]uint8{B: 1, Z: 1}, 3, []xeno.Kind{B, Z}},
		{"the Patrol shields the Brute", map[xeno.Kind]uint8{B: 1, P: 1}, 3, []xeno.Kind{P}},
		{"the Patrol shields the Walkers from Damage 2", map[xeno.Kind]uint8{W: 3, P: 1}, 2, nil},
	} {
		var zone xeno.Counts
		for k, n := range tc.zone {
			zone[k] = n
		}
		if got := a.Choices(nil, zone, tc.dmg); !slices.Equal(got, tc.want) {
			t.Errorf("seed 002: %s: Choices(Damage %d) = %v, want %v", tc.what, tc.dmg, got, tc.want)
		}
	}
}

// seed 002: adults have 3 Health, children 2 and start with Slippery; six
// Survivors, every Skill tree provisional.
func TestSurvivors(t *testing.T) {
	r := zombicide2.Default()
	cards := zombicide2.Survivors()
	if len(cards) != r.Survivors {
		t.Fatalf("seed 002: %d sample Survivors, want %d", len(cards), r.Survivors)
	}
	adults, children := 0, 0
	for _, c := range cards {
		if err := zombicide2.CheckSurvivor(c); err != nil {
			t.Errorf("seed 002: %v", err)
		}
		if !c.Provisional {
			t.Errorf("seed 002 gives no Skill tree: %s must be Provisional", c.Name)
		}
		switch c.Class {
		case survivor.Adult:
			adults++
			if c.Class.Armor() != r.AdultHealth {
				t.Errorf("seed 002: %s: %d Health, want %d", c.Name, c.Class.Armor(), r.AdultHealth)
			}
		case survivor.Child:
			children++
			if c.Class.Armor() != r.ChildHealth || c.Blue != zombicide2.ChildSkill() || c.Blue.Kind != survivor.Slippery {
				t.Errorf("seed 002: child %s: %d Health, Blue %v; want %d and Slippery", c.Name, c.Class.Armor(), c.Blue, r.ChildHealth)
			}
		}
		if got, ok := zombicide2.Survivor(c.Name); !ok || got != c {
			t.Errorf("Survivor(%q) = %+v, %v", c.Name, got, ok)
		}
	}
	if adults == 0 || children == 0 {
		t.Errorf("seed 002: %d adults and %d children; want both", adults, children)
	}
	if _, ok := zombicide2.Survivor("Cole"); ok {
		t.Error("Survivor(Cole): an Invader Survivor")
	}
}

// CheckSurvivor refuses Invader's classes, and a child without Slippery.
func TestCheckSurvivor(t *testing.T) {
	pip, _ := zombicide2.Survivor("Pip")
	for _, tc := range []struct {
		what string
		edit func(*survivor.Card)
		ok   bool
	}{
		{"a sample child", func(*survivor.Card) {}, true},
		{"an adult with Slippery", func(c *survivor.Card) { c.Class = survivor.Adult }, true},
		{"a child without Slippery", func(c *survivor.Card) { c.Blue = survivor.Skill{Kind: survivor.Lucky} }, false},
		{"an Invader Civilian", func(c *survivor.Card) { c.Class = survivor.Civilian }, false},
		{"an Invader Soldier", func(c *survivor.Card) { c.Class = survivor.Soldier }, false},
		{"no name", func(c *survivor.Card) { c.Name = "" }, false},
	} {
		c := pip
		tc.edit(&c)
		if err := zombicide2.CheckSurvivor(c); (err == nil) != tc.ok {
			t.Errorf("seed 002: %s: CheckSurvivor = %v, want ok %v", tc.what, err, tc.ok)
		}
	}
}

// seed 002: grey Starting, blue and red (yellow crate) cards; Melee at
// Range 0 and Ranged; Dual; Bullets and Shells; Noisy and Silent; door
// openers; the Molotov; no weapon deals more than 2 Damage. The seed
// gives no card's numbers: every card is provisional.
func TestEquipment(t *testing.T) {
	entries := zombicide2.Equipment()
	backs := map[zombicide2.Back]int{}
	var starting, dual, bullets, shells, noisy, silent, noisyDoor, silentDoor, molotov, boostB, boostS int
	for _, e := range entries {
		c := e.Card
		if !c.Provisional || e.Count < 1 || c.Name == "" {
			t.Errorf("seed 002 gives no card's numbers: %s must be Provisional, with a count: %+v", c.Name, e)
		}
		b := zombicide2.BackOf(e)
		if b == 0 {
			t.Errorf("%s: group %d is not 2nd Edition's", c.Name, e.Group)
		}
		backs[b] += e.Count
		if (b == zombicide2.Grey) != c.Starting {
			t.Errorf("seed 002: %s: grey back %v, Starting %v", c.Name, b == zombicide2.Grey, c.Starting)
		}
		if b == zombicide2.Grey {
			starting += e.Count
		}
		if c.Damage > zombicide2.MaxDamage {
			t.Errorf("seed 002: no weapon deals more than 2 Damage: %s deals %d", c.Name, c.Damage)
		}
		switch c.Weapon {
		case equipment.Melee:
			if c.MinRange != 0 || c.MaxRange != 0 || c.Ammo != equipment.NoAmmo {
				t.Errorf("seed 002: Melee is Range 0, no ammunition: %+v", c)
			}
		case equipment.Ranged:
			if (c.Ammo == equipment.NoAmmo) != c.Molotov || c.Ammo == equipment.Energy {
				t.Errorf("seed 002: a firearm uses Bullets or Shells: %+v", c)
			}
		}
		if c.IsWeapon() && (c.Slot != equipment.Hand || !c.Molotov && (c.Dice < 1 || c.Accuracy < 2 || c.Accuracy > 6 || c.Damage < 1)) {
			t.Errorf("%s: a weapon in Hand with dice, Accuracy 2-6 and Damage: %+v", c.Name, c)
		}
		if c.IsWeapon() {
			if c.Noisy {
				noisy++
			} else {
				silent++
			}
		}
		count := func(cond bool, n *int) {
			if cond {
				*n++
			}
		}
		count(c.Dual, &dual)
		count(c.Ammo == equipment.Bullets, &bullets)
		count(c.Ammo == equipment.Shells, &shells)
		count(c.Door == equipment.NoisyOpener, &noisyDoor)
		count(c.Door == equipment.SilentOpener, &silentDoor)
		count(c.Molotov, &molotov)
		count(c.Boosts == equipment.Bullets, &boostB)
		count(c.Boosts == equipment.Shells, &boostS)
		if got, ok := zombicide2.Card(c.Name); !ok || got.Card.Name != c.Name {
			t.Errorf("Card(%q) = %+v, %v", c.Name, got, ok)
		}
	}
	for what, n := range map[string]int{"grey": backs[zombicide2.Grey], "blue": backs[zombicide2.Blue], "red": backs[zombicide2.Red],
		"Dual": dual, "Bullets": bullets, "Shells": shells, "Noisy": noisy, "Silent": silent, "noisy door opener": noisyDoor,
		"silent door opener": silentDoor, "Molotov": molotov, "card for Bullets": boostB, "card for Shells": boostS} {
		if n == 0 {
			t.Errorf("seed 002: no %s card", what)
		}
	}
	if r := zombicide2.Default(); starting != r.Survivors {
		t.Errorf("%d Starting cards; want one per Survivor, %d", starting, r.Survivors)
	}
	if m := zombicide2.Molotov(); !m.Molotov || m.Weapon != equipment.Ranged || m.Dice != 0 || !m.Provisional {
		t.Errorf("seed 002: Molotov() = %+v", m)
	}
	if _, ok := zombicide2.Card("Cattle Prod"); ok {
		t.Error("Card(Cattle Prod): an Invader card")
	}
}

// seed 002: searching may spawn zombies; classic 2nd Edition's 4
// "Aaahh!" cards in the blue deck, each a provisional card with nothing
// but its mark; it spawns a Walker. The whole Equipment list is valid.
func TestAaahhSeed002(t *testing.T) {
	entries := zombicide2.Equipment()
	if err := equipment.Validate(entries); err != nil {
		t.Fatalf("seed 002: equipment.Validate(Equipment()) = %v", err)
	}
	n := 0
	for _, e := range entries {
		if !e.Card.Aaahh {
			continue
		}
		n += e.Count
		if e.Card != zombicide2.Aaahh() || zombicide2.BackOf(e) != zombicide2.Blue {
			t.Errorf("seed 002: %+v: want Aaahh() in the blue deck", e)
		}
	}
	if a := zombicide2.Aaahh(); n != 4 || !a.Aaahh || !a.Provisional || a.Name != "Aaahh!" || a.IsWeapon() || a.Validate() != nil {
		t.Errorf("seed 002: %d Aaahh! cards, Aaahh() = %+v; want 4 provisional, valid cards", n, a)
	}
	if e, ok := zombicide2.Card("Aaahh!"); !ok || e.Count != 4 || e.Group != equipment.Deck {
		t.Errorf(`seed 002: Card("Aaahh!") = %+v, %v`, e, ok)
	}
	if cat := zombicide2.Zombies(); zombicide2.AaahhKind != zombicide2.Walker || cat[zombicide2.AaahhKind].Toughness != 1 {
		t.Errorf("seed 002: an Aaahh! card spawns kind %d, want the Walker", zombicide2.AaahhKind)
	}
}

// seed 002: the Zombie deck's normal, Rush and extra-activation cards,
// read at the Danger Level; every card is provisional, and each has its
// own name (the engine tells a draw's outcomes apart by name, so a Rush
// card must not read as a normal one).
func TestZombieDeck(t *testing.T) {
	cat := zombicide2.Zombies()
	d := zombicide2.ZombieDeck()
	if err := d.Validate(cat); err != nil {
		t.Fatalf("seed 002: ZombieDeck().Validate = %v", err)
	}
	types := map[string]int{}
	extras := map[xeno.Kind]bool{}
	names := map[string]bool{}
	for _, e := range d {
		c := e.Card
		if !c.Provisional {
			t.Errorf("seed 002 gives no lines: %s must be Provisional", c.Name(cat))
		}
		if names[c.Name(cat)] {
			t.Errorf("two entries named %q", c.Name(cat))
		}
		names[c.Name(cat)] = true
		if back, err := spawn.ParseName(cat, c.Name(cat)); err != nil || back.Rush != c.Rush || back.Lines != c.Lines {
			t.Errorf("seed 002: ParseName(%q) = %+v, %v", c.Name(cat), back, err)
		}
		switch {
		case c.Rush && c.Type != spawn.Spawn:
			t.Errorf("seed 002: a Rush card spawns: %s", c.Name(cat))
		case c.Rush:
			types["rush"] += e.Count
		case c.Type == spawn.Spawn:
			types["normal"] += e.Count
		case c.Type == spawn.Extra:
			types["extra"] += e.Count
			extras[c.Kind] = true
		default:
			t.Errorf("seed 002 names normal, Rush and extra activation cards only: %s", c.Name(cat))
		}
		for level, g := range c.Lines {
			if c.Type == spawn.Spawn && cat[g.Kind].Abom && (g.Kind != zombicide2.SpawnedAbomination || g.Count != 1) {
				t.Errorf("%s, level %d: an Abomination line names SpawnedAbomination, 1", c.Name(cat), level)
			}
			if c.Type == spawn.Spawn && level > 0 && g.Kind == c.Lines[level-1].Kind && g.Count < c.Lines[level-1].Count {
				t.Errorf("%s: fewer zombies at a higher Danger Level", c.Name(cat))
			}
		}
	}
	if types["normal"] != 28 || types["rush"] != 6 || types["extra"] != 6 || d.Size() != 40 {
		t.Errorf("seed 002: %v, %d cards; want 28 normal, 6 Rush, 6 extra activations, 40 cards", types, d.Size())
	}
	for _, k := range []xeno.Kind{zombicide2.Walker, zombicide2.Runner, zombicide2.Brute} {
		if !extras[k] {
			t.Errorf("no extra activation of %s", cat[k].Name)
		}
	}
}

// seed 002: one Abomination of four kinds, the seed not saying which;
// DeckWith names the chosen one on every Abomination line, changes
// nothing else, and refuses a kind that is no Abomination.
func TestDeckWithSeed002(t *testing.T) {
	cat := zombicide2.Zombies()
	base := zombicide2.ZombieDeck()
	for _, abom := range []xeno.Kind{zombicide2.Hobo, zombicide2.Patrol, zombicide2.Wild, zombicide2.PatientZero} {
		d, err := zombicide2.DeckWith(abom)
		if err != nil {
			t.Fatalf("seed 002: DeckWith(%s) = %v", cat[abom].Name, err)
		}
		if err := d.Validate(cat); err != nil {
			t.Errorf("seed 002: DeckWith(%s).Validate = %v", cat[abom].Name, err)
		}
		if len(d) != len(base) {
			t.Fatalf("DeckWith(%s): %d entries, want %d", cat[abom].Name, len(d), len(base))
		}
		lines := 0
		for i, e := range d {
			want := base[i]
			for lv, g := range want.Card.Lines {
				if g.Kind == zombicide2.SpawnedAbomination {
					want.Card.Lines[lv].Kind = abom
					lines++
				}
			}
			if e != want {
				t.Errorf("DeckWith(%s)[%d] = %v, want %v", cat[abom].Name, i, e.Card.Name(cat), want.Card.Name(cat))
			}
		}
		if lines != 3 {
			t.Errorf("DeckWith(%s): %d Abomination lines, want 3", cat[abom].Name, lines)
		}
	}
	if d, err := zombicide2.DeckWith(zombicide2.SpawnedAbomination); err != nil || !slices.Equal(d, base) {
		t.Errorf("DeckWith(SpawnedAbomination) = %v, %v; want ZombieDeck()", d, err)
	}
	for _, k := range []xeno.Kind{zombicide2.Walker, zombicide2.Runner, zombicide2.Brute, 7, 255} {
		d, err := zombicide2.DeckWith(k)
		if err == nil || d != nil || !strings.Contains(err.Error(), fmt.Sprintf("DeckWith(kind %d", k)) {
			t.Errorf("seed 002: DeckWith(kind %d) = %v, %v; want an error naming the kind", k, d, err)
		}
	}
}

// Rush cards only, and their names say so (seed 002: "spawn and act").
func TestRushNamesSeed002(t *testing.T) {
	cat := zombicide2.Zombies()
	for _, e := range zombicide2.ZombieDeck() {
		if got := strings.HasPrefix(e.Card.Name(cat), "rush: spawn "); got != e.Card.Rush {
			t.Errorf("seed 002: %q: a rush name %v, Rush %v", e.Card.Name(cat), got, e.Card.Rush)
		}
	}
}

// seed 002's rule constants.
func TestRules(t *testing.T) {
	r := zombicide2.Default()
	for _, tc := range []struct {
		what      string
		got, want int
	}{
		{"Survivors", r.Survivors, 6}, {"adult Health", r.AdultHealth, 3}, {"child Health", r.ChildHealth, 2},
		{"Actions", r.Actions, 3}, {"Hand slots", r.HandSlots, 2}, {"Backpack slots", r.BackpackSlots, 3},
		{"Searches per Turn", r.SearchesPerTurn, 1}, {"objective XP", r.ObjectiveXP, 5},
		{"Abominations on the board", r.MaxAbominations, 1}, {"Move cost per zombie", r.MoveCostPerZombie, 1},
	} {
		if tc.got != tc.want {
			t.Errorf("seed 002: %s = %d, want %d", tc.what, tc.got, tc.want)
		}
	}
	for what, b := range map[string]bool{"unlimited ammunition": r.UnlimitedAmmo, "door openers": r.DoorNeedsOpener,
		"first door spawns": r.FirstDoorSpawns, "blocked zombies stay": r.ZombiesStayWhenBlocked,
		"entering zombies stops": r.EnteringZombiesStops, "Search spawns": r.SearchSpawns, "running out activates": r.RunOutActivates,
		"Friendly Fire": r.FriendlyFire, "any death loses": r.AnyDeathLoses, "first player passes": r.FirstPlayerPasses,
		"Trade reorganizes both": r.TradeReorganizesBoth} {
		if !b {
			t.Errorf("seed 002: %s is off", what)
		}
	}
	if r.AdultHealth != survivor.Adult.Armor() || r.ChildHealth != survivor.Child.Armor() {
		t.Error("seed 002: the Rules' Health and the classes' Armor disagree")
	}
}

// Every function returns a fresh copy: changing it changes nothing else.
func TestFreshCopies(t *testing.T) {
	z := zombicide2.Zombies()
	z[0].Toughness = 9
	s := zombicide2.Survivors()
	s[0].Name = "X"
	e := zombicide2.Equipment()
	e[0].Count = 99
	d := zombicide2.ZombieDeck()
	d[0].Count = 99
	d[5].Card.Lines[3].Kind = zombicide2.Walker
	dw, _ := zombicide2.DeckWith(zombicide2.Hobo)
	dw[0].Count = 99
	if zombicide2.Zombies()[0].Toughness != 1 || zombicide2.Survivors()[0].Name == "X" || zombicide2.Equipment()[0].Count == 99 ||
		zombicide2.ZombieDeck()[0].Count == 99 || zombicide2.ZombieDeck()[5].Card.Lines[3].Kind != zombicide2.SpawnedAbomination {
		t.Error("a returned slice shares the package's data")
	}
	if again, _ := zombicide2.DeckWith(zombicide2.Hobo); again[0].Count == 99 {
		t.Error("DeckWith's slice shares the package's data")
	}
}

func TestBackString(t *testing.T) {
	for b, want := range map[zombicide2.Back]string{zombicide2.Grey: "grey", zombicide2.Blue: "blue", zombicide2.Red: "red", 0: "Back(0)", 9: "Back(9)"} {
		if got := b.String(); got != want {
			t.Errorf("seed 002: Back(%d).String() = %q, want %q", uint8(b), got, want)
		}
	}
	if b := zombicide2.BackOf(equipment.Entry{Group: equipment.Prototype}); b != 0 {
		t.Errorf("BackOf(an Invader Prototype) = %v", b)
	}
}
