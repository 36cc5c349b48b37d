package bot

import (
	"cmp"
	"slices"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/equipment"
	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/zone"
)

// Greedy returns the greedy bot. At an Action decision it takes an
// Objective where the Survivor stands; else makes the attack that
// eliminates the most Xenos on average, by the exact odds
// ([invader.State.AttackOdds]), if that is more than half a Xeno (counting
// each miss against a Ranged attack into a zone where other Survivors
// stand: Friendly Fire, p.32); else takes an Oxygen Tank it lacks (p.35);
// else Searches; else steps to a less threatened zone; else, if it is the
// Survivor closest to an Objective token the current Goal wants (or only
// the Exit is left), heads there, opening and forcing doors on the way
// (in 2nd Edition only with a door opener in Hand) and fetching an Oxygen
// Tank before going out, and stepping into Xenos only when they are few
// and its weapons hurt them; a Survivor that can reach nothing goes to
// Search for weapons; a Survivor more than a zone from the one who leads
// catches up with it; else it makes any attack that may eliminate a Xeno,
// or ends its Turn. A drawn weapon goes to a free Hand or replaces a
// weaker one, other cards to a free slot; hits go to the Xeno worth the
// most XP; a Survivor a wound would eliminate discards an M.R.E. that
// saves it; every other decision takes the first legal choice.
//
// It decides from s alone (no dice are rolled, nothing is remembered), so
// it is deterministic and safe for concurrent use, and it costs a few
// [invader.State.Legal] calls and route searches per decision.
func Greedy() Bot { return greedyBot{} }

type greedyBot struct{}

func (greedyBot) Act(s invader.State) invader.Action { return greedy(s) }
func (greedyBot) String() string                     { return "greedy" }

// greedy is the greedy bot's choice in s.
func greedy(s invader.State) invader.Action {
	legal := s.Legal()
	if len(legal) == 0 {
		return nil // the game is over
	}
	p := s.Pending()
	switch p.Decision {
	case invader.KeepDecision:
		return keep(s, p.Survivor, legal)
	case invader.TargetDecision:
		return mostXP(s, legal)
	case invader.BraceDecision:
		return heal(s, p.Survivor, legal)
	}
	if p.Decision != invader.ActionDecision {
		return legal[0] // the safe default of every other decision
	}
	for _, a := range legal {
		if _, ok := a.(invader.TakeObjective); ok {
			return a
		}
	}
	if a, ok := bestAttack(s, legal, 0.5); ok {
		return a
	}
	for _, a := range legal {
		if _, ok := a.(invader.TakeOxygen); ok && !hasCard(s, p.Survivor, "Oxygen Tank") {
			return a // the exterior needs one (p.35)
		}
	}
	for _, a := range legal {
		if _, ok := a.(invader.Search); ok {
			return a
		}
	}
	if a, ok := away(s, p.Survivor, legal); ok {
		return a
	}
	return head(s, p.Survivor, legal)
}

// head is Survivor i's choice once it has nothing to take, fight or
// Search where it stands: where it goes, or a last attack.
func head(s invader.State, i int, legal []invader.Action) invader.Action {
	pl := newPlanner(s)
	r := pl.routes(i)
	if leads(pl, i) {
		if a, ok := toward(s, r, i, aims(pl, r, i), legal); ok {
			return a
		}
	}
	if _, ok := pl.distance(i); !ok { // nothing it can reach: arm itself
		if a, ok := toward(s, r, i, searchRooms(s, r, i), legal); ok {
			return a
		}
	}
	if a, ok := follow(pl, i, legal); ok {
		return a
	}
	if a, ok := bestAttack(s, legal, 0); ok {
		return a // a long shot is better than an Action lost, when cornered above all
	}
	return invader.EndTurn{Survivor: i}
}

// A planner gives each Survivor the routes it plans with: through the
// closed doors it can open on the way (in 2nd Edition only with a door
// opener in Hand), through the locked forced doors when it can force them
// (a Damage 2 weapon in Hand, a controlled Machine that deals 2), and
// outside (it fetches an Oxygen Tank first). It keeps what one decision
// asks of the State again and again: the mission, the Survivors, the
// wanted tokens left, each Survivor's distance to its targets.
type planner struct {
	s     invader.State
	cache [4]*zone.Routes // by opening and forcing; computed when first needed
	m     mission.Mission
	surv  []invader.Survivor
	left  int        // wantedLeft, or -1 until counted
	dist  []distMemo // by Survivor
}

