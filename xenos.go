package invader

import (
	"encoding/binary"
	"math/bits"
	"slices"

	"github.com/invaderengine/invader/los"
	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/xeno"
	"github.com/invaderengine/invader/zone"
)

// The Xenos' Phase (pp.26-30) runs as a queue of steps kept in the State,
// so that it can stop for a decision (who takes a wound, where the odd
// Xeno of a split goes) or a chance event (a Xeno card) and go on when the
// next action arrives. Steps that walk the zones keep a cursor.

type xstepKind uint8

const (
	xAttack xstepKind = iota + 1 // Xenos of kinds attack in every zone with Survivors
	xMove                        // Xenos of kinds in zones without Survivors move
	xSpawn                       // draw a Xeno card for Spawn token arg
	xPlace                       // place an Abomination in zone, if the box has one
)

// xstep is one step of the Xenos' Phase still to run.
type xstep struct {
	kind   xstepKind
	kinds  uint8   // bit set of the Xeno kinds acting
	zone   zone.ID // cursor: the zone being resolved (xPlace: where)
	sub    uint8   // cursor: the kind being resolved
	begun  bool    // xAttack: the attacks of (zone, sub) are counted in left
	fresh  bool    // xAttack: not started yet (Tough resets when it starts)
	taunt  bool    // a Taunt: only the Xenos of zone only act, heading for toward
	rush   uint8   // a Rush card (seed 002): only this many Xenos of zone only act; 0: not a Rush
	only   zone.ID
	toward zone.ID
	left   uint8 // xAttack: attacks still to resolve
	arg    int16 // xSpawn: the Spawn token, or the Spawn tokens + a zone: a prison cell or shop exposed (seed 004, §16)
	action uint8 // xMove: which Action of the Xenos' activation it is, from 1 (safe zones, seed 004, §16)
}

// planned is a move of the current xMove step, made once every zone is
// planned so that all Xenos move at once.
type planned struct {
	from, to zone.ID
	kind     xeno.Kind
	count    uint8
	door     zone.DoorID // a door to break instead of moving, or NoDoor
}

// waiting is the players' decision the Xenos' Phase (or a Friendly Fire)
// waits for.
type waiting struct {
	kind   xenoWait
	soaker int8  // waitSoak: the Survivor cancelling Damage ("Is that all you've got?"); waitBrace, waitBraceFF: the Survivor about to be wounded
	damage uint8 // waitSoak: the Damage it has yet to cancel or take
}

// A xenoWait is a players' decision the Xenos' Phase waits for.
type xenoWait uint8

const (
	noWait       xenoWait = iota
	waitWound             // AssignWound: which Survivor takes the next attack
	waitSplit             // SplitXenos: which ways get the odd Xenos of a split
	waitFriendly          // AssignWound: which Survivor a miss hits (Friendly Fire)
	waitSoak              // Discard or TakeWound: "Is that all you've got?"
	waitBrace             // Discard or TakeWound: a Xeno's attack would eliminate a Survivor whose cards can heal it (p.18)
	waitBraceFF           // the same, for a Friendly Fire miss
)

// xenosPhase starts the Xenos' Phase: every Xeno activates (attacks first,
// then moves; Hunters' second Action after everyone's first, p.28), then
// each active Spawn Zone draws a Xeno card (p.28).
func (t *tx) xenosPhase() {
	t.phase = XenosPhase
	t.emit(PhaseStarted{Phase: XenosPhase})
	q := t.appendActivation(t.queueBuf[:0], uint8(1)<<len(t.g.kinds)-1) // in the tx's array: handOut detaches it
	for i := range t.spawnTokens() {
		q = append(q, xstep{kind: xSpawn, arg: int16(i)})
	}
	t.queue, t.queueBuf = q, q[:0]
	t.ownQueue = true
	t.runXenos()
}

// appendActivation appends to out the steps of one activation of the kinds
// in mask: attacks then moves, once per Action (p.26, p.28). Callers pass
// a buffer of their own: the steps are copied into the queue.
func (s *State) appendActivation(out []xstep, mask uint8) []xstep {
	for a := 1; ; a++ {
		acting := uint8(0)
		for k, p := range s.g.kinds {
			if mask&(1<<k) != 0 && p.Actions >= a {
				acting |= 1 << k
			}
		}
		if acting == 0 {
			return out
		}
		out = append(out, xstep{kind: xAttack, kinds: acting, fresh: true}, xstep{kind: xMove, kinds: acting, action: uint8(min(a, 255))})
	}
}

