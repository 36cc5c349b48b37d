package invader

import (
	"fmt"

	"github.com/invaderengine/invader/combat"
	"github.com/invaderengine/invader/equipment"
	"github.com/invaderengine/invader/los"
	"github.com/invaderengine/invader/mold"
	"github.com/invaderengine/invader/survivor"
	"github.com/invaderengine/invader/xeno"
	"github.com/invaderengine/invader/zone"
)

// Attack is a Melee or Ranged Action (p.24, pp.30-33) with the weapon in
// Hand slot Weapon (Hand1 or Hand2), at Zone Target. Dual fires both Dual
// weapons of the same name at once (p.16); a Dual attack names Hand1.
// Concentrated merges every success into one hit (p.33). Once the dice are
// rolled, the attacker places the hits where the rules let it choose
// ([AssignHit]). A Flamethrower makes a Hellfire instead (p.34): no dice.
type Attack struct {
	Survivor     int     `json:"survivor"`
	Weapon       int     `json:"weapon"`
	Dual         bool    `json:"dual,omitempty"`
	Target       zone.ID `json:"target"`
	Concentrated bool    `json:"concentrated,omitempty"`
}

var _ = defAction[Attack]("{survivor} attack {zone Target} {hand Weapon} [dual] [concentrated]")

func (a Attack) String() string { return notation(a) }

func (a Attack) check(s *judge) Reason {
	if r := s.actor(a.Survivor); r != 0 {
		return r
	}
	if a.Weapon != Hand1 && a.Weapon != Hand2 || int(a.Target) >= s.g.m.Len() {
		return NoSuchThing
	}
	ids := s.weapons(a)
	for _, id := range ids {
		if r := s.usable(a, id); r != 0 {
			return r
		}
	}
	w := s.g.items[ids[0]]
	if a.Dual && (a.Weapon != Hand1 || s.g.items[ids[1]].Name != w.Name || !w.Dual && !s.has(a.Survivor, survivor.Ambidextrous)) {
		return NotDual
	}
	if r := s.inReach(a, w); r != 0 {
		return r
	}
	switch {
	case (w.Hellfire || w.Molotov) && (a.Dual || a.Concentrated):
		return NotAChoice
	case a.Concentrated && s.g.rules.noConcentrating:
		return NoConcentrating // seed 002: one hit, all its Damage
	case s.kindsIn(s.survivors[a.Survivor].zone, xeno.NoCombatHere):
		return NoCombatHere // seed 002: the Hobo must be shot from elsewhere
	case s.declared(a).Dice() > maxDice:
		return NotAChoice // more dice than anyone can roll
	case !s.afford(actionKind(w), 1):
		return NoActions
	}
	return 0
}

func (a Attack) apply(t *tx) {
	ids := t.weapons(a)
	w := t.g.items[ids[0]]
	t.spend(actionKind(w), 1)
	if w.Noisy {
		t.addNoise(a.Survivor, t.survivors[a.Survivor].zone)
	}
	if w.Hellfire || w.Molotov {
		t.hellfire(a, ids[0])
		return
	}
	t.startFight(fight{on: true, a: a, machine: -1, door: zone.NoDoor})
	t.rollNext()
}

// Reroll decides whether to re-roll every die of the attack just rolled,
// when an attached Energy Cell or Plenty of Bullets, or the Lucky Skill,
// allows it (p.23): the new dice replace the old. One re-roll
// per Action.
type Reroll struct {
	Survivor int  `json:"survivor"`
	Yes      bool `json:"yes"`
}

var _ = defAction[Reroll]("{survivor} reroll {yesno Yes}")

func (r Reroll) String() string { return notation(r) }

func (r Reroll) check(s *judge) Reason {
	switch {
	case s.over():
		return GameOver
	case !s.f().on || !s.f().asking:
		return NotNow
	case r.Survivor != s.f().a.Survivor:
		return NotYours
	}
	return 0
}

func (r Reroll) apply(t *tx) {
	t.fightMut().asking = false
	if !r.Yes {
		t.resolveAttack()
		return
	}
	if int(t.f().rerolled) >= t.equipReroll() {
		t.turn.lucky = true // the equipment's re-roll is spent: this one is Lucky's
	}
	t.fightMut().rerolled++
	t.fightMut().n = 0
	t.rollNext()
}

