import HIGAuditCore

struct ButtonPrimaryDestructiveRule: AuditRule {
    let descriptor = RuleDescriptor(
        id: "button-primary-destructive", area: .buttons, defaultSeverity: .error, higSection: .buttons,
        examples: [
            .triggers(##"{"format":"hig-screen/1","elements":[{"type":"button","title":"Delete Account","role":"destructive","isDefault":true}]}"##, at: "/elements/0"),
            .triggers(##"{"format":"hig-screen/1","elements":[{"type":"view","children":[{"type":"button","title":"Cancel"},{"type":"button","title":"Erase iPhone","role":"primary"}]}]}"##, at: "/elements/0/children/1"),
            .passes(##"{"format":"hig-screen/1","elements":[{"type":"button","title":"Delete Account","role":"destructive"},{"type":"button","title":"Deleted Items","role":"primary"}]}"##),
        ])

    func check(_ audit: AuditContext) {
        let elements = audit.screen.elements
        for index in audit.visible(.button) {
            let role = elements[index].role
            if role == .destructive && elements[index].isDefault {
                audit.report(element: index, Message("button-primary-destructive.message"))
            } else if role == .primary, let words = audit.words, Wording.startsWithDestructiveVerb(elements[index].title, words) {
                audit.report(element: index, Message("button-primary-destructive.primary", ["title": elements[index].title ?? ""]))
            }
        }
    }
}
