package server

import (
	"context"
	"fmt"
	"testing"
	"time"

	"pgregory.net/rapid"
)

// TestMemoryCountsInProgress: the counts of matches in progress that
// answer a quota's Count stay those a look at every match gives, through
// creates, steps that end a match (or an undo that takes the end back)
// and expiry.
func TestMemoryCountsInProgress(t *testing.T) {
	ctx := context.Background()
	owners := []string{"a", "b", "c"}
	rapid.Check(t, func(t *rapid.T) {
		s := NewMemoryStore()
		var ids []string
		base := time.Date(2026, 12, 3, 0, 0, 0, 0, time.UTC)
		for i := range rapid.IntRange(1, 60).Draw(t, "ops") {
			switch op := rapid.IntRange(0, 2).Draw(t, "op"); {
			case op == 0 || len(ids) == 0:
				id := fmt.Sprint("m", i)
				m := Match{ID: id, Owner: rapid.SampledFrom(owners).Draw(t, "owner"), Created: base}
				m.Over = rapid.Bool().Draw(t, "over")
				m.Updated = base.Add(time.Duration(i) * time.Minute)
				if s.Create(ctx, m) == nil {
					ids = append(ids, id)
				}
			case op == 1:
				id := rapid.SampledFrom(ids).Draw(t, "id")
				mm, _ := s.Match(ctx, id)
				sum := Summary{Over: rapid.Bool().Draw(t, "ends"), Updated: base.Add(time.Duration(i) * time.Minute)}
				_ = s.Append(ctx, id, Step{Index: mm.Steps}, sum)
			default:
				at := base.Add(time.Duration(rapid.IntRange(0, 60).Draw(t, "at")) * time.Minute)
				_, _ = s.Expire(ctx, at, at)
			}
			for _, owner := range append(owners, "") {
				q := Query{Owner: owner, Active: true}
				got, _ := s.Count(ctx, q)
				want := 0
				for _, mm := range s.matches {
					if q.matches(mm.m) {
						want++
					}
				}
				if got != want {
					t.Fatalf("after op %d: %d matches of %q in progress, counted %d", i, want, owner, got)
				}
			}
		}
	})
}
