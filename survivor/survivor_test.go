package survivor_test

import (
	"encoding/json"
	"math"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/invaderengine/invader/survivor"
)

var levels = []survivor.Level{survivor.Blue, survivor.Yellow, survivor.Orange, survivor.Red}

// TestDangerThresholds: the Danger thresholds of p.17.
func TestDangerThresholds(t *testing.T) {
	cases := []struct {
		xp   int
		want survivor.Level
	}{
		{0, survivor.Blue},
		{6, survivor.Blue},
		{7, survivor.Yellow},
		{18, survivor.Yellow},
		{19, survivor.Orange},
		{42, survivor.Orange},
		{43, survivor.Red},
		{100, survivor.Red},
	}
	for _, tc := range cases {
		if got := survivor.LevelOf(tc.xp); got != tc.want {
			t.Errorf("LevelOf(%d) = %v, want %v", tc.xp, got, tc.want)
		}
	}
}

func TestLevelOfExtremes(t *testing.T) {
	for _, tc := range []struct {
		xp   int
		want survivor.Level
	}{
		{-1, survivor.Blue},
		{math.MinInt, survivor.Blue},
		{math.MaxInt, survivor.Red},
	} {
		if got := survivor.LevelOf(tc.xp); got != tc.want {
			t.Errorf("LevelOf(%d) = %v, want %v", tc.xp, got, tc.want)
		}
	}
}

// TestThreshold: the XP at which each level is reached (p.17).
func TestThreshold(t *testing.T) {
	want := map[survivor.Level]int{survivor.Blue: 0, survivor.Yellow: 7, survivor.Orange: 19, survivor.Red: 43}
	for _, l := range levels {
		if got := l.Threshold(); got != want[l] {
			t.Errorf("%v.Threshold() = %d, want %d", l, got, want[l])
		}
		if got := survivor.LevelOf(l.Threshold()); got != l {
			t.Errorf("LevelOf(%v.Threshold()) = %v", l, got)
		}
		if l > survivor.Blue {
			if got := survivor.LevelOf(l.Threshold() - 1); got != l-1 {
				t.Errorf("LevelOf(%v.Threshold()-1) = %v, want %v", l, got, l-1)
			}
		}
	}
}

func TestLevelOfProperties(t *testing.T) {
	xp := rapid.OneOf(rapid.IntRange(-10, 100), rapid.Int())
	rapid.Check(t, func(t *rapid.T) {
		a, b := xp.Draw(t, "a"), xp.Draw(t, "b")
		if a > b {
			a, b = b, a
		}
		la, lb := survivor.LevelOf(a), survivor.LevelOf(b)
		if la > lb {
			t.Fatalf("not monotone: LevelOf(%d) = %v > LevelOf(%d) = %v", a, la, b, lb)
		}
		if la > survivor.Red {
			t.Fatalf("LevelOf(%d) = %v, beyond Red", a, la)
		}
		// The level is the highest whose threshold xp reaches.
		if a >= 0 && a < math.MaxInt {
			if la.Threshold() > a {
				t.Fatalf("LevelOf(%d) = %v, threshold %d not reached", a, la, la.Threshold())
			}
			if la < survivor.Red && (la+1).Threshold() <= a {
				t.Fatalf("LevelOf(%d) = %v, but %v is reached", a, la, la+1)
			}
		}
		l := rapid.SampledFrom(levels).Draw(t, "level")
		if got := survivor.LevelOf(l.Threshold()); got != l {
			t.Fatalf("LevelOf(%v.Threshold()) = %v", l, got)
		}
	})
}

func TestLevelString(t *testing.T) {
	want := []string{"blue", "yellow", "orange", "red"}
	for i, l := range levels {
		if got := l.String(); got != want[i] {
			t.Errorf("Level(%d).String() = %q, want %q", uint8(l), got, want[i])
		}
	}
	if got := survivor.Level(4).String(); got != "Level(4)" {
		t.Errorf("Level(4).String() = %q", got)
	}
}

// TestClassArmor: Civilian 2, Soldier 3 (docs/RULINGS.md, "Armor points").
func TestClassArmor(t *testing.T) {
	if got := survivor.Civilian.Armor(); got != 2 {
		t.Errorf("Civilian.Armor() = %d, want 2", got)
	}
	if got := survivor.Soldier.Armor(); got != 3 {
		t.Errorf("Soldier.Armor() = %d, want 3", got)
	}
	if got := survivor.Civilian.String(); got != "civilian" {
		t.Errorf("Civilian.String() = %q", got)
	}
	if got := survivor.Soldier.String(); got != "soldier" {
		t.Errorf("Soldier.String() = %q", got)
	}
	if got := survivor.Class(0).String(); got != "Class(0)" {
		t.Errorf("Class(0).String() = %q", got)
	}
}

