package invader

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"

	"github.com/invaderengine/invader/equipment"
	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/xeno"
	"github.com/invaderengine/invader/zone"
)

// SaveVersion is the version of the State's JSON form. A save of another
// version does not load: its fields or their meaning differ.
const SaveVersion = 2

// MarshalJSON implements [json.Marshaler]. The JSON form of a State holds
// its version, its mission and its options, so that a saved game loads
// alone, then every field of the game in progress (the board, the turn,
// the Survivors, tokens, Xenos, cards, decisions under way, the outcome
// and the random generator), with lowerCamelCase keys and enums by name.
func (s State) MarshalJSON() ([]byte, error) {
	if s.g == nil {
		return nil, fmt.Errorf("invader: cannot marshal the zero State")
	}
	m, err := json.Marshal(s.g.mission)
	if err != nil {
		return nil, fmt.Errorf("invader: state: %w", err)
	}
	opts, err := json.Marshal(s.g.cfg)
	if err != nil {
		return nil, fmt.Errorf("invader: state: %w", err)
	}
	w := walker{mode: saving}
	w.buf = fmt.Appendf(nil, `{"version":%d,"mission":%s,"options":%s`, SaveVersion, m, opts)
	s.walk(&w)
	return append(w.buf, '}'), nil
}

// UnmarshalJSON implements [json.Unmarshaler]. It checks the version, the
// mission and the options, that every field of the game fits them, and
// that the whole is a State the game can reach, and says what does not.
func (s *State) UnmarshalJSON(data []byte) error {
	if err := tooLong("state", len(data), MaxSaveBytes); err != nil {
		return err
	}
	t, err := loadState(data)
	if err != nil {
		return fmt.Errorf("invader: state: %w", err)
	}
	*s = t
	return nil
}

// maxFieldBytes bounds each field of a save but its mission: the largest,
// the Equipment cards' places or the Xenos of a map at zone's limits, is
// far smaller.
const maxFieldBytes = 1 << 20

func loadState(data []byte) (State, error) {
	var top map[string]json.RawMessage
	if err := json.Unmarshal(data, &top); err != nil {
		return State{}, err
	}
	if v := string(top["version"]); v != strconv.Itoa(SaveVersion) {
		if v == "" {
			return State{}, fmt.Errorf("no version: not a save, or a save of an older engine (this one reads version %d)", SaveVersion)
		}
		return State{}, fmt.Errorf("version %s: this engine reads version %d", v, SaveVersion)
	}
	g, err := loadGame(top["mission"], top["options"])
	if err != nil {
		return State{}, err
	}
	tree := map[string]any{}
	for k, raw := range top {
		if k == "version" || k == "mission" || k == "options" {
			continue
		}
		if len(raw) > maxFieldBytes { // before it is decoded into a tree
			return State{}, fmt.Errorf("%s: %d bytes: a field of a save is at most %d", short(k), len(raw), maxFieldBytes)
		}
		dec := json.NewDecoder(bytes.NewReader(raw))
		dec.UseNumber()
		var v any
		if err := dec.Decode(&v); err != nil {
			return State{}, fmt.Errorf("%s: %w", k, err)
		}
		tree[k] = v
	}
	s := State{g: g}
	w := walker{mode: loading}
	w.members("", tree, func() { s.walk(&w) })
	if w.err != nil {
		return State{}, w.err
	}
	return s, s.consistent()
}

// loadGame reads a save's mission and options.
func loadGame(mdata, odata json.RawMessage) (*game, error) {
	var m mission.Mission
	var cfg Rules
	if err := strict(mdata, &m); err != nil {
		return nil, fmt.Errorf("mission: %w", err)
	}
	if err := strict(odata, &cfg); err != nil {
		return nil, fmt.Errorf("options: %w", err)
	}
	if err := cfg.check(); err != nil {
		return nil, fmt.Errorf("options: %w", err)
	}
	if err := m.Validate(); err != nil {
		return nil, err
	}
	g := newGame(m, cfg)
	if cfg.Players != 0 && cfg.Players != g.players {
		return nil, fmt.Errorf("options: %d players, the mission %d", cfg.Players, g.players)
	}
	return g, nil
}

