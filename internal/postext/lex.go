package postext

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Reading lines.

// A Tok is a token of a position: a word, a quoted string (Quoted), or
// one of = [ ] { } +.
type Tok struct {
	Text      string
	Quoted    bool
	Line, Col int // 1-based
}

// Is reports whether t is the punctuation punct, not a quoted string.
func (t Tok) Is(punct string) bool { return !t.Quoted && t.Text == punct }

// A Line is a line of a position: its key and items.
type Line struct {
	Key   Tok
	Items []Item
}

// An Item is key=value, or a value alone (Key.Text == "").
type Item struct {
	Key Tok
	Val Val
}

// A Kind is what a Val is.
type Kind byte

// The kinds of values.
const (
	Scalar Kind = 's' // a word or a quoted string: Val.Tok
	List   Kind = 'l' // [...]: Val.List
	Object Kind = 'o' // {...}: Val.Items
	Chain  Kind = '+' // values joined by +: Val.Chain
)

// A Val is a scalar (Tok), a list ([...]), an object ({...}) or a chain
// of values joined by + (a card and what is attached to it). Tok is
// where it starts: the scalar, the bracket, or the chain's first value's.
type Val struct {
	Tok   Tok
	List  []Val
	Items []Item
	Chain []Val
	Kind  Kind
}

// An Error says what is wrong with a position's text and where. The root
// package returns it as its PositionError.
type Error struct {
	Line, Column int // 1-based
	Msg          string
}

func (e *Error) Error() string {
	return fmt.Sprintf("position: line %d:%d: %s", e.Line, e.Column, e.Msg)
}

// Errorf returns an *Error at t; the strings among args, which quote
// the position, are cut to an excerpt when long.
func Errorf(t Tok, format string, args ...any) error {
	for i, a := range args {
		if s, ok := a.(string); ok {
			args[i] = short(s)
		}
	}
	return &Error{Line: t.Line, Column: t.Col, Msg: fmt.Sprintf(format, args...)}
}

// short returns s, cut to an excerpt when it is long (as the root
// package's short does).
func short(s string) string {
	const most = 60
	if r := []rune(s); len(r) > most {
		return string(r[:most]) + "…"
	}
	return s
}

// lex splits a line into tokens; # starts a comment where a token could
// start.
func lex(line string, n int) ([]Tok, error) {
	var out []Tok
	for i := 0; i < len(line); {
		r, size := utf8.DecodeRuneInString(line[i:])
		col := utf8.RuneCountInString(line[:i]) + 1
		switch {
		case unicode.IsSpace(r):
			i += size
		case r == '#':
			return out, nil
		case strings.ContainsRune("=[]{}+", r):
			out = append(out, Tok{Text: string(r), Line: n, Col: col})
			i += size
		case r == '"':
			q, err := strconv.QuotedPrefix(line[i:])
			if err != nil {
				return nil, &Error{Line: n, Column: col, Msg: "a quoted string that does not end"}
			}
			s, _ := strconv.Unquote(q)
			out = append(out, Tok{Text: s, Quoted: true, Line: n, Col: col})
			i += len(q)
		case isWordRune(r):
			j := i
			for j < len(line) {
				r, size := utf8.DecodeRuneInString(line[j:])
				if !isWordRune(r) && r != '#' { // r3#2: the second token in r3
					break
				}
				j += size
			}
			out = append(out, Tok{Text: line[i:j], Line: n, Col: col})
			i = j
		default:
			return nil, &Error{Line: n, Column: col, Msg: fmt.Sprintf("unexpected %q", r)}
		}
	}
	return out, nil
}

// ParseLines reads a position's text into lines; errors are *Error.
func ParseLines(text string) ([]Line, error) {
	var out []Line
	for n, l := range strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n") {
		toks, err := lex(l, n+1)
		if err != nil {
			return nil, err
		}
		if len(toks) == 0 {
			continue
		}
		p := &tokens{toks: toks, line: n + 1, end: utf8.RuneCountInString(l) + 1}
		key := p.next()
		if key.Quoted || !isWordRune([]rune(key.Text)[0]) {
			return nil, Errorf(key, "a line starts with a key, not %q", key.Text)
		}
		items, err := p.items("")
		if err != nil {
			return nil, err
		}
		out = append(out, Line{Key: key, Items: items})
	}
	return out, nil
}

type tokens struct {
	toks      []Tok
	i         int
	line, end int
}

func (p *tokens) peek() Tok {
	if p.i < len(p.toks) {
		return p.toks[p.i]
	}
	return Tok{Line: p.line, Col: p.end}
}

func (p *tokens) next() Tok { t := p.peek(); p.i++; return t }

func (p *tokens) done() bool { return p.i >= len(p.toks) }

// items reads items up to close ("" for the end of the line).
func (p *tokens) items(close string) ([]Item, error) {
	var out []Item
	for {
		if close == "" && p.done() {
			return out, nil
		}
		if p.done() {
			return nil, Errorf(p.peek(), "missing %q", close)
		}
		if p.peek().Is(close) {
			p.next()
			return out, nil
		}
		v, err := p.value()
		if err != nil {
			return nil, err
		}
		if !p.peek().Is("=") {
			out = append(out, Item{Val: v})
			continue
		}
		if v.Kind != Scalar {
			return nil, Errorf(p.peek(), "= after something that is no key")
		}
		p.next()
		val, err := p.value()
		if err != nil {
			return nil, err
		}
		out = append(out, Item{Key: v.Tok, Val: val})
	}
}

// value reads a value: a term, or terms joined by +.
func (p *tokens) value() (Val, error) {
	v, err := p.term()
	if err != nil || !p.peek().Is("+") {
		return v, err
	}
	chain := Val{Tok: v.Tok, Kind: Chain, Chain: []Val{v}}
	for p.peek().Is("+") {
		p.next()
		t, err := p.term()
		if err != nil {
			return Val{}, err
		}
		chain.Chain = append(chain.Chain, t)
	}
	return chain, nil
}

func (p *tokens) term() (Val, error) {
	t := p.next()
	switch {
	case t.Text == "" && !t.Quoted:
		return Val{}, Errorf(t, "missing a value")
	case t.Is("["):
		var l []Val
		for !p.peek().Is("]") {
			if p.done() {
				return Val{}, Errorf(p.peek(), `missing "]"`)
			}
			v, err := p.value()
			if err != nil {
				return Val{}, err
			}
			l = append(l, v)
		}
		p.next()
		return Val{Tok: t, List: l, Kind: List}, nil
	case t.Is("{"):
		items, err := p.items("}")
		return Val{Tok: t, Items: items, Kind: Object}, err
	case !t.Quoted && strings.Contains("=]}+", t.Text):
		return Val{}, Errorf(t, "unexpected %q", t.Text)
	}
	return Val{Tok: t, Kind: Scalar}, nil
}