// maxDice is the most dice one attack may roll.
const maxDice = 64

// fight is an attack whose dice are being rolled.
type fight struct {
	on       bool
	a        Attack
	rolls    [maxDice]uint8
	n        uint8       // dice rolled so far
	rerolled uint8       // re-rolls used
	asking   bool        // waiting for a Reroll decision
	ff       uint8       // Friendly Fire hits still to place
	machine  int8        // a Machine's attack: the Machine; -1 for the Survivor's weapons
	door     zone.DoorID // ForceDoor, MachineForceDoor: the door hit; zone.NoDoor for an attack on a Zone
	ranged   bool        // a Machine's attack: its Ranged profile
	placing  bool        // the dice are counted: the hits are being placed (AssignHit)
	placed   uint8       // hits placed so far, in the order of combat.Attack.Hits
	killed   uint8       // Xenos eliminated so far
}

// noFight is what f reads when no attack is being rolled: the zero fight.
var noFight fight

// f returns the attack being rolled, or the zero fight: read-only.
func (s *State) f() *fight {
	if s.fight == nil {
		return &noFight
	}
	return s.fight
}

// Fighting returns the attack under way, if one is, with its dice rolled
// so far: while a re-roll is asked (RerollDecision), a chance outcome is
// awaited, or the hits are placed (TargetDecision: AssignHit picks among
// the Xenos of the attack's Target zone). A front end shows the dice, and
// where to click. A Machine's attack or a forced door reads as the Attack
// the fight resolves.
func (s State) Fighting() (Attack, []int, bool) {
	f := s.f()
	if !f.on {
		return Attack{}, nil, false
	}
	rolls := make([]int, f.n)
	for i := range rolls {
		rolls[i] = int(f.rolls[i])
	}
	return f.a, rolls, true
}

// startFight starts an attack: a fight of the tx's own.
func (t *tx) startFight(f fight) {
	t.fight, t.ownFight = &f, true
}

// fightMut returns the fight for the tx to change, copied first when it
// is another State's (copy-on-write).
func (t *tx) fightMut() *fight {
	if !t.ownFight {
		c := *t.f()
		t.fight, t.ownFight = &c, true
	}
	return t.fight
}

// fightCombat describes the fight under way for package combat.
func (s *State) fightCombat() *combat.Attack {
	if s.f().machine >= 0 {
		return s.machineCombat()
	}
	return s.declared(s.f().a)
}

// fightHit returns the Damage of the fight's misses that hit Survivors,
// and whether they can hit any at all (p.32): Ranged, no Sniper, no
// Steady hand.
func (s *State) fightHit() (dmg int, ok bool) {
	a := s.f().a
	if s.f().machine >= 0 {
		w := s.machineWeapon(MachineAttack{Machine: int(s.f().machine), Ranged: s.f().ranged})
		return w.Damage, s.f().ranged
	}
	w := s.g.items[s.weapons(a)[0]]
	ok = w.Weapon == equipment.Ranged && !w.Sniper && !s.has(a.Survivor, survivor.Sniper) && !s.has(a.Survivor, survivor.SteadyHand)
	return w.Damage, ok
}

// weapons returns the items an attack uses.
func (s *State) weapons(a Attack) []int {
	ids := []int{s.itemAt(a.Survivor, a.Weapon)}
	if a.Dual {
		ids = append(ids, s.itemAt(a.Survivor, Hand1+Hand2-a.Weapon))
	}
	return ids
}

// bodyHas reports whether a card in Survivor i's Body slots has the
// property f (p.18: Body cards work only there).
func (s *State) bodyHas(i int, f func(equipment.Card) bool) bool {
	return s.slotsHave(i, Body1, Body2, f)
}

// slotsHave reports whether a card in Survivor i's slots first to last
// has the property f.
func (s *State) slotsHave(i, first, last int, f func(equipment.Card) bool) bool {
	for slot := first; slot <= last; slot++ {
		if id := s.itemAt(i, slot); id >= 0 && f(s.g.items[id]) {
			return true
		}
	}
	return false
}

// viewer is what Survivor i brings to its sight: a Searchlight in a Body
// slot lets it see into Dark Zones (p.11); 2nd Edition's hide nothing.
func (s *State) viewer(i int) los.Viewer {
	return los.Viewer{Searchlight: s.g.rules.darkVisible || s.bodyHas(i, func(c equipment.Card) bool { return c.Searchlight })}
}