// runXenos runs steps until the queue is empty, the game ends, or a
// decision or chance event is needed. An empty queue ends the Xenos'
// Phase; in the Players' Phase (Xenos activated by a card a Survivor drew)
// the Turn goes on.
func (t *tx) runXenos() {
	for !t.over() && t.wait.kind == noWait && t.chance.kind == noChance {
		if len(t.queue) == 0 {
			if t.phase == XenosPhase {
				t.endPhase()
			}
			return
		}
		switch st := t.queue[0]; st.kind {
		case xSpawn:
			t.popStep()
			t.spawnStep(int(st.arg))
		case xPlace:
			t.popStep()
			t.placeAbomination(st.zone)
		case xAttack:
			if t.attackStep(t.frontStep()) {
				t.popStep()
			}
		case xMove:
			if t.moveStep(t.frontStep()) {
				t.popStep()
			}
		}
	}
}

func (t *tx) queueMut() []xstep {
	if !t.ownAll && !t.ownQueue {
		t.queue = slices.Clone(t.queue)
		t.ownQueue = true
	}
	return t.queue
}

func (t *tx) frontStep() *xstep { return &t.queueMut()[0] }

func (t *tx) popStep() { t.queue = slices.Delete(t.queueMut(), 0, 1) }

// pushFront puts steps at the head of the queue, to run next.
func (t *tx) pushFront(steps ...xstep) {
	t.queue = slices.Insert(t.queueMut(), 0, steps...)
}

// occupied reports whether a Survivor on the board stands in zone z.
func (s *State) occupied(z zone.ID) bool {
	for i := range s.survivors {
		if sv := &s.survivors[i]; sv.zone == z && !sv.off() {
			return true
		}
	}
	return false
}

// survivorsIn returns the living Survivors in zone z, by index.
func (s *State) survivorsIn(z zone.ID) []int {
	var out []int
	for i := range s.survivors {
		if sv := &s.survivors[i]; sv.zone == z && !sv.off() {
			out = append(out, i)
		}
	}
	return out
}

// attackStep resolves the attacks of the step's kinds, zone by zone (p.26):
// every Xeno in a zone with Survivors attacks, each dealing its Damage to
// one Survivor; when several stand there the players choose who. It
// reports whether the step is done.
func (t *tx) attackStep(st *xstep) bool {
	if st.fresh {
		st.fresh = false
		t.tough = 0 // Tough: a new Attack step
	}
	if st.sub == 0 && !st.begun {
		st.zone = t.nextXenos(st.zone)
	}
	for ; int(st.zone) < len(t.xenos); st.zone, st.sub = t.nextXenos(st.zone+1), 0 {
		if st.taunt && (st.zone != st.only || st.only != st.toward) || st.rush > 0 && st.zone != st.only {
			continue // taunted Xenos attack only the Taunter, in its Zone; a Rush, only where it spawned
		}
		for ; int(st.sub) < len(t.g.kinds); st.sub, st.begun = st.sub+1, false {
			if !st.begun {
				if !st.nextKind(t.xenos[st.zone]) {
					break
				}
				st.begun, st.left = true, 0
				if n := t.acting(st); n > 0 && t.engaged(st.zone) {
					st.left = uint8(n)
				}
			}
			for ; st.left > 0; st.left-- {
				victims := []int{int(st.arg)} // a Taunter
				if !st.taunt {
					victims = t.survivorsIn(st.zone)
				}
				if len(victims) > 1 {
					t.wait = waiting{kind: waitWound}
					return false
				}
				if t.strike(victims[0], xeno.Kind(st.sub), st.zone) {
					return false
				}
			}
		}
	}
	return true
}

// strike lands one attack of a Xeno of kind k on Survivor i. A Survivor
// with "Is that all you've got?" and cards may first discard cards to
// cancel its Damage (a SoakDecision); one the attack would eliminate may
// first discard cards that heal it (a BraceDecision, p.18). It reports
// whether the attack step must stop: a decision to wait for, or the game
// lost.
// ("Is that all you've got?": discard a card per Damage point,
// pp.52-55.)
func (t *tx) strike(i int, k xeno.Kind, z zone.ID) bool {
	if dmg := t.g.kinds[k].Damage; dmg > 0 && t.has(i, survivor.IsThatAll) && t.hasCards(i) {
		t.wait = waiting{kind: waitSoak, soaker: int8(i), damage: uint8(dmg)}
		return true
	}
	if t.braces(i, t.g.kinds[k].Damage, true) {
		t.wait = waiting{kind: waitBrace, soaker: int8(i)}
		return true
	}
	t.wound(i, k, z)
	return t.over()
}

