package invader

import (
	"slices"

	"github.com/invaderengine/invader/survivor"
)

// Ultrared mode (p.36; seed 004, §14), an option. On reaching
// Red the Survivor's XP counts again from 0 (keeping what went beyond 43);
// it stays at Red for everything else and keeps its Skills. Each time it
// reaches Orange or Red again, it gains a Skill of that level of its card
// that it does not have yet (choosing when there are several); once every
// Skill of its card is taken, any Skill of the game without a bracketed
// parameter. A Survivor gains at most 12 Skills beyond its card's four.

// ultrared carries Survivor i's XP over Red, once or more, owing the
// Skills of the thresholds it reaches; old is its XP before the gain.
func (t *tx) ultrared(i, old int) {
	sv := t.surv(i)
	red := survivor.Red.Threshold()
	for {
		if sv.ultra {
			for k, l := range [2]survivor.Level{survivor.Orange, survivor.Red} {
				if old < l.Threshold() && int(sv.xp) >= l.Threshold() {
					sv.owed[k]++
				}
			}
		}
		if int(sv.xp) < red {
			break
		}
		sv.ultra = true
		sv.xp -= int32(red)
		old = 0
		t.emit(UltraredReset{Survivor: i, XP: int(sv.xp)})
	}
	if !t.f().placing { // else when the fight ends
		t.autoPicks(i)
	}
}

// autoPicks settles the picks that leave no choice: a single Skill is
// gained at once, and none (the card still has Skills of another level)
// gains nothing.
func (t *tx) autoPicks(i int) {
	for {
		_, ok := t.owedLevel(i)
		choices := t.skillChoices(i)
		switch {
		case !ok || len(choices) > 1:
			return
		case len(choices) == 1:
			t.pick(i, choices[0])
		default:
			l, _ := t.owedLevel(i)
			t.surv(i).owed[l-survivor.Orange]--
		}
	}
}

// skillChoices lists the Skills Survivor i may pick for the level it is
// owed: its card's choices; in Ultrared, those of the level it lacks, or,
// once it has every Skill of its card, any unbracketed Skill it lacks.
func (s *State) skillChoices(i int) []survivor.Skill {
	l, ok := s.owedLevel(i)
	if !ok {
		return nil
	}
	sv, card := &s.survivors[i], &s.g.cards[i]
	if l == survivor.Orange && sv.orange < 0 || l == survivor.Red && sv.red < 0 {
		return distinct(card.Choices(l)) // a card may print a Skill twice
	}
	if len(s.extraOf(i)) == maxExtra {
		return nil
	}
	owned, n := s.skillSet(i)
	has := func(sk survivor.Skill) bool { return slices.Contains(owned[:n], sk) }
	var out []survivor.Skill
	for _, sk := range distinct(card.Choices(l)) {
		if !has(sk) {
			out = append(out, sk)
		}
	}
	if len(out) > 0 {
		return out
	}
	for _, sk := range card.Tree() {
		if !has(sk) {
			return nil // the card still has Skills of another level
		}
	}
	for _, k := range survivor.Kinds() {
		if sk := (survivor.Skill{Kind: k}); k.Info().Param == survivor.NoParam && !has(sk) {
			out = append(out, sk)
		}
	}
	return out
}

// distinct returns the Skills without repeats, in order.
func distinct(skills []survivor.Skill) []survivor.Skill {
	var out []survivor.Skill
	for _, sk := range skills {
		if !slices.Contains(out, sk) {
			out = append(out, sk)
		}
	}
	return out
}
