package draw_test

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/invaderengine/invader"
	"github.com/invaderengine/invader/draw"
	"github.com/invaderengine/invader/mission"
)

// Draw a position for a terminal: the title line, the board with its
// pieces, and (Brief) who is who. This is the snippet of the README.
func Example() {
	m, _ := mission.Builtin("M1")
	s, _ := invader.New(m, invader.Seed(1))
	fmt.Print(draw.Text(s, draw.Brief()))
	// Output:
	// M1 Gathering Forces
	// Round 1, Players' Phase: player 1 to activate a Survivor. In progress.
	//
	// +------------+------------+------------+------------+------------+------------+
	// | s          : c1         : c2         : c3         : c4         : c5         |
	// | Co Vi Ma   :            :            :            : 1W         :            |
	// | Ja         :            :            :            :            :            |
	// +-----dd-----+------------+-----DD-----+------------+-----DD-----+............+
	// | r1                      | r2         | r3         | r4         | sp SPr     |
	// | Or                      |            o Or         | Or         |            |
	// +------------+------------+------------+------------+------------+------------+
	//
	// Survivors: Co Cole, Vi Vivian, Ma Magnus, Ja Jared
	// Xenos (2W: two Workers): W Worker, T Tank, H Hunter, S Spoiler Abomination
}

// A few Actions later: Cole went into the Security Room, made Noise there
// and closed its door behind him. The legend explains every symbol.
func ExampleText() {
	m, _ := mission.Builtin("M1")
	s, _ := invader.New(m, invader.Seed(1))
	for _, text := range []string{"activate Cole", "Cole move r1", "Cole noise", "Cole close d0"} {
		a, err := s.ParseAction(text)
		if err == nil {
			s, _, err = s.Apply(a)
		}
		if err != nil {
			fmt.Println(err)
		}
	}
	fmt.Print(draw.Text(s, draw.Width(72)))
	// Output:
	// M1 Gathering Forces
	// Round 1, Players' Phase: Cole to take an Action. In progress.
	//
	// +----------+----------+----------+----------+----------+----------+
	// | s        : c1       : c2       : c3       : c4       : c5       |
	// | Vi Ma Ja :          :          :          : 1W       :          |
	// +----DD----+----------+----DD----+----------+----DD----+..........+
	// | r1                  | r2       | r3       | r4       | sp SPr   |
	// | Or Co N1            |          o Or       | Or       |          |
	// +----------+----------+----------+----------+----------+----------+
	//
	// Survivors:
	//   Co  Cole    soldier   in r1  XP 0 blue  Armor 3  to act
	//   Vi  Vivian  civilian  in s   XP 0 blue  Armor 2
	//   Ma  Magnus  soldier   in s   XP 0 blue  Armor 3
	//   Ja  Jared   soldier   in s   XP 0 blue  Armor 3
	// Xenos (2W: two Workers): W Worker, T Tank, H Hunter, S Spoiler
	//   Abomination
	// Zones: s corridor start exit, c1 corridor, c2 corridor, c3 corridor, c4
	//   corridor, c5 corridor, r1 room security, r2 room, r3 room, r4 room
	//   oxygen, sp corridor
	// Tokens: N2 two Noise tokens; Or Ob Og Op Ow Objective (red, blue, green,
	//   purple, white); SPr SPg SPp Spawn Zone, spr spg spp dormant; MOLD
	//   Mold, mold Inactive Mold
	// Boundaries: | - wall; : . marking; o opening; D d x door closed, open,
	//   destroyed; G g green door; P p purple door; #D# locked
}

// SVG writes a standalone document: an SVG root with its size, a title,
// then the board and the legend.
func ExampleSVG() {
	m, _ := mission.Builtin("M11")
	s, _ := invader.New(m, invader.Seed(1))
	var b bytes.Buffer
	if err := draw.SVG(&b, s); err != nil {
		fmt.Println(err)
	}
	lines := strings.Split(b.String(), "\n")
	fmt.Println(strings.Join(lines[:3], "\n"))
	// Output:
	// <?xml version="1.0" encoding="UTF-8"?>
	// <svg xmlns="http://www.w3.org/2000/svg" width="1064" height="702" viewBox="0 0 1064 702" font-family="DejaVu Sans, Verdana, Arial, sans-serif">
	// <title>M11 Rescue the Scientists — Round 1, Players&apos; Phase: player 1 to activate a Survivor. In progress.</title>
}
