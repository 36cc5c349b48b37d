package bot_test

import (
	"math"
	"slices"
	"sync"
	"testing"

	"pgregory.net/rapid"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/bot"
	"github.com/invaderengine/invader/invadertest"
	"github.com/invaderengine/invader/mission"
)

// every returns one bot of each kind, the random one seeded with seed.
func every(seed uint64) []bot.Bot {
	return []bot.Bot{bot.Greedy(), bot.Lookahead(4), bot.Lookahead(1), bot.Random(seed),
		bot.Search(bot.SearchOptions{Iterations: 6, Workers: 2, Seed: seed})}
}

// The contract: on any State whose game is not over, a bot returns one of
// s.Legal(), Apply accepts it, and the State is left as it was.
func TestActReturnsALegalAction(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := invadertest.State(60).Draw(t, "state")
		if s.IsOver() {
			t.Skip("the game is over")
		}
		hash := s.Hash()
		legal := s.Legal()
		for _, b := range every(rapid.Uint64().Draw(t, "seed")) {
			a := b.Act(s)
			if !slices.Contains(legal, a) {
				t.Fatalf("%v chose %v, not one of the %d legal actions %v", b, a, len(legal), legal)
			}
			if _, _, err := s.Apply(a); err != nil {
				t.Fatalf("%v chose %s: %v", b, s.FormatAction(a), err)
			}
			if s.Hash() != hash {
				t.Fatalf("%v changed the State it was given", b)
			}
		}
	})
}

// Greedy, Lookahead and Search decide from the State alone: the same
// State, the same action, whatever was asked before.
func TestDeterministic(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := invadertest.State(60).Draw(t, "state")
		if s.IsOver() {
			t.Skip("the game is over")
		}
		for _, b := range []bot.Bot{bot.Greedy(), bot.Lookahead(2), bot.Search(bot.SearchOptions{Iterations: 6, Workers: 3})} {
			if a1, a2 := b.Act(s), b.Act(s); a1 != a2 {
				t.Fatalf("%v chose %v, then %v in the same State", b, a1, a2)
			}
		}
	})
}

// Two random bots of the same seed play the same game; another seed
// another game.
func TestRandomIsSeeded(t *testing.T) {
	m, err := mission.Builtin("M0")
	if err != nil {
		t.Fatal(err)
	}
	game := func(seed uint64) uint64 {
		s, err := invader.New(m, invader.Seed(3))
		if err != nil {
			t.Fatal(err)
		}
		s, _, err = bot.Play(s, bot.Random(seed), 40, math.MaxInt)
		if err != nil {
			t.Fatal(err)
		}
		return s.Hash()
	}
	first, again, other := game(5), game(5), game(6)
	if first != again {
		t.Error("two random bots of seed 5 played different games")
	}
	if first == other {
		t.Error("the random bots of seeds 5 and 6 played the same game")
	}
}

// Greedy, Lookahead and Search may be shared between goroutines: concurrent games
// end as the same games played one after the other.
func TestSharedBotsConcurrently(t *testing.T) {
	m, err := mission.Builtin("M1")
	if err != nil {
		t.Fatal(err)
	}
	for _, b := range []bot.Bot{bot.Greedy(), bot.Lookahead(1), bot.Search(bot.SearchOptions{Iterations: 6, Workers: 2})} {
		game := func(seed uint64) uint64 {
			s, err := invader.New(m, invader.Seed(seed))
			if err != nil {
				t.Error(err)
				return 0
			}
			s, _, err = bot.Play(s, b, 3, math.MaxInt)
			if err != nil {
				t.Error(err)
			}
			return s.Hash()
		}
		want := make([]uint64, 4)
		for i := range want {
			want[i] = game(uint64(i))
		}
		got := make([]uint64, len(want))
		var wg sync.WaitGroup
		for i := range got {
			wg.Go(func() { got[i] = game(uint64(i)) })
		}
		wg.Wait()
		if !slices.Equal(got, want) {
			t.Errorf("%v: games played at once ended %v; one by one %v", b, got, want)
		}
	}
}

// When the game is over, the bots return nil; Play returns at once.
func TestGameOver(t *testing.T) {
	m, err := mission.Builtin("M1")
	if err != nil {
		t.Fatal(err)
	}
	s, err := invader.New(m, invader.Seed(2))
	if err != nil {
		t.Fatal(err)
	}
	s, _, err = bot.Play(s, bot.Greedy(), 40, math.MaxInt)
	if err != nil || !s.IsOver() {
		t.Fatalf("the greedy game of M1, seed 2, ended %v, %v; want over", s.Outcome(), err)
	}
	for _, b := range every(1) {
		if a := b.Act(s); a != nil {
			t.Errorf("%v chose %v in a game that is over", b, a)
		}
		if _, n, err := bot.Play(s, b, 40, math.MaxInt); n != 0 || err != nil {
			t.Errorf("Play(%v) on a game that is over: %d actions, %v", b, n, err)
		}
	}
}

// Play reports the illegal action a bot picks, with the State before it.
func TestPlayIllegal(t *testing.T) {
	m, err := mission.Builtin("M0")
	if err != nil {
		t.Fatal(err)
	}
	s, err := invader.New(m, invader.Seed(1))
	if err != nil {
		t.Fatal(err)
	}
	cheat := bot.Func(func(s invader.State) invader.Action { return invader.EndTurn{Survivor: 99} })
	end, n, err := bot.Play(s, cheat, 40, math.MaxInt)
	if err == nil || n != 0 || !end.Equal(s) {
		t.Errorf("Play with an illegal action = %d actions, %v; want 0 and an error, the State unchanged", n, err)
	}
}

func TestByName(t *testing.T) {
	for _, name := range bot.Names() {
		if b, err := bot.ByName(name, 1); err != nil || b == nil {
			t.Errorf("ByName(%q) = %v, %v", name, b, err)
		}
	}
	if _, err := bot.ByName("Greedy", 1); err == nil {
		t.Error(`ByName("Greedy"): no error; names are lower case`)
	}
}

func TestLookaheadPanicsWithoutFutures(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("Lookahead(0) did not panic")
		}
	}()
	bot.Lookahead(0)
}
