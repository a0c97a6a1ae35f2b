import HIGAuditCore

/// The visible buttons of a screen that the close-button rules compare.
struct ScreenButtons {
    /// `closeButton` elements and `button`s titled Close.
    var closeButtons: [Int] = []
    var hasDone = false
    var hasSave = false
    var hasCancel = false

    /// Computed once per audit: two rules need it.
    static func of(_ audit: AuditContext) -> ScreenButtons {
        audit.shared("screen-buttons") { ScreenButtons(in: audit) }
    }

    init(in audit: AuditContext) {
        let elements = audit.screen.elements
        closeButtons = audit.visible(.closeButton)
        let words = audit.words
        let close = Set((words?.close ?? []).map(TextNormalization.folded))
        let done = Set((words?.done ?? []).map(TextNormalization.folded))
        let save = Set((words?.save ?? []).map(TextNormalization.folded))
        for index in audit.visible(.button) {
            guard let title = elements[index].title else { continue }
            let folded = TextNormalization.folded(title)
            if close.contains(folded) { closeButtons.append(index) }
            if done.contains(folded) { hasDone = true }
            if save.contains(folded) { hasSave = true }
            if let words, Wording.isCancelWord(title, words) { hasCancel = true }
        }
        closeButtons.sort()
    }
}
