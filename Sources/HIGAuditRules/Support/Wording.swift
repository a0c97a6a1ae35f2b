import HIGAuditCore

/// Word-list matching as `rules.md` defines it.
enum Wording {
    static func isCancelWord(_ title: String?, _ words: WordList) -> Bool {
        guard let title, let cancel = words.cancel else { return false }
        return title == cancel
    }

    static func isOK(_ title: String?) -> Bool {
        guard let title else { return false }
        return WordList.okWords.contains(TextNormalization.folded(title))
    }

    static func isAny(_ title: String?, of list: [String]) -> Bool {
        guard let title else { return false }
        let folded = TextNormalization.folded(title)
        return list.contains { TextNormalization.folded($0) == folded }
    }

    /// Whether `title` starts with a destructive verb: as a whole word in English (and
    /// other space-separated languages), as a prefix in Japanese.
    static func startsWithDestructiveVerb(_ title: String?, _ words: WordList) -> Bool {
        guard let title else { return false }
        let folded = TextNormalization.folded(title)
        for verb in words.destructiveVerbs {
            let foldedVerb = TextNormalization.folded(verb)
            guard folded.hasPrefix(foldedVerb) else { continue }
            if words.verbsMatchAsPrefix { return true }
            let rest = folded.dropFirst(foldedVerb.count)
            if rest.first.map({ !$0.isLetter && !$0.isNumber }) ?? true { return true }
        }
        return false
    }

    /// Whole words of `text`, split on white space.
    static func words(_ text: String) -> [Substring] {
        text.split(whereSeparator: \.isWhitespace)
    }
}