// usable checks one weapon of an attack (pp.14-15).
func (s *State) usable(a Attack, id int) Reason {
	if id < 0 || !s.g.items[id].IsWeapon() {
		return NoWeapon
	}
	w, here := s.g.items[id], s.survivors[a.Survivor].zone
	att := s.attachmentOf(id)
	switch {
	case w.Ammo == equipment.Bullets && s.g.rules.bulletsFailOutside && s.g.m.Zone(here).Kind == zone.Exterior:
		return NoBulletsOutside // p.14
	case w.NeedsPower && (att < 0 || s.g.items[att].Is != equipment.EnergyCell):
		return NoPower // p.14: Prototypes need an attached Energy Cell
	case w.Hellfire && (att < 0 || s.g.items[att].Is != equipment.CanisterFuel):
		return NoPower // the Flamethrower needs a Canister
	case w.Ultra && s.level(a.Survivor) < survivor.Red:
		return UltraBeforeRed // seed 004, §13
	}
	return 0
}

// inReach checks the target: the own Zone for Melee; for Ranged, a Zone in
// sight within the weapon's Range (p.16), Range 0 always with Point-blank.
// Xenos must be there (a Hellfire may also target Active Mold), and a
// Hellfire never goes outside (p.34).
func (s *State) inReach(a Attack, w equipment.Card) Reason {
	here := s.survivors[a.Survivor].zone
	if w.Weapon == equipment.Melee {
		if a.Target != here {
			return OutOfRange
		}
	} else {
		r, ok := los.Range(s.g.m, s.board, here, a.Target, s.viewer(a.Survivor))
		hi := w.MaxRange + s.skillCount(a.Survivor, survivor.PlusOneMaxRange) + s.watchtowerRange(here)
		pointBlank := r == 0 && s.has(a.Survivor, survivor.PointBlank)
		if !ok || r > hi || r < w.MinRange && !pointBlank {
			return OutOfRange
		}
	}
	switch {
	case w.Hellfire && s.g.m.Zone(a.Target).Kind == zone.Exterior:
		return NoHellfireOutside // p.34
	case s.xenos[a.Target].Total() == 0 && !(w.Hellfire && s.board.Mold(a.Target) == zone.ActiveMold):
		return NoTargets
	}
	return 0
}

func actionKind(w equipment.Card) survivor.Action {
	if w.Weapon == equipment.Melee {
		return survivor.Melee
	}
	return survivor.Ranged
}

func (s *State) has(i int, k survivor.Kind) bool { return s.skillCount(i, k) > 0 }

// skillCount counts Survivor i's Skills of kind k, whatever their parameter.
func (s *State) skillCount(i int, k survivor.Kind) int {
	if !s.mayHave(i, k) {
		return 0 // most asks, for Skills the Survivor's card does not have
	}
	// skillsOf's Skills, looked at in place: a Move asks three times, and
	// the iterator's calls cost more than the looks (TestSkillCount).
	sv, card := &s.survivors[i], &s.g.cards[i]
	c := 0
	if card.Blue.Kind == k {
		c++
	}
	if yellowSkill.Kind == k && s.level(i) >= survivor.Yellow {
		c++
	}
	if sv.orange >= 0 && card.Orange[sv.orange].Kind == k {
		c++
	}
	if sv.red >= 0 && card.Red[sv.red].Kind == k {
		c++
	}
	for _, code := range s.extraOf(i) {
		if skillOf(card, code).Kind == k {
			c++
		}
	}
	return c
}

// mayHave reports whether Survivor i can have a Skill of kind k now: one
// on its card's tree, or any once it gained Ultrared Skills.
func (s *State) mayHave(i int, k survivor.Kind) bool {
	return int(k) >= 128 || i >= len(s.g.treeKinds) || s.g.treeKinds[i][k/64]&(1<<(k%64)) != 0 || len(s.extraOf(i)) > 0
}

// countFor counts Survivor i's Skills of kind k that apply to Actions of
// kind act ("+1 die: Ranged" applies to Ranged, "...: Combat" to both).
func (s *State) countFor(i int, k survivor.Kind, act survivor.Action) int {
	if !s.mayHave(i, k) {
		return 0
	}
	return s.countSkills(i, func(sk survivor.Skill) bool { return sk.Kind == k && sk.Action.Includes(act) })
}