var baseNames = []string{"Cole", "Vivian", "Mitsuki", "Magnus", "Jared", "Baraka"}

func TestBase(t *testing.T) {
	cards := survivor.Base()
	var names []string
	for _, c := range cards {
		names = append(names, c.Name)
		if err := c.Validate(); err != nil {
			t.Errorf("%s: Validate() = %v", c.Name, err)
		}
		if !c.Provisional {
			t.Errorf("%s: not Provisional", c.Name)
		}
		// Every Skill of a tree is a distinct choice.
		tree := c.Tree()
		for i := range tree {
			for j := i + 1; j < len(tree); j++ {
				if tree[i] == tree[j] {
					t.Errorf("%s: Tree()[%d] and [%d] are both %v", c.Name, i, j, tree[i])
				}
			}
		}
	}
	if diff := cmp.Diff(baseNames, names); diff != "" {
		t.Errorf("Base() names (-want +got):\n%s", diff)
	}
}

// TestBaseClasses checks the classes our sources give evidence for (the
// rulebook's story and previews);
// Cole's and Baraka's are guesses and only need to be valid.
func TestBaseClasses(t *testing.T) {
	want := map[string]survivor.Class{
		"Vivian":  survivor.Civilian,
		"Mitsuki": survivor.Civilian,
		"Magnus":  survivor.Soldier,
		"Jared":   survivor.Soldier,
	}
	for name, class := range want {
		c, ok := survivor.Lookup(name)
		if !ok {
			t.Fatalf("Lookup(%q) failed", name)
		}
		if c.Class != class {
			t.Errorf("%s: class %v, want %v", name, c.Class, class)
		}
	}
}

func TestBaseIsACopy(t *testing.T) {
	b := survivor.Base()
	b[0].Name = "Elsa"
	b[0].Class = 0
	b[0].Blue = survivor.Skill{Kind: survivor.Jump}
	b[0].Orange[1] = survivor.Skill{}
	b[5].Red[2] = survivor.Skill{Kind: survivor.Tough}
	b = append(b[:1], survivor.Card{Name: "Extra"})

	again := survivor.Base()
	if len(again) != len(baseNames) {
		t.Fatalf("len(Base()) = %d after mutation, want %d", len(again), len(baseNames))
	}
	for i, c := range again {
		if c.Name != baseNames[i] {
			t.Errorf("Base()[%d].Name = %q after mutation", i, c.Name)
		}
		if err := c.Validate(); err != nil {
			t.Errorf("Base()[%d] invalid after mutation: %v", i, err)
		}
		l, _ := survivor.Lookup(c.Name)
		if l != c {
			t.Errorf("Lookup(%q) differs from Base()[%d] after mutation", c.Name, i)
		}
	}
	_ = b
}

func TestLookup(t *testing.T) {
	base := survivor.Base()
	for i, name := range baseNames {
		c, ok := survivor.Lookup(name)
		if !ok {
			t.Errorf("Lookup(%q) not found", name)
			continue
		}
		if c != base[i] {
			t.Errorf("Lookup(%q) = %+v, want Base()[%d] = %+v", name, c, i, base[i])
		}
	}
	for _, name := range []string{"Elsa", "", "Break-in"} {
		if c, ok := survivor.Lookup(name); ok || c != (survivor.Card{}) {
			t.Errorf("Lookup(%q) = %+v, %v; want zero, false", name, c, ok)
		}
	}
}

func TestTree(t *testing.T) {
	c := survivor.Card{
		Name:   "Test",
		Class:  survivor.Soldier,
		Blue:   survivor.Skill{Kind: survivor.Lucky},
		Orange: [2]survivor.Skill{{Kind: survivor.Jump}, {Kind: survivor.Blitz}},
		Red:    [3]survivor.Skill{{Kind: survivor.Medic}, {Kind: survivor.Shove}, {Kind: survivor.StartsWith, Card: "Sledge"}},
	}
	want := [7]survivor.Skill{
		{Kind: survivor.Lucky},
		{Kind: survivor.PlusOneAction},
		{Kind: survivor.Jump}, {Kind: survivor.Blitz},
		{Kind: survivor.Medic}, {Kind: survivor.Shove}, {Kind: survivor.StartsWith, Card: "Sledge"},
	}
	if got := c.Tree(); got != want {
		t.Errorf("Tree() = %v, want %v", got, want)
	}
	if survivor.YellowSkill() != (survivor.Skill{Kind: survivor.PlusOneAction}) {
		t.Errorf("YellowSkill() = %v, want +1 Action", survivor.YellowSkill())
	}
	if err := c.Validate(); err != nil {
		t.Errorf("Validate() = %v", err)
	}
}

