package invader

import "math/rand/v2"

// View returns the State as the players see it at the table, for a
// client or a player who must not know what chance will bring: the same
// position, with no random-number state and no seed, playing under
// [ExternalChance]. Nothing in it, its JSON or its [State.Position] says
// which die or card comes next: Views of States that differ only in
// their future ([State.Reseed]) are equal.
//
// What is hidden, and why:
//
//   - The random generator's state and the game's seed. Together with the
//     actions played they decide every die and every card still to come,
//     so a client holding them could read the future.
//   - Nothing else. The game is co-operative, so no player hides anything
//     from another; the Equipment and Xeno decks are kept as the cards in
//     them, not in an order (a draw is chosen by the generator when it is
//     made), and which cards they hold follows from the cards in sight, as
//     at the table. A card drawn and waiting to be placed ([State.Drawn])
//     is seen by everyone, as at the table.
//
// A View is a State like any other: Legal, FormatAction, FormatEvent,
// Position, MarshalJSON and the pictures of package draw work on it, and
// Apply plays on it up to the next chance event, where it waits for a
// [Chance] (the server's State, not the View, resolves it). Under
// ExternalChance a game already has no future to hide; its View still
// forgets the seed. The zero State's View is the zero State.
func (s State) View() State {
	if s.g == nil {
		return s
	}
	cfg := s.g.cfg
	cfg.Seed, cfg.ExternalChance = 0, true
	s.g = &game{static: s.g.static, cfg: cfg} // the same mission's data, shared
	s.rng = *rand.NewPCG(0, pcgStream)
	return s
}
