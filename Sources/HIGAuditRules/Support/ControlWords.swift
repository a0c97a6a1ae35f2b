import HIGAuditCore

/// Words that `rules.md` gives in English only: Close, Done, Save, More and the
/// pointer verbs. Other languages have no list, so the parts of rules that need them
/// are skipped there.
enum ControlWords {
    static let close = ["Close"]
    static let done = ["Done"]
    static let save = ["Save"]
    static let more = ["More"]
    static let pointerVerbs = ["Click", "Tap", "Press", "Drag", "Hold", "Use", "Select"]

    static func areAvailable(in audit: AuditContext) -> Bool { audit.screen.language == "en" }
}

extension Wording {
    /// Whether `text` starts with one of `words` as a whole word (trimmed, NFKC, any case).
    static func startsWithWholeWord(_ text: String?, of words: [String]) -> Bool {
        guard let text else { return false }
        let folded = TextNormalization.folded(text)
        for word in words {
            let foldedWord = TextNormalization.folded(word)
            guard folded.hasPrefix(foldedWord) else { continue }
            let rest = folded.dropFirst(foldedWord.count)
            if rest.first.map({ !$0.isLetter && !$0.isNumber }) ?? true { return true }
        }
        return false
    }
}
