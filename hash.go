package invader

import "encoding/binary"

// Hash returns a 64-bit hash of everything that changes during a game:
// the board, the Survivors, tokens, Xenos, the turn, pending decisions,
// the outcome and the random generator. Two States of the same mission
// that are equal have equal hashes; unequal ones almost surely differ.
// Use it for transposition tables in searches, to spot repeated
// positions, and to compare States quickly.
func (s State) Hash() uint64 {
	var buf [1024]byte
	h := uint64(14695981039346656037) // FNV-1a
	for _, c := range s.appendDynamic(buf[:0]) {
		h ^= uint64(c)
		h *= 1099511628211
	}
	return h
}

func (s *State) appendDynamic(b []byte) []byte {
	b, _ = s.board.AppendBinary(b)
	b, _ = s.rng.AppendBinary(b)
	b = binary.AppendVarint(b, int64(s.round))
	b = append(b, byte(s.phase), byte(s.first), byte(s.chance.kind), byte(s.chance.who), byte(s.goals),
		byte(s.outcome.Result), byte(s.outcome.Loss))
	t := s.turn
	b = append(b, byte(t.player), byte(t.active), byte(t.actions), boolByte(t.door), boolByte(t.acted), boolByte(t.searched), boolByte(t.healed), byte(s.tough), byte(s.tough>>8),
		boolByte(t.matched), t.draws, boolByte(t.slip), t.onward, boolByte(t.destinyUsed), t.skillUsed, boolByte(t.lucky))
	b = append(b, t.free[:]...)
	for _, sv := range s.survivors {
		b = binary.AppendVarint(b, int64(sv.zone))
		b = binary.AppendVarint(b, int64(sv.xp))
		b = append(b, byte(sv.armor), byte(sv.orange), byte(sv.red), boolByte(sv.activated), boolByte(sv.dead), sv.bonus, boolByte(sv.escaped),
			boolByte(sv.ultra), sv.owed[0], sv.owed[1], sv.nExtra)
		b = append(b, sv.extra[:sv.nExtra]...)
	}
	b = append(b, s.noise...)
	for _, c := range s.xenos {
		b = append(b, c[:len(s.g.kinds)]...)
	}
	for _, l := range s.items {
		b = append(b, byte(l.place), byte(l.who), byte(l.slot), byte(l.host), byte(l.host>>8))
	}
	b = append(b, s.deck...)
	for _, m := range s.machines {
		b = append(b, byte(m.zone), byte(m.zone>>8), boolByte(m.token), byte(m.controller))
	}
	b = append(b, s.fight.mach, boolByte(s.fight.ranged), byte(s.fight.door), byte(s.fight.door>>8))
	for _, o := range s.opened {
		b = append(b, boolByte(o))
	}
	b = append(b, byte(s.wait), byte(s.reorg[0]), byte(s.reorg[1]), s.soak[0], s.soak[1], byte(len(s.queue)))
	if f := s.fight; f.on {
		a := f.a
		b = append(b, 1, byte(a.Survivor), byte(a.Weapon), boolByte(a.Dual), byte(a.Target), byte(a.Target>>8),
			boolByte(a.Concentrated), byte(a.Prefer), f.n, f.rerolled, boolByte(f.asking), f.ff)
		b = append(b, f.rolls[:f.n]...)
	}
	for _, q := range s.queue {
		b = append(b, byte(q.kind), q.kinds, byte(q.zone), byte(q.zone>>8), q.sub, boolByte(q.begun), q.left, byte(q.arg), boolByte(q.fresh),
			boolByte(q.taunt), byte(q.only), byte(q.only>>8), byte(q.toward), byte(q.toward>>8))
	}
	for _, p := range s.moves {
		b = append(b, byte(p.from), byte(p.from>>8), byte(p.to), byte(p.to>>8), byte(p.kind), p.count, byte(p.door), byte(p.door>>8))
	}
	return b
}

func boolByte(v bool) byte {
	if v {
		return 1
	}
	return 0
}