// wound resolves one attack of a Xeno of kind k on Survivor i: its Damage
// removes Armor points; at none left the Survivor is eliminated and the
// game is lost (p.10).
func (t *tx) wound(i int, k xeno.Kind, z zone.ID) { t.woundBy(i, k, z, t.g.kinds[k].Damage) }

// woundBy deals dmg of a Xeno attack to Survivor i, after Tough (the first
// Damage point of each Attack step ignored, pp.52-55).
func (t *tx) woundBy(i int, k xeno.Kind, z zone.ID, dmg int) {
	if t.has(i, survivor.Tough) && t.tough&(1<<i) == 0 && dmg > 0 {
		t.tough |= 1 << i // ignores the first Damage point of each Attack step
		dmg--
	}
	t.hurt(i, dmg, func(armor int) Event {
		return SurvivorWounded{Survivor: i, Kind: k, Zone: z, Damage: dmg, Armor: armor}
	})
}

func (t *tx) lose(why Loss) {
	if !t.over() {
		t.outcome = Outcome{Result: Lost, Loss: why}
		t.emit(GameLost{Reason: why})
	}
}

// field is what the Xenos sense now: noise (tokens plus one per
// Survivor, p.17) and Survivors per zone.
func (s *State) field() *xeno.Field {
	f := new(xeno.Field)
	s.fillField(f)
	return f
}

// fillField makes f what the Xenos sense now (field), in f's own slices.
func (s *State) fillField(f *xeno.Field) {
	n := len(s.noise)
	// Darkness blocks the Xenos' sight too (p.11), unless the house rule
	// XenosSeeInTheDark gives them a Searchlight, or the ruleset's dark
	// zones hide nothing (2nd Edition).
	f.Noise, f.Survivors = slices.Grow(f.Noise[:0], n)[:n], slices.Grow(f.Survivors[:0], n)[:n]
	f.Sight = los.Viewer{Searchlight: s.g.cfg.XenosSeeInTheDark || s.g.rules.darkVisible}
	clear(f.Survivors)
	for z, c := range s.noise {
		f.Noise[z] = int(c)
	}
	for _, sv := range s.survivors {
		if !sv.off() {
			f.Noise[sv.zone]++
			f.Survivors[sv.zone]++
		}
	}
	for _, m := range s.machines {
		if m.token {
			f.Noise[m.zone]++ // p.17: an activated Machine counts as a Noise token
			if s.g.cfg.Machines == MachinesAreTargets {
				f.Survivors[m.zone]++ // ... and, by option, draws Xenos like a Survivor
			}
		}
	}
}

// options returns the steps the Xenos of zone z may take now in step st
// (p.26); taunted Xenos head for the Taunter.
func (t *tx) options(st *xstep, z zone.ID) []zone.Step {
	if st.taunt {
		t.opts = t.tauntOptions(t.opts[:0], st, z)
		return t.opts
	}
	if t.routes == nil {
		t.prepareRoutes(st)
	}
	t.opts = xeno.AppendOptions(t.opts[:0], t.routes, z, t.dests[t.destStart[z]:t.destStart[z+1]])
	return t.opts
}

// tauntOptions appends to dst the steps taunted Xenos of zone z may take
// toward the Taunter.
func (s *State) tauntOptions(dst []zone.Step, st *xstep, z zone.ID) []zone.Step {
	r := s.g.m.RoutesTo(s.board, s.g.rules.xenoMover, st.toward)
	toward := [1]zone.ID{st.toward}
	return xeno.AppendOptions(dst, r, z, toward[:])
}

// prepareRoutes finds the destinations of the Xenos that move in step st
// and the routes to them, once per move step (they change only when doors
// break or Mold spreads, which happens when the step's moves are made):
// for every zone with Xenos of the step's kinds, no Survivor (they attack
// instead) and, for a Rush, the Rush's zone only; moveStep asks of no
// other zone.
func (t *tx) prepareRoutes(st *xstep) {
	t.fillField(&t.sense)
	n := t.g.m.Len()
	t.dests, t.destStart = t.dests[:0], slices.Grow(t.destStart[:0], n+1)[:n+1]
	t.destStart[0] = 0
	target := slices.Grow(t.target[:0], n)[:n] // the zones already in targets
	clear(target)
	targets := t.targets[:0]
	dd := &t.destsOf
	dd.Reset(t.g.m, t.board, &t.sense)
	for z := range n {
		if presentKinds(t.xenos[z])&st.kinds != 0 && t.sense.Survivors[z] == 0 && (st.rush == 0 || zone.ID(z) == st.only) {
			from := len(t.dests)
			t.dests = dd.Append(t.dests, zone.ID(z))
			for _, d := range t.dests[from:] {
				if !target[d] {
					target[d], targets = true, append(targets, d)
				}
			}
		}
		t.destStart[z+1] = int32(len(t.dests))
	}
	t.routeBuf.Reset(t.g.m, t.board, t.g.rules.xenoMover, targets...)
	t.routes = &t.routeBuf
	t.target, t.targets = target, targets
}

