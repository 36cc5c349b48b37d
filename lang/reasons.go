package lang

import (
	"errors"
	"fmt"
	"regexp"
	"strings"

	"github.com/invaderengine/invader"
)

// reasonIDs are the message ids of the Reasons, by value: "reason." and
// the constant's name. A Reason the engine adds is missing here until
// someone gives it words (TestEveryReasonHasWords says which).
var reasonIDs = map[invader.Reason]string{
	invader.GameOver: "GameOver", invader.NotNow: "NotNow", invader.NotYours: "NotYours",
	invader.NoSuchThing: "NoSuchThing", invader.NotAdjacent: "NotAdjacent", invader.Blocked: "Blocked",
	invader.NeedsOxygen: "NeedsOxygen", invader.NoActions: "NoActions", invader.DoorDone: "DoorDone",
	invader.DoorLocked: "DoorLocked", invader.WrongDoorState: "WrongDoorState", invader.NotAtDoor: "NotAtDoor",
	invader.NoObjective: "NoObjective", invader.NoNoiseTokens: "NoNoiseTokens",
	invader.AlreadyActivated: "AlreadyActivated", invader.NotAChoice: "NotAChoice",
	invader.NotSearchable: "NotSearchable", invader.XenosThere: "XenosThere",
	invader.AlreadySearched: "AlreadySearched", invader.NothingToDraw: "NothingToDraw",
	invader.WrongSlot: "WrongSlot", invader.NoWeapon: "NoWeapon", invader.NotDual: "NotDual",
	invader.NoBulletsOutside: "NoBulletsOutside", invader.NoPower: "NoPower", invader.OutOfRange: "OutOfRange",
	invader.NoTargets: "NoTargets", invader.NoSkill: "NoSkill", invader.AlreadyUsed: "AlreadyUsed",
	invader.NoHellfireOutside: "NoHellfireOutside", invader.CardInUse: "CardInUse",
	invader.UltraBeforeRed: "UltraBeforeRed", invader.NotAtSwitch: "NotAtSwitch",
	invader.OnlyMoveHere: "OnlyMoveHere", invader.NoDoorOpener: "NoDoorOpener",
	invader.DoorsStayOpen: "DoorsStayOpen", invader.NoCombatHere: "NoCombatHere",
	invader.NoConcentrating: "NoConcentrating",
}

// Reason says why an action is refused, as [invader.Reason]'s String
// does in English: "the zones are not adjacent", "两个区域不相邻". A Reason
// the package does not know comes as the engine writes it.
func (l *Language) Reason(r invader.Reason) string {
	id, ok := reasonIDs[r]
	if !ok {
		return r.String()
	}
	return l.Say("reason." + id)
}

// Error says an error of the engine in l: an action refused
// ([invader.IllegalError]: the action in notation and its Reason), an
// action the notation cannot read ([invader.State.ParseAction]), or an
// input too long. In English it is the error's own text. An error the
// package does not know comes as it is, in English.
func (l *Language) Error(err error) string {
	if err == nil {
		return ""
	}
	var ill *invader.IllegalError
	if errors.As(err, &ill) {
		text := ill.Text
		if text == "" {
			text = ill.Action.String()
		}
		return l.Say("error.illegal", "action", text, "reason", l.Reason(ill.Reason))
	}
	msg := err.Error()
	if m := tooLongRE.FindStringSubmatch(msg); m != nil {
		return l.Say("error.tooLong", "what", l.Say("error.what."+m[1]), "size", m[2], "most", m[3])
	}
	rest, ok := strings.CutPrefix(msg, "invader: ")
	if !ok {
		return msg
	}
	// "invader: WORDS: WHY", where WORDS are the words read ("action"
	// when there were none) and WHY one of the notation's reasons.
	for at := 0; ; {
		k := strings.Index(rest[at:], ": ")
		if k < 0 {
			return msg
		}
		what, why := rest[:at+k], rest[at+k+2:]
		if said, ok := l.why(why); ok {
			if what == "action" {
				return l.Say("error.noAction", "why", said)
			}
			return l.Say("error.notation", "action", what, "why", said)
		}
		at += k + 2
	}
}

var tooLongRE = regexp.MustCompile(`^invader: (action) of (\d+) bytes: at most (\d+)$`)

// The notation's reasons: a pattern and its message's id; the pattern's
// groups are its arguments, in order.
var whys = []struct {
	re   *regexp.Regexp
	id   string
	args []string
}{
	{regexp.MustCompile(`^the zero State is no game to read it in$`), "notation.zeroState", nil},
	{regexp.MustCompile(`^no action$`), "notation.empty", nil},
	{regexp.MustCompile(`^incomplete: want (.+)$`), "notation.incomplete", []string{"want"}},
	{regexp.MustCompile(`^unknown word "(.*)": want (.+)$`), "notation.unknownWord", []string{"word", "want"}},
	{regexp.MustCompile(`^no survivor (.+)$`), "notation.noSurvivor", []string{"word"}},
	{regexp.MustCompile(`^no zone (.+)$`), "notation.noZone", []string{"word"}},
	{regexp.MustCompile(`^no Xeno kind (.+)$`), "notation.noKind", []string{"word"}},
	{regexp.MustCompile(`^want a door as dN$`), "notation.door", nil},
	{regexp.MustCompile(`^want a gate as gN$`), "notation.gate", nil},
	{regexp.MustCompile(`^want a card as cardN$`), "notation.card", nil},
	{regexp.MustCompile(`^want an objective as oN$`), "notation.objective", nil},
	{regexp.MustCompile(`^want a machine as mN$`), "notation.machine", nil},
	{regexp.MustCompile(`^want a number, not (.+)$`), "notation.number", []string{"word"}},
	{regexp.MustCompile(`^want yes or no$`), "notation.yesNo", nil},
	{regexp.MustCompile(`^want hand1 or hand2, not (.+)$`), "notation.hand", []string{"word"}},
	{regexp.MustCompile(`^want a slot: hand1, hand2, body1, body2 or pack1..pack5$`), "notation.slot", nil},
	{regexp.MustCompile(`^survivor: unknown skill "(.*)"$`), "notation.skill", []string{"word"}},
	{regexp.MustCompile(`^survivor: skill "(.*)": (.+) is not one of \[(.*)\]$`), "notation.skillAction", []string{"skill", "action", "actions"}},
}

// why says one of the notation's reasons in l.
func (l *Language) why(text string) (string, bool) {
	for _, w := range whys {
		m := w.re.FindStringSubmatch(text)
		if m == nil {
			continue
		}
		args := make([]any, 0, 2*len(w.args))
		for i, name := range w.args {
			args = append(args, name, l.notationWords(name, m[i+1]))
		}
		return l.Say(w.id, args...), true
	}
	return "", false
}

// notationWords writes a word of a notation's reason in l: a Skill's or
// an Action's name in l's words, anything else as it is.
func (l *Language) notationWords(name, text string) string {
	switch name {
	case "skill":
		return l.name("skill", text)
	case "action":
		return l.name("action", text)
	case "actions":
		var out []string
		for _, a := range strings.Fields(text) {
			out = append(out, l.name("action", a))
		}
		return strings.Join(out, l.Say("list.actions"))
	}
	return text
}

// check that every pattern's message exists: a typo panics at init, in
// every test run.
func init() {
	for _, w := range whys {
		if English.texts[w.id] == nil {
			panic(fmt.Sprintf("lang: no message %s", w.id))
		}
	}
}
