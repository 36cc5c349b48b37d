package invader

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"

	"github.com/invaderengine/invader/internal/walk"
	"github.com/invaderengine/invader/mold"
	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/xeno"
	"github.com/invaderengine/invader/zone"
)

// walk visits every field of the State that changes during a game, once
// each and in a fixed order, with its JSON key and the values it may
// take. It is the one list of the State's fields: [State.Hash] and
// [State.Equal] read what it visits, MarshalJSON saves it, UnmarshalJSON
// loads it and checks each value's range (consistent checks how fields
// relate), and TestWalkCoversState fails when a field of the State is not
// visited. Add a field here when you add one to the State.
func (s *State) walk(w *walk.Walker) {
	g := s.g
	w.Blob("rng", (*pcgJSON)(&s.rng), func(b []byte) []byte { b, _ = s.rng.AppendBinary(b); return b }, func() error { return nil })
	w.Blob("board", &s.board, func(b []byte) []byte { b, _ = s.board.AppendBinary(b); return b }, s.checkBoard)
	walk.Num(w, "round", &s.round, 0, maxRound)
	walk.Enum(w, "phase", &s.phase, phaseNames[:])
	walk.Num(w, "first", &s.first, 0, g.players-1)
	w.Object("turn", func() { s.turn.walk(w, s) })
	w.Object("chance", func() { s.chance.walk(w, s) })
	if w.Mode == walk.Loading && s.extras == nil {
		s.extras = make([]extraSkills, len(g.cards)) // dropped again below when none is gained
	}
	records(w, "survivors", &s.survivors, len(g.cards), func(i int, sv *survivorState) { sv.walk(w, s, i) })
	if w.Mode == walk.Loading && !slices.ContainsFunc(s.extras, func(e extraSkills) bool { return e.n > 0 }) {
		s.extras = nil
	}
	list(w, "noise", &s.noise, g.m.Len(), func(_ int, n *uint16) { walk.Num(w, "", n, 0, s.noiseCap()) })
	list(w, "xenos", &s.xenos, g.m.Len(), func(_ int, c *xeno.Counts) {
		row := c[:len(g.kinds)]
		w.Bytes("", &row, len(row), func(k int) int { return g.kinds[k].Supply })
	})
	records(w, "items", &s.items, len(g.items), func(_ int, l *itemLoc) { l.walk(w, s) })
	if w.When(len(g.choices) > 0) { // the Starting cards of the players' choice (seed 004, §15)
		list(w, "starting", &s.chosen, len(g.choices), func(k int, c *uint8) { s.walkChoice(w, k, c) })
	}
	w.Bytes("deck", &s.deck, len(g.deck), func(e int) int { return int(g.deckSize[e]) })
	varRecords(w, "queue", &s.queue, maxQueue, func(_ int, st *xstep) { st.walk(w, s) })
	varRecords(w, "moves", &s.moves, maxQueue, func(_ int, p *planned) { p.walk(w, s) })
	w.Object("waiting", func() { s.wait.walk(w, s) })
	w.Optional("reorganizing", &s.reorg.on, func() {
		survivorRef(w, s, "survivor", &s.reorg.survivor, false)
		survivorRef(w, s, "with", &s.reorg.with, false)
	})
	s.walkFight(w)
	w.Set("tough", &s.tough, len(g.cards))
	records(w, "machines", &s.machines, len(g.machineKind), func(_ int, m *machineState) {
		zoneRef(w, s, "zone", &m.zone)
		w.Flag("activated", &m.token)
		survivorRef(w, s, "controller", &m.controller, true)
	})
	list(w, "opened", &s.opened, g.m.NumDoors(), func(_ int, o *bool) { w.Flag("", o) })
	walk.Num(w, "goals", &s.goals, 0, len(g.mission.Goals))
	w.Object("outcome", func() {
		walk.Enum(w, "result", &s.outcome.Result, resultNames[:])
		walk.Enum(w, "loss", &s.outcome.Loss, lossNames[:])
	})
}

// zoneRef walks a Zone: by name in a position.
func zoneRef[T walk.Integer](w *walk.Walker, s *State, key string, p *T) {
	walk.Ref(w, key, "zone", p, 0, s.g.m.Len()-1, func(z int) string { return s.g.m.Zone(zone.ID(z)).Name })
}

