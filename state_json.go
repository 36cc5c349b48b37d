package invader

import (
	"encoding/json"
	"fmt"

	"github.com/invaderengine/invader/equipment"
	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/mold"
	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/xeno"
	"github.com/invaderengine/invader/zone"
)

// The JSON form of a State holds the mission with it, so a saved game
// loads without anything else.
type jsonState struct {
	Mission   mission.Mission `json:"mission"`
	Config    config          `json:"config"`
	RNG       []byte          `json:"rng"`
	Board     zone.State      `json:"board"`
	Round     int             `json:"round"`
	Phase     Phase           `json:"phase"`
	First     int             `json:"first"`
	Turn      jsonTurn        `json:"turn"`
	Chance    jsonChance      `json:"chance"`
	Survivors []jsonSurvivor  `json:"survivors"`
	Noise     []int           `json:"noise"`
	Xenos     [][]int         `json:"xenos"`
	Items     []jsonItem      `json:"items"`
	Deck      []int           `json:"deck"`
	Queue     []jsonStep      `json:"queue,omitempty"`
	Moves     []jsonMove      `json:"moves,omitempty"`
	Wait      int             `json:"wait,omitempty"`
	Reorg     [2]int          `json:"reorganizing"`
	Fight     *jsonFight      `json:"fight,omitempty"`
	Tough     int             `json:"tough,omitempty"`
	Soak      [2]int          `json:"soak"`
	Machines  []jsonMachine   `json:"machines,omitempty"`
	Opened    []bool          `json:"opened"`
	Goals     int             `json:"goals"`
	Outcome   Outcome         `json:"outcome"`
}

type jsonTurn struct {
	Player  int    `json:"player"`
	Active  int    `json:"active"`
	Actions int    `json:"actions"`
	Free    [8]int `json:"free"`
	Door    bool   `json:"door"`
	Acted   bool   `json:"acted,omitempty"`
	Search  bool   `json:"searched,omitempty"`
	Healed  bool   `json:"healed,omitempty"`
	Matched bool   `json:"matched,omitempty"`
	Draws   int    `json:"draws,omitempty"`
	Slip    bool   `json:"slip,omitempty"`
	Onward  int    `json:"onward,omitempty"`
	Destiny bool   `json:"destinyUsed,omitempty"`
	Skills  int    `json:"skillsUsed,omitempty"`
	Lucky   bool   `json:"luckyUsed,omitempty"`
}

type jsonItem struct {
	Place int `json:"place"`
	Who   int `json:"who,omitempty"`
	Slot  int `json:"slot,omitempty"`
	Host  int `json:"host"`
}

type jsonMachine struct {
	Zone       zone.ID `json:"zone"`
	Token      bool    `json:"token,omitempty"`
	Controller int     `json:"controller"`
}

type jsonFight struct {
	Machine  int    `json:"machine,omitempty"` // plus one; 0 for a Survivor's attack
	Door     int    `json:"door,omitempty"`    // a ForceDoor: the door plus one
	Ranged   bool   `json:"ranged,omitempty"`
	Attack   Attack `json:"attack"`
	Rolls    []int  `json:"rolls"`
	Rerolled int    `json:"rerolled,omitempty"`
	Asking   bool   `json:"asking,omitempty"`
	FF       int    `json:"friendlyFire,omitempty"`
}

type jsonStep struct {
	Kind  int         `json:"kind"`
	Kinds int         `json:"kinds"`
	Zone  zone.ID     `json:"zone"`
	Sub   int         `json:"sub"`
	Begun bool        `json:"begun,omitempty"`
	Fresh bool        `json:"fresh,omitempty"`
	Taunt *[2]zone.ID `json:"taunt,omitempty"` // the taunted zone and the Taunter's
	Left  int         `json:"left,omitempty"`
	Arg   int         `json:"arg,omitempty"`
}

type jsonMove struct {
	From  zone.ID     `json:"from"`
	To    zone.ID     `json:"to"`
	Kind  int         `json:"kind"`
	Count int         `json:"count"`
	Door  zone.DoorID `json:"door"`
}

type jsonChance struct {
	Kind int `json:"kind"`
	Who  int `json:"who"`
}

type jsonSurvivor struct {
	Zone      zone.ID          `json:"zone"`
	XP        int              `json:"xp"`
	Armor     int              `json:"armor"`
	Orange    int              `json:"orange"`
	Red       int              `json:"red"`
	Activated bool             `json:"activated"`
	Dead      bool             `json:"dead"`
	Escaped   bool             `json:"escaped,omitempty"`
	Bonus     int              `json:"bonus,omitempty"`
	Ultra     bool             `json:"ultra,omitempty"`
	Owed      [2]int           `json:"owed,omitzero"`
	Extra     []survivor.Skill `json:"extra,omitempty"`
}

