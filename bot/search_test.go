package bot_test

import (
	"math"
	"runtime"
	"slices"
	"testing"
	"time"

	"pgregory.net/rapid"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/bot"
	"github.com/invaderengine/invader/invadertest"
	"github.com/invaderengine/invader/mission"
)

// small is a search bot cheap enough for the tests: a few iterations on
// two workers.
func small(seed uint64) bot.Bot {
	return bot.Search(bot.SearchOptions{Iterations: 8, Workers: 2, Seed: seed})
}

// positions returns States of a greedy game of mission id, seed 1, after
// each of steps actions, with at least two legal actions but Discards.
func positions(t *testing.T, id string, steps ...int) []invader.State {
	t.Helper()
	m, err := mission.Builtin(id)
	if err != nil {
		t.Fatal(err)
	}
	s, err := invader.New(m, invader.Seed(1))
	if err != nil {
		t.Fatal(err)
	}
	var out []invader.State
	for n := 0; !s.IsOver() && len(out) < len(steps); n++ {
		if n >= steps[len(out)] && s.Pending().Decision == invader.ActionDecision {
			out = append(out, s)
		}
		if s, _, err = s.Apply(bot.Greedy().Act(s)); err != nil {
			t.Fatal(err)
		}
	}
	return out
}

// On positions of several missions, the search bot returns a legal
// action and leaves the State as it was.
func TestSearchLegalOnMissions(t *testing.T) {
	for _, id := range []string{"M0", "M1", "M3", "M5", "M11", "X1", "Z1"} {
		t.Run(id, func(t *testing.T) {
			for _, s := range positions(t, id, 0, 20, 60) {
				hash := s.Hash()
				a := small(1).Act(s)
				if !slices.Contains(s.Legal(), a) {
					t.Fatalf("round %d: %v is not legal", s.Round(), a)
				}
				if s.Hash() != hash {
					t.Fatal("the search changed the State it was given")
				}
			}
		})
	}
}

// winning is a position of M0 where Cole wins by stepping into the Exit,
// where everyone else waits, every Objective taken; Greedy would rather
// attack the Worker beside him first.
const winning = `
mission M0
objectives o=taken r1=taken e2=taken
goals 1
turn active=Cole actions=3
survivor Cole c1 activated hand1=SMG
survivor Vivian s activated
survivor Mitsuki s activated
survivor Magnus s activated
survivor Jared s activated
survivor Baraka s activated
xenos c1 worker=1
`

func TestSearchTakesTheWinningMove(t *testing.T) {
	s, err := invader.ParsePosition(winning)
	if err != nil {
		t.Fatal(err)
	}
	win := invader.Move{Survivor: 0, To: s.Map().MustLookup("s")}
	if g := bot.Greedy().Act(s); g == win {
		t.Fatal("Greedy already steps out: the position tests nothing")
	}
	for seed := range uint64(5) {
		if a := bot.Search(bot.SearchOptions{Iterations: 30, Workers: 1, Seed: seed}).Act(s); a != win {
			t.Errorf("seed %d: the search chose %s, not %s", seed, s.FormatAction(a), s.FormatAction(win))
		}
	}
}

// The same State, seed and Iterations give the same action: asked again,
// on one worker or three, whatever GOMAXPROCS.
func TestSearchDeterministic(t *testing.T) {
	states := append(positions(t, "M1", 5, 30), positions(t, "M0", 10, 50)...)
	for _, workers := range []int{1, 3} {
		b := bot.Search(bot.SearchOptions{Iterations: 12, Workers: workers, Seed: 9})
		want := make([]invader.Action, len(states))
		for i, s := range states {
			want[i] = b.Act(s)
		}
		for _, procs := range []int{1, 2, 4} {
			old := runtime.GOMAXPROCS(procs)
			for i, s := range states {
				if a := b.Act(s); a != want[i] {
					t.Errorf("%d workers, GOMAXPROCS %d: %v, then %v", workers, procs, want[i], a)
				}
			}
			runtime.GOMAXPROCS(old)
		}
	}
}