// survivorRef walks a Survivor, or none (-1) when none is true: by name
// in a position.
func survivorRef[T walk.Integer](w *walk.Walker, s *State, key string, p *T, none bool) {
	walk.Ref(w, key, "Survivor", p, -int(boolByte(none)), len(s.g.cards)-1, func(i int) string { return s.g.cards[i].Name })
}

// maxRound bounds the round counter of a save; maxQueue the steps of a
// Xenos' Phase in progress and its planned moves.
const (
	maxRound = 1 << 30
	maxQueue = 1 << 12
)

// list walks a slice whose length the game fixes, n.
func list[T any](w *walk.Walker, key string, p *[]T, n int, each func(i int, e *T)) {
	w.Seq(key, len(*p), n, n, func(n int) { *p = make([]T, n) }, func(i int) { each(i, &(*p)[i]) })
}

// records walks a slice of n objects.
func records[T any](w *walk.Walker, key string, p *[]T, n int, each func(i int, e *T)) {
	list(w, key, p, n, func(i int, e *T) { record(w, i, e, each) })
}

// varRecords walks a slice of at most max objects.
func varRecords[T any](w *walk.Walker, key string, p *[]T, max int, each func(i int, e *T)) {
	w.Seq(key, len(*p), -1, max, func(n int) { *p = make([]T, n) }, func(i int) { record(w, i, &(*p)[i], each) })
}

// record walks one object of a list.
func record[T any](w *walk.Walker, i int, e *T, each func(i int, e *T)) {
	if w.Mode == walk.Hashing { // no braces to write or read: spare the call
		each(i, e)
		return
	}
	w.Object("", func() { each(i, e) })
}

// checkBoard checks a loaded board: it fits the map and holds no more
// Mold than the box.
func (s *State) checkBoard() error {
	switch m := s.g.m; {
	case !m.Fits(s.board):
		return fmt.Errorf("the board does not fit the map")
	case s.g.cfg.LimitMold && mold.Count(m, s.board) > mold.Tokens:
		return fmt.Errorf("%d Mold tokens: the box has %d", mold.Count(m, s.board), mold.Tokens)
	}
	return nil
}

func (t *turn) walk(w *walk.Walker, s *State) {
	walk.Num(w, "player", &t.player, 0, s.g.players-1)
	survivorRef(w, s, "active", &t.active, true)
	walk.Num(w, "actions", &t.actions, 0, maxActions)
	free := t.free[:]
	w.Bytes("free", &free, len(free), func(int) int { return maxActions })
	w.Flag("door", &t.door)
	w.Flag("acted", &t.acted)
	w.Flag("searched", &t.searched)
	w.Flag("searching", &t.searching)
	w.Flag("healed", &t.healed)
	w.Flag("matched", &t.matched)
	walk.Num(w, "draws", &t.draws, 0, maxDraws)
	w.Flag("slip", &t.slip)
	walk.Num(w, "onward", &t.onward, 0, maxOnward)
	w.Flag("destinyUsed", &t.destinyUsed)
	w.Flag("luckyUsed", &t.lucky)
	walk.Num(w, "skillsUsed", &t.skillUsed, 0, usedAll)
	if w.When(s.g.special.safe) {
		walk.Num(w, "came", &t.came, 0, s.g.m.Len()) // 1 + a zone, or 0 (safe zones, seed 004, §16)
	}
}

// Bounds of the counters of a Turn in a save, beyond what the rules reach:
// Actions (3, plus Skills and a Born leader's gifts), the cards a Search
// still draws, the Zones a Move still crosses for free, and the re-rolls
// of one attack (equipment and Lucky).
const (
	maxActions = 32
	maxDraws   = 8
	maxOnward  = 8
	maxRerolls = 8
)

var chanceNames = [...]string{noChance: "none", dealCard: "deal", drawXeno: "xeno card", drawItem: "equipment card",
	rollDie: "die", drawPrototype: "prototype"}

func (c *chanceNode) walk(w *walk.Walker, s *State) {
	walk.Enum(w, "kind", &c.kind, chanceNames[:])
	if w.When(c.kind != noChance) {
		who := len(s.g.cards) // a Survivor; a Xeno card is drawn for a Spawn token or a prison cell or shop
		if c.kind == drawXeno {
			who = s.spawnSources()
		}
		walk.Num(w, "who", &c.who, 0, who-1)
	}
}