// strict decodes JSON refusing unknown fields.
func strict(data []byte, v any) error {
	if len(data) == 0 {
		return fmt.Errorf("missing")
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	return dec.Decode(v)
}

// fingerprint returns the game's mission and options as JSON, worked out
// once: two games with equal fingerprints are the same game (two loads of
// one save, say).
func (g *game) fingerprint() []byte {
	g.print.Do(func() {
		m, _ := json.Marshal(g.mission)
		o, _ := json.Marshal(g.cfg)
		g.printed = append(append(m, '\n'), o...)
	})
	return g.printed
}

// consistent checks what State.walk cannot, field by field: that the
// fields of a loaded State agree with each other, and that it is a State
// the game can reach (a game in progress has a legal action).
func (s *State) consistent() error {
	for _, check := range [...]func() error{s.checkOutcome, s.checkSurvivors, s.checkSkills, s.checkTokens, s.checkItems,
		s.checkWaits, s.checkMoves, s.checkFight, s.checkTurn} {
		if err := check(); err != nil {
			return err
		}
	}
	return nil
}

func (s *State) checkOutcome() error {
	o := s.outcome
	switch {
	case o.Result == Won && (o.Loss != NoLoss || s.goals != len(s.g.mission.Goals)):
		return fmt.Errorf("outcome: won with %d of %d goals done, or with a loss", s.goals, len(s.g.mission.Goals))
	case (o.Result == Lost) != (o.Loss != NoLoss):
		return fmt.Errorf("outcome: %v with loss %q: a lost game says why, no other does", o.Result, o.Loss)
	case o.Result == InProgress && s.goals < len(s.g.mission.Goals) && s.goalDone(s.g.mission.Goals[s.goals]):
		// The Goals are checked after every action (settle).
		return fmt.Errorf("goals: goal %d (%v) is done but not counted", s.goals+1, s.g.mission.Goals[s.goals])
	}
	for k, g := range s.g.mission.Goals[:s.goals] {
		for i, obj := range s.g.objectives {
			if g.NeedsObjective(obj.Color) && s.board.HasObjective(i) {
				return fmt.Errorf("goals: goal %d (%v) is done, yet Objective o%d it needs is still on the board", k+1, g, i)
			}
		}
	}
	return nil
}

func (s *State) checkSurvivors() error {
	escaped := 0
	for i := range s.survivors {
		sv := &s.survivors[i]
		switch {
		case sv.dead && !s.over():
			return fmt.Errorf("survivors[%d] is dead but the game goes on: one death loses it (p.10)", i)
		case sv.escaped && (sv.dead || !s.g.mission.Escapes() || !s.g.m.Zone(sv.zone).Has(zone.Exit)):
			return fmt.Errorf("survivors[%d] escaped, but the mission has no escape, the survivor is dead or its zone is no Exit", i)
		}
		escaped += int(boolByte(sv.escaped))
	}
	if escaped == len(s.survivors) && !s.over() {
		// Escaping the last Survivor wins the game: no Survivor would be
		// left to take a Turn, and the rounds would run on for ever.
		return fmt.Errorf("every survivor escaped but the game goes on")
	}
	return nil
}

// checkSkills checks the Skills of Ultrared mode (p.36): only in a game
// with the option, and each gained once.
func (s *State) checkSkills() error {
	for i := range s.survivors {
		sv := &s.survivors[i]
		if !s.g.cfg.Ultrared && (sv.ultra || sv.owed != [2]uint8{} || len(s.extraOf(i)) > 0) {
			return fmt.Errorf("survivors[%d]: Ultrared Skills or XP in a game without Ultrared mode", i)
		}
		switch l := s.level(i); {
		case sv.orange >= 0 && l < survivor.Orange, sv.red >= 0 && l < survivor.Red:
			return fmt.Errorf("survivors[%d]: a Skill chosen at %d XP, below its Danger Level (p.17)", i, sv.xp)
		case sv.red >= 0 && sv.orange < 0:
			return fmt.Errorf("survivors[%d]: a Red Skill chosen before the Orange one (p.17)", i)
		}
		all, n := s.skillSet(i)
		for k := n - len(s.extraOf(i)); k < n; k++ {
			if slices.Contains(all[:k], all[k]) {
				return fmt.Errorf("survivors[%d]: Ultrared Skill %v gained twice", i, all[k])
			}
		}
	}
	return nil
}

// checkTokens checks what the box holds: Noise tokens and Xenos of each
// kind on the whole board.
func (s *State) checkTokens() error {
	total := 0
	for _, n := range s.noise {
		total += int(n)
	}
	if total > s.noiseCap() {
		return fmt.Errorf("%d noise tokens: the box has %d", total, s.noiseCap())
	}
	for k, p := range s.g.kinds {
		if n := s.onBoard(xeno.Kind(k)); n > p.Supply {
			return fmt.Errorf("%d %s on the board: the box has %d", n, p.Name, p.Supply)
		}
	}
	return nil
}

// checkItems checks that every card is somewhere it can be: no two in a
// slot, cards in slots that take them, attachments on cards that take
// them, and only deck cards in the deck and discard pile.
func (s *State) checkItems() error {
	g := s.g
	taken := map[[2]int8]bool{}
	for id, l := range s.items {
		ok := true
		switch grp := g.itemGroup[id]; l.place {
		case Drawn:
			ok = grp == equipment.Deck || grp == equipment.Oxygen || handedOut(grp)
		case Carried:
			ok = g.slotFits(g.items[id], int(l.at)) && !taken[[2]int8{l.who, int8(l.at)}]
			taken[[2]int8{l.who, int8(l.at)}] = true
		case Attached:
			ok = int(l.at) != id && g.items[id].Is != 0 && g.items[l.at].Takes == g.items[id].Is &&
				s.items[l.at].place == Carried
		case InDeck, InDiscard:
			ok = grp == equipment.Deck
		}
		if !ok {
			return fmt.Errorf("items[%d] (%s): %v is not a place this card can be", id, g.items[id].Name, l.place)
		}
	}
	return nil
}

// checkWaits checks the decisions under way: a Xenos' Phase decision
// needs its step, a Friendly Fire its fight, a Reorganize its Survivor's
// Turn.
func (s *State) checkWaits() error {
	switch k := s.wait.kind; {
	case (k == waitWound || k == waitSplit || k == waitSoak) && len(s.queue) == 0:
		return fmt.Errorf("waiting for %s with no Xenos' step under way", waitNames[k])
	case k == waitFriendly && !s.f().on:
		return fmt.Errorf("waiting for friendly fire with no fight")
	case s.reorg.on && int(s.reorg.survivor) != s.turn.active:
		return fmt.Errorf("reorganizing: survivor %d is not the one taking its Turn", s.reorg.survivor)
	}
	return nil
}

// checkMoves checks the moves planned in a Xenos' move step: each is a
// step the Xenos can take now (p.26), and no zone sends more Xenos of a
// kind than it holds.
func (s *State) checkMoves() error {
	if len(s.moves) > 0 && (len(s.queue) == 0 || s.queue[0].kind != xMove) {
		return fmt.Errorf("moves planned outside a Xenos' move step")
	}
	var sent []xeno.Counts
	for i, p := range s.moves {
		st, ok := s.g.m.CanStep(s.board, p.from, p.to, s.g.rules.xenoMover)
		if !ok || st.Door != p.door {
			return fmt.Errorf("moves[%d]: no step from zone %d to %d for Xenos (p.26)", i, p.from, p.to)
		}
		if sent == nil {
			sent = make([]xeno.Counts, len(s.xenos))
		}
		if p.door != zone.NoDoor { // breaking a door moves no Xeno: all of the zone's may break each door (p.26)
			if p.count > s.xenos[p.from][p.kind] {
				return fmt.Errorf("moves[%d]: more %s break a door than zone %d holds", i, s.g.kinds[p.kind].Name, p.from)
			}
			continue
		}
		if sent[p.from][p.kind] += p.count; sent[p.from][p.kind] > s.xenos[p.from][p.kind] || sent[p.from][p.kind] < p.count {
			return fmt.Errorf("moves[%d]: more %s leave zone %d than it holds", i, s.g.kinds[p.kind].Name, p.from)
		}
	}
	return nil
}

// checkFight checks an attack being rolled: its attacker takes its Turn
// and has the weapons, or controls the Machine, it attacks with; a door
// fight could have started.
func (s *State) checkFight() error {
	f := s.f()
	if !f.on {
		return nil
	}
	ok := f.a.Survivor == s.turn.active
	switch {
	case f.machine >= 0:
		ok = ok && s.machineWeapon(MachineAttack{Machine: int(f.machine), Ranged: f.ranged}).Has()
	default:
		for _, id := range s.weapons(f.a) {
			ok = ok && id >= 0 && s.g.items[id].IsWeapon()
		}
	}
	if ok && f.door != zone.NoDoor {
		ok = s.canForce(*f)
	}
	if !ok {
		return fmt.Errorf("fight: not an attack the active Survivor can be making")
	}
	return nil
}

// checkTurn checks that the phase, the turn and the pending decisions
// agree, and that a game in progress has a legal action.
func (s *State) checkTurn() error {
	if s.over() {
		return nil
	}
	waiting := s.chance.kind != noChance || s.skillPending() >= 0 || s.wait.kind != noWait || s.f().on
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
		return fmt.Errorf("turn: %s cannot be taking a Turn for player %d: a Survivor takes its player's Turn (Tactician any player's), is marked activated and is on the board", s.g.cards[t.active].Name, t.player)
	case s.phase == PlayersPhase && t.active < 0 && !waiting && len(s.ready(t.player)) == 0:
		return fmt.Errorf("turn: player %d has no Survivor left to activate", t.player)
	}
	if err := s.checkFreshTurn(); err != nil {
		return err
	}
	if len(s.Legal()) == 0 {
		return fmt.Errorf("a game in progress with no legal action")
	}
	return nil
}