// MarshalJSON implements [json.Marshaler].
func (s State) MarshalJSON() ([]byte, error) {
	if s.g == nil {
		return nil, fmt.Errorf("invader: cannot marshal the zero State")
	}
	rng, _ := s.rng.MarshalBinary()
	js := jsonState{
		Mission: s.g.mission, Config: s.g.cfg, RNG: rng, Board: s.board, Round: s.round, Phase: s.phase,
		First: s.first, Chance: jsonChance{int(s.chance.kind), s.chance.who}, Goals: s.goals, Outcome: s.outcome,
		Turn: jsonTurn{Player: s.turn.player, Active: s.turn.active, Actions: s.turn.actions, Door: s.turn.door, Acted: s.turn.acted, Search: s.turn.searched, Healed: s.turn.healed,
			Matched: s.turn.matched, Draws: int(s.turn.draws), Slip: s.turn.slip, Onward: int(s.turn.onward),
			Destiny: s.turn.destinyUsed, Skills: int(s.turn.skillUsed), Lucky: s.turn.lucky},
	}
	for i, n := range s.turn.free {
		js.Turn.Free[i] = int(n)
	}
	for _, sv := range s.survivors {
		var extra []survivor.Skill
		for _, code := range sv.extra[:sv.nExtra] {
			extra = append(extra, skillOf(&s.g.cards[len(js.Survivors)], code))
		}
		js.Survivors = append(js.Survivors, jsonSurvivor{sv.zone, sv.xp, sv.armor, int(sv.orange), int(sv.red),
			sv.activated, sv.dead, sv.escaped, int(sv.bonus), sv.ultra, [2]int{int(sv.owed[0]), int(sv.owed[1])}, extra})
	}
	for _, n := range s.noise {
		js.Noise = append(js.Noise, int(n))
	}
	for _, c := range s.xenos {
		js.Xenos = append(js.Xenos, countsToInts(c, len(s.g.kinds)))
	}
	for _, l := range s.items {
		js.Items = append(js.Items, jsonItem{int(l.place), int(l.who), int(l.slot), int(l.host)})
	}
	for _, n := range s.deck {
		js.Deck = append(js.Deck, int(n))
	}
	for _, q := range s.queue {
		jq := jsonStep{Kind: int(q.kind), Kinds: int(q.kinds), Zone: q.zone, Sub: int(q.sub), Begun: q.begun, Fresh: q.fresh,
			Left: int(q.left), Arg: int(q.arg)}
		if q.taunt {
			jq.Taunt = &[2]zone.ID{q.only, q.toward}
		}
		js.Queue = append(js.Queue, jq)
	}
	for _, p := range s.moves {
		js.Moves = append(js.Moves, jsonMove{p.from, p.to, int(p.kind), int(p.count), p.door})
	}
	js.Wait = int(s.wait)
	a, b, _ := s.reorganizing()
	js.Reorg = [2]int{a, b}
	for _, m := range s.machines {
		js.Machines = append(js.Machines, jsonMachine{m.zone, m.token, int(m.controller)})
	}
	js.Opened = s.opened
	js.Tough = int(s.tough)
	who, dmg, _ := s.soaking()
	js.Soak = [2]int{who, dmg}
	if f := s.fight; f.on {
		js.Fight = &jsonFight{Machine: int(f.mach), Door: int(f.door), Ranged: f.ranged, Attack: f.a, Rolls: toInts(f.rolls[:f.n]), Rerolled: int(f.rerolled), Asking: f.asking, FF: int(f.ff)}
	}
	return json.Marshal(js)
}

func countsToInts(c xeno.Counts, n int) []int {
	out := make([]int, n)
	for k := range out {
		out[k] = int(c[k])
	}
	return out
}

// UnmarshalJSON implements [json.Unmarshaler]. It checks the mission and
// that every part of the state fits it, and says what does not.
func (s *State) UnmarshalJSON(data []byte) error {
	var js jsonState
	if err := json.Unmarshal(data, &js); err != nil {
		return fmt.Errorf("invader: state: %w", err)
	}
	if !js.Config.rulesKnown() {
		return fmt.Errorf("invader: state: unknown rule option %+v", js.Config)
	}
	if err := js.Mission.Validate(); err != nil {
		return fmt.Errorf("invader: state: %w", err)
	}
	t, err := js.state()
	if err != nil {
		return fmt.Errorf("invader: state: %w", err)
	}
	*s = t
	return nil
}