// countSkills counts Survivor i's Skills for which match holds.
func (s *State) countSkills(i int, match func(survivor.Skill) bool) int {
	c := 0
	for sk := range s.skillsOf(i) {
		if match(*sk) {
			c++
		}
	}
	return c
}

// addNoise puts a Noise token in zone z for a noisy weapon used by
// Survivor who, if the box has one left: one token per Action, whatever
// the dice (p.17).
func (t *tx) addNoise(who int, z zone.ID) {
	if t.noiseLeft() > 0 {
		t.noiseMut()[z]++
		t.emit(t.g.boxed.noiseMadeEvent(NoiseMade{Survivor: who, Zone: z}))
	}
}

// noiseCap returns the most Noise tokens on the board at once.
func (s *State) noiseCap() int {
	if s.g.cfg.LimitNoise {
		return NoiseTokens
	}
	return maxNoise
}

// noiseLeft returns the Noise tokens left to put on the board: with
// LimitNoiseTokens the box's, else as many as a round can use.
func (s *State) noiseLeft() int {
	n := s.noiseCap()
	for _, c := range s.noise {
		n -= int(c)
	}
	return n
}

// rollNext rolls the next die of the fight, or resolves the attack when
// every die is rolled (after a possible re-roll).
func (t *tx) rollNext() {
	if int(t.f().n) < t.fightCombat().Dice() {
		t.ask(chanceNode{kind: rollDie, who: t.f().a.Survivor})
		return
	}
	if t.canReroll() {
		t.fightMut().asking = true
		return
	}
	t.resolveAttack()
}

// canReroll reports whether the attacker has a re-roll left for this
// Action: one from an attachment its weapon takes (Energy Cell, Plenty of
// Bullets), or in 2nd Edition from a card it holds that Boosts its
// weapon's ammunition (seed 002; docs/RULINGS.md, "2nd Edition: boosts"),
// and one from Lucky, once per Turn; they stack (pp.52-55).
func (s *State) canReroll() bool {
	return s.f().machine < 0 && int(s.f().rerolled) < s.equipReroll()+s.luckyReroll()
}

func (s *State) equipReroll() int {
	for _, id := range s.weapons(s.f().a) {
		w := s.g.items[id]
		if att := s.attachmentOf(id); att >= 0 && w.Takes != equipment.NoAttach && w.Takes != equipment.CanisterFuel &&
			s.g.items[att].Is == w.Takes {
			return 1
		}
		if s.g.boosts && w.Ammo != equipment.NoAmmo && s.slotsHave(s.f().a.Survivor, 0, NumSlots-1, func(c equipment.Card) bool { return c.Boosts == w.Ammo }) {
			return 1
		}
	}
	return 0
}

func (s *State) luckyReroll() int {
	if s.has(s.f().a.Survivor, survivor.Lucky) && !s.turn.lucky {
		return 1
	}
	return 0
}

func (t *tx) rolled(face int) {
	t.fightMut().rolls[t.f().n] = uint8(face)
	t.fightMut().n++
	t.emit(DieRolled{Survivor: t.f().a.Survivor, Face: face})
	t.rollNext()
}

// declared turns an attack into its combat description, with Skills.
func (s *State) declared(a Attack) *combat.Attack {
	i, ids := a.Survivor, s.weapons(a)
	w0 := s.g.items[ids[0]]
	act := actionKind(w0)
	here := s.survivors[i].zone
	ca := &combat.Attack{
		Ranged:       act == survivor.Ranged,
		Concentrated: a.Concentrated,
		Targets:      s.xenos[a.Target],
		Kinds:        s.g.kinds,
	}
	// Melee picks its targets (p.31); so do Snipers and Point-blank at
	// Range 0 (pp.52-55).
	ca.FreeTargets = !ca.Ranged || w0.Sniper || s.has(i, survivor.Sniper) ||
		a.Target == here && s.has(i, survivor.PointBlank)
	for _, id := range ids {
		w := s.g.items[id]
		cw := combat.Weapon{
			Dice:     w.Dice + s.countFor(i, survivor.PlusOneDie, act),
			Accuracy: max(1, w.Accuracy-s.countFor(i, survivor.PlusOneToRoll, act)),
			Damage:   s.damage(i, w, act),
		}
		ca.Weapons = append(ca.Weapons, cw)
	}
	return ca
}

