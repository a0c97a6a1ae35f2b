import HIGAuditCore

/// English only: button titles are short, title-case verbs without end punctuation.
struct AlertButtonTitleRule: AuditRule {
    static let minorWords: Set<String> = ["a", "an", "and", "as", "at", "but", "by", "for", "from", "in", "nor", "of", "on", "or", "the", "to", "vs", "with"]
    static let endPunctuation: Set<Character> = [".", "!", "?", ":", ";", "…"]

    let descriptor = RuleDescriptor(
        id: "alert-button-title", area: .alerts, defaultSeverity: .warning, higSection: .alerts,
        examples: [
            .triggers(##"{"format":"hig-screen/1","elements":[{"type":"alert","title":"Save Changes?","buttons":[{"title":"Cancel","role":"cancel"},{"title":"Save now"}]}]}"##, at: "/elements/0/buttons/1"),
            .triggers(##"{"format":"hig-screen/1","elements":[{"type":"alert","title":"Save Changes?","buttons":[{"title":"Cancel","role":"cancel"},{"title":"Save!"}]}]}"##, at: "/elements/0/buttons/1"),
            .triggers(##"{"format":"hig-screen/1","elements":[{"type":"alert","title":"Save Changes?","buttons":[{"title":"Cancel","role":"cancel"},{"title":"Save All of My Changes"}]}]}"##, at: "/elements/0/buttons/1"),
            .passes(##"{"format":"hig-screen/1","elements":[{"type":"alert","title":"Save Changes?","buttons":[{"title":"Cancel","role":"cancel"},{"title":"Save as Copy"},{"title":"Open in iCloud"}]}]}"##),
        ])

    func check(_ audit: AuditContext) {
        guard audit.screen.language == "en" else { return }
        for alert in DialogFacts.all(.alert, in: audit) {
            for (index, button) in alert.buttons.enumerated() {
                guard let title = button.title, let problem = problem(title) else { continue }
                alert.report(button: index, in: audit, Message(problem, ["title": title]))
            }
        }
    }

    func problem(_ title: String) -> MessageKey? {
        let trimmed = title.trimmingWhitespace()
        if let last = trimmed.last, Self.endPunctuation.contains(last) { return "alert-button-title.punctuation" }
        let words = Wording.words(trimmed)
        if words.count > 3 { return "alert-button-title.long" }
        if !Self.isTitleCase(words) { return "alert-button-title.case" }
        return nil
    }

    static func isTitleCase(_ words: [Substring]) -> Bool {
        for (position, word) in words.enumerated() {
            guard let first = word.first, first.isLetter else { continue }
            if first.isUppercase { continue }
            if word.dropFirst().contains(where: \.isUppercase) { continue }
            let isEdge = position == 0 || position == words.count - 1
            if !isEdge && minorWords.contains(word.lowercased()) { continue }
            return false
        }
        return true
    }
}
