package invader_test

import (
	"fmt"
	"log"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/mission"
)

// The README's "Embed it": a whole game, its events in words. Here the
// first legal action stands for the player's choice.
func Example_embed() {
	m, err := mission.Builtin("M1") // or mission.Parse(text), or a Mission built in Go
	if err != nil {
		log.Fatal(err)
	}
	g, err := invader.New(m, invader.Seed(42)) // says what is wrong with m
	if err != nil {
		log.Fatal(err)
	}
	var story []string
	for !g.IsOver() {
		a := g.Legal()[0]               // your UI or bot decides
		next, events, err := g.Apply(a) // g itself never changes
		if err != nil {
			log.Fatal(err) // wraps invader.ErrIllegal, with the reason
		}
		for _, e := range events {
			story = append(story, next.FormatEvent(e)) // "Cole moves s → c1"
		}
		g = next
	}
	fmt.Println(story[0], "...", g.Outcome())
	// Output: Cole takes a Turn with 3 Actions ... lost: a survivor was eliminated
}
