import HIGAuditCore

/// The visible buttons of a screen that the close-button rules compare.
struct ScreenButtons {
    /// `closeButton` elements and `button`s titled Close.
    var closeButtons: [Int] = []
    var hasDone = false
    var hasSave = false
    var hasCancel = false

    init(in audit: AuditContext) {
        let elements = audit.screen.elements
        closeButtons = audit.visible(.closeButton)
        for index in audit.visible(.button) {
            let title = elements[index].title
            if Wording.isAny(title, of: ControlWords.close(audit)) { closeButtons.append(index) }
            if Wording.isAny(title, of: ControlWords.done(audit)) { hasDone = true }
            if Wording.isAny(title, of: ControlWords.save(audit)) { hasSave = true }
            if let words = audit.words, Wording.isCancelWord(title, words) { hasCancel = true }
        }
        closeButtons.sort()
    }
}