// A distMemo is a Survivor's distance once worked out.
type distMemo struct {
	d         int
	ok, known bool
}

func newPlanner(s invader.State) *planner {
	pl := &planner{s: s, m: s.Mission(), left: -1, dist: make([]distMemo, s.NumSurvivors())}
	pl.surv = make([]invader.Survivor, s.NumSurvivors())
	for i := range pl.surv {
		pl.surv[i] = s.Survivor(i)
	}
	return pl
}

// The bits of a planner's routes.
const (
	opening = 1 << iota // through the closed doors that are not locked
	forcing             // through the locked forced doors
)

// routes returns Survivor i's routes.
func (pl *planner) routes(i int) *zone.Routes {
	k := 0
	if canOpen(pl.s, i) {
		k |= opening
	}
	if len(pl.m.ForcedDoors) > 0 && canForce(pl.s, i) { // no forced door: nothing to force
		k |= forcing
	}
	if pl.cache[k] == nil {
		pl.cache[k] = plan(pl.s, pl.m.ForcedDoors, k&opening != 0, k&forcing != 0)
	}
	return pl.cache[k]
}

// plan returns routes through the doors that are closed but not locked
// when open is set, and through the locked forced doors (of those given)
// when force is.
func plan(s invader.State, forcedDoors []zone.DoorID, open, force bool) *zone.Routes {
	b, m := s.Board(), s.Map()
	for d := range m.NumDoors() {
		id := zone.DoorID(d)
		forced := slices.Contains(forcedDoors, id)
		if b.Door(id) == zone.Closed && (!b.Locked(id) && open || forced && force) {
			b = b.WithDoor(id, zone.Open)
		}
	}
	return m.Routes(b, zone.Mover{Oxygen: true})
}

// canForce reports whether Survivor i can force a door (M11).
func canForce(s invader.State, i int) bool {
	inv := s.Inventory(i)
	for _, it := range inv[invader.Hand1 : invader.Hand2+1] {
		c := it.Card // a Hellfire cannot force; a Prototype needs its Energy Cell
		if it.ID >= 0 && c.Damage >= 2 && !c.Hellfire && (!c.NeedsPower || it.Attached >= 0) {
			return true
		}
	}
	for _, mc := range s.Machines() {
		if mc.Controller == i && (mc.Profile.Melee.Damage >= 2 || mc.Profile.Ranged.Damage >= 2) {
			return true
		}
	}
	return false
}

// leads reports whether Survivor i should head for the target: every
// Survivor once only the Exit is left, else the one on the board closest
// to a wanted Objective, so the others stay out of harm's way.
func leads(pl *planner, i int) bool {
	mine, ok := pl.distance(i)
	if !ok || pl.wantedLeft() == 0 {
		return true
	}
	for j := range pl.surv {
		if sv := &pl.surv[j]; j == i || sv.Dead || sv.Escaped {
			continue
		}
		if d, ok := pl.distance(j); ok && d < mine {
			return false
		}
	}
	return true
}

// follow returns the step that brings Survivor i back within one zone of
// the first Survivor who leads toward an Objective it can reach: together
// they fight the Xenos that converge on the leader, who alone would be
// overrun.
func follow(pl *planner, i int, legal []invader.Action) (invader.Action, bool) {
	r := pl.routes(i)
	here := pl.surv[i].Zone
	for j := range pl.surv {
		sv := &pl.surv[j]
		if j == i || sv.Dead || sv.Escaped {
			continue
		}
		if _, ok := pl.distance(j); !ok || !leads(pl, j) {
			continue // a Survivor who can reach nothing leads nobody
		}
		if d, ok := r.Distance(here, sv.Zone); ok && d > 1 {
			return toward(pl.s, r, i, []zone.ID{sv.Zone}, legal)
		}
		return nil, false
	}
	return nil, false
}

// distance is how far Survivor i is from the nearest of its targets, on
// its routes. A Survivor who must fetch an Oxygen Tank first goes by the
// Oxygen Supply Room.
func (pl *planner) distance(i int) (int, bool) {
	if m := pl.dist[i]; m.known {
		return m.d, m.ok
	}
	d, ok := pl.measure(i)
	pl.dist[i] = distMemo{d: d, ok: ok, known: true}
	return d, ok
}

