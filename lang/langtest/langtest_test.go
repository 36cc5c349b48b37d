package langtest

import (
	"slices"
	"testing"
)

func TestStray(t *testing.T) {
	for _, c := range []struct {
		text    string
		allowed []string
		want    []string
	}{
		{"Cole 移动：s → c1", []string{"Cole", "s", "c1"}, nil},
		{"Cole moves to c1", []string{"Cole"}, []string{"moves", "to"}},
		{"为 sp 抽到异种卡：spr spp", []string{"sp", "s", "p"}, []string{"spr", "spp"}}, // a name inside a word is no name
		{"输入“keep none”即弃掉", nil, nil},                                           // quoted notation
		{"Cole 弃掉SMG冲锋枪（card12）", []string{"Cole"}, nil},                         // Kept, a token
		{"转到 b 位；2W N", nil, nil},                                                // single letters
		{"the Cole", []string{"Cole"}, []string{"the"}},
	} {
		if got := Stray(c.text, c.allowed...); !slices.Equal(got, c.want) {
			t.Errorf("Stray(%q, %q) = %q, want %q", c.text, c.allowed, got, c.want)
		}
	}
}