// damage is the Damage Survivor i deals with weapon w used for action act,
// its Skills counted: +1 Damage, +1 Damage with the card, Super strength
// (Melee weapons deal at least 3; pp.52-55).
func (s *State) damage(i int, w equipment.Card, act survivor.Action) int {
	d := w.Damage + s.countFor(i, survivor.PlusOneDamage, act) + s.damageWith(i, w.Name)
	if act == survivor.Melee && s.has(i, survivor.SuperStrength) {
		d = max(d, 3)
	}
	return d
}

// damageWith counts Survivor i's "+1 Damage with [Equipment]" Skills for
// the named card.
func (s *State) damageWith(i int, card string) int {
	return s.countSkills(i, func(sk survivor.Skill) bool { return sk.Kind == survivor.PlusOneDamageWith && sk.Card == card })
}

// AttackOdds returns the exact distribution of what attack a would do now,
// without rolling (p.16, pp.30-33): eliminations, successes and misses,
// with their probabilities, when the attacker places its hits as plan says
// wherever it may choose ([AssignHit]): each hit on the first kind of the
// plan it may eliminate, else on the kind worth the most XP. Re-rolls are
// not counted. The attack must be legal now.
func (s State) AttackOdds(a Attack, plan ...xeno.Kind) ([]combat.Outcome, error) {
	if r := a.check(s.newJudge(s.pending())); r != 0 {
		return nil, s.illegal(a, r)
	}
	if s.g.items[s.weapons(a)[0]].Hellfire {
		return nil, fmt.Errorf("invader: a Hellfire rolls no dice")
	}
	ca := s.declared(a)
	ca.Plan = plan
	return combat.Odds(ca)
}

// resolveAttack counts the rolled dice, then has the hits placed (Xenos
// eliminated, XP), then Friendly Fire.
func (t *tx) resolveAttack() {
	a := t.f().a
	if t.f().door != zone.NoDoor {
		ca := t.fightCombat() // a Survivor's weapon or a Machine's profile
		ca.Targets = xeno.Counts{}
		t.forced(combat.Resolve(ca, toInts(t.f().rolls[:t.f().n])).Successes)
		return
	}
	ca := t.fightCombat()
	ca.Targets = xeno.Counts{}
	res := combat.Resolve(ca, toInts(t.f().rolls[:t.f().n])) // the dice only
	t.emit(AttackResolved{Survivor: a.Survivor, Zone: a.Target, Successes: res.Successes, Misses: res.Misses})
	if _, ok := t.fightHit(); ok && len(t.friendlyTargets()) > 0 {
		t.fightMut().ff = uint8(res.Misses)
	}
	t.fightMut().placing = true
	t.placeHits()
}

// endFight ends an attack once its hits are placed: the Ultrared Skills
// its XP brought and left no choice about, the free Moves its
// eliminations give, then Friendly Fire.
func (t *tx) endFight() {
	f := t.fightMut()
	f.placing = false
	if t.g.cfg.Ultrared {
		t.autoPicks(f.a.Survivor)
	}
	if f.machine < 0 {
		t.afterKills(f.a.Survivor, f.a.Target, int(f.killed))
	}
	t.friendlyFire()
}

func toInts(b []uint8) []int {
	out := make([]int, len(b))
	for i, v := range b {
		out[i] = int(v)
	}
	return out
}

// eliminate takes the Xenos gone out of zone z, eliminated by Survivor who,
// which earns xp.
func (t *tx) eliminate(who int, z zone.ID, gone xeno.Counts, xp int) {
	for k, n := range gone[:len(t.g.kinds)] {
		if n > 0 {
			t.xenosMut()[z][k] -= n
			t.emit(XenosEliminated{Survivor: who, Kind: xeno.Kind(k), Zone: z, Count: int(n)})
		}
	}
	if xp > 0 {
		t.gainXP(who, xp)
	}
}

// kindsIn reports whether zone z holds a Xeno of a kind with rule sp.
func (s *State) kindsIn(z zone.ID, sp xeno.Special) bool {
	if s.g.specials&(1<<sp) == 0 {
		return false // no such kind in the game (every Invader game)
	}
	for k, n := range s.xenos[z][:len(s.g.kinds)] {
		if n > 0 && s.g.kinds[k].Special == sp {
			return true
		}
	}
	return false
}