// measure works out pl.distance(i).
func (pl *planner) measure(i int) (int, bool) {
	s, r := pl.s, pl.routes(i)
	here := pl.surv[i].Zone
	t := targets(pl, r, here)
	if len(t) == 0 {
		return 0, false
	}
	d, ok := r.Distance(here, t[0])
	if rooms := tankRooms(s, r, i, t[0]); len(rooms) > 0 {
		d1, _ := r.Distance(here, rooms[0])
		d2, _ := r.Distance(rooms[0], t[0])
		d = d1 + d2
	}
	return d, ok
}

// wanted reports whether the current Goal wants Objective tokens of colour
// c ("take COLOUR objectives" only its own, the Exit Goals none).
func (pl *planner) wanted(c zone.Color) bool {
	goals := pl.m.Goals
	i := pl.s.GoalsDone()
	return i < len(goals) && goals[i].NeedsObjective(c)
}

// wantedLeft counts the Objective tokens on the board the current Goal
// wants.
func (pl *planner) wantedLeft() int {
	if pl.left >= 0 {
		return pl.left
	}
	s, n := pl.s, 0
	for i, o := range s.Map().Objectives() {
		if s.Board().HasObjective(i) && pl.wanted(o.Color) {
			n++
		}
	}
	pl.left = n
	return n
}

// threat weighs the Xenos that could attack zone z in the next Xenos'
// Phase: those in it, and (less) those one open step away.
func threat(s invader.State, z zone.ID) int {
	n := 10 * s.Xenos(z).Total() // those attack for sure; the others must move first
	for _, st := range s.Map().AppendSteps(nil, s.Board(), z, zone.Mover{Oxygen: true}) {
		n += s.Xenos(st.To).Total()
	}
	return n
}

// away returns the Move to the least threatened zone, if it is safer than
// where Survivor i stands.
func away(s invader.State, i int, legal []invader.Action) (invader.Action, bool) {
	var best invader.Action
	least := threat(s, s.Survivor(i).Zone)
	for _, a := range legal {
		if mv, ok := a.(invader.Move); ok && mv.Survivor == i {
			if t := threat(s, mv.To); t < least {
				best, least = a, t
			}
		}
	}
	return best, best != nil
}

// toward returns the Move or door action that brings Survivor i one step
// closer to the first of targets it can step toward, never into Xenos
// but those it can fight where they stand.
func toward(s invader.State, routes *zone.Routes, i int, targets []zone.ID, legal []invader.Action) (invader.Action, bool) {
	here := s.Survivor(i).Zone
	for _, target := range targets { // nearest first; a locked way tries the next
		for _, st := range routes.AppendFirstSteps(nil, here, target) {
			if !mayEnter(s, i, st.To) {
				continue // never into Xenos it cannot fight there
			}
			want := []invader.Action{invader.Move{Survivor: i, To: st.To}}
			if d := closedDoor(s, here, st.To); d != zone.NoDoor { // planned as open
				want = doorActions(s, i, d)
			}
			for _, a := range want {
				if slices.Contains(legal, a) {
					return a, true
				}
			}
		}
	}
	return nil, false
}

// mayEnter reports whether Survivor i may step into zone z: never into
// Xenos it cannot fight there.
func mayEnter(s invader.State, i int, z zone.ID) bool {
	return s.Xenos(z).Total() == 0 || canClear(s, i, z)
}

// canClear reports whether Survivor i may walk into zone z to fight the
// Xenos there: few of them (no more than the dice of a weapon in Hand that
// hurts every one of them where it stands, at most 2), and fewer than its
// Armor, so that it outlives their attacks. Toughness 2 (a Tank, a
// Brute) guards many Objectives: only a Damage 2 weapon clears it.
func canClear(s invader.State, i int, z zone.ID) bool {
	n, tough := s.Xenos(z), 0
	for k, c := range n {
		if c > 0 {
			tough = max(tough, s.Catalog()[k].Toughness)
		}
	}
	dice := 0
	inv := s.Inventory(i)
	for _, it := range inv[invader.Hand1 : invader.Hand2+1] {
		if it.ID >= 0 && hurtsHere(it.Card, tough) {
			dice = max(dice, it.Card.Dice)
		}
	}
	return n.Total() <= min(dice, 2) && n.Total() < s.Survivor(i).Armor
}

