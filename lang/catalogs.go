package lang

// The languages' messages, gathered from their files, one concept each:
// events, reasons (and the notation's errors), actions, decisions, the
// board's words (package draw) and the game's names.
var (
	english = merge(englishEvents, englishReasons, englishActions, englishPending, englishTerms, englishDraw)
	chinese = merge(chineseEvents, chineseReasons, chineseActions, chinesePending, chineseTerms, chineseDraw)
)