func (js *jsonState) state() (State, error) {
	g := newGame(js.Mission, js.Config)
	if js.Config.Players != 0 && js.Config.Players != g.players {
		return State{}, fmt.Errorf("config players %d, mission %d", js.Config.Players, g.players)
	}
	s := State{g: g, board: js.Board, round: js.Round, phase: js.Phase, first: js.First, goals: js.Goals, outcome: js.Outcome,
		chance: chanceNode{chanceKind(js.Chance.Kind), js.Chance.Who}}
	if err := s.rng.UnmarshalBinary(js.RNG); err != nil {
		return State{}, fmt.Errorf("rng: %w", err)
	}
	if err := js.checkScalars(g); err != nil {
		return State{}, err
	}
	var err error
	if s.turn, err = js.Turn.turn(g, len(js.Survivors)); err != nil {
		return State{}, err
	}
	if s.survivors, err = js.survivors(g); err != nil {
		return State{}, err
	}
	if s.noise, s.xenos, err = js.tokens(g); err != nil {
		return State{}, err
	}
	if s.items, err = js.itemLocs(g, len(s.survivors)); err != nil {
		return State{}, err
	}
	if s.deck, s.queue, s.moves, s.wait, err = js.xenoPhase(g); err != nil {
		return State{}, err
	}
	if s.reorg, err = js.reorganizing(len(s.survivors)); err != nil {
		return State{}, err
	}
	if s.machines, err = js.machineStates(g, len(s.survivors)); err != nil {
		return State{}, err
	}
	if len(js.Opened) != g.m.Doors() {
		return State{}, fmt.Errorf("opened: %d for %d doors", len(js.Opened), g.m.Doors())
	}
	s.opened = js.Opened
	if s.fight, err = js.fighting(&s); err != nil {
		return State{}, err
	}
	if js.Tough < 0 || js.Tough >= 1<<len(s.survivors) {
		return State{}, fmt.Errorf("tough %d: out of range", js.Tough)
	}
	s.tough = uint16(js.Tough)
	switch who, dmg := js.Soak[0], js.Soak[1]; {
	case (who == -1 && dmg == 0) != (s.wait != waitSoak):
		return State{}, fmt.Errorf("soak %v does not match the wait %d", js.Soak, s.wait)
	case who >= len(s.survivors) || who < -1 || dmg < 0 || dmg > 255:
		return State{}, fmt.Errorf("soak %v: out of range", js.Soak)
	default:
		s.soak = [2]uint8{uint8(who + 1), uint8(dmg)}
	}
	if err := s.consistent(); err != nil {
		return State{}, err
	}
	return s, nil
}

// xenoPhase decodes the deck and the Xenos' Phase in progress.
func (js *jsonState) xenoPhase(g *game) ([]uint8, []xstep, []planned, xenoWait, error) {
	fail := func(what string, v any) ([]uint8, []xstep, []planned, xenoWait, error) {
		return nil, nil, nil, 0, fmt.Errorf("%s %+v: out of range", what, v)
	}
	if len(js.Deck) != len(g.deck) {
		return fail("deck", js.Deck)
	}
	deck := make([]uint8, len(g.deck))
	for e, c := range js.Deck {
		if c < 0 || c > int(g.deckSize[e]) {
			return fail("deck", js.Deck)
		}
		deck[e] = uint8(c)
	}
	var queue []xstep
	for _, q := range js.Queue {
		if q.Kind < int(xAttack) || q.Kind > int(xPlace) || q.Kinds < 0 || q.Kinds > 255 || int(q.Zone) >= g.m.Len() ||
			q.Sub < 0 || q.Sub > len(g.kinds) || q.Left < 0 || q.Left > 255 || q.Arg < 0 || q.Arg >= max(1, len(g.spawns)+len(g.extraSpawns), len(g.cards)) {
			return fail("queue step", q)
		}
		st := xstep{kind: xstepKind(q.Kind), kinds: uint8(q.Kinds), zone: q.Zone, sub: uint8(q.Sub),
			begun: q.Begun, fresh: q.Fresh, left: uint8(q.Left), arg: int16(q.Arg)}
		if q.Taunt != nil {
			if int(q.Taunt[0]) >= g.m.Len() || int(q.Taunt[1]) >= g.m.Len() {
				return fail("queue step", q)
			}
			st.taunt, st.only, st.toward = true, q.Taunt[0], q.Taunt[1]
		}
		queue = append(queue, st)
	}
	var moves []planned
	for _, p := range js.Moves {
		if int(p.From) >= g.m.Len() || int(p.To) >= g.m.Len() || p.Kind < 0 || p.Kind >= len(g.kinds) ||
			p.Count < 1 || p.Count > 255 || (p.Door != zone.NoDoor && int(p.Door) >= g.m.Doors()) {
			return fail("move", p)
		}
		moves = append(moves, planned{p.From, p.To, xeno.Kind(p.Kind), uint8(p.Count), p.Door})
	}
	xenoWaiting := js.Wait == int(waitWound) || js.Wait == int(waitSplit) || js.Wait == int(waitSoak)
	if js.Wait < 0 || js.Wait > int(waitSoak) || xenoWaiting && len(queue) == 0 || js.Wait == int(waitFriendly) && js.Fight == nil {
		return fail("wait", js.Wait)
	}
	return deck, queue, moves, xenoWait(js.Wait), nil
}