// hurtsHere reports whether weapon c, used as it comes, hurts Xenos of
// that Toughness in its user's own zone. A Molotov or a Hellfire would
// burn the user too, and a Prototype may lack its Energy Cell.
func hurtsHere(c equipment.Card, tough int) bool {
	return c.IsWeapon() && c.MinRange == 0 && c.Damage >= tough && !c.Molotov && !c.Hellfire && !c.NeedsPower
}

// searchRooms returns the rooms Survivor i may Search in (a Soldier only a
// Security Room, p.22; a Civilian, or a 2nd Edition Adult or Child, any
// room), other than its own, nearest first.
func searchRooms(s invader.State, r *zone.Routes, i int) []zone.ID {
	here, civ := s.Survivor(i).Zone, s.Survivor(i).Card.Class != survivor.Soldier
	var out []zone.ID
	for z := range s.Map().Len() {
		id := zone.ID(z)
		kind, f := s.Map().Zone(id).Kind, s.Map().Features(s.Board(), id)
		if _, ok := r.Distance(here, id); ok && id != here && kind == zone.Room && (civ || f.Has(zone.Security)) {
			out = append(out, id)
		}
	}
	return nearestFirst(r, here, out)
}

// closedDoor returns the closed door between here and the adjacent zone
// to, when no open way joins them, else NoDoor.
func closedDoor(s invader.State, here, to zone.ID) zone.DoorID {
	if st, ok := s.Map().CanStep(s.Board(), here, to, zone.Mover{ThroughDoors: true, Oxygen: true}); ok {
		return st.Door
	}
	return zone.NoDoor
}

// doorActions are the ways Survivor i may get through door d: open it, or
// force it open (M11) with a weapon or a Machine it controls.
func doorActions(s invader.State, i int, d zone.DoorID) []invader.Action {
	out := []invader.Action{invader.OpenDoor{Survivor: i, Door: d},
		invader.ForceDoor{Survivor: i, Door: d, Weapon: invader.Hand1},
		invader.ForceDoor{Survivor: i, Door: d, Weapon: invader.Hand2}}
	for _, m := range s.Machines() {
		if m.Controller == i {
			out = append(out, invader.MachineForceDoor{Survivor: i, Machine: m.Index, Door: d},
				invader.MachineForceDoor{Survivor: i, Machine: m.Index, Door: d, Ranged: true})
		}
	}
	return out
}

// aims returns where Survivor i heads, nearest first: its targets, or the
// Oxygen Supply Rooms first when the nearest target is outside and it has
// no Oxygen Tank (p.35).
func aims(pl *planner, r *zone.Routes, i int) []zone.ID {
	t := targets(pl, r, pl.surv[i].Zone)
	if len(t) == 0 {
		return t
	}
	if rooms := tankRooms(pl.s, r, i, t[0]); len(rooms) > 0 {
		return rooms
	}
	return t
}

// tankRooms returns the Oxygen Supply Rooms Survivor i can reach, nearest
// first, when it needs a tank to reach target (outside) and has none.
func tankRooms(s invader.State, r *zone.Routes, i int, target zone.ID) []zone.ID {
	if s.Map().Zone(target).Kind != zone.Exterior || hasCard(s, i, "Oxygen Tank") {
		return nil
	}
	here := s.Survivor(i).Zone
	var rooms []zone.ID
	for z := range s.Map().Len() {
		if _, ok := r.Distance(here, zone.ID(z)); ok && s.Map().Features(s.Board(), zone.ID(z)).Has(zone.OxygenSupply) {
			rooms = append(rooms, zone.ID(z))
		}
	}
	return nearestFirst(r, here, rooms)
}

// targets returns the zones worth going to, nearest first (ties by zone):
// those with an Objective token the current Goal needs it can reach, or
// the Exit Zones once no token is wanted.
func targets(pl *planner, r *zone.Routes, here zone.ID) []zone.ID {
	m, b := pl.s.Map(), pl.s.Board()
	var out []zone.ID
	for i, o := range m.Objectives() {
		if _, ok := r.Distance(here, o.Zone); ok && b.HasObjective(i) && pl.wanted(o.Color) && !slices.Contains(out, o.Zone) {
			out = append(out, o.Zone)
		}
	}
	if pl.wantedLeft() == 0 { // the Exit's turn; a wanted token out of reach is no reason to leave
		for z := range m.Len() {
			if _, ok := r.Distance(here, zone.ID(z)); ok && m.Zone(zone.ID(z)).Has(zone.Exit) {
				out = append(out, zone.ID(z))
			}
		}
	}
	return nearestFirst(r, here, out)
}

