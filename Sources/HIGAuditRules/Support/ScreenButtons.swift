import HIGAuditCore

/// The visible buttons of a screen that the close-button rules compare.
struct ScreenButtons {
    /// `closeButton` elements and `button`s titled Close.
    var closeButtons: [Int] = []
    /// The title of the first button of each kind, as the screen shows it.
    var doneTitle: String?
    var saveTitle: String?
    var cancelTitle: String?

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
            if done.contains(folded), doneTitle == nil { doneTitle = title }
            if save.contains(folded), saveTitle == nil { saveTitle = title }
            if let words, Wording.isCancelWord(title, words), cancelTitle == nil { cancelTitle = title }
        }
        closeButtons.sort()
    }
}
