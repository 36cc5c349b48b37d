package invader

import (
	"github.com/invaderengine/invader/los"
	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/xeno"
	"github.com/invaderengine/invader/zone"
)

// Skills that are actions of their own (rulebook pp.52-55).

// Heal is the Medic Skill: once per Turn, for free, the Survivor restores
// one Armor point to a Survivor in its Zone, itself included.
type Heal struct {
	Survivor int `json:"survivor"`
	Target   int `json:"target"`
}

var _ = defAction[Heal]("{survivor} heal {survivor Target}")

func (a Heal) String() string { return notation(a) }

func (a Heal) check(s *judge) Reason {
	if r := s.actor(a.Survivor); r != 0 {
		return r
	}
	switch {
	case !s.has(a.Survivor, survivor.Medic):
		return NoSkill
	case s.turn.healed:
		return AlreadyUsed
	case a.Target < 0 || a.Target >= len(s.survivors):
		return NoSuchThing
	case s.survivors[a.Target].off() || s.survivors[a.Target].zone != s.survivors[a.Survivor].zone:
		return NotAdjacent
	case int(s.survivors[a.Target].armor) >= s.g.cards[a.Target].Class.Armor():
		return NotAChoice // nothing to heal
	}
	return 0
}

func (a Heal) apply(t *tx) {
	t.turn.healed = true
	sv := t.surv(a.Target)
	sv.armor++
	t.emit(SurvivorHealed{Survivor: a.Target, Armor: int(sv.armor)})
}

// afterKills gives the free Moves of Hit & run (after an Action that
// eliminates a Xeno, ignoring the Xenos' extra cost) and Blitz (after
// eliminating the last Xeno of a Zone) (pp.52-55).
func (t *tx) afterKills(i int, z zone.ID, killed int) {
	if killed == 0 {
		return
	}
	if t.has(i, survivor.HitAndRun) {
		t.turn.free[survivor.Move]++
		t.turn.slip = true
		t.emit(FreeActionGained{Survivor: i, Action: survivor.Move})
	}
	if t.has(i, survivor.Blitz) && t.xenos[z].Total() == 0 {
		t.turn.free[survivor.Move]++
		t.emit(FreeActionGained{Survivor: i, Action: survivor.Move})
	}
}

// startsWith gives each Survivor whose Blue Skill is "Starts with
// [Equipment]" that card at setup, from the cards set aside or the deck,
// into its first free slot that takes it.
func (t *tx) startsWith() {
	for i, c := range t.g.cards {
		if c.Blue.Kind != survivor.StartsWith {
			continue
		}
		free := func(id int, l itemLoc) bool { return l.place == SetAside && t.inPlay(id) || l.place == InDeck }
		if id := t.firstNamed(c.Blue.Card, free); id >= 0 {
			if slot := t.firstSlotFor(i, id); slot >= 0 {
				t.carry(id, i, slot)
				t.emit(CardDealt{Survivor: i, Card: c.Blue.Card})
			}
		}
	}
}

// The once-per-Turn action Skills, by bit of turn.skillUsed.
const (
	usedShove = 1 << iota
	usedLifesaver
	usedJump
	usedLead
)

// Shove: once per Turn, for free, every Xeno in the Survivor's Zone is
// pushed into an adjacent Zone they can enter (pp.52-55).
type Shove struct {
	Survivor int     `json:"survivor"`
	To       zone.ID `json:"to"`
}

var _ = defAction[Shove]("{survivor} shove {zone To}")

func (a Shove) String() string { return notation(a) }

func (a Shove) check(s *judge) Reason {
	if r := s.skillAction(a.Survivor, survivor.Shove, usedShove); r != 0 {
		return r
	}
	z := s.survivors[a.Survivor].zone
	if int(a.To) >= s.g.m.Len() {
		return NoSuchThing
	}
	if s.xenos[z].Total() == 0 {
		return NoTargets
	}
	// Xenos go outside, but never up a watchtower's ladder (seed 004, §16).
	if _, ok := s.g.m.CanStep(s.board, z, a.To, zone.Mover{Oxygen: true, NoLadders: true}); !ok {
		return Blocked
	}
	return 0
}

func (a Shove) apply(t *tx) {
	t.turn.skillUsed |= usedShove
	z := t.survivors[a.Survivor].zone
	for k, n := range t.xenos[z][:len(t.g.kinds)] {
		if n > 0 {
			x := t.xenosMut()
			x[z][k], x[a.To][k] = 0, x[a.To][k]+n
			t.emit(XenosMoved{Kind: xeno.Kind(k), From: z, To: a.To, Count: int(n)})
			if t.g.kinds[k].Mold {
				t.spreadMold(a.To)
			}
		}
	}
}

// Lifesave is Lifesaver: once per Turn, for free, the Survivor pulls the
// Survivors of an adjacent Zone holding Xenos into its own Zone, along a
// clear path (pp.52-55).
type Lifesave struct {
	Survivor int     `json:"survivor"`
	From     zone.ID `json:"from"`
}