// nearestFirst sorts zones by their distance from here, then by ID.
func nearestFirst(r *zone.Routes, here zone.ID, zs []zone.ID) []zone.ID {
	slices.SortStableFunc(zs, func(a, b zone.ID) int {
		da, _ := r.Distance(here, a)
		db, _ := r.Distance(here, b)
		return cmp.Or(da-db, int(a)-int(b))
	})
	return zs
}

// bestAttack returns the legal attack that eliminates the most Xenos on
// average, by the exact odds, if any eliminates more than least Xenos on
// average. A Ranged attack into a zone where other Survivors stand counts
// each miss against it: a miss may hit one of them (Friendly Fire, p.32).
func bestAttack(s invader.State, legal []invader.Action, least float64) (invader.Action, bool) {
	var best invader.Action
	bestMean := least
	for _, a := range legal {
		at, ok := a.(invader.Attack)
		if !ok {
			continue
		}
		odds, err := s.AttackOdds(at)
		if err != nil {
			continue // a Hellfire: the bot keeps its Canisters
		}
		risky := friendsAt(s, at)
		mean := 0.0
		for _, o := range odds {
			mean += float64(o.Result.Eliminated.Total()) * o.Probability()
			if risky {
				mean -= float64(o.Result.Misses) * o.Probability()
			}
		}
		if mean > bestMean {
			best, bestMean = a, mean
		}
	}
	return best, best != nil
}

// friendsAt reports whether attack a is a Ranged one into a zone where
// other Survivors stand.
func friendsAt(s invader.State, a invader.Attack) bool {
	if s.Inventory(a.Survivor)[a.Weapon].Card.Weapon != equipment.Ranged {
		return false
	}
	for j := range s.NumSurvivors() {
		if sv := s.Survivor(j); j != a.Survivor && !sv.Dead && !sv.Escaped && sv.Zone == a.Target {
			return true
		}
	}
	return false
}

// keep puts a drawn weapon in a free Hand, or in place of a weaker Hand
// weapon (more Damage, then more dice) when it needs no Energy Cell or
// Canister to work, any other card in a free slot that takes it, and
// discards it when nothing is free.
func keep(s invader.State, i int, legal []invader.Action) invader.Action {
	inv := s.Inventory(i)
	if c, _, ok := s.Drawn(); ok && c.Card.IsWeapon() {
		for slot := invader.Hand1; slot <= invader.Hand2; slot++ {
			old := inv[slot].Card
			ready := !c.Card.NeedsPower && !c.Card.Hellfire // usable as it comes
			better := inv[slot].ID < 0 || ready && (c.Card.Damage > old.Damage || c.Card.Damage == old.Damage && c.Card.Dice > old.Dice)
			if a := (invader.Keep{Survivor: i, Slot: slot}); better && slices.Contains(legal, invader.Action(a)) {
				return a
			}
		}
	}
	for _, a := range legal {
		if k, ok := a.(invader.Keep); ok && k.Slot >= 0 && inv[k.Slot].ID < 0 {
			return a // Legal lists Hand slots first, then Body, then Backpack
		}
	}
	return legal[0] // keep none
}

// heal discards a card that heals Survivor i (an M.R.E., p.18) when a
// wound would eliminate it: the game waits for that (a BraceDecision) only
// while a discard can still save it. With none, it takes the wound.
func heal(s invader.State, i int, legal []invader.Action) invader.Action {
	for _, it := range s.Inventory(i) {
		if a := (invader.Discard{Survivor: i, Card: it.ID}); it.ID >= 0 && it.Card.Heal > 0 && slices.Contains(legal, invader.Action(a)) {
			return a
		}
	}
	return legal[0]
}

// hasCard reports whether Survivor i holds a card of that name.
func hasCard(s invader.State, i int, name string) bool {
	for _, it := range s.Inventory(i) {
		if it.ID >= 0 && it.Card.Name == name {
			return true
		}
	}
	return false
}

// mostXP returns the hit that eliminates the Xeno worth the most XP.
func mostXP(s invader.State, legal []invader.Action) invader.Action {
	best, xp := legal[0], -1
	for _, a := range legal {
		if h, ok := a.(invader.AssignHit); ok && s.Catalog()[h.Kind].XP > xp {
			best, xp = a, s.Catalog()[h.Kind].XP
		}
	}
	return best
}