// The search never peeks: the future of a State (its generator) is not
// in its decision. On any State and the same State reseeded, the bot of
// the same seed decides the same.
func TestSearchNeverPeeks(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := invadertest.State(60).Draw(t, "state")
		if !searched(s) {
			t.Skip("no choice to search")
		}
		seed := rapid.Uint64().Draw(t, "seed")
		other := s.Reseed(rapid.Uint64().Draw(t, "future"))
		b := bot.Search(bot.SearchOptions{Iterations: 6, Workers: 2, Seed: seed})
		if a1, a2 := b.Act(s), b.Act(other); a1 != a2 {
			t.Fatalf("%s on the State, %s on it reseeded", s.FormatAction(a1), s.FormatAction(a2))
		}
	})
}

// The property has teeth: a bot that plays its choices out on plain
// copies, which carry the game's own future, decides differently on
// reseeded States of the same position.
func TestPeekingIsCaught(t *testing.T) {
	peek := bot.Func(func(s invader.State) invader.Action {
		legal := s.Legal()
		next, _, _ := s.Apply(legal[0]) // rolls the real game's dice
		next, _, _ = bot.Play(next, bot.Greedy(), s.Round(), math.MaxInt)
		return legal[int(next.Hash()%uint64(len(legal)))]
	})
	differ := 0
	for _, s := range positions(t, "M1", 0, 10, 20, 30, 40) {
		for k := range uint64(4) {
			if peek.Act(s) != peek.Act(s.Reseed(k)) {
				differ++
			}
		}
	}
	if differ == 0 {
		t.Error("the peeking bot decided alike on every reseeded State")
	}
}

// Under ExternalChance the bot supplies the dice and cards too, drawn by
// their weights from its own generator, and plays a whole game.
func TestSearchExternalChance(t *testing.T) {
	m, err := mission.Builtin("M1")
	if err != nil {
		t.Fatal(err)
	}
	s, err := invader.New(m, invader.ExternalChance())
	if err != nil {
		t.Fatal(err)
	}
	b := small(3)
	chances := 0
	for n := 0; !s.IsOver() && s.Round() <= 3; n++ {
		if s.Pending().Decision == invader.ChanceDecision {
			chances++
		}
		if s, _, err = s.Apply(b.Act(s)); err != nil {
			t.Fatal(err)
		}
	}
	if chances == 0 {
		t.Error("no chance decision in three rounds")
	}
}

// On a View (no future at all) the bot decides, legally and the same as
// on the same View again.
func TestSearchOnAView(t *testing.T) {
	for _, s := range positions(t, "M1", 0, 25) {
		v := s.View()
		b := small(4)
		a := b.Act(v)
		if !slices.Contains(v.Legal(), a) {
			t.Fatalf("%v is not legal on the View", a)
		}
		if again := b.Act(s.Reseed(99).View()); again != a {
			t.Errorf("%v, then %v on the View of the same position", a, again)
		}
	}
}

func TestByNameSearch(t *testing.T) {
	for name, want := range map[string]string{"search": "search", "search:10": "search(10)", "search:100": "search"} {
		if b, err := bot.ByName(name, 1); err != nil || fmtBot(b) != want {
			t.Errorf("ByName(%q) = %v, %v; want %s", name, b, err, want)
		}
	}
	for _, name := range []string{"search:0", "search:-3", "search:x", "search:", "search:2000000"} {
		if _, err := bot.ByName(name, 1); err == nil {
			t.Errorf("ByName(%q): no error", name)
		}
	}
}

func fmtBot(b bot.Bot) string {
	if s, ok := b.(interface{ String() string }); ok {
		return s.String()
	}
	return "?"
}

// searched reports whether the search bot searches in s: an Action
// decision with two choices at least but the Discards.
func searched(s invader.State) bool {
	if s.Pending().Decision != invader.ActionDecision {
		return false
	}
	n := 0
	for _, a := range s.Legal() {
		if _, ok := a.(invader.Discard); !ok {
			n++
		}
	}
	return n >= 2
}

// With a time budget the bot plays out until it is spent (at least one
// iteration per worker) and returns a legal action.
func TestSearchTime(t *testing.T) {
	s := positions(t, "M0", 20)[0]
	b := bot.Search(bot.SearchOptions{Time: 20 * time.Millisecond, Workers: 2})
	start := time.Now()
	a := b.Act(s)
	if took := time.Since(start); took > 2*time.Second {
		t.Errorf("a 20ms decision took %v", took)
	}
	if !slices.Contains(s.Legal(), a) {
		t.Errorf("%v is not legal", a)
	}
}
