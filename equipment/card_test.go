package equipment_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/stretchr/testify/require"

	"github.com/invaderengine/invader/equipment"
)

// The confirmed Starting Equipment, as read from the printed cards
// (notation p.16):
//
//	Cattle Prod: Hand, Dual, Silent, Energy,  Melee,  Range 0,   2 dice, 5+, Damage 1
//	SMG:         Hand, Dual, Noisy,  Bullets, Ranged, Range 1-1, 2 dice, 5+, Damage 1
func TestConfirmedStartingCards(t *testing.T) {
	tests := []struct {
		got, want equipment.Card
	}{
		{equipment.CattleProd, equipment.Card{
			Name: "Cattle Prod", Slot: equipment.Hand, Dual: true, Noisy: false,
			Ammo: equipment.Energy, Weapon: equipment.Melee, MinRange: 0, MaxRange: 0,
			Dice: 2, Accuracy: 5, Damage: 1, Takes: equipment.EnergyCell, Starting: true, Provisional: false,
		}},
		{equipment.StartingSMG, equipment.Card{
			Name: "SMG", Slot: equipment.Hand, Dual: true, Noisy: true,
			Ammo: equipment.Bullets, Weapon: equipment.Ranged, MinRange: 1, MaxRange: 1,
			Dice: 2, Accuracy: 5, Damage: 1, Takes: equipment.PlentyOfAmmo, Starting: true, Provisional: false,
		}},
	}
	for _, tt := range tests {
		t.Run(tt.want.Name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, tt.got); diff != "" {
				t.Errorf("%s (-want +got):\n%s", tt.want.Name, diff)
			}
		})
	}
}

// Rulebook consequences of the two cards' symbols (pp.13-15).
func TestStartingCardsRules(t *testing.T) {
	// p.13: a Melee weapon hits its own Zone only; a Ranged one never does
	// at Range 0 here.
	require.Equal(t, 0, equipment.CattleProd.MaxRange, "Melee: Range 0")
	require.Positive(t, equipment.StartingSMG.MinRange, "the SMG cannot fire into its own Zone")
	// p.14: Energy works anywhere, Bullets not in exterior Zones.
	require.Equal(t, equipment.Energy, equipment.CattleProd.Ammo)
	require.Equal(t, equipment.Bullets, equipment.StartingSMG.Ammo)
	// p.15: only the SMG makes Noise.
	require.False(t, equipment.CattleProd.Noisy, "the Cattle Prod is Silent")
	require.True(t, equipment.StartingSMG.Noisy, "the SMG is Noisy")
	// Both need a Hand slot and can be used in pairs.
	for _, c := range []equipment.Card{equipment.CattleProd, equipment.StartingSMG} {
		require.Equal(t, equipment.Hand, c.Slot, c.Name)
		require.True(t, c.Dual, c.Name)
		require.True(t, c.Starting, c.Name)
		require.False(t, c.Provisional, "%s was read from the printed card", c.Name)
		require.LessOrEqual(t, c.MinRange, c.MaxRange, c.Name)
		require.True(t, c.Accuracy >= 1 && c.Accuracy <= 6, "%s: Accuracy %d is not a d6 face", c.Name, c.Accuracy)
	}
}

// 4 Cattle Prods and 2 SMGs, one per Survivor (docs/RULINGS.md, "Starting
// Equipment").
func TestStartingPool(t *testing.T) {
	pool := equipment.StartingPool()
	require.Len(t, pool, 6, "one Starting Equipment card per core Survivor")
	count := map[equipment.Card]int{}
	for _, c := range pool {
		count[c]++
	}
	want := map[equipment.Card]int{equipment.CattleProd: 4, equipment.StartingSMG: 2}
	if diff := cmp.Diff(want, count); diff != "" {
		t.Errorf("StartingPool() cards (-want +got):\n%s", diff)
	}
	for _, c := range pool {
		require.True(t, c.Starting, "%s in the starting pool is not grey-backed", c.Name)
	}
}

func TestStartingPoolIsAFreshCopy(t *testing.T) {
	a := equipment.StartingPool()
	want := append([]equipment.Card(nil), a...)
	for i := range a {
		a[i].Name = "scribbled"
		a[i].Damage = 99
	}
	b := equipment.StartingPool()
	if diff := cmp.Diff(want, b); diff != "" {
		t.Errorf("StartingPool() after modifying an earlier result (-want +got):\n%s", diff)
	}
	require.Equal(t, "Cattle Prod", equipment.CattleProd.Name, "the package's card was modified")
	require.Equal(t, 1, equipment.StartingSMG.Damage, "the package's card was modified")
	if &a[0] == &b[0] {
		t.Error("two calls share a backing array")
	}
}

func TestSlotString(t *testing.T) {
	tests := []struct {
		s    equipment.Slot
		want string
	}{
		{equipment.Backpack, "backpack"},
		{equipment.Hand, "hand"},
		{equipment.Body, "body"},
		{equipment.Slot(3), "Slot(3)"},
		{equipment.Slot(255), "Slot(255)"},
	}
	for _, tt := range tests {
		if got := tt.s.String(); got != tt.want {
			t.Errorf("Slot(%d).String() = %q; want %q", uint8(tt.s), got, tt.want)
		}
	}
}

// Zero values mean "nothing": no symbol is Backpack, no weapon, no ammo.
func TestZeroValues(t *testing.T) {
	var c equipment.Card
	require.Equal(t, equipment.Backpack, c.Slot)
	require.Equal(t, equipment.NotWeapon, c.Weapon)
	require.Equal(t, equipment.NoAmmo, c.Ammo)
}
