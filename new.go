package invader

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"sync"

	"github.com/invaderengine/invader/equipment"
	"github.com/invaderengine/invader/machine"
	"github.com/invaderengine/invader/mold"
	"github.com/invaderengine/invader/zone"

	"github.com/invaderengine/invader/mission"
	"github.com/invaderengine/invader/spawn"
	"github.com/invaderengine/invader/xeno"
)

// New starts a game of mission m: it checks the mission, places the
// Survivors in the Player Starting Area with full Armor, puts the
// mission's Xenos on the board, deals the Starting Equipment at random,
// and begins round 1 with the first player. With [ExternalChance] the
// returned State waits for the deal's chance outcomes first.
func New(m mission.Mission, opts ...Option) (State, error) {
	s, _, err := Start(m, opts...)
	return s, err
}

// Start is like [New] but also returns the events of the setup: the cards
// dealt, the first round and the first Survivor's activation.
func Start(m mission.Mission, opts ...Option) (State, []Event, error) {
	var cfg Rules
	for _, o := range opts {
		if o != nil {
			o(&cfg)
		}
	}
	if err := cfg.check(); err != nil {
		return State{}, nil, fmt.Errorf("invader: %w", err)
	}
	if cfg.Players != 0 {
		m.Players = cfg.Players
	}
	st := lookupStatic(&m) // made for a valid mission only
	if st == nil {
		if err := m.Validate(); err != nil {
			return State{}, nil, err
		}
	}
	if n := len(m.Map.Spawns()); cfg.SpawnZones > n {
		return State{}, nil, fmt.Errorf("invader: rule option SpawnZones %d: the map has %d Spawn Zones", cfg.SpawnZones, n)
	}
	if cfg.LimitMold && mold.Count(m.Map, m.Map.Initial()) > mold.Tokens {
		return State{}, nil, fmt.Errorf("invader: %d Mold tokens on the map; the box has %d (LimitMoldTokens)", mold.Count(m.Map, m.Map.Initial()), mold.Tokens)
	}
	if st == nil {
		st = staticOf(m)
	}
	t := (&game{static: st, cfg: cfg}).setUp()
	if t.choosing() < 0 { // else the deal follows the players' choices of Starting cards
		t.dealNext()
	}
	t.handOut()
	return t.State, t.ev, nil
}

// setUp sets the game up up to the deal: Survivors, Xenos, Mold, forced
// doors and starting XP.
func (g *game) setUp() *tx {
	t := &tx{State: g.initial(), ownAll: true}
	for _, x := range g.mission.Xenos {
		if t.g.kinds[x.Kind].Mold {
			t.spreadMold(x.Zone) // p.20: wherever a Spoiler stands
		}
	}
	for _, d := range g.mission.ForcedDoors {
		t.board = t.board.WithLocked(d, true) // M11: they do not open normally
	}
	for i := range t.survivors {
		if g.cfg.StartingXP > 0 {
			t.gainXP(i, g.cfg.StartingXP)
		}
	}
	return t
}

// blank is the State a position starts from (ParsePosition): the game set
// up with the default Starting cards of the players' choice, round 1
// begun, and no card dealt.
func (g *game) blank() State {
	t := g.setUp()
	t.defaultChoices()
	t.beginRound()
	t.handOut()
	return t.State
}

// Replay starts mission m with the given options and applies actions in
// order, returning the final State and every event, setup included. The
// same mission, options and actions always give the same game. An illegal
// action stops the replay with an error naming its index.
func Replay(m mission.Mission, actions []Action, opts ...Option) (State, []Event, error) {
	s, events, err := Start(m, opts...)
	if err != nil {
		return State{}, nil, err
	}
	for i, a := range actions {
		next, ev, err := s.Apply(a)
		if err != nil {
			return s, events, fmt.Errorf("invader: replay: action %d: %w", i, err)
		}
		s, events = next, append(events, ev...)
	}
	return s, events, nil
}

func newGame(m mission.Mission, cfg Rules) *game {
	return &game{static: staticOf(m), cfg: cfg}
}

