import HIGAuditCore

/// The visible buttons of a screen that the close-button rules compare.
struct ScreenButtons {
    /// `closeButton` elements and `button`s titled Close.
    var closeButtons: [Int] = []
    var hasDone = false
    var hasSave = false
    var hasCancel = false

    init(in audit: AuditContext) {
        let englishWords = ControlWords.areAvailable(in: audit)
        let elements = audit.screen.elements
        closeButtons = audit.visible(.closeButton)
        for index in audit.visible(.button) {
            let title = elements[index].title
            if englishWords && Wording.isAny(title, of: ControlWords.close) { closeButtons.append(index) }
            if englishWords && Wording.isAny(title, of: ControlWords.done) { hasDone = true }
            if englishWords && Wording.isAny(title, of: ControlWords.save) { hasSave = true }
            if let words = audit.words, Wording.isCancelWord(title, words) { hasCancel = true }
        }
        closeButtons.sort()
    }
}
