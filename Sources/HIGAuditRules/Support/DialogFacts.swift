import HIGAuditCore

/// What the alert and action sheet rules derive from a dialog's buttons.
struct DialogFacts {
    let element: Int
    let dialog: Dialog
    let pointer: String

    init(element: Int, in audit: AuditContext) {
        self.element = element
        self.dialog = audit.screen.elements[element].dialog ?? Dialog()
        self.pointer = audit.screen.pointer(of: element)
    }

    var buttons: [Dialog.Button] { dialog.buttons }

    /// An alert with `informational: true` or exactly one button.
    var isInformational: Bool { dialog.informational || buttons.count == 1 }

    func buttonPointer(_ index: Int) -> String { pointer + "/buttons/\(index)" }

    /// Records a finding of the running rule at button `index`.
    func report(button index: Int, in audit: AuditContext, severity: Severity? = nil, _ message: Message) {
        let dialogElement = audit.screen.elements[element]
        let identity = [dialogElement.type.rawValue, dialog.title ?? "", buttons[index].title ?? "", buttons[index].role.rawValue]
        audit.report(pointer: buttonPointer(index), elementId: dialogElement.id, element: element, identity: identity, severity: severity, message)
    }

    var cancelIndices: [Int] { buttons.indices.filter { buttons[$0].role == .cancel } }
    var hasCancel: Bool { buttons.contains { $0.role == .cancel } }
    var hasDestructive: Bool { buttons.contains { $0.role == .destructive } }

    /// The button marked `isDefault`; else, with a cancel button present, the only other
    /// button that is neither cancel nor destructive (the confirming half of a pair).
    var defaultIndex: Int? {
        if let marked = buttons.firstIndex(where: \.isDefault) { return marked }
        guard hasCancel else { return nil }
        let plain = buttons.indices.filter { buttons[$0].role == .default }
        return plain.count == 1 ? plain[0] : nil
    }

    var layout: DialogLayout { dialog.layout ?? (buttons.count <= 2 ? .row : .stack) }

    /// Visible alerts or action sheets of a screen.
    static func all(_ type: ElementType, in audit: AuditContext) -> [DialogFacts] {
        audit.visible(type).map { DialogFacts(element: $0, in: audit) }
    }
}