func (js *jsonState) checkScalars(g *game) error {
	switch {
	case !g.m.Fits(js.Board):
		return fmt.Errorf("board does not fit the map")
	case mold.Count(g.m, js.Board) > mold.Tokens:
		return fmt.Errorf("%d Mold tokens on the board: the box has %d", mold.Count(g.m, js.Board), mold.Tokens)
	case js.Round < 0 || js.First < 0 || js.First >= g.players:
		return fmt.Errorf("round %d, first player %d: out of range", js.Round, js.First)
	case js.Phase < PlayersPhase || js.Phase > Setup:
		return fmt.Errorf("no phase")
	case js.Goals < 0 || js.Goals > len(g.mission.Goals):
		return fmt.Errorf("goals done %d: out of range", js.Goals)
	case js.Chance.Kind < 0 || js.Chance.Kind > int(drawPrototype) || js.Chance.Who < 0 || js.Chance.Who >= max(len(g.cards), len(g.spawns)+len(g.extraSpawns)):
		return fmt.Errorf("chance %+v: out of range", js.Chance)
	case js.Outcome.Result > Lost || js.Outcome.Loss > MoldChain:
		return fmt.Errorf("outcome %+v: out of range", js.Outcome)
	}
	return nil
}

func (jt jsonTurn) turn(g *game, n int) (turn, error) {
	t := turn{player: jt.Player, active: jt.Active, actions: jt.Actions, door: jt.Door, acted: jt.Acted, searched: jt.Search, healed: jt.Healed,
		matched: jt.Matched, draws: uint8(jt.Draws), slip: jt.Slip, onward: uint8(jt.Onward),
		destinyUsed: jt.Destiny, skillUsed: uint8(jt.Skills), lucky: jt.Lucky}
	if jt.Player < 0 || jt.Player >= g.players || jt.Active < -1 || jt.Active >= n || jt.Actions < 0 || jt.Actions > 255 ||
		jt.Draws < 0 || jt.Draws > 8 || jt.Onward < 0 || jt.Onward > 8 || jt.Skills < 0 || jt.Skills > 255 {
		return t, fmt.Errorf("turn %+v: out of range", jt)
	}
	for i, f := range jt.Free {
		if f < 0 || f > 255 {
			return t, fmt.Errorf("turn: free actions %d: out of range", f)
		}
		t.free[i] = uint8(f)
	}
	return t, nil
}