// nextXenos returns the first zone from z on that holds Xenos, or
// len(s.xenos) past the last: the steps of the Xenos' Phase skip the empty
// zones (most of them) in a loop of their own.
func (s *State) nextXenos(z zone.ID) zone.ID {
	xs := s.xenos
	for i := int(z); i < len(xs); i++ {
		if xs[i] != (xeno.Counts{}) {
			return zone.ID(i)
		}
	}
	return zone.ID(max(len(xs), int(z)))
}

// nextKind moves st's kind cursor on to the first of its kinds, from the
// current one on, of which c counts some, and reports whether there is
// one: the kinds the step skips, by bit.
func (st *xstep) nextKind(c xeno.Counts) bool {
	rest := st.kinds & presentKinds(c) >> st.sub
	if rest == 0 {
		return false
	}
	st.sub += uint8(bits.TrailingZeros8(rest))
	return true
}

// presentKinds returns the kinds of which c counts some, by bit: a
// count's byte folded onto its lowest bit, the eight bits gathered into
// the top byte by one multiplication (the products land on distinct
// bits, so nothing carries).
func presentKinds(c xeno.Counts) uint8 {
	x := binary.LittleEndian.Uint64(c[:])
	x |= x >> 4
	x |= x >> 2
	x |= x >> 1
	x &= 0x0101010101010101
	return uint8(x * 0x0102040810204080 >> 56)
}

// acting returns how many Xenos of the kind and zone step st is at act:
// all of them, or a Rush card's at most.
func (s *State) acting(st *xstep) int {
	n := int(s.xenos[st.zone][st.sub])
	if st.rush > 0 {
		n = min(n, int(st.rush))
	}
	return n
}

// moveStep plans the moves of the step's kinds zone by zone, then makes
// them all at once (p.26). A group with several equal ways splits as
// evenly as possible, per kind; the players place the odd ones. It
// reports whether the step is done.
func (t *tx) moveStep(st *xstep) bool {
	if z := t.nextXenos(st.zone); z != st.zone {
		st.zone, st.sub = z, 0
	}
	for ; int(st.zone) < len(t.xenos); st.zone, st.sub = t.nextXenos(st.zone+1), 0 {
		if (st.taunt || st.rush > 0) && st.zone != st.only || !st.taunt && t.engaged(st.zone) {
			continue // not taunted or rushing, or these Xenos attacked instead
		}
		var opts []zone.Step
		for ; int(st.sub) < len(t.g.kinds) && st.nextKind(t.xenos[st.zone]); st.sub++ {
			n := t.acting(st)
			if opts == nil {
				if opts = t.options(st, st.zone); len(opts) == 0 {
					break // no way to go: they stay
				}
				if t.breakDoors(st.zone, xeno.Kind(st.sub), n, opts) {
					break // they break a door instead of moving
				}
			}
			if k := len(opts); k <= 63 && n%k != 0 { // several ways to place the odd ones: len(xeno.Remainders(n, k)) > 1
				t.wait = waiting{kind: waitSplit}
				return false
			}
			t.plan(st.zone, xeno.Kind(st.sub), opts, xeno.Split(n, len(opts), 0))
		}
	}
	moves := t.moves
	t.makeMoves()
	t.pushXenosBack(st, moves)
	if st.rush > 0 {
		t.followRush(*st, moves) // last: it may move the queue under st
	}
	return true
}