// The choices a Danger Level gives (p.17: Blue one Skill, Yellow the +1
// Action, Orange one of two, Red one of three).
func TestChoices(t *testing.T) {
	wantLen := map[survivor.Level]int{survivor.Blue: 1, survivor.Yellow: 1, survivor.Orange: 2, survivor.Red: 3}
	for _, c := range survivor.Base() {
		var all []survivor.Skill
		for _, l := range levels {
			got := c.Choices(l)
			if len(got) != wantLen[l] {
				t.Errorf("%s: len(Choices(%v)) = %d, want %d", c.Name, l, len(got), wantLen[l])
			}
			all = append(all, got...)
		}
		tree := c.Tree()
		if diff := cmp.Diff(tree[:], all); diff != "" {
			t.Errorf("%s: Choices of every level differ from Tree() (-tree +choices):\n%s", c.Name, diff)
		}
		if got := c.Choices(survivor.Yellow); got[0] != survivor.YellowSkill() {
			t.Errorf("%s: Choices(Yellow) = %v", c.Name, got)
		}
		if got := c.Choices(survivor.Level(4)); got != nil {
			t.Errorf("%s: Choices(Level(4)) = %v, want nil", c.Name, got)
		}
	}
}

func TestChoicesDoNotAlias(t *testing.T) {
	c, _ := survivor.Lookup("Magnus")
	before := c
	for _, l := range levels {
		s := c.Choices(l)
		for i := range s {
			s[i] = survivor.Skill{}
		}
	}
	if c != before {
		t.Errorf("mutating Choices changed the card: %+v", c)
	}
	if again, _ := survivor.Lookup("Magnus"); again != before {
		t.Errorf("mutating Choices changed Lookup: %+v", again)
	}
}

func TestCardValidate(t *testing.T) {
	good, _ := survivor.Lookup("Vivian")
	if err := good.Validate(); err != nil {
		t.Fatalf("Vivian: %v", err)
	}
	cases := map[string]func(*survivor.Card){
		"empty name":          func(c *survivor.Card) { c.Name = "" },
		"zero class":          func(c *survivor.Card) { c.Class = 0 },
		"class 3":             func(c *survivor.Card) { c.Class = 3 },
		"zero blue":           func(c *survivor.Card) { c.Blue = survivor.Skill{} },
		"unknown kind orange": func(c *survivor.Card) { c.Orange[0] = survivor.Skill{Kind: 200} },
		"bad action orange":   func(c *survivor.Card) { c.Orange[1] = survivor.Skill{Kind: survivor.PlusOneDie, Action: survivor.Move} },
		"no action red":       func(c *survivor.Card) { c.Red[0] = survivor.Skill{Kind: survivor.FreeAction} },
		"cardless red":        func(c *survivor.Card) { c.Red[1] = survivor.Skill{Kind: survivor.StartsWith} },
		"card on no-param":    func(c *survivor.Card) { c.Red[2] = survivor.Skill{Kind: survivor.Lucky, Card: "Sledge"} },
	}
	for name, mutate := range cases {
		t.Run(name, func(t *testing.T) {
			c := good
			mutate(&c)
			if err := c.Validate(); err == nil {
				t.Errorf("Validate() = nil for %+v", c)
			}
		})
	}
}

// TestCardValidateMatchesSkills: a card with a valid name and class is valid
// exactly when every Skill of its tree is.
func TestCardValidateMatchesSkills(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		c := survivor.Card{
			Name:   rapid.SampledFrom([]string{"", "Elsa"}).Draw(t, "name"),
			Class:  survivor.Class(rapid.Uint8Range(0, 3).Draw(t, "class")),
			Blue:   skillGen().Draw(t, "blue"),
			Orange: [2]survivor.Skill{skillGen().Draw(t, "o0"), skillGen().Draw(t, "o1")},
			Red:    [3]survivor.Skill{skillGen().Draw(t, "r0"), skillGen().Draw(t, "r1"), skillGen().Draw(t, "r2")},
		}
		want := c.Name != "" && (c.Class == survivor.Civilian || c.Class == survivor.Soldier)
		for _, s := range c.Tree() {
			want = want && s.Validate() == nil
		}
		if got := c.Validate() == nil; got != want {
			t.Fatalf("Validate() == nil is %v, want %v for %+v", got, want, c)
		}
	})
}