func (js *jsonState) survivors(g *game) ([]survivorState, error) {
	if len(js.Survivors) != len(g.cards) {
		return nil, fmt.Errorf("%d survivors for %d cards", len(js.Survivors), len(g.cards))
	}
	out := make([]survivorState, len(js.Survivors))
	escaped := 0
	for i, j := range js.Survivors {
		bad := int(j.Zone) >= g.m.Len() || j.XP < 0 || j.Armor < 0 || j.Armor > g.cards[i].Class.Armor() ||
			j.Orange < -1 || j.Orange > 1 || j.Red < -1 || j.Red > 2 || j.Bonus < 0 || j.Bonus > 8 ||
			len(j.Extra) > maxExtra || j.Owed[0] < 0 || j.Owed[0] > 8 || j.Owed[1] < 0 || j.Owed[1] > 8
		if bad {
			return nil, fmt.Errorf("survivors[%d] %+v: out of range", i, j)
		}
		if j.Dead && js.Outcome.Result == InProgress {
			return nil, fmt.Errorf("survivors[%d] is dead but the game goes on: one death loses it (p.10)", i)
		}
		if j.Escaped && (j.Dead || !g.mission.Escapes() || !g.m.Zone(j.Zone).Has(zone.Exit)) {
			return nil, fmt.Errorf("survivors[%d] escaped, but the mission has no escape, the survivor is dead or its zone is no Exit", i)
		}
		out[i] = survivorState{zone: j.Zone, xp: j.XP, armor: j.Armor, orange: int8(j.Orange), red: int8(j.Red),
			activated: j.Activated, dead: j.Dead, escaped: j.Escaped, bonus: uint8(j.Bonus), ultra: j.Ultra,
			owed: [2]uint8{uint8(j.Owed[0]), uint8(j.Owed[1])}, nExtra: uint8(len(j.Extra))}
		escaped += int(boolByte(j.Escaped))
		for k, sk := range j.Extra {
			code, ok := skillCode(&g.cards[i], sk)
			if !ok {
				return nil, fmt.Errorf("survivors[%d]: Ultrared Skill %v is neither on its card nor without parameter", i, sk)
			}
			out[i].extra[k] = code
		}
	}
	if escaped == len(out) && js.Outcome.Result == InProgress {
		// Escaping the last Survivor wins the game: no Survivor would be
		// left to take a Turn, and the rounds would run on for ever.
		return nil, fmt.Errorf("every survivor escaped but the game goes on")
	}
	return out, nil
}

func (js *jsonState) tokens(g *game) ([]uint8, []xeno.Counts, error) {
	n := g.m.Len()
	if len(js.Noise) != n || len(js.Xenos) != n {
		return nil, nil, fmt.Errorf("noise or xenos: wrong length")
	}
	noise, xenos := make([]uint8, n), make([]xeno.Counts, n)
	total := 0
	for z, c := range js.Noise {
		if c < 0 || c > NoiseTokens {
			return nil, nil, fmt.Errorf("noise[%d] = %d: out of range", z, c)
		}
		noise[z] = uint8(c)
		total += c
	}
	if total > NoiseTokens {
		return nil, nil, fmt.Errorf("%d noise tokens: the box has %d", total, NoiseTokens)
	}
	onBoard := make([]int, len(g.kinds))
	for z, row := range js.Xenos {
		if len(row) != len(g.kinds) {
			return nil, nil, fmt.Errorf("xenos[%d]: want %d kinds", z, len(g.kinds))
		}
		for k, c := range row {
			if onBoard[k] += c; c < 0 || onBoard[k] > g.kinds[k].Supply {
				return nil, nil, fmt.Errorf("xenos[%d][%d] = %d: more %s than the box holds", z, k, c, g.kinds[k].Name)
			}
			xenos[z][k] = uint8(c)
		}
	}
	return noise, xenos, nil
}

// itemLocs decodes where every Equipment card is, and checks that no two
// share a slot and that attachments sit on cards that take them.
func (js *jsonState) itemLocs(g *game, survivors int) ([]itemLoc, error) {
	if len(js.Items) != len(g.items) {
		return nil, fmt.Errorf("items: %d for %d cards", len(js.Items), len(g.items))
	}
	locs := make([]itemLoc, len(js.Items))
	taken := map[[2]int]bool{}
	for id, j := range js.Items {
		l := itemLoc{place: Place(j.Place), who: int8(j.Who), slot: int8(j.Slot), host: int16(j.Host)}
		ok := j.Place >= int(InDeck) && j.Place <= int(Drawn) && j.Host >= -1 && j.Host < len(g.items)
		switch l.place {
		case Drawn:
			ok = ok && j.Who >= 0 && j.Who < survivors && (g.itemGroup[id] == equipment.Deck || g.itemGroup[id] == equipment.Oxygen ||
				g.itemGroup[id] == equipment.Prototype)
		case Carried:
			ok = ok && j.Who >= 0 && j.Who < survivors && slotFits(g.items[id], j.Slot) && !taken[[2]int{j.Who, j.Slot}]
			taken[[2]int{j.Who, j.Slot}] = true
		case Attached:
			ok = ok && j.Host >= 0 && j.Host != id && g.items[id].Is != 0 && g.items[j.Host].Takes == g.items[id].Is
		case InDeck, InDiscard:
			ok = ok && g.itemGroup[id] == equipment.Deck
		}
		if !ok {
			return nil, fmt.Errorf("items[%d] %+v: not a place this card can be", id, j)
		}
		locs[id] = l
	}
	return locs, nil
}

