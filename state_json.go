package invader

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"

	"github.com/invaderengine/invader/equipment"
	"github.com/invaderengine/invader/internal/walk"
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
	m, err := s.g.missionJSON()
	if err != nil {
		return nil, fmt.Errorf("invader: state: %w", err)
	}
	opts, err := json.Marshal(s.g.cfg)
	if err != nil {
		return nil, fmt.Errorf("invader: state: %w", err)
	}
	w := walk.Walker{Mode: walk.Saving}
	w.Buf = fmt.Appendf(nil, `{"version":%d,"mission":%s,"options":%s`, SaveVersion, m, opts)
	s.walk(&w)
	return append(w.Buf, '}'), nil
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
	w := walk.Walker{Mode: walk.Loading}
	w.Members("", tree, func() { s.walk(&w) })
	if w.Err != nil {
		return State{}, w.Err
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
// the game can reach and that plays on (a game in progress has a legal
// action, and so has every State after it: TestLoadMutants).
// docs/RULINGS.md, "Loading a save or a position", names the checks that
// go beyond the rules' words.
func (s *State) consistent() error {
	for _, check := range [...]func() error{s.checkOutcome, s.checkSurvivors, s.checkSkills, s.checkBonus, s.checkTokens,
		s.checkItems, s.checkDrawn, s.checkChoices, s.checkWaits, s.checkMoves, s.checkAttack, s.checkSpawnSteps, s.checkFight, s.checkChance, s.checkSetup, s.checkTurn} {
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
		switch l := s.level(i); {
		case !s.g.cfg.Ultrared && (sv.ultra || sv.owed != [2]uint8{} || len(s.extraOf(i)) > 0):
			return fmt.Errorf("survivors[%d]: Ultrared Skills or XP in a game without Ultrared mode", i)
		case !sv.ultra && (sv.owed != [2]uint8{} || len(s.extraOf(i)) > 0):
			// Only a Survivor past Red counts its XP again and is owed
			// Skills for it (p.36): one below Red would take an Orange
			// Skill at its XP.
			return fmt.Errorf("survivors[%d]: Ultrared Skills owed or gained, but the Survivor never reached Red (p.36)", i)
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

// checkBonus checks the Actions Born leaders gave a Survivor for its next
// Turn (Lead; p.53): each Born leader gives one a Turn, to another
// Survivor, who takes them all when activated. So the Survivor taking its
// Turn has none left, one that took its Turn this round has at most one
// per Born leader (given since), and one yet to take it at most two (one
// after its last Turn, one before this one). Activation grants them
// (checkFreshTurn).
func (s *State) checkBonus() error {
	for i := range s.survivors {
		sv := &s.survivors[i]
		if sv.bonus == 0 {
			continue
		}
		leaders := 0
		for j := range s.survivors {
			if j != i && s.has(j, survivor.BornLeader) {
				leaders++
			}
		}
		most := 2 * leaders
		switch {
		case s.phase == PlayersPhase && s.turn.active == i:
			most = 0
		case sv.activated:
			most = leaders
		}
		if int(sv.bonus) > most {
			return fmt.Errorf("survivors[%d]: %d Actions from Born leaders for its next Turn; the Born leaders in play give it at most %d (p.53)", i, sv.bonus, most)
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

// checkDrawn checks the cards waiting for a Keep: each was drawn (a
// Search, a Prototype, an Oxygen Tank, a Matching set's twin) by the
// Survivor taking its Turn, who keeps it in that Turn (p.10).
func (s *State) checkDrawn() error {
	if s.over() {
		return nil
	}
	for id, l := range s.items {
		// Between two Turns, checkTurn says what is under way (betweenTurns).
		if l.place == Drawn && (s.phase != PlayersPhase || s.turn.active >= 0 && int(l.who) != s.turn.active) {
			return fmt.Errorf("items[%d] (%s): drawn by %s, who is not taking its Turn: a Survivor draws and keeps cards in its Turn (p.10)",
				id, s.g.items[id].Name, s.g.cards[l.who].Name)
		}
	}
	return nil
}

// checkChoices checks the players' choices of Starting cards for the 8th,
// 10th... Survivor (seed 004, §15): made in order, all of them before
// the deal (pp.7-9), and the cards not chosen aside, out of play.
func (s *State) checkChoices() error {
	k := s.choosing()
	for j, c := range s.chosen {
		if c != 0 && k >= 0 && j > k {
			return fmt.Errorf("starting: choice %d made before choice %d: the players choose in order", j+1, k+1)
		}
	}
	if k >= 0 && (s.phase != Setup || s.chance.kind != noChance || slices.ContainsFunc(s.items, func(l itemLoc) bool { return l.place != SetAside && l.place != InDeck })) {
		return fmt.Errorf("starting: the Starting card for %s is still to choose, yet the deal has begun: the players choose before the deal (seed 004, §15; pp.7-9)", s.g.cards[chooser(k)].Name)
	}
	for id, l := range s.items {
		if !s.inPlay(id) && l.place != SetAside {
			return fmt.Errorf("items[%d] (%s): %v, yet it is a Starting card the players did not choose: it stays aside (seed 004, §15)", id, s.g.items[id].Name, l.place)
		}
	}
	return nil
}

// checkWaits checks the decisions under way: a Xenos' Phase decision
// needs its step (a wound an attack step with attacks left, a split a
// move step: p.26), a Friendly Fire its fight, a Reorganize its
// Survivor's Turn.
func (s *State) checkWaits() error {
	var front xstep
	if len(s.queue) > 0 {
		front = s.queue[0]
	}
	switch k := s.wait.kind; {
	case (k == waitWound || k == waitSoak || k == waitBrace) && (front.kind != xAttack || !front.begun || front.left == 0):
		return fmt.Errorf("waiting for %s with no Xenos' attack under way (p.26)", waitNames[k])
	case k == waitSplit && front.kind != xMove:
		return fmt.Errorf("waiting for a split with no Xenos' move step under way (p.26)")
	case (k == waitFriendly || k == waitBraceFF) && (!s.f().on || s.f().ff == 0):
		return fmt.Errorf("waiting for %s with no miss to place", waitNames[k])
	case (k == waitBrace || k == waitBraceFF) && (s.survivors[s.wait.soaker].off() || !s.stillBraced()):
		return fmt.Errorf("waiting for a brace: %s is off the board, or no card it may discard saves it from the wound (p.18)", s.g.cards[s.wait.soaker].Name)
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

// checkAttack checks the Xenos' attack step under way (p.26): the attacks
// it has left land on the Survivors of its zone (or its Taunter), so one
// stands there.
func (s *State) checkAttack() error {
	if len(s.queue) == 0 || s.over() { // the game may end with the last Survivor wounded
		return nil
	}
	if st := &s.queue[0]; st.kind == xAttack && st.begun && st.left > 0 && !st.taunt && len(s.survivorsIn(st.zone)) == 0 {
		return fmt.Errorf("queue[0]: %d attacks left in zone %d, where no Survivor stands (p.26)", st.left, st.zone)
	}
	return nil
}

// checkSpawnSteps checks the Xenos' steps queued: a Spawn token's Xeno
// card is drawn only in the Xenos' Phase (p.28), so its step waits in the
// queue only then; in the Players' Phase only a prison cell, a shop or a
// dark room a Turn exposes draws (seed 004, §16).
//
// While a Spawn token's card is being drawn, every Xeno has activated
// (p.26: the Xenos activate, then they spawn; the Xenos a card activates
// do so once it is drawn), so no attack or move step waits in the queue,
// nor a players' decision of one.
func (s *State) checkSpawnSteps() error {
	if s.over() {
		return nil
	}
	for i, st := range s.queue {
		if st.kind == xSpawn && int(st.arg) < s.spawnTokens() && s.phase != XenosPhase {
			return fmt.Errorf("queue[%d]: a spawn step for Spawn token %d in the %v phase: Spawn Zones draw only in the Xenos' Phase (p.28)", i, st.arg, s.phase)
		}
	}
	if c := s.chance; c.kind != drawXeno || c.who >= s.spawnTokens() {
		return nil
	}
	for i, st := range s.queue {
		if st.kind == xAttack || st.kind == xMove {
			return fmt.Errorf("queue[%d]: a Xenos' %s step to run while a Spawn Zone draws its card: the Xenos activate before they spawn (p.26)", i, stepNames[st.kind])
		}
	}
	if s.wait.kind != noWait {
		return fmt.Errorf("waiting for %s while a Spawn Zone draws its card: the Xenos activate before they spawn (p.26)", waitNames[s.wait.kind])
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

// checkChance checks that the chance event pending is one the phase
// draws: a Spawn token's Xeno card only in the Xenos' Phase (p.28; in the
// Players' Phase only a prison cell, a shop or a dark room draws one, in
// the Turn that exposes it), Starting Equipment only at setup (pp.7-9),
// and the cards and dice of a Search, an Objective's Prototype or an
// attack for the Survivor taking its Turn (p.10), a die only in its
// attack.
func (s *State) checkChance() error {
	c := s.chance
	switch {
	case s.over():
		return nil
	case c.kind == drawXeno && c.who < s.spawnTokens() && s.phase != XenosPhase:
		return fmt.Errorf("chance: a %s for Spawn token %d in the %v phase: Spawn Zones draw only in the Xenos' Phase (p.28)", s.g.rules.card, c.who, s.phase)
	case c.kind == dealCard && s.phase != Setup:
		return fmt.Errorf("chance: a card dealt in the %v phase: Starting Equipment is dealt at setup (pp.7-9)", s.phase)
	case (c.kind == drawItem || c.kind == drawPrototype || c.kind == rollDie) && (s.phase != PlayersPhase || c.who != s.turn.active):
		return fmt.Errorf("chance: %s for %s, who is not taking its Turn: a Survivor searches, takes Objectives, opens doors and attacks in its Turn (p.10)", chanceNames[c.kind], s.g.cards[c.who].Name)
	case c.kind == rollDie && (!s.f().on || s.f().a.Survivor != c.who):
		return fmt.Errorf("chance: a die for %s, who is making no attack", s.g.cards[c.who].Name)
	}
	return nil
}

// checkSetup checks a game being set up: it deals the Starting Equipment
// before round 1 (pp.7-9), so it is round 0 and nothing else is under
// way, no Turn taken nor begun, no Xenos' step, decision or fight; round
// 0 is the setup's alone.
func (s *State) checkSetup() error {
	if (s.phase == Setup) != (s.round == 0) {
		return fmt.Errorf("round: %d in the %v phase: round 0 is the setup's, before round 1 (pp.7-9)", s.round, s.phase)
	}
	if s.phase != Setup || s.over() {
		return nil
	}
	busy := s.turn != turn{active: -1} || len(s.queue) > 0 || len(s.moves) > 0 || s.wait.kind != noWait ||
		s.f().on || s.reorg.on || s.tough != 0
	for i := range s.survivors {
		busy = busy || s.survivors[i].activated || s.survivors[i].bonus > 0
	}
	if busy {
		return fmt.Errorf("phase: setup, yet a Turn, a Xenos' step or a decision is under way: the setup only deals the Starting Equipment (pp.7-9)")
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
	case s.phase == Setup && s.chance.kind != dealCard && s.choosing() < 0:
		return fmt.Errorf("setup without a card being dealt or a Starting card to choose")
	case s.phase == EndPhase:
		return fmt.Errorf("a game never rests in the End Phase")
	case s.phase == XenosPhase && !waiting:
		// settle runs the Xenos' Phase on until it needs a decision or a
		// chance outcome, or ends it (p.26).
		return fmt.Errorf("phase: a Xenos' Phase waiting for no decision: it runs on by itself")
	case s.phase == PlayersPhase && t.active >= 0 &&
		(t.active%s.g.players != t.player && !s.has(t.active, survivor.Tactician) ||
			!s.survivors[t.active].activated || s.survivors[t.active].off()):
		return fmt.Errorf("turn: %s cannot be taking a Turn for player %d: a Survivor takes its player's Turn (Tactician any player's), is marked activated and is on the board", s.g.cards[t.active].Name, t.player)
	case s.phase == PlayersPhase && t.active < 0 && s.busyBetweenTurns():
		return s.betweenTurns()
	case s.phase == PlayersPhase && t.active < 0 && s.noneReady(t.player):
		return fmt.Errorf("turn: player %d has no Survivor left to activate", t.player)
	}
	if err := s.checkFreshTurn(); err != nil {
		return err
	}
	return s.checkChoice()
}

// checkChoice checks that a game in progress has a legal action, and one
// that is not a free Discard: Discards are legal at every decision of a
// Survivor holding cards (p.18), and a decision with nothing but them to
// choose (a split of no Xenos) is stuck once the cards are gone.
func (s *State) checkChoice() error {
	legal := s.Legal()
	if !slices.ContainsFunc(legal, func(a Action) bool { _, discard := a.(Discard); return !discard }) {
		p := s.pending()
		return fmt.Errorf("%s: a game in progress with no legal action but free Discards (%d): the %v decision pending has no choice", decisionField[p.Decision], len(legal), p.Decision)
	}
	return nil
}

// decisionField names the field of the State that says what a decision
// is about, for errors: the line at fault in a position.
var decisionField = [...]string{ActivationDecision: "turn", ActionDecision: "turn", SkillDecision: "survivors",
	ChanceDecision: "chance", WoundDecision: "waiting", SplitDecision: "waiting", KeepDecision: "items",
	ReorganizeDecision: "reorganizing", RerollDecision: "fight", SoakDecision: "waiting", TargetDecision: "fight",
	BraceDecision: "waiting", StartingDecision: "starting"}

// busyBetweenTurns reports whether something is under way in the
// Players' Phase with no Survivor taking its Turn. Nothing can be: a
// player activates Survivors one at a time, and each does everything in
// its Turn (p.10); settle ends a Turn only once nothing is under way.
// Only a Skill choice may be owed there (a position that gives a Survivor
// XP owes it), and the activation follows it.
func (s *State) busyBetweenTurns() bool {
	d := s.pending().Decision
	return d != ActivationDecision && d != SkillDecision || len(s.queue) > 0
}

// betweenTurns says what is under way between two Turns (busyBetweenTurns).
func (s *State) betweenTurns() error {
	field, what := "turn", fmt.Sprintf("a %v decision", s.pending().Decision)
	switch {
	case s.chance.kind != noChance:
		field = "chance"
	case len(s.queue) > 0:
		field, what = "queue", "Xenos' steps"
	}
	return fmt.Errorf("%s: %s between two Turns: in the Players' Phase everything but an activation happens in a Survivor's Turn (p.10)", field, what)
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