var _ = defAction[Lifesave]("{survivor} lifesave {zone From}")

func (a Lifesave) String() string { return notation(a) }

func (a Lifesave) check(s *judge) Reason {
	if r := s.skillAction(a.Survivor, survivor.Lifesaver, usedLifesaver); r != 0 {
		return r
	}
	if int(a.From) >= s.g.m.Len() {
		return NoSuchThing
	}
	z := s.survivors[a.Survivor].zone
	switch _, ok := s.g.m.CanStep(s.board, a.From, z, zone.Mover{Oxygen: true}); {
	case !ok || a.From == z:
		return NotAdjacent
	case s.xenos[a.From].Total() == 0 || len(s.pullable(a.From, z)) == 0:
		return NoTargets
	}
	return 0
}

func (a Lifesave) apply(t *tx) {
	t.turn.skillUsed |= usedLifesaver
	z := t.survivors[a.Survivor].zone
	for _, i := range t.pullable(a.From, z) {
		t.surv(i).zone = z
		t.emit(SurvivorMoved{Survivor: i, From: a.From, To: z})
	}
}

// Jump: once per Turn, one Action: the Survivor moves to a Zone two Zones
// away in a straight line of sight, ignoring the Zone between and the
// Xenos' extra cost (pp.52-55).
type Jump struct {
	Survivor int     `json:"survivor"`
	To       zone.ID `json:"to"`
}

var _ = defAction[Jump]("{survivor} jump {zone To}")

func (a Jump) String() string { return notation(a) }

func (a Jump) check(s *judge) Reason {
	if r := s.skillAction(a.Survivor, survivor.Jump, usedJump); r != 0 {
		return r
	}
	if int(a.To) >= s.g.m.Len() {
		return NoSuchThing
	}
	z := s.survivors[a.Survivor].zone
	if r, ok := los.Range(s.g.m, s.board, z, a.To, s.viewer(a.Survivor)); !ok || r != 2 {
		return OutOfRange
	}
	if s.g.m.Zone(a.To).Kind == zone.Exterior && !s.mover(a.Survivor).Oxygen {
		return NeedsOxygen
	}
	if !s.jumpable(z, a.To) {
		return Blocked
	}
	if !s.afford(survivor.Move, 1) {
		return NoActions
	}
	return 0
}

// jumpable reports whether a Jump from zone a may land in zone b, two
// Zones away in sight: over a Zone between, in sight of both at Range 1,
// each step one a Survivor could take. The Zone between is ignored (its
// Xenos, that it may be outside), its boundaries are not: no Jump over
// intact barbed wire, onto a watchtower but by its ladder, or off it over
// the rails (seed 004, §16; docs/RULINGS.md, "Skills").
func (s *State) jumpable(a, b zone.ID) bool {
	m, wide := s.g.m, zone.Mover{Oxygen: true}
	var touching [16]zone.ID
	for _, mid := range m.AppendTouching(touching[:0], a) {
		if _, ok := m.CanStep(s.board, a, mid, wide); !ok {
			continue
		}
		if _, ok := m.CanStep(s.board, mid, b, wide); !ok {
			continue
		}
		if r, ok := los.Range(m, s.board, a, mid, los.Viewer{Searchlight: true}); ok && r == 1 {
			if r, ok := los.Range(m, s.board, mid, b, los.Viewer{Searchlight: true}); ok && r == 1 {
				return true
			}
		}
	}
	return false
}

func (a Jump) apply(t *tx) {
	t.turn.skillUsed |= usedJump
	t.spend(survivor.Move, 1)
	sv := t.surv(a.Survivor)
	from := sv.zone
	sv.zone = a.To
	t.came(from) // a Jump into a safe zone is pushed back whence it came (seed 004, §16)
	t.emit(SurvivorMoved{Survivor: a.Survivor, From: from, To: a.To, Cost: 1})
}

// Bloodlust: one Action: the Survivor moves up to two Zones into a Zone
// holding Xenos, then gains one free Action of its Skill's kind.
type Bloodlust struct {
	Survivor int     `json:"survivor"`
	To       zone.ID `json:"to"`
}

var _ = defAction[Bloodlust]("{survivor} bloodlust {zone To}")

func (a Bloodlust) String() string { return notation(a) }

func (a Bloodlust) check(s *judge) Reason {
	if r := s.skillAction(a.Survivor, survivor.Bloodlust, 0); r != 0 {
		return r
	}
	if int(a.To) >= s.g.m.Len() {
		return NoSuchThing
	}
	if s.xenos[a.To].Total() == 0 {
		return NoTargets
	}
	z := s.survivors[a.Survivor].zone
	if d, ok := s.g.m.RoutesTo(s.board, s.mover(a.Survivor), a.To).Distance(z, a.To); !ok || d < 1 || d > 2 {
		return OutOfRange
	}
	if s.turn.actions < 1 {
		return NoActions
	}
	return 0
}