// noExtras stands for the Ultrared Skills of a game that has none: only
// read (a loading walk makes s.extras first).
var noExtras extraSkills

func (sv *survivorState) walk(w *walk.Walker, s *State, i int) {
	card := &s.g.cards[i]
	zoneRef(w, s, "zone", &sv.zone)
	walk.Num(w, "xp", &sv.xp, 0, maxXP)
	walk.Num(w, "armor", &sv.armor, 0, card.Class.Armor())
	walk.Num(w, "orange", &sv.orange, -1, len(card.Orange)-1)
	walk.Num(w, "red", &sv.red, -1, len(card.Red)-1)
	w.Flag("ultra", &sv.ultra)
	owed := sv.owed[:]
	w.Bytes("owed", &owed, len(owed), func(int) int { return maxExtra })
	e := &noExtras // none gained: the walk writes a count of 0 (loading has s.extras)
	if i < len(s.extras) {
		e = &s.extras[i]
	}
	w.Counted("extra", &e.n, maxExtra, func(k int) {
		walk.Text(w, "", &e.codes[k], func(code uint8) string { return skillOf(card, code).String() },
			func(name string) (uint8, bool) {
				sk, err := survivor.ParseSkill(name)
				code, ok := skillCode(card, sk)
				return code, err == nil && ok
			})
	})
	w.Flag("activated", &sv.activated)
	w.Flag("dead", &sv.dead)
	w.Flag("escaped", &sv.escaped)
	walk.Num(w, "bonus", &sv.bonus, 0, maxActions)
}

// maxXP bounds a Survivor's XP in a save: far beyond Red (43), which
// Ultrared resets.
const maxXP = 1 << 20

func (l *itemLoc) walk(w *walk.Walker, s *State) {
	walk.Enum(w, "place", &l.place, placeNames[:])
	if w.When(l.place == Carried || l.place == Drawn) {
		survivorRef(w, s, "survivor", &l.who, false)
	}
	if w.When(l.place == Carried) {
		walk.Enum(w, "slot", &l.at, slotNames[:])
	}
	if w.When(l.place == Attached) {
		walk.Num(w, "host", &l.at, 0, len(s.g.items)-1)
	}
}

var stepNames = [...]string{xAttack: "attack", xMove: "move", xSpawn: "spawn", xPlace: "place"}

func (st *xstep) walk(w *walk.Walker, s *State) {
	zones, kinds := s.g.m.Len(), len(s.g.kinds)
	walk.Enum(w, "step", &st.kind, stepNames[:])
	walk.Num(w, "kinds", &st.kinds, 0, walk.BitsUpTo(kinds))
	walk.Num(w, "zone", &st.zone, 0, zones) // a cursor: zones when done
	walk.Num(w, "kind", &st.sub, 0, kinds)  // a cursor: kinds when done
	w.Flag("begun", &st.begun)
	w.Flag("fresh", &st.fresh)
	walk.Num(w, "left", &st.left, 0, 255)
	w.Optional("taunt", &st.taunt, func() {
		zoneRef(w, s, "zone", &st.only)
		zoneRef(w, s, "toward", &st.toward)
	})
	if w.When(s.g.rushes) { // a deck with Rush cards (seed 002)
		walk.Num(w, "rush", &st.rush, 0, 255)
		if w.When(st.rush > 0) {
			zoneRef(w, s, "rushZone", &st.only)
		}
	}
	if w.When(s.g.special.safe && st.kind == xMove) {
		walk.Num(w, "action", &st.action, 0, 255) // safe zones (seed 004, §16)
	}
	arg := 1 // none: 0
	switch {
	case st.kind == xSpawn:
		arg = s.spawnSources() // the Spawn token, or a prison cell or shop
	case st.taunt:
		arg = len(s.g.cards) // the Taunter
	}
	walk.Num(w, "arg", &st.arg, 0, arg-1)
}

func (p *planned) walk(w *walk.Walker, s *State) {
	zoneRef(w, s, "from", &p.from)
	zoneRef(w, s, "to", &p.to)
	walk.Num(w, "kind", &p.kind, 0, len(s.g.kinds)-1)
	walk.Num(w, "count", &p.count, 1, 255)
	doorOrNone(w, "door", &p.door, s.g.m.NumDoors())
}