// TestCardJSON: a Card encodes its Skills by name and decodes back.
func TestCardJSON(t *testing.T) {
	for _, c := range survivor.Base() {
		b, err := json.Marshal(c)
		if err != nil {
			t.Fatalf("%s: Marshal: %v", c.Name, err)
		}
		var got survivor.Card
		if err := json.Unmarshal(b, &got); err != nil {
			t.Fatalf("%s: Unmarshal(%s): %v", c.Name, b, err)
		}
		if diff := cmp.Diff(c, got); diff != "" {
			t.Errorf("%s: JSON round trip (-want +got):\n%s", c.Name, diff)
		}
	}
	c, _ := survivor.Lookup("Cole")
	c.Blue = survivor.Skill{}
	if _, err := json.Marshal(c); err == nil {
		t.Error("Marshal of a card with a zero Skill succeeded")
	}
}

// TestUltraredElsa is the data half of the Ultrared example (seed 004, §14,
// classic Zombicide): Elsa's card in Invader terms. Her Blue "Break-in" is
// not an Invader Skill, so the card uses a stand-in; the Ultrared sequencing
// itself belongs to the game, not to this package.
func TestUltraredElsa(t *testing.T) {
	if got := survivor.LevelOf(43); got != survivor.Red {
		t.Fatalf("43rd XP: LevelOf = %v, want red", got)
	}
	if _, err := survivor.ParseSkill("Break-in"); err == nil {
		t.Error(`ParseSkill("Break-in") succeeded; it is not in Invader's catalogue`)
	}
	parse := func(text string) survivor.Skill {
		t.Helper()
		s, err := survivor.ParseSkill(text)
		if err != nil {
			t.Fatalf("ParseSkill(%q): %v", text, err)
		}
		return s
	}
	elsa := survivor.Card{
		Name:   "Elsa",
		Class:  survivor.Civilian,
		Blue:   survivor.Skill{Kind: survivor.Scavenger}, // stand-in for Break-in
		Orange: [2]survivor.Skill{parse("Slippery"), parse("+1 free Ranged Action")},
		Red:    [3]survivor.Skill{parse("+1 free Combat Action"), parse("+1 free Move Action"), parse("2 Zones per Move Action")},
	}
	if err := elsa.Validate(); err != nil {
		t.Fatalf("Elsa: %v", err)
	}
	wantOrange := []survivor.Skill{{Kind: survivor.Slippery}, {Kind: survivor.FreeAction, Action: survivor.Ranged}}
	if diff := cmp.Diff(wantOrange, elsa.Choices(survivor.Orange)); diff != "" {
		t.Errorf("Orange choices (-want +got):\n%s", diff)
	}
	wantRed := []survivor.Skill{
		{Kind: survivor.FreeAction, Action: survivor.Combat},
		{Kind: survivor.FreeAction, Action: survivor.Move},
		{Kind: survivor.TwoZones},
	}
	if diff := cmp.Diff(wantRed, elsa.Choices(survivor.Red)); diff != "" {
		t.Errorf("Red choices (-want +got):\n%s", diff)
	}
	// Once the card is exhausted, Ultrared offers any Skill whose name has
	// no bracketed parameter: exactly the NoParam kinds.
	var free int
	for _, k := range survivor.Kinds() {
		info := k.Info()
		bracketed := strings.Contains(info.Name, "[")
		if bracketed == (info.Param == survivor.NoParam) {
			t.Errorf("%v: bracketed name %v but Param %v", k, bracketed, info.Param)
		}
		if !bracketed {
			free++
		}
	}
	if free == 0 {
		t.Error("no Skill is available to Ultrared")
	}
}

// TestConcurrentUse: the package claims every function is safe for
// concurrent use (run under -race), and that what it returns is a copy:
// the goroutines' writes leave the catalogue as it was.
func TestConcurrentUse(t *testing.T) {
	base := survivor.Base()
	var infos []survivor.KindInfo
	for _, k := range survivor.Kinds() {
		infos = append(infos, k.Info())
	}
	var wg sync.WaitGroup
	for g := range 8 {
		wg.Go(func() {
			for i := range 50 {
				b := survivor.Base()
				b[0].Name = "mutated"
				c, _ := survivor.Lookup(baseNames[(g+i)%len(baseNames)])
				_ = c.Validate()
				_ = c.Choices(survivor.Level(i % 4))
				for _, k := range survivor.Kinds() {
					info := k.Info()
					if len(info.Actions) > 0 {
						info.Actions[0] = survivor.Search
					}
					s := survivor.Skill{Kind: k}
					_, _ = survivor.ParseSkill(s.String())
				}
				_ = survivor.LevelOf(i)
			}
		})
	}
	wg.Wait()
	if diff := cmp.Diff(base, survivor.Base()); diff != "" {
		t.Errorf("Base() changed under the goroutines' writes (-before +after):\n%s", diff)
	}
	for i, k := range survivor.Kinds() {
		if diff := cmp.Diff(infos[i], k.Info()); diff != "" {
			t.Errorf("%v.Info() changed (-before +after):\n%s", k, diff)
		}
	}
}