// checkFreshTurn checks a Turn before its Survivor's first action: it has
// exactly what activation grants (flow.go, activate): 3 Actions, one more
// for each "+1 Action" Skill and what Born leaders gave it (p.17, p.53:
// once per Turn each, so at most two between two of its Turns: one after
// its Turn in a round, one before it in the next), the free Actions its
// Skills name, and nothing used yet.
func (s *State) checkFreshTurn() error {
	t := s.turn
	if s.phase != PlayersPhase || t.active < 0 || t.acted {
		return nil
	}
	var free [8]uint8
	actions, leaders := 3, 0
	for sk := range s.skillsOf(t.active) {
		switch sk.Kind {
		case survivor.PlusOneAction:
			actions++
		case survivor.FreeAction:
			free[sk.Action]++
		}
	}
	for i := range s.survivors {
		if i != t.active && s.has(i, survivor.BornLeader) {
			leaders++
		}
	}
	name := s.g.cards[t.active].Name
	switch {
	case t.actions < actions || t.actions > actions+2*leaders:
		return fmt.Errorf("turn: %s has %d Actions before its first action; its Skills grant %d (p.17)", name, t.actions, actions)
	case t.free != free:
		return fmt.Errorf("turn: %s has free Actions %v before its first action; its Skills grant %v", name, t.free, free)
	case t.door || t.searched || t.searching || t.healed || t.matched || t.draws != 0 || t.slip ||
		t.onward != 0 || t.destinyUsed || t.lucky || t.skillUsed != 0 || t.came != 0:
		return fmt.Errorf("turn: %s has used something this Turn before its first action", name)
	}
	return nil
}