// doorOrNone walks a door that may be none: -1 in a save.
func doorOrNone(w *walk.Walker, key string, p *zone.DoorID, doors int) {
	walk.Text(w, key, p, func(d zone.DoorID) string {
		if d == zone.NoDoor {
			return "none"
		}
		return "d" + strconv.Itoa(int(d))
	}, func(str string) (zone.DoorID, bool) {
		if str == "none" {
			return zone.NoDoor, true
		}
		n, ok := number(str, "d")
		return zone.DoorID(n), ok && n < doors
	})
}

// walkChoice walks the k-th choice of a Starting card: "none" before it is
// made, else the card's name.
func (s *State) walkChoice(w *walk.Walker, k int, c *uint8) {
	walk.Text(w, "", c, func(c uint8) string {
		if offered := s.g.choices[k]; c > 0 && int(c) <= len(offered) {
			return s.g.items[offered[c-1]].Name
		}
		return "none"
	}, func(name string) (uint8, bool) {
		if name == "none" {
			return 0, true
		}
		j := slices.IndexFunc(s.g.choices[k], func(id int16) bool { return s.g.items[id].Name == name })
		return uint8(j + 1), j >= 0
	})
}

var waitNames = [...]string{noWait: "none", waitWound: "wound", waitSplit: "split", waitFriendly: "friendly fire", waitSoak: "soak",
	waitBrace: "brace", waitBraceFF: "brace friendly fire"}

func (wt *waiting) walk(w *walk.Walker, s *State) {
	walk.Enum(w, "for", &wt.kind, waitNames[:])
	if w.When(wt.kind == waitSoak || wt.kind == waitBrace || wt.kind == waitBraceFF) {
		survivorRef(w, s, "survivor", &wt.soaker, false)
	}
	if w.When(wt.kind == waitSoak) {
		walk.Num(w, "damage", &wt.damage, 1, 255)
	}
}

// walkFight walks the attack being rolled, if any: loading makes one of
// the State's own; covering walks the State's own (the test gives it one).
func (s *State) walkFight(w *walk.Walker) {
	if w.Mode != walk.Loading {
		f := s.f() // read only: the State's own, or the zero fight
		w.Optional("fight", &f.on, func() { f.walk(w, s) })
		return
	}
	f := new(fight)
	w.Optional("fight", &f.on, func() { f.walk(w, s) })
	s.fight = nil
	if f.on {
		s.fight = f
	}
}

func (f *fight) walk(w *walk.Walker, s *State) {
	a := &f.a
	survivorRef(w, s, "survivor", &a.Survivor, false)
	walk.Num(w, "machine", &f.machine, -1, len(s.g.machineKind)-1)
	w.Flag("ranged", &f.ranged)
	walk.Num(w, "weapon", &a.Weapon, Hand1, Hand2)
	w.Flag("dual", &a.Dual)
	zoneRef(w, s, "target", &a.Target)
	w.Flag("concentrated", &a.Concentrated)
	doorOrNone(w, "door", &f.door, s.g.m.NumDoors())
	w.Counted("rolls", &f.n, maxDice, func(i int) { walk.Num(w, "", &f.rolls[i], 1, 6) })
	walk.Num(w, "rerolled", &f.rerolled, 0, maxRerolls)
	w.Flag("asking", &f.asking)
	walk.Num(w, "friendlyFire", &f.ff, 0, 255)
	w.Flag("placing", &f.placing)
	walk.Num(w, "placed", &f.placed, 0, maxDice)
	walk.Num(w, "killed", &f.killed, 0, maxDice)
}

// pcgJSON gives the random generator a JSON form: its binary form, in
// base64.
type pcgJSON rand.PCG

func (p *pcgJSON) MarshalJSON() ([]byte, error) {
	b, err := (*rand.PCG)(p).MarshalBinary()
	if err != nil {
		return nil, err
	}
	return json.Marshal(b)
}

func (p *pcgJSON) UnmarshalJSON(data []byte) error {
	var b []byte
	if err := json.Unmarshal(data, &b); err != nil {
		return err
	}
	return (*rand.PCG)(p).UnmarshalBinary(b)
}