// followRush sends the next Action of a Rush activation after the Xenos it
// moved (Runners act twice, seed 002): the attack and move steps that
// follow the move step st, for the Rush's zone, become a pair of steps per
// zone the Rush's Xenos entered, each of as many Xenos as entered it; those
// that stayed keep theirs. moves are the step's moves.
func (t *tx) followRush(st xstep, moves []planned) {
	q := t.queue
	if len(q) < 3 || q[1].rush == 0 || q[1].only != st.only || q[1].kind != xAttack || q[2].rush == 0 || q[2].only != st.only {
		return // the Rush's last Action
	}
	var buf [8]xstep
	next := buf[:0]
	moved := 0
	for _, p := range moves {
		if p.from != st.only || st.kinds&(1<<p.kind) == 0 || p.door != zone.NoDoor {
			continue
		}
		moved += int(p.count)
		a, m := q[1], q[2]
		a.only, a.rush, m.only, m.rush = p.to, p.count, p.to, p.count
		next = append(next, a, m)
	}
	if moved == 0 {
		return // they attacked or could not move: they act again where they are
	}
	if left := int(st.rush) - moved; left > 0 { // those that stayed (barbed wire) are still there
		a, m := q[1], q[2]
		a.rush, m.rush = uint8(left), uint8(left)
		next = append(next, a, m)
	}
	q = t.queueMut()
	t.queue = slices.Insert(slices.Delete(q, 1, 3), 1, next...)
}

// breakDoors plans the breaking of the closed doors that some of the ways
// from zone z cross, and reports whether there are any: when the next step
// crosses a closed door, all the Xenos in the Zone spend their Action
// breaking it rather than moving (p.26), even those that had another way
// (docs/RULINGS.md, "Doors on the way"). The plan names kind k's n Xenos,
// the first acting ones, for the door.
func (t *tx) breakDoors(z zone.ID, k xeno.Kind, n int, opts []zone.Step) bool {
	var doors []zone.Step
	for _, o := range opts {
		if o.Door != zone.NoDoor {
			doors = append(doors, o)
		}
	}
	if len(doors) == 0 {
		return false
	}
	shares := make([]int, len(doors))
	for i := range shares {
		shares[i] = n
	}
	t.plan(z, k, doors, shares)
	return true
}

// plan records where each share of a group goes.
func (t *tx) plan(z zone.ID, k xeno.Kind, opts []zone.Step, shares []int) {
	if !t.ownMoves {
		// Room for a step's moves at once: appending one by one to a clone
		// grew it several times per step.
		// In the tx's array, which handOut detaches.
		t.movesBuf = slices.Grow(t.movesBuf[:0], max(2*len(t.moves), 16))
		t.moves = append(t.movesBuf, t.moves...)
		t.ownMoves = true
	} else if cap(t.moves) == 0 { // the next step's, after makeMoves
		if t.moves, t.spareMoves = t.spareMoves, nil; cap(t.moves) == 0 {
			t.movesBuf = slices.Grow(t.movesBuf[:0], 16)
			t.moves = t.movesBuf
		}
	}
	for i, n := range shares {
		if n == 0 {
			continue
		}
		if w := opts[i].Wire; w != zone.NoWire {
			if !t.g.kinds[k].Abom {
				continue // stopped by the barbed wire (seed 004, §16)
			}
			t.tear(w) // an Abomination walks through it
		}
		t.moves = append(t.moves, planned{from: z, to: opts[i].To, kind: k, count: uint8(n), door: opts[i].Door})
	}
}

// makeMoves carries out the planned moves: Xenos whose way crosses a
// closed door break it instead of moving, and the door is destroyed for
// good (p.26); the others step into the next zone. A Spoiler Abomination
// then spreads Mold where it stands (p.20).
func (t *tx) makeMoves() {
	moves := t.moves
	t.moves, t.routes = nil, nil
	if t.ownMoves {
		// The step's array, which no State has seen, serves the next
		// step of this Apply once moveStep is done with the moves.
		t.spareMoves = moves[:0]
	}
	var buf [8]zone.DoorID
	broken := buf[:0] // destroyed at once below: one copy of the board
	for _, p := range moves {
		if p.door != zone.NoDoor {
			if t.board.Door(p.door) == zone.Closed && !slices.Contains(broken, p.door) {
				broken = append(broken, p.door)
				t.emit(DoorDestroyed{Door: p.door})
			}
			continue
		}
		x := t.xenosMut()
		x[p.from][p.kind] -= p.count
		x[p.to][p.kind] += p.count
		t.emit(t.g.boxed.xenosMovedEvent(XenosMoved{Kind: p.kind, From: p.from, To: p.to, Count: int(p.count)}))
	}
	if len(broken) > 0 {
		t.board = t.board.WithDoors(zone.Destroyed, broken...)
	}
	for _, p := range moves {
		if p.door == zone.NoDoor && t.g.kinds[p.kind].Mold {
			t.spreadMold(p.to)
		}
	}
}

func (t *tx) xenosMut() []xeno.Counts {
	if !t.ownAll && !t.ownXenos {
		t.xenos = slices.Clone(t.xenos)
		t.ownXenos = true
	}
	return t.xenos
}