// newStatic works out what mission m alone decides of a game.
func newStatic(m mission.Mission) *static {
	g := &game{static: &static{mission: m, m: m.Map, cards: m.Cards(), kinds: m.Kinds(), players: max(1, m.Players)}}
	g.missionJSON = sync.OnceValues(func() ([]byte, error) { return json.Marshal(m) }) // read-only once made
	g.objectives = m.Map.Objectives()
	g.spawns = m.Map.Spawns()
	g.tokens = m.SpawnTokens()
	g.deck = m.XenoDeck()
	for _, e := range g.deck {
		name := e.Card.Name(g.kinds)
		group := g.deckGroups // a name's group: its number among the deck's names
		if k := slices.Index(g.deckNames, name); k >= 0 {
			group = g.deckGroup[k]
		} else {
			g.deckGroups++
		}
		g.deckSize = append(g.deckSize, uint8(e.Count))
		g.deckNames = append(g.deckNames, name)
		g.deckGroup = append(g.deckGroup, group)
	}
	g.seats = make([][]int, g.players)
	for i := range g.cards {
		g.seats[i%g.players] = append(g.seats[i%g.players], i)
	}
	g.newItems(m.EquipmentCards())
	for id, c := range g.items {
		if c.Is != 0 {
			g.attachable = append(g.attachable, int16(id))
		}
	}
	g.boosts = slices.ContainsFunc(g.items, func(c equipment.Card) bool { return c.Boosts != equipment.NoAmmo })
	g.moreSurvivors()
	g.itemName = make([]int16, len(g.items))
	var names []string
	for id, c := range g.items {
		k := slices.Index(names, c.Name)
		if k < 0 {
			k, names = len(names), append(names, c.Name)
		}
		g.itemName[id] = int16(k)
	}
	g.itemNames = len(names)
	g.machines = m.MachineKinds()
	g.special = specialsOf(g.m)
	g.rules = rulesetOf(&m)
	for _, p := range g.kinds {
		g.specials |= 1 << p.Special
	}
	g.rushes = slices.ContainsFunc(g.deck, func(e spawn.Entry) bool { return e.Card.Rush })
	g.treeKinds = make([][2]uint64, len(g.cards))
	for i, c := range g.cards {
		for _, sk := range c.Tree() {
			if sk.Kind < 128 {
				g.treeKinds[i][sk.Kind/64] |= 1 << (sk.Kind % 64)
			}
		}
	}
	g.boxed = newInterned(len(g.cards), g.m.Len(), g.m.NumDoors(), len(g.objectives), len(g.items), len(g.tokens), len(g.deck))
	for _, p := range m.Map.Machines() {
		g.machineKind = append(g.machineKind, machine.Kind(p.Machine-zone.Bot))
	}
	return g.static
}

func (g *game) initial() State {
	s := State{
		g: g, board: g.m.Initial(), rng: *rand.NewPCG(g.cfg.Seed, pcgStream), phase: Setup,
		turn:      turn{active: -1},
		survivors: make([]survivorState, len(g.cards)),
		noise:     make([]uint16, g.m.Len()),
		xenos:     make([]xeno.Counts, g.m.Len()),
		items:     g.initialItems(),
		deck:      append([]uint8(nil), g.deckSize...),
		machines:  g.initialMachines(),
		opened:    make([]bool, g.m.NumDoors()),
	}
	if len(g.choices) > 0 {
		s.chosen = make([]uint8, len(g.choices)) // none made yet
	}
	if g.cfg.SpawnZones > 0 {
		s.board = g.startingSpawns(s.board, g.cfg.SpawnZones)
	}
	start := g.mission.Start()
	for i, c := range g.cards {
		s.survivors[i] = survivorState{zone: start, armor: int8(c.Class.Armor()), orange: -1, red: -1}
	}
	for _, x := range g.mission.Xenos {
		s.xenos[x.Zone][x.Kind] += uint8(x.Count)
	}
	return s
}

// startingSpawns makes n of the map's Spawn tokens active on b (option
// SpawnZones): the active ones first, in the map's order, then the dormant
// ones; every other one dormant.
func (g *game) startingSpawns(b zone.State, n int) zone.State {
	for _, wasActive := range [2]bool{true, false} {
		for i, sp := range g.spawns {
			if sp.Active == wasActive {
				b = b.WithSpawnActive(i, n > 0)
				n--
			}
		}
	}
	return b
}

// pcgStream is the second half of the generator's seed: a constant, so
// that one uint64 seed names a game.
const pcgStream = 0x9e3779b97f4a7c15

func (g *game) initialMachines() []machineState {
	var out []machineState
	for _, p := range g.m.Machines() {
		out = append(out, machineState{zone: p.Zone, controller: -1})
	}
	return out
}

// moreSurvivors gives "Playing with 7+ Survivors" (p.36; seed 004, §15)
// its Starting cards: one more for each Survivor beyond six, from outside
// the box (Mission.ExtraStarting): a Cattle Prod for the 7th, 9th..., and
// for the 8th, 10th... the card of the players' choice among the three
// offered (starting.go). Their extra Spawn tokens are the mission's
// (SpawnTokens).
func (g *game) moreSurvivors() {
	extra := len(g.cards) - 6
	if extra <= 0 {
		return
	}
	odd, even := g.mission.ExtraStarting()
	for k := 1; k <= extra; k++ {
		if k%2 == 0 {
			g.addChoices(even)
			continue
		}
		g.items = append(g.items, odd)
		g.itemGroup = append(g.itemGroup, equipment.Start)
	}
	g.indexChoices()
}