// friendlyTargets lists the Survivors the current fight's misses may hit
// (p.32): those in the target Zone but the shooter, without Low profile
// (pp.52-55).
func (s *State) friendlyTargets() []int {
	var out []int
	for _, i := range s.survivorsIn(s.f().a.Target) {
		if (i != s.f().a.Survivor || s.f().machine >= 0) && !s.has(i, survivor.LowProfile) {
			out = append(out, i)
		}
	}
	return out
}

// friendlyFire places the misses one by one: the players choose whom each
// hits when several can be (p.32), and a victim a miss would eliminate may
// first discard cards that heal it (p.18, braceFire). Then the fight is
// over.
func (t *tx) friendlyFire() {
	for t.f().ff > 0 && !t.over() {
		targets := t.friendlyTargets()
		if len(targets) > 1 {
			t.wait = waiting{kind: waitFriendly}
			return
		}
		if t.braceFire(targets[0]) {
			return
		}
		t.friendlyHit(targets[0])
	}
	t.fight = nil
}

func (t *tx) friendlyHit(i int) {
	dmg, _ := t.fightHit()
	t.fightMut().ff--
	shooter := t.f().a.Survivor
	t.hurt(i, dmg, func(armor int) Event {
		return FriendlyFire{Shooter: shooter, Survivor: i, Damage: dmg, Armor: armor}
	})
}

// hurt takes Damage off Survivor i's Armor after its Body armour soaks
// what it can (Ablative Armor, p.18), reports it with the event why builds from
// the Armor left, and eliminates the Survivor at 0 Armor: the game is lost
// (p.10).
func (t *tx) hurt(i, dmg int, why func(armor int) Event) {
	for slot := Body1; slot <= Body2; slot++ {
		if id := t.itemAt(i, slot); id >= 0 {
			dmg -= t.g.items[id].Soak
		}
	}
	sv := t.surv(i)
	sv.armor = int8(max(0, int(sv.armor)-max(0, dmg)))
	t.emit(why(int(sv.armor)))
	if sv.armor == 0 {
		sv.dead = true
		t.emit(SurvivorEliminated{Survivor: i})
		t.lose(Elimination)
	}
}

// hellfire burns the target Zone (p.34; docs/RULINGS.md, "Hellfire"): the Canister is
// discarded, every Xeno there is eliminated whatever its toughness (XP to
// the attacker), every Survivor there is eliminated, and Active Mold turns
// Inactive. A 2nd Edition Molotov burns the same way and is discarded
// itself; thrown into the zone of a Wild Abomination it burns the Wild
// alone, no other Xeno and no Survivor (seed 002; docs/RULINGS.md, "2nd
// Edition: the Molotov").
func (t *tx) hellfire(a Attack, weapon int) {
	fuel := weapon // a Molotov
	if !t.g.items[weapon].Molotov {
		fuel = t.attachmentOf(weapon)
	}
	t.discard(fuel)
	t.emit(CardDiscarded{Survivor: a.Survivor, Card: t.g.items[fuel].Name})
	t.emit(HellfireStarted{Survivor: a.Survivor, Zone: a.Target})
	burnt, only := t.xenos[a.Target], t.g.items[weapon].Molotov && t.kindsIn(a.Target, xeno.MolotovOnlyIt)
	xp := 0
	for k := range burnt[:len(t.g.kinds)] {
		if only && t.g.kinds[k].Special != xeno.MolotovOnlyIt {
			burnt[k] = 0
		}
		xp += int(burnt[k]) * t.g.kinds[k].XP
	}
	killed := burnt.Total()
	t.eliminate(a.Survivor, a.Target, burnt, xp)
	t.afterKills(a.Survivor, a.Target, killed)
	if only {
		return
	}
	if next, flipped := mold.Hellfire(t.g.m, t.board, a.Target); flipped {
		t.board = next
		t.emit(t.g.boxed.moldPlacedEvent(MoldPlaced{Zone: a.Target, Mold: zone.InactiveMold}))
	}
	for _, i := range t.survivorsIn(a.Target) {
		t.hurt(i, 1<<20, func(int) Event { return SurvivorBurned{Survivor: i} })
	}
}
