package invader

import (
	"testing"

	"pgregory.net/rapid"

	"github.com/invaderengine/invader/xeno"
)

// presentKinds has a bit for each kind counted, whatever the counts.
func TestPresentKinds(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var c xeno.Counts
		want := uint8(0)
		for k := range c {
			if rapid.Bool().Draw(t, "some") {
				c[k] = rapid.Uint8Range(1, 255).Draw(t, "count")
				want |= 1 << k
			}
		}
		if got := presentKinds(c); got != want {
			t.Fatalf("presentKinds(%v) = %08b; want %08b", c, got, want)
		}
	})
}

// nextKind stops at the first kind of the step, from its cursor on, with
// Xenos, and leaves the cursor alone when there is none.
func TestNextKind(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var c xeno.Counts
		for k := range c {
			c[k] = rapid.Uint8Range(0, 2).Draw(t, "count")
		}
		st := xstep{kinds: rapid.Uint8().Draw(t, "kinds"), sub: rapid.Uint8Range(0, 8).Draw(t, "sub")}
		want := -1
		for k := int(st.sub); k < xeno.MaxKinds; k++ {
			if st.kinds&(1<<k) != 0 && c[k] > 0 {
				want = k
				break
			}
		}
		from := st.sub
		ok := st.nextKind(c)
		switch {
		case ok != (want >= 0):
			t.Fatalf("nextKind = %v; want %v", ok, want >= 0)
		case ok && int(st.sub) != want:
			t.Fatalf("nextKind moved to %d; want %d", st.sub, want)
		case !ok && st.sub != from:
			t.Fatalf("nextKind moved to %d with no kind left", st.sub)
		}
	})
}