func (a Bloodlust) apply(t *tx) {
	t.turn.actions--
	sv := t.surv(a.Survivor)
	from := sv.zone
	sv.zone = a.To
	t.came(from)
	t.emit(SurvivorMoved{Survivor: a.Survivor, From: from, To: a.To, Cost: 1})
	sk, _ := t.bloodlustSkill(a.Survivor)
	t.turn.free[sk.Action]++
	t.emit(FreeActionGained{Survivor: a.Survivor, Action: sk.Action})
}

// Lead is Born leader: once per Turn, for free, the Survivor gives another
// Survivor one Action for its next Turn.
type Lead struct {
	Survivor int `json:"survivor"`
	Target   int `json:"target"`
}

var _ = defAction[Lead]("{survivor} lead {survivor Target}")

func (a Lead) String() string { return notation(a) }

func (a Lead) check(s *judge) Reason {
	if r := s.skillAction(a.Survivor, survivor.BornLeader, usedLead); r != 0 {
		return r
	}
	switch {
	case a.Target < 0 || a.Target >= len(s.survivors):
		return NoSuchThing
	case a.Target == a.Survivor || s.survivors[a.Target].off():
		return NotAChoice
	}
	return 0
}

func (a Lead) apply(t *tx) {
	t.turn.skillUsed |= usedLead
	t.surv(a.Target).bonus++
	t.emit(ActionGiven(a))
}

// skillAction checks what every Skill action needs: the Survivor's Turn,
// the Skill, and for once-per-Turn Skills, that it is unused.
func (s *judge) skillAction(i int, k survivor.Kind, once uint8) Reason {
	if r := s.actor(i); r != 0 {
		return r
	}
	switch {
	case s.skillCount(i, k) == 0:
		return NoSkill
	case once != 0 && s.turn.skillUsed&once != 0:
		return AlreadyUsed
	}
	return 0
}

// pullable lists the Survivors of zone from a Lifesaver in zone to can
// pull: nobody goes outside without oxygen (p.35).
func (s *State) pullable(from, to zone.ID) []int {
	var out []int
	for _, i := range s.survivorsIn(from) {
		if s.g.m.Zone(to).Kind != zone.Exterior || s.mover(i).Oxygen {
			out = append(out, i)
		}
	}
	return out
}

// bloodlustSkill returns Survivor i's Bloodlust Skill.
func (s *State) bloodlustSkill(i int) (survivor.Skill, bool) {
	all, n := s.skillSet(i)
	for _, sk := range all[:n] {
		if sk.Kind == survivor.Bloodlust {
			return sk, true
		}
	}
	return survivor.Skill{}, false
}

// appendSkillCandidates appends the Skill actions Survivor i might take.
func (s *State) appendSkillCandidates(out []Action, i int) []Action {
	for z := range s.g.m.Len() {
		id := zone.ID(z)
		out = append(out, Shove{i, id}, Lifesave{i, id}, Jump{i, id}, Bloodlust{i, id}, Taunt{i, id})
	}
	for j := range s.survivors {
		out = append(out, Lead{i, j})
	}
	return out
}

// Taunt: once per Turn, for free, the Xenos of a Zone the Survivor sees get
// an extra activation heading for it, whatever the noise elsewhere
// (pp.52-55): they ignore every other Survivor, and attack only the Taunter
// when they share its Zone.
type Taunt struct {
	Survivor int     `json:"survivor"`
	Zone     zone.ID `json:"zone"`
}

var _ = defAction[Taunt]("{survivor} taunt {zone}")

func (a Taunt) String() string { return notation(a) }

func (a Taunt) check(s *judge) Reason {
	if r := s.skillAction(a.Survivor, survivor.Taunt, usedTaunt); r != 0 {
		return r
	}
	switch {
	case int(a.Zone) >= s.g.m.Len():
		return NoSuchThing
	case !los.Sees(s.g.m, s.board, s.survivors[a.Survivor].zone, a.Zone, s.viewer(a.Survivor)):
		return OutOfRange
	case s.xenos[a.Zone].Total() == 0:
		return NoTargets
	}
	return 0
}

func (a Taunt) apply(t *tx) {
	t.turn.skillUsed |= usedTaunt
	var buf [4]xstep
	steps := t.appendActivation(buf[:0], uint8(1)<<len(t.g.kinds)-1)
	for i := range steps {
		steps[i].taunt, steps[i].only, steps[i].toward = true, a.Zone, t.survivors[a.Survivor].zone
		steps[i].arg = int16(a.Survivor)
	}
	t.emit(Taunted(a))
	t.pushFront(steps...)
}

const (
	usedTaunt = usedLead << 1
	usedAll   = usedTaunt<<1 - 1 // every bit of turn.skillUsed
)
