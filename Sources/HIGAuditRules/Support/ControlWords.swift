import HIGAuditCore

/// Words that `rules.md` gives in English only: Close, Done, Save, More and the
/// pointer verbs. Other languages have them only when configured; where a list is
/// empty, the parts of rules that need it find nothing.
enum ControlWords {
    static func close(_ audit: AuditContext) -> [String] { audit.words?.close ?? [] }
    static func done(_ audit: AuditContext) -> [String] { audit.words?.done ?? [] }
    static func save(_ audit: AuditContext) -> [String] { audit.words?.save ?? [] }
    static func more(_ audit: AuditContext) -> [String] { audit.words?.more ?? [] }
    static func pointerVerbs(_ audit: AuditContext) -> [String] { audit.words?.pointerVerbs ?? [] }
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