// consistent checks that a decoded State is one the game can reach: the
// phase, the turn and the pending decisions agree, and a game in progress
// has a legal action.
func (s *State) consistent() error {
	if s.over() {
		return nil
	}
	waiting := s.chance.kind != noChance || s.skillPending() >= 0 || s.wait != noWait || s.fight.on
	switch t := s.turn; {
	case s.phase == Setup && s.chance.kind != dealCard:
		return fmt.Errorf("setup without a card being dealt")
	case s.phase == EndPhase:
		return fmt.Errorf("a game never rests in the End Phase")
	case s.phase == XenosPhase && len(s.queue) == 0 && !waiting:
		return fmt.Errorf("a Xenos' Phase with nothing left to do")
	case s.phase == PlayersPhase && t.active >= 0 &&
		(t.active%s.g.players != t.player && !s.has(t.active, survivor.Tactician) ||
			!s.survivors[t.active].activated || s.survivors[t.active].off()):
		return fmt.Errorf("turn: survivor %d cannot be taking its Turn for player %d", t.active, t.player)
	case s.phase == PlayersPhase && t.active < 0 && !waiting && len(s.ready(t.player)) == 0:
		return fmt.Errorf("turn: player %d has no Survivor left to activate", t.player)
	}
	if len(s.Legal()) == 0 {
		return fmt.Errorf("a game in progress with no legal action")
	}
	return nil
}

func (js *jsonState) reorganizing(n int) ([2]int8, error) {
	a, b := js.Reorg[0], js.Reorg[1]
	switch {
	case a == -1 && b == -1:
		return noReorg, nil
	case a < 0 || a >= n || b < 0 || b >= n || a != js.Turn.Active:
		return noReorg, fmt.Errorf("reorganizing %v: not the active Survivor and one in range", js.Reorg)
	}
	return [2]int8{int8(a + 1), int8(b + 1)}, nil
}

// fighting decodes an attack being rolled: its attacker takes its Turn,
// its weapons are there, and its dice fit.
func (js *jsonState) fighting(s *State) (fight, error) {
	jf := js.Fight
	if jf == nil {
		return fight{}, nil
	}
	a := jf.Attack
	bad := a.Survivor != s.turn.active || a.Survivor < 0 || jf.Machine == 0 && a.Weapon != Hand1 && a.Weapon != Hand2 ||
		int(a.Target) >= s.g.m.Len() || int(a.Prefer) >= len(s.g.kinds) || len(jf.Rolls) > maxDice || jf.FF < 0 || jf.FF > 255
	switch m := jf.Machine - 1; {
	case jf.Machine < 0 || m >= len(s.machines):
		bad = true
	case m >= 0:
		bad = bad || !s.machineWeapon(MachineAttack{Machine: m, Ranged: jf.Ranged}).Has()
	case !bad:
		for _, id := range s.weapons(a) {
			bad = bad || id < 0 || !s.g.items[id].IsWeapon()
		}
	}
	f := fight{on: true, a: a, n: uint8(len(jf.Rolls)), rerolled: uint8(jf.Rerolled), asking: jf.Asking, ff: uint8(jf.FF),
		mach: uint8(max(0, jf.Machine)), ranged: jf.Ranged, door: uint16(max(0, jf.Door))}
	if jf.Door < 0 || jf.Door > s.g.m.Doors() {
		bad = true
	}
	for i, r := range jf.Rolls[:min(len(jf.Rolls), maxDice)] {
		bad = bad || r < 1 || r > 6
		f.rolls[i] = uint8(r)
	}
	if !bad && f.door > 0 {
		bad = !s.canForce(f)
	}
	if bad {
		return fight{}, fmt.Errorf("fight %+v: not an attack the active Survivor can be making", jf)
	}
	return f, nil
}

func (js *jsonState) machineStates(g *game, survivors int) ([]machineState, error) {
	if len(js.Machines) != len(g.machineKind) {
		return nil, fmt.Errorf("machines: %d for %d on the map", len(js.Machines), len(g.machineKind))
	}
	var out []machineState
	for i, m := range js.Machines {
		if int(m.Zone) >= g.m.Len() || m.Controller < -1 || m.Controller >= survivors {
			return nil, fmt.Errorf("machines[%d] %+v: out of range", i, m)
		}
		out = append(out, machineState{m.Zone, m.Token, int8(m.Controller)})
	}
	return out, nil
}
