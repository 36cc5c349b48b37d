// Package invader is a rules engine for the co-operative board game
// Zombicide: Invader: it knows the rules so that front ends (web, terminal,
// desktop, bots, companion apps for a real table) and property-based tests
// of missions need not write a single one.
//
// # Contract
//
//	g, err := invader.New(m, invader.Seed(42)) // a game of mission m
//	next, events, err := g.Apply(action)       // g itself is never modified
//	actions := g.Legal()                       // every legal action, in a stable order
//	g.Pending()                                // who must decide what now
//	g.Outcome()                                // in progress, won or lost (and why)
//
// A [State] is an immutable value. [State.Apply] returns a new State and
// the [Event]s describing every change, in order, and never writes to
// memory another State can see, so States may be kept (undo, replays,
// search trees) and shared between goroutines without locks. Apply costs
// time in proportion to what the action touches, never to the length of
// the game; the event log is the caller's to keep.
//
// An illegal action returns an error wrapping [ErrIllegal] (errors.As to
// *[IllegalError] gives a stable [Reason]) and the State unchanged.
// [State.Legal] lists exactly the actions Apply accepts.
//
// # Decisions
//
// Whenever the rules let players choose, the game stops on a decision and
// [State.Pending] says whose: at setup with 8 or more Survivors, the card
// the 8th, 10th... adds to the Starting Equipment ([ChooseStarting]);
// which Survivor takes its Turn next ([Activate]); which Action the active Survivor takes ([Move], [OpenDoor],
// [CloseDoor], [MakeNoise], [TakeObjective], [Search], [TakeOxygen],
// [Reorganize], [Attack], [ForceDoor], [MachineMove], [MachineAttack],
// [MachineForceDoor], [TurnGate] on a revolving gate's switch, the Skills'
// actions [Heal], [Shove], [Lifesave], [Jump], [Bloodlust], [Lead] and
// [Taunt], [EndTurn]); where a drawn card
// goes ([Keep]; [State.Drawn] shows the card); how to rearrange
// and trade ([Arrange], [Attach], [Discard], [DoneReorganizing]); whether
// to re-roll ([Reroll]); which Xeno each hit eliminates, where the
// attacker chooses ([AssignHit]); which Skill a Survivor gains at Orange or Red
// ([ChooseSkill]); who takes a Xeno's attack or a miss ([AssignWound]);
// where the odd Xenos of a split go ([SplitXenos]); whether to discard
// cards against a wound ([Discard], [TakeWound]), or cards that heal a
// Survivor a wound would eliminate (a [BraceDecision]: [Discard],
// [TakeWound]). Nothing the rulebook gives
// to the players is decided by the engine. [State.AttackOdds] gives the
// exact odds of an attack before it is made.
//
// # Chance
//
// The random generator is part of the State, so a mission, options and a
// list of actions replay a game exactly ([Replay]). With [ExternalChance]
// the caller supplies every outcome instead (dice rolled at a real table):
// the game stops on a chance event, [State.ChanceOutcomes] lists its
// outcomes with exact probabilities, and a [Chance] action picks one. Both
// ways run the same rules. Since a copy of a State rolls the same dice as
// the original, a bot that plays games out to judge its moves plays them
// on copies given another future with [State.Reseed].
//
// # Notation and JSON
//
// [State.FormatAction] and [State.ParseAction] write and read actions as
// text ("Cole move c4", "activate Vivian"); [MarshalAction] and
// [MarshalEvent] give JSON forms with a "type" field. [ActionSpecs] and
// [EventSpecs] describe every kind: its name, notation and fields
// (docs/NOTATION.md lists the notation). A State's JSON carries its
// version ([SaveVersion]), mission and options, so a saved game loads
// alone; loading checks every field and says where a save is wrong.
// [State.Equal] compares two States; [State.Hash] fingerprints one for
// transposition tables.
//
// # Positions and what the players see
//
// [State.Position] writes a State in a few lines a person can read and
// write ("survivor Cole c1 xp=5 hand1=SMG", "xenos c2 worker=2"), what FEN
// is to chess, and [ParsePosition] reads one back, with errors at
// line:column (docs/POSITION.md). A rule test starts from a position;
// rulebook/ is the rules written that way. [State.View] is the State as
// the players see it, for a client that must not read the future: no
// seed and no random generator, so its JSON and position say nothing of
// the dice and cards to come.
//
// # Packages
//
// Small packages each answer one question of the rules, and depend only on
// those below them (deps_test.go states the policy):
//
//   - zone: the board: zones, boundaries, doors, tokens, movement and routes
//   - los: line of sight and Range
//   - survivor: ID cards, Danger Levels and the Skill catalogue
//   - xeno: Xeno kinds and profiles, destinations, routes and splits
//   - spawn: Xeno cards and decks
//   - mold: Mold spreading and the chain loss
//   - equipment: Equipment cards
//   - machine: the Machines' profiles
//   - combat: attack resolution and exact odds
//   - mission: missions: board, Survivors, Xenos, cards, Goals, triggers
//   - invadertest, zone/zonetest: generators and invariant checks for tests
//
// docs/ARCHITECTURE.md maps the root package file by file, follows an
// action from Pending to its events, and says how to add an action, an
// event, a field of the State, a rule option or a zone feature. Rulings on
// points the rulebook leaves open are in docs/RULINGS.md.
package invader
